"""The service layer on the in-memory store: two ``Service`` (two processes' worth of
caches) share one store, so a cached state goes stale and the append's version check is what
catches it."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import pytest

from fray.domain.commands import ApplyDamage
from fray.domain.dice import SeededDice
from fray.domain.errors import CombatantNotFound
from fray.domain.events import Event
from fray.rules.unlit_spires.commands import AddHero
from fray.service_layer.bootstrap import Service, build
from fray.service_layer.codecs import event_types
from fray.service_layer.errors import PreconditionFailed
from fray.service_layer.ports import publish_nowhere
from fray.store.codec import Metadata, RecordedEvent
from fray.store.errors import StreamVersionConflict
from fray.store.memory import MemoryEventStore
from fray.store.protocol import AppendResult


class CountingStore(MemoryEventStore):
    """The memory store, counting version conflicts and reads."""

    def __init__(self) -> None:
        super().__init__(event_types())
        self.conflicts = 0
        self.reads = 0

    async def append(
        self, stream_id: str, expected_version: int, events: Sequence[Event], metadata: Metadata
    ) -> AppendResult:
        try:
            return await super().append(stream_id, expected_version, events, metadata)
        except StreamVersionConflict:
            self.conflicts += 1
            raise

    async def read_stream(self, stream_id: str, after: int = 0, to: int | None = None) -> list[RecordedEvent]:
        self.reads += 1
        return await super().read_stream(stream_id, after, to)


def two_writers() -> tuple[CountingStore, Service, Service]:
    store = CountingStore()
    return store, build(store, SeededDice(1), publish_nowhere), build(store, SeededDice(2), publish_nowhere)


def run(coro: Any) -> Any:
    return asyncio.run(coro)


def hp(state: Any, cid: str = "bruce") -> int:
    return int(state.combatants[cid].resources["hp"].current)


def test_a_command_decided_on_a_stale_cache_is_caught_by_the_version_check_and_decided_again() -> None:
    async def go() -> None:
        store, a, b = two_writers()
        eid = (await a.commands.create("unlit-spires", "two writers", {})).state.encounter_id
        await a.commands.handle(eid, AddHero(preset="bruce"))
        full = hp((await b.views.current(eid)).state)
        reads = store.reads
        await b.commands.handle(eid, ApplyDamage(target_id="bruce", amount=2))  # a's cache is now stale
        done = await a.commands.handle(eid, ApplyDamage(target_id="bruce", amount=3))
        assert store.conflicts == 1  # the stale cache reached the store and was refused there
        assert done.version == 4 and hp(done.state) == full - 5  # decided again on b's damage
        assert store.reads == reads + 1  # b read nothing before its append; a caught up once
        assert done.state == (await build(store, SeededDice(3), publish_nowhere).views.current(eid)).state  # = the fold

    run(go())


def test_a_refusal_decided_on_a_stale_cache_is_judged_again_on_the_current_state() -> None:
    async def go() -> None:
        store, a, b = two_writers()
        eid = (await a.commands.create("unlit-spires", "two writers", {})).state.encounter_id
        await b.views.current(eid)
        await a.commands.handle(eid, AddHero(preset="bruce"))  # b's cache has no Bruce yet
        done = await b.commands.handle(eid, ApplyDamage(target_id="bruce", amount=1))
        assert done.version == 3 and store.conflicts == 0
        # judged on the current state, still refused
        with pytest.raises(CombatantNotFound, match=r"no combatant 'nobody' in this encounter; combatants: bruce$"):
            await b.commands.handle(eid, ApplyDamage(target_id="nobody", amount=1))

    run(go())


def test_if_match_is_judged_on_the_current_state_not_the_cache() -> None:
    async def go() -> None:
        store, a, b = two_writers()
        eid = (await a.commands.create("unlit-spires", "two writers", {})).state.encounter_id
        await b.views.current(eid)
        await a.commands.handle(eid, AddHero(preset="bruce"))  # version 2; b's cache says 1
        done = await b.commands.handle(eid, ApplyDamage(target_id="bruce", amount=1), if_match=2)
        assert done.version == 3
        with pytest.raises(
            PreconditionFailed, match=r"moved on to version 3 while this command was decided at 2 \(If-Match\)"
        ):
            await a.commands.handle(eid, ApplyDamage(target_id="bruce", amount=1), if_match=2)
        # a's cache at 2 loses the race to b at the store
        with pytest.raises(PreconditionFailed, match=r"is at version 4, not 3 \(If-Match\)"):
            await b.commands.handle(eid, ApplyDamage(target_id="bruce", amount=1))
            await a.commands.handle(eid, ApplyDamage(target_id="bruce", amount=1), if_match=3)
        assert store.conflicts == 1

    run(go())


def test_a_retried_command_on_another_writer_returns_the_first_result() -> None:
    async def go() -> None:
        store, a, b = two_writers()
        eid = (await a.commands.create("unlit-spires", "two writers", {})).state.encounter_id
        await a.commands.handle(eid, AddHero(preset="bruce"))
        await b.views.current(eid)
        first = await a.commands.handle(eid, ApplyDamage(target_id="bruce", amount=1), idempotency_key="k1", if_match=2)
        again = await b.commands.handle(eid, ApplyDamage(target_id="bruce", amount=1), idempotency_key="k1", if_match=2)
        assert again.replayed and again.events == first.events and again.state == first.state
        assert await store.stream_version(eid) == 3

    run(go())


def test_two_writers_racing_on_one_encounter_all_land_once() -> None:
    async def go() -> None:
        store, a, b = two_writers()
        eid = (await a.commands.create("unlit-spires", "race", {})).state.encounter_id
        await a.commands.handle(eid, AddHero(preset="bruce"))
        await b.views.current(eid)
        full = hp((await a.views.current(eid)).state)

        async def hits(writer: Service) -> None:
            for _ in range(5):
                await writer.commands.handle(eid, ApplyDamage(target_id="bruce", amount=1))
                await asyncio.sleep(0)

        await asyncio.gather(hits(a), hits(b))
        state = (await a.views.current(eid)).state
        assert state.version == 12 and hp(state) == full - 10
        assert store.conflicts >= 1

    run(go())


def test_commands_on_one_encounter_in_one_process_take_turns_and_leave_no_turnstile_behind() -> None:
    """Concurrent commands on one encounter queue at its turnstile (no version conflict in
    one process); once they are done, or a waiter is cancelled, none is kept."""

    async def go() -> None:
        store = CountingStore()
        service = build(store, SeededDice(1), publish_nowhere)
        eid = (await service.commands.create("unlit-spires", "queue", {})).state.encounter_id
        await service.commands.handle(eid, AddHero(preset="bruce"))
        damage = ApplyDamage(target_id="bruce", amount=1)
        await asyncio.gather(*(service.commands.handle(eid, damage) for _ in range(8)))
        assert store.conflicts == 0 and (await service.views.current(eid)).state.version == 10
        turnstiles = service.commands._turnstiles
        assert turnstiles == {}
        async with service.commands._turnstile(eid):  # a command in: the next one waits
            waiter = asyncio.create_task(service.commands.handle(eid, damage))
            await asyncio.sleep(0.01)
            assert eid in turnstiles and not waiter.done()
            waiter.cancel()
            with pytest.raises(asyncio.CancelledError):
                await waiter
        assert turnstiles == {} and (await service.views.current(eid)).state.version == 10

    run(go())


def relay(to: Service) -> Any:
    """A publisher that hands what one writer committed to the other's repository, as the
    Redis link does for a followed encounter (``Repository.heard``)."""

    async def publish(committed: Any) -> None:
        hear(to, committed.events)

    return publish


def hear(service: Service, events: list[RecordedEvent]) -> None:
    """``events`` (another writer's) folded into ``service``'s cache as published."""
    for e in events:
        service.repository.heard(e.stream_id, e.version, lambda: e)  # noqa: B023  # called at once


def test_a_lost_race_follows_the_encounter_and_heard_events_keep_the_next_command_from_conflicting() -> None:
    async def go() -> None:
        store = CountingStore()
        a = build(store, SeededDice(1), publish_nowhere)
        b = build(store, SeededDice(2), publish_nowhere)
        b.commands._publish = relay(a)  # b's events reach a's cache, as Redis brings them
        a.commands._publish = relay(b)
        followed: list[str] = []
        a.commands.follow = followed.append
        eid = (await a.commands.create("unlit-spires", "round robin", {})).state.encounter_id
        await a.commands.handle(eid, AddHero(preset="bruce"))
        await b.views.current(eid)
        await b.commands.handle(eid, ApplyDamage(target_id="bruce", amount=1))
        reads = store.reads
        for turn in range(6):  # a load balancer's round robin: a, b, a, b …
            writer = a if turn % 2 == 0 else b
            await writer.commands.handle(eid, ApplyDamage(target_id="bruce", amount=1))
        assert store.conflicts == 0 and store.reads == reads  # decided on heard events: no retry, no read
        assert followed == []  # nobody lost a race, so nothing needed following
        current = (await build(store, SeededDice(3), publish_nowhere).views.current(eid)).state
        assert (await a.views.current(eid)).state == current == (await b.views.current(eid)).state

    run(go())


def test_a_command_that_loses_a_race_tells_the_follower_and_decides_again_on_heard_events_without_a_read() -> None:
    async def go() -> None:
        store = CountingStore()
        a = build(store, SeededDice(1), publish_nowhere)
        b = build(store, SeededDice(2), publish_nowhere)
        followed: list[str] = []
        a.commands.follow = followed.append
        eid = (await a.commands.create("unlit-spires", "lost race", {})).state.encounter_id
        await a.commands.handle(eid, AddHero(preset="bruce"))
        await b.views.current(eid)
        real = store.append

        async def b_first(stream_id: str, expected: int, events: Sequence[Event], metadata: Metadata) -> AppendResult:
            if metadata.command_type == "apply_damage" and not followed:  # b wins the race, and a hears it
                store.append = real  # type: ignore[method-assign]
                won = await b.commands.handle(eid, ApplyDamage(target_id="bruce", amount=2))
                hear(a, won.events)
            return await real(stream_id, expected, events, metadata)

        store.append = b_first  # type: ignore[method-assign,assignment]
        reads = store.reads
        done = await a.commands.handle(eid, ApplyDamage(target_id="bruce", amount=3))
        assert followed == [eid] and store.conflicts == 1
        assert store.reads == reads  # caught up from the heard event, not from the log
        assert done.version == 4
        assert done.state == (await build(store, SeededDice(3), publish_nowhere).views.current(eid)).state

    run(go())


def test_heard_folds_only_the_next_version_of_a_cached_encounter() -> None:
    async def go() -> None:
        store = CountingStore()
        a = build(store, SeededDice(1), publish_nowhere)
        b = build(store, SeededDice(2), publish_nowhere)
        eid = (await a.commands.create("unlit-spires", "heard", {})).state.encounter_id
        await a.commands.handle(eid, AddHero(preset="bruce"))
        assert not b.repository.heard(eid, 3, lambda: pytest.fail("not decoded for an encounter not cached"))
        await b.views.current(eid)
        one = await a.commands.handle(eid, ApplyDamage(target_id="bruce", amount=1))
        two = await a.commands.handle(eid, ApplyDamage(target_id="bruce", amount=1))
        assert not b.repository.heard(eid, 4, lambda: two.events[0])  # a gap: left to the version check
        assert b.repository.heard(eid, 3, lambda: one.events[0])
        assert not b.repository.heard(eid, 3, lambda: one.events[0])  # once
        assert b.repository.heard(eid, 4, lambda: two.events[0])
        cached = b.repository.cached(eid)
        assert cached is not None and cached.state == (await a.views.current(eid)).state

    run(go())
