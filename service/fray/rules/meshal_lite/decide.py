"""``decide`` for Meshal Lite commands, ``evolve`` for its events, and the core commands it
decides itself (``decide_core``). Source: (glue: no rule of its own); each command's rules
are in the module it is handed to.
"""

from __future__ import annotations

from fray.domain.commands import Command
from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand
from fray.domain.events import Event
from fray.domain.state import EncounterState

from . import actions, aftermath, flight, joining, moving, rolling
from .area_attack import area_attack
from .attacking import attack, defend
from .commands import (
    AddCreature,
    AddObject,
    AreaAttack,
    Attack,
    Chase,
    Check,
    Contest,
    Defend,
    EndFight,
    Flee,
    ProgressiveCheck,
    ProgressiveContest,
    RefundMobility,
    Rest,
    SetTemporary,
    TakeAction,
    TakeLoot,
)
from .events import MeshalTemporaryChanged


def decide(state: EncounterState, command: Command, dice: Dice) -> list[Event]:
    """The events of a Meshal Lite command. Raises what the command's module raises
    (``RuleViolation`` 409, ``InvalidCommand`` 422, ``CombatantNotFound`` 404).
    Source: (glue: no rule of its own)."""
    match command:
        case AddCreature():
            return joining.add_creature(state, command)
        case AddObject():
            return joining.add_object(state, command)
        case SetTemporary():
            return joining.set_temporary(state, command)
        case Attack():
            return attack(state, command, dice)
        case AreaAttack():
            return area_attack(state, command, dice)
        case Defend():
            return defend(state, command, dice)
        case Check():
            return rolling.check(state, command, dice)
        case ProgressiveCheck():
            return rolling.progressive_check(state, command, dice)
        case Contest():
            return rolling.contest_roll(state, command, dice)
        case ProgressiveContest():
            return rolling.progressive_contest_run(state, command, dice)
        case TakeAction():
            return actions.take_action(state, command)
        case RefundMobility():
            return actions.refund(state, command)
        case Flee():
            return flight.flee(state, command, dice)
        case Chase():
            return flight.chase_fleer(state, command, dice)
        case EndFight():
            return aftermath.end_fight(state, command)
        case TakeLoot():
            return aftermath.take_loot(state, command)
        case Rest():
            return aftermath.rest(state, command, dice)
    raise InvalidCommand(f"meshal-lite does not handle {type(command).__name__}")


def decide_core(state: EncounterState, command: Command, dice: Dice) -> list[Event] | None:
    """The core commands Meshal Lite decides itself (``moving.decide_core``: moves, standing
    up, dash, damage by hand), or None for the core's. Source: (glue: no rule of its own)."""
    return moving.decide_core(state, command)


def evolve(state: EncounterState, event: Event) -> EncounterState:
    """Meshal Lite's own events: only a changed temporary part changes the state (the stat
    block); every other event is a record whose effects come as core events.
    Source: (glue: no rule of its own)."""
    if isinstance(event, MeshalTemporaryChanged):
        return joining.evolve_temporary(state, event)
    return state
