"""003_f1a408214e2b5451.txt §Speed Factor (速度因素): actions declared, initiative rolled every
round with the table's modifiers, turns counted down from the top.

Speed Factor Initiative Modifiers: casting a spell −(its level, the highest only); melee,
heavy −2; melee, light or finesse +2; melee, two-handed −2; ranged, loading −5. Size: tiny +5,
small +2, medium +0, large −2, huge −5, gargantuan −8. The same modifier counts once per turn.
Ties: the higher DEX score, then a roll.

How it runs in Fray: each creature's declaration is a ``declared_action`` condition whose
number is its modifier (``declare_actions``); the core re-rolls initiative at the start of
every round (``Ruleset.initiative_each_round``) through ``initiative.roll_initiative``, which
reads the declarations, and the round-start hook (``round_started``) spends them, so the
next round needs new ones. ``start_round`` is the one-command form: declare, roll (before the
first round) and advance to the new round's first turn.
"""

from __future__ import annotations

from fray.domain.commands import AdvanceTurn, RollInitiative
from fray.domain.decide import decide as core_decide
from fray.domain.dice import Dice
from fray.domain.errors import RuleViolation
from fray.domain.events import (
    Condition,
    ConditionApplied,
    ConditionEnded,
    Event,
    Modifier,
)
from fray.domain.evolve import fold
from fray.domain.ruleset import Ruleset
from fray.domain.state import Combatant, EncounterState

from .commands import DeclareActions, StartRound
from .conditions import condition
from .durations import takes_turn
from .morale import at_first_round
from .options import options
from .saves import stats_of

DECLARED = "declared_action"
FACTOR_MODIFIER = {"melee_heavy": -2, "melee_light_or_finesse": 2, "melee_two_handed": -2, "ranged_loading": -5}
SIZE_MODIFIER = {"tiny": 5, "small": 2, "medium": 0, "large": -2, "huge": -5, "gargantuan": -8}


def modifier(
    size: str, factors: tuple[str, ...], spell_level: int | None, custom: int = 0
) -> tuple[int, tuple[str, ...]]:
    """The speed-factor modifier and its named parts: size, each factor once, minus the
    highest spell level cast, plus the GM's ``custom``.
    Source: 003_f1a408214e2b5451.txt §Speed Factor (速度因素), Speed Factor Initiative Modifiers."""
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


def declared(c: Combatant) -> Condition | None:
    """``c``'s declaration for the coming initiative roll (its ``initiative`` modifier is the
    speed-factor modifier, its ``name`` the action and the parts), or None.
    Source: 003_f1a408214e2b5451.txt §Speed Factor (速度因素)."""
    return c.has(DECLARED)


def _require_speed_factor(state: EncounterState, what: str) -> None:
    if options(state).initiative != "speed_factor":
        raise RuleViolation(
            f"{what} is for the speed-factor option (003); this encounter uses roll_initiative and advance_turn"
        )


def declare_actions(state: EncounterState, cmd: DeclareActions | StartRound) -> list[Event]:
    """Record each creature's declared action with its modifier (a ``declared_action``
    condition; a new declaration replaces an old one). Raises ``RuleViolation`` unless the
    speed factor is on, ``CombatantNotFound`` for an unknown id.
    Source: 003_f1a408214e2b5451.txt §Speed Factor (速度因素)."""
    _require_speed_factor(state, "declare_actions")
    events: list[Event] = []
    for d in cmd.declarations:
        c = state.combatant(d.combatant_id)
        mod, parts = modifier(stats_of(c).size, d.factors, d.spell_level, d.custom)
        label = "; ".join((d.action, *parts) if d.action else parts)
        if declared(c) is not None:
            events.append(ConditionEnded(combatant_id=c.id, condition_id=DECLARED, reason="removed"))
        events.append(
            ConditionApplied(
                combatant_id=c.id,
                condition=condition(
                    state,
                    DECLARED,
                    source=c.id,
                    modifiers=(Modifier(applies_to="initiative", amount=mod),),
                    label=label,
                ),
            )
        )
    return events


def initiative_each_round(state: EncounterState) -> bool:
    """The core re-rolls initiative every round under the speed factor (003)."""
    return state.options.get("initiative") == "speed_factor"


def round_started(state: EncounterState, round_: int, dice: Dice) -> list[Event]:
    """At a round's start: under the speed factor the declarations have been used (by the
    re-roll, or by ``roll_initiative`` before round 1), so they end; as round 1 starts, the
    003 morale prompts for surprise (``morale.at_first_round``) when morale is on."""
    del dice
    events: list[Event] = []
    if round_ == 1 and options(state).morale:
        events += at_first_round(state)
    if initiative_each_round(state):
        events += [
            ConditionEnded(combatant_id=c.id, condition_id=DECLARED, reason="spent")
            for c in state.combatants.values()
            if declared(c) is not None
        ]
    return events


def start_round(state: EncounterState, cmd: StartRound, dice: Dice, ruleset: Ruleset) -> list[Event]:
    """Declare, roll the round's initiative (by the core's re-roll, or ``roll_initiative``
    before the first round) and start its first turn, in one command, through the core's
    ``decide`` with ``ruleset`` (this one, handed in by the registry entry). Raises
    ``RuleViolation`` unless the speed factor is on and the round is over (or not begun), or
    when a creature that acts has not declared.
    Source: 003_f1a408214e2b5451.txt §Speed Factor (速度因素)."""
    _require_speed_factor(state, "start_round")
    if state.turn is not None:
        rest = state.order[state.order.index(state.turn) + 1 :] if state.turn in state.order else ()
        if any(cid in state.combatants and takes_turn(state.combatants[cid]) for cid in rest):
            raise RuleViolation("the round is not over yet; advance_turn until the last creature has acted")
    events = declare_actions(state, cmd)
    staged = fold(enumerate(events, start=state.version + 1), state, ruleset)
    if not staged.order or any(c.initiative is None for c in staged.combatants.values()):
        rolled = core_decide(staged, RollInitiative(), dice, ruleset)
        events += rolled
        staged = fold(enumerate(rolled, start=staged.version + 1), staged, ruleset)
    return events + core_decide(staged, AdvanceTurn(), dice, ruleset)
