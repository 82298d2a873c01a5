"""The repository: the one way an encounter is loaded (the ``eventsourcing`` library's
``Repository.get``).

``get(id)`` answers from the process's cache of projections, caught up with the store in one
query (the events after the cached version); a cold encounter, or one whose newer events undo
or redo something (undo folds, never subtracts), is folded again from the newest valid
snapshot. ``get(id, version=N)`` is the encounter as it was at version N, with the undos made by
then, folded from the newest snapshot valid for it; the current projection it is checked
against is the same read (``at``), so a request costs one load.

**Folds from snapshots** (``fray.service_layer.snapshots`` says when one is valid): take the
newest snapshot at or below the version made by this code, read the events after it, and check
that the undos and redos among them leave what the snapshot assumed as it was; if not, step to
an older snapshot (below the earliest version they name), reading the events in between, down
to a fold from version 1. A fold that crossed ``SNAPSHOT_EVERY`` events or more leaves a
snapshot of its result behind (in the background), and so does a command that takes the stream
past a multiple of it (``committed``).

**One load at a time** of each encounter: a ``get`` that finds another one loading it waits
for that load to fill the cache, then reads only what is newer (usually nothing). A hundred
feeds opened at once on an encounter whose cache was 20,000 events behind each read and folded
those 20,000 events, and the process stalled for seconds (found by the soak test of silent
feeds); each caller's own read still starts after its call, so nothing it was told is committed
is missed.

**History** (``fray.domain.history``): the cache keeps each encounter's actions beside its state,
read only when a history command or a round lookup needs them (``with_history``: one query that
reads no payload but the undos' and redos').
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Callable, Sequence

import msgspec

from fray.domain.events import TurnStarted
from fray.domain.history import History, replay, revoked_versions
from fray.domain.state import EncounterState
from fray.service_layer.errors import VersionOutOfRange, missing
from fray.service_layer.projection import (
    HISTORY_TYPES,
    Projection,
    caught_up,
    history_of_entries,
    ruleset_of,
    undoes,
    with_actions,
)
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
from fray.store.protocol import AppendResult, EventStore
from fray.store.replicas import Reads
from fray.store.snapshot_store import SnapshotRow, SnapshotStore

log = logging.getLogger(__name__)

CACHE_SIZE = 1024
"""Encounters whose projection a process keeps (least recently used dropped first)."""


class Folded(msgspec.Struct, frozen=True, kw_only=True):
    """A fold's result: the ``state``, the versions revoked then (``revoked``), the chain hash
    at its version (``head``), the snapshot version it started from (``base``, 0: none) and
    how many stored events it folded after it (``folded``)."""

    state: EncounterState
    revoked: frozenset[int] = frozenset()
    head: str | None = None
    base: int = 0
    folded: int = 0

    def projection(self) -> Projection:
        """The fold as a projection (its history not read)."""
        return Projection(self.state, None, self.revoked, self.head)


class Repository:
    """Loads encounters from ``store``, folding from ``snapshots`` (None: always from version
    1, and no snapshot is written), and keeps the newest projections in memory. A snapshot
    whose signature does not check (``SnapshotRow.trusted``) is never folded from: it is
    logged, counted in ``untrusted_snapshots``, and the fold starts from an older one or the
    log. ``reads``: where the reads that may lag go (``fray.store.replicas``: read replicas);
    None reads everything from ``store`` and ``snapshots``. What the repository folds for a
    command, and the current version of an encounter, always come from ``store``."""

    def __init__(self, store: EventStore, snapshots: SnapshotStore | None = None, reads: Reads | None = None) -> None:
        self.store = store
        self._snapshots = snapshots
        self.reads = reads if reads is not None else Reads(store, snapshots)
        self.untrusted_snapshots = 0
        self._cache: OrderedDict[str, Projection] = OrderedDict()
        self._tasks: set[asyncio.Task[None]] = set()
        self._loading: dict[str, list[asyncio.Future[None]]] = {}  # by encounter id: who waits for the load

    # -- loading ----------------------------------------------------------------------------
    async def get(self, encounter_id: str, version: int | None = None) -> Projection:
        """The encounter now (cached and caught up: one query), or at ``version``. Raises
        ``EncounterNotFound``, ``VersionOutOfRange`` (a version it does not have),
        ``StoreUnavailable``. While another ``get`` loads the same encounter, this one waits
        for it and then catches up from what it cached (see the module: one load at a time)."""
        waiting = self._loading.get(encounter_id)
        if waiting is None:
            self._loading[encounter_id] = waiting = []
            try:
                now = await self.catch_up(encounter_id, self._cache.get(encounter_id, Projection()))
            finally:
                del self._loading[encounter_id]
                for waiter in waiting:
                    if not waiter.done():
                        waiter.set_result(None)
        else:
            waiter = asyncio.get_running_loop().create_future()
            waiting.append(waiter)
            await waiter
            now = await self.catch_up(encounter_id, self._cache.get(encounter_id, Projection()))
        return now if version is None else await self.at(encounter_id, version, now)

    def cached(self, encounter_id: str) -> Projection | None:
        """The projection this process holds, as it is (possibly behind the store), or None."""
        return self._cache.get(encounter_id)

    async def catch_up(self, encounter_id: str, cached: Projection) -> Projection:
        """``cached`` with the newer stored events; folded again (from the newest valid
        snapshot) when they undo or redo something, or when nothing was cached. Raises
        ``EncounterNotFound``."""
        if cached.state.version == 0:
            return await self.refold(encounter_id, None)
        newer = await self.store.read_stream(encounter_id, after=cached.state.version)
        if undoes(newer):
            return await self.refold(encounter_id, with_actions(cached.history, newer))
        proj = caught_up(cached, newer)
        self.remember(encounter_id, proj)
        return proj

    async def at(self, encounter_id: str, version: int, now: Projection, *, lagging: bool = False) -> Projection:
        """The encounter at ``version`` (with the undos made by then), ``now`` being its current
        projection (one already read); ``lagging``: read from a replica that holds ``version``
        (``fold_to``). Raises ``VersionOutOfRange``."""
        if not 1 <= version <= now.state.version:
            raise VersionOutOfRange(
                f"the encounter has versions 1 to {now.state.version}; version {version} is not one of them"
            )
        if version == now.state.version:
            return now
        return (await self.fold_to(encounter_id, version, lagging=lagging)).projection()

    async def refold(self, encounter_id: str, history: History | None) -> Projection:
        """The projection folded again from the newest valid snapshot (a cold load, or after
        an undo or redo), with ``history`` when it is known; cached. Raises
        ``EncounterNotFound``."""
        folded = await self.fold_to(encounter_id)
        if folded.state.version == 0:
            raise missing(encounter_id)
        proj = msgspec.structs.replace(folded.projection(), history=history)
        self.remember(encounter_id, proj, replace=True)
        return proj

    async def with_history(self, encounter_id: str, proj: Projection) -> Projection:
        """``proj`` with its history of actions, read from the log if it was not known yet."""
        if proj.history is not None:
            return proj
        entries = await self.store.read_entries(encounter_id, HISTORY_TYPES)
        proj = msgspec.structs.replace(proj, history=history_of_entries(entries, proj.state.version))
        cached = self._cache.get(encounter_id)
        if cached is not None and cached.state.version == proj.state.version:
            self._cache[encounter_id] = proj
        return proj

    async def round_began(self, encounter_id: str, round_: int, now: Projection) -> int:
        """The version at which round ``round_`` began: the last event of the command that
        started its first turn, in the effective history (``now`` is the current projection).
        Raises ``VersionOutOfRange`` for a round the fight has not reached."""
        entries = await self.store.read_entries(encounter_id, (*HISTORY_TYPES, "turn_started"))
        history = now.history if now.history is not None else history_of_entries(entries, now.state.version)
        effective = {v for a in history.effective() for v in range(a.first, a.last + 1)}
        began = next(
            (
                e.version
                for e in entries
                if e.version in effective and isinstance(e.data, TurnStarted) and e.data.round == round_
            ),
            None,
        )
        if began is None:
            raise VersionOutOfRange(
                f"the fight has reached rounds 1 to {now.state.round}; round {round_} is not one of them"
            )
        action = history.find(began)
        return action.last if action is not None else began

    # -- the cache ----------------------------------------------------------------------------
    def remember(self, encounter_id: str, proj: Projection, replace: bool = False) -> None:
        """Keep ``proj`` (unless a newer one is kept, or ``replace``)."""
        current = self._cache.get(encounter_id)
        if replace or current is None or current.state.version <= proj.state.version:
            self._cache[encounter_id] = proj
        self._cache.move_to_end(encounter_id)
        while len(self._cache) > CACHE_SIZE:
            self._cache.popitem(last=False)

    def heard(self, encounter_id: str, version: int, event: Callable[[], RecordedEvent]) -> bool:
        """Fold into the cache an event another process committed and published (``version``;
        ``event()`` decodes it, only when it is used): kept when it is the cached projection's
        next version and undoes or redoes nothing, so the next command here is decided on the
        caught-up state without reading the log (nor the chain hash it links to). Anything
        else (a gap, an undo, an encounter not cached, an event already folded) is left to the
        append's version check. True when it was folded in."""
        cached = self._cache.get(encounter_id)
        if cached is None or cached.state.version != version - 1:
            return False
        recorded = event()
        if recorded.version != version or undoes([recorded]):
            return False
        self._cache[encounter_id] = caught_up(cached, [recorded])
        self.store.note_head(encounter_id, version, recorded.hash)  # the next append chains to it unread
        return True

    async def committed(self, encounter_id: str, before: Projection, result: AppendResult) -> Projection:
        """The projection after a command appended ``result`` to ``before`` (its events folded
        in, or the whole effective log folded again when they undo or redo); kept, and a
        snapshot written in the background when the stream passed a multiple of
        ``SNAPSHOT_EVERY``."""
        if undoes(result.events):
            return await self.refold(encounter_id, with_actions(before.history, result.events))
        new = caught_up(before, result.events)
        self.remember(encounter_id, new)
        if new.state.version // SNAPSHOT_EVERY > before.state.version // SNAPSHOT_EVERY:
            self.save_later(encounter_id, new)
        return new

    # -- folds from snapshots ----------------------------------------------------------------
    async def fold_to(
        self,
        encounter_id: str,
        to: int | None = None,
        extra: Sequence[RecordedEvent] = (),
        *,
        lagging: bool = False,
    ) -> Folded:
        """The encounter folded at version ``to`` (None: its latest) from the newest valid
        snapshot, with ``extra`` events (not stored: a dry run's) folded after it; an unknown
        encounter folds to version 0. No history is read. ``lagging`` (with ``to``, a version
        known to be stored: a past state, a replay): the snapshot and the events may be read
        from a replica (``reads``) that holds version ``to``. Raises ``StoreUnavailable`` and
        what ``evolve`` raises."""
        if lagging and to is None:
            raise ValueError("a fold from a replica needs the version it folds to")
        below, read_to = to, to
        later: list[RecordedEvent] = []
        while True:
            row = await self._newest(encounter_id, below, lagging)
            base = row.version if row is not None else 0
            if lagging and read_to is not None:
                page = await self.reads.read_stream(encounter_id, after=base, to=read_to, at_least=read_to)
            else:
                page = await self.store.read_stream(encounter_id, after=base, to=read_to)
            later = page + later
            read_to = base
            events = [*later, *extra]
            pairs = [(e.version, e.data) for e in events]
            if row is None:
                state = replay(pairs, ruleset_of(EncounterState(), events))
                head = later[-1].hash if later else None
                folded = Folded(state=state, revoked=frozenset(revoked_versions(pairs)), head=head, folded=len(later))
                break
            snapshot = self._decode(encounter_id, row)
            now = still_valid(snapshot, pairs) if snapshot is not None else None
            if snapshot is not None and now is not None:
                state = replay(
                    pairs,
                    ruleset_of(snapshot.state, events),
                    snapshot.state,
                    {v for v in now if v > snapshot.version},
                )
                head = later[-1].hash if later else snapshot.head
                folded = Folded(state=state, revoked=now, head=head, base=base, folded=len(later))
                break
            lowest = touched(pairs, base) if snapshot is not None else None
            below = (lowest if lowest is not None else base) - 1
        if not extra and folded.folded >= SNAPSHOT_EVERY:
            self.save_later(encounter_id, folded)
        return folded

    async def _newest(self, encounter_id: str, at_most: int | None, lagging: bool = False) -> SnapshotRow | None:
        if self._snapshots is None or (at_most is not None and at_most < 1):
            return None
        if lagging:
            return await self.reads.newest_snapshot(encounter_id, fingerprint(), at_most)
        return await self._snapshots.newest(encounter_id, fingerprint(), at_most)

    def _decode(self, encounter_id: str, row: SnapshotRow) -> Snapshot | None:
        if not row.trusted:  # forged, unsigned, or another key's: never the start of a fold
            self.untrusted_snapshots += 1
            log.warning(
                "the snapshot of %s at version %s does not carry this server's signature; "
                "ignored, folding from an older one or from the log",
                encounter_id,
                row.version,
            )
            return None
        try:
            state = decode_state(row.state)
        except (msgspec.ValidationError, msgspec.DecodeError):
            log.warning("a snapshot at version %s does not decode; folding from an older one", row.version)
            return None
        return Snapshot(version=row.version, state=state, revoked=versions(row.revoked), head=row.head_hash)

    async def save(self, encounter_id: str, folded: Projection | Folded) -> None:
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

    def save_later(self, encounter_id: str, folded: Projection | Folded) -> None:
        """``save`` in the background, off the command's path; a failure is logged (a snapshot
        is only ever a shortcut)."""
        if self._snapshots is None:
            return

        async def run() -> None:
            try:
                await self.save(encounter_id, folded)
            except Exception:
                log.warning(
                    "writing a snapshot of %s at version %s failed",
                    encounter_id,
                    folded.state.version,
                    exc_info=True,
                )

        task = asyncio.get_running_loop().create_task(run())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def drain(self) -> None:
        """Wait for the snapshots being written."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)
