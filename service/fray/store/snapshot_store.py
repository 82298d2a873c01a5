"""Where snapshots are kept: the ``snapshots`` table (PostgreSQL) or a dict (memory, for tests).

A snapshot row is bytes to this module (``fray.service_layer.snapshots`` says what they mean). Rows are keyed
by stream, the fingerprint of the code that folded them, and version; writing one that exists
changes nothing. Unlike the event log the table may be emptied at will: nothing is lost,
``fray rebuild`` folds them again from the log.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Protocol

import msgspec
from psycopg import AsyncConnection
from psycopg_pool import AsyncConnectionPool

from fray.store.pooled import pooled


class SnapshotRow(msgspec.Struct, frozen=True, kw_only=True):
    """One stored snapshot: its ``version``, the revoked ``(first, last)`` ranges it assumed,
    the chain hash at its version (hex) and the encoded ``state``."""

    version: int
    revoked: list[tuple[int, int]]
    head_hash: str | None
    state: bytes


class SnapshotStore(Protocol):
    """Reads and writes snapshot rows."""

    async def newest(self, stream_id: str, fingerprint: str, at_most: int | None = None) -> SnapshotRow | None:
        """The newest snapshot of ``stream_id`` made by ``fingerprint`` at or below ``at_most``."""
        ...

    async def save(self, stream_id: str, fingerprint: str, row: SnapshotRow) -> None:
        """Keep ``row`` (nothing changes if one is kept at that version already)."""
        ...

    async def drop(self, stream_id: str) -> int:
        """Forget every snapshot of ``stream_id`` (any code's); how many there were."""
        ...

    async def count(self, stream_id: str, fingerprint: str) -> int:
        """How many snapshots of ``stream_id`` the code ``fingerprint`` made."""
        ...


_revoked = msgspec.json.Decoder(list[tuple[int, int]])


class PostgresSnapshots:
    """The ``snapshots`` table, through the event store's pool."""

    def __init__(self, pool: AsyncConnectionPool) -> None:
        self._pool = pool

    @asynccontextmanager
    async def _connect(self) -> AsyncIterator[AsyncConnection]:
        async with pooled(self._pool) as conn:
            yield conn

    async def newest(self, stream_id: str, fingerprint: str, at_most: int | None = None) -> SnapshotRow | None:
        """The newest snapshot at or below ``at_most`` (any version when None), or None."""
        async with self._connect() as conn:
            cur = await conn.execute(
                "select version, revoked::text, encode(head_hash, 'hex'), state from snapshots "
                "where stream_id = %s and fingerprint = %s and (%s::int is null or version <= %s::int) "
                "order by version desc limit 1",
                (stream_id, fingerprint, at_most, at_most),
            )
            row = await cur.fetchone()
        if row is None:
            return None
        version, revoked, head, state = row
        return SnapshotRow(version=version, revoked=_revoked.decode(revoked), head_hash=head, state=bytes(state))

    async def save(self, stream_id: str, fingerprint: str, row: SnapshotRow) -> None:
        """Insert the row unless that version is kept already."""
        async with self._connect() as conn:
            await conn.execute(
                "insert into snapshots (stream_id, fingerprint, version, revoked, head_hash, state) "
                "values (%s, %s, %s, %s::jsonb, decode(%s, 'hex'), %s) on conflict do nothing",
                (
                    stream_id,
                    fingerprint,
                    row.version,
                    msgspec.json.encode(row.revoked).decode(),
                    row.head_hash,
                    row.state,
                ),
            )

    async def drop(self, stream_id: str) -> int:
        """Delete the stream's snapshots; how many there were."""
        async with self._connect() as conn:
            cur = await conn.execute("delete from snapshots where stream_id = %s", (stream_id,))
            return cur.rowcount

    async def count(self, stream_id: str, fingerprint: str) -> int:
        """How many snapshots of the stream ``fingerprint`` made."""
        async with self._connect() as conn:
            cur = await conn.execute(
                "select count(*) from snapshots where stream_id = %s and fingerprint = %s", (stream_id, fingerprint)
            )
            row = await cur.fetchone()
        return int(row[0]) if row else 0


class MemorySnapshots:
    """Snapshot rows in a dict (unit tests, the memory store)."""

    def __init__(self) -> None:
        self._rows: dict[tuple[str, str], dict[int, SnapshotRow]] = {}

    async def newest(self, stream_id: str, fingerprint: str, at_most: int | None = None) -> SnapshotRow | None:
        """The newest row at or below ``at_most``, or None."""
        rows = self._rows.get((stream_id, fingerprint), {})
        fit = [v for v in rows if at_most is None or v <= at_most]
        return rows[max(fit)] if fit else None

    async def save(self, stream_id: str, fingerprint: str, row: SnapshotRow) -> None:
        """Keep the row unless that version is kept already."""
        self._rows.setdefault((stream_id, fingerprint), {}).setdefault(row.version, row)

    async def drop(self, stream_id: str) -> int:
        """Forget the stream's rows; how many there were."""
        keys = [k for k in self._rows if k[0] == stream_id]
        return sum(len(self._rows.pop(k)) for k in keys)

    async def count(self, stream_id: str, fingerprint: str) -> int:
        """How many rows ``fingerprint`` made for the stream."""
        return len(self._rows.get((stream_id, fingerprint), {}))
