"""Fault tests of the live path (issue 9, "A live path that survives its parts"): two real
``fray serve`` processes on a private PostgreSQL and a private Redis (``conftest.py``), which
the tests kill and restart.

(a) Redis is killed for ``REDIS_OUTAGE_S`` while commands keep going to both processes: every
    command is acknowledged, none waiting on Redis (each within ``ACK_BOUND_S``, a correctness
    bound: an acknowledgement that waited for Redis took as long as the outage); ``/health``
    answers 200 with ``"redis": "degraded"``; feed clients (one per process, opened before,
    and one that leaves during the outage and comes back with ``after=<last version>``) each
    end with exactly the stored log, in order, none twice; the state equals the fold.
(b) PostgreSQL is restarted (``pg_ctl restart -m fast``) under commands, then stopped for a
    while and started: while it is away a command is a 503 with ``Retry-After`` and Fray's own
    words, answered quickly; once it is back no request fails (stale pooled connections are
    checked before use).
(c) A feed client that never reads while many events are appended does not hold up commands,
    other feeds or ``/health``.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from pathlib import Path
from typing import Any

import httpx
import msgspec
import pytest
import websockets

from fray.domain.state import EncounterState, view
from fray.service_layer.codecs import event_types
from fray.service_layer.projection import project

from .conftest import FRAY_ENV, Site
from .servers import FrayProcess, free_port

pytestmark = pytest.mark.soak

REDIS_OUTAGE_S = float(os.environ.get("FRAY_FAULT_REDIS_OUTAGE_S", "20"))  # the two minutes: 120
ACK_BOUND_S = 5.0  # an acknowledgement may take this long at most (Redis is never waited for)
HEALTH_BOUND_S = 2.5  # /health answers within a second; this is the client's patience
OUTAGE_503_BOUND_S = 3.0  # while PostgreSQL is away a command is refused within this
CATCH_UP_S = 30.0  # feeds heal from PostgreSQL (FRAY_FEED_POLL_S=2); wait this long at most
MONSTER = "kugen-the-withered-root"


def folded(log: list[dict[str, Any]]) -> Any:
    """The state the stored log folds to, as ``GET /encounters/{id}`` shows it."""
    types = event_types()
    events = [types.recorded(e) for e in log]
    state = project(EncounterState(), events)
    return msgspec.json.decode(msgspec.json.encode(view(state, events[-1].hash if events else None)))


async def new_encounter(client: httpx.AsyncClient) -> tuple[str, dict[str, str]]:
    """A new Unlit Spires encounter with one monster: its id and the GM's auth header."""
    created = await client.post("/encounters", json={"ruleset": "unlit-spires", "name": "fault"})
    assert created.status_code == 201, created.text
    eid = created.json()["state"]["encounter_id"]
    gm = {"Authorization": f"Bearer {created.json()['gm_token']}"}
    added = await client.post(
        f"/encounters/{eid}/commands", headers=gm, json={"type": "unlit-spires.add_monster", "preset": "kugen"}
    )
    assert added.status_code == 200, added.text
    return eid, gm


def command(i: int) -> dict[str, Any]:
    """Damage and healing in turn: always allowed, the monster never falls."""
    kind = "apply_damage" if i % 2 == 0 else "apply_healing"
    return {"type": kind, "target_id": MONSTER, "amount": 1}


async def stored_log(client: httpx.AsyncClient, eid: str, gm: dict[str, str]) -> list[dict[str, Any]]:
    """The whole stored log, page by page."""
    log: list[dict[str, Any]] = []
    url: str | None = f"/encounters/{eid}/events?after=0"
    while url:
        page = await client.get(url, headers=gm)
        assert page.status_code == 200, page.text
        log += page.json()["events"]
        url = page.json()["next"]
    return log


