"""Undo, redo and revoke (``fray.domain.history``): the state after undoing is the fold of the
log without the undone actions, never an inverse delta; redo gives back the same events."""

from __future__ import annotations

import uuid
from typing import Any, Union

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fray.domain.decide import decide, start_encounter
from fray.domain.dice import ScriptedDice, SeededDice
from fray.domain.errors import DomainError, RuleViolation
from fray.domain.events import ActionsRevoked, Event
from fray.domain.evolve import fold
from fray.domain.history import HISTORY_COMMANDS, History, decide_history, replay
from fray.domain.state import EncounterState, Status
from fray.rules.dnd5e_2024.ruleset import DND5E_2024
from fray.rules.registry import command_classes
from fray.rules.unlit_spires.ruleset import UNLIT_SPIRES

CommandUnion = Union[command_classes()]  # type: ignore[valid-type]  # noqa: UP007 - built at run time


class Log:
    """A stream in memory with command ids, folded by ``replay`` as the service folds it."""

    def __init__(self, ruleset: Any = UNLIT_SPIRES, **options: Any) -> None:
        self.ruleset = ruleset
        self.events: list[tuple[int, Event]] = []
        self.history = History()
        self._append(start_encounter("e", ruleset, "t", options), "create_encounter")

    @property
    def state(self) -> EncounterState:
        return replay(self.events, self.ruleset)

    def _append(self, events: list[Event], kind: str) -> list[Event]:
        cid = str(uuid.uuid4())
        for e in events:
            v = len(self.events) + 1
            self.events.append((v, e))
            self.history = self.history.record(v, e, cid, kind)
        return events

    def do(self, body: dict[str, Any], dice: list[int] | None = None) -> list[Event]:
        command = msgspec.convert(body, CommandUnion)
        state = self.state
        if body["type"] in HISTORY_COMMANDS:
            events = decide_history(state, command, self.history, self.events, self.ruleset)
        else:
            roller = ScriptedDice(dice) if dice is not None else SeededDice(1)
            events = decide(state, command, roller, self.ruleset)
        return self._append(events, body["type"])


def spires_fight() -> Log:
    log = Log()
    log.do({"type": "unlit-spires.add_hero", "preset": "bruce"})
    log.do({"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie", "combatant_id": "zombie"})
    log.do({"type": "roll_initiative"}, [6, 6, 1, 1])
    log.do({"type": "advance_turn"})
    return log


def hp(log: Log, cid: str) -> int:
    return log.state.combatants[cid].resources["hp"].current


def status(log: Log, cid: str) -> Status:
    return log.state.combatants[cid].status


def test_undoing_a_blow_gives_back_exactly_what_it_took() -> None:
    log = spires_fight()
    log.do({"type": "apply_damage", "target_id": "zombie", "amount": 17})
    assert hp(log, "zombie") == 5
    log.do({"type": "apply_damage", "target_id": "zombie", "amount": 8})  # 5 → 0
    log.do({"type": "apply_damage", "target_id": "zombie", "amount": 8})  # already at 0
    log.do({"type": "undo"})
    assert hp(log, "zombie") == 0 and status(log, "zombie") == "down"
    log.do({"type": "undo"})
    assert hp(log, "zombie") == 5 and status(log, "zombie") == "active"
    log.do({"type": "redo"})
    assert hp(log, "zombie") == 0


def test_undoing_a_turn_advance_restores_the_turn_the_round_and_durations() -> None:
    log = Log(DND5E_2024)
    for cid in ("ana", "bo"):
        log.do(
            {
                "type": "dnd5e-2024.add_combatant",
                "name": cid,
                "combatant_id": cid,
                "stats": {"kind": "pc", "ac": 12, "hp_max": 10, "abilities": {"dexterity": 14 if cid == "ana" else 10}},
            }
        )
    log.do({"type": "roll_initiative"}, [15, 5])
    log.do({"type": "advance_turn"})  # ana, round 1
    log.do(
        {
            "type": "dnd5e-2024.apply_condition",
            "target_id": "bo",
            "condition": "poisoned",
            "duration": "rounds",
            "rounds": 3,
            "turn_of": "bo",
        }
    )
    log.do({"type": "advance_turn"})  # bo, round 1
    log.do({"type": "advance_turn"})  # ana, round 2
    before = log.state
    log.do({"type": "advance_turn"})  # bo, round 2
    assert (log.state.round, log.state.turn) == (2, "bo")
    log.do({"type": "undo"})
    after = log.state
    assert (after.round, after.turn) == (2, "ana")
    assert after.combatants == before.combatants


