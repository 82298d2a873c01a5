"""Fray on a Redis Cluster (issue 23): two real ``fray serve`` processes on a cluster of three
masters with a replica each (``redis_cluster.py``), speaking sharded pub/sub, and the test
run's PostgreSQL database.

(a) Mid-fight, the master that serves the encounter's channel hands over to its replica
    (``CLUSTER FAILOVER``), and in a second fight is SIGKILLed and its replica promoted, while
    commands keep going to both processes: every command is acknowledged
    (none waiting on Redis: each within ``ACK_BOUND_S``, a correctness bound); the GM's feed on
    each process and a player's feed end with exactly the stored log, in order, none twice;
    both processes subscribe again (``/health`` says ``ok``) and publish again (their count of
    published events grows after the failover, not only their failures).
(b) A token revoked on one process is refused at once by the other, whose token cache would
    trust it for an hour (``FRAY_TOKEN_CACHE_S``): the revocation crossed the cluster.
"""

from __future__ import annotations

import asyncio
import os
import secrets
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import httpx
import pytest

from tests.fault.servers import FrayProcess, free_port
from tests.fault.test_live_path import ACK_BOUND_S, Feed, Sender, assert_exact_log, new_encounter, stored_log

from .redis_cluster import RedisCluster, available, redis_cluster

pytestmark = pytest.mark.scaleout

SETTLE_S = 60.0  # how long the cluster and Fray may take to settle after the failover, at most


@dataclass
class Site:
    """The cluster, the two Fray processes on it, their channel prefix and metrics addresses."""

    cluster: RedisCluster
    frays: list[FrayProcess]
    prefix: str
    metrics: list[str]


@pytest.fixture(scope="module")
def site(database_url: str) -> Iterator[Site]:
    if not available():
        pytest.skip("needs redis-server and redis-cli 7 or newer")
    prefix = f"fray-cluster-{secrets.token_hex(3)}"
    metrics = [f"127.0.0.1:{free_port()}" for _ in range(2)]
    with redis_cluster() as cluster:
        frays: list[FrayProcess] = []
        try:
            for address in metrics:
                env = {
                    "FRAY_POOL_SIZE": "3",
                    "FRAY_FEED_POLL_S": "2",
                    "FRAY_COMMANDS_PER_SECOND": "0",
                    "FRAY_CREATES_PER_MINUTE": "0",
                    "FRAY_CHANNEL_PREFIX": prefix,
                    "FRAY_METRICS_ADDRESS": address,
                    "FRAY_TOKEN_CACHE_S": "3600",  # only the revocation message can make it forget
                }
                frays.append(FrayProcess(database_url, cluster.url, env))
            for fray in frays:
                fray.wait_ready()
            yield Site(cluster, frays, prefix, metrics)
        finally:
            for fray in frays:
                fray.stop()


async def counter(client: httpx.AsyncClient, address: str, name: str) -> float:
    """A counter's value in the process's Prometheus metrics (0 when not yet counted)."""
    text = (await client.get(f"http://{address}/metrics")).text
    values = [float(line.split()[-1]) for line in text.splitlines() if line.startswith(f"{name}_total ")]
    return sum(values)


async def until_healthy(clients: list[httpx.AsyncClient], timeout: float = SETTLE_S) -> None:
    """Wait until every process says ``"redis": "ok"`` (subscribed, every node answering)."""
    deadline = time.monotonic() + timeout
    while True:
        answers = []
        for client in clients:
            try:
                answers.append((await client.get("/health", timeout=3)).json().get("redis"))
            except httpx.HTTPError as exc:
                answers.append(repr(exc))
        if answers == ["ok"] * len(clients):
            return
        assert time.monotonic() < deadline, f"Redis not ok on every process after {timeout} s: {answers}"
        await asyncio.sleep(0.2)


