"""A hero's six scores, speed and magic points (000_c3c04d669a38e5ba.txt §02–§05, §07, §08, §12).

Every score is ``trait + level step + training + gear``; :class:`Score` keeps the parts so a
player can check the sum. Magic-point rules live in :mod:`.magic`.
"""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec import Meta, Struct

from . import tables as t
from .damage import format_damage, parse_damage, with_modifier
from .errors import SheetError, lookup
from .magic import (
    highest_spell_level,
    magic_point_recovery,
    max_magic_points,
    spell_cost,
)
from .parts import Score, ScorePart, score

__all__ = [
    "HeroBuild",
    "HeroSheet",
    "Score",
    "ScorePart",
    "Weapon",
    "build_hero",
    "hero_speed",
    "highest_spell_level",
    "level_step",
    "magic_point_recovery",
    "max_magic_points",
    "score",
    "spell_cost",
    "trait",
]


Name = Annotated[str, Meta(min_length=1, max_length=100)]
AbilityScore = Annotated[int, Meta(ge=1, le=30)]


class Weapon(Struct, frozen=True, forbid_unknown_fields=True):
    """A weapon: damage dice (e.g. "1d6"), finesse, two-handed, bonus, and missile reach in feet.

    ``max_range_ft`` is the farthest a missile weapon reaches (None: 120 ft, so no very-long
    shots); ``long_range_ft`` is the d20 game's normal range, kept for the sheet only.
    """

    name: Name
    damage: Annotated[
        str,
        Meta(
            min_length=1,
            max_length=20,
            examples=["1d6", "2d6"],
            description="The weapon's dice only; the build adds the trait.",
        ),
    ]
    finesse: bool = False
    two_handed: bool = False
    bonus: Annotated[int, Meta(ge=-10, le=10)] = 0
    missile: bool = False
    reach_ft: Annotated[int, Meta(ge=5, le=100)] = 5
    long_range_ft: Annotated[int, Meta(ge=5, le=10_000)] | None = None
    max_range_ft: Annotated[int, Meta(ge=5, le=10_000)] | None = None


