"""Zones and conjurations (004 §区域攻击: an area that lasts, 魔法雾墙; PHB 2008, Zone and
Conjuration keywords; Rules Compendium, Zones, Conjurations): made by a power hit or miss, on
the state as a condition on the creator with its squares; hurting whoever enters or starts
its turn in it, once a turn; sustained and moved; ending when not sustained, when its creator
dies, with undo; a conjuration attacks from its own square; difficult and obscuring zones;
a carry-over leaves them on the old map."""

from __future__ import annotations

from typing import Any

import pytest
from tests.integration.dnd4e_blocks import FIGHTER, GOBLIN, WIZARD
from tests.unit.table import Table

from fray.domain.dice import ScriptedDice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import CombatantMoved, Position
from fray.rules.dnd4e.events import Dnd4eAttackRolled, Dnd4eDamageResolved, ZoneCreated, ZoneTriggered
from fray.service_layer.handler import CommandResult

CLOUD: dict[str, Any] = {
    "name": "Stinking Cloud",
    "usage": "daily",
    "kind": "area",
    "area": "burst",
    "size": 2,
    "range": 10,
    "ability": "intelligence",
    "defence": "fortitude",
    "damage": "1d10",
    "damage_types": ["poison"],
    "zone": {
        "duration": "sustain_minor",
        "damage": "1d10",
        "damage_types": ["poison"],
        "damage_ability": True,
        "concealment": "total",
        "move": 3,
    },
}
MALYS: dict[str, Any] = {**WIZARD, "powers": [*WIZARD["powers"], CLOUD]}
ZONE = "zone:stinking-cloud"


def ev(out: CommandResult, kind: type) -> list[Any]:
    return [e.data for e in out.events if isinstance(e.data, kind)]


def cloud_table(dice: list[int]) -> Table:
    """Malys at (0, 0) acts first, then the goblin Skulk at (9, 0), then Cutter at (6, 0)."""
    t = Table("dnd4e", ScriptedDice([20, 1, 2, *dice]))  # initiative: Malys 23, Cutter 4, Skulk 5
    t.do({"type": "dnd4e.add_combatant", "name": "Malys", "stats": MALYS, "position": {"x": 0, "y": 0}})
    for name, x in (("Cutter", 6), ("Skulk", 9)):
        t.do({"type": "dnd4e.add_combatant", "name": name, "stats": GOBLIN, "position": {"x": x, "y": 0}})
    t.do({"type": "start_fight"})
    assert t.state.order == ("malys", "skulk", "cutter")
    return t


def cast(t: Table) -> CommandResult:
    return t.do(
        {"type": "dnd4e.use_power", "caster_id": "malys", "power": "Stinking Cloud", "origin": {"x": 6, "y": 0}}
    )


def test_a_zone_is_made_hit_or_miss_and_shown_on_its_creator_with_its_squares() -> None:
    t = cloud_table([2])  # Int vs Fortitude: 2 + 5 = 7 misses Cutter
    out = cast(t)
    assert not ev(out, Dnd4eAttackRolled)[0].result.hit
    [made] = ev(out, ZoneCreated)
    assert (made.kind, made.zone_id, len(made.squares)) == ("zone", ZONE, 25)
    zone = t.who("malys").has(ZONE)
    assert zone is not None and zone.name == "zone: Stinking Cloud" and Position(4, -2) in zone.area
    assert zone.lasts_while is not None and zone.lasts_while.condition_id == "sustain:stinking-cloud"
    assert t.state == t.folded()
    t.do({"type": "undo"})
    assert t.who("malys").has(ZONE) is None


def test_entering_or_starting_a_turn_in_it_hurts_once_a_turn() -> None:
    # miss Cutter (2); Skulk walks in: 1d10 3 + INT 4 = 7 poison; out and in again: nothing more;
    # Cutter starts its turn inside: 6 + 4 = 10
    t = cloud_table([2, 3, 6])
    cast(t)
    t.do({"type": "advance_turn"})
    out = t.do({"type": "move_combatant", "combatant_id": "skulk", "path": [{"x": 8, "y": 0}]})
    [hit] = ev(out, ZoneTriggered)
    assert (hit.combatant_id, hit.trigger, hit.damage.total if hit.damage else None) == ("skulk", "enter", 3)
    assert [d.taken.total for d in ev(out, Dnd4eDamageResolved)] == [7]
    again = t.do({"type": "move_combatant", "combatant_id": "skulk", "path": [{"x": 9, "y": 0}, {"x": 8, "y": 1}]})
    assert ev(again, ZoneTriggered) == []
    out = t.do({"type": "advance_turn"})
    assert [(z.combatant_id, z.trigger) for z in ev(out, ZoneTriggered)] == [("cutter", "start_of_turn")]
    assert t.who("cutter").resources["hp"].current == 24 - 10 and t.who("skulk").resources["hp"].current == 17


