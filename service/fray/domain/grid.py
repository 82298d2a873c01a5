"""The battle grid: squares of 5 ft, distances, reach and flanking, shared by every rule system.

Positions are optional. Where both combatants have one, a ruleset derives distance, reach,
flanking and "who is next to whom" from here; where either has none, the command states them.

Distance counts squares the way most grid games do: a diagonal step is one square (5 ft), so
the distance between two squares is the larger of the x and y differences (Chebyshev).
"""

from __future__ import annotations

from fray.domain.events import Position
from fray.domain.state import Combatant, EncounterState

SQUARE_FT = 5


def squares_between(a: Position, b: Position) -> int:
    """Squares from ``a`` to ``b`` (a diagonal step counts one). Never raises."""
    return max(abs(a.x - b.x), abs(a.y - b.y))


def feet_between(a: Position, b: Position) -> int:
    """Feet from ``a`` to ``b``: squares × 5 ft. Never raises."""
    return squares_between(a, b) * SQUARE_FT


def distance_ft(a: Combatant, b: Combatant) -> int | None:
    """Feet between two combatants, or None unless both stand on the grid."""
    if a.position is None or b.position is None:
        return None
    return feet_between(a.position, b.position)


def within(a: Combatant, b: Combatant, reach_ft: int) -> bool | None:
    """Whether ``b`` is within ``reach_ft`` feet of ``a`` (None unless both are on the grid)."""
    d = distance_ft(a, b)
    return None if d is None else d <= reach_ft


def enemies_within(state: EncounterState, c: Combatant, reach_ft: int) -> list[Combatant]:
    """Standing combatants of another side within ``reach_ft`` feet of ``c`` (on the grid)."""
    return [o for o in state.combatants.values()
            if o.side != c.side and not o.down and within(c, o, reach_ft)]


def flanking_ally(state: EncounterState, attacker: Combatant, defender: Combatant) -> Combatant | None:
    """A standing ally of ``attacker`` on the square exactly opposite it, across ``defender``,
    with both next to the defender ("two allies either side of one enemy"), or None.

    Returns None too when the attacker or the defender is off the grid or not adjacent."""
    a, d = attacker.position, defender.position
    if a is None or d is None or squares_between(a, d) != 1:
        return None
    opposite = Position(2 * d.x - a.x, 2 * d.y - a.y)
    return next((o for o in state.combatants.values()
                 if o.id != attacker.id and o.side == attacker.side and not o.down
                 and o.position == opposite), None)


def occupant(state: EncounterState, square: Position, but: str) -> Combatant | None:
    """The standing combatant other than ``but`` on ``square``, or None."""
    return next((o for o in state.combatants.values()
                 if o.id != but and not o.down and o.position == square), None)
