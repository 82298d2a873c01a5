"""``fray.live.messages``: an event's feed message, written without building it, is the bytes
its ``EventMessage`` encodes to."""

from __future__ import annotations

import asyncio

import msgspec
import pytest

from fray.domain.commands import ApplyDamage
from fray.domain.dice import SeededDice
from fray.live.messages import EventMessage, event_message
from fray.rules.unlit_spires.commands import AddHero
from fray.service_layer.bootstrap import build
from fray.service_layer.codecs import event_types
from fray.service_layer.ports import publish_nowhere
from fray.store.codec import RecordedEvent
from fray.store.memory import MemoryEventStore


def recorded() -> list[RecordedEvent]:
    """A short fight's events, as the in-memory store recorded them."""

    async def go() -> list[RecordedEvent]:
        store = MemoryEventStore(event_types())
        service = build(store, SeededDice(3), publish_nowhere)
        eid = (await service.commands.create("unlit-spires", "messages", {})).state.encounter_id
        await service.commands.handle(eid, AddHero(preset="bruce"))
        await service.commands.handle(eid, ApplyDamage(target_id="bruce", amount=2))
        return await store.read_stream(eid)

    return asyncio.run(go())


EVENTS = recorded()


@pytest.mark.parametrize("event", [*EVENTS, msgspec.structs.replace(EVENTS[-1], hash="ab" * 32, salt="cd" * 16)])
def test_an_event_message_is_what_its_struct_encodes_to(event: RecordedEvent) -> None:
    built = EventMessage(**{f: getattr(event, f) for f in event.__struct_fields__})
    assert event_message(event) == msgspec.json.encode(built)
    decoded = msgspec.json.decode(event_message(event))
    assert decoded["kind"] == "event" and decoded["version"] == event.version