def test_sustained_and_moved_it_goes_with_its_shape_and_unsustained_it_ends() -> None:
    t = cloud_table([2, 3, 6])
    cast(t)
    for _ in range(3):
        t.do({"type": "advance_turn"})  # Skulk, Cutter (6 + 4 at its start), Malys again
    assert t.state.turn == "malys"
    with pytest.raises(RuleViolation, match="moves 3 squares at a time, not 4"):
        t.do(
            {
                "type": "dnd4e.sustain",
                "combatant_id": "malys",
                "condition_id": "Stinking Cloud",
                "move_to": {"x": 2, "y": 0},
            }
        )
    out = t.do(
        {
            "type": "dnd4e.sustain",
            "combatant_id": "malys",
            "condition_id": "Stinking Cloud",
            "move_to": {"x": 3, "y": 0},
        }
    )
    zone = t.who("malys").has(ZONE)
    assert zone is not None and min(p.x for p in zone.area) == 1 and max(p.x for p in zone.area) == 5
    assert ev(out, ZoneTriggered) == []  # moved over nobody; a zone moved onto one is not entered
    for _ in range(3):
        t.do({"type": "advance_turn"})  # round 3, Malys's turn: not sustained this time
    t.do({"type": "advance_turn"})
    assert t.who("malys").has(ZONE) is None


def test_the_zone_ends_when_its_creator_dies() -> None:
    t = cloud_table([2])
    cast(t)
    t.do({"type": "correct_combatant", "target_id": "malys", "current": -13})
    assert t.who("malys").status == "dead" and t.who("malys").has(ZONE) is None


def test_a_target_in_the_cloud_has_total_concealment_from_a_ranged_attack() -> None:
    # the cloud misses Cutter (2); Magic Missile at Cutter inside it: 15 + 5 − 5 = 15 vs Reflex 14
    t = cloud_table([2, 1, 15, 1, 1])
    cast(t)
    t.do({"type": "advance_turn"})
    t.do({"type": "advance_turn"})  # Cutter: 1 + 4 at its start
    t.do({"type": "advance_turn"})
    out = t.do({"type": "dnd4e.attack", "attacker_id": "malys", "target_id": "cutter", "power": "Magic Missile"})
    [roll] = ev(out, Dnd4eAttackRolled)
    assert ("concealment", -5) in [(p.label, p.value) for p in roll.result.bonus.parts]


def test_a_push_into_the_zone_is_entering_it() -> None:
    fighter = {**FIGHTER, "powers": [*FIGHTER["powers"]]}
    t = cloud_table([2, 5])
    t.do({"type": "dnd4e.add_combatant", "name": "Brandis", "stats": fighter, "position": {"x": 9, "y": 1}})
    cast(t)
    out = t.do(
        {
            "type": "dnd4e.forced_movement",
            "target_id": "skulk",
            "by": "brandis",
            "kind": "slide",
            "distance": 1,
            "path": [{"x": 8, "y": 0}],
        }
    )
    assert [(z.combatant_id, z.trigger) for z in ev(out, ZoneTriggered)] == [("skulk", "enter")]


GROUND: dict[str, Any] = {
    "name": "Grasping Earth",
    "kind": "area",
    "area": "burst",
    "size": 1,
    "range": 10,
    "zone": {"duration": "end_of_encounter", "difficult": True, "triggers": [], "affects": "enemies"},
}
SHELTER: dict[str, Any] = {
    "name": "Shelter",
    "action": "minor",
    "kind": "close",
    "area": "burst",
    "size": 1,
    "includes_user": True,
    "zone": {
        "duration": "end_of_next_turn",
        "triggers": [],
        "affects": "allies",
        "modifiers": [{"applies_to": "ac", "amount": 2, "bonus_type": "power"}],
    },
}


def maker_table(goblin_at: tuple[int, int]) -> Table:
    maker = {**WIZARD, "powers": [*WIZARD["powers"], GROUND, SHELTER]}
    t = Table("dnd4e", ScriptedDice([20, 1, 10, 3]))
    t.do({"type": "dnd4e.add_combatant", "name": "Malys", "stats": maker, "position": {"x": 0, "y": 0}})
    x, y = goblin_at
    t.do({"type": "dnd4e.add_combatant", "name": "Goblin", "stats": GOBLIN, "position": {"x": x, "y": y}})
    t.do({"type": "start_fight"})
    return t


