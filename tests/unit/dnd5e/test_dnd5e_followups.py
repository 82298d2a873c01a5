"""Follow-ups to the dnd5e-2024 ruleset (issue 4's review): exact numbers with scripted dice.
Sources: 002_06b8b5e39c23dcd7.txt, 003_f1a408214e2b5451.txt, and the published 2024 rules
(PHB 2024) where both are silent."""

from __future__ import annotations

from typing import Any

import pytest
from tests.unit.dnd5e.dnd5e_fight import Fight, fighter, goblin, of, one

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import Event
from fray.rules.dnd5e_2024.events import AbilityCheckRolled


def fight(**options: Any) -> Fight:
    """Ana (fighter) then Gob (goblin, 7 HP): Ana's turn, round 1."""
    f = Fight(**options)
    f.add("ana", fighter(spell_slots=[2, 1], spell_save_dc=13))
    f.add("gob", goblin())
    f.do({"type": "roll_initiative"}, [20, 1])
    f.advance()
    return f


def paralyze(f: Fight, **more: Any) -> None:
    f.do(
        {
            "type": "dnd5e-2024.apply_condition",
            "target_id": "gob",
            "condition": "paralyzed",
            "source": "ana",
            "duration": "save_ends",
            "save_ability": "wis",
            "save_dc": 13,
            **more,
        }
    )


# 1. "Save ends" saves are the condition's own, answered once per prompt.


def test_a_save_ends_save_uses_the_stored_ability_and_dc() -> None:
    f = fight()
    paralyze(f)
    f.to_turn("ana")  # gob's turn ended: WIS DC 13 due
    s = one(
        f.do({"type": "dnd5e-2024.saving_throw", "combatant_id": "gob", "condition_id": "paralyzed"}, [12]),
        "dnd5e-2024.saving_throw_rolled",
    )
    assert (s.ability, s.dc, s.roll.total, s.success) == ("wis", 13, 12, False)  # WIS 10: +0
    assert f.has("gob", "paralyzed") and not f.has("gob", "save_due:paralyzed")


def test_a_save_of_the_wrong_ability_or_dc_is_refused() -> None:
    f = fight()
    paralyze(f)
    f.to_turn("ana")
    with pytest.raises(InvalidCommand, match="WIS save"):
        f.do(
            {
                "type": "dnd5e-2024.saving_throw",
                "combatant_id": "gob",
                "ability": "con",
                "dc": 13,
                "condition_id": "paralyzed",
            }
        )
    with pytest.raises(InvalidCommand, match="DC 13"):
        f.do(
            {
                "type": "dnd5e-2024.saving_throw",
                "combatant_id": "gob",
                "ability": "wis",
                "dc": 5,
                "condition_id": "paralyzed",
            }
        )


def test_a_prompt_is_answered_once() -> None:
    f = fight()
    paralyze(f)
    with pytest.raises(RuleViolation, match="no save against paralyzed is due"):
        f.do({"type": "dnd5e-2024.saving_throw", "combatant_id": "gob", "condition_id": "paralyzed"})
    f.to_turn("ana")
    f.do({"type": "dnd5e-2024.saving_throw", "combatant_id": "gob", "condition_id": "paralyzed"}, [2])
    with pytest.raises(RuleViolation, match="no save against paralyzed is due"):
        f.do({"type": "dnd5e-2024.saving_throw", "combatant_id": "gob", "condition_id": "paralyzed"}, [20])
    assert f.has("gob", "paralyzed")


def test_a_plain_save_still_needs_ability_and_dc() -> None:
    f = fight()
    with pytest.raises(InvalidCommand, match="ability and dc"):
        f.do({"type": "dnd5e-2024.saving_throw", "combatant_id": "gob", "dc": 10})


# 2. PHB 2024: one spell with a spell slot per turn; cantrips are fine.


def cast(f: Fight, spell: str, level: int, casting: str = "action", who: str = "ana") -> list[Event]:
    return f.do(
        {"type": "dnd5e-2024.cast_spell", "caster_id": who, "spell": spell, "spell_level": level, "casting": casting}
    )


def test_a_second_levelled_spell_with_a_slot_on_one_turn_is_refused() -> None:
    f = fight()
    cast(f, "Healing Word", 1, "bonus_action")
    assert f.left("ana", "slot_1") == 1
    with pytest.raises(RuleViolation, match="one spell with a spell slot per turn"):
        cast(f, "Magic Missile", 1)
    assert (f.left("ana", "slot_1"), f.left("ana", "action")) == (1, 1)  # nothing spent
    cast(f, "Fire Bolt", 0)  # a cantrip is fine
    f.advance()  # gob's turn
    cast(f, "Shield", 1, "reaction")  # a new turn: allowed
    assert f.has("ana", "spell_slot_used")
    f.advance()  # ana's turn again
    cast(f, "Magic Missile", 2)
    assert (f.left("ana", "slot_1"), f.left("ana", "slot_2")) == (0, 0)


