"""``Ruleset.roll_initiative`` and the round and turn hooks of Meshal Lite.

Initiative (先手): each creature rolls its Activeness dice for faces (3 dice for "-"), high
to low; tied creatures each roll 3🎲+, again until the tie breaks (DECISION), at most ten
times, then the one that joined first goes first (DECISION: a table entering the same faces
forever must still get an order). Creatures joining once initiative is rolled act after
everyone, ordered among themselves by a roll (a lone newcomer rolls nothing). With group
initiative (extension), creatures of one ``group`` share the first member's roll and act
in the order they joined. Objects take no turns. Dice: each roller's Activeness dice in
joining order, then the tie rolls, tied group by tied group, each roller's 3 dice.

Hooks: at the start of each round (round 2 on) the unhit streaks are tallied for fleeing
(a creature hit by a hostile attack last round starts again at 0, others count one more, up
to 3); ⚡ refills for every creature at the start of each round (or, with the option
``mobility_refill: "turn"``, at the start of its own turn).
Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (先手, 中途介入, 扩展 一组相同的生物),
§失败Losing a Combat (逃跑).
"""

from __future__ import annotations

from collections.abc import Sequence

from fray.domain.dice import Dice
from fray.domain.errors import RuleViolation
from fray.domain.events import ConditionEnded, Event, InitiativeEntry, InitiativeRolled
from fray.domain.state import EncounterState

from .budget import refill_mobility
from .dice import face_total
from .fleeing import UNHIT_ROUNDS as FLEE_AFTER
from .fleeing import unhit_streak
from .initiative import (
    TIE_DICE,
    InitiativeRoll,
    expand_groups,
    initiative_dice,
    initiative_order,
    unbroken_ties,
    with_latecomers,
)
from .options import options_of
from .standing import ANSWERING, FLED, HIT_THIS_ROUND, UNHIT_ROUNDS, unhit_marker, unhit_rounds
from .stats import attribute_of, is_object, stats

MAX_TIE_ROLLS = 10


def roll_initiative(state: EncounterState, combatant_ids: Sequence[str], dice: Dice) -> InitiativeRolled:
    """The new order with ``combatant_ids`` placed (see the module). Raises ``RuleViolation``
    when only objects are waiting. Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (先手)."""
    ids = [cid for cid in combatant_ids if not is_object(state.combatants[cid])]
    if not ids:
        raise RuleViolation("only objects are waiting for initiative, and objects take no turns")
    grouped = options_of(state).group_initiative
    groups: dict[str, list[str]] = {}
    for cid in ids:
        key = stats(state.combatants[cid]).group if grouped else None
        groups.setdefault(f"group:{key}" if key else cid, []).append(cid)
    late = bool(state.order)
    rolls: dict[str, InitiativeRoll] = {}
    for roller, members in groups.items():
        first = state.combatants[members[0]]
        n = 0 if late and len(groups) == 1 else initiative_dice(attribute_of(first, "activeness"))
        faces = dice.roll(n, 6) if n else ()
        rolls[roller] = InitiativeRoll(roller=roller, faces=tuple(faces), total=face_total(faces))
    for _ in range(MAX_TIE_ROLLS):
        tied = unbroken_ties(list(rolls.values()))
        if not tied:
            break
        for group in tied:
            for roller in group:
                r = rolls[roller]
                rolls[roller] = InitiativeRoll(
                    roller=roller, faces=r.faces, total=r.total, tie_rolls=(*r.tie_rolls, tuple(dice.roll(TIE_DICE, 6)))
                )
    if unbroken_ties(list(rolls.values())):
        ranked = sorted(rolls, key=lambda k: (-rolls[k].total, *(-sum(t) for t in rolls[k].tie_rolls)))
    else:
        ranked = initiative_order(list(rolls.values()))
    placed = expand_groups(ranked, groups)
    entries = tuple(
        InitiativeEntry(
            combatant_id=cid,
            dice=rolls[roller].faces,
            modifier=0,
            total=rolls[roller].total,
            tiebreak=tuple(sum(t) for t in rolls[roller].tie_rolls),
        )
        for roller, members in groups.items()
        for cid in members
    )
    return InitiativeRolled(entries=entries, order=tuple(with_latecomers(state.order, placed) if late else placed))


def round_started(state: EncounterState, round_: int, dice: Dice) -> list[Event]:
    """The unhit streaks tallied (round 2 on) and ⚡ refilled (by the round option), for every
    creature still in the fight. Never raises.
    Source: 001_5f4122b8a83d6727.txt §失败Losing a Combat (逃跑), §瞬息Moment过程."""
    events: list[Event] = []
    refill = options_of(state).mobility_refill == "round"
    for c in state.combatants.values():
        if c.has(ANSWERING) is not None:
            events.append(ConditionEnded(combatant_id=c.id, condition_id=ANSWERING, reason="expired"))
        if is_object(c) or c.has(FLED) is not None or c.status == "dead":
            continue
        if round_ > 1:
            was = unhit_rounds(c)
            if c.has(HIT_THIS_ROUND) is not None:
                events.append(ConditionEnded(combatant_id=c.id, condition_id=HIT_THIS_ROUND, reason="expired"))
                if was:
                    events.append(ConditionEnded(combatant_id=c.id, condition_id=UNHIT_ROUNDS, reason="expired"))
            elif (now := min(FLEE_AFTER, unhit_streak(was, False))) != was:
                events.append(unhit_marker(c, now))
        if refill:
            events += refill_mobility(c)
    return events


def turn_started(state: EncounterState, combatant_id: str, dice: Dice) -> list[Event]:
    """With ``mobility_refill: "turn"``, the ⚡ of the creature whose turn starts comes
    back. Never raises. Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (a decision: see
    ``mobility``)."""
    c = state.combatants.get(combatant_id)
    if c is None or options_of(state).mobility_refill != "turn":
        return []
    return refill_mobility(c)
