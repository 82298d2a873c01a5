"""A mark ends when its marker dies or falls unconscious, however it got there (004
§状态 标记: 当标记者死亡或昏迷，标记立刻停止): damage, a condition, a power's hit effect, a GM's
correction, a removal, a failed death save; undo gives it back with the marker's state, redo
takes it again, and a revoke that would leave it on an unconscious marker is refused. A dead
creature's sustained effects end at once; an unconscious creature is prone whatever made it so
(004 §状态 昏迷: 可能的话，倒地)."""

from __future__ import annotations

from typing import Any

import pytest
from tests.integration.dnd4e_blocks import FIGHTER, GOBLIN, WIZARD
from tests.unit.table import Table

from fray.domain.dice import ScriptedDice
from fray.domain.errors import RuleViolation
from fray.domain.events import known
from fray.rules.dnd4e.events import Dnd4eAttackRolled

SLEEPER: dict[str, Any] = {
    **GOBLIN,
    "powers": [
        *GOBLIN["powers"],
        {"name": "Sleep Sting", "attack_bonus": 6, "defence": "will", "hit_effects": [{"condition": "unconscious"}]},
    ],
}


def table(dice: list[int] | None = None) -> Table:
    """Brandis marks the goblin; Malys and a second goblin stand by."""
    t = Table("dnd4e", ScriptedDice(dice) if dice is not None else None)
    for name, stats, x in (("Brandis", FIGHTER, 0), ("Goblin", SLEEPER, 1), ("Malys", WIZARD, 3), ("Other", GOBLIN, 4)):
        t.do({"type": "dnd4e.add_combatant", "name": name, "stats": stats, "position": {"x": x, "y": 0}})
    t.do({"type": "dnd4e.apply_condition", "target_id": "goblin", "condition": "marked", "source": "brandis"})
    assert "marked" in t.ids("goblin")
    return t


WAYS: dict[str, list[dict[str, Any]]] = {
    "damage": [{"type": "apply_damage", "target_id": "brandis", "amount": 45}],
    "typed damage": [{"type": "dnd4e.deal_damage", "target_id": "brandis", "damage": [{"amount": 41}]}],
    "unconscious": [{"type": "dnd4e.apply_condition", "target_id": "brandis", "condition": "unconscious"}],
    "petrified": [{"type": "dnd4e.apply_condition", "target_id": "brandis", "condition": "petrified"}],
    "correction": [{"type": "correct_combatant", "target_id": "brandis", "current": -3, "note": "missed a hit"}],
    "correction to dead": [{"type": "correct_combatant", "target_id": "brandis", "current": -20}],
    "removal": [{"type": "remove_combatant", "combatant_id": "brandis", "reason": "fled"}],
}


@pytest.mark.parametrize("way", list(WAYS))
def test_the_mark_ends_however_the_marker_drops(way: str) -> None:
    t = table()
    for body in WAYS[way]:
        t.do(body)
    assert "marked" not in t.ids("goblin")
    assert t.state == t.folded()


def test_a_sleep_powers_hit_effect_ends_the_mark_and_the_minus_two_goes_with_it() -> None:
    # initiative: Brandis 1 + 2, the goblin 20 + 3, Malys and the other goblin 1 + 3 (a
    # roll-off: 5, 6); Sleep Sting 7 + 6 = 13 vs Will 12: Brandis is unconscious
    t = table([1, 20, 1, 1, 5, 6, 7])
    t.do({"type": "start_fight"})
    assert t.state.turn == "goblin"
    t.do({"type": "dnd4e.attack", "attacker_id": "goblin", "target_id": "brandis", "power": "Sleep Sting"})
    assert "unconscious" in t.ids("brandis") and "prone" in t.ids("brandis")
    assert "marked" not in t.ids("goblin")


def test_undo_gives_the_mark_back_with_the_markers_state_and_redo_takes_it_again() -> None:
    t = table()
    t.do({"type": "dnd4e.apply_condition", "target_id": "brandis", "condition": "unconscious"})
    t.do({"type": "undo"})
    assert "marked" in t.ids("goblin") and "unconscious" not in t.ids("brandis")
    assert t.state == t.folded()
    t.do({"type": "redo"})
    assert "marked" not in t.ids("goblin") and "unconscious" in t.ids("brandis")
    assert t.state == t.folded()


def test_a_revoke_that_would_leave_a_mark_on_an_unconscious_marker_is_refused() -> None:
    t = table()
    t.do({"type": "apply_damage", "target_id": "brandis", "amount": 45})  # dying: the mark ends
    healed = t.do({"type": "apply_healing", "target_id": "brandis", "amount": 20})
    t.do({"type": "dnd4e.apply_condition", "target_id": "goblin", "condition": "marked", "source": "brandis"})
    with pytest.raises(RuleViolation, match="later actions depend on apply_healing"):
        t.do({"type": "revoke", "action": healed.version})
    t.do({"type": "undo"})  # the mark first: then the healing may go
    t.do({"type": "revoke", "action": healed.version})
    assert t.who("brandis").status == "dying" and "marked" not in t.ids("goblin")


def test_a_mark_put_on_by_an_unconscious_marker_ends_at_once() -> None:
    t = table()
    t.do({"type": "dnd4e.apply_condition", "target_id": "brandis", "condition": "unconscious"})
    out = t.do({"type": "dnd4e.apply_condition", "target_id": "goblin", "condition": "marked", "source": "brandis"})
    assert [type(e.data).__name__ for e in out.events] == ["ConditionApplied", "ConditionEnded"]
    assert "marked" not in t.ids("goblin")


def test_the_marked_penalty_is_gone_once_the_mark_is() -> None:
    # the goblin attacks Malys while Brandis lies unconscious: no −2 for attacking another
    t = table([1, 20, 1, 1, 5, 6, 7, 3])
    t.do({"type": "start_fight"})
    t.do({"type": "correct_combatant", "target_id": "brandis", "current": 0})
    t.do({"type": "move_combatant", "combatant_id": "goblin", "path": [{"x": 2, "y": 0}]})
    out = t.do({"type": "dnd4e.attack", "attacker_id": "goblin", "target_id": "malys", "power": "Spear"})
    [roll] = [e.data for e in out.events if isinstance(e.data, Dnd4eAttackRolled)]
    assert "marked" not in [p.label for p in known(roll.result.bonus).parts]


def test_a_creature_made_unconscious_by_a_correction_falls_prone() -> None:
    t = table()
    t.do({"type": "correct_combatant", "target_id": "malys", "current": -2})
    assert t.who("malys").status == "dying" and "prone" in t.ids("malys")


def test_a_dead_creatures_sustained_effect_ends_at_once() -> None:
    # Malys holds the goblin in a Glowing Cage (sustain minor); she dies: the cage ends now
    t = table([1, 1, 20, 1, 5, 6, 18])
    t.do({"type": "start_fight"})
    assert t.state.turn == "malys"
    t.do({"type": "dnd4e.attack", "attacker_id": "malys", "target_id": "goblin", "power": "Glowing Cage"})
    assert "immobilized" in t.ids("goblin") and "sustain:glowing-cage" in t.ids("malys")
    t.do({"type": "correct_combatant", "target_id": "malys", "current": -13})
    assert t.who("malys").status == "dead"
    assert "immobilized" not in t.ids("goblin") and "sustain:glowing-cage" not in t.ids("malys")
