"""002 §Ваш хід and §Дії в бою: the turn budget, enforced and visible, and each action."""

from __future__ import annotations

from typing import Any

import pytest
from tests.unit.dnd5e.dnd5e_fight import Fight, fighter, goblin, of, one, types

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import Event


def fight(**options: Any) -> Fight:
    f = Fight(**options)
    f.add("ana", fighter(), position={"x": 0, "y": 0})
    f.add("gob", goblin(hp_max=30), position={"x": 1, "y": 0})
    f.add("bo", fighter(spell_slots=[2, 1]), position={"x": 0, "y": 1})
    f.do({"type": "roll_initiative"}, [20, 10, 1])  # ana 22, gob 12, bo 3
    f.advance()
    return f


def act(f: Fight, cid: str, action: str, dice: tuple[int, ...] | list[int] = (), **more: Any) -> list[Event]:
    return f.do({"type": "dnd5e-2024.take_action", "combatant_id": cid, "action": action, **more}, dice)


def test_the_budget_is_visible_and_restored_at_the_start_of_the_turn() -> None:
    f = fight()
    res = f.c("ana").resources
    assert {k: res[k].current for k in ("action", "bonus_action", "object_interaction", "reaction")} == {
        "action": 1,
        "bonus_action": 1,
        "object_interaction": 1,
        "reaction": 1,
    }
    assert f.c("ana").movement_left_ft == 30
    act(f, "ana", "dodge")
    assert f.left("ana", "action") == 0
    with pytest.raises(RuleViolation, match="no action left"):
        act(f, "ana", "dash")
    f.to_turn("ana")  # a round later
    assert f.left("ana", "action") == 1


def test_the_reaction_is_once_a_round_and_comes_back_on_the_own_turn_only() -> None:
    f = fight()
    f.advance()  # gob's turn
    f.do({"type": "dnd5e-2024.use_reaction", "combatant_id": "ana", "what": "Shield"})
    with pytest.raises(RuleViolation, match="no reaction left this round"):
        f.do({"type": "dnd5e-2024.use_reaction", "combatant_id": "ana", "what": "Shield"})
    f.advance()  # bo's turn: ana's reaction still spent
    assert f.left("ana", "reaction") == 0
    f.advance()  # ana's turn: back
    assert f.left("ana", "reaction") == 1


def test_a_bonus_action_only_when_something_grants_it() -> None:
    f = fight()
    with pytest.raises(RuleViolation, match="Second Wind"):
        f.do({"type": "dnd5e-2024.use_bonus_action", "combatant_id": "ana", "feature": "Cunning Action"})
    f.do({"type": "dnd5e-2024.use_bonus_action", "combatant_id": "ana", "feature": "Second Wind"})
    with pytest.raises(RuleViolation, match="no bonus action left"):
        f.do({"type": "dnd5e-2024.use_bonus_action", "combatant_id": "ana", "feature": "Second Wind"})


def test_one_free_object_interaction_then_it_costs_the_action() -> None:
    f = fight()
    ev = f.do({"type": "dnd5e-2024.interact", "combatant_id": "ana", "detail": "draw sword"})
    assert one(ev, "dnd5e-2024.action_taken").using == "free"
    ev = f.do({"type": "dnd5e-2024.interact", "combatant_id": "ana", "detail": "open door"})
    assert one(ev, "dnd5e-2024.action_taken").action == "utilize" and f.left("ana", "action") == 0


def test_dash_adds_the_speed_and_movement_splits_around_the_action() -> None:
    f = fight()
    f.do({"type": "move_combatant", "combatant_id": "ana", "path": [{"x": 0, "y": -1}]})
    assert f.c("ana").movement_left_ft == 25
    act(f, "ana", "dash")
    assert f.c("ana").movement_left_ft == 55


def test_disengage_stops_opportunity_attacks_until_the_turn_ends() -> None:
    f = fight()
    act(f, "ana", "disengage")
    f.do({"type": "move_combatant", "combatant_id": "ana", "path": [{"x": -1, "y": 0}]})
    with pytest.raises(RuleViolation, match="Disengage"):
        f.do({"type": "dnd5e-2024.opportunity_attack", "reactor_id": "gob", "target_id": "ana", "attack": "Scimitar"})
    f.advance()
    assert not f.has("ana", "disengaged")


