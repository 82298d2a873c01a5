"""Attacks: roll, protection, one defence, hit, damage, extra damage, solid defence.

An attack states the attributes it damages, its dice, its type and the defences it allows
("对强壮造成3🎲物理攻击（可格挡/闪避）"). Per segment, in order: the attack roll's points; a 0
misses at once; subtract the matching protection (less penetration); the defender may then
roll one allowed defence; a remainder above 0 hits and removes that many dice, the defender
sharing them among the named attributes; extra damage (+N, −N, +N🎲, ×N, ÷N) applies after
protection and defence. Source: 001_5f4122b8a83d6727.txt §为攻击掷骰Roll for an Attack,
§攻击类型Types of Attack与防护减免Saving against Attack, §防御Defending, §命中Hit与未命中Miss,
§造成伤害Dealing Damage.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from math import floor
from typing import Literal

from msgspec import Struct

from fray.domain.errors import InvalidCommand, RuleViolation

from .attributes import ATTRIBUTES, AttributeName, Pools
from .protection import AttackType, after_protection
from .reach import ADJACENT, Reach

Defence = Literal["parry", "dodge", "resist"]
DEFENCES: tuple[Defence, ...] = ("parry", "dodge", "resist")
CHINESE_DEFENCES: dict[Defence, str] = {"parry": "格挡", "dodge": "闪避", "resist": "抵抗"}


class Extra(Struct, frozen=True, kw_only=True):
    """One extra-damage clause: ``plus`` N ("伤害+1"), ``minus`` N ("伤害-1"), ``dice`` N
    ("伤害+2🎲": N dice rolled for points, added), ``times`` N ("伤害×2"), ``divide`` N
    ("伤害÷2")."""

    kind: Literal["plus", "minus", "dice", "times", "divide"]
    amount: int


class AttackProfile(Struct, frozen=True, kw_only=True):
    """What an attack says: the ``targets`` it damages (the defender shares the dice among
    them), its ``attack_type``, the ``defences`` it allows (none: it cannot be defended),
    ``segments`` (each rolled and defended apart), ``penetration``, ``extras`` and ``reach``.
    Its dice are counted by the caller (:func:`fray.rules.meshal_lite.dice.dice_count`)."""

    targets: tuple[AttributeName, ...]
    attack_type: AttackType
    defences: tuple[Defence, ...] = ()
    segments: int = 1
    penetration: int = 0
    extras: tuple[Extra, ...] = ()
    reach: Reach = ADJACENT


def check_profile(p: AttackProfile) -> AttackProfile:
    """``p`` checked: at least one target, known attributes and defences, 1 or more segments,
    no negative penetration or extra amounts, no division by 0.
    Raises ``InvalidCommand`` naming what is wrong.
    Source: 001_5f4122b8a83d6727.txt §攻击 (攻击的说明), §为攻击掷骰Roll for an Attack (多段攻击)."""
    if not p.targets or any(t not in ATTRIBUTES for t in p.targets):
        raise InvalidCommand(f"an attack damages one or more of {', '.join(ATTRIBUTES)}")
    if any(d not in DEFENCES for d in p.defences):
        raise InvalidCommand(f"defences are {', '.join(DEFENCES)}")
    if p.segments < 1:
        raise InvalidCommand("an attack has 1 or more segments")
    if p.penetration < 0 or any(e.amount < 0 for e in p.extras):
        raise InvalidCommand("penetration and extra damage amounts are never negative")
    if any(e.kind == "divide" and e.amount == 0 for e in p.extras):
        raise InvalidCommand("extra damage cannot divide by 0")
    return p


class Segment(Struct, frozen=True, kw_only=True):
    """One resolved segment: the attack roll's points (``rolled``), the ``protection`` that
    counted (None: immune), ``after_protection``, the ``defence`` chosen and its points, the
    ``remainder`` after both, ``hit``, ``damage`` (after extras), ``solid`` (a solid
    defence) and ``missed_at_once`` (rolled 0: nothing else happened)."""

    rolled: int
    protection: int | None
    after_protection: int
    defence: Defence | None = None
    defence_points: int = 0
    remainder: int
    hit: bool
    damage: int = 0
    solid: bool = False
    missed_at_once: bool = False


def resolve_segment(
    profile: AttackProfile,
    rolled: int,
    protection: int | None,
    *,
    defence: Defence | None = None,
    defence_points: int = 0,
    can_defend: bool = True,
    extra_dice_points: int = 0,
) -> Segment:
    """Resolve one segment of an attack against one defender.

    ``rolled``: the attack roll's points; ``protection``: from
    :func:`.protection.protection_against` (None: immune); ``defence`` and its roll's
    ``defence_points``, if the defender defends; ``can_defend`` False for a defender who
    cannot (unconscious, or who never noticed the attacker); ``extra_dice_points``: the
    points of the profile's "+N🎲" dice, rolled only on a hit. A multi-segment attack is
    resolved segment by segment, each one's damage removed before the next is rolled (so a
    defender knocked out by one segment cannot defend the next).

    A roll of 0 misses at once and refuses any defence. A defence is rolled after protection
    (so a defender may ignore a harmless attack) and is one of the profile's defences; a
    solid defence is one that takes a positive remainder to 0 (not one against an attack
    protection already stopped). Raises ``RuleViolation`` for a defence the attack does not
    allow, a defender who cannot defend, or a defence against a roll of 0;
    ``InvalidCommand`` for negative points or extra dice points given on a miss.
    Source: 001_5f4122b8a83d6727.txt §为攻击掷骰Roll for an Attack, §防御Defending,
    §命中Hit与未命中Miss, §造成伤害Dealing Damage (额外伤害).
    """
    if defence_points < 0 or extra_dice_points < 0:
        raise InvalidCommand("points are never negative")
    after = after_protection(rolled, protection)
    if defence is not None:
        if rolled == 0:
            raise RuleViolation("the attack rolled 0 and missed at once; there is nothing to defend")
        if not can_defend:
            raise RuleViolation("the defender cannot defend (unconscious, or never noticed the attacker)")
        if defence not in profile.defences:
            allowed = "/".join(profile.defences) or "no defence"
            raise RuleViolation(f"this attack allows {allowed}, not {defence}")
    used = defence_points if defence is not None else 0
    remainder = after - used
    hit = remainder > 0
    if not hit and extra_dice_points:
        raise InvalidCommand("extra damage dice are rolled only when the attack hits")
    return Segment(
        rolled=rolled,
        protection=protection,
        after_protection=after,
        defence=defence,
        defence_points=used,
        remainder=remainder,
        hit=hit,
        damage=extra_damage(remainder, profile.extras, extra_dice_points) if hit else 0,
        solid=defence is not None and after > 0 and remainder <= 0,
        missed_at_once=rolled == 0,
    )


def extra_dice(extras: Sequence[Extra]) -> int:
    """How many dice the "+N🎲" clauses roll on a hit (their points add to the damage).
    Source: 001_5f4122b8a83d6727.txt §造成伤害Dealing Damage (额外伤害)."""
    return sum(e.amount for e in extras if e.kind == "dice")


def extra_damage(remainder: int, extras: Sequence[Extra], dice_points: int = 0) -> int:
    """The damage of a hit: the ``remainder`` (after protection and defence) with its extras.

    ×N and ÷N apply to the remainder first, then +N, −N and the "+N🎲" ``dice_points``
    (the handbook's order of operations: multiply and divide before adding); the fraction is
    dropped at the end and a "−N" never takes damage below 0. A remainder of 0 or less is no
    hit: 0, whatever the extras. Raises ``InvalidCommand`` for division by 0.
    Source: 001_5f4122b8a83d6727.txt §造成伤害Dealing Damage (额外伤害), §常用计算Calculation.
    """
    if remainder <= 0:
        return 0
    value = Fraction(remainder)
    for e in extras:
        if e.kind == "times":
            value *= e.amount
        elif e.kind == "divide":
            if e.amount == 0:
                raise InvalidCommand("extra damage cannot divide by 0")
            value /= e.amount
    for e in extras:
        if e.kind == "plus":
            value += e.amount
        elif e.kind == "minus":
            value -= e.amount
    return max(0, floor(value + dice_points))


def allocate(
    attrs: Pools, targets: Sequence[AttributeName], damage: int, choice: Mapping[AttributeName, int] | None = None
) -> dict[AttributeName, int]:
    """The dice each attribute loses to ``damage`` on ``targets``, as the defender shares them.

    ``choice`` says how many dice go to each named attribute (they must add up to
    ``damage``); None takes them from the first named attribute with dice, then the next.
    A "-" attribute cannot take dice; when no named attribute is valid, nothing is lost.
    DECISION (gap): the defender may put more dice on a pool than it holds only when every
    other named pool gets all of its dice (no emptying one pool twice over to spare another);
    what no pool can hold is lost. Raises ``RuleViolation`` for dice put on an attribute the
    attack does not name or on a "-" attribute, or a share that breaks the rule above;
    ``InvalidCommand`` for a total that is not ``damage`` or a negative share.
    Source: 001_5f4122b8a83d6727.txt §造成伤害Dealing Damage, §属性Attribute Scores (属性骰).
    """
    valid = [t for t in dict.fromkeys(targets) if not attrs[t].invalid]
    if damage <= 0 or not valid:
        return {}
    if choice is None:
        left, out = damage, {}
        for t in valid:
            take = min(left, attrs[t].dice)
            if take:
                out[t] = take
            left -= take
        return out
    if any(n < 0 for n in choice.values()) or sum(choice.values()) != damage:
        raise InvalidCommand(f"share exactly {damage} dice among {', '.join(valid)}")
    for name, n in choice.items():
        if n and name not in valid:
            raise RuleViolation(f"this attack removes dice from {', '.join(valid)}, not {name}")
    for name, n in choice.items():
        if n > attrs[name].dice and any(choice.get(o, 0) < attrs[o].dice for o in valid if o != name):
            raise RuleViolation(f"{name} holds {attrs[name].dice} dice; fill the other pools before putting more on it")
    return {name: min(n, attrs[name].dice) for name, n in choice.items() if min(n, attrs[name].dice)}
