"""An in-memory ``EventStore``: the same contract as PostgreSQL's, held in one process's dicts.

For unit tests of the service layer and for measuring it without a database. Appends are
atomic because nothing awaits between the check and the write (one event loop), so the global
order is simply the order of appends. Events go through the same codec as the real store's
(encoded and decoded back), so a payload PostgreSQL could not round-trip fails here too.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from datetime import UTC, datetime

import msgspec

from fray.domain.events import Event
from fray.store.chain import GENESIS, StoredRow, kept_metadata, link, new_salt
from fray.store.codec import EventTypes, LogEntry, Metadata, RecordedEvent
from fray.store.errors import InvalidText, StreamVersionConflict
from fray.store.ids import random_id
from fray.store.protocol import AppendResult, check_same_command


class MemoryEventStore:
    """Encounter streams in memory (see the module docstring)."""

    def __init__(self, types: EventTypes) -> None:
        self._types = types
        self._log: list[RecordedEvent] = []  # the global order
        self._streams: dict[str, list[RecordedEvent]] = {}
        self._keys: dict[str, tuple[str, int, int]] = {}  # key -> (stream, first, last version)
        self._index: dict[int, int] = {}  # position -> index in _log
        self._raw: dict[str, list[StoredRow]] = {}  # each stream's rows as stored (export, verify)

    async def append(
        self, stream_id: str, expected_version: int, events: Sequence[Event], metadata: Metadata
    ) -> AppendResult:
        """Append ``events`` as versions ``expected_version + 1 …`` (the ``EventStore``
        contract). Raises ``StreamVersionConflict``, ``IdempotencyKeyReused``, ``InvalidText``
        (a NUL character, as PostgreSQL would), ``ValueError`` for no events."""
        if not events:
            raise ValueError("append needs at least one event")
        key = metadata.idempotency_key
        if key is not None and key in self._keys:
            first = await self.find_idempotent(key)
            check_same_command(first, stream_id, metadata)
            return AppendResult(events=first, replayed=True)
        stream = self._streams.get(stream_id, [])
        if len(stream) != expected_version:
            raise StreamVersionConflict(stream_id, expected_version, len(stream))
        stored: list[RecordedEvent] = []
        rows: list[StoredRow] = []
        raw = self._raw.get(stream_id, [])
        previous = bytes.fromhex(raw[-1].hash) if raw and raw[-1].hash else GENESIS
        kept = kept_metadata(metadata)
        for version, event in enumerate(events, start=expected_version + 1):
            type_, schema_version, data = self._types.encode(event)
            if b"\\u0000" in data:
                raise InvalidText(
                    "the request holds a character PostgreSQL cannot store (the NUL "
                    "character \\u0000); remove it and send again"
                )
            salt = new_salt()
            previous = link(previous, type_, schema_version, data, kept, salt)
            rows.append(
                StoredRow(
                    version=version,
                    type=type_,
                    schema_version=schema_version,
                    data=msgspec.Raw(data),
                    metadata=msgspec.json.decode(msgspec.json.encode(metadata)),
                    salt=salt.hex(),
                    hash=previous.hex(),
                    recorded_at=datetime.now(UTC),
                )
            )
            stored.append(
                RecordedEvent(
                    position=len(self._log) + len(stored) + 1,
                    stream_id=stream_id,
                    version=version,
                    event_id=random_id(),
                    type=type_,
                    data=self._types.decode(type_, schema_version, data),
                    metadata=msgspec.json.decode(msgspec.json.encode(metadata), type=Metadata),
                    recorded_at=datetime.now(UTC),
                    hash=previous.hex(),
                    salt=salt.hex(),
                )
            )
        self._keep(stream_id, stored, rows)
        if key is not None:
            self._keys[key] = (stream_id, expected_version + 1, stored[-1].version)
        return AppendResult(events=stored)

    def _keep(self, stream_id: str, stored: list[RecordedEvent], rows: list[StoredRow]) -> None:
        for recorded in stored:
            self._index[recorded.position] = len(self._log)
            self._log.append(recorded)
        self._streams[stream_id] = self._streams.get(stream_id, []) + stored
        self._raw[stream_id] = self._raw.get(stream_id, []) + rows

    async def read_entries(self, stream_id: str, decode: Collection[str]) -> list[LogEntry]:
        """Every event of the stream as a ``LogEntry``, payloads only for the types in ``decode``."""
        return [
            LogEntry(version=e.version, type=e.type, metadata=e.metadata, data=e.data if e.type in decode else None)
            for e in self._streams.get(stream_id, [])
        ]

    async def read_raw(self, stream_id: str, after: int = 0, to: int | None = None) -> list[StoredRow]:
        """The stream's rows with ``after < version <= to`` as stored (not upcast), salts and hashes."""
        return self._raw.get(stream_id, [])[after:to]

    async def import_stream(self, stream_id: str, rows: Sequence[StoredRow]) -> int:
        """Write checked ``rows`` as a new stream, as given (the ``EventStore`` contract).
        Raises ``StreamVersionConflict`` if it exists, ``ValueError`` for no rows."""
        if not rows:
            raise ValueError("an import needs at least one event")
        if stream_id in self._streams:
            raise StreamVersionConflict(stream_id, 0, len(self._streams[stream_id]))
        now = datetime.now(UTC)
        stored = [
            RecordedEvent(
                position=len(self._log) + i,
                stream_id=stream_id,
                version=r.version,
                event_id=random_id(),
                type=r.type,
                data=self._types.decode(r.type, r.schema_version, bytes(r.data)),
                metadata=msgspec.convert(r.metadata, Metadata),
                recorded_at=r.recorded_at or now,
                hash=r.hash,
                salt=r.salt,
            )
            for i, r in enumerate(rows, start=1)
        ]
        self._keep(stream_id, stored, list(rows))
        return len(stored)

    async def find_idempotent(self, key: str) -> list[RecordedEvent]:
        """The events the command sent with ``Idempotency-Key: key`` appended (empty if none)."""
        if key not in self._keys:
            return []
        stream_id, first, last = self._keys[key]
        return self._streams[stream_id][first - 1 : last]

    async def read_stream(self, stream_id: str, after: int = 0, to: int | None = None) -> list[RecordedEvent]:
        """The stream's events with ``after < version <= to``, in version order."""
        stream = self._streams.get(stream_id, [])
        return stream[after:to]

    async def read_all(self, after_position: int = 0, limit: int = 1000) -> list[RecordedEvent]:
        """Up to ``limit`` events after the one at ``after_position`` (0: from the start), in
        append order. Raises ``ValueError`` for a position no event has."""
        if after_position == 0:
            start = 0
        elif after_position in self._index:
            start = self._index[after_position] + 1
        else:
            raise ValueError(f"no event has position {after_position}")
        return self._log[start : start + limit]

    async def stream_version(self, stream_id: str) -> int:
        """The stream's current version; 0 for a stream that does not exist."""
        return len(self._streams.get(stream_id, []))

    def note_head(self, stream_id: str, version: int, hash_: str | None) -> None:
        """Ignored: this store chains from the events it holds."""

    async def stream_versions(self, stream_ids: Collection[str]) -> dict[str, int]:
        """The current version of each of ``stream_ids`` that exists."""
        return {sid: len(self._streams[sid]) for sid in stream_ids if self._streams.get(sid)}

    async def list_streams(self, limit: int = 100) -> list[RecordedEvent]:
        """The first event of each of the newest ``limit`` streams, newest first."""
        firsts = sorted((s[0] for s in self._streams.values()), key=lambda e: e.position, reverse=True)
        return firsts[:limit]

    async def ping(self) -> None:
        """Always answers."""
