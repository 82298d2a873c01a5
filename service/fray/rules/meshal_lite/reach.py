"""Attack reach and range: minimum range (too close: −3🎲) and overreach (−2🎲 per multiple).

Source: 001_5f4122b8a83d6727.txt §攻击 (武器攻击: 攻击范围 Reach, 扩展超距攻击 Overreach Attack).
"""

from __future__ import annotations

from math import ceil

from msgspec import Struct

from fray.domain.errors import InvalidCommand, RuleViolation

TOO_CLOSE_DICE = -3
OVERREACH_DICE_PER_MULTIPLE = -2


class Reach(Struct, frozen=True, kw_only=True):
    """An attack's reach in steps: ``low``~``high`` (``low`` 0: no minimum; "相邻" is 0~1),
    and ``ranged`` for a ranged attack (only those may overreach)."""

    high: int = 1
    low: int = 0
    ranged: bool = False


ADJACENT = Reach(high=1)


def in_reach(reach: Reach, steps: int, top_included: bool = False) -> bool:
    """Whether ``steps`` is within ``reach`` (a minimum range aside): "N步内" (``low`` 0) is at
    most N; a band "a~b步" is less than b (the text's reading, §测距Measurement: "大于3步且小于
    6步"), or at most b with ``top_included`` (the reading of encounters stored before the
    ``range_ends`` option). Never raises.
    Source: 001_5f4122b8a83d6727.txt §测距Measurement, §攻击 (攻击范围 Reach)."""
    if reach.low == 0 or top_included:
        return steps <= reach.high
    return steps < reach.high


def reach_dice(reach: Reach, steps: int, overreach: bool = False, top_included: bool = False) -> int:
    """The dice modifier for attacking at ``steps``: 0 within reach; −3 at or inside a
    minimum range ("3~6步" at 3 steps or fewer); for a ranged attack with the overreach option,
    −2 per multiple of the range beyond it (range 6: 7–12 steps −2, 13–18 −4).

    A band's top is excluded (``in_reach``; ``top_included`` for encounters stored before
    the ``range_ends`` option), and a target at the top of a band is one multiple beyond.
    Raises ``InvalidCommand`` for a malformed reach, ``RuleViolation`` beyond reach for a
    melee attack, or for a ranged one without the overreach option.
    Source: 001_5f4122b8a83d6727.txt §攻击 (攻击范围 Reach, 扩展超距攻击 Overreach Attack).
    """
    if reach.high < 1 or reach.low < 0 or reach.low >= reach.high:
        raise InvalidCommand(f"a reach runs from 0 or more to a farther 1 or more steps, not {reach.low}~{reach.high}")
    if in_reach(reach, steps, top_included):
        return TOO_CLOSE_DICE if reach.low > 0 and steps <= reach.low else 0
    if not reach.ranged:
        raise RuleViolation(f"the target is {steps} steps away; this melee attack reaches {reach.high}")
    if not overreach:
        raise RuleViolation(
            f"the target is {steps} steps away, beyond this attack's range of "
            f"{_said(reach)} (overreach is an extension rule, off here)"
        )
    multiples = max(1, ceil((steps - reach.high) / reach.high))
    return OVERREACH_DICE_PER_MULTIPLE * multiples


def _said(reach: Reach) -> str:
    return f"{reach.high}" if reach.low == 0 else f"{reach.low}~{reach.high} steps (both ends excluded)"
