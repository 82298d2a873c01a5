"""004_e86ae0a0322fa3b5.txt §持续时间: next-turn boundaries keyed to combatants (not initiative),
overlapping identical effects, sustained effects; durations as the core's ``Expiry``, ended by
the core's ``turns.due``."""

import pytest

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import Condition
from fray.domain.state import Combatant, EncounterState
from fray.domain.turns import due
from fray.rules.dnd4e.durations import (
    SUSTAIN_ROUNDS,
    DurationKind,
    ends_at,
    expiry,
    held_by,
    identical,
    longer,
    shadowed,
    sustain,
    sustaining,
)


def at(round_: int, turn: str) -> EncounterState:
    """a and b tied on initiative 15 (the order keeps a before b), then c."""
    people = {i: Combatant(id=i, name=i, side="x", initiative=15 if i != "c" else 9) for i in "abc"}
    return EncounterState(combatants=people, order=("a", "b", "c"), round=round_, turn=turn)


NOW = at(1, "a")


def test_until_the_end_of_your_next_turn_from_your_own_turn_is_the_turn_after() -> None:
    e = Condition(id="x", name="x", expires=expiry("end_of_next_turn", "a", NOW))
    assert not due(e, "end_of_turn", "a", 1)
    assert due(e, "end_of_turn", "a", 2)


def test_until_the_start_of_another_creatures_next_turn() -> None:
    e = Condition(id="x", name="x", expires=expiry("start_of_next_turn", "c", NOW))
    assert due(e, "start_of_turn", "c", 1) and not due(e, "start_of_turn", "b", 1)


def test_expiry_is_keyed_to_the_combatant_when_initiatives_tie() -> None:
    # a and b rolled the same initiative: an effect until the end of b's next turn must not end on a's
    e = Condition(id="x", name="x", expires=expiry("end_of_next_turn", "b", NOW))
    assert not due(e, "end_of_turn", "a", 1)
    assert not due(e, "end_of_turn", "a", 2)
    assert due(e, "end_of_turn", "b", 1)


def test_end_of_this_turn_only_on_that_creatures_turn() -> None:
    e = Condition(id="x", name="x", expires=expiry("end_of_turn", "a", NOW))
    assert due(e, "end_of_turn", "a", 1)
    with pytest.raises(InvalidCommand, match="'until the end of the turn' is keyed to"):
        expiry("end_of_turn", "b", NOW)


def test_save_ends_and_end_of_encounter_never_end_at_a_boundary() -> None:
    save = expiry("save_ends", "b", NOW)
    assert save.save is not None and save.save.dc == 10 and save.save.at == "end_of_turn"
    for e in (save, expiry("end_of_encounter", "b", NOW)):
        assert not due(Condition(id="x", name="x", expires=e), "end_of_turn", "b", 9)


def test_identical_effects_keep_the_longest_save_ends_kept_apart() -> None:
    slow_short = Condition(id="s1", name="slowed", expires=expiry("end_of_turn", "a", NOW))
    slow_long = Condition(id="s2", name="slowed", expires=expiry("end_of_next_turn", "c", NOW))
    slow_save = Condition(id="s3", name="slowed", expires=expiry("save_ends", "b", NOW))
    dazed = Condition(id="d", name="dazed", expires=expiry("end_of_turn", "a", NOW))
    assert shadowed([slow_short, slow_long, slow_save, dazed], NOW) == ("s1",)
    assert identical(slow_short, slow_long) and not identical(slow_long, slow_save)
    assert longer(slow_long, slow_short, NOW) and not longer(slow_short, slow_long, NOW)


def test_ends_at_orders_boundaries_through_the_round() -> None:
    def r(kind: DurationKind, whose: str) -> float | None:
        return ends_at(expiry(kind, whose, NOW), NOW)

    assert r("end_of_turn", "a") == 1
    assert r("start_of_next_turn", "b") == 2
    assert r("end_of_next_turn", "c") == 5
    assert r("start_of_next_turn", "a") == 6
    assert r("end_of_next_turn", "a") == 7
    assert r("end_of_encounter", "a") == float("inf")
    assert r("save_ends", "a") is None
    # judged later, the same effect is nearer
    later = at(1, "c")
    assert ends_at(expiry("end_of_next_turn", "a", NOW), later) == 3


def test_a_sustained_effect_is_not_sustained_on_its_first_turn_and_lapses_unless_sustained() -> None:
    limit, held = sustaining(NOW, "a", "Flaming Sphere")
    assert held.id == "sustain:flaming-sphere" and held.lasts_while is not None
    assert held.lasts_while.condition_id == limit.id and limit.marker
    assert held_by("a", "Flaming Sphere").condition_id == held.id
    with pytest.raises(RuleViolation, match="this effect was made or already sustained this turn;"):
        sustain(NOW, held)  # the turn it was made
    assert not due(held, "end_of_turn", "a", 1) and due(held, "end_of_turn", "a", 2)
    kept = sustain(at(2, "a"), held)
    assert not due(kept, "end_of_turn", "a", 2) and due(kept, "end_of_turn", "a", 3)
    with pytest.raises(RuleViolation, match="this effect was made or already sustained this turn;"):
        sustain(at(2, "a"), kept)  # once a round
    with pytest.raises(RuleViolation, match="only its creator sustains an effect, on the creator's"):
        sustain(at(2, "b"), held)  # only on the creator's turn


def test_a_sustained_effect_lasts_five_minutes_at_most() -> None:
    limit, _ = sustaining(NOW, "a", "Flaming Sphere")
    assert SUSTAIN_ROUNDS == 50
    assert not due(limit, "end_of_turn", "a", 50)
    assert due(limit, "end_of_turn", "a", 51)


def test_only_a_sustain_condition_is_sustained() -> None:
    with pytest.raises(InvalidCommand, match="'slowed' is not a sustained effect"):
        sustain(at(2, "a"), Condition(id="slowed", name="slowed", expires=expiry("end_of_next_turn", "a", NOW)))
