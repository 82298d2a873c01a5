"""Missile range, modifiers and cover (000_c3c04d669a38e5ba.txt §04)."""

import pytest

from fray.rules.unlit_spires.errors import CannotTarget, OutOfRange, SheetError
from fray.rules.unlit_spires.missile import (
    DARKNESS_GIVES_DISADVANTAGE,
    cover_bonus,
    missile_modifiers,
    range_band,
)
from fray.rules.unlit_spires.scores import Weapon

LONGBOW = Weapon("longbow", "1d8", two_handed=True, missile=True, long_range_ft=150, max_range_ft=600)
SLING = Weapon("sling", "1d4", missile=True)
DAGGER = Weapon("dagger", "1d4", finesse=True)


@pytest.mark.parametrize(
    "distance, band", [(0, "close"), (29, "close"), (30, "long"), (120, "long"), (121, "very_long"), (600, "very_long")]
)
def test_range_bands(distance: int, band: str) -> None:
    assert range_band(distance, LONGBOW) == band


def test_very_long_only_if_the_weapon_reaches() -> None:
    assert range_band(120, SLING) == "long"
    with pytest.raises(OutOfRange, match="reaches 120 ft"):
        range_band(121, SLING)
    with pytest.raises(OutOfRange, match=r"^longbow reaches 600 ft; the target is 601 ft away$"):
        range_band(601, LONGBOW)


def test_a_melee_weapon_cannot_shoot_and_distance_is_not_negative() -> None:
    with pytest.raises(SheetError, match="not a missile weapon"):
        range_band(10, DAGGER)
    with pytest.raises(SheetError, match="0 ft or more"):
        range_band(-5, LONGBOW)


def test_missile_modifiers() -> None:
    assert [missile_modifiers(b, False) for b in ("close", "long", "very_long")] == [0, -1, -3]
    assert missile_modifiers("close", True) == -3
    assert missile_modifiers("very_long", True) == -6
    with pytest.raises(SheetError, match="unknown range band"):
        missile_modifiers("far", False)  # type: ignore[arg-type]  # an unknown band on purpose


def test_cover_adds_to_dodge_and_total_cover_cannot_be_shot() -> None:
    assert [cover_bonus(c) for c in ("none", "half", "three_quarters")] == [0, 2, 4]
    with pytest.raises(CannotTarget, match=r"^the target is behind total cover and cannot be shot at all$"):
        cover_bonus("total")
    with pytest.raises(
        SheetError, match=r"^unknown cover 'smoke'; choose one of: 'none', 'half', 'three_quarters', 'total'$"
    ):
        cover_bonus("smoke")  # type: ignore[arg-type]  # an unknown cover on purpose


def test_darkness_gives_disadvantage() -> None:
    assert DARKNESS_GIVES_DISADVANTAGE is True