# 3. Healing records the hit points actually regained as well as the amount rolled.


def test_healing_records_what_was_regained_capped_at_the_maximum() -> None:
    f = fight()
    f.do({"type": "dnd5e-2024.deal_damage", "target_id": "ana", "damage": [{"type": "cold", "amount": 5}]})
    h = one(
        f.do({"type": "dnd5e-2024.heal", "target_id": "ana", "dice": "2d4", "amount": 2}, [4, 3]), "healing_received"
    )
    assert (h.amount, h.regained, f.c("ana").resources["hp"].current) == (9, 5, 12)
    h = one(f.do({"type": "apply_healing", "target_id": "ana", "amount": 4}), "healing_received")
    assert (h.amount, h.regained) == (4, 0)


def test_healing_from_zero_regains_from_zero_and_old_events_read_without_it() -> None:
    import msgspec

    from fray.domain.events import HealingReceived

    f = fight()
    f.do({"type": "dnd5e-2024.deal_damage", "target_id": "ana", "damage": [{"type": "cold", "amount": 14}]})
    h = one(f.do({"type": "dnd5e-2024.heal", "target_id": "ana", "amount": 20}), "healing_received")
    assert (h.amount, h.regained, f.c("ana").resources["hp"].current) == (20, 12, 12)
    from fray.service_layer.codecs import event_types

    for stored, schema in (
        (b'{"type":"healing_received","combatant_id":"ana","amount":3}', 2),
        (b'{"type":"healing_received","combatant_id":"ana","amount":3,"regained":null}', 4),
    ):
        old = event_types().decode("healing_received", schema, stored)  # upcast on read (schema 5)
        assert isinstance(old, HealingReceived) and old.regained == 3
    assert "regained" in msgspec.structs.fields(HealingReceived)[2].name


# 4. The Attack action's attacks: shown in full from the turn's start; "no attacks left".


def test_attacks_left_shows_extra_attack_from_the_start_of_the_turn() -> None:
    f = Fight()
    f.add("ana", fighter(attacks_per_action=2))
    f.add("ogre", goblin(hp_max=40))
    f.do({"type": "roll_initiative"}, [20, 1])
    f.advance()
    assert f.c("ana").resources["attacks_left"].current == 2
    assert f.c("ana").resources["attacks_left"].maximum == 2
    f.attack("ana", "ogre", "Longsword", [2])
    assert (f.left("ana", "action"), f.left("ana", "attacks_left")) == (0, 1)
    f.attack("ana", "ogre", "Longsword", [2])
    with pytest.raises(RuleViolation, match="no attacks left this turn: its Attack action's 2 attacks are used up"):
        f.attack("ana", "ogre", "Longsword", [2])
    f.to_turn("ana")
    assert f.left("ana", "attacks_left") == 2


def test_an_action_spent_elsewhere_leaves_no_action_for_attacking() -> None:
    f = fight()
    f.do({"type": "dnd5e-2024.take_action", "combatant_id": "ana", "action": "dodge"})
    with pytest.raises(RuleViolation, match="no action left"):
        f.attack("ana", "gob", "Longsword", [2])


