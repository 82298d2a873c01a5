"""Attempts, progressive attempts, contests, helpers, secret rolls (001 §掷骰Rolling the Dice)."""

import pytest

from fray.domain.errors import InvalidCommand
from fray.rules.meshal_lite.checks import (
    attempt,
    contest,
    difficulty,
    joint_effort,
    precise_effort,
    progressive_attempt,
    progressive_contest,
    progressive_time,
    secret_audience,
)
from fray.rules.meshal_lite.dice import dice_count, points


def test_the_stone_door_at_difficulty_5_does_not_move_for_3_points() -> None:
    # 艾多夫 pushes the stone door: Might 🎲 against difficulty 5, rolls 3 → fails.
    assert attempt(3, 5) is False
    # He checks for a mechanism: Spirit 🎲 against difficulty 1, rolls 2 → succeeds.
    assert attempt(2, 1) is True


def test_attempts_need_strictly_more_than_the_difficulty() -> None:
    assert attempt(5, 5) is False and attempt(6, 5) is True


def test_difficulty_never_goes_below_zero() -> None:
    assert difficulty(-4) == 0
    assert attempt(0, -4) is False and attempt(1, -4) is True


def test_the_cipher_lock_is_a_progressive_attempt_to_beat_30() -> None:
    # Spirit dice each minute, −3🎲 for having no idea: with 6 Spirit dice, 3 dice a minute.
    per_minute = dice_count(6, plus=-3)
    assert per_minute == 3
    rolls = [points(f) for f in [(1, 2, 6)] * 10 + [(1, 4, 5)]]  # 3 points × 10, then 1
    p = progressive_attempt(rolls, 30)
    assert p.totals[9] == 30 and not attempt(p.totals[9], 30)  # 30 is not more than 30
    assert p.succeeded and p.period == 11 and p.totals[-1] == 31
    # The GM may skip the rolls: 30 × 2 ÷ 3 dice × 1 minute = 20 minutes.
    assert progressive_time(30, per_minute, 1) == 20


def test_progressive_attempt_refuses_rolls_after_success() -> None:
    with pytest.raises(InvalidCommand):
        progressive_attempt([6, 1], 5)
    assert progressive_attempt([2, 2], 5).succeeded is False


def test_progressive_time_drops_the_fraction_and_refuses_no_dice() -> None:
    assert progressive_time(5, 3, 10) == 33  # 5 × 2 ÷ 3 × 10 = 33.3…
    with pytest.raises(InvalidCommand):
        progressive_time(5, 0, 10)


def test_contests_higher_wins_equal_is_a_draw() -> None:
    assert contest(3, 2) == "first" and contest(1, 4) == "second" and contest(2, 2) == "draw"


def test_progressive_contest_first_to_the_target() -> None:
    c = progressive_contest([2, 3, 1], [3, 1, 0], 6)
    assert c.winner == "first" and c.period == 3 and c.first_totals == (2, 5, 6)
    assert progressive_contest([2], [1], 6).winner is None


def test_progressive_contest_both_reaching_it_at_once() -> None:
    # DECISION: the higher total wins; equal totals are a draw.
    assert progressive_contest([4, 3], [5, 3], 6).winner == "second"
    assert progressive_contest([4, 3], [4, 3], 6).winner == "draw"


def test_progressive_contest_refuses_uneven_or_late_rolls() -> None:
    with pytest.raises(InvalidCommand):
        progressive_contest([1, 2], [1], 5)
    with pytest.raises(InvalidCommand):
        progressive_contest([6, 1], [0, 0], 5)


def test_helpers_add_up_for_joint_efforts_and_take_the_best_for_precise_ones() -> None:
    assert joint_effort(2, [1, 3]) == 6
    assert precise_effort(2, [1, 3]) == 3
    assert precise_effort(4, []) == 4


def test_secret_rolls_are_seen_by_the_gm_and_the_asked_player_only() -> None:
    assert secret_audience() == ("gm",)
    assert secret_audience("ana") == ("gm", "ana")
