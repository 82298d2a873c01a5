"""The stat blocks a client sends: strict request shapes (unknown fields refused at every
depth), turned into the stored ``stats.MeshalStats`` and the combatant's tracks.

Source: 001_5f4122b8a83d6727.txt §属性Attribute Scores, §防护Protection Score, §潜能
Potentialities, §攻击 (攻击的说明, 攻击范围), §移动Movement, §破坏Breaking an Object与摧毁
Ruining an Object.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta, Struct

from fray.domain.errors import InvalidCommand
from fray.domain.events import Resource

from .attacks import AttackProfile, Defence, Extra, check_profile
from .attributes import ATTRIBUTES, AttributeName, attribute
from .distance import to_fingers
from .objects import MATERIALS, Modifier, object_stats
from .potential import strength_display
from .protection import AttackType
from .reach import Reach
from .stats import (
    DURABILITY,
    MOBILITY,
    MeshalAttackProfile,
    MeshalAttribute,
    MeshalModes,
    MeshalProtections,
    MeshalStats,
    Mode,
    Size,
)

Score = Annotated[int, Meta(ge=1, le=30, description="An attribute score: dice in its pool when full.")]
Part = Annotated[int, Meta(ge=-30, le=30)]
Dice = Annotated[int, Meta(ge=0, le=60)]
Protection = Annotated[int, Meta(ge=-20, le=20)]
Steps = Annotated[int, Meta(ge=0, le=10_000, description="steps (步, about ¾ m)")]
Label = Annotated[str, Meta(min_length=1, max_length=60)]


class MeshalAttributesInput(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Base scores (trained + features) of Might (强壮), Activeness (活力), Spirit (精神);
    ``"-"`` for an attribute the creature lacks (it never loses dice and rolls 3 dice)."""

    might: Score | Literal["-"] = 3
    activeness: Score | Literal["-"] = 3
    spirit: Score | Literal["-"] = 3


