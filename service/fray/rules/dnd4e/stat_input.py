"""The stat block as a *request* carries it: strict, checked, then stored as ``Dnd4eStats``.

Stored events stay tolerant (an older reader skips fields newer code adds), so the stored
types in ``stats`` accept unknown fields. A request is the opposite: a typo (``"hp_maxx"``)
must come back as a 400 naming the field. So each part of the block has a request twin here,
a subclass with ``forbid_unknown_fields`` and bounded types, and ``check_block`` (run by
``decide``: a 422) refuses blocks that cannot exist (a close power without a blast or burst, a long range below the
range, dice the notation cannot read, two powers of one name). ``stored`` turns the twin into
the plain stored type before it goes into an event.

Sources: 004_e86ae0a0322fa3b5.txt §攻击类型, §效果区域, §伤害 (what a power is made of); the
dice notation is the core's (``fray.domain.notation``).
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from fray.domain.errors import InvalidCommand
from fray.domain.events import Modifier as CoreModifier
from fray.domain.events import OngoingDamage
from fray.domain.notation import NotationError, parse

from .damage import DamageType
from .defences import Dnd4eAbilities
from .durations import DurationKind
from .modifiers import BonusType, Modifier
from .resistance import Resist, Vulnerable
from .stats import Defences, Dnd4eStats, Effect, Power, Zone, ZoneTrigger

Text = Annotated[str, Meta(min_length=1, max_length=80)]
Small = Annotated[int, Meta(ge=-50, le=50)]
AppliesTo = Literal["attack", "damage", "ac", "fortitude", "reflex", "will", "defences", "saving_throws", "initiative"]
Dice = Annotated[
    str,
    Meta(
        max_length=40, examples=["1d8", "2d6+3"], description="dice in the core notation: NdS terms and a whole number"
    ),
]
ResistType = Literal[
    "acid", "cold", "fire", "force", "lightning", "necrotic", "poison", "psychic", "radiant", "thunder", "all"
]


class ModifierIn(Modifier, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A typed bonus (or penalty) as a request states it: ``value``, its ``source`` (bonuses
    of one source do not stack), its bonus ``type`` and what it ``applies_to`` (empty:
    whatever it is listed under)."""

    value: Small
    source: Text
    type: BonusType = "untyped"
    applies_to: Annotated[tuple[AppliesTo, ...], Meta(max_length=9)] = ()


