"""The passage of turns and rounds: what ``advance_turn`` causes, shared by every rule system.

One turn ends and the next begins, in this order (each step sees the facts before it, folded
into a staged state, so a hook never prompts a save for a condition that just expired):

1. the end of the current turn: conditions that end there expire (``turns.expiring``), "save
   ends" saves of the acting combatant fall due (``SaveDue``), then ``Ruleset.turn_ended``;
0. anyone present who takes turns but is not in the order (a late arrival nobody rolled for)
   is placed first, by the ruleset's own rule (``Ruleset.roll_initiative``): never left out;
1b. when no turn is running (the last who could act left: ``TurnEnded``), the next round
   begins from the top;
2. every place in the order that is passed over (a combatant that left, or that the ruleset
   says takes no turn, e.g. the dead): its turn's start and end pass, so what was anchored on
   it ends there instead of never;
3. past the last place, a new round: if the ruleset asks (``Ruleset.initiative_each_round``,
   e.g. 5e's speed factor) the core re-rolls initiative for everyone who takes turns, through
   ``Ruleset.roll_initiative`` on a state with an empty order (so the new order starts
   afresh); then ``Ruleset.round_started``; round 1's start (the first ``advance_turn``) has
   the hook but no re-roll, initiative having just been rolled;
4. the next turn: ``TurnStarted`` (the core refills budgets and movement), conditions that end
   at its start, start-of-turn saves due, then ``Ruleset.turn_started``.

Pure: dice come in for the hooks; nothing here rolls by itself.
"""

from __future__ import annotations

from collections.abc import Iterable

import msgspec

from fray.domain.dice import Dice
from fray.domain.errors import RuleViolation
from fray.domain.events import Event, TurnStarted
from fray.domain.evolve import evolve
from fray.domain.ruleset import Ruleset
from fray.domain.state import EncounterState
from fray.domain.turns import expiring, saves_due


class _Staged:
    """Events decided so far and the state they fold into (never stored: ``decide`` returns
    the events and the store appends them)."""

    def __init__(self, state: EncounterState, ruleset: Ruleset) -> None:
        self.state = state
        self.ruleset = ruleset
        self.events: list[Event] = []

    def emit(self, events: Iterable[Event]) -> None:
        for e in events:
            self.state = evolve(self.state, e, self.state.version + 1, self.ruleset)
            self.events.append(e)

    def acts(self, combatant_id: str) -> bool:
        c = self.state.combatants.get(combatant_id)
        return c is not None and self.ruleset.takes_turn(c)

    def pass_over(self, combatant_id: str, round_: int) -> None:
        """The start and end of a turn nobody takes: only expiry, no saves, no hooks."""
        for boundary in ("start_of_turn", "end_of_turn"):
            self.emit(expiring(self.state, boundary, combatant_id, round_))

    def end_turn(self, combatant_id: str, round_: int, dice: Dice) -> None:
        self.emit(expiring(self.state, "end_of_turn", combatant_id, round_))
        if self.acts(combatant_id):
            self.emit(saves_due(self.state, "end_of_turn", combatant_id))
            self.emit(self.ruleset.turn_ended(self.state, combatant_id, dice))

    def start_turn(self, combatant_id: str, round_: int, dice: Dice) -> list[Event]:
        self.emit([TurnStarted(round=round_, combatant_id=combatant_id)])
        self.emit(expiring(self.state, "start_of_turn", combatant_id, round_))
        self.emit(saves_due(self.state, "start_of_turn", combatant_id))
        self.emit(self.ruleset.turn_started(self.state, combatant_id, dice))
        return self.events


def _anchors(state: EncounterState) -> set[str]:
    """Every combatant id a condition's expiry is keyed to."""
    return {
        k.expires.combatant_id
        for c in state.combatants.values()
        for k in c.conditions
        if k.expires.combatant_id is not None
    }


def advance(state: EncounterState, ruleset: Ruleset, dice: Dice) -> list[Event]:
    """The events of ending the current turn and starting the next (see the module).

    Raises ``RuleViolation`` before initiative is rolled or when nobody in the order can take
    a turn; a ruleset hook may raise a ``DomainError`` of its own (then nothing happens).
    """
    if not state.order:
        raise RuleViolation("initiative has not been rolled yet; send roll_initiative first")
    run = _Staged(state, ruleset)
    waiting = [c.id for c in state.combatants.values() if c.id not in state.order and ruleset.takes_turn(c)]
    if waiting:
        run.emit([ruleset.roll_initiative(state, waiting, dice)])
    state = run.state
    new_round = state.round + 1 if state.round > 0 else 1
    if state.turn is not None and state.round > 0:
        run.end_turn(state.turn, state.round, dice)
        order = run.state.order
        start = order.index(state.turn) + 1 if state.turn in order else 0
        for cid in order[start:]:
            if run.acts(cid):
                return run.start_turn(cid, state.round, dice)
            run.pass_over(cid, state.round)
        new_round = state.round + 1
    if new_round > 1 and ruleset.initiative_each_round(run.state):
        acting = [cid for cid in run.state.combatants if run.acts(cid)]
        if acting:
            fresh = msgspec.structs.replace(run.state, order=())
            run.emit([ruleset.roll_initiative(fresh, acting, dice)])
            # The re-rolled order holds only those who act: the turns of anyone else that a
            # condition is anchored on (the departed, the dead) still pass each round, so what
            # is anchored on them ends.
            for cid in sorted(_anchors(run.state) - set(run.state.order)):
                run.pass_over(cid, new_round)
    run.emit(ruleset.round_started(run.state, new_round, dice))
    for cid in run.state.order:
        if run.acts(cid):
            return run.start_turn(cid, new_round, dice)
        run.pass_over(cid, new_round)
    raise RuleViolation("no combatant in the initiative order can take a turn")
