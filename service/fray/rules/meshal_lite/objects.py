"""Objects: durability and protection by material, breaking (破坏) and ruining (摧毁).

Durability is a multiple of the thickness in fingers (指); every material is immune to occult
attacks; condition rows (worn, reinforced, enchanted, delicate) change durability and all
protections. A broken object has lost its function but is still a whole thing; a ruined one
is debris that nothing repairs.
Source: 001_5f4122b8a83d6727.txt §破坏Breaking an Object与摧毁Ruining an Object (常见物体质地、
耐久和防护).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from math import floor
from typing import Literal

from msgspec import Struct

from fray.domain.errors import InvalidCommand

from .protection import Protections


class Material(Struct, frozen=True, kw_only=True):
    """One material row: durability per finger of thickness and its protections."""

    chinese: str
    per_finger: int
    physical: int
    erosion: int


MATERIALS: dict[str, Material] = {
    "paper": Material(chinese="纸张或纤维", per_finger=2, physical=0, erosion=0),
    "ceramic": Material(chinese="陶瓷或皮革", per_finger=3, physical=0, erosion=1),
    "glass": Material(chinese="玻璃或冰块", per_finger=3, physical=1, erosion=0),
    "wood": Material(chinese="木材", per_finger=4, physical=1, erosion=2),
    "brick": Material(chinese="沙土和砖石", per_finger=5, physical=3, erosion=2),
    "plastic": Material(chinese="塑料或橡胶", per_finger=5, physical=4, erosion=0),
    "iron": Material(chinese="铜、铁等金属", per_finger=6, physical=4, erosion=2),
    "stone": Material(chinese="岩石或混凝土", per_finger=8, physical=5, erosion=5),
    "steel": Material(chinese="钢、钛合金等金属", per_finger=12, physical=7, erosion=3),
}
"""Paper or fibre, ceramic or leather, glass or ice, wood, earth and brick, plastic or
rubber, copper/iron and such metals, rock or concrete, steel/titanium and such alloys."""

Modifier = Literal["worn", "reinforced", "enchanted", "delicate"]
MODIFIERS: dict[Modifier, tuple[Fraction, str, int]] = {
    "worn": (Fraction(1, 2), "+", -1),
    "reinforced": (Fraction(2), "+", 1),
    "enchanted": (Fraction(3), "+", 3),
    "delicate": (Fraction(1, 2), "*", 2),
}
"""Per row: the durability factor, and how it changes all protections ("+" adds the number,
"*" divides by it): 残旧或久经风化 ÷2, −1; 人为加固 ×2, +1; 附魔或赐福加固 ×3, +3;
内部结构精密或脆弱 ÷2, ÷2."""


class ObjectStats(Struct, frozen=True, kw_only=True):
    """An object's ``durability`` (damage it takes before it breaks) and ``protections``."""

    durability: int
    protections: Protections


def object_stats(material: str, thickness: Fraction | int, modifiers: Sequence[Modifier] = ()) -> ObjectStats:
    """Durability and protections of an object of ``material``, ``thickness`` fingers thick.

    DECISION (gap): several modifier rows combine; durability multiplies by every factor,
    and each protection is divided first, then has the additions made (the handbook's order
    of operations); fractions are dropped at the end. Raises ``InvalidCommand`` for an
    unknown material or modifier, a modifier named twice, or a thickness of 0 or less.
    Source: 001_5f4122b8a83d6727.txt §破坏Breaking an Object与摧毁Ruining an Object,
    §常用计算Calculation."""
    row = MATERIALS.get(material)
    if row is None:
        raise InvalidCommand(f"unknown material {material!r}; materials: {', '.join(MATERIALS)}")
    if thickness <= 0:
        raise InvalidCommand("an object is more than 0 fingers thick")
    if len(set(modifiers)) != len(modifiers) or any(m not in MODIFIERS for m in modifiers):
        raise InvalidCommand(f"modifiers are {', '.join(MODIFIERS)}, each at most once")
    durability = Fraction(row.per_finger) * Fraction(thickness)
    scale, add = Fraction(1), 0
    for m in modifiers:
        factor, how, n = MODIFIERS[m]
        durability *= factor
        if how == "*":
            scale /= n
        else:
            add += n

    def prot(base: int) -> int:
        return floor(base * scale + add)

    return ObjectStats(
        durability=floor(durability),
        protections=Protections(physical=prot(row.physical), erosion=prot(row.erosion), occult=0, immune=("occult",)),
    )


ObjectState = Literal["intact", "broken", "ruined"]
RUIN_FACTOR = 2


def object_state(durability: int, damage_taken: int) -> ObjectState:
    """Whether an object is intact, broken (damage taken reached its durability: it no longer
    works) or ruined (damage taken reached twice its durability: debris).

    DECISION (gap): the handbook gives no number for ruin; Fray takes twice the durability,
    so a broken object can still be ruined by more blows. Raises ``InvalidCommand`` for
    negative numbers. Source: 001_5f4122b8a83d6727.txt §破坏Breaking an Object与摧毁Ruining
    an Object."""
    if durability < 0 or damage_taken < 0:
        raise InvalidCommand("durability and damage are never negative")
    if damage_taken >= durability * RUIN_FACTOR:
        return "ruined"
    if damage_taken >= durability:
        return "broken"
    return "intact"
