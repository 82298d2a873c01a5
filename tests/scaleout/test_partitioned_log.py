"""Migration 0006 moves a million-event log into the partitioned table while Fray appends and a
global-order reader follows (issue 23, "A log that grows for years").

A database of its own is migrated to 0005, filled with 1,000,000 events by ``generate_series``
(10,000 encounters of 100 versions, in four transactions), and given a serving role. Then,
while a writer appends through ``PostgresEventStore`` as that role and a follower reads
``read_all`` from the last generated position, migration 0006 runs. Afterwards: no append
failed and some were made while it ran; the table is partitioned; the million rows are the
same rows (position, stream, version, id, payload, transaction id), in the same global order;
every event appended is stored once, versions without a gap; the follower got each of them
exactly once, in the store's global order, across the swap; and a new event sorts after all.
"""

from __future__ import annotations

import asyncio
import secrets
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from urllib.parse import urlsplit

import psycopg
import pytest
from yoyo import get_backend, read_migrations

from fray.domain.events import DamageTaken
from fray.service_layer.codecs import event_types
from fray.store.codec import Metadata
from fray.store.event_store import PostgresEventStore
from fray.store.migrate import MIGRATIONS, apply_migrations, yoyo_url
from fray.store.pooled import connection_pool
from fray.store.roles import grant_serving

pytestmark = pytest.mark.scaleout

STREAMS, VERSIONS = 10_000, 100  # a million events
PARTITIONING = "0006.partitioned-events"
WRITER_STREAMS = 4
FOLLOW_S = 60.0  # the follower may take this long to catch up once the writer stops

FINGERPRINT = """
select count(*), sum(hashtextextended(
           concat_ws(':', position, stream_id, version, event_id, type, data::text, transaction_id), 0)::numeric),
       md5(string_agg(position::text, ',' order by transaction_id, position))
from events where position <= %s
"""


