"""The core's turn order, turn-boundary expiry and fold discipline (pure, no I/O)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

import pytest

from fray.domain.commands import Command
from fray.domain.dice import Dice, DiceExhausted, ScriptedDice, SeededDice
from fray.domain.errors import EventOutOfOrder, RuleViolation
from fray.domain.events import (
    CombatantAdded,
    CombatantRemoved,
    Condition,
    ConditionApplied,
    ConditionEnded,
    DamageTaken,
    EncounterCreated,
    Event,
    Expiry,
    HealingReceived,
    InitiativeEntry,
    InitiativeRolled,
    Resource,
    TurnStarted,
)
from fray.domain.evolve import evolve, fold
from fray.domain.ids import new_combatant_id
from fray.domain.ruleset import Ruleset
from fray.domain.state import Combatant, EncounterState, Status
from fray.domain.turns import expiring, next_turn, place_newcomers


def _down_at_zero(c: Combatant) -> Status:
    return "down" if c.resources["hp"].current <= 0 else "active"


def _no_decide(state: EncounterState, command: Command, dice: Dice) -> list[Event]:
    return []


HP_RULES = Ruleset(
    id="test",
    title="t",
    source="-",
    commands=(),
    events=(),
    decide=_no_decide,
    roll_initiative=lambda state, ids, dice: InitiativeRolled(entries=(), order=()),
    status=_down_at_zero,
)


def fight(*ids: str) -> EncounterState:
    events: list[Event] = [EncounterCreated(encounter_id="e", ruleset="test", name="t")]
    events += [CombatantAdded(combatant_id=c, name=c, side="a", resources={"hp": Resource(10, 10)}) for c in ids]
    events.append(
        InitiativeRolled(
            entries=tuple(
                InitiativeEntry(combatant_id=c, dice=(3,), modifier=0, total=10 - i) for i, c in enumerate(ids)
            ),
            order=ids,
        )
    )
    return fold(enumerate(events, start=1), None, HP_RULES)


def alive(c: Combatant) -> bool:
    return not c.down


def step(state: EncounterState, *events: Event) -> EncounterState:
    return fold(((state.version + i, e) for i, e in enumerate(events, start=1)), state, HP_RULES)


def test_turns_go_in_order_and_wrap_into_the_next_round() -> None:
    s = fight("a", "b", "c")
    seen = []
    for _ in range(4):
        t = next_turn(s, alive)
        seen.append((t.round, t.combatant_id))
        s = step(s, t)
    assert seen == [(1, "a"), (1, "b"), (1, "c"), (2, "a")]


def test_a_combatant_removed_on_its_own_turn_hands_on_to_the_next() -> None:
    s = step(fight("a", "b", "c"), TurnStarted(round=1, combatant_id="b"), CombatantRemoved(combatant_id="b"))
    assert next_turn(s, alive) == TurnStarted(round=1, combatant_id="c")
    assert s.initiative_order == ("a", "c")


def test_downed_combatants_are_skipped_when_the_ruleset_says_so() -> None:
    s = step(fight("a", "b", "c"), TurnStarted(round=1, combatant_id="a"), DamageTaken(combatant_id="b", amount=99))
    assert next_turn(s, alive).combatant_id == "c"
    assert next_turn(s, lambda c: True).combatant_id == "b"


def test_no_turns_before_initiative_or_when_nobody_can_act() -> None:
    with pytest.raises(RuleViolation, match="roll_initiative"):
        next_turn(EncounterState(), alive)
    with pytest.raises(RuleViolation, match="no combatant"):
        next_turn(fight("a"), lambda c: False)


def test_hit_points_stay_between_zero_and_maximum() -> None:
    s = step(fight("a"), DamageTaken(combatant_id="a", amount=25))
    assert s.combatants["a"].resources["hp"].current == 0 and s.combatants["a"].down
    s = step(s, HealingReceived(combatant_id="a", amount=40, regained=40))
    assert s.combatants["a"].resources["hp"].current == 10


def test_evolve_refuses_an_event_that_is_not_the_next_version() -> None:
    s = fight("a")
    with pytest.raises(
        EventOutOfOrder, match=rf"^event version {s.version + 2} cannot follow state version {s.version}$"
    ):
        evolve(s, DamageTaken(combatant_id="a", amount=1), s.version + 2)
    with pytest.raises(EventOutOfOrder, match=rf"^event version {s.version} cannot follow state version {s.version}$"):
        evolve(s, DamageTaken(combatant_id="a", amount=1), s.version)


ExpiryAt = Literal["start_of_turn", "end_of_turn", "never"]  # Expiry.at


def cond(target: str, at: ExpiryAt, applied_round: int, applied_during: str) -> Condition:
    return Condition(
        id="c1",
        name="test",
        expires=Expiry(
            at=at,
            combatant_id=target,
            applied_round=applied_round,
            applied_during=applied_during,
        ),
    )


def test_until_the_end_of_my_next_turn_set_on_my_own_turn_skips_the_current_turn() -> None:
    s = step(
        fight("a", "b"),
        TurnStarted(round=1, combatant_id="a"),
        ConditionApplied(combatant_id="b", condition=cond("a", "end_of_turn", 1, "a")),
    )
    assert expiring(s, "end_of_turn", "a", 1) == []
    assert expiring(s, "end_of_turn", "a", 2) == [ConditionEnded(combatant_id="b", condition_id="c1", reason="expired")]


def test_a_duration_naming_another_creatures_next_turn_ends_there() -> None:
    # set on a's turn, lasting until the start of b's next turn: b acts later this round.
    s = step(
        fight("a", "b"),
        TurnStarted(round=1, combatant_id="a"),
        ConditionApplied(combatant_id="a", condition=cond("b", "start_of_turn", 1, "a")),
    )
    assert expiring(s, "start_of_turn", "a", 2) == []
    assert expiring(s, "start_of_turn", "b", 1) == [
        ConditionEnded(combatant_id="a", condition_id="c1", reason="expired")
    ]


def test_newcomers_take_their_place_by_rank_and_lose_full_ties() -> None:
    ranks = {"a": (12, 14), "b": (9, 10), "gone": None, "n1": (10, 8), "n2": (9, 10), "n3": (20, 1)}
    order = place_newcomers(("a", "gone", "b"), ["n3", "n1", "n2"], ranks.get)
    assert order == ("n3", "a", "gone", "n1", "b", "n2")


def test_combatant_ids_are_readable_and_unique() -> None:
    assert new_combatant_id("Grey Tide Zombie", set()) == "grey-tide-zombie"
    assert new_combatant_id("Grey Tide Zombie", {"grey-tide-zombie"}) == "grey-tide-zombie-2"
    assert new_combatant_id("枯根", set()) == "combatant"


def test_dice_rollers() -> None:
    assert ScriptedDice([6, 6]).roll(2, 6) == (6, 6)
    with pytest.raises(DiceExhausted, match=r"^script has 1 dice left, 2d6 asked$"):
        ScriptedDice([1]).roll(2, 6)
    with pytest.raises(ValueError, match="d6"):
        ScriptedDice([7]).roll(1, 6)
    assert SeededDice(3).roll(10, 8) == SeededDice(3).roll(10, 8)
    assert all(1 <= f <= 8 for f in SeededDice(3).roll(100, 8))


def test_a_lower_hit_point_maximum_cuts_current_hit_points_and_stops_at_zero() -> None:
    from fray.domain.events import HitPointMaximumChanged

    s = step(fight("a"), HitPointMaximumChanged(combatant_id="a", delta=-4, reason="curse"))
    assert (s.combatants["a"].resources["hp"].maximum, s.combatants["a"].resources["hp"].current) == (6, 6)
    s = step(s, HitPointMaximumChanged(combatant_id="a", delta=3))
    assert (s.combatants["a"].resources["hp"].maximum, s.combatants["a"].resources["hp"].current) == (
        9,
        6,
    )  # raising it heals nothing
    s = step(s, HitPointMaximumChanged(combatant_id="a", delta=-50))
    assert (s.combatants["a"].resources["hp"].maximum, s.combatants["a"].resources["hp"].current) == (0, 0)


def _run(state: EncounterState, command: Command, ruleset: Ruleset, dice: Dice) -> EncounterState:
    from fray.domain.decide import decide

    for e in decide(state, command, dice, ruleset):
        state = evolve(state, e, state.version + 1, ruleset)
    return state


def test_a_leavers_conditions_end_and_what_lasts_while_them() -> None:
    from fray.domain.commands import RemoveCombatant as Remove
    from fray.domain.events import ConditionLink
    from fray.rules.registry import get_ruleset

    s = step(
        fight("a", "b"),
        ConditionApplied(combatant_id="a", condition=Condition(id="concentrating", name="concentrating")),
        ConditionApplied(
            combatant_id="b",
            condition=Condition(
                id="held", name="held", lasts_while=ConditionLink(combatant_id="a", condition_id="concentrating")
            ),
        ),
    )
    s = _run(s, Remove(combatant_id="a", reason="fled"), get_ruleset("unlit-spires"), SeededDice(1))
    assert "a" not in s.combatants and s.combatants["b"].conditions == ()


def test_with_a_per_round_reroll_a_departed_combatants_boundaries_still_pass() -> None:
    import dataclasses

    from fray.domain.commands import AdvanceTurn as Advance
    from fray.domain.commands import RemoveCombatant as Remove
    from fray.rules.registry import get_ruleset

    def roll(state: EncounterState, ids: Sequence[str], dice: Dice) -> InitiativeRolled:
        return InitiativeRolled(entries=(), order=tuple(ids))

    rs = dataclasses.replace(get_ruleset("unlit-spires"), roll_initiative=roll, initiative_each_round=lambda s: True)
    s = step(
        fight("b", "c", "a"),
        TurnStarted(round=1, combatant_id="b"),
        ConditionApplied(
            combatant_id="b",
            condition=Condition(
                id="frightened",
                name="frightened",
                expires=Expiry(at="end_of_turn", combatant_id="a", applied_round=1, applied_during="b", rounds=2),
            ),
        ),
    )
    s = _run(s, Remove(combatant_id="a", reason="fled"), rs, SeededDice(1))
    for _ in range(8):
        s = _run(s, Advance(), rs, SeededDice(1))
    assert s.combatants["b"].conditions == ()  # ended at A's (empty) place in round 3
