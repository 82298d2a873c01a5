"""Core: a condition that lasts while another (``Condition.lasts_while``) ends with it, on
expiry and on the GM's ``remove_condition``, for any rule system."""

from __future__ import annotations

from fray.domain.events import (
    Condition,
    ConditionEnded,
    ConditionLink,
    Event,
    Expiry,
    Resource,
)
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
