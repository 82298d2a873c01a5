"""Attempts, progressive attempts, contests, helpers and secret rolls.

Results come in as numbers already read from the dice (:mod:`.dice`). Source:
001_5f4122b8a83d6727.txt §掷骰Rolling the Dice (尝试与难度, 累加尝试, 对抗, 累加对抗, 援助,
暗掷) and its stone-door example (艾多夫).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from math import floor
from typing import Literal

from msgspec import Struct

from fray.domain.errors import InvalidCommand

Winner = Literal["first", "second", "draw"]


def difficulty(value: int) -> int:
    """A difficulty as played: never below 0 (a difficulty lowered below 0 counts as 0).
    Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice (尝试与难度)."""
    return max(0, value)


def attempt(result: int, against: int) -> bool:
    """Whether an attempt succeeds: its ``result`` strictly greater than the difficulty
    (艾多夫's 3 against the stone door's 5 fails; his 2 against 1 succeeds). Never raises.
    Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice (尝试与难度)."""
    return result > difficulty(against)


class Progress(Struct, frozen=True, kw_only=True):
    """A progressive attempt so far: ``totals`` after each period, ``succeeded``, and the
    ``period`` (1-based) in which the total first passed the difficulty, or None."""

    totals: tuple[int, ...]
    succeeded: bool
    period: int | None


def progressive_attempt(results: Sequence[int], against: int) -> Progress:
    """Add one result per period until the running total is greater than the difficulty.

    Periods after the one that succeeded are refused: the attempt is over. Raises
    ``InvalidCommand`` for a negative result or for results after success.
    Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice (累加尝试 Progressive Attemption).
    """
    totals: list[int] = []
    running = 0
    for i, r in enumerate(results):
        if r < 0:
            raise InvalidCommand(f"a roll's result is never negative, got {r}")
        if totals and attempt(running, against):
            raise InvalidCommand(f"the attempt succeeded in period {i}; no more rolls")
        running += r
        totals.append(running)
    done = attempt(running, against) and bool(totals)
    return Progress(totals=tuple(totals), succeeded=done, period=len(totals) if done else None)


def progressive_time(against: int, dice: int, period: int) -> int:
    """The time a progressive attempt with no time limit takes, so the GM may skip the rolls:
    difficulty × 2 ÷ dice × period (in the period's unit; the fraction dropped at the end).

    Each die scores 0.5 points on average, hence the × 2. Raises ``InvalidCommand`` when
    ``dice`` is 0 or less (that attempt never gets anywhere) or ``period`` is 0 or less.
    Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice (累加尝试), §常用计算Calculation.
    """
    if dice <= 0:
        raise InvalidCommand(f"with {dice} dice a progressive attempt never passes its difficulty")
    if period <= 0:
        raise InvalidCommand(f"a period lasts more than 0, got {period}")
    return floor(Fraction(difficulty(against) * 2, dice) * period)


def contest(first: int, second: int) -> Winner:
    """Who wins a contest: the higher result; equal results are a draw. Never raises.
    Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice (对抗 Contestation)."""
    return "first" if first > second else "second" if second > first else "draw"


class ProgressiveContest(Struct, frozen=True, kw_only=True):
    """A progressive contest so far: each side's running ``totals`` per period, the
    ``winner`` (None while nobody has reached the target) and the deciding ``period``."""

    first_totals: tuple[int, ...]
    second_totals: tuple[int, ...]
    winner: Winner | None
    period: int | None


def progressive_contest(first: Sequence[int], second: Sequence[int], target: int) -> ProgressiveContest:
    """Both sides add one result per period; the first to reach the agreed ``target`` wins.

    DECISION (gap): when both reach it in the same period, the higher total wins and equal
    totals are a draw (the contest rule). Periods after the decision are refused.
    Raises ``InvalidCommand`` for sides with different numbers of periods, a negative result,
    a target below 1, or periods after the decision.
    Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice (累加对抗 Progressive Contestation).
    """
    if target < 1:
        raise InvalidCommand(f"a progressive contest runs to a total of 1 or more, got {target}")
    if len(first) != len(second):
        raise InvalidCommand("each side of a progressive contest rolls once per period")
    a = b = 0
    ta: list[int] = []
    tb: list[int] = []
    winner: Winner | None = None
    for i, (x, y) in enumerate(zip(first, second, strict=True)):
        if x < 0 or y < 0:
            raise InvalidCommand("a roll's result is never negative")
        if winner is not None:
            raise InvalidCommand(f"the contest was decided in period {i}; no more rolls")
        a, b = a + x, b + y
        ta.append(a)
        tb.append(b)
        if a >= target or b >= target:
            winner = contest(a, b)
    return ProgressiveContest(
        first_totals=tuple(ta), second_totals=tuple(tb), winner=winner, period=len(ta) if winner is not None else None
    )


def joint_effort(own: int, helpers: Sequence[int]) -> int:
    """A helped attempt where effort adds up (pushing a stone door together): the sum.
    Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice (援助: 合力)."""
    return own + sum(helpers)


def precise_effort(own: int, helpers: Sequence[int]) -> int:
    """A helped attempt that needs precision or knowledge (a mathematical puzzle): the best.
    Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice (援助: 精密操作)."""
    return max((own, *helpers))


def secret_audience(player: str | None = None) -> tuple[str, ...]:
    """Who sees a secret roll: the GM only, or the GM and ``player`` when the GM asked that
    player to roll secretly. Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice (暗掷)."""
    return ("gm",) if player is None else ("gm", player)
