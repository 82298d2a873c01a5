"""Schema versions per event type (``Event.class_version``, ``fray.store.codec``): a type whose
shape changes bumps only its own version and reads its older payloads through the upcaster
beside its class; every other type, and every stored event, is read as before."""

from __future__ import annotations

import json
import uuid
from typing import Any, ClassVar

import msgspec
import pytest

from fray.domain.events import (
    FIRST_CLASS_VERSION,
    CombatantAdded,
    DamageTaken,
    EncounterCreated,
    Event,
    InitiativeRolled,
    Upcaster,
)
from fray.rules.registry import event_classes
from fray.service_layer.codecs import event_types
from fray.service_layer.transfer import ImportRefused, LogImport
from fray.store.codec import EventTypes
from fray.store.errors import UnknownEventType

STANDARD = event_types()


def upcast_v5_v6(payload: dict[str, Any]) -> dict[str, Any]:
    """Version 5 → 6 of ``test.sampled``: the one ``note`` became a list of ``notes``."""
    note = payload.pop("note", "")
    payload["notes"] = [note] if note else []
    return payload


class Sampled(Event, tag="test.sampled", frozen=True):
    """A made-up event at its second version: ``notes`` (version 5 had one ``note``)."""

    class_version: ClassVar[int] = 6
    upcasters: ClassVar[dict[int, Upcaster]] = {5: upcast_v5_v6}

    combatant_id: str
    notes: tuple[str, ...] = ()


class SampledAgain(Sampled, tag="test.sampled_again", frozen=True):
    """A subclass that says nothing of its version: it is read like its parent."""

    extra: int = 0


def registry(*more: type[Event], extra: dict[tuple[str, int], list[Upcaster]] | None = None) -> EventTypes:
    return EventTypes([*event_classes(), *more], extra)


BUMPED = registry(Sampled, SampledAgain)


def test_a_stored_payload_of_the_older_version_is_upcast_to_the_types_own() -> None:
    old = json.dumps({"type": "test.sampled", "combatant_id": "ana", "note": "winded"})
    assert BUMPED.decode("test.sampled", 5, old) == Sampled(combatant_id="ana", notes=("winded",))
    assert BUMPED.decode("test.sampled", 5, old.replace("winded", "")) == Sampled(combatant_id="ana")


def test_a_payload_at_the_types_version_is_read_as_it_is_and_written_at_it() -> None:
    event = Sampled(combatant_id="ana", notes=("a", "b"))
    type_, version, data = BUMPED.encode(event)
    assert (type_, version, BUMPED.schema_version("test.sampled")) == ("test.sampled", 6, 6)
    assert BUMPED.decode(type_, version, data) == event
    assert BUMPED.recorded(_message(type_, data)).data == event  # a feed message: today's shape


def test_a_subclass_inherits_its_parents_version_and_upcaster() -> None:
    old = json.dumps({"type": "test.sampled_again", "combatant_id": "bo", "note": "x", "extra": 2})
    assert BUMPED.schema_version("test.sampled_again") == 6
    assert BUMPED.decode("test.sampled_again", 5, old) == SampledAgain(combatant_id="bo", notes=("x",), extra=2)


def test_a_ruleset_upcaster_for_the_new_step_runs_after_the_classs_own() -> None:
    def shout(payload: dict[str, Any]) -> dict[str, Any]:
        payload["notes"] = [n.upper() for n in payload["notes"]]
        return payload

    types = registry(Sampled, extra={("test.sampled", 5): [shout]})
    old = json.dumps({"type": "test.sampled", "combatant_id": "ana", "note": "winded"})
    assert types.decode("test.sampled", 5, old) == Sampled(combatant_id="ana", notes=("WINDED",))


OWN_VERSIONS = {"meshal-lite.attack_resolved": 6, "meshal-lite.attack_rolled": 6}
"""The production types past their first version of their own (each with its upcaster):
Meshal Lite's attack segments say ``immune`` since version 6 (issue 18)."""


def test_every_other_type_keeps_its_version_and_reads_as_before() -> None:
    for cls in event_classes():
        tag = str(cls.__struct_config__.tag)
        own = OWN_VERSIONS.get(tag, FIRST_CLASS_VERSION)
        assert BUMPED.schema_version(tag) == STANDARD.schema_version(tag) == own, tag
    hit = DamageTaken(combatant_id="ana", amount=3, note="falling rocks")
    assert BUMPED.encode(hit) == STANDARD.encode(hit)
    assert BUMPED.encode(hit)[1] == FIRST_CLASS_VERSION
    # the shared steps before 5 still apply to old payloads of untouched types
    v2 = json.dumps({"type": "combatant_added", "combatant_id": "a", "name": "A", "side": "x", "hp": 3, "hp_max": 7})
    added = BUMPED.decode("combatant_added", 2, v2)
    assert isinstance(added, CombatantAdded) and added == STANDARD.decode("combatant_added", 2, v2)
    assert (added.resources["hp"].current, added.resources["hp"].maximum) == (3, 7)
    entry = {"combatant_id": "a", "dice": [3], "modifier": 1, "total": 4, "tiebreak": 2}
    v1 = json.dumps({"type": "initiative_rolled", "order": ["a"], "entries": [entry]})
    rolled = BUMPED.decode("initiative_rolled", 1, v1)
    assert isinstance(rolled, InitiativeRolled) and rolled.entries[0].tiebreak == (2,)


