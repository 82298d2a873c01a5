"""004_e86ae0a0322fa3b5.txt §攻击类型, §射程: reach, range, long range, the nearest creature,
opportunity attacks, rolls per target."""

import pytest

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.rules.dnd4e.areas import Space
from fray.rules.dnd4e.targeting import (
    melee_reach,
    nearest,
    one_roll_per_target,
    provokes,
    range_penalty,
)

ME = Space(0, 0)


def test_melee_reaches_adjacent_squares_and_reach_2_one_more() -> None:
    assert melee_reach(ME, Space(1, 1)) == 1
    with pytest.raises(RuleViolation, match="the target is 2 squares away; this melee attack"):
        melee_reach(ME, Space(2, 0))
    assert melee_reach(ME, Space(2, 0), reach=2) == 2


def test_an_adjacent_only_power_ignores_a_long_reach() -> None:
    with pytest.raises(RuleViolation, match="the target is 2 squares away; this melee attack"):
        melee_reach(ME, Space(2, 0), reach=2, adjacent_only=True)


def test_long_range_costs_2_and_beyond_it_is_refused() -> None:
    assert range_penalty(ME, Space(10, 0), 10, 20) == []
    (p,) = range_penalty(ME, Space(15, 3), 10, 20)
    assert p.value == -2 and p.source == "long range"
    with pytest.raises(RuleViolation, match="the target is 21 squares away; this attack reaches"):
        range_penalty(ME, Space(21, 0), 10, 20)


def test_a_power_without_a_weapon_has_no_long_range() -> None:
    with pytest.raises(RuleViolation, match="the target is 11 squares away; this attack reaches"):
        range_penalty(ME, Space(11, 0), 10)
    with pytest.raises(InvalidCommand, match="is at least the range"):
        range_penalty(ME, Space(1, 0), 10, 5)


def test_a_big_target_is_in_range_if_any_of_its_squares_is() -> None:
    assert range_penalty(ME, Space(10, 0, 3), 10) == []


def test_the_nearest_creature_and_ties() -> None:
    assert nearest(ME, {"a": Space(3, 0), "b": Space(2, 2), "c": Space(0, 5)}) == ("b",)
    assert nearest(ME, {"a": Space(2, 0), "b": Space(2, 2)}) == ("a", "b")
    assert nearest(ME, {}) == ()


def test_ranged_and_area_attacks_next_to_an_enemy_provoke() -> None:
    enemies = {"orc": Space(1, 0), "archer": Space(5, 5)}
    assert provokes("ranged", ME, enemies) == ("orc",)
    assert provokes("area", ME, enemies) == ("orc",)
    assert provokes("melee", ME, enemies) == ()
    assert provokes("close", ME, enemies) == ()


def test_close_and_area_attacks_roll_damage_once_for_all_targets() -> None:
    assert one_roll_per_target("area", 3) == (3, 1)
    assert one_roll_per_target("close", 2) == (2, 1)
    assert one_roll_per_target("melee", 2) == (2, 2)


def test_a_melee_or_ranged_attack_may_target_a_square() -> None:
    square = Space(7, 2)  # a hidden enemy's guessed square
    assert range_penalty(ME, square, 5, 10) == [range_penalty(ME, Space(7, 0), 5, 10)[0]]
    assert melee_reach(ME, Space(1, 0)) == 1
