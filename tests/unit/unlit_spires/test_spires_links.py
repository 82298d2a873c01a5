"""Unlit Spires conditions caused by another creature do not hang on it (``fray.domain.links``;
DECISION, the text is silent and has no concentration: a spell that wins "works in full",
000_c3c04d669a38e5ba.txt §05; a help is given once it is given, §03): a spell's effect and a
help stay however their caster drops or leaves (damage, a correction, a removal), and those
that last "until the caster's next turn" still end at that turn's start, which passes with
its place even when the caster is down or gone."""

from __future__ import annotations

from typing import Any

import pytest
from tests.unit.table import Table

WAYS: dict[str, dict[str, Any]] = {
    "damage": {"type": "apply_damage", "target_id": "enoch", "amount": 40},
    "correction": {"type": "correct_combatant", "target_id": "enoch", "current": 0},
    "removal": {"type": "remove_combatant", "combatant_id": "enoch"},
}


def enochs_turn() -> Table:
    t = Table("unlit-spires")
    for preset in ("enoch", "bruce"):
        t.do({"type": "unlit-spires.add_hero", "preset": preset})
    t.do({"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie", "combatant_id": "zombie"})
    t.do({"type": "start_fight"})
    while t.state.turn != "enoch":
        t.do({"type": "advance_turn"})
    return t


def ward(t: Table, lasts: str) -> None:
    t.do(
        {
            "type": "unlit-spires.cast_spell",
            "caster_id": "enoch",
            "spell": "ward",
            "spell_level": 0,
            "form": "help",
            "target_ids": ["bruce"],
            "effect": "warded",
            "effect_lasts": lasts,
        }
    )


@pytest.mark.parametrize("way", list(WAYS))
def test_a_spell_until_the_casters_next_turn_outlasts_its_fall_and_ends_on_its_turns_place(way: str) -> None:
    t = enochs_turn()
    ward(t, "until_casters_next_turn")
    t.do(WAYS[way])
    assert "warded" in t.ids("bruce") and t.state == t.folded()
    t.do({"type": "undo"})
    t.do({"type": "redo"})
    assert "warded" in t.ids("bruce") and t.state == t.folded()
    for _ in range(3):  # round 2 comes round to Enoch's place: its start passes, down or gone
        t.do({"type": "advance_turn"})
    assert "warded" not in t.ids("bruce")


@pytest.mark.parametrize("way", list(WAYS))
def test_a_lasting_spell_stays_whatever_becomes_of_its_caster(way: str) -> None:
    t = enochs_turn()
    ward(t, "until_removed")
    t.do(WAYS[way])
    for _ in range(3):
        t.do({"type": "advance_turn"})
    assert "warded" in t.ids("bruce") and t.state == t.folded()
