"""A fight played back from its log: the replay feed, independent of the transport.

The events after version ``start`` are sent one command at a time (the events one command
appended travel together), each batch when its time comes: at the pace they were recorded
(``speed`` 1), ``speed`` times faster, or stepwise (``speed`` None: the next batch when the
client asks for it). With ``with_state`` the state after each batch follows it, as the
encounter stood then, undos made by then included (an undo folds the log again, from the
newest valid snapshot), with that version's head hash. The messages are the live feed's
(``fray.live.messages``), and a last ``{"kind": "end"}`` says the replay is over.

DECISION: a pause longer than ``MAX_PAUSE_S`` at the table (a break, an evening between two
sessions) is played as ``MAX_PAUSE_S`` before the speed divides it, so a replay never stalls.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable

import msgspec

from fray.domain.history import HISTORY_EVENTS
from fray.domain.state import EncounterState, StateView, view
from fray.live.fanout import encode_message
from fray.live.messages import end_message, state_message
from fray.service_layer.encounters import project
from fray.service_layer.loading import Loader
from fray.store.codec import RecordedEvent
from fray.store.protocol import EventStore

MAX_PAUSE_S = 10.0
PAGE = 500


class Beat(msgspec.Struct, frozen=True):
    """One step of a replay: wait ``pause_s`` seconds (0 when stepping: the client decides),
    then send ``messages``."""

    pause_s: float
    messages: list[bytes]


def _batches(events: list[RecordedEvent]) -> list[list[RecordedEvent]]:
    out: list[list[RecordedEvent]] = []
    for e in events:
        if out and e.metadata.command_id is not None and out[-1][-1].metadata.command_id == e.metadata.command_id:
            out[-1].append(e)
        else:
            out.append([e])
    return out


async def replay_beats(
    store: EventStore,
    loader: Loader,
    encounter_id: str,
    start: int,
    to: int,
    speed: float | None,
    with_state: bool,
    render: Callable[[RecordedEvent], bytes] = encode_message,
    show: Callable[[EncounterState, str | None], StateView] = view,
) -> AsyncIterator[Beat]:
    """The beats of a replay of versions ``start + 1 … to`` (see the module): first the
    state at ``start`` (when ``with_state`` and ``start`` > 0), then one beat per command.
    ``render`` turns an event into the bytes the reader receives and ``show`` a state into
    the view it may see (the GM's by default; the API hands a reader's redaction in)."""
    state = EncounterState()
    if start:
        folded = await loader.fold_to(encounter_id, to=start)
        state = folded.state
        if with_state:
            yield Beat(0.0, [state_message(show(state, folded.head))])
    project = _projector(loader, encounter_id)
    previous_at = None
    after = start
    while after < to:
        page = await store.read_stream(encounter_id, after=after, to=min(to, after + PAGE))
        if not page:
            break
        for batch in _batches(page):
            at = batch[0].recorded_at
            pause = 0.0
            if speed is not None and previous_at is not None:
                pause = min(MAX_PAUSE_S, max(0.0, (at - previous_at).total_seconds())) / speed
            previous_at = at
            messages = [render(e) for e in batch]
            if with_state:
                state = await project(state, batch)
                messages.append(state_message(show(state, batch[-1].hash)))
            yield Beat(pause, messages)
        after = page[-1].version
    yield Beat(0.0, [end_message(after)])


def _projector(
    loader: Loader, encounter_id: str
) -> Callable[[EncounterState, list[RecordedEvent]], Awaitable[EncounterState]]:
    async def step(state: EncounterState, batch: list[RecordedEvent]) -> EncounterState:
        if any(isinstance(e.data, HISTORY_EVENTS) for e in batch):
            return (await loader.fold_to(encounter_id, to=batch[-1].version)).state
        return project(state, batch)

    return step
