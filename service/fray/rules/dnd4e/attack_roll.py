"""The attack roll: d20 + the power's attack bonus against one of the four defences.

Source: 004_e86ae0a0322fa3b5.txt §攻击检定 (d20 + the power's base attack bonus + situational
modifiers + bonuses and penalties of effects), §攻击加值 (half the level + the power's ability
modifier + proficiency, racial or feat, enhancement, item, power and untyped bonuses),
§攻击结果 (hit when the total is at least the defence; a natural 20 always hits, a natural 1
always misses) and §重击 (a natural 20 is a critical hit only when the total also reaches the
defence; a wider critical range from powers or items makes criticals, never automatic hits).

The situational modifiers (环境调整值, "page 279") follow the published table (PHB 2008,
Attack Modifiers): combat advantage +2, attacker prone −2, attacker restrained −2, cover −2,
superior cover −5, concealment −2, total concealment −5, long range −2, charging +1. Each is a
:class:`~.modifiers.Modifier` with its own source, so the §加值与减值 stacking applies to them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from msgspec import Struct

from fray.domain.errors import InvalidCommand

from .defences import Defence, half_level
from .modifiers import Derivation, Modifier, Part, derive

Cover = Literal["none", "cover", "superior_cover"]
Concealment = Literal["none", "partial", "total"]

COMBAT_ADVANTAGE = Modifier(value=2, source="combat advantage")
LONG_RANGE = Modifier(value=-2, source="long range")
CHARGING = Modifier(value=1, source="charge")
_COVER = {"none": 0, "cover": -2, "superior_cover": -5}
_CONCEALMENT = {"none": 0, "partial": -2, "total": -5}


def attack_bonus(level: int, ability: str, ability_mod: int, modifiers: Iterable[Modifier] = ()) -> Derivation:
    """The attack bonus of one attack: half ``level`` + the ``ability`` modifier (e.g. INT
    for a fireball) + ``modifiers`` stacked by type, with every part.
    Source: 004_e86ae0a0322fa3b5.txt §攻击加值, §加值与减值. Never raises."""
    base = [
        Part(label="half level", value=half_level(level), kind="level"),
        Part(label=f"{ability} modifier", value=ability_mod, kind="ability"),
    ]
    return derive(base, modifiers)


def cover_penalty(cover: Cover) -> list[Modifier]:
    """−2 for cover, −5 for superior cover (one source: the worst applies). PHB 2008 p. 279."""
    return [Modifier(value=_COVER[cover], source="cover")] if _COVER[cover] else []


def concealment_penalty(concealment: Concealment) -> list[Modifier]:
    """−2 for concealment, −5 for total concealment. PHB 2008 p. 279 (Attack Modifiers)."""
    v = _CONCEALMENT[concealment]
    return [Modifier(value=v, source="concealment")] if v else []


class AttackResult(Struct, frozen=True, kw_only=True):
    """One attack roll against one target: the d20 ``face``, the ``bonus`` with its parts,
    the ``total``, the ``defence`` it met and its ``defence_value``; ``hit``, ``critical``,
    and whether the roll was a natural 20 (``automatic`` "hit") or 1 ("miss"). The bonus and
    total (the attacker's) and the defence value (the target's) are null for a reader who may
    not see that stat block (``fray.policy.visibility``)."""

    face: int
    bonus: Derivation | None
    total: int | None
    defence: Defence
    defence_value: int | None
    hit: bool
    critical: bool
    automatic: Literal["hit", "miss", ""] = ""


def check_face(face: int, sides: int = 20) -> int:
    """``face`` if it is a face of a d``sides``; raises ``InvalidCommand`` otherwise.
    Source: (glue: no rule of its own)."""
    if not 1 <= face <= sides:
        raise InvalidCommand(f"a d{sides} shows 1 to {sides}, not {face}")
    return face


def resolve_attack(
    face: int, bonus: Derivation, defence: Defence, defence_value: int, crit_range: int = 20
) -> AttackResult:
    """Resolve one attack roll: total = ``face`` + the bonus; a hit when the total is at least
    ``defence_value``; a natural 20 hits whatever the total; a natural 1 misses whatever the
    total; a critical hit when the face is ``crit_range`` or more (20 unless a power or item
    widens it) and the total also hits: a natural 20 that would miss on its total hits but is
    not a critical; a 19 in a 19–20 range is a critical only if its total hits.
    Raises ``InvalidCommand`` for a face outside 1–20 or a ``crit_range`` outside 2–20.
    Source: 004_e86ae0a0322fa3b5.txt §攻击结果, §重击."""
    check_face(face)
    if not 2 <= crit_range <= 20:
        raise InvalidCommand(f"a critical range starts at 2 to 20, not {crit_range}")
    total = face + bonus.total
    reaches = total >= defence_value
    if face == 1:
        return AttackResult(
            face=face,
            bonus=bonus,
            total=total,
            defence=defence,
            defence_value=defence_value,
            hit=False,
            critical=False,
            automatic="miss",
        )
    automatic: Literal["hit", ""] = "hit" if face == 20 else ""
    hit = reaches or face == 20
    return AttackResult(
        face=face,
        bonus=bonus,
        total=total,
        defence=defence,
        defence_value=defence_value,
        hit=hit,
        critical=face >= crit_range and reaches,
        automatic=automatic,
    )
