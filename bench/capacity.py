"""``uv run python -m bench.capacity [--quick] [--processes 1 2 4] [--topology scaleout] [--json PATH]``:
a capacity run of many tables at a table's pace (issue 23, "A capacity model, measured").

``--topology scaleout`` runs it on servers of the run's own (``bench.topology``): a Redis
Cluster of three masters with a replica each and a PostgreSQL primary with a streaming standby
(the standby as ``FRAY_READ_DATABASE_URL``), and, interleaved with it for each N, the same load
on one PostgreSQL and one ``redis-server`` of its own, the baseline; the figures below for
each, plus the standby's load beside the primary's, ``fray_replica_reads_total`` by outcome
per process (its ``/metrics``), and each scale-out figure against the single one's. Without
it (``shared``) the run is as described next.

N Fray processes (``fray serve`` subprocesses, ``bench.servers``, one worker each, N = 1 then
2 by default) share one throwaway database (``FRAY_BENCH_DATABASE_URL``'s server), one Redis
(``FRAY_BENCH_REDIS_URL``: one server or a cluster; passed to Fray as ``FRAY_REDIS_URL``) and,
when ``FRAY_BENCH_READ_DATABASE_URL`` names read replicas (server URLs, comma-separated), those
as ``FRAY_READ_DATABASE_URL`` on the same database name. For each N:

1. ``encounters`` Unlit Spires encounters (made once, for the first N, kept for the next), each
   with ``feeds - 1`` player tokens besides the GM's (a screen a person); encounter ``i``'s
   commands go to process ``i % N`` (sticky, as a load balancer that routes by encounter
   does), its screen ``j``'s feed to process ``(i + j) % N``.
2. **Commands alone** (``quiet_seconds``): core ``apply_damage``/``apply_healing`` arriving
   open-loop as a Poisson process, one per encounter every ``mean_gap_s`` seconds on
   average (the merged stream: ``encounters / mean_gap_s`` a second, each on a random
   encounter), no feed open: the baseline of the CPU per command.
3. The feeds opened (held by client processes on ``bench.fanout.FeedClient``, at most
   ``PER_CLIENT`` each); **idle feeds** (``idle_seconds``, no command): the CPU and the
   database transactions an open feed costs by itself (pings, token re-checks, presence).
4. **Commands with feeds** (``seconds``) at the same pace.

Measured over each phase: per process, commands/s, the command's time from its scheduled
arrival to its answer (p50/p99, ms; a queue behind a saturated process shows here), feeds
held, fan-out delay (the event's ``recorded_at``, PostgreSQL's ``now()`` just before the
commit, to the ``time.time_ns()`` at which a client got the frame: p50/p99 over every
delivery, ms), CPU seconds (``/proc/<pid>/stat``) per command (phase 2), per idle feed and
second (phase 3) and per delivery (phase 4's CPU less its commands at phase 2's cost and its
feeds at phase 3's, over its deliveries), RSS per feed (``VmRSS`` before and after opening
the feeds, ÷ feeds); the tracebacks in each server's stderr (``FRAY_BENCH_LOGS``: a folder
to keep the logs in); Redis per shard (``INFO``: commands processed per second,
``instantaneous_ops_per_sec``, CPU seconds of ``redis-server`` from ``used_cpu_sys +
used_cpu_user``); PostgreSQL (``pg_stat_database`` of the bench database: ``xact_commit``,
``blks_hit``, ``blks_read`` per second, and the CPU of its backends from ``/proc``); the
machine's busy cores (``/proc/stat``). Baselines in the same run: the raw one-event append's
rate on this PostgreSQL (``bench.load.raw_appends``), N = 1 against N, phase 2 against
phase 4. Redis and the PostgreSQL server are shared with whatever else runs on the machine;
the database figures are this database's only, Redis's are the server's (other users'
commands included: point ``FRAY_BENCH_REDIS_URL`` at a Redis of the run's own to see Fray's
alone).

Connections are bounded: each Fray's pool, and the raw append's connections, are sized from
``max_connections`` less the connections in use when the run starts (``pool_sizes``).
Prints a Markdown table (``bench.__main__.table``) and writes the rows as JSON
(``bench/capacity.json`` unless ``--json`` says otherwise).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import math
import os
import platform
import random
import re
import secrets
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import msgspec
import psycopg
import redis

from bench import load
from bench.cases import Row, db_settings
from bench.fanout import FeedClient, cpu_seconds, rss_kib
from bench.fanout import _ns as ns
from bench.fanout import _pct as pct
from bench.servers import SERVER, Fray, free_port
from bench.topology import Topology, available, replica_reads, start

PER_CLIENT = 1500
"""Feeds one client process holds at most (idle but for the events of three feeds' encounters)."""
OPEN_AT_ONCE = 32
"""Handshakes in flight per client process."""
OPEN_WITHIN_S = 600.0
"""A client process that has not opened all its feeds by then reports those that failed."""
DRAIN_S = 8.0
"""Seconds the clients go on listening after the last command's answer: more than the feed
watcher's poll (``FRAY_FEED_POLL_S``, 5 s), so an event whose pub/sub message was lost and
that a feed got from PostgreSQL instead counts as delivered (late), not missing."""
DEFAULT_JSON = Path(__file__).resolve().parent / "capacity.json"


class CapacityPlan(msgspec.Struct, frozen=True):
    """How much to run: ``encounters`` tables, ``feeds`` WebSocket feeds each, one command per
    encounter every ``mean_gap_s`` seconds on average (Poisson), ``quiet_seconds`` of
    commands alone then ``seconds`` with the feeds open, for each process count in
    ``processes``; the raw append baseline for ``raw_seconds`` at ``raw_concurrency``;
    ``connections`` HTTP keep-alive connections per Fray process for the commands."""

    encounters: int = 2000
    feeds: int = 3
    mean_gap_s: float = 7.5
    seconds: float = 60.0
    quiet_seconds: float = 20.0
    processes: tuple[int, ...] = (1, 2)
    raw_seconds: float = 5.0
    raw_concurrency: int = 8
    connections: int = 16
    idle_seconds: float = 10.0


FULL = CapacityPlan()
QUICK = CapacityPlan(
    encounters=24,
    feeds=2,
    mean_gap_s=1.0,
    seconds=3.0,
    quiet_seconds=1.5,
    raw_seconds=1.0,
    connections=4,
    idle_seconds=1.0,
)


# --- what the run measures, sampled at the start and the end of a phase -------------------


def machine_busy_s() -> float:
    """CPU seconds every core of the machine has spent busy since boot (``/proc/stat``: all but
    idle and iowait)."""
    with open("/proc/stat") as f:
        fields = [int(x) for x in f.readline().split()[1:]]
    return (sum(fields) - fields[3] - fields[4]) / os.sysconf("SC_CLK_TCK")


class RedisSample(msgspec.Struct, frozen=True):
    """One Redis node's counters: commands processed, CPU seconds, the server's own ops/s
    estimate and the channels subscribed (classic and sharded)."""

    commands: int
    cpu_s: float
    ops_per_sec: int
    channels: int


def redis_sample(node: str) -> RedisSample:
    """``INFO`` of the Redis at ``node`` (``host:port``)."""
    host, port = node.rsplit(":", 1)
    r = redis.Redis(host=host, port=int(port))
    try:
        info = r.info()
    finally:
        r.close()
    return RedisSample(
        commands=int(info["total_commands_processed"]),
        cpu_s=float(info["used_cpu_sys"]) + float(info["used_cpu_user"]),
        ops_per_sec=int(info["instantaneous_ops_per_sec"]),
        channels=int(info.get("pubsub_channels", 0)) + int(info.get("pubsubshard_channels", 0)),
    )


class PgSample(msgspec.Struct, frozen=True):
    """The bench database's counters (``pg_stat_database``), its backends' CPU seconds by pid
    (``/proc``, empty where unreadable) and the connections it holds."""

    xact_commit: int
    blks_hit: int
    blks_read: int
    backends: dict[int, float]
    connections: int


def pg_sample(conn: psycopg.Connection[Any]) -> PgSample:
    """A :class:`PgSample` read on ``conn`` (a connection to the bench database)."""
    row = conn.execute(
        "select xact_commit, blks_hit, blks_read from pg_stat_database where datname = current_database()"
    ).fetchone()
    assert row is not None  # the database this connection is on
    pids = [
        p
        for (p,) in conn.execute(
            "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()"
        ).fetchall()
    ]
    backends = {}
    for pid in pids:
        with contextlib.suppress(OSError):
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            backends[pid] = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return PgSample(int(row[0]), int(row[1]), int(row[2]), backends, len(pids))


class Sample(msgspec.Struct, frozen=True):
    """Everything read at one moment: the wall clock (s), each Fray process's CPU seconds and
    RSS (KiB), each Redis node's counters, the database's on the primary and on the standby
    (None: no standby), the machine's busy seconds, the client processes' CPU seconds, each
    Fray process's ``fray_replica_reads_total`` by outcome (empty without ``/metrics``)."""

    at: float
    fray_cpu: list[float]
    fray_rss: list[int]
    redis: list[RedisSample]
    pg: PgSample
    machine_s: float
    clients_cpu: float
    standby: PgSample | None = None
    reads: list[dict[str, float]] = []


class Probe:
    """What a run samples besides its Fray processes: the Redis ``nodes`` (``host:port``),
    a connection to the primary's database (``conn``) and to the standby's (``standby``, or
    None) and each process's metrics address (``metrics``, empty: not served)."""

    def __init__(
        self,
        nodes: list[str],
        conn: psycopg.Connection[Any],
        standby: psycopg.Connection[Any] | None,
        metrics: list[str],
    ) -> None:
        self.nodes, self.conn, self.standby, self.metrics = nodes, conn, standby, metrics


def sample(fleet: list[Fray], probe: Probe, clients: list[int]) -> Sample:
    """A :class:`Sample` of ``fleet``, what ``probe`` reaches and the ``clients`` (pids)."""
    pids = [s.pids() for s in fleet]
    return Sample(
        at=time.monotonic(),
        fray_cpu=[cpu_seconds(p) for p in pids],
        fray_rss=[rss_kib(p) for p in pids],
        redis=[redis_sample(n) for n in probe.nodes],
        pg=pg_sample(probe.conn),
        machine_s=machine_busy_s(),
        clients_cpu=cpu_seconds(clients),
        standby=pg_sample(probe.standby) if probe.standby is not None else None,
        reads=[replica_reads(a) for a in probe.metrics],
    )


# --- the tables: encounters, commands at a table's pace ------------------------------------


class _Event(msgspec.Struct):
    version: int
    recorded_at: str


class _Answer(msgspec.Struct):
    version: int
    events: list[_Event] = []


class _Created(msgspec.Struct):
    state: dict[str, Any]
    gm_token: str


class _Issued(msgspec.Struct):
    token: str


_answer = msgspec.json.Decoder(_Answer)
_created = msgspec.json.Decoder(_Created)
_issued = msgspec.json.Decoder(_Issued)


class Tables:
    """The encounters of the run: ids, each one's feed tokens (the GM's first, also in
    ``load.TOKENS``, then a player token each for Bruce), current versions, and each sent
    event's ``recorded_at`` (ns) by ``(encounter index, version)``."""

    def __init__(self) -> None:
        self.ids: list[str] = []
        self.tokens: list[list[str]] = []
        self.versions: list[int] = []
        self.recorded: dict[tuple[int, int], int] = {}


async def make_tables(urls: list[str], count: int, screens: int, connections: int) -> Tables:
    """``count`` Unlit Spires encounters with Bruce in them, and ``screens - 1`` player tokens
    for Bruce on each (a screen a person: the GM's and the players'), made through the API
    over ``connections`` connections spread on ``urls``. Raises ``RuntimeError`` on a
    refusal."""
    tables = Tables()
    tables.ids = [""] * count
    tables.tokens = [[] for _ in range(count)]
    tables.versions = [0] * count
    todo = iter(range(count))
    hero = msgspec.json.encode({"type": "unlit-spires.add_hero", "preset": "bruce"})

    async def worker(k: int) -> None:
        conn = await load.HttpConnection.open(urls[k % len(urls)])
        try:
            for i in todo:
                body = msgspec.json.encode({"ruleset": "unlit-spires", "name": f"capacity {i}"})
                status, raw = await conn.post("/encounters", body)
                if status not in (200, 201):
                    raise RuntimeError(f"create answered {status}: {raw[:300]!r}")
                made = _created.decode(raw)
                eid = str(made.state["encounter_id"])
                load.TOKENS[eid] = made.gm_token
                status, raw = await conn.post(f"/encounters/{eid}/commands", hero, made.gm_token)
                if status != 200:
                    raise RuntimeError(f"add_hero answered {status}: {raw[:300]!r}")
                tables.ids[i], tables.versions[i] = eid, _answer.decode(raw).version
                tables.tokens[i] = [made.gm_token]
                for j in range(1, screens):
                    ask = {"role": "player", "combatant_ids": ["bruce"], "label": f"player {j}"}
                    status, raw = await conn.post(f"/encounters/{eid}/tokens", msgspec.json.encode(ask), made.gm_token)
                    if status not in (200, 201):
                        raise RuntimeError(f"a player token answered {status}: {raw[:300]!r}")
                    tables.tokens[i].append(_issued.decode(raw).token)
        finally:
            conn.close()

    await asyncio.gather(*(worker(k) for k in range(connections)))
    return tables


class Driven(msgspec.Struct):
    """What a phase of commands did on one process: answers, failures (by status; 0 is a
    broken connection) and each answered command's time from its scheduled arrival (s)."""

    ok: int = 0
    failed: dict[int, int] = {}
    latencies: list[float] = []


async def drive(
    urls: list[str], tables: Tables, mean_gap_s: float, seconds: float, connections: int, rng: random.Random
) -> list[Driven]:
    """Open-loop commands for ``seconds``: arrivals at ``len(tables.ids) / mean_gap_s`` a
    second (exponential gaps), each on a random encounter, queued for the process that owns
    it (``i % len(urls)``) and sent by the first of its ``connections`` connections free.
    Waits for the commands in flight at the end. Each event's ``recorded_at`` goes to
    ``tables.recorded``. One :class:`Driven` per process."""
    n = len(urls)
    queues: list[asyncio.Queue[tuple[int, float] | None]] = [asyncio.Queue() for _ in urls]
    done = [Driven(failed={}, latencies=[]) for _ in urls]
    bodies = load.command_bodies()
    turns = [0] * len(tables.ids)  # damage, then healing, on each encounter: Bruce never drops

    async def sender(p: int) -> None:
        conn: load.HttpConnection | None = None
        try:
            while (item := await queues[p].get()) is not None:
                i, due = item
                eid = tables.ids[i]
                turns[i] += 1
                try:
                    if conn is None:
                        conn = await load.HttpConnection.open(urls[p])
                    status, raw = await conn.post(
                        f"/encounters/{eid}/commands", bodies[1 - turns[i] % 2], load.TOKENS[eid]
                    )
                except (OSError, asyncio.IncompleteReadError):
                    status, raw, conn = 0, b"", None
                if status != 200:
                    done[p].failed[status] = done[p].failed.get(status, 0) + 1
                    continue
                done[p].latencies.append(time.perf_counter() - due)
                done[p].ok += 1
                answer = _answer.decode(raw)
                tables.versions[i] = max(tables.versions[i], answer.version)
                for e in answer.events:
                    tables.recorded[(i, e.version)] = ns(e.recorded_at)
        finally:
            if conn is not None:
                conn.close()

    senders = [asyncio.create_task(sender(p)) for p in range(n) for _ in range(connections)]
    rate = len(tables.ids) / mean_gap_s
    start = time.perf_counter()
    due = start
    while True:
        due += rng.expovariate(rate)
        if due >= start + seconds:
            break
        await asyncio.sleep(max(0.0, due - time.perf_counter()))
        i = rng.randrange(len(tables.ids))
        queues[i % n].put_nowait((i, due))
    for q in queues:
        for _ in range(connections):
            q.put_nowait(None)
    await asyncio.gather(*senders)
    return done


# --- the feeds, held by client processes ----------------------------------------------------


async def _client(spec_path: str) -> None:
    """A client process: open the feeds in ``spec_path`` (JSON ``{"feeds": [[port, path,
    token], …]}``), print ``ready <open> <failed> <reason>``, record each event's arrival
    until a line arrives on stdin, then print ``{"got": [[feed, version, ns], …], "closed":
    n, "reasons": […]}`` (``feed``: the index in the spec)."""
    gc.disable()  # flat lists of ints: no collector pause in the measurement
    spec = json.loads(Path(spec_path).read_text())
    loop = asyncio.get_running_loop()
    got: list[tuple[int, int, int]] = []
    record = lambda k, version, at: got.append((k, version, at))
    limit = asyncio.Semaphore(OPEN_AT_ONCE)
    deadline = loop.time() + OPEN_WITHIN_S
    feeds: list[FeedClient] = []
    failures: list[str] = []

    async def open_one(k: int, port: int, path: str, token: str) -> None:
        async with limit:
            try:
                host = f"127.0.0.1:{port}"
                _, proto = await loop.create_connection(
                    lambda: FeedClient(host, path, token, partial(record, k)), "127.0.0.1", port
                )
                await asyncio.wait_for(proto.ready, max(0.1, deadline - loop.time()))
                feeds.append(proto)
            except (OSError, ConnectionError, TimeoutError) as exc:
                failures.append(str(exc)[:200])

    await asyncio.gather(*(open_one(k, *f) for k, f in enumerate(spec["feeds"])))
    print(f"ready {len(feeds)} {len(failures)} {failures[0] if failures else ''}", flush=True)
    await loop.run_in_executor(None, sys.stdin.readline)
    closed = [f.close_reason or "closed" for f in feeds if f.closed]
    for f in feeds:
        if f.transport is not None:
            f.transport.close()
    print(json.dumps({"got": got, "closed": len(closed), "reasons": closed[:3]}), flush=True)


class Feed(msgspec.Struct, frozen=True):
    """One feed: its encounter (index), its screen (the index of its token in
    ``Tables.tokens``), the process (index) it is held on."""

    encounter: int
    screen: int
    process: int


class FeedFleet:
    """``feeds`` (each on ``ports[feed.process]``, after ``tables.versions``) held by client
    processes of at most ``PER_CLIENT`` feeds each. ``open()`` returns once all are open
    (raises ``RuntimeError`` if one failed); ``collect()`` stops the clients and returns
    each feed's ``(version, arrival ns)`` list, the feeds the server closed and why."""

    def __init__(self, feeds: list[Feed], ports: list[int], tables: Tables) -> None:
        self.feeds = feeds
        count = max(1, math.ceil(len(feeds) / PER_CLIENT))
        root = str(Path(__file__).resolve().parents[1])
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH")) if p)}
        self.parts: list[list[int]] = [list(range(k, len(feeds), count)) for k in range(count)]
        self.specs: list[Any] = []
        self.procs: list[subprocess.Popen[str]] = []
        for part in self.parts:
            rows = []
            for k in part:
                f = feeds[k]
                eid, after = tables.ids[f.encounter], tables.versions[f.encounter]
                token = tables.tokens[f.encounter][f.screen]
                rows.append([ports[f.process], f"/encounters/{eid}/feed?after={after}", token])
            spec = tempfile.NamedTemporaryFile("w", suffix=".json")  # noqa: SIM115 (closed in kill())
            json.dump({"feeds": rows}, spec)
            spec.flush()
            self.specs.append(spec)
            self.procs.append(
                subprocess.Popen(
                    [sys.executable, "-m", "bench.capacity", "client", spec.name],
                    env=env,
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    text=True,
                )
            )

    def pids(self) -> list[int]:
        """The client processes' pids."""
        return [p.pid for p in self.procs]

    def open(self) -> None:
        for p in self.procs:
            assert p.stdout is not None
            line = p.stdout.readline().split(" ", 3)
            if len(line) < 3 or line[0] != "ready" or int(line[2]):
                self.kill()
                raise RuntimeError(f"a capacity client could not open its feeds: {' '.join(line)[:300]}")

    def collect(self) -> tuple[list[list[tuple[int, int]]], int, list[str]]:
        arrivals: list[list[tuple[int, int]]] = [[] for _ in self.feeds]
        closed, reasons = 0, []
        for p in self.procs:
            assert p.stdin is not None
            p.stdin.write("stop\n")
            p.stdin.flush()
        for part, p in zip(self.parts, self.procs, strict=True):
            assert p.stdout is not None
            doc = json.loads(p.stdout.readline())
            p.wait(60)
            for k, version, at in doc["got"]:
                arrivals[part[k]].append((version, at))
            closed += doc["closed"]
            reasons += doc["reasons"]
        return arrivals, closed, reasons

    def kill(self) -> None:
        for p in self.procs:
            if p.poll() is None:
                p.kill()
                p.wait()
        for spec in self.specs:
            spec.close()


# --- one process count -----------------------------------------------------------------------


class Phase(msgspec.Struct):
    """One phase's figures: what was driven per process, and the samples around it."""

    driven: list[Driven]
    before: Sample
    after: Sample

    @property
    def seconds(self) -> float:
        return self.after.at - self.before.at

    def cpu(self, p: int) -> float:
        """Fray process ``p``'s CPU seconds in the phase."""
        return self.after.fray_cpu[p] - self.before.fray_cpu[p]

    def per_s(self, value: float) -> float:
        return value / self.seconds


def pool_sizes(server: str, processes: int, raw_concurrency: int, wait_s: float = 300) -> tuple[int, int]:
    """``(pool size per Fray process, raw append connections)`` within what the PostgreSQL
    server at ``server`` has free (``max_connections`` less the reserved ones and those in use,
    less a margin of 10 for others): at most Fray's default (10) per pool, 8 raw. Waits up to ``wait_s`` for 2
    per process to be free (other runs share the server), then raises ``RuntimeError``."""
    deadline = time.monotonic() + wait_s
    while True:
        with psycopg.connect(server, autocommit=True) as conn:
            row = conn.execute(
                "select current_setting('max_connections')::int"
                " - current_setting('superuser_reserved_connections')::int - (select count(*) from pg_stat_activity)"
            ).fetchone()
        assert row is not None
        free = int(row[0]) - 10 - 2  # the margin; this harness's own admin and stats connections
        raw = max(1, min(raw_concurrency, free // 4))
        pool = min(10, (free - raw) // max(1, processes))
        if pool >= 2:
            return pool, raw
        if time.monotonic() > deadline:
            raise RuntimeError(f"only {free} PostgreSQL connections free: not enough for {processes} Fray processes")
        time.sleep(5)


def server_errors(server: Fray, keep: Path | None = None) -> tuple[int, str]:
    """How many tracebacks ``server`` wrote to its stderr so far, and what they were: each
    exception line (``module.Error: words``, its first 100 characters) with how often it came,
    the five most frequent. ``keep``: a file to copy its stderr to."""
    server.stderr.seek(0)
    text = server.stderr.read().decode(errors="replace")
    server.stderr.seek(0, os.SEEK_END)
    if keep is not None:
        keep.write_text(text)
    kinds = Counter(
        m[:100]
        for m in re.findall(r"^[A-Za-z_][\w.]*(?:Error|Exception|ExceptionGroup|Timeout|Unavailable)\b.*$", text, re.M)
    )
    words = "\n".join(f"    {n} × {kind}" for kind, n in kinds.most_common(5))
    return text.count("Traceback (most recent call last):"), words


def run_processes(
    n: int,
    topology: Topology,
    tables: Tables | None,
    plan: CapacityPlan,
    pool: int,
    settings: dict[str, str],
    log: Callable[[str], None],
) -> tuple[Tables, dict[str, Any]]:
    """One process count on ``topology``: start ``n`` Fray processes (with ``settings``, more
    ``FRAY_*`` variables), make the tables if ``tables`` is None, run the phases; the tables
    and the figures (a dict for the rows)."""
    rng = random.Random(n)
    metrics = [f"127.0.0.1:{free_port()}" for _ in range(n)] if topology.metrics else []
    prefix = f"fray-capacity-{secrets.token_hex(3)}"
    fleet = []
    for p in range(n):
        env = {"FRAY_READ_DATABASE_URL": topology.read_url} if topology.read_url else {}
        if metrics:
            env["FRAY_METRICS_ADDRESS"] = metrics[p]
        env.update(settings)
        fleet.append(
            Fray(
                topology.database_url,
                workers=1,
                redis_url=topology.redis_url,
                prefix=prefix,
                pool_size=pool,
                env=env,
            )
        )
    url = topology.database_url
    try:
        for s in fleet:
            s.wait_ready()
        urls = [s.url for s in fleet]
        if tables is None:
            t = time.monotonic()
            tables = asyncio.run(make_tables(urls, plan.encounters, plan.feeds, min(8, plan.connections * n)))
            log(f"  {plan.encounters} encounters made in {time.monotonic() - t:.1f} s")
        with contextlib.ExitStack() as stack:
            conn = stack.enter_context(psycopg.connect(url, autocommit=True))
            standby = (
                stack.enter_context(psycopg.connect(topology.standby_url, autocommit=True))
                if topology.standby_url
                else None
            )
            probe = Probe(topology.redis_nodes, conn, standby, metrics)
            before = sample(fleet, probe, [])
            driven = asyncio.run(drive(urls, tables, plan.mean_gap_s, plan.quiet_seconds, plan.connections, rng))
            quiet = Phase(driven, before, sample(fleet, probe, []))
            log(f"  commands alone: {sum(d.ok for d in driven)} in {quiet.seconds:.1f} s")
            feeds = [Feed(i, j, (i + j) % n) for i in range(len(tables.ids)) for j in range(plan.feeds)]
            opening = sample(fleet, probe, [])
            t = time.monotonic()
            clients = FeedFleet(feeds, [s.port for s in fleet], tables)
            try:
                clients.open()
                log(f"  {len(feeds)} feeds open in {time.monotonic() - t:.1f} s")
                time.sleep(2.0)  # the last feeds' catch-up reads done
                before = sample(fleet, probe, clients.pids())
                opened = Phase([Driven(failed={}, latencies=[]) for _ in fleet], opening, before)
                time.sleep(plan.idle_seconds)
                idle = Phase([Driven(failed={}, latencies=[]) for _ in fleet], before, sample(fleet, probe, []))
                tables.recorded.clear()
                before = sample(fleet, probe, clients.pids())
                driven = asyncio.run(drive(urls, tables, plan.mean_gap_s, plan.seconds, plan.connections, rng))
                busy = Phase(driven, before, sample(fleet, probe, clients.pids()))
                time.sleep(DRAIN_S)
                held = pg_sample(conn).connections
                held_standby = pg_sample(standby).connections if standby is not None else 0
                arrivals, closed, reasons = clients.collect()
            finally:
                clients.kill()
        logs = os.environ.get("FRAY_BENCH_LOGS")  # a folder to keep each server's stderr in
        errors = [
            server_errors(s, Path(logs) / f"fray-{topology.name}-{n}-{p + 1}.log" if logs else None)
            for p, s in enumerate(fleet)
        ]
    finally:
        for s in fleet:
            s.stop()
    for p, (count, first) in enumerate(errors):
        if count:
            log(f"  process #{p + 1} logged {count} tracebacks, ending in:\n{first}")
    if closed:
        log(f"  {closed} feeds were closed by the server: {reasons}")
    found = figures(n, plan, tables, feeds, arrivals, (quiet, idle, busy), opening.fray_rss, closed, held)
    found["topology"] = topology.name
    found["replica_reads"] = replica_figures(opened, busy)
    found["primary_phases"] = pg_load((quiet, opened, idle, busy), False, held)
    if standby is not None:
        found["standby"] = pg_load((quiet, opened, idle, busy), True, held_standby)
    return tables, {**found, "tracebacks": sum(count for count, _ in errors)}


def replica_figures(opened: Phase, busy: Phase) -> list[dict[str, dict[str, float]]]:
    """Per process, ``fray_replica_reads_total`` by outcome while the feeds opened (their
    catch-up reads) and in the phase of commands with feeds: ``{"opening": {outcome: reads},
    "busy": {…}}``; empty dicts where the process served no metrics or read no replica."""

    def delta(phase: Phase, p: int) -> dict[str, float]:
        if p >= len(phase.after.reads):
            return {}
        a, b = phase.before.reads[p], phase.after.reads[p]
        return {k: v - a.get(k, 0.0) for k, v in sorted(b.items())}

    return [{"opening": delta(opened, p), "busy": delta(busy, p)} for p in range(len(busy.after.fray_cpu))]


def pg_load(phases: tuple[Phase, Phase, Phase, Phase], standby: bool, connections: int) -> dict[str, Any]:
    """A database's load in each phase (commands alone, feeds opening, idle feeds, commands
    with feeds), on the primary or (``standby``) the standby: transactions committed (the
    standby's are read-only ones), blocks hit and read a second, its backends' cores; and the
    ``connections`` it held at the end."""
    out: dict[str, Any] = {"connections": connections}
    for name, phase in zip(("quiet", "opening", "idle", "busy"), phases, strict=True):
        a, b = (phase.before.standby, phase.after.standby) if standby else (phase.before.pg, phase.after.pg)
        assert a is not None and b is not None  # a topology with a standby samples it
        cpu = sum(b.backends[pid] - a.backends[pid] for pid in b.backends if pid in a.backends)
        out[name] = {
            "xact_per_s": phase.per_s(b.xact_commit - a.xact_commit),
            "blks_hit_per_s": phase.per_s(b.blks_hit - a.blks_hit),
            "blks_read_per_s": phase.per_s(b.blks_read - a.blks_read),
            "backend_cores": phase.per_s(cpu),
        }
    return out


def figures(
    n: int,
    plan: CapacityPlan,
    tables: Tables,
    feeds: list[Feed],
    arrivals: list[list[tuple[int, int]]],
    phases: tuple[Phase, Phase, Phase],
    rss_before: list[int],
    closed: int,
    connections: int,
) -> dict[str, Any]:
    """The figures of one process count from what was measured in its ``phases`` (commands
    alone, idle feeds, both; see the module's docstring)."""
    quiet, idle, busy = phases
    delays: list[list[float]] = [[] for _ in range(n)]
    missing = duplicates = 0
    sent_by: dict[int, list[int]] = {}
    for i, v in tables.recorded:
        sent_by.setdefault(i, []).append(v)
    for k, feed in enumerate(feeds):
        seen: set[int] = set()
        for version, at in arrivals[k]:
            if version in seen:
                duplicates += 1
                continue
            seen.add(version)
            at_commit = tables.recorded.get((feed.encounter, version))
            if at_commit is not None:
                delays[feed.process].append((at - at_commit) / 1e6)
        missing += sum(1 for v in sent_by.get(feed.encounter, []) if v not in seen)
    procs = []
    for p in range(n):
        held = sum(1 for f in feeds if f.process == p)
        quiet_cmds, busy_cmds = quiet.driven[p].ok, busy.driven[p].ok
        per_command = quiet.cpu(p) / quiet_cmds if quiet_cmds else math.nan
        per_feed_s = idle.cpu(p) / (held * idle.seconds) if held else math.nan  # an idle feed's CPU s per s
        deliveries = len(delays[p])
        rest = busy.cpu(p) - busy_cmds * per_command - held * busy.seconds * per_feed_s
        per_delivery = rest / deliveries if deliveries else math.nan
        procs.append(
            {
                "commands_per_s": busy.per_s(busy_cmds),
                "quiet_commands_per_s": quiet.per_s(quiet_cmds),
                "failed": sum(busy.driven[p].failed.values()) + sum(quiet.driven[p].failed.values()),
                "answer_p50_ms": pct(busy.driven[p].latencies, 0.5) * 1e3,
                "answer_p99_ms": pct(busy.driven[p].latencies, 0.99) * 1e3,
                "quiet_answer_p99_ms": pct(quiet.driven[p].latencies, 0.99) * 1e3,
                "feeds": held,
                "deliveries_per_s": busy.per_s(deliveries),
                "delay_p50_ms": pct(delays[p], 0.5),
                "delay_p99_ms": pct(delays[p], 0.99),
                "cpu_ms_per_command": per_command * 1e3,
                "cpu_ms_per_command_all_in": busy.cpu(p) / busy_cmds * 1e3 if busy_cmds else math.nan,
                "cpu_us_per_delivery": per_delivery * 1e6,
                "cpu_us_per_idle_feed_s": per_feed_s * 1e6,
                "idle_cores": idle.per_s(idle.cpu(p)),
                "cores": busy.per_s(busy.cpu(p)),
                "quiet_cores": quiet.per_s(quiet.cpu(p)),
                "rss_kib_per_feed": (busy.before.fray_rss[p] - rss_before[p]) / held if held else math.nan,
                "rss_mib": busy.after.fray_rss[p] / 1024,
            }
        )
    shards = []
    for k in range(len(busy.after.redis)):
        b0, b1, q0, q1 = busy.before.redis[k], busy.after.redis[k], quiet.before.redis[k], quiet.after.redis[k]
        shards.append(
            {
                "ops_per_s": busy.per_s(b1.commands - b0.commands),
                "quiet_ops_per_s": quiet.per_s(q1.commands - q0.commands),
                "instantaneous_ops_per_sec": b1.ops_per_sec,
                "cores": busy.per_s(b1.cpu_s - b0.cpu_s),
                "quiet_cores": quiet.per_s(q1.cpu_s - q0.cpu_s),
                "channels": b1.channels,
            }
        )

    def pg(phase: Phase) -> dict[str, float]:
        a, b = phase.before.pg, phase.after.pg
        cpu = sum(b.backends[pid] - a.backends[pid] for pid in b.backends if pid in a.backends)
        cmds = sum(d.ok for d in phase.driven)
        return {
            "xact_per_s": phase.per_s(b.xact_commit - a.xact_commit),
            "xact_per_command": (b.xact_commit - a.xact_commit) / cmds if cmds else math.nan,
            "blks_hit_per_s": phase.per_s(b.blks_hit - a.blks_hit),
            "blks_read_per_s": phase.per_s(b.blks_read - a.blks_read),
            "backend_cores": phase.per_s(cpu),
            "backend_cpu_ms_per_command": cpu / cmds * 1e3 if cmds else math.nan,
        }

    return {
        "processes": n,
        "offered_per_s": len(tables.ids) / plan.mean_gap_s,
        "commands_per_s": busy.per_s(sum(d.ok for d in busy.driven)),
        "per_process": procs,
        "redis": shards,
        "postgres": {
            **pg(busy),
            "quiet": pg(quiet),
            "idle_xact_per_feed_s": pg(idle)["xact_per_s"] / len(feeds) if feeds else math.nan,
            "connections": connections,
        },
        "machine_cores": busy.per_s(busy.after.machine_s - busy.before.machine_s),
        "quiet_machine_cores": quiet.per_s(quiet.after.machine_s - quiet.before.machine_s),
        "clients_cores": busy.per_s(busy.after.clients_cpu - busy.before.clients_cpu),
        "deliveries": sum(len(d) for d in delays),
        "missing": missing,
        "duplicates": duplicates,
        "closed": closed,
        "delay_p50_ms": pct([x for d in delays for x in d], 0.5),
        "delay_p99_ms": pct([x for d in delays for x in d], 0.99),
    }


# --- the rows, the table, the entry point ----------------------------------------------------


def rows_of(runs: list[dict[str, Any]], raws: dict[str, load.Result], raw_concurrency: int) -> list[Row]:
    """The table's rows: per process count (and topology, when the run has more than one),
    per process, per Redis node, PostgreSQL (and the standby), the machine; ratios against N =
    1, commands alone, the raw append, and the scale-out topology against the single one."""
    several = len(raws) > 1
    rows = [
        Row(
            case=f"capacity, baseline{f', {name}' if several else ''}",
            figure=f"raw append (c={raw_concurrency})",
            value=raw.rate,
            unit="/s",
        )
        for name, raw in raws.items()
    ]
    for r in runs:
        n, raw = r["processes"], raws[r["topology"]]
        first = next(f for f in runs if f["topology"] == r["topology"])
        where = f"{r['topology']}, " if several else ""
        case = f"capacity, {where}{n} process{'es' if n > 1 else ''}"
        rows += [
            Row(
                case=case,
                figure="commands answered (offered in baseline)",
                value=r["commands_per_s"],
                unit="/s",
                baseline="offered",
                baseline_value=r["offered_per_s"],
                ratio=r["commands_per_s"] / r["offered_per_s"],
            ),
            Row(
                case=case,
                figure=f"fan-out commit → arrival p99 ({r['deliveries']:,} deliveries)",
                value=r["delay_p99_ms"],
                unit="ms",
                baseline=f"{first['processes']} process{'es' if first['processes'] > 1 else ''}",
                baseline_value=first["delay_p99_ms"],
                ratio=r["delay_p99_ms"] / first["delay_p99_ms"],
            ),
            Row(case=case, figure="fan-out commit → arrival p50", value=r["delay_p50_ms"], unit="ms"),
            Row(
                case=case,
                figure="tracebacks in the servers' logs",
                value=r["tracebacks"],
                unit="",
                target="0",
                met=r["tracebacks"] == 0,
            ),
            Row(
                case=case,
                figure="deliveries missing + duplicated + feeds closed",
                value=r["missing"] + r["duplicates"] + r["closed"],
                unit="",
                target="0",
                met=r["missing"] + r["duplicates"] + r["closed"] == 0,
            ),
        ]
        for p, f in enumerate(r["per_process"]):
            pc = f"{case}, #{p + 1}"
            rows += [
                Row(case=pc, figure="commands answered", value=f["commands_per_s"], unit="/s"),
                Row(
                    case=pc,
                    figure="answer p99, from the arrival (commands alone in baseline)",
                    value=f["answer_p99_ms"],
                    unit="ms",
                    baseline="alone",
                    baseline_value=f["quiet_answer_p99_ms"],
                    ratio=f["answer_p99_ms"] / f["quiet_answer_p99_ms"],
                ),
                Row(case=pc, figure="requests failed", value=f["failed"], unit="", target="0", met=f["failed"] == 0),
                Row(case=pc, figure="feeds held", value=f["feeds"], unit=""),
                Row(case=pc, figure="deliveries", value=f["deliveries_per_s"], unit="/s"),
                Row(case=pc, figure="commit → arrival p50", value=f["delay_p50_ms"], unit="ms"),
                Row(case=pc, figure="commit → arrival p99", value=f["delay_p99_ms"], unit="ms"),
                Row(case=pc, figure="CPU per command (commands alone)", value=f["cpu_ms_per_command"], unit="ms"),
                Row(
                    case=pc,
                    figure="CPU per command, feeds open (all its CPU ÷ its commands)",
                    value=f["cpu_ms_per_command_all_in"],
                    unit="ms",
                ),
                Row(
                    case=pc,
                    figure="CPU per idle feed, per second (feeds open, no command)",
                    value=f["cpu_us_per_idle_feed_s"],
                    unit="µs",
                ),
                Row(
                    case=pc,
                    figure="CPU per delivery (the rest ÷ deliveries)",
                    value=f["cpu_us_per_delivery"],
                    unit="µs",
                ),
                Row(
                    case=pc,
                    figure="cores used (commands alone in baseline)",
                    value=f["cores"],
                    unit="",
                    baseline="alone",
                    baseline_value=f["quiet_cores"],
                    ratio=f["cores"] / f["quiet_cores"] if f["quiet_cores"] else None,
                ),
                Row(case=pc, figure="RSS per feed", value=f["rss_kib_per_feed"], unit="KiB"),
            ]
        for k, s in enumerate(r["redis"]):
            rc = f"{case}, Redis #{k + 1}"
            rows += [
                Row(
                    case=rc,
                    figure="commands processed (without feeds in baseline)",
                    value=s["ops_per_s"],
                    unit="/s",
                    baseline="no feeds",
                    baseline_value=s["quiet_ops_per_s"],
                    ratio=s["ops_per_s"] / s["quiet_ops_per_s"] if s["quiet_ops_per_s"] else None,
                ),
                Row(
                    case=rc,
                    figure="instantaneous_ops_per_sec (at the end)",
                    value=s["instantaneous_ops_per_sec"],
                    unit="/s",
                ),
                Row(case=rc, figure="redis-server cores used", value=s["cores"], unit=""),
                Row(case=rc, figure="channels subscribed", value=s["channels"], unit=""),
            ]
        pg = r["postgres"]
        rows += [
            Row(
                case=f"{case}, PostgreSQL",
                figure="transactions committed (raw append in baseline)",
                value=pg["xact_per_s"],
                unit="/s",
                baseline="raw append",
                baseline_value=raw.rate,
                ratio=pg["xact_per_s"] / raw.rate,
            ),
            Row(
                case=f"{case}, PostgreSQL",
                figure="transactions per command, feeds open (commands alone in baseline)",
                value=pg["xact_per_command"],
                unit="",
                baseline="alone",
                baseline_value=pg["quiet"]["xact_per_command"],
            ),
            Row(
                case=f"{case}, PostgreSQL",
                figure="transactions per idle feed, per second",
                value=pg["idle_xact_per_feed_s"],
                unit="",
            ),
            Row(case=f"{case}, PostgreSQL", figure="blocks hit", value=pg["blks_hit_per_s"], unit="/s"),
            Row(case=f"{case}, PostgreSQL", figure="blocks read", value=pg["blks_read_per_s"], unit="/s"),
            Row(case=f"{case}, PostgreSQL", figure="backends' cores used", value=pg["backend_cores"], unit=""),
            Row(
                case=f"{case}, PostgreSQL",
                figure="backends' CPU per command",
                value=pg["backend_cpu_ms_per_command"],
                unit="ms",
            ),
            Row(case=f"{case}, PostgreSQL", figure="connections held (at the end)", value=pg["connections"], unit=""),
            Row(
                case=f"{case}, machine",
                figure=f"busy cores of {os.cpu_count()} (commands alone in baseline)",
                value=r["machine_cores"],
                unit="",
                baseline="alone",
                baseline_value=r["quiet_machine_cores"],
            ),
            Row(case=f"{case}, machine", figure="feed clients' cores", value=r["clients_cores"], unit=""),
        ]
        rows += topology_rows(case, r, runs)
    return rows


def topology_rows(case: str, r: dict[str, Any], runs: list[dict[str, Any]]) -> list[Row]:
    """The rows of a run on a topology of the run's own: the replica's reads per process, the
    standby's load, and (on the scale-out topology) its figures against the single one's at
    the same N."""
    rows = []
    for p, reads in enumerate(r.get("replica_reads", [])):
        for phase, label in (("opening", "feeds opening"), ("busy", "commands with feeds")):
            for outcome, count in reads[phase].items():
                rows.append(
                    Row(case=f"{case}, #{p + 1}", figure=f"replica reads, {outcome} ({label})", value=count, unit="")
                )
    if "standby" in r:
        sb, pr = r["standby"], r["primary_phases"]
        for phase, label in (("opening", "feeds opening"), ("busy", "commands with feeds")):
            rows += [
                Row(
                    case=f"{case}, standby",
                    figure=f"transactions ({label}; the primary's in baseline)",
                    value=sb[phase]["xact_per_s"],
                    unit="/s",
                    baseline="primary",
                    baseline_value=pr[phase]["xact_per_s"],
                ),
                Row(
                    case=f"{case}, standby",
                    figure=f"backends' cores ({label}; the primary's in baseline)",
                    value=sb[phase]["backend_cores"],
                    unit="",
                    baseline="primary",
                    baseline_value=pr[phase]["backend_cores"],
                ),
            ]
        rows.append(
            Row(case=f"{case}, standby", figure="connections held (at the end)", value=sb["connections"], unit="")
        )
    single = next((f for f in runs if f["topology"] == "single" and f["processes"] == r["processes"]), None)
    if r["topology"] != "scaleout" or single is None:
        return rows

    def ratio(figure: str, unit: str, mine: float, theirs: float) -> Row:
        return Row(
            case=f"{case}, against single",
            figure=figure,
            value=mine,
            unit=unit,
            baseline="single",
            baseline_value=theirs,
            ratio=mine / theirs if theirs else None,
        )

    per = r["per_process"]
    theirs = single["per_process"]
    rows += [
        ratio("commands answered", "/s", r["commands_per_s"], single["commands_per_s"]),
        ratio("fan-out commit → arrival p50", "ms", r["delay_p50_ms"], single["delay_p50_ms"]),
        ratio("fan-out commit → arrival p99", "ms", r["delay_p99_ms"], single["delay_p99_ms"]),
        ratio(
            "Fray CPU per command, commands alone (mean over processes)",
            "ms",
            sum(f["cpu_ms_per_command"] for f in per) / len(per),
            sum(f["cpu_ms_per_command"] for f in theirs) / len(theirs),
        ),
        ratio(
            "Fray CPU per idle feed, per second (mean over processes)",
            "µs",
            sum(f["cpu_us_per_idle_feed_s"] for f in per) / len(per),
            sum(f["cpu_us_per_idle_feed_s"] for f in theirs) / len(theirs),
        ),
        ratio(
            "Fray cores, commands with feeds (all processes)",
            "",
            sum(f["cores"] for f in per),
            sum(f["cores"] for f in theirs),
        ),
        ratio(
            "Redis cores, commands with feeds (all masters)",
            "",
            sum(s["cores"] for s in r["redis"]),
            sum(s["cores"] for s in single["redis"]),
        ),
        ratio(
            "primary's transactions, commands with feeds",
            "/s",
            r["postgres"]["xact_per_s"],
            single["postgres"]["xact_per_s"],
        ),
        ratio(
            "primary's transactions, feeds opening",
            "/s",
            r["primary_phases"]["opening"]["xact_per_s"],
            single["primary_phases"]["opening"]["xact_per_s"],
        ),
        ratio("machine's busy cores", "", r["machine_cores"], single["machine_cores"]),
    ]
    return rows


def main(argv: list[str] | None = None) -> int:
    """Run the capacity case; exit 0 when it ran (figures are reported, not judged)."""
    from bench.__main__ import table

    parser = argparse.ArgumentParser(prog="python -m bench.capacity", description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a smoke run of a few seconds")
    parser.add_argument("--processes", type=int, nargs="*", help="Fray process counts (default 1 2)")
    parser.add_argument("--encounters", type=int, help="concurrent encounters (default 2,000)")
    parser.add_argument("--seconds", type=float, help="seconds of commands with the feeds open (default 60)")
    parser.add_argument(
        "--fray-env", nargs="*", default=[], metavar="FRAY_X=V", help="more settings for every Fray process"
    )
    parser.add_argument(
        "--topology",
        choices=("shared", "scaleout"),
        default="shared",
        help="shared: the servers of FRAY_BENCH_*_URL (default); scaleout: a Redis Cluster and a primary with a"
        " streaming standby of the run's own, against one PostgreSQL and one Redis of its own (the baseline)",
    )
    parser.add_argument("--json", type=Path, default=None, help=f"where to write the rows (default {DEFAULT_JSON})")
    args = parser.parse_args(argv)
    plan = QUICK if args.quick else FULL
    given = {"processes": tuple(args.processes or ()), "encounters": args.encounters, "seconds": args.seconds}
    plan = msgspec.structs.replace(plan, **{k: v for k, v in given.items() if v})

    def log(line: str) -> None:
        print(line, file=sys.stderr, flush=True)

    fray_env = dict(item.split("=", 1) for item in args.fray_env)
    names = ["single", "scaleout"] if args.topology == "scaleout" else ["shared"]
    if args.topology == "scaleout" and (why := available()):
        log(f"capacity: the scale-out topology {why}")
        return 2
    started = time.time()
    load_before = os.getloadavg()
    runs: list[dict[str, Any]] = []
    raws: dict[str, load.Result] = {}
    settings: dict[str, Any] = {}
    with contextlib.ExitStack() as stack:
        topologies = [stack.enter_context(start(name)) for name in names]
        caps = [t.pool_cap for t in topologies if t.pool_cap is not None]
        if caps:  # servers of the run's own: their max_connections (60) has room for these
            pool, raw_c = min(caps), plan.raw_concurrency
        else:
            pool, raw_c = pool_sizes(SERVER, max(plan.processes), plan.raw_concurrency)
        log(f"capacity ({', '.join(names)}): pools of {pool} per Fray process, {raw_c} raw append connections")
        for t in topologies:
            settings[t.name] = db_settings(t.database_url)
            raws[t.name] = asyncio.run(load.raw_appends(t.database_url, raw_c, plan.raw_seconds))
            log(f"  {t.name}: raw append {raws[t.name].rate:.0f}/s; Redis masters {', '.join(t.redis_nodes)}")
        tables: dict[str, Tables | None] = dict.fromkeys(names)
        for n in plan.processes:
            for t in topologies:  # interleaved: each topology's N beside the other's, same load
                log(f"{n} Fray process(es) on {t.name} (load average {os.getloadavg()[0]:.1f}) …")
                tables[t.name], run = run_processes(n, t, tables[t.name], plan, pool, fray_env, log)
                run["load_average"] = os.getloadavg()
                runs.append(run)
                log(
                    f"  {run['commands_per_s']:.0f} commands/s of {run['offered_per_s']:.0f} offered; "
                    f"commit → arrival p50 {run['delay_p50_ms']:.1f} ms, p99 {run['delay_p99_ms']:.1f} ms; "
                    f"{run['missing']} missing, {run['duplicates']} duplicated, {run['closed']} closed"
                )
        nodes = {t.name: len(t.redis_nodes) for t in topologies}
        replicas = {t.name: bool(t.read_url) for t in topologies}
    load_after = os.getloadavg()
    rows = rows_of(runs, raws, raw_c)
    print(table(rows))
    print(
        f"\nload average (1 min) {load_before[0]:.1f} before, {load_after[0]:.1f} after, on {os.cpu_count()} "
        "CPUs: other work on the machine shares them"
    )
    doc = {
        "when": time.strftime("%Y-%m-%d %H:%M:%S %Z", time.localtime(started)),
        "seconds": round(time.time() - started, 1),
        "quick": args.quick,
        "plan": msgspec.to_builtins(plan),
        "machine": {
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
            "load_average_before": load_before,
            "load_average_after": load_after,
            "pool_size": pool,
            "topology": args.topology,
            "redis_nodes": nodes,
            "read_replicas": replicas,
            "fray_env": fray_env,
            "postgres": settings,
            **settings[names[0]],
        },
        "raw_append_per_s": {name: r.rate for name, r in raws.items()},
        "runs": runs,
        "rows": [msgspec.to_builtins(r) for r in rows],
    }
    out = args.json or DEFAULT_JSON
    out.write_bytes(msgspec.json.format(msgspec.json.encode(doc)))
    log(f"wrote {out}")
    return 0


def _loop_factory() -> Callable[[], asyncio.AbstractEventLoop] | None:
    try:
        import uvloop  # as uvicorn's server uses: less of the clients' CPU per message
    except ImportError:
        return None
    return uvloop.new_event_loop


if __name__ == "__main__":
    if sys.argv[1:2] == ["client"]:
        with asyncio.Runner(loop_factory=_loop_factory()) as runner:
            runner.run(_client(sys.argv[2]))
    else:
        raise SystemExit(main())
