"""The core commands as 5e plays them (``Ruleset.decide_core``): a GM's ``apply_damage`` and
``apply_healing`` and the core ``dash`` go through the same rules as 5e's own commands.

- ``apply_damage``: DECISION: damage applied by hand is *untyped* (a fall, a trap, a GM's
  correction whose type the GM already weighed): no resistance, vulnerability or immunity
  applies, but everything after does, as for ``deal_damage`` (002 §Тимчасові ОЗ: temporary HP
  first; published 5e: 0 HP, death saves, massive damage, concentration; 003 system shock,
  lingering injuries, morale prompts when switched on). Send ``dnd5e-2024.deal_damage`` for
  typed damage.
- ``apply_healing``: published 5e healing (wakes from 0 HP, resets death saves; the dead are
  refused), as ``dnd5e-2024.heal``.
- ``dash``: the Dash action (002 §Дії в бою): spends the action, adds the speed it has now.
- ``move_combatant``: the core's move priced and passed the 5e way, dragging what the mover
  grapples (``moving.move``); ``place_combatant``: the core's placement, ending grapples it
  puts out of reach (``moving.loose_grapples``).

Every other core command is the core's (None).
"""

from __future__ import annotations

from fray.domain import movement as core_movement
from fray.domain.commands import (
    ApplyDamage,
    ApplyHealing,
    Command,
    Dash,
    MoveCombatant,
    PlaceCombatant,
)
from fray.domain.dice import Dice
from fray.domain.events import Event
from fray.domain.state import EncounterState

from . import actions, dying, harm, moving
from .commands import TakeAction
from .damage import TypedDamage
from .options import options

UNTYPED = "untyped"


def decide_core(state: EncounterState, command: Command, dice: Dice) -> list[Event] | None:
    """The events of a core command under 5e, or None for the core's default. Raises what
    the 5e command it stands for raises (``RuleViolation`` for healing the dead, a dash off
    turn or without the action; ``CombatantNotFound``).
    Source: (glue: no rule of its own); the rules are those of the 5e commands it stands for."""
    match command:
        case ApplyDamage():
            options(state)
            target = state.combatant(command.target_id)
            part = TypedDamage(type=UNTYPED, bonus=command.amount, rolled=command.amount, final=command.amount)
            return harm.land(state, target, (part,), command.note or "apply_damage (GM)", dice)
        case ApplyHealing():
            options(state)
            target = state.combatant(command.target_id)
            return dying.heal(state, target, command.amount, command.note or "apply_healing (GM)")
        case Dash():
            options(state)
            return actions.take_action(state, TakeAction(combatant_id=command.combatant_id, action="dash"), dice)
        case MoveCombatant():
            options(state)
            return moving.move(state, command)
        case PlaceCombatant():
            events = core_movement.place(state, command)
            return events + moving.loose_grapples(state, {command.combatant_id: command.position})
    return None
