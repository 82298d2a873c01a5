"""The turn order cannot break (issue: the core reshaped): ids are never reused, a newcomer is
placed by its ruleset's rule, the last combatant leaving on its own turn leaves no turn named,
and over random add/remove/initiative/advance sequences in both rulesets every combatant that
takes turns gets exactly one turn a round."""

from __future__ import annotations

from typing import Any

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.unit.dnd5e.dnd5e_fight import fighter, goblin

from fray.domain.decide import decide, start_encounter
from fray.domain.dice import SeededDice
from fray.domain.errors import DomainError
from fray.domain.events import Event, InitiativeRolled, TurnEnded, TurnStarted
from fray.domain.evolve import fold
from fray.domain.ruleset import Ruleset
from fray.domain.state import EncounterState
from fray.rules.dnd5e_2024.ruleset import DND5E_2024
from fray.rules.registry import command_classes
from fray.rules.unlit_spires.ruleset import UNLIT_SPIRES

Commands = msgspec.convert  # readability below


class Table:
    def __init__(self, ruleset: Ruleset, seed: int = 1) -> None:
        self.ruleset, self.dice = ruleset, SeededDice(seed)
        self.state = fold(enumerate(start_encounter("e", ruleset, "t", {}), start=1), None, ruleset)
        self.log: list[Event] = []

    def do(self, body: dict[str, Any]) -> list[Event]:
        from typing import Union

        command = msgspec.convert(body, Union[command_classes()])  # noqa: UP007 - a union built at run time
        events = decide(self.state, command, self.dice, self.ruleset)
        self.state = fold(enumerate(events, start=self.state.version + 1), self.state, self.ruleset)
        self.log += events
        return events


def add(t: Table, name: str) -> list[Event]:
    if t.ruleset is UNLIT_SPIRES:
        return t.do({"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie", "name": name})
    return t.do(
        {"type": "dnd5e-2024.add_combatant", "name": name, "stats": fighter() if name == "Fighter" else goblin()}
    )


def test_an_id_is_never_reused_and_the_fighter_still_acts() -> None:
    t = Table(DND5E_2024)
    add(t, "Goblin")
    add(t, "Fighter")
    t.do({"type": "remove_combatant", "combatant_id": "goblin"})
    add(t, "Goblin")
    assert set(t.state.combatants) == {"fighter", "goblin-2"}
    t.do({"type": "roll_initiative"})
    assert sorted(t.state.order) == ["fighter", "goblin-2"]
    seen = [e.combatant_id for _ in range(4) for e in t.do({"type": "advance_turn"}) if isinstance(e, TurnStarted)]
    assert sorted(seen) == ["fighter", "fighter", "goblin-2", "goblin-2"]


def test_a_newcomer_nobody_rolled_for_is_placed_when_the_turn_advances() -> None:
    t = Table(UNLIT_SPIRES)
    add(t, "Zombie A")
    t.do({"type": "roll_initiative"})
    t.do({"type": "advance_turn"})
    add(t, "Zombie B")
    events = t.do({"type": "advance_turn"})
    [placed] = [e for e in events if isinstance(e, InitiativeRolled)]
    assert [x.combatant_id for x in placed.entries] == ["zombie-b"] and "zombie-b" in t.state.order
    turns = [e.combatant_id for e in events + t.do({"type": "advance_turn"}) if isinstance(e, TurnStarted)]
    assert "zombie-b" in turns


def test_the_only_combatant_leaving_on_its_turn_leaves_no_turn_named() -> None:
    t = Table(UNLIT_SPIRES)
    add(t, "Zombie A")
    t.do({"type": "roll_initiative"})
    t.do({"type": "advance_turn"})
    t.do({"type": "advance_turn"})
    assert (t.state.round, t.state.turn) == (2, "zombie-a")
    events = t.do({"type": "remove_combatant", "combatant_id": "zombie-a"})
    assert isinstance(events[-1], TurnEnded) and t.state.turn is None and t.state.round == 2
    add(t, "Zombie B")
    t.do({"type": "advance_turn"})
    after = t.state
    assert (after.round, after.turn) == (3, "zombie-b")


steps = st.lists(
    st.one_of(
        st.tuples(st.just("add"), st.sampled_from(["Fighter", "Goblin", "Orc"])),
        st.tuples(st.just("remove"), st.integers(0, 5)),
        st.tuples(st.just("initiative"), st.none()),
        st.tuples(st.just("advance"), st.none()),
        st.tuples(st.just("advance"), st.none()),
        st.tuples(st.just("advance"), st.none()),
    ),
    max_size=40,
)


@settings(max_examples=200, deadline=None)
@given(script=steps, seed=st.integers(0, 1000), five_e=st.booleans())
def test_every_combatant_that_takes_turns_gets_one_turn_a_round(
    script: list[tuple[str, str | int | None]], seed: int, five_e: bool
) -> None:
    t = Table(DND5E_2024 if five_e else UNLIT_SPIRES, seed)
    turns: dict[int, list[str]] = {}
    present_all_round: dict[int, set[str]] = {}
    for kind, arg in script:
        before = t.state
        try:
            if kind == "add":
                events = add(t, str(arg))
            elif kind == "remove":
                ids = sorted(t.state.combatants)
                if not ids:
                    continue
                assert isinstance(arg, int)
                events = t.do({"type": "remove_combatant", "combatant_id": ids[arg % len(ids)]})
            elif kind == "initiative":
                events = t.do({"type": "roll_initiative"})
            else:
                events = t.do({"type": "advance_turn"})
        except DomainError:
            assert t.state is before  # refused: nothing happened
            continue
        for e in events:
            if isinstance(e, TurnStarted):
                assert e.round in (before.round, before.round + 1, 1)
                turns.setdefault(e.round, []).append(e.combatant_id)
        _check(t.state, before, present_all_round)
    for round_, ids in turns.items():
        assert len(ids) == len(set(ids)), f"round {round_}: {ids}"
    # able through the whole of a round and the one before it (so a newcomer has been placed):
    # it had its turn in that round
    finished = [r for r in turns if r + 1 in turns and r - 1 in present_all_round]
    for round_ in finished:
        must = present_all_round[round_ - 1] & present_all_round.get(round_, set())
        assert must <= set(turns[round_]), (round_, must, turns[round_])


def _check(state: EncounterState, before: EncounterState, all_round: dict[int, set[str]]) -> None:
    """The turn always names a combatant present (or none); rounds never go back; note who
    stood, able, through the whole of each round."""
    assert state.turn is None or state.turn in state.combatants
    assert state.round >= before.round
    able = {c.id for c in state.combatants.values() if not c.down}
    if state.round != before.round or state.round not in all_round:
        all_round[state.round] = able
    else:
        all_round[state.round] &= able
