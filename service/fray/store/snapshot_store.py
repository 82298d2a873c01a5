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
from fray.store.signing import Signer


class SnapshotRow(msgspec.Struct, frozen=True, kw_only=True):
    """One stored snapshot: its ``version``, the revoked ``(first, last)`` ranges it assumed,
    the chain hash at its version (hex) and the encoded ``state``. ``trusted`` is false for a
    row read back whose signature does not check with the store's key (forged, unsigned, or
    signed with another key: ``fray.store.signing``); a load must not start from it."""

    version: int
    revoked: list[tuple[int, int]]
    head_hash: str | None
    state: bytes
    trusted: bool = True


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


def _text(revoked: list[tuple[int, int]]) -> str:
    """Revoked ranges as the JSON text a snapshot's MAC covers (``[[1,2],[5,5]]``)."""
    return msgspec.json.encode(revoked).decode()


class PostgresSnapshots:
    """The ``snapshots`` table, through the event store's pool. With a ``signer`` each row
    written is signed and each row read is checked (``SnapshotRow.trusted``)."""

    def __init__(self, pool: AsyncConnectionPool, signer: Signer | None = None) -> None:
        self._pool = pool
        self._signer = signer

    @asynccontextmanager
    async def _connect(self) -> AsyncIterator[AsyncConnection]:
        async with pooled(self._pool) as conn:
            yield conn

    async def newest(self, stream_id: str, fingerprint: str, at_most: int | None = None) -> SnapshotRow | None:
        """The newest snapshot at or below ``at_most`` (any version when None), or None."""
        async with self._connect() as conn:
            cur = await conn.execute(
                "select version, revoked::text, encode(head_hash, 'hex'), state, mac from snapshots "
                "where stream_id = %s and fingerprint = %s and (%s::int is null or version <= %s::int) "
                "order by version desc limit 1",
                (stream_id, fingerprint, at_most, at_most),
            )
            row = await cur.fetchone()
        if row is None:
            return None
        version, revoked, head, state, mac = row
        spans = _revoked.decode(revoked)
        trusted = self._signer is None or self._signer.checks(
            None if mac is None else bytes(mac),
            self._signer.snapshot_mac(stream_id, fingerprint, version, _text(spans), head, bytes(state)),
        )
        return SnapshotRow(version=version, revoked=spans, head_hash=head, state=bytes(state), trusted=trusted)

    async def save(self, stream_id: str, fingerprint: str, row: SnapshotRow) -> None:
        """Insert the row unless that version is kept already; a signed row replaces one kept
        at its version with another signature (a forged or unsigned row is never kept in
        place of the real one)."""
        revoked = _text(row.revoked)
        mac = (
            self._signer.snapshot_mac(stream_id, fingerprint, row.version, revoked, row.head_hash, row.state)
            if self._signer
            else None
        )
        async with self._connect() as conn:
            await conn.execute(
                "insert into snapshots (stream_id, fingerprint, version, revoked, head_hash, state, mac) "
                "values (%s, %s, %s, %s::jsonb, decode(%s, 'hex'), %s, %s) "
                "on conflict (stream_id, fingerprint, version) do update set revoked = excluded.revoked, "
                "head_hash = excluded.head_hash, state = excluded.state, mac = excluded.mac, created_at = now() "
                "where excluded.mac is not null and snapshots.mac is distinct from excluded.mac",
                (stream_id, fingerprint, row.version, revoked, row.head_hash, row.state, mac),
            )

    async def untrusted(self, stream_id: str) -> tuple[int, int]:
        """How many of the stream's snapshots (any code's) are unsigned, and how many carry a
        signature that does not check with this store's key (forged, or another key's); (0, 0)
        without a key."""
        if self._signer is None:
            return 0, 0
        async with self._connect() as conn:
            cur = await conn.execute(
                "select fingerprint, version, revoked::text, encode(head_hash, 'hex'), state, mac from snapshots "
                "where stream_id = %s",
                (stream_id,),
            )
            rows = await cur.fetchall()
        unsigned = sum(mac is None for *_, mac in rows)
        bad = sum(
            mac is not None
            and not self._signer.checks(
                bytes(mac),
                self._signer.snapshot_mac(stream_id, fp, v, _text(_revoked.decode(r)), head, bytes(state)),
            )
            for fp, v, r, head, state, mac in rows
        )
        return unsigned, bad

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