class EffectModifierIn(CoreModifier, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A bonus or penalty an effect gives, as a request states it: ``applies_to`` a roll or
    defence, ``amount``, ``bonus_type`` (one of 4e's, or "" untyped)."""

    applies_to: AppliesTo
    amount: Small
    bonus_type: Literal["", "armor", "enhancement", "feat", "item", "power", "proficiency", "racial", "shield"] = ""


class OngoingIn(OngoingDamage, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Ongoing damage as a request states it: ``amount`` 1–100 of one ``damage_type`` ("":
    untyped). The core's ``OngoingDamage`` carries one type."""

    amount: Annotated[int, Meta(ge=1, le=100)]
    damage_type: Literal[
        "", "acid", "cold", "fire", "force", "lightning", "necrotic", "poison", "psychic", "radiant", "thunder"
    ] = ""


class EffectIn(Effect, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """An effect as a request states it (see ``stats.Effect``)."""

    condition: Annotated[
        str,
        Meta(
            min_length=1, max_length=40, pattern=r"^[a-z][a-z0-9_]*$", examples=["slowed", "marked", "ongoing_damage"]
        ),
    ]
    duration: DurationKind = "save_ends"
    ongoing: OngoingIn | None = None
    modifiers: Annotated[tuple[EffectModifierIn, ...], Meta(max_length=10)] = ()
    aftereffect: EffectIn | None = None


class ResistIn(Resist, frozen=True, forbid_unknown_fields=True):
    """Resist ``amount`` to ``type`` (a damage type or ``all``)."""

    type: ResistType
    amount: Annotated[int, Meta(ge=1, le=100)]


class VulnerableIn(Vulnerable, frozen=True, forbid_unknown_fields=True):
    """Vulnerable ``amount`` to ``type`` (a damage type or ``all``)."""

    type: ResistType
    amount: Annotated[int, Meta(ge=1, le=100)]


class Dnd4eAbilitiesIn(Dnd4eAbilities, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The six ability scores as a request states them (unknown ones refused)."""


class DefencesIn(Defences, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A monster's stated defences."""

    ac: Annotated[int, Meta(ge=1, le=60)]
    fortitude: Annotated[int, Meta(ge=1, le=60)]
    reflex: Annotated[int, Meta(ge=1, le=60)]
    will: Annotated[int, Meta(ge=1, le=60)]


class ZoneIn(Zone, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A zone or conjuration as a request states it (see ``stats.Zone``)."""

    triggers: Annotated[tuple[ZoneTrigger, ...], Meta(max_length=3)] = ("enter", "start_of_turn")
    damage: Dice = ""
    damage_types: Annotated[tuple[DamageType, ...], Meta(max_length=3)] = ()
    effects: Annotated[tuple[EffectIn, ...], Meta(max_length=5)] = ()
    modifiers: Annotated[tuple[EffectModifierIn, ...], Meta(max_length=10)] = ()
    move: Annotated[int, Meta(ge=0, le=20)] = 0


class PowerIn(Power, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A power as a request states it (see ``stats.Power``)."""

    name: Text
    size: Annotated[int, Meta(ge=0, le=20)] = 0
    range: Annotated[int, Meta(ge=0, le=100)] = 1
    long_range: Annotated[int, Meta(ge=1, le=200)] | None = None
    attack_bonus: Annotated[int, Meta(ge=-10, le=60)] | None = None
    attack_modifiers: Annotated[tuple[ModifierIn, ...], Meta(max_length=10)] = ()
    weapon: Dice = ""
    weapon_multiplier: Annotated[int, Meta(ge=0, le=10)] = 0
    damage: Dice = ""
    damage_modifiers: Annotated[tuple[ModifierIn, ...], Meta(max_length=10)] = ()
    damage_types: Annotated[tuple[DamageType, ...], Meta(max_length=3)] = ()
    keywords: Annotated[tuple[Annotated[str, Meta(max_length=30)], ...], Meta(max_length=10)] = ()
    crit_range: Annotated[int, Meta(ge=2, le=20)] = 20
    crit_dice: Dice = ""
    crit_types: Annotated[tuple[DamageType, ...], Meta(max_length=3)] = ()
    hit_effects: Annotated[tuple[EffectIn, ...], Meta(max_length=10)] = ()
    zone: ZoneIn | None = None


class Dnd4eStatsIn(Dnd4eStats, frozen=True, kw_only=True, forbid_unknown_fields=True, tag=False):
    """A stat block as a request states it (without the stored block's ``ruleset`` tag, which
    the command's type already says): unknown fields refused at every level (a 400 naming the
    field). ``check_block`` runs in ``decide`` (``combat.add_combatant``): a block that cannot
    exist is well-formed JSON the document allows, refused by the rules (422)."""

    abilities: Dnd4eAbilitiesIn = Dnd4eAbilitiesIn()
    hp_max: Annotated[int, Meta(ge=1, le=10_000)]
    surges: Annotated[int, Meta(ge=0, le=50)] = 0
    speed: Annotated[int, Meta(ge=0, le=30, description="squares")] = 6
    armour_bonus: Annotated[int, Meta(ge=0, le=20)] = 0
    shield_bonus: Annotated[int, Meta(ge=0, le=5)] = 0
    defence_modifiers: Annotated[tuple[ModifierIn, ...], Meta(max_length=20)] = ()
    defences: DefencesIn | None = None
    initiative: Annotated[int, Meta(ge=-10, le=60)] | None = None
    initiative_modifiers: Annotated[tuple[ModifierIn, ...], Meta(max_length=10)] = ()
    resist: Annotated[tuple[ResistIn, ...], Meta(max_length=11)] = ()
    vulnerable: Annotated[tuple[VulnerableIn, ...], Meta(max_length=11)] = ()
    save_modifiers: Annotated[tuple[ModifierIn, ...], Meta(max_length=10)] = ()
    action_points: Annotated[int, Meta(ge=0, le=5)] | None = None
    heal: Small = 0
    ammunition: Annotated[int, Meta(ge=0, le=1000)] | None = None
    powers: Annotated[tuple[PowerIn, ...], Meta(max_length=30)] = ()


def _dice(text: str, what: str, constant: bool) -> None:
    if not text:
        return
    try:
        expr = parse(text)
    except NotationError as exc:
        raise ValueError(f"{what}: {exc}") from exc
    if any(t.keep is not None or t.sign < 0 for t in expr.terms):
        raise ValueError(f"{what} {text!r}: plain dice added up (no keep, drop or subtracted dice)")
    if expr.constant and not constant:
        raise ValueError(f"{what} {text!r}: dice only, no number added")


def _power(p: Power) -> None:
    """Raise ``ValueError`` for a power whose parts do not fit together (004 §攻击类型, §效果区域)."""
    shapes = {"melee": (None,), "ranged": (None,), "close": ("blast", "burst"), "area": ("burst", "wall")}
    if p.area not in shapes[p.kind]:
        allowed = " or ".join(s or "no area" for s in shapes[p.kind])
        raise ValueError(f"power {p.name!r}: a {p.kind} power has {allowed}, not {p.area or 'no area'}")
    if p.kind in ("close", "area") and p.size < 1:
        raise ValueError(f"power {p.name!r}: a {p.kind} {p.area} has a size of at least 1")
    if p.kind in ("melee", "ranged", "area") and p.range < 1:
        raise ValueError(f"power {p.name!r}: a {p.kind} power reaches at least 1 square")
    if p.long_range is not None and (p.kind != "ranged" or p.long_range < p.range):
        raise ValueError(f"power {p.name!r}: only a ranged power has a long range, and it is at least its range")
    if p.ability is None and p.attack_bonus is None and p.zone is None:
        raise ValueError(
            f"power {p.name!r}: give the ability it attacks with (a PC's) or its whole attack_bonus (a monster's)"
        )
    if p.zone is not None:
        _zone(p, p.zone)
    if p.weapon_multiplier and not p.weapon:
        raise ValueError(f"power {p.name!r}: {p.weapon_multiplier}[W] needs the weapon's dice (weapon)")
    _dice(p.weapon, f"power {p.name!r} weapon", constant=False)
    _dice(p.damage, f"power {p.name!r} damage", constant=True)
    _dice(p.crit_dice, f"power {p.name!r} crit_dice", constant=False)
    if p.weapon and len(parse(p.weapon).terms) != 1:
        raise ValueError(f"power {p.name!r}: a weapon's dice are one term, like 1d8 or 2d6")


def _zone(p: Power, z: Zone) -> None:
    """Raise ``ValueError`` for a zone that cannot be: one that is saved against, a zone of a
    melee or ranged power (a zone fills an area: close or area; a conjuration may come from
    any power, in one square within range), one that moves without squares to move, damage
    the notation cannot read, a damage ability without the power's ability."""
    if z.duration == "save_ends":
        raise ValueError(f"power {p.name!r}: a zone lasts a set time or while sustained, not until a save")
    if z.kind == "zone" and p.kind in ("melee", "ranged"):
        raise ValueError(f"power {p.name!r}: a zone fills a close or area power's area; a {p.kind} power makes none")
    if z.kind == "conjuration" and p.kind == "close" and p.area == "blast":
        raise ValueError(f"power {p.name!r}: a conjuration appears in one square; use a burst, area or ranged power")
    if z.move_action != "sustain" and z.move == 0:
        raise ValueError(f"power {p.name!r}: a zone moved with a {z.move_action} action moves some squares (move)")
    if z.move_action == "sustain" and z.move and not z.duration.startswith("sustain"):
        raise ValueError(f"power {p.name!r}: a zone moved as it is sustained has a sustained duration")
    if z.damage_ability and p.ability is None:
        raise ValueError(f"power {p.name!r}: damage_ability adds the power's ability, and it names none")
    _dice(z.damage, f"power {p.name!r} zone damage", constant=True)


def check_block(stats: Dnd4eStats) -> None:
    """Raise ``InvalidCommand`` (422) with a sentence for the table when ``stats`` cannot
    exist: two powers whose names are equal ignoring case, or a power whose parts do not fit
    together (see ``_power``). Source: 004_e86ae0a0322fa3b5.txt §攻击类型, §效果区域, §伤害."""
    seen: dict[str, str] = {}
    try:
        for p in stats.powers:
            if p.name.lower() in seen:
                raise ValueError(f"two powers are called {seen[p.name.lower()]!r} and {p.name!r}; names must differ")
            seen[p.name.lower()] = p.name
            _power(p)
    except ValueError as exc:
        raise InvalidCommand(str(exc)) from exc


def stored(stats: Dnd4eStats) -> Dnd4eStats:
    """The plain stored ``Dnd4eStats`` of a (possibly request-typed) stat block.
    Source: (glue: no rule of its own)."""
    return msgspec.convert(msgspec.to_builtins(stats), Dnd4eStats)
