"""Request and response bodies of the HTTP API (msgspec Structs; OpenAPI comes from these)."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from litestar.openapi import ResponseSpec

from fray.domain.events import CoreOptions
from fray.domain.state import StateView
from fray.store.codec import RecordedEvent

Scalar = str | int | float | bool | None
OptionValue = Scalar | list[Scalar] | dict[str, Scalar]


class CreateEncounter(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Start an encounter. ``ruleset`` is a registry id (``GET /rulesets``); ``options`` are the
    ruleset's switches (flat: a value is a scalar, a list of scalars or a map of scalars);
    ``core`` the options every ruleset shares (who rolls the dice)."""

    ruleset: Annotated[str, msgspec.Meta(examples=["unlit-spires"])]
    name: Annotated[str, msgspec.Meta(min_length=1, max_length=200)] = "Encounter"
    options: Annotated[dict[str, OptionValue], msgspec.Meta(max_length=100)] = {}
    core: CoreOptions = CoreOptions()


class Problem(msgspec.Struct, frozen=True):
    """An RFC 9457 problem document (``application/problem+json``): ``type`` names the kind of
    problem (``urn:fray:problem:rule-violation`` …), ``detail`` says what to do about it;
    ``errors`` lists each thing wrong with a malformed request (400)."""

    type: str
    title: str
    status: int
    detail: str
    instance: str | None = None
    errors: list[ProblemError] | None = None


class ProblemError(msgspec.Struct, frozen=True):
    """One thing wrong with a request: ``key`` the JSON path (``$.sheet.strenght``) or the
    parameter, ``message`` what is wrong there."""

    key: str
    message: str


_MEANING = {
    400: "Malformed request (bad JSON, wrong types, missing fields)",
    404: "Unknown encounter or combatant",
    409: "Against the rules now, or a version conflict",
    412: "If-Match names a version the encounter is no longer at",
    413: "The body is larger than 1 MiB",
    415: "The body is not application/json",
    422: "Not possible in this encounter or ruleset",
    503: "A dependency (PostgreSQL or Redis) does not answer",
}


def problem_responses(*codes: int) -> dict[int, ResponseSpec]:
    """OpenAPI response entries for the problem documents a handler can return."""
    return {
        code: ResponseSpec(data_container=Problem, description=_MEANING[code], generate_examples=False,
                           media_type="application/problem+json")
        for code in codes
    }


class CommandResponse(msgspec.Struct, frozen=True):
    """What a command did: ``events`` appended (for a retried ``Idempotency-Key``, those of the
    first run, and ``replayed`` is true), the encounter ``version`` after them, and its
    ``state`` at that version."""

    version: int
    events: list[RecordedEvent]
    state: StateView
    replayed: bool = False
    dry_run: bool = False


class EventPage(msgspec.Struct, frozen=True):
    """A slice of an encounter's log: events with ``after < version <= to``, in order, at most
    a page; ``version`` is the encounter's current version; ``next`` the URL of the next page
    (None on the last)."""

    encounter_id: str
    version: int
    events: list[RecordedEvent]
    next: str | None = None


class EncounterSummary(msgspec.Struct, frozen=True):
    """One encounter in a list."""

    encounter_id: str
    ruleset: str
    name: str
    created_at: str


OptionScalar = str | int | bool | None
OptionDefault = OptionScalar | dict[str, str]


class OptionInfo(msgspec.Struct, frozen=True, kw_only=True):
    """One encounter option of a ruleset: its ``name``, JSON ``kind`` (boolean, integer,
    string), its ``default``, the ``choices`` when only some values are allowed, and the
    integer bounds ``minimum``/``maximum`` when it has them."""

    name: str
    kind: Literal["boolean", "integer", "string", "object"]
    default: OptionDefault
    choices: list[OptionScalar] | None = None
    minimum: int | None = None
    maximum: int | None = None


class RulesetInfo(msgspec.Struct, frozen=True, kw_only=True):
    """A rule system Fray plays: its id, title, source text, the command types it accepts
    (core ones too) and the encounter ``options`` it takes (``POST /encounters`` ``options``)."""

    id: str
    title: str
    source: str
    commands: list[str]
    options: list[OptionInfo] = []
