"""The four defences: Armor Class, Fortitude, Reflex and Will, each with its derivation.

Source: 004_e86ae0a0322fa3b5.txt §防御 (防御值): every defence is 10 + half the level; AC adds
the armour bonus and the shield bonus, and the better of the DEX and INT modifiers in light
armour or none; Fortitude adds the better of STR and CON; Reflex the better of DEX and INT,
plus the shield bonus; Will the better of WIS and CHA; then racial, feat, enhancement, item,
power and untyped bonuses (§加值与减值 stacking). Ability modifiers are (score − 10) / 2,
rounded down, and half the level rounds down (published 4e, PHB 2008, Ability Scores;
"round down" is the PHB's general rule).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Literal

from msgspec import Meta, Struct

from .modifiers import Derivation, Modifier, Part, applies, derive

Defence = Literal["ac", "fortitude", "reflex", "will"]
DEFENCES: tuple[Defence, ...] = ("ac", "fortitude", "reflex", "will")
Armour = Literal["none", "light", "heavy"]
Level = Annotated[int, Meta(ge=1, le=30, description="a level, 1–30")]
Score = Annotated[int, Meta(ge=1, le=40, description="an ability score")]

_ABILITY_LABEL = {
    "strength": "STR",
    "constitution": "CON",
    "dexterity": "DEX",
    "intelligence": "INT",
    "wisdom": "WIS",
    "charisma": "CHA",
}
_PAIR: dict[Defence, tuple[str, str]] = {
    "ac": ("dexterity", "intelligence"),
    "fortitude": ("strength", "constitution"),
    "reflex": ("dexterity", "intelligence"),
    "will": ("wisdom", "charisma"),
}


class Dnd4eAbilities(Struct, frozen=True, kw_only=True):
    """The six ability scores."""

    strength: Score = 10
    constitution: Score = 10
    dexterity: Score = 10
    intelligence: Score = 10
    wisdom: Score = 10
    charisma: Score = 10


class DefenceSheet(Struct, frozen=True, kw_only=True):
    """What a creature's defences are built from: ``level``, ``abilities``, the ``armour``
    worn (``"heavy"`` adds no ability to AC), its ``armour_bonus`` and ``shield_bonus``, and
    lasting ``modifiers`` (each with ``applies_to`` naming defences, or ``"defences"``)."""

    level: Level
    abilities: Dnd4eAbilities = Dnd4eAbilities()
    armour: Armour = "none"
    armour_bonus: Annotated[int, Meta(ge=0, le=20)] = 0
    shield_bonus: Annotated[int, Meta(ge=0, le=5)] = 0
    modifiers: tuple[Modifier, ...] = ()


def ability_modifier(score: int) -> int:
    """(score − 10) / 2 rounded down: 10–11 → 0, 22–23 → +6, 8–9 → −1.
    Source: published 4e (PHB 2008, Ability Scores)."""
    return (score - 10) // 2


def half_level(level: int) -> int:
    """Half the level, rounded down (PHB 2008: round down). 004 §防御, §攻击加值."""
    return level // 2


def better_ability(abilities: Dnd4eAbilities, first: str, second: str) -> Part:
    """The better of two abilities' modifiers as a part (the first on a tie).
    Source: 004_e86ae0a0322fa3b5.txt §防御 (取高者)."""
    a, b = ability_modifier(getattr(abilities, first)), ability_modifier(getattr(abilities, second))
    name = first if a >= b else second
    return Part(label=f"{_ABILITY_LABEL[name]} modifier", value=max(a, b), kind="ability")


def defence(sheet: DefenceSheet, which: Defence, extra: Iterable[Modifier] = ()) -> Derivation:
    """The value of ``which`` with every part: 10, half the level, the defence's own parts
    (armour, shield, the better ability), then the sheet's and ``extra`` modifiers that apply
    to it, stacked by type. Never raises.
    Source: 004_e86ae0a0322fa3b5.txt §防御 (防御值), §加值与减值."""
    base = [Part(label="base", value=10), Part(label="half level", value=half_level(sheet.level), kind="level")]
    mods: list[Modifier] = []
    if which == "ac":
        if sheet.armour_bonus:
            mods.append(Modifier(value=sheet.armour_bonus, source="armour", type="armor"))
        if sheet.armour != "heavy":
            base.append(better_ability(sheet.abilities, *_PAIR["ac"]))
    else:
        base.append(better_ability(sheet.abilities, *_PAIR[which]))
    if which in ("ac", "reflex") and sheet.shield_bonus:
        mods.append(Modifier(value=sheet.shield_bonus, source="shield", type="shield"))
    mods += [m for m in (*sheet.modifiers, *extra) if applies(m, which, DEFENCES)]
    return derive(base, mods)


def all_defences(sheet: DefenceSheet, extra: Iterable[Modifier] = ()) -> dict[Defence, Derivation]:
    """Every defence of ``sheet`` (see :func:`defence`). Source: 004 §防御."""
    more = tuple(extra)
    return {d: defence(sheet, d, more) for d in DEFENCES}
