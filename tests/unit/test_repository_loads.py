"""The repository loads each encounter once at a time (``fray.service_layer.repository``): many
concurrent ``get``s of an encounter whose cache is far behind read and fold its newer events
once, and each still sees every event committed before it was called."""

from __future__ import annotations

import asyncio

from fray.domain.dice import SeededDice
from fray.domain.events import DamageTaken
from fray.rules.unlit_spires.commands import AddHero
from fray.service_layer.bootstrap import Service, build
from fray.service_layer.codecs import event_types
from fray.service_layer.ports import publish_nowhere
from fray.store.codec import Metadata, RecordedEvent
from fray.store.memory import MemoryEventStore

TYPES = event_types()
BEHIND = 2_000
READERS = 20


class SlowStore(MemoryEventStore):
    """The in-memory store with a read that takes a while (as a database's does, so concurrent
    reads overlap) and counts the events it hands out."""

    def __init__(self) -> None:
        super().__init__(TYPES)
        self.events_read = 0

    async def read_stream(self, stream_id: str, after: int = 0, to: int | None = None) -> list[RecordedEvent]:
        await asyncio.sleep(0.01)
        out = await super().read_stream(stream_id, after, to)
        self.events_read += len(out)
        return out


async def fight(store: SlowStore) -> tuple[Service, str, int]:
    """A service on ``store`` with an encounter of one hero: the service, its id and version."""
    e = build(store, SeededDice(1), publish_nowhere, None, TYPES)
    eid = (await e.commands.create("unlit-spires", "t", {})).state.encounter_id
    return e, eid, (await e.commands.handle(eid, AddHero(preset="bruce"))).version


def test_concurrent_loads_of_a_stale_encounter_read_its_newer_events_once() -> None:
    store = SlowStore()

    async def go() -> None:
        e, eid, version = await fight(store)
        await e.repository.get(eid)  # cached at `version`
        # Another process's commands, not heard here: the cache is BEHIND events behind.
        batch = [DamageTaken(combatant_id="bruce", amount=0) for _ in range(BEHIND)]
        head = (await store.append(eid, version, batch, Metadata())).version
        store.events_read = 0
        loads = await asyncio.gather(*(e.repository.get(eid) for _ in range(READERS)))
        assert [p.state.version for p in loads] == [head] * READERS
        assert store.events_read == BEHIND  # was BEHIND × READERS: each read and folded them all

    asyncio.run(go())


def test_a_get_that_waited_for_another_load_still_sees_what_was_committed_before_it_was_called() -> None:
    store = SlowStore()

    async def go() -> None:
        e, eid, version = await fight(store)
        hp = (await e.repository.get(eid)).state.combatants["bruce"].resources["hp"].current
        first = asyncio.ensure_future(e.repository.get(eid))
        await asyncio.sleep(0)  # its read is under way
        later = (await store.append(eid, version, [DamageTaken(combatant_id="bruce", amount=1)], Metadata())).version
        second = await e.repository.get(eid)  # called after the append: must see it
        assert (await first).state.version in (version, later)
        assert second.state.version == later
        assert second.state.combatants["bruce"].resources["hp"].current == hp - 1

    asyncio.run(go())


def test_a_load_that_fails_lets_the_waiting_gets_load_for_themselves() -> None:
    store = SlowStore()

    async def go() -> None:
        e, eid, _ = await fight(store)
        first = asyncio.ensure_future(e.repository.get(eid))
        await asyncio.sleep(0)
        waiting = asyncio.ensure_future(e.repository.get(eid))
        await asyncio.sleep(0)
        first.cancel()  # the load in flight ends without filling the cache
        assert (await waiting).state.version == 2
        assert (await asyncio.wait_for(e.repository.get(eid), 5)).state.version == 2  # nobody is left waiting

    asyncio.run(go())
