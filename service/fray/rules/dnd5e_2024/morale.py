"""003_f1a408214e2b5451.txt §Morale (士气), an encounter option.

A creature may flee when surprised, when first reduced to half its HP or fewer, or when it
cannot harm its foes on its turn; a group when all were surprised, its leader is down, or it
lost half its number without enemy losses. The creature (the group's leader; if the leader
cannot, the group's highest Charisma) makes a DC 10 Wisdom save, with disadvantage against
overwhelming odds or failing outright by the GM's call. A failure: flee by the fastest
route, or surrender when it cannot.

Prompts (a ``morale_due:<trigger>`` condition, spent by ``check_morale`` for that trigger):
Fray notices the triggers it can see — a surprised creature and a side all surprised (at the
start of round 1), a creature first at half its HP or fewer, a side that has lost half its
number (down or dead) while no enemy is down, and a side whose leader (``leader`` on its stat
block) drops to 0 HP (one group check, on the side's first monster still able). DECISION: only
monsters are prompted (players decide for their characters); "cannot harm its foes" (a
judgement) and a leader who leaves the fight without dropping stay the GM's call.
"""

from __future__ import annotations

from typing import Literal

from fray.domain.dice import Dice
from fray.domain.events import ConditionApplied, ConditionEnded, Event, known
from fray.domain.state import Combatant, EncounterState
from fray.domain.tracks import hp, hp_max

from .commands import CheckMorale
from .conditions import DEAD, SURPRISED, condition, d20_penalty, incapacitated, names, with_source
from .events import MoraleChecked
from .options import require
from .rolls import roll_d20
from .saves import stats_of
from .stats import save_bonus

MORALE_DC = 10
MORALE_DUE = "morale_due"
HALF_HP_SEEN = "morale_half_hp_seen"
GROUP_HALF_LOST_SEEN = "morale_half_lost_seen"


def check_morale(state: EncounterState, cmd: CheckMorale, dice: Dice) -> list[Event]:
    """The morale save and, on a failure, ``fleeing`` or ``surrendered`` on each creature it
    speaks for. Raises ``RuleViolation`` when the option is off.
    Source: 003_f1a408214e2b5451.txt §Morale (士气)."""
    require(state, "morale")
    c = state.combatant(cmd.combatant_id)
    group = [o for o in state.combatants.values() if o.side == c.side and DEAD not in names(o)] if cmd.group else [c]
    roller = c
    if cmd.group and (incapacitated(c) or hp(c) <= 0):
        able = [o for o in group if not incapacitated(o) and hp(o) > 0]
        roller = max(able, key=lambda o: stats_of(o).abilities.cha, default=c)
    ids = tuple(o.id for o in group)
    result: Literal["stand", "flee", "surrender"]
    if cmd.auto_fail:
        result = "surrender" if cmd.cornered else "flee"
        events: list[Event] = [
            MoraleChecked(
                roller_id=roller.id,
                combatant_ids=ids,
                trigger=cmd.trigger,
                auto_fail=True,
                success=False,
                result=result,
            )
        ]
    else:
        roll = roll_d20(
            dice,
            save_bonus(stats_of(roller), "wis") + d20_penalty(roller),
            cmd.advantage,
            (*cmd.disadvantage, *(("overwhelming odds",) if cmd.overwhelming else ())),
        )
        ok = known(roll.total) >= MORALE_DC
        result = "stand" if ok else "surrender" if cmd.cornered else "flee"
        events = [
            MoraleChecked(
                roller_id=roller.id, combatant_ids=ids, trigger=cmd.trigger, save=roll, success=ok, result=result
            )
        ]
    events += _spend_prompts(state, c, cmd.trigger, cmd.group)
    if result != "stand":
        name = "fleeing" if result == "flee" else "surrendered"
        events += [
            ConditionApplied(combatant_id=i, condition=condition(state, name, source="morale"))
            for i in ids
            if state.combatants[i].has(name) is None
        ]
    return events


def _prompt(state: EncounterState, c: Combatant, trigger: str, label: str) -> ConditionApplied:
    return ConditionApplied(
        combatant_id=c.id,
        condition=condition(state, MORALE_DUE, source=trigger, label=f"morale check due: {label} (DC 10 WIS)"),
    )


def _spend_prompts(state: EncounterState, c: Combatant, trigger: str, group: bool) -> list[Event]:

    who = [o for o in state.combatants.values() if o.side == c.side] if group else [c]
    return [
        ConditionEnded(combatant_id=o.id, condition_id=k.id, reason="spent")
        for o in who
        for k in with_source(o, MORALE_DUE)
        if k.source == trigger
    ]


def _monsters(state: EncounterState, side: str) -> list[Combatant]:
    return [o for o in state.combatants.values() if o.side == side and stats_of(o).kind == "monster"]


def after_harm(state: EncounterState, target: Combatant, hp_after: int) -> list[Event]:
    """Prompts after ``target`` (a monster) lost hit points down to ``hp_after``: first at half
    its HP maximum or fewer; its side's leader down; its side has lost half its number with no
    enemy down. Source: 003_f1a408214e2b5451.txt §Morale (士气)."""
    if stats_of(target).kind != "monster":
        return []
    events: list[Event] = []
    if hp_after * 2 <= hp_max(target) and target.has(HALF_HP_SEEN) is None and hp_after > 0:
        events += [
            _prompt(state, target, "first_half_hp", "first reduced to half its HP"),
            ConditionApplied(
                combatant_id=target.id,
                condition=condition(state, HALF_HP_SEEN, label="has been at half HP or fewer (morale)"),
            ),
        ]
    if hp_after <= 0 and stats_of(target).leader:
        able = [o for o in _monsters(state, target.side) if hp(o) > 0 and o.id != target.id and DEAD not in names(o)]
        if able:
            events.append(
                _prompt(state, able[0], "leader_down", f"side {target.side}'s leader {target.name} is down (group)")
            )
    if hp_after <= 0:
        side = _monsters(state, target.side)
        lost = sum(1 for o in side if hp(o) <= 0 or o.id == target.id)
        enemy_down = any(hp(o) <= 0 for o in state.combatants.values() if o.side != target.side)
        able = [o for o in side if hp(o) > 0 and o.id != target.id and DEAD not in names(o)]
        if lost * 2 >= len(side) and not enemy_down and able and not any(o.has(GROUP_HALF_LOST_SEEN) for o in side):
            events += [
                _prompt(
                    state,
                    able[0],
                    "half_lost_no_enemy_losses",
                    f"side {target.side} lost half its number, no enemy losses (group)",
                ),
                ConditionApplied(
                    combatant_id=able[0].id,
                    condition=condition(state, GROUP_HALF_LOST_SEEN, label="side lost half its number (morale)"),
                ),
            ]
    return events


def at_first_round(state: EncounterState) -> list[Event]:
    """Prompts as round 1 starts: each surprised monster, and a side whose monsters are all
    surprised (one group check, on its first member). Source: 003_f1a408214e2b5451.txt §Morale (士气)."""
    events: list[Event] = []
    sides: dict[str, list[Combatant]] = {}
    for o in state.combatants.values():
        if stats_of(o).kind == "monster" and DEAD not in names(o):
            sides.setdefault(o.side, []).append(o)
    for side, members in sides.items():
        surprised = [o for o in members if o.has(SURPRISED) is not None]
        events += [_prompt(state, o, "surprised", "surprised") for o in surprised]
        if surprised and len(surprised) == len(members):
            events.append(_prompt(state, members[0], "all_surprised", f"all of side {side} surprised (group)"))
    return events
