"""004_e86ae0a0322fa3b5.txt §防御: Brandis, a 23rd-level human fighter (AC 38, Reflex 31,
Fortitude 35, Will 31), and the defence rules."""

from fray.rules.dnd4e.defences import (
    DefenceSheet,
    Dnd4eAbilities,
    ability_modifier,
    all_defences,
    defence,
)
from fray.rules.dnd4e.modifiers import Derivation, Modifier

BRANDIS = DefenceSheet(
    level=23,
    abilities=Dnd4eAbilities(strength=22, constitution=14, dexterity=14, intelligence=10, wisdom=14, charisma=10),
    armour="heavy",
    armour_bonus=11,
    shield_bonus=2,
    modifiers=(
        Modifier(value=1, source="human", type="racial", applies_to=("fortitude", "reflex", "will")),
        Modifier(value=2, source="fighter", applies_to=("fortitude",)),
        Modifier(value=4, source="+4 battle plate armor", type="enhancement", applies_to=("ac",)),
        Modifier(
            value=5, source="+5 cloak of resistance", type="enhancement", applies_to=("fortitude", "reflex", "will")
        ),
        Modifier(value=2, source="Iron Will", type="feat", applies_to=("will",)),
    ),
)


def parts(d: Derivation) -> list[tuple[str, int]]:
    return [(p.label, p.value) for p in d.parts if p.counted]


def test_ability_modifier_is_half_of_score_minus_ten_rounded_down() -> None:
    assert [ability_modifier(s) for s in (8, 9, 10, 11, 14, 22, 23)] == [-1, -1, 0, 0, 2, 6, 6]


def test_brandis_ac_38() -> None:
    d = defence(BRANDIS, "ac")
    assert d.total == 38
    assert parts(d) == [("base", 10), ("half level", 11), ("armour", 11), ("shield", 2), ("+4 battle plate armor", 4)]


def test_brandis_reflex_31() -> None:
    d = defence(BRANDIS, "reflex")
    assert d.total == 31
    assert parts(d) == [
        ("base", 10),
        ("half level", 11),
        ("DEX modifier", 2),
        ("shield", 2),
        ("human", 1),
        ("+5 cloak of resistance", 5),
    ]


def test_brandis_fortitude_35() -> None:
    d = defence(BRANDIS, "fortitude")
    assert d.total == 35
    assert parts(d) == [
        ("base", 10),
        ("half level", 11),
        ("STR modifier", 6),
        ("human", 1),
        ("fighter", 2),
        ("+5 cloak of resistance", 5),
    ]


def test_brandis_will_31() -> None:
    d = defence(BRANDIS, "will")
    assert d.total == 31
    assert parts(d) == [
        ("base", 10),
        ("half level", 11),
        ("WIS modifier", 2),
        ("human", 1),
        ("+5 cloak of resistance", 5),
        ("Iron Will", 2),
    ]
    assert d.formula() == (
        "31 = 10 (base) + 11 (half level) + 2 (WIS modifier) + 1 (human) + 5 (+5 cloak of resistance) + 2 (Iron Will)"
    )


def test_a_power_bonus_to_all_defences_adds_two_and_a_second_one_does_not() -> None:
    blessing = Modifier(value=2, source="Blessing of the Sanctuary", type="power", applies_to=("defences",))
    lesser = Modifier(value=1, source="another power", type="power", applies_to=("defences",))
    got = {k: v.total for k, v in all_defences(BRANDIS, [blessing, lesser]).items()}
    assert got == {"ac": 40, "fortitude": 37, "reflex": 33, "will": 33}


def test_light_armour_adds_the_better_of_dex_and_int_to_ac() -> None:
    wizard = DefenceSheet(
        level=7, abilities=Dnd4eAbilities(dexterity=12, intelligence=20), armour="light", armour_bonus=2
    )
    d = defence(wizard, "ac")
    assert d.total == 10 + 3 + 5 + 2
    assert ("INT modifier", 5) in parts(d)


def test_heavy_armour_adds_no_ability_to_ac_but_reflex_still_has_it() -> None:
    s = DefenceSheet(level=1, abilities=Dnd4eAbilities(dexterity=18), armour="heavy", armour_bonus=8)
    assert defence(s, "ac").total == 18
    assert defence(s, "reflex").total == 14


def test_fortitude_takes_the_better_of_str_and_con_and_will_of_wis_and_cha() -> None:
    s = DefenceSheet(level=2, abilities=Dnd4eAbilities(strength=8, constitution=16, wisdom=9, charisma=18))
    assert defence(s, "fortitude").total == 10 + 1 + 3
    assert defence(s, "will").total == 10 + 1 + 4


def test_two_shield_bonuses_do_not_stack() -> None:
    s = DefenceSheet(level=1, shield_bonus=2, modifiers=(Modifier(value=1, source="shield spell", type="shield"),))
    assert defence(s, "ac").total == 12 and defence(s, "reflex").total == 12
