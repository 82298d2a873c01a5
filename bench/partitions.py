"""The partitions case: the event store on the partitioned ``events`` (migration 0006, eight hash
partitions by encounter) against the same store on the single table it replaced (a database
migrated to 0005 only), in the same run, repeats interleaved, medians reported.

Figures, each partitioned ÷ single table: appends/s of ``PostgresEventStore.append`` (group
commit, one event each, ``plan.concurrency[-1]`` concurrent writers, one encounter each); the
read of one encounter's stream (``read_stream``, ``plan.cold_events`` events); and a page of
the global order (``read_all``, 1,000 events from the middle of the log).
"""

from __future__ import annotations

import asyncio
import secrets
import statistics
import time
import uuid
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from typing import Any
from urllib.parse import urlsplit

import psycopg
from yoyo import get_backend, read_migrations

from bench.cases import Plan, Row
from bench.servers import SERVER, ServerSet, throwaway_database
from fray.domain.events import DamageTaken
from fray.service_layer.codecs import event_types
from fray.store.codec import Metadata
from fray.store.event_store import PostgresEventStore
from fray.store.migrate import MIGRATIONS, yoyo_url
from fray.store.pooled import connection_pool

PARTITIONING = "0006.partitioned-events"
PAGE = 1000


@contextmanager
def _single_table_database(server: str = SERVER) -> Iterator[str]:
    """A throwaway database migrated to 0005: ``events`` as one table. Dropped on exit."""
    name = f"fray_bench_single_{secrets.token_hex(4)}"
    with psycopg.connect(server, autocommit=True) as admin:
        admin.execute(f'create database "{name}"')
    url = urlsplit(server)._replace(path=f"/{name}").geturl()
    try:
        backend = get_backend(yoyo_url(url))
        with backend.lock():
            wanted = read_migrations(str(MIGRATIONS)).filter(lambda m: m.id != PARTITIONING)
            backend.apply_migrations(backend.to_apply(wanted))
        yield url
    finally:
        with psycopg.connect(server, autocommit=True) as admin:
            admin.execute(f'drop database if exists "{name}" with (force)')


class _Store:
    """A store on one database, with a long encounter and a log to page through."""

    def __init__(self, url: str, writers: int) -> None:
        self.url, self.writers = url, writers
        self.store: PostgresEventStore
        self.long = str(uuid.uuid4())
        self.middle = 0

    async def open(self, events: int) -> None:
        self.pool = connection_pool(self.url, max_size=4)
        await self.pool.open(wait=True)
        self.store = PostgresEventStore(self.pool, event_types())
        version = 0
        while version < events:
            batch = [DamageTaken(combatant_id="x", amount=1) for _ in range(min(500, events - version))]
            version = (await self.store.append(self.long, version, batch, Metadata())).version
        self.heads = {str(uuid.uuid4()): 0 for _ in range(self.writers)}

    async def appends(self, seconds: float) -> float:
        """Appends a second, ``writers`` at once, for ``seconds``."""
        done = 0
        deadline = time.perf_counter() + seconds

        async def writer(stream: str) -> None:
            nonlocal done
            while time.perf_counter() < deadline:
                result = await self.store.append(
                    stream, self.heads[stream], [DamageTaken(combatant_id="x", amount=1)], Metadata()
                )
                self.heads[stream] = result.version
                done += 1

        started = time.perf_counter()
        await asyncio.gather(*(writer(s) for s in self.heads))
        return done / (time.perf_counter() - started)

    async def read_stream(self) -> None:
        await self.store.read_stream(self.long)

    async def read_page(self) -> None:
        if not self.middle:
            async with self.pool.connection() as conn:
                cur = await conn.execute(
                    "select position from events order by transaction_id, position "
                    "offset (select count(*) / 2 from events) limit 1"
                )
                row = await cur.fetchone()
            self.middle = int(row[0]) if row else 0
        await self.store.read_all(self.middle, limit=PAGE)

    async def close(self) -> None:
        await self.pool.close()


async def _timed(repeats: int, fn: Callable[[], Awaitable[Any]]) -> float:
    samples = []
    for _ in range(repeats):
        t = time.perf_counter()
        await fn()
        samples.append(time.perf_counter() - t)
    return statistics.median(samples)


def partitions(servers: ServerSet, plan: Plan, log: Callable[[str], None]) -> list[Row]:
    """The partitioned store against the single table (the module docstring), each on a
    throwaway database of its own holding the same events (``servers`` is not used)."""
    writers = plan.concurrency[-1]
    case = "partitioned log"

    async def go(parted_url: str, single_url: str) -> list[Row]:
        parted, single = _Store(parted_url, writers), _Store(single_url, writers)
        for s in (parted, single):
            await s.open(plan.cold_events)
        rates: dict[str, list[float]] = {"parted": [], "single": []}
        for _ in range(plan.repeats):  # interleaved
            for name, s in (("single", single), ("parted", parted)):
                await s.appends(plan.warmup)
                rates[name].append(await s.appends(plan.seconds))
        samples: dict[tuple[str, str], list[float]] = {}
        for _ in range(max(3, plan.repeats * 2)):  # interleaved too
            for what in ("read_stream", "read_page"):
                for name, s in (("single", single), ("parted", parted)):
                    samples.setdefault((name, what), []).append(await _timed(1, getattr(s, what)))
        reads = {k: statistics.median(v) for k, v in samples.items()}
        for s in (parted, single):
            await s.close()
        a_single, a_parted = statistics.median(rates["single"]), statistics.median(rates["parted"])
        log(f"  appends/s: single table {a_single:.0f}, partitioned {a_parted:.0f}")
        rows = [
            Row(case=case, figure=f"single table: store appends, c={writers}", value=a_single, unit="/s"),
            Row(
                case=case,
                figure=f"partitioned: store appends, c={writers}",
                value=a_parted,
                unit="/s",
                baseline="single table",
                baseline_value=a_single,
                ratio=a_parted / a_single,
            ),
        ]
        for what, label in (
            ("read_stream", f"read one stream of {plan.cold_events} events"),
            ("read_page", f"read_all page of {PAGE}"),
        ):
            base, value = reads[("single", what)] * 1e3, reads[("parted", what)] * 1e3
            rows += [
                Row(case=case, figure=f"single table: {label}", value=base, unit="ms"),
                Row(
                    case=case,
                    figure=f"partitioned: {label}",
                    value=value,
                    unit="ms",
                    baseline="single table",
                    baseline_value=base,
                    ratio=value / base,
                ),
            ]
        return rows

    with throwaway_database() as parted_url, _single_table_database() as single_url:  # the same events in each
        return asyncio.run(go(parted_url, single_url))
