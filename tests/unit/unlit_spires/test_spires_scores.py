"""Hero scores (000_c3c04d669a38e5ba.txt §02, §03, §04, §05, §07, §12)."""

from typing import Any

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

from fray.rules.unlit_spires import tables as t
from fray.rules.unlit_spires.errors import SheetError
from fray.rules.unlit_spires.scores import (
    HeroSheet,
    Weapon,
    build_hero,
    hero_speed,
    level_step,
    trait,
)

DAGGER = Weapon("dagger", "1d6", finesse=True)


def sheet(**over: Any) -> HeroSheet:
    base: dict[str, Any] = dict(
        name="Test",
        class_="fighter",
        people="human",
        level=1,
        strength=10,
        dexterity=10,
        constitution=10,
        intelligence=10,
        wisdom=10,
        charisma=10,
        weapon=Weapon("sword", "1d8"),
        hp=10,
    )
    base.update(over)
    return HeroSheet(**base)


def bruce(**over: Any) -> HeroSheet:
    fields = dict(name="Bruce", class_="rogue", level=3, dexterity=16, weapon=DAGGER, armour="studded_leather")
    return sheet(**{**fields, **over})


def test_trait_matches_the_section_02_table() -> None:
    for score_, expected in t.TRAIT_TABLE.items():
        assert trait(score_) == expected
    assert trait(1) == -5 and trait(9) == -1 and trait(30) == 10


@pytest.mark.parametrize("bad", [0, 31, -4])
def test_trait_rejects_scores_outside_1_to_30(bad: int) -> None:
    with pytest.raises(SheetError, match="ability score must be 1 to 30"):
        trait(bad)


def test_level_step_matches_the_section_02_table_for_every_level() -> None:
    for first, last, step in t.LEVEL_STEP_TABLE:
        for level in range(first, last + 1):
            assert level_step(level) == step
    covered = [lv for first, last, _ in t.LEVEL_STEP_TABLE for lv in range(first, last + 1)]
    assert covered == list(range(1, 21))


@pytest.mark.parametrize("bad", [0, 21, 25])
def test_level_step_rejects_levels_outside_1_to_20(bad: int) -> None:
    with pytest.raises(SheetError, match=f"level must be 1 to 20, got {bad}"):
        level_step(bad)


def test_bruce_worked_example_melee_attack_and_parry_are_plus_5() -> None:
    # §03 Worked example: 3 + 1 + 1 = +5 for both.
    b = build_hero(bruce())
    assert b.melee_attack.total == 5 and b.parry.total == 5
    labels = [(p.label, p.value) for p in b.melee_attack.parts]
    assert labels == [("DEX trait", 3), ("level step", 1), ("melee training", 1), ("weapon", 0)]
    assert b.damage == "1d6+3"


def test_bruce_in_studded_leather_absorbs_1_and_walks_25_ft() -> None:
    # §06 (studded leather 1, −5) and §07 (human 30).
    b = build_hero(bruce())
    assert b.absorb == 1 and b.speed_ft == 25 and b.speed.total == 25


def test_without_finesse_melee_uses_strength() -> None:
    b = build_hero(bruce(weapon=Weapon("club", "1d4")))
    assert b.melee_attack.total == 0 + 1 + 1 and b.damage == "1d4"


def test_finesse_takes_the_better_of_str_and_dex() -> None:
    b = build_hero(sheet(strength=18, dexterity=12, weapon=DAGGER))
    assert b.melee_attack.parts[0].label == "STR trait" and b.damage == "1d6+4"


def test_parry_takes_best_of_str_or_dex_plus_shield() -> None:
    b = build_hero(sheet(strength=8, dexterity=14, shield=True))
    assert b.parry.total == 2 + 1 + 3 + 1
    assert b.dodge.total == 2 + 1 + 2 + 1
    assert b.absorb == 1


def test_missile_attack_uses_dex_and_a_missile_weapons_bonus() -> None:
    bow = Weapon("longbow", "1d8", two_handed=True, missile=True, bonus=1, max_range_ft=600)
    b = build_hero(sheet(class_="ranger", dexterity=16, weapon=bow))
    assert b.missile_attack.total == 3 + 1 + 3 + 1
    assert b.melee_attack.total == 0 + 1 + 2 + 0
    assert b.damage == "1d8+3"


def test_weapon_bonus_counts_for_attack_not_damage() -> None:
    b = build_hero(sheet(strength=14, weapon=Weapon("+1 sword", "1d8", bonus=1)))
    assert b.melee_attack.total == 2 + 1 + 3 + 1 and b.damage == "1d8+2"


