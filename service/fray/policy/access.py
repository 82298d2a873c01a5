"""Who may do what: an ``Identity`` (resolved from a token at the HTTP and WebSocket entry
points) and the rule that says which commands it may send (issue 9, "Roles and access").

- A **GM** may do anything.
- A **player** acts only for the combatants its token is bound to: a command whose actor
  (``Command.actor_field``: the attacker, the caster, the mover, the one saving) is one of
  them. A command with no actor (damage or healing by hand, conditions set by hand,
  corrections, turn control, adding combatants, secrecy) is the GM's. A player's ``undo``
  takes back that player's own latest action (``revoke`` with its dependency check), a
  ``revoke`` only one of its own actions, a ``redo`` only a revocation of its own actions;
  ``undo`` with ``to_version`` is the GM's. A dry run is the GM's (it would show hidden
  numbers).
- A **spectator** only reads.

Naming a combatant the player cannot see (concealed, or unknown) is refused exactly as an
unknown id is (404, the same words), before any rule runs, so a refusal never tells a hidden
combatant from one that does not exist. Pure: no I/O.
"""

from __future__ import annotations

import functools
from typing import Any, Literal

import msgspec
from msgspec import inspect as mi

from fray.domain.commands import HISTORY, Command, Redo, Revoke, Undo, command_type
from fray.domain.errors import CombatantNotFound, DomainError
from fray.domain.state import EncounterState
from fray.policy.visibility import Audience

Role = Literal["gm", "player", "spectator"]
ROLES: tuple[Role, ...] = ("gm", "player", "spectator")


class Unauthenticated(DomainError):
    """No token, or one that is not (or no longer) valid (HTTP 401)."""

    title = "A valid token is needed"


class Forbidden(DomainError):
    """The token is valid but may not do this (HTTP 403). Appends nothing."""

    title = "Not allowed for this token"


class TokenNotFound(DomainError):
    """No token of this encounter has that id (HTTP 404)."""

    title = "Unknown token"


class Identity(msgspec.Struct, frozen=True, kw_only=True):
    """Who a request comes from, as its token says: the ``encounter_id`` the token opens, its
    ``role``, the ``combatant_ids`` a player acts for (empty for the others) and the token's
    id (``token_id``, never the secret)."""

    encounter_id: str
    role: Role
    combatant_ids: tuple[str, ...] = ()
    token_id: str

    @property
    def audience(self) -> Audience:
        """What this identity may see (``fray.policy.visibility``)."""
        return Audience(role=self.role, combatant_ids=tuple(sorted(set(self.combatant_ids))))

    @property
    def actor(self) -> str:
        """How events record who sent them: ``"<role>:<token id>"`` (never a header the caller
        writes)."""
        return f"{self.role}:{self.token_id}"

    @property
    def is_gm(self) -> bool:
        """True for a GM token."""
        return self.role == "gm"


def require_gm(identity: Identity, doing: str) -> None:
    """Raise ``Forbidden`` unless ``identity`` is a GM's."""
    if not identity.is_gm:
        raise Forbidden(f"only the GM may {doing}; this is a {identity.role}'s token")


def authorize(identity: Identity, command: Command, state: EncounterState, dry_run: bool = False) -> None:
    """Raise unless ``identity`` may send ``command`` to the encounter in ``state``:
    ``Forbidden`` (a spectator; a player sending a GM command, acting for a combatant not its
    own, or asking for a dry run), or ``CombatantNotFound`` for a combatant the player cannot
    see (worded as for an unknown id). History commands are checked against the history by
    the service (``own_action``). A GM may do anything."""
    if identity.is_gm:
        return
    kind = command_type(command)
    if identity.role == "spectator":
        raise Forbidden(f"a spectator's token only reads; {kind} needs a player's or the GM's token")
    if dry_run:
        raise Forbidden("a dry run is the GM's (it would show what players may not see)")
    if isinstance(command, Undo) and command.to_version is not None:
        raise Forbidden("undo with to_version is the GM's; a player's undo takes back their own latest action")
    field = type(command).actor_field
    if field is None and not isinstance(command, HISTORY):
        raise Forbidden(
            f"{kind} is the GM's (it has no acting combatant); a player sends commands "
            f"for their own combatants: {', '.join(identity.combatant_ids) or 'none'}"
        )
    visible = [c for c in state.combatants if c not in _concealed_from(identity, state)]
    for cid in named_combatants(command):
        if cid not in visible:
            raise CombatantNotFound(cid, visible)
    if field is not None:
        actor = getattr(command, field)
        if actor not in identity.combatant_ids:
            raise Forbidden(f"this token acts for {', '.join(identity.combatant_ids) or 'no combatant'}, not {actor!r}")


def _concealed_from(identity: Identity, state: EncounterState) -> set[str]:
    return set(state.secrecy.concealed) - set(identity.combatant_ids)


def own_action(identity: Identity, command: Undo | Redo | Revoke, actors: dict[str, str | None]) -> None:
    """Raise ``Forbidden`` when a player's ``revoke`` or ``redo`` touches actions that are not
    its own (``actors``: command id → the actor that sent it, for the actions concerned)."""
    if identity.is_gm:
        return
    others = [cid for cid, actor in actors.items() if actor != identity.actor]
    if others:
        what = "revoke" if isinstance(command, Revoke) else "redo"
        raise Forbidden(
            f"a player may {what} only their own actions; {len(others)} of these were sent by someone else (the GM may)"
        )


def named_combatants(command: Command) -> list[str]:
    """Every combatant id ``command`` names (its fields typed ``CombatantId``, at any depth)."""
    out: list[str] = []
    for path in _id_paths(type(command)):
        out += [v for v in _values(command, path) if isinstance(v, str)]
    return out


def _values(value: Any, path: tuple[str, ...]) -> list[Any]:
    if not path:
        if isinstance(value, (list, tuple)):
            return [v for item in value for v in _values(item, ())]
        return [value]
    if isinstance(value, (list, tuple)):
        return [v for item in value for v in _values(item, path)]
    if value is None:
        return []
    return _values(getattr(value, path[0], None), path[1:])


@functools.cache
def _id_paths(cls: type) -> tuple[tuple[str, ...], ...]:
    """Paths (field names) to the ``CombatantId`` values of a command class."""
    info = mi.type_info(cls)
    assert isinstance(info, mi.StructType)
    return tuple(_paths(info, ()))


def _is_id(t: mi.Type) -> bool:
    return isinstance(t, mi.StrType) and t.pattern == r"^[a-z0-9][a-z0-9_-]*$"


def _paths(t: mi.Type, at: tuple[str, ...], depth: int = 0) -> list[tuple[str, ...]]:
    if depth > 6:
        return []
    if isinstance(t, mi.Metadata):
        return _paths(t.type, at, depth)
    if _is_id(t):
        return [at]
    if isinstance(t, mi.UnionType):
        return list(dict.fromkeys(p for m in t.types for p in _paths(m, at, depth)))
    if isinstance(t, (mi.ListType, mi.VarTupleType, mi.SetType, mi.FrozenSetType)):
        return _paths(t.item_type, at, depth)
    if isinstance(t, mi.StructType):
        return [p for f in t.fields for p in _paths(f.type, (*at, f.name), depth + 1)]
    return []
