"""Unlit Spires commands (tags start with ``unlit-spires.``)."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from fray.domain.commands import CombatantId, Command

from .monster_build import MonsterSheet
from .scores import HeroSheet

Side = Annotated[str, msgspec.Meta(min_length=1, max_length=40, examples=["party", "foes"])]
HeroPreset = Literal["bruce", "enoch", "austin", "baodu_guard"]
MonsterPresetKey = Literal[
    "grey_tide_zombie", "sleepless_of_white_leaf", "dawn_blind_ghoul", "kugen", "granny_yulan"
]


class AddHero(Command, tag="unlit-spires.add_hero"):
    """Add a hero built from a ``sheet`` (§09: the six scores follow the formulas) or a
    ``preset`` (Bruce, Enoch, Austin, a Baodu guard). Exactly one of the two. The id defaults
    to the name's slug."""

    sheet: HeroSheet | None = None
    preset: HeroPreset | None = None
    combatant_id: CombatantId | None = None
    side: Side = "party"


class AddMonster(Command, tag="unlit-spires.add_monster"):
    """Add a monster from the §11 builder (``sheet``) or a Session One ``preset``; exactly one.
    ``name`` renames it (two zombies: "Zombie A", "Zombie B")."""

    sheet: MonsterSheet | None = None
    preset: MonsterPresetKey | None = None
    name: Annotated[str, msgspec.Meta(min_length=1, max_length=100)] | None = None
    combatant_id: CombatantId | None = None
    side: Side = "foes"


class MeleeAttack(Command, tag="unlit-spires.melee_attack"):
    """The attacker (whose turn it is) attacks the defender in melee: 2d6 + Melee Attack
    against 2d6 + Parry (§01, §03). ``advantage``/``disadvantage`` are the attacker's,
    ``defender_advantage``/``defender_disadvantage`` the defender's (they never cancel across
    sides); ``flanking`` gives +1 (§03), ``target_prone`` +2 (§03)."""

    attacker_id: CombatantId
    defender_id: CombatantId
    advantage: bool = False
    disadvantage: bool = False
    defender_advantage: bool = False
    defender_disadvantage: bool = False
    flanking: bool = False
    target_prone: bool = False


SPIRES_COMMANDS: tuple[type[Command], ...] = (AddHero, AddMonster, MeleeAttack)
