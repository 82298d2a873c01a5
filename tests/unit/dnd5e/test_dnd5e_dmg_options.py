"""003_f1a408214e2b5451.txt options with the seed's numbers: the speed-factor table, the
lingering-injury d20 table, the system-shock d10 table, morale's DC 10, Mark, Cleaving,
Hitting Cover, and the maneuvers (climb onto, disarm, overrun, shove aside, tumble)."""

from __future__ import annotations

from typing import Any

import pytest
from tests.unit.dnd5e.dnd5e_fight import Fight, fighter, goblin, of, one

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import Position
from fray.rules.dnd5e_2024.injuries import injury
from fray.rules.dnd5e_2024.shock import effect, triggers
from fray.rules.dnd5e_2024.speed_factor import FACTOR_MODIFIER, SIZE_MODIFIER, modifier


def test_the_speed_factor_table() -> None:
    assert FACTOR_MODIFIER == {
        "melee_heavy": -2,
        "melee_light_or_finesse": 2,
        "melee_two_handed": -2,
        "ranged_loading": -5,
    }
    assert SIZE_MODIFIER == {"tiny": 5, "small": 2, "medium": 0, "large": -2, "huge": -5, "gargantuan": -8}


def test_speed_factor_modifiers_add_each_once_and_spells_subtract_their_level() -> None:
    # the seed's paladin: a 2nd-level spell and a shortsword: −2 + 2 = +0
    assert modifier("medium", ("melee_light_or_finesse",), 2)[0] == 0
    # two daggers: the light bonus once
    assert modifier("medium", ("melee_light_or_finesse", "melee_light_or_finesse"), None)[0] == 2
    # a two-handed heavy weapon: both
    assert modifier("large", ("melee_heavy", "melee_two_handed"), None)[0] == -6


def test_speed_factor_rerolls_each_round_and_starts_from_the_top() -> None:
    f = Fight(initiative="speed_factor")
    f.add("ana", fighter())  # DEX 14 (+2), medium
    f.add("gob", goblin())  # DEX 14 (+2), small +2
    ev = f.do(
        {
            "type": "dnd5e-2024.start_round",
            "declarations": [
                {"combatant_id": "ana", "factors": ["melee_heavy"]},
                {"combatant_id": "gob", "factors": ["melee_light_or_finesse"]},
            ],
        },
        [8, 5],
    )
    e = one(ev, "dnd5e-2024.initiative_rolled")
    assert {x.combatant_id: x.total for x in e.entries} == {"ana": 8 + 2 - 2, "gob": 5 + 2 + 2 + 2}
    assert (f.state.round, f.state.turn) == (1, "gob")
    f.advance()
    with pytest.raises(RuleViolation, match="start_round"):
        f.advance()
    f.do(
        {
            "type": "dnd5e-2024.start_round",
            "declarations": [{"combatant_id": "ana", "spell_level": 3}, {"combatant_id": "gob"}],
        },
        [20, 2],
    )
    assert (f.state.round, f.state.turn, f.state.order) == (2, "ana", ("ana", "gob"))


def test_speed_factor_ties_go_to_the_higher_dex_score() -> None:
    f = Fight(initiative="speed_factor")
    f.add("ana", fighter(abilities={"dexterity": 15}))  # +2
    f.add("bo", fighter(abilities={"dexterity": 14}))  # +2
    f.do(
        {"type": "dnd5e-2024.start_round", "declarations": [{"combatant_id": "ana"}, {"combatant_id": "bo"}]}, [10, 10]
    )
    assert f.state.order == ("ana", "bo")


@pytest.mark.parametrize(
    ("face", "name"),
    [
        (1, "lose_an_eye"),
        (2, "lose_an_arm_or_hand"),
        (3, "lose_foot_or_leg"),
        (4, "limp"),
        (5, "internal_injury"),
        (7, "internal_injury"),
        (8, "broken_ribs"),
        (10, "broken_ribs"),
        (11, "horrible_scar"),
        (13, "horrible_scar"),
        (14, "festering_wound"),
        (16, "festering_wound"),
        (17, "minor_scar"),
        (20, "minor_scar"),
    ],
)
def test_the_lingering_injuries_table(face: int, name: str) -> None:
    assert injury(face) == name


