"""Typed bonuses and penalties, and the derivation of every total with its parts.

Source: 004_e86ae0a0322fa3b5.txt §加值与减值 (Bonuses and penalties):

- bonuses of one type do not stack on one roll or number: the highest applies;
- untyped bonuses add up, except several from the same source (power, feat, class feature),
  of which only the highest applies;
- penalties have no type and all add up, except several from the same power: the worst one;
- bonuses and penalties offset (+2 and −2 make 0).

A :class:`Derivation` lists every part, the ones that do not count included (``counted`` False
and ``why``), so a player can check each total term by term.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal, get_args

from msgspec import Struct

BonusType = Literal[
    "armor",
    "enhancement",
    "feat",
    "item",
    "power",
    "proficiency",
    "racial",
    "shield",
    "untyped",
]
BONUS_TYPES: tuple[BonusType, ...] = get_args(BonusType)
"""The chapter's bonus types (盔甲, 增强, 专长, 物品, 威能, 熟习, 种族, 盾牌, 无名)."""


class Modifier(Struct, frozen=True, kw_only=True):
    """A bonus (``value`` > 0) or penalty (``value`` < 0) from ``source`` (the power, feat,
    item, feature or condition that gives it, by name). ``type`` is the bonus type; penalties
    are untyped. ``applies_to`` names what it modifies (``"attack"``, ``"damage"``, a defence
    such as ``"ac"``, or ``"defences"`` for all four); empty: whatever it is handed to."""

    value: int
    source: str
    type: BonusType = "untyped"
    applies_to: tuple[str, ...] = ()


class Part(Struct, frozen=True, kw_only=True):
    """One term of a total: its ``label``, ``value``, ``kind`` (``"base"``, ``"level"``,
    ``"ability"`` or a bonus type, ``"penalty"``), whether it is ``counted`` and, if not,
    ``why``."""

    label: str
    value: int
    kind: str = "base"
    counted: bool = True
    why: str = ""


class Derivation(Struct, frozen=True, kw_only=True):
    """A total and every part it was summed from: ``total == sum of the counted parts``."""

    total: int
    parts: tuple[Part, ...]

    def formula(self) -> str:
        """``"38 = 10 (base) + 11 (half level) + …"``: the counted parts, in order."""
        terms = [f"{'+' if p.value >= 0 else '−'} {abs(p.value)} ({p.label})" for p in self.parts if p.counted]
        text = " ".join(terms).removeprefix("+ ")
        return f"{self.total} = {text}" if text else f"{self.total}"


def _is_penalty(m: Modifier) -> bool:
    return m.value < 0


def applies(m: Modifier, what: str, defences: Sequence[str] = ()) -> bool:
    """Whether ``m`` modifies ``what`` (an empty ``applies_to`` modifies anything it is handed;
    ``"defences"`` covers every name in ``defences``). Never raises. Source: (glue: no rule of its own)."""
    return not m.applies_to or what in m.applies_to or ("defences" in m.applies_to and what in defences)


def stack(modifiers: Iterable[Modifier]) -> tuple[Part, ...]:
    """Every modifier as a :class:`Part`, counted or not by the stacking rules: per bonus type
    the highest bonus; untyped bonuses per source the highest; penalties per source the worst
    (the first listed wins a tie). Parts keep the order given.
    Source: 004_e86ae0a0322fa3b5.txt §加值与减值."""
    mods = list(modifiers)
    winner: dict[tuple[str, str], int] = {}
    for i, m in enumerate(mods):
        if m.value == 0:
            continue
        if _is_penalty(m):
            key = ("penalty", m.source)
        elif m.type == "untyped":
            key = ("untyped", m.source)
        else:
            key = ("typed", m.type)
        best = winner.get(key)
        if best is None or abs(m.value) > abs(mods[best].value):
            winner[key] = i
    counted = set(winner.values())
    parts = []
    for i, m in enumerate(mods):
        kind = "penalty" if _is_penalty(m) else m.type
        if m.value == 0 or i in counted:
            parts.append(Part(label=m.source, value=m.value, kind=kind))
            continue
        if _is_penalty(m):
            why = f"a worse penalty from {m.source} applies (penalties from one power do not stack)"
        elif m.type == "untyped":
            why = f"a higher untyped bonus from {m.source} applies (one source does not stack)"
        else:
            why = f"a higher {m.type} bonus applies ({mods[winner[('typed', m.type)]].source})"
        parts.append(Part(label=m.source, value=m.value, kind=kind, counted=False, why=why))
    return tuple(parts)


def derive(base: Sequence[Part], modifiers: Iterable[Modifier] = ()) -> Derivation:
    """``base`` parts (always counted) followed by the stacked ``modifiers``; the total is the
    sum of the counted parts (bonuses and penalties offset). Never raises.
    Source: 004_e86ae0a0322fa3b5.txt §加值与减值."""
    parts = (*base, *stack(modifiers))
    return Derivation(total=sum(p.value for p in parts if p.counted), parts=parts)


def with_more(d: Derivation, modifiers: Iterable[Modifier]) -> Derivation:
    """``d`` with more modifiers, re-stacked against the modifiers it already had (a second
    enhancement bonus does not add to the first). Base parts stay. Never raises.
    Source: 004_e86ae0a0322fa3b5.txt §加值与减值."""
    base = [p for p in d.parts if p.kind in ("base", "level", "ability")]
    old = [
        Modifier(value=p.value, source=p.label, type="untyped" if p.kind == "penalty" else p.kind)  # type: ignore[arg-type]  # a bonus part's kind is a BonusType
        for p in d.parts
        if p.kind not in ("base", "level", "ability")
    ]
    return derive(base, [*old, *modifiers])
