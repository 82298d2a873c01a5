"""Dice from the table (``Command.rolls``, the encounter's ``core.dice``): checked roll by roll,
used exactly like server dice."""

from __future__ import annotations

from typing import Literal

import pytest

from fray.domain.commands import AdvanceTurn, RollInitiative
from fray.domain.decide import decide_with, start_encounter
from fray.domain.dice import ScriptedDice, TableDice, TableDiceError
from fray.domain.errors import InvalidCommand
from fray.domain.events import CoreOptions, InitiativeRolled
from fray.domain.evolve import fold
from fray.domain.state import EncounterState
from fray.rules.unlit_spires.commands import AddHero, AddMonster
from fray.rules.unlit_spires.ruleset import UNLIT_SPIRES

DiceMode = Literal["server", "table", "either"]  # CoreOptions.dice


def table(mode: DiceMode = "table") -> EncounterState:
    events = start_encounter("e", UNLIT_SPIRES, "t", {}, CoreOptions(dice=mode))
    state = fold(enumerate(events, start=1), None, UNLIT_SPIRES)
    for cmd in (AddHero(preset="bruce"), AddMonster(preset="grey_tide_zombie", combatant_id="zombie")):
        got, _ = decide_with(state, cmd, ScriptedDice([]), UNLIT_SPIRES)
        state = fold(enumerate(got, start=state.version + 1), state, UNLIT_SPIRES)
    return state


def test_entries_are_served_as_single_dice_or_as_whole_rolls() -> None:
    d = TableDice([3, [6, 5], 2])
    assert (d.roll(1, 20), d.roll(2, 6), d.roll(1, 4), d.left, d.used) == ((3,), (6, 5), (2,), 0, True)


def test_a_face_the_die_cannot_show_is_refused_naming_the_roll() -> None:
    with pytest.raises(TableDiceError, match="roll 2 of this command is a d6: 7 cannot come up"):
        d = TableDice([4, 7])
        d.roll(1, 20)
        d.roll(1, 6)


def test_a_whole_roll_with_the_wrong_count_is_refused() -> None:
    with pytest.raises(TableDiceError, match="is 2d6; the entry \\[4\\] has 1 faces"):
        TableDice([[4]]).roll(2, 6)


def test_initiative_rolled_at_the_table_is_used_exactly() -> None:
    state = table()
    events, used = decide_with(state, RollInitiative(rolls=[[6, 6], [1, 2]]), ScriptedDice([]), UNLIT_SPIRES)
    [rolled] = events
    assert isinstance(rolled, InitiativeRolled) and used
    assert [e.dice for e in rolled.entries] == [(6, 6), (1, 2)] and rolled.order[0] == "bruce"


def test_table_mode_refuses_a_command_that_rolls_without_entries() -> None:
    with pytest.raises(TableDiceError, match="no more dice were entered"):
        decide_with(table(), RollInitiative(), ScriptedDice([]), UNLIT_SPIRES)


def test_either_mode_rolls_what_was_not_entered_on_the_server() -> None:
    events, used = decide_with(table("either"), RollInitiative(rolls=[[6, 6]]), ScriptedDice([1, 1]), UNLIT_SPIRES)
    rolled = events[0]
    assert isinstance(rolled, InitiativeRolled)
    assert [e.dice for e in rolled.entries] == [(6, 6), (1, 1)] and used


def test_server_mode_refuses_entered_dice_and_unused_entries_are_refused() -> None:
    with pytest.raises(InvalidCommand, match="rolls its dice on the server"):
        decide_with(table("server"), RollInitiative(rolls=[3]), ScriptedDice([]), UNLIT_SPIRES)
    state = table()
    state = fold(
        enumerate(
            decide_with(state, RollInitiative(rolls=[[6, 6], [1, 2]]), ScriptedDice([]), UNLIT_SPIRES)[0],
            start=state.version + 1,
        ),
        state,
        UNLIT_SPIRES,
    )
    with pytest.raises(InvalidCommand, match="1 entries of rolls were not used"):
        decide_with(state, AdvanceTurn(rolls=[4]), ScriptedDice([]), UNLIT_SPIRES)
