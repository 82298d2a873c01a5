"""Action types per turn and round, action points (PHB 2008 pp. 267–268, 286); dazed, stunned,
dominated, surprised (004 §状态)."""

from __future__ import annotations

import pytest

from fray.domain.errors import RuleViolation
from fray.rules.dnd4e.actions import TurnAction, may_react, spend, spend_action_point, turn_actions


def test_a_standard_a_move_and_a_minor() -> None:
    t = turn_actions(set())
    t = spend(spend(spend(t, "standard"), "move"), "minor")
    with pytest.raises(RuleViolation, match="no minor action left this turn"):
        spend(t, "minor")


def test_the_standard_action_may_be_a_move_or_minor_and_the_move_a_minor() -> None:
    t = spend(spend(turn_actions(set()), "move"), "move")  # the second move uses the standard
    assert (t.standard, t.move) == (0, 0)
    t = spend(spend(spend(turn_actions(set()), "minor"), "minor"), "minor")
    assert (t.standard, t.move, t.minor) == (0, 0, 0)
    with pytest.raises(RuleViolation, match="no standard action left this turn"):
        spend(spend(turn_actions(set()), "standard"), "standard")
    t = spend(spend(turn_actions(set()), "move"), "standard")  # the move came first: the standard is still there
    assert (t.standard, t.move, t.minor) == (0, 0, 1)


@pytest.mark.parametrize("kind", ["standard", "move", "minor"])
def test_dazed_one_action_of_any_kind(kind: TurnAction) -> None:
    t = spend(turn_actions({"dazed"}), "move")
    with pytest.raises(RuleViolation, match=f"no {kind} action left this turn"):
        spend(t, kind)


@pytest.mark.parametrize("condition", ["stunned", "surprised", "dying"])
def test_stunned_surprised_unconscious_take_no_action(condition: str) -> None:
    with pytest.raises(RuleViolation, match="this creature can take no actions now"):
        spend(turn_actions({condition}), "minor")


def test_surprise_round_one_action() -> None:
    t = spend(turn_actions(set(), surprise_round=True), "standard")
    with pytest.raises(RuleViolation, match="no minor action left this turn"):
        spend(t, "minor")


def test_an_action_point_buys_one_extra_action() -> None:
    t = spend(turn_actions(set()), "standard")
    t = spend_action_point(t, "standard", points=1, spent_this_encounter=False, own_turn=True)
    t = spend(t, "standard")
    with pytest.raises(RuleViolation, match="no standard action left this turn"):
        spend(t, "standard")


@pytest.mark.parametrize(
    ("points", "spent", "own", "surprise", "match"),
    [
        (0, False, True, False, "no action point left"),
        (1, True, True, False, "an action point can be spent once an encounter"),
        (1, False, False, False, "an action point is spent on one's own turn"),
        (1, False, True, True, "no action point in a surprise round"),
    ],
)
def test_an_action_point_once_an_encounter_on_ones_own_turn_never_in_a_surprise_round(
    points: int, spent: bool, own: bool, surprise: bool, match: str
) -> None:
    with pytest.raises(RuleViolation, match=match):
        spend_action_point(
            turn_actions(set()),
            "standard",
            points=points,
            spent_this_encounter=spent,
            own_turn=own,
            surprise_round=surprise,
        )


def test_a_dazed_creature_spending_an_action_point_gets_its_extra_action() -> None:
    t = spend(turn_actions({"dazed"}), "standard")
    t = spend_action_point(t, "move", points=1, spent_this_encounter=False, own_turn=True)
    t = spend(t, "minor")  # the extra move pays for a minor
    assert t.extra == ()


def test_immediate_once_a_round_opportunity_once_a_turn_never_on_ones_own_or_dazed() -> None:
    assert may_react(set(), "immediate", own_turn=False) is None
    assert may_react(set(), "immediate", own_turn=True) is not None
    assert may_react(set(), "immediate", own_turn=False, immediate_used_this_round=True) is not None
    assert may_react(set(), "opportunity", own_turn=False, opportunity_used_this_turn=True) is not None
    assert may_react(set(), "opportunity", own_turn=False, immediate_used_this_round=True) is None
    assert "dazed" in (may_react({"dazed"}, "opportunity", own_turn=False) or "")
