"""The PostgreSQL event store: the shared contract (``tests/contract``), and what only a real
database shows: the log refuses change, several processes appending at once never make a
global-order follower skip an event, and a stale pooled connection is replaced."""

from __future__ import annotations

import asyncio
import multiprocessing
import uuid
from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from datetime import datetime

import psycopg
import pytest

from fray.service_layer.codecs import event_types
from fray.store.codec import EventTypes, Metadata
from fray.store.event_store import PostgresEventStore, _Prepared
from fray.store.pooled import connection_pool
from fray.store.protocol import EventStore
from tests.contract.event_store_contract import (
    EventStoreContract,
    OpenStore,
    created,
    hit,
    run,
)


@asynccontextmanager
async def pg_store(
    database_url: str, max_size: int = 8, types: EventTypes | None = None
) -> AsyncIterator[PostgresEventStore]:
    pool = connection_pool(database_url, min_size=1, max_size=max_size)
    await pool.open(wait=True)
    try:
        yield PostgresEventStore(pool, types or event_types())
    finally:
        await pool.close()


class TestPostgresEventStore(EventStoreContract):
    @pytest.fixture
    def open_store(self, database_url: str) -> OpenStore:
        def open_(types: EventTypes | None = None) -> AbstractAsyncContextManager[EventStore]:
            return pg_store(database_url, types=types)

        return open_


@pytest.mark.parametrize(
    "statement",
    [
        "update events set type = 'forged'",
        "delete from events",
        "truncate events",
    ],
)
def test_the_database_refuses_to_change_the_log(database_url: str, statement: str) -> None:
    sid = str(uuid.uuid4())

    async def seed() -> None:
        async with pg_store(database_url) as store:
            await store.append(sid, 0, [created(sid)], Metadata())

    run(seed())
    with psycopg.connect(database_url) as conn:
        with pytest.raises(psycopg.errors.RestrictViolation, match="append-only"):
            conn.execute(statement)
        conn.rollback()
        count = conn.execute("select count(*) from events where stream_id = %s", (sid,)).fetchone()
    assert count == (1,)


WRITERS, STREAMS_EACH, EVENTS_EACH = 4, 4, 15


def _append_from_another_process(database_url: str, sids: list[str]) -> None:
    """One writer process: its streams appended to concurrently, one event per append."""

    async def go() -> None:
        async with pg_store(database_url, max_size=len(sids)) as store:

            async def stream(sid: str) -> None:
                await store.append(sid, 0, [created(sid)], Metadata())
                for v in range(1, EVENTS_EACH):
                    await store.append(sid, v, [hit(v)], Metadata())

            await asyncio.gather(*(stream(s) for s in sids))

    asyncio.run(go())


def test_no_follower_skips_an_event_while_several_processes_append(database_url: str) -> None:
    """Four processes append to sixteen encounters at once (positions are handed out at insert
    and commit out of order); a follower reading ``read_all`` page after page must see every
    event exactly once, in the order a later full read gives."""
    streams = [[str(uuid.uuid4()) for _ in range(STREAMS_EACH)] for _ in range(WRITERS)]
    ours = {sid for group in streams for sid in group}
    total = len(ours) * EVENTS_EACH

    async def follow() -> None:
        async with pg_store(database_url, max_size=2) as store:
            head = await store.read_all(after_position=0, limit=1_000_000)
            last = head[-1].position if head else 0
            start = last
            ctx = multiprocessing.get_context("spawn")
            writers = [
                ctx.Process(target=_append_from_another_process, args=(database_url, group)) for group in streams
            ]
            for w in writers:
                w.start()
            seen: list[int] = []
            try:
                async with asyncio.timeout(120):
                    while len(seen) < total:
                        page = await store.read_all(after_position=last, limit=7)  # small pages
                        seen += [e.position for e in page if e.stream_id in ours]
                        last = page[-1].position if page else last
                        if not page:
                            await asyncio.sleep(0.001)
            finally:
                for w in writers:
                    w.join(60)
            assert all(w.exitcode == 0 for w in writers)
            everything = [e for e in await store.read_all(after_position=start, limit=1_000_000) if e.stream_id in ours]
            assert seen == [e.position for e in everything]
            assert len(set(seen)) == total
            for sid in ours:
                assert [e.version for e in everything if e.stream_id == sid] == list(range(1, EVENTS_EACH + 1))

    run(follow())


def test_a_stale_pooled_connection_is_replaced_for_a_read(database_url: str) -> None:
    """The server ends a pooled connection (as a restart would); the next read still answers."""

    async def go() -> None:
        async with pg_store(database_url, max_size=1) as store:
            sid = str(uuid.uuid4())
            await store.append(sid, 0, [created(sid)], Metadata())
            with psycopg.connect(database_url, autocommit=True) as admin:
                ended = admin.execute(
                    "select count(pg_terminate_backend(pid)) from pg_stat_activity "
                    "where datname = current_database() and pid <> pg_backend_pid()"
                ).fetchone()
            assert ended is not None and ended[0] >= 1
            assert [e.version for e in await store.read_stream(sid)] == [1]

    run(go())


