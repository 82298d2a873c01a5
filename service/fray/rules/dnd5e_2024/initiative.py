"""Initiative (002_06b8b5e39c23dcd7.txt §Порядок бою) and 003's Initiative Score and Side
Initiative.

002: each creature makes a Dexterity check (d20 + DEX modifier); a surprised creature rolls
with disadvantage; turns go from highest to lowest. Ties break by the encounter's rule
(``options.ties``): by default the higher DEX modifier, then a d20 rolled once by each tied
newcomer and recorded in the event (again among those still tied), never reshuffled; the
entry's ``tiebreak`` is ``(DEX modifier, tie roll, …)``. A late arrival tied with someone
already in the order goes after them.
003 Initiative Score: 10 + DEX modifier, no roll (DECISION: a surprised creature's score is
5 lower, the published 5e rule for disadvantage on a passive check).
003 Side Initiative: one d20 per side, no modifiers; ties are rolled again until one side
wins; a side acts as a group, its members in the order they choose (``order_side``; joining
order until they do).
003 Speed Factor: see ``speed_factor``; the core re-rolls each round through ``roll_initiative``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from msgspec import structs

from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import Event, known
from fray.domain.state import EncounterState
from fray.domain.turns import place_newcomers

from .commands import OrderSide
from .conditions import SURPRISED, d20_penalty
from .events import Dnd5eInitiativeEntry, Dnd5eInitiativeRolled
from .options import options
from .rolls import roll_d20
from .saves import stats_of
from .speed_factor import declared
from .stats import ability_mod

PASSIVE_DISADVANTAGE = 5
MAX_TIE_ROUNDS = 20


def break_ties(entries: list[Dnd5eInitiativeEntry], dice: Dice) -> list[Dnd5eInitiativeEntry]:
    """``entries`` with a d20 appended to the ``tiebreak`` of every entry whose rank (total,
    then tiebreak so far) equals another's, repeated among those still tied (at most 20
    times). The rolls are recorded in the entries; the order follows from them.
    Source: 002_06b8b5e39c23dcd7.txt §Порядок бою; the tie rule is this module's (``options.ties``)."""
    for _ in range(MAX_TIE_ROUNDS):
        seen: dict[tuple[int, ...], int] = {}
        for e in entries:
            seen[e.rank] = seen.get(e.rank, 0) + 1
        tied = {k for k, n in seen.items() if n > 1}
        if not tied:
            return entries
        entries = [
            structs.replace(e, tiebreak=(*known(e.tiebreak), dice.roll(1, 20)[0])) if e.rank in tied else e
            for e in entries
        ]
    return entries


def ordered(
    state: EncounterState, entries: list[Dnd5eInitiativeEntry], known: Callable[[str], tuple[int, ...] | None]
) -> tuple[str, ...]:
    """The whole order: ``state.order`` kept, ``entries`` placed by rank (best first), a tie
    with someone already in the order going after them. ``known`` ranks those already in.
    Source: 002_06b8b5e39c23dcd7.txt §Порядок бою (highest to lowest)."""
    by_id = {e.combatant_id: e.rank for e in entries}
    ranked = sorted(entries, key=lambda e: tuple(-x for x in e.rank))
    return place_newcomers(state.order, [e.combatant_id for e in ranked], lambda cid: by_id.get(cid) or known(cid))


def roll_initiative(state: EncounterState, combatant_ids: Sequence[str], dice: Dice) -> Dnd5eInitiativeRolled:
    """Initiative for ``combatant_ids`` by the encounter's method, the whole new order.
    Under the speed factor it is also the core's re-roll at each new round (``state.order``
    is then empty). Raises ``RuleViolation`` under the speed factor for a creature that has
    declared no action.
    Source: 002_06b8b5e39c23dcd7.txt §Порядок бою; 003_f1a408214e2b5451.txt §Initiative Score (先攻值),
    §Side Initiative (集群先攻), §Speed Factor (速度因素)."""
    opts = options(state)
    if opts.initiative == "speed_factor":
        return speed_factor_initiative(state, combatant_ids, dice)
    if opts.initiative == "side":
        return side_initiative(state, combatant_ids, dice)
    use_dex = opts.ties == "dex_then_roll"
    entries = []
    for cid in combatant_ids:
        c = state.combatants[cid]
        s = stats_of(c)
        dex = ability_mod(s, "dex")
        surprised = c.has(SURPRISED) is not None
        tie = (dex,) if use_dex else ()
        if opts.initiative == "score":
            mod = 10 + dex + s.initiative_bonus - (PASSIVE_DISADVANTAGE if surprised else 0) + d20_penalty(c)
            entries.append(
                Dnd5eInitiativeEntry(
                    combatant_id=cid, dice=(), modifier=mod, total=mod, tiebreak=tie, surprised=surprised
                )
            )
            continue
        roll = roll_d20(dice, dex + s.initiative_bonus + d20_penalty(c), (), ("surprised",) if surprised else ())
        entries.append(
            Dnd5eInitiativeEntry(
                combatant_id=cid,
                dice=roll.dice,
                modifier=roll.modifier,
                total=roll.total,
                tiebreak=tie,
                surprised=surprised,
            )
        )
    entries = break_ties(entries, dice)

    def known(cid: str) -> tuple[int, ...] | None:
        c = state.combatants.get(cid)
        if c is None or c.initiative is None:
            return None
        return (c.initiative, ability_mod(stats_of(c), "dex")) if use_dex else (c.initiative,)

    return Dnd5eInitiativeRolled(
        entries=tuple(entries), order=ordered(state, entries, known), method=opts.initiative, round=max(state.round, 1)
    )