class Feed:
    """A WebSocket feed client that records every event version it is sent. When the server
    closes it (any code) it comes back with ``after=<last version>``, as a client should;
    ``leave()`` and ``come_back(url)`` do it by hand."""

    def __init__(self, url: str, eid: str, gm: dict[str, str], state: bool = False) -> None:
        self.url, self.eid, self.gm, self.state = url, eid, gm, state
        self.versions: list[int] = []
        self.events: list[dict[str, Any]] = []
        self.reconnects = 0
        self._task: asyncio.Task[None] | None = None
        self._stop = False

    @property
    def last(self) -> int:
        return self.versions[-1] if self.versions else 0

    async def open(self) -> None:
        """Connect (``after`` = the last version seen) and read in the background."""
        self._stop = False
        ws = await self._connect()
        self._task = asyncio.create_task(self._read(ws))

    async def _connect(self) -> Any:
        query = f"after={self.last}" + ("&state=true" if self.state else "")
        base = self.url.replace("http://", "ws://")
        return await websockets.connect(
            f"{base}/encounters/{self.eid}/feed?{query}", additional_headers=self.gm, open_timeout=10
        )

    async def _read(self, ws: Any) -> None:
        while True:
            try:
                async for raw in ws:
                    message = json.loads(raw)
                    if message.get("kind") in ("event", "hidden"):
                        self.versions.append(message["version"])
                        self.events.append(message)
            except websockets.ConnectionClosed:
                pass
            if self._stop:
                return
            await asyncio.sleep(0.5)  # the server closed it: come back from the last version
            while not self._stop:
                try:
                    ws = await self._connect()
                    self.reconnects += 1
                    break
                except (OSError, websockets.InvalidHandshake, TimeoutError):
                    await asyncio.sleep(0.5)
            else:
                return

    async def leave(self) -> None:
        """Close the feed (a laptop that sleeps)."""
        self._stop = True
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)

    async def come_back(self, url: str) -> None:
        """Reconnect, perhaps to another process, with ``after=<last version>``."""
        self.url = url
        await self.open()

    async def until(self, version: int, timeout: float = CATCH_UP_S) -> None:
        """Wait until the feed has reached ``version`` (or ``timeout`` seconds passed)."""
        deadline = time.monotonic() + timeout
        while self.last < version and time.monotonic() < deadline:
            await asyncio.sleep(0.1)


def assert_exact_log(feed: Feed, log: list[dict[str, Any]], name: str) -> None:
    """The feed got every stored event once, in order, and nothing else."""
    assert feed.versions == [e["version"] for e in log], (
        f"{name}: {len(feed.versions)} versions, last {feed.last}, log has {len(log)}; "
        f"duplicates {len(feed.versions) - len(set(feed.versions))}"
    )
    assert [e.get("event_id") for e in feed.events] == [e.get("event_id") for e in log], name


class Sender:
    """Sends commands to the processes in turn, one after another, recording each answer:
    (process index, status, seconds it took, Retry-After, body)."""

    def __init__(self, clients: list[httpx.AsyncClient], eid: str, gm: dict[str, str]) -> None:
        self.clients, self.eid, self.gm = clients, eid, gm
        self.answers: list[tuple[int, int, float, str | None, str, float]] = []
        self._stop = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def start(self, pause: float = 0.05) -> None:
        self._task = asyncio.create_task(self._run(pause))

    async def _run(self, pause: float) -> None:
        i = 0
        while not self._stop.is_set():
            n = i % len(self.clients)
            t0 = time.monotonic()
            try:
                r = await self.clients[n].post(f"/encounters/{self.eid}/commands", json=command(i), headers=self.gm)
                self.answers.append((n, r.status_code, time.monotonic() - t0, r.headers.get("retry-after"), r.text, t0))
            except httpx.HTTPError as exc:
                self.answers.append((n, 0, time.monotonic() - t0, None, repr(exc), t0))
            i += 1
            await asyncio.sleep(pause)

    async def stop(self) -> None:
        self._stop.set()
        if self._task is not None:
            await self._task


def clients_for(site: Site) -> list[httpx.AsyncClient]:
    return [httpx.AsyncClient(base_url=f.url, timeout=30) for f in site.frays]


