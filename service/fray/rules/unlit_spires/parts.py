"""A score with its derivation: every number a player sees can be checked term by term.

Source: 000_c3c04d669a38e5ba.txt §02 The three parts of every score (trait + level step +
training + gear). Re-exported by :mod:`.scores`.
"""

from __future__ import annotations

from msgspec import Struct


class ScorePart(Struct, frozen=True):
    """One named term of a score, e.g. ``ScorePart("DEX trait", 3)``."""

    label: str
    value: int


class Score(Struct, frozen=True):
    """A score and the parts it was summed from (``total == sum(p.value for p in parts)``)."""

    total: int
    parts: tuple[ScorePart, ...]


def score(*parts: tuple[str, int]) -> Score:
    """Build a :class:`Score` from ``(label, value)`` pairs; the total is their sum.

    Never raises. Source: 000_c3c04d669a38e5ba.txt §02 The three parts of every score.
    """
    return Score(sum(v for _, v in parts), tuple(ScorePart(lbl, v) for lbl, v in parts))


def adjusted(base: Score, target: int, label: str) -> Score:
    """``base`` with one more part so its total becomes ``target`` (no part if already equal).

    Used for the hand-tuned Session One scores. Never raises.
    Source: 000_c3c04d669a38e5ba.txt §11 Session one.
    """
    if base.total == target:
        return base
    return Score(target, (*base.parts, ScorePart(label, target - base.total)))
