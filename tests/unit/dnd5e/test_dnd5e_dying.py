"""0 HP, death saving throws, stabilising, healing from 0 (published 5e, PHB 2024; the 002
chapter assumes them) and 002 §Тимчасові ОЗ (they do not wake a creature at 0 HP)."""

from __future__ import annotations

from typing import Any

import pytest
from tests.unit.dnd5e.dnd5e_fight import Fight, fighter, goblin, of, one, types

from fray.domain.errors import RuleViolation
from fray.domain.events import Event, ResourceChanged


def fight() -> Fight:
    f = Fight()
    f.add("ana", fighter())  # 12 HP, a PC: death saves
    f.add("gob", goblin(hp_max=7))  # a monster: dies at 0
    f.add("bo", fighter())
    f.do({"type": "roll_initiative"}, [20, 10, 1])
    f.advance()
    return f


def hurt(f: Fight, cid: str, amount: int, dice: tuple[int, ...] | list[int] = (), **more: Any) -> list[Event]:
    return f.do(
        {
            "type": "dnd5e-2024.deal_damage",
            "target_id": cid,
            "damage": [{"type": "bludgeoning", "amount": amount}],
            **more,
        },
        dice,
    )


def test_a_pc_at_0_hp_is_unconscious_and_prone_and_still_takes_turns() -> None:
    f = fight()
    hurt(f, "ana", 12)
    assert f.c("ana").resources["hp"].current == 0 and f.has("ana", "unconscious") and f.has("ana", "prone")
    assert not f.has("ana", "dead")
    f.to_turn("bo")
    ev = f.advance()
    assert one(ev, "dnd5e-2024.save_prompted").condition_id == "death_save"


def save(f: Fight, face: int, cid: str = "ana") -> list[Event]:
    """``cid``'s death save at the start of its next turn (rolled once, then, PHB 2024)."""
    f.to_turn(cid)
    return f.do({"type": "dnd5e-2024.death_save", "combatant_id": cid}, [face])


def test_a_death_save_is_rolled_once_at_the_start_of_the_own_turn() -> None:
    f = fight()  # ana's turn, round 1
    hurt(f, "ana", 12)
    with pytest.raises(RuleViolation, match="once, at the start of its own turn"):
        f.do({"type": "dnd5e-2024.death_save", "combatant_id": "ana"}, [10])  # dropped mid-turn
    f.to_turn("bo")
    with pytest.raises(RuleViolation, match="it is bo's turn"):
        f.do({"type": "dnd5e-2024.death_save", "combatant_id": "ana"}, [10])
    f.advance()  # ana's turn: prompted
    assert f.has("ana", "death_save_due")
    f.do({"type": "dnd5e-2024.death_save", "combatant_id": "ana"}, [10])
    with pytest.raises(RuleViolation, match="this turn's already"):
        f.do({"type": "dnd5e-2024.death_save", "combatant_id": "ana"}, [10])
    assert f.left("ana", "death_save_successes") == 1


def test_an_unrolled_death_save_prompt_ends_with_the_turn() -> None:
    f = fight()
    hurt(f, "ana", 12)
    f.to_turn("ana")
    f.advance()
    assert not f.has("ana", "death_save_due")


def test_exhaustion_counts_against_a_death_save() -> None:
    f = fight()
    hurt(f, "ana", 12)
    f.do({"type": "dnd5e-2024.apply_condition", "target_id": "ana", "condition": "exhaustion", "levels": 1})
    ev = save(f, 11)  # 11 − 2 = 9: a failure (PHB 2024 Exhaustion)
    d = one(ev, "dnd5e-2024.death_save_rolled")
    assert (d.roll.total, d.outcome) == (9, "failure")


def test_a_monster_dies_at_0_hp() -> None:
    f = fight()
    hurt(f, "gob", 9)
    assert f.has("gob", "dead")


def test_massive_damage_kills_outright() -> None:
    f = fight()
    ev = hurt(f, "ana", 24)  # 12 to reach 0, 12 left = the maximum
    assert one(ev, "dnd5e-2024.damage_resolved").instant_death and f.has("ana", "dead")
    g = fight()
    hurt(g, "ana", 23)  # 11 left: dying, not dead
    assert not g.has("ana", "dead")


def test_death_saves_ten_or_more_succeed_three_successes_stabilise() -> None:
    f = fight()
    hurt(f, "ana", 12)
    save(f, 10)
    save(f, 9)
    save(f, 15)
    assert (f.left("ana", "death_save_successes"), f.left("ana", "death_save_failures")) == (2, 1)
    save(f, 19)
    assert f.has("ana", "stable")
    assert (f.left("ana", "death_save_successes"), f.left("ana", "death_save_failures")) == (0, 0)
    with pytest.raises(RuleViolation, match="stable"):
        f.do({"type": "dnd5e-2024.death_save", "combatant_id": "ana"}, [10])