def test_commands_and_feeds_ride_out_a_redis_outage(site: Site) -> None:
    async def go() -> None:
        clients = clients_for(site)
        a, b = clients
        eid, gm = await new_encounter(a)
        # The GM keeps a secret: the monster is concealed from a player who plays Bruce.
        for body in (
            {"type": "unlit-spires.add_hero", "preset": "bruce"},
            {"type": "set_visibility", "combatant_ids": [MONSTER], "concealed": True},
        ):
            assert (await a.post(f"/encounters/{eid}/commands", json=body, headers=gm)).status_code == 200
        issued = await a.post(
            f"/encounters/{eid}/tokens", json={"role": "player", "combatant_ids": ["bruce"]}, headers=gm
        )
        player = {"Authorization": f"Bearer {issued.json()['token']}"}
        feeds = [Feed(f.url, eid, gm) for f in site.frays]  # one per process, opened before
        roaming = Feed(site.frays[1].url, eid, gm)  # leaves during the outage, comes back
        players = Feed(site.frays[1].url, eid, player)  # the player's, on the process that did not commit
        for feed in (*feeds, roaming, players):
            await feed.open()
        sender = Sender(clients, eid, gm)
        sender.start()
        await asyncio.sleep(2)

        site.redis.kill()
        killed = time.monotonic()
        await asyncio.sleep(2)
        for client in clients:  # Redis away: 200, said to be degraded, answered at once
            health = await client.get("/health", timeout=HEALTH_BOUND_S)
            assert health.status_code == 200, health.text
            assert health.json() == {"status": "degraded", "database": "ok", "redis": "degraded"}
        await asyncio.sleep(3)
        await roaming.leave()
        await asyncio.sleep(3)
        await roaming.come_back(site.frays[0].url)  # with after=<last version>, to the other process
        await asyncio.sleep(max(0.0, REDIS_OUTAGE_S - (time.monotonic() - killed)))
        site.redis.start()
        await asyncio.sleep(4)
        await sender.stop()

        log = await stored_log(a, eid, gm)
        final = log[-1]["version"]
        statuses = [s for _, s, *_ in sender.answers]
        slow = [(n, round(t, 2)) for n, _, t, *_ in sender.answers if t > ACK_BOUND_S]
        assert statuses == [200] * len(statuses), [x for x in sender.answers if x[1] != 200][:3]
        assert not slow, f"acknowledgements that waited: {slow}"
        during = [t0 for *_, t0 in sender.answers if killed < t0 < killed + REDIS_OUTAGE_S]
        assert len(during) > 20, "commands were sent while Redis was away"
        assert final == 4 + len(sender.answers)  # each acknowledged command stored exactly once

        for feed in (*feeds, roaming, players):
            await feed.until(final)
        await asyncio.sleep(1)  # nothing more may come
        for name, feed in (
            ("feed on process 1", feeds[0]),
            ("feed on process 2", feeds[1]),
            ("feed that came back", roaming),
        ):
            assert_exact_log(feed, log, name)
            await feed.leave()
        seen = await stored_log(b, eid, player)  # the log as the player may read it
        assert_exact_log(players, seen, "the player's feed")  # every version once, as the player sees it
        assert MONSTER not in json.dumps(players.events) and all(
            e["kind"] == "hidden" for e in players.events if e["version"] > 4
        )  # the secret kept
        await players.leave()
        expected = folded(log)
        for client in clients:
            assert (await client.get(f"/encounters/{eid}", headers=gm)).json() == expected
        for client in clients:
            health = await client.get("/health", timeout=HEALTH_BOUND_S)
            assert health.status_code == 200
            assert health.json()["database"] == "ok"
            await client.aclose()

    asyncio.run(go())


SERVER_WORDS = ("127.0.0.1", "port", "psycopg", "terminating", "administrator", "refused", "server")


