"""Resistance and vulnerability, and half damage (a miss, weakened, insubstantial).

Source: 004_e86ae0a0322fa3b5.txt §抗性和易伤: resist N takes N less damage of that type (an
attack never deals less than 0); vulnerable N takes N more. §状态 虚弱 (weakened: the
creature's attacks deal half damage, but not its ongoing damage or damage without an attack
roll) and 虚体 (insubstantial: half damage from attacks, and ongoing damage is halved too).

The chapter assumes the published details (Rules Compendium, 2010, pp. 222–224):
- resistances to one type do not add: the highest applies, "resist all" included (resist 5
  cold and resist 2 all is resist 5 cold); vulnerabilities likewise;
- combined damage types (lightning and thunder): resistance counts only if every type is
  resisted, and then the weakest of them applies; each type's vulnerability applies (they
  add; "vulnerable all" counts once, DECISION: against their sum, the higher);
- resistance and vulnerability to the same damage both apply (the smaller offsets the larger);
- half damage comes after all other modifiers, resistance and vulnerability included, and
  rounds down (the weakened wizard's 16 cold against vulnerable 5 cold deals 10);
- insubstantial halves damage from any source, ongoing damage included.

DECISIONS where the texts are silent: untyped damage meets only "resist all" and "vulnerable
all"; portions of one hit with the same types are added first, so each resistance counts once
per hit and type; each reason to halve halves once (a weakened attacker's miss for half
damage against an insubstantial target deals an eighth), rounding down each time.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Literal

from msgspec import Meta, Struct

from fray.domain.events import known

ALL = "all"
HalfReason = Literal["miss", "weakened", "insubstantial"]
DamageSource = Literal["attack", "ongoing", "other"]


class Resist(Struct, frozen=True):
    """Resist ``amount`` to ``type`` (a damage type, or ``"all"``)."""

    type: str
    amount: Annotated[int, Meta(ge=0, le=100)]


class Vulnerable(Struct, frozen=True):
    """Vulnerable ``amount`` to ``type`` (a damage type, or ``"all"``)."""

    type: str
    amount: Annotated[int, Meta(ge=0, le=100)]


class Damage(Struct, frozen=True):
    """``amount`` hit points of damage of ``types`` (empty: untyped; two or more: combined)."""

    amount: int
    types: tuple[str, ...] = ()


def _best(entries: Sequence[Resist] | Sequence[Vulnerable], type_: str) -> int:
    return max((e.amount for e in entries if e.type == type_), default=0)


def resistance_to(resist: Sequence[Resist], types: Sequence[str]) -> int:
    """The resistance that counts against damage of ``types``: per type the highest of its
    own and "all"; for combined types the weakest, and none unless every type is resisted;
    untyped damage: "all" only. Source: 004 §抗性和易伤; Rules Compendium p. 224."""
    every = _best(resist, ALL)
    if not types:
        return every
    return min(max(_best(resist, t), every) for t in set(types))


def vulnerability_to(vulnerable: Sequence[Vulnerable], types: Sequence[str]) -> int:
    """The vulnerability that counts against damage of ``types``: per type the highest of its
    own; combined types add them; "vulnerable all" counts once, if higher than that sum.
    Source: 004 §抗性和易伤; Rules Compendium p. 224 (combined types)."""
    specific = sum(_best(vulnerable, t) for t in set(types))
    return max(specific, _best(vulnerable, ALL))


def halvings(
    source: DamageSource, *, miss: bool = False, attacker_weakened: bool = False, target_insubstantial: bool = False
) -> tuple[HalfReason, ...]:
    """Why damage from ``source`` is halved: a power's "miss: half damage" (``miss``), a
    weakened attacker's attack (never its ongoing damage or damage without an attack roll),
    an insubstantial target (every source, ongoing damage included).
    Source: 004_e86ae0a0322fa3b5.txt §状态 (虚弱, 虚体); Rules Compendium p. 222 (half damage)."""
    out: list[HalfReason] = []
    if miss:
        out.append("miss")
    if attacker_weakened and source == "attack":
        out.append("weakened")
    if target_insubstantial:
        out.append("insubstantial")
    return tuple(out)


class PortionTaken(Struct, frozen=True, kw_only=True):
    """One portion of a hit as the target meets it: ``types``, the ``amount`` dealt, the
    ``resisted`` and ``vulnerable`` amounts that counted, and the ``net`` (never below 0).
    ``resisted``, ``vulnerable`` and ``net`` are null for a reader who may not see the
    target's stat block (its resistances; ``net`` against ``amount`` would tell them: issue
    18, ``Dnd4eDamageResolved.secret_numbers``); ``amount`` stays."""

    types: tuple[str, ...]
    amount: int
    resisted: int | None
    vulnerable: int | None
    net: int | None


class DamageTaken(Struct, frozen=True, kw_only=True):
    """Damage as taken: each portion after resistance and vulnerability, their sum
    ``before_halving``, the reasons it was ``halved_by`` (each halves once, rounding down),
    and the ``total`` hit points the target loses (temporary hit points first).
    ``before_halving`` and ``total`` are null for a reader who may not see the target's stat
    block (with the portions' ``amount`` they would tell its resistances: issue 18)."""

    portions: tuple[PortionTaken, ...]
    before_halving: int | None
    halved_by: tuple[HalfReason, ...] = ()
    total: int | None


def damage_taken(
    damage: Sequence[Damage],
    resist: Sequence[Resist] = (),
    vulnerable: Sequence[Vulnerable] = (),
    halved_by: Sequence[HalfReason] = (),
) -> DamageTaken:
    """What a target takes from one hit (or one ongoing damage, or one other source): portions
    with the same types added; per portion vulnerability added and resistance subtracted
    (never below 0); the portions summed; then halved once per reason in ``halved_by``,
    rounding down. Never raises.
    Source: 004_e86ae0a0322fa3b5.txt §抗性和易伤, §状态 (虚弱, 虚体); Rules Compendium pp. 222–224."""
    merged: dict[tuple[str, ...], int] = {}
    for d in damage:
        key = tuple(sorted(set(d.types)))
        merged[key] = merged.get(key, 0) + max(0, d.amount)
    portions = []
    for types, amount in merged.items():
        r, v = resistance_to(resist, types), vulnerability_to(vulnerable, types)
        portions.append(PortionTaken(types=types, amount=amount, resisted=r, vulnerable=v, net=max(0, amount + v - r)))
    before = sum(known(p.net) for p in portions)
    total = before
    for _ in halved_by:
        total //= 2
    return DamageTaken(portions=tuple(portions), before_halving=before, halved_by=tuple(halved_by), total=total)
