"""Closed-loop load: ``concurrency`` workers, each doing one operation after another for a
fixed time, every latency recorded. Three kinds of operation share it:

- ``http_commands``: POSTs of core ``apply_damage``/``apply_healing`` over keep-alive HTTP/1.1
  (a minimal client on asyncio streams: a few µs of Python per request, so the load generator
  takes little of the CPU the server needs);
- ``raw_appends``: the baseline, one-event ``INSERT`` transactions with psycopg (autocommit,
  one connection per worker, the same ``events`` table and indexes Fray uses);
- ``eventsourcing_appends``: the ``eventsourcing`` library's PostgreSQL application recorder,
  one thread per worker (the library is synchronous).
"""

from __future__ import annotations

import asyncio
import statistics
import threading
import time
import uuid
from collections.abc import Awaitable, Callable
from urllib.parse import urlsplit

import msgspec
import psycopg


class Result(msgspec.Struct, frozen=True):
    """What a load run did: operations completed, failures, the measured seconds, and latency
    percentiles in milliseconds."""

    ops: int
    errors: int
    seconds: float
    p50_ms: float
    p99_ms: float
    error_statuses: dict[int, int] = {}

    @property
    def rate(self) -> float:
        """Completed operations per second."""
        return self.ops / self.seconds if self.seconds else 0.0


def summarise(
    latencies: list[float], errors: int, seconds: float, error_statuses: dict[int, int] | None = None
) -> Result:
    """A :class:`Result` from per-operation latencies in seconds."""
    if not latencies:
        return Result(0, errors, seconds, 0.0, 0.0, error_statuses or {})
    ordered = sorted(latencies)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return Result(len(ordered), errors, seconds, statistics.median(ordered) * 1e3, p99 * 1e3, error_statuses or {})


STALL_S = 30.0
"""Seconds a measured window may run past its length while fewer operations than workers have
finished in it (``closed_loop``)."""


async def closed_loop(
    concurrency: int,
    seconds: float,
    warmup: float,
    make_worker: Callable[[int], Awaitable[Callable[[], Awaitable[bool]]]],
    error_statuses: dict[int, int] | None = None,
    busy: list[float] | None = None,
) -> Result:
    """Run ``concurrency`` workers (``make_worker(i)`` returns its one-operation callable, which
    returns False on a failed operation) for ``warmup`` then ``seconds``; only the latter
    counts: the operations that began and ended in it. ``error_statuses`` (filled by the
    workers) is reported with the result. ``busy``, when given, gets the machine's busy CPU
    seconds (``bench.servers.machine_busy_seconds``) at the start and the end of the counted
    window: the whole machine's CPU per operation.

    The window stays open past ``seconds`` (up to ``STALL_S`` more) until as many operations
    as workers have ended in it, and the rate is over the window as it ran: a quick run's
    0.3 s window fell inside one stall of the machine (an fsync, another process's burst) and
    measured 0/s, a figure of nothing. A window of seconds holds thousands and closes on time."""
    ops = [await make_worker(i) for i in range(concurrency)]
    latencies: list[float] = []
    errors = 0
    start = time.perf_counter()
    measure_from = start + warmup
    stop, latest = measure_from + seconds, measure_from + seconds + STALL_S
    closed_at: float | None = None  # when the window closed (at `stop`, or later after a stall)
    window_closed = asyncio.Event()

    def close(at: float) -> None:
        nonlocal closed_at
        if closed_at is None:
            closed_at = at
            window_closed.set()

    async def loop(op: Callable[[], Awaitable[bool]]) -> None:
        nonlocal errors
        while True:
            t = time.perf_counter()
            if closed_at is not None or t >= latest:
                return
            if t >= stop and len(latencies) + errors >= concurrency:
                close(stop)
                return
            ok = await op()
            done = time.perf_counter()
            if t < measure_from or closed_at is not None:
                continue
            if done > stop and len(latencies) + errors >= concurrency:
                close(stop)  # the window had enough: it ended on time, without this one
                continue
            if ok:
                latencies.append(done - t)
            else:
                errors += 1
            if done > stop and len(latencies) + errors >= concurrency:
                close(done)  # the window ran past a stall until this one

    async def timer() -> None:
        await asyncio.sleep(max(0.0, stop - time.perf_counter()))
        if len(latencies) + errors >= concurrency:
            close(stop)
        else:
            await asyncio.sleep(max(0.0, latest - time.perf_counter()))
            close(latest)

    async def window() -> None:
        from bench.servers import machine_busy_seconds

        assert busy is not None
        await asyncio.sleep(max(0.0, measure_from - time.perf_counter()))
        busy.append(machine_busy_seconds())
        await window_closed.wait()
        busy.append(machine_busy_seconds())

    clock = asyncio.ensure_future(timer())
    try:
        await asyncio.gather(*(loop(op) for op in ops), *([window()] if busy is not None else []))
    finally:
        clock.cancel()
    measured = (closed_at if closed_at is not None else stop) - measure_from
    return summarise(latencies, errors, measured, error_statuses)


