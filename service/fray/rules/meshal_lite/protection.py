"""Protections (防护), penetration (穿透), negative protection, and cover (掩体).

Three protections match three attack types: physical (物理), erosion (侵蚀), occult (灵异);
a "true" (真实) attack matches none. Each point cancels one point of a matching attack roll;
negative protection adds to it; an attack that rolled 0 never hurts, whatever the
protection. Source: 001_5f4122b8a83d6727.txt §防护Protection Score, §攻击类型Types of Attack
与防护减免Saving against Attack, §掩体Cover.
"""

from __future__ import annotations

from typing import Literal

from msgspec import Struct

from fray.domain.errors import InvalidCommand

AttackType = Literal["physical", "erosion", "occult", "true"]
ATTACK_TYPES: tuple[AttackType, ...] = ("physical", "erosion", "occult", "true")
COVER_BONUS = 1


class Protections(Struct, frozen=True, kw_only=True):
    """A creature's or an object's protections; ``immune`` lists attack types that never
    harm it (objects are immune to occult attacks)."""

    physical: int = 0
    erosion: int = 0
    occult: int = 0
    immune: tuple[AttackType, ...] = ()


def penetration(*amounts: int) -> int:
    """Several penetration effects on one attack add up. Raises ``InvalidCommand`` for a
    negative amount. Source: 001_5f4122b8a83d6727.txt §攻击类型Types of Attack与防护减免
    Saving against Attack (穿透防护 Penetration)."""
    if any(a < 0 for a in amounts):
        raise InvalidCommand("penetration is never negative")
    return sum(amounts)


def protection_against(p: Protections, attack: AttackType, pierce: int = 0, cover: bool = False) -> int | None:
    """The protection that counts against one attack, or None when ``p`` is immune to it.

    Cover adds +1 to every protection; penetration then ignores that much of it, never
    taking it below 0 (a protection of 1 against "穿透3" counts 0, not −2) and never
    touching a protection already below 0. A true attack meets no protection (0).
    DECISION (gap): cover counts before penetration (it is protection like any other).
    Raises ``InvalidCommand`` for an unknown attack type or negative penetration.
    Source: 001_5f4122b8a83d6727.txt §攻击类型Types of Attack与防护减免Saving against Attack,
    §掩体Cover.
    """
    if attack not in ATTACK_TYPES:
        raise InvalidCommand(f"no attack type {attack!r}; types: {', '.join(ATTACK_TYPES)}")
    if pierce < 0:
        raise InvalidCommand("penetration is never negative")
    if attack in p.immune:
        return None
    if attack == "true":
        return 0
    value: int = getattr(p, attack) + (COVER_BONUS if cover else 0)
    return max(0, value - pierce) if value > 0 else value


def after_protection(rolled: int, protection: int | None) -> int:
    """An attack roll less the protection that counts (negative protection adds; the result
    may be 0 or below). A roll of 0 stays 0 whatever the protection, and so does any roll
    against an immunity (``protection`` None). Raises ``InvalidCommand`` for a negative roll.
    Source: 001_5f4122b8a83d6727.txt §防护Protection Score, §攻击类型Types of Attack与防护减免
    Saving against Attack."""
    if rolled < 0:
        raise InvalidCommand(f"an attack roll is never negative, got {rolled}")
    if rolled == 0 or protection is None:
        return 0
    return rolled - protection


def cover_applies(
    next_to_cover: bool, cover_between: bool, attacker_adjacent: bool, cover_standing: bool = True
) -> bool:
    """Whether cover adds its +1: the defender is adjacent to the cover, the cover lies
    between defender and attacker, the attacker is not adjacent to the defender, and the
    cover has not been destroyed. Never raises. Source: 001_5f4122b8a83d6727.txt §掩体Cover."""
    return next_to_cover and cover_between and not attacker_adjacent and cover_standing
