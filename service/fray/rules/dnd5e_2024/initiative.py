"""Initiative (002_06b8b5e39c23dcd7.txt §Порядок бою) and 003's Initiative Score and Side
Initiative.

002: each creature makes a Dexterity check (d20 + DEX modifier); a surprised creature rolls
with disadvantage; turns go from highest to lowest. Ties break by the encounter's rule
(``options.ties``): by default the higher DEX modifier, then a d20 rolled once by each tied
newcomer and recorded in the event (again among those still tied), never reshuffled. A late
arrival tied with someone already in the order goes after them.
003 Initiative Score: 10 + DEX modifier, no roll (DECISION: a surprised creature's score is
5 lower, the published 5e rule for disadvantage on a passive check).
003 Side Initiative: one d20 per side, no modifiers; ties are rolled again until one side
wins; a side acts as a group (Fray orders its members as they joined).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fray.domain.dice import Dice
from fray.domain.errors import RuleViolation
from fray.domain.state import EncounterState
from fray.domain.turns import place_newcomers

from .conditions import SURPRISED, d20_penalty
from .events import Dnd5eInitiativeEntry, Dnd5eInitiativeRolled
from .options import options
from .rolls import roll_d20
from .saves import stats_of
from .stats import ability_mod

PASSIVE_DISADVANTAGE = 5
MAX_TIE_ROUNDS = 20


def break_ties(entries: list[Dnd5eInitiativeEntry], key: Callable[[Dnd5eInitiativeEntry], tuple[int, ...]],
               dice: Dice) -> list[Dnd5eInitiativeEntry]:
    """``entries`` with a d20 added to ``tie_rolls`` of every entry whose ``key`` (plus tie
    rolls so far) equals another's, repeated among those still tied (at most 20 times)."""
    for _ in range(MAX_TIE_ROUNDS):
        seen: dict[tuple[int, ...], int] = {}
        for e in entries:
            k = (*key(e), *e.tie_rolls)
            seen[k] = seen.get(k, 0) + 1
        tied = {k for k, n in seen.items() if n > 1}
        if not tied:
            return entries
        entries = [
            _with_roll(e, dice.roll(1, 20)[0]) if (*key(e), *e.tie_rolls) in tied else e
            for e in entries
        ]
    return entries


def _with_roll(e: Dnd5eInitiativeEntry, face: int) -> Dnd5eInitiativeEntry:
    from msgspec import structs

    return structs.replace(e, tie_rolls=(*e.tie_rolls, face))


def roll_initiative(state: EncounterState, combatant_ids: Sequence[str], dice: Dice) -> Dnd5eInitiativeRolled:
    """Initiative for ``combatant_ids`` by the encounter's method, the whole new order.
    Raises ``RuleViolation`` under speed factor (use ``dnd5e-2024.start_round``)."""
    opts = options(state)
    if opts.initiative == "speed_factor":
        raise RuleViolation("this encounter uses the speed factor: declare actions and roll each "
                            "round's initiative with dnd5e-2024.start_round")
    if opts.initiative == "side":
        return side_initiative(state, combatant_ids, dice)
    entries = []
    for cid in combatant_ids:
        c = state.combatants[cid]
        s = stats_of(c)
        dex = ability_mod(s, "dex")
        surprised = c.has(SURPRISED) is not None
        if opts.initiative == "score":
            mod = 10 + dex + s.initiative_bonus - (PASSIVE_DISADVANTAGE if surprised else 0) + d20_penalty(c)
            entries.append(Dnd5eInitiativeEntry(combatant_id=cid, dice=(), modifier=mod, total=mod,
                                                tiebreak=dex, surprised=surprised))
            continue
        roll = roll_d20(dice, dex + s.initiative_bonus + d20_penalty(c), (),
                        ("surprised",) if surprised else ())
        entries.append(Dnd5eInitiativeEntry(combatant_id=cid, dice=roll.dice, modifier=roll.modifier,
                                            total=roll.total, tiebreak=dex, surprised=surprised))
    use_dex = opts.ties == "dex_then_roll"

    def key(e: Dnd5eInitiativeEntry) -> tuple[int, ...]:
        return (e.total, e.tiebreak) if use_dex else (e.total,)

    entries = break_ties(entries, key, dice)
    by_id = {e.combatant_id: e for e in entries}
    ranked = sorted(entries, key=lambda e: tuple(-x for x in (*key(e), *e.tie_rolls)))

    def rank(cid: str) -> tuple[int, ...] | None:
        if cid in by_id:
            return (*key(by_id[cid]), *by_id[cid].tie_rolls)
        c = state.combatants.get(cid)
        if c is None or c.initiative is None:
            return None
        dex = ability_mod(stats_of(c), "dex")
        return (c.initiative, dex) if use_dex else (c.initiative,)

    order = place_newcomers(state.order, [e.combatant_id for e in ranked], rank)
    return Dnd5eInitiativeRolled(entries=tuple(entries), order=order, method=opts.initiative)


def side_initiative(state: EncounterState, combatant_ids: Sequence[str], dice: Dice) -> Dnd5eInitiativeRolled:
    """003 Side Initiative: a d20 per side without modifiers, ties rerolled until one wins;
    sides act highest first, members in joining order. A late arrival joins its side's place
    (its side's last roll) or, for a new side, rolls against the others' last rolls."""
    sides: dict[str, list[str]] = {}
    for c in state.combatants.values():
        sides.setdefault(c.side, []).append(c.id)
    known = {c.side: c.initiative for c in state.combatants.values() if c.initiative is not None}
    rolls: dict[str, tuple[int, ...]] = {}
    for side in sides:
        if side not in known:
            rolls[side] = dice.roll(1, 20)
    for _ in range(MAX_TIE_ROUNDS):
        current = {**{s: v for s, v in known.items() if v is not None}, **{s: r[-1] for s, r in rolls.items()}}
        clash = {s for s in rolls if list(current.values()).count(current[s]) > 1}
        if not clash:
            break
        for s in [s for s in rolls if s in clash]:  # in joining order: dice stay reproducible
            rolls[s] = (*rolls[s], dice.roll(1, 20)[0])
    final = {**{s: v for s, v in known.items() if v is not None}, **{s: r[-1] for s, r in rolls.items()}}
    entries = tuple(
        Dnd5eInitiativeEntry(combatant_id=cid, dice=rolls.get(state.combatants[cid].side, ()),
                             modifier=0, total=final[state.combatants[cid].side])
        for cid in combatant_ids)
    return Dnd5eInitiativeRolled(entries=entries, order=_side_order(state, combatant_ids, final),
                                 method="side", side_rolls=rolls)


def _side_order(state: EncounterState, newcomers: Sequence[str], final: dict[str, int]) -> tuple[str, ...]:
    """The order with ``newcomers`` placed after the last of their side already in it, or,
    for a side new to the order, before the first combatant of a side with a lower roll.
    Ids that left keep their place, so the turn pointer never moves."""
    order = list(state.order)
    side_of = {cid: c.side for cid, c in state.combatants.items()}
    for cid in sorted(newcomers, key=lambda i: -final[side_of[i]]):
        mine = side_of[cid]
        same = [i for i, o in enumerate(order) if side_of.get(o) == mine]
        if same:
            order.insert(same[-1] + 1, cid)
            continue
        at = next((i for i, o in enumerate(order)
                   if o in side_of and final.get(side_of[o], 99) < final[mine]), len(order))
        order.insert(at, cid)
    return tuple(order)
