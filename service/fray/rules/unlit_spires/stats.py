"""The Unlit Spires stat block a combatant carries in the encounter state.

It records the numbers as built when the combatant joined (an outcome: a later change of the
builder never changes a stored combatant). Heroes and monsters carry the same block.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec

from fray.domain.state import Combatant, StatBlock, stat_block

from .monster_build import MonsterBuild
from .scores import HeroBuild, Weapon


class SpiresStats(StatBlock, frozen=True, kw_only=True, tag="unlit-spires"):
    """Tagged ``"ruleset": "unlit-spires"`` so a client tells stat blocks apart (blocks stored
    before the tag read as they are: msgspec takes a missing tag where one struct is expected).
    Six scores (§02–§05, §11), absorb (§06), speed in feet (§07), damage per hit as dice
    (``"1d6+3"``), DEX score (initiative and its ties, §01), and the hero's level or the
    monster's hit dice. ``reach_ft`` is how far its melee reaches (5 ft unless the weapon says
    otherwise); ``missile_range_ft`` the farthest its missile weapon reaches (None: 120 ft, so
    no very long shots, §04). ``last_dawn_day`` is bookkeeping, not a score: the last
    campaign day whose dawn it saw (First Light or a dead valley's), so First Light comes
    "once a day" (§08) and one day has one dawn."""

    kind: Literal["hero", "monster"]
    level: int
    melee_attack: int
    parry: int
    missile_attack: int
    dodge: int
    magic_attack: int
    ward: int
    absorb: int
    speed_ft: int
    damage: str
    dexterity: int
    can_cast: bool = False
    highest_spell_level: int | None = None
    attacks_per_turn: int = 1
    reach_ft: int = 5
    missile_range_ft: int | None = None
    last_dawn_day: int | None = None


SCORES = ("melee_attack", "parry", "missile_attack", "dodge", "magic_attack", "ward")


def _common(build: HeroBuild | MonsterBuild) -> dict[str, int | str]:
    """What hero and monster builds both give the stat block: the six score totals, absorb,
    speed and damage."""
    return {
        **{name: getattr(build, name).total for name in SCORES},
        "absorb": build.absorb,
        "speed_ft": build.speed_ft,
        "damage": build.damage,
    }


def _block(
    kind: Literal["hero", "monster"], level: int, build: HeroBuild | MonsterBuild, dexterity: int, **more: Any
) -> SpiresStats:
    """A ``SpiresStats`` from what both builds give (``_common``) and ``more``."""
    return msgspec.convert(
        {"kind": kind, "level": level, **_common(build), "dexterity": dexterity, **more}, SpiresStats
    )


def hero_stats(build: HeroBuild, level: int, dexterity: int, weapon: Weapon | None = None) -> SpiresStats:
    """The stat block of a built hero; ``weapon`` (the sheet's) gives melee reach and missile
    range in feet. Source: 000_c3c04d669a38e5ba.txt §02–§08."""
    reach = 5 if weapon is None or weapon.missile else weapon.reach_ft
    missile_range = weapon.max_range_ft if weapon is not None and weapon.missile else None
    return _block(
        "hero",
        level,
        build,
        dexterity,
        can_cast=build.can_cast,
        highest_spell_level=build.highest_spell_level,
        reach_ft=reach,
        missile_range_ft=missile_range,
    )


def monster_stats(build: MonsterBuild, dexterity: int) -> SpiresStats:
    """The stat block of a built monster (magic needs a magic menace, as for Magical kinds).
    Source: 000_c3c04d669a38e5ba.txt §11."""
    return _block(
        "monster",
        build.hit_dice,
        build,
        dexterity,
        can_cast=build.kind == "magical",
        attacks_per_turn=build.attacks_per_turn,
    )


def stats(c: Combatant) -> SpiresStats:
    """The Unlit Spires stat block of ``c`` (the core's ``stat_block`` accessor; raises
    ``TypeError`` for another ruleset's block). Source: (glue: no rule of its own)."""
    return stat_block(c, SpiresStats)
