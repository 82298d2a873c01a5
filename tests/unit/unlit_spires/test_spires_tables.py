"""The seed's tables, as printed (000_c3c04d669a38e5ba.txt §02, §04, §06, §07, §08, §11)."""

from fray.rules.unlit_spires import tables as t


def test_training_table_matches_section_02() -> None:
    # §02 Training: melee, missile, magic, casting trait.
    rows = {c: (tr.melee, tr.missile, tr.magic, tr.casting_trait) for c, tr in t.CLASS_TRAINING.items()}
    assert rows == {
        "fighter": (3, 2, 0, None),
        "rogue": (1, 3, 0, None),
        "ranger": (2, 3, 1, "wisdom"),
        "cleric": (2, 0, 2, "wisdom"),
        "wizard": (0, 1, 3, "intelligence"),
        "bard": (1, 1, 2, "charisma"),
    }


def test_armour_table_matches_section_06() -> None:
    rows = {k: (a.absorb, a.speed_penalty_ft) for k, a in t.ARMOUR.items()}
    assert rows == {
        "none": (0, 0),
        "robes": (0, 0),
        "padded": (1, 0),
        "leather": (1, 0),
        "studded_leather": (1, 5),
        "chain_shirt": (2, 5),
        "scale_mail": (2, 10),
        "breastplate": (3, 5),
        "half_plate": (3, 10),
        "chain_mail": (4, 10),
        "plate": (5, 15),
    }
    assert (t.SHIELD_ABSORB, t.SHIELD_DEFENCE, t.SHIELD_SPEED_PENALTY_FT) == (1, 1, 0)


def test_natural_body_table_matches_section_06() -> None:
    assert t.NATURAL_BODY["soft"] == 0
    assert {t.NATURAL_BODY[k] for k in ("tough_hide", "bark", "fur")} == {2}
    assert {t.NATURAL_BODY[k] for k in ("scales", "bone_plate")} == {3}
    assert {t.NATURAL_BODY[k] for k in ("stone", "iron", "old_spire")} == {5}


def test_people_base_speed_matches_section_07() -> None:
    assert t.PEOPLE_SPEED_FT == {"human": 30, "elf": 30, "dwarf": 25, "halfling": 25}
    assert (t.SPEED_FLOOR_FT, t.DWARF_ARMOUR_FLOOR_FT) == (10, 20)
    assert (t.STRONG_BODY_STR, t.STRONG_BODY_RELIEF_FT) == (16, 5)


def test_monster_kinds_match_section_11_step_1() -> None:
    rows = {
        k: (m.hit_die_sides, m.melee, m.missile, m.magic, m.guard, m.ward, m.speed_ft, m.fly_speed_ft)
        for k, m in t.MONSTER_KINDS.items()
    }
    assert rows == {
        "bipedal": (8, 2, 2, 0, 1, 0, 30, None),
        "beast": (8, 2, 0, 0, 0, 0, 40, None),
        "winged": (6, 1, 0, 0, 2, 0, 25, 60),
        "large": (10, 2, 0, 0, -1, 0, 35, None),
        "giant": (12, 1, 1, 0, -3, 1, 40, None),
        "magical": (8, 0, 1, 2, -2, 2, 30, None),
        "undead": (8, 1, 0, 0, -3, 2, 20, None),
        "swarm": (4, 1, 0, 0, 2, 0, 20, None),
    }


def test_range_cover_and_spell_cost_tables() -> None:
    # §04 Distance and Cover; §08 What a spell costs.
    assert t.RANGE_BANDS == {"close": 0, "long": -1, "very_long": -3}
    assert t.ENEMY_WITHIN_5FT == -3
    assert t.COVER == {"none": 0, "half": 2, "three_quarters": 4, "total": None}
    assert t.SPELL_COST == {0: 0, 1: 10, 2: 20, 3: 30, 4: 40, 5: 50, 6: 60, 7: 70, 8: 80, 9: 90}


def test_contest_and_melee_constants() -> None:
    # §01 margin and fumble; §03 melee rules that still work.
    assert (t.CLEAN_HIT_MARGIN, t.CLEAN_HIT_BONUS, t.FUMBLE_EXPOSURE) == (10, 2, 2)
    assert (t.FLANKING_BONUS, t.PRONE_MELEE_BONUS, t.PRONE_MISSILE_PENALTY, t.DODGE_ACTION_BONUS) == (1, 2, -2, 2)
