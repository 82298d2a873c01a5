"""Damage rolls: weapon dice [W], ability modifier and damage bonuses; critical hits; damage
types and the keywords that follow them.

Source: 004_e86ae0a0322fa3b5.txt §伤害 (伤害鉴定: roll the power's dice, n[W] being n times the
weapon's damage dice; add the ability modifier and racial/feat, enhancement, item, power and
other bonuses; 伤害类型: a power's damage type replaces plain damage, a power naming none is
untyped; changing a power's damage type swaps that type's keyword for the new one, and the
poison keyword stays while the power still deals poison damage or has a poison effect) and
§重击 (a critical deals the maximum of the dice it would roll; extra critical dice from magic
weapons are rolled, not maximised; a power dealing no damage deals none on a critical).

A roll never goes below 0 damage (DECISION: the chapter's "an attack cannot deal less than 0"
under resistance, applied to the roll as well). Dice come in as faces; nothing here rolls.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal, get_args

from msgspec import Struct

from fray.domain.errors import InvalidCommand
from fray.domain.notation import DiceTerm

from .attack_roll import check_face
from .modifiers import Derivation, Modifier, Part, derive

DamageType = Literal[
    "acid", "cold", "fire", "force", "lightning", "necrotic", "poison", "psychic", "radiant", "thunder"
]
DAMAGE_TYPES: tuple[DamageType, ...] = get_args(DamageType)
"""The ten damage types of 4e (PHB 2008, Damage Types); no type is "untyped" damage."""


def dice(count: int, sides: int) -> DiceTerm:
    """``count`` dice of ``sides`` faces as the core's dice notation writes them (``dice(2, 8)``
    is 2d8; ``fray.domain.notation``). Never raises. Source: (glue: no rule of its own)."""
    return DiceTerm(count=count, sides=sides)


def weapon_dice(multiplier: int, weapon: DiceTerm) -> DiceTerm:
    """n[W]: ``multiplier`` times the weapon's damage dice (2[W] with a dagger's 1d4 is 2d4;
    with a heavy flail's 2d6 it is 4d6). Raises ``InvalidCommand`` for a negative multiplier.
    Source: 004_e86ae0a0322fa3b5.txt §伤害 (武器伤害骰)."""
    if multiplier < 0:
        raise InvalidCommand(f"[W] takes a multiplier of 0 or more, not {multiplier}")
    return dice(multiplier * weapon.count, weapon.sides)


class DamageExpression(Struct, frozen=True, kw_only=True):
    """A power's damage on a hit: its ``dice`` (weapon dice already multiplied), the
    ``ability`` it adds and that ability's ``ability_mod``, its damage ``modifiers`` (feat,
    enhancement, item, power, untyped bonuses; penalties), its damage ``types`` (empty:
    untyped; two or more: combined, e.g. lightning and thunder), and ``crit_dice``: extra
    dice a magic weapon or implement adds on a critical hit, with their ``crit_types``."""

    dice: tuple[DiceTerm, ...] = ()
    ability: str = ""
    ability_mod: int = 0
    modifiers: tuple[Modifier, ...] = ()
    types: tuple[DamageType, ...] = ()
    crit_dice: tuple[DiceTerm, ...] = ()
    crit_types: tuple[DamageType, ...] = ()


def damage_bonus(expr: DamageExpression) -> Derivation:
    """The fixed part of the damage: the ability modifier and the stacked damage modifiers,
    with every part. Source: 004_e86ae0a0322fa3b5.txt §伤害鉴定, §加值与减值. Never raises."""
    base = [Part(label=f"{expr.ability} modifier", value=expr.ability_mod, kind="ability")] if expr.ability else []
    return derive(base, expr.modifiers)


def describe(expr: DamageExpression) -> str:
    """``"2d8+7"``: the dice and the fixed bonus as a table writes them. Never raises.
    Source: (glue: no rule of its own)."""
    text = "+".join(str(d) for d in expr.dice if d.count)
    b = damage_bonus(expr).total
    bonus = f"{b:+d}" if b else ""
    return (text + bonus) if text else str(b)


class DamagePortion(Struct, frozen=True, kw_only=True):
    """One portion of a damage roll: its damage ``types`` (empty: untyped), the ``dice``
    and their ``faces`` (empty when maximised), whether ``maximised``, the ``bonus`` with
    its parts (the main portion only) and the ``amount`` (never below 0)."""

    types: tuple[str, ...]
    dice: tuple[DiceTerm, ...] | None
    faces: tuple[int, ...] | None = ()
    maximised: bool | None = False
    bonus: Derivation | None = None
    amount: int


class Dnd4eDamageRoll(Struct, frozen=True, kw_only=True):
    """The damage of one hit: the main portion, then any extra critical dice (rolled), and
    the ``total`` of them all before resistance."""

    portions: tuple[DamagePortion, ...]
    critical: bool
    total: int


def _faces_for(terms: Sequence[DiceTerm], faces: Sequence[int], what: str) -> tuple[int, ...]:
    want = sum(d.count for d in terms)
    if len(faces) != want:
        raise InvalidCommand(f"{what} needs {want} dice ({'+'.join(map(str, terms)) or 'none'}), got {len(faces)}")
    i = 0
    for d in terms:
        for f in faces[i : i + d.count]:
            check_face(f, d.sides)
        i += d.count
    return tuple(faces)


def roll_damage(
    expr: DamageExpression, faces: Sequence[int] = (), *, critical: bool = False, crit_faces: Sequence[int] = ()
) -> Dnd4eDamageRoll:
    """The damage of a hit from the dice that came up: the sum of ``faces`` (one per die of
    ``expr.dice``, in order) plus the bonus. On a ``critical`` the dice are not rolled: each
    counts its maximum (``faces`` must be empty), and the extra critical dice are rolled
    (``crit_faces``). Never below 0 per portion.
    Raises ``InvalidCommand`` when the number of faces does not match the dice, or a face is
    not on its die. Source: 004_e86ae0a0322fa3b5.txt §伤害鉴定, §重击 (最大伤害, 额外伤害)."""
    bonus = damage_bonus(expr)
    if critical:
        _faces_for([], faces, "a critical hit's maximised damage")
        rolled = sum(d.count * d.sides for d in expr.dice)
        main = DamagePortion(
            types=tuple(expr.types), dice=expr.dice, maximised=True, bonus=bonus, amount=max(0, rolled + bonus.total)
        )
        extra_faces = _faces_for(expr.crit_dice, crit_faces, "the extra critical damage")
        portions = [main]
        if expr.crit_dice:
            portions.append(
                DamagePortion(
                    types=tuple(expr.crit_types), dice=expr.crit_dice, faces=extra_faces, amount=sum(extra_faces)
                )
            )
    else:
        got = _faces_for(expr.dice, faces, "this damage")
        _faces_for([], crit_faces, "a hit that is not critical")
        portions = [
            DamagePortion(
                types=tuple(expr.types), dice=expr.dice, faces=got, bonus=bonus, amount=max(0, sum(got) + bonus.total)
            )
        ]
    return Dnd4eDamageRoll(portions=tuple(portions), critical=critical, total=sum(p.amount for p in portions))


def retype(
    keywords: Iterable[str],
    types: Sequence[str],
    new_type: DamageType,
    *,
    changed: Sequence[str] | None = None,
    poison_effect: bool = False,
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A power's ``(keywords, damage types)`` after its damage type changes to ``new_type``:
    the ``changed`` types (all of ``types`` when None) and their keywords go, the new type
    and its keyword come (the cold ray fired through a flaming staff loses "cold" and gains
    "fire"); "poison" stays while the power still deals poison damage or has a poison effect
    (``poison_effect``). Order is kept, the new one last.
    Source: 004_e86ae0a0322fa3b5.txt §伤害 (伤害类型). Never raises."""
    gone = set(types if changed is None else changed) - {new_type}
    new_types = [t for t in types if t not in gone]
    if new_type not in new_types:
        new_types.append(new_type)
    still_poison = "poison" in new_types or poison_effect
    kept = [k for k in keywords if k not in gone or (k == "poison" and still_poison)]
    if new_type not in kept:
        kept.append(new_type)
    return tuple(kept), tuple(new_types)