def test_leaving_reach_provokes_an_opportunity_attack_with_the_reaction() -> None:
    f = fight()
    f.do({"type": "move_combatant", "combatant_id": "ana", "path": [{"x": -1, "y": 0}]})
    ev = f.do(
        {"type": "dnd5e-2024.opportunity_attack", "reactor_id": "gob", "target_id": "ana", "attack": "Scimitar"},
        [12, 3],
    )  # 12 + 4 = 16 hits AC 16; 3 + 2
    assert one(ev, "dnd5e-2024.attack_rolled").kind == "opportunity"
    assert f.c("ana").resources["hp"].current == 7 and f.left("gob", "reaction") == 0


def test_staying_in_reach_provokes_nothing() -> None:
    f = fight()
    f.do({"type": "move_combatant", "combatant_id": "ana", "path": [{"x": 1, "y": 1}]})
    with pytest.raises(RuleViolation, match="has not left"):
        f.do({"type": "dnd5e-2024.opportunity_attack", "reactor_id": "gob", "target_id": "ana", "attack": "Scimitar"})


def test_dodge_gives_attackers_disadvantage_and_dex_saves_advantage_until_the_next_turn() -> None:
    f = fight()
    act(f, "ana", "dodge")
    f.advance()
    a = one(f.attack("gob", "ana", "Scimitar", [18, 3]), "dnd5e-2024.attack_rolled")
    assert a.roll.disadvantage == ("target dodging",) and a.roll.kept == 3
    s = one(
        f.do({"type": "dnd5e-2024.saving_throw", "combatant_id": "ana", "ability": "dex", "dc": 12}, [4, 15]),
        "dnd5e-2024.saving_throw_rolled",
    )
    assert (s.roll.kept, s.roll.advantage) == (15, ("dodging",))
    f.to_turn("ana")
    assert not f.has("ana", "dodging")


def test_help_distracts_an_enemy_for_an_allys_next_attack() -> None:
    f = fight()
    act(f, "ana", "help", target_id="gob")
    f.to_turn("bo")
    a = one(f.attack("bo", "gob", "Longsword", [2, 19, 4]), "dnd5e-2024.attack_rolled")
    assert a.roll.advantage == ("target distracted (Help)",) and a.roll.kept == 19
    assert not any(k.id.startswith("distracted") for k in f.c("gob").conditions)


def test_help_an_ally_gives_advantage_on_its_next_check() -> None:
    f = fight()
    act(f, "ana", "help", target_id="bo")
    ev = f.do(
        {"type": "dnd5e-2024.ability_check", "combatant_id": "bo", "ability": "str", "skill": "athletics", "dc": 15},
        [3, 12],
    )
    assert one(ev, "dnd5e-2024.ability_check_rolled").roll.total == 17
    assert not f.has("bo", "helped_check")


def test_hide_is_dc_15_stealth_and_a_hidden_attacker_has_advantage_once() -> None:
    f = fight()
    f.advance()
    ev = act(f, "gob", "hide", [9])  # 9 + Stealth 6 = 15
    c = one(ev, "dnd5e-2024.ability_check_rolled")
    assert (c.roll.total, c.dc, c.success) == (15, 15, True)
    assert f.has("gob", "hidden")
    f.to_turn("gob")
    a = one(f.attack("gob", "ana", "Scimitar", [5, 12, 2]), "dnd5e-2024.attack_rolled")
    assert a.roll.advantage == ("attacker unseen",)
    assert not f.has("gob", "hidden")


def test_a_failed_hide_leaves_the_creature_seen() -> None:
    f = fight()
    f.advance()
    act(f, "gob", "hide", [8])  # 14 < 15
    assert not f.has("gob", "hidden")


def test_influence_search_and_study_roll_their_checks() -> None:
    f = fight()
    c = one(act(f, "ana", "search", [11], dc=10), "dnd5e-2024.ability_check_rolled")
    assert (c.ability, c.skill, c.roll.total, c.success) == ("wis", "perception", 11, True)
    f.to_turn("bo")
    with pytest.raises(InvalidCommand, match="Study uses"):
        act(f, "bo", "study", skill="athletics")
    c = one(act(f, "bo", "study", [7], skill="history"), "dnd5e-2024.ability_check_rolled")
    assert (c.ability, c.roll.total) == ("int", 7)


