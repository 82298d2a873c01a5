"""A fight played back from its log: the replay feed's beats, independent of the transport.

The events after version ``start`` come one command at a time (the events one command appended
travel together), each batch when its time comes: at the pace they were recorded (``speed``
1), ``speed`` times faster, or stepwise (``speed`` None: the next batch when the client asks
for it). With ``with_state`` each batch carries the state after it, as the encounter stood
then, undos made by then included (an undo folds the log again, from the newest valid
snapshot), with that version's head hash. The transport renders each beat as the live feed's
messages (``fray.api.replay``), and ends with ``{"kind": "end"}``.

DECISION: a pause longer than ``MAX_PAUSE_S`` at the table (a break, an evening between two
sessions) is played as ``MAX_PAUSE_S`` before the speed divides it, so a replay never stalls.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import msgspec

from fray.domain.state import EncounterState
from fray.service_layer.projection import project, undoes
from fray.service_layer.repository import Repository
from fray.store.codec import RecordedEvent

MAX_PAUSE_S = 10.0
PAGE = 500


class Beat(msgspec.Struct, frozen=True):
    """One step of a replay: wait ``pause_s`` seconds (0 when stepping: the client decides),
    then send ``events`` and, when asked for, the ``state`` after them with its ``head`` hash
    (a first beat may carry only the state at the start)."""

    pause_s: float
    events: list[RecordedEvent]
    state: EncounterState | None = None
    head: str | None = None


def _batches(events: list[RecordedEvent]) -> list[list[RecordedEvent]]:
    out: list[list[RecordedEvent]] = []
    for e in events:
        if out and e.metadata.command_id is not None and out[-1][-1].metadata.command_id == e.metadata.command_id:
            out[-1].append(e)
        else:
            out.append([e])
    return out


async def replay_beats(
    repository: Repository, encounter_id: str, start: int, to: int, speed: float | None, with_state: bool
) -> AsyncIterator[Beat]:
    """The beats of a replay of versions ``start + 1 … to`` (see the module): first the state
    at ``start`` (when ``with_state`` and ``start`` > 0), then one beat per command. ``to`` is a
    version the caller has read (the head): the log is read where it may lag (a replica that
    holds each page: ``Repository.reads``). Raises ``StoreUnavailable``."""
    state = EncounterState()
    if start:
        folded = await repository.fold_to(encounter_id, to=start, lagging=True)
        state = folded.state
        if with_state:
            yield Beat(0.0, [], state, folded.head)
    previous_at = None
    after = start
    while after < to:
        end = min(to, after + PAGE)
        page = await repository.reads.read_stream(encounter_id, after=after, to=end, at_least=end)
        if not page:
            break
        for batch in _batches(page):
            at = batch[0].recorded_at
            pause = 0.0
            if speed is not None and previous_at is not None:
                pause = min(MAX_PAUSE_S, max(0.0, (at - previous_at).total_seconds())) / speed
            previous_at = at
            if not with_state:
                yield Beat(pause, batch)
                continue
            if undoes(batch):
                state = (await repository.fold_to(encounter_id, to=batch[-1].version, lagging=True)).state
            else:
                state = project(state, batch)
            yield Beat(pause, batch, state, batch[-1].hash)
        after = page[-1].version
