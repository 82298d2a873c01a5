"""The PostgreSQL event store: ``append``, ``read_stream``, ``read_all`` (the ``EventStore`` port).

**One round trip per append.** An append is one ``INSERT`` statement run in autocommit (its own
transaction, committed by the server as the statement ends): it adds the events only when the
stream's head is the expected version, and, when the command has an ``Idempotency-Key``, a CTE
claims the key in the same statement and the events go in only if it was claimed. Two appends
racing for the same version both pass the head check, and the unique index on ``(stream_id,
version)`` lets exactly one in: the other waits for the winner's commit and gets a unique
violation (a version conflict). The key's row in ``command_keys`` is written in the same
statement, so a key is either used with its events or not at all; a second command with that
key finds the first one's events. Appends of concurrent commands share one statement (group
commit, ``fray.store.group_commit``), each checked against its own expected version.

**No lock that spans encounters.** Appends to different encounters never wait for each other.
The global order that cross-encounter readers follow is ``(transaction_id, position)``, and
``read_all`` returns only events whose transaction is older than every transaction still
running (``pg_snapshot_xmin(pg_current_snapshot())``): whatever commits later sorts after
everything already returned, so a follower never skips an event. (``position`` alone comes from
a sequence handed out at insert time, so a later position can commit before an earlier one;
the former design serialised every append behind one advisory lock to hide that.) The price: a
long transaction anywhere in the cluster holds ``read_all`` back (never an append) until it ends.

**Partitioned by encounter.** ``events`` is hash-partitioned on ``stream_id`` (migration 0006):
every statement that names a stream touches one partition (pruned at run time), its primary key
is ``(stream_id, version)``, and ``position`` comes from the sequence ``event_positions``
(unique, no longer a key); ``read_all`` merges the partitions' ``(transaction_id, position)``
indexes in the same order as before.

**No session state.** ``fray.store.pooled.connection_pool`` opens autocommit connections and
every statement stands alone, so an append sends no ``BEGIN``, ``SET`` or ``COMMIT`` of its own
and any statement may run on any server connection (PgBouncer in transaction mode). The lock
timeout is the serving role's default (``fray.store.pooled.settle_lock_timeout``); psycopg
prepares a statement after a few uses on a connection unless preparing is off
(``FRAY_DATABASE_PREPARE=off``, for a pooler that cannot keep prepared statements).
"""

from __future__ import annotations

import functools
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Collection, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import msgspec
from psycopg import AsyncConnection
from psycopg import errors as pg_errors
from psycopg_pool import AsyncConnectionPool

from fray.domain.events import Event
from fray.observe.metrics import APPEND_SECONDS, EVENTS_APPENDED
from fray.observe.traces import span
from fray.store.chain import GENESIS, StoredRow, kept_metadata, link, new_salt
from fray.store.codec import EventTypes, LogEntry, Metadata, RecordedEvent
from fray.store.errors import (
    InvalidText,
    StoreBusy,
    StreamVersionConflict,
)
from fray.store.group_commit import GroupCommit
from fray.store.ids import random_id
from fray.store.pooled import pooled, read_rows
from fray.store.protocol import AppendResult, check_same_command
from fray.store.signing import Signer

_COLUMNS = (
    "position, stream_id::text, version, event_id::text, type, schema_version, data::text, "
    "metadata::text, recorded_at, encode(chain_hash, 'hex'), encode(salt, 'hex')"
)
_E_COLUMNS = (
    "e.position, e.stream_id::text, e.version, e.event_id::text, e.type, e.schema_version, e.data::text, "
    "e.metadata::text, e.recorded_at, encode(e.chain_hash, 'hex'), encode(e.salt, 'hex')"
)
HEADS_CACHED = 4096  # streams whose head hash an append can chain to without reading it first
_metadata_encoder = msgspec.json.Encoder()
_batch_encoder = msgspec.json.Encoder()
_metadata_decoder = msgspec.json.Decoder(Metadata)


def _bytes(hex_: str | None) -> bytes | None:
    return bytes.fromhex(hex_) if hex_ else None