@pytest.mark.parametrize(
    ("face", "key"),
    [
        (1, "drop_to_0"),
        (2, "drop_to_0_stable"),
        (3, "drop_to_0_stable"),
        (4, "stunned"),
        (5, "stunned"),
        (6, "no_reactions_disadvantage"),
        (7, "no_reactions_disadvantage"),
        (8, "no_reactions"),
        (10, "no_reactions"),
    ],
)
def test_the_system_shock_table(face: int, key: str) -> None:
    assert effect(face) == key


def test_system_shock_triggers_at_half_the_maximum() -> None:
    assert triggers(15, 30) and not triggers(14, 30)  # the seed's example: 30 HP, 15 damage
    assert triggers(16, 31) and not triggers(15, 31)


def shock_fight() -> Fight:
    f = Fight(system_shock=True, lingering_injuries=True)
    f.add("ana", fighter(hp_max=30))  # CON 14, proficient: +4
    f.add("gob", goblin())
    f.do({"type": "roll_initiative"}, [20, 1])
    f.advance()
    return f


def test_system_shock_a_failed_dc_15_save_and_a_4_stuns_until_the_end_of_the_next_turn() -> None:
    f = shock_fight()
    ev = f.do(
        {"type": "dnd5e-2024.deal_damage", "target_id": "ana", "damage": [{"type": "fire", "amount": 15}]}, [10, 4]
    )  # 10 + 4 = 14 < 15; d10 = 4
    s = one(ev, "dnd5e-2024.system_shock_rolled")
    assert (s.save.total, s.success, s.face, s.effect) == (14, False, 4, "stunned")
    assert f.has("ana", "stunned")
    f.to_turn("ana")
    assert f.has("ana", "stunned")
    f.advance()
    assert not f.has("ana", "stunned")


def test_system_shock_a_2_drops_to_0_and_stable() -> None:
    f = shock_fight()
    f.do({"type": "dnd5e-2024.deal_damage", "target_id": "ana", "damage": [{"type": "fire", "amount": 15}]}, [1, 2])
    assert f.c("ana").resources["hp"].current == 0 and f.has("ana", "stable")


def test_system_shock_a_passed_save_does_nothing() -> None:
    f = shock_fight()
    ev = f.do({"type": "dnd5e-2024.deal_damage", "target_id": "ana", "damage": [{"type": "fire", "amount": 15}]}, [11])
    assert one(ev, "dnd5e-2024.system_shock_rolled").success


def test_a_critical_hit_prompts_a_lingering_injury_and_the_table_applies_it() -> None:
    f = shock_fight()
    f.advance()
    f.attack("gob", "ana", "Scimitar", [20, 1, 1])  # crit: 2d6 + 2 = 4
    assert f.has("ana", "injury_due")
    ev = f.do({"type": "dnd5e-2024.roll_lingering_injury", "combatant_id": "ana"}, [4])
    assert one(ev, "dnd5e-2024.lingering_injury_rolled").injury == "limp"
    assert f.has("ana", "injury_limp") and not f.has("ana", "injury_due")
    ev = f.to_turn("ana")
    assert one(ev, "dnd5e-2024.turn_budget_restored").movement_ft == 25


def test_a_lost_eye_gives_ranged_attacks_disadvantage() -> None:
    f = shock_fight()
    f.do({"type": "dnd5e-2024.roll_lingering_injury", "combatant_id": "ana"}, [1])
    a = one(f.attack("ana", "gob", "Longbow", [2, 3], distance_ft=30), "dnd5e-2024.attack_rolled")
    assert a.roll.disadvantage == ("lost an eye (003)",)


def test_options_are_refused_when_switched_off() -> None:
    f = Fight()
    f.add("ana", fighter())
    with pytest.raises(RuleViolation, match="lingering_injuries"):
        f.do({"type": "dnd5e-2024.roll_lingering_injury", "combatant_id": "ana"})


