"""002 §Порядок бою (d20 + DEX, surprised = disadvantage, ties) and 003 Initiative Score and
Side Initiative, with exact dice."""

from __future__ import annotations

import pytest
from tests.unit.dnd5e.dnd5e_fight import Fight, fighter, goblin, one

from fray.domain.decide import start_encounter
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.rules.dnd5e_2024.ruleset import DND5E_2024


def test_initiative_is_d20_plus_dex_and_goes_highest_first() -> None:
    f = Fight()
    f.add("ana", fighter())  # DEX 14: +2
    f.add("gob", goblin())  # DEX 14: +2
    e = one(f.do({"type": "roll_initiative"}, [9, 15]), "dnd5e-2024.initiative_rolled")
    assert [(x.combatant_id, x.dice, x.total) for x in e.entries] == [("ana", (9,), 11), ("gob", (15,), 17)]
    assert e.order == ("gob", "ana")


def test_a_surprised_creature_rolls_two_d20_and_keeps_the_lower() -> None:
    f = Fight()
    f.add("ana", fighter(), surprised=True)
    e = one(f.do({"type": "roll_initiative"}, [18, 4]), "dnd5e-2024.initiative_rolled")
    assert (e.entries[0].dice, e.entries[0].total, e.entries[0].surprised) == ((18, 4), 6, True)


def test_ties_go_to_the_higher_dex_modifier_then_a_roll_made_once() -> None:
    f = Fight()
    f.add("ana", fighter(abilities={"dexterity": 12}))  # +1
    f.add("bo", fighter(abilities={"dexterity": 16}))  # +3
    f.add("cy", fighter(abilities={"dexterity": 16}))  # +3
    f.add("di", fighter(abilities={"dexterity": 16}))  # +3
    # ana 12+1 = 13 (DEX +1); bo, cy, di 10+3 = 13 (DEX +3): tie rolls bo 7, cy 7, di 2; then bo 3, cy 11.
    e = one(f.do({"type": "roll_initiative"}, [12, 10, 10, 10, 7, 7, 2, 3, 11]), "dnd5e-2024.initiative_rolled")
    assert {x.combatant_id: x.tiebreak for x in e.entries} == {
        "ana": (1,),
        "bo": (3, 7, 3),
        "cy": (3, 7, 11),
        "di": (3, 2),
    }
    assert e.order == ("cy", "bo", "di", "ana")


def test_ties_by_roll_only_ignore_dex() -> None:
    f = Fight(ties="roll")
    f.add("ana", fighter(abilities={"dexterity": 10}))
    f.add("bo", fighter(abilities={"dexterity": 18}))
    e = one(f.do({"type": "roll_initiative"}, [14, 10, 20, 5]), "dnd5e-2024.initiative_rolled")
    assert e.order == ("ana", "bo")


def test_a_late_arrival_is_placed_without_reshuffling() -> None:
    f = Fight()
    f.add("ana", fighter())
    f.add("gob", goblin())
    f.do({"type": "roll_initiative"}, [9, 15])  # gob 17, ana 11
    f.advance()
    f.add("late", goblin())
    e = one(f.do({"type": "roll_initiative"}, [13]), "dnd5e-2024.initiative_rolled")  # 15
    assert e.order == ("gob", "late", "ana")


def test_initiative_score_is_ten_plus_dex_without_dice() -> None:
    f = Fight(initiative="score")
    f.add("ana", fighter())  # 10 + 2
    f.add("gob", goblin(abilities={"dexterity": 18}), surprised=True)  # 10 + 4 − 5 (surprised)
    e = one(f.do({"type": "roll_initiative"}), "dnd5e-2024.initiative_rolled")
    assert [(x.dice, x.total) for x in e.entries] == [((), 12), ((), 9)]
    assert e.order == ("ana", "gob")


def test_side_initiative_rolls_one_d20_per_side_and_rerolls_ties() -> None:
    f = Fight(initiative="side")
    f.add("ana", fighter())
    f.add("gob", goblin())
    f.add("bo", fighter())
    f.add("gob2", goblin())
    e = one(f.do({"type": "roll_initiative"}, [8, 8, 3, 17]), "dnd5e-2024.initiative_rolled")
    assert e.side_rolls == {"party": (8, 3), "foes": (8, 17)}
    assert e.order == ("gob", "gob2", "ana", "bo")
    assert {x.combatant_id: x.total for x in e.entries} == {"ana": 3, "gob": 17, "bo": 3, "gob2": 17}


def test_bad_options_are_refused_with_the_option_named_when_the_encounter_is_created() -> None:
    with pytest.raises(InvalidCommand, match="initative"):
        start_encounter("e", DND5E_2024, "t", {"initative": "score"})


def test_speed_factor_refuses_plain_roll_initiative() -> None:
    f = Fight(initiative="speed_factor")
    f.add("ana", fighter())
    with pytest.raises(RuleViolation, match="start_round"):
        f.do({"type": "roll_initiative"})
