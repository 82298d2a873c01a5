"""Points, faces, dice counts, fewer dice, re-rolls (001 §掷骰Rolling the Dice)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fray.domain.errors import InvalidCommand
from fray.rules.meshal_lite.dice import (
    dice_count,
    die_points,
    face_total,
    points,
    read_roll,
    reroll,
    reroll_targets,
    score,
)

faces = st.lists(st.integers(1, 6), max_size=12)


def test_kairida_rolls_4_dice_3_1_2_6_and_scores_3_points() -> None:
    # 001 §掷骰Rolling the Dice: "凯瑞达得到了0+1+2+0=3点".
    assert points((3, 1, 2, 6)) == 3
    assert [die_points(f) for f in (3, 1, 2, 6)] == [0, 1, 2, 0]
    assert read_roll((3, 1, 2, 6), 4, "points").result == 3


def test_faces_sum_the_numbers() -> None:
    assert face_total((3, 1, 2, 6)) == 12
    assert score((6, 6), "faces") == 12 and score((6, 6), "points") == 0


def test_counts_are_computed_before_rolling_and_round_down() -> None:
    assert dice_count(4, plus=3) == 7  # "4+3🎲"
    assert dice_count(3, plus=1) == 4  # "强壮骰+1🎲" with 3 dice
    assert dice_count(5, divide=2) == 2  # "活力骰÷2🎲" with 5 dice: 2.5 → 2
    assert dice_count(5, divide=2, plus=1) == 3  # 2.5 + 1 = 3.5 → 3
    assert dice_count(2, plus=-3) == 0  # 0 or less rolls nothing
    assert dice_count(0) == 0


def test_a_count_of_zero_or_less_yields_zero_without_rolling() -> None:
    r = read_roll((), dice_count(1, plus=-3), "points")
    assert r.allowed == 0 and r.result == 0 and r.faces == ()


def test_a_roller_may_roll_fewer_dice_never_more() -> None:
    assert read_roll((1,), 3, "points").result == 1
    assert read_roll((), 3, "points").result == 0  # giving up the roll
    with pytest.raises(InvalidCommand):
        read_roll((1, 2, 3, 4), 3, "points")


@pytest.mark.parametrize("bad", [(0,), (7,), (1, -1)])
def test_faces_outside_1_to_6_are_refused(bad: tuple[int, ...]) -> None:
    with pytest.raises(InvalidCommand):
        points(bad)


def test_dividing_by_zero_is_refused() -> None:
    with pytest.raises(InvalidCommand):
        dice_count(4, divide=0)


def test_reroll_dice_scoring_0_points_or_showing_a_face() -> None:
    roll = (3, 1, 2, 6, 2)
    assert reroll_targets(roll, "points", 0) == (0, 3)
    assert reroll_targets(roll, "faces", 2) == (2, 4)
    assert reroll(roll, (0, 3), (2, 5)) == (2, 1, 2, 5, 2)


@pytest.mark.parametrize("positions, new", [((0, 0), (1, 1)), ((5,), (1,)), ((0,), (1, 2)), ((0,), (9,))])
def test_bad_rerolls_are_refused(positions: tuple[int, ...], new: tuple[int, ...]) -> None:
    with pytest.raises(InvalidCommand):
        reroll((3, 1, 2), positions, new)


@given(faces)
def test_points_are_between_0_and_twice_the_dice(rolled: list[int]) -> None:
    assert 0 <= points(rolled) <= 2 * len(rolled)
    assert points(rolled) == rolled.count(1) + 2 * rolled.count(2)
    assert len(rolled) <= face_total(rolled) <= 6 * len(rolled)


@given(st.integers(-20, 40), st.integers(1, 4), st.integers(1, 4), st.integers(-10, 10))
def test_dice_count_is_never_negative_and_floors(pool: int, times: int, divide: int, plus: int) -> None:
    n = dice_count(pool, times=times, divide=divide, plus=plus)
    assert n >= 0
    assert n == max(0, (pool * times + plus * divide) // divide)