def test_group_commit_gives_each_append_its_own_outcome(database_url: str) -> None:
    """Concurrent appends to many streams share statements; each is still checked against its
    own expected version, and one append's bad text fails only that append."""
    from fray.domain.events import EncounterCreated
    from fray.store.errors import InvalidText, StreamVersionConflict

    async def go() -> None:
        async with pg_store(database_url) as store:
            sids = [str(uuid.uuid4()) for _ in range(30)]
            await asyncio.gather(*(store.append(s, 0, [created(s)], Metadata()) for s in sids))
            bad = str(uuid.uuid4())
            outcomes = await asyncio.gather(
                *(store.append(s, 1 if i % 3 else 5, [hit(i), hit(i)], Metadata()) for i, s in enumerate(sids)),
                store.append(bad, 0, [EncounterCreated(encounter_id=bad, ruleset="x", name="\x00")], Metadata()),
                return_exceptions=True,
            )
            for i, (sid, outcome) in enumerate(zip(sids, outcomes, strict=False)):
                if i % 3:
                    assert not isinstance(outcome, BaseException), outcome
                    assert [e.version for e in outcome.events] == [2, 3]
                    assert [e.version for e in await store.read_stream(sid)] == [1, 2, 3]
                else:
                    assert isinstance(outcome, StreamVersionConflict) and outcome.actual == 1
                    assert await store.stream_version(sid) == 1
            assert isinstance(outcomes[-1], InvalidText)
            assert await store.stream_version(bad) == 0

    run(go())


def test_group_commit_batches_appends(database_url: str) -> None:
    """The batching itself: appends that arrive while a batch is in flight go out together
    (fewer statements than appends), and none is lost or doubled."""

    async def go() -> None:
        async with pg_store(database_url) as store:
            statements = 0
            many = store._append_many

            async def counting(appends: list[_Prepared]) -> list[list[tuple[int, datetime]]]:
                nonlocal statements
                statements += 1
                return await many(appends)

            assert store._group is not None  # the pooled store commits in groups
            store._group._run_batch = counting
            sids = [str(uuid.uuid4()) for _ in range(40)]
            results = await asyncio.gather(*(store.append(s, 0, [created(s)], Metadata()) for s in sids))
            assert 1 <= statements < len(sids)
            positions = [r.events[0].position for r in results]
            assert len(set(positions)) == len(sids)
            for sid in sids:
                assert [e.version for e in await store.read_stream(sid)] == [1]

    run(go())


def test_a_collision_in_a_group_commit_batch_fails_that_append_alone(database_url: str) -> None:
    """Another process takes the version one append of a batch expects while the batch waits on
    it (a unique violation for the whole statement): the batch runs once more, the colliding
    append alone gets its version conflict, the others are stored, and none is retried alone.
    (The first of the six finds the store idle and runs at once, alone: the batch is the other
    five, the collider among them.)"""
    from fray.store.errors import StreamVersionConflict

    async def go() -> None:
        async with pg_store(database_url) as store:
            sids = [str(uuid.uuid4()) for _ in range(6)]
            await asyncio.gather(*(store.append(s, 0, [created(s)], Metadata()) for s in sids))
            assert store._group is not None
            batches, alone = 0, 0
            many, one = store._group._run_batch, store._group._run_one

            async def counting_many(appends: list[_Prepared]) -> list[list[tuple[int, datetime]]]:
                nonlocal batches
                batches += 1
                return await many(appends)

            async def counting_one(append: _Prepared) -> list[tuple[int, datetime]]:
                nonlocal alone
                alone += 1
                return await one(append)

            store._group._run_batch, store._group._run_one = counting_many, counting_one
            with psycopg.connect(database_url) as other:  # another writer, its version 2 not committed yet
                other.execute(
                    "insert into events (stream_id, version, event_id, type, schema_version, data, metadata, "
                    "salt, chain_hash) select stream_id, 2, gen_random_uuid(), type, schema_version, data, "
                    "metadata, salt, chain_hash from events where stream_id = %s and version = 1",
                    (sids[-1],),
                )
                appends = asyncio.gather(
                    *(store.append(s, 1, [hit(i)], Metadata()) for i, s in enumerate(sids)), return_exceptions=True
                )
                with psycopg.connect(database_url, autocommit=True) as watch:
                    for _ in range(1000):  # until the batch waits on the other writer's row
                        await asyncio.sleep(0.01)
                        waiting = watch.execute(
                            "select count(*) from pg_stat_activity where datname = current_database() "
                            "and wait_event_type = 'Lock'"
                        ).fetchone()
                        if waiting is not None and waiting[0] >= 1:
                            break
                other.commit()
                outcomes = await appends
            assert isinstance(outcomes[-1], StreamVersionConflict) and outcomes[-1].actual == 2
            for sid, outcome in zip(sids[:-1], outcomes[:-1], strict=True):
                assert not isinstance(outcome, BaseException), outcome
                assert [e.version for e in outcome.events] == [2]
                assert await store.stream_version(sid) == 2
            assert (batches, alone) == (2, 1)

    run(go())
