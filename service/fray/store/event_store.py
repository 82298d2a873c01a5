"""The PostgreSQL event store: ``append``, ``read_stream``, ``read_all``.

Why appends are serialised: ``position`` comes from an identity sequence, which hands out
numbers when rows are inserted, not when transactions commit. Two concurrent appends could
commit out of order (position 8 visible before 7), and a reader following ``read_all`` from
position 7 would skip 7 forever. Every append therefore takes one transaction-scoped advisory
lock before it reads the stream's version and inserts; the lock is released at commit, so
positions become visible in the order they were handed out: global order equals commit order.
The price is one writer at a time across all encounters; each append is a single short
transaction (one lock, one version read, one multi-row insert), measured in ``bench/``.

The same lock makes the version check and the idempotency check exact: nobody can append to a
stream between reading its version and inserting the next rows.
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager

import msgspec
import psycopg
from psycopg import AsyncConnection
from psycopg import errors as pg_errors
from psycopg_pool import AsyncConnectionPool, PoolTimeout

from fray.domain.events import Event
from fray.store.codec import CURRENT_SCHEMA_VERSION, EventTypes, Metadata, RecordedEvent
from fray.store.errors import (
    IdempotencyKeyReused,
    InvalidText,
    StoreBusy,
    StoreUnavailable,
    StreamVersionConflict,
)

APPEND_LOCK = 0x66726179  # "fray": the advisory lock key every append takes
LOCK_TIMEOUT_S = 10  # an append waits at most this long for the lock (then StoreBusy)
_COLUMNS = "position, stream_id::text, version, event_id::text, type, schema_version, data::text, metadata::text, recorded_at"
_metadata_encoder = msgspec.json.Encoder()
_metadata_decoder = msgspec.json.Decoder(Metadata)


class AppendResult(msgspec.Struct, frozen=True):
    """What an append stored (or, for a retried idempotent command, what it stored the first
    time: ``replayed`` is then True and nothing new was written)."""

    events: list[RecordedEvent]
    replayed: bool = False

    @property
    def version(self) -> int:
        """The stream version after the append (of the last event it stored)."""
        return self.events[-1].version


class EventStore:
    """Reads and appends encounter streams in PostgreSQL through a connection pool."""

    def __init__(self, pool: AsyncConnectionPool, types: EventTypes) -> None:
        self._pool = pool
        self._types = types

    @asynccontextmanager
    async def _connect(self) -> AsyncIterator[AsyncConnection]:
        """A pooled connection; the driver's outage errors become the store's own."""
        try:
            async with self._pool.connection() as conn:
                yield conn
        except pg_errors.LockNotAvailable as exc:
            raise StoreBusy(f"the event store is busy: an append waited {LOCK_TIMEOUT_S} s for the "
                            "append lock; try again in a moment") from exc
        except PoolTimeout as exc:
            raise StoreUnavailable("every database connection stayed busy; try again in a moment") from exc
        except psycopg.OperationalError as exc:
            raise StoreUnavailable(f"the database does not answer ({str(exc).strip()[:120]})") from exc

    def _row(self, row: tuple) -> RecordedEvent:
        position, stream_id, version, event_id, type_, schema_version, data, metadata, at = row
        return RecordedEvent(
            position=position,
            stream_id=stream_id,
            version=version,
            event_id=event_id,
            type=type_,
            data=self._types.decode(type_, schema_version, data),
            metadata=_metadata_decoder.decode(metadata),
            recorded_at=at,
        )

    async def append(
        self,
        stream_id: str,
        expected_version: int,
        events: Sequence[Event],
        metadata: Metadata,
    ) -> AppendResult:
        """Append ``events`` to ``stream_id`` in one transaction, as versions
        ``expected_version + 1 …``. ``expected_version`` 0 creates the stream.

        If ``metadata.idempotency_key`` was already used for this stream with the same
        ``command_hash``, nothing is written and the first append's events are returned
        (``replayed=True``). Raises ``StreamVersionConflict`` when the stream is not at
        ``expected_version``, ``IdempotencyKeyReused`` when the key belongs to another command
        or encounter, ``ValueError`` for an empty ``events``.
        """
        if not events:
            raise ValueError("append needs at least one event")
        encoded = [self._types.encode(e) for e in events]
        meta = _metadata_encoder.encode(metadata).decode()
        async with self._connect() as conn, conn.transaction():
            # The checks below rely on each statement seeing what committed before it (READ
            # COMMITTED), whatever the database's default; a stuck lock holder fails fast.
            await conn.execute("set transaction isolation level read committed")
            await conn.execute(f"set local lock_timeout = '{LOCK_TIMEOUT_S}s'")
            await conn.execute("select pg_advisory_xact_lock(%s)", (APPEND_LOCK,))
            if metadata.idempotency_key is not None:
                first = await self._by_idempotency_key(conn, metadata.idempotency_key)
                if first:
                    check_same_command(first, stream_id, metadata)
                    return AppendResult(events=first, replayed=True)
            cur = await conn.execute(
                "select coalesce(max(version), 0) from events where stream_id = %s", (stream_id,)
            )
            (actual,) = await cur.fetchone()  # type: ignore[misc]
            if actual != expected_version:
                raise StreamVersionConflict(stream_id, expected_version, actual)
            n = len(encoded)
            try:
                cur = await conn.execute(
                    f"""insert into events (stream_id, version, event_id, type, schema_version, data, metadata)
                        select %s, v, id, t, %s, d::jsonb, %s::jsonb
                        from unnest(%s::int[], %s::uuid[], %s::text[], %s::text[]) as u(v, id, t, d)
                        order by v
                        returning {_COLUMNS}""",
                    (
                        stream_id,
                        CURRENT_SCHEMA_VERSION,
                        meta,
                        list(range(expected_version + 1, expected_version + n + 1)),
                        [uuid.uuid4() for _ in range(n)],
                        [t for t, _ in encoded],
                        [d.decode() for _, d in encoded],
                    ),
                )
            except pg_errors.UniqueViolation as exc:  # a writer that bypassed the lock
                raise StreamVersionConflict(stream_id, expected_version, None) from exc
            except (pg_errors.UntranslatableCharacter, pg_errors.CharacterNotInRepertoire) as exc:
                raise InvalidText(
                    "the request holds a character PostgreSQL cannot store (the NUL character "
                    "\\u0000); remove it and send again"
                ) from exc
            rows = await cur.fetchall()
        return AppendResult(events=[self._row(r) for r in sorted(rows, key=lambda r: r[0])])

    async def find_idempotent(self, key: str) -> list[RecordedEvent]:
        """The events a command sent with ``Idempotency-Key: key`` appended (empty if none)."""
        async with self._connect() as conn:
            return await self._by_idempotency_key(conn, key)

    async def _by_idempotency_key(self, conn, key: str) -> list[RecordedEvent]:
        cur = await conn.execute(
            f"select {_COLUMNS} from events where metadata ->> 'idempotency_key' = %s "
            "and metadata ? 'idempotency_key' order by position",
            (key,),
        )
        return [self._row(r) for r in await cur.fetchall()]

    async def read_stream(
        self, stream_id: str, after: int = 0, to: int | None = None
    ) -> list[RecordedEvent]:
        """The events of ``stream_id`` with ``after < version <= to`` (no upper bound when
        ``to`` is None), in version order. An unknown stream reads as empty."""
        async with self._connect() as conn:
            cur = await conn.execute(
                f"select {_COLUMNS} from events where stream_id = %s and version > %s "
                "and (%s::int is null or version <= %s::int) order by version",
                (stream_id, after, to, to),
            )
            return [self._row(r) for r in await cur.fetchall()]

    async def read_all(self, after_position: int = 0, limit: int = 1000) -> list[RecordedEvent]:
        """Up to ``limit`` events of all streams with ``position > after_position``, in global
        (= commit) order."""
        async with self._connect() as conn:
            cur = await conn.execute(
                f"select {_COLUMNS} from events where position > %s order by position limit %s",
                (after_position, limit),
            )
            return [self._row(r) for r in await cur.fetchall()]

    async def ping(self) -> None:
        """Raise if the database does not answer ``select 1``."""
        async with self._connect() as conn:
            await conn.execute("select 1")

    async def stream_version(self, stream_id: str) -> int:
        """The stream's current version; 0 for a stream that does not exist."""
        async with self._connect() as conn:
            cur = await conn.execute(
                "select coalesce(max(version), 0) from events where stream_id = %s", (stream_id,)
            )
            (version,) = await cur.fetchone()  # type: ignore[misc]
            return version

    async def list_streams(self, limit: int = 100) -> list[RecordedEvent]:
        """The first event of each of the newest ``limit`` streams (encounters), newest first."""
        async with self._connect() as conn:
            cur = await conn.execute(
                f"select {_COLUMNS} from events where version = 1 order by position desc limit %s",
                (limit,),
            )
            return [self._row(r) for r in await cur.fetchall()]


def check_same_command(first: list[RecordedEvent], stream_id: str, metadata: Metadata) -> None:
    """Raise ``IdempotencyKeyReused`` unless ``first`` (the events stored under the key) came
    from the same command, on the same stream, as ``metadata`` describes."""
    used = first[0]
    if used.stream_id != stream_id or used.metadata.command_hash != metadata.command_hash:
        raise IdempotencyKeyReused(
            f"Idempotency-Key {metadata.idempotency_key!r} was already used for another request; "
            "use a new key for each new command (keys are unique across all encounters)"
        )
