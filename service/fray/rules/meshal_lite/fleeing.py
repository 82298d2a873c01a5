"""Fleeing a fight (逃跑) and the chase (追杀).

After at least three rounds in a row unhit by hostile attacks, a creature may spend a 3⚡
tactic rolling Activeness points against the highest Activeness pool among the hostiles; a
success leaves the fight for the rest of this Moment process, with no rewards and no loot.
When a fight ends by flight, the victors may chase: a per-minute progressive contest of
Activeness points that ends when one side's total leads the other's by 6.
Source: 001_5f4122b8a83d6727.txt §失败Losing a Combat (逃跑, 追杀).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from msgspec import Struct

from fray.domain.errors import InvalidCommand, RuleViolation

from .checks import attempt

UNHIT_ROUNDS = 3
FLEE_COST = 3
CHASE_LEAD = 6


def unhit_streak(streak: int, hit_this_round: bool) -> int:
    """Rounds in a row unhit by a hostile attack, as a round ends: back to 0 after a hit,
    else one more. DECISION (gap): a round counts once it has ended, and a hit is an attack
    whose remainder was above 0 (even if an extra "−N" left no damage).
    Source: 001_5f4122b8a83d6727.txt §失败Losing a Combat (逃跑)."""
    return 0 if hit_this_round else streak + 1


def check_may_flee(streak: int) -> None:
    """Raise ``RuleViolation`` unless the creature has gone ``UNHIT_ROUNDS`` rounds unhit.
    Source: 001_5f4122b8a83d6727.txt §失败Losing a Combat (逃跑)."""
    if streak < UNHIT_ROUNDS:
        raise RuleViolation(
            f"fleeing needs {UNHIT_ROUNDS} rounds in a row unhit by hostile attacks; this creature has {streak}"
        )


def flee_difficulty(hostile_activeness: Sequence[int]) -> int:
    """The difficulty of fleeing: the most Activeness dice any hostile holds now (0 if none).
    DECISION (gap): a hostile whose Activeness is "-" counts as the 3 dice it would roll.
    Raises ``InvalidCommand`` for a negative pool.
    Source: 001_5f4122b8a83d6727.txt §失败Losing a Combat (逃跑: 所有敌对生物活力骰孰高)."""
    if any(n < 0 for n in hostile_activeness):
        raise InvalidCommand("a pool never holds fewer than 0 dice")
    return max(hostile_activeness, default=0)


def flees(points: int, difficulty: int) -> bool:
    """Whether the flight succeeds: Activeness points strictly above the difficulty.
    Source: 001_5f4122b8a83d6727.txt §失败Losing a Combat (逃跑), §掷骰Rolling the Dice (尝试)."""
    return attempt(points, difficulty)


class Chase(Struct, frozen=True, kw_only=True):
    """A chase so far: each side's running totals, the ``outcome`` (``caught``: a new fight
    starts; ``escaped``; ``running``) and the ``minutes`` it has lasted."""

    pursuer_totals: tuple[int, ...]
    fleer_totals: tuple[int, ...]
    outcome: Literal["caught", "escaped", "running"]
    minutes: int


def chase(pursuer: Sequence[int], fleer: Sequence[int]) -> Chase:
    """Run a chase minute by minute on each side's Activeness points until one total leads
    the other by 6 or more. Minutes after the end are refused. Raises ``InvalidCommand`` for
    sides with different numbers of minutes, negative points, or minutes after the end.
    Source: 001_5f4122b8a83d6727.txt §失败Losing a Combat (追杀)."""
    if len(pursuer) != len(fleer):
        raise InvalidCommand("pursuer and fleer each roll once a minute")
    a = b = 0
    ta: list[int] = []
    tb: list[int] = []
    outcome: Literal["caught", "escaped", "running"] = "running"
    for minute, (x, y) in enumerate(zip(pursuer, fleer, strict=True)):
        if x < 0 or y < 0:
            raise InvalidCommand("points are never negative")
        if outcome != "running":
            raise InvalidCommand(f"the chase ended after minute {minute}; no more rolls")
        a, b = a + x, b + y
        ta.append(a)
        tb.append(b)
        if a - b >= CHASE_LEAD:
            outcome = "caught"
        elif b - a >= CHASE_LEAD:
            outcome = "escaped"
    return Chase(pursuer_totals=tuple(ta), fleer_totals=tuple(tb), outcome=outcome, minutes=len(ta))
