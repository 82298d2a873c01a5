"""The core commands as 5e plays them (``Ruleset.decide_core``), the speed factor's per-round
re-roll by the core, side initiative's chosen order, and 5e events of schema 1 read through
their upcasters."""

from __future__ import annotations

from typing import Any

import pytest
from tests.unit.dnd5e.dnd5e_fight import Fight, fighter, goblin, of, one, types

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import CombatantAdded
from fray.rules.dnd5e_2024.events import Dnd5eConditionApplied, Dnd5eInitiativeRolled
from fray.service_layer.codecs import event_types


def fight(**options: Any) -> Fight:
    f = Fight(**options)
    f.add("ana", fighter(resistances=["bludgeoning"]))  # 12 HP, a PC: death saves
    f.add("gob", goblin(hp_max=7))
    f.do({"type": "roll_initiative"}, [20, 10])
    f.advance()
    return f


def test_a_gms_apply_damage_is_untyped_and_goes_through_temp_hp_first() -> None:
    f = fight()
    f.do({"type": "dnd5e-2024.grant_temp_hp", "target_id": "ana", "amount": 5})
    ev = f.do({"type": "apply_damage", "target_id": "ana", "amount": 8, "note": "falling rocks"})
    r = one(ev, "dnd5e-2024.damage_resolved")
    assert (r.parts[0].type, r.parts[0].resistant, r.temp_absorbed, r.hp_lost) == ("untyped", False, 5, 3)
    assert f.left("ana", "temp_hp") == 0 and f.c("ana").resources["hp"].current == 9


def test_a_gms_apply_damage_at_0_hp_is_a_death_save_failure_and_healing_wakes() -> None:
    f = fight()
    f.do({"type": "apply_damage", "target_id": "ana", "amount": 12})
    assert f.has("ana", "unconscious")
    f.do({"type": "apply_damage", "target_id": "ana", "amount": 1})
    assert f.left("ana", "death_save_failures") == 1
    ev = f.do({"type": "apply_healing", "target_id": "ana", "amount": 4})
    assert "healing_received" in types(ev) and f.c("ana").resources["hp"].current == 4
    assert not f.has("ana", "unconscious") and f.left("ana", "death_save_failures") == 0


def test_a_gm_cannot_heal_the_dead_by_hand() -> None:
    f = fight()
    f.do({"type": "apply_damage", "target_id": "gob", "amount": 7})
    with pytest.raises(RuleViolation, match="dead"):
        f.do({"type": "apply_healing", "target_id": "gob", "amount": 3})


def test_the_core_dash_is_the_dash_action_and_spends_it() -> None:
    f = fight()
    ev = f.do({"type": "dash", "combatant_id": "ana"})
    assert one(ev, "dashed").extra_ft == 30 and f.left("ana", "action") == 0
    with pytest.raises(RuleViolation, match="no action left"):
        f.do({"type": "dash", "combatant_id": "ana"})


def test_speed_factor_declarations_then_plain_advance_turn_rerolls_the_round() -> None:
    f = Fight(initiative="speed_factor")
    f.add("ana", fighter())  # DEX 14 (+2), medium
    f.add("gob", goblin())  # DEX 14 (+2), small +2
    decl = {
        "type": "dnd5e-2024.declare_actions",
        "declarations": [{"combatant_id": "ana", "factors": ["melee_heavy"]}, {"combatant_id": "gob"}],
    }
    f.do(decl)
    f.do({"type": "roll_initiative"}, [8, 5])  # ana 8, gob 9
    ev = f.advance()
    assert (f.state.round, f.state.turn) == (1, "gob") and not f.has("ana", "declared_action")
    assert len(of(ev, "condition_ended")) == 2  # both declarations spent at the start
    f.advance()
    with pytest.raises(RuleViolation, match="declare"):
        f.advance()  # round 2 needs new declarations
    f.do(decl)
    ev = f.do({"type": "advance_turn"}, [20, 2])  # the core re-rolls: ana 20, gob 6
    assert one(ev, "dnd5e-2024.initiative_rolled").round == 2
    assert (f.state.round, f.state.turn, f.state.order) == (2, "ana", ("ana", "gob"))


