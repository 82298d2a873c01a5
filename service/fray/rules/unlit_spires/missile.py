"""Missile attacks: range bands, the close-enemy penalty, cover and darkness
(000_c3c04d669a38e5ba.txt §04 Missile — bows, slings, thrown).
"""

from __future__ import annotations

from . import tables as t
from .errors import CannotTarget, OutOfRange, SheetError, lookup
from .scores import Weapon

#: §04 Darkness: missile attacks in the dark have disadvantage (3d6, keep the worst two).
DARKNESS_GIVES_DISADVANTAGE = True


def range_band(distance_ft: int, weapon: Weapon) -> t.RangeBand:
    """The §04 distance band of a shot: "close" under 30 ft, "long" 30–120 ft, "very_long"
    over 120 ft.

    ``distance_ft`` is in feet (>= 0). A shot needs a missile weapon; any shot beyond the
    weapon's ``max_range_ft`` is out of range, and a very long shot needs a weapon that
    reaches that far (``max_range_ft`` set and > 120; None means it stops at 120 ft).
    Raises SheetError for a negative distance or a weapon that is not a missile weapon, and
    OutOfRange when the weapon does not reach. Source: 000_c3c04d669a38e5ba.txt §04 Distance.
    """
    if distance_ft < 0:
        raise SheetError(f"distance must be 0 ft or more, got {distance_ft}")
    if not weapon.missile:
        raise SheetError(f"{weapon.name} is not a missile weapon; melee reaches {weapon.reach_ft} ft")
    reach = weapon.max_range_ft if weapon.max_range_ft is not None else t.LONG_UP_TO_FT
    if distance_ft > reach:
        raise OutOfRange(f"{weapon.name} reaches {reach} ft; the target is {distance_ft} ft away")
    if distance_ft < t.CLOSE_UNDER_FT:
        return "close"
    return "long" if distance_ft <= t.LONG_UP_TO_FT else "very_long"


def missile_modifiers(band: t.RangeBand, enemy_within_5ft: bool) -> int:
    """The range part of Missile Attack: close −0, long −1, very long −3, and a further −3 if
    an enemy is within 5 ft of the shooter ("shooting with a sword in your face").

    DECISION: the two stack (a very long shot with an enemy adjacent is −6).
    Raises SheetError for an unknown band. Source: 000_c3c04d669a38e5ba.txt §04 Distance.
    """
    close_enemy = t.ENEMY_WITHIN_5FT if enemy_within_5ft else 0
    return lookup(t.RANGE_BANDS, band, "range band") + close_enemy


def cover_bonus(cover: t.Cover) -> int:
    """The cover part of Dodge: none +0, half +2, three-quarter +4.

    Raises CannotTarget for total cover ("you cannot be shot at all") and SheetError for an
    unknown cover. Source: 000_c3c04d669a38e5ba.txt §04 Cover.
    """
    bonus = lookup(t.COVER, cover, "cover")
    if bonus is None:
        raise CannotTarget("the target is behind total cover and cannot be shot at all")
    return bonus
