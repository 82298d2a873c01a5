"""The stat block as a *request* carries it: strict, checked, then stored as ``Dnd5eStats``.

STYLE: stored events stay tolerant (an older reader skips fields newer code adds), so the
stored ``Dnd5eStats`` family in ``stats`` accepts unknown fields and keeps its old dice
pattern. A request is the opposite: a typo (``"hp_maxx"``, ``"abilites"``) must come back as
a 400 naming the field, not be dropped. So each part of the block has a request twin here,
a subclass with ``forbid_unknown_fields`` and tighter types (dice of at least 2 faces, a
positive spell save DC), and ``check_block`` (called by ``decide``: a 422) refuses blocks that cannot exist (long range
below normal range, an attack with neither reach nor range, two attacks of one name, a
damage type both immune and resisted or vulnerable, an unknown condition immunity).
``stored`` turns the request twin into the plain stored type before it goes into an event.

Sources: 002_06b8b5e39c23dcd7.txt §Атака, §Дальні атаки, §Шкода, опір і вразливість;
published 5e stat blocks (PHB/MM 2024) for conditions and ranges.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Union, get_type_hints

import msgspec
from msgspec import UNSET, Meta, UnsetType

from .conditions import STANDARD
from .stats import (
    ABILITY_NAMES,
    Abilities,
    Attack,
    DamagePart,
    Dnd5eStats,
    LibraryRef,
    Multiattack,
    MultiattackPart,
    SaveAction,
    SaveEffect,
    Score,
    Senses,
    StrictDice,
    Trait,
)


def check_block(stats: Dnd5eStats) -> None:
    """Raise ``ValueError`` with a sentence for the table when ``stats`` cannot exist:
    a ``range_ft`` whose long range is below its normal range; an attack with neither
    ``reach_ft`` nor ``range_ft``; a negative or zero ``spell_save_dc``; two attacks whose
    names are equal ignoring case; a damage type listed as an immunity and also as a
    resistance or vulnerability (resistance with vulnerability is allowed: 002 §Шкода gives
    their order); a condition immunity that is not one of the 5e conditions; a save action
    called like an attack or another save action (``use_action`` finds it by name)."""
    seen: dict[str, str] = {}
    for a in stats.attacks:
        if a.range_ft is not None and a.range_ft[1] < a.range_ft[0]:
            raise ValueError(
                f"attack {a.name!r}: long range {a.range_ft[1]} ft is below normal "
                f"range {a.range_ft[0]} ft (range_ft is [normal, long])"
            )
        if a.reach_ft is None and a.range_ft is None:
            raise ValueError(f"attack {a.name!r} has neither reach_ft (melee) nor range_ft (ranged)")
        if a.name.lower() in seen:
            raise ValueError(
                f"two attacks are called {seen[a.name.lower()]!r} and {a.name!r}; "
                "attack names must differ (ignoring case)"
            )
        seen[a.name.lower()] = a.name
    for x in stats.save_actions:
        if x.name.lower() in seen:
            raise ValueError(
                f"an attack and a save action (or two save actions) are called {x.name!r}; "
                "action names must differ (ignoring case)"
            )
        seen[x.name.lower()] = x.name
    if stats.spell_save_dc is not None and stats.spell_save_dc < 1:
        raise ValueError(f"spell_save_dc {stats.spell_save_dc} must be at least 1")
    for t in stats.immunities:
        if t in stats.resistances or t in stats.vulnerabilities:
            raise ValueError(
                f"damage type {t!r} is an immunity and also a "
                f"{'resistance' if t in stats.resistances else 'vulnerability'}; "
                "immunity already makes it 0"
            )
    for k in stats.condition_immunities:
        if k not in STANDARD:
            raise ValueError(f"unknown condition immunity {k!r}; conditions: {', '.join(STANDARD)}")


class AbilitiesIn(Abilities, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The six ability scores as a request states them (unknown fields refused)."""


