"""Areas on the square grid (001_5f4122b8a83d6727.txt §区域Area, §能力Abilities 范围, §攻击
攻击范围): the squares a circle, a ring and a cone cover, from the text's own numbers."""

import pytest

from fray.domain.errors import InvalidCommand
from fray.domain.events import Position
from fray.rules.meshal_lite.areas import area, circle, cone, radius_of, ring

ORIGIN = Position(x=0, y=0)
EAST = Position(x=1, y=0)


def squares(ps: list[Position]) -> set[tuple[int, int]]:
    return {(p.x, p.y) for p in ps}


def test_radius_one_is_three_across_and_a_diameter_of_three_is_radius_one() -> None:
    # §能力 (范围): "半径1步的区域范围实际为直径3步的区域"; §攻击: "一片直径3步的地面".
    assert squares(circle(ORIGIN, 1)) == {(x, y) for x in (-1, 0, 1) for y in (-1, 0, 1)}
    assert radius_of(None, 3) == 1 and radius_of(2, None) == 2
    assert squares(area("circle", Position(x=5, y=5), radius_of(None, 3))) == {
        (x, y) for x in (4, 5, 6) for y in (4, 5, 6)
    }


def test_a_circle_follows_the_diagonal_rule() -> None:
    # Two diagonal squares are 3 steps (§测距 方格地图): radius 2 leaves out the 4 corners.
    c = squares(circle(ORIGIN, 2))
    assert len(c) == 21 and (2, 2) not in c and (2, 1) in c
    assert len(circle(ORIGIN, 0)) == 1


def test_a_ring_covers_only_its_edge_unless_it_has_a_width() -> None:
    r = squares(ring(ORIGIN, 2))
    assert len(r) == 12 and (0, 0) not in r and (1, 1) not in r and (2, 1) in r
    wide = squares(ring(ORIGIN, 2, 1))
    assert (1, 1) in wide and (0, 0) not in wide and (3, 0) in wide


def test_a_cone_of_six_steps_and_thirty_degrees() -> None:
    # §攻击 (攻击范围): "最远6步的30°锥形区域". Pointing east: the row ahead and, from 2 steps
    # on, the rows either side (a corner within 15° counts: the side acting is favoured).
    c = squares(cone(ORIGIN, EAST, 6, 30))
    assert c == {(1, 0)} | {(x, y) for x in range(2, 7) for y in (-1, 0, 1)}
    assert (0, 0) not in c and (7, 0) not in c


def test_malformed_areas_are_refused() -> None:
    with pytest.raises(InvalidCommand):
        radius_of(1, 3)
    with pytest.raises(InvalidCommand):
        radius_of(None, None)
    with pytest.raises(InvalidCommand):
        area("cone", ORIGIN, 3)
    with pytest.raises(InvalidCommand):
        area("circle", ORIGIN, 3, width=1)
    with pytest.raises(InvalidCommand):
        cone(ORIGIN, ORIGIN, 3, 30)