def test_magic_spends_the_action_and_the_slot_and_concentration_replaces_the_old_one() -> None:
    f = fight()
    f.to_turn("bo")
    f.do(
        {"type": "dnd5e-2024.cast_spell", "caster_id": "bo", "spell": "Bless", "spell_level": 1, "concentration": True}
    )
    assert (f.left("bo", "action"), f.left("bo", "slot_1")) == (0, 1)
    f.to_turn("bo")
    ev = f.do(
        {
            "type": "dnd5e-2024.cast_spell",
            "caster_id": "bo",
            "spell": "Hold Person",
            "spell_level": 2,
            "concentration": True,
        }
    )
    assert types(ev).count("condition_ended") == 1
    assert f.condition("bo", "concentrating").source == "Hold Person"
    f.to_turn("bo")
    with pytest.raises(RuleViolation, match="no level 2 spell slot"):
        f.do({"type": "dnd5e-2024.cast_spell", "caster_id": "bo", "spell": "Hold Person", "spell_level": 2})


def test_a_readied_spell_spends_its_slot_and_needs_concentration() -> None:
    f = fight()
    f.to_turn("bo")
    f.do(
        {
            "type": "dnd5e-2024.ready",
            "combatant_id": "bo",
            "trigger": "the goblin moves",
            "action": "cast Magic Missile",
            "spell": "Magic Missile",
            "spell_level": 1,
        }
    )
    assert f.left("bo", "slot_1") == 1 and f.has("bo", "concentrating") and f.has("bo", "readied")
    f.advance()
    f.do({"type": "dnd5e-2024.use_reaction", "combatant_id": "bo", "what": "Magic Missile", "readied": True})
    assert not f.has("bo", "readied") and not f.has("bo", "concentrating")
    assert of([], "x") == []


def test_an_incapacitated_creature_cannot_act() -> None:
    f = fight()
    f.do({"type": "dnd5e-2024.apply_condition", "target_id": "ana", "condition": "stunned"})
    with pytest.raises(RuleViolation, match="incapacitated"):
        act(f, "ana", "dash")
    with pytest.raises(RuleViolation, match="incapacitated"):
        f.do({"type": "dnd5e-2024.use_reaction", "combatant_id": "ana", "what": "x"})


def test_cunning_action_disengages_with_the_bonus_action_and_keeps_the_action() -> None:
    f = Fight()
    f.add("ana", fighter(bonus_action_grants=["dash", "disengage", "hide"]), position={"x": 0, "y": 0})
    f.add("gob", goblin(hp_max=30), position={"x": 1, "y": 0})
    f.do({"type": "roll_initiative"}, [20, 1])
    f.advance()
    ev = act(f, "ana", "disengage", as_bonus_action=True)
    assert one(ev, "dnd5e-2024.action_taken").using == "bonus_action"
    assert (f.left("ana", "bonus_action"), f.left("ana", "action")) == (0, 1)
    f.do({"type": "move_combatant", "combatant_id": "ana", "path": [{"x": -1, "y": 0}]})
    with pytest.raises(RuleViolation, match="Disengage"):
        f.do({"type": "dnd5e-2024.opportunity_attack", "reactor_id": "gob", "target_id": "ana", "attack": "Scimitar"})
    act(f, "ana", "dash")  # the action is still there
    with pytest.raises(RuleViolation, match="no bonus action left"):
        act(f, "ana", "hide", [20], as_bonus_action=True)


def test_a_bonus_action_dash_needs_a_grant() -> None:
    f = fight()
    with pytest.raises(RuleViolation, match="grants: none"):
        act(f, "ana", "dash", as_bonus_action=True)


def test_nimble_escape_hides_with_the_bonus_action() -> None:
    f = Fight()
    f.add("gob", goblin(bonus_action_grants=["disengage", "hide"]))
    f.do({"type": "roll_initiative"}, [5])
    f.advance()
    ev = f.do(
        {"type": "dnd5e-2024.take_action", "combatant_id": "gob", "action": "hide", "as_bonus_action": True}, [10]
    )  # 10 + 6 Stealth = 16 ≥ 15
    assert one(ev, "dnd5e-2024.ability_check_rolled").success and f.has("gob", "hidden")
    assert f.left("gob", "action") == 1


def test_a_readied_spells_concentration_lapses_with_it() -> None:
    f = fight()
    f.to_turn("bo")
    f.do(
        {
            "type": "dnd5e-2024.ready",
            "combatant_id": "bo",
            "trigger": "the goblin moves",
            "action": "cast Magic Missile",
            "spell": "Magic Missile",
            "spell_level": 1,
        }
    )
    f.to_turn("bo")  # never released: both end as its turn starts
    assert not f.has("bo", "readied") and not f.has("bo", "concentrating")
    assert f.left("bo", "slot_1") == 1  # the slot stays spent (002)