def test_a_log_in_the_spare_attack_layout_is_read_in_todays_layout() -> None:
    """Logs written before the Attack action's attacks were counted in full (schema 2) kept
    only the spare ones: they are upcast on read (schema 5), so the rules read one layout."""
    import json

    from fray.domain.events import Resource, ResourceChanged
    from fray.domain.evolve import evolve
    from fray.rules.dnd5e_2024.events import Dnd5eCombatantAdded, TurnBudgetRestored
    from fray.rules.dnd5e_2024.ruleset import DND5E_2024
    from fray.service_layer.codecs import event_types

    types = event_types()
    added = types.decode(
        "dnd5e-2024.combatant_added",
        2,
        json.dumps(
            {
                "type": "dnd5e-2024.combatant_added",
                "combatant_id": "ana",
                "name": "Ana",
                "side": "party",
                "hp": 12,
                "hp_max": 12,
                "stats": {**fighter(attacks_per_action=2), "abilities": {"str": 16}},
                "resources": {"attacks_left": {"current": 0, "maximum": 1}, "action": {"current": 1, "maximum": 1}},
            }
        ),
    )
    assert isinstance(added, Dnd5eCombatantAdded)
    assert added.resources["attacks_left"] == Resource(2, 2)
    extra = types.decode(
        "resource_changed",
        2,
        json.dumps(
            {
                "type": "resource_changed",
                "combatant_id": "ana",
                "resource": "attacks_left",
                "delta": 1,
                "reason": "Extra Attack",
            }
        ),
    )
    assert isinstance(extra, ResourceChanged) and extra.delta == -1
    restored = types.decode(
        "dnd5e-2024.turn_budget_restored",
        2,
        json.dumps({"type": "dnd5e-2024.turn_budget_restored", "combatant_id": "ana", "movement_ft": 30}),
    )
    assert isinstance(restored, TurnBudgetRestored) and restored.attacks is None

    f = Fight()
    f.add("ana", fighter(attacks_per_action=2))
    f.add("ogre", goblin(hp_max=40))
    f.do({"type": "roll_initiative"}, [20, 1])
    f.advance()
    spent = f.attack("ana", "ogre", "Longsword", [2])
    assert [(e.resource, e.delta) for e in of(spent, "resource_changed")] == [("action", -1), ("attacks_left", -1)]
    # a restore without ``attacks`` fills the track to its maximum, like the other turn tracks
    f.state = evolve(f.state, TurnBudgetRestored(combatant_id="ana", movement_ft=30), f.state.version + 1, DND5E_2024)
    assert f.c("ana").resources["attacks_left"] == Resource(2, 2)


# 5. Concentration ends what it sustains (PHB 2024 Concentration).


def hold_person(f: Fight) -> None:
    f.do(
        {
            "type": "dnd5e-2024.cast_spell",
            "caster_id": "ana",
            "spell": "Hold Person",
            "spell_level": 2,
            "concentration": True,
        }
    )
    paralyze(f, concentration=True)
    link = f.condition("gob", "paralyzed").lasts_while
    assert link is not None
    assert (link.combatant_id, link.condition_id) == ("ana", "concentrating")


def test_a_failed_concentration_save_ends_hold_persons_paralysis() -> None:
    f = fight()
    hold_person(f)
    ev = f.do(
        {"type": "dnd5e-2024.deal_damage", "target_id": "ana", "damage": [{"type": "fire", "amount": 6}]}, [5]
    )  # CON +4: 9 < DC 10
    assert not one(ev, "dnd5e-2024.saving_throw_rolled").success
    assert [(e.combatant_id, e.condition_id) for e in of(ev, "condition_ended")] == [
        ("ana", "concentrating"),
        ("gob", "paralyzed"),
    ]
    assert not f.has("gob", "paralyzed")


def test_incapacitation_a_new_concentration_and_the_gm_end_it_too() -> None:
    f = fight()
    hold_person(f)
    f.do({"type": "dnd5e-2024.apply_condition", "target_id": "ana", "condition": "stunned"})
    assert not f.has("ana", "concentrating") and not f.has("gob", "paralyzed")

    f = fight()
    hold_person(f)
    f.to_turn("ana")  # gob's save is due and pending
    assert f.has("gob", "save_due:paralyzed")
    f.do(
        {"type": "dnd5e-2024.cast_spell", "caster_id": "ana", "spell": "Bless", "spell_level": 1, "concentration": True}
    )
    assert not f.has("gob", "paralyzed") and not f.has("gob", "save_due:paralyzed")
    assert f.condition("ana", "concentrating").source == "Bless"

    for ending in (
        {"type": "dnd5e-2024.end_condition", "target_id": "ana", "condition_id": "concentrating"},
        {"type": "remove_condition", "target_id": "ana", "condition_id": "concentrating"},
    ):
        f = fight()
        hold_person(f)
        ev = f.do(ending)
        assert [e.condition_id for e in of(ev, "condition_ended")] == ["concentrating", "paralyzed"]
        assert not f.has("gob", "paralyzed")


def test_ending_the_effect_leaves_the_concentration_and_a_link_needs_one() -> None:
    f = fight()
    hold_person(f)
    f.do({"type": "dnd5e-2024.end_condition", "target_id": "gob", "condition_id": "paralyzed"})
    assert f.has("ana", "concentrating")
    g = fight()
    with pytest.raises(RuleViolation, match="not concentrating"):
        paralyze(g, concentration=True)
    with pytest.raises(InvalidCommand, match="source"):
        g.do(
            {"type": "dnd5e-2024.apply_condition", "target_id": "gob", "condition": "restrained", "concentration": True}
        )


# 6. Petrified: resistance to all damage. Thrown weapons in melee or thrown.


