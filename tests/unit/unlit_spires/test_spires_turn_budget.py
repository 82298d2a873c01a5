"""One action per turn, the reaction once per round (000_c3c04d669a38e5ba.txt §12 One card,
§03, §05, §07, §11), on the core's budgets, through decide with exact dice.

Bruce: Melee Attack +5, Parry +5, absorb 1, 1d6+3. Grey Tide zombie: Melee +3, Parry −2, 1d6+1.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.unit.unlit_spires.spires_fight import Fight, hero, monster, of, types

from fray.domain.errors import RuleViolation
from fray.domain.events import BudgetSpent, Dashed
from fray.rules.unlit_spires.events import AttackResolved

ACTED = "Bruce has already acted this turn ({}); end the turn with advance_turn"


def melee(a: str, d: str, **extra: Any) -> dict[str, Any]:
    return {"type": "unlit-spires.melee_attack", "attacker_id": a, "target_id": d, **extra}


def missile(a: str, d: str, **extra: Any) -> dict[str, Any]:
    return {"type": "unlit-spires.missile_attack", "attacker_id": a, "target_id": d, "distance_ft": 20, **extra}


def duel(*more: dict[str, Any]) -> Fight:
    f = Fight()
    f.do(hero("bruce"))
    f.do(monster("grey_tide_zombie", combatant_id="zombie"))
    for body in more:
        f.do(body)
    f.start([6, 6, 1, 1] + [1, 2] * len(more))
    assert f.state.turn == "bruce"
    return f


def test_an_attack_uses_the_action_and_a_second_is_refused_naming_the_first() -> None:
    f = duel()
    events = f.do(melee("bruce", "zombie"), [1, 2, 6, 6])  # [1,2] + 5 = 8 vs [6,6] − 2 = 10: a miss, still the action
    spent = [(e.budget, e.on) for e in events if isinstance(e, BudgetSpent)]
    assert spent == [("action", "melee attack"), ("attacks", "melee attack")]
    assert f.c("bruce").spent == {"action": 1, "attacks": 1}
    for body in (
        melee("bruce", "zombie"),
        missile("bruce", "zombie"),
        {"type": "unlit-spires.dodge", "combatant_id": "bruce"},
        {"type": "dash", "combatant_id": "bruce"},
    ):
        with pytest.raises(
            RuleViolation,
            match=r"^Bruce has already acted this turn \(melee attack\); "
            r"end the turn with advance_turn$",
        ):
            f.do(body)
    f.to_turn("zombie")
    f.to_turn("bruce")
    assert f.c("bruce").spent == {}
    f.do(missile("bruce", "zombie"), [1, 2, 6, 6])  # a new turn, a new action


def test_every_action_of_the_card_spends_the_one_action() -> None:
    cases = [
        ({"type": "unlit-spires.dodge", "combatant_id": "bruce"}, (), "dodge"),
        ({"type": "unlit-spires.help", "combatant_id": "bruce", "target_id": "guard"}, (), "help"),
        ({"type": "dash", "combatant_id": "bruce"}, (), "dash"),
        (missile("bruce", "zombie"), (1, 2, 6, 6), "missile attack"),
    ]
    for body, dice, on in cases:
        f = duel(hero("baodu_guard", combatant_id="guard"))
        f.do(body, dice)
        assert f.c("bruce").spent_on["action"] == (on,)
        with pytest.raises(RuleViolation, match=ACTED.format(on).replace("(", r"\(").replace(")", r"\)")):
            f.do(melee("bruce", "zombie"))


def test_a_dash_costs_the_action_and_adds_the_speed() -> None:
    f = duel()
    events = f.do({"type": "dash", "combatant_id": "bruce"})
    assert types(events) == ["dashed", "budget_spent"] and of(events, Dashed).extra_ft == 25
    with pytest.raises(RuleViolation, match=r"already acted this turn \(dash\)"):
        f.do({"type": "dash", "combatant_id": "bruce"})


def test_moving_standing_up_and_dropping_prone_cost_no_action() -> None:
    f = duel()
    f.do({"type": "unlit-spires.drop_prone", "combatant_id": "bruce"})
    f.do({"type": "stand_up", "combatant_id": "bruce"})
    assert f.c("bruce").spent == {} and f.c("bruce").movement_left_ft == 25 - 12
    f.do(melee("bruce", "zombie"), [1, 2, 6, 6])
    assert f.c("bruce").spent_on == {"action": ("melee attack",), "attacks": ("melee attack",)}


def test_a_monster_that_attacks_twice_makes_both_attacks_with_its_one_action() -> None:
    twice = {
        "type": "unlit-spires.add_monster",
        "combatant_id": "wolf",
        "sheet": {"name": "Wolf", "kind": "beast", "hit_dice": 4, "strength": 14, "attacks_per_turn": 2},
    }
    f = duel(twice)
    f.to_turn("wolf")
    assert f.c("wolf").stats.damage == "1d6+2"  # 1d6: one hit-dice step, halved and rounded up (§11)
    f.do(melee("wolf", "bruce"), [1, 2, 3, 3])
    f.do(melee("wolf", "bruce"), [1, 2, 3, 3])
    assert f.c("wolf").spent == {"action": 1, "attacks": 2}
    with pytest.raises(RuleViolation, match=r"^Wolf has made its 2 attacks this turn; end the turn with advance_turn$"):
        f.do(melee("wolf", "bruce"))


def test_the_reaction_is_separate_from_the_action_and_comes_back_on_the_reactors_turn() -> None:
    f = duel()
    f.do(melee("bruce", "zombie"), [1, 2, 6, 6])  # Bruce's action; then he runs past the zombie
    # Zombie reacts: [5,5] + 3 = 13 against Bruce's Parry [2,3] + 5 = 10; 1d6+1 rolls 4 → 5 − 1 = 4.
    events = f.do(
        {"type": "unlit-spires.opportunity_attack", "reactor_id": "zombie", "target_id": "bruce"}, [5, 5, 2, 3, 4]
    )
    assert of(events, AttackResolved).damage.dealt == 4
    assert f.c("zombie").spent_on == {"reaction": ("opportunity attack",)}
    with pytest.raises(RuleViolation, match=r"reaction this round \(opportunity attack\); once per round"):
        f.do({"type": "unlit-spires.opportunity_attack", "reactor_id": "zombie", "target_id": "bruce"})
    f.to_turn("zombie")
    assert f.c("zombie").spent == {}
    f.do(melee("zombie", "bruce"), [1, 2, 3, 3])  # its reaction did not use its action
