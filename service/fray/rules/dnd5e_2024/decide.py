"""``decide`` for dnd5e-2024 commands: roll what the rules roll, record every die.

What the state forbids (not your turn, no action left, out of range) is a ``RuleViolation``
(409); input that cannot mean anything here (an attack the block lacks, a save-ends condition
without its save) is an ``InvalidCommand`` (422). Every command first validates the
encounter's options (see ``options``). Sources: 002_06b8b5e39c23dcd7.txt,
003_f1a408214e2b5451.txt, published 5e rules (PHB 2024).
"""

from __future__ import annotations

from fray.domain.commands import Command
from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand
from fray.domain.events import Event
from fray.domain.state import EncounterState

from . import (
    actions,
    combat,
    durations,
    initiative,
    injuries,
    maneuvers,
    monster_actions,
    morale,
    resting,
    speed_factor,
    unarmed,
)
from . import commands as c
from .options import options


def decide(state: EncounterState, command: Command, dice: Dice) -> list[Event]:
    """The events of a dnd5e-2024 command. Raises ``RuleViolation``, ``InvalidCommand`` or
    ``CombatantNotFound`` (all before any event exists). Source: (glue: no rule of its own)."""
    options(state)
    match command:
        case c.AddCombatant():
            return combat.add_combatant(state, command, dice)
        case c.MakeAttack():
            return combat.make_attack(state, command, dice)
        case c.OpportunityAttack():
            return combat.opportunity_attack(state, command, dice)
        case c.DealDamage():
            return combat.deal_damage(state, command, dice)
        case c.Heal():
            return combat.heal(state, command, dice)
        case c.GrantTempHp():
            return combat.grant_temp_hp(state, command)
        case c.DeathSave():
            return combat.death_save(state, command, dice)
        case c.SavingThrow():
            return durations.saving_throw_command(state, command, dice)
        case c.AbilityCheck():
            return actions.check_command(state, command, dice)
        case c.ApplyCondition():
            return durations.apply_condition(state, command)
        case c.EndCondition():
            return durations.end_condition(state, command)
        case c.TakeAction():
            return actions.take_action(state, command, dice)
        case c.CastSpell():
            return actions.cast_spell(state, command, dice)
        case c.UseAction():
            return monster_actions.use_action(state, command, dice)
        case c.Ready():
            return actions.ready(state, command)
        case c.UseReaction():
            return actions.use_reaction(state, command)
        case c.UseBonusAction():
            return actions.use_bonus_action(state, command)
        case c.InteractWithObject():
            return actions.interact(state, command)
        case c.Grapple():
            return unarmed.grapple(state, command, dice)
        case c.Shove():
            return unarmed.shove(state, command, dice)
        case c.EscapeGrapple():
            return unarmed.escape_grapple(state, command, dice)
        case c.DeclareActions():
            return speed_factor.declare_actions(state, command)
        case c.OrderSide():
            return initiative.order_side(state, command)
        case c.Maneuver():
            return maneuvers.maneuver(state, command, dice)
        case c.RollLingeringInjury():
            return injuries.roll_injury(state, command, dice)
        case c.WoundFesters():
            return injuries.wound_festers(state, command)
        case c.CheckMorale():
            return morale.check_morale(state, command, dice)
        case c.Rest():
            return resting.rest(state, command, dice)
    raise InvalidCommand(f"dnd5e-2024 does not handle {type(command).__name__}")
