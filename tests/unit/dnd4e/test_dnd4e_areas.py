"""004_e86ae0a0322fa3b5.txt §效果区域 (blast, burst, wall), §近程攻击, §区域攻击."""

import pytest

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.rules.dnd4e.areas import (
    Space,
    area_origin,
    blast,
    burst,
    distance,
    in_area,
    wall,
)

ME = Space(5, 5)


def test_distance_counts_squares_a_diagonal_being_one_and_big_creatures_edge_to_edge() -> None:
    assert distance(ME, Space(6, 6)) == 1
    assert distance(ME, Space(8, 3)) == 3
    assert distance(ME, Space(7, 5, 2)) == 2
    assert distance(ME, Space(4, 4, 2)) == 0


def test_a_blast_3_is_3_by_3_next_to_the_attacker_and_not_on_it() -> None:
    squares = blast(ME, 3, (6, 4))
    assert len(squares) == 9 and (5, 5) not in squares and (6, 5) in squares
    assert len(blast(ME, 3, (2, 2))) == 9  # the diagonal corner touches the attacker's corner


def test_a_blast_away_from_the_attacker_or_over_it_is_refused() -> None:
    with pytest.raises(RuleViolation, match="a blast 3 must be adjacent to the attacker's"):
        blast(ME, 3, (7, 5))
    with pytest.raises(RuleViolation, match="a blast does not cover its origin square: place"):
        blast(ME, 3, (5, 4))
    with pytest.raises(InvalidCommand, match="a blast is 1 to 20 squares, not 0"):
        blast(ME, 0, (6, 5))


def test_a_large_attackers_blast_stays_outside_its_whole_space() -> None:
    ogre = Space(0, 0, 2)
    assert len(blast(ogre, 2, (2, 0))) == 4
    with pytest.raises(RuleViolation, match="a blast does not cover its origin square: place"):
        blast(ogre, 2, (1, 0))


def test_a_burst_2_from_a_square_is_5_by_5_and_close_burst_1_of_a_large_creature_is_4_by_4() -> None:
    assert len(burst(Space(0, 0), 2)) == 25
    assert len(burst(Space(0, 0, 2), 1)) == 16


def test_a_close_burst_spares_the_attacker_an_area_burst_does_not() -> None:
    creatures = {"me": ME, "orc": Space(6, 6), "far": Space(9, 9)}
    close = burst(ME, 1)
    assert in_area(close, creatures, attacker_id="me", includes_attacker=False) == ("orc",)
    fireball = burst(Space(6, 5), 1)
    assert in_area(fireball, creatures, attacker_id="me") == ("me", "orc")


def test_a_large_creature_in_several_squares_of_the_area_is_affected_once() -> None:
    creatures = {"ogre": Space(0, 0, 2), "gob": Space(3, 3)}
    assert in_area(burst(Space(1, 1), 2), creatures) == ("ogre", "gob")


def test_an_area_origin_must_be_within_range() -> None:
    assert area_origin(ME, (15, 5), 10) == (15, 5)
    with pytest.raises(RuleViolation, match="the origin square is 11 squares away; the power"):
        area_origin(ME, (16, 5), 10)


def test_a_wall_is_contiguous_side_to_side_at_most_two_sides_each() -> None:
    line = [(7, 0), (7, 1), (7, 2), (8, 2), (9, 2)]
    assert wall(ME, 5, line, 10) == frozenset(line)


def test_a_wall_joined_only_by_corners_is_refused() -> None:
    with pytest.raises(RuleViolation, match="must share a side"):
        wall(ME, 3, [(7, 0), (8, 1), (9, 2)], 10)


def test_a_wall_square_touching_three_others_is_refused() -> None:
    with pytest.raises(RuleViolation, match="shares sides with 3 others; at most two"):
        wall(ME, 4, [(7, 1), (7, 0), (7, 2), (8, 1)], 10)
    with pytest.raises(
        RuleViolation, match="shares sides with 3 others; at most two"
    ):  # a 2x2 block: each square has two sides, but it is not a line
        wall(ME, 5, [(7, 0), (8, 0), (7, 1), (8, 1), (9, 1)], 10)


def test_a_wall_in_two_pieces_or_out_of_range_or_the_wrong_size_is_refused() -> None:
    with pytest.raises(RuleViolation, match="a wall is one contiguous line of squares from"):
        wall(ME, 4, [(7, 0), (7, 1), (9, 0), (9, 1)], 10)
    with pytest.raises(RuleViolation, match="are beyond the power's range 10"):
        wall(ME, 2, [(20, 5), (21, 5)], 10)
    with pytest.raises(InvalidCommand, match="a wall 3 fills exactly 3 distinct squares, got"):
        wall(ME, 3, [(7, 0), (7, 1)], 10)


def test_a_solid_wall_cannot_fill_occupied_squares() -> None:
    with pytest.raises(RuleViolation, match="a solid wall cannot fill occupied squares"):
        wall(ME, 2, [(7, 0), (7, 1)], 10, occupied=[(7, 1)], solid=True)
    assert wall(ME, 2, [(7, 0), (7, 1)], 10, occupied=[(7, 1)]) == {(7, 0), (7, 1)}