TOKENS: dict[str, str] = {}
"""The GM token of each encounter the harness created (``cases.setup_encounters``)."""


class HttpConnection:
    """One keep-alive HTTP/1.1 connection that POSTs JSON and reads whole responses."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, host: str) -> None:
        self.reader, self.writer, self.host = reader, writer, host

    @classmethod
    async def open(cls, url: str) -> HttpConnection:
        """A connection to the server at ``url`` (``http://host:port``)."""
        parts = urlsplit(url)
        reader, writer = await asyncio.open_connection(parts.hostname, parts.port)
        return cls(reader, writer, parts.netloc)

    async def post(self, path: str, body: bytes, token: str | None = None) -> tuple[int, bytes]:
        """``(status, body)`` of a POST of ``body`` as ``application/json`` (with ``token`` as
        its bearer token)."""
        auth = f"authorization: Bearer {token}\r\n" if token else ""
        self.writer.write(
            f"POST {path} HTTP/1.1\r\nhost: {self.host}\r\ncontent-type: application/json\r\n{auth}"
            f"content-length: {len(body)}\r\n\r\n".encode()
            + body
        )
        head = await self.reader.readuntil(b"\r\n\r\n")
        status = int(head[9:12])
        length = 0
        for line in head.split(b"\r\n"):
            if line[:15].lower() == b"content-length:":
                length = int(line[15:])
        return status, await self.reader.readexactly(length)

    def close(self) -> None:
        """Close the socket."""
        self.writer.close()


def command_bodies(combatant: str = "bruce") -> tuple[bytes, bytes]:
    """The two commands the load alternates (damage, then healing: the combatant never drops)."""
    return (
        msgspec.json.encode({"type": "apply_damage", "target_id": combatant, "amount": 1}),
        msgspec.json.encode({"type": "apply_healing", "target_id": combatant, "amount": 1}),
    )


async def http_commands(
    urls: list[str],
    encounters: list[str],
    concurrency: int,
    seconds: float,
    warmup: float = 0.5,
    busy: list[float] | None = None,
) -> Result:
    """Commands over HTTP: worker ``i`` drives encounter ``i % len(encounters)`` on server
    ``urls[i % len(urls)]``, alternating damage and healing."""
    damage, heal = command_bodies()
    connections: list[HttpConnection] = []
    failed: dict[int, int] = {}

    async def make(i: int) -> Callable[[], Awaitable[bool]]:
        conn = await HttpConnection.open(urls[i % len(urls)])
        connections.append(conn)
        eid = encounters[i % len(encounters)]
        path = f"/encounters/{eid}/commands"
        token = TOKENS.get(eid)
        turn = [0]

        async def op() -> bool:
            turn[0] += 1
            status, _ = await conn.post(path, damage if turn[0] % 2 else heal, token)
            if status != 200:
                failed[status] = failed.get(status, 0) + 1
            return status == 200

        return op

    try:
        return await closed_loop(concurrency, seconds, warmup, make, failed, busy)
    finally:
        for c in connections:
            c.close()


async def round_robin_commands(
    urls: list[str],
    encounters: list[str],
    concurrency: int,
    seconds: float,
    warmup: float = 0.5,
    busy: list[float] | None = None,
) -> Result:
    """Commands over HTTP as a round-robin load balancer sends them: worker ``i`` drives
    encounter ``i % len(encounters)`` and holds a connection to every server in ``urls``,
    sending its ``j``-th command to ``urls[(i + j) % len(urls)]``, so each encounter's commands
    go to every server in turn (alternating damage and healing)."""
    damage, heal = command_bodies()
    connections: list[HttpConnection] = []
    failed: dict[int, int] = {}

    async def make(i: int) -> Callable[[], Awaitable[bool]]:
        mine = [await HttpConnection.open(u) for u in urls]
        connections.extend(mine)
        eid = encounters[i % len(encounters)]
        path = f"/encounters/{eid}/commands"
        token = TOKENS.get(eid)
        turn = [i]

        async def op() -> bool:
            turn[0] += 1
            conn = mine[turn[0] % len(mine)]
            status, _ = await conn.post(path, damage if turn[0] % 2 else heal, token)
            if status != 200:
                failed[status] = failed.get(status, 0) + 1
            return status == 200

        return op

    try:
        return await closed_loop(concurrency, seconds, warmup, make, failed, busy)
    finally:
        for c in connections:
            c.close()


RAW_INSERT = (
    "insert into events (stream_id, version, event_id, type, schema_version, data, metadata) "
    "values (%s, %s, %s, %s, 2, %s::jsonb, %s::jsonb)"
)


async def raw_appends(
    database_url: str,
    concurrency: int,
    seconds: float,
    warmup: float = 0.5,
    connections: int | None = None,
    transaction: bool = False,
) -> Result:
    """The baselines: one-event INSERTs with psycopg, one stream per worker, in autocommit (one
    round trip) or, with ``transaction``, as ``BEGIN``, ``INSERT``, ``COMMIT`` (three: the
    durable append as most code writes it). ``connections``: at most this many (the run's
    budget), shared by the workers in turn; default one per worker."""
    count = min(concurrency, connections or concurrency)
    conns = [await psycopg.AsyncConnection.connect(database_url, autocommit=not transaction) for _ in range(count)]
    locks = [asyncio.Lock() for _ in conns]
    data = msgspec.json.encode({"combatant_id": "bruce", "amount": 1, "cause": "gm", "note": ""}).decode()
    meta = msgspec.json.encode({"command_type": "apply_damage"}).decode()

    async def make(i: int) -> Callable[[], Awaitable[bool]]:
        conn, lock = conns[i % count], locks[i % count]
        stream, version = uuid.uuid4(), [0]

        async def op() -> bool:
            version[0] += 1
            async with lock:
                await conn.execute(RAW_INSERT, (stream, version[0], uuid.uuid4(), "damage_taken", data, meta))
                if transaction:
                    await conn.commit()
            return True

        return op

    try:
        return await closed_loop(concurrency, seconds, warmup, make)
    finally:
        for c in conns:
            await c.close()


def eventsourcing_appends(
    database_url: str, concurrency: int, seconds: float, warmup: float = 0.5, connections: int | None = None
) -> Result:
    """The ``eventsourcing`` library's ``PostgresApplicationRecorder`` (9.x, psycopg 3): one
    thread and one aggregate per worker, one event per ``insert_events``; its pool holds one
    connection per worker, or ``connections`` (the run's budget) for them all."""
    from eventsourcing.persistence import StoredEvent
    from eventsourcing.postgres import PostgresApplicationRecorder, PostgresDatastore

    parts = urlsplit(database_url)
    datastore = PostgresDatastore(
        dbname=parts.path.lstrip("/"),
        host=parts.hostname or "127.0.0.1",
        port=parts.port or 5432,
        user=parts.username or "postgres",
        password=parts.password or "",
        pool_size=min(concurrency, connections or concurrency),
        max_overflow=0,
    )
    recorder = PostgresApplicationRecorder(datastore)
    recorder.create_table()
    state = msgspec.json.encode({"combatant_id": "bruce", "amount": 1, "cause": "gm", "note": ""})
    latencies: list[float] = []
    lock = threading.Lock()
    start = time.perf_counter()
    measure_from, stop = start + warmup, start + warmup + seconds

    def worker() -> None:
        originator, version, mine = uuid.uuid4(), 0, []
        while (t := time.perf_counter()) < stop:
            version += 1
            recorder.insert_events(
                [
                    StoredEvent(
                        originator_id=originator, originator_version=version, topic="fray:DamageTaken", state=state
                    )
                ]
            )
            done = time.perf_counter()
            if t >= measure_from and done <= stop:
                mine.append(done - t)
        with lock:
            latencies.extend(mine)

    threads = [threading.Thread(target=worker) for _ in range(concurrency)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    datastore.close()
    return summarise(latencies, 0, seconds)


async def store_appends(
    database_url: str, concurrency: int, seconds: float, warmup: float = 0.5, connections: int = 20
) -> Result:
    """Fray's own store alone (``PostgresEventStore.append`` with group commit, in this
    process, no HTTP, no rules): one-event appends, one stream per worker, each with its
    expected version. Shows how close the store is to the raw append. Its pool holds at most
    ``connections``."""
    from fray.domain.events import DamageTaken, EncounterCreated
    from fray.service_layer.codecs import event_types
    from fray.store.codec import Metadata
    from fray.store.event_store import PostgresEventStore
    from fray.store.pooled import connection_pool

    pool = connection_pool(database_url, max_size=max(1, min(concurrency, connections)))
    await pool.open(wait=True)
    store = PostgresEventStore(pool, event_types())
    meta = Metadata(command_type="apply_damage")

    async def make(i: int) -> Callable[[], Awaitable[bool]]:
        stream, version = str(uuid.uuid4()), [1]
        await store.append(stream, 0, [EncounterCreated(encounter_id=stream, ruleset="unlit-spires", name="b")], meta)

        async def op() -> bool:
            await store.append(stream, version[0], [DamageTaken(combatant_id="bruce", amount=1)], meta)
            version[0] += 1
            return True

        return op

    try:
        return await closed_loop(concurrency, seconds, warmup, make)
    finally:
        await pool.close()
