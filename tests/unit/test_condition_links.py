"""Core: a condition that lasts while another (``Condition.lasts_while``) ends with it, on
expiry and on the GM's ``remove_condition``, for any rule system; a condition a ruleset ties
to a creature's state is released by ``fray.domain.links.released``, with what lasts while
it, each once."""

from __future__ import annotations

from fray.domain.events import (
    Condition,
    ConditionEnded,
    ConditionLink,
    Event,
    Expiry,
    Resource,
)
from fray.domain.links import released, source_left, source_of
from fray.domain.state import Combatant, EncounterState
from fray.domain.turns import ending, expiring

HELD = ConditionLink(combatant_id="caster", condition_id="sustain")


def state() -> EncounterState:
    caster = Combatant(
        id="caster",
        name="Caster",
        side="a",
        resources={"hp": Resource(5, 5)},
        conditions=(
            Condition(
                id="sustain",
                name="sustaining",
                expires=Expiry(at="end_of_turn", combatant_id="caster", applied_round=1, applied_during="x"),
            ),
        ),
    )
    foe = Combatant(
        id="foe",
        name="Foe",
        side="b",
        resources={"hp": Resource(5, 5)},
        conditions=(
            Condition(id="held", name="held", lasts_while=HELD),
            Condition(id="save_due:held", name="save due"),
            Condition(id="dazed", name="dazed", lasts_while=ConditionLink("foe", "held")),
            Condition(id="other", name="other"),
        ),
    )
    return EncounterState(combatants={"caster": caster, "foe": foe}, order=("caster", "foe"), round=1)


def ended(events: list[Event]) -> list[tuple[str, str, str]]:
    return [(e.combatant_id, e.condition_id, e.reason) for e in events if isinstance(e, ConditionEnded)]


def test_expiry_ends_what_lasts_while_it_down_the_chain_once() -> None:
    assert ended(expiring(state(), "end_of_turn", "caster", 1)) == [
        ("caster", "sustain", "expired"),
        ("foe", "held", "expired"),
        ("foe", "save_due:held", "expired"),
        ("foe", "dazed", "expired"),
    ]


def test_ending_a_condition_without_dependents_is_just_that() -> None:
    assert ended(ending(state(), "foe", "other")) == [("foe", "other", "removed")]
    assert ended(ending(state(), "gone", "x")) == [("gone", "x", "removed")]


def test_released_ends_what_the_ruleset_lets_go_with_its_chain_each_once() -> None:
    s = state()
    # "held" hangs on the caster's being at full hit points (a made-up rule for the test)
    out = released(
        s, lambda st, c, k: k.id in ("held", "dazed") and st.combatants["caster"].resources["hp"].current < 5
    )
    assert out == []
    hurt = Combatant(
        id="caster",
        name="Caster",
        side="a",
        resources={"hp": Resource(2, 5)},
        conditions=s.combatants["caster"].conditions,
    )
    s = EncounterState(combatants={**s.combatants, "caster": hurt}, order=s.order, round=1)
    out = released(
        s, lambda st, c, k: k.id in ("held", "dazed") and st.combatants["caster"].resources["hp"].current < 5
    )
    assert ended(out) == [("foe", "held", "removed"), ("foe", "save_due:held", "removed"), ("foe", "dazed", "removed")]


def test_a_source_that_left_is_told_apart_from_no_source() -> None:
    s = EncounterState(departed=("gone",))
    assert source_left(s, Condition(id="x", name="x", source="gone"))
    assert not source_left(s, Condition(id="x", name="x", source="a trap"))
    assert source_of(s, Condition(id="x", name="x", source="gone")) is None
