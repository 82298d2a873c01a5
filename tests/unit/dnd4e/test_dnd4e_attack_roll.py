"""004_e86ae0a0322fa3b5.txt §攻击检定, §攻击加值, §攻击结果, §重击: Malys the tiefling wizard's
+10 fireball; natural 20 and 1; critical ranges."""

import pytest

from fray.domain.errors import InvalidCommand
from fray.rules.dnd4e.attack_roll import (
    COMBAT_ADVANTAGE,
    attack_bonus,
    concealment_penalty,
    cover_penalty,
    resolve_attack,
)
from fray.rules.dnd4e.modifiers import Modifier

HELLFIRE = Modifier(value=1, source="Hellfire Blood", type="feat")
WAND = Modifier(value=1, source="+1 wand of witchfire", type="enhancement")
ACCURACY = Modifier(value=2, source="Wand of Accuracy")
BLOODHUNT = Modifier(value=1, source="Bloodhunt", type="racial")


def test_malys_fireball_is_plus_10() -> None:
    b = attack_bonus(7, "INT", 5, [HELLFIRE, WAND])
    assert b.total == 10
    assert [(p.label, p.value) for p in b.parts] == [
        ("half level", 3),
        ("INT modifier", 5),
        ("Hellfire Blood", 1),
        ("+1 wand of witchfire", 1),
    ]


def test_malys_against_one_target_with_wand_of_accuracy_and_a_bloodied_one() -> None:
    assert attack_bonus(7, "INT", 5, [HELLFIRE, WAND, ACCURACY]).total == 12
    assert attack_bonus(7, "INT", 5, [HELLFIRE, WAND, BLOODHUNT]).total == 11
    assert attack_bonus(7, "INT", 5, [HELLFIRE, WAND, ACCURACY, BLOODHUNT]).total == 13


def test_a_hit_is_a_total_equal_to_or_above_the_defence() -> None:
    b = attack_bonus(7, "INT", 5, [HELLFIRE, WAND])
    assert resolve_attack(8, b, "reflex", 18).hit
    assert not resolve_attack(7, b, "reflex", 18).hit


def test_a_natural_20_always_hits_but_crits_only_when_the_total_hits() -> None:
    b = attack_bonus(1, "STR", 0)
    big = resolve_attack(20, b, "ac", 30)
    assert big.hit and not big.critical and big.automatic == "hit"
    small = resolve_attack(20, b, "ac", 15)
    assert small.hit and small.critical


def test_a_natural_1_always_misses() -> None:
    r = resolve_attack(1, attack_bonus(30, "STR", 10), "ac", 5)
    assert not r.hit and not r.critical and r.automatic == "miss"


def test_a_wider_critical_range_makes_criticals_but_never_automatic_hits() -> None:
    b = attack_bonus(10, "STR", 4)  # +9
    assert resolve_attack(19, b, "ac", 20, crit_range=19).critical
    miss = resolve_attack(19, b, "ac", 29, crit_range=19)
    assert not miss.hit and not miss.critical and miss.automatic == ""
    assert not resolve_attack(18, b, "ac", 20, crit_range=19).critical


@pytest.mark.parametrize("face", [0, 21])
def test_a_face_off_the_d20_is_refused(face: int) -> None:
    with pytest.raises(InvalidCommand, match="a d20 shows 1 to 20, not"):
        resolve_attack(face, attack_bonus(1, "STR", 0), "ac", 10)


def test_situational_modifiers() -> None:
    assert COMBAT_ADVANTAGE.value == 2
    # cover and superior cover share a source: only the worst counts
    b = attack_bonus(
        2, "DEX", 3, [*cover_penalty("cover"), *cover_penalty("superior_cover"), *concealment_penalty("partial")]
    )
    assert b.total == 1 + 3 - 5 - 2
