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

from typing import Annotated

import msgspec
from msgspec import Meta

from .conditions import STANDARD
from .stats import Abilities, Attack, DamagePart, Dnd5eStats, StrictDice


def check_block(stats: Dnd5eStats) -> None:
    """Raise ``ValueError`` with a sentence for the table when ``stats`` cannot exist:
    a ``range_ft`` whose long range is below its normal range; an attack with neither
    ``reach_ft`` nor ``range_ft``; a negative or zero ``spell_save_dc``; two attacks whose
    names are equal ignoring case; a damage type listed as an immunity and also as a
    resistance or vulnerability (resistance with vulnerability is allowed: 002 §Шкода gives
    their order); a condition immunity that is not one of the 5e conditions."""
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


class AttackIn(Attack, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """An attack as a request states it (strict damage parts)."""

    damage: Annotated[tuple[DamagePartIn, ...], Meta(min_length=1, max_length=6)]


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


def stored(stats: Dnd5eStats) -> Dnd5eStats:
    """The plain stored ``Dnd5eStats`` of a (possibly request-typed) stat block.
    Source: (glue: no rule of its own)."""
    if type(stats) is Dnd5eStats and all(type(a) is Attack for a in stats.attacks):
        return stats
    return msgspec.convert(msgspec.to_builtins(stats), Dnd5eStats)
