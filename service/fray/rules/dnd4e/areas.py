"""Areas of effect on the grid: blast, burst and wall, and who stands in them.

Source: 004_e86ae0a0322fa3b5.txt §效果区域 (Areas of effect) and §攻击类型 (近程攻击, 区域攻击):

- blast N: an N×N area adjacent to the origin square, a square of the attacker's space; the
  origin square is not in the blast (DECISION: no square of the attacker's space is, so a big
  creature never blasts itself);
- close burst N: the attacker's space is the origin; every square within N of it; it does not
  affect the attacker unless the power says so;
- area burst N: the origin square within range; every square within N of it (burst 2 is
  5×5); it affects the attacker if the attacker is inside;
- wall N: N contiguous squares within range from the origin square; each square shares a side
  (not only a corner) with at least one other wall square and with at most two; a solid wall
  cannot fill an occupied square;
- a creature in several squares of an area is affected once (§近程攻击, §区域攻击).

Distances count squares, a diagonal step being one (004 §射程; ``fray.domain.grid``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Annotated

from msgspec import Meta, Struct

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import Position
from fray.domain.grid import covered, squares_apart

Square = tuple[int, int]
Size = Annotated[int, Meta(ge=1, le=10)]


class Space(Struct, frozen=True):
    """The squares a creature holds: ``size`` × ``size`` squares from ``(x, y)`` (its lowest
    corner); a Medium creature has size 1, Large 2, Huge 3, Gargantuan 4."""

    x: int
    y: int
    size: Size = 1

    def squares(self) -> frozenset[Square]:
        """Every square of the space."""
        return frozenset((p.x, p.y) for p in covered(Position(self.x, self.y), self.size))


def distance(a: Space, b: Space) -> int:
    """Squares from space ``a`` to space ``b`` counted the 4e way: 0 when they overlap, 1 when
    adjacent (a shared side or corner). Source: 004 §射程 (确定距离, 邻近格). Never raises."""
    return squares_apart(Position(a.x, a.y), a.size, Position(b.x, b.y), b.size)


def to_square(a: Space, square: Square) -> int:
    """Squares from space ``a`` to ``square`` (004 §射程). Never raises."""
    return distance(a, Space(*square))


def _size(n: int, what: str) -> None:
    if not 1 <= n <= 20:
        raise InvalidCommand(f"a {what} is 1 to 20 squares, not {n}")


def blast(attacker: Space, n: int, corner: Square) -> frozenset[Square]:
    """The squares of a blast ``n`` whose lowest corner is ``corner``: they must lie next to
    the attacker's space and outside it. Raises ``InvalidCommand`` for a size outside 1–20 and
    ``RuleViolation`` for a blast that is not adjacent to its origin or covers the attacker.
    Source: 004_e86ae0a0322fa3b5.txt §效果区域 (冲击)."""
    _size(n, "blast")
    area = Space(corner[0], corner[1], n)
    squares = area.squares()
    if squares & attacker.squares():
        raise RuleViolation("a blast does not cover its origin square: place it next to the attacker's space")
    if distance(attacker, area) != 1:
        raise RuleViolation(f"a blast {n} must be adjacent to the attacker's space")
    return squares


def burst(origin: Space, n: int) -> frozenset[Square]:
    """Every square within ``n`` of ``origin`` (a square, or the attacker's space for a close
    burst): a burst 2 from one square is 5×5. Raises ``InvalidCommand`` for a size outside
    0–20. Source: 004_e86ae0a0322fa3b5.txt §效果区域 (爆发)."""
    if not 0 <= n <= 20:
        raise InvalidCommand(f"a burst is 0 to 20 squares, not {n}")
    return frozenset(
        (origin.x + i, origin.y + j) for i in range(-n, origin.size + n) for j in range(-n, origin.size + n)
    )


def area_origin(attacker: Space, origin: Square, range_: int) -> Square:
    """``origin`` if it is within ``range_`` squares of the attacker (an area attack's origin
    square). Raises ``RuleViolation`` beyond. Source: 004 §区域攻击 (起始格)."""
    d = to_square(attacker, origin)
    if d > range_:
        raise RuleViolation(f"the origin square is {d} squares away; the power reaches {range_}")
    return origin


def _sides(sq: Square, squares: frozenset[Square]) -> int:
    x, y = sq
    return sum((x + dx, y + dy) in squares for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))


def wall(
    attacker: Space,
    n: int,
    squares: Sequence[Square],
    range_: int,
    occupied: Iterable[Square] = (),
    solid: bool = False,
) -> frozenset[Square]:
    """The squares of a wall ``n``: exactly ``n`` distinct squares, the first being the origin,
    each within ``range_`` of the attacker, joined side to side into one piece, each sharing a
    side with at least one and at most two others; a ``solid`` wall none of the ``occupied``.
    Raises ``InvalidCommand`` for the wrong number of squares, ``RuleViolation`` for a shape
    the rules forbid. Source: 004_e86ae0a0322fa3b5.txt §效果区域 (墙)."""
    _size(n, "wall")
    placed = frozenset(squares)
    if len(squares) != n or len(placed) != n:
        raise InvalidCommand(f"a wall {n} fills exactly {n} distinct squares, got {len(placed)} of {len(squares)}")
    far = [s for s in squares if to_square(attacker, s) > range_]
    if far:
        raise RuleViolation(f"wall squares {far} are beyond the power's range {range_}")
    for sq in squares:
        k = _sides(sq, placed)
        if n > 1 and k == 0:
            raise RuleViolation(f"wall square {sq} must share a side (not only a corner) with another")
        if k > 2:
            raise RuleViolation(f"wall square {sq} shares sides with {k} others; at most two")
    seen, todo = {squares[0]}, [squares[0]]
    while todo:
        x, y = todo.pop()
        for nb in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if nb in placed and nb not in seen:
                seen.add(nb)
                todo.append(nb)
    if len(seen) != n:
        raise RuleViolation("a wall is one contiguous line of squares from its origin square")
    if solid and (filled := placed & frozenset(occupied)):
        raise RuleViolation(f"a solid wall cannot fill occupied squares {sorted(filled)}")
    return placed


def in_area(
    area: frozenset[Square], creatures: Mapping[str, Space], *, attacker_id: str = "", includes_attacker: bool = True
) -> tuple[str, ...]:
    """The creatures with at least one square in ``area``, each once however many squares it
    has there (in the mapping's order); the attacker only if ``includes_attacker`` (False for
    a close burst or blast unless the power says so; True for an area burst).
    Source: 004_e86ae0a0322fa3b5.txt §近程攻击, §区域攻击, §效果区域 (爆发). Never raises."""
    return tuple(
        cid for cid, sp in creatures.items() if sp.squares() & area and (includes_attacker or cid != attacker_id)
    )
