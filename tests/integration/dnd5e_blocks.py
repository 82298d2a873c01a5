"""Stat blocks shared by the dnd5e-2024 API tests."""

from typing import Any

FIGHTER: dict[str, Any] = {
    "kind": "pc",
    "ac": 16,
    "hp_max": 12,
    "abilities": {"strength": 16, "dexterity": 14, "constitution": 14},
    "saving_throws": ["str", "con"],
    "skills": {"athletics": 5, "medicine": 2},
    "spell_slots": [2],
    "attacks": [{"name": "Longsword", "to_hit": 5, "damage": [{"dice": "1d8", "bonus": 3, "type": "slashing"}]}],
}
GOBLIN: dict[str, Any] = {
    "kind": "monster",
    "ac": 15,
    "hp_max": 7,
    "size": "small",
    "abilities": {"strength": 8, "dexterity": 14},
    "attacks": [
        {"name": "Scimitar", "to_hit": 4, "light": True, "damage": [{"dice": "1d6", "bonus": 2, "type": "slashing"}]}
    ],
}
