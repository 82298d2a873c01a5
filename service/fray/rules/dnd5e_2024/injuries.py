"""003_f1a408214e2b5451.txt §Lingering Injuries (伤残), an encounter option.

Triggers (prompted by a ``lingering injury due`` condition): taking a critical hit, dropping to
0 HP without dying, failing a death save by 5 or more. The d20 table: 1 lose an eye; 2 lose an
arm or a hand; 3 lose a foot or leg; 4 limp; 5–7 internal injury; 8–10 broken ribs; 11–13
horrible scar; 14–16 festering wound; 17–20 minor scar. Mechanical effects Fray applies: a lost
eye gives disadvantage on ranged attacks; a lost foot or leg halves walking speed; a limp
takes 5 ft off it; internal injury (DC 15) and broken ribs (DC 10) call for a CON save on
trying an action (the GM sends it with ``saving_throw``; Fray records the DC as the
condition's number). The rest are recorded for the table.
"""

from __future__ import annotations

from fray.domain.dice import Dice
from fray.domain.events import ConditionApplied, ConditionEnded, Event
from fray.domain.state import EncounterState

from .conditions import INJURY_DUE, condition, with_source
from .events import LingeringInjuryRolled
from .options import require

INJURY_DC = {"internal_injury": 15, "broken_ribs": 10}


def injury(face: int) -> str:
    """The Lingering Injuries table: the d20 ``face`` → the injury. Raises ``ValueError``."""
    if not 1 <= face <= 20:
        raise ValueError(f"a d20 shows 1–20, not {face}")
    table = ((1, "lose_an_eye"), (2, "lose_an_arm_or_hand"), (3, "lose_foot_or_leg"), (4, "limp"),
             (7, "internal_injury"), (10, "broken_ribs"), (13, "horrible_scar"), (16, "festering_wound"),
             (20, "minor_scar"))
    return next(name for top, name in table if face <= top)


def roll_injury(state: EncounterState, cmd, dice: Dice) -> list[Event]:  # type: ignore[no-untyped-def]
    """Roll the table and apply the injury as a condition (``injury_<name>``); spends one
    pending prompt. Raises ``RuleViolation`` when the option is off."""
    require(state, "lingering_injuries")
    c = state.combatant(cmd.combatant_id)
    face = dice.roll(1, 20)[0]
    name = injury(face)
    due = with_source(c, INJURY_DUE)
    trigger = due[0].source if due else cmd.trigger
    events: list[Event] = [LingeringInjuryRolled(combatant_id=c.id, trigger=trigger or cmd.trigger, face=face, injury=name)]
    if due:
        events.append(ConditionEnded(combatant_id=c.id, condition_id=due[0].id, reason="spent"))
    cid = f"injury_{name}"
    if c.has(cid) is None:
        events.append(ConditionApplied(combatant_id=c.id, condition=condition(
            state, cid, source=trigger, modifier=INJURY_DC.get(name, 0), label=name.replace("_", " "))))
    elif name == "lose_an_eye":
        events.append(ConditionApplied(combatant_id=c.id, condition=condition(state, "blinded", source="lost both eyes")))
    return events