def test_a_petrified_creature_resists_all_damage() -> None:
    f = fight()
    f.do({"type": "dnd5e-2024.apply_condition", "target_id": "gob", "condition": "petrified"})
    d = one(
        f.do({"type": "dnd5e-2024.deal_damage", "target_id": "gob", "damage": [{"type": "fire", "amount": 5}]}),
        "dnd5e-2024.damage_resolved",
    )
    assert (d.parts[0].resistant, d.total, f.c("gob").resources["hp"].current) == (True, 2, 5)
    # An attack on it: advantage (petrified), 1d8 + 3 = 7 halved to 3.
    ev = f.attack("ana", "gob", "Longsword", [3, 12, 4])
    assert one(ev, "dnd5e-2024.damage_resolved").total == 3 and f.c("gob").resources["hp"].current == 2


JAVELIN = {
    "name": "Javelin",
    "to_hit": 5,
    "thrown": True,
    "range_ft": [30, 120],
    "damage": [{"dice": "1d6", "bonus": 3, "type": "piercing"}],
}


def grid_fight(gob_at: tuple[int, int]) -> Fight:
    f = Fight()
    f.add("ana", fighter(attacks=[JAVELIN, {**JAVELIN, "name": "Bow", "thrown": False}]), position={"x": 0, "y": 0})
    f.add("gob", goblin(hp_max=30), position={"x": gob_at[0], "y": gob_at[1]})
    f.do({"type": "roll_initiative"}, [20, 1])
    f.advance()
    return f


def test_a_thrown_weapon_is_melee_within_reach_by_default_and_thrown_beyond() -> None:
    f = grid_fight((1, 0))  # 5 ft: melee, no "hostile within 5 ft"
    r = one(f.attack("ana", "gob", "Javelin", [10, 4]), "dnd5e-2024.attack_rolled")
    assert (r.kind, r.roll.disadvantage, r.range_band) == ("melee", (), None)
    f = grid_fight((1, 0))  # thrown at 5 ft: ranged, 3 + 5 misses
    r = one(f.attack("ana", "gob", "Javelin", [10, 3], ranged=True), "dnd5e-2024.attack_rolled")
    assert (r.kind, r.roll.disadvantage, r.range_band) == ("ranged", ("hostile within 5 ft",), "normal")
    f = grid_fight((4, 0))  # 20 ft: thrown by default
    r = one(f.attack("ana", "gob", "Javelin", [10, 4]), "dnd5e-2024.attack_rolled")
    assert (r.kind, r.range_band, r.distance_ft) == ("ranged", "normal", 20)
    with pytest.raises(RuleViolation, match="reaches 5 ft"):
        grid_fight((4, 0)).attack("ana", "gob", "Javelin", [10], ranged=False)
    with pytest.raises(InvalidCommand, match="only a thrown weapon"):
        grid_fight((1, 0)).attack("ana", "gob", "Bow", [10], ranged=False)


# 7. Lingering injuries in play (003 table): lost eye, horrible scar, lost foot or leg.


def injured(face: int) -> Fight:
    f = fight(lingering_injuries=True)
    f.do({"type": "dnd5e-2024.roll_lingering_injury", "combatant_id": "ana"}, [face])
    return f


def check(f: Fight, dice: list[int], **body: Any) -> AbilityCheckRolled:
    rolled = one(
        f.do({"type": "dnd5e-2024.ability_check", "combatant_id": "ana", **body}, dice),
        "dnd5e-2024.ability_check_rolled",
    )
    assert isinstance(rolled, AbilityCheckRolled)
    return rolled


def test_a_lost_eye_hampers_sight_based_perception_only() -> None:
    f = injured(1)
    r = check(f, [15, 4], ability="wis", skill="perception")
    assert (r.roll.disadvantage, r.roll.kept) == (("lost an eye (003)",), 4)
    r = check(f, [15], ability="wis", skill="perception", by_sight=False)
    assert r.roll.disadvantage == ()


def test_a_horrible_scar_hurts_persuasion_and_helps_intimidation() -> None:
    f = injured(12)
    assert check(f, [15, 4], ability="cha", skill="persuasion").roll.kept == 4
    assert check(f, [15, 4], ability="cha", skill="intimidation").roll.kept == 15


def test_a_lost_leg_gives_disadvantage_on_dex_checks_to_balance() -> None:
    f = injured(3)
    r = check(f, [15, 4], ability="dex", skill="acrobatics", balance=True)
    assert (r.roll.kept, r.roll.total) == (4, 6)  # DEX 14: +2
    assert check(f, [15], ability="dex", skill="acrobatics").roll.disadvantage == ()
