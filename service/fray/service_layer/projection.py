"""An encounter as the service keeps it in memory: its state, its history of actions, the
versions undo had revoked by then and its chain head; and how recorded events are folded into
it (``project``). Pure: no I/O.

Undo folds, never subtracts (``fray.domain.history``): events that revoke or restore actions
cannot be folded onto a state, so a log that holds them is folded whole (``replay``), and a
cached projection that meets one is folded again by the repository (``fray.service_layer.repository``).
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from fray.domain.evolve import evolve
from fray.domain.history import HISTORY_EVENTS, History, replay, revoked_versions
from fray.domain.ruleset import Ruleset
from fray.domain.state import EncounterState
from fray.rules.registry import get_ruleset
from fray.store.codec import LogEntry, RecordedEvent

HISTORY_TYPES = ("actions_revoked", "actions_restored")
"""The stored types of the events that undo and redo actions."""


class Projection(msgspec.Struct, frozen=True):
    """An encounter at one version: its ``state``, its ``history`` of actions (None until a
    command or read needs it: a cold load reads none), the versions revoked by then
    (``revoked``) and the chain hash of its last event (``head``, None before the chain)."""

    state: EncounterState = EncounterState()
    history: History | None = None
    revoked: frozenset[int] = frozenset()
    head: str | None = None


def ruleset_of(state: EncounterState, events: Sequence[RecordedEvent] = ()) -> Ruleset | None:
    """The ruleset of the encounter ``state`` is (or, for an empty state, whose first event
    ``events`` begin with), or None when neither says."""
    ruleset_id = state.ruleset or next((str(getattr(e.data, "ruleset", "")) for e in events[:1]), "")
    return get_ruleset(ruleset_id) if ruleset_id else None


def undoes(events: Sequence[RecordedEvent]) -> bool:
    """Whether ``events`` revoke or restore actions (then a projection is folded again)."""
    return any(isinstance(e.data, HISTORY_EVENTS) for e in events)


def project(state: EncounterState, events: Sequence[RecordedEvent]) -> EncounterState:
    """``state`` with the recorded ``events`` folded in (the ruleset is the encounter's own).
    For a whole log (``state`` empty) with undone actions it is the fold of the effective
    history (``replay``). Raises ``ValueError`` when ``events`` revoke or restore actions of a
    non-empty ``state`` (fold the whole log again instead), and what ``evolve`` raises."""
    ruleset = ruleset_of(state, events)
    if undoes(events):
        if state.version:
            raise ValueError("an undo or redo cannot be folded onto a state: fold the log again")
        return replay([(e.version, e.data) for e in events], ruleset)
    for recorded in events:
        state = evolve(state, recorded.data, recorded.version, ruleset)
    return state


def with_actions(history: History | None, events: Sequence[RecordedEvent]) -> History | None:
    """``history`` with the actions of ``events`` recorded (None stays None: not read yet)."""
    if history is None:
        return None
    return history.extend(
        (e.version, e.data, e.metadata.command_id, e.metadata.command_type, e.metadata.actor) for e in events
    )


def history_of_entries(entries: Sequence[LogEntry], to: int) -> History:
    """The history of actions told by ``entries`` (the log's metadata, with the payloads of
    its undos and redos) up to version ``to``."""
    return History().extend(
        (e.version, e.data, e.metadata.command_id, e.metadata.command_type, e.metadata.actor)
        for e in entries
        if e.version <= to
    )


def caught_up(proj: Projection, events: Sequence[RecordedEvent]) -> Projection:
    """``proj`` with ``events`` (that undo or redo nothing) folded in."""
    if not events:
        return proj
    return Projection(project(proj.state, events), with_actions(proj.history, events), proj.revoked, events[-1].hash)


def projection(events: Sequence[RecordedEvent]) -> Projection:
    """The projection of a whole log: the fold of its effective history, and its history."""
    pairs = [(e.version, e.data) for e in events]
    return Projection(
        project(EncounterState(), events),
        with_actions(History(), events),
        frozenset(revoked_versions(pairs)),
        events[-1].hash if events else None,
    )
