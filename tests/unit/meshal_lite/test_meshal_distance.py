"""Steps on a square grid, ranges and movement (001 §测距Measurement, §移动Movement)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fray.domain.errors import InvalidCommand
from fray.rules.meshal_lite.distance import (
    adjacent,
    area_width,
    in_band,
    move_speed,
    steps_allowed,
    steps_between,
    to_fingers,
    within,
)


def test_orthogonal_squares_are_one_step_each() -> None:
    assert steps_between(0, 0) == 0 and steps_between(3, 0) == 3 and steps_between(0, -4) == 4


def test_diagonals_alternate_two_count_three_one_counts_one() -> None:
    assert steps_between(1, 1) == 1
    assert steps_between(2, 2) == 3
    assert steps_between(3, 3) == 4
    assert steps_between(4, 4) == 6
    assert steps_between(4, 1) == 4  # 3 straight + 1 diagonal
    assert steps_between(-5, 2) == 6  # 3 straight + 2 diagonals (3)


def test_adjacent_within_and_bands() -> None:
    assert adjacent(1) and adjacent(0) and not adjacent(2)
    assert within(3, 3) and not within(4, 3)
    # §测距: "3~6步"则表示两处位置间的最近距离必须大于3步且小于6步 (both ends excluded).
    assert not in_band(3, 3, 6) and in_band(4, 3, 6) and in_band(5, 3, 6) and not in_band(6, 3, 6)
    # The reading of encounters stored before the range_ends option: the top included.
    assert in_band(6, 3, 6, top_included=True) and not in_band(7, 3, 6, top_included=True)
    with pytest.raises(InvalidCommand):
        in_band(4, 6, 3)


def test_an_area_centre_is_step_zero() -> None:
    assert area_width(1) == 3 and area_width(0) == 1


def test_difficult_and_smooth_movement_cancel() -> None:
    assert steps_allowed(6) == 6
    assert steps_allowed(6, difficult=True) == 3
    assert steps_allowed(6, smooth=True) == 12
    assert steps_allowed(6, difficult=True, smooth=True) == 6
    assert steps_allowed(0) == 0


def test_a_minus_way_of_moving_halves_speed_and_below_1_cannot_move() -> None:
    assert move_speed(5) == 5 and move_speed(5, minus_mode=True) == 2
    assert move_speed(1, minus_mode=True) == 0


def test_thickness_in_fingers() -> None:
    assert to_fingers(palms=2) == 8 and to_fingers(steps=1) == 40 and to_fingers(fingers=3) == 3


@given(st.integers(-30, 30), st.integers(-30, 30))
def test_steps_lie_between_the_chebyshev_and_the_manhattan_counts(dx: int, dy: int) -> None:
    s = steps_between(dx, dy)
    assert max(abs(dx), abs(dy)) <= s <= abs(dx) + abs(dy)
    assert s == steps_between(dy, dx) == steps_between(-dx, dy)
