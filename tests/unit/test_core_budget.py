"""The core's per-turn budgets (fray.domain.budget): counted by evolve, refilled when the
combatant's own turn starts, shown in the API view. Ruleset-neutral names only."""

from __future__ import annotations

import pytest

from fray.domain.budget import spend, used, used_on
from fray.domain.errors import EventOutOfOrder, RuleViolation
from fray.domain.events import (
    BudgetSpent,
    CombatantAdded,
    EncounterCreated,
    Event,
    InitiativeEntry,
    InitiativeRolled,
    Resource,
    TurnStarted,
)
from fray.domain.evolve import evolve, fold
from fray.domain.state import EncounterState, view


def fight() -> EncounterState:
    events: list[Event] = [
        EncounterCreated(encounter_id="e", ruleset="test", name="t"),
        CombatantAdded(combatant_id="a", name="A", side="x", resources={"hp": Resource(5, 5)}),
        CombatantAdded(combatant_id="b", name="B", side="y", resources={"hp": Resource(5, 5)}),
        InitiativeRolled(
            entries=(
                InitiativeEntry(combatant_id="a", dice=(3,), modifier=0, total=9),
                InitiativeEntry(combatant_id="b", dice=(2,), modifier=0, total=8),
            ),
            order=("a", "b"),
        ),
        TurnStarted(round=1, combatant_id="a"),
    ]
    return fold(enumerate(events, start=1))


def then(state: EncounterState, *events: Event) -> EncounterState:
    for e in events:
        state = evolve(state, e, state.version + 1)
    return state


def test_budget_spent_adds_up_per_name_and_records_what_on() -> None:
    s = then(
        fight(),
        BudgetSpent(combatant_id="a", budget="action", on="attack"),
        BudgetSpent(combatant_id="a", budget="bonus", amount=2, on="off-hand"),
        BudgetSpent(combatant_id="b", budget="reaction", on="parry"),
    )
    a, b = s.combatants["a"], s.combatants["b"]
    assert a.spent == {"action": 1, "bonus": 2} and a.spent_on == {"action": ("attack",), "bonus": ("off-hand",)}
    assert used(a, "action") == 1 and used(a, "reaction") == 0 and used_on(b, "reaction") == ("parry",)


def test_only_the_combatant_whose_turn_starts_gets_its_budgets_back() -> None:
    s = then(
        fight(),
        BudgetSpent(combatant_id="a", budget="action", on="attack"),
        BudgetSpent(combatant_id="b", budget="reaction", on="parry"),
        TurnStarted(round=1, combatant_id="b"),
    )
    assert s.combatants["b"].spent == {} and s.combatants["b"].spent_on == {}
    assert s.combatants["a"].spent == {"action": 1}  # a's turn has not started again
    s = then(s, TurnStarted(round=2, combatant_id="a"))
    assert s.combatants["a"].spent == {}


def test_spend_refuses_past_the_limit_with_the_rulesets_sentence() -> None:
    s = fight()
    event = spend(s.combatants["a"], "action", "dash", limit=1, refusal="no")
    assert event == BudgetSpent(combatant_id="a", budget="action", amount=1, on="dash")
    s = then(s, event)
    with pytest.raises(RuleViolation, match=r"^A has already acted$"):
        spend(s.combatants["a"], "action", "attack", limit=1, refusal="A has already acted")
    assert spend(s.combatants["a"], "action", "attack", limit=2, refusal="").on == "attack"


def test_budget_spent_is_version_checked_and_shown_in_the_view() -> None:
    s = fight()
    with pytest.raises(
        EventOutOfOrder, match=f"^event version {s.version + 2} cannot follow state version {s.version}$"
    ):
        evolve(s, BudgetSpent(combatant_id="a", budget="action"), s.version + 2)
    s = then(s, BudgetSpent(combatant_id="a", budget="action", on="attack"))
    shown = {c.id: c for c in view(s).combatants}
    assert shown["a"].spent == {"action": 1} and shown["a"].spent_on == {"action": ("attack",)}
    assert shown["b"].spent == {}
