"""D20 tests and damage dice: advantage, disadvantage, rolling dice expressions.

Source: 002_06b8b5e39c23dcd7.txt §Атака (d20 + modifier + PB), §Критичне влучання (all damage
dice twice, modifiers once). Advantage and disadvantage (two d20, keep the higher/lower; any
number of each cancel to none) and exhaustion's −2 per level on every d20 test follow the
published 5e rules (PHB 2024).
"""

from __future__ import annotations

from collections.abc import Sequence

from msgspec import Struct

from fray.domain import notation
from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand


class D20Roll(Struct, frozen=True, kw_only=True):
    """One d20 test: every ``dice`` rolled (two with advantage or disadvantage), the ``kept``
    face, the reasons for ``advantage`` and ``disadvantage``, the ``modifier`` (all bonuses,
    exhaustion included) and the ``total``; those two are null for a reader who may not see
    the roller's stat block (``fray.policy.visibility``)."""

    dice: tuple[int, ...]
    kept: int
    advantage: tuple[str, ...] = ()
    disadvantage: tuple[str, ...] = ()
    modifier: int | None
    total: int | None


def mode(advantage: Sequence[str], disadvantage: Sequence[str]) -> str:
    """``"advantage"``, ``"disadvantage"`` or ``"normal"``: any number of each cancel to none.
    Source: published 5e rules (PHB 2024), Advantage and Disadvantage."""
    if advantage and disadvantage:
        return "normal"
    return "advantage" if advantage else "disadvantage" if disadvantage else "normal"


def roll_d20(dice: Dice, modifier: int, advantage: Sequence[str] = (), disadvantage: Sequence[str] = ()) -> D20Roll:
    """Roll a d20 test (one die, or two keeping the better/worse) and add ``modifier``.
    Source: published 5e rules (PHB 2024), D20 Tests (Advantage and Disadvantage)."""
    m = mode(advantage, disadvantage)
    faces = dice.roll(2 if m != "normal" else 1, 20)
    kept = max(faces) if m == "advantage" else min(faces)
    return D20Roll(
        dice=faces,
        kept=kept,
        advantage=tuple(advantage),
        disadvantage=tuple(disadvantage),
        modifier=modifier,
        total=kept + modifier,
    )


MAX_DICE, MIN_FACES, MAX_FACES = 99, 2, 999


def parse_dice(expression: str) -> tuple[int, int]:
    """``"2d6"`` → (2, 6); ``"d8"`` → (1, 8); ``""`` → (0, 0) (the core's dice notation, one
    dice term). Raises ``ValueError`` for anything else, and for 0 or more than 99 dice or
    fewer than 2 or more than 999 faces (the request types refuse these at decoding; this
    guards stat blocks stored before). Source: (glue: no rule of its own)."""
    if not expression:
        return 0, 0
    bad = f"bad dice {expression!r}: 1–{MAX_DICE} dice of {MIN_FACES}–{MAX_FACES} faces"
    try:
        parsed = notation.parse(expression, max_dice=MAX_DICE, max_sides=MAX_FACES, min_sides=MIN_FACES)
    except notation.NotationError as exc:
        raise ValueError(bad) from exc
    if len(parsed.terms) != 1 or parsed.constant or parsed.terms[0].keep is not None or parsed.terms[0].sign < 0:
        raise ValueError(bad)
    return parsed.terms[0].count, parsed.terms[0].sides


def roll_damage_dice(dice: Dice, expression: str, critical: bool) -> tuple[int, ...]:
    """The faces of ``expression``'s dice, rolled twice as many on a critical hit (002
    §Критичне влучання: «киньте всі кістки шкоди атаки двічі»). Raises ``InvalidCommand``
    for dice that cannot be rolled (see ``parse_dice``)."""

    try:
        n, sides = parse_dice(expression)
    except ValueError as exc:
        raise InvalidCommand(str(exc)) from exc
    if n == 0:
        return ()
    return dice.roll(n * (2 if critical else 1), sides)
