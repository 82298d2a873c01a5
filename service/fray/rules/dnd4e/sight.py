"""Line of sight and line of effect on the grid.

Source: 004_e86ae0a0322fa3b5.txt §视野和目标选定: pick a corner of your space and trace a line to
any part of the target's space; you see it if at least one such line neither passes through nor
touches an obstacle that blocks sight (a wall, a thick curtain, a cloud of fog); you have line
of effect if at least one line neither passes through nor touches a solid obstacle (fog and
darkness block sight, not effect; a clear wall of force blocks effect, not sight). Every target
and an area attack's origin square need line of effect; an area attack's targets need it from
the origin square, a close attack's from the attacker's space.

The caller passes the squares that block: solid ones for line of effect, solid and obscuring
ones for line of sight. DECISIONS: a line's own two end points do not count as touching (a
line from a corner shared with a wall square leaves from that corner); "any part of the
target's space" is checked at the corners, the midpoints of the sides and the centre of each
of its squares; "a corner of your space" is any corner of any square of it.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from .areas import Space, Square

Point = tuple[Fraction, Fraction]


def _corners(space: Space) -> set[Point]:
    return {(Fraction(x + i), Fraction(y + j)) for x, y in space.squares() for i in (0, 1) for j in (0, 1)}


def _parts(space: Space) -> set[Point]:
    half = Fraction(1, 2)
    return {(x + i * half, y + j * half) for x, y in space.squares() for i in (0, 1, 2) for j in (0, 1, 2)}


def _touches(a: Point, b: Point, square: Square) -> bool:
    """Whether the segment a→b, without its end points, meets the closed square."""
    (x0, y0), (x1, y1) = a, b
    lo_x, lo_y = Fraction(square[0]), Fraction(square[1])
    hi_x, hi_y = lo_x + 1, lo_y + 1
    t0, t1 = Fraction(0), Fraction(1)
    dx, dy = x1 - x0, y1 - y0
    for p, q in ((-dx, x0 - lo_x), (dx, hi_x - x0), (-dy, y0 - lo_y), (dy, hi_y - y0)):
        if p == 0:
            if q < 0:
                return False
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return False
    return t1 > 0 and t0 < 1


def clear_line(origin: Space, target: Space, blocking: Iterable[Square]) -> bool:
    """Whether some line from a corner of ``origin`` to a part of ``target`` neither passes
    through nor touches a ``blocking`` square (a square the target itself stands in never
    blocks it). Source: 004_e86ae0a0322fa3b5.txt §视野和目标选定. Never raises."""
    mine, theirs = origin.squares(), target.squares()
    walls = [s for s in set(blocking) if s not in mine and s not in theirs]
    if mine & theirs:
        return True
    return any(not any(_touches(a, b, w) for w in walls)
               for a in _corners(origin) for b in _parts(target))


def line_of_effect(origin: Space, target: Space, solid: Iterable[Square]) -> bool:
    """Line of effect: a clear line past every ``solid`` square (004 §视野和目标选定 效果线)."""
    return clear_line(origin, target, solid)


def line_of_sight(origin: Space, target: Space, solid: Iterable[Square], obscuring: Iterable[Square] = ()) -> bool:
    """Line of sight: a clear line past every ``solid`` and ``obscuring`` square (004 §视野和目标选定 视线)."""
    return clear_line(origin, target, [*solid, *obscuring])