def test_a_side_chooses_the_order_its_members_act_in() -> None:
    f = Fight(initiative="side")
    for cid, block in (("ana", fighter()), ("gob", goblin()), ("bo", fighter()), ("gob2", goblin())):
        f.add(cid, block)
    f.do({"type": "roll_initiative"}, [15, 3])  # party 15, foes 3
    assert f.state.order == ("ana", "bo", "gob", "gob2")
    ev = f.do({"type": "dnd5e-2024.order_side", "side": "party", "order": ["bo", "ana"]})
    assert one(ev, "dnd5e-2024.initiative_rolled").method == "side_order"
    assert f.state.order == ("bo", "ana", "gob", "gob2")
    f.advance()  # bo acts: only gob/gob2 and ana remain
    with pytest.raises(InvalidCommand, match="ana"):
        f.do({"type": "dnd5e-2024.order_side", "side": "party", "order": ["ana", "bo"]})
    f.do({"type": "dnd5e-2024.order_side", "side": "foes", "order": ["gob2", "gob"]})
    assert [f.to_turn(c) and f.state.turn for c in ("ana", "gob2", "gob")] == ["ana", "gob2", "gob"]


def test_schema_1_5e_durations_and_tie_rolls_are_read_into_the_core_expiry() -> None:
    types_ = event_types()
    old = (
        b'{"type":"dnd5e-2024.condition_applied","combatant_id":"gob","condition":{"id":"poisoned",'
        b'"name":"poisoned","save_ends":{"ability":"con","dc":12,"at":"end_of_turn"},'
        b'"rounds_end":{"combatant_id":"ana","round":3}}}'
    )
    e = types_.decode("dnd5e-2024.condition_applied", 1, old)
    assert isinstance(e, Dnd5eConditionApplied)
    x = e.condition.expires
    assert x.save is not None
    assert (x.at, x.combatant_id, x.rounds, x.save.ability, x.save.dc) == ("start_of_turn", "ana", 2, "con", 12)
    old = (
        b'{"type":"dnd5e-2024.initiative_rolled","entries":[{"combatant_id":"a","dice":[9],'
        b'"modifier":2,"total":11,"tiebreak":2,"tie_rolls":[7]}],"order":["a"]}'
    )
    rolled = types_.decode("dnd5e-2024.initiative_rolled", 1, old)
    assert isinstance(rolled, Dnd5eInitiativeRolled) and rolled.entries[0].tiebreak == (2,)


def test_morale_triggers_are_prompted_and_the_check_spends_the_prompt() -> None:
    f = Fight(morale=True)
    f.add("ana", fighter())
    f.add("gob", goblin(hp_max=8), surprised=True)
    f.add("gob2", goblin(hp_max=8))
    f.do({"type": "roll_initiative"}, [20, 1, 1, 5])  # ana 22, gob 3 (surprised), gob2 7
    f.advance()
    assert f.has("gob", "morale_due:surprised") and not f.has("gob2", "morale_due:all_surprised")
    f.do({"type": "apply_damage", "target_id": "gob2", "amount": 4})  # 4 of 8: half
    assert f.has("gob2", "morale_due:first_half_hp")
    f.do({"type": "apply_damage", "target_id": "gob2", "amount": 1})
    assert len([k for k in f.c("gob2").conditions if k.id.startswith("morale_due")]) == 1  # once
    f.do({"type": "apply_damage", "target_id": "gob", "amount": 8})  # one of two down, no enemy down
    assert f.has("gob2", "morale_due:half_lost_no_enemy_losses")
    ev = f.do({"type": "dnd5e-2024.check_morale", "combatant_id": "gob2", "trigger": "first_half_hp"}, [15])
    assert one(ev, "dnd5e-2024.morale_checked").result == "stand"
    assert not f.has("gob2", "morale_due:first_half_hp") and f.has("gob2", "morale_due:half_lost_no_enemy_losses")


