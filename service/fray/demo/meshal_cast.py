"""Meshal Lite stat blocks (request bodies) for the demo fight and the tests.

Attacks as the handbook writes them: a sword "对强壮造成强壮骰🎲物理攻击（可格挡/闪避）", a
dagger of 2 segments of "活力骰÷2🎲", a whip reaching 3~6 steps, a bite on Might/Activeness,
a ghost's occult touch on Spirit that can be resisted, a crossbow bolt with penetration 1.
"""

from __future__ import annotations

from typing import Any

SWORD = {"name": "sword", "targets": ["might"], "dice": {"attributes": ["might"]}, "defences": ["parry", "dodge"]}
DAGGER = {
    "name": "dagger",
    "targets": ["might"],
    "dice": {"attributes": ["activeness"], "divide": 2},
    "segments": 2,
    "defences": ["parry", "dodge"],
    "cost": 2,
}
WHIP = {
    "name": "whip",
    "targets": ["activeness"],
    "dice": {"attributes": ["activeness"]},
    "defences": ["dodge"],
    "reach": {"low": 3, "high": 6, "ranged": True},
}
CROSSBOW = {
    "name": "crossbow",
    "targets": ["might"],
    "dice": {"plus": 4},
    "penetration": 1,
    "defences": ["dodge"],
    "reach": {"high": 12, "ranged": True},
    "cost": 3,
}
BITE = {
    "name": "bite",
    "targets": ["might", "activeness"],
    "dice": {"attributes": ["activeness"]},
    "defences": ["parry", "dodge"],
    "extras": [{"kind": "plus", "amount": 1}],
}
TOUCH = {
    "name": "touch",
    "targets": ["spirit"],
    "dice": {"attributes": ["spirit"], "plus": 1},
    "attack_type": "occult",
    "defences": ["resist"],
}


def creature(name: str, might: Any = 4, activeness: Any = 4, spirit: Any = 4, **more: Any) -> dict[str, Any]:
    """A creature sheet with these base scores and whatever else is given."""
    return {"name": name, "attributes": {"might": might, "activeness": activeness, "spirit": spirit}, **more}


KNIGHT = creature("Knight", 5, 3, 3, protections={"physical": 2}, attacks=[SWORD, CROSSBOW], strength=36, unspent=15)
ROGUE = creature("Rogue", 3, 6, 3, attacks=[DAGGER, WHIP], strength=30)
WOLF = creature("Wolf", 4, 5, "-", attacks=[BITE], strength=20, group="wolves")
GHOST = creature("Ghost", "-", 4, 4, protections={"physical": 2, "occult": -1}, attacks=[TOUCH], strength=25)
DOOR = {"name": "Oak door", "material": "wood", "thickness_fingers": 2}
HEXER = creature(
    "Hexer",
    3,
    3,
    5,
    attacks=[
        {
            "name": "curse",
            "targets": ["spirit"],
            "dice": {"attributes": ["spirit"]},
            "attack_type": "occult",
            "defences": ["resist"],
            "reach": {"high": 9, "ranged": True},
        }
    ],
    strength=33,
)
