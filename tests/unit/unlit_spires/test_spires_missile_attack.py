"""Missile attacks through decide (000_c3c04d669a38e5ba.txt §04), with exact dice.

Bruce (preset): Missile Attack +7 (DEX +3, step +1, missile training 3), damage 1d6+3.
The Grey Tide zombie: Dodge −2, absorb 0, 22 HP. Kugen: Dodge +3, absorb 2.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.unit.unlit_spires.spires_fight import Fight, hero, monster, of

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import DamageTaken
from fray.rules.unlit_spires.events import AttackResolved


def shoot(**extra: Any) -> dict[str, Any]:
    return {"type": "unlit-spires.missile_attack", "attacker_id": "bruce", "target_id": "zombie", **extra}


def fight_off_grid() -> Fight:
    f = Fight()
    f.do(hero("bruce"))
    f.do(monster("grey_tide_zombie", combatant_id="zombie"))
    f.start([6, 6, 1, 1])
    return f


def test_close_shot_clean_hit_exact_numbers() -> None:
    f = fight_off_grid()
    # Bruce [4,4] + 7 = 15 against the zombie [3,3] − 2 = 4: margin 11, clean hit; 1d6+3 rolls 2 → 5 + 2.
    events = f.do(shoot(distance_ft=20), [4, 4, 3, 3, 2])
    a = of(events, AttackResolved)
    assert (a.attack_kind, a.range_band, a.distance_ft) == ("missile", "close", 20)
    assert (a.attack.total, a.defence.total, a.margin, a.outcome) == (15, 4, 11, "clean_hit")
    assert a.damage.dealt == 7 and of(events, DamageTaken).amount == 7
    assert f.c("zombie").resources["hp"].current == 15


def test_long_range_close_enemy_prone_target_and_half_cover() -> None:
    f = fight_off_grid()
    f.do({"type": "unlit-spires.drop_prone", "combatant_id": "zombie"})
    # Attack 7 − 1 (long) − 3 (enemy within 5 ft) − 2 (prone) = 1, [5,5] → 11.
    # Dodge −2 + 2 (half cover) = 0, [4,4] → 8. Margin 3, hit; 1d6+3 rolls 6 → 9.
    events = f.do(shoot(distance_ft=60, enemy_within_5ft=True, cover="half"), [5, 5, 4, 4, 6])
    a = of(events, AttackResolved)
    assert [(m.label, m.value) for m in a.attack.modifiers] == [
        ("range: long", -1),
        ("enemy within 5 ft", -3),
        ("target prone", -2),
    ]
    assert [(m.label, m.value) for m in a.defence.modifiers] == [("cover: half", 2)]
    assert (a.attack.total, a.defence.total, a.outcome, a.damage.dealt) == (11, 8, "hit", 9)


def test_three_quarter_cover_adds_four_and_absorb_applies() -> None:
    f = Fight()
    f.do(hero("bruce"))
    f.do(monster("kugen", combatant_id="kugen"))
    f.start([6, 6, 1, 1])
    # [6,5] + 7 = 18 against Kugen [2,2] + 3 + 4 = 11: hit; 1d6+3 rolls 1 → 4 − absorb 2 = 2.
    events = f.do(
        {
            "type": "unlit-spires.missile_attack",
            "attacker_id": "bruce",
            "target_id": "kugen",
            "distance_ft": 10,
            "cover": "three_quarters",
        },
        [6, 5, 2, 2, 1],
    )
    a = of(events, AttackResolved)
    assert (a.defence.total, a.damage.absorb, a.damage.dealt) == (11, 2, 2)


def test_total_cover_cannot_be_shot() -> None:
    f = fight_off_grid()
    with pytest.raises(RuleViolation, match="total cover"):
        f.do(shoot(distance_ft=20, cover="total"))


def test_very_long_needs_a_weapon_that_reaches() -> None:
    f = fight_off_grid()
    with pytest.raises(RuleViolation, match="reaches 120 ft"):
        f.do(shoot(distance_ft=150))
    # A longbow that reaches 600 ft: very long, −3. [3,3] + 7 − 3 = 10 vs [2,2] − 2 = 2: hit, 1d6+3 rolls 3.
    a = of(f.do(shoot(distance_ft=150, weapon_range_ft=600), [3, 3, 2, 2, 3]), AttackResolved)
    assert (a.range_band, a.attack.total, a.damage.dealt) == ("very_long", 10, 6)


def test_darkness_gives_disadvantage_three_dice_keep_worst_two() -> None:
    f = fight_off_grid()
    # 3d6 [6,1,5] keeps 1 and 5: 6 + 7 = 13 against [5,5] − 2 = 8: hit; rolls 4 → 7.
    a = of(f.do(shoot(distance_ft=20, darkness=True), [6, 1, 5, 5, 5, 4]), AttackResolved)
    assert a.attack.dice == (6, 1, 5) and a.attack.kept == (1, 5) and a.attack.total == 13


def test_off_the_grid_the_distance_must_be_stated() -> None:
    f = fight_off_grid()
    with pytest.raises(InvalidCommand, match="distance_ft"):
        f.do(shoot())


def grid_fight() -> Fight:
    f = Fight()
    f.do(hero("bruce", position={"x": 0, "y": 0}))
    f.do(monster("grey_tide_zombie", combatant_id="zombie", position={"x": 8, "y": 3}))
    f.do(monster("grey_tide_zombie", combatant_id="zombie-2", name="Zombie B", position={"x": 1, "y": 1}))
    f.start([6, 6, 1, 1, 1, 2])
    return f


def test_on_the_grid_distance_and_a_close_enemy_come_from_positions() -> None:
    f = grid_fight()
    # 8 squares away = 40 ft: long −1; zombie B is next to Bruce: −3. [4,4] + 7 − 4 = 11 vs [1,2] − 2 = 1.
    a = of(f.do(shoot(), [4, 4, 1, 2, 1]), AttackResolved)
    assert (a.distance_ft, a.range_band, a.attack.total) == (40, "long", 11)
    with pytest.raises(InvalidCommand, match="40 ft"):
        f.do(shoot(distance_ft=25))
    with pytest.raises(InvalidCommand, match="enemy within 5 ft"):
        f.do(shoot(enemy_within_5ft=False))
