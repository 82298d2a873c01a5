"""002 §Удар без зброї, захоплення, поштовх: grapple and shove (save DC 8 + STR mod + PB, at
most one size larger, a free hand to grapple), escaping (published 5e, PHB 2024)."""

from __future__ import annotations

from typing import Any

import pytest
from tests.unit.dnd5e.dnd5e_fight import Fight, fighter, goblin, one

from fray.domain.errors import RuleViolation
from fray.domain.events import Position


def fight(target: dict[str, Any] | None = None) -> Fight:
    f = Fight()
    f.add("ana", fighter(), position={"x": 0, "y": 0})  # STR 16 (+3), PB 2: DC 13
    f.add("gob", target or goblin(hp_max=30), position={"x": 1, "y": 0})
    f.do({"type": "roll_initiative"}, [20, 1])
    f.advance()
    return f


def test_the_grapple_dc_is_8_plus_str_plus_pb_and_a_failed_save_grapples() -> None:
    f = fight()
    ev = f.do({"type": "dnd5e-2024.grapple", "attacker_id": "ana", "target_id": "gob"}, [10])
    s = one(ev, "dnd5e-2024.saving_throw_rolled")
    # the goblin saves with DEX (+2 beats STR −1): 10 + 2 = 12 < 13
    assert (s.ability, s.dc, s.roll.total, s.success) == ("dex", 13, 12, False)
    g = f.c("gob").has("grappled:ana")
    assert g is not None and g.dc == 13
    assert f.left("ana", "action") == 0


def test_a_save_at_the_dc_resists() -> None:
    f = fight()
    f.do({"type": "dnd5e-2024.grapple", "attacker_id": "ana", "target_id": "gob", "target_uses": "str"}, [14])
    assert f.c("gob").has("grappled:ana") is None  # 14 − 1 = 13 ≥ 13


def test_grapple_needs_a_free_hand_and_a_target_at_most_one_size_larger() -> None:
    f = fight()
    with pytest.raises(RuleViolation, match="free hand"):
        f.do({"type": "dnd5e-2024.grapple", "attacker_id": "ana", "target_id": "gob", "free_hand": False})
    g = fight(goblin(hp_max=30, size="huge"))
    with pytest.raises(RuleViolation, match="more than one size larger"):
        g.do({"type": "dnd5e-2024.shove", "attacker_id": "ana", "target_id": "gob"})
    h = fight(goblin(hp_max=30, size="large"))
    h.do({"type": "dnd5e-2024.shove", "attacker_id": "ana", "target_id": "gob", "effect": "prone"}, [1])
    assert h.has("gob", "prone")


def test_a_shove_pushes_5ft_straight_away_on_the_grid() -> None:
    f = fight()
    f.do({"type": "dnd5e-2024.shove", "attacker_id": "ana", "target_id": "gob"}, [3])
    assert f.c("gob").position == Position(2, 0)


def test_the_grappled_escape_with_their_action_against_the_escape_dc() -> None:
    f = fight()
    f.do({"type": "dnd5e-2024.grapple", "attacker_id": "ana", "target_id": "gob"}, [1])
    ev = f.to_turn("gob")
    assert one(ev, "dnd5e-2024.turn_budget_restored").movement_ft == 0
    f.do(
        {"type": "dnd5e-2024.escape_grapple", "combatant_id": "gob", "grappler_id": "ana", "skill": "acrobatics"}, [11]
    )  # 11 + 2 = 13 ≥ 13
    assert f.c("gob").has("grappled:ana") is None and f.c("gob").movement_left_ft == 30


def test_a_grappled_creature_attacking_another_has_disadvantage() -> None:
    f = Fight()
    f.add("ana", fighter())
    f.add("gob", goblin(hp_max=30))
    f.add("bo", fighter())
    f.do({"type": "roll_initiative"}, [20, 1, 10])
    f.advance()
    f.do({"type": "dnd5e-2024.grapple", "attacker_id": "ana", "target_id": "gob"}, [1])
    f.to_turn("gob")
    a = one(f.attack("gob", "bo", "Scimitar", [2, 3]), "dnd5e-2024.attack_rolled")
    assert a.roll.disadvantage == ("attacker grappled by another",)
    f2 = f
    assert f2.c("gob").has("grappled:ana") is not None