@functools.lru_cache(maxsize=64)
def _append_sql(n: int, keyed: bool) -> str:
    """The append statement for ``n`` events. Parameters: stream, expected version, (key and
    its command hash when ``keyed``), metadata, then id, type, schema version, data, salt and
    hash and MAC (``fray.store.signing``; null without a key) of each event (each at its own
    type's schema version). One text per shape, so psycopg
    prepares each once per connection; scalar parameters only. Without a key the statement is a
    plain ``INSERT … SELECT … WHERE head = expected`` (the cheapest form measured); with one, a
    CTE claims the key in the same statement."""
    new = ", ".join(
        f"({i}, %s::uuid, %s::text, %s::smallint, %s::text, %s::bytea, %s::bytea, %s::bytea)" for i in range(1, n + 1)
    )
    insert = f"""insert into events (stream_id, version, event_id, type, schema_version, data, metadata,
                    salt, chain_hash, mac)
select p.stream, p.expected + new.n, new.id, new.t, new.sv, new.d::jsonb, p.meta, new.s, new.h, new.m
from p, (values {new}) as new (n, id, t, sv, d, s, h, m)
where (select coalesce(max(version), 0) from events where stream_id = p.stream) = p.expected"""
    if not keyed:
        return f"""with p (stream, expected, meta) as (
    values (%s::uuid, %s::int, %s::jsonb))
{insert}
order by new.n
returning position, recorded_at"""
    return f"""with p (stream, expected, key, hash, meta) as (
    values (%s::uuid, %s::int, %s::text, %s::text, %s::jsonb)
), claim as (
    insert into command_keys (idempotency_key, stream_id, first_version, last_version, command_hash)
    select p.key, p.stream, p.expected + 1, p.expected + {n}, p.hash from p
    where (select coalesce(max(version), 0) from events where stream_id = p.stream) = p.expected
    on conflict (idempotency_key) do nothing
    returning 1
)
{insert}
  and exists (select from claim)
order by new.n
returning position, recorded_at"""


# A batch travels as two JSON documents (one text parameter each: nothing for psycopg to dump
# element by element), the events' own JSON embedded as it is.
_APPEND_MANY = """
with b as (
    select * from jsonb_to_recordset(%s::jsonb) as b (i int, stream uuid, expected int, meta jsonb)
), ok as (
    select b.* from b
    where (select coalesce(max(version), 0) from events where stream_id = b.stream) = b.expected
), e as (
    select * from jsonb_to_recordset(%s::jsonb)
           as e (i int, n int, id uuid, t text, sv smallint, d jsonb, s text, h text, m text)
)
insert into events (stream_id, version, event_id, type, schema_version, data, metadata, salt, chain_hash, mac)
select ok.stream, ok.expected + e.n, e.id, e.t, e.sv, e.d, ok.meta, decode(e.s, 'hex'), decode(e.h, 'hex'),
       decode(e.m, 'hex')
from ok join e on e.i = ok.i
order by e.i, e.n
returning position, stream_id::text, version, recorded_at
"""
_IMPORT = """
insert into events (stream_id, version, event_id, type, schema_version, data, metadata, salt, chain_hash,
                    mac, recorded_at)
select %s::uuid, r.v, r.id, r.t, r.sv, r.d, r.m, decode(r.s, 'hex'), decode(r.h, 'hex'), decode(r.mac, 'hex'),
       coalesce(r.at, now())
from jsonb_to_recordset(%s::jsonb)
     as r (v int, id uuid, t text, sv smallint, d jsonb, m jsonb, s text, h text, mac text, at timestamptz)
order by r.v
returning position
"""
_NUL_ERRORS = (pg_errors.UntranslatableCharacter, pg_errors.CharacterNotInRepertoire)
# A batch that fails with one of these is retried append by append: the fault may be one
# append's (a version another process took, a NUL character, a stuck writer of one stream).
_ONE_APPENDS_FAULT = (pg_errors.UniqueViolation, *_NUL_ERRORS, StoreBusy)

# The bound is a pair of values computed once (an InitPlan), never a join: so it is an index
# condition on each partition's (transaction_id, position) index and the merge of the
# partitions starts at the bound, instead of reading the global order from its beginning. An
# after-position no event has gives a null bound: no rows (``read_all`` then says so).
_READ_ALL = f"""
select {_COLUMNS} from events
where (transaction_id, position) > (
        case when %(after)s::bigint = 0 then '0'::xid8
             else (select transaction_id from events where position = %(after)s::bigint) end,
        %(after)s::bigint)
  and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
order by transaction_id, position
limit %(limit)s
"""


