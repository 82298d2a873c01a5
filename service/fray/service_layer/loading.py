"""Folding an encounter from its newest valid snapshot: cold loads, past versions, the fold
again after an undo (``fray.service_layer.snapshots`` says when a snapshot is valid).

``Loader.fold_to(id, to)`` takes the newest snapshot at or below ``to`` made by this code,
reads the events after it, and checks that the undos and redos among them leave what the
snapshot assumed as it was; if not, it steps to an older snapshot (below the earliest version
they name), reading the events in between, down to a fold from version 1. A fold that had to
cross ``SNAPSHOT_EVERY`` events or more leaves a snapshot of its result behind (in the
background), and so does a command that takes the stream past a multiple of it.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence

import msgspec

from fray.domain.history import replay, revoked_versions
from fray.domain.state import EncounterState
from fray.rules.registry import get_ruleset
from fray.service_layer.snapshots import (
    SNAPSHOT_EVERY,
    Snapshot,
    decode_state,
    encode_state,
    fingerprint,
    ranges,
    still_valid,
    touched,
    versions,
)
from fray.store.codec import RecordedEvent
from fray.store.protocol import EventStore
from fray.store.snapshot_store import SnapshotRow, SnapshotStore

log = logging.getLogger(__name__)


class Folded(msgspec.Struct, frozen=True, kw_only=True):
    """A fold's result: the ``state``, the versions revoked then (``revoked``), the chain hash
    at its version (``head``), the snapshot version it started from (``base``, 0: none) and
    how many events it folded after it (``folded``)."""

    state: EncounterState
    revoked: frozenset[int] = frozenset()
    head: str | None = None
    base: int = 0
    folded: int = 0


def _ruleset_id(state: EncounterState, events: Sequence[RecordedEvent]) -> str:
    return state.ruleset or next((str(getattr(e.data, "ruleset", "")) for e in events[:1]), "")


class Loader:
    """Folds encounters from ``store`` starting at snapshots from ``snapshots`` (None: always
    from version 1, and no snapshot is written)."""

    def __init__(self, store: EventStore, snapshots: SnapshotStore | None) -> None:
        self._store = store
        self._snapshots = snapshots
        self._tasks: set[asyncio.Task[None]] = set()

    async def fold_to(self, encounter_id: str, to: int | None = None, extra: Sequence[RecordedEvent] = ()) -> Folded:
        """The encounter at version ``to`` (None: its latest), with ``extra`` events (not
        stored: a dry run's) folded after it; an unknown encounter folds to version 0. Raises
        ``StoreUnavailable`` and what ``evolve`` raises."""
        below, read_to = to, to
        later: list[RecordedEvent] = []
        while True:
            row = await self._newest(encounter_id, below)
            base = row.version if row is not None else 0
            later = await self._store.read_stream(encounter_id, after=base, to=read_to) + later
            read_to = base
            events = [*later, *extra]
            pairs = [(e.version, e.data) for e in events]
            if row is None:
                state = replay(pairs, self._ruleset(EncounterState(), events))
                folded = Folded(
                    state=state,
                    revoked=frozenset(revoked_versions(pairs)),
                    head=later[-1].hash if later else None,
                    folded=len(later),
                )
                break
            snapshot = self._decode(row)
            now = still_valid(snapshot, pairs) if snapshot is not None else None
            if snapshot is not None and now is not None:
                state = replay(
                    pairs,
                    self._ruleset(snapshot.state, events),
                    snapshot.state,
                    {v for v in now if v > snapshot.version},
                )
                folded = Folded(
                    state=state,
                    revoked=now,
                    head=later[-1].hash if later else snapshot.head,
                    base=base,
                    folded=len(later),
                )
                break
            lowest = touched(pairs, base) if snapshot is not None else None
            below = (lowest if lowest is not None else base) - 1
        if not extra and folded.folded >= SNAPSHOT_EVERY:
            self.save_later(encounter_id, folded)
        return folded

    async def _newest(self, encounter_id: str, at_most: int | None) -> SnapshotRow | None:
        if self._snapshots is None or (at_most is not None and at_most < 1):
            return None
        return await self._snapshots.newest(encounter_id, fingerprint(), at_most)

    @staticmethod
    def _decode(row: SnapshotRow) -> Snapshot | None:
        try:
            state = decode_state(row.state)
        except (msgspec.ValidationError, msgspec.DecodeError):
            log.warning("a snapshot at version %s does not decode; folding from an older one", row.version)
            return None
        return Snapshot(version=row.version, state=state, revoked=versions(row.revoked), head=row.head_hash)

    @staticmethod
    def _ruleset(state: EncounterState, events: Sequence[RecordedEvent]):  # type: ignore[no-untyped-def]
        ruleset_id = _ruleset_id(state, events)
        return get_ruleset(ruleset_id) if ruleset_id else None

    async def save(self, encounter_id: str, folded: Folded) -> None:
        """Keep a snapshot of ``folded`` (its state must be the encounter at its version, with
        the undos made by then). Raises ``StoreUnavailable``."""
        if self._snapshots is None or folded.state.version == 0:
            return
        v = folded.state.version
        row = SnapshotRow(
            version=v,
            revoked=ranges(x for x in folded.revoked if x <= v),
            head_hash=folded.head,
            state=encode_state(folded.state),
        )
        await self._snapshots.save(encounter_id, fingerprint(), row)

    def save_later(self, encounter_id: str, folded: Folded) -> None:
        """``save`` in the background, off the command's path; a failure is logged (a snapshot
        is only ever a shortcut)."""
        if self._snapshots is None:
            return

        async def run() -> None:
            try:
                await self.save(encounter_id, folded)
            except Exception:
                log.warning(
                    "writing a snapshot of %s at version %s failed", encounter_id, folded.state.version, exc_info=True
                )

        task = asyncio.get_running_loop().create_task(run())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def drain(self) -> None:
        """Wait for the snapshots being written."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)


def crossed(before: int, after: int) -> bool:
    """Whether a stream going from version ``before`` to ``after`` passed a multiple of
    ``SNAPSHOT_EVERY`` (then a snapshot is due)."""
    return after // SNAPSHOT_EVERY > before // SNAPSHOT_EVERY
