"""4e stat blocks for the integration tests (request form). Numbers a table can check:

- the fighter (level 3, STR 18, DEX 12, CON 14, WIS 12; heavy armour +7, heavy shield +2):
  AC 10 + 1 + 7 + 2 = 20, Fortitude 10 + 1 + 4 = 15, Reflex 10 + 1 + 1 + 2 = 14, Will
  10 + 1 + 1 = 12; a longsword +3 proficiency: attack 1 + 4 + 3 = +8, damage 1d8 + 4;
  initiative 1 + 1 = +2; 40 hit points (bloodied 20, surge 10, dies at −20);
- the wizard (level 3, INT 18, DEX 14): AC 10 + 1 + 4 = 15, Reflex 15; attacks +1 + 4 = +5;
  initiative +3; 26 hit points (surge 6, dies at −13);
- monsters state their numbers (Monster Manual style).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from litestar.testing import TestClient

MakeClient = Callable[..., TestClient[Any]]
"""The ``make_client`` fixture's type (``tests/integration/conftest.py``)."""

LONGSWORD = {
    "weapon": "1d8",
    "weapon_multiplier": 1,
    "ability": "strength",
    "attack_modifiers": [{"value": 3, "source": "longsword", "type": "proficiency"}],
}

FIGHTER: dict[str, Any] = {
    "level": 3,
    "hp_max": 40,
    "surges": 9,
    "heal": 1,
    "abilities": {"strength": 18, "constitution": 14, "dexterity": 12, "wisdom": 12},
    "armour": "heavy",
    "armour_bonus": 7,
    "shield_bonus": 2,
    "powers": [
        {"name": "Melee Basic Attack", **LONGSWORD},
        {"name": "Cleave", **LONGSWORD, "hit_effects": [{"condition": "marked", "duration": "end_of_next_turn"}]},
        {"name": "Brute Strike", **LONGSWORD, "usage": "daily", "weapon_multiplier": 3, "miss": "half"},
        {"name": "Tide of Iron", **LONGSWORD},
    ],
}

WIZARD: dict[str, Any] = {
    "level": 3,
    "hp_max": 26,
    "surges": 6,
    "abilities": {"intelligence": 18, "dexterity": 14, "constitution": 12, "wisdom": 12},
    "powers": [
        {
            "name": "Magic Missile",
            "kind": "ranged",
            "range": 20,
            "ability": "intelligence",
            "defence": "reflex",
            "damage": "2d4",
            "damage_types": ["force"],
        },
        {
            "name": "Ray of Frost",
            "kind": "ranged",
            "range": 10,
            "ability": "intelligence",
            "defence": "fortitude",
            "damage": "1d6",
            "damage_types": ["cold"],
            "hit_effects": [{"condition": "slowed", "duration": "end_of_next_turn"}],
        },
        {
            "name": "Scorching Burst",
            "kind": "area",
            "area": "burst",
            "size": 1,
            "range": 10,
            "ability": "intelligence",
            "defence": "reflex",
            "damage": "1d6",
            "damage_types": ["fire"],
        },
        {
            "name": "Thunderwave",
            "kind": "close",
            "area": "blast",
            "size": 3,
            "range": 0,
            "ability": "intelligence",
            "defence": "fortitude",
            "damage": "1d6",
            "damage_types": ["thunder"],
            "usage": "encounter",
        },
        {
            "name": "Glowing Cage",
            "kind": "ranged",
            "range": 10,
            "ability": "intelligence",
            "defence": "reflex",
            "usage": "daily",
            "hit_effects": [{"condition": "immobilized", "duration": "sustain_minor"}],
        },
    ],
}

GOBLIN: dict[str, Any] = {
    "kind": "monster",
    "level": 1,
    "hp_max": 24,
    "speed": 6,
    "initiative": 3,
    "defences": {"ac": 16, "fortitude": 12, "reflex": 14, "will": 11},
    "powers": [{"name": "Spear", "attack_bonus": 6, "damage": "1d6+2"}],
}

IMP: dict[str, Any] = {
    "kind": "monster",
    "level": 3,
    "hp_max": 40,
    "speed": 4,
    "initiative": 7,
    "defences": {"ac": 17, "fortitude": 15, "reflex": 15, "will": 15},
    "resist": [{"type": "fire", "amount": 15}],
    "powers": [
        {
            "name": "Tail Sting",
            "attack_bonus": 8,
            "damage": "1d6+2",
            "hit_effects": [
                {
                    "condition": "venom",
                    "ongoing": {"amount": 5, "damage_type": "poison"},
                    "modifiers": [{"applies_to": "will", "amount": -2}],
                    "aftereffect": {"condition": "dazed"},
                }
            ],
        }
    ],
}

OGRE: dict[str, Any] = {
    "kind": "monster",
    "level": 8,
    "hp_max": 111,
    "size": "large",
    "initiative": 4,
    "defences": {"ac": 20, "fortitude": 22, "reflex": 17, "will": 18},
    "powers": [{"name": "Greatclub", "attack_bonus": 11, "range": 2, "damage": "2d10+5"}],
}