def test_commands_fail_fast_while_postgres_is_away_and_none_fails_after(site: Site) -> None:
    async def go() -> None:
        clients = clients_for(site)
        eid, gm = await new_encounter(clients[0])
        for i in range(6):  # every pooled connection of both processes has been used
            assert (
                await clients[i % 2].post(f"/encounters/{eid}/commands", json=command(i), headers=gm)
            ).status_code == 200

        # 1. pg_ctl restart -m fast under commands: refused ones are 503s with Retry-After
        sender = Sender(clients, eid, gm)
        sender.start(pause=0.02)
        await asyncio.sleep(1)
        await asyncio.to_thread(site.postgres.restart)
        back = time.monotonic()
        await asyncio.sleep(3)
        await sender.stop()
        for _n, status, _took, retry_after, body, _t0 in sender.answers:
            assert status in (200, 503), body
            if status == 503:
                assert retry_after is not None and int(retry_after) >= 1
                assert not any(w in json.loads(body)["detail"] for w in SERVER_WORDS), body
        after = [a for a in sender.answers if a[5] > back]
        assert after and all(a[1] == 200 for a in after), [a for a in after if a[1] != 200][:3]

        # 2. stopped for a while: refused quickly, in Fray's words; then started: nothing fails
        await asyncio.to_thread(site.postgres.stop)
        for i in range(6):
            t0 = time.monotonic()
            r = await clients[i % 2].post(f"/encounters/{eid}/commands", json=command(i), headers=gm)
            took = time.monotonic() - t0
            assert r.status_code == 503, r.text
            assert int(r.headers["retry-after"]) >= 1
            assert r.headers["content-type"].startswith("application/problem+json")
            problem = r.json()
            assert problem["type"] == "urn:fray:problem:store-unavailable"
            assert not any(w in problem["detail"] for w in SERVER_WORDS), problem
            assert took < OUTAGE_503_BOUND_S, f"a 503 took {took:.1f} s"
            read = await clients[i % 2].get(f"/encounters/{eid}/events?after=0", headers=gm)
            assert read.status_code == 503 and int(read.headers["retry-after"]) >= 1, read.text  # reads too
            assert not any(w in read.json()["detail"] for w in SERVER_WORDS), read.text
            health = await clients[i % 2].get("/health", timeout=HEALTH_BOUND_S)
            assert health.status_code == 503 and health.json()["database"] == "unavailable"
        await asyncio.to_thread(site.postgres.start)
        answers = []
        for i in range(40):  # no request fails once it is back, on either process
            client = clients[i % 2]
            answers.append((await client.post(f"/encounters/{eid}/commands", json=command(i), headers=gm)).status_code)
            answers.append((await client.get(f"/encounters/{eid}", headers=gm)).status_code)
            answers.append((await client.get(f"/encounters/{eid}/events?after=0", headers=gm)).status_code)
        assert answers == [200] * len(answers)
        log = await stored_log(clients[0], eid, gm)
        assert [e["version"] for e in log] == list(range(1, len(log) + 1))
        expected = folded(log)
        for client in clients:
            assert (await client.get(f"/encounters/{eid}", headers=gm)).json() == expected
            assert (await client.get("/health")).status_code == 200
            await client.aclose()

    asyncio.run(go())


def test_a_feed_that_never_reads_holds_nobody_up(site: Site) -> None:
    async def go() -> None:
        clients = clients_for(site)
        eid, gm = await new_encounter(clients[0])
        base = site.frays[0].url.replace("http://", "ws://")
        # never read: the client library stops reading its socket once 4 messages wait
        stuck = await websockets.connect(
            f"{base}/encounters/{eid}/feed?after=0&state=true", additional_headers=gm, max_queue=4
        )
        reader = Feed(site.frays[0].url, eid, gm, state=True)
        await reader.open()

        async def send(k: int, count: int) -> list[tuple[int, float]]:
            out = []
            for i in range(count):
                t0 = time.monotonic()
                r = await clients[k % 2].post(f"/encounters/{eid}/commands", json=command(i), headers=gm)
                out.append((r.status_code, time.monotonic() - t0))
            return out

        results = await asyncio.gather(*(send(k, 150) for k in range(4)))
        answers = [a for r in results for a in r]
        assert [s for s, _ in answers] == [200] * len(answers)
        assert max(t for _, t in answers) < ACK_BOUND_S
        health = await clients[0].get("/health", timeout=HEALTH_BOUND_S)
        assert health.status_code == 200
        log = await stored_log(clients[0], eid, gm)
        await reader.until(log[-1]["version"])
        await asyncio.sleep(0.5)
        assert_exact_log(reader, log, "the feed that reads")
        await reader.leave()
        await stuck.close()
        for client in clients:
            await client.aclose()

    asyncio.run(go())