@dataclass(frozen=True, slots=True)
class _Prepared:
    """An append, encoded and ready to send."""

    stream_id: str
    expected: int
    events: list[Event]
    types: list[str]
    versions: list[int]
    data: list[str]
    ids: list[str]
    metadata: Metadata
    meta: str
    salts: list[bytes]
    hashes: list[bytes]
    macs: list[bytes | None]


class PostgresEventStore:
    """Reads and appends encounter streams in PostgreSQL through a pool from
    ``fray.store.pooled.connection_pool``. With a ``signer`` every event it appends or imports
    is signed (``fray.store.signing``); without one they are stored unsigned."""

    def __init__(
        self, pool: AsyncConnectionPool, types: EventTypes, *, group_commit: bool = True, signer: Signer | None = None
    ) -> None:
        self._pool = pool
        self._signer = signer
        self._types = types
        self._heads: OrderedDict[str, tuple[int, bytes | None]] = OrderedDict()
        self._group: GroupCommit[_Prepared, list[tuple[int, datetime]]] | None = None
        if group_commit:
            self._group = GroupCommit(
                self._append_many,
                self._append_one,
                lambda exc: isinstance(exc, _ONE_APPENDS_FAULT),
                collided=lambda exc: isinstance(exc, pg_errors.UniqueViolation),
            )

    @asynccontextmanager
    async def _connect(self) -> AsyncIterator[AsyncConnection]:
        """A pooled connection; the driver's outage errors become the store's own. A connection
        that broke (the server restarted) is discarded by the pool when it comes back."""
        try:
            async with pooled(self._pool) as conn:
                yield conn
        except pg_errors.LockNotAvailable as exc:
            raise StoreBusy(
                "the event store is busy: an append waited too long for another writer of "
                "this encounter; try again in a moment"
            ) from exc

    async def _query(self, sql: str, params: Sequence[object] | dict[str, object]) -> list[tuple[Any, ...]]:
        """Rows of a read (``fray.store.pooled.read_rows``: unchecked first, and a stale pooled
        connection costs one retry on a checked one, not an error)."""
        return await read_rows(self._connect, sql, params)

    def _row(self, row: tuple[Any, ...]) -> RecordedEvent:
        position, stream_id, version, event_id, type_, schema_version, data, metadata, at, hash_, salt = row
        return RecordedEvent(
            position=position,
            stream_id=stream_id,
            version=version,
            event_id=event_id,
            type=type_,
            data=self._types.decode(type_, schema_version, data),
            metadata=_metadata_decoder.decode(metadata),
            recorded_at=at,
            hash=hash_,
            salt=salt,
        )

    def _remember_head(self, stream_id: str, version: int, hash_: bytes | None) -> None:
        """Note the chain hash at ``version`` of ``stream_id`` (rows never change, so a noted
        hash stays true; only the newest noted version per stream is kept)."""
        known = self._heads.get(stream_id)
        if known is None or known[0] < version:
            self._heads[stream_id] = (version, hash_)
        self._heads.move_to_end(stream_id)
        while len(self._heads) > HEADS_CACHED:
            self._heads.popitem(last=False)

    def note_head(self, stream_id: str, version: int, hash_: str | None) -> None:
        """Note the chain hash another process published for ``version`` of ``stream_id``
        (hex, or None for an event before the chain), so the next append after it chains to
        it without reading it (``_previous_hash``)."""
        self._remember_head(stream_id, version, bytes.fromhex(hash_) if hash_ else None)

    async def _previous_hash(self, stream_id: str, version: int) -> bytes:
        """The hash the next event after ``version`` chains to: ``GENESIS`` for a new stream or
        one whose event at ``version`` predates the chain; otherwise that event's hash (noted
        from an earlier append or read, else read: one query, on a stream this process has not
        touched). For a stream not at ``version`` the append fails its version check anyway."""
        if version == 0:
            return GENESIS
        known = self._heads.get(stream_id)
        if known is not None and known[0] == version:
            return known[1] or GENESIS
        rows = await self._query(
            "select chain_hash from events where stream_id = %s and version = %s", (stream_id, version)
        )
        found: bytes | None = bytes(rows[0][0]) if rows and rows[0][0] is not None else None
        if rows:
            self._remember_head(stream_id, version, found)
        return found or GENESIS

    async def append(
        self,
        stream_id: str,
        expected_version: int,
        events: Sequence[Event],
        metadata: Metadata,
    ) -> AppendResult:
        """Append ``events`` to ``stream_id`` in one statement (one round trip, one transaction),
        as versions ``expected_version + 1 …``. ``expected_version`` 0 creates the stream.
        Without an ``Idempotency-Key``, concurrent appends to other streams may share the
        statement (group commit, ``fray.store.group_commit``); each is checked on its own.

        If ``metadata.idempotency_key`` was already used for this stream with the same
        ``command_hash``, nothing is written and the first append's events are returned
        (``replayed=True``). Raises ``StreamVersionConflict`` when the stream is not at
        ``expected_version``, ``IdempotencyKeyReused`` when the key belongs to another command
        or encounter, ``InvalidText`` for a NUL character, ``StoreBusy`` after waiting the
        role's ``lock_timeout`` (``fray.store.pooled.LOCK_TIMEOUT_S``) for a stuck writer of
        the same stream, ``StoreUnavailable`` when PostgreSQL does not answer, ``ValueError``
        for an empty ``events``.
        """
        if not events:
            raise ValueError("append needs at least one event")
        encoded = [self._types.encode(e) for e in events]
        previous = await self._previous_hash(stream_id, expected_version)
        kept = kept_metadata(metadata)
        salts = [new_salt() for _ in encoded]
        hashes = []
        for (type_, schema_version, data), salt in zip(encoded, salts, strict=True):
            previous = link(previous, type_, schema_version, data, kept, salt)
            hashes.append(previous)
        macs = [self._mac(stream_id, expected_version + i, h) for i, h in enumerate(hashes, start=1)]
        prepared = _Prepared(
            stream_id,
            expected_version,
            list(events),
            [t for t, _, _ in encoded],
            [v for _, v, _ in encoded],
            [d.decode() for _, _, d in encoded],
            [random_id() for _ in encoded],
            metadata,
            _metadata_encoder.encode(metadata).decode(),
            salts,
            hashes,
            macs,
        )
        key = metadata.idempotency_key
        started = time.perf_counter()
        with span("fray.append", **{"fray.events": len(events)}):
            if key is None and self._group is not None:
                rows = await self._group.submit(prepared, stream_id)
            else:
                rows = await self._append_one(prepared)
        APPEND_SECONDS.observe(time.perf_counter() - started)
        if rows:
            EVENTS_APPENDED.inc(len(rows))
        if not rows:  # a version conflict, or the key was used before: find out which
            if key is not None and (first := await self.find_idempotent(key)):
                check_same_command(first, stream_id, metadata)  # the key wins (the contract)
                return AppendResult(events=first, replayed=True)
            raise StreamVersionConflict(stream_id, expected_version, await self.stream_version(stream_id))
        self._remember_head(stream_id, expected_version + len(events), hashes[-1])
        return AppendResult(
            events=[
                RecordedEvent(
                    position=position,
                    stream_id=stream_id,
                    version=expected_version + i,
                    event_id=event_id,
                    type=type_,
                    data=event,
                    metadata=metadata,
                    recorded_at=at,
                    hash=hash_.hex(),
                    salt=salt.hex(),
                )
                for i, ((position, at), event_id, type_, event, hash_, salt) in enumerate(
                    zip(rows, prepared.ids, prepared.types, prepared.events, hashes, salts, strict=True), start=1
                )
            ]
        )

    def _mac(self, stream_id: str, version: int, chain_hash: bytes | None) -> bytes | None:
        """The MAC of an event (None without a signer, or for an event outside the chain)."""
        if self._signer is None or chain_hash is None:
            return None
        return self._signer.event_mac(stream_id, version, chain_hash)

    async def _append_one(self, a: _Prepared) -> list[tuple[int, datetime]]:
        """Run one append as its own statement: the rows it stored (position, recorded_at), or
        none when the stream was not at the expected version (or the key was taken)."""
        key = a.metadata.idempotency_key
        params: list[object] = [a.stream_id, a.expected]
        if key is not None:
            params += (key, a.metadata.command_hash)
        params.append(a.meta)
        for row in zip(a.ids, a.types, a.versions, a.data, a.salts, a.hashes, a.macs, strict=True):
            params += row
        try:
            async with self._connect() as conn:
                cur = await conn.execute(_append_sql(len(a.ids), key is not None), params)
                return await cur.fetchall()
        except pg_errors.UniqueViolation:  # another writer took this version first
            return []
        except _NUL_ERRORS as exc:
            raise InvalidText(
                "the request holds a character PostgreSQL cannot store (the NUL character "
                "\\u0000); remove it and send again"
            ) from exc

    async def _append_many(self, appends: list[_Prepared]) -> list[list[tuple[int, datetime]]]:
        """Run several keyless appends (to distinct streams) as one statement: each one's rows,
        none for an append whose stream was not at its expected version. Raises the driver's
        ``UniqueViolation`` (someone else took a version) or a NUL error for the whole batch."""
        heads = _batch_encoder.encode(
            [
                {"i": i, "stream": a.stream_id, "expected": a.expected, "meta": msgspec.Raw(a.meta.encode())}
                for i, a in enumerate(appends)
            ]
        )
        rows_in = _batch_encoder.encode(
            [
                {
                    "i": i,
                    "n": n,
                    "id": event_id,
                    "t": type_,
                    "sv": schema_version,
                    "d": msgspec.Raw(data.encode()),
                    "s": salt.hex(),
                    "h": hash_.hex(),
                    "m": mac.hex() if mac else None,
                }
                for i, a in enumerate(appends)
                for n, (event_id, type_, schema_version, data, salt, hash_, mac) in enumerate(
                    zip(a.ids, a.types, a.versions, a.data, a.salts, a.hashes, a.macs, strict=True), start=1
                )
            ]
        )
        params = (heads.decode(), rows_in.decode())
        async with self._connect() as conn:
            cur = await conn.execute(_APPEND_MANY, params)
            rows = await cur.fetchall()
        by_stream: dict[str, list[tuple[int, datetime]]] = {}
        for position, stream_id, _version, at in rows:  # ordered by append, then version
            by_stream.setdefault(stream_id, []).append((position, at))
        return [by_stream.get(a.stream_id, []) for a in appends]

    async def find_idempotent(self, key: str) -> list[RecordedEvent]:
        """The events a command sent with ``Idempotency-Key: key`` appended (empty if none)."""
        rows = await self._query(
            f"select {_E_COLUMNS} from events e join command_keys k on k.idempotency_key = %s "
            "and e.stream_id = k.stream_id and e.version between k.first_version and k.last_version "
            "order by e.version",
            (key,),
        )
        return [self._row(r) for r in rows]

    async def read_stream(self, stream_id: str, after: int = 0, to: int | None = None) -> list[RecordedEvent]:
        """The events of ``stream_id`` with ``after < version <= to`` (no upper bound when
        ``to`` is None), in version order. An unknown stream reads as empty."""
        rows = await self._query(
            f"select {_COLUMNS} from events where stream_id = %s and version > %s "
            "and (%s::int is null or version <= %s::int) order by version",
            (stream_id, after, to, to),
        )
        out = [self._row(r) for r in rows]
        if out:
            last = out[-1]
            self._remember_head(stream_id, last.version, bytes.fromhex(last.hash) if last.hash else None)
        return out

    async def read_entries(self, stream_id: str, decode: Collection[str]) -> list[LogEntry]:
        """Every event of ``stream_id`` in version order as a ``LogEntry``: version, type and
        metadata, with the payload decoded only for the types in ``decode`` (the history needs
        the undo and redo events and the turn starts; reading no other payload keeps a long
        log's history cheap). An unknown stream reads as empty."""
        rows = await self._query(
            "select version, type, schema_version, metadata::text, "
            "case when type = any(%s) then data::text end from events where stream_id = %s order by version",
            (list(decode), stream_id),
        )
        return [
            LogEntry(
                version=v,
                type=t,
                metadata=_metadata_decoder.decode(m),
                data=None if d is None else self._types.decode(t, sv, d),
            )
            for v, t, sv, m, d in rows
        ]

    async def read_raw(self, stream_id: str, after: int = 0, to: int | None = None) -> list[StoredRow]:
        """The stream's rows with ``after < version <= to`` as stored: payloads at their own
        schema version, not upcast, with their salt and hash (for export and verify)."""
        rows = await self._query(
            "select version, type, schema_version, data::text, metadata::text, encode(salt, 'hex'), "
            "encode(chain_hash, 'hex'), recorded_at, encode(mac, 'hex') from events "
            "where stream_id = %s and version > %s "
            "and (%s::int is null or version <= %s::int) order by version",
            (stream_id, after, to, to),
        )
        return [
            StoredRow(
                version=v,
                type=t,
                schema_version=sv,
                data=msgspec.Raw(d.encode()),
                metadata=msgspec.json.decode(m),
                salt=salt,
                hash=h,
                recorded_at=at,
                mac=mac,
            )
            for v, t, sv, d, m, salt, h, at, mac in rows
        ]

    async def import_stream(self, stream_id: str, rows: Sequence[StoredRow]) -> int:
        """Write ``rows`` (versions 1, 2, …, already checked: ``fray.service_layer.transfer``) as a new stream,
        payloads, schema versions, metadata, salts and hashes as given (the rows' own MACs are
        not: each chained row is signed here with this store's key, after the caller checked
        the public chain), in one statement: all or nothing. Returns the new version. Raises
        ``StreamVersionConflict`` if the stream exists, ``InvalidText`` for a NUL character,
        ``ValueError`` for no rows."""
        if not rows:
            raise ValueError("an import needs at least one event")
        batch = _batch_encoder.encode(
            [
                {
                    "v": r.version,
                    "id": random_id(),
                    "t": r.type,
                    "sv": r.schema_version,
                    "d": r.data,
                    "m": r.metadata,
                    "s": r.salt,
                    "h": r.hash,
                    "mac": mac.hex() if (mac := self._mac(stream_id, r.version, _bytes(r.hash))) else None,
                    "at": r.recorded_at,
                }
                for r in rows
            ]
        )
        try:
            async with self._connect() as conn:
                cur = await conn.execute(_IMPORT, (stream_id, batch.decode()))
                stored = await cur.fetchall()
        except pg_errors.UniqueViolation as exc:
            raise StreamVersionConflict(stream_id, 0, await self.stream_version(stream_id)) from exc
        except _NUL_ERRORS as exc:
            raise InvalidText("the file holds a character PostgreSQL cannot store (the NUL character \\u0000)") from exc
        last = rows[-1]
        self._remember_head(stream_id, last.version, bytes.fromhex(last.hash) if last.hash else None)
        return len(stored)

    async def read_all(self, after_position: int = 0, limit: int = 1000) -> list[RecordedEvent]:
        """Up to ``limit`` events of all streams after the event at ``after_position`` (0: from
        the start), in the global order ``(transaction, position)``, only from transactions
        older than any still running (see the module docstring): asking again after the last
        event returned never skips one. Raises ``ValueError`` for a position no event has."""
        rows = await self._query(_READ_ALL, {"after": after_position, "limit": limit})
        if (
            not rows
            and after_position
            and not await self._query("select 1 from events where position = %s", (after_position,))
        ):
            raise ValueError(f"no event has position {after_position}")
        return [self._row(r) for r in rows]

    async def ping(self) -> None:
        """Raise ``StoreUnavailable`` if the database does not answer ``select 1``."""
        await self._query("select 1", ())

    async def stream_version(self, stream_id: str) -> int:
        """The stream's current version; 0 for a stream that does not exist."""
        rows = await self._query("select coalesce(max(version), 0) from events where stream_id = %s", (stream_id,))
        return int(rows[0][0])

    async def stream_versions(self, stream_ids: Collection[str]) -> dict[str, int]:
        """The current version of each of ``stream_ids`` that exists, in one statement (an
        index-only max per stream)."""
        if not stream_ids:
            return {}
        rows = await self._query(
            "select s::text, (select max(version) from events where stream_id = s) from unnest(%s::uuid[]) as s",
            (list(stream_ids),),
        )
        return {sid: int(v) for sid, v in rows if v is not None}

    async def list_streams(self, limit: int = 100) -> list[RecordedEvent]:
        """The first event of each of the newest ``limit`` streams (encounters), newest first."""
        rows = await self._query(
            f"select {_COLUMNS} from events where version = 1 order by position desc limit %s", (limit,)
        )
        return [self._row(r) for r in rows]
