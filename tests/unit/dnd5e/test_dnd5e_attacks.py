"""002 §Атака, §Критичне влучання, §Дальні атаки, §Укриття, §Бій двома зброями: exact dice."""

from __future__ import annotations

from typing import Any

import pytest
from tests.unit.dnd5e.dnd5e_fight import Fight, fighter, goblin, of, one

from fray.domain.errors import InvalidCommand, RuleViolation


def ready(target: dict[str, Any] | None = None, **options: Any) -> Fight:
    """Ana (fighter) then an ogre-ish target of AC 15, 40 HP; Ana's turn."""
    f = Fight(**options)
    f.add("ana", fighter())
    f.add("ogre", target or goblin(hp_max=40, size="large", ac=15))
    f.do({"type": "roll_initiative"}, [20, 1])
    f.advance()
    return f


def test_a_total_equal_to_ac_hits_and_adds_the_modifier_once() -> None:
    f = ready()
    ev = f.attack("ana", "ogre", "Longsword", [10, 6])  # 10 + 5 = 15 vs AC 15; 1d8 6 + 3
    a = one(ev, "dnd5e-2024.attack_rolled")
    assert (a.roll.total, a.hit, a.critical) == (15, True, False)
    assert one(ev, "dnd5e-2024.damage_resolved").total == 9
    assert f.c("ogre").resources["hp"].current == 31


def test_one_below_ac_misses_and_a_natural_one_always_misses() -> None:
    f = ready(goblin(hp_max=40, ac=5))
    assert one(f.attack("ana", "ogre", "Longsword", [1]), "dnd5e-2024.attack_rolled").hit is False
    g = ready()
    assert one(g.attack("ana", "ogre", "Longsword", [9]), "dnd5e-2024.attack_rolled").hit is False


def test_a_natural_twenty_hits_any_ac_and_doubles_dice_not_modifiers() -> None:
    f = ready(goblin(hp_max=40, ac=30))
    ev = f.attack("ana", "ogre", "Longsword", [20, 8, 7])  # 2d8 (8 + 7) + 3 once = 18
    a = one(ev, "dnd5e-2024.attack_rolled")
    assert (a.hit, a.critical) == (True, True)
    d = one(ev, "dnd5e-2024.damage_resolved")
    assert (d.parts[0].faces, d.parts[0].bonus, d.total) == ((8, 7), 3, 18)


def test_advantage_and_disadvantage_cancel_whatever_their_numbers() -> None:
    f = ready()
    ev = f.attack("ana", "ogre", "Longsword", [3], advantage=["help", "hidden"], disadvantage=["fog"])
    r = one(ev, "dnd5e-2024.attack_rolled").roll
    assert (r.dice, r.kept) == ((3,), 3)


def test_advantage_keeps_the_higher_and_disadvantage_the_lower() -> None:
    f = ready()
    r = one(f.attack("ana", "ogre", "Longsword", [3, 17, 5], advantage=["x"]), "dnd5e-2024.attack_rolled").roll
    assert (r.dice, r.kept, r.total) == ((3, 17), 17, 22)
    g = ready()
    r = one(g.attack("ana", "ogre", "Longsword", [3, 17], disadvantage=["x"]), "dnd5e-2024.attack_rolled").roll
    assert r.kept == 3


def test_long_range_gives_disadvantage_and_beyond_is_refused() -> None:
    f = ready()
    a = one(f.attack("ana", "ogre", "Longbow", [18, 2], distance_ft=200), "dnd5e-2024.attack_rolled")
    assert (a.range_band, a.roll.kept, a.roll.disadvantage) == ("long", 2, ("long range",))
    with pytest.raises(RuleViolation, match="150/600"):
        f.attack("ana", "ogre", "Longbow", [10], distance_ft=605)


def test_a_hostile_within_5ft_gives_ranged_attacks_disadvantage() -> None:
    f = ready()
    a = one(
        f.attack("ana", "ogre", "Longbow", [18, 2], distance_ft=30, enemy_within_5ft=True), "dnd5e-2024.attack_rolled"
    )
    assert a.roll.disadvantage == ("hostile within 5 ft",)


def test_hostile_within_5ft_on_the_grid_is_derived() -> None:
    f = Fight()
    f.add("ana", fighter(), position={"x": 0, "y": 0})
    f.add("ogre", goblin(hp_max=40), position={"x": 1, "y": 0})
    f.add("far", goblin(hp_max=40), position={"x": 6, "y": 0})
    f.do({"type": "roll_initiative"}, [20, 1, 2])
    f.advance()
    a = one(f.attack("ana", "far", "Longbow", [18, 2]), "dnd5e-2024.attack_rolled")
    assert (a.distance_ft, a.roll.disadvantage) == (30, ("hostile within 5 ft",))


