"""The core grid with footprints: a combatant holds footprint × footprint squares anchored at
its position; distance is edge to edge; occupancy, moving, flanking and passing use the whole
space (generic: the ruleset only says how big a combatant is)."""

from __future__ import annotations

import pytest

from fray.domain.commands import MoveCombatant, PlaceCombatant
from fray.domain.errors import RuleViolation
from fray.domain.events import CombatantAdded, CombatantMoved, Event, Position, Resource
from fray.domain.evolve import evolve
from fray.domain.grid import distance_ft, flanking_ally, occupant, squares_apart
from fray.domain.movement import move, place
from fray.domain.state import Combatant, EncounterState


def c(cid: str, x: int, y: int, side: str = "a", size: int = 1) -> Combatant:
    return Combatant(
        id=cid,
        name=cid.title(),
        side=side,
        resources={"hp": Resource(5, 5)},
        position=Position(x, y),
        footprint=size,
        speed_ft=30,
        movement_left_ft=30,
    )


def id_of(combatant: Combatant | None) -> str | None:
    """The combatant's id, None for no combatant."""
    return combatant.id if combatant else None


def moved_ft(events: list[Event]) -> int:
    """The cost in feet of the one ``CombatantMoved`` in ``events``."""
    [moved] = events
    assert isinstance(moved, CombatantMoved), moved
    return moved.cost_ft


def state(*cs: Combatant, turn: str | None = None) -> EncounterState:
    return EncounterState(combatants={x.id: x for x in cs}, round=1, turn=turn or cs[0].id, version=1)


def test_old_combatant_added_events_read_as_one_square() -> None:
    s = evolve(
        EncounterState(), CombatantAdded(combatant_id="a", name="A", side="x", resources={"hp": Resource(3, 3)}), 1
    )
    assert s.combatants["a"].footprint == 1


def test_distance_is_edge_to_edge() -> None:
    ogre = c("ogre", 0, 0, size=2)  # (0..1, 0..1)
    assert distance_ft(ogre, c("a", 2, 1)) == 5  # adjacent to its right edge
    assert distance_ft(ogre, c("a", 3, -1)) == 10
    assert distance_ft(ogre, c("a", -1, -1)) == 5  # a corner
    assert squares_apart(Position(0, 0), 2, Position(1, 1), 1) == 0  # inside it


def test_occupancy_covers_the_whole_space() -> None:
    s = state(c("ogre", 0, 0, "b", 2), c("ana", 5, 5))
    assert id_of(occupant(s, Position(1, 1), "")) == "ogre"
    with pytest.raises(RuleViolation, match="Ogre already stands"):
        place(s, PlaceCombatant(combatant_id="ana", position=Position(1, 1)))
    giant = c("giant", 9, 9, size=3)
    s = state(c("ogre", 0, 0, "b", 2), giant)
    with pytest.raises(RuleViolation, match="3×3"):
        place(s, PlaceCombatant(combatant_id="giant", position=Position(-2, -1)))  # (−2..0) overlaps (0, 0)
    place(s, PlaceCombatant(combatant_id="giant", position=Position(-3, -1)))


def test_a_big_mover_takes_its_space_along() -> None:
    s = state(c("ogre", 0, 0, "b", 2), c("ana", 3, 1, "a"))
    refuse = lambda st, m, o: False
    with pytest.raises(RuleViolation, match="Ana's space"):
        move(s, MoveCombatant(combatant_id="ogre", path=(Position(1, 0), Position(2, 0))), may_pass=refuse)
    assert (
        moved_ft(move(s, MoveCombatant(combatant_id="ogre", path=(Position(1, -1),)), may_pass=refuse)) == 5
    )  # anchor (1, −1) holds (1..2, −1..0): clear of Ana
    with pytest.raises(RuleViolation, match="end the move elsewhere"):
        move(s, MoveCombatant(combatant_id="ogre", path=(Position(1, 0), Position(2, 0))))


def test_entering_a_space_can_cost_as_difficult_ground() -> None:
    s = state(c("ana", 0, 0), c("bo", 1, 0))
    hard = lambda st, m, o: True
    path = (Position(1, 0), Position(2, 0))
    assert moved_ft(move(s, MoveCombatant(combatant_id="ana", path=path), space_difficult=hard)) == 10 + 5
    difficult = MoveCombatant(combatant_id="ana", path=path, difficult=True)
    assert moved_ft(move(s, difficult, space_difficult=hard)) == 10 + 10  # difficult does not stack


def test_flanking_a_large_creature_from_opposite_sides() -> None:
    ogre = c("ogre", 0, 0, "b", 2)  # (0..1, 0..1)
    ana = c("ana", -1, 0)
    assert id_of(flanking_ally(state(ogre, ana, c("bo", 2, 1)), ana, ogre)) == "bo"  # left / right
    assert flanking_ally(state(ogre, ana, c("bo", 0, 2)), ana, ogre) is None  # left / top
    corner = c("ana", -1, -1)
    assert id_of(flanking_ally(state(ogre, corner, c("bo", 2, 2)), corner, ogre)) == "bo"  # corners
    assert flanking_ally(state(ogre, ana, c("bo", 4, 0)), ana, ogre) is None  # not adjacent


def test_one_square_flanking_is_unchanged() -> None:
    gob = c("gob", 0, 0, "b")
    ana = c("ana", -1, 0)
    assert id_of(flanking_ally(state(gob, ana, c("bo", 1, 0)), ana, gob)) == "bo"
    assert flanking_ally(state(gob, ana, c("bo", 1, 1)), ana, gob) is None
    diag = c("ana", -1, -1)
    assert id_of(flanking_ally(state(gob, diag, c("bo", 1, 1)), diag, gob)) == "bo"
    assert flanking_ally(state(gob, diag, c("bo", 1, 0)), diag, gob) is None


def test_condition_ids_are_unique_per_combatant() -> None:
    from fray.domain.events import Condition, ConditionApplied, ConditionEnded, Expiry

    s = state(c("ana", 0, 0))
    s = evolve(s, ConditionApplied(combatant_id="ana", condition=Condition(id="x", name="x")), 2)
    s = evolve(s, ConditionApplied(combatant_id="ana", condition=Condition(id="y", name="y")), 3)
    later = Condition(id="x", name="x again", expires=Expiry(at="end_of_turn", combatant_id="ana"))
    s = evolve(s, ConditionApplied(combatant_id="ana", condition=later), 4)
    assert s.combatants["ana"].conditions == (later, Condition(id="y", name="y"))
    s = evolve(s, ConditionEnded(combatant_id="ana", condition_id="x"), 5)
    s = evolve(s, ConditionEnded(combatant_id="ana", condition_id="x"), 6)  # already gone: nothing
    s = evolve(s, ConditionEnded(combatant_id="gone", condition_id="x"), 7)  # a combatant who left
    assert [k.id for k in s.combatants["ana"].conditions] == ["y"]