class MeshalPartsInput(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Temporary parts of the scores (abilities, items), added to the base parts."""

    might: Part = 0
    activeness: Part = 0
    spirit: Part = 0


class MeshalPoolsInput(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Dice in each pool when the creature joins, if not full (a creature already hurt)."""

    might: Dice | None = None
    activeness: Dice | None = None
    spirit: Dice | None = None


class MeshalProtectionsInput(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Physical, erosion and occult protection (below 0 is a weakness), and immunities."""

    physical: Protection = 0
    erosion: Protection = 0
    occult: Protection = 0
    immune: Annotated[tuple[AttackType, ...], Meta(max_length=4)] = ()


class MeshalDiceInput(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The attack roll: the pool of ``attributes`` (the ``higher`` or ``lower`` of several;
    none: no pool) × ``times`` ÷ ``divide`` + ``plus`` dice, read as ``points`` (🎲) or
    ``faces`` (🎲+). "强壮骰🎲": attributes [might]; "活力骰÷2🎲": [activeness], divide 2;
    "3🎲": plus 3."""

    attributes: Annotated[tuple[AttributeName, ...], Meta(max_length=3)] = ()
    take: Literal["higher", "lower"] = "higher"
    times: Annotated[int, Meta(ge=1, le=10)] = 1
    divide: Annotated[int, Meta(ge=1, le=10)] = 1
    plus: Annotated[int, Meta(ge=-20, le=20)] = 0
    scoring: Literal["points", "faces"] = "points"


class MeshalExtraInput(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Extra damage on a hit: plus N, minus N, dice N (+N🎲), times N, divide N."""

    kind: Literal["plus", "minus", "dice", "times", "divide"]
    amount: Annotated[int, Meta(ge=1, le=20)]


class MeshalReachInput(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Reach in steps, ``low``~``high`` ("相邻" is 0~1; the whip's "3~6步" is 3~6);
    ``ranged`` for a ranged attack (only those may overreach)."""

    high: Annotated[int, Meta(ge=1, le=10_000)] = 1
    low: Steps = 0
    ranged: bool = False


class MeshalAttackInput(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One attack of the stat block, as the handbook writes it, e.g. "对强壮造成3🎲物理攻击
    （可格挡/闪避）": ``targets`` [might], ``dice`` {plus: 3}, ``attack_type`` physical,
    ``defences`` [parry, dodge]. ``cost``: its ⚡ (DECISION: 2 when not given)."""

    name: Label
    targets: Annotated[tuple[AttributeName, ...], Meta(min_length=1, max_length=3)]
    dice: MeshalDiceInput
    attack_type: AttackType = "physical"
    defences: Annotated[tuple[Defence, ...], Meta(max_length=3)] = ()
    segments: Annotated[int, Meta(ge=1, le=10)] = 1
    penetration: Annotated[int, Meta(ge=0, le=20)] = 0
    extras: Annotated[tuple[MeshalExtraInput, ...], Meta(max_length=5)] = ()
    reach: MeshalReachInput = MeshalReachInput()
    cost: Annotated[int, Meta(ge=0, le=12)] = 2


class MeshalModesInput(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Each way of moving at ``full`` speed, ``-`` (half speed) or ``none``."""

    walk: Mode = "full"
    climb: Mode = "-"
    swim: Mode = "-"
    crawl: Mode = "-"


class MeshalCreatureSheet(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A creature: attributes (and their temporary parts, and pools if hurt), protections,
    ``speed`` in steps per move, ``modes``, ``attacks``, ``strength`` (spent potential) and
    ``unspent`` potential ("36/15"), ``mobility`` ⚡ per round (None: the encounter's
    option), ``group`` for group initiative, ``size`` (体型) and ``incorporeal`` (虚体: it
    blocks no one's movement)."""

    name: Annotated[str, Meta(min_length=1, max_length=100)]
    attributes: MeshalAttributesInput = MeshalAttributesInput()
    temporary: MeshalPartsInput = MeshalPartsInput()
    pools: MeshalPoolsInput = MeshalPoolsInput()
    protections: MeshalProtectionsInput = MeshalProtectionsInput()
    speed: Annotated[int, Meta(ge=0, le=100)] = 5
    modes: MeshalModesInput = MeshalModesInput()
    attacks: Annotated[tuple[MeshalAttackInput, ...], Meta(max_length=20)] = ()
    strength: Annotated[int, Meta(ge=0, le=100_000)] = 0
    unspent: Annotated[int, Meta(ge=0, le=100_000)] = 0
    mobility: Annotated[int, Meta(ge=1, le=12)] | None = None
    group: Label | None = None
    size: Size = "medium"
    incorporeal: bool = False


class MeshalObjectSheet(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """An object: its ``material`` (the handbook's table), its thickness (steps, palms and
    fingers added: a step is 10 palms, a palm 4 fingers) and its condition ``modifiers``."""

    name: Annotated[str, Meta(min_length=1, max_length=100)]
    material: Literal["paper", "ceramic", "glass", "wood", "brick", "plastic", "iron", "stone", "steel"]
    thickness_fingers: Annotated[int, Meta(ge=0, le=100_000)] = 0
    thickness_palms: Annotated[int, Meta(ge=0, le=10_000)] = 0
    thickness_steps: Annotated[int, Meta(ge=0, le=1_000)] = 0
    modifiers: Annotated[tuple[Modifier, ...], Meta(max_length=4)] = ()


def attack_profile(a: MeshalAttackProfile) -> AttackProfile:
    """The pure rules' view of a stored attack. Never raises.
    Source: (glue: no rule of its own)."""
    return AttackProfile(
        targets=a.targets,
        attack_type=a.attack_type,
        defences=a.defences,
        segments=a.segments,
        penetration=a.penetration,
        extras=tuple(Extra(kind=e.kind, amount=e.amount) for e in a.extras),
        reach=Reach(high=a.reach.high, low=a.reach.low, ranged=a.reach.ranged),
    )


def _attack(a: MeshalAttackInput) -> MeshalAttackProfile:
    if len(set(a.targets)) != len(a.targets) or len(set(a.defences)) != len(a.defences):
        raise InvalidCommand(f"attack {a.name!r}: name each target attribute and each defence once")
    if a.reach.low >= a.reach.high:
        raise InvalidCommand(
            f"attack {a.name!r}: a reach {a.reach.low}~{a.reach.high} runs backwards; low must be below high"
        )
    stored = msgspec.convert(msgspec.to_builtins(a), MeshalAttackProfile)
    check_profile(attack_profile(stored))
    return stored


def build_creature(sheet: MeshalCreatureSheet, mobility: int) -> tuple[MeshalStats, dict[str, Resource]]:
    """The stat block and the tracks of a creature: a pool per valid attribute (full unless
    ``pools`` says otherwise), and ``mobility`` ⚡ (the sheet's, or the encounter's
    ``mobility`` per round), full.

    Raises ``InvalidCommand`` for a pool above its score, a temporary part or pool given for
    a "-" attribute, attacks sharing a name, a reach that runs backwards, or a target or
    defence named twice.
    Source: 001_5f4122b8a83d6727.txt §属性Attribute Scores (属性最低为1, 属性骰, 无效属性),
    §潜能Potentialities ("36/15"), §攻击."""
    attrs: dict[AttributeName, MeshalAttribute] = {}
    resources: dict[str, Resource] = {}
    for name in ATTRIBUTES:
        base = getattr(sheet.attributes, name)
        temporary: int = getattr(sheet.temporary, name)
        dice: int | None = getattr(sheet.pools, name)
        if base == "-":
            if temporary or dice is not None:
                raise InvalidCommand(f'{name} is "-": it has no temporary part and no pool')
            attrs[name] = MeshalAttribute(invalid=True)
            continue
        a = attribute(base, temporary, dice)
        attrs[name] = MeshalAttribute(base=base, temporary=temporary)
        resources[name] = Resource(a.dice, max(1, base + temporary))
    names = [a.name for a in sheet.attacks]
    if len(set(names)) != len(names):
        raise InvalidCommand("each attack of a stat block has its own name")
    per_round = sheet.mobility or mobility
    resources[MOBILITY] = Resource(per_round, per_round)
    stats = MeshalStats(
        kind="creature",
        might=attrs["might"],
        activeness=attrs["activeness"],
        spirit=attrs["spirit"],
        protections=msgspec.convert(msgspec.to_builtins(sheet.protections), MeshalProtections),
        speed=sheet.speed,
        modes=msgspec.convert(msgspec.to_builtins(sheet.modes), MeshalModes),
        attacks=tuple(_attack(a) for a in sheet.attacks),
        strength=sheet.strength,
        unspent=sheet.unspent,
        potential=strength_display(sheet.strength, sheet.unspent),
        group=sheet.group,
        size=sheet.size,
        incorporeal=sheet.incorporeal,
    )
    return stats, resources


def build_object(sheet: MeshalObjectSheet) -> tuple[MeshalStats, dict[str, Resource]]:
    """The stat block and the ``durability`` track of an object: durability by material and
    thickness (the table, with its condition rows), at least 1 (DECISION: an object so thin
    that the table gives it 0 still takes one point to break), protections by material,
    immune to occult attacks. The track runs from durability down to −durability (ruined).
    Raises ``InvalidCommand`` for a thickness of 0 or a modifier named twice.
    Source: 001_5f4122b8a83d6727.txt §破坏Breaking an Object与摧毁Ruining an Object."""
    fingers = to_fingers(sheet.thickness_steps, sheet.thickness_palms, sheet.thickness_fingers)
    built = object_stats(sheet.material, fingers, sheet.modifiers)
    durability = max(1, built.durability)
    p = built.protections
    stats = MeshalStats(
        kind="object",
        protections=MeshalProtections(physical=p.physical, erosion=p.erosion, occult=p.occult, immune=p.immune),
        material=sheet.material,
        thickness_fingers=int(fingers),
        modifiers=tuple(sheet.modifiers),
        durability=durability,
    )
    assert sheet.material in MATERIALS
    return stats, {DURABILITY: Resource(durability, durability, minimum=-durability)}
