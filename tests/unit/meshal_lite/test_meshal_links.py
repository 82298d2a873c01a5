"""Meshal Lite: a creature that falls unconscious falls prone at once, however its pool
emptied (001_5f4122b8a83d6727.txt §昏迷Unconsciousness与死亡Death: 陷入昏迷将使你立即倒地); and
nothing a creature caused hangs on it (DECISION, ``fray.domain.links``): the marker of a
hostile hit stays whatever becomes of the attacker."""

from __future__ import annotations

from typing import Any

import pytest
from tests.unit.table import Table

from fray.demo.meshal_cast import KNIGHT, WOLF
from fray.domain.dice import ScriptedDice

WAYS: dict[str, dict[str, Any]] = {
    "damage by hand": {"type": "apply_damage", "target_id": "wolf", "amount": 4, "track": "might"},
    "correction": {"type": "correct_combatant", "target_id": "wolf", "track": "might", "current": 0},
}


def table() -> Table:
    t = Table("meshal-lite", ScriptedDice([2] * 40), {"defence_timing": "with_attack"})  # every die a 2: two points
    t.do({"type": "meshal-lite.add_creature", "sheet": KNIGHT, "side": "party", "position": {"x": 0, "y": 0}})
    t.do({"type": "meshal-lite.add_creature", "sheet": WOLF, "side": "foes", "position": {"x": 1, "y": 0}})
    return t


@pytest.mark.parametrize("way", list(WAYS))
def test_an_unconscious_creature_is_prone_however_its_pool_emptied(way: str) -> None:
    t = table()
    t.do(WAYS[way])
    assert t.who("wolf").status == "down" and "prone" in t.ids("wolf")
    t.do({"type": "undo"})
    assert t.who("wolf").status == "active" and "prone" not in t.ids("wolf")
    t.do({"type": "redo"})
    assert "prone" in t.ids("wolf") and t.state == t.folded()


@pytest.mark.parametrize(
    "way",
    [
        {"type": "correct_combatant", "target_id": "knight", "track": "might", "current": 0},
        {"type": "remove_combatant", "combatant_id": "knight"},
    ],
)
def test_the_marker_of_a_hit_stays_whatever_becomes_of_the_attacker(way: dict[str, Any]) -> None:
    t = table()
    t.do(
        {
            "type": "meshal-lite.attack",
            "attacker_id": "knight",
            "target_id": "wolf",
            "attack": "sword",
            "unseen": True,
            "reaction": True,
        }
    )
    assert "hit_this_round" in t.ids("wolf")
    t.do(way)
    assert "hit_this_round" in t.ids("wolf") and t.state == t.folded()
