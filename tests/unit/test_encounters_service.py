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
