"""Damage dice and absorption (000_c3c04d669a38e5ba.txt §06, §01, §05, §11)."""

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fray.rules.unlit_spires.damage import (
    DamageDice,
    area_miss_damage,
    damage_after_absorb,
    halve_dice,
    hit_damage,
    parse_damage,
    roll_total,
)
from fray.rules.unlit_spires.errors import SheetError


@pytest.mark.parametrize(
    "expr, dice",
    [
        ("1d6+3", DamageDice(1, 6, 3)),
        ("2d6-1", DamageDice(2, 6, -1)),
        ("3d6", DamageDice(3, 6)),
        ("d8", DamageDice(1, 8)),
        (" 12D8 + 12 ", DamageDice(12, 8, 12)),
    ],
)
def test_parse_damage_reads_dice_expressions(expr: str, dice: DamageDice) -> None:
    assert parse_damage(expr) == dice


@pytest.mark.parametrize(
    ("junk", "says"),
    [
        ("", "empty; write dice like 1d6"),
        ("fireball", "at character 1: expected + or - then dice like 2d6, or a number"),
        ("3", "one set of dice and a number"),
        ("1d", "at character 2: expected + or - then dice like 2d6, or a number"),
        ("0d6", "roll at least one die"),
        ("2d1", "a die has 2 to 100 faces, not 1"),
        ("1d6+", "at character 4: expected + or - then dice like 2d6, or a number"),
        ("1d6*2", "at character 4: expected + or - then dice like 2d6, or a number"),
        ("101d6", "at most 100 dice in all"),
        ("1d6+1d4", "one set of dice and a number"),
    ],
)
def test_parse_damage_rejects_junk(junk: str, says: str) -> None:
    with pytest.raises(SheetError, match=rf"^damage {re.escape(repr(junk))}.*{re.escape(says)}"):
        parse_damage(junk)


@given(st.integers(1, 100), st.integers(2, 100), st.integers(-1000, 1000))
def test_format_and_parse_round_trip(count: int, sides: int, modifier: int) -> None:
    dice = DamageDice(count, sides, modifier)
    assert parse_damage(str(dice)) == dice


def test_halve_dice_rounds_up() -> None:
    # DECISION (§11 "halve the dice"): 3d6 → 2d6; 1d6 stays 1d6.
    assert halve_dice(DamageDice(3, 6, 1)) == DamageDice(2, 6, 1)
    assert halve_dice(DamageDice(4, 6)) == DamageDice(2, 6)
    assert halve_dice(DamageDice(1, 6)) == DamageDice(1, 6)


def test_bruce_dagger_against_kugen_deals_2_to_7() -> None:
    # §11: 1d6+3 against absorb 2 is 2 to 7, not 4 to 9.
    dagger = parse_damage("1d6+3")
    dealt = [damage_after_absorb(roll_total(dagger, (face,)), 2, False) for face in range(1, 7)]
    assert dealt == [2, 3, 4, 5, 6, 7]


def test_a_hit_always_does_at_least_1() -> None:
    # §06: a dagger cannot hurt a stone thing, but a hit still does 1.
    assert damage_after_absorb(3, 5, False) == 1
    assert damage_after_absorb(-2, 0, False) == 1


def test_perfect_strikes_and_magic_ignore_absorb() -> None:
    assert damage_after_absorb(4, 5, True) == 4


def test_negative_absorb_is_refused() -> None:
    with pytest.raises(SheetError, match=r"^absorb must be 0 or more, got -1$"):
        damage_after_absorb(4, -1, False)


def test_perfect_strike_rolls_the_whole_damage_twice() -> None:
    # DECISION: the modifier counts on each roll; clean-hit +2 once; absorb skipped.
    dagger = parse_damage("1d6+3")
    assert hit_damage(dagger, ((2,), (5,)), bonus=2, absorb=2, ignores_absorb=True) == 5 + 8 + 2


def test_roll_total_checks_the_faces() -> None:
    with pytest.raises(SheetError, match="needs 2 dice"):
        roll_total(DamageDice(2, 6), (3,))
    with pytest.raises(SheetError, match="cannot come up 7"):
        roll_total(DamageDice(1, 6), (7,))
    with pytest.raises(SheetError, match=r"^a hit needs at least one damage roll$"):
        hit_damage(DamageDice(1, 6), (), bonus=0, absorb=0, ignores_absorb=False)


def test_area_spell_miss_does_half_rounded_down() -> None:
    # §05: the creature wins: half damage.
    assert [area_miss_damage(n) for n in (0, 1, 7, 8)] == [0, 0, 3, 4]
    with pytest.raises(SheetError, match=r"^a damage roll cannot be negative here, got -1$"):
        area_miss_damage(-1)


@given(st.integers(-50, 200), st.integers(0, 10), st.booleans())
def test_damage_after_absorb_is_at_least_1_and_at_most_the_roll(rolled: int, absorb: int, ignores: bool) -> None:
    dealt = damage_after_absorb(rolled, absorb, ignores)
    assert dealt >= 1 and dealt <= max(1, rolled)