class HeroSheet(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """What a player writes down. Ability scores are 1..30, level 1..20, hp in hit points."""

    name: Name
    class_: t.ClassName = msgspec.field(name="class")
    people: t.People
    level: Annotated[int, Meta(ge=1, le=20)]
    strength: AbilityScore
    dexterity: AbilityScore
    constitution: AbilityScore
    intelligence: AbilityScore
    wisdom: AbilityScore
    charisma: AbilityScore
    armour: t.ArmourName = "none"
    shield: bool = False
    focus: bool = False
    weapon: Weapon
    hp: Annotated[int, Meta(ge=1, le=10_000)]


class HeroBuild(Struct, frozen=True, kw_only=True):
    """A hero's derived numbers: six scores, speed (ft), magic points, absorb, damage, hp."""

    melee_attack: Score
    parry: Score
    missile_attack: Score
    dodge: Score
    magic_attack: Score
    ward: Score
    speed: Score
    speed_ft: int
    max_magic_points: Score
    absorb: int
    can_cast: bool
    highest_spell_level: int | None
    damage: str
    hp: int


def trait(ability_score: int) -> int:
    """The ability modifier: ``(score - 10) // 2`` (8 -> -1, 16 -> +3, 20 -> +5).

    Raises SheetError unless 1 <= score <= 30. Source: 000_c3c04d669a38e5ba.txt §02 Trait.
    """
    if not t.MIN_ABILITY <= ability_score <= t.MAX_ABILITY:
        raise SheetError(f"ability score must be 1 to 30, got {ability_score}")
    return (ability_score - 10) // 2


def level_step(level: int) -> int:
    """The level step: ``ceil(level / 3)`` (levels 1-3 -> +1 ... 19-20 -> +7).

    Raises SheetError unless 1 <= level <= 20. Source: 000_c3c04d669a38e5ba.txt §02 Level step.
    """
    if not t.MIN_LEVEL <= level <= t.MAX_LEVEL:
        raise SheetError(f"level must be 1 to 20, got {level}")
    return -(-level // 3)


def hero_speed(people: str, armour: str, shield: bool, strength: int) -> Score:
    """Walking speed in feet, with parts. Order applied (DECISION):

    1. base speed of the people; 2. minus the armour (and shield, 0 ft) penalty; 3. STR 16+
    gives back up to 5 ft of that penalty, never more than the armour took (an unarmoured
    strong hero is not faster); 4. a dwarf slowed by armour stops at 20 ft; 5. floor 10 ft.
    Raises SheetError for an unknown people or armour.
    Source: 000_c3c04d669a38e5ba.txt §07 Movement speed.
    """
    base = lookup(t.PEOPLE_SPEED_FT, people, "people")
    penalty = lookup(t.ARMOUR, armour, "armour").speed_penalty_ft
    penalty += t.SHIELD_SPEED_PENALTY_FT if shield else 0
    parts = [(f"{people} base", base), (f"{armour} penalty", -penalty)]
    trait(strength)  # validates 1..30
    if strength >= t.STRONG_BODY_STR and penalty:
        parts.append(("STR 16+ carries steel", min(t.STRONG_BODY_RELIEF_FT, penalty)))
    so_far = sum(v for _, v in parts)
    if people == "dwarf" and penalty and so_far < t.DWARF_ARMOUR_FLOOR_FT:
        parts.append(("dwarf: armour never below 20 ft", t.DWARF_ARMOUR_FLOOR_FT - so_far))
        so_far = t.DWARF_ARMOUR_FLOOR_FT
    if so_far < t.SPEED_FLOOR_FT:
        parts.append(("floor 10 ft", t.SPEED_FLOOR_FT - so_far))
    return score(*parts)


def build_hero(sheet: HeroSheet) -> HeroBuild:
    """Work out a hero's six scores, speed, magic points, absorb and damage from the sheet.

    Melee Attack = STR (or DEX with a finesse weapon: the better of the two, since finesse
    "lets you use DEX") + level step + melee training + weapon bonus (melee weapons only).
    Parry = best of STR/DEX + step + melee training + shield. Missile Attack (before range)
    = DEX + step + missile training + weapon bonus (missile weapons only). Dodge = DEX + step +
    missile training + shield (cover is added at attack time). Magic Attack = casting trait +
    step + magic training + focus; a class with no casting trait counts +0 for it and cannot
    cast (``can_cast`` False, 0 magic points). Ward = WIS + step + magic training.
    Damage = weapon dice + the trait its attack uses (melee: as Melee Attack; missile: DEX);
    the weapon bonus is an attack bonus only. Absorb = armour + 1 for a shield.
    Raises SheetError for out-of-range numbers, unknown names, junk damage, hp < 1, or a
    shield with a two-handed weapon. Source: 000_c3c04d669a38e5ba.txt §02–§08, §12 One card.
    """
    s, w = sheet, sheet.weapon
    training = lookup(t.CLASS_TRAINING, s.class_, "class")
    armour = lookup(t.ARMOUR, s.armour, "armour")
    step = level_step(s.level)
    st, dx, wi = trait(s.strength), trait(s.dexterity), trait(s.wisdom)
    trait(s.constitution), trait(s.intelligence), trait(s.charisma)  # validate all six
    if s.hp < 1:
        raise SheetError(f"hp must be 1 or more, got {s.hp}")
    if w.two_handed and s.shield:
        raise SheetError(f"{w.name} is two-handed: drop the shield or choose a one-handed weapon")
    dice = parse_damage(w.damage)
    if dice.modifier:
        raise SheetError(
            f"{w.name} damage {w.damage!r}: give the weapon's dice only (e.g. "
            f"'{dice.count}d{dice.sides}'); the build adds the trait its attack uses (§03 "
            "'roll damage as normal')"
        )
    if w.long_range_ft is not None and w.max_range_ft is not None and w.long_range_ft > w.max_range_ft:
        raise SheetError(f"{w.name}: long_range_ft ({w.long_range_ft}) cannot exceed max_range_ft ({w.max_range_ft})")
    shield = t.SHIELD_DEFENCE if s.shield else 0
    lv = ("level step", step)
    melee_trait = ("DEX trait", dx) if w.finesse and dx > st else ("STR trait", st)
    best = ("DEX trait", dx) if dx > st else ("STR trait", st)
    melee_bonus = 0 if w.missile else w.bonus
    missile_bonus = w.bonus if w.missile else 0
    caster = training.casting_trait
    cast = trait(getattr(s, caster)) if caster else 0
    cast_label = f"{caster[:3].upper()} trait" if caster else "no casting trait"
    damage_trait = dx if w.missile else melee_trait[1]
    return HeroBuild(
        melee_attack=score(melee_trait, lv, ("melee training", training.melee), ("weapon", melee_bonus)),
        parry=score(best, lv, ("melee training", training.melee), ("shield", shield)),
        missile_attack=score(("DEX trait", dx), lv, ("missile training", training.missile), ("weapon", missile_bonus)),
        dodge=score(("DEX trait", dx), lv, ("missile training", training.missile), ("shield", shield)),
        magic_attack=score((cast_label, cast), lv, ("magic training", training.magic), ("focus", 1 if s.focus else 0)),
        ward=score(("WIS trait", wi), lv, ("magic training", training.magic)),
        speed=(speed := hero_speed(s.people, s.armour, s.shield, s.strength)),
        speed_ft=speed.total,
        max_magic_points=max_magic_points(s.level, training.magic, cast),
        absorb=armour.absorb + (t.SHIELD_ABSORB if s.shield else 0),
        can_cast=training.magic > 0,
        highest_spell_level=highest_spell_level(s.class_, s.level),
        damage=format_damage(with_modifier(dice, damage_trait)),
        hp=s.hp,
    )
