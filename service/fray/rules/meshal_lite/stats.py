"""A Meshal Lite combatant's stat block as stored in its ``combatant_added`` event, and the
readings of a combatant's tracks the rules need.

Tracks (``Combatant.resources``): ``might``, ``activeness``, ``spirit`` — one die a point,
``Resource(dice, score)`` (an attribute marked "-" has no track); ``mobility`` — the ⚡ left
this round, ``Resource(left, per round)``; an object has one track, ``durability``:
``Resource(durability − damage taken, durability, minimum −durability)`` (broken at 0 or
less, ruined at −durability). Stored structs accept unknown fields (events are read forever);
the strict request shapes are in ``sheet``.
Source: 001_5f4122b8a83d6727.txt §属性Attribute Scores, §防护Protection Score, §攻击,
§破坏Breaking an Object与摧毁Ruining an Object.
"""

from __future__ import annotations

from typing import Literal

from msgspec import Struct

from fray.domain.state import Combatant, StatBlock, stat_block

from .attacks import Defence
from .attributes import ATTRIBUTES, Attribute, AttributeName, Pools
from .dice import Scoring
from .protection import AttackType, Protections

MOBILITY = "mobility"
DURABILITY = "durability"
Mode = Literal["full", "-", "none"]


class MeshalAttribute(Struct, frozen=True, kw_only=True):
    """One attribute of the stat block: ``base`` (trained + features) and ``temporary``
    (abilities, items) parts; ``invalid`` for one marked "-"."""

    base: int = 0
    temporary: int = 0
    invalid: bool = False


class MeshalProtections(Struct, frozen=True, kw_only=True):
    """Physical, erosion (侵蚀) and occult (灵异) protection, and attack types it is immune to."""

    physical: int = 0
    erosion: int = 0
    occult: int = 0
    immune: tuple[AttackType, ...] = ()


class MeshalAttackDice(Struct, frozen=True, kw_only=True):
    """How many dice an attack (or a check) rolls: the pool of ``attributes`` (the one with
    more dice, or fewer: ``take``; none: no pool), × ``times`` ÷ ``divide`` + ``plus``, read
    as ``points`` (🎲) or ``faces`` (🎲+). "活力骰÷2🎲" is activeness, divide 2; "3🎲" is
    plus 3."""

    attributes: tuple[AttributeName, ...] = ()
    take: Literal["higher", "lower"] = "higher"
    times: int = 1
    divide: int = 1
    plus: int = 0
    scoring: Scoring = "points"


class MeshalExtra(Struct, frozen=True, kw_only=True):
    """Extra damage on a hit: ``plus`` N ("伤害+1"), ``minus`` N, ``dice`` N ("伤害+2🎲"),
    ``times`` N ("伤害×2"), ``divide`` N ("伤害÷2")."""

    kind: Literal["plus", "minus", "dice", "times", "divide"]
    amount: int


class MeshalReach(Struct, frozen=True, kw_only=True):
    """Reach in steps: ``low``~``high`` (low 0: no minimum range); ``ranged`` may overreach."""

    high: int = 1
    low: int = 0
    ranged: bool = False


class MeshalAttackProfile(Struct, frozen=True, kw_only=True):
    """One attack of a stat block: "对<targets>造成<dice><attack_type>攻击（可<defences>）",
    with ``segments``, ``penetration``, ``extras``, ``reach`` and its ⚡ ``cost``."""

    name: str
    targets: tuple[AttributeName, ...]
    dice: MeshalAttackDice
    attack_type: AttackType = "physical"
    defences: tuple[Defence, ...] = ()
    segments: int = 1
    penetration: int = 0
    extras: tuple[MeshalExtra, ...] = ()
    reach: MeshalReach = MeshalReach()
    cost: int = 2


class MeshalModes(Struct, frozen=True, kw_only=True):
    """How the creature moves each way: ``full`` speed, ``-`` (half speed) or ``none``."""

    walk: Mode = "full"
    climb: Mode = "-"
    swim: Mode = "-"
    crawl: Mode = "-"


