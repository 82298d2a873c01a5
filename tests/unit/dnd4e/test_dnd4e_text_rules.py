"""Rules of the 4e text brought through the API in issue 21 (004_e86ae0a0322fa3b5.txt): a
coup de grace on the helpless is a critical hit (§状态 无助; §重击: 当你做出致命一击时，这次
攻击自动视为重击) and kills on damage of at least the bloodied value (PHB 2008 p. 288); a
power's damage type changed (§伤害类型); a square attacked instead of a creature (§目标选定);
dropping prone as a minor action (§状态 倒地); one piece of ammunition per target (§远程攻击);
a solid wall never on an occupied square (§效果区域 墙)."""

from __future__ import annotations

from typing import Any

import pytest
from tests.integration.dnd4e_blocks import FIGHTER, GOBLIN, IMP, OGRE, WIZARD
from tests.unit.table import Table

from fray.domain.dice import ScriptedDice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.rules.dnd4e.events import (
    CoupDeGraced,
    DamageRolled,
    Dnd4eAttackRolled,
    Dnd4eDamageResolved,
    PowerUsed,
    SquareAttacked,
)
from fray.service_layer.handler import CommandResult


def ev(out: CommandResult, kind: type) -> list[Any]:
    return [e.data for e in out.events if isinstance(e.data, kind)]


def duel(other: dict[str, Any], dice: list[int], at: tuple[int, int] = (1, 0), first: str = "brandis") -> Table:
    """Brandis at (0, 0) and ``other`` at ``at``; ``first`` acts first."""
    t = Table("dnd4e", ScriptedDice([20, 1, *dice] if first == "brandis" else [1, 20, *dice]))
    t.do({"type": "dnd4e.add_combatant", "name": "Brandis", "stats": FIGHTER, "position": {"x": 0, "y": 0}})
    x, y = at
    t.do({"type": "dnd4e.add_combatant", "name": "Other", "stats": other, "position": {"x": x, "y": y}})
    t.do({"type": "start_fight"})
    assert t.state.turn == first
    return t


def test_a_coup_de_grace_is_a_critical_hit_and_kills_on_the_bloodied_value() -> None:
    # the goblin asleep (unconscious: helpless, −5 to its defences); 3 + 8 = 11 hits AC 16 − 5;
    # a critical: 8 + 4 = 12, the goblin's bloodied value: it dies
    t = duel(GOBLIN, [3])
    t.do({"type": "dnd4e.apply_condition", "target_id": "other", "condition": "unconscious"})
    out = t.do(
        {
            "type": "dnd4e.attack",
            "attacker_id": "brandis",
            "target_id": "other",
            "power": "Cleave",
            "coup_de_grace": True,
        }
    )
    [roll] = ev(out, Dnd4eAttackRolled)
    assert (roll.result.face, roll.result.hit, roll.result.critical) == (3, True, True)
    [coup] = ev(out, CoupDeGraced)
    assert (coup.damage, coup.bloodied, coup.killed) == (12, 12, True)
    assert t.who("other").status == "dead"


def test_a_coup_de_grace_under_the_bloodied_value_leaves_a_character_dying() -> None:
    # the goblin's Spear on Malys, dying at −2: 5 + 6 hits; a critical 6 + 2 = 8 < 13: still dying
    t = duel(GOBLIN, [5], first="other")
    t.do({"type": "dnd4e.add_combatant", "name": "Malys", "stats": WIZARD, "position": {"x": 2, "y": 0}})
    t.do({"type": "correct_combatant", "target_id": "malys", "current": -2})
    out = t.do(
        {"type": "dnd4e.attack", "attacker_id": "other", "target_id": "malys", "power": "Spear", "coup_de_grace": True}
    )
    assert [(c.damage, c.killed) for c in ev(out, CoupDeGraced)] == [(8, False)]
    assert (t.who("malys").resources["hp"].current, t.who("malys").status) == (-10, "dying")


def test_an_ogres_coup_de_grace_kills_the_dying() -> None:
    t = duel(OGRE, [2], at=(1, 0), first="other")
    t.do({"type": "correct_combatant", "target_id": "brandis", "current": -1})
    out = t.do(
        {
            "type": "dnd4e.attack",
            "attacker_id": "other",
            "target_id": "brandis",
            "power": "Greatclub",
            "coup_de_grace": True,
        }
    )
    assert [(c.damage, c.killed) for c in ev(out, CoupDeGraced)] == [(25, True)]
    assert t.who("brandis").status == "dead" and t.who("brandis").resources["hp"].current == -20


@pytest.mark.parametrize(
    ("setup", "match"),
    [
        ([], "not helpless"),
        ([{"type": "place_combatant", "combatant_id": "other", "position": {"x": 5, "y": 0}}], "not next to Brandis"),
    ],
)
def test_a_coup_de_grace_needs_a_helpless_enemy_within_reach(setup: list[dict[str, Any]], match: str) -> None:
    t = duel(GOBLIN, [10])
    t.do({"type": "dnd4e.apply_condition", "target_id": "other", "condition": "slowed"})
    for body in setup:
        t.do({"type": "dnd4e.apply_condition", "target_id": "other", "condition": "unconscious"})
        t.do(body)
    with pytest.raises(RuleViolation, match=match):
        t.do(
            {
                "type": "dnd4e.attack",
                "attacker_id": "brandis",
                "target_id": "other",
                "power": "Cleave",
                "coup_de_grace": True,
            }
        )


