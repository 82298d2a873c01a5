"""004_e86ae0a0322fa3b5.txt §豁免鉴定: 10 or higher, one save per effect in the chosen order,
aftereffects only after all saves of the turn."""

import pytest
from fray.domain.errors import InvalidCommand
from fray.rules.dnd4e.durations import Aftereffect, Clock, Effect, expiry
from fray.rules.dnd4e.modifiers import Modifier
from fray.rules.dnd4e.saves import end_of_turn_saves, saving_throw

CLOCK = Clock(round=2, order=("hero", "medusa"), current="hero", turns={"hero": 2, "medusa": 1})


def save_ends(ident: str, what: str, after: Aftereffect | None = None) -> Effect:
    return Effect(id=ident, target="hero", what=what, expiry=expiry("save_ends", "hero", CLOCK), aftereffect=after)


def test_ten_or_higher_succeeds_and_modifiers_count() -> None:
    assert saving_throw("x", 10).succeeded and not saving_throw("x", 9).succeeded
    assert saving_throw("x", 8, [Modifier(value=2, source="Dwarven Resilience")]).succeeded
    with pytest.raises(InvalidCommand):
        saving_throw("x", 0)


def test_one_save_per_effect_in_the_chosen_order() -> None:
    effects = [save_ends("poison", "ongoing 5 poison"), save_ends("slow", "slowed")]
    out = end_of_turn_saves(effects, ["slow", "poison"], [12, 4], CLOCK)
    assert [(r.effect_id, r.succeeded) for r in out.rolls] == [("slow", True), ("poison", False)]
    assert out.ended == ("slow",)


def test_the_order_must_name_each_save_ends_effect_once() -> None:
    effects = [save_ends("a", "dazed"), save_ends("b", "slowed"),
               Effect(id="c", target="hero", what="prone", expiry=expiry("end_of_next_turn", "hero", CLOCK))]
    with pytest.raises(InvalidCommand):
        end_of_turn_saves(effects, ["a"], [10], CLOCK)
    with pytest.raises(InvalidCommand):
        end_of_turn_saves(effects, ["a", "b", "c"], [10, 10, 10], CLOCK)
    with pytest.raises(InvalidCommand):
        end_of_turn_saves(effects, ["a", "b"], [10], CLOCK)


def test_an_aftereffect_begins_after_all_saves_and_is_not_saved_against_this_turn() -> None:
    stun = save_ends("stun", "stunned", Aftereffect(what="dazed"))
    out = end_of_turn_saves([stun, save_ends("poison", "ongoing 5 poison")], ["stun", "poison"], [15, 19], CLOCK)
    assert out.ended == ("stun", "poison")
    (after,) = out.began
    assert after.what == "dazed" and after.expiry.kind == "save_ends" and after.target == "hero"
    assert [r.effect_id for r in out.rolls] == ["stun", "poison"]  # no roll against the new 'dazed'


def test_a_failed_save_leaves_no_aftereffect() -> None:
    out = end_of_turn_saves([save_ends("stun", "stunned", Aftereffect(what="dazed"))], ["stun"], [9], CLOCK)
    assert out.ended == () and out.began == ()


def test_an_aftereffect_may_last_until_the_end_of_the_next_turn() -> None:
    stun = save_ends("stun", "stunned", Aftereffect(what="slowed", duration="end_of_next_turn"))
    (after,) = end_of_turn_saves([stun], ["stun"], [10], CLOCK).began
    assert after.expiry.boundary is not None and after.expiry.boundary.turn == 3
