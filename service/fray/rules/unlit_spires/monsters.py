"""Monsters: the builder and the Session One presets (000_c3c04d669a38e5ba.txt §11).

One import point for the glue; the code lives in :mod:`.monster_build` (the §11 builder and
the fight forecast) and :mod:`.session_one` (the five creatures of the Session One table).
"""

from __future__ import annotations

from .monster_build import (
    MAX_ATTACKS_PER_TURN,
    MAX_HIT_DICE,
    Forecast,
    MonsterBuild,
    MonsterSheet,
    build_monster,
    fight_forecast,
    hit_dice_step,
    monster_damage,
    monster_hp,
)
from .session_one import SESSION_ONE, MonsterPreset, SessionOneRow, preset_build

__all__ = [
    "MAX_ATTACKS_PER_TURN",
    "MAX_HIT_DICE",
    "SESSION_ONE",
    "Forecast",
    "MonsterBuild",
    "MonsterPreset",
    "MonsterSheet",
    "SessionOneRow",
    "build_monster",
    "fight_forecast",
    "hit_dice_step",
    "monster_damage",
    "monster_hp",
    "preset_build",
]
