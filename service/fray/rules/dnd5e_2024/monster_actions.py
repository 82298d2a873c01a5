"""A monster's save actions and recharges: ``use_action`` (a breath weapon, a gaze) and the
Recharge roll at the start of its turn.

Published 5e stat blocks (SRD 5.1; MM 2024): an action with a DC and no attack roll makes each
creature in its area save (``effects``); "Recharge 5–6": after use, the monster rolls a d6 at
the start of each of its turns and has it again on a 5 or 6; "3/Day": three uses. Multiattack
(SRD 5.1 "The dragon can use its Frightful Presence. It then makes three attacks"; "it can
use the breath in place of its bite"): a save action the block's Multiattack lists besides
its attacks (``multiattack="extra"``) goes with them once a turn, starting the Multiattack
when it comes first; one listed in place of an attack (``replaces_attack``) spends one of the
Multiattack's attacks, as an attack would; any other takes the whole action.
"""

from __future__ import annotations

from msgspec import structs

from fray.domain.dice import Dice
from fray.domain.errors import RuleViolation
from fray.domain.events import ConditionApplied, Event, Resource, ResourceChanged
from fray.domain.ids import slug
from fray.domain.state import Combatant, EncounterState

from .attack import cover_bonus
from .budget import ACTION, ATTACKS_LEFT, on_own_turn, spend, spend_attack, uses_track
from .commands import UseAction
from .conditions import DEAD, MULTIATTACK_BEGUN, MULTIATTACK_EXTRA, condition, names, this_turn_end
from .effects import find_save_action, resolve, spend_use, targets_of
from .events import RechargeRolled
from .saves import stats_of
from .stats import SaveAction


def use_action(state: EncounterState, cmd: UseAction, dice: Dice) -> list[Event]:
    """The save action ``cmd.action`` of ``cmd.combatant_id`` on ``cmd.target_ids``: its cost
    (the action, one Multiattack attack, or nothing besides the Multiattack's attacks), its
    recharge or daily use, then every target's save (``effects.resolve``). Raises
    ``RuleViolation`` off turn, without the action or attack, not recharged, no uses left, a
    dead target, total cover; ``InvalidCommand`` for an action the block lacks or a target
    named twice; ``CombatantNotFound`` for an unknown target."""
    c = state.combatant(cmd.combatant_id)
    on_own_turn(state, c, f"use {cmd.action}")
    action = find_save_action(c, cmd.action)
    targets = targets_of(state, c, cmd.target_ids)
    for t in targets:
        if DEAD in names(t):
            raise RuleViolation(f"{t.name} is dead")
    for cid in cmd.cover:
        state.combatant(cid)
    cover = {cid: cover_bonus(k) for cid, k in cmd.cover.items()}
    events = _cost(state, c, action)
    events += spend_use(c, action)
    return events + resolve(state, c, targets, action.save, dice, action.name, cover=cover)


def _cost(state: EncounterState, c: Combatant, action: SaveAction) -> list[Event]:
    """What using ``action`` spends of ``c``'s turn (module docstring)."""
    s = stats_of(c)
    if action.multiattack == "replaces_attack":
        return spend_attack(c, s, action.name)
    if action.multiattack == "no":
        return [spend(c, ACTION, action.name)]
    marker = f"{MULTIATTACK_EXTRA}:{slug(action.name)}"
    if c.has(marker) is not None:
        raise RuleViolation(f"{c.name} already used {action.name} in this turn's Multiattack")
    track = c.resources.get(ATTACKS_LEFT) or Resource(s.attacks_per_action, s.attacks_per_action)
    events: list[Event] = []
    begun = track.current < track.maximum or c.has(MULTIATTACK_BEGUN) is not None
    if not begun:
        events.append(spend(c, ACTION, f"Multiattack: {action.name}"))
        events.append(_marker(state, c, MULTIATTACK_BEGUN, "Multiattack begun"))
    events.append(
        ConditionApplied(
            combatant_id=c.id,
            condition=structs.replace(
                condition(state, MULTIATTACK_EXTRA, source=action.name, expires=this_turn_end(state, c.id)),
                id=marker,
                name=f"used {action.name} in its Multiattack",
            ),
        )
    )
    return events


def _marker(state: EncounterState, c: Combatant, name: str, label: str) -> ConditionApplied:
    return ConditionApplied(
        combatant_id=c.id, condition=condition(state, name, expires=this_turn_end(state, c.id), label=label)
    )


def recharge(c: Combatant, dice: Dice) -> list[Event]:
    """At the start of ``c``'s turn: a d6 for each spent Recharge action (one for actions
    sharing a recharge), and the recharge back on a roll of its number or more."""
    events: list[Event] = []
    seen: set[str] = set()
    for action in stats_of(c).save_actions:
        track = uses_track(action)
        if action.recharge is None or track is None or track in seen:
            continue
        seen.add(track)
        left = c.resources.get(track)
        if left is None or left.current >= left.maximum:
            continue
        (roll,) = dice.roll(1, 6)
        ok = roll >= action.recharge
        name = action.uses_of or action.name
        events.append(
            RechargeRolled(combatant_id=c.id, action=name, track=track, roll=roll, needed=action.recharge, recharged=ok)
        )
        if ok:
            events.append(ResourceChanged(combatant_id=c.id, resource=track, delta=1, reason=f"{name} recharged"))
    return events
