"""Steps between combatants on the grid, and cover from the objects on it.

The grid is the core's (``fray.domain.grid``): a square is 1 step here (the handbook's
"每个方格被视作1步见方"), and the gap between two spaces, edge to edge, is the core's
``squares_apart`` taken along each axis; Meshal's metric then counts the diagonal part
alternately 1 and 2 steps (:func:`.distance.steps_between`).
Source: 001_5f4122b8a83d6727.txt §测距Measurement (方格地图), §掩体Cover.
"""

from __future__ import annotations

from fray.domain.events import Position
from fray.domain.grid import squares_apart
from fray.domain.state import Combatant, EncounterState

from .distance import steps_between
from .protection import cover_applies
from .stats import is_object


def gaps(a: Position, a_size: int, b: Position, b_size: int) -> tuple[int, int]:
    """Squares between two spaces along x and along y, edge to edge (the core's
    ``squares_apart`` on each axis). Never raises. Source: (glue: the core's grid)."""
    return (
        squares_apart(Position(a.x, 0), a_size, Position(b.x, 0), b_size),
        squares_apart(Position(0, a.y), a_size, Position(0, b.y), b_size),
    )


def steps_apart(a: Combatant, b: Combatant) -> int | None:
    """Steps between two combatants' spaces (diagonals alternating 1 and 2), or None unless
    both stand on the grid. Source: 001_5f4122b8a83d6727.txt §测距Measurement (方格地图)."""
    if a.position is None or b.position is None:
        return None
    return steps_between(*gaps(a.position, a.footprint, b.position, b.footprint))


def cover_on_grid(state: EncounterState, attacker: Combatant, target: Combatant) -> bool | None:
    """Whether an object on the grid gives ``target`` cover against ``attacker``: an object
    that is not ruined, next to the target (1 step), and nearer the attacker than the
    target is (DECISION: "between" read on the grid so), the attacker not adjacent to the
    target. None unless both stand on the grid.
    Source: 001_5f4122b8a83d6727.txt §掩体Cover."""
    apart = steps_apart(attacker, target)
    if apart is None:
        return None
    for o in state.combatants.values():
        if o.id in (attacker.id, target.id) or not is_object(o) or o.status == "dead":
            continue
        near, toward = steps_apart(o, target), steps_apart(attacker, o)
        if near is None or toward is None:
            continue
        if cover_applies(near <= 1, toward < apart, apart <= 1):
            return True
    return False
