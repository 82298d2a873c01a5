"""Unlit Spires commands (tags start with ``unlit-spires.``), 000_c3c04d669a38e5ba.txt §01–§08.

Where a combatant stands on the grid, distance, reach, range band, flanking and "an enemy
within 5 ft" are derived from positions; the fields that state them are for fights without a
grid (and are refused when they contradict the grid).
"""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

import msgspec

from fray.domain.commands import CombatantId, Command
from fray.domain.events import Position

from .magic import RecoveryKind
from .monster_build import MonsterSheet
from .scores import HeroSheet

Side = Annotated[str, msgspec.Meta(min_length=1, max_length=40, examples=["party", "foes"])]
HeroPreset = Literal["bruce", "enoch", "austin", "baodu_guard"]
MonsterPresetKey = Literal["grey_tide_zombie", "sleepless_of_white_leaf", "dawn_blind_ghoul", "kugen", "granny_yulan"]
SpellLevel = Annotated[int, msgspec.Meta(ge=0, le=9, description="0 (cantrip) to 9")]
DamageExpr = Annotated[str, msgspec.Meta(max_length=40, examples=["1d6+3", "3d6"])]
Feet = Annotated[int, msgspec.Meta(ge=0, le=100_000, description="feet")]
Targets = Annotated[tuple[CombatantId, ...], msgspec.Meta(min_length=1, max_length=50)]


class AddHero(Command, tag="unlit-spires.add_hero", frozen=True):
    """Add a hero built from a ``sheet`` (§09: the six scores follow the formulas) or a
    ``preset`` (Bruce, Enoch, Austin, a Baodu guard). Exactly one of the two. The id defaults
    to the name's slug; ``position`` puts it on the grid (5-ft squares)."""

    actor_field: ClassVar[str | None] = None

    sheet: HeroSheet | None = None
    preset: HeroPreset | None = None
    combatant_id: CombatantId | None = None
    side: Side = "party"
    position: Position | None = None


class AddMonster(Command, tag="unlit-spires.add_monster", frozen=True):
    """Add a monster from the §11 builder (``sheet``), a Session One ``preset``, or the
    creature library's ``creature`` (``GET /rulesets/unlit-spires/creatures``: the Session One
    monsters by id or name); exactly one. ``count`` (1–20) brings that many, numbered
    "Grey Tide Zombie 1", "Grey Tide Zombie 2" … after those already there. ``name`` renames
    them (default the library's, or the creature's kind when players may not see the foes'
    stat blocks: "Undead 1")."""

    actor_field: ClassVar[str | None] = None

    sheet: MonsterSheet | None = None
    preset: MonsterPresetKey | None = None
    creature: Annotated[str, msgspec.Meta(min_length=1, max_length=80, examples=["grey_tide_zombie"])] | None = None
    count: Annotated[int, msgspec.Meta(description="how many to add: 1–20 (more is refused, 422)")] = 1
    name: Annotated[str, msgspec.Meta(min_length=1, max_length=100)] | None = None
    combatant_id: CombatantId | None = None
    side: Side = "foes"
    position: Position | None = None


class _Contest(Command, kw_only=True, frozen=True):
    """Advantage flags of a contest: ``advantage``/``disadvantage`` are the attacker's,
    ``defender_advantage``/``defender_disadvantage`` the defender's (sides never cancel)."""

    advantage: bool = False
    disadvantage: bool = False
    defender_advantage: bool = False
    defender_disadvantage: bool = False


class MeleeAttack(_Contest, tag="unlit-spires.melee_attack", frozen=True):
    """The attacker (whose turn it is) attacks the defender in melee: 2d6 + Melee Attack
    against 2d6 + Parry (§01, §03). ``flanking`` gives +1 (derived from the grid when both
    stand on it), ``target_prone`` +2 (also true when the defender has the prone condition);
    ``damage`` overrides the stat block's damage dice (a second weapon)."""

    actor_field: ClassVar[str | None] = "attacker_id"

    attacker_id: CombatantId
    target_id: CombatantId
    flanking: bool | None = None
    target_prone: bool | None = None
    damage: DamageExpr | None = None


class MissileAttack(_Contest, tag="unlit-spires.missile_attack", frozen=True):
    """A shot or a throw on the attacker's turn (§04): 2d6 + Missile Attack − range against
    2d6 + Dodge + cover. ``distance_ft`` and ``enemy_within_5ft`` are needed only off the grid;
    ``cover`` none/half (+2)/three_quarters (+4)/total (cannot be shot); ``darkness`` gives the
    shooter disadvantage; ``weapon_range_ft`` overrides how far the weapon reaches."""

    actor_field: ClassVar[str | None] = "attacker_id"

    attacker_id: CombatantId
    target_id: CombatantId
    distance_ft: Feet | None = None
    enemy_within_5ft: bool | None = None
    cover: Literal["none", "half", "three_quarters", "total"] = "none"
    darkness: bool = False
    target_prone: bool | None = None
    weapon_range_ft: Feet | None = None
    damage: DamageExpr | None = None