def speed_factor_initiative(state: EncounterState, combatant_ids: Sequence[str], dice: Dice) -> Dnd5eInitiativeRolled:
    """003 Speed Factor: d20 + DEX modifier + the declared action's modifier (``declare``);
    ties to the higher DEX score, then a roll. Raises ``RuleViolation`` naming who has not
    declared."""

    missing = [cid for cid in combatant_ids if declared(state.combatants[cid]) is None]
    if missing:
        raise RuleViolation(
            "under the speed factor every creature declares its action before "
            f"initiative is rolled (dnd5e-2024.declare_actions or start_round): "
            f"missing {', '.join(missing)}"
        )
    entries = []
    for cid in combatant_ids:
        c = state.combatants[cid]
        d = declared(c)
        assert d is not None
        s = stats_of(c)
        face = dice.roll(1, 20)[0]
        mod = ability_mod(s, "dex") + d.bonus("initiative")
        entries.append(
            Dnd5eInitiativeEntry(
                combatant_id=cid,
                dice=(face,),
                modifier=mod,
                total=face + mod,
                tiebreak=(s.abilities.dex,),
                factors=(d.name,),
            )
        )
    entries = break_ties(entries, dice)

    def known(cid: str) -> tuple[int, ...] | None:
        c = state.combatants.get(cid)
        return None if c is None or c.initiative is None else (c.initiative, stats_of(c).abilities.dex)

    round_ = state.round + 1 if not state.order else max(state.round, 1)
    return Dnd5eInitiativeRolled(
        entries=tuple(entries), order=ordered(state, entries, known), method="speed_factor", round=round_
    )


def side_initiative(state: EncounterState, combatant_ids: Sequence[str], dice: Dice) -> Dnd5eInitiativeRolled:
    """003 Side Initiative: a d20 per side without modifiers, ties rerolled until one wins;
    sides act highest first, members in joining order until the side chooses another
    (``order_side``). A late arrival joins its side's place (its side's last roll) or, for a
    new side, rolls against the others' last rolls."""
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
        Dnd5eInitiativeEntry(
            combatant_id=cid,
            dice=rolls.get(state.combatants[cid].side, ()),
            modifier=0,
            total=final[state.combatants[cid].side],
        )
        for cid in combatant_ids
    )
    return Dnd5eInitiativeRolled(
        entries=entries, order=_side_order(state, combatant_ids, final), method="side", side_rolls=rolls
    )


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
        at = next(
            (i for i, o in enumerate(order) if o in side_of and final.get(side_of[o], 99) < final[mine]), len(order)
        )
        order.insert(at, cid)
    return tuple(order)


def order_side(state: EncounterState, cmd: OrderSide) -> list[Event]:
    """003 Side Initiative: "the members of a side act in the order they choose". ``cmd.order``
    lists the members of ``cmd.side`` that have not acted yet this round (all of them unless
    the side's turn is under way), in the order they will act; their places in the order are
    dealt out again in that sequence. Recorded as an ``initiative_rolled`` with no entries
    (``method="side_order"``). Raises ``RuleViolation`` unless side initiative is on and
    rolled, and ``InvalidCommand`` unless ``order`` is exactly those members."""
    if options(state).initiative != "side":
        raise RuleViolation("order_side is for the side-initiative option (003)")
    order = list(state.order)
    side_of = {cid: c.side for cid, c in state.combatants.items()}
    places = [i for i, o in enumerate(order) if side_of.get(o) == cmd.side]
    if not places:
        raise RuleViolation(f"no member of side {cmd.side!r} is in the initiative order yet")
    if state.turn in order and side_of.get(state.turn) == cmd.side and state.round > 0:
        now = order.index(state.turn)
        places = [i for i in places if i > now]
    movable = [order[i] for i in places]
    if sorted(cmd.order) != sorted(movable):
        raise InvalidCommand(
            f"list each member of {cmd.side!r} still to act this round once: {', '.join(movable) or 'none'}"
        )
    for i, cid in zip(places, cmd.order, strict=True):
        order[i] = cid
    return [Dnd5eInitiativeRolled(entries=(), order=tuple(order), method="side_order", round=max(state.round, 1))]
