"""Read replicas on real engines (issue 23): two ``fray serve`` processes on a primary of their
own with a streaming standby (``pg_standby.primary_and_standby``) as ``FRAY_READ_DATABASE_URL``.

(a) Once the standby has replayed a fight, the reads that may lag (the log in pages, a past
    state, the statistics, the export) are served by it (``fray_replica_reads_total``).
(b) Read-your-writes under lag: the standby's WAL replay is paused, commands go on; every read
    after them (the log ``after=N``, ``?version=N``, statistics, export, a feed on the other
    process resuming ``after=N``) is as new as the commands' answers, although the standby
    provably holds less: Fray waited for it (bounded) and read the primary, and counted it.
    Replay resumed, the standby serves again.
(c) The standby is killed mid-fight: no request fails, every feed ends with exactly the log.

The processes share no Redis: the feed on the other process learns of commits from its
watcher (``FRAY_FEED_POLL_S``) and reads them where they may lag.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass

import httpx
import psycopg
import pytest
from prometheus_client.parser import text_string_to_metric_families

from fray.store.migrate import apply_migrations
from tests.fault.servers import PG_BIN, FrayProcess, free_port
from tests.fault.test_live_path import Feed, assert_exact_log, command, new_encounter, stored_log

from .pg_standby import Pair, primary_and_standby

pytestmark = pytest.mark.scaleout

CATCH_UP_S = 30.0  # a feed on the other process heals within FRAY_FEED_POLL_S; wait this long at most
OUTCOMES = ("replica", "replica_waited", "primary_behind", "primary_down")


@dataclass
class Site:
    """The primary and standby, and the two Fray processes with their metrics' addresses."""

    pair: Pair
    frays: list[FrayProcess]
    metrics: list[str]


@pytest.fixture(scope="module")
def site() -> Iterator[Site]:
    if not (PG_BIN / "pg_basebackup").exists():
        pytest.skip("needs PostgreSQL 15's initdb and pg_basebackup")
    with primary_and_standby() as pair:
        apply_migrations(pair.primary_url)  # once, before the processes start; replicated
        pair.standby.caught_up()
        ports = [free_port() for _ in range(2)]
        frays: list[FrayProcess] = []
        try:
            for port in ports:
                env = {
                    "FRAY_READ_DATABASE_URL": pair.standby_url,
                    "FRAY_POOL_SIZE": "3",
                    "FRAY_READ_POOL_SIZE": "2",
                    "FRAY_FEED_POLL_S": "0.5",
                    "FRAY_METRICS_ADDRESS": f"127.0.0.1:{port}",
                    "FRAY_COMMANDS_PER_SECOND": "0",
                    "FRAY_CREATES_PER_MINUTE": "0",
                }
                frays.append(FrayProcess(pair.primary_url, None, env))
            for f in frays:
                f.wait_ready()
            yield Site(pair, frays, [f"http://127.0.0.1:{p}/metrics" for p in ports])
        finally:
            for f in frays:
                f.stop()


@contextlib.asynccontextmanager
async def clients(site: Site) -> AsyncIterator[tuple[httpx.AsyncClient, httpx.AsyncClient]]:
    """A client of each process."""
    async with (
        httpx.AsyncClient(base_url=site.frays[0].url, timeout=30) as a,
        httpx.AsyncClient(base_url=site.frays[1].url, timeout=30) as b,
    ):
        yield a, b


def served(site: Site) -> dict[str, float]:
    """``fray_replica_reads_total`` by outcome, summed over both processes."""
    total = dict.fromkeys(OUTCOMES, 0.0)
    for url in site.metrics:
        for family in text_string_to_metric_families(httpx.get(url, timeout=10).text):
            for sample in family.samples:
                if sample.name == "fray_replica_reads_total":
                    total[sample.labels["outcome"]] += sample.value
    return total


def failures(site: Site) -> float:
    found = 0.0
    for url in site.metrics:
        for family in text_string_to_metric_families(httpx.get(url, timeout=10).text):
            found += sum(s.value for s in family.samples if s.name == "fray_replica_failures_total")
    return found


def standby_version(site: Site, eid: str) -> int:
    """The encounter's version as the standby holds it."""
    with psycopg.connect(site.pair.standby_url) as conn:
        row = conn.execute("select coalesce(max(version), 0) from events where stream_id = %s", (eid,)).fetchone()
    assert row is not None
    return int(row[0])


async def fight(client: httpx.AsyncClient, eid: str, gm: dict[str, str], n: int) -> int:
    """``n`` commands; the version the last answer carries."""
    version = 0
    for i in range(n):
        r = await client.post(f"/encounters/{eid}/commands", json=command(i), headers=gm)
        assert r.status_code == 200, r.text
        version = r.json()["version"]
    return version