def test_cover_adds_two_or_five_and_total_cover_cannot_be_targeted() -> None:
    f = ready()
    a = one(f.attack("ana", "ogre", "Longsword", [11], cover="half"), "dnd5e-2024.attack_rolled")
    assert (a.roll.total, a.cover_bonus, a.hit) == (16, 2, False)  # 16 < 15 + 2
    g = ready()
    a = one(g.attack("ana", "ogre", "Longsword", [15, 1], cover="three_quarters"), "dnd5e-2024.attack_rolled")
    assert (a.roll.total, a.cover_bonus, a.hit) == (20, 5, True)  # 20 ≥ 15 + 5
    with pytest.raises(RuleViolation, match="total cover"):
        g.attack("ana", "ogre", "Longsword", [10], cover="total")


def test_melee_out_of_reach_is_refused_on_the_grid() -> None:
    f = Fight()
    f.add("ana", fighter(), position={"x": 0, "y": 0})
    f.add("ogre", goblin(hp_max=40), position={"x": 2, "y": 0})
    f.do({"type": "roll_initiative"}, [20, 1])
    f.advance()
    with pytest.raises(RuleViolation, match="10 ft away"):
        f.attack("ana", "ogre", "Longsword", [10])


def test_an_unknown_attack_names_the_known_ones() -> None:
    f = ready()
    with pytest.raises(InvalidCommand, match="Longsword"):
        f.attack("ana", "ogre", "Halberd", [10])


def test_unarmed_strike_is_str_plus_pb_and_deals_one_plus_str() -> None:
    f = ready()
    ev = f.attack("ana", "ogre", "unarmed", [10])  # 10 + 3 + 2 = 15 hits; 1 + 3 = 4
    assert one(ev, "dnd5e-2024.attack_rolled").roll.total == 15
    assert one(ev, "dnd5e-2024.damage_resolved").total == 4


def test_one_attack_per_action_unless_extra_attack() -> None:
    f = ready()
    f.attack("ana", "ogre", "Longsword", [2])
    with pytest.raises(RuleViolation, match="no attacks left"):
        f.attack("ana", "ogre", "Longsword", [2])
    g = Fight()
    g.add("ana", fighter(attacks_per_action=2))
    g.add("ogre", goblin(hp_max=40))
    g.do({"type": "roll_initiative"}, [20, 1])
    g.advance()
    g.attack("ana", "ogre", "Longsword", [2])
    assert (g.left("ana", "action"), g.left("ana", "attacks_left")) == (0, 1)
    g.attack("ana", "ogre", "Longsword", [2])
    assert g.left("ana", "attacks_left") == 0


def test_two_weapon_fighting_bonus_attack_drops_a_positive_modifier() -> None:
    f = ready()
    f.attack("ana", "ogre", "Shortsword", [2])  # light: grants the off-hand attack
    with pytest.raises(RuleViolation, match="different light weapon"):
        f.attack("ana", "ogre", "Shortsword", [15, 4], off_hand=True)
    ev = f.attack("ana", "ogre", "Dagger", [15, 4], off_hand=True)  # 1d4 = 4, no +3
    assert one(ev, "dnd5e-2024.damage_resolved").total == 4
    assert f.left("ana", "bonus_action") == 0


def test_two_weapon_fighting_keeps_a_negative_modifier() -> None:
    weak = {"name": "Knife", "to_hit": 1, "light": True, "damage": [{"dice": "1d4", "bonus": -1, "type": "piercing"}]}
    weak2 = {**weak, "name": "Knife 2"}
    f = ready()
    f.state = f.state  # same fight, a weak attacker added
    f.add("wim", fighter(attacks=[weak, weak2]))
    f.do({"type": "roll_initiative"}, [19])
    f.to_turn("wim")
    f.attack("wim", "ogre", "Knife", [2])
    ev = f.attack("wim", "ogre", "Knife 2", [20, 3, 2], off_hand=True)  # crit 2d4 = 5, −1 kept
    assert one(ev, "dnd5e-2024.damage_resolved").total == 4


def test_off_hand_attack_needs_a_light_weapon_attack_first() -> None:
    f = ready()
    with pytest.raises(RuleViolation, match="light weapon"):
        f.attack("ana", "ogre", "Dagger", [15, 4], off_hand=True)


def test_attacking_off_turn_is_refused() -> None:
    f = ready()
    with pytest.raises(RuleViolation, match="own turn"):
        f.attack("ogre", "ana", "Scimitar", [10])
    assert of([], "x") == []
