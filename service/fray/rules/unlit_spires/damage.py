"""Damage dice and armour absorption (000_c3c04d669a38e5ba.txt §06 Armour absorbs, §01, §12).

A damage expression is ``NdS``, ``NdS+M`` or ``NdS-M`` (``d8`` means ``1d8``). The rules never
roll: the glue rolls the dice and passes the faces in.
"""

from __future__ import annotations

from msgspec import Struct

from fray.domain import notation

from .errors import SheetError

MAX_DICE = 100
MAX_SIDES = 100
MAX_MODIFIER = 1000


class DamageDice(Struct, frozen=True):
    """``count`` dice of ``sides`` faces plus ``modifier`` hit points, e.g. 1d6+3."""

    count: int
    sides: int
    modifier: int = 0

    def __str__(self) -> str:
        return format_damage(self)


def format_damage(dice: DamageDice) -> str:
    """Write dice as an expression: ``1d6+3``, ``2d6-1``, ``3d6`` (no ``+0``). Never raises.

    Source: 000_c3c04d669a38e5ba.txt §06 Armour absorbs, §11 Step 4 Damage.
    """
    if dice.modifier > 0:
        return f"{dice.count}d{dice.sides}+{dice.modifier}"
    if dice.modifier < 0:
        return f"{dice.count}d{dice.sides}-{-dice.modifier}"
    return f"{dice.count}d{dice.sides}"


def parse_damage(expr: str) -> DamageDice:
    """Parse a damage expression such as ``"1d6+3"``, ``"2d6-1"``, ``"3d6"`` or ``"d8"`` (the
    core's dice notation, one dice term and a number).

    Counts are 1..100 dice, sides 2..100, modifier -1000..1000 hit points.
    Raises SheetError for anything else (e.g. ``"fireball"``, ``"0d6"``, ``"2d1"``).
    Source: 000_c3c04d669a38e5ba.txt §06 Armour absorbs ("take the damage roll").
    """
    try:
        parsed = notation.parse(expr, max_dice=MAX_DICE, max_sides=MAX_SIDES)
    except notation.NotationError as exc:
        raise SheetError(
            f"damage {expr!r} is not a dice expression ({exc}); write it like '1d6', '1d6+3' or '2d6-1'"
        ) from exc
    if len(parsed.terms) != 1 or parsed.terms[0].keep is not None or parsed.terms[0].sign < 0:
        raise SheetError(f"damage {expr!r}: one set of dice and a number, like '1d6+3' or '2d6-1'")
    if abs(parsed.constant) > MAX_MODIFIER:
        raise SheetError(f"damage {expr!r}: modifier must be within ±{MAX_MODIFIER}")
    return DamageDice(parsed.terms[0].count, parsed.terms[0].sides, parsed.constant)


def with_modifier(dice: DamageDice, extra: int) -> DamageDice:
    """The same dice with ``extra`` hit points added to the modifier: 1d6 with +3 -> 1d6+3.

    Never raises. Source: 000_c3c04d669a38e5ba.txt §03 ("roll damage as normal"),
    §11 Step 4 Damage.
    """
    return DamageDice(dice.count, dice.sides, dice.modifier + extra)


def halve_dice(dice: DamageDice) -> DamageDice:
    """Halve the number of dice, rounding UP, keeping sides and modifier: 3d6 -> 2d6, 1d6 -> 1d6.

    DECISION (gap): §11 says a monster that attacks twice "halves the dice" without saying how
    an odd count rounds; rounding down would leave a one-die monster with no dice, so round up.
    Source: 000_c3c04d669a38e5ba.txt §11 The monsters, Step 4 Damage.
    """
    return DamageDice(-(-dice.count // 2), dice.sides, dice.modifier)


def roll_total(dice: DamageDice, faces: tuple[int, ...]) -> int:
    """One damage roll in hit points: the sum of ``faces`` (``dice.count`` d``sides``) + modifier.

    The result may be 0 or negative with a negative modifier; the §06 minimum of 1 applies only
    after absorb (see :func:`damage_after_absorb`). Raises SheetError on a wrong number of faces
    or a face that cannot come up. Source: 000_c3c04d669a38e5ba.txt §06 Armour absorbs.
    """
    if len(faces) != dice.count:
        raise SheetError(f"{format_damage(dice)} needs {dice.count} dice, got {len(faces)}")
    for face in faces:
        if not 1 <= face <= dice.sides:
            raise SheetError(f"a d{dice.sides} cannot come up {face}")
    return sum(faces) + dice.modifier


def damage_after_absorb(rolled: int, absorb: int, ignores_absorb: bool) -> int:
    """Hit points a hit takes off: ``max(1, rolled - absorb)``; absorb is skipped if ignored.

    ``rolled`` is the damage roll in hit points (with any clean-hit +2 already added),
    ``absorb`` the target's absorption (>= 0), ``ignores_absorb`` true for a perfect strike
    (§01) and for magic (§05, §12 "Magic ignores absorb"). A hit always does at least 1.
    Raises SheetError if absorb is negative.
    Source: 000_c3c04d669a38e5ba.txt §06 Armour absorbs.
    """
    if absorb < 0:
        raise SheetError(f"absorb must be 0 or more, got {absorb}")
    return max(1, rolled if ignores_absorb else rolled - absorb)


def hit_damage(
    dice: DamageDice,
    rolls: tuple[tuple[int, ...], ...],
    *,
    bonus: int,
    absorb: int,
    ignores_absorb: bool,
) -> int:
    """Hit points one hit takes off: every roll in ``rolls`` (modifier each) + ``bonus`` − absorb.

    ``rolls`` holds one tuple of faces per damage roll: one for a hit, two for a perfect strike
    (``ContestResult.damage_rolls``). DECISION (gap): "roll damage twice" means the whole damage
    roll twice, modifier included (the literal reading). ``bonus`` is the clean-hit +2 (added
    once). Raises SheetError on bad faces or no rolls.
    Source: 000_c3c04d669a38e5ba.txt §01 Double six, §06 Armour absorbs.
    """
    if not rolls:
        raise SheetError("a hit needs at least one damage roll")
    rolled = sum(roll_total(dice, faces) for faces in rolls) + bonus
    return damage_after_absorb(rolled, absorb, ignores_absorb)


def area_miss_damage(rolled: int) -> int:
    """Damage an area spell does to a creature that beat the caster: half, rounded down (may be 0).

    It is not a hit, so the §06 minimum of 1 does not apply; magic ignores absorb anyway.
    Raises SheetError for a negative roll.
    Source: 000_c3c04d669a38e5ba.txt §05 Spells that fill an area.
    """
    if rolled < 0:
        raise SheetError(f"a damage roll cannot be negative here, got {rolled}")
    return rolled // 2