def rss_kib(pid: int) -> int:
    """The resident memory of process ``pid`` in KiB (``VmRSS``)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError(f"no VmRSS for {pid}")


async def steady_rss_kib(pid: int, *, within_kib: int = 2048, most_s: float = 30.0) -> int:
    """The process's resident set once it moved by less than ``within_kib`` over a second, or
    after ``most_s`` seconds if it never settles. (A fixed 5 s was too short on a loaded
    machine: the silent feeds' catch-ups were still filling their bounds, and the growth after
    it was taken for a leak.)"""
    last, deadline = rss_kib(pid), time.monotonic() + most_s
    while time.monotonic() < deadline:
        await asyncio.sleep(1.0)
        now = rss_kib(pid)
        if abs(now - last) < within_kib:
            return now
        last = now
    return last


SILENT_FEEDS = 100
LONG_LOG = 20_000


def catchup_pages(metrics_url: str) -> float:
    """``fray_catchup_pages_total`` as the process at ``metrics_url`` counts it now."""
    for line in httpx.get(metrics_url, timeout=5).text.splitlines():
        if line.startswith("fray_catchup_pages_total "):
            return float(line.split()[1])
    raise RuntimeError(f"no fray_catchup_pages_total at {metrics_url}")


async def catch_ups_stalled(metrics_url: str, feeds: int, *, quiet_s: float = 3.0, most_s: float = 90.0) -> float:
    """Wait until the process reads no more catch-up pages (its ``feeds`` feeds' clients stopped
    taking what it sends): the page count once it is at least one a feed (every feed is past its
    opening) and has not moved for ``quiet_s`` seconds. Raises ``AssertionError`` after
    ``most_s`` seconds of pages still being read."""
    deadline = time.monotonic() + most_s
    last, since = await asyncio.to_thread(catchup_pages, metrics_url), time.monotonic()
    while time.monotonic() < deadline:
        await asyncio.sleep(0.5)
        now = await asyncio.to_thread(catchup_pages, metrics_url)
        if now != last:
            last, since = now, time.monotonic()
        elif now >= feeds and time.monotonic() - since >= quiet_s:
            return now
    raise AssertionError(f"catch-ups still read pages after {most_s} s ({last} so far, for {feeds} feeds)")


def test_memory_stays_flat_with_a_hundred_silent_feeds_on_a_twenty_thousand_event_log(site: Site) -> None:
    """Issue 9: a feed opened at ``after=0`` and never read once pinned the whole log (35 MB
    for 20,000 events, per socket). Now a catch-up is read in pages and a feed's queue is
    bounded, so 100 such feeds cost the server a bounded, flat amount, and it serves others.

    The process is one of its own, with its metrics served, so "settled" is when its catch-ups
    stop reading pages (``fray_catchup_pages_total``) and not a guess from its memory: on a
    loaded machine the catch-ups went on after the memory had held still for a second, and the
    growth that followed was taken for a leak (CI, twice)."""
    from fray.domain.events import DamageTaken
    from fray.store.codec import Metadata
    from fray.store.event_store import PostgresEventStore
    from fray.store.pooled import connection_pool

    metrics_port = free_port()
    fray = FrayProcess(
        site.frays[0].database_url, site.redis.url, {**FRAY_ENV, "FRAY_METRICS_ADDRESS": str(metrics_port)}
    )
    metrics_url = f"http://127.0.0.1:{metrics_port}/metrics"

    async def go() -> None:
        client = httpx.AsyncClient(base_url=fray.url, timeout=30)
        eid, gm = await new_encounter(client)
        pool = connection_pool(fray.database_url, min_size=1, max_size=2)
        await pool.open(wait=True)
        store = PostgresEventStore(pool, event_types(), group_commit=False)
        version = 2
        while version < LONG_LOG:
            batch = [DamageTaken(combatant_id="kugen-the-withered-root", amount=0) for _ in range(500)]
            version = (await store.append(eid, version, batch, Metadata())).version
        await pool.close()
        base = fray.url.replace("http://", "ws://")
        before = rss_kib(fray.process.pid)
        silent = [
            await websockets.connect(
                f"{base}/encounters/{eid}/feed?after=0", additional_headers=gm, max_queue=1, max_size=2**20
            )
            for _ in range(SILENT_FEEDS)
        ]
        pages = await catch_ups_stalled(metrics_url, SILENT_FEEDS)  # every catch-up holds what it may
        settled = await steady_rss_kib(fray.process.pid)
        await asyncio.sleep(5)
        later = rss_kib(fray.process.pid)
        pages_later = await asyncio.to_thread(catchup_pages, metrics_url)
        # The server still serves: a command is answered and a reading feed catches up in full.
        r = await client.post(f"/encounters/{eid}/commands", json=command(0), headers=gm)
        assert r.status_code == 200, r.text
        reader = Feed(fray.url, eid, gm)
        await reader.open()
        await reader.until(r.json()["version"])
        grown_mib = (settled - before) / 1024
        print(
            f"RSS before {before} KiB, with {SILENT_FEEDS} silent feeds {settled} KiB ({pages:.0f} pages read), "
            f"5 s later {later} KiB ({pages_later:.0f} pages)"
        )
        assert grown_mib < 150, f"{SILENT_FEEDS} silent feeds cost {grown_mib:.0f} MiB"  # was 35 MB each
        assert (later - settled) / 1024 < 20, (
            f"memory kept growing with silent feeds open: {settled} KiB, then {later} KiB 5 s later "
            f"({pages:.0f} catch-up pages, then {pages_later:.0f})"
        )
        await reader.leave()
        for ws in silent:
            ws.transport.abort()
        await client.aclose()

    try:
        fray.wait_ready()
        asyncio.run(go())
    finally:
        fray.stop()
