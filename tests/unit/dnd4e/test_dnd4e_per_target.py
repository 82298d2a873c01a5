"""Bonuses, penalties and combat advantage that differ per target of one attack (004
§攻击加值, the text's own example): Malys, a level 7 tiefling wizard, fireballs three enemies
with Intelligence against Reflex at +10 each (half his level +3, Intelligence +5, Hellfire
Blood +1 feat, his +1 wand +1 enhancement), +2 against one of them from Wand of Accuracy and
+1 against any bloodied one from Bloodhunt (racial). One damage roll for all (004 §区域攻击),
its bonuses per target; an area attack ignores concealment (004 §区域攻击)."""

from __future__ import annotations

from typing import Any

import pytest
from tests.integration.dnd4e_blocks import FIGHTER, GOBLIN
from tests.unit.table import Table

from fray.domain.dice import ScriptedDice
from fray.domain.errors import InvalidCommand
from fray.domain.events import known
from fray.rules.dnd4e.events import DamageRolled, Dnd4eAttackRolled, Dnd4eDamageResolved
from fray.service_layer.handler import CommandResult

MALYS: dict[str, Any] = {
    "level": 7,
    "hp_max": 40,
    "surges": 6,
    "abilities": {"intelligence": 20, "dexterity": 14},
    "powers": [
        {
            "name": "Fireball",
            "kind": "area",
            "area": "burst",
            "size": 3,
            "range": 20,
            "ability": "intelligence",
            "defence": "reflex",
            "damage": "3d6",
            "damage_types": ["fire"],
            "attack_modifiers": [
                {"value": 1, "source": "Hellfire Blood", "type": "feat"},
                {"value": 1, "source": "+1 wand", "type": "enhancement"},
            ],
        }
    ],
}
WAND = {"value": 2, "source": "Wand of Accuracy"}
BLOODHUNT = {"value": 1, "source": "Bloodhunt", "type": "racial"}


def fireball_table() -> Table:
    """Malys at (0, 0) acts first; three goblins around (10, 0), the second bloodied."""
    t = Table("dnd4e", ScriptedDice([20, 1, 1, 1, 5, 6, 7, 10, 10, 10, 3, 4, 5]))
    t.do({"type": "dnd4e.add_combatant", "name": "Malys", "stats": MALYS, "position": {"x": 0, "y": 0}})
    for i, (x, y) in enumerate([(10, 0), (11, 0), (10, 1)], start=1):
        t.do(
            {
                "type": "dnd4e.add_combatant",
                "name": f"Goblin {i}",
                "combatant_id": f"g{i}",
                "stats": GOBLIN,
                "position": {"x": x, "y": y},
            }
        )
    t.do({"type": "apply_damage", "target_id": "g2", "amount": 12})  # 12 of 24: bloodied
    t.do({"type": "start_fight"})
    assert t.state.turn == "malys"
    return t


def fireball(t: Table, **more: Any) -> CommandResult:
    return t.do(
        {
            "type": "dnd4e.use_power",
            "caster_id": "malys",
            "power": "Fireball",
            "origin": {"x": 10, "y": 0},
            "against": [{"target_id": "g1", "bonuses": [WAND]}, {"bloodied": True, "bonuses": [BLOODHUNT]}],
            **more,
        }
    )


def test_malys_fireball_plus_10_each_plus_2_against_one_plus_1_against_the_bloodied() -> None:
    out = fireball(fireball_table())
    rolls = {e.data.target_id: e.data for e in out.events if isinstance(e.data, Dnd4eAttackRolled)}
    assert {cid: known(r.result.bonus).total for cid, r in rolls.items()} == {"g1": 12, "g2": 11, "g3": 10}
    counted = [(p.label, p.value) for p in known(rolls["g1"].result.bonus).parts if p.counted]
    assert counted == [
        ("half level", 3),
        ("INT modifier", 5),
        ("Hellfire Blood", 1),
        ("+1 wand", 1),
        ("Wand of Accuracy", 2),
    ]
    assert ("Bloodhunt", 1) in [(p.label, p.value) for p in known(rolls["g2"].result.bonus).parts]
    assert [len(known(r.result.bonus).parts) for r in rolls.values()] == [5, 5, 4]


def test_one_damage_roll_for_all_with_each_targets_own_damage_bonus() -> None:
    out = fireball(
        fireball_table(),
        against=[{"bloodied": True, "damage_bonuses": [{"value": 2, "source": "Bloodhunt damage"}]}],
    )
    dealt = [e.data for e in out.events if isinstance(e.data, DamageRolled)]
    assert [(d.targets, d.roll.portions[0].faces, d.roll.total) for d in dealt] == [
        (("g1", "g3"), (3, 4, 5), 12 + 5),
        (("g2",), (3, 4, 5), 12 + 5 + 2),
    ]
    taken = {e.data.target_id: e.data.taken.total for e in out.events if isinstance(e.data, Dnd4eDamageResolved)}
    assert taken == {"g1": 17, "g2": 19, "g3": 17}


def test_combat_advantage_against_one_target_only() -> None:
    out = fireball(fireball_table(), against=[{"target_id": "g3", "combat_advantage": True}])
    rolls = {e.data.target_id: e.data for e in out.events if isinstance(e.data, Dnd4eAttackRolled)}
    assert {cid: (known(r.result.bonus).total, r.combat_advantage) for cid, r in rolls.items()} == {
        "g1": (10, ()),
        "g2": (10, ()),
        "g3": (12, ("stated",)),
    }


@pytest.mark.parametrize(
    ("against", "match"),
    [
        ([{"target_id": "brandis", "bonuses": [WAND]}], "'brandis' is not a target of this attack"),
        ([{"bonuses": [WAND]}], "names a target_id, or says bloodied"),
    ],
)
def test_terms_for_no_target_are_refused(against: list[dict[str, Any]], match: str) -> None:
    t = fireball_table()
    t.do({"type": "dnd4e.add_combatant", "name": "Brandis", "stats": FIGHTER, "position": {"x": 1, "y": 5}})
    with pytest.raises(InvalidCommand, match=match):
        fireball(t, against=against)


def test_an_area_attack_ignores_concealment_so_stating_it_is_refused() -> None:
    with pytest.raises(InvalidCommand, match="concealment between its origin square and the targets"):
        fireball(fireball_table(), concealment="partial")


def test_a_melee_attack_gets_a_bonus_against_a_bloodied_target_only_while_it_is() -> None:
    t = Table("dnd4e", ScriptedDice([20, 1, 10, 4, 10, 4]))
    t.do({"type": "dnd4e.add_combatant", "name": "Brandis", "stats": FIGHTER, "position": {"x": 0, "y": 0}})
    t.do({"type": "dnd4e.add_combatant", "name": "Goblin", "stats": GOBLIN, "position": {"x": 1, "y": 0}})
    t.do({"type": "start_fight"})
    body = {
        "type": "dnd4e.attack",
        "attacker_id": "brandis",
        "target_id": "goblin",
        "power": "Melee Basic Attack",
        "against": [{"bloodied": True, "bonuses": [BLOODHUNT]}],
    }
    first = next(e.data for e in t.do(body).events if isinstance(e.data, Dnd4eAttackRolled))
    assert known(first.result.bonus).total == 8  # the goblin was unhurt
    t.do({"type": "apply_damage", "target_id": "goblin", "amount": 10})
    t.do({"type": "advance_turn"})
    t.do({"type": "advance_turn"})
    second = next(e.data for e in t.do(body).events if isinstance(e.data, Dnd4eAttackRolled))
    assert known(second.result.bonus).total == 9  # bloodied now: +1
