"""Initiative (PHB 2008 p. 267; ties as issue 11 states)."""

import pytest

from fray.domain.dice import ScriptedDice
from fray.domain.errors import InvalidCommand
from fray.rules.dnd4e.initiative import (
    initiative_modifier,
    order,
    roll,
    roll_all,
    ties,
    with_tie_roll,
)
from fray.rules.dnd4e.modifiers import Modifier


def test_the_modifier_is_half_level_plus_dex_plus_bonuses() -> None:
    m = initiative_modifier(7, 3, [Modifier(value=4, source="Improved Initiative", type="feat")])
    assert m.total == 10


def test_higher_total_first_then_higher_modifier() -> None:
    entries = [roll("a", 10, 2), roll("b", 9, 3), roll("c", 15, 0)]
    assert order(entries) == ("c", "b", "a")


def test_a_tie_on_total_and_modifier_needs_a_roll_off_kept() -> None:
    a, b = roll("a", 12, 2), roll("b", 12, 2)
    assert ties([a, b]) == [("a", "b")]
    with pytest.raises(InvalidCommand, match="initiative ties to break with a roll-off:"):
        order([a, b])
    a, b = with_tie_roll(a, 7), with_tie_roll(b, 7)  # the roll-off tied too: roll again
    assert ties([a, b]) == [("a", "b")]
    a, b = with_tie_roll(a, 3), with_tie_roll(b, 18)
    assert order([a, b]) == ("b", "a") and a.tiebreak == (2, 7, 3)


def test_a_face_off_the_d20_is_refused() -> None:
    with pytest.raises(InvalidCommand, match="a d20 shows 1 to 20, not 21"):
        roll("a", 21, 0)


def test_roll_all_rolls_off_ties_until_broken_and_keeps_the_faces() -> None:
    # a and b both 12 + 2; the roll-off ties at 7, then b wins 18 to 3; c rolled 20
    entries = roll_all([("a", 2), ("b", 2), ("c", 0)], ScriptedDice([10, 10, 20, 7, 7, 3, 18]))
    assert order(entries) == ("c", "b", "a")
    assert [e.tiebreak for e in entries] == [(2, 7, 3), (2, 7, 18), (0,)]