def test_morale_a_dc_10_wis_save_failed_means_flee_or_surrender_when_cornered() -> None:
    f = Fight(morale=True)
    f.add("gob", goblin())  # WIS 10: +0
    f.add("gob2", goblin())
    ev = f.do({"type": "dnd5e-2024.check_morale", "combatant_id": "gob", "trigger": "first_half_hp"}, [10])
    assert one(ev, "dnd5e-2024.morale_checked").result == "stand"
    ev = f.do(
        {
            "type": "dnd5e-2024.check_morale",
            "combatant_id": "gob",
            "trigger": "leader_down",
            "group": True,
            "overwhelming": True,
            "cornered": True,
        },
        [15, 9],
    )
    m = one(ev, "dnd5e-2024.morale_checked")
    assert (m.save.kept, m.result, m.combatant_ids) == (9, "surrender", ("gob", "gob2"))
    assert f.has("gob2", "surrendered")


def two(target: dict[str, Any] | None = None, **options: Any) -> Fight:
    f = Fight(**options)
    f.add("ana", fighter(), position={"x": 0, "y": 0})
    f.add("gob", target or goblin(hp_max=7), position={"x": 1, "y": 0})
    f.add("gob2", goblin(hp_max=7), position={"x": 0, "y": 1})  # clear of a Large/Huge gob's space
    f.do({"type": "roll_initiative"}, [20, 1, 2])
    f.advance()
    return f


def test_cleaving_carries_the_leftover_to_another_creature_the_roll_hits() -> None:
    f = two(cleaving=True)
    ev = f.attack("ana", "gob", "Longsword", [15, 8], cleave_into=["gob2"])  # 20 hits; 11 on 7 HP: 4 left
    rolled = of(ev, "dnd5e-2024.attack_rolled")
    assert [(a.target_id, a.kind, a.hit) for a in rolled] == [("gob", "melee", True), ("gob2", "cleave", True)]
    assert f.c("gob2").resources["hp"].current == 3


def test_the_one_cleaving_roll_meets_each_creatures_own_cover() -> None:
    # 15 + 5 = 20 hits the goblin (AC 15); gob2 behind three-quarters cover needs 15 + 5 = 20:
    # it is hit; with the same roll against half cover on a 14, 19 < 15 + 5 would not be
    f = two(cleaving=True)
    ev = f.attack(
        "ana",
        "gob",
        "Longsword",
        [15, 8],
        cleave_into=["gob2"],
        cleave_cover=[{"target_id": "gob2", "cover": "three_quarters"}],
    )
    rolled = of(ev, "dnd5e-2024.attack_rolled")
    assert [(a.target_id, a.cover, a.cover_bonus, a.hit) for a in rolled] == [
        ("gob", "none", 0, True),
        ("gob2", "three_quarters", 5, True),
    ]
    f = two(cleaving=True)
    ev = f.attack(
        "ana",
        "gob",
        "Longsword",
        [14, 8],
        cleave_into=["gob2"],
        cleave_cover=[{"target_id": "gob2", "cover": "three_quarters"}],
    )
    assert [(a.target_id, a.hit) for a in of(ev, "dnd5e-2024.attack_rolled")] == [("gob", True), ("gob2", False)]
    assert f.c("gob2").resources["hp"].current == 7


@pytest.mark.parametrize(
    ("cover", "error", "match"),
    [
        ([{"target_id": "gob2", "cover": "total"}], RuleViolation, "total cover: it cannot be in the cleave"),
        ([{"target_id": "gob", "cover": "half"}], InvalidCommand, "which is not in cleave_into"),
    ],
)
def test_cleave_cover_names_creatures_of_the_cleave_that_can_be_hit(
    cover: list[dict[str, str]], error: type[Exception], match: str
) -> None:
    f = two(cleaving=True)
    with pytest.raises(error, match=match):
        f.attack("ana", "gob", "Longsword", [15, 8], cleave_into=["gob2"], cleave_cover=cover)


