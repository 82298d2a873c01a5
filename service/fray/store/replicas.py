"""The reads that may lag, served by PostgreSQL read replicas (``FRAY_READ_DATABASE_URL``).

``Reads`` answers the reads that may go to a streaming standby (feeds' catch-up, the log in
pages, past states, replay, export, statistics: the service layer chooses them); commands,
idempotency keys, tokens and an encounter's current version always read the primary. With no
replica configured every read goes to the primary, as it did before.

**Never older than needed.** Each read says the version its answer must reach (``at_least``):
the head the caller has just read from the primary, a past ``?version=N``, a feed's known
head. A standby replays commits in commit order and an encounter's versions are gapless (an
append commits only on top of the version before it), so a replica that holds version N of a
stream holds all of 1 … N: an answer whose last event is at ``at_least`` (or that was asked for
less) is complete. Otherwise the replica is behind: its head of the stream is asked again every
``POLL_S`` for up to ``WAIT_S`` (100 ms), and the read is taken there once it has replayed far
enough (``replica_waited``), else from the primary (``primary_behind``); a replica waited for in
vain is not waited for again for ``BEHIND_S`` (its complete answers are still taken).

**Losing a replica costs no request.** A replica read that fails in any way (refused, dropped,
cancelled by a recovery conflict) is read again from the primary, and the replica is left out
for ``DOWN_S`` seconds before a read tries it again. Several replicas take reads in turn.

Counted in ``fray_replica_reads_total{outcome}`` and ``fray_replica_failures_total``
(``fray.observe.metrics``).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

import psycopg
from psycopg_pool import AsyncConnectionPool

from fray.observe.metrics import REPLICA_FAILURES, REPLICA_READS
from fray.store.chain import StoredRow
from fray.store.codec import EventTypes, RecordedEvent
from fray.store.errors import PoolBusy, StoreUnavailable
from fray.store.event_store import PostgresEventStore
from fray.store.pooled import connection_pool
from fray.store.protocol import EventStore
from fray.store.signing import Signer
from fray.store.snapshot_store import PostgresSnapshots, SnapshotRow, SnapshotStore

log = logging.getLogger(__name__)

WAIT_S = 0.1
"""Seconds a read waits at most for a replica that is behind what it needs, before the primary."""
POLL_S = 0.01
"""Seconds between two looks at a lagging replica's head of the stream while waiting."""
BEHIND_S = 1.0
"""Seconds after a replica was waited for in vain during which reads do not wait for it (they
still take its answer when it holds what they need): a replica that lags far, or whose replay
is paused, costs one read ``WAIT_S`` a second, not every read."""
DOWN_S = 5.0
"""Seconds a replica that failed a read is left out (its pool reconnects in the meantime)."""
STANDBY_CHECK_S = 30.0
"""Seconds ``Replica.open``'s background question waits for the replica's first connection."""
CONNECT_TIMEOUT_S = 0.5
"""Seconds a replica read waits for one of the replica's pooled connections (then the primary)."""

T = TypeVar("T")


@dataclass(eq=False)
class Replica:
    """One read replica: its ``name`` (the URL without its password, for the log), the event
    store and snapshots read through its pool, until when it is left out (``down_until``,
    ``time.monotonic()`` seconds) and until when reads do not wait for it (``behind_until``)."""

    name: str
    store: EventStore
    snapshots: SnapshotStore | None
    down_until: float = 0.0
    behind_until: float = 0.0
    pool: AsyncConnectionPool | None = None
    _asking: asyncio.Task[None] | None = None

    async def open(self) -> None:
        """Start filling the replica's pool, without waiting for it (None: nothing to open),
        and, in the background, warn in the log if it is not a standby."""
        if self.pool is not None:
            await self.pool.open(wait=False)
            self._asking = asyncio.create_task(self._say_if_not_a_standby(self.pool))

    async def _say_if_not_a_standby(self, pool: AsyncConnectionPool) -> None:
        """Log a warning once the replica answers if it is no standby (``pg_is_in_recovery()``
        false: a primary of its own, perhaps a stale or diverged copy, whose answers would be
        taken as the log's). A replica that does not answer says nothing here: reads fall back
        to the primary and ``fray doctor`` names it."""
        try:
            async with pool.connection(timeout=STANDBY_CHECK_S) as conn:
                row = await (await conn.execute("select pg_is_in_recovery()")).fetchone()
        except Exception:
            return
        if row is not None and not row[0]:
            log.warning(
                "read replica %s is not a standby (pg_is_in_recovery() is false): Fray reads the log "
                "from it as from a copy of the primary; check FRAY_READ_DATABASE_URL (fray doctor)",
                self.name,
            )

    async def close(self) -> None:
        """Close the replica's pool."""
        if self._asking is not None:
            self._asking.cancel()
        if self.pool is not None:
            await self.pool.close()