def test_magic_attack_and_ward_for_each_casting_class() -> None:
    # §05: wizards INT, clerics and rangers WIS, bards CHA; focus +1.
    abilities = dict(intelligence=16, wisdom=14, charisma=12)
    expected: dict[t.ClassName, int] = {
        "wizard": 3 + 1 + 3 + 1,
        "cleric": 2 + 1 + 2 + 1,
        "ranger": 2 + 1 + 1 + 1,
        "bard": 1 + 1 + 2 + 1,
    }
    for class_, magic in expected.items():
        b = build_hero(sheet(class_=class_, focus=True, **abilities))
        assert b.magic_attack.total == magic
        assert b.ward.total == 2 + 1 + t.CLASS_TRAINING[class_].magic
        assert b.can_cast


def test_fighter_has_a_low_ward_and_no_magic() -> None:
    # §05: "Everybody has a Ward, even a fighter." DECISION: no casting trait counts +0.
    b = build_hero(sheet(intelligence=18))
    assert b.ward.total == 1 and b.magic_attack.total == 1
    assert not b.can_cast and b.max_magic_points.total == 0 and b.highest_spell_level is None


def test_two_handed_weapon_with_shield_is_refused() -> None:
    with pytest.raises(SheetError, match="two-handed"):
        build_hero(sheet(shield=True, weapon=Weapon("greatsword", "2d6", two_handed=True)))


@pytest.mark.parametrize(
    "over, message",
    [
        (dict(armour="mithril"), "unknown armour 'mithril'; choose one of: 'none'"),
        (dict(people="orc"), "unknown people 'orc'"),
        (dict(class_="monk"), "unknown class 'monk'"),
        (dict(level=25), "level must be 1 to 20, got 25"),
        (dict(charisma=31), "ability score must be 1 to 30"),
        (dict(hp=0), "hp must be 1 or more"),
        (dict(weapon=Weapon("stick", "lots")), "not a dice expression"),
    ],
)
def test_bad_sheets_raise_sheet_error_with_a_usable_message(over: dict[str, Any], message: str) -> None:
    with pytest.raises(SheetError, match=message):
        build_hero(sheet(**over))


@pytest.mark.parametrize(
    "people, armour, strength, expected",
    [
        ("human", "none", 10, 30),
        ("human", "plate", 10, 15),
        ("human", "plate", 16, 20),  # STR 16+: +5
        ("human", "none", 18, 30),  # relief never makes you faster than your base
        ("human", "studded_leather", 16, 30),
        ("halfling", "plate", 10, 10),  # 25 − 15 = 10, the floor
        ("dwarf", "plate", 10, 20),  # 25 − 15 = 10 → a dwarf stops at 20
        ("dwarf", "chain_mail", 10, 20),  # 25 − 10 = 15 → 20
        ("dwarf", "chain_shirt", 10, 20),  # 25 − 5 = 20
        ("dwarf", "none", 10, 25),
        ("dwarf", "plate", 16, 20),
        ("elf", "half_plate", 16, 25),
    ],
)
def test_speed_follows_section_07(people: t.People, armour: t.ArmourName, strength: int, expected: int) -> None:
    assert hero_speed(people, armour, False, strength).total == expected


def test_shield_does_not_slow() -> None:
    assert hero_speed("human", "none", True, 10).total == 30


def test_hero_sheet_json_uses_the_key_class() -> None:
    data = msgspec.json.encode(bruce())
    assert b'"class":"rogue"' in data
    assert msgspec.json.decode(data, type=HeroSheet) == bruce()


@given(
    cls=st.sampled_from(list(t.CLASS_TRAINING)),
    people=st.sampled_from(list(t.PEOPLE_SPEED_FT)),
    armour=st.sampled_from(list(t.ARMOUR)),
    level=st.integers(1, 20),
    abilities=st.lists(st.integers(1, 30), min_size=6, max_size=6),
    shield=st.booleans(),
    focus=st.booleans(),
)
def test_every_score_is_the_sum_of_its_parts(
    cls: t.ClassName,
    people: t.People,
    armour: t.ArmourName,
    level: int,
    abilities: list[int],
    shield: bool,
    focus: bool,
) -> None:
    names = ("strength", "dexterity", "constitution", "intelligence", "wisdom", "charisma")
    b = build_hero(
        sheet(
            class_=cls,
            people=people,
            armour=armour,
            level=level,
            shield=shield,
            focus=focus,
            **dict(zip(names, abilities, strict=True)),
        )
    )
    for s in (b.melee_attack, b.parry, b.missile_attack, b.dodge, b.magic_attack, b.ward, b.speed, b.max_magic_points):
        assert s.total == sum(p.value for p in s.parts)
    assert b.speed_ft >= 10 and b.max_magic_points.total >= 0
    if people == "dwarf":
        assert b.speed_ft >= 20
