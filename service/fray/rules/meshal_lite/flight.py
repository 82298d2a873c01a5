"""``meshal-lite.flee``: leaving a fight after three rounds unhit.

DECISION: a creature that flees stays in the encounter's state with the condition ``fled``
(status ``down``, no turn, off the grid) rather than being removed: the fight's intensity
still counts it ("逃跑并不会改变一场战斗的强度") and the rewards must know it fled.
Dice: the fleer's Activeness dice (3 for "-"), one roll.
Source: 001_5f4122b8a83d6727.txt §失败Losing a Combat (逃跑).
"""

from __future__ import annotations

from fray.domain.dice import Dice
from fray.domain.errors import RuleViolation
from fray.domain.events import CombatantPlaced, Condition, ConditionApplied, Event
from fray.domain.state import Combatant, EncounterState
from fray.domain.turns import require_turn

from .attributes import roll_dice
from .budget import spend_mobility
from .commands import Flee
from .dice import points
from .events import MeshalFleeAttempted
from .fleeing import FLEE_COST, check_may_flee, flee_difficulty, flees
from .options import options_of
from .standing import FLED, unhit_rounds, why_not_acting
from .stats import attribute_of, is_object


def hostiles(state: EncounterState, c: Combatant) -> list[Combatant]:
    """Creatures of other sides still in the fight (not dead, not fled). Never raises.
    Source: 001_5f4122b8a83d6727.txt §失败Losing a Combat (所有敌对生物)."""
    return [o for o in state.combatants.values()
            if o.side != c.side and not is_object(o) and o.status != "dead" and o.has(FLED) is None]


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
    paid = spend_mobility(c, FLEE_COST, "tactic", own_turn=True, long_actions=options_of(state).long_actions,
                          on="flee")
    others = hostiles(state, c)
    pools = [roll_dice(attribute_of(h, "activeness")) for h in others]
    difficulty = flee_difficulty(pools)
    against = others[pools.index(difficulty)].id if others else None
    n = roll_dice(attribute_of(c, "activeness"))
    faces = dice.roll(n, 6) if n else ()
    got = points(faces)
    success = flees(got, difficulty)
    events: list[Event] = [*paid, MeshalFleeAttempted(
        combatant_id=c.id, unhit_rounds=streak, faces=tuple(faces), points=got, difficulty=difficulty,
        against=against, succeeded=success)]
    if success:
        events.append(ConditionApplied(combatant_id=c.id, condition=Condition(
            id=FLED, name="fled the fight (no rewards, no loot; it cannot rejoin this Moment process)",
            source=c.id)))
        if c.position is not None:
            events.append(CombatantPlaced(combatant_id=c.id, position=None))
    return events
