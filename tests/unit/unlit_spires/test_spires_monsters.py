"""Monsters: the §11 builder and the Session One presets (000_c3c04d669a38e5ba.txt §11)."""

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fray.rules.unlit_spires import tables as t
from fray.rules.unlit_spires.errors import SheetError
from fray.rules.unlit_spires.monsters import (
    SESSION_ONE,
    MonsterBuild,
    MonsterSheet,
    build_monster,
    fight_forecast,
    hit_dice_step,
    monster_damage,
    monster_hp,
    preset_build,
)
from fray.rules.unlit_spires.odds import contest_odds

SCORES = ("melee_attack", "missile_attack", "magic_attack", "parry", "dodge", "ward")


def test_hit_dice_step_matches_the_section_11_table() -> None:
    for first, last, step in t.HIT_DICE_STEP_TABLE:
        assert [hit_dice_step(hd) for hd in range(first, last + 1)] == [step] * 4


def test_hit_dice_step_beyond_20_keeps_the_formula() -> None:
    # DECISION: 21–24 → +6 ... up to 99 hit dice.
    assert hit_dice_step(21) == 6 and hit_dice_step(99) == 25
    for bad in (0, 100):
        with pytest.raises(SheetError, match="hit dice must be 1 to 99"):
            hit_dice_step(bad)


def test_zombie_hp_is_3d8_plus_9_averaging_22() -> None:
    # §11: "Three d8 with CON +3 is 3d8 + 9, which averages 22."
    zombie = build_monster(MonsterSheet(name="z", kind="undead", hit_dice=3, constitution=16))
    assert (zombie.hit_die, zombie.hp_expression, zombie.hp) == ("d8", "3d8+9", 22)


@pytest.mark.parametrize(
    "key, hit_die, hp, hp_expr, damage",
    [
        ("grey_tide_zombie", "d8", 22, "3d8+9", "1d6+1"),
        ("sleepless_of_white_leaf", "d8", 26, "4d8+8", "1d6+2"),
        ("dawn_blind_ghoul", "d8", 39, "6d8+12", "2d6"),
        ("kugen", "d12", 76, "8d12+24", "2d6+4"),
        ("granny_yulan", "d8", 66, "12d8+12", "3d6"),
    ],
)
def test_builder_reproduces_hit_die_hp_and_damage_of_the_session_one_five(
    key: str, hit_die: str, hp: int, hp_expr: str, damage: str
) -> None:
    preset = SESSION_ONE[key]
    built = build_monster(preset.sheet)
    assert (built.hit_die, built.hp, built.hp_expression, built.damage) == (hit_die, hp, hp_expr, damage)
    assert f"{built.hit_dice}{built.hit_die}" == preset.row.hit_dice
    assert built.hp == preset.row.hp


@pytest.mark.parametrize("key", list(SESSION_ONE))
def test_builder_lands_within_2_of_the_table(key: str) -> None:
    # §11: "The six scores can land a point or two apart."
    preset = SESSION_ONE[key]
    built, row = build_monster(preset.sheet), preset.row
    attack = built.magic_attack if preset.attack_kind == "magic" else built.melee_attack
    assert abs(attack.total - row.attack) <= 2
    assert abs(built.parry.total - row.parry_dodge) <= 2
    assert abs(built.dodge.total - row.parry_dodge) <= 2
    assert abs(built.ward.total - row.ward) <= 2
    assert built.absorb == row.absorb


@pytest.mark.parametrize("key", list(SESSION_ONE))
def test_preset_build_carries_the_tables_numbers_exactly(key: str) -> None:
    preset, pb = SESSION_ONE[key], preset_build(key)
    row = preset.row
    assert isinstance(pb, MonsterBuild)
    attack = pb.magic_attack if preset.attack_kind == "magic" else pb.melee_attack
    assert (attack.total, pb.parry.total, pb.dodge.total, pb.ward.total) == (
        row.attack,
        row.parry_dodge,
        row.parry_dodge,
        row.ward,
    )
    assert (pb.absorb, pb.speed_ft, pb.hp) == (row.absorb, row.speed_ft, row.hp)
    for name in SCORES:
        s = getattr(pb, name)
        assert s.total == sum(p.value for p in s.parts)