def test_a_natural_one_is_two_failures_and_three_failures_kill() -> None:
    f = fight()
    hurt(f, "ana", 12)
    save(f, 1)
    assert f.left("ana", "death_save_failures") == 2
    save(f, 5)
    assert f.has("ana", "dead")


def test_a_natural_twenty_regains_one_hp_and_wakes() -> None:
    f = fight()
    hurt(f, "ana", 12)
    save(f, 4)
    ev = save(f, 20)
    assert one(ev, "dnd5e-2024.death_save_rolled").outcome == "regain"
    assert f.c("ana").resources["hp"].current == 1 and not f.has("ana", "unconscious")
    assert f.left("ana", "death_save_failures") == 0


def test_damage_at_0_hp_is_a_failure_and_a_critical_two() -> None:
    f = fight()
    hurt(f, "ana", 12)
    hurt(f, "ana", 3)
    assert f.left("ana", "death_save_failures") == 1
    hurt(f, "ana", 3, critical=True)
    assert f.has("ana", "dead")


def test_a_critical_hit_at_0_hp_through_an_attack_is_two_failures() -> None:
    f = fight()
    hurt(f, "bo", 12)
    ev = f.attack("ana", "bo", "Longsword", [20, 1, 1, 1])  # adv (unconscious): 20 and 1; crit 2d8 1 + 1 + 3
    a = one(ev, "dnd5e-2024.attack_rolled")
    assert a.critical and a.roll.advantage == ("target unconscious", "target prone")
    assert f.left("bo", "death_save_failures") == 2


def test_damage_at_0_hp_of_at_least_the_maximum_kills() -> None:
    f = fight()
    hurt(f, "ana", 12)
    hurt(f, "ana", 12)
    assert f.has("ana", "dead")


def test_healing_from_0_wakes_and_resets_death_saves() -> None:
    f = fight()
    hurt(f, "ana", 12)
    save(f, 3)
    ev = f.do({"type": "dnd5e-2024.heal", "target_id": "ana", "dice": "1d4", "amount": 2}, [3])
    assert "healing_received" in types(ev)
    assert f.c("ana").resources["hp"].current == 5 and not f.has("ana", "unconscious")
    assert f.left("ana", "death_save_failures") == 0
    reset = [e for e in ev if isinstance(e, ResourceChanged) and e.resource == "death_save_failures"]
    assert [e.delta for e in reset] == [-1]  # the event says what changed: one failure undone
    assert f.has("ana", "prone")  # wakes up prone (PHB 2024)


def test_temp_hp_do_not_wake_a_creature_at_0_hp() -> None:
    f = fight()
    hurt(f, "ana", 12)
    f.do({"type": "dnd5e-2024.grant_temp_hp", "target_id": "ana", "amount": 5})
    assert f.c("ana").resources["hp"].current == 0 and f.has("ana", "unconscious")
    ev = hurt(f, "ana", 3)  # absorbed, still damage taken at 0 HP: a failure
    assert one(ev, "dnd5e-2024.damage_resolved").temp_absorbed == 3
    assert f.left("ana", "death_save_failures") == 1


def test_the_dead_cannot_be_healed() -> None:
    f = fight()
    hurt(f, "gob", 7)
    with pytest.raises(RuleViolation, match="dead"):
        f.do({"type": "dnd5e-2024.heal", "target_id": "gob", "amount": 5})


def test_help_stabilises_with_a_dc_10_medicine_check() -> None:
    f = fight()
    hurt(f, "bo", 12)
    ev = f.do({"type": "dnd5e-2024.take_action", "combatant_id": "ana", "action": "help", "target_id": "bo"}, [8])
    c = one(ev, "dnd5e-2024.ability_check_rolled")
    assert (c.roll.total, c.dc, c.success) == (10, 10, True)  # 8 + medicine 2
    assert f.has("bo", "stable")
    hurt(f, "bo", 1)  # damage makes a stable creature dying again
    assert not f.has("bo", "stable") and f.left("bo", "death_save_failures") == 1
    assert of(ev, "x") == []


def test_a_pc_added_at_0_hp_is_dying_like_one_knocked_to_0_and_a_monster_is_dead() -> None:
    f = Fight()
    f.add("ana", fighter(), hp=0)
    assert f.c("ana").status == "dying" and f.has("ana", "unconscious") and f.has("ana", "prone")
    f.add("gob", goblin(), hp=0)
    assert f.c("gob").status == "dead"
