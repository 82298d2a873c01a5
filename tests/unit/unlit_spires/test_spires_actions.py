"""Dodge, Help, prone, opportunity attacks and magic point recovery through decide
(000_c3c04d669a38e5ba.txt §03, §08), with exact dice.

Bruce: Melee Attack +5, Parry +5, absorb 1, 1d6+3. Grey Tide zombie: Melee +3, Parry −2, 1d6+1.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.unit.unlit_spires.spires_fight import Fight, hero, monster, of, types

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import ConditionEnded, ResourceChanged
from fray.domain.evolve import evolve
from fray.rules.unlit_spires.events import AttackResolved, MagicPointsRecovered


def melee(a: str, d: str, **extra: Any) -> dict[str, Any]:
    return {"type": "unlit-spires.melee_attack", "attacker_id": a, "target_id": d, **extra}


def duel() -> Fight:
    f = Fight()
    f.do(hero("bruce"))
    f.do(monster("grey_tide_zombie", combatant_id="zombie"))
    f.start([6, 6, 1, 1])
    return f


def test_dodge_adds_two_to_parry_until_the_dodgers_next_turn() -> None:
    f = duel()
    f.do({"type": "unlit-spires.dodge", "combatant_id": "bruce"})
    f.to_turn("zombie")
    # Zombie [4,4] + 3 = 11 against Bruce [2,2] + 5 + 2 (Dodge) = 11: a tie, a miss.
    a = of(f.do(melee("zombie", "bruce"), [4, 4, 2, 2]), AttackResolved)
    assert [(m.label, m.value) for m in a.defence.modifiers] == [("Dodge action", 2)]
    assert (a.defence.total, a.outcome) == (11, "miss")
    assert f.c("bruce").has("dodging") is not None  # not spent by an attack
    events = f.to_turn("bruce")
    assert of(events, ConditionEnded).reason == "expired" and f.c("bruce").has("dodging") is None


def test_help_gives_advantage_on_the_friends_next_attack_then_is_spent() -> None:
    f = Fight()
    f.do(hero("bruce"))
    f.do(hero("baodu_guard", combatant_id="guard"))
    f.do(monster("grey_tide_zombie", combatant_id="zombie"))
    f.start([1, 2, 6, 6, 1, 1])
    f.do({"type": "unlit-spires.help", "combatant_id": "guard", "target_id": "bruce"})
    f.to_turn("bruce")
    # 3d6 [1,6,5] keeps 6 and 5: 11 + 5 = 16 against [3,3] − 2 = 4: margin 12, clean; 1d6+3 [1] → 6.
    events = f.do(melee("bruce", "zombie"), [1, 6, 5, 3, 3, 1])
    a = of(events, AttackResolved)
    assert a.attack.dice == (1, 6, 5) and a.attack.kept == (6, 5) and a.outcome == "clean_hit"
    assert of(events, ConditionEnded).condition_id == "helped" and f.c("bruce").has("helped") is None


def test_help_is_for_a_friend_on_the_same_side() -> None:
    f = duel()
    with pytest.raises(RuleViolation, match="not on Bruce's side"):
        f.do({"type": "unlit-spires.help", "combatant_id": "bruce", "target_id": "zombie"})


def test_a_prone_target_gives_melee_plus_two() -> None:
    f = duel()
    f.do({"type": "unlit-spires.drop_prone", "combatant_id": "zombie"})
    a = of(f.do(melee("bruce", "zombie"), [1, 2, 3, 3, 1]), AttackResolved)
    assert [(m.label, m.value) for m in a.attack.modifiers] == [("target prone", 2)]
    assert (a.attack.total, a.defence.total, a.outcome) == (10, 4, "hit")


def test_flanking_stated_off_the_grid_gives_plus_one() -> None:
    f = duel()
    a = of(f.do(melee("bruce", "zombie", flanking=True), [1, 2, 3, 3, 1]), AttackResolved)
    assert [(m.label, m.value) for m in a.attack.modifiers] == [("flanking", 1)]


def test_opportunity_attack_is_a_reaction_against_the_runners_parry_once_per_round() -> None:
    f = duel()
    # Bruce runs on his turn; the zombie reacts: [5,5] + 3 = 13 against Bruce's Parry [2,3] + 5 = 10:
    # a hit, 1d6+1 rolls 4 → 5 − absorb 1 = 4.
    events = f.do(
        {"type": "unlit-spires.opportunity_attack", "reactor_id": "zombie", "target_id": "bruce"}, [5, 5, 2, 3, 4]
    )
    assert types(events) == ["unlit-spires.attack_resolved", "damage_taken", "budget_spent"]
    a = of(events, AttackResolved)
    assert (a.attack_kind, a.attack.total, a.defence.total, a.damage.dealt) == ("opportunity", 13, 10, 4)
    assert f.c("bruce").resources["hp"].current == 17
    with pytest.raises(RuleViolation, match="once per round"):
        f.do({"type": "unlit-spires.opportunity_attack", "reactor_id": "zombie", "target_id": "bruce"})
    f.to_turn("zombie")  # the zombie's turn starts: its reaction is back
    assert f.c("zombie").spent == {}


def test_opportunity_attack_only_against_the_runner_on_its_turn() -> None:
    f = duel()
    with pytest.raises(RuleViolation, match="runner on its own turn"):
        f.do({"type": "unlit-spires.opportunity_attack", "reactor_id": "bruce", "target_id": "zombie"})


def caster() -> Fight:
    f = Fight()
    f.do(hero("enoch"))
    f.do(hero("bruce"))
    return f


def test_recovery_long_short_first_light_and_dead_valley() -> None:
    f = caster()
    f.do({"type": "unlit-spires.recover_magic_points", "kind": "long_rest"})
    assert f.mp("enoch") == 90
    # Enoch has spent 80 (folded straight in: spending is tested with the spells).
    f.state = evolve(f.state, ResourceChanged(combatant_id="enoch", resource="mp", delta=-80), f.state.version + 1)
    events = f.do({"type": "unlit-spires.recover_magic_points", "kind": "short_rest"})
    assert of(events, MagicPointsRecovered).amount == 10 and f.mp("enoch") == 20  # 10 × level step 1
    events = f.do({"type": "unlit-spires.recover_magic_points", "kind": "first_light", "day": 2})
    assert of(events, MagicPointsRecovered).amount == 30 and f.mp("enoch") == 50  # 10 × level 3
    with pytest.raises(RuleViolation, match="once a day"):
        f.do({"type": "unlit-spires.recover_magic_points", "kind": "first_light", "day": 2})
    events = f.do({"type": "unlit-spires.recover_magic_points", "kind": "dead_valley_dawn", "day": 3})
    assert types(events) == ["unlit-spires.magic_points_recovered"] and f.mp("enoch") == 50
    f.do({"type": "unlit-spires.recover_magic_points", "kind": "first_light", "day": 4})
    assert f.mp("enoch") == 80 and f.c("enoch").stats.last_dawn_day == 4
    events = f.do({"type": "unlit-spires.recover_magic_points", "kind": "long_rest"})
    m = of(events, MagicPointsRecovered)
    assert (m.rule_amount, m.amount, f.mp("enoch")) == (90, 10, 90)


def test_recovery_refusals() -> None:
    f = caster()
    with pytest.raises(InvalidCommand, match="campaign day"):
        f.do({"type": "unlit-spires.recover_magic_points", "kind": "first_light"})
    with pytest.raises(RuleViolation, match="no magic points"):
        f.do({"type": "unlit-spires.recover_magic_points", "kind": "long_rest", "combatant_ids": ["bruce"]})
    f.do({"type": "unlit-spires.recover_magic_points", "kind": "dead_valley_dawn"})  # day optional
    f.do({"type": "unlit-spires.recover_magic_points", "kind": "dead_valley_dawn", "day": 5})
    with pytest.raises(RuleViolation, match="one dawn a day"):  # day 5 was a dead valley's dawn
        f.do({"type": "unlit-spires.recover_magic_points", "kind": "first_light", "day": 5})
    f.start([3, 3, 3, 4])
    for kind in ("long_rest", "short_rest"):  # §08: an hour or eight, not mid-fight
        with pytest.raises(RuleViolation, match="not in the middle of a fight"):
            f.do({"type": "unlit-spires.recover_magic_points", "kind": kind})


def test_hide_is_the_action_and_ends_when_the_hider_attacks() -> None:
    f = Fight()
    f.do(hero("bruce"))
    f.do(monster("grey_tide_zombie", combatant_id="zombie"))
    f.start([6, 6, 1, 1])
    f.do({"type": "unlit-spires.hide", "combatant_id": "bruce"})
    with pytest.raises(RuleViolation, match="already acted"):
        f.do({"type": "unlit-spires.melee_attack", "attacker_id": "bruce", "target_id": "zombie"})
    f.do({"type": "advance_turn"})
    f.do({"type": "advance_turn"})
    assert f.c("bruce").has("hidden") is not None  # still hidden on his next turn
    events = f.do({"type": "unlit-spires.melee_attack", "attacker_id": "bruce", "target_id": "zombie"}, [3, 3, 3, 3, 2])
    assert ConditionEnded(combatant_id="bruce", condition_id="hidden", reason="spent") in events