def test_a_ray_of_frost_through_a_flaming_staff_is_fire_and_meets_fire_resistance() -> None:
    # 004 §伤害类型: the ray loses cold and gains fire; the imp resists fire 15
    t = Table("dnd4e", ScriptedDice([20, 1, 15, 6]))
    t.do({"type": "dnd4e.add_combatant", "name": "Malys", "stats": WIZARD, "position": {"x": 0, "y": 0}})
    t.do({"type": "dnd4e.add_combatant", "name": "Imp", "stats": IMP, "position": {"x": 4, "y": 0}})
    t.do({"type": "start_fight"})
    out = t.do(
        {
            "type": "dnd4e.attack",
            "attacker_id": "malys",
            "target_id": "imp",
            "power": "Ray of Frost",
            "damage_type": "fire",
        }
    )
    [used] = ev(out, PowerUsed)
    assert used.damage_types == ("fire",)
    assert [p.types for p in ev(out, DamageRolled)[0].roll.portions] == [("fire",)]
    [taken] = ev(out, Dnd4eDamageResolved)
    assert (taken.taken.portions[0].resisted, taken.taken.total) == (15, 0)


def test_a_square_is_attacked_and_the_creature_on_it_is_hit_or_nobody_is() -> None:
    t = duel(GOBLIN, [12, 4])
    out = t.do({"type": "dnd4e.attack", "attacker_id": "brandis", "target_square": {"x": 1, "y": 0}, "power": "Cleave"})
    assert [r.target_id for r in ev(out, Dnd4eAttackRolled)] == ["other"]
    t.do({"type": "advance_turn"})
    t.do({"type": "advance_turn"})
    out = t.do({"type": "dnd4e.attack", "attacker_id": "brandis", "target_square": {"x": 1, "y": 1}, "power": "Cleave"})
    assert ev(out, Dnd4eAttackRolled) == [] and [s.square.y for s in ev(out, SquareAttacked)] == [1]
    assert t.who("brandis").spent.get("standard") == 1
    with pytest.raises(InvalidCommand, match="one of them"):
        t.do({"type": "dnd4e.attack", "attacker_id": "brandis", "power": "Cleave"})


def test_dropping_prone_is_a_minor_action() -> None:
    t = duel(GOBLIN, [])
    t.do({"type": "dnd4e.drop_prone", "combatant_id": "brandis"})
    assert "prone" in t.ids("brandis") and t.who("brandis").spent == {"minor": 1}
    with pytest.raises(RuleViolation, match="prone already"):
        t.do({"type": "dnd4e.drop_prone", "combatant_id": "brandis"})


ARCHER: dict[str, Any] = {
    **FIGHTER,
    "ammunition": 3,
    "powers": [
        {
            "name": "Longbow",
            "kind": "ranged",
            "range": 20,
            "long_range": 40,
            "weapon": "1d10",
            "weapon_multiplier": 1,
            "ability": "dexterity",
            "ammunition": True,
        },
        {
            "name": "Twin Shot",
            "kind": "ranged",
            "range": 20,
            "weapon": "1d10",
            "weapon_multiplier": 1,
            "ability": "dexterity",
            "ammunition": True,
            "action": "minor",
        },
    ],
}


def test_each_target_takes_a_piece_of_ammunition() -> None:
    t = Table("dnd4e", ScriptedDice([20, 1, 1, 5, 6, 1, 1, 1]))  # the goblins roll off 5, 6; every attack a 1
    t.do({"type": "dnd4e.add_combatant", "name": "Arra", "stats": ARCHER, "position": {"x": 0, "y": 0}})
    for i in (1, 2):
        t.do({"type": "dnd4e.add_combatant", "name": f"G{i}", "stats": GOBLIN, "position": {"x": 5, "y": i}})
    t.do({"type": "start_fight"})
    t.do({"type": "dnd4e.use_power", "caster_id": "arra", "power": "Twin Shot", "target_ids": ["g1", "g2"]})
    assert t.who("arra").resources["ammunition"].current == 1
    t.do({"type": "dnd4e.attack", "attacker_id": "arra", "target_id": "g1", "power": "Longbow"})
    assert t.who("arra").resources["ammunition"].current == 0
    t.do({"type": "dnd4e.spend_action_point", "combatant_id": "arra"})
    with pytest.raises(RuleViolation, match="0 pieces of ammunition left"):
        t.do({"type": "dnd4e.attack", "attacker_id": "arra", "target_id": "g1", "power": "Longbow"})


def test_a_solid_wall_cannot_fill_an_occupied_square() -> None:
    ice = {
        "name": "Wall of Ice",
        "kind": "area",
        "area": "wall",
        "size": 3,
        "range": 10,
        "keywords": ["solid"],
        "zone": {"duration": "end_of_encounter", "triggers": []},
    }
    t = Table("dnd4e", ScriptedDice([20, 1]))
    t.do(
        {
            "type": "dnd4e.add_combatant",
            "name": "Malys",
            "stats": {**WIZARD, "powers": [ice]},
            "position": {"x": 0, "y": 0},
        }
    )
    t.do({"type": "dnd4e.add_combatant", "name": "Goblin", "stats": GOBLIN, "position": {"x": 3, "y": 1}})
    t.do({"type": "start_fight"})
    wall = [{"x": 3, "y": 0}, {"x": 3, "y": 1}, {"x": 3, "y": 2}]
    with pytest.raises(RuleViolation, match="solid wall cannot fill occupied squares"):
        t.do({"type": "dnd4e.use_power", "caster_id": "malys", "power": "Wall of Ice", "wall": wall})
    t.do(
        {
            "type": "dnd4e.use_power",
            "caster_id": "malys",
            "power": "Wall of Ice",
            "wall": [{"x": 2, "y": 0}, {"x": 2, "y": 1}, {"x": 2, "y": 2}],
        }
    )
    assert t.who("malys").has("zone:wall-of-ice") is not None
