"""Magic points, spell costs, spell levels, recovery (000_c3c04d669a38e5ba.txt §08)."""

import pytest

from fray.rules.unlit_spires.errors import SheetError
from fray.rules.unlit_spires.scores import (
    highest_spell_level,
    magic_point_recovery,
    max_magic_points,
    spell_cost,
)


def test_level_3_wizard_with_int_16_has_90_magic_points() -> None:
    # §08 worked example: 5 × 3 × (3 + 1) = 60; 10 × 3 = 30; total 90.
    mp = max_magic_points(3, 3, 3)
    assert mp.total == 90
    assert [p.value for p in mp.parts] == [60, 30]


def test_magic_training_0_means_no_magic_points() -> None:
    assert max_magic_points(20, 0, 5).total == 0


def test_negative_casting_trait_lowers_but_never_below_zero() -> None:
    # DECISION: clamp at 0.
    assert max_magic_points(1, 1, -1).total == 5 * 1 * 2 - 10 == 0
    low = max_magic_points(1, 1, -5)
    assert low.total == 0 and sum(p.value for p in low.parts) == 0
    assert max_magic_points(4, 1, -1).total == 5 * 4 * 3 - 10


def test_spell_cost_table() -> None:
    assert [spell_cost(lv) for lv in range(10)] == [0, 10, 20, 30, 40, 50, 60, 70, 80, 90]


@pytest.mark.parametrize("bad", [-1, 10])
def test_spell_cost_rejects_levels_outside_0_to_9(bad: int) -> None:
    with pytest.raises(SheetError, match="spell level must be 0 to 9"):
        spell_cost(bad)


def test_highest_spell_level_for_full_casters_is_half_level_rounded_up_max_9() -> None:
    expected = [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 9, 9]
    for class_ in ("wizard", "cleric", "bard"):
        assert [highest_spell_level(class_, lv) for lv in range(1, 21)] == expected


def test_highest_spell_level_for_rangers_is_quarter_level_rounded_up_max_5() -> None:
    expected = [1] * 4 + [2] * 4 + [3] * 4 + [4] * 4 + [5] * 4
    assert [highest_spell_level("ranger", lv) for lv in range(1, 21)] == expected


def test_fighters_and_rogues_cast_nothing() -> None:
    assert highest_spell_level("fighter", 20) is None
    assert highest_spell_level("rogue", 1) is None


def test_highest_spell_level_rejects_unknown_class() -> None:
    with pytest.raises(SheetError, match="unknown class 'monk'"):
        highest_spell_level("monk", 3)


def test_recovery_follows_getting_points_back() -> None:
    assert magic_point_recovery("long_rest", 3, 90) == 90
    assert magic_point_recovery("short_rest", 3, 90) == 10
    assert magic_point_recovery("short_rest", 10, 900) == 40
    assert magic_point_recovery("first_light", 3, 90) == 30
    assert magic_point_recovery("dead_valley_dawn", 3, 90) == 0


def test_recovery_never_exceeds_the_pool() -> None:
    assert magic_point_recovery("first_light", 20, 50) == 50
    assert magic_point_recovery("short_rest", 3, 0) == 0


def test_recovery_rejects_unknown_kind_and_bad_numbers() -> None:
    with pytest.raises(SheetError, match="unknown recovery 'nap'"):
        magic_point_recovery("nap", 3, 90)  # type: ignore[arg-type]  # an unknown recovery on purpose
    with pytest.raises(SheetError, match="max magic points"):
        magic_point_recovery("long_rest", 3, -1)
