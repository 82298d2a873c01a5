"""The battle grid: squares of 5 ft, distances, reach and flanking, shared by every rule system.

Positions are optional. Where both combatants have one, a ruleset derives distance, reach,
flanking and "who is next to whom" from here; where either has none, the command states them.

Distance counts squares the way most grid games do: a diagonal step is one square (5 ft), so
the distance between two squares is the larger of the x and y differences (Chebyshev).

Footprints: a combatant holds ``footprint`` × ``footprint`` squares (``Combatant.footprint``,
1 unless its ruleset says otherwise, e.g. 5e's Large 2, Huge 3, Gargantuan 4). Its
``position`` is the anchor, the square of its space with the smallest x and y; the space runs
to ``x + footprint − 1``, ``y + footprint − 1``. Distance between two combatants is measured
edge to edge: the squares between the nearest squares of their spaces (adjacent spaces: 1
square, 5 ft), so reach and "within 5 ft" work for big creatures as for small ones.
"""

from __future__ import annotations

from fractions import Fraction

from fray.domain.events import Position
from fray.domain.state import Combatant, EncounterState

SQUARE_FT = 5


def squares_between(a: Position, b: Position) -> int:
    """Squares from ``a`` to ``b`` (a diagonal step counts one). Never raises."""
    return max(abs(a.x - b.x), abs(a.y - b.y))


def feet_between(a: Position, b: Position) -> int:
    """Feet from ``a`` to ``b``: squares × 5 ft. Never raises."""
    return squares_between(a, b) * SQUARE_FT


def covered(anchor: Position, footprint: int = 1) -> list[Position]:
    """The squares of a space of ``footprint`` squares a side anchored at ``anchor``."""
    return [Position(anchor.x + i, anchor.y + j) for i in range(footprint) for j in range(footprint)]


def _gap(a0: int, an: int, b0: int, bn: int) -> int:
    return max(0, b0 - (a0 + an - 1), a0 - (b0 + bn - 1))


def squares_apart(a: Position, a_size: int, b: Position, b_size: int) -> int:
    """Squares between two spaces, edge to edge (0: they overlap; 1: adjacent). Sizes are
    footprints in squares a side. Never raises."""
    return max(_gap(a.x, a_size, b.x, b_size), _gap(a.y, a_size, b.y, b_size))


def feet_apart(a: Position, a_size: int, b: Position, b_size: int) -> int:
    """Feet between two spaces, edge to edge (``squares_apart`` × 5 ft). Never raises."""
    return squares_apart(a, a_size, b, b_size) * SQUARE_FT


def distance_ft(a: Combatant, b: Combatant) -> int | None:
    """Feet between two combatants' spaces, edge to edge, or None unless both stand on the grid."""
    if a.position is None or b.position is None:
        return None
    return feet_apart(a.position, a.footprint, b.position, b.footprint)


def within(a: Combatant, b: Combatant, reach_ft: int) -> bool | None:
    """Whether ``b`` is within ``reach_ft`` feet of ``a`` (None unless both are on the grid)."""
    d = distance_ft(a, b)
    return None if d is None else d <= reach_ft


def enemies_within(state: EncounterState, c: Combatant, reach_ft: int) -> list[Combatant]:
    """Standing combatants of another side within ``reach_ft`` feet of ``c`` (on the grid)."""
    return [o for o in state.combatants.values() if o.side != c.side and not o.down and within(c, o, reach_ft)]


def _centre(c: Combatant) -> tuple[Fraction, Fraction]:
    assert c.position is not None
    half = Fraction(c.footprint - 1, 2)
    return c.position.x + half, c.position.y + half


def _opposite_sides(a: Combatant, o: Combatant, d: Combatant) -> bool:
    """Whether the line between the centres of ``a`` and ``o`` crosses ``d``'s space through
    opposite sides or opposite corners (the 5e DMG flanking test, exact for any footprint)."""
    assert d.position is not None
    (x0, y0), (x1, y1) = _centre(a), _centre(o)
    lo_x, lo_y = Fraction(2 * d.position.x - 1, 2), Fraction(2 * d.position.y - 1, 2)
    hi_x, hi_y = lo_x + d.footprint, lo_y + d.footprint
    t0, t1 = Fraction(0), Fraction(1)
    for p, q in ((-(x1 - x0), x0 - lo_x), (x1 - x0, hi_x - x0), (-(y1 - y0), y0 - lo_y), (y1 - y0, hi_y - y0)):
        if p == 0:
            if q < 0:
                return False
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return False

    def sides(t: Fraction) -> set[str]:
        x, y = x0 + t * (x1 - x0), y0 + t * (y1 - y0)
        return {s for s, on in (("l", x == lo_x), ("r", x == hi_x), ("b", y == lo_y), ("t", y == hi_y)) if on}

    entry, leave = sides(t0), sides(t1)
    return any(p in entry and q in leave for p, q in (("l", "r"), ("r", "l"), ("b", "t"), ("t", "b")))


def flanking_ally(state: EncounterState, attacker: Combatant, defender: Combatant) -> Combatant | None:
    """A standing ally of ``attacker`` across ``defender`` from it, both next to the defender
    ("two allies either side of one enemy"): the line between the allies' centres passes
    through opposite sides or corners of the defender's space (for 1-square creatures: the
    square exactly opposite). None too when the attacker or the defender is off the grid or
    they are not adjacent."""
    if attacker.position is None or defender.position is None or distance_ft(attacker, defender) != SQUARE_FT:
        return None
    return next(
        (
            o
            for o in state.combatants.values()
            if o.id != attacker.id
            and o.side == attacker.side
            and not o.down
            and o.position is not None
            and distance_ft(o, defender) == SQUARE_FT
            and _opposite_sides(attacker, o, defender)
        ),
        None,
    )


def overlapping(state: EncounterState, anchor: Position, footprint: int, but: str) -> list[Combatant]:
    """The standing combatants other than ``but`` whose space overlaps the space of
    ``footprint`` squares a side anchored at ``anchor``."""
    return [
        o
        for o in state.combatants.values()
        if o.id != but
        and not o.down
        and o.position is not None
        and squares_apart(anchor, footprint, o.position, o.footprint) == 0
    ]


def occupant(state: EncounterState, square: Position, but: str, footprint: int = 1) -> Combatant | None:
    """The (first) standing combatant other than ``but`` whose space covers ``square`` (or,
    with ``footprint``, overlaps the space anchored there), or None."""
    found = overlapping(state, square, footprint, but)
    return found[0] if found else None
