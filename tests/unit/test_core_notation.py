"""The core's dice notation: one parser and roller for every rule system."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fray.domain.dice import ScriptedDice, SeededDice
from fray.domain.notation import NotationError, evaluate, parse, read, roll


@pytest.mark.parametrize(
    ("text", "shown", "dice"),
    [
        ("1d8+3", "1d8+3", 1),
        ("d8", "1d8", 1),
        ("2d6-1", "2d6-1", 2),
        ("3d6k2", "3d6kh2", 3),
        ("2d20kh1", "2d20kh1", 2),
        ("2d20kl1", "2d20kl1", 2),
        ("4d6dl1", "4d6kh3", 4),
        ("4d6dh1", "4d6kl3", 4),
        ("1d10 + 2d6 + 4", "1d10+2d6+4", 3),
        ("5", "5", 0),
        ("1d4-1d4", "1d4-1d4", 2),
    ],
)
def test_expressions_read_and_write_back(text: str, shown: str, dice: int) -> None:
    e = parse(text)
    assert (str(e), e.dice) == (shown, dice)


def test_the_unlit_spires_advantage_keeps_the_best_two_of_three() -> None:
    r = roll(parse("3d6k2"), ScriptedDice([2, 6, 5]))
    assert (r.terms[0].faces, r.terms[0].kept, r.total) == ((2, 6, 5), (6, 5), 11)


def test_5e_disadvantage_keeps_the_lower_d20_and_adds_the_modifier() -> None:
    r = roll(parse("2d20kl1+5"), ScriptedDice([17, 4]))
    assert (r.terms[0].kept, r.total) == ((4,), 9)


def test_a_kept_tie_keeps_the_first_rolled() -> None:
    assert parse("3d6kh2").terms[0].kept((5, 5, 5)) == (5, 5)


def test_a_pool_reads_as_points_or_as_the_sum_of_its_faces() -> None:
    # 001 §骰子: 凯瑞达's 4 dice show 3, 1, 2, 6: 3 points; as faces, 12
    assert (read((3, 1, 2, 6), "points"), read((3, 1, 2, 6))) == (3, 12)
    assert evaluate(parse("4d6"), [(3, 1, 2, 6)], "points").total == 3


def test_table_dice_are_checked_for_count_and_faces() -> None:
    with pytest.raises(ValueError, match="rolls 2 dice, 1 faces"):
        evaluate(parse("2d6"), [(3,)])
    with pytest.raises(ValueError, match="a d6 cannot show 7"):
        evaluate(parse("1d6"), [(7,)])


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("", 1),
        ("fireball", 1),
        ("0d6", 1),
        ("2d1", 1),
        ("1d6 3", 5),
        ("1d6+", 4),
        ("3d6k4", 1),
        ("4d6dl4", 1),
        ("101d6", 1),
        ("1d6+100001", 1),
    ],
)
def test_bad_expressions_name_the_character(text: str, where: int) -> None:
    with pytest.raises(NotationError, match=f"at character {where}:"):
        parse(text)


@given(st.text(alphabet="0123456789dDkhl+- ", max_size=14))
def test_any_text_parses_or_is_refused_with_a_notation_error(text: str) -> None:
    try:
        e = parse(text)
    except NotationError:
        return
    r = roll(e, SeededDice(text))
    low = e.constant + sum(t.sign * (t.keep or t.count) * (1 if t.sign > 0 else t.sides) for t in e.terms)
    high = e.constant + sum(t.sign * (t.keep or t.count) * (t.sides if t.sign > 0 else 1) for t in e.terms)
    assert low <= r.total <= high
