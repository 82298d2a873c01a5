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
from .clipping import Point, clip


def _corners(space: Space) -> set[Point]:
    return {(Fraction(x + i), Fraction(y + j)) for x, y in space.squares() for i in (0, 1) for j in (0, 1)}


def _parts(space: Space) -> set[Point]:
    half = Fraction(1, 2)
    return {(x + i * half, y + j * half) for x, y in space.squares() for i in (0, 1, 2) for j in (0, 1, 2)}


def _touches(a: Point, b: Point, square: Square) -> bool:
    """Whether the segment a→b, without its end points, meets the closed square."""
    lo = (Fraction(square[0]), Fraction(square[1]))
    inside = clip(a, b, lo, (lo[0] + 1, lo[1] + 1))
    return inside is not None and inside[1] > 0 and inside[0] < 1


def clear_line(origin: Space, target: Space, blocking: Iterable[Square]) -> bool:
    """Whether some line from a corner of ``origin`` to a part of ``target`` neither passes
    through nor touches a ``blocking`` square (a square the target itself stands in never
    blocks it). Source: 004_e86ae0a0322fa3b5.txt §视野和目标选定. Never raises."""
    mine, theirs = origin.squares(), target.squares()
    walls = [s for s in set(blocking) if s not in mine and s not in theirs]
    if mine & theirs:
        return True
    return any(not any(_touches(a, b, w) for w in walls) for a in _corners(origin) for b in _parts(target))


def line_of_effect(origin: Space, target: Space, solid: Iterable[Square]) -> bool:
    """Line of effect: a clear line past every ``solid`` square (004 §视野和目标选定 效果线)."""
    return clear_line(origin, target, solid)


def line_of_sight(origin: Space, target: Space, solid: Iterable[Square], obscuring: Iterable[Square] = ()) -> bool:
    """Line of sight: a clear line past every ``solid`` and ``obscuring`` square (004 §视野和目标选定 视线)."""
    return clear_line(origin, target, [*solid, *obscuring])