def test_hitting_cover_a_creature_giving_cover_is_hit_when_the_roll_meets_its_ac() -> None:
    f = two(hitting_cover=True)
    ev = f.attack(
        "ana",
        "gob",
        "Longbow",
        [11, 5],
        cover="half",
        distance_ft=None,
        enemy_within_5ft=False,
        cover_creature_id="gob2",
    )  # 16: misses 15+2, hits gob2's 15
    rolled = of(ev, "dnd5e-2024.attack_rolled")
    assert [(a.target_id, a.hit) for a in rolled] == [("gob", False), ("gob2", True)]
    assert one(ev, "dnd5e-2024.damage_resolved").total == 8 and f.has("gob2", "dead")


def test_hitting_cover_an_object_giving_cover_is_recorded_as_struck() -> None:
    f = two(hitting_cover=True)
    ev = f.attack(
        "ana",
        "gob",
        "Longbow",
        [11],
        cover="half",
        distance_ft=None,
        enemy_within_5ft=False,
        cover_object="the overturned cart",
    )  # 16: misses 15+2
    hit = one(ev, "dnd5e-2024.cover_object_hit")
    assert (hit.cover_object, hit.roll) == ("the overturned cart", 16)
    with pytest.raises(InvalidCommand, match="not both"):
        two(hitting_cover=True).attack(
            "ana",
            "gob",
            "Longbow",
            [],
            cover="half",
            distance_ft=None,
            enemy_within_5ft=False,
            cover_object="cart",
            cover_creature_id="gob2",
        )


def test_mark_makes_an_opportunity_attack_free_with_advantage() -> None:
    f = two(mark=True)
    f.attack("ana", "gob", "Longsword", [2], mark=True)
    f.to_turn("gob")
    f.do({"type": "move_combatant", "combatant_id": "gob", "path": [{"x": 2, "y": 0}]})
    ev = f.do(
        {"type": "dnd5e-2024.opportunity_attack", "reactor_id": "ana", "target_id": "gob", "attack": "Longsword"},
        [3, 4],
    )
    assert one(ev, "dnd5e-2024.attack_rolled").roll.advantage == ("target marked (003)",)
    assert f.left("ana", "reaction") == 1


def test_overrun_and_tumble_are_contests_with_size_edges() -> None:
    f = two(goblin(hp_max=7, size="tiny"), overrun=True, tumble=True)
    ev = f.do(
        {"type": "dnd5e-2024.maneuver", "maneuver": "overrun", "attacker_id": "ana", "target_id": "gob"}, [3, 12, 10]
    )  # larger: advantage 12 + 5 = 17 vs 10 − 1 = 9
    c = one(ev, "dnd5e-2024.contest_rolled")
    assert (c.initiator.kept, c.initiator.advantage, c.initiator_wins) == (12, ("larger",), True)
    assert f.has("ana", "may_pass_gob")
    f.to_turn("ana")
    ev = f.do(
        {
            "type": "dnd5e-2024.maneuver",
            "maneuver": "tumble",
            "attacker_id": "ana",
            "target_id": "gob",
            "bonus_action": True,
        },
        [8, 10],
    )  # 8 + 2 = 10 vs 10 + 2 = 12: a loss
    assert one(ev, "dnd5e-2024.contest_rolled").initiator_wins is False


def test_disarm_an_attack_roll_against_a_check_and_the_item_drops() -> None:
    f = two(goblin(hp_max=7, size="large"), disarm=True)
    ev = f.do(
        {
            "type": "dnd5e-2024.maneuver",
            "maneuver": "disarm",
            "attacker_id": "ana",
            "target_id": "gob",
            "attack": "Longsword",
            "two_handed": True,
            "item": "greataxe",
        },
        [15, 9, 4, 18],
    )
    c = one(ev, "dnd5e-2024.contest_rolled")
    # two-handed grip: disadvantage 9 + 5 = 14; larger target: advantage 18 + 2 (Acrobatics) = 20
    assert (c.initiator.total, c.opponent.total, c.initiator_wins) == (14, 20, False)
    assert of(ev, "dnd5e-2024.item_dropped") == []


