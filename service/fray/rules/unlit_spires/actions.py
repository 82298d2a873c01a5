"""Actions that need no dice: Dodge, Help, Disengage, Hide, dropping prone
(000_c3c04d669a38e5ba.txt §03, §12).

Each becomes a core ``ConditionApplied``; the core ends it at its turn boundary, and the attack
that uses it up ends it as spent (see :mod:`.attacks`).
"""

from __future__ import annotations

from fray.domain.errors import RuleViolation
from fray.domain.events import ConditionApplied, Event
from fray.domain.state import Combatant, EncounterState

from .attacks import check_own_turn
from .commands import Disengage, DropProne, Help, Hide, TakeDodge
from .conditions import (
    DISENGAGED,
    DODGING,
    HELPED,
    HIDDEN,
    PRONE,
    disengaged,
    dodging,
    helped,
    hidden,
    prone,
)
from .turn_budget import take_action


def take_dodge(state: EncounterState, cmd: TakeDodge) -> list[Event]:
    """The Dodge action: +2 Parry and Dodge until the dodger's next turn starts.
    Spends the action (§12). Raises ``RuleViolation`` off its turn, when down, already dodging
    or already acted.
    Source: 000_c3c04d669a38e5ba.txt §03 Dodge action."""
    c = state.combatant(cmd.combatant_id)
    check_own_turn(state, c, "dodge")
    if c.down:
        raise RuleViolation(f"{c.name} is down (0 HP)")
    if c.has(DODGING):
        raise RuleViolation(f"{c.name} is already dodging")
    return [ConditionApplied(combatant_id=c.id, condition=dodging(state, c.id)), *take_action(c, "dodge")]


def help_friend(state: EncounterState, cmd: Help) -> list[Event]:
    """The Help action: the friend's next attack has advantage (3d6, keep the best two).
    Spends the helper's action (§12). Raises ``RuleViolation`` off the helper's turn, for a
    helper who is down or has already acted, a friend of another side or itself, or a friend
    already helped (helps do not stack).
    Source: 000_c3c04d669a38e5ba.txt §03 Help action."""
    helper, friend = state.combatant(cmd.combatant_id), state.combatant(cmd.target_id)
    check_own_turn(state, helper, "help")
    if helper.down:
        raise RuleViolation(f"{helper.name} is down (0 HP)")
    if helper.id == friend.id:
        raise RuleViolation(f"{helper.name} cannot help itself")
    if helper.side != friend.side:
        raise RuleViolation(f"{friend.name} is not on {helper.name}'s side")
    if friend.has(HELPED):
        raise RuleViolation(f"{friend.name}'s next attack already has advantage")
    return [ConditionApplied(combatant_id=friend.id, condition=helped(state, helper.id)), *take_action(helper, "help")]


def _self_action(state: EncounterState, combatant_id: str, condition_id: str, doing: str) -> Combatant:
    c = state.combatant(combatant_id)
    check_own_turn(state, c, doing)
    if c.down:
        raise RuleViolation(f"{c.name} is down (0 HP)")
    if c.has(condition_id):
        raise RuleViolation(f"{c.name} is already {condition_id}")
    return c


def disengage(state: EncounterState, cmd: Disengage) -> list[Event]:
    """The Disengage action: no opportunity attacks on the mover this turn. Spends the action.
    Raises ``RuleViolation`` off its turn, when down, already disengaged or already acted.
    Source: 000_c3c04d669a38e5ba.txt §12 ("disengage"), §03 Opportunity attack."""
    c = _self_action(state, cmd.combatant_id, DISENGAGED, "disengage")
    return [ConditionApplied(combatant_id=c.id, condition=disengaged(state, c.id)), *take_action(c, "disengage")]


def hide(state: EncounterState, cmd: Hide) -> list[Event]:
    """The Hide action: ``hidden`` until the hider attacks or casts (or the GM ends it).
    Spends the action. Raises ``RuleViolation`` off its turn, when down, already hidden or
    already acted. Source: 000_c3c04d669a38e5ba.txt §12 ("hide")."""
    c = _self_action(state, cmd.combatant_id, HIDDEN, "hide")
    return [ConditionApplied(combatant_id=c.id, condition=hidden(state, c.id)), *take_action(c, "hide")]


def drop_prone(state: EncounterState, cmd: DropProne) -> list[Event]:
    """The combatant is prone (any time: knocked down, or dropping on purpose). It costs no
    action (see :mod:`.turn_budget`).
    Raises ``RuleViolation`` if it is already prone. Source: 000_c3c04d669a38e5ba.txt §03."""
    c = state.combatant(cmd.combatant_id)
    if c.has(PRONE):
        raise RuleViolation(f"{c.name} is already prone")
    return [ConditionApplied(combatant_id=c.id, condition=prone(c.id))]
