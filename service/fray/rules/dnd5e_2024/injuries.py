"""003_f1a408214e2b5451.txt §Lingering Injuries (伤残), an encounter option.

Triggers (prompted by a ``lingering injury due`` condition): taking a critical hit, dropping to
0 HP without dying, failing a death save by 5 or more. The d20 table: 1 lose an eye; 2 lose an
arm or a hand; 3 lose a foot or leg; 4 limp; 5–7 internal injury; 8–10 broken ribs; 11–13
horrible scar; 14–16 festering wound; 17–20 minor scar. Mechanical effects Fray applies: a lost
eye gives disadvantage on ranged attacks and on WIS (Perception) checks that rely on sight;
a horrible scar disadvantage on CHA (Persuasion) and advantage on CHA (Intimidation) checks
(``saves.ability_check``); a lost foot or leg halves walking speed and gives disadvantage on
DEX checks made to keep balance; a limp
takes 5 ft off it; after the Dash action a lost foot or leg means falling prone, a limp a
DC 10 DEX save or prone (``actions``); a lost arm or hand forbids two-handed weapons and the
off-hand attack of two-weapon fighting (``combat``); internal injury (DC 15) and broken ribs
(DC 10): a CON save when trying to act, a failure losing the action and reactions until the
start of the next turn (``trying_to_act``; DECISION: rolled at the start of each of its turns
in combat, when it would try to act, since Fray cannot see an attempt before it is sent).
A festering wound lowers the hit point maximum by 1 for every 24 hours it stays open, and a
creature whose maximum reaches 0 dies: Fray keeps no calendar, so the GM sends
``wound_festers`` with the days that passed (``wound_festers``); when the wound heals (magical
healing, or ten successful DC 15 WIS (Medicine) checks a day apart), the GM ends the condition
with ``remove_condition``. The minor scar has no mechanical effect.
"""

from __future__ import annotations

from fray.domain.dice import Dice
from fray.domain.errors import RuleViolation
from fray.domain.events import (
    ConditionApplied,
    ConditionEnded,
    Event,
    HitPointMaximumChanged,
    ResourceChanged,
)
from fray.domain.state import Combatant, EncounterState
from fray.domain.tracks import hp, hp_max

from .commands import RollLingeringInjury, WoundFesters
from .conditions import (
    DEAD,
    INJURY_DUE,
    NO_REACTIONS,
    condition,
    incapacitated,
    names,
    next_turn,
    with_source,
)
from .dying import die
from .events import LingeringInjuryRolled
from .options import require
from .saves import saving_throw

INJURY_DC = {"internal_injury": 15, "broken_ribs": 10}


def injury(face: int) -> str:
    """The Lingering Injuries table: the d20 ``face`` → the injury. Raises ``ValueError``.
    Source: 003_f1a408214e2b5451.txt §Lingering Injuries (伤残)."""
    if not 1 <= face <= 20:
        raise ValueError(f"a d20 shows 1–20, not {face}")
    table = (
        (1, "lose_an_eye"),
        (2, "lose_an_arm_or_hand"),
        (3, "lose_foot_or_leg"),
        (4, "limp"),
        (7, "internal_injury"),
        (10, "broken_ribs"),
        (13, "horrible_scar"),
        (16, "festering_wound"),
        (20, "minor_scar"),
    )
    return next(name for top, name in table if face <= top)


def roll_injury(state: EncounterState, cmd: RollLingeringInjury, dice: Dice) -> list[Event]:
    """Roll the table and apply the injury as a condition (``injury_<name>``); spends one
    pending prompt. Raises ``RuleViolation`` when the option is off.
    Source: 003_f1a408214e2b5451.txt §Lingering Injuries (伤残)."""
    require(state, "lingering_injuries")
    c = state.combatant(cmd.combatant_id)
    face = dice.roll(1, 20)[0]
    name = injury(face)
    due = with_source(c, INJURY_DUE)
    trigger = due[0].source if due else cmd.trigger
    events: list[Event] = [
        LingeringInjuryRolled(combatant_id=c.id, trigger=trigger or cmd.trigger, face=face, injury=name)
    ]
    if due:
        events.append(ConditionEnded(combatant_id=c.id, condition_id=due[0].id, reason="spent"))
    cid = f"injury_{name}"
    if c.has(cid) is None:
        events.append(
            ConditionApplied(
                combatant_id=c.id,
                condition=condition(state, cid, source=trigger, dc=INJURY_DC.get(name), label=name.replace("_", " ")),
            )
        )
    elif name == "lose_an_eye":
        blind = condition(state, "blinded", source="lost both eyes")
        events.append(ConditionApplied(combatant_id=c.id, condition=blind))
    return events


def trying_to_act(state: EncounterState, c: Combatant, dice: Dice) -> list[Event]:
    """At the start of ``c``'s turn (``state`` holds it): for internal injury (DC 15) or broken
    ribs (DC 10, the harder one counts), the CON save; a failure loses the action this turn
    and reactions until the start of its next turn. Nothing for a creature that cannot act.
    Source: 003_f1a408214e2b5451.txt §Lingering Injuries (伤残)."""

    dcs = [dc for name, dc in INJURY_DC.items() if c.has(f"injury_{name}") is not None]
    if not dcs or incapacitated(c) or hp(c) <= 0:
        return []
    name = "internal_injury" if max(dcs) == INJURY_DC["internal_injury"] else "broken_ribs"
    save = saving_throw(c, "con", max(dcs), dice, f"{name.replace('_', ' ')}: trying to act")
    if save.success:
        return [save]
    events: list[Event] = [
        save,
        ResourceChanged(
            combatant_id=c.id, resource="action", delta=-1, reason=f"action lost ({name.replace('_', ' ')})"
        ),
    ]
    if c.has(NO_REACTIONS) is None:
        events.append(
            ConditionApplied(
                combatant_id=c.id,
                condition=condition(
                    state,
                    NO_REACTIONS,
                    source=name,
                    expires=next_turn(state, c.id),
                    label=f"no reactions until its next turn ({name.replace('_', ' ')})",
                ),
            )
        )
    return events


FESTERING_WOUND = "injury_festering_wound"


def wound_festers(state: EncounterState, cmd: WoundFesters) -> list[Event]:
    """``cmd.days`` of 24 hours with a festering wound: the core's ``HitPointMaximumChanged``
    (−1 hit point of maximum a day, never below 0), and death when the maximum reaches 0.
    Raises ``RuleViolation`` when the option is off, the creature has no festering wound, or
    it is already dead. Source: 003_f1a408214e2b5451.txt §Lingering Injuries (festering wound)."""

    require(state, "lingering_injuries")
    c = state.combatant(cmd.combatant_id)
    if c.has(FESTERING_WOUND) is None:
        raise RuleViolation(f"{c.name} has no festering wound (roll_lingering_injury gives one)")
    if DEAD in names(c):
        raise RuleViolation(f"{c.name} is dead")
    loss = min(cmd.days, hp_max(c))
    events: list[Event] = [
        HitPointMaximumChanged(combatant_id=c.id, delta=-loss, reason=f"festering wound, {cmd.days} day(s)")
    ]
    if hp_max(c) - loss <= 0:
        events += die(state, c, "festering wound: hit point maximum 0")
    return events
