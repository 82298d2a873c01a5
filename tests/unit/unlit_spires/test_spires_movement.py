"""Speed and movement on the grid (000_c3c04d669a38e5ba.txt §07), reach and flanking (§03).

Bruce: human in studded leather, speed 30 − 5 = 25 ft. The zombie walks 20 ft (§11 table).
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.unit.unlit_spires.spires_fight import Fight, hero, monster, of

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import CombatantMoved, Position
from fray.rules.unlit_spires.events import AttackResolved


def path(*squares: tuple[int, int]) -> list[dict[str, int]]:
    return [{"x": x, "y": y} for x, y in squares]


def move(cid: str, squares: list[tuple[int, int]], **extra: Any) -> dict[str, Any]:
    return {"type": "move_combatant", "combatant_id": cid, "path": path(*squares), **extra}


def grid() -> Fight:
    f = Fight()
    f.do(hero("bruce", position={"x": 0, "y": 0}))
    f.do(hero("baodu_guard", combatant_id="guard", position={"x": 4, "y": 0}))
    f.do(monster("grey_tide_zombie", combatant_id="zombie", position={"x": 3, "y": 0}))
    f.start([6, 6, 1, 1, 1, 2])
    return f


def test_turn_starts_with_speed_and_moves_spend_it() -> None:
    f = grid()
    assert (f.c("bruce").speed_ft, f.c("bruce").movement_left_ft) == (25, 25)
    e = of(f.do(move("bruce", [(0, 1), (1, 2)])), CombatantMoved)
    assert (e.cost_ft, f.c("bruce").position, f.c("bruce").movement_left_ft) == (10, Position(1, 2), 15)
    with pytest.raises(RuleViolation, match="costs 20 ft; Bruce has 15 ft"):
        f.do(move("bruce", [(1, 3), (1, 4), (1, 5), (1, 6)]))


def test_difficult_ground_and_climbing_cost_double_and_stack() -> None:
    f = grid()
    assert of(f.do(move("bruce", [(0, 1)], difficult=True)), CombatantMoved).cost_ft == 10
    assert of(f.do(move("bruce", [(0, 2)], how="climb", difficult=True)), CombatantMoved).cost_ft == 15
    assert f.c("bruce").movement_left_ft == 0


def test_dash_doubles_and_standing_up_costs_half() -> None:
    f = grid()
    f.do({"type": "unlit-spires.drop_prone", "combatant_id": "bruce"})
    f.do({"type": "stand_up", "combatant_id": "bruce"})
    assert f.c("bruce").movement_left_ft == 13 and f.c("bruce").has("prone") is None  # 25 − 12
    f.do({"type": "dash", "combatant_id": "bruce"})
    assert f.c("bruce").movement_left_ft == 38


def test_steps_must_be_neighbours_and_end_on_a_free_square() -> None:
    f = grid()
    with pytest.raises(RuleViolation, match="not next to"):
        f.do(move("bruce", [(2, 2)]))
    with pytest.raises(RuleViolation, match="may not move through Grey Tide Zombie"):
        f.do(move("bruce", [(1, 0), (2, 0), (3, 0)]))  # a standing enemy's square
    with pytest.raises(RuleViolation, match="can move only on its own turn"):
        f.do(move("zombie", [(3, 1)]))


def test_melee_needs_reach_on_the_grid_and_flanking_is_derived() -> None:
    f = grid()
    with pytest.raises(RuleViolation, match="15 ft away"):
        f.do({"type": "unlit-spires.melee_attack", "attacker_id": "bruce", "target_id": "zombie"})
    f.do(move("bruce", [(1, 0), (2, 0)]))  # the guard stands opposite, at (4, 0)
    a = of(
        f.do({"type": "unlit-spires.melee_attack", "attacker_id": "bruce", "target_id": "zombie"}, [1, 2, 3, 3, 1]),
        AttackResolved,
    )
    assert [(m.label, m.value) for m in a.attack.modifiers] == [("flanking", 1)]
    with pytest.raises(InvalidCommand, match="flanking"):
        f.do({"type": "unlit-spires.melee_attack", "attacker_id": "bruce", "target_id": "zombie", "flanking": False})


def test_opportunity_attack_on_the_grid_follows_the_runners_move() -> None:
    f = grid()
    f.do(move("bruce", [(1, 0), (2, 0)]))
    f.do(move("bruce", [(1, 1), (0, 2)]))  # leaves the zombie's reach
    events = f.do(
        {"type": "unlit-spires.opportunity_attack", "reactor_id": "zombie", "target_id": "bruce"}, [1, 2, 3, 3]
    )
    assert of(events, AttackResolved).outcome == "miss"


def test_opportunity_attack_refused_when_the_runner_was_never_in_reach() -> None:
    f = grid()
    f.do(move("bruce", [(0, 1)]))
    with pytest.raises(RuleViolation, match="did not start its move within"):
        f.do({"type": "unlit-spires.opportunity_attack", "reactor_id": "zombie", "target_id": "bruce"})


def test_moving_within_reach_provokes_nothing() -> None:
    f = grid()
    f.do(move("bruce", [(1, 0), (2, 0)]))
    f.do(move("bruce", [(2, 1)]))  # still next to the zombie at (3, 0)
    with pytest.raises(RuleViolation, match="is still within"):
        f.do({"type": "unlit-spires.opportunity_attack", "reactor_id": "zombie", "target_id": "bruce"})


def test_a_disengaged_runner_provokes_nothing() -> None:
    f = grid()
    f.do(move("bruce", [(1, 0), (2, 0)]))
    f.do({"type": "unlit-spires.disengage", "combatant_id": "bruce"})
    f.do(move("bruce", [(1, 1), (0, 2)]))
    with pytest.raises(RuleViolation, match="disengaged"):
        f.do({"type": "unlit-spires.opportunity_attack", "reactor_id": "zombie", "target_id": "bruce"})
    with pytest.raises(RuleViolation, match="already acted"):  # Disengage was the action
        f.do({"type": "unlit-spires.dodge", "combatant_id": "bruce"})
    f.do({"type": "advance_turn"})
    f.to_turn("bruce")
    assert f.c("bruce").has("disengaged") is None  # gone when his next turn starts


def test_allies_and_the_downed_may_be_passed_enemies_not() -> None:
    f = grid()  # Bruce (0,0), the guard (4,0) on his side, the zombie (3,0)
    with pytest.raises(RuleViolation, match="may not move through"):
        f.do(move("bruce", [(1, 0), (2, 0), (3, 0), (4, 1)]))
    f.do({"type": "place_combatant", "combatant_id": "bruce", "position": {"x": 5, "y": 0}})
    f.do(move("bruce", [(4, 0), (4, 1)]))  # through the guard: an ally
    f.do({"type": "apply_damage", "target_id": "zombie", "amount": 50})
    f.do(move("bruce", [(3, 0), (2, 0)]))  # through the downed zombie
    assert f.c("bruce").position == Position(2, 0)
    f.do({"type": "place_combatant", "combatant_id": "guard", "position": {"x": 1, "y": 0}})
    with pytest.raises(RuleViolation, match="stands on"):  # but never end on a standing ally
        f.do(move("bruce", [(1, 0)]))
