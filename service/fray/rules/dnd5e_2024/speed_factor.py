"""003_f1a408214e2b5451.txt §Speed Factor (速度因素): actions declared, initiative rolled every
round with the table's modifiers, turns counted down from the top.

Speed Factor Initiative Modifiers: casting a spell −(its level, the highest only); melee,
heavy −2; melee, light or finesse +2; melee, two-handed −2; ranged, loading −5. Size: tiny +5,
small +2, medium +0, large −2, huge −5, gargantuan −8. The same modifier counts once per turn.
Ties: the higher DEX score, then a roll.
"""

from __future__ import annotations

from msgspec import structs

from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import Event, TurnStarted
from fray.domain.state import EncounterState
from fray.domain.turns import expiring

from .durations import _prompts, starting, takes_turn
from .events import Dnd5eInitiativeEntry, Dnd5eInitiativeRolled
from .initiative import break_ties
from .options import options
from .saves import stats_of
from .stats import ability_mod

FACTOR_MODIFIER = {"melee_heavy": -2, "melee_light_or_finesse": 2, "melee_two_handed": -2,
                   "ranged_loading": -5}
SIZE_MODIFIER = {"tiny": 5, "small": 2, "medium": 0, "large": -2, "huge": -5, "gargantuan": -8}


def modifier(size: str, factors: tuple[str, ...], spell_level: int | None, custom: int = 0) -> tuple[int, tuple[str, ...]]:
    """The speed-factor modifier and its named parts: size, each factor once, minus the
    highest spell level cast, plus the GM's ``custom``."""
    parts = [f"size {size} {SIZE_MODIFIER[size]:+d}"]
    total = SIZE_MODIFIER[size]
    for f in dict.fromkeys(factors):
        total += FACTOR_MODIFIER[f]
        parts.append(f"{f} {FACTOR_MODIFIER[f]:+d}")
    if spell_level:
        total -= spell_level
        parts.append(f"spell level {spell_level} -{spell_level}")
    if custom:
        total += custom
        parts.append(f"GM {custom:+d}")
    return total, tuple(parts)


def start_round(state: EncounterState, cmd, dice: Dice) -> list[Event]:  # type: ignore[no-untyped-def]
    """Roll the round's initiative from the declarations and start its first turn (the end of
    the current turn's expiries, the new order, the turn, its start-of-turn facts). Raises
    ``RuleViolation`` unless the speed factor is on and the round is over (or not begun), and
    ``InvalidCommand`` when a creature that takes turns has no declaration."""
    if options(state).initiative != "speed_factor":
        raise RuleViolation("start_round is for the speed-factor option (003); this encounter "
                            "uses roll_initiative and advance_turn")
    acting = [c for c in state.combatants.values() if takes_turn(c)]
    if state.turn is not None:
        rest = state.order[state.order.index(state.turn) + 1:] if state.turn in state.order else ()
        if any(cid in state.combatants and takes_turn(state.combatants[cid]) for cid in rest):
            raise RuleViolation("the round is not over yet; advance_turn until the last creature has acted")
    declared = {d.combatant_id: d for d in cmd.declarations}
    for d in cmd.declarations:
        state.combatant(d.combatant_id)
    missing = [c.id for c in acting if c.id not in declared]
    if missing:
        raise InvalidCommand(f"declare an action for every creature that acts: missing {', '.join(missing)}")
    entries = []
    for c in acting:
        d = declared[c.id]
        s = stats_of(c)
        mod, parts = modifier(s.size, d.factors, d.spell_level, d.custom)
        face = dice.roll(1, 20)[0]
        dex = ability_mod(s, "dex")
        entries.append(Dnd5eInitiativeEntry(combatant_id=c.id, dice=(face,), modifier=dex + mod,
                                            total=face + dex + mod, tiebreak=s.abilities.dex,
                                            factors=(d.action, *parts) if d.action else parts))
    entries = break_ties(entries, lambda e: (e.total, e.tiebreak), dice)
    ranked = sorted(entries, key=lambda e: tuple(-x for x in (e.total, e.tiebreak, *e.tie_rolls)))
    order = tuple(e.combatant_id for e in ranked)
    new_round = state.round + 1
    events: list[Event] = []
    if state.turn is not None:
        events += expiring(state, "end_of_turn", state.turn, state.round)
    events.append(Dnd5eInitiativeRolled(entries=tuple(entries), order=order, method="speed_factor",
                                        round=new_round))
    first = order[0]
    prev = state.combatants.get(state.turn or "")
    if prev is not None:
        events += _prompts(state, prev, "end_of_turn", set())
    staged = structs.replace(state, order=order, turn=None)
    events.append(TurnStarted(round=new_round, combatant_id=first))
    events += expiring(staged, "start_of_turn", first, new_round)
    events += starting(staged, first, new_round)
    return events
