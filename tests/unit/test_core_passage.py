"""The core seams a ruleset plugs into: turn passage (expiry kinds, passed-over places, save
prompts, round start, per-round re-roll, hooks with dice), ``decide_core``, and reading
schema-1 initiative events (pure, no I/O)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from fray.domain.commands import AdvanceTurn, ApplyDamage, Command, Dash, RemoveCombatant
from fray.domain.decide import decide
from fray.domain.dice import Dice, ScriptedDice
from fray.domain.events import (
    CombatantAdded,
    Condition,
    ConditionApplied,
    DamageTaken,
    EncounterCreated,
    Event,
    Expiry,
    InitiativeEntry,
    InitiativeRolled,
    Resource,
    SaveDue,
    SaveEnds,
)
from fray.domain.evolve import evolve
from fray.domain.ruleset import Ruleset
from fray.domain.state import Combatant, EncounterState, Status
from fray.service_layer.codecs import event_types


def _roll(state: EncounterState, ids: Sequence[str], dice: Dice) -> InitiativeRolled:
    faces = {cid: dice.roll(1, 20)[0] for cid in ids}
    entries = tuple(InitiativeEntry(combatant_id=c, dice=(f,), modifier=0, total=f) for c, f in faces.items())
    order = tuple(sorted(faces, key=lambda c: -faces[c]))
    return InitiativeRolled(entries=entries, order=(*state.order, *order) if state.order else order)


def _no_decide(state: EncounterState, command: Command, dice: Dice) -> list[Event]:
    return []


def _down_at_zero(c: Combatant) -> Status:
    return "down" if c.resources["hp"].current <= 0 else "active"


PLAIN = Ruleset(
    id="test",
    title="t",
    source="-",
    commands=(),
    events=(),
    decide=_no_decide,
    roll_initiative=_roll,
    status=_down_at_zero,
)


class Table:
    def __init__(self, ruleset: Ruleset = PLAIN, ids: tuple[str, ...] = ("a", "b", "c")) -> None:
        self.ruleset = ruleset
        self.state = EncounterState()
        self.fold(
            [
                EncounterCreated(encounter_id="e", ruleset="test", name="t"),
                *(CombatantAdded(combatant_id=c, name=c, side="x", resources={"hp": Resource(10, 10)}) for c in ids),
                InitiativeRolled(entries=(), order=ids),
            ]
        )

    def fold(self, events: list[Event]) -> list[Event]:
        for e in events:
            self.state = evolve(self.state, e, self.state.version + 1, self.ruleset)
        return events

    def do(self, command: Command, dice: Sequence[int] = ()) -> list[Event]:
        return self.fold(decide(self.state, command, ScriptedDice(dice), self.ruleset))

    def advance(self, dice: Sequence[int] = ()) -> list[Event]:
        return self.do(AdvanceTurn(), dice)

    def put(self, on: str, cid: str, expires: Expiry) -> None:
        self.fold([ConditionApplied(combatant_id=on, condition=Condition(id=cid, name=cid, expires=expires))])

    def now(self, **more: Any) -> Expiry:
        return Expiry(applied_round=self.state.round, applied_during=self.state.turn, **more)

    def has(self, on: str, cid: str) -> bool:
        return self.state.combatants[on].has(cid) is not None


def test_until_the_end_of_the_current_turn_ends_when_this_turn_ends() -> None:
    t = Table()
    t.advance()  # a
    t.put("b", "x", t.now(at="end_of_turn", combatant_id="a", turn="current"))
    t.put("b", "y", t.now(at="end_of_turn", combatant_id="a"))  # "a's next turn"
    t.advance()
    assert not t.has("b", "x") and t.has("b", "y")


def test_n_rounds_end_at_the_anchor_turn_n_rounds_later() -> None:
    t = Table()
    t.advance()
    t.advance()  # b, round 1
    t.put("c", "x", t.now(at="start_of_turn", combatant_id="b", rounds=2))
    for _ in range(4):  # c, a, b (round 2), c
        t.advance()
        assert t.has("c", "x")
    t.advance()  # a, round 3
    t.advance()  # b, round 3: gone
    assert (t.state.round, t.state.turn) == (3, "b") and not t.has("c", "x")


def test_save_ends_is_prompted_at_the_bearers_turn_end_once_and_cleared_with_its_condition() -> None:
    t = Table()
    t.advance()  # a
    t.put("b", "x", Expiry(save=SaveEnds(ability="wis", dc=13)))
    t.put("b", "y", t.now(at="end_of_turn", combatant_id="b", save=SaveEnds(at="end_of_turn")))
    t.advance()  # b
    due = [e for e in t.advance() if isinstance(e, SaveDue)]  # b's turn ends
    assert due == [SaveDue(combatant_id="b", condition_id="x", ability="wis", dc=13)]
    b = t.state.combatants["b"]
    due_x = b.has("save_due:x")
    assert due_x is not None and b.has("y") is None and b.has("save_due:y") is None
    assert due_x.name == "save due: wis DC 13 ends x"
    t.advance()
    t.advance()
    t.advance()  # b's turn again: no second prompt
    assert sum(k.id == "save_due:x" for k in t.state.combatants["b"].conditions) == 1


def test_the_place_of_a_combatant_that_left_or_is_down_still_passes() -> None:
    t = Table(ids=("a", "b", "c", "d"))
    t.advance()  # a
    t.put("a", "x", t.now(at="end_of_turn", combatant_id="b"))
    t.put("a", "y", t.now(at="start_of_turn", combatant_id="c"))
    t.do(RemoveCombatant(combatant_id="b"))
    t.fold([DamageTaken(combatant_id="c", amount=99)])  # down: takes no turn here
    t.advance()
    assert t.state.turn == "d" and not t.has("a", "x") and not t.has("a", "y")


def test_hooks_get_dice_and_a_round_start_hook_runs_before_the_first_turn() -> None:
    seen: list[tuple[str, object, int]] = []

    def started(state: EncounterState, cid: str, dice: Dice) -> list[Event]:
        seen.append(("turn", cid, dice.roll(1, 6)[0]))
        return []

    def ended(state: EncounterState, cid: str, dice: Dice) -> list[Event]:
        seen.append(("end", cid, dice.roll(1, 6)[0]))
        return []

    def round_(state: EncounterState, n: int, dice: Dice) -> list[Event]:
        seen.append(("round", n, dice.roll(1, 6)[0]))
        return []

    t = Table(dataclasses.replace(PLAIN, turn_started=started, turn_ended=ended, round_started=round_), ids=("a", "b"))
    t.advance([1, 2])
    t.advance([3, 4])
    t.advance([5, 6, 1])
    assert seen == [
        ("round", 1, 1),
        ("turn", "a", 2),
        ("end", "a", 3),
        ("turn", "b", 4),
        ("end", "b", 5),
        ("round", 2, 6),
        ("turn", "a", 1),
    ]


def test_initiative_is_rerolled_each_round_when_the_ruleset_asks() -> None:
    t = Table(dataclasses.replace(PLAIN, initiative_each_round=lambda s: True), ids=("a", "b"))
    t.advance()
    t.advance()
    ev = t.advance([4, 17])  # round 2: b 17, a 4
    assert isinstance(ev[0], InitiativeRolled) and ev[0].order == ("b", "a")
    assert (t.state.round, t.state.turn) == (2, "b")


def test_a_ruleset_decides_a_core_command_itself_or_leaves_it_to_the_core() -> None:
    def mine(state: EncounterState, command: Command, dice: Dice) -> list[Event] | None:
        if isinstance(command, ApplyDamage):
            return [
                DamageTaken(
                    combatant_id=command.target_id, amount=command.amount - 1, cause="test", note="one point absorbed"
                )
            ]
        return None

    t = Table(dataclasses.replace(PLAIN, decide_core=mine))
    ev = t.do(ApplyDamage(target_id="a", amount=3))
    assert ev == [DamageTaken(combatant_id="a", amount=2, cause="test", note="one point absorbed")]
    t.advance()
    assert [type(e).__name__ for e in t.do(Dash(combatant_id="a"))] == ["Dashed"]


def test_a_schema_1_initiative_event_is_read_with_a_tuple_tiebreak() -> None:
    types = event_types()
    old = (
        b'{"type":"initiative_rolled","entries":[{"combatant_id":"a","dice":[3],"modifier":1,'
        b'"total":4,"tiebreak":2}],"order":["a"]}'
    )
    e = types.decode("initiative_rolled", 1, old)
    assert isinstance(e, InitiativeRolled) and e.entries[0].tiebreak == (2,)
    assert e.entries[0].rank == (4, 2)