def test_lingering_injuries_in_play() -> None:
    f = Fight(lingering_injuries=True)
    f.add("ana", fighter())  # CON 14: +2, CON save proficient: +4
    f.add("gob", goblin())
    f.do({"type": "roll_initiative"}, [20, 1])
    for name in ("injury_internal_injury", "injury_lose_an_arm_or_hand"):
        f.do({"type": "dnd5e-2024.apply_condition", "target_id": "ana", "condition": name})
    f.do({"type": "dnd5e-2024.apply_condition", "target_id": "gob", "condition": "injury_limp"})
    ev = f.do({"type": "advance_turn"}, [10])  # 10 + 4 = 14 < DC 15: action lost
    assert one(ev, "dnd5e-2024.saving_throw_rolled").dc == 15
    assert f.left("ana", "action") == 0 and f.has("ana", "no_reactions")
    with pytest.raises(RuleViolation, match="lost an arm"):
        f.attack("ana", "gob", "Shortsword", [], off_hand=True)
    f.do({"type": "advance_turn"})  # gob: DEX 14, +2
    ev = f.do({"type": "dash", "combatant_id": "gob"}, [7])  # 9 < DC 10: falls
    assert one(ev, "dnd5e-2024.saving_throw_rolled").dc == 10 and f.has("gob", "prone")
    ev = f.do({"type": "advance_turn"}, [13])  # ana's turn: 17 saves, reactions back
    assert f.left("ana", "action") == 1 and not f.has("ana", "no_reactions")


def grid_fight(**options: Any) -> Fight:
    f = Fight(**options)
    f.add("ana", fighter(climb_ft=30), position={"x": 0, "y": 0})
    f.add("gob", goblin(), position={"x": 1, "y": 0})
    f.add("bo", fighter(), position={"x": 0, "y": 1})
    f.do({"type": "roll_initiative"}, [20, 10, 1])
    f.advance()
    return f


def mv(cid: str, path: list[tuple[int, int]], **more: Any) -> dict[str, Any]:
    return {"type": "move_combatant", "combatant_id": cid, "path": [{"x": x, "y": y} for x, y in path], **more}


def test_core_movement_asks_5e_who_may_pass_and_an_overrun_opens_the_way() -> None:
    f = grid_fight(overrun=True)
    with pytest.raises(RuleViolation, match="through Gob's space"):
        f.do(mv("ana", [(1, 0), (2, 0)]))  # a hostile small goblin: no
    # through bo, an ally: yes, but another's space is difficult terrain (002 «Чужий простір»)
    assert one(f.do(mv("ana", [(0, 1), (0, 2)])), "combatant_moved").cost_ft == 10 + 5
    f.do(
        {
            "type": "dnd5e-2024.maneuver",
            "maneuver": "overrun",
            "attacker_id": "ana",
            "target_id": "gob",
            "bonus_action": True,
        },
        [15, 3, 2],
    )  # advantage (larger): 15 + 5 vs 2 − 1: won
    assert f.has("ana", "may_pass_gob")
    f.do({"type": "dash", "combatant_id": "ana"})
    moved = f.do(mv("ana", [(1, 1), (1, 0), (2, 0)]))  # 5 + 10 (gob's space) + 5
    assert one(moved, "combatant_moved").cost_ft == 20
    assert not f.has("ana", "may_pass_gob")  # the leave is used up by one pass (003)
    with pytest.raises(RuleViolation, match="through Gob's space"):
        f.do(mv("ana", [(1, 0), (0, 0)]))


def test_a_climbing_speed_removes_the_extra_cost_of_climbing() -> None:
    f = grid_fight()
    assert one(f.do(mv("ana", [(0, -1)], how="climb")), "combatant_moved").cost_ft == 5
    f.advance()
    assert one(f.do(mv("gob", [(2, 0)], how="climb")), "combatant_moved").cost_ft == 10