def _reaches(versions: Sequence[int], after: int, to: int | None, at_least: int) -> bool:
    """Whether an answer of ``versions`` (ascending) to a read of ``after < version <= to``
    holds every version up to ``at_least`` (capped by ``to``)."""
    need = at_least if to is None else min(at_least, to)
    return need <= after or (bool(versions) and versions[-1] >= need)


class Reads:
    """The reads that may lag (the module docstring): from ``replicas`` in turn when they have
    what the read needs, else from ``primary`` (and ``snapshots``, the primary's). ``wait_s``:
    how long a read waits for a replica that is behind (``WAIT_S``)."""

    def __init__(
        self,
        primary: EventStore,
        snapshots: SnapshotStore | None = None,
        replicas: Sequence[Replica] = (),
        *,
        wait_s: float = WAIT_S,
    ) -> None:
        self._primary = primary
        self._snapshots = snapshots
        self.replicas = list(replicas)
        self._wait_s = wait_s
        self._turn = 0

    async def read_stream(
        self, stream_id: str, after: int = 0, to: int | None = None, *, at_least: int = 0
    ) -> list[RecordedEvent]:
        """The events of ``stream_id`` with ``after < version <= to`` (``EventStore.read_stream``),
        holding at least every version up to ``at_least`` (capped by ``to``). Raises
        ``StoreUnavailable`` only when the primary does not answer."""

        def complete(rows: list[RecordedEvent]) -> bool:
            return _reaches([rows[-1].version] if rows else [], after, to, at_least)

        need = at_least if to is None else min(at_least, to)
        return await self._routed(stream_id, need, lambda store: store.read_stream(stream_id, after, to), complete)

    async def read_raw(
        self, stream_id: str, after: int = 0, to: int | None = None, *, at_least: int = 0
    ) -> list[StoredRow]:
        """The rows of ``stream_id`` as stored (``EventStore.read_raw``), holding at least every
        version up to ``at_least`` (capped by ``to``). Raises ``StoreUnavailable`` only when
        the primary does not answer."""

        def complete(rows: list[StoredRow]) -> bool:
            return _reaches([rows[-1].version] if rows else [], after, to, at_least)

        need = at_least if to is None else min(at_least, to)
        return await self._routed(stream_id, need, lambda store: store.read_raw(stream_id, after, to), complete)

    async def newest_snapshot(self, stream_id: str, fingerprint: str, at_most: int | None) -> SnapshotRow | None:
        """The newest snapshot at or below ``at_most`` a replica (or the primary) holds: any
        one is a valid start for a fold whose events are read with ``at_least``, so a replica's
        answer is always taken (an older snapshot costs a longer fold, never a wrong one).
        None when there are no snapshots."""
        if self._snapshots is None:
            return None
        primary = self._snapshots
        replica = self._pick()
        if replica is None or replica.snapshots is None:
            return await primary.newest(stream_id, fingerprint, at_most)
        try:
            return await replica.snapshots.newest(stream_id, fingerprint, at_most)
        except PoolBusy:
            return await primary.newest(stream_id, fingerprint, at_most)
        except (StoreUnavailable, psycopg.Error) as exc:
            self._failed(replica, exc)
            return await primary.newest(stream_id, fingerprint, at_most)

    def fenced(self, at_least: int) -> Fenced:
        """These reads with every answer required to reach ``at_least`` (capped by each read's
        ``to``): what an export or a replay of the log up to a known head reads through."""
        return Fenced(self, at_least)

    # -- routing ----------------------------------------------------------------------------
    def _pick(self) -> Replica | None:
        """The next replica not left out, in turn (None: none configured, or all down)."""
        now = time.monotonic()
        for i in range(len(self.replicas)):
            replica = self.replicas[(self._turn + i) % len(self.replicas)]
            if replica.down_until <= now:
                self._turn = (self._turn + i + 1) % len(self.replicas)
                return replica
        return None

    def _failed(self, replica: Replica, exc: BaseException) -> None:
        replica.down_until = time.monotonic() + DOWN_S
        REPLICA_FAILURES.inc()
        log.warning("read replica %s failed a read (%s); reading the primary for %s s", replica.name, exc, DOWN_S)

    async def _routed(
        self,
        stream_id: str,
        at_least: int,
        read: Callable[[EventStore], Awaitable[T]],
        complete: Callable[[T], bool],
    ) -> T:
        """``read`` from a replica if its answer is ``complete`` (at once, or once the replica
        has replayed ``at_least`` within ``wait_s``), else from the primary; counted."""
        if not self.replicas:
            return await read(self._primary)
        replica = self._pick()
        if replica is None:
            REPLICA_READS.labels("primary_down").inc()
            return await read(self._primary)
        try:
            got = await read(replica.store)
            if complete(got):
                REPLICA_READS.labels("replica").inc()
                return got
            if replica.behind_until <= time.monotonic() and await self._replayed(replica, stream_id, at_least):
                got = await read(replica.store)
                if complete(got):
                    REPLICA_READS.labels("replica_waited").inc()
                    return got
            REPLICA_READS.labels("primary_behind").inc()
        except PoolBusy:  # the replica answers; this process's reads of it are queued: not down
            REPLICA_READS.labels("primary_busy").inc()
        except (StoreUnavailable, psycopg.Error) as exc:
            self._failed(replica, exc)
            REPLICA_READS.labels("primary_down").inc()
        return await read(self._primary)

    async def _replayed(self, replica: Replica, stream_id: str, at_least: int) -> bool:
        """Whether ``replica`` holds version ``at_least`` of ``stream_id`` within ``wait_s``
        (its head asked every ``POLL_S``: one index lookup each); if not, reads do not wait
        for it for ``BEHIND_S``."""
        deadline = time.monotonic() + self._wait_s
        while time.monotonic() < deadline:
            await asyncio.sleep(min(POLL_S, max(0.0, deadline - time.monotonic())))
            if await replica.store.stream_version(stream_id) >= at_least:
                return True
        replica.behind_until = time.monotonic() + BEHIND_S
        return False