class OpportunityAttack(_Contest, tag="unlit-spires.opportunity_attack", frozen=True):
    """A reaction (§03): ``reactor_id`` strikes ``target_id``, who is leaving its reach on the
    runner's turn. A full contest: Melee Attack against the runner's Parry. Once per round per
    reactor. On the grid the runner must be within reach now or have started its latest move
    within reach."""

    actor_field: ClassVar[str | None] = "reactor_id"

    reactor_id: CombatantId
    target_id: CombatantId
    damage: DamageExpr | None = None


class CastSpell(Command, tag="unlit-spires.cast_spell", frozen=True):
    """Cast a spell on the caster's turn (§05, §08). It costs 10 × ``spell_level`` magic points
    (a cantrip is free) and needs the skill for that level.

    ``form``: ``single_target`` (one contest, Magic Attack vs Ward; win and it works in full),
    ``area`` (one Magic Attack roll against each target's own Ward; a damage spell does half
    to a creature that wins, a yes-or-no spell nothing), ``healing`` and ``help`` (no contest).
    A hostile spell carries ``damage`` dice and/or an ``effect`` (a condition such as "held");
    healing carries ``healing`` dice; help carries an ``effect``. ``effect_lasts``: until
    removed, or until the start of the caster's next turn. ``counterspell_by`` names a caster
    who answers it with a counterspell of ``counterspell_level``."""

    actor_field: ClassVar[str | None] = "caster_id"

    caster_id: CombatantId
    spell: Annotated[str, msgspec.Meta(min_length=1, max_length=80, examples=["frost bolt"])]
    spell_level: SpellLevel
    form: Literal["single_target", "area", "healing", "help"]
    target_ids: Targets
    damage: DamageExpr | None = None
    healing: DamageExpr | None = None
    effect: Annotated[str, msgspec.Meta(min_length=1, max_length=40)] | None = None
    effect_lasts: Literal["until_removed", "until_casters_next_turn"] = "until_removed"
    advantage: bool = False
    disadvantage: bool = False
    counterspell_by: CombatantId | None = None
    counterspell_level: SpellLevel = 3


class TakeDodge(Command, tag="unlit-spires.dodge", frozen=True):
    """The Dodge action (§03): the combatant's Parry and Dodge get +2 until its next turn."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId


class Help(Command, tag="unlit-spires.help", frozen=True):
    """The Help action (§03): ``target_id``'s next attack has advantage (3d6, keep best two)."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    target_id: CombatantId


class Disengage(Command, tag="unlit-spires.disengage", frozen=True):
    """The Disengage action (§12): moving away provokes no opportunity attack this turn."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId


class Hide(Command, tag="unlit-spires.hide", frozen=True):
    """The Hide action (§12): recorded as ``hidden`` until the hider attacks or casts; the seed
    gives it no numbers, so the GM rules on what it means."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId


class DropProne(Command, tag="unlit-spires.drop_prone", frozen=True):
    """The combatant is prone (knocked down, or drops on purpose): melee attacks on it get +2,
    missile attacks −2 (§03). Standing up is the core ``stand_up`` (half speed, §07)."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId


class RecoverMagicPoints(Command, tag="unlit-spires.recover_magic_points", frozen=True):
    """Magic points come back (§08): ``long_rest`` all, ``short_rest`` 10 × level step,
    ``first_light`` 10 × level once a day, ``dead_valley_dawn`` nothing. ``combatant_ids``
    empty means every combatant with magic points. ``day`` is the campaign day (1, 2, …),
    required for First Light (optional for a dead valley's dawn): one dawn a day, so a dawn on
    a day the hero already saw is refused. Rests are refused while the fight runs."""

    actor_field: ClassVar[str | None] = None

    kind: RecoveryKind
    combatant_ids: tuple[CombatantId, ...] = ()
    day: Annotated[int, msgspec.Meta(ge=1, le=100_000)] | None = None


SPIRES_COMMANDS: tuple[type[Command], ...] = (
    AddHero,
    AddMonster,
    MeleeAttack,
    MissileAttack,
    OpportunityAttack,
    CastSpell,
    TakeDodge,
    Help,
    Disengage,
    Hide,
    DropProne,
    RecoverMagicPoints,
)