def test_a_frightened_creature_cannot_move_closer_to_the_source() -> None:
    f = grid_fight()
    f.do(mv("ana", [(0, -1), (0, -2)]))  # now 10 ft from gob at (1, 0)
    f.do({"type": "dnd5e-2024.apply_condition", "target_id": "ana", "condition": "frightened", "source": "gob"})
    with pytest.raises(RuleViolation, match="frightened of Gob"):
        f.do(mv("ana", [(0, -1)]))
    f.do(mv("ana", [(-1, -2)]))  # sideways, no closer: allowed


def test_a_large_creature_holds_four_squares_and_is_reached_edge_to_edge() -> None:
    f = Fight()
    f.add("ana", fighter(), position={"x": 0, "y": 0})
    [added] = f.add("ogre", goblin(size="large", hp_max=30), position={"x": 1, "y": 0})
    assert isinstance(added, CombatantAdded)
    assert added.footprint == 2 and f.c("ogre").footprint == 2  # 002 §Розміри: Large 10 ft
    with pytest.raises(RuleViolation, match="2×2"):
        f.add("troll", goblin(size="large"), position={"x": 2, "y": -1})  # (2..3, −1..0) overlaps (2, 0)
    with pytest.raises(RuleViolation, match="Ogre already stands"):
        f.add("bo", fighter(), position={"x": 2, "y": 1})
    f.add("bo", fighter(), position={"x": 3, "y": 1})  # 5 ft from the ogre's right edge
    f.do({"type": "roll_initiative"}, [1, 2, 20])
    f.to_turn("bo")
    a = one(f.attack("bo", "ogre", "Longsword", [12, 4]), "dnd5e-2024.attack_rolled")
    assert a.hit and f.c("ogre").resources["hp"].current == 30 - 7


def test_a_festering_wound_costs_a_hit_point_of_maximum_a_day_and_kills_at_zero() -> None:
    f = Fight(lingering_injuries=True)
    f.add("ana", fighter())  # 12 HP
    f.add("gob", goblin(hp_max=3))
    with pytest.raises(RuleViolation, match="no festering wound"):
        f.do({"type": "dnd5e-2024.wound_festers", "combatant_id": "ana"})
    f.do({"type": "dnd5e-2024.apply_condition", "target_id": "ana", "condition": "injury_festering_wound"})
    ev = f.do({"type": "dnd5e-2024.wound_festers", "combatant_id": "ana", "days": 3})
    assert types(ev) == ["hit_point_maximum_changed"]
    assert (f.c("ana").resources["hp"].maximum, f.c("ana").resources["hp"].current) == (
        9,
        9,
    )  # 12 − 3; current cut to the maximum
    f.do({"type": "dnd5e-2024.apply_condition", "target_id": "gob", "condition": "injury_festering_wound"})
    f.do({"type": "dnd5e-2024.wound_festers", "combatant_id": "gob", "days": 5})
    assert (f.c("gob").resources["hp"].maximum, f.has("gob", "dead")) == (0, True)  # maximum 0: it dies (DMG)


def test_a_leader_dropping_prompts_its_sides_morale() -> None:
    f = Fight(morale=True)
    f.add("ana", fighter())
    f.add("boss", goblin(hp_max=8, leader=True))
    f.add("gob", goblin(hp_max=8))
    f.add("gob2", goblin(hp_max=8))
    f.do({"type": "roll_initiative"}, [20, 5, 4, 3])
    f.advance()
    f.do({"type": "apply_damage", "target_id": "boss", "amount": 8})
    assert f.has("gob", "morale_due:leader_down") and not f.has("gob2", "morale_due:leader_down")


def test_a_stored_switch_this_version_does_not_know_still_loads_and_plays() -> None:
    # options are checked strictly only at creation; a stored one from another Fray is skipped
    f = Fight(cleaving=True, flanking_v9=True, morale="maybe")
    f.add("ana", fighter())
    f.add("gob", goblin())
    f.do({"type": "roll_initiative"}, [15, 3])
    f.advance()
    ev = f.attack("ana", "gob", "Longsword", [18, 8])
    assert one(ev, "dnd5e-2024.attack_rolled").hit and f.c("gob").status == "dead"
