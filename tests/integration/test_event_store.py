"""The PostgreSQL event store's contract: append, read, versions, immutability, idempotency."""

from __future__ import annotations

import asyncio
import uuid

import psycopg
import pytest
from psycopg_pool import AsyncConnectionPool

from fray.codecs import event_types
from fray.domain.events import DamageTaken, EncounterCreated
from fray.store.codec import Metadata
from fray.store.errors import IdempotencyKeyReused, StreamVersionConflict
from fray.store.event_store import EventStore


def run(coro):  # type: ignore[no-untyped-def]
    return asyncio.run(coro)


async def _store(database_url: str) -> tuple[EventStore, AsyncConnectionPool]:
    pool = AsyncConnectionPool(database_url, min_size=1, max_size=8, open=False)
    await pool.open(wait=True)
    return EventStore(pool, event_types()), pool


def created(sid: str) -> EncounterCreated:
    return EncounterCreated(encounter_id=sid, ruleset="unlit-spires", name="t")


def hit(n: int) -> DamageTaken:
    return DamageTaken(combatant_id="bruce", amount=n)


def test_append_then_read_back_in_version_order(database_url: str) -> None:
    async def go() -> None:
        store, pool = await _store(database_url)
        sid = str(uuid.uuid4())
        first = await store.append(sid, 0, [created(sid)], Metadata())
        second = await store.append(sid, 1, [hit(3), hit(4)], Metadata(actor="gm"))
        assert [e.version for e in first.events + second.events] == [1, 2, 3]
        assert second.version == 3
        read = await store.read_stream(sid)
        assert [e.data for e in read] == [created(sid), hit(3), hit(4)]
        assert [e.version for e in await store.read_stream(sid, after=1, to=2)] == [2]
        assert read[1].metadata.actor == "gm"
        assert await store.stream_version(sid) == 3
        assert await store.read_stream(str(uuid.uuid4())) == []
        await pool.close()

    run(go())


def test_wrong_expected_version_is_a_typed_conflict_and_writes_nothing(database_url: str) -> None:
    async def go() -> None:
        store, pool = await _store(database_url)
        sid = str(uuid.uuid4())
        await store.append(sid, 0, [created(sid)], Metadata())
        with pytest.raises(StreamVersionConflict) as err:
            await store.append(sid, 0, [hit(1)], Metadata())
        assert (err.value.expected, err.value.actual) == (0, 1)
        assert await store.stream_version(sid) == 1
        await pool.close()

    run(go())


def test_two_writers_at_the_same_version_exactly_one_wins(database_url: str) -> None:
    async def go() -> None:
        store, pool = await _store(database_url)
        sid = str(uuid.uuid4())
        await store.append(sid, 0, [created(sid)], Metadata())
        results = await asyncio.gather(
            *(store.append(sid, 1, [hit(n)], Metadata()) for n in range(1, 9)),
            return_exceptions=True,
        )
        wins = [r for r in results if not isinstance(r, Exception)]
        losses = [r for r in results if isinstance(r, StreamVersionConflict)]
        assert len(wins) == 1 and len(losses) == 7
        events = await store.read_stream(sid)
        assert [e.version for e in events] == [1, 2]  # no lost, no duplicated event
        assert events[1].data == wins[0].events[0].data
        await pool.close()

    run(go())


def test_global_position_order_equals_commit_order_under_concurrency(database_url: str) -> None:
    async def go() -> None:
        store, pool = await _store(database_url)
        start = (await store.read_all(after_position=0, limit=1_000_000))
        after = start[-1].position if start else 0
        sids = [str(uuid.uuid4()) for _ in range(6)]

        async def writer(sid: str) -> None:
            await store.append(sid, 0, [created(sid)], Metadata())
            for v in range(1, 10):
                await store.append(sid, v, [hit(v)], Metadata())

        seen: list[int] = []

        async def follower() -> None:  # reads while writers commit: must never skip a position
            last = after
            while len(seen) < 60:
                for e in await store.read_all(after_position=last):
                    if e.stream_id in sids:
                        seen.append(e.position)
                    last = e.position
                await asyncio.sleep(0)

        await asyncio.wait_for(asyncio.gather(follower(), *(writer(s) for s in sids)), 60)
        everything = [e for e in await store.read_all(after_position=after, limit=10_000) if e.stream_id in sids]
        assert seen == [e.position for e in everything]
        for sid in sids:
            assert [e.version for e in everything if e.stream_id == sid] == list(range(1, 11))
        await pool.close()

    run(go())


def test_idempotency_key_returns_the_first_append(database_url: str) -> None:
    async def go() -> None:
        store, pool = await _store(database_url)
        sid = str(uuid.uuid4())
        await store.append(sid, 0, [created(sid)], Metadata())
        key = f"key-{uuid.uuid4()}"
        meta = Metadata(idempotency_key=key, command_hash="abc")
        first = await store.append(sid, 1, [hit(5)], meta)
        again = await store.append(sid, 2, [hit(6)], meta)
        assert again.replayed and again.events == first.events
        assert await store.stream_version(sid) == 2
        with pytest.raises(IdempotencyKeyReused):
            await store.append(sid, 2, [hit(6)], Metadata(idempotency_key=key, command_hash="other"))
        await pool.close()

    run(go())


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
        store, pool = await _store(database_url)
        await store.append(sid, 0, [created(sid)], Metadata())
        await pool.close()

    run(seed())
    with psycopg.connect(database_url) as conn:
        with pytest.raises(psycopg.errors.RestrictViolation, match="append-only"):
            conn.execute(statement)
        conn.rollback()
        count = conn.execute("select count(*) from events where stream_id = %s", (sid,)).fetchone()
    assert count == (1,)
