"""004_e86ae0a0322fa3b5.txt §豁免鉴定: 10 or higher, one save per effect in the chosen order,
aftereffects only after all saves of the turn."""

import pytest

from fray.domain.errors import InvalidCommand
from fray.domain.events import Condition
from fray.domain.state import Combatant, EncounterState
from fray.domain.turns import due
from fray.rules.dnd4e.durations import expiry
from fray.rules.dnd4e.modifiers import Modifier
from fray.rules.dnd4e.saves import end_of_turn_saves, saving_throw

STATE = EncounterState(
    combatants={i: Combatant(id=i, name=i, side=i) for i in ("hero", "medusa")},
    order=("hero", "medusa"),
    round=2,
    turn="hero",
)


def save_ends(ident: str, what: str, after: Condition | None = None) -> Condition:
    return Condition(id=ident, name=what, expires=expiry("save_ends", "hero", STATE), aftereffect=after)


def test_ten_or_higher_succeeds_and_modifiers_count() -> None:
    assert saving_throw("x", 10).succeeded and not saving_throw("x", 9).succeeded
    assert saving_throw("x", 8, [Modifier(value=2, source="Dwarven Resilience")]).succeeded
    with pytest.raises(InvalidCommand, match="a d20 shows 1 to 20, not 0"):
        saving_throw("x", 0)


def test_one_save_per_effect_in_the_chosen_order() -> None:
    effects = [save_ends("poison", "ongoing 5 poison"), save_ends("slow", "slowed")]
    out = end_of_turn_saves(effects, ["slow", "poison"], [12, 4], STATE)
    assert [(r.effect_id, r.succeeded) for r in out.rolls] == [("slow", True), ("poison", False)]
    assert out.ended == ("slow",)


def test_the_order_must_name_each_save_ends_effect_once() -> None:
    effects = [
        save_ends("a", "dazed"),
        save_ends("b", "slowed"),
        Condition(id="c", name="prone", expires=expiry("end_of_next_turn", "hero", STATE)),
    ]
    with pytest.raises(InvalidCommand, match="save against each save-ends effect once, in any order:"):
        end_of_turn_saves(effects, ["a"], [10], STATE)
    with pytest.raises(InvalidCommand, match="save against each save-ends effect once, in any order:"):
        end_of_turn_saves(effects, ["a", "b", "c"], [10, 10, 10], STATE)
    with pytest.raises(InvalidCommand, match="2 saving throws need 2 d20s, got 1"):
        end_of_turn_saves(effects, ["a", "b"], [10], STATE)


def test_an_aftereffect_begins_after_all_saves_and_is_not_saved_against_this_turn() -> None:
    dazed = Condition(id="dazed", name="dazed", expires=expiry("save_ends", "hero", STATE))
    stun = save_ends("stun", "stunned", dazed)
    out = end_of_turn_saves([stun, save_ends("poison", "ongoing 5 poison")], ["stun", "poison"], [15, 19], STATE)
    assert out.ended == ("stun", "poison")
    (after,) = out.began
    assert after.name == "dazed" and after.expires.save is not None
    assert [r.effect_id for r in out.rolls] == ["stun", "poison"]  # no roll against the new 'dazed'


def test_a_failed_save_leaves_no_aftereffect() -> None:
    after = Condition(id="dazed", name="dazed", expires=expiry("save_ends", "hero", STATE))
    out = end_of_turn_saves([save_ends("stun", "stunned", after)], ["stun"], [9], STATE)
    assert out.ended == () and out.began == ()


def test_an_aftereffect_until_the_end_of_the_next_turn_counts_from_when_it_begins() -> None:
    # the aftereffect was written when the medusa's gaze hit, in round 1 on the medusa's turn
    then = EncounterState(combatants=STATE.combatants, order=STATE.order, round=1, turn="medusa")
    slowed = Condition(id="slowed", name="slowed", expires=expiry("end_of_next_turn", "hero", then))
    (after,) = end_of_turn_saves([save_ends("stun", "stunned", slowed)], ["stun"], [10], STATE).began
    assert (after.expires.applied_round, after.expires.applied_during) == (2, "hero")
    assert not due(after, "end_of_turn", "hero", 2) and due(after, "end_of_turn", "hero", 3)