class DamagePartIn(DamagePart, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One damage part as a request states it: dice of at least 2 faces."""

    dice: StrictDice = ""


class SaveEffectIn(SaveEffect, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A forced saving throw as a request states it (strict damage parts)."""

    damage: Annotated[tuple[DamagePartIn, ...], Meta(max_length=6)] = ()


class AttackIn(Attack, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """An attack as a request states it (strict damage parts and save)."""

    damage: Annotated[tuple[DamagePartIn, ...], Meta(max_length=6)]
    on_hit: SaveEffectIn | None = None


class SaveActionIn(SaveAction, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A save action as a request states it."""

    save: SaveEffectIn


class MultiattackPartIn(MultiattackPart, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A Multiattack part as a request states it."""


class MultiattackIn(Multiattack, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A Multiattack as a request states it."""

    options: Annotated[tuple[tuple[MultiattackPartIn, ...], ...], Meta(max_length=12)] = ()


class SensesIn(Senses, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Senses as a request states them."""


class TraitIn(Trait, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A printed feature as a request states it."""


class LibraryRefIn(LibraryRef, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A library reference as a request states it (a copy of a library block keeps it)."""


class Dnd5eStatsIn(Dnd5eStats, frozen=True, kw_only=True, forbid_unknown_fields=True, tag=False):
    """A stat block as a request states it (without the stored block's ``ruleset`` tag, which
    the command's type already says): unknown fields refused at every level (a 400 naming the
    field). ``check_block`` runs in ``decide`` (``combat.add_combatant``): a block that cannot
    exist is well-formed JSON the document allows, refused by the rules (422)."""

    abilities: AbilitiesIn = AbilitiesIn()
    attacks: Annotated[tuple[AttackIn, ...], Meta(max_length=20)] = ()
    spell_save_dc: Annotated[int, Meta(ge=1, le=40)] | None = None
    spell_slots: Annotated[tuple[Annotated[int, Meta(ge=0, le=20)], ...], Meta(max_length=9)] = ()
    """Slots per spell level, 1st first (a full caster has at most 4 of a level; 20 allows boons)."""
    hit_dice: Annotated[str, Meta(pattern=r"^$|^([1-9]|1[0-9]|20)d(6|8|10|12)$", max_length=5, examples=["5d10"])] = ""
    """Hit Point Dice: the level (1–20) in dice of the class's size, d6, d8, d10 or d12."""
    hp_formula: Annotated[
        str, Meta(pattern=r"^$|^[1-9][0-9]?d([2-9]|[1-9][0-9])([+-][0-9]{1,4})?$", max_length=12, examples=["2d6"])
    ] = ""
    """A monster's hit points as dice and a bonus (``"19d12+133"``): 1–99 dice of 2–99 faces."""
    senses: SensesIn = SensesIn()
    save_actions: Annotated[tuple[SaveActionIn, ...], Meta(max_length=20)] = ()
    multiattack: MultiattackIn | None = None
    traits: Annotated[tuple[TraitIn, ...], Meta(max_length=30)] = ()
    other_actions: Annotated[tuple[TraitIn, ...], Meta(max_length=30)] = ()
    reactions: Annotated[tuple[TraitIn, ...], Meta(max_length=10)] = ()
    legendary_actions: Annotated[tuple[TraitIn, ...], Meta(max_length=10)] = ()
    library: LibraryRefIn | None = None


def stored(stats: Dnd5eStats) -> Dnd5eStats:
    """The plain stored ``Dnd5eStats`` of a (possibly request-typed) stat block.
    Source: (glue: no rule of its own)."""
    if type(stats) is Dnd5eStats and all(type(a) is Attack for a in stats.attacks):
        return stats
    return msgspec.convert(msgspec.to_builtins(stats), Dnd5eStats)


class AbilitiesOverrides(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True, rename=ABILITY_NAMES):
    """Ability scores to change in a library block; those left out keep the block's."""

    str: Score | UnsetType = UNSET
    dex: Score | UnsetType = UNSET
    con: Score | UnsetType = UNSET
    int: Score | UnsetType = UNSET
    wis: Score | UnsetType = UNSET
    cha: Score | UnsetType = UNSET


def _overrides_type() -> type[msgspec.Struct]:
    """Every field of ``Dnd5eStatsIn`` (its request type and bounds), each optional: a field
    given replaces the library block's, one left out keeps it; ``abilities`` change score by
    score. ``library`` (where the block came from) is not the GM's to change."""
    hints = get_type_hints(Dnd5eStatsIn, include_extras=True)
    fields: list[tuple[str, Any, Any]] = []
    for f in msgspec.structs.fields(Dnd5eStatsIn):
        if f.name == "library":
            continue
        t = AbilitiesOverrides if f.name == "abilities" else hints[f.name]
        fields.append((f.name, Union[t, UnsetType], UNSET))  # noqa: UP007  # a type built at run time
    made = msgspec.defstruct(
        "Dnd5eStatsOverrides", fields, frozen=True, kw_only=True, forbid_unknown_fields=True, module=__name__
    )
    made.__doc__ = (
        "Changes to a library creature's stat block as it is added (``add_combatant`` with "
        "``creature``): any field of the stat block; a field given replaces the block's whole "
        "value (a list of attacks replaces the list), except ``abilities``, changed score by score."
    )
    return made


if TYPE_CHECKING:
    Dnd5eStatsOverrides = Any
else:
    Dnd5eStatsOverrides = _overrides_type()


def with_overrides(block: Dnd5eStats, overrides: Any) -> Dnd5eStatsIn:
    """``block`` (a stored library block) as a request block, with ``overrides`` (a
    ``Dnd5eStatsOverrides`` or None) applied and its ``library`` reference marked ``edited``.
    Raises ``ValueError`` naming the field when the result is not a valid block.
    Source: (glue: no rule of its own)."""
    raw = msgspec.to_builtins(block)
    raw.pop("ruleset", None)
    if overrides is not None:
        patch = msgspec.to_builtins(overrides)
        if "abilities" in patch:
            raw["abilities"] = {**raw.get("abilities", {}), **patch.pop("abilities")}
        raw.update(patch)
        if raw.get("library"):
            raw["library"]["edited"] = True
    try:
        return msgspec.convert(raw, Dnd5eStatsIn)
    except msgspec.ValidationError as exc:
        raise ValueError(f"the edited stat block is not valid: {exc}") from exc
