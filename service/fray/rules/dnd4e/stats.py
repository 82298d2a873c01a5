"""A 4e creature's stat block as stored in its ``dnd4e.combatant_added`` event, and the
numbers derived from it: defences, attack bonuses, damage expressions, initiative.

Sources: 004_e86ae0a0322fa3b5.txt §攻击加值, §防御, §伤害 (what each number is made of); published
4e (PHB 2008; Monster Manual 2008 for monster blocks, which state their defences, attack
bonuses, damage and initiative whole). Tolerant on read (no ``forbid_unknown_fields``): the
request's strict twins are in ``stat_input``.

A PC's numbers are derived with every part (``defences``, ``attack_roll``, ``damage``); a
monster's block may state them (``defences``, ``Power.attack_bonus``, ``Power.damage`` with
its constant, ``initiative``), and then the stated number is the base part.
"""

from __future__ import annotations

from typing import Annotated, Literal

from msgspec import Meta, Struct

from fray.domain.events import Modifier as CoreModifier
from fray.domain.events import OngoingDamage
from fray.domain.notation import parse
from fray.domain.state import StatBlock

from .attack_roll import attack_bonus
from .damage import DamageExpression, DamageType, weapon_dice
from .defences import (
    DEFENCES,
    Armour,
    Defence,
    DefenceSheet,
    Dnd4eAbilities,
    ability_modifier,
    defence,
)
from .durations import DurationKind
from .initiative import initiative_modifier
from .modifiers import Derivation, Modifier, Part, applies, derive
from .resistance import Resist, Vulnerable

Ability = Literal["strength", "constitution", "dexterity", "intelligence", "wisdom", "charisma"]
Size = Literal["tiny", "small", "medium", "large", "huge", "gargantuan"]
FOOTPRINT: dict[str, int] = {"tiny": 1, "small": 1, "medium": 1, "large": 2, "huge": 3, "gargantuan": 4}
"""Squares a side a creature's space holds (PHB 2008 p. 282; a tiny creature is given one)."""
ActionType = Literal["standard", "move", "minor", "free", "immediate", "opportunity"]
Usage = Literal["at_will", "encounter", "daily"]
AttackKind = Literal["melee", "ranged", "close", "area"]
AreaShape = Literal["blast", "burst", "wall"]
Targets = Literal["creatures", "enemies", "allies"]
Miss = Literal["none", "half"]
Level = Annotated[int, Meta(ge=1, le=30)]


class Effect(Struct, frozen=True, kw_only=True):
    """An effect a power (or the GM) puts on a creature: a ``condition`` (one of the chapter's,
    or another short name such as ``ongoing_damage`` or ``penalty``), its ``duration``, the
    ``ongoing`` damage it deals at the start of the bearer's turns, the typed ``modifiers``
    it gives (core ``Modifier``: ``applies_to`` attack, damage, ac, fortitude, reflex, will,
    defences, saving_throws; ``bonus_type`` a 4e bonus type or "" untyped) and the
    ``aftereffect`` a successful save leaves."""

    condition: str
    duration: DurationKind = "save_ends"
    ongoing: OngoingDamage | None = None
    modifiers: tuple[CoreModifier, ...] = ()
    aftereffect: Effect | None = None


ZoneTrigger = Literal["enter", "start_of_turn", "end_of_turn"]
ZoneMove = Literal["sustain", "move", "minor", "standard"]


class Zone(Struct, frozen=True, kw_only=True):
    """What a power leaves on the grid (004 §区域攻击: an area that lasts, such as a wall of
    magical fog; PHB 2008 and the Rules Compendium, Zones and Conjurations): a ``zone`` fills
    the area of a close or area power; a ``conjuration`` fills it too, or, from a melee or
    ranged power, one square within its range. It lasts for
    ``duration`` (keyed to its creator's turns; sustained ones while the creator sustains
    them) and ends when its creator dies. ``affects`` who in it: creatures, enemies or allies
    of the creator. On each ``triggers`` (a creature entering it, starting or ending its turn
    in it; at most once a turn each) it deals ``damage`` (dice and a constant, of
    ``damage_types``; the power's ability modifier too when ``damage_ability``) and puts
    ``effects`` on the creature; while inside, a creature has its ``modifiers`` (attack,
    defences …), ``concealment`` from attackers and, when ``difficult``, moves through it as
    difficult terrain. ``move``: squares it may be moved at a time, when sustained
    (``move_action`` ``sustain``) or with an action of its own."""

    kind: Literal["zone", "conjuration"] = "zone"
    duration: DurationKind = "end_of_next_turn"
    affects: Targets = "creatures"
    triggers: tuple[ZoneTrigger, ...] = ("enter", "start_of_turn")
    damage: str = ""
    damage_types: tuple[DamageType, ...] = ()
    damage_ability: bool = False
    effects: tuple[Effect, ...] = ()
    modifiers: tuple[CoreModifier, ...] = ()
    concealment: Literal["none", "partial", "total"] = "none"
    difficult: bool = False
    move: int = 0
    move_action: ZoneMove = "sustain"