def grappled(target: dict[str, Any] | None = None) -> Fight:
    f = Fight()
    f.add("ana", fighter(attacks_per_action=2), position={"x": 0, "y": 0})
    f.add("gob", target or goblin(hp_max=30), position={"x": 1, "y": 0})
    f.do({"type": "roll_initiative"}, [20, 1])
    f.advance()
    f.do({"type": "dnd5e-2024.grapple", "attacker_id": "ana", "target_id": "gob"}, [5])  # 7 < 13
    assert f.has("gob", "grappled:ana")
    return f


def test_the_grappled_creature_is_dragged_at_one_extra_foot_per_foot() -> None:
    f = grappled()  # a Small goblin: one size smaller
    ev = f.do({"type": "move_combatant", "combatant_id": "ana", "path": [{"x": -1, "y": 0}, {"x": -2, "y": 0}]})
    assert one(ev, "combatant_moved").cost_ft == 20  # 10 ft moved, 10 ft extra (PHB 2024)
    assert f.c("gob").position == Position(-1, 0) and f.has("gob", "grappled:ana")
    assert f.c("ana").movement_left_ft == 10


def test_dragging_a_tiny_creature_costs_nothing_extra() -> None:
    f = grappled(goblin(hp_max=30, size="tiny"))
    ev = f.do({"type": "move_combatant", "combatant_id": "ana", "path": [{"x": 0, "y": 1}]})
    assert one(ev, "combatant_moved").cost_ft == 5 and f.c("gob").position == Position(1, 1)


def test_a_grapple_ends_when_the_target_is_shoved_out_of_reach() -> None:
    f = grappled()
    ev = f.do({"type": "dnd5e-2024.shove", "attacker_id": "ana", "target_id": "gob"}, [3])
    assert f.c("gob").position == Position(2, 0)
    assert not f.has("gob", "grappled:ana")
    assert one(ev, "condition_ended").condition_id == "grappled:ana"


def test_a_grapple_ends_when_the_gm_places_them_apart() -> None:
    f = grappled()
    f.do({"type": "place_combatant", "combatant_id": "gob", "position": {"x": 5, "y": 5}})
    assert not f.has("gob", "grappled:ana")


def test_each_grapple_takes_a_free_hand() -> None:
    f = Fight()
    f.add("ana", fighter(attacks_per_action=3), position={"x": 0, "y": 0})
    for i, (x, y) in enumerate([(1, 0), (0, 1), (-1, 0)]):
        f.add(f"g{i}", goblin(hp_max=30), position={"x": x, "y": y})
    f.do({"type": "roll_initiative"}, [20, 1, 2, 3])
    f.advance()
    f.do({"type": "dnd5e-2024.grapple", "attacker_id": "ana", "target_id": "g0"}, [5])
    f.do({"type": "dnd5e-2024.grapple", "attacker_id": "ana", "target_id": "g1"}, [5])
    with pytest.raises(RuleViolation, match="no free hand"):
        f.do({"type": "dnd5e-2024.grapple", "attacker_id": "ana", "target_id": "g2"})


def grappled_goblin() -> Fight:
    f = fight()
    f.do({"type": "dnd5e-2024.grapple", "attacker_id": "ana", "target_id": "gob"}, [10])
    assert f.has("gob", "grappled:ana")
    return f


def test_a_grapple_ends_when_the_grappler_is_stunned() -> None:
    f = grappled_goblin()
    f.do({"type": "dnd5e-2024.apply_condition", "target_id": "ana", "condition": "stunned"})
    assert not f.has("gob", "grappled:ana")


def test_a_grapple_ends_when_the_grappler_drops_or_leaves() -> None:
    f = grappled_goblin()
    f.do({"type": "apply_damage", "target_id": "ana", "amount": 13})
    assert f.c("ana").status == "dying" and not f.has("gob", "grappled:ana")
    f = grappled_goblin()
    f.do({"type": "remove_combatant", "combatant_id": "ana"})
    assert not f.has("gob", "grappled:ana")
