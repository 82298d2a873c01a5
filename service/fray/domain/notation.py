"""Dice notation, one parser and roller for every rule system.

An expression is terms joined by ``+`` or ``-``: dice ``NdS`` (``d8`` is ``1d8``), optionally
keeping or dropping some of them (``4d6kh3``/``4d6k3`` keep the 3 highest, ``2d20kl1`` keeps
the lowest, ``4d6dl1`` drops the lowest, ``4d6dh1`` the highest), and whole numbers.
Examples: ``1d8+3``, ``2d6-1``, ``3d6k2`` (the Unlit Spires' advantage: three dice, the best
two), ``2d20kh1`` (5e advantage), ``1d10+2d6+4``, ``5d6`` (a pool).

A pool is read two ways: its ``sum`` (the faces added: Meshal Lite's 🎲+), or its ``points``
(Meshal Lite's 🎲: a 1 counts 1, a 2 counts 2, any other face 0). Pure: ``roll`` asks an
injected :class:`~fray.domain.dice.Dice` for faces; ``evaluate`` takes faces already rolled
(dice from the table), so the arithmetic is one function either way.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal

import msgspec

from fray.domain.dice import Dice

Reading = Literal["sum", "points"]
MAX_DICE = 100
MAX_SIDES = 1000
MAX_CONSTANT = 100_000
_TOKEN = re.compile(
    r"\s*(?:(?P<sign>[+-])\s*)?(?:(?P<count>\d*)[dD](?P<sides>\d+)"
    r"(?:(?P<keep>kh|kl|k|dh|dl)(?P<n>\d+))?|(?P<number>\d+))\s*"
)


class NotationError(ValueError):
    """A dice expression that cannot be read; ``position`` is the index of the first
    character that could not be read (0-based), and the message says what was expected."""

    def __init__(self, expression: str, position: int, why: str) -> None:
        super().__init__(f"dice {expression!r} at character {position + 1}: {why}")
        self.position = position


class DiceTerm(msgspec.Struct, frozen=True, kw_only=True):
    """``count`` dice of ``sides`` faces, of which ``keep`` are kept (None: all), the highest
    unless ``lowest``; ``sign`` −1 when the term is subtracted."""

    count: int
    sides: int
    keep: int | None = None
    lowest: bool = False
    sign: int = 1

    def kept(self, faces: Sequence[int]) -> tuple[int, ...]:
        """The faces this term keeps of ``faces`` (all of them when it keeps all), in the order
        rolled. Never raises."""
        if self.keep is None or self.keep >= len(faces):
            return tuple(faces)
        ranked = sorted(range(len(faces)), key=lambda i: faces[i], reverse=not self.lowest)
        chosen = set(ranked[: self.keep])
        return tuple(f for i, f in enumerate(faces) if i in chosen)

    def __str__(self) -> str:
        keep = "" if self.keep is None else f"{'kl' if self.lowest else 'kh'}{self.keep}"
        return f"{self.count}d{self.sides}{keep}"


class DiceExpression(msgspec.Struct, frozen=True, kw_only=True):
    """Dice ``terms`` and a whole-number ``constant`` (hit points, points, …) added to them."""

    terms: tuple[DiceTerm, ...]
    constant: int = 0

    @property
    def dice(self) -> int:
        """How many dice the expression rolls."""
        return sum(t.count for t in self.terms)

    def __str__(self) -> str:
        out = ""
        for t in self.terms:
            out += ("-" if t.sign < 0 else "+" if out else "") + str(t)
        if self.constant or not out:
            out += f"{self.constant:+d}" if out else str(self.constant)
        return out


class RolledTerm(msgspec.Struct, frozen=True, kw_only=True):
    """One dice term as rolled: every face, and the faces it kept."""

    term: str
    faces: tuple[int, ...]
    kept: tuple[int, ...]


class Rolled(msgspec.Struct, frozen=True, kw_only=True):
    """An expression as rolled: its ``terms`` with their faces, the ``constant`` and the
    ``total`` (kept faces read by ``reading``, signed, plus the constant)."""

    expression: str
    terms: tuple[RolledTerm, ...]
    constant: int
    total: int


def parse(text: str, *, max_dice: int = MAX_DICE, max_sides: int = MAX_SIDES, min_sides: int = 2) -> DiceExpression:
    """The expression ``text`` reads as. Raises :class:`NotationError` (a ``ValueError``)
    for anything else, naming the character where it went wrong: no term, a count of 0
    dice, more than ``max_dice`` dice in all, fewer than ``min_sides`` or more than
    ``max_sides`` faces, keeping 0 dice or more than it rolls, or a constant beyond
    ±100,000."""
    if not isinstance(text, str) or not text.strip():
        raise NotationError(str(text), 0, "empty; write dice like 1d6, 1d8+3, 3d6k2 or 2d20kh1")
    terms: list[DiceTerm] = []
    constant, at = 0, 0
    while at < len(text):
        m = _TOKEN.match(text, at)
        if m is None or m.end() == at or (m.group("sign") is None and at > 0 and (terms or constant)):
            raise NotationError(text, at, "expected + or - then dice like 2d6, or a number")
        sign = -1 if m.group("sign") == "-" else 1
        if m.group("number") is not None:
            constant += sign * int(m.group("number"))
        else:
            count, sides = int(m.group("count") or 1), int(m.group("sides"))
            if count < 1:
                raise NotationError(text, at, "roll at least one die")
            if not min_sides <= sides <= max_sides:
                raise NotationError(text, at, f"a die has {min_sides} to {max_sides} faces, not {sides}")
            keep, lowest = _keep(m.group("keep"), int(m.group("n") or 0), count, text, at)
            terms.append(DiceTerm(count=count, sides=sides, keep=keep, lowest=lowest, sign=sign))
        at = m.end()
    if sum(t.count for t in terms) > max_dice:
        raise NotationError(text, 0, f"at most {max_dice} dice in all")
    if abs(constant) > MAX_CONSTANT:
        raise NotationError(text, 0, f"the number added must be within ±{MAX_CONSTANT:,}")
    return DiceExpression(terms=tuple(terms), constant=constant)


def _keep(op: str | None, n: int, count: int, text: str, at: int) -> tuple[int | None, bool]:
    if op is None:
        return None, False
    keep = n if op in ("k", "kh", "kl") else count - n
    if not 1 <= keep <= count or (op in ("dh", "dl") and n < 1):
        raise NotationError(text, at, f"keep 1 to {count} of the {count} dice")
    return keep, op in ("kl", "dh")


def read(faces: Sequence[int], reading: Reading = "sum") -> int:
    """``faces`` read as a total: their ``sum``, or their ``points`` (a 1 counts 1, a 2
    counts 2, any other face 0; 001_5f4122b8a83d6727.txt §骰子 points 🎲). Never raises."""
    if reading == "points":
        return sum(f for f in faces if f in (1, 2))
    return sum(faces)


def evaluate(expr: DiceExpression, faces: Sequence[Sequence[int]], reading: Reading = "sum") -> Rolled:
    """``expr`` worked out from ``faces`` already rolled, one sequence per dice term in order
    (dice from the table, or from :func:`roll`). Raises ``ValueError`` naming the term when
    a term has the wrong number of faces or a face its die cannot show."""
    if len(faces) != len(expr.terms):
        raise ValueError(f"{expr}: {len(expr.terms)} dice terms, {len(faces)} sets of faces given")
    rolled, total = [], expr.constant
    for i, (term, got) in enumerate(zip(expr.terms, faces, strict=True)):
        if len(got) != term.count:
            raise ValueError(f"{term} (term {i + 1} of {expr}) rolls {term.count} dice, {len(got)} faces given")
        if bad := [f for f in got if not 1 <= f <= term.sides]:
            raise ValueError(f"{term} (term {i + 1} of {expr}): a d{term.sides} cannot show {bad[0]}")
        kept = term.kept(got)
        rolled.append(RolledTerm(term=str(term), faces=tuple(got), kept=kept))
        total += term.sign * read(kept, reading)
    return Rolled(expression=str(expr), terms=tuple(rolled), constant=expr.constant, total=total)


def roll(expr: DiceExpression, dice: Dice, reading: Reading = "sum") -> Rolled:
    """Roll ``expr`` with ``dice`` (each term's dice in one call, in order) and work it out.
    Never raises for an expression :func:`parse` gave."""
    return evaluate(expr, [dice.roll(t.count, t.sides) for t in expr.terms], reading)
