"""003_f1a408214e2b5451.txt §Morale (士气), an encounter option.

A creature may flee when surprised, when first reduced to half its HP or fewer, or when it
cannot harm its foes on its turn; a group when all were surprised, its leader is down, or it
lost half its number without enemy losses. The creature (the group's leader; if the leader
cannot, the group's highest Charisma) makes a DC 10 Wisdom save, with disadvantage against
overwhelming odds or failing outright by the GM's call. A failure: flee by the fastest
route, or surrender when it cannot.
"""

from __future__ import annotations

from fray.domain.dice import Dice
from fray.domain.events import ConditionApplied, Event
from fray.domain.state import EncounterState

from .conditions import DEAD, condition, incapacitated, names
from .events import MoraleChecked
from .options import require
from .rolls import roll_d20
from .saves import stats_of
from .stats import save_bonus

MORALE_DC = 10


def check_morale(state: EncounterState, cmd, dice: Dice) -> list[Event]:  # type: ignore[no-untyped-def]
    """The morale save and, on a failure, ``fleeing`` or ``surrendered`` on each creature it
    speaks for. Raises ``RuleViolation`` when the option is off."""
    require(state, "morale")
    c = state.combatant(cmd.combatant_id)
    group = [o for o in state.combatants.values() if o.side == c.side and DEAD not in names(o)] if cmd.group else [c]
    roller = c
    if cmd.group and (incapacitated(c) or c.hp <= 0):
        able = [o for o in group if not incapacitated(o) and o.hp > 0]
        roller = max(able, key=lambda o: stats_of(o).abilities.cha, default=c)
    ids = tuple(o.id for o in group)
    if cmd.auto_fail:
        result = "surrender" if cmd.cornered else "flee"
        events: list[Event] = [MoraleChecked(roller_id=roller.id, combatant_ids=ids, trigger=cmd.trigger,
                                             auto_fail=True, success=False, result=result)]
    else:
        from .conditions import d20_penalty

        roll = roll_d20(dice, save_bonus(stats_of(roller), "wis") + d20_penalty(roller), cmd.advantage,
                        (*cmd.disadvantage, *(("overwhelming odds",) if cmd.overwhelming else ())))
        ok = roll.total >= MORALE_DC
        result = "stand" if ok else "surrender" if cmd.cornered else "flee"
        events = [MoraleChecked(roller_id=roller.id, combatant_ids=ids, trigger=cmd.trigger, save=roll,
                                success=ok, result=result)]
    if result != "stand":
        name = "fleeing" if result == "flee" else "surrendered"
        events += [ConditionApplied(combatant_id=i, condition=condition(state, name, source="morale"))
                   for i in ids if state.combatants[i].has(name) is None]
    return events
