"""The harness's cases, each measured against its baseline in the same run.

A case returns rows: ``Row(case, figure, value, unit, baseline, baseline_value, ratio, target,
met)``; ``__main__`` prints them as one table and writes them as JSON.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import statistics
import threading
import time
from collections.abc import Callable
from typing import Any

import httpx
import msgspec
import psycopg

from bench import load
from bench.servers import Fray, ServerSet, cpu_seconds, free_port
from fray.domain.dice import SeededDice
from fray.domain.events import DamageTaken, Event, HealingReceived
from fray.domain.state import EncounterState
from fray.rules.unlit_spires.commands import AddHero
from fray.service_layer.bootstrap import build
from fray.service_layer.codecs import event_types
from fray.service_layer.ports import publish_nowhere
from fray.service_layer.projection import project
from fray.store.codec import Metadata
from fray.store.event_store import PostgresEventStore
from fray.store.pooled import connection_pool

_TARGET = re.compile(r"^(?P<op>[≥≤<>])\s*(?P<want>[\d.]+)\s*(?P<unit>×|ms|KiB|µs)")


class Row(msgspec.Struct, kw_only=True):
    """One line of the table: a figure, its baseline, their ratio and the target it answers
    (``gap``: how far from it)."""

    case: str
    figure: str
    value: float
    unit: str
    baseline: str = ""
    baseline_value: float | None = None
    ratio: float | None = None
    target: str = ""
    met: bool | None = None

    @property
    def gap(self) -> str:
        """How far a missed target is: ``"1.54× short"`` (a floor: the figure must grow by
        that factor) or ``"1.30× over"`` (a ceiling: it must shrink by it); empty when met or
        when the target is not a number (``"0"`` failures, ``"> 1 process"``). The figure
        compared is the ratio for a target in ``×``, else the value."""
        match = _TARGET.match(self.target)
        if self.met is not False or match is None:
            return ""
        want = float(match["want"])
        got = self.ratio if match["unit"] == "×" and self.ratio is not None else self.value
        if want <= 0 or got <= 0:
            return ""
        return f"{want / got:.2f}× short" if match["op"] in "≥>" else f"{got / want:.2f}× over"


class Plan(msgspec.Struct, frozen=True):
    """How much to measure: ``--quick`` shrinks every dimension."""

    seconds: float
    warmup: float
    repeats: int
    concurrency: tuple[int, ...]
    processes: tuple[int, ...]
    log_sizes: tuple[int, ...]
    cold_events: int
    encounters: int = 16  # at least this many; one per connection when there are more connections
    workers: int = max(2, os.cpu_count() or 2)
    fanout_clients: tuple[int, ...] = (200, 1000)  # feeds on one encounter
    fanout_processes: tuple[int, ...] = (1, 2)  # Fray processes the feeds are spread over
    fanout_commands: int = 50  # commands sent, one at a time
    fanout_gap: float = 0.2  # seconds between two commands
    idle_feeds: int = 1000
    idle_seconds: float = 10.0  # the window over which the database's transactions are counted
    unread_feeds: int = 100  # feeds that read nothing of a long log, then close
    unread_log: int = 20_000  # the events in that log


FULL = Plan(
    seconds=4.0,
    warmup=1.0,
    repeats=3,
    concurrency=(1, 16, 64),
    processes=(1, 2, 4),
    log_sizes=(100, 1000, 10_000),
    cold_events=10_000,
)
QUICK = Plan(
    seconds=0.3,
    warmup=0.1,
    repeats=1,
    concurrency=(1, 4),
    processes=(1,),
    log_sizes=(100, 300),
    cold_events=500,
    encounters=4,
    workers=1,  # one server start
    fanout_clients=(20,),
    fanout_processes=(1, 2),
    fanout_commands=5,
    fanout_gap=0.05,
    idle_feeds=20,
    idle_seconds=1.0,
    unread_feeds=5,
    unread_log=600,
)


def setup_encounters(url: str, count: int) -> list[str]:
    """``count`` Unlit Spires encounters with Bruce in them, created through the API."""
    ids = []
    with httpx.Client(base_url=url, timeout=30) as client:
        for i in range(count):
            r = client.post("/encounters", json={"ruleset": "unlit-spires", "name": f"bench {i}"})
            eid = r.json()["state"]["encounter_id"]
            load.TOKENS[eid] = r.json()["gm_token"]
            r = client.post(
                f"/encounters/{eid}/commands",
                json={"type": "unlit-spires.add_hero", "preset": "bruce"},
                headers={"Authorization": f"Bearer {load.TOKENS[eid]}"},
            )
            assert r.status_code == 200, r.text
            ids.append(eid)
    return ids


def _median(results: list[load.Result]) -> load.Result:
    statuses: dict[int, int] = {}
    for r in results:
        for status, n in r.error_statuses.items():
            statuses[status] = statuses.get(status, 0) + n
    return load.Result(
        ops=int(statistics.median(r.ops for r in results)),
        errors=sum(r.errors for r in results),
        seconds=results[0].seconds,
        p50_ms=statistics.median(r.p50_ms for r in results),
        p99_ms=statistics.median(r.p99_ms for r in results),
        error_statuses=statuses,
    )


def command_path(servers: ServerSet, plan: Plan, log: Callable[[str], None]) -> list[Row]:
    """Commands over HTTP, on one process (``fray serve``: the targets' figure, as issue 22
    sets them) and on ``--workers <cores>``, against the raw durable append (``BEGIN``,
    one-event ``INSERT``, ``COMMIT``: the targets' baseline), the one-round-trip autocommit
    ``INSERT`` and the ``eventsourcing`` recorder, at each concurrency; repeats interleaved,
    medians reported. (On two cores shared with PostgreSQL and the load, one process did more
    than two at c = 16: each worker gets half the group commits' company and both compete for
    the cores with the database.) Each connection drives its own encounter
    (``max(plan.encounters, c)`` of them), as the baselines each append to their own stream: a
    fight's commands come at a person's pace, and many writers hammering one encounter measure
    retries, not the command path. The baselines hold at most the run's baseline connections."""
    rows: list[Row] = []
    database_url = servers.database_url
    conns = servers.baseline_connections
    url = servers.get(plan.workers).url
    one_url = servers.get(1).url if plan.workers != 1 else url
    encounters = setup_encounters(url, max(plan.encounters, *plan.concurrency))
    # encounters of its own: one that both servers wrote would be followed by each (every
    # command published before its answer: the round-robin cost, fray.live.fanout)
    one_encounters = setup_encounters(one_url, len(encounters)) if one_url != url else encounters
    for c in plan.concurrency:
        tx, raw, es, fray, store, many = [], [], [], [], [], []
        machine: list[float] = []  # the whole machine's CPU per command of the one-process runs (µs)
        for _ in range(plan.repeats):
            durable = load.raw_appends(database_url, c, plan.seconds, plan.warmup, conns, transaction=True)
            tx.append(asyncio.run(durable))
            raw.append(asyncio.run(load.raw_appends(database_url, c, plan.seconds, plan.warmup, conns)))
            store.append(asyncio.run(load.store_appends(database_url, c, plan.seconds, plan.warmup, conns)))
            es.append(load.eventsourcing_appends(database_url, c, plan.seconds, plan.warmup, conns))
            busy: list[float] = []
            fray.append(asyncio.run(load.http_commands([one_url], one_encounters, c, plan.seconds, plan.warmup, busy)))
            machine.append((busy[1] - busy[0]) / max(1, fray[-1].ops + fray[-1].errors) * 1e6)
            if plan.workers != 1:
                many.append(asyncio.run(load.http_commands([url], encounters, c, plan.seconds, plan.warmup)))
        t, r, e, f, s = _median(tx), _median(raw), _median(es), _median(fray), _median(store)
        log(
            f"  c={c}: durable {t.rate:.0f}/s, autocommit {r.rate:.0f}/s, eventsourcing {e.rate:.0f}/s, "
            f"fray {f.rate:.0f}/s (p50 {f.p50_ms:.2f} ms, failed {f.errors}: {f.error_statuses or 'none'})"
        )
        case = f"command path, c={c}"
        whole = statistics.median(machine)
        cores = os.cpu_count() or 1
        rows += [
            Row(
                case=case,
                figure="machine CPU per command, one process: Fray, PostgreSQL, the load",
                value=whole,
                unit="µs",
            ),
            Row(
                case=case,
                figure=f"the machine's ceiling at that cost ({cores} cores ÷ machine CPU per command)",
                value=cores / whole * 1e6 if whole else 0.0,
                unit="/s",
                baseline="0.8× raw durable",
                baseline_value=0.8 * t.rate,
                ratio=(cores / whole * 1e6) / (0.8 * t.rate) if whole else None,
            ),
        ]
        if many:
            m = _median(many)
            rows.append(
                Row(
                    case=case,
                    figure=f"Fray command over HTTP, {plan.workers} worker processes",
                    value=m.rate,
                    unit="/s",
                    baseline="raw durable",
                    baseline_value=t.rate,
                    ratio=m.rate / t.rate,
                )
            )
        rows += [
            Row(case=case, figure="raw durable append (BEGIN, INSERT, COMMIT)", value=t.rate, unit="/s"),
            Row(case=case, figure="raw durable append p50", value=t.p50_ms, unit="ms"),
            Row(case=case, figure="raw autocommit INSERT (one round trip)", value=r.rate, unit="/s"),
            Row(case=case, figure="eventsourcing recorder", value=e.rate, unit="/s"),
            Row(
                case=case,
                figure="Fray store append alone (group commit)",
                value=s.rate,
                unit="/s",
                baseline="raw durable",
                baseline_value=t.rate,
                ratio=s.rate / t.rate,
            ),
            Row(
                case=case,
                figure="Fray command over HTTP, one process",
                value=f.rate,
                unit="/s",
                baseline="raw durable",
                baseline_value=t.rate,
                ratio=f.rate / t.rate,
                target="≥ 0.8× raw" if c > 1 else "",
                met=(f.rate >= 0.8 * t.rate) if c > 1 else None,
            ),
            Row(
                case=case,
                figure="Fray ÷ autocommit INSERT",
                value=f.rate,
                unit="/s",
                baseline="autocommit",
                baseline_value=r.rate,
                ratio=f.rate / r.rate,
            ),
            Row(
                case=case,
                figure="Fray ÷ eventsourcing",
                value=f.rate,
                unit="/s",
                baseline="eventsourcing",
                baseline_value=e.rate,
                ratio=f.rate / e.rate,
                target="≥ 3×" if c > 1 else "",
                met=(f.rate >= 3 * e.rate) if c > 1 else None,
            ),
            Row(
                case=case,
                figure="Fray p50",
                value=f.p50_ms,
                unit="ms",
                baseline="raw durable p50",
                baseline_value=t.p50_ms,
                ratio=f.p50_ms / t.p50_ms,
                target="≤ 2× raw" if c == 1 else "",
                met=(f.p50_ms <= 2 * t.p50_ms) if c == 1 else None,
            ),
            Row(case=case, figure="Fray p99", value=f.p99_ms, unit="ms"),
            Row(
                case=case,
                figure="Fray failed requests" + (f" (HTTP {f.error_statuses})" if f.errors else ""),
                value=f.errors,
                unit="",
                target="0",
                met=f.errors == 0,
            ),
        ]
    return rows


METRICS_REPLICA = 90
"""The ``ServerSet`` replica number of the server that serves its metrics (``observability``)."""


def _recording_cost_us(n: int = 20_000) -> float:
    """Microseconds of what one command records (``fray.observe``: the command counter and
    histogram, the append histogram and counter, a span when tracing is off), in this process."""
    from fray.observe.metrics import APPEND_SECONDS, COMMAND_SECONDS, COMMANDS, EVENTS_APPENDED
    from fray.observe.traces import span

    started = time.perf_counter()
    for _ in range(n):
        with span("fray.command"), span("fray.decide"), span("fray.append"), span("fray.publish"):
            pass
        COMMANDS.labels("apply_damage", "ok").inc()
        COMMAND_SECONDS.labels("ok").observe(0.001)
        APPEND_SECONDS.observe(0.001)
        EVENTS_APPENDED.inc(1)
    return (time.perf_counter() - started) / n * 1e6


def observability(servers: ServerSet, plan: Plan, log: Callable[[str], None]) -> list[Row]:
    """The command path with ``/metrics`` served (``FRAY_METRICS_ADDRESS``; with several workers
    prometheus-client's multiprocess mode, every sample a write to a shared file) and scraped
    each second, against the same server set-up without it; repeats interleaved. And what one
    command records, timed in-process, against the command's p50."""
    c = max(plan.concurrency)
    base_url = servers.get(plan.workers).url
    port = free_port()
    watched = servers.get(plan.workers, METRICS_REPLICA, env={"FRAY_METRICS_ADDRESS": f"127.0.0.1:{port}"}).url
    stop = threading.Event()

    def scrape() -> None:
        while not stop.wait(1.0):
            with contextlib.suppress(httpx.HTTPError):
                httpx.get(f"http://127.0.0.1:{port}/metrics", timeout=5)

    scraper = threading.Thread(target=scrape, daemon=True)
    scraper.start()
    try:
        base_enc = setup_encounters(base_url, max(plan.encounters, c))
        watched_enc = setup_encounters(watched, max(plan.encounters, c))
        off, on = [], []
        for _ in range(plan.repeats):
            off.append(asyncio.run(load.http_commands([base_url], base_enc, c, plan.seconds, plan.warmup)))
            on.append(asyncio.run(load.http_commands([watched], watched_enc, c, plan.seconds, plan.warmup)))
    finally:
        stop.set()
        scraper.join()
    a, b = _median(off), _median(on)
    cost = _recording_cost_us()
    log(f"  c={c}: {a.rate:.0f}/s without /metrics, {b.rate:.0f}/s with; recording {cost:.1f} µs a command")
    case = f"observability, c={c}"
    return [
        Row(case=case, figure="commands, /metrics not served", value=a.rate, unit="/s"),
        Row(
            case=case,
            figure="commands, /metrics served and scraped each second",
            value=b.rate,
            unit="/s",
            baseline="not served",
            baseline_value=a.rate,
            ratio=b.rate / a.rate,
            target="≥ 0.95×",
            met=b.rate >= 0.95 * a.rate,
        ),
        Row(
            case=case,
            figure="what a command records (metrics, spans off)",
            value=cost / 1e3,
            unit="ms",
            baseline="command p50 (not served)",
            baseline_value=a.p50_ms,
            ratio=cost / 1e3 / a.p50_ms,
            target="≤ 0.02×",
            met=cost / 1e3 <= 0.02 * a.p50_ms,
        ),
    ]


def processes(servers: ServerSet, plan: Plan, log: Callable[[str], None]) -> list[Row]:
    """Commands/s at the highest concurrency with 1, 2 and 4 worker processes (one port)."""
    rows: list[Row] = []
    c = max(plan.concurrency)
    first: float | None = None
    for n in plan.processes:
        url = servers.get(n).url
        encounters = setup_encounters(url, max(plan.encounters, c))
        results = [
            asyncio.run(load.http_commands([url], encounters, c, plan.seconds, plan.warmup))
            for _ in range(plan.repeats)
        ]
        f = _median(results)
        first = f.rate if first is None else first
        log(f"  {n} process(es): {f.rate:.0f}/s (failed {f.errors}: {f.error_statuses or 'none'})")
        rows.append(
            Row(
                case=f"processes, c={c}",
                figure=f"{n} Fray process(es)",
                value=f.rate,
                unit="/s",
                baseline="1 process",
                baseline_value=first,
                ratio=f.rate / first if first else None,  # a baseline that did nothing: its failures below
                target="> 1 process" if n == 2 else "",
                met=(f.rate > first) if n == 2 else None,
            )
        )
        rows += _failures(f"processes, c={c}", f"{n} process(es)", f)
    return rows


ROUND_ROBIN_REPLICA = 50
"""The first ``ServerSet`` replica number of the round-robin case's one-process servers."""


def round_robin(servers: ServerSet, plan: Plan, log: Callable[[str], None]) -> list[Row]:
    """Commands/s at concurrency 16 over 1, 2 and 4 one-process Fray servers (each on its own
    port, one database, one Redis) with every encounter's commands sent to every server in
    turn, as a round-robin load balancer does (``load.round_robin_commands``), against the
    same load on one server; repeats interleaved. A command decided on a cache another server
    made stale costs a failed append and a catch-up unless the process heard the other's
    events first. Each fleet of more than one also takes the same load with each encounter's
    commands on one of its servers (sticky routing, ``load.http_commands``), in the same
    rounds, on encounters of their own: round robin does everything sticky routing does and
    follows the others' events besides, so where sticky routing over N does less than one
    process, no saving in the following can lift round robin above one on this machine."""
    c = 16
    counts = sorted({1, *plan.processes, 2})
    fleets: dict[int, list[Fray]] = {}
    for n in counts:  # servers of their own, encounters of their own: no fleet leaves another's cache stale
        base = ROUND_ROBIN_REPLICA + sum(k for k in counts if k < n)
        fleets[n] = [servers.get(1, base + k, fleet=sum(counts)) for k in range(n)]
    encounters = {n: setup_encounters(fleets[n][0].url, max(plan.encounters, c)) for n in counts}
    # sticky routing on encounters of its own: round robin leaves its encounters followed (for
    # FOLLOW_IDLE_S), and commands on a followed encounter wait for Redis before they answer
    held_encounters = {n: setup_encounters(fleets[n][0].url, max(plan.encounters, c)) for n in counts if n > 1}
    results: dict[int, list[load.Result]] = {n: [] for n in counts}
    cpu: dict[int, list[float]] = {n: [] for n in counts}
    machine: dict[int, list[float]] = {n: [] for n in counts}
    sticky: dict[int, list[load.Result]] = {n: [] for n in counts if n > 1}
    for _ in range(plan.repeats):
        for n in counts:
            urls = [f.url for f in fleets[n]]
            if n > 1:
                sticky[n].append(
                    asyncio.run(load.http_commands(urls, held_encounters[n], c, plan.seconds, plan.warmup))
                )
            busy: list[float] = []
            before = cpu_seconds(fleets[n])
            result = asyncio.run(load.round_robin_commands(urls, encounters[n], c, plan.seconds, plan.warmup, busy))
            results[n].append(result)
            cpu[n].append((cpu_seconds(fleets[n]) - before) / max(1, result.ops) * 1e6)
            machine[n].append((busy[1] - busy[0]) / max(1, result.ops + result.errors) * 1e6)
    one = _median(results[1]).rate
    one_cpu = statistics.median(cpu[1])
    cores = os.cpu_count() or 1
    rows: list[Row] = []
    for n in counts:
        f, used, whole = _median(results[n]), statistics.median(cpu[n]), statistics.median(machine[n])
        log(
            f"  round robin over {n}: {f.rate:.0f}/s, {used:.0f} µs of server CPU a command, {whole:.0f} µs of "
            f"the machine's (its {cores} cores allow {cores / whole * 1e6:.0f}/s at that cost; failed {f.errors})"
        )
        case = f"round robin, c={c}"
        rows += [
            Row(
                case=case,
                figure=f"{n} Fray process(es), each encounter's commands on every one",
                value=f.rate,
                unit="/s",
                baseline="1 process",
                baseline_value=one,
                ratio=f.rate / one,
                target="> 1×" if n > 1 else "",
                met=(f.rate > one) if n > 1 else None,
            ),
            Row(
                case=case,
                figure=f"server CPU per command, {n} process(es) (warm-up included)",
                value=used,
                unit="µs",
                baseline="1 process",
                baseline_value=one_cpu,
                ratio=used / one_cpu if one_cpu else None,
            ),
            Row(
                case=case,
                figure=f"machine CPU per command, {n} process(es): Fray, PostgreSQL, Redis, the load",
                value=whole,
                unit="µs",
                baseline="1 process",
                baseline_value=statistics.median(machine[1]),
                ratio=whole / statistics.median(machine[1]) if statistics.median(machine[1]) else None,
            ),
            Row(
                case=case,
                figure=f"the machine's ceiling at that cost, {n} process(es) ({cores} cores ÷ machine CPU per command)",
                value=cores / whole * 1e6 if whole else 0.0,
                unit="/s",
            ),
        ]
        if n > 1:
            held = _median(sticky[n])
            log(f"  the same {n} with each encounter on one (sticky): {held.rate:.0f}/s (failed {held.errors})")
            rows.append(
                Row(
                    case=case,
                    figure=f"the same {n} processes, each encounter's commands on one (sticky routing)",
                    value=held.rate,
                    unit="/s",
                    baseline="1 process",
                    baseline_value=one,
                    ratio=held.rate / one,
                )
            )
            rows += _failures(case, f"{n} process(es), sticky", held)
        rows += _failures(case, f"{n} process(es)", f)
    return rows


def _failures(case: str, who: str, result: load.Result) -> list[Row]:
    """A failed-requests row (target 0, not met) when ``result`` had failures; none otherwise."""
    if not result.errors:
        return []
    figure = f"Fray failed requests, {who} (HTTP {result.error_statuses})"
    return [Row(case=case, figure=figure, value=result.errors, unit="", target="0", met=False)]


def _filler(n: int) -> list[Event]:
    return [
        DamageTaken(combatant_id="bruce", amount=1)
        if i % 2 == 0
        else HealingReceived(combatant_id="bruce", amount=1, regained=1)
        for i in range(n)
    ]


async def _grow(store: PostgresEventStore, eid: str, to: int) -> None:
    """Append filler events (damage, healing) until the encounter has ``to`` events."""
    version = await store.stream_version(eid)
    while version < to:
        batch = _filler(min(500, to - version) // 2 * 2 or 1)
        await store.append(eid, version, batch, Metadata(command_type="bench_filler"))
        version += len(batch)


def grow_encounter(database_url: str, eid: str, to: int) -> None:
    """Grow encounter ``eid`` to ``to`` events behind the servers' backs (filler damage and
    healing, 500 a statement)."""

    async def go() -> None:
        pool = connection_pool(database_url, max_size=1)
        await pool.open(wait=True)
        try:
            await _grow(PostgresEventStore(pool, event_types()), eid, to)
        finally:
            await pool.close()

    asyncio.run(go())


def _timed(repeats: int, fn: Callable[[], Any]) -> float:
    samples = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t)
    return statistics.median(samples)


def cold_load(servers: ServerSet, plan: Plan, log: Callable[[str], None]) -> list[Row]:
    """Loading an encounter of ``plan.cold_events`` events into a process that has never seen
    it (read + decode + fold), and its state half-way (``state_at``), against reading the same
    rows with psycopg alone."""
    n, repeats = plan.cold_events, max(3, plan.repeats * 2)
    database_url = servers.database_url
    types = event_types()

    async def go() -> list[Row]:
        pool = connection_pool(database_url, max_size=2)
        await pool.open(wait=True)
        store = PostgresEventStore(pool, types)
        warm = build(store, SeededDice(1), publish_nowhere)
        eid = (await warm.commands.create("unlit-spires", "cold", {})).state.encounter_id
        await warm.commands.handle(eid, AddHero(preset="bruce"))
        await _grow(store, eid, n)

        async def cold() -> None:
            await build(store, SeededDice(1), publish_nowhere).views.current(eid)

        async def past() -> None:
            await build(store, SeededDice(1), publish_nowhere).views.state_at(eid, n // 2)

        async def raw() -> None:
            async with pool.connection() as conn:
                cur = await conn.execute(
                    "select data::text, metadata::text from events where stream_id = %s order by version", (eid,)
                )
                await cur.fetchall()

        async def timed(fn: Callable[[], Any]) -> float:
            samples = []
            for _ in range(repeats):
                t = time.perf_counter()
                await fn()
                samples.append(time.perf_counter() - t)
            return statistics.median(samples)

        t_raw, t_cold, t_past = await timed(raw), await timed(cold), await timed(past)
        events = await store.read_stream(eid)
        t_fold = _timed(repeats, lambda: project(EncounterState(), events))
        await pool.close()
        log(f"  {n} events: raw read {t_raw * 1e3:.1f} ms, cold load {t_cold * 1e3:.1f} ms, fold {t_fold * 1e3:.1f} ms")
        case = f"cold load, {n} events"
        return [
            Row(case=case, figure="raw read of the rows (psycopg)", value=t_raw * 1e3, unit="ms"),
            Row(
                case=case,
                figure="cold load (read, decode, fold)",
                value=t_cold * 1e3,
                unit="ms",
                baseline="raw read",
                baseline_value=t_raw * 1e3,
                ratio=t_cold / t_raw,
            ),
            Row(
                case=case,
                figure=f"past state at version {n // 2}",
                value=t_past * 1e3,
                unit="ms",
                baseline="raw read",
                baseline_value=t_raw * 1e3,
                ratio=t_past / t_raw,
            ),
            Row(case=case, figure="fold alone", value=n / t_fold, unit="events/s"),
        ]

    return asyncio.run(go())


def log_growth(servers: ServerSet, plan: Plan, log: Callable[[str], None]) -> list[Row]:
    """Command latency over HTTP at concurrency 1 as one encounter's log grows (the log is grown
    behind the server's back, so each size starts with a stale cache that one conflict heals)."""
    rows: list[Row] = []
    types = event_types()
    database_url = servers.database_url
    url = servers.get(1).url
    (eid,) = setup_encounters(url, 1)

    async def grow(to: int) -> None:
        pool = connection_pool(database_url, max_size=1)
        await pool.open(wait=True)
        await _grow(PostgresEventStore(pool, types), eid, to)
        await pool.close()

    first: float | None = None
    for size in plan.log_sizes:
        asyncio.run(grow(size))
        f = _median(
            [
                asyncio.run(load.http_commands([url], [eid], 1, plan.seconds / 2, plan.warmup))
                for _ in range(plan.repeats)
            ]
        )
        first = f.p50_ms if first is None else first
        log(f"  log of {size}: p50 {f.p50_ms:.2f} ms")
        rows.append(
            Row(
                case="latency as the log grows, c=1",
                figure=f"p50 at {size} events",
                value=f.p50_ms,
                unit="ms",
                baseline=f"p50 at {plan.log_sizes[0]}",
                baseline_value=first,
                ratio=f.p50_ms / first,
            )
        )
    return rows


def db_settings(database_url: str) -> dict[str, str]:
    """The PostgreSQL settings that bound a durable append (recorded with the results)."""
    with psycopg.connect(database_url) as conn:
        return {
            name: str(conn.execute(f"show {name}").fetchone()[0])  # type: ignore[index]  # SHOW returns one row
            for name in ("synchronous_commit", "fsync", "wal_sync_method", "commit_delay", "server_version")
        }
