"""Preset heroes (000_c3c04d669a38e5ba.txt §03, §05, §06, §08, §11)."""

import pytest

from fray.rules.unlit_spires.errors import SheetError
from fray.rules.unlit_spires.presets import HEROES, hero_preset, hero_preset_build


def test_bruce_is_the_section_03_worked_example() -> None:
    b = hero_preset_build("bruce")
    assert (b.melee_attack.total, b.parry.total) == (5, 5)
    assert (b.absorb, b.speed_ft, b.damage) == (1, 25, "1d6+3")
    assert b.max_magic_points.total == 0 and b.highest_spell_level is None


def test_enoch_has_magic_attack_8_with_his_astrolabe_and_90_mp() -> None:
    # §11: "Enoch's Magic Attack is +8 with his astrolabe"; §08: level-3 wizard INT 16 → 90.
    e = hero_preset_build("enoch")
    assert e.magic_attack.total == 8 and e.max_magic_points.total == 90
    assert e.absorb == 0 and hero_preset("enoch").armour == "robes"


def test_austin_wears_light_armour_and_casts() -> None:
    a = hero_preset_build("austin")
    assert hero_preset("austin").armour in ("padded", "leather") and a.absorb == 1
    assert a.can_cast and a.max_magic_points.total == 75 and a.speed_ft == 30


def test_baodu_guard_wears_a_chain_shirt_and_is_strong_enough_not_to_slow() -> None:
    g = hero_preset_build("baodu_guard")
    assert hero_preset("baodu_guard").armour == "chain_shirt"
    assert g.absorb == 3 and g.speed_ft == 30 and g.parry.total == 3 + 1 + 3 + 1


def test_every_preset_builds_and_unknown_is_refused() -> None:
    for key in HEROES:
        assert hero_preset_build(key).hp == HEROES[key].hp
    with pytest.raises(SheetError, match="choose one of: 'bruce'"):
        hero_preset("gandalf")
