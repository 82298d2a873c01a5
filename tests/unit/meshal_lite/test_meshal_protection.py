"""Protections, penetration, negative protection, cover (001 §防护Protection Score,
§攻击类型Types of Attack与防护减免Saving against Attack, §掩体Cover)."""

import pytest

from fray.domain.errors import InvalidCommand
from fray.rules.meshal_lite.protection import (
    Protections,
    after_protection,
    cover_applies,
    penetration,
    protection_against,
)


def test_each_point_of_matching_protection_cancels_a_point() -> None:
    # 001 §防护: 3🎲 physical attack rolls 2, physical protection 1 → 1 damage.
    p = Protections(physical=1, erosion=4)
    assert after_protection(2, protection_against(p, "physical")) == 1
    assert protection_against(p, "erosion") == 4 and protection_against(p, "occult") == 0


def test_negative_protection_adds_damage_but_a_zero_roll_never_hurts() -> None:
    p = Protections(occult=-2)
    assert after_protection(1, protection_against(p, "occult")) == 3
    assert after_protection(0, protection_against(p, "occult")) == 0


def test_penetration_never_takes_protection_below_zero_and_stacks() -> None:
    p = Protections(physical=1, erosion=5, occult=-2)
    assert protection_against(p, "physical", pierce=3) == 0  # not −2
    assert protection_against(p, "erosion", pierce=penetration(1, 2)) == 2
    assert protection_against(p, "occult", pierce=3) == -2  # a weakness stays a weakness


def test_a_true_attack_meets_no_protection_and_immunity_stops_everything() -> None:
    assert protection_against(Protections(physical=9), "true") == 0
    paper = Protections(immune=("occult",))
    assert protection_against(paper, "occult") is None
    assert after_protection(5, None) == 0


def test_cover_adds_one_to_every_protection_before_penetration() -> None:
    p = Protections(physical=1, erosion=0)
    assert protection_against(p, "physical", cover=True) == 2
    assert protection_against(p, "erosion", cover=True) == 1
    assert protection_against(p, "physical", pierce=1, cover=True) == 1


def test_cover_only_against_a_non_adjacent_attacker_beyond_it() -> None:
    assert cover_applies(True, True, False)
    assert not cover_applies(True, True, True)  # attacker adjacent
    assert not cover_applies(False, True, False)  # not next to the cover
    assert not cover_applies(True, False, False)  # cover not in between
    assert not cover_applies(True, True, False, cover_standing=False)


def test_bad_inputs_are_refused() -> None:
    with pytest.raises(InvalidCommand):
        protection_against(Protections(), "fire")  # type: ignore[arg-type]
    with pytest.raises(InvalidCommand):
        penetration(-1)
    with pytest.raises(InvalidCommand):
        after_protection(-1, 0)
