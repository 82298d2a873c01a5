"""Request and response bodies of the HTTP API (msgspec Structs; OpenAPI comes from these)."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from litestar.openapi import ResponseSpec

from fray.domain.commands import CombatantId
from fray.domain.events import CoreOptions
from fray.domain.state import StateView
from fray.live.messages import LogEntry
from fray.store.tokens import Role

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
    ``errors`` lists each thing wrong with a malformed request (400); a refused import names
    the ``line`` of its first problem (422)."""

    type: str
    title: str
    status: int
    detail: str
    instance: str | None = None
    errors: list[ProblemError] | None = None
    line: int | None = None


class ProblemError(msgspec.Struct, frozen=True):
    """One thing wrong with a request: ``key`` the JSON path (``$.sheet.strenght``) or the
    parameter, ``message`` what is wrong there."""

    key: str
    message: str


_MEANING = {
    400: "Malformed request (bad JSON, wrong types, missing fields)",
    401: "No token, or one that is not valid (send Authorization: Bearer <token>)",
    403: "The token may not do this (a player acting for another's combatant, a spectator sending a command)",
    404: "Unknown encounter or combatant (or one this token may not see)",
    409: "Against the rules now, a version conflict, or an encounter this server has already",
    412: "If-Match names a version the encounter is no longer at",
    413: "The body is larger than 1 MiB (an import: 64 MiB)",
    415: "The body is not application/json (an import: application/x-ndjson)",
    422: "Not possible in this encounter or ruleset; an import names the line of its first problem (`line`)",
    429: "Too many requests: wait Retry-After seconds",
    503: "A dependency (PostgreSQL or Redis) does not answer",
}


def problem_responses(*codes: int) -> dict[int, ResponseSpec]:
    """OpenAPI response entries for the problem documents a handler can return."""
    return {
        code: ResponseSpec(
            data_container=Problem,
            description=_MEANING[code],
            generate_examples=False,
            media_type="application/problem+json",
        )
        for code in codes
    }


class CommandResponse(msgspec.Struct, frozen=True):
    """What a command did: ``events`` appended (for a retried ``Idempotency-Key``, those of the
    first run, and ``replayed`` is true), the encounter ``version`` after them, and its
    ``state`` at that version, each as the caller's token may see them (an event it may not
    see is ``"kind": "hidden"``)."""

    version: int
    events: list[LogEntry]
    state: StateView
    replayed: bool = False
    dry_run: bool = False


class CreatedEncounter(CommandResponse, frozen=True, kw_only=True):
    """A new encounter (or, for a retried create, the first one): as a command's response,
    with ``gm_token``, the GM's token, shown this once (a retry gets a new one; only hashes
    are stored). Send it as ``Authorization: Bearer <gm_token>``."""

    gm_token: str
    token_id: str


class EventPage(msgspec.Struct, frozen=True):
    """A slice of an encounter's log: events with ``after < version <= to``, in order, at most
    a page, each as the caller's token may see it (``"kind": "hidden"``: its version only);
    ``version`` is the encounter's current version; ``next`` the URL of the next page (None
    on the last)."""

    encounter_id: str
    version: int
    events: list[LogEntry]
    next: str | None = None


class EncounterSummary(msgspec.Struct, frozen=True, kw_only=True):
    """One encounter in a list, with the caller's ``role`` in it."""

    encounter_id: str
    ruleset: str
    name: str
    created_at: str
    version: int = 0
    role: Role = "gm"


Label = Annotated[str, msgspec.Meta(max_length=100, description="A name for the GM's list (whose phone …).")]


class IssueToken(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A token to issue: its ``role`` (``player``: acting for ``combatant_ids``, at least one;
    ``spectator``: reading only; ``gm``: another GM's token) and a ``label``."""

    role: Role
    combatant_ids: Annotated[tuple[CombatantId, ...], msgspec.Meta(max_length=50)] = ()
    label: Label = ""


class TokenInfo(msgspec.Struct, frozen=True, kw_only=True):
    """A token as the GM's list shows it (never its secret): ``token_id``, ``role``, the
    ``combatant_ids`` a player acts for, ``label``, who issued it (``issued_by``: an actor, or
    ``operator``) and when, and ``revoked_at`` once revoked."""

    token_id: str
    encounter_id: str
    role: Role
    combatant_ids: tuple[str, ...] = ()
    label: str = ""
    issued_by: str = ""
    created_at: str
    revoked_at: str | None = None


class IssuedToken(TokenInfo, frozen=True, kw_only=True):
    """A new token: ``token``, the secret, shown this once (only its hash is stored)."""

    token: str


class Revocation(msgspec.Struct, frozen=True):
    """How many tokens a revocation revoked (already revoked ones are not counted)."""

    revoked: int


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


class ConditionInfo(msgspec.Struct, frozen=True, kw_only=True):
    """A condition a ruleset applies by name (``name``, as its apply command takes it) and what
    it does, in a line a table reads (``description``; empty where the source says nothing)."""

    name: str
    description: str = ""


class RulesetInfo(msgspec.Struct, frozen=True, kw_only=True):
    """A rule system Fray plays: its id, title, source text, the command types it accepts
    (core ones too), the encounter ``options`` it takes (``POST /encounters`` ``options``) and
    ``actors``: for each command that has an acting combatant (the attacker, the caster, the
    mover, the one saving), the field that names it (``{"unlit-spires.melee_attack":
    "attacker_id"}``). Those are the commands a player's token may send, for its own
    combatants; a command not in ``actors`` is the GM's. A front end offers
    a player those commands with the actor field limited to the player's combatants."""

    id: str
    title: str
    source: str
    commands: list[str]
    options: list[OptionInfo] = []
    actors: dict[str, str] = {}
    creatures: str | None = None
    """Where its creature library is searched (``GET /rulesets/{id}/creatures``); null when
    the ruleset has none."""
    spells: str | None = None
    """Where its spell list is searched (``GET /rulesets/{id}/spells``); null without one."""
    conditions: list[ConditionInfo] = []
    """The conditions its apply command takes by name, with what each does (empty: free names)."""
