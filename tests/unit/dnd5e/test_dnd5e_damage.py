"""002 §Шкода, опір і вразливість and §Тимчасові ОЗ; concentration (published 5e, PHB 2024)."""

from __future__ import annotations

from typing import Any

from tests.unit.dnd5e.dnd5e_fight import Fight, fighter, goblin, of, one

from fray.rules.dnd5e_2024.damage import (
    absorb,
    apply_type,
    concentration_dc,
    keep_temp_hp,
)
from fray.rules.dnd5e_2024.stats import DAMAGE_TYPES, Dnd5eStats


def block(**over: Any) -> Dnd5eStats:
    return Dnd5eStats(ac=10, hp_max=50, **over)


def test_there_are_thirteen_damage_types() -> None:
    assert len(DAMAGE_TYPES) == 13 and len(set(DAMAGE_TYPES)) == 13


def test_resistance_halves_rounding_down_and_vulnerability_doubles() -> None:
    assert apply_type(block(resistances=("fire",)), "fire", 7)[0] == 3
    assert apply_type(block(vulnerabilities=("fire",)), "fire", 7)[0] == 14
    assert apply_type(block(immunities=("fire",)), "fire", 70)[0] == 0


def test_resistance_and_vulnerability_on_one_type_halve_then_double() -> None:
    # 25 → resistance 12 → vulnerability 24 (not 25: the order matters)
    assert apply_type(block(resistances=("cold",), vulnerabilities=("cold",)), "cold", 25)[0] == 24


def test_adjustments_come_before_resistance() -> None:
    # 10 − 3 (an adjustment) = 7 → resistance 3; not 10 → 5 − 3 = 2
    assert apply_type(block(resistances=("slashing",)), "slashing", 10, adjustment=-3)[0] == 3


def test_several_resistances_to_one_type_count_once() -> None:
    assert apply_type(block(resistances=("fire", "fire")), "fire", 20)[0] == 10


def test_temporary_hp_absorb_first() -> None:
    assert absorb(5, 8) == (5, 3)
    assert absorb(10, 8) == (8, 0)


def test_temporary_hp_do_not_stack_the_higher_is_kept_unless_chosen() -> None:
    assert keep_temp_hp(5, 3, "higher") == 5
    assert keep_temp_hp(5, 8, "higher") == 8
    assert keep_temp_hp(5, 3, "new") == 3
    assert keep_temp_hp(5, 8, "old") == 5


def test_concentration_dc_is_half_the_damage_at_least_10_at_most_30() -> None:
    assert [concentration_dc(d) for d in (1, 21, 22, 60, 61, 100)] == [10, 10, 11, 30, 30, 30]


def fight() -> Fight:
    f = Fight()
    f.add("ana", fighter())
    f.add("gob", goblin(hp_max=30, resistances=["fire"], vulnerabilities=["fire"]))
    f.do({"type": "roll_initiative"}, [20, 1])
    f.advance()
    return f


def test_deal_damage_by_type_through_resistance_and_vulnerability() -> None:
    f = fight()
    ev = f.do(
        {
            "type": "dnd5e-2024.deal_damage",
            "target_id": "gob",
            "damage": [{"type": "fire", "dice": "2d6", "amount": 3}, {"type": "cold", "amount": 4}],
        },
        [6, 6],
    )
    d = one(ev, "dnd5e-2024.damage_resolved")
    assert [(p.type, p.rolled, p.final) for p in d.parts] == [("fire", 15, 14), ("cold", 4, 4)]
    assert f.c("gob").resources["hp"].current == 30 - 18


def test_temp_hp_take_damage_before_hp_and_the_rest_goes_to_hp() -> None:
    f = fight()
    f.do({"type": "dnd5e-2024.grant_temp_hp", "target_id": "ana", "amount": 5})
    ev = f.do({"type": "dnd5e-2024.deal_damage", "target_id": "ana", "damage": [{"type": "acid", "amount": 8}]})
    d = one(ev, "dnd5e-2024.damage_resolved")
    assert (d.temp_absorbed, d.hp_lost) == (5, 3)
    assert (f.left("ana", "temp_hp"), f.c("ana").resources["hp"].current) == (0, 9)


def test_new_temp_hp_keep_the_higher() -> None:
    f = fight()
    f.do({"type": "dnd5e-2024.grant_temp_hp", "target_id": "ana", "amount": 5})
    f.do({"type": "dnd5e-2024.grant_temp_hp", "target_id": "ana", "amount": 3})
    assert f.left("ana", "temp_hp") == 5
    f.do({"type": "dnd5e-2024.grant_temp_hp", "target_id": "ana", "amount": 3, "keep": "new"})
    assert f.left("ana", "temp_hp") == 3


def test_concentration_save_on_damage_and_failure_ends_it() -> None:
    f = fight()
    f.do(
        {"type": "dnd5e-2024.cast_spell", "caster_id": "ana", "spell": "Bless", "spell_level": 0, "concentration": True}
    )
    assert f.has("ana", "concentrating")
    # 22 damage → DC 11; CON save +4 (14 CON, proficient): 6 + 4 = 10 fails
    f.do({"type": "dnd5e-2024.grant_temp_hp", "target_id": "ana", "amount": 30})
    ev = f.do({"type": "dnd5e-2024.deal_damage", "target_id": "ana", "damage": [{"type": "acid", "amount": 22}]}, [6])
    s = one(ev, "dnd5e-2024.saving_throw_rolled")
    assert (s.dc, s.roll.total, s.success) == (11, 10, False)
    assert not f.has("ana", "concentrating")


def test_concentration_holds_on_a_save() -> None:
    f = fight()
    f.do(
        {"type": "dnd5e-2024.cast_spell", "caster_id": "ana", "spell": "Bless", "spell_level": 0, "concentration": True}
    )
    ev = f.do({"type": "dnd5e-2024.deal_damage", "target_id": "ana", "damage": [{"type": "acid", "amount": 3}]}, [6])
    assert one(ev, "dnd5e-2024.saving_throw_rolled").dc == 10
    assert f.has("ana", "concentrating")
    assert of(ev, "condition_ended") == []
