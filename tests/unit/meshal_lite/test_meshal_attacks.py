"""Attacks: roll, protection, one defence, hit, damage, extras, reach (001 §为攻击掷骰,
§防御Defending, §命中Hit与未命中Miss, §造成伤害Dealing Damage, §攻击 攻击范围)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.rules.meshal_lite.attacks import (
    AttackProfile,
    Defence,
    Extra,
    allocate,
    check_profile,
    extra_damage,
    extra_dice,
    resolve_segment,
)
from fray.rules.meshal_lite.attributes import INVALID, attribute, pools
from fray.rules.meshal_lite.options import MeshalOptions, defence_dice, defence_pool
from fray.rules.meshal_lite.protection import Protections, protection_against
from fray.rules.meshal_lite.reach import Reach, reach_dice

SWORD = AttackProfile(targets=("might",), attack_type="physical", defences=("parry", "dodge"))


def test_a_roll_of_zero_misses_at_once_whatever_the_protection() -> None:
    s = resolve_segment(SWORD, 0, -3)
    assert s.missed_at_once and not s.hit and s.damage == 0 and s.remainder == 0
    with pytest.raises(RuleViolation):
        resolve_segment(SWORD, 0, 0, defence="parry", defence_points=2)


def test_protection_then_defence_then_the_remainder_hits() -> None:
    # 4 points, physical protection 1, parry rolls 1 point: 4 − 1 − 1 = 2 dice of Might.
    s = resolve_segment(SWORD, 4, 1, defence="parry", defence_points=1)
    assert (s.after_protection, s.remainder, s.hit, s.damage, s.solid) == (3, 2, True, 2, False)


def test_a_solid_defence_takes_a_positive_remainder_to_zero() -> None:
    s = resolve_segment(SWORD, 3, 1, defence="dodge", defence_points=2)
    assert s.solid and not s.hit and s.damage == 0
    # Protection already stopped it: defending anyway is not a solid defence.
    t = resolve_segment(SWORD, 2, 2, defence="dodge", defence_points=3)
    assert not t.solid and not t.hit


def test_only_an_allowed_defence_by_one_who_can_defend() -> None:
    with pytest.raises(RuleViolation):
        resolve_segment(SWORD, 3, 0, defence="resist", defence_points=1)
    with pytest.raises(RuleViolation):
        resolve_segment(SWORD, 3, 0, defence="parry", defence_points=1, can_defend=False)
    undefendable = AttackProfile(targets=("spirit",), attack_type="occult")
    with pytest.raises(RuleViolation):
        resolve_segment(undefendable, 3, 0, defence="resist", defence_points=1)


def test_an_unconscious_defender_still_has_its_protection() -> None:
    s = resolve_segment(SWORD, 3, 2, can_defend=False)
    assert s.damage == 1


def test_extra_damage_applies_after_protection_and_defence() -> None:
    assert extra_damage(2, [Extra(kind="plus", amount=1)]) == 3
    assert extra_damage(3, [Extra(kind="times", amount=2)]) == 6
    assert extra_damage(3, [Extra(kind="divide", amount=2)]) == 1  # 1.5 → 1
    assert extra_damage(1, [Extra(kind="minus", amount=3)]) == 0  # never below 0
    # Multiply before adding: (2 × 2) + 1.
    assert extra_damage(2, [Extra(kind="plus", amount=1), Extra(kind="times", amount=2)]) == 5
    assert extra_damage(2, [Extra(kind="dice", amount=2)], dice_points=3) == 5
    assert extra_dice([Extra(kind="dice", amount=2), Extra(kind="plus", amount=1)]) == 2


def test_no_extra_damage_on_a_miss() -> None:
    axe = AttackProfile(targets=("might",), attack_type="physical", extras=(Extra(kind="times", amount=3),))
    s = resolve_segment(axe, 2, 2)
    assert not s.hit and s.damage == 0
    assert resolve_segment(axe, 3, 1).damage == 6
    with pytest.raises(InvalidCommand):
        resolve_segment(axe, 2, 2, extra_dice_points=2)


def test_extra_minus_can_leave_a_hit_without_damage() -> None:
    weak = AttackProfile(targets=("might",), attack_type="physical", extras=(Extra(kind="minus", amount=2),))
    s = resolve_segment(weak, 2, 0)
    assert s.hit and s.damage == 0


def test_immunity_means_no_hit() -> None:
    paper = Protections(immune=("occult",))
    curse = AttackProfile(targets=("might",), attack_type="occult")
    assert not resolve_segment(curse, 5, protection_against(paper, "occult")).hit


def test_the_defender_shares_damage_among_the_named_attributes() -> None:
    p = pools(attribute(4), attribute(3), attribute(3))
    assert allocate(p, ("might", "spirit"), 2, {"might": 1, "spirit": 1}) == {"might": 1, "spirit": 1}
    assert allocate(p, ("might", "spirit"), 2) == {"might": 2}
    assert allocate(p, ("might", "spirit"), 6) == {"might": 4, "spirit": 2}
    with pytest.raises(RuleViolation):
        allocate(p, ("might",), 2, {"activeness": 2})
    with pytest.raises(InvalidCommand):
        allocate(p, ("might", "spirit"), 2, {"might": 1})


def test_the_defender_cannot_overfill_one_pool_to_spare_another() -> None:
    p = pools(attribute(4, dice=1), attribute(3), attribute(3))
    with pytest.raises(RuleViolation):
        allocate(p, ("might", "activeness"), 3, {"might": 3})
    assert allocate(p, ("might", "activeness"), 5, {"might": 2, "activeness": 3}) == {"might": 1, "activeness": 3}


def test_a_dash_attribute_takes_no_damage() -> None:
    p = pools(attribute(3), attribute(3), INVALID)
    assert allocate(p, ("spirit",), 3) == {}
    assert allocate(p, ("might", "spirit"), 2) == {"might": 2}
    with pytest.raises(RuleViolation):
        allocate(p, ("might", "spirit"), 2, {"spirit": 2})


def test_profiles_are_checked() -> None:
    with pytest.raises(InvalidCommand):
        check_profile(AttackProfile(targets=(), attack_type="physical"))
    with pytest.raises(InvalidCommand):
        check_profile(AttackProfile(targets=("might",), attack_type="physical", segments=0))
    with pytest.raises(InvalidCommand):
        check_profile(
            AttackProfile(targets=("might",), attack_type="physical", extras=(Extra(kind="divide", amount=0),))
        )
    assert check_profile(SWORD) is SWORD


def test_defences_roll_might_activeness_and_spirit_by_default() -> None:
    o = MeshalOptions()
    assert [defence_pool(o, d) for d in ("parry", "dodge", "resist")] == ["might", "activeness", "spirit"]
    p = pools(attribute(5), attribute(2), INVALID)
    assert defence_dice(o, "parry", p) == 5 and defence_dice(o, "resist", p) == 3


def test_reach_minimum_range_and_overreach() -> None:
    whip = Reach(low=3, high=6, ranged=True)
    # §攻击范围: the whip's "3~6步" reaches beyond 3 and within 6, both ends excluded (§测距).
    assert reach_dice(whip, 4) == 0 and reach_dice(whip, 5) == 0
    assert reach_dice(whip, 6, overreach=True) == -2  # at 6 it is one multiple beyond (an overreach, ranged)
    with pytest.raises(RuleViolation):
        reach_dice(whip, 6)  # … refused without the overreach rule
    assert reach_dice(whip, 6, top_included=True) == 0  # the reading stored before range_ends
    assert reach_dice(whip, 3) == -3 and reach_dice(whip, 1) == -3
    bow = Reach(low=0, high=30, ranged=True)
    assert reach_dice(bow, 31, overreach=True) == -2
    assert reach_dice(bow, 60, overreach=True) == -2
    assert reach_dice(bow, 61, overreach=True) == -4
    with pytest.raises(RuleViolation):
        reach_dice(bow, 31)  # overreach is an extension, off
    with pytest.raises(RuleViolation):
        reach_dice(Reach(high=1), 2, overreach=True)  # melee never overreaches
    with pytest.raises(InvalidCommand):
        reach_dice(Reach(high=0, ranged=True), 2, overreach=True)


@given(st.integers(0, 12), st.integers(-4, 6), st.integers(0, 6), st.sampled_from([None, "parry", "dodge"]))
def test_a_segment_hits_exactly_when_something_remains(
    rolled: int, prot: int, defence_points: int, defence: Defence | None
) -> None:
    if rolled == 0 and defence is not None:
        return
    s = resolve_segment(SWORD, rolled, prot, defence=defence, defence_points=defence_points)
    used = defence_points if defence else 0
    expected = 0 if rolled == 0 else rolled - prot - used
    assert s.hit == (expected > 0)
    assert s.damage == max(0, expected)
    assert not (s.solid and s.hit)


def test_a_dagger_makes_two_segments_each_rolled_and_defended_apart() -> None:
    # 001 §为攻击掷骰 (多段攻击): "2段活力骰÷2🎲物理攻击（可格挡/闪避）" with 5 Activeness dice.
    from fray.rules.meshal_lite.attributes import remove_dice
    from fray.rules.meshal_lite.dice import dice_count, points
    from fray.rules.meshal_lite.survival import can_act

    dagger = check_profile(
        AttackProfile(targets=("might",), attack_type="physical", defences=("parry", "dodge"), segments=2)
    )
    per_segment = dice_count(5, divide=2)
    assert per_segment == 2
    target = pools(attribute(2), attribute(3), attribute(3))
    first = resolve_segment(dagger, points((2, 1)), 0, defence="dodge", defence_points=1)
    target["might"], _ = remove_dice(target["might"], allocate(target, dagger.targets, first.damage)["might"])
    assert first.damage == 2 and target["might"].dice == 0 and not can_act(target)
    # Knocked out by the first segment, the defender cannot defend the second.
    with pytest.raises(RuleViolation):
        resolve_segment(dagger, points((1, 6)), 0, defence="parry", defence_points=2, can_defend=can_act(target))
    second = resolve_segment(dagger, points((1, 6)), 0, can_defend=can_act(target))
    assert second.hit and second.damage == 1