def test_undo_to_a_version_restarts_the_fight_in_one_action_and_redo_gives_it_all_back() -> None:
    log = spires_fight()
    start = 3  # the version before initiative: both combatants added
    log.do({"type": "apply_damage", "target_id": "zombie", "amount": 4})
    log.do({"type": "advance_turn"})
    fought = log.state
    [revoked] = log.do({"type": "undo", "to_version": start})
    assert isinstance(revoked, ActionsRevoked) and len(revoked.actions) == 4
    assert (log.state.round, log.state.turn, log.state.order, hp(log, "zombie")) == (0, None, (), 22)
    log.do({"type": "redo"})
    assert log.state.combatants == fought.combatants and log.state.turn == fought.turn


def test_nothing_to_undo_or_redo_is_a_clear_refusal() -> None:
    log = Log()
    with pytest.raises(RuleViolation, match="nothing to undo"):
        log.do({"type": "undo"})
    with pytest.raises(RuleViolation, match="nothing to redo"):
        log.do({"type": "redo"})
    log.do({"type": "unlit-spires.add_hero", "preset": "bruce"})
    log.do({"type": "undo"})
    log.do({"type": "unlit-spires.add_hero", "preset": "enoch"})
    with pytest.raises(RuleViolation, match="nothing to redo"):  # a new action came after the undo
        log.do({"type": "redo"})


def test_revoking_an_earlier_action_is_refused_when_later_ones_depend_on_it() -> None:
    log = spires_fight()
    log.do(
        {"type": "unlit-spires.add_monster", "preset": "kugen", "combatant_id": "kugen"}
    )  # versions 7.. (added late)
    added = log.history.actions[-1]
    log.do({"type": "apply_damage", "target_id": "zombie", "amount": 3})
    log.do({"type": "apply_damage", "target_id": "kugen", "amount": 5})
    with pytest.raises(RuleViolation, match=r"later actions depend on unlit-spires\.add_monster"):
        log.do({"type": "revoke", "action": added.command_id})
    zombie_hit = log.history.actions[-2]
    log.do({"type": "revoke", "action": zombie_hit.first})  # by a version of it
    assert hp(log, "zombie") == 22 and hp(log, "kugen") == 76 - 5


settings_ = settings(max_examples=40, deadline=None)
steps = st.lists(st.sampled_from(["hit", "heal", "advance", "undo", "undo", "redo", "dodge"]), max_size=25)


@settings_
@given(script=steps)
def test_n_undos_equal_the_fold_of_the_shortened_history_and_redo_undoes_undo(script: list[str]) -> None:
    log = spires_fight()
    bodies: dict[str, dict[str, Any]] = {
        "hit": {"type": "apply_damage", "target_id": "zombie", "amount": 3},
        "heal": {"type": "apply_healing", "target_id": "zombie", "amount": 2},
        "advance": {"type": "advance_turn"},
        "dodge": {"type": "unlit-spires.dodge", "combatant_id": "bruce"},
    }
    for step in script:
        before = log.state
        try:
            log.do({"type": step} if step in ("undo", "redo") else bodies[step])
        except DomainError:
            continue
        if step == "undo":
            undone = log.history.effective()
            kept = [e for v, e in log.events if any(a.first <= v <= a.last for a in (log.history.actions[0], *undone))]
            expected = fold(enumerate(kept, start=1), None, UNLIT_SPIRES)  # renumbered: as if never sent
            assert _same(log.state, expected)
            log.do({"type": "redo"})
            assert _same(log.state, before)
            log.do({"type": "undo"})


def _same(a: EncounterState, b: EncounterState) -> bool:
    return (a.combatants, a.order, a.round, a.turn) == (b.combatants, b.order, b.round, b.turn)


def test_an_id_whose_joining_was_undone_is_not_given_again() -> None:
    log = Log()
    log.do({"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie"})
    log.do({"type": "undo"})
    log.do({"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie"})
    assert list(log.state.combatants) == ["grey-tide-zombie-2"]