def replica_of(
    url: str, name: str, types: EventTypes, signer: Signer | None, max_size: int, *, prepare: bool = True
) -> Replica:
    """A replica read through a pool of its own (at most ``max_size`` connections, opened in the
    background by ``Replica.open``: a replica away at start-up stops nothing), its ``name`` for
    the log; rows are decoded by ``types`` and snapshots checked with ``signer``. A read
    waits ``CONNECT_TIMEOUT_S`` at most for a connection. ``prepare`` False prepares no
    statement (``FRAY_DATABASE_PREPARE=off``: a replica behind PgBouncer)."""
    pool = connection_pool(url, min_size=1, max_size=max_size, timeout=CONNECT_TIMEOUT_S, prepare=prepare)
    return Replica(
        name, PostgresEventStore(pool, types, group_commit=False), PostgresSnapshots(pool, signer), pool=pool
    )


class Fenced:
    """``Reads`` whose every answer must reach ``at_least`` (capped by the read's ``to``): an
    ``EventStore``-shaped reader for code that pages through a log (``export_lines``)."""

    def __init__(self, reads: Reads, at_least: int) -> None:
        self._reads, self.at_least = reads, at_least

    async def read_stream(self, stream_id: str, after: int = 0, to: int | None = None) -> list[RecordedEvent]:
        """``Reads.read_stream`` reaching ``at_least``."""
        return await self._reads.read_stream(stream_id, after, to, at_least=self.at_least)

    async def read_raw(self, stream_id: str, after: int = 0, to: int | None = None) -> list[StoredRow]:
        """``Reads.read_raw`` reaching ``at_least``."""
        return await self._reads.read_raw(stream_id, after, to, at_least=self.at_least)
