"""Hit points, bloodied, surges, second wind, temporary hit points, healing from below 0
(PHB 2008 pp. 291–295)."""

import pytest
from msgspec import structs

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.rules.dnd4e.defences import DefenceSheet, defence
from fray.rules.dnd4e.hit_points import (
    bloodied_value,
    fresh,
    gain_temp_hp,
    heal,
    heal_with_surge,
    is_bloodied,
    second_wind,
    spend_surge,
    surge_value,
    take_damage,
)


def test_bloodied_at_half_and_the_surge_value_a_quarter_rounded_down() -> None:
    assert bloodied_value(45) == 22 and surge_value(45) == 11
    t = fresh(45)
    assert not is_bloodied(take_damage(t, 22)[0])
    assert is_bloodied(take_damage(t, 23)[0])


def test_temporary_hit_points_go_first_and_never_count_for_bloodied() -> None:
    t = gain_temp_hp(fresh(40), 10)
    after, hurt = take_damage(t, 25)
    assert (hurt.from_temp, hurt.from_hp, after.temp_hp, after.hp) == (10, 15, 0, 25)
    assert not is_bloodied(after)
    assert is_bloodied(structs.replace(gain_temp_hp(fresh(40), 50), hp=20))


def test_temporary_hit_points_keep_the_higher_never_add() -> None:
    t = gain_temp_hp(fresh(30), 8)
    assert gain_temp_hp(t, 5).temp_hp == 8
    assert gain_temp_hp(t, 12).temp_hp == 12


def test_healing_from_below_zero_starts_at_zero() -> None:
    t = structs.replace(fresh(40), hp=-7)
    assert heal(t, 10).hp == 10
    assert heal(t, 100).hp == 40


def test_a_surge_heals_the_surge_value_and_needs_a_surge() -> None:
    t = structs.replace(fresh(40, surges=1), hp=-3)
    t = spend_surge(t)
    assert (t.hp, t.surges) == (10, 0)
    with pytest.raises(RuleViolation, match="no healing surge left"):
        spend_surge(t)


def test_second_wind_once_an_encounter_a_surge_and_plus_2_defences() -> None:
    t = structs.replace(fresh(40, surges=2), hp=5)
    t, mod = second_wind(t)
    assert (t.hp, t.surges, t.second_wind_used) == (15, 1, True)
    assert defence(DefenceSheet(level=1), "will", [mod]).total == 12
    with pytest.raises(RuleViolation, match="second wind is used once an encounter"):
        second_wind(t)


def test_the_dead_are_not_healed_and_negative_amounts_are_refused() -> None:
    with pytest.raises(RuleViolation, match="the dead are not healed"):
        heal(structs.replace(fresh(10), dead=True, hp=-5), 5)
    with pytest.raises(InvalidCommand, match="healing is 0 or more, not -1"):
        heal(fresh(10), -1)
    with pytest.raises(InvalidCommand, match="damage is 0 or more, not -1"):
        take_damage(fresh(10), -1)


def test_healing_that_needs_a_surge_gives_a_dying_creature_without_one_1_hit_point() -> None:
    # Rules Compendium, Healing the Dying: counted from 0; no surge left, 1 hit point
    dying = structs.replace(fresh(40, surges=0), hp=-7)
    assert heal_with_surge(dying, extra=4) == (structs.replace(dying, hp=1), False)
    with_one = structs.replace(dying, surges=1)
    assert heal_with_surge(with_one, extra=4) == (structs.replace(with_one, hp=14, surges=0), True)
    with pytest.raises(RuleViolation, match="no healing surge left"):
        heal_with_surge(structs.replace(dying, hp=3))
    with pytest.raises(RuleViolation, match="the dead are not healed"):
        heal_with_surge(structs.replace(dying, dead=True))