@dataclass
class Traffic:
    """What the writer and the follower did: appends stored (stream, version), errors, and
    the (stream, version) of every event the follower read, in order."""

    appended: list[tuple[str, int]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    followed: list[tuple[str, int]] = field(default_factory=list)
    during: int = 0  # appends stored while the migration ran
    slowest_s: float = 0.0  # the longest append while it ran (reported, never asserted)
    migrating: bool = False
    stop: threading.Event = field(default_factory=threading.Event)


@pytest.fixture(scope="module")
def log_of_a_million(servers: tuple[str, str]) -> Iterator[tuple[str, str, int]]:
    """``(owner URL, serving URL, last generated position)`` of a database at migration 0005
    holding a million events; dropped afterwards with its role."""
    server = servers[0]
    name, role = f"fray_test_part_{secrets.token_hex(4)}", f"fray_serve_part_{secrets.token_hex(4)}"
    with psycopg.connect(server, autocommit=True) as admin:
        admin.execute(f'create database "{name}"')
        admin.execute(f'create role "{role}" login')
    url = urlsplit(server)._replace(path=f"/{name}").geturl()
    try:
        backend = get_backend(yoyo_url(url))
        with backend.lock():
            backend.apply_migrations(
                backend.to_apply(read_migrations(str(MIGRATIONS)).filter(lambda m: m.id != PARTITIONING))
            )
        with psycopg.connect(url, autocommit=True) as conn:
            for part in range(4):
                conn.execute(
                    "insert into events (stream_id, version, event_id, type, data) "
                    "select md5('generated' || s)::uuid, v, gen_random_uuid(), 'damage_taken', "
                    "jsonb_build_object('combatant_id', 'x', 'amount', v) "
                    "from generate_series(%s::int, %s::int) s, generate_series(1, %s::int) v order by s, v",
                    (part * STREAMS // 4 + 1, (part + 1) * STREAMS // 4, VERSIONS),
                )
            row = conn.execute("select max(position) from events").fetchone()
            assert row is not None
        grant_serving(url, role)
        serving = urlsplit(url)._replace(netloc=f"{role}@{urlsplit(url).netloc.rpartition('@')[2]}").geturl()
        yield url, serving, int(row[0])
    finally:
        with psycopg.connect(server, autocommit=True) as admin:
            admin.execute(f'drop database if exists "{name}" with (force)')
            admin.execute(f'drop role if exists "{role}"')


async def _traffic(serving: str, after: int, traffic: Traffic) -> None:
    pool = connection_pool(serving, min_size=1, max_size=2, timeout=30)
    await pool.open(wait=True)
    store = PostgresEventStore(pool, event_types(), group_commit=False)
    streams = [f"00000000-0000-4000-8000-{n:012d}" for n in range(WRITER_STREAMS)]
    versions = dict.fromkeys(streams, 0)

    async def write() -> None:
        n = 0
        while not traffic.stop.is_set():
            stream = streams[n % WRITER_STREAMS]
            n += 1
            sent = time.perf_counter()
            try:
                done = await store.append(
                    stream, versions[stream], [DamageTaken(combatant_id="x", amount=1)], Metadata()
                )
            except Exception as exc:
                traffic.errors.append(repr(exc))
                await asyncio.sleep(0.05)
                continue
            versions[stream] = done.version
            traffic.appended.append((stream, done.version))
            if traffic.migrating:
                traffic.during += 1
                traffic.slowest_s = max(traffic.slowest_s, time.perf_counter() - sent)
            await asyncio.sleep(0.005)

    async def follow() -> None:
        position = after
        while not (traffic.stop.is_set() and len(traffic.followed) >= len(traffic.appended)):
            try:
                page = await store.read_all(position, limit=500)
            except Exception as exc:
                traffic.errors.append(f"read_all: {exc!r}")
                await asyncio.sleep(0.05)
                continue
            for e in page:
                traffic.followed.append((e.stream_id, e.version))
                position = e.position
            if not page:
                await asyncio.sleep(0.05)

    try:
        writer = asyncio.create_task(write())
        async with asyncio.timeout(FOLLOW_S + 600):
            await asyncio.gather(writer, follow())
    finally:
        await pool.close()


def test_a_million_events_move_into_partitions_while_fray_appends_and_follows(
    log_of_a_million: tuple[str, str, int],
) -> None:
    url, serving, last = log_of_a_million
    with psycopg.connect(url, autocommit=True) as conn:
        before = conn.execute(FINGERPRINT, (last,)).fetchone()
    assert before is not None and before[0] == STREAMS * VERSIONS

    traffic = Traffic()
    thread = threading.Thread(target=lambda: asyncio.run(_traffic(serving, last, traffic)))
    thread.start()
    try:
        while len(traffic.appended) < 20 and not traffic.errors:  # traffic under way first
            time.sleep(0.05)
        traffic.migrating = True
        started = time.perf_counter()
        assert apply_migrations(url) == 1
        took = time.perf_counter() - started  # reported, never asserted
        traffic.migrating = False
        seen = len(traffic.appended)
        while len(traffic.appended) < seen + 20 and not traffic.errors:  # and on, after the swap
            time.sleep(0.05)
    finally:
        traffic.stop.set()
        thread.join(FOLLOW_S + 60)
    assert not thread.is_alive(), "the follower did not catch up"

    assert traffic.errors == [], traffic.errors[:5]
    assert traffic.during > 0, "no append was stored while the migration ran"
    with psycopg.connect(url, autocommit=True) as conn:
        kind = conn.execute("select relkind from pg_class where oid = 'events'::regclass").fetchone()
        parts = conn.execute("select count(*) from pg_inherits where inhparent = 'events'::regclass").fetchone()
        assert (kind, parts) == (("p",), (8,))
        assert conn.execute("select to_regclass('events_by_stream')").fetchone() == (None,)
        after = conn.execute(FINGERPRINT, (last,)).fetchone()
        assert after == before  # the same million rows, in the same global order
        stored = conn.execute(
            "select stream_id::text, version from events where position > %s order by transaction_id, position",
            (last,),
        ).fetchall()
        assert sorted(stored) == sorted(traffic.appended)  # every append stored, once
        for stream in {s for s, _ in stored}:
            versions = [v for s, v in stored if s == stream]
            assert sorted(versions) == list(range(1, len(versions) + 1)), stream
        assert traffic.followed == [tuple(r) for r in stored]  # the follower: each once, in the global order
        newest = conn.execute(
            "insert into events (stream_id, version, event_id, type, data) "
            "values (gen_random_uuid(), 1, gen_random_uuid(), 'damage_taken', '{}') returning position"
        ).fetchone()
        assert conn.execute(
            "select max(position), count(*) filter (where position = %s) from events", newest
        ).fetchone() == (
            newest[0] if newest else None,
            1,
        )  # a new event sorts after every other, its position its own
        size = conn.execute(
            "select pg_total_relation_size(c.oid) from pg_class c, pg_inherits i "
            "where i.inhparent = 'events'::regclass and c.oid = i.inhrelid"
        ).fetchall()
        count = conn.execute("select count(*) from events").fetchone()
    per_event = sum(int(r[0]) for r in size) / int(count[0] if count else 1)
    print(
        f"\n{STREAMS * VERSIONS} events moved in {took:.1f} s; {len(traffic.appended)} appends meanwhile "
        f"({traffic.during} while the migration ran, the slowest {traffic.slowest_s * 1e3:.0f} ms), none failed; "
        f"{per_event:.0f} bytes an event on disk "
        "(rows, TOAST and the six indexes)"
    )