Size = Literal["tiny", "small", "medium", "large", "huge", "gargantuan"]
SIZES: tuple[Size, ...] = ("tiny", "small", "medium", "large", "huge", "gargantuan")
"""The size ladder (体型), one level a step: 微型, 小型, 中型, 大型, 巨型, 超巨型. DECISION
(gap): the handbook names sizes (微型, 小型, 中型, 大型 in §感知与潜藏's table) but lists the
ladder in its library; Fray takes these six levels, medium by default."""


class MeshalStats(StatBlock, frozen=True, kw_only=True, tag="meshal-lite"):
    """A creature's or an object's stat block. ``kind`` says which. Creatures: the three
    attributes, protections, ``speed`` (steps a move covers) and ``modes``, ``attacks``,
    ``strength`` (spent potential, the "36" of "36/15"), ``unspent`` potential and both as
    the handbook writes them (``potential``, "36/15"), and
    ``group`` (identical creatures sharing one initiative roll, an extension rule), ``size``
    and ``incorporeal`` (who blocks whose movement; stat blocks stored before them read
    medium and corporeal).
    Objects: ``material``, ``thickness_fingers``, ``modifiers``, ``durability`` and the
    protections the material gives (immune to occult attacks)."""

    kind: Literal["creature", "object"] = "creature"
    might: MeshalAttribute = MeshalAttribute(invalid=True)
    activeness: MeshalAttribute = MeshalAttribute(invalid=True)
    spirit: MeshalAttribute = MeshalAttribute(invalid=True)
    protections: MeshalProtections = MeshalProtections()
    speed: int = 0
    modes: MeshalModes = MeshalModes()
    attacks: tuple[MeshalAttackProfile, ...] = ()
    strength: int = 0
    unspent: int = 0
    potential: str = ""
    group: str | None = None
    size: Size = "medium"
    incorporeal: bool = False
    material: str | None = None
    thickness_fingers: int = 0
    modifiers: tuple[str, ...] = ()
    durability: int = 0


def stats(c: Combatant) -> MeshalStats:
    """``c``'s stat block (always a ``MeshalStats`` in a meshal-lite encounter).
    Source: (glue: no rule of its own)."""
    return stat_block(c, MeshalStats)


def is_object(c: Combatant) -> bool:
    """Whether ``c`` is an object (a door, a wall, cover) rather than a creature.
    Source: 001_5f4122b8a83d6727.txt §破坏Breaking an Object与摧毁Ruining an Object."""
    return stats(c).kind == "object"


def attribute_of(c: Combatant, name: AttributeName) -> Attribute:
    """``c``'s attribute ``name`` as the pure rules read it: its parts from the stat block,
    its dice from its track (a "-" attribute has none). Never raises for a creature.
    Source: 001_5f4122b8a83d6727.txt §属性Attribute Scores (属性骰)."""
    spec: MeshalAttribute = getattr(stats(c), name)
    if spec.invalid:
        return Attribute(invalid=True)
    track = c.resources.get(name)
    return Attribute(base=spec.base, temporary=spec.temporary, dice=track.current if track else 0)


def pools_of(c: Combatant) -> Pools:
    """``c``'s three attributes by name (see ``attribute_of``).
    Source: 001_5f4122b8a83d6727.txt §属性Attribute Scores."""
    return {name: attribute_of(c, name) for name in ATTRIBUTES}


def protections_of(c: Combatant) -> Protections:
    """``c``'s protections as the pure rules read them.
    Source: 001_5f4122b8a83d6727.txt §防护Protection Score."""
    p = stats(c).protections
    return Protections(physical=p.physical, erosion=p.erosion, occult=p.occult, immune=p.immune)


def mobility_left(c: Combatant) -> int:
    """⚡ ``c`` has left this round (0 without a mobility track).
    Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程."""
    track = c.resources.get(MOBILITY)
    return track.current if track else 0
