"""004_e86ae0a0322fa3b5.txt §视野和目标选定: line of sight and line of effect."""

from fray.rules.dnd4e.areas import Space
from fray.rules.dnd4e.sight import line_of_effect, line_of_sight

ME = Space(0, 0)


def test_an_open_field_gives_a_clear_line() -> None:
    assert line_of_effect(ME, Space(6, 3), [])


def test_a_solid_wall_across_the_way_blocks_effect() -> None:
    wall = [(3, y) for y in range(-5, 6)]
    assert not line_of_effect(ME, Space(6, 0), wall)


def test_a_pillar_beside_the_line_leaves_it_clear() -> None:
    assert line_of_effect(ME, Space(4, 0), [(2, 1)])
    assert line_of_effect(ME, Space(4, 1), [(2, 0)])  # diagonal lines pass it


def test_a_pillar_squarely_between_blocks_every_line_since_each_touches_it() -> None:
    assert not line_of_effect(ME, Space(4, 0), [(2, 0)])


def test_fog_blocks_sight_but_not_effect() -> None:
    fog = [(3, y) for y in range(-5, 6)]
    assert line_of_effect(ME, Space(6, 0), [])
    assert not line_of_sight(ME, Space(6, 0), [], obscuring=fog)


def test_a_corridor_one_square_wide_still_has_a_line_along_it() -> None:
    walls = [(x, y) for x in range(-1, 8) for y in (-1, 1)]
    assert line_of_effect(ME, Space(6, 0), walls)


def test_a_target_behind_a_corner_is_out_of_line() -> None:
    # an L-shaped wall hides the square tucked behind it
    walls = [(2, y) for y in range(-3, 3)] + [(x, 2) for x in range(2, 7)]
    assert not line_of_effect(ME, Space(4, 0), walls)


def test_adjacent_creatures_always_have_a_line() -> None:
    assert line_of_effect(ME, Space(1, 1), [(1, 0), (0, 1)])
