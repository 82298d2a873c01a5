"""``decide`` for dnd4e commands: roll what the rules roll, record every die.

What the state forbids (not your turn, no action left, out of range, the dead) is a
``RuleViolation`` (409); what cannot mean anything here (a power the block lacks, a close
power sent as a single attack) is an ``InvalidCommand`` (422). Sources: 004_e86ae0a0322fa3b5.txt
and the published 4e rules it assumes (PHB 2008).
"""

from __future__ import annotations

from fray.domain.commands import Command
from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand
from fray.domain.events import Event
from fray.domain.state import EncounterState

from . import combat, rests, saving
from . import commands as c


def decide(state: EncounterState, command: Command, dice: Dice) -> list[Event]:
    """The events of a dnd4e command. Raises ``RuleViolation``, ``InvalidCommand`` or
    ``CombatantNotFound``, all before any event exists. Source: (glue: no rule of its own)."""
    match command:
        case c.Dnd4eAddCombatant():
            return combat.add_combatant(state, command)
        case c.Attack():
            return combat.attack(state, command, dice)
        case c.UsePower():
            return combat.power(state, command, dice)
        case c.OpportunityAttack():
            return combat.opportunity_attack(state, command, dice)
        case c.Dnd4eDealDamage():
            return combat.deal_damage(state, command, dice)
        case c.Dnd4eHeal():
            return combat.heal(state, command, dice)
        case c.Dnd4eGrantTempHp():
            return combat.grant_temp_hp(state, command)
        case c.SecondWind():
            return combat.second_wind_command(state, command)
        case c.FirstAid():
            return combat.first_aid(state, command, dice)
        case c.Dnd4eSavingThrow():
            return saving.saving_throw_command(state, command, dice)
        case c.Dnd4eDeathSave():
            return saving.death_save_command(state, command, dice)
        case c.Dnd4eApplyCondition():
            return saving.apply_condition(state, command)
        case c.Sustain():
            return saving.sustain_command(state, command)
        case c.SpendActionPoint():
            return combat.spend_action_point_command(state, command)
        case c.TakeAction():
            return combat.take_action(state, command)
        case c.ForcedMovement():
            return combat.forced_movement(state, command, dice)
        case c.MoveZone():
            return combat.move_zone(state, command)
        case c.DropProne():
            return combat.drop_prone(state, command)
        case c.Rest():
            return rests.rest(state, command)
        case c.ReachMilestone():
            return rests.milestone(state, command)
    raise InvalidCommand(f"dnd4e does not handle {type(command).__name__}")
