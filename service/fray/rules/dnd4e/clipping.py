"""Clipping a segment to a square: the one geometric loop that line of sight and flanking share.

A public helper of this package for now: ``fray.domain.grid._opposite_sides`` runs the same
Liang–Barsky loop privately (the 5e DMG flanking test), and the core may take this function
over and call it from there. Exact arithmetic (``Fraction``), so a line that grazes a corner
is told apart from one that misses it.
"""

from __future__ import annotations

from fractions import Fraction

Point = tuple[Fraction, Fraction]


def clip(a: Point, b: Point, lo: Point, hi: Point) -> tuple[Fraction, Fraction] | None:
    """The part of the segment ``a``→``b`` inside the closed box ``lo``..``hi``, as the
    interval ``(t0, t1)`` of the segment's parameter (0 at ``a``, 1 at ``b``), or None when
    the segment misses the box. ``t0 == t1`` when it only touches it at one point.
    Source: (geometry, no rule of its own; used by 004 §视野和目标选定). Never raises."""
    (x0, y0), (x1, y1) = a, b
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = Fraction(0), Fraction(1)
    for p, q in ((-dx, x0 - lo[0]), (dx, hi[0] - x0), (-dy, y0 - lo[1]), (dy, hi[1] - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    return t0, t1
