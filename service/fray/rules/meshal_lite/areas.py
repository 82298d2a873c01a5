"""Areas on the square grid: circles, cones (扇形) and rings, as the squares they cover.

§区域Area: "圆形、扇形和环形区域通常由起始点向周围扩张，扩张范围内的所有位置都将被其覆盖".
The starting point is step 0 (§能力Abilities, 范围: "将此中心所在的位置作为第0步 … 半径1步的
区域范围实际为直径3步的区域"), and a square's distance from it is the handbook's metric
(:func:`.distance.steps_between`: diagonals alternate 1 and 2 steps). So:

- a **circle** of radius r covers every square at most r steps from its centre (radius 1:
  3 × 3 squares; radius 2: 5 × 5 without its four corners, 21 squares). A diameter d is a
  radius (d − 1) ÷ 2, the fraction dropped (DECISION: "直径3步" is radius 1).
- a **ring** of radius r covers the squares exactly r steps away ("仅覆盖边缘位置 … 通常环形的
  宽度可被忽略"); with a width w, the squares from r − w to r + w steps ("覆盖线条内外两侧的
  区域"; DECISION: w steps on each side of the line).
- a **cone** of length L and angle θ from a starting square towards another square covers
  the squares 1 to L steps from the start that the angle touches: a square counts when its
  centre or one of its corners lies within θ ÷ 2 of the direction (DECISION: the text says
  to favour the side acting, "即使射线只擦到了敌人的小部分身体，也可将其视作覆盖"). The
  starting square itself is the apex, not covered.

Everything here is pure and exact but for the cone's angles (floats, compared with a
tolerance of 10⁻⁹ degrees, so a corner exactly on the edge counts).
Source: 001_5f4122b8a83d6727.txt §区域Area, §能力Abilities (范围), §测距Measurement (方格地图).
"""

from __future__ import annotations

from math import atan2, degrees
from typing import Literal

from fray.domain.errors import InvalidCommand
from fray.domain.events import Position

from .distance import steps_between

Shape = Literal["circle", "cone", "ring"]
_EPSILON = 1e-9
_CORNERS = ((0.0, 0.0), (-0.5, -0.5), (-0.5, 0.5), (0.5, -0.5), (0.5, 0.5))


def radius_of(radius: int | None, diameter: int | None) -> int:
    """The radius in steps an area states by ``radius`` or by ``diameter`` ((d − 1) ÷ 2, the
    fraction dropped). Raises ``InvalidCommand`` for both, neither, or a diameter below 1.
    Source: 001_5f4122b8a83d6727.txt §能力Abilities (范围: 半径1步 … 直径3步)."""
    if (radius is None) == (diameter is None):
        raise InvalidCommand("an area gives its radius or its diameter (one of them)")
    if diameter is not None:
        if diameter < 1:
            raise InvalidCommand("a diameter is at least 1 step")
        return (diameter - 1) // 2
    assert radius is not None
    return radius


def _steps(origin: Position, p: Position) -> int:
    return steps_between(p.x - origin.x, p.y - origin.y)


def _box(origin: Position, r: int) -> list[Position]:
    return [Position(origin.x + dx, origin.y + dy) for dx in range(-r, r + 1) for dy in range(-r, r + 1)]


def circle(origin: Position, radius: int) -> list[Position]:
    """The squares at most ``radius`` steps from ``origin`` (step 0). Never raises.
    Source: 001_5f4122b8a83d6727.txt §区域Area (圆形区域)."""
    return [p for p in _box(origin, radius) if _steps(origin, p) <= radius]


def ring(origin: Position, radius: int, width: int = 0) -> list[Position]:
    """The squares ``radius`` steps from ``origin`` (with ``width``: from radius − width to
    radius + width). Never raises. Source: 001_5f4122b8a83d6727.txt §区域Area (环形)."""
    return [p for p in _box(origin, radius + width) if abs(_steps(origin, p) - radius) <= width]


def _off_axis(ax: float, ay: float, bx: float, by: float) -> float:
    """Degrees between the directions (ax, ay) and (bx, by), 0 to 180."""
    turn = abs(degrees(atan2(by, bx) - atan2(ay, ax))) % 360
    return min(turn, 360 - turn)


def cone(origin: Position, toward: Position, length: int, angle: int) -> list[Position]:
    """The squares of a cone from ``origin`` towards ``toward``, ``length`` steps long and
    ``angle`` degrees wide (see the module). Raises ``InvalidCommand`` when ``toward`` is the
    origin or the angle is not 1 to 360. Source: 001_5f4122b8a83d6727.txt §区域Area (扇形)."""
    if toward == origin:
        raise InvalidCommand("a cone points towards a square other than its start")
    if not 1 <= angle <= 360:
        raise InvalidCommand("a cone's angle is 1 to 360 degrees")
    ux, uy = toward.x - origin.x, toward.y - origin.y
    half = angle / 2
    covered: list[Position] = []
    for p in _box(origin, length):
        if p == origin or _steps(origin, p) > length:
            continue
        dx, dy = p.x - origin.x, p.y - origin.y
        points = ((dx + cx, dy + cy) for cx, cy in _CORNERS)
        if any(_off_axis(ux, uy, x, y) <= half + _EPSILON for x, y in points if (x, y) != (0, 0)):
            covered.append(p)
    return covered


def area(
    shape: Shape,
    origin: Position,
    radius: int,
    *,
    toward: Position | None = None,
    angle: int | None = None,
    width: int = 0,
) -> list[Position]:
    """The squares of an area of ``shape`` (``radius``: a circle's or ring's radius, a
    cone's length). Raises ``InvalidCommand`` for a cone without ``toward`` and ``angle``, a
    width on anything but a ring, or a negative size.
    Source: 001_5f4122b8a83d6727.txt §区域Area."""
    if radius < 0 or width < 0:
        raise InvalidCommand("an area's size is never negative")
    if shape != "ring" and width:
        raise InvalidCommand("only a ring has a width")
    if shape == "cone":
        if toward is None or angle is None:
            raise InvalidCommand("a cone names the square it points towards (toward) and its angle")
        return cone(origin, toward, radius, angle)
    if toward is not None or angle is not None:
        raise InvalidCommand(f"a {shape} has no direction or angle")
    return circle(origin, radius) if shape == "circle" else ring(origin, radius, width)
