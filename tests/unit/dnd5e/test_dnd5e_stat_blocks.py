"""Stat blocks: the stored type stays tolerant, the request type is strict (refusing what it does not know), and
dice that cannot roll never reach the roller."""

from __future__ import annotations

import re

import msgspec
import pytest
from tests.unit.dnd5e.dnd5e_fight import Fight, fighter

from fray.domain.dice import ScriptedDice
from fray.domain.errors import InvalidCommand
from fray.rules.dnd5e_2024.events import Dnd5eCombatantAdded
from fray.rules.dnd5e_2024.rolls import parse_dice, roll_damage_dice
from fray.rules.dnd5e_2024.stat_input import Dnd5eStatsIn
from fray.rules.dnd5e_2024.stats import Dnd5eStats


def test_a_stored_stat_block_skips_fields_newer_code_adds() -> None:
    raw = {
        "type": "dnd5e-2024.combatant_added",
        "combatant_id": "a",
        "name": "A",
        "side": "p",
        "hp_max": 5,
        "hp": 5,
        "stats": {
            "ac": 12,
            "hp_max": 5,
            "wings": True,
            "abilities": {"strength": 12, "luck": 3},
            "attacks": [
                {"name": "Bite", "to_hit": 3, "glow": 1, "damage": [{"dice": "1d4", "type": "piercing", "x": 0}]}
            ],
        },
    }
    e = msgspec.json.decode(msgspec.json.encode(raw), type=Dnd5eCombatantAdded)
    assert type(e.stats) is Dnd5eStats and e.stats.abilities.str == 12


def test_the_request_block_refuses_unknown_fields_by_path() -> None:
    with pytest.raises(msgspec.ValidationError, match="luck"):
        msgspec.convert({"ac": 12, "hp_max": 5, "abilities": {"luck": 3}}, Dnd5eStatsIn)


def test_joining_stores_the_plain_block() -> None:
    f = Fight()
    [added] = f.add("ana", fighter())
    assert isinstance(added, Dnd5eCombatantAdded)
    assert type(added.stats) is Dnd5eStats
    assert all(type(a).__name__ == "Attack" for a in added.stats.attacks)


@pytest.mark.parametrize("expr", ["d0", "1d0", "0d6", "1d1", "100d6", "dd", "3"])
def test_dice_that_cannot_roll(expr: str) -> None:
    says = f"^bad dice '{re.escape(expr)}': 1–99 dice of 2–999 faces$"
    with pytest.raises(ValueError, match=says):
        parse_dice(expr)
    with pytest.raises(InvalidCommand, match=says):
        roll_damage_dice(ScriptedDice([]), expr, False)


def test_dice_bounds() -> None:
    assert parse_dice("d20") == (1, 20) and parse_dice("99d999") == (99, 999) and parse_dice("") == (0, 0)
