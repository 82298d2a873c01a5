"""004_e86ae0a0322fa3b5.txt §持续时间: next-turn boundaries keyed to combatants (not initiative),
overlapping identical effects, sustained effects."""

import pytest
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.rules.dnd4e.durations import Boundary, Clock, Effect, ends_at, expiry, rank, shadowed, sustain

# a and b tied on initiative 15; the order keeps a before b
CLOCK = Clock(round=1, order=("a", "b", "c"), current="a", turns={"a": 1, "b": 0, "c": 0})


def test_until_the_end_of_your_next_turn_from_your_own_turn_is_the_turn_after() -> None:
    e = expiry("end_of_next_turn", "a", CLOCK)
    assert e.boundary == Boundary("a", 2, "end")
    assert not ends_at(e, Boundary("a", 1, "end"))
    assert ends_at(e, Boundary("a", 2, "end"))


def test_until_the_start_of_another_creatures_next_turn() -> None:
    e = expiry("start_of_next_turn", "c", CLOCK)
    assert e.boundary == Boundary("c", 1, "start")
    assert ends_at(e, Boundary("c", 1, "start")) and not ends_at(e, Boundary("b", 1, "start"))


def test_expiry_is_keyed_to_the_combatant_when_initiatives_tie() -> None:
    # a and b rolled the same initiative: an effect until the end of b's next turn must not end on a's
    e = expiry("end_of_next_turn", "b", CLOCK)
    assert not ends_at(e, Boundary("a", 1, "end"))
    assert not ends_at(e, Boundary("a", 2, "end"))
    assert ends_at(e, Boundary("b", 1, "end"))


def test_end_of_this_turn_only_on_that_creatures_turn() -> None:
    assert expiry("end_of_turn", "a", CLOCK).boundary == Boundary("a", 1, "end")
    with pytest.raises(InvalidCommand):
        expiry("end_of_turn", "b", CLOCK)


def test_save_ends_and_end_of_encounter_have_no_boundary() -> None:
    assert expiry("save_ends", "b", CLOCK).boundary is None
    assert not ends_at(expiry("end_of_encounter", "b", CLOCK), Boundary("b", 9, "end"))


def test_identical_effects_keep_the_longest_save_ends_kept_apart() -> None:
    slow_short = Effect(id="s1", target="b", what="slowed", expiry=expiry("end_of_turn", "a", CLOCK))
    slow_long = Effect(id="s2", target="b", what="slowed", expiry=expiry("end_of_next_turn", "c", CLOCK))
    slow_save = Effect(id="s3", target="b", what="slowed", expiry=expiry("save_ends", "b", CLOCK))
    dazed = Effect(id="d", target="b", what="dazed", expiry=expiry("end_of_turn", "a", CLOCK))
    assert shadowed([slow_short, slow_long, slow_save, dazed], CLOCK) == ("s1",)


def test_rank_orders_boundaries_through_the_round() -> None:
    def r(kind: str, whose: str) -> float | None:
        return rank(expiry(kind, whose, CLOCK), CLOCK)  # type: ignore[arg-type]
    assert r("end_of_turn", "a") == 1
    assert r("start_of_next_turn", "b") == 2
    assert r("end_of_next_turn", "c") == 5
    assert r("start_of_next_turn", "a") == 6
    assert r("end_of_encounter", "a") == float("inf")
    assert r("save_ends", "a") is None


def test_a_sustained_effect_is_not_sustained_on_its_first_turn_and_lapses_unless_sustained() -> None:
    e = expiry("sustain", "a", CLOCK, sustain="minor")
    assert e.boundary == Boundary("a", 2, "end")
    with pytest.raises(RuleViolation):
        sustain(e, CLOCK, "minor")
    next_turn = Clock(round=2, order=CLOCK.order, current="a", turns={"a": 2, "b": 1, "c": 1})
    kept = sustain(e, next_turn, "minor")
    assert kept.boundary == Boundary("a", 3, "end")
    with pytest.raises(RuleViolation):
        sustain(kept, next_turn, "minor")  # once a round
    with pytest.raises(RuleViolation):
        sustain(e, next_turn, "standard")  # its own action
    assert ends_at(e, Boundary("a", 2, "end"))  # not sustained: ends at the end of that turn


def test_a_sustained_effect_lasts_five_minutes_at_most() -> None:
    e = expiry("sustain", "a", CLOCK, sustain="move")
    late = Clock(round=50, order=CLOCK.order, current="a", turns={"a": 50})
    with pytest.raises(RuleViolation):
        sustain(e, late, "move")
    ok = Clock(round=48, order=CLOCK.order, current="a", turns={"a": 48})
    assert sustain(e, ok, "move").boundary == Boundary("a", 49, "end")


def test_only_the_creator_sustains() -> None:
    e = expiry("sustain", "a", CLOCK, sustain="minor")
    with pytest.raises(RuleViolation):
        sustain(e, Clock(round=1, order=CLOCK.order, current="b", turns={"a": 1, "b": 1}), "minor")
    with pytest.raises(InvalidCommand):
        expiry("sustain", "a", CLOCK)
