"""Attributes as dice pools, "-" attributes, fate and potential (001 §属性Attribute Scores,
§潜能Potentialities, §能力Abilities)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.rules.meshal_lite.attributes import (
    INVALID,
    attribute,
    damaged,
    pick,
    pick_dice,
    pools,
    remove_dice,
    restore_dice,
    roll_dice,
    score,
    with_temporary,
)
from fray.rules.meshal_lite.fate import expend_fate
from fray.rules.meshal_lite.potential import (
    STARTING_POTENTIAL,
    ability_cost,
    check_occupancy,
    parse_strength,
    raise_cost,
    strength_display,
    training_cost,
)


def test_score_is_base_plus_temporary_and_at_least_1() -> None:
    assert score(attribute(3, 2)) == 5
    assert score(attribute(2, -4, dice=0)) == 1
    assert attribute(4).dice == 4  # a full pool by default


def test_a_pool_never_holds_more_dice_than_the_score() -> None:
    with pytest.raises(InvalidCommand):
        attribute(3, dice=4)
    with pytest.raises(InvalidCommand):
        attribute(3, dice=-1)


def test_rolling_uses_the_dice_in_the_pool_and_removes_none() -> None:
    might = attribute(5, dice=3)
    assert roll_dice(might) == 3 and might.dice == 3


def test_damage_removes_dice_down_to_zero() -> None:
    a, lost = remove_dice(attribute(3), 5)
    assert a.dice == 0 and lost == 3
    assert damaged(a)


def test_restoring_never_passes_the_score() -> None:
    a, gained = restore_dice(attribute(4, dice=1), 9)
    assert a.dice == 4 and gained == 3 and not damaged(a)


def test_a_dash_attribute_loses_nothing_and_rolls_3() -> None:
    assert remove_dice(INVALID, 4) == (INVALID, 0)
    assert roll_dice(INVALID) == 3
    assert restore_dice(INVALID, 2) == (INVALID, 0)
    assert not damaged(INVALID)


def test_take_lower_and_higher_use_the_fewer_or_more_dice_and_skip_dashes() -> None:
    p = pools(attribute(4), attribute(5, dice=2), attribute(3))
    assert pick(p, ["activeness", "spirit"], "lower") == "activeness"
    assert pick_dice(p, ["activeness", "spirit"], "higher") == 3
    p2 = pools(attribute(4), attribute(5), INVALID)
    assert pick(p2, ["activeness", "spirit"], "lower") == "activeness"  # "-" not available
    p3 = pools(attribute(4), INVALID, INVALID)
    assert pick(p3, ["activeness", "spirit"], "higher") is None
    assert pick_dice(p3, ["activeness", "spirit"], "higher") == 3


def test_pick_refuses_unknown_names() -> None:
    with pytest.raises(InvalidCommand):
        pick(pools(attribute(3), attribute(3), attribute(3)), ["luck"], "lower")  # type: ignore[list-item]


def test_temporary_points_bring_dice_and_taking_them_away_clips_the_pool() -> None:
    # DECISION: a higher score brings its dice; a lower one removes only dice above it.
    a = with_temporary(attribute(3, dice=2), 2)
    assert score(a) == 5 and a.dice == 4
    b = with_temporary(a, 0)
    assert score(b) == 3 and b.dice == 3
    c = with_temporary(attribute(3, 2, dice=1), 0)
    assert c.dice == 1


def test_expense_of_fate_sets_faces_and_costs_a_die_each() -> None:
    might = attribute(4)
    f = expend_fate((3, 1, 6, 5), {0: 2, 2: 2, 3: 5}, might)
    assert f.faces == (2, 1, 2, 5) and f.changed == (0, 2) and f.dice_lost == 2
    assert remove_dice(might, f.dice_lost)[0].dice == 2


def test_expense_of_fate_is_an_option_and_needs_attribute_dice() -> None:
    with pytest.raises(RuleViolation):
        expend_fate((3,), {0: 1}, attribute(3), allowed=False)
    with pytest.raises(RuleViolation):
        expend_fate((3, 4, 5), {0: 1}, INVALID)
    with pytest.raises(RuleViolation):  # 2 dice in the pool cannot pay for 3 changes
        expend_fate((3, 4, 5), {0: 1, 1: 1, 2: 1}, attribute(3, dice=2))
    with pytest.raises(InvalidCommand):
        expend_fate((3, 4), {4: 1}, attribute(3))


def test_potential_costs_current_trained_times_3() -> None:
    assert STARTING_POTENTIAL == 36
    assert raise_cost(3) == 9 and raise_cost(4) == 12
    assert training_cost(3, 5) == 21 and training_cost(4, 4) == 0
    assert ability_cost(2) == 6
    with pytest.raises(InvalidCommand):
        raise_cost(2)


def test_abilities_occupy_their_attribute_up_to_its_base() -> None:
    check_occupancy({"might": 4}, {"might": 4})
    with pytest.raises(RuleViolation):
        check_occupancy({"spirit": 4}, {"spirit": 3})


def test_strength_shows_as_spent_slash_unspent() -> None:
    assert strength_display(36, 15) == "36/15"
    assert parse_strength("36/15") == (36, 15)
    with pytest.raises(InvalidCommand):
        parse_strength("36-15")


@given(st.integers(1, 12), st.integers(-3, 3), st.integers(0, 15), st.integers(0, 15))
def test_a_pool_stays_between_0_and_its_score(base: int, temp: int, hit: int, heal: int) -> None:
    a, _ = remove_dice(attribute(base, temp), hit)
    a, _ = restore_dice(a, heal)
    assert 0 <= a.dice <= score(a)
