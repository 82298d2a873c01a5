"""``evolve`` for dnd4e's own events. Core events (and ``dnd4e.combatant_added``, a subclass of
the core's) are folded by the core; most events here only record rolls.
"""

from __future__ import annotations

from msgspec import structs

from fray.domain.events import Event, Resource
from fray.domain.state import Combatant, EncounterState

from .events import Dnd4eMovementSet, Dnd4eTemporaryHitPointsSet, ForcedMoved
from .harm import TEMP_HP


def _put(state: EncounterState, c: Combatant) -> EncounterState:
    return structs.replace(state, combatants={**state.combatants, c.id: c})


def evolve(state: EncounterState, event: Event) -> EncounterState:
    """Apply one dnd4e event: temporary hit points set (current = maximum = the amount
    kept), movement set, a forced move (the creature stands on the path's last square, its
    movement untouched). Others change nothing. Source: (glue: no rule of its own)."""
    match event:
        case Dnd4eTemporaryHitPointsSet():
            c = state.combatants[event.combatant_id]
            return _put(
                state, structs.replace(c, resources={**c.resources, TEMP_HP: Resource(event.amount, event.amount)})
            )
        case Dnd4eMovementSet():
            c = state.combatants[event.combatant_id]
            return _put(state, structs.replace(c, movement_left_ft=event.movement_ft))
        case ForcedMoved():
            c = state.combatants[event.combatant_id]
            return _put(state, structs.replace(c, position=event.path[-1]))
    return state
