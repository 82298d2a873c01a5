"""The Moment process: initiative and mobility ⚡ (001 §瞬息Moment过程)."""

import contextlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.rules.meshal_lite.attributes import INVALID, attribute
from fray.rules.meshal_lite.initiative import (
    expand_groups,
    initiative_dice,
    initiative_order,
    initiative_roll,
    unbroken_ties,
    with_latecomers,
)
from fray.rules.meshal_lite.mobility import (
    ACTION_COSTS,
    Mobility,
    item_cost,
    left,
    refill,
    refund,
    spend,
)
from fray.rules.meshal_lite.options import MeshalOptions, drop_cost


def test_initiative_rolls_activeness_dice_for_faces_high_to_low() -> None:
    assert initiative_dice(attribute(4, dice=2)) == 2 and initiative_dice(INVALID) == 3
    rolls = [initiative_roll("a", (1, 2), 2), initiative_roll("b", (6, 5, 1), 3), initiative_roll("c", (4,), 1)]
    assert [r.total for r in rolls] == [3, 12, 4]
    assert initiative_order(rolls) == ["b", "c", "a"]


def test_initiative_takes_every_die() -> None:
    with pytest.raises(InvalidCommand):
        initiative_roll("a", (1, 2), 3)


def test_ties_roll_3_dice_for_faces_and_again_while_tied() -> None:
    a, b, c = initiative_roll("a", (3, 4), 2), initiative_roll("b", (5, 2), 2), initiative_roll("c", (1,), 1)
    assert unbroken_ties([a, b, c]) == [("a", "b")]
    with pytest.raises(InvalidCommand):
        initiative_order([a, b, c])
    a = initiative_roll("a", (3, 4), 2, [(2, 2, 2)])
    b = initiative_roll("b", (5, 2), 2, [(1, 2, 3)])
    assert unbroken_ties([a, b]) == [("a", "b")]  # 6 against 6: roll again
    a = initiative_roll("a", (3, 4), 2, [(2, 2, 2), (1, 1, 1)])
    b = initiative_roll("b", (5, 2), 2, [(1, 2, 3), (6, 6, 6)])
    assert initiative_order([a, b, c]) == ["b", "a", "c"]
    with pytest.raises(InvalidCommand):
        initiative_roll("a", (3,), 1, [(1, 2)])


def test_latecomers_act_after_everyone() -> None:
    assert with_latecomers(["b", "a"], ["z", "y"]) == ["b", "a", "z", "y"]
    with pytest.raises(InvalidCommand):
        with_latecomers(["b", "a"], ["a"])


def test_group_initiative_places_the_group_where_its_one_roll_lands() -> None:
    order = initiative_order(
        [initiative_roll("wolves", (6, 6), 2), initiative_roll("dire", (5,), 1), initiative_roll("ana", (3, 3, 1), 3)]
    )
    assert expand_groups(order, {"wolves": ["w2", "w1", "w3"]}) == ["w2", "w1", "w3", "ana", "dire"]
    with pytest.raises(InvalidCommand):
        expand_groups(["g", "h"], {"g": ["x"], "h": ["x"]})


def test_the_quick_reference_costs() -> None:
    assert ACTION_COSTS["move"] == (1, "tactic") and ACTION_COSTS["defend"] == (1, "reaction")
    assert ACTION_COSTS["search"][0] == 3 and ACTION_COSTS["facing"][0] == 0
    assert ACTION_COSTS["posture"][0] == 1 and ACTION_COSTS["lift"][0] == 3 and ACTION_COSTS["flee"][0] == 3
    assert [item_cost(s) for s in ("trivial", "light", "heavy")] == [1, 2, 3]
    assert item_cost("trivial", "heavy") == 3  # an exchange costs the dearer
    with pytest.raises(InvalidCommand):
        item_cost("huge")  # type: ignore[arg-type]


def test_dropping_an_item_costs_0_by_default_or_1_by_option() -> None:
    assert drop_cost(MeshalOptions()) == 0
    assert drop_cost(MeshalOptions(drop_item_cost=1)) == 1


def test_tactics_on_ones_own_turn_reactions_any_time_with_enough_left() -> None:
    m = Mobility(per_round=3)
    m = spend(m, 1, "tactic", own_turn=True)
    m = spend(m, 1, "reaction", own_turn=False)
    assert left(m) == 1
    with pytest.raises(RuleViolation):
        spend(m, 1, "tactic", own_turn=False)
    with pytest.raises(RuleViolation):
        spend(m, 2, "reaction", own_turn=False)


def test_a_long_tactic_owes_the_rest_to_the_next_round() -> None:
    m = spend(Mobility(per_round=3, spent=2), 3, "tactic", own_turn=True)
    assert (m.spent, m.owed, left(m)) == (3, 2, 0)
    with pytest.raises(RuleViolation):
        spend(m, 1, "tactic", own_turn=True)  # nothing left to start with
    n = refill(m)
    assert (n.spent, n.owed, left(n)) == (2, 0, 1)
    with pytest.raises(RuleViolation):
        spend(Mobility(per_round=3, spent=2), 3, "tactic", own_turn=True, long_actions=False)


def test_a_long_action_can_span_several_rounds() -> None:
    m = spend(Mobility(per_round=2), 7, "tactic", own_turn=True)
    m = refill(m)
    assert (m.spent, m.owed) == (2, 3)
    m = refill(m)
    assert (m.spent, m.owed, left(m)) == (2, 1, 0)
    assert left(refill(m)) == 1


def test_a_voided_action_gets_this_rounds_mobility_back() -> None:
    m = spend(Mobility(per_round=3), 2, "tactic", own_turn=True)
    assert left(refund(m, 2)) == 3
    long_ = refill(spend(Mobility(per_round=3, spent=1), 5, "tactic", own_turn=True))
    # Paid 2 in round 1, 3 this round (owes 0 more); voided now: only this round's 3 come back.
    assert left(refund(long_, 3)) == 3
    with pytest.raises(InvalidCommand):
        refund(m, 3)


@given(st.integers(1, 6), st.lists(st.tuples(st.integers(0, 4), st.booleans()), max_size=12))
def test_mobility_never_goes_past_its_budget(per_round: int, actions: list[tuple[int, bool]]) -> None:
    m = Mobility(per_round=per_round)
    for cost, is_tactic in actions:
        with contextlib.suppress(RuleViolation):
            m = spend(m, cost, "tactic" if is_tactic else "reaction", own_turn=True)
        assert 0 <= m.spent <= per_round and m.owed >= 0
        m = refill(m) if cost == 4 else m
