"""Spells and magic points through decide (000_c3c04d669a38e5ba.txt §05, §08), exact dice.

Enoch (preset, level-3 wizard): Magic Attack +8, 90 magic points, spells up to level 2.
Austin (level-3 cleric): Magic Attack +7, 75 magic points. Granny Yulan: Ward +7, Magic +6.
The zombie: Ward +2; Kugen: Ward +2, absorb 2 (nothing against magic).
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.unit.unlit_spires.spires_fight import Fight, hero, monster, of, types

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import ConditionApplied, ResourceChanged
from fray.rules.unlit_spires.events import (
    CounterspellResolved,
    SpellCast,
    SpellResolved,
)


def cast(**extra: Any) -> dict[str, Any]:
    return {
        "type": "unlit-spires.cast_spell",
        "caster_id": "enoch",
        "spell": "frost bolt",
        "spell_level": 1,
        "form": "single_target",
        "target_ids": ["kugen"],
        "damage": "2d6",
        **extra,
    }


def fight() -> Fight:
    f = Fight()
    f.do(hero("enoch"))
    f.do(hero("austin"))
    f.do(monster("kugen", combatant_id="kugen"))
    f.do(monster("grey_tide_zombie", combatant_id="zombie"))
    f.do(monster("granny_yulan", combatant_id="granny"))
    f.start([6, 6, 5, 5, 1, 1, 1, 2, 1, 3])
    assert f.state.turn == "enoch"
    return f


def test_single_target_spell_costs_ten_per_level_and_armour_absorbs_nothing() -> None:
    f = fight()
    # Enoch [4,4] + 8 = 16 against Kugen's Ward [3,3] + 2 = 8: margin 8; 2d6 [5,4] = 9, no absorb.
    events = f.do(cast(), [4, 4, 3, 3, 5, 4])
    assert types(events) == [
        "unlit-spires.spell_cast",
        "resource_changed",
        "unlit-spires.spell_resolved",
        "damage_taken",
        "budget_spent",
    ]
    assert f.c("enoch").spent_on == {"action": ("cast frost bolt",)}
    assert of(events, SpellCast).cost_mp == 10 and of(events, ResourceChanged).delta == -10
    r = of(events, SpellResolved).results[0]
    assert (r.margin, r.outcome, r.effect, r.dealt) == (8, "hit", "full", 9)
    assert f.mp("enoch") == 80 and f.c("kugen").resources["hp"].current == 76 - 9


def test_losing_a_single_target_contest_does_nothing_but_still_costs() -> None:
    f = fight()
    # [2,2] + 8 = 12 against Granny [3,2] + 7 = 12: a tie goes to the defender.
    events = f.do(cast(target_ids=["granny"], spell_level=2), [2, 2, 3, 2, 1, 1])
    r = of(events, SpellResolved).results[0]
    assert (r.margin, r.effect, r.dealt) == (0, "none", 0)
    assert f.mp("enoch") == 70 and f.c("granny").resources["hp"].current == 66


def test_cantrips_are_free() -> None:
    f = fight()
    events = f.do(cast(spell_level=0, damage="1d10"), [4, 4, 3, 3, 7])
    assert "resource_changed" not in types(events) and f.mp("enoch") == 90


def test_a_spell_above_the_casters_highest_level_is_refused() -> None:
    f = fight()
    with pytest.raises(RuleViolation, match="up to level 2"):
        f.do(cast(spell_level=3))


def test_points_short_are_refused_with_nothing_decided() -> None:
    f = fight()
    f.do(
        {
            "type": "unlit-spires.cast_spell",
            "caster_id": "enoch",
            "spell": "ward",
            "spell_level": 2,
            "form": "help",
            "target_ids": ["enoch"],
            "effect": "warded",
        }
    )
    for _ in range(3):  # one spell a turn (§12)
        f.do({"type": "advance_turn"})
        f.to_turn("enoch")
        f.do(
            {
                "type": "unlit-spires.cast_spell",
                "caster_id": "enoch",
                "spell": "ward",
                "spell_level": 2,
                "form": "help",
                "target_ids": ["austin"],
                "effect": "warded",
            }
        )
    assert f.mp("enoch") == 10
    f.do({"type": "advance_turn"})
    f.to_turn("enoch")
    with pytest.raises(RuleViolation, match="costs 20 magic points; Enoch has 10"):
        f.do(cast(spell_level=2))


def test_fighters_and_rogues_cannot_cast() -> None:
    f = Fight()
    f.do(hero("bruce"))
    f.do(monster("grey_tide_zombie", combatant_id="zombie"))
    f.start([6, 6, 1, 1])
    with pytest.raises(RuleViolation, match="cannot cast"):
        f.do(cast(caster_id="bruce", target_ids=["zombie"], spell_level=0))


def test_area_damage_one_roll_each_ward_half_on_the_creatures_win() -> None:
    f = fight()
    # Enoch rolls once: [3,3] + 8 = 14. Kugen's Ward [6,6] + 2 = 14 (tie: Kugen wins, half).
    # The zombie's Ward [1,1] + 2 = 4: margin 10, a clean hit (+2). Damage 3d6 [6,5,4] = 15.
    events = f.do(
        cast(spell_level=2, form="area", target_ids=["kugen", "zombie"], damage="3d6"), [3, 3, 6, 6, 1, 1, 6, 5, 4]
    )
    resolved = of(events, SpellResolved)
    assert resolved.magic_attack.total == 14 and resolved.rolls == ((6, 5, 4),)
    kugen, zombie = resolved.results
    assert (kugen.effect, kugen.dealt) == ("half", 7)
    assert (zombie.margin, zombie.effect, zombie.dealt) == (10, "full", 17)
    assert f.c("kugen").resources["hp"].current == 69 and f.c("zombie").resources["hp"].current == 5


def test_area_yes_or_no_spell_does_nothing_to_a_creature_that_wins() -> None:
    f = fight()
    events = f.do(
        cast(
            form="area",
            target_ids=["kugen", "zombie"],
            damage=None,
            effect="held",
            effect_lasts="until_casters_next_turn",
        ),
        [3, 3, 6, 6, 1, 1],
    )
    kugen, zombie = of(events, SpellResolved).results
    assert (kugen.effect, kugen.condition) == ("none", None)
    assert (zombie.effect, zombie.condition) == ("full", "held")
    held = of(events, ConditionApplied)
    assert held.combatant_id == "zombie" and held.condition.expires.combatant_id == "enoch"
    assert [k.id for k in f.c("kugen").conditions] == []


def test_healing_needs_no_contest() -> None:
    f = fight()
    f.do({"type": "apply_damage", "target_id": "austin", "amount": 10})
    f.to_turn("austin")
    events = f.do(
        {
            "type": "unlit-spires.cast_spell",
            "caster_id": "austin",
            "spell": "cure wounds",
            "spell_level": 1,
            "form": "healing",
            "target_ids": ["austin"],
            "healing": "1d8+3",
        },
        [5],
    )
    r = of(events, SpellResolved)
    assert r.magic_attack is None and r.results[0].healed == 8
    assert f.c("austin").resources["hp"].current == 24 - 10 + 8 and f.mp("austin") == 65


def test_a_malformed_spell_is_refused() -> None:
    f = fight()
    with pytest.raises(InvalidCommand, match="exactly one target"):
        f.do(cast(target_ids=["kugen", "zombie"]))
    with pytest.raises(InvalidCommand, match="healing dice"):
        f.do(cast(form="healing", damage=None))


def test_counterspell_tie_lets_the_first_spell_go_off() -> None:
    f = fight()
    # Counter: Enoch [3,3] + 8 = 14 against Granny [4,4] + 6 = 14: tie, the spell goes off.
    # Then Enoch [4,4] + 8 = 16 vs Kugen [3,3] + 2 = 8; 2d6 [1,1] = 2.
    events = f.do(cast(counterspell_by="granny"), [3, 3, 4, 4, 4, 4, 3, 3, 1, 1])
    c = of(events, CounterspellResolved)
    assert (c.margin, c.spell_goes_off, c.cost_mp) == (0, True, 0)
    assert f.c("kugen").resources["hp"].current == 74
    assert f.c("granny").spent == {"reaction": 1}
    # Granny's reaction is once per round: Austin's turn comes before hers, she cannot counter again.
    f.to_turn("austin")
    with pytest.raises(RuleViolation, match="once per round"):
        f.do(cast(caster_id="austin", counterspell_by="granny"))


def test_counterspell_win_stops_the_spell_and_costs_the_counterer() -> None:
    f = fight()
    # Austin counters Enoch (a quarrel): Enoch [1,2] + 8 = 11 against Austin [5,5] + 7 = 17.
    events = f.do(cast(counterspell_by="austin", counterspell_level=2), [1, 2, 5, 5])
    assert of(events, CounterspellResolved).spell_goes_off is False
    assert "unlit-spires.spell_resolved" not in types(events)
    assert f.mp("enoch") == 80 and f.mp("austin") == 55 and f.c("kugen").resources["hp"].current == 76
    with pytest.raises(RuleViolation, match=r"Enoch has already acted this turn \(cast frost bolt\)"):
        f.do(cast(counterspell_by="austin", counterspell_level=1))
