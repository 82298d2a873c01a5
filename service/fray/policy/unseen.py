"""A player's move refused as if nothing unseen were on the map (issue 18, "No free probing").

A move is checked in an order (each step next to the last, the squares on the way, the square
it ends on, then what it costs): a path the mover could not afford anyway is refused for its
cost over free squares, but for the square it ends on when a concealed creature stands there.
Both refusals cost nothing, so an unaffordable path ending on each square in turn would find
the creature for free (and one hiding from the player's side, whose position it is not shown).
:func:`refused_as_seen` closes that: a player's move that the rules refuse is decided again on
the map without the combatants concealed or hiding from that player, and when it is refused
there too, that refusal is the answer: the words a free square gets. Only a move the player
could make were nothing unseen there is refused for what is unseen: the bump, as at a table
where an unseen creature in the way stops a mover (a concealed one's refusal names nothing,
``fray.policy.visibility.Sight.error``; a hiding one is bumped into, and named). Pure.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TypeVar

import msgspec

from fray.domain.commands import Command, MoveCombatant
from fray.domain.errors import DomainError, RuleViolation
from fray.domain.events import HIDDEN
from fray.domain.state import EncounterState

T = TypeVar("T")


def unseen_by(state: EncounterState, own: Collection[str]) -> frozenset[str]:
    """The combatants a player acting for ``own`` cannot place on the map: those concealed
    from it, and those hiding (the core ``hidden`` condition) from its side (none of its own)."""
    sides = {state.combatants[c].side for c in own if c in state.combatants}
    hiding = {cid for cid, c in state.combatants.items() if c.side not in sides and c.has(HIDDEN) is not None}
    return frozenset({*state.secrecy.concealed, *hiding}) - set(own)


def without(state: EncounterState, ids: Collection[str]) -> EncounterState:
    """``state`` as a reader who cannot see ``ids`` knows it: those combatants off the map."""
    kept = {cid: c for cid, c in state.combatants.items() if cid not in ids}
    return msgspec.structs.replace(state, combatants=kept)


def refused_as_seen(
    state: EncounterState, command: Command, unseen: Collection[str], decide: Callable[[EncounterState], T]
) -> T:
    """``decide(state)``; for a move (``MoveCombatant``) refused by the rules while some
    combatants are ``unseen`` by its sender, the refusal ``decide`` gives on the state
    without them when it gives one there (a ``DomainError``), else the original refusal.
    Raises what ``decide`` raises."""
    if not unseen or not isinstance(command, MoveCombatant):
        return decide(state)
    try:
        return decide(state)
    except RuleViolation as refused:
        try:
            decide(without(state, unseen))
        except DomainError as seen:
            raise seen from None
        raise refused from None
