"""Rests and milestones between fights, with the carry-over (PHB 2008 p. 263 Resting, p. 286
milestones, p. 294 temporary hit points, p. 295 death saves; 004 §持续时间: "until the end of
the encounter" lasts until a rest, and nobody rests while sustaining a power): what the last
fight spent stays spent across a carry-over until the right rest gives it back."""

from __future__ import annotations

from typing import Any

import pytest
from tests.integration.dnd4e_blocks import FIGHTER, GOBLIN, LONGSWORD
from tests.unit.table import Table

from fray.domain.dice import ScriptedDice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.rules.dnd4e.events import Rested

BRANDIS: dict[str, Any] = {
    **FIGHTER,
    "powers": [
        *FIGHTER["powers"],
        {"name": "Spinning Sweep", **LONGSWORD, "usage": "encounter", "action": "minor"},
    ],
}


def fought() -> Table:
    """Brandis has spent his encounter power, his daily power (a miss: half), his second wind
    and his action point, holds 5 temporary hit points and one failed death save, and is at
    14 of 40 hit points with 8 of 9 surges; then the fight is carried over to the next."""
    t = Table("dnd4e", ScriptedDice([20, 1, 2, 1, 1, 1, 1]))
    t.do({"type": "dnd4e.add_combatant", "name": "Brandis", "stats": BRANDIS, "position": {"x": 0, "y": 0}})
    t.do({"type": "dnd4e.add_combatant", "name": "Goblin", "stats": GOBLIN, "position": {"x": 1, "y": 0}})
    t.do({"type": "start_fight"})
    attack = {"type": "dnd4e.attack", "attacker_id": "brandis", "target_id": "goblin"}
    t.do({**attack, "power": "Spinning Sweep"})  # a natural 2: a miss
    t.do({"type": "dnd4e.spend_action_point", "combatant_id": "brandis"})
    t.do({**attack, "power": "Brute Strike"})  # 1: a miss for half (3d8 of 1s + 4 = 7, halved 3)
    t.do({"type": "apply_damage", "target_id": "brandis", "amount": 34})
    t.do({"type": "correct_combatant", "target_id": "brandis", "track": "death_save_failures", "current": 1})
    t.do({"type": "advance_turn"})
    t.do({"type": "advance_turn"})
    t.do({"type": "dnd4e.second_wind", "combatant_id": "brandis"})
    t.do({"type": "dnd4e.grant_temp_hp", "target_id": "brandis", "amount": 5})
    b = t.who("brandis")
    assert (b.resources["hp"].current, b.resources["surges"].current) == (16, 8)
    return t.carry(("brandis",))


def test_a_carry_over_keeps_what_the_fight_spent_until_a_rest() -> None:
    t = fought()
    ids = t.ids("brandis")
    assert {"power_used:spinning-sweep", "power_used:brute-strike", "second_wind_used"} <= set(ids)
    assert "action_point_spent" not in ids  # one action point an encounter: this one is new
    assert t.who("brandis").resources["action_points"].current == 0


def test_a_short_rest_gives_back_encounter_powers_and_second_wind_and_spends_surges() -> None:
    t = fought()
    out = t.do({"type": "dnd4e.rest", "kind": "short", "surges": {"brandis": 2}})
    [r] = [e.data for e in out.events if isinstance(e.data, Rested)]
    assert (r.kind, r.surges, r.healing) == ("short", 2, 20)
    b = t.who("brandis")
    assert (b.resources["hp"].current, b.resources["surges"].current) == (36, 6)
    assert (b.resources["temp_hp"].current, b.resources["death_save_failures"].current) == (0, 0)
    assert [k.id for k in b.conditions] == ["power_used:brute-strike"]  # a daily waits for an extended rest
    assert t.state == t.folded()


def test_an_extended_rest_gives_back_everything_and_one_action_point() -> None:
    t = fought()
    t.do({"type": "dnd4e.reach_milestone"})
    t.do({"type": "dnd4e.reach_milestone"})
    assert t.who("brandis").resources["action_points"].current == 2
    t.do({"type": "dnd4e.rest", "kind": "extended"})
    b = t.who("brandis")
    assert (b.resources["hp"].current, b.resources["surges"].current, b.conditions) == (40, 9, ())
    assert (b.resources["action_points"].current, b.resources["action_points"].maximum) == (1, 1)


def test_a_milestone_gives_each_pc_an_action_point() -> None:
    t = fought()
    t.do({"type": "dnd4e.reach_milestone"})
    ap = t.who("brandis").resources["action_points"]
    assert (ap.current, ap.maximum) == (1, 1)
    t.do({"type": "dnd4e.reach_milestone"})
    ap = t.who("brandis").resources["action_points"]
    assert (ap.current, ap.maximum) == (2, 2)


def test_what_a_rest_refuses() -> None:
    t = fought()
    with pytest.raises(RuleViolation, match="8 healing surges left, not 9"):
        t.do({"type": "dnd4e.rest", "kind": "short", "surges": {"brandis": 9}})
    with pytest.raises(InvalidCommand, match="an extended rest gives them all back"):
        t.do({"type": "dnd4e.rest", "kind": "extended", "surges": {"brandis": 1}})
    t.do({"type": "apply_damage", "target_id": "brandis", "amount": 30})
    with pytest.raises(RuleViolation, match="cannot rest; heal it first"):
        t.do({"type": "dnd4e.rest", "kind": "short"})


def test_no_rest_mid_fight_nor_while_sustaining() -> None:
    t = Table("dnd4e", ScriptedDice([20, 1]))
    t.do({"type": "dnd4e.add_combatant", "name": "Brandis", "stats": BRANDIS, "position": {"x": 0, "y": 0}})
    t.do({"type": "dnd4e.add_combatant", "name": "Goblin", "stats": GOBLIN, "position": {"x": 1, "y": 0}})
    t.do(
        {
            "type": "dnd4e.apply_condition",
            "target_id": "goblin",
            "condition": "slowed",
            "source": "brandis",
            "duration": "sustain_minor",
        }
    )
    with pytest.raises(RuleViolation, match="sustains sustain:slowed"):
        t.do({"type": "dnd4e.rest", "kind": "short"})
    t.do({"type": "remove_condition", "target_id": "brandis", "condition_id": "sustain:slowed"})
    t.do({"type": "start_fight"})
    with pytest.raises(RuleViolation, match="not in the middle of one"):
        t.do({"type": "dnd4e.rest", "kind": "short"})
