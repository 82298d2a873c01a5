"""Request and response bodies of the HTTP API (msgspec Structs; OpenAPI comes from these)."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec

from fray.domain.state import StateView
from fray.store.codec import RecordedEvent


class CreateEncounter(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Start an encounter. ``ruleset`` is a registry id (``GET /rulesets``)."""

    ruleset: Annotated[str, msgspec.Meta(examples=["unlit-spires"])]
    name: Annotated[str, msgspec.Meta(min_length=1, max_length=200)] = "Encounter"
    options: dict[str, Any] = {}


class CommandResponse(msgspec.Struct, frozen=True):
    """What a command did: ``events`` appended (for a retried ``Idempotency-Key``, those of the
    first run, and ``replayed`` is true), the encounter ``version`` after them, and its
    ``state`` at that version."""

    version: int
    events: list[RecordedEvent]
    state: StateView
    replayed: bool = False


class EventPage(msgspec.Struct, frozen=True):
    """A slice of an encounter's log: events with ``after < version <= to``, in order;
    ``version`` is the encounter's current version."""

    encounter_id: str
    version: int
    events: list[RecordedEvent]


class EncounterSummary(msgspec.Struct, frozen=True):
    """One encounter in a list."""

    encounter_id: str
    ruleset: str
    name: str
    created_at: str


class RulesetInfo(msgspec.Struct, frozen=True):
    """A rule system Fray plays: its id, title, source text and the command types it adds."""

    id: str
    title: str
    source: str
    commands: list[str]