async def lagging_reads(client: httpx.AsyncClient, eid: str, gm: dict[str, str], after: int, version: int) -> None:
    """The reads that may lag, each checked to be at least at ``version`` (the caller's)."""
    page = await client.get(f"/encounters/{eid}/events?after={after}", headers=gm)
    assert page.status_code == 200, page.text
    assert [e["version"] for e in page.json()["events"]] == list(range(after + 1, version + 1))
    past = await client.get(f"/encounters/{eid}?version={version - 1}", headers=gm)
    assert past.status_code == 200, past.text
    assert past.json()["version"] == version - 1
    stats = await client.get(f"/encounters/{eid}/stats", headers=gm)
    assert stats.status_code == 200, stats.text
    export = await client.get(f"/encounters/{eid}/export", headers=gm)
    assert export.status_code == 200, export.text
    assert [json.loads(line)["version"] for line in export.text.splitlines()] == list(range(1, version + 1))


def doctor(site: Site) -> subprocess.CompletedProcess[str]:
    """``fray doctor`` on the primary with the standby as its read replica."""
    env = {**os.environ, "FRAY_READ_DATABASE_URL": site.pair.standby_url}
    return subprocess.run(
        [sys.executable, "-m", "fray", "doctor", "--database-url", site.pair.primary_url],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_reads_that_may_lag_are_served_by_a_standby_that_has_replayed(site: Site) -> None:
    async def go() -> None:
        async with clients(site) as (a, b):
            eid, gm = await new_encounter(a)
            version = await fight(a, eid, gm, 6)
            site.pair.standby.caught_up()
            before = served(site)
            await lagging_reads(b, eid, gm, 2, version)
            after = served(site)
            assert after["replica"] - before["replica"] >= 4, (before, after)
            assert after["primary_behind"] == before["primary_behind"]
            assert after["primary_down"] == before["primary_down"]

    asyncio.run(go())
    checked = doctor(site)
    assert "ok   replicas   read replica" in checked.stdout, checked.stdout + checked.stderr
    assert "is a standby holding the log" in checked.stdout


def test_a_paused_standby_never_makes_a_read_older_than_the_callers_commands(site: Site) -> None:
    async def go() -> None:
        async with clients(site) as (a, b):
            eid, gm = await new_encounter(a)
            known = await fight(a, eid, gm, 3)
            site.pair.standby.caught_up()
            feed = Feed(site.frays[1].url, eid, gm)
            await feed.open()
            await feed.until(known)
            site.pair.standby.pause_replay()
            try:
                before = served(site)
                version = await fight(a, eid, gm, 8)
                assert standby_version(site, eid) == known < version  # the replica really lags
                for client in (a, b):  # the committing process and the other one
                    await lagging_reads(client, eid, gm, known, version)
                await feed.until(version, CATCH_UP_S)  # the other process's feed, through its watcher
                late = Feed(site.frays[1].url, eid, gm)  # a feed resuming after=known, on the other process
                late.versions.append(known)
                await late.open()
                await late.until(version, CATCH_UP_S)
                await late.leave()
                assert late.versions == list(range(known, version + 1))
                after = served(site)
                assert after["primary_behind"] - before["primary_behind"] >= 8, (before, after)
            finally:
                site.pair.standby.resume_replay()
            site.pair.standby.caught_up()
            before = served(site)
            await lagging_reads(b, eid, gm, known, version)
            assert served(site)["replica"] - before["replica"] >= 4
            await feed.leave()
            assert_exact_log(feed, await stored_log(a, eid, gm), "feed on the other process")

    asyncio.run(go())


def test_losing_the_standby_mid_fight_costs_no_request(site: Site) -> None:
    async def go() -> None:
        async with clients(site) as (a, b):
            fights = [await new_encounter(a), await new_encounter(b)]
            feeds = [Feed(site.frays[1 - i].url, eid, gm) for i, (eid, gm) in enumerate(fights)]
            for f in feeds:
                await f.open()
            answers: list[int] = []
            failed_before = failures(site)

            async def play(client: httpx.AsyncClient, other: httpx.AsyncClient, eid: str, gm: dict[str, str]) -> None:
                for i in range(30):
                    r = await client.post(f"/encounters/{eid}/commands", json=command(i), headers=gm)
                    answers.append(r.status_code)
                    version = r.json()["version"]
                    for reader in (client, other):
                        reads = [
                            await reader.get(f"/encounters/{eid}/events?after={max(0, version - 3)}", headers=gm),
                            await reader.get(f"/encounters/{eid}?version={max(1, version - 1)}", headers=gm),
                            await reader.get(f"/encounters/{eid}/stats", headers=gm),
                        ]
                        answers.extend(r.status_code for r in reads)
                        assert reads[0].json()["events"][-1]["version"] == version
                    if i == 10 and client is a:
                        await asyncio.to_thread(site.pair.standby.kill)

            await asyncio.gather(play(a, b, *fights[0]), play(b, a, *fights[1]))
            assert set(answers) == {200}, sorted(set(answers))
            assert failures(site) > failed_before  # the reads did go to the standby, and it was lost
            for f, (eid, gm) in zip(feeds, fights, strict=True):
                log = await stored_log(a, eid, gm)
                await f.until(log[-1]["version"], CATCH_UP_S)
                await f.leave()
                assert_exact_log(f, log, f"feed of {eid}")

    asyncio.run(go())
    checked = doctor(site)
    assert "warn replicas" in checked.stdout and "does not answer" in checked.stdout, checked.stdout