def test_a_stored_payload_newer_than_the_types_version_is_read_its_new_fields_skipped() -> None:
    newer = json.dumps({"type": "damage_taken", "combatant_id": "ana", "amount": 2, "shape": "from a newer Fray"})
    assert STANDARD.decode("damage_taken", 6, newer) == DamageTaken(combatant_id="ana", amount=2)


def test_a_bump_without_its_upcaster_is_refused_when_the_registry_is_built() -> None:
    class Forgotten(Event, tag="test.forgotten", frozen=True):
        class_version: ClassVar[int] = 7
        upcasters: ClassVar[dict[int, Upcaster]] = {5: upcast_v5_v6}

    with pytest.raises(TypeError, match="Forgotten is at schema version 7 but no upcaster reads its version 6"):
        registry(Forgotten)


def test_a_subclass_below_its_ancestors_version_is_refused() -> None:
    class Behind(Sampled, tag="test.behind", frozen=True):
        class_version: ClassVar[int] = 5

    with pytest.raises(TypeError, match="Behind is at schema version 5, below its ancestor Sampled's 6"):
        registry(Sampled, Behind)


def test_a_version_below_the_first_is_refused() -> None:
    class Early(Event, tag="test.early", frozen=True):
        class_version: ClassVar[int] = 2

    with pytest.raises(TypeError, match="Early is at schema version 2; a type begins at 5"):
        registry(Early)


def test_an_unknown_type_has_no_version() -> None:
    with pytest.raises(UnknownEventType, match=r"no event type 'test\.sampled' is registered"):
        STANDARD.schema_version("test.sampled")


def _line(version: int, type_: str, schema_version: int, data: dict[str, Any]) -> bytes:
    line = {"version": version, "type": type_, "schema_version": schema_version, "data": data}
    return msgspec.json.encode(line) + b"\n"


CREATED = msgspec.to_builtins(EncounterCreated(encounter_id=str(uuid.UUID(int=1)), ruleset="dnd4e", name="t"))


def test_an_import_refuses_a_payload_newer_than_its_types_version_naming_the_type() -> None:
    hit = {"type": "damage_taken", "combatant_id": "ana", "amount": 2}
    fine = LogImport(STANDARD)
    fine.feed(_line(1, "encounter_created", 5, CREATED) + _line(2, "damage_taken", 5, hit))
    newer = LogImport(STANDARD)
    with pytest.raises(
        ImportRefused, match=r"line 2: schema version 6 of damage_taken is newer than this Fray reads \(5\)"
    ):
        newer.feed(_line(1, "encounter_created", 5, CREATED) + _line(2, "damage_taken", 6, hit))
    sampled = {"type": "test.sampled", "combatant_id": "ana", "notes": ["x"]}
    bumped = LogImport(BUMPED)
    bumped.feed(_line(1, "encounter_created", 5, CREATED) + _line(2, "test.sampled", 6, sampled))
    with pytest.raises(ImportRefused, match=r"line 2: no event type 'test.nothing' is registered"):
        LogImport(STANDARD).feed(_line(1, "encounter_created", 5, CREATED) + _line(2, "test.nothing", 5, hit))


def _message(type_: str, data: bytes) -> dict[str, Any]:
    return {
        "position": 1,
        "stream_id": "s",
        "version": 1,
        "event_id": "e",
        "type": type_,
        "data": msgspec.json.decode(data),
        "metadata": {},
        "recorded_at": "2026-12-01T00:00:00Z",
    }


def test_an_old_meshal_segment_with_a_null_protection_reads_as_immune() -> None:
    """Version 5 → 6 of the Meshal Lite attack events: a null ``protection`` meant immune;
    version 6 says it in ``immune``, so a reader's null protection means hidden (issue 18)."""
    seg = {"faces": [6, 5], "rolled": 2, "protection": None, "after_protection": 0, "remainder": 0, "hit": False}
    armoured = {**seg, "protection": 1, "after_protection": 1, "remainder": 1, "hit": True}
    common = {"attacker_id": "a", "target_id": "b", "attack": "claw", "attack_type": "slash", "cost": 1, "dice": 2}
    for tag in OWN_VERSIONS:
        body = {"type": tag, **common, "segments": [seg, armoured]}
        event: Any = STANDARD.decode(tag, 5, json.dumps(body))
        assert [s.immune for s in event.segments] == [True, False], tag
        newer: Any = STANDARD.decode(tag, 6, json.dumps({**body, "segments": [{**seg, "immune": False}]}))
        assert newer.segments[0].immune is False
