"""The whole scale-out topology at once (issue 23's "done when"): a Redis Cluster of three
masters with a replica each (``redis_cluster.py``), a PostgreSQL primary with a streaming
standby (``pg_standby.py``) as the read replica, and PgBouncer in transaction mode
(``pgbouncer.py``) as the only way to the primary; two ``fray serve`` processes on them.

Mid-fight the standby's replay is paused and the Redis master of the fight's channel is
SIGKILLed (its replica promoted). Every command is acknowledged, none waiting on Redis; after
each command, the other process's reads that may lag (the log after the command's version,
the state at it, the statistics) are at least as new as the command's answer, although the
standby provably holds less; feeds on both processes end with exactly the stored log, in
order, none twice.
"""

from __future__ import annotations

import asyncio
import secrets
import shutil
import time
from collections.abc import Iterator
from dataclasses import dataclass

import httpx
import psycopg
import pytest
from prometheus_client.parser import text_string_to_metric_families

from fray.store.migrate import apply_migrations
from tests.fault.servers import PG_BIN, FrayProcess, free_port
from tests.fault.test_live_path import ACK_BOUND_S, Feed, assert_exact_log, command, new_encounter, stored_log

from .pg_standby import Pair, primary_and_standby
from .pgbouncer import PgBouncer
from .redis_cluster import RedisCluster, available, redis_cluster
from .test_redis_cluster import until_healthy

pytestmark = pytest.mark.scaleout

COMMANDS = 40
PAUSE_AT, KILL_AT, RESUME_AT = 6, 10, 30  # after that many commands
CATCH_UP_S = 30.0


@dataclass
class Topology:
    cluster: RedisCluster
    pair: Pair
    bouncer: PgBouncer
    frays: list[FrayProcess]
    prefix: str
    metrics: list[str]


@pytest.fixture(scope="module")
def topology() -> Iterator[Topology]:
    if not available():
        pytest.skip("needs redis-server and redis-cli 7 or newer")
    if not (PG_BIN / "pg_basebackup").exists():
        pytest.skip("needs PostgreSQL 15's initdb and pg_basebackup")
    if not (shutil.which("pgbouncer") or (PG_BIN.parent / "pgbouncer").exists()):
        pytest.skip("needs Debian's pgbouncer")
    prefix = f"fray-topology-{secrets.token_hex(3)}"
    metrics = [f"127.0.0.1:{free_port()}" for _ in range(2)]
    with redis_cluster() as cluster, primary_and_standby() as pair:
        apply_migrations(pair.primary_url)  # once, directly (not through the pooler); replicated
        pair.standby.caught_up()
        bouncer = PgBouncer(pair.primary_url, ["postgres"])
        frays: list[FrayProcess] = []
        try:
            for address in metrics:
                env = {
                    "FRAY_READ_DATABASE_URL": pair.standby_url,
                    "FRAY_DATABASE_PREPARE": "off",
                    "FRAY_POOL_SIZE": "3",
                    "FRAY_READ_POOL_SIZE": "2",
                    "FRAY_FEED_POLL_S": "1",
                    "FRAY_CHANNEL_PREFIX": prefix,
                    "FRAY_METRICS_ADDRESS": address,
                    "FRAY_COMMANDS_PER_SECOND": "0",
                    "FRAY_CREATES_PER_MINUTE": "0",
                }
                frays.append(FrayProcess(bouncer.through(pair.primary_url), cluster.url, env))
            for fray in frays:
                fray.wait_ready()
            yield Topology(cluster, pair, bouncer, frays, prefix, metrics)
        finally:
            for fray in frays:
                fray.stop()
            bouncer.stop()


def replica_reads(topology: Topology) -> dict[str, float]:
    """``fray_replica_reads_total`` by outcome, summed over both processes."""
    total: dict[str, float] = {}
    for address in topology.metrics:
        for family in text_string_to_metric_families(httpx.get(f"http://{address}/metrics", timeout=10).text):
            for sample in family.samples:
                if sample.name == "fray_replica_reads_total":
                    outcome = sample.labels["outcome"]
                    total[outcome] = total.get(outcome, 0.0) + sample.value
    return total


def standby_version(topology: Topology, eid: str) -> int:
    with psycopg.connect(topology.pair.standby_url) as conn:
        row = conn.execute("select coalesce(max(version), 0) from events where stream_id = %s", (eid,)).fetchone()
    assert row is not None
    return int(row[0])


async def as_new_as(client: httpx.AsyncClient, eid: str, gm: dict[str, str], version: int) -> None:
    """The reads that may lag, on ``client``, each at least at ``version`` (the caller's)."""
    page = await client.get(f"/encounters/{eid}/events?after={version - 1}", headers=gm)
    assert page.status_code == 200, page.text
    assert page.json()["events"] and page.json()["events"][0]["version"] == version, page.text[:300]
    past = await client.get(f"/encounters/{eid}?version={version}", headers=gm)
    assert past.status_code == 200 and past.json()["version"] == version, past.text[:300]
    stats = await client.get(f"/encounters/{eid}/stats", headers=gm)
    assert stats.status_code == 200, stats.text[:300]


def test_a_fight_rides_out_a_killed_redis_master_and_a_paused_standby_through_pgbouncer(topology: Topology) -> None:
    async def go() -> None:
        clients = [httpx.AsyncClient(base_url=f.url, timeout=30) for f in topology.frays]
        await until_healthy(clients)
        eid, gm = await new_encounter(clients[0])
        feeds = [Feed(f.url, eid, gm) for f in topology.frays]
        for feed in feeds:
            await feed.open()
        promoted: asyncio.Task[int] | None = None
        before = replica_reads(topology)
        lagged = False
        slow: list[tuple[int, float]] = []
        try:
            for i in range(COMMANDS):
                if i == PAUSE_AT:
                    topology.pair.standby.pause_replay()
                if i == KILL_AT:
                    master = topology.cluster.master_of(f"{topology.prefix}:encounter:{{{eid}}}")
                    topology.cluster.kill(master)
                    promoted = asyncio.create_task(asyncio.to_thread(topology.cluster.wait_promoted, master))
                if i == RESUME_AT:
                    topology.pair.standby.resume_replay()
                writer, reader = clients[i % 2], clients[1 - i % 2]
                t0 = time.monotonic()
                answer = await writer.post(f"/encounters/{eid}/commands", json=command(i), headers=gm)
                if time.monotonic() - t0 > ACK_BOUND_S:
                    slow.append((i, round(time.monotonic() - t0, 2)))
                assert answer.status_code == 200, answer.text
                version = answer.json()["version"]
                if PAUSE_AT <= i < RESUME_AT:
                    lagged = lagged or standby_version(topology, eid) < version
                await as_new_as(reader, eid, gm, version)
                await as_new_as(writer, eid, gm, version)
        finally:
            if topology.pair.standby:
                topology.pair.standby.resume_replay()
        assert promoted is not None
        await promoted
        await until_healthy(clients)
        assert not slow, f"acknowledgements that waited: {slow}"
        assert lagged, "the standby never lagged: the test proved nothing about read-your-writes"
        after = replica_reads(topology)
        assert after.get("primary_behind", 0) > before.get("primary_behind", 0), (before, after)

        log = await stored_log(clients[0], eid, gm)
        for n, feed in enumerate(feeds):
            await feed.until(log[-1]["version"], CATCH_UP_S)
            await feed.leave()
            assert_exact_log(feed, log, f"the feed on process {n}")
        for client in clients:
            await client.aclose()

    asyncio.run(go())