def test_climb_onto_a_bigger_creature_then_attacks_on_it_have_advantage() -> None:
    f = two(goblin(hp_max=40, size="huge"), climb_onto=True)
    f.do(
        {
            "type": "dnd5e-2024.maneuver",
            "maneuver": "climb_onto",
            "attacker_id": "ana",
            "target_id": "gob",
            "skill": "athletics",
        },
        [10, 5],
    )  # 15 vs 7
    assert f.has("ana", "climbing_on")
    f.to_turn("ana")
    a = one(f.attack("ana", "gob", "Longsword", [2, 3]), "dnd5e-2024.attack_rolled")
    assert a.roll.advantage == ("clinging to the target (003)",)


def test_shove_aside_is_a_contest_with_disadvantage() -> None:
    f = two(goblin(hp_max=7), shove_aside=True)
    ev = f.do(
        {
            "type": "dnd5e-2024.shove",
            "attacker_id": "ana",
            "target_id": "gob",
            "effect": "aside",
            "to": {"x": 1, "y": -1},
        },
        [15, 9, 3],
    )  # disadvantage 9 + 5 = 14 vs 3 + 2
    assert one(ev, "dnd5e-2024.contest_rolled").initiator.disadvantage == ("shove aside",)
    assert f.c("gob").position == Position(1, -1)


def test_re_marking_refreshes_the_mark_instead_of_stacking_a_twin() -> None:
    f = two(mark=True)
    f.attack("ana", "gob", "Longsword", [2], mark=True)  # round 1: until the end of ana's round-2 turn
    f.to_turn("ana")
    f.attack("ana", "gob", "Longsword", [2], mark=True)  # round 2: refreshed to her round-3 turn
    assert [k.id for k in f.c("gob").conditions].count("marked_by_ana") == 1
    f.advance()  # the end of ana's round-2 turn
    assert f.has("gob", "marked_by_ana")
    f.to_turn("ana")
    f.advance()
    assert not f.has("gob", "marked_by_ana")


def test_disarm_checks_reach_weighs_conditions_and_the_item_must_be_picked_up() -> None:
    f = two(disarm=True)
    f.do({"type": "place_combatant", "combatant_id": "gob2", "position": {"x": 4, "y": 0}})
    with pytest.raises(RuleViolation, match="reaches"):
        f.do(
            {
                "type": "dnd5e-2024.maneuver",
                "maneuver": "disarm",
                "attacker_id": "ana",
                "target_id": "gob2",
                "attack": "Longsword",
            }
        )
    f.do({"type": "dnd5e-2024.apply_condition", "target_id": "ana", "condition": "poisoned"})
    ev = f.do(
        {
            "type": "dnd5e-2024.maneuver",
            "maneuver": "disarm",
            "attacker_id": "ana",
            "target_id": "gob",
            "attack": "Longsword",
            "item": "Scimitar",
        },
        [15, 9, 4, 8],
    )
    c = one(ev, "dnd5e-2024.contest_rolled")
    # poisoned: disadvantage 9 + 5 = 14 against the smaller goblin's Acrobatics (disadvantage) 4 + 2
    assert (c.initiator.disadvantage, c.initiator.total, c.opponent.total, c.initiator_wins) == (
        ("attacker poisoned",),
        14,
        6,
        True,
    )
    assert one(ev, "dnd5e-2024.item_dropped").item == "Scimitar"
    f.to_turn("gob")
    with pytest.raises(RuleViolation, match="dropped its Scimitar"):
        f.attack("gob", "ana", "Scimitar", [10, 3])
    f.do({"type": "dnd5e-2024.interact", "combatant_id": "gob", "detail": "pick up the scimitar"})
    assert one(f.attack("gob", "ana", "Scimitar", [10]), "dnd5e-2024.attack_rolled").natural == 10  # 14: a miss
