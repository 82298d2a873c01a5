"""Movement on the grid, shared by every rule system: placing, moving, dashing, standing up.

A combatant's turn starts with ``speed_ft`` feet of movement (``evolve`` of ``TurnStarted``);
moves spend it, a dash adds the speed once more, standing up from prone costs half the speed.
A combatant whose speed is unknown (None) moves unchecked.

Cost of a square (5 ft), the common grid rule: +5 ft when climbing, swimming or crawling, and
+5 ft more on difficult ground. So each of "half speed" rules halves the distance, and both
together cost 15 ft a square (DECISION: penalties add, as in the d20 games, rather than
multiply; a ruleset that wants otherwise can refuse the command).
"""

from __future__ import annotations

from collections.abc import Callable

from fray.domain.commands import Dash, MoveCombatant, PlaceCombatant, StandUp
from fray.domain.errors import RuleViolation
from fray.domain.events import (
    CombatantMoved,
    CombatantPlaced,
    ConditionEnded,
    Dashed,
    Event,
    StoodUp,
)
from fray.domain.grid import SQUARE_FT, overlapping, squares_between
from fray.domain.state import Combatant, EncounterState
from fray.domain.turns import require_turn

PRONE = "prone"


def square_cost_ft(how: str, difficult: bool) -> int:
    """Feet one square costs: 5, +5 for climb/swim/crawl, +5 on difficult ground."""
    return SQUARE_FT * (1 + (how != "walk") + difficult)


def default_square_cost(mover: Combatant, how: str, difficult: bool) -> int:
    """The core's price of a square for any mover (``square_cost_ft``); a ruleset may price
    it otherwise (``Ruleset.square_cost_ft``: a climbing speed makes climbing cost no extra)."""
    return square_cost_ft(how, difficult)


def may_always_pass(state: EncounterState, mover: Combatant, other: Combatant) -> bool:
    """The core's default: passing through another standing combatant's square is allowed
    (the GM's call); a ruleset may refuse it (``Ruleset.may_pass``)."""
    return True


def never_difficult(state: EncounterState, mover: Combatant, other: Combatant) -> bool:
    """The core's default: another combatant's space costs no more than open ground (a
    ruleset may say otherwise: ``Ruleset.space_difficult``; 5e 2024 makes it difficult)."""
    return False


SquareCost = Callable[[Combatant, str, bool], int]
MayPass = Callable[[EncounterState, Combatant, Combatant], bool]


def _on_turn(state: EncounterState, c: Combatant, doing: str) -> None:
    require_turn(state, c, doing)
    if c.down:
        raise RuleViolation(f"{c.name} is down and cannot {doing}")


def place(state: EncounterState, cmd: PlaceCombatant) -> list[Event]:
    """``CombatantPlaced``. Raises ``RuleViolation`` if another standing combatant's space
    overlaps the combatant's space there (its footprint, anchored at the position),
    ``CombatantNotFound`` for an unknown id."""
    c = state.combatant(cmd.combatant_id)
    if cmd.position is not None and (others := overlapping(state, cmd.position, c.footprint, c.id)):
        raise RuleViolation(
            f"{others[0].name} already stands on ({cmd.position.x}, {cmd.position.y})"
            + ("" if c.footprint == 1 else f" or the {c.footprint}×{c.footprint} squares {c.name} needs there")
        )
    return [CombatantPlaced(combatant_id=c.id, position=cmd.position)]


def move(
    state: EncounterState,
    cmd: MoveCombatant,
    *,
    cost_of: SquareCost = default_square_cost,
    may_pass: MayPass = may_always_pass,
    space_difficult: MayPass = never_difficult,
) -> list[Event]:
    """``CombatantMoved`` with the path's cost in feet (``cost_of`` prices each square).

    The path lists the squares the mover's anchor enters; a mover bigger than one square
    (``Combatant.footprint``) takes its whole space along, so every combatant its space
    overlaps on the way is passed through. A step into another's space costs as difficult
    ground when ``space_difficult`` says so (not twice on difficult ground).

    Raises ``RuleViolation`` when it is not the mover's turn, the mover is off the grid, a step
    is not to a neighbouring square, a square on the way holds a standing combatant that
    ``may_pass`` says the mover may not pass through, the path ends overlapping another
    standing combatant, or the cost is more than the movement left this turn.
    """
    c = state.combatant(cmd.combatant_id)
    _on_turn(state, c, "move")
    if c.position is None:
        raise RuleViolation(f"{c.name} is not on the grid; place it first (place_combatant)")
    here = c.position
    cost = 0
    for i, step in enumerate(cmd.path):
        if squares_between(here, step) != 1:
            raise RuleViolation(
                f"step {i + 1} of the path, to ({step.x}, {step.y}), is not "
                f"next to ({here.x}, {here.y}); list every square entered"
            )
        here = step
        others = overlapping(state, step, c.footprint, c.id)
        for other in others:
            if not may_pass(state, c, other):
                raise RuleViolation(f"{c.name} may not move through {other.name}'s space at ({step.x}, {step.y})")
        hard = cmd.difficult or any(space_difficult(state, c, o) for o in others)
        cost += cost_of(c, cmd.how, hard)
    if others := overlapping(state, here, c.footprint, c.id):
        raise RuleViolation(f"{others[0].name} stands on ({here.x}, {here.y}); end the move elsewhere")
    if c.movement_left_ft is not None and cost > c.movement_left_ft:
        raise RuleViolation(
            f"that move costs {cost} ft; {c.name} has {c.movement_left_ft} ft of movement left this turn"
        )
    return [
        CombatantMoved(
            combatant_id=c.id, start=c.position, path=cmd.path, cost_ft=cost, how=cmd.how, difficult=cmd.difficult
        )
    ]


def dash(state: EncounterState, cmd: Dash) -> list[Event]:
    """``Dashed``: the combatant's speed once more this turn (0 ft if its speed is unknown).
    Raises ``RuleViolation`` off its turn. (Whether a dash costs the action is the ruleset's.)"""
    c = state.combatant(cmd.combatant_id)
    _on_turn(state, c, "dash")
    return [Dashed(combatant_id=c.id, extra_ft=c.speed_ft or 0)]


def stand_up(state: EncounterState, cmd: StandUp) -> list[Event]:
    """``StoodUp`` (half the speed, rounded down) and the end of ``prone``.
    Raises ``RuleViolation`` off its turn, when it is not prone, or without the movement."""
    c = state.combatant(cmd.combatant_id)
    _on_turn(state, c, "stand up")
    if c.has(PRONE) is None:
        raise RuleViolation(f"{c.name} is not prone")
    cost = (c.speed_ft or 0) // 2
    if c.movement_left_ft is not None and cost > c.movement_left_ft:
        raise RuleViolation(
            f"standing up costs {cost} ft (half speed); {c.name} has {c.movement_left_ft} ft left this turn"
        )
    return [
        StoodUp(combatant_id=c.id, cost_ft=cost),
        ConditionEnded(combatant_id=c.id, condition_id=PRONE, reason="removed"),
    ]
