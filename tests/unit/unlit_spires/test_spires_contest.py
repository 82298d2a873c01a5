"""The contest, advantage, initiative (000_c3c04d669a38e5ba.txt §01, §05 Counterspell)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fray.rules.unlit_spires.contest import (
    dice_to_roll,
    initiative_order,
    initiative_roll,
    keep_two,
    resolve_contest,
    resolve_opposed,
)
from fray.rules.unlit_spires.errors import SheetError

d6 = st.integers(1, 6)
pair = st.tuples(d6, d6)


def test_dice_to_roll_with_advantage_or_disadvantage_is_3() -> None:
    assert dice_to_roll(False, False) == 2
    assert dice_to_roll(True, False) == 3
    assert dice_to_roll(False, True) == 3
    # DECISION: both on the same side cancel, as in the d20 game.
    assert dice_to_roll(True, True) == 2


def test_keep_two_keeps_best_or_worst_two() -> None:
    assert keep_two((2, 6, 4), True, False) == (6, 4)
    assert keep_two((2, 6, 4), False, True) == (2, 4)
    assert keep_two((3, 5), False, False) == (3, 5)
    assert keep_two((1, 1), True, True) == (1, 1)


@pytest.mark.parametrize(
    "dice, adv, dis, says",
    [
        ((1, 2, 3), False, False, "^this roll needs 2d6, got 3 dice$"),
        ((1, 2), True, False, "^this roll needs 3d6, got 2 dice$"),
        ((1, 7), False, False, "^a d6 cannot come up 7$"),
        ((0, 2, 3), True, False, "^a d6 cannot come up 0$"),
    ],
)
def test_keep_two_refuses_the_wrong_dice(
    dice: tuple[int, int, int] | tuple[int, int], adv: bool, dis: bool, says: str
) -> None:
    with pytest.raises(SheetError, match=says):
        keep_two(dice, adv, dis)


def test_higher_total_hits_and_a_tie_goes_to_the_defender() -> None:
    r = resolve_contest((3, 4), 2, (4, 4), 0)
    assert (r.attack_total, r.defence_total, r.margin, r.outcome, r.hit) == (9, 8, 1, "hit", True)
    assert (r.damage_bonus, r.damage_rolls, r.ignores_absorb) == (0, 1, False)
    tie = resolve_contest((3, 4), 1, (4, 4), 0)
    assert tie.margin == 0 and tie.outcome == "miss" and not tie.hit


def test_margin_of_9_is_a_hit_and_10_is_a_clean_hit() -> None:
    assert resolve_contest((5, 5), 9, (4, 6), 0).outcome == "hit"
    clean = resolve_contest((5, 5), 10, (4, 6), 0)
    assert clean.outcome == "clean_hit" and clean.damage_bonus == 2 and clean.damage_rolls == 1


def test_double_six_hits_whatever_the_defender_rolled() -> None:
    r = resolve_contest((6, 6), -10, (6, 6), 10)
    assert r.outcome == "perfect_strike" and r.hit and r.margin == -20
    assert (r.damage_rolls, r.ignores_absorb, r.damage_bonus) == (2, True, 0)


def test_double_six_with_margin_10_is_also_a_clean_hit() -> None:
    # DECISION: margin rule and double-six rule are independent.
    r = resolve_contest((6, 6), 8, (1, 1), 0)
    assert r.outcome == "perfect_strike" and r.damage_bonus == 2


def test_double_one_misses_whatever_the_defender_rolled() -> None:
    r = resolve_contest((1, 1), 30, (1, 1), 0)
    assert r.outcome == "fumble" and not r.hit and r.margin == 30 and r.damage_bonus == 0


def test_contest_refuses_bad_faces() -> None:
    with pytest.raises(SheetError, match=r"^a d6 cannot come up 0$"):
        resolve_contest((0, 6), 0, (1, 1), 0)
    with pytest.raises(SheetError, match=r"^a contest counts two kept dice, got 3$"):
        resolve_contest((1, 2, 3), 0, (1, 1), 0)  # type: ignore[arg-type]  # three kept dice on purpose: refused


@given(pair, st.integers(-20, 20), pair, st.integers(-20, 20))
def test_every_contest_has_one_of_five_consistent_outcomes(
    a: tuple[int, int], a_score: int, d: tuple[int, int], d_score: int
) -> None:
    r = resolve_contest(a, a_score, d, d_score)
    assert r.outcome in {"miss", "hit", "clean_hit", "perfect_strike", "fumble"}
    assert r.margin == r.attack_total - r.defence_total
    assert r.hit == (r.outcome in {"hit", "clean_hit", "perfect_strike"})
    assert r.damage_rolls == (2 if r.outcome == "perfect_strike" else 1 if r.hit else 0)
    if r.outcome not in ("perfect_strike", "fumble"):
        assert r.hit == (r.margin > 0)
        assert (r.outcome == "clean_hit") == (r.margin >= 10)


def test_counterspell_tie_lets_the_first_spell_go_off() -> None:
    # §05: both roll Magic Attack; tie → the first spell.
    r = resolve_opposed((3, 4), 5, (2, 5), 5, ties_to="first")
    assert r.winner == "first" and r.margin == 0
    assert resolve_opposed((3, 4), 5, (2, 5), 6, ties_to="first").winner == "second"
    assert resolve_opposed((6, 6), 0, (1, 1), 11, ties_to="second").winner == "second"
    with pytest.raises(SheetError, match=r"^ties_to must be 'first' or 'second', got 'nobody'$"):
        resolve_opposed((3, 4), 5, (2, 5), 5, ties_to="nobody")  # type: ignore[arg-type]  # refused on purpose


def test_initiative_is_2d6_plus_dex_trait_highest_first() -> None:
    rolls = [initiative_roll("a", (3, 3), 10), initiative_roll("b", (4, 4), 10), initiative_roll("c", (2, 2), 18)]
    assert [r.total for r in rolls] == [6, 8, 8]
    assert initiative_order(rolls) == ["c", "b", "a"]


def test_initiative_tie_goes_to_higher_dex_then_to_the_earlier_listed() -> None:
    rolls = [
        initiative_roll("a", (4, 4), 10),
        initiative_roll("b", (4, 3), 12),
        initiative_roll("c", (4, 3), 13),
        initiative_roll("d", (4, 4), 11),
    ]
    # a: 8, b: 8 (DEX 12), c: 8 (DEX 13), d: 8 (DEX 11, trait 0)
    assert initiative_order(rolls) == ["c", "b", "d", "a"]
    same = [initiative_roll(x, (3, 3), 10) for x in "xyz"]
    assert initiative_order(same) == ["x", "y", "z"]


def test_initiative_refuses_duplicates_and_bad_dice() -> None:
    with pytest.raises(SheetError, match="twice"):
        initiative_order([initiative_roll("a", (1, 2), 10)] * 2)
    with pytest.raises(SheetError, match=r"^initiative is 2d6, got 3 dice$"):
        initiative_roll("a", (1, 2, 3), 10)  # type: ignore[arg-type]  # three dice on purpose: refused
    with pytest.raises(SheetError, match=r"^ability score must be 1 to 30, got 31$"):
        initiative_roll("a", (1, 2), 31)