class Power(Struct, frozen=True, kw_only=True):
    """One attack power. ``kind``: melee (``range`` is its reach), ranged (``range``, and
    ``long_range`` for a weapon), close (``area`` blast or burst of ``size``), area (``area``
    burst or wall of ``size``, its origin within ``range``). ``targets``: who in an area is
    attacked (creatures, enemies, allies); ``includes_user``: a close burst that affects its
    user. The attack: ``ability`` (a PC's: half level + that modifier) or ``attack_bonus``
    (a monster's whole bonus), ``attack_modifiers``, against ``defence``, critical on
    ``crit_range`` or more. The damage: ``weapon_multiplier``[W] of ``weapon`` dice plus the
    ``damage`` expression (dice and a constant, core notation), the ``ability`` modifier when
    ``damage_ability``, ``damage_modifiers``, of ``damage_types``; ``crit_dice`` (of
    ``crit_types``) rolled on top of the maximum on a critical hit. ``miss``: half damage or
    none. ``hit_effects``: what a hit also does. ``zone``: the zone or conjuration the power
    creates (its effect, hit or miss); a power with a zone and neither ``ability`` nor
    ``attack_bonus`` makes no attack at all. ``ammunition``: each target takes one piece of
    the user's ammunition (an arrow shot, a dagger thrown: 004 §远程攻击, §近程攻击,
    §区域攻击); a wall whose ``keywords`` include ``solid`` cannot fill an occupied square
    (004 §效果区域 墙)."""

    name: str
    usage: Usage = "at_will"
    action: ActionType = "standard"
    kind: AttackKind = "melee"
    area: AreaShape | None = None
    size: int = 0
    range: int = 1
    long_range: int | None = None
    targets: Targets = "creatures"
    includes_user: bool = False
    defence: Defence = "ac"
    ability: Ability | None = None
    attack_bonus: int | None = None
    attack_modifiers: tuple[Modifier, ...] = ()
    weapon: str = ""
    weapon_multiplier: int = 0
    damage: str = ""
    damage_ability: bool = True
    damage_modifiers: tuple[Modifier, ...] = ()
    damage_types: tuple[DamageType, ...] = ()
    keywords: tuple[str, ...] = ()
    crit_range: int = 20
    crit_dice: str = ""
    crit_types: tuple[DamageType, ...] = ()
    miss: Miss = "none"
    hit_effects: tuple[Effect, ...] = ()
    zone: Zone | None = None
    ammunition: bool = False


class Defences(Struct, frozen=True, kw_only=True):
    """A monster block's four defences, stated whole."""

    ac: int
    fortitude: int
    reflex: int
    will: int


class Dnd4eStats(StatBlock, frozen=True, kw_only=True, tag="dnd4e"):
    """Tagged ``"ruleset": "dnd4e"`` (the core's ``StatBlock``). A 4e creature: ``kind`` (a
    PC goes dying at 0 hit points; a monster dies there),
    ``level``, ``abilities``, ``hp_max``, healing ``surges`` (per day), ``speed`` in squares,
    ``size``; a PC's defence sheet (``armour``, ``armour_bonus``, ``shield_bonus``,
    ``defence_modifiers``) or a monster's stated ``defences``; ``initiative`` (stated) or
    ``initiative_modifiers``; ``resist`` and ``vulnerable``; ``save_modifiers`` (an elite's
    +2); ``action_points`` (None: 1 for a PC, 0 for a monster); ``heal``, the Heal skill
    modifier (first aid); ``ammunition``: the pieces it carries for powers that spend them
    (None: not counted); ``powers``."""

    kind: Literal["pc", "monster"] = "pc"
    level: Level
    abilities: Dnd4eAbilities = Dnd4eAbilities()
    hp_max: int
    surges: int = 0
    speed: int = 6
    size: Size = "medium"
    armour: Armour = "none"
    armour_bonus: int = 0
    shield_bonus: int = 0
    defence_modifiers: tuple[Modifier, ...] = ()
    defences: Defences | None = None
    initiative: int | None = None
    initiative_modifiers: tuple[Modifier, ...] = ()
    resist: tuple[Resist, ...] = ()
    vulnerable: tuple[Vulnerable, ...] = ()
    save_modifiers: tuple[Modifier, ...] = ()
    action_points: int | None = None
    heal: int = 0
    ammunition: int | None = None
    powers: tuple[Power, ...] = ()


def action_points(s: Dnd4eStats) -> int:
    """Action points at the start of the encounter: as stated, else 1 for a PC and 0 for a
    monster (PHB 2008 p. 286: a character starts with one; DMG 2008: elites 1, solos 2)."""
    return s.action_points if s.action_points is not None else (1 if s.kind == "pc" else 0)