def test_a_zone_without_an_attack_is_difficult_ground_for_those_it_affects() -> None:
    t = maker_table((6, 0))
    out = t.do({"type": "dnd4e.use_power", "caster_id": "malys", "power": "Grasping Earth", "origin": {"x": 6, "y": 3}})
    assert ev(out, Dnd4eAttackRolled) == [] and len(ev(out, ZoneCreated)[0].squares) == 9
    t.do({"type": "advance_turn"})
    out = t.do({"type": "move_combatant", "combatant_id": "goblin", "path": [{"x": 6, "y": 1}, {"x": 6, "y": 2}]})
    assert [e.data.cost_ft for e in out.events if isinstance(e.data, CombatantMoved)] == [5 + 10]
    with pytest.raises(RuleViolation, match="difficult ground in a zone"):
        t.do({"type": "move_combatant", "combatant_id": "goblin", "path": [{"x": 6, "y": 3}, {"x": 6, "y": 4}]})


def test_a_zone_for_allies_gives_them_its_bonus_while_inside() -> None:
    t = maker_table((2, 0))
    with pytest.raises(InvalidCommand, match="makes no attack"):
        t.do({"type": "dnd4e.use_power", "caster_id": "malys", "power": "Shelter", "target_ids": ["goblin"]})
    t.do({"type": "dnd4e.use_power", "caster_id": "malys", "power": "Shelter"})
    t.do({"type": "advance_turn"})
    t.do({"type": "move_combatant", "combatant_id": "goblin", "path": [{"x": 1, "y": 0}]})
    out = t.do({"type": "dnd4e.attack", "attacker_id": "goblin", "target_id": "malys", "power": "Spear"})
    [roll] = ev(out, Dnd4eAttackRolled)
    assert roll.defence.total == 15 + 2  # Shelter's +2 power bonus to AC for an ally inside


SPIRIT: dict[str, Any] = {
    "name": "Spiritual Weapon",
    "usage": "daily",
    "kind": "ranged",
    "range": 10,
    "zone": {"kind": "conjuration", "duration": "sustain_minor", "triggers": [], "move": 6, "move_action": "move"},
}
STRIKE: dict[str, Any] = {"name": "Weapon Strike", "kind": "melee", "ability": "wisdom", "damage": "1d10"}


def test_a_conjuration_attacks_from_its_square_and_moves_with_a_move_action() -> None:
    cleric = {**FIGHTER, "abilities": {"wisdom": 16}, "powers": [SPIRIT, {**STRIKE, "action": "minor"}]}
    t = Table("dnd4e", ScriptedDice([20, 1, 15, 4]))
    t.do({"type": "dnd4e.add_combatant", "name": "Theren", "stats": cleric, "position": {"x": 0, "y": 0}})
    t.do({"type": "dnd4e.add_combatant", "name": "Goblin", "stats": GOBLIN, "position": {"x": 8, "y": 0}})
    t.do({"type": "start_fight"})
    with pytest.raises(RuleViolation, match="reaches 10"):
        t.do(
            {"type": "dnd4e.use_power", "caster_id": "theren", "power": "Spiritual Weapon", "origin": {"x": 11, "y": 0}}
        )
    out = t.do(
        {"type": "dnd4e.use_power", "caster_id": "theren", "power": "Spiritual Weapon", "origin": {"x": 6, "y": 0}}
    )
    assert ev(out, ZoneCreated)[0].kind == "conjuration"
    with pytest.raises(RuleViolation, match="reaches 1"):
        t.do({"type": "dnd4e.attack", "attacker_id": "theren", "target_id": "goblin", "power": "Weapon Strike"})
    t.do({"type": "dnd4e.move_zone", "combatant_id": "theren", "zone": "Spiritual Weapon", "to": {"x": 7, "y": 0}})
    assert t.who("theren").spent.get("move") == 1
    out = t.do(
        {
            "type": "dnd4e.attack",
            "attacker_id": "theren",
            "target_id": "goblin",
            "power": "Weapon Strike",
            "from_zone": "Spiritual Weapon",
        }
    )
    [roll] = ev(out, Dnd4eAttackRolled)
    assert roll.result.hit and t.who("goblin").resources["hp"].current == 24 - (4 + 3)


def test_a_carry_over_leaves_the_zones_on_the_old_map() -> None:
    t = cloud_table([2])
    cast(t)
    carried = t.carry(("malys",))
    assert carried.who("malys").has(ZONE) is None
