"""``evolve`` for dnd5e-2024's own events. Core events (and their subclasses here, such as
``dnd5e-2024.condition_applied``) are folded by the core; most events here only record rolls.
"""

from __future__ import annotations

from msgspec import structs

from fray.domain.events import Event, Resource, known
from fray.domain.state import Combatant, EncounterState

from .budget import ATTACKS_LEFT, TURN_TRACKS
from .events import MovementSet, TemporaryHitPointsSet, TurnBudgetRestored


def _put(state: EncounterState, c: Combatant) -> EncounterState:
    return structs.replace(state, combatants={**state.combatants, c.id: c})


def evolve(state: EncounterState, event: Event) -> EncounterState:
    """Apply one dnd5e-2024 event: temporary HP set (current = maximum = the amount kept),
    the turn budget restored (action, bonus action, object interaction, reaction and the
    Attack action's attacks full: ``attacks`` of them when the event says; movement set), or
    movement set. Others change nothing. Source: (glue: no rule of its own)."""
    match event:
        case TemporaryHitPointsSet():
            c = state.combatants[event.combatant_id]
            res = {**c.resources, "temp_hp": Resource(known(event.amount), known(event.amount))}
            return _put(state, structs.replace(c, resources=res))
        case TurnBudgetRestored():
            found = state.combatants.get(event.combatant_id)
            if found is None:
                return state
            c = found
            res = dict(c.resources)
            for name in (*TURN_TRACKS, ATTACKS_LEFT):
                if name in res:
                    res[name] = Resource(res[name].maximum, res[name].maximum)
            if event.attacks is not None:
                res[ATTACKS_LEFT] = Resource(event.attacks, event.attacks)
            return _put(state, structs.replace(c, resources=res, movement_left_ft=event.movement_ft))
        case MovementSet():
            c = state.combatants[event.combatant_id]
            return _put(state, structs.replace(c, movement_left_ft=event.movement_ft))
    return state
