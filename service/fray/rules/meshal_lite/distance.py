"""Distances in steps (步) on a square grid, ranges, and movement.

A step is about ¾ m, the width of a medium creature; a palm (掌) is 1/10 step and a finger
(指) 1/4 palm. On a square grid an orthogonal square is 1 step and diagonals alternate: two
diagonal squares count 3 steps, a single one counts 1 (the half is dropped). Adjacent means
at most 1 step apart. Source: 001_5f4122b8a83d6727.txt §测距Measurement, §移动Movement.
"""

from __future__ import annotations

from fractions import Fraction

from fray.domain.errors import InvalidCommand

STEP_METRES = Fraction(3, 4)
PALMS_PER_STEP = 10
FINGERS_PER_PALM = 4
FINGERS_PER_STEP = PALMS_PER_STEP * FINGERS_PER_PALM


def steps_between(dx: int, dy: int) -> int:
    """Steps between two squares ``dx`` columns and ``dy`` rows apart: each orthogonal square
    1, diagonals alternating 1 and 2 (each pair 3, a lone one 1). (1, 1) → 1, (2, 2) → 3,
    (3, 3) → 4, (4, 1) → 4. Never raises.
    Source: 001_5f4122b8a83d6727.txt §测距Measurement (方格地图)."""
    a, b = abs(dx), abs(dy)
    diagonal, straight = min(a, b), abs(a - b)
    return straight + diagonal + diagonal // 2


def adjacent(steps: int) -> bool:
    """Whether two places this many steps apart are adjacent: at most 1 step (an obstacle
    between them is the caller's to rule out). Source: 001_5f4122b8a83d6727.txt §测距
    Measurement (相邻 Adjacence)."""
    return steps <= 1


def within(steps: int, limit: int) -> bool:
    """ "N步内": at most ``limit`` steps. Source: 001_5f4122b8a83d6727.txt §测距Measurement."""
    return steps <= limit


def in_band(steps: int, low: int, high: int, top_included: bool = False) -> bool:
    """ "low~high步": farther than ``low`` and nearer than ``high`` ("3~6步"则表示两处位置间的
    最近距离必须大于3步且小于6步); ``top_included`` reads the top as "at most", the reading of
    encounters stored before the ``range_ends`` option (``options.LEGACY``).
    Raises ``InvalidCommand`` when ``high`` is below ``low``.
    Source: 001_5f4122b8a83d6727.txt §测距Measurement, §攻击 (攻击范围 Reach).
    """
    if high < low:
        raise InvalidCommand(f"a range {low}~{high} steps runs backwards")
    return low < steps <= high if top_included else low < steps < high


def area_width(radius: int) -> int:
    """Squares across an area of ``radius`` steps: its centre is step 0, so radius 1 is 3
    wide. Raises ``InvalidCommand`` for a negative radius.
    Source: 001_5f4122b8a83d6727.txt §能力Abilities (范围)."""
    if radius < 0:
        raise InvalidCommand("a radius is never negative")
    return radius * 2 + 1


def move_speed(speed: int, minus_mode: bool = False) -> int:
    """The steps one move (1⚡) may cover: the speed, halved (fraction dropped) for a way of
    moving marked "-"; below 1 the creature cannot move at all (0).
    Source: 001_5f4122b8a83d6727.txt §移动Movement."""
    s = speed // 2 if minus_mode else speed
    return s if s >= 1 else 0


def steps_allowed(speed: int, difficult: bool = False, smooth: bool = False) -> int:
    """Steps of ground one move covers: difficult movement counts each step as 2 (speed ÷ 2),
    smooth movement each 2 steps as 1 (speed × 2); both at once cancel. Speed below 1 gives 0.
    Source: 001_5f4122b8a83d6727.txt §移动Movement (顺畅移动与困难移动)."""
    if speed < 1:
        return 0
    if difficult and not smooth:
        return speed // 2
    if smooth and not difficult:
        return speed * 2
    return speed


def to_fingers(steps: Fraction | int = 0, palms: Fraction | int = 0, fingers: Fraction | int = 0) -> Fraction:
    """A length in fingers (指, about 2 cm), the unit of the material table's thickness:
    a step is 40 fingers, a palm 4. Never raises.
    Source: 001_5f4122b8a83d6727.txt §测距Measurement (掌 Palmus, 指 Digitus)."""
    return Fraction(steps) * FINGERS_PER_STEP + Fraction(palms) * FINGERS_PER_PALM + Fraction(fingers)
