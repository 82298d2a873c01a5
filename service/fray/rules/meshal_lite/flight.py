"""``meshal-lite.flee``: leaving a fight after three rounds unhit.

DECISION: a creature that flees stays in the encounter's state with the condition ``fled``
(status ``down``, no turn, off the grid) rather than being removed: the fight's intensity
still counts it ("逃跑并不会改变一场战斗的强度") and the rewards must know it fled.
Dice: the fleer's Activeness dice (3 for "-"), one roll. The chase (追杀): each minute the
pursuer's Activeness dice, then the fleer's.
DECISION: a chase may start once the fight is over (the side that fled has nobody standing);
a fleer caught has its ``fled`` condition ended, so the GM can place it for the new fight.
Source: 001_5f4122b8a83d6727.txt §失败Losing a Combat (逃跑, 追杀).
"""

from __future__ import annotations

from fray.domain.dice import Dice
from fray.domain.errors import RuleViolation
from fray.domain.events import (
    CombatantPlaced,
    Condition,
    ConditionApplied,
    ConditionEnded,
    Event,
)
from fray.domain.state import Combatant, EncounterState
from fray.domain.turns import require_turn

from .aftermath import fight_over
from .attributes import roll_dice
from .budget import spend_mobility
from .commands import Chase, Flee
from .dice import points
from .events import MeshalChaseRun, MeshalFleeAttempted
from .fleeing import FLEE_COST, chase, check_may_flee, flee_difficulty, flees
from .options import options_of
from .standing import FLED, unhit_rounds, why_not_acting
from .stats import attribute_of, is_object


def hostiles(state: EncounterState, c: Combatant) -> list[Combatant]:
    """Creatures of other sides still in the fight (not dead, not fled). Never raises.
    Source: 001_5f4122b8a83d6727.txt §失败Losing a Combat (所有敌对生物)."""
    return [
        o
        for o in state.combatants.values()
        if o.side != c.side and not is_object(o) and o.status != "dead" and o.has(FLED) is None
    ]


def flee(state: EncounterState, cmd: Flee, dice: Dice) -> list[Event]:
    """``MeshalFleeAttempted`` and the 3⚡; on a success the ``fled`` condition and the
    fleer taken off the grid. Raises ``CombatantNotFound``; ``RuleViolation`` off its turn,
    for one who cannot act, fewer than three rounds unhit, or too little ⚡.
    Source: 001_5f4122b8a83d6727.txt §失败Losing a Combat (逃跑)."""
    c = state.combatant(cmd.combatant_id)
    require_turn(state, c, "flee")
    if (why := why_not_acting(c)) is not None:
        raise RuleViolation(f"{c.name} {why} and cannot flee")
    streak = unhit_rounds(c)
    check_may_flee(streak)
    paid = spend_mobility(c, FLEE_COST, "tactic", own_turn=True, long_actions=options_of(state).long_actions, on="flee")
    others = hostiles(state, c)
    pools = [roll_dice(attribute_of(h, "activeness")) for h in others]
    difficulty = flee_difficulty(pools)
    against = others[pools.index(difficulty)].id if others else None
    n = roll_dice(attribute_of(c, "activeness"))
    faces = dice.roll(n, 6) if n else ()
    got = points(faces)
    success = flees(got, difficulty)
    events: list[Event] = [
        *paid,
        MeshalFleeAttempted(
            combatant_id=c.id,
            unhit_rounds=streak,
            faces=tuple(faces),
            points=got,
            difficulty=difficulty,
            against=against,
            succeeded=success,
        ),
    ]
    if success:
        events.append(
            ConditionApplied(
                combatant_id=c.id,
                condition=Condition(
                    id=FLED,
                    name="fled the fight (no rewards, no loot; it cannot rejoin this Moment process)",
                    source=c.id,
                ),
            )
        )
        if c.position is not None:
            events.append(CombatantPlaced(combatant_id=c.id, position=None))
    return events


def chase_fleer(state: EncounterState, cmd: Chase, dice: Dice) -> list[Event]:
    """``MeshalChaseRun`` (and, when the pursuer catches up, the end of ``fled``). Raises
    ``CombatantNotFound``; ``RuleViolation`` for a target that has not fled, a pursuer who
    cannot act or is on the fleer's side, or a fight not yet over.
    Source: 001_5f4122b8a83d6727.txt §失败Losing a Combat (追杀)."""
    pursuer, fleer = state.combatant(cmd.combatant_id), state.combatant(cmd.target_id)
    if fleer.has(FLED) is None:
        raise RuleViolation(f"{fleer.name} has not fled; a chase follows a flight")
    if (why := why_not_acting(pursuer)) is not None:
        raise RuleViolation(f"{pursuer.name} {why} and cannot give chase")
    if pursuer.side == fleer.side:
        raise RuleViolation(f"{pursuer.name} is on {fleer.name}'s side; the victors give chase")
    if not fight_over(state):
        raise RuleViolation("a chase follows the fight; both sides still have creatures standing")
    a, b = roll_dice(attribute_of(pursuer, "activeness")), roll_dice(attribute_of(fleer, "activeness"))
    faces_a: list[tuple[int, ...]] = []
    faces_b: list[tuple[int, ...]] = []
    for _ in range(cmd.minutes):
        faces_a.append(tuple(dice.roll(a, 6)) if a else ())
        faces_b.append(tuple(dice.roll(b, 6)) if b else ())
        run = chase([points(f) for f in faces_a], [points(f) for f in faces_b])
        if run.outcome != "running":
            break
    events: list[Event] = [
        MeshalChaseRun(
            combatant_id=pursuer.id,
            target_id=fleer.id,
            pursuer_faces=tuple(faces_a),
            fleer_faces=tuple(faces_b),
            pursuer_totals=run.pursuer_totals,
            fleer_totals=run.fleer_totals,
            outcome=run.outcome,
        )
    ]
    if run.outcome == "caught":
        events.append(ConditionEnded(combatant_id=fleer.id, condition_id=FLED, reason="removed"))
    return events