def fight_through(site: Site, failover: Callable[[str], None]) -> None:
    """A fight on both processes, feeds open on both, and ``failover(channel)`` (the fight's
    channel) in the middle of it, then until both processes are healthy; then every check of
    the module docstring's (a)."""

    async def go() -> None:
        clients = [httpx.AsyncClient(base_url=f.url, timeout=30) for f in site.frays]
        a, _ = clients
        await until_healthy(clients)
        eid, gm = await new_encounter(a)
        hero = await a.post(
            f"/encounters/{eid}/commands", json={"type": "unlit-spires.add_hero", "preset": "bruce"}, headers=gm
        )
        assert hero.status_code == 200, hero.text
        issued = await a.post(
            f"/encounters/{eid}/tokens", json={"role": "player", "combatant_ids": ["bruce"]}, headers=gm
        )
        player = {"Authorization": f"Bearer {issued.json()['token']}"}
        feeds = [Feed(f.url, eid, gm) for f in site.frays]
        players = Feed(site.frays[1].url, eid, player)
        for feed in (*feeds, players):
            await feed.open()
        sender = Sender(clients, eid, gm)
        sender.start()
        await asyncio.sleep(2)

        await asyncio.to_thread(failover, f"{site.prefix}:encounter:{{{eid}}}")
        await until_healthy(clients)
        published = [await counter(c, m, "fray_redis_published") for c, m in zip(clients, site.metrics, strict=True)]
        await asyncio.sleep(3)
        await sender.stop()

        log = await stored_log(a, eid, gm)
        final = log[-1]["version"]
        statuses = [s for _, s, *_ in sender.answers]
        assert statuses == [200] * len(statuses), [x for x in sender.answers if x[1] != 200][:3]
        slow = [(n, round(t, 2)) for n, _, t, *_ in sender.answers if t > ACK_BOUND_S]
        assert not slow, f"acknowledgements that waited: {slow}"
        for feed in (*feeds, players):
            await feed.until(final)
            await feed.leave()
        for i, feed in enumerate(feeds):
            assert_exact_log(feed, log, f"the GM's feed on process {i}")
        assert players.versions == [e["version"] for e in log], "the player's feed"
        after = [await counter(c, m, "fray_redis_published") for c, m in zip(clients, site.metrics, strict=True)]
        assert all(n > p for n, p in zip(after, published, strict=True)), (published, after)
        for client in clients:
            await client.aclose()

    asyncio.run(go())


def test_feeds_ride_out_an_orderly_failover(site: Site) -> None:
    """``CLUSTER FAILOVER`` on the replica of the fight's shard: the old master, alive, hands
    its slots over (Redis tells its shard subscribers with an unasked ``sunsubscribe``)."""

    def swap(channel: str) -> None:
        master = site.cluster.master_of(channel)
        site.cluster.failover(site.cluster.replicas_of(master)[0])

    fight_through(site, swap)


def test_feeds_ride_out_a_master_killed(site: Site) -> None:
    """The master of the fight's shard SIGKILLed; its replica is elected when the others mark it
    failed (``cluster-node-timeout``)."""

    def kill(channel: str) -> None:
        master = site.cluster.master_of(channel)
        site.cluster.kill(master)
        site.cluster.wait_promoted(master)

    fight_through(site, kill)


def test_doctor_finds_the_cluster_answering(site: Site, database_url: str) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FRAY_")}
    doctor = subprocess.run(
        [sys.executable, "-m", "fray", "doctor", "--database-url", database_url],
        env={**env, "FRAY_REDIS_URL": site.cluster.url},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert "the Redis Cluster at redis+cluster://" in doctor.stdout and "answers" in doctor.stdout, doctor.stdout
    assert "FAIL redis" not in doctor.stdout, doctor.stdout


def test_a_revocation_crosses_the_cluster(site: Site) -> None:
    async def go() -> None:
        a, b = (httpx.AsyncClient(base_url=f.url, timeout=30) for f in site.frays)
        await until_healthy([a, b])
        eid, gm = await new_encounter(a)
        issued = await a.post(f"/encounters/{eid}/tokens", json={"role": "spectator"}, headers=gm)
        watcher = {"Authorization": f"Bearer {issued.json()['token']}"}
        assert (await b.get(f"/encounters/{eid}", headers=watcher)).status_code == 200  # cached on b for an hour
        revoked = await a.post(f"/encounters/{eid}/tokens/revoke-all", headers=gm)
        assert revoked.json() == {"revoked": 1}
        deadline = time.monotonic() + SETTLE_S
        while (status := (await b.get(f"/encounters/{eid}", headers=watcher)).status_code) == 200:
            assert time.monotonic() < deadline, "process b still honours the revoked token"
            await asyncio.sleep(0.1)
        assert status == 401
        await a.aclose()
        await b.aclose()

    asyncio.run(go())