def sheet(s: Dnd4eStats) -> DefenceSheet:
    """The phase-1 defence sheet of a block. Never raises. Source: (glue: no rule of its own)."""
    return DefenceSheet(
        level=s.level,
        abilities=s.abilities,
        armour=s.armour,
        armour_bonus=s.armour_bonus,
        shield_bonus=s.shield_bonus,
        modifiers=s.defence_modifiers,
    )


def defence_of(s: Dnd4eStats, which: Defence, extra: tuple[Modifier, ...] = ()) -> Derivation:
    """``which`` defence with every part: a monster's stated value as the base, or a PC's
    derivation (004 §防御), then ``extra`` modifiers (conditions, powers) stacked by type.
    Source: 004_e86ae0a0322fa3b5.txt §防御, §加值与减值. Never raises."""
    if s.defences is not None:
        base = Part(label="stat block", value=getattr(s.defences, which))
        return derive([base], [m for m in extra if applies(m, which, DEFENCES)])
    return defence(sheet(s), which, extra)


def find_power(s: Dnd4eStats, name: str) -> Power | None:
    """The power called ``name`` (case ignored), or None. Source: (glue: no rule of its own)."""
    return next((p for p in s.powers if p.name.lower() == name.lower()), None)


def basic_melee(s: Dnd4eStats) -> Power | None:
    """The block's melee basic attack for opportunity attacks (PHB 2008 p. 290): DECISION:
    the first at-will melee power. None when it has none."""
    return next((p for p in s.powers if p.kind == "melee" and p.usage == "at_will"), None)


def attack_bonus_of(s: Dnd4eStats, power: Power, extra: tuple[Modifier, ...] = ()) -> Derivation:
    """The attack bonus of ``power``: a monster's stated bonus as its base part, or half the
    level + the ability modifier; then the power's and ``extra`` modifiers stacked by type.
    Source: 004_e86ae0a0322fa3b5.txt §攻击加值, §加值与减值. Never raises."""
    mods = (*power.attack_modifiers, *extra)
    if power.attack_bonus is not None:
        return derive([Part(label="attack bonus", value=power.attack_bonus)], mods)
    ability = power.ability or "strength"
    return attack_bonus(s.level, ability.upper()[:3], ability_modifier(getattr(s.abilities, ability)), mods)


def damage_expression(s: Dnd4eStats, power: Power, extra: tuple[Modifier, ...] = ()) -> DamageExpression:
    """What ``power`` deals on a hit: n[W] of its weapon dice, its damage dice and constant,
    the ability modifier (a PC's, when ``damage_ability``), its and ``extra`` damage
    modifiers, its types, and the extra critical dice. Raises ``ValueError`` for dice the
    core notation cannot read (a checked block never has them).
    Source: 004_e86ae0a0322fa3b5.txt §伤害鉴定, §重击."""
    terms = []
    if power.weapon_multiplier and power.weapon:
        terms += [weapon_dice(power.weapon_multiplier, t) for t in parse(power.weapon).terms]
    fixed = parse(power.damage) if power.damage else None
    if fixed is not None:
        terms += list(fixed.terms)
    ability = power.ability if power.damage_ability and power.attack_bonus is None else None
    mods = [*power.damage_modifiers, *extra]
    if fixed is not None and fixed.constant:
        mods.insert(0, Modifier(value=fixed.constant, source=f"{power.name} damage"))
    return DamageExpression(
        dice=tuple(terms),
        ability=(ability or "").upper()[:3],
        ability_mod=ability_modifier(getattr(s.abilities, ability)) if ability else 0,
        modifiers=tuple(mods),
        types=power.damage_types,
        crit_dice=parse(power.crit_dice).terms if power.crit_dice else (),
        crit_types=power.crit_types,
    )


def attacks(power: Power) -> bool:
    """Whether ``power`` makes attack rolls: every power does but one that only creates a zone
    or conjuration (no ``ability``, no ``attack_bonus``). Never raises.
    Source: (glue: no rule of its own)."""
    return power.zone is None or power.ability is not None or power.attack_bonus is not None


def deals_damage(power: Power) -> bool:
    """Whether ``power`` has any damage to roll (a power dealing none deals none on a
    critical either: 004 §重击). Never raises."""
    return bool((power.weapon and power.weapon_multiplier) or power.damage)


def initiative_of(s: Dnd4eStats) -> Derivation:
    """The initiative modifier: a monster's stated one, or half the level + DEX + bonuses.
    Source: PHB 2008 p. 267; Monster Manual 2008 (stated). Never raises."""
    if s.initiative is not None:
        return derive([Part(label="stat block", value=s.initiative)], s.initiative_modifiers)
    return initiative_modifier(s.level, ability_modifier(s.abilities.dexterity), s.initiative_modifiers)
