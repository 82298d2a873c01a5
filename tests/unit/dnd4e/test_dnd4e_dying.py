"""Dying, death saving throws, death at minus the bloodied value (PHB 2008 p. 295)."""

import pytest
from msgspec import structs

from fray.domain.errors import RuleViolation
from fray.rules.dnd4e.dying import (
    after_damage,
    death_save,
    death_threshold,
    is_dying,
    short_rest,
)
from fray.rules.dnd4e.hit_points import HitPoints, fresh, heal, take_damage


def hurt(t: HitPoints, n: int) -> HitPoints:
    return after_damage(take_damage(t, n)[0])


def test_a_character_at_0_is_dying_and_dies_at_minus_the_bloodied_value() -> None:
    assert death_threshold(50) == -25
    t = hurt(fresh(50), 50)
    assert is_dying(t) and not t.dead
    t = hurt(t, 24)
    assert t.hp == -24 and is_dying(t)
    t = hurt(t, 1)
    assert t.dead and not is_dying(t)


def test_a_monster_dies_at_0() -> None:
    assert hurt(fresh(30, pc=False), 30).dead
    assert not hurt(fresh(30, pc=False), 29).dead


def test_three_failed_death_saves_kill() -> None:
    t = hurt(fresh(40, surges=3), 45)
    for n in (1, 2):
        t, s = death_save(t, 9)
        assert s.outcome == "failed" and s.failures == n
    t, s = death_save(t, 1)
    assert s.outcome == "died" and t.dead


def test_10_to_19_changes_nothing() -> None:
    t = hurt(fresh(40), 45)
    t2, s = death_save(t, 19)
    assert s.outcome == "no_change" and t2 == t


def test_a_20_spends_a_surge_from_0_hit_points() -> None:
    t = hurt(fresh(40, surges=2), 48)  # at −8
    t, s = death_save(t, 20)
    assert s.outcome == "surge" and (t.hp, t.surges) == (10, 1) and not is_dying(t)


def test_a_20_without_a_surge_brings_the_character_to_1_hit_point() -> None:
    # Rules Compendium, Healing the Dying: the surge it needs is not there, so 1 hit point
    t = hurt(fresh(40, surges=0), 45)
    t, s = death_save(t, 20)
    assert (s.outcome, s.no_surge) == ("surge", True) and (t.hp, t.surges) == (1, 0) and not is_dying(t)


def test_healing_does_not_clear_failures_a_short_rest_does() -> None:
    t = hurt(fresh(40, surges=2), 45)
    t, _ = death_save(t, 2)
    t = heal(t, 10)
    assert t.hp == 10 and t.death_saves == 1
    assert short_rest(t).death_saves == 0


def test_only_the_dying_make_death_saves() -> None:
    with pytest.raises(RuleViolation, match="only a dying character makes death saving throws"):
        death_save(fresh(10), 5)
    with pytest.raises(RuleViolation, match="only a dying character makes death saving throws"):
        death_save(structs.replace(fresh(10), hp=-5, dead=True), 5)