def test_preset_derivations_of_con_and_str() -> None:
    # The presets' hit points imply CON +3, +2, +2, +3, +1 (docs/rulesets/unlit-spires.md).
    cons = [(p.sheet.constitution - 10) // 2 for p in SESSION_ONE.values()]
    assert cons == [3, 2, 2, 3, 1]
    zombie = preset_build("grey_tide_zombie")
    assert [(p.label, p.value) for p in zombie.parry.parts][-1] == ("hand-tuned (§11 Session One table)", -1)


def test_granny_yulan_duels_enoch_by_magic() -> None:
    yulan = preset_build("granny_yulan")
    assert yulan.magic_attack.total == 6 and yulan.ward.total == 7
    assert yulan.melee_attack.total == 3 and yulan.damage == "3d6"


def test_preset_build_refuses_unknown_creatures() -> None:
    with pytest.raises(SheetError, match="choose one of: 'grey_tide_zombie'"):
        preset_build("dragon")


def test_magical_monsters_add_nothing_to_damage_and_double_attacks_halve_up() -> None:
    assert monster_damage("magical", 12, 4) == "3d6"
    assert monster_damage("beast", 12, 2, attacks_per_turn=2) == "2d6+2"
    assert monster_damage("beast", 4, 2, attacks_per_turn=2) == "1d6+2"
    assert monster_damage("beast", 20, 0, attacks_per_turn=3) == "2d6"
    with pytest.raises(SheetError, match="attacks per turn"):
        monster_damage("beast", 4, 0, attacks_per_turn=7)


def test_hp_is_rounded_down_and_at_least_one_per_hit_die() -> None:
    assert monster_hp(1, 8, 0) == 4  # 4.5 → 4
    assert monster_hp(3, 4, -5) == 3  # 3 × (2.5 − 5) < 0 → 1 per hit die


def test_armour_and_body_do_not_stack_and_armour_slows() -> None:
    s = MonsterSheet(name="orc", kind="bipedal", hit_dice=2, body="tough_hide", armour="plate")
    b = build_monster(s)
    assert b.absorb == 5 and b.speed_ft == 15
    assert build_monster(MonsterSheet(name="r", kind="winged", hit_dice=1)).fly_speed_ft == 60


def test_bad_monster_sheets_are_refused() -> None:
    cases: tuple[tuple[dict[str, Any], str], ...] = (
        (dict(kind="dragon"), "unknown monster kind"),
        (dict(body="jelly"), "unknown body"),
        (dict(strength=0), "ability score"),
    )
    for over, msg in cases:
        with pytest.raises(SheetError, match=msg):
            build_monster(MonsterSheet(**{"name": "x", "kind": "beast", "hit_dice": 1, **over}))


def test_fight_forecast_is_the_builders_last_two_lines() -> None:
    zombie = preset_build("grey_tide_zombie")
    f = fight_forecast(zombie, party_attack=5, party_defence=5)
    assert f.party_hits_monster == contest_odds(5, -2)
    assert f.monster_hits_party == contest_odds(3, 5)
    assert fight_forecast(zombie, 5, 5, rules="totals_only").party_hits_monster.report().hit.percent == 97.30


@given(
    kind=st.sampled_from(list(t.MONSTER_KINDS)),
    hd=st.integers(1, 99),
    abilities=st.lists(st.integers(1, 30), min_size=6, max_size=6),
    body=st.sampled_from(list(t.NATURAL_BODY)),
    attacks=st.integers(1, 6),
)
def test_any_valid_sheet_builds(
    kind: t.MonsterKind, hd: int, abilities: list[int], body: t.BodyName, attacks: int
) -> None:
    names = ("strength", "dexterity", "constitution", "intelligence", "wisdom", "charisma")
    scores: dict[str, Any] = dict(zip(names, abilities, strict=True))
    b = build_monster(
        MonsterSheet(
            name="m",
            kind=kind,
            hit_dice=hd,
            body=body,
            attacks_per_turn=attacks,
            **scores,
        )
    )
    assert b.hp >= hd and b.speed_ft >= 10 and b.hit_dice_step == -(-hd // 4)
    for name in SCORES:
        s = getattr(b, name)
        assert s.total == sum(p.value for p in s.parts)
