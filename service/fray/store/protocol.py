"""The event store's port: what the service layer needs of a store, whatever keeps the events.

Two adapters implement it: ``PostgresEventStore`` (``fray.store.event_store``, the real one) and
``MemoryEventStore`` (``fray.store.memory``, for unit tests and for measuring the service layer
without a database). One set of contract tests (``tests/contract/``) runs against both.

The contract, in the event-store world's words (DESIGN.md, "Models to learn from"):

- ``append(stream_id, expected_version, events, metadata)`` stores ``events`` as versions
  ``expected_version + 1 …`` of the stream, all or nothing, only if the stream is at
  ``expected_version`` (0: the stream does not exist yet); else ``StreamVersionConflict``.
- An ``Idempotency-Key`` (``metadata.idempotency_key``) is unique across all streams: a second
  append with the same key stores nothing and returns the first one's events
  (``replayed=True``), or raises ``IdempotencyKeyReused`` if it came from another command or
  stream. The key check wins over the version check (a retry of a command that succeeded must
  not fail because the stream moved on).
- ``read_stream`` returns a stream's events in version order; versions are gapless.
- Every appended event carries its ``hash`` in the stream's hash chain and its random
  ``salt`` (``fray.store.chain``), set by the append itself; ``read_raw`` returns the rows as
  stored (payloads at their own schema version) for export and verify, and ``import_stream``
  writes checked rows as a new stream, hashes and salts as given.
- ``read_all`` follows the global order: a reader that asks again after the last event it got
  never skips an event appended concurrently, however many writers there are.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Protocol

import msgspec

from fray.domain.events import Event
from fray.store.chain import StoredRow
from fray.store.codec import LogEntry, Metadata, RecordedEvent
from fray.store.errors import IdempotencyKeyReused


class AppendResult(msgspec.Struct, frozen=True):
    """What an append stored (or, for a retried idempotent command, what it stored the first
    time: ``replayed`` is then True and nothing new was written)."""

    events: list[RecordedEvent]
    replayed: bool = False

    @property
    def version(self) -> int:
        """The stream version after the append (of the last event it stored)."""
        return self.events[-1].version


class EventStore(Protocol):
    """Reads and appends encounter streams (one stream per encounter)."""

    async def append(
        self, stream_id: str, expected_version: int, events: Sequence[Event], metadata: Metadata
    ) -> AppendResult:
        """Append ``events`` as versions ``expected_version + 1 …`` (see the module docstring).
        Raises ``StreamVersionConflict``, ``IdempotencyKeyReused``, ``InvalidText``,
        ``StoreUnavailable``/``StoreBusy``, ``ValueError`` for no events."""
        ...

    async def find_idempotent(self, key: str) -> list[RecordedEvent]:
        """The events the command sent with ``Idempotency-Key: key`` appended (empty if none)."""
        ...

    async def read_stream(self, stream_id: str, after: int = 0, to: int | None = None) -> list[RecordedEvent]:
        """The stream's events with ``after < version <= to`` in version order (empty for an
        unknown stream)."""
        ...

    async def read_entries(self, stream_id: str, decode: Collection[str]) -> list[LogEntry]:
        """Every event of the stream in version order, without payloads except for the types
        in ``decode`` (empty for an unknown stream)."""
        ...

    async def read_raw(self, stream_id: str, after: int = 0, to: int | None = None) -> list[StoredRow]:
        """The stream's rows with ``after < version <= to`` as stored (not upcast), with their
        salts and hashes (empty for an unknown stream)."""
        ...

    async def import_stream(self, stream_id: str, rows: Sequence[StoredRow]) -> int:
        """Write ``rows`` (versions 1, 2, …, checked by the caller) as a new stream, all or
        nothing; returns its version. Raises ``StreamVersionConflict`` if the stream exists,
        ``InvalidText``, ``ValueError`` for no rows."""
        ...

    async def read_all(self, after_position: int = 0, limit: int = 1000) -> list[RecordedEvent]:
        """Up to ``limit`` events of all streams after the event at ``after_position`` (0: from
        the start), in the global order. Raises ``ValueError`` for a position no event has."""
        ...

    async def stream_version(self, stream_id: str) -> int:
        """The stream's current version; 0 for a stream that does not exist."""
        ...

    async def stream_versions(self, stream_ids: Collection[str]) -> dict[str, int]:
        """The current version of each of ``stream_ids`` in one read; streams that do not
        exist are left out. What a process's feed watcher asks every few seconds."""
        ...

    async def list_streams(self, limit: int = 100) -> list[RecordedEvent]:
        """The first event of each of the newest ``limit`` streams, newest first."""
        ...

    async def ping(self) -> None:
        """Raise ``StoreUnavailable`` if the store does not answer."""
        ...

    def note_head(self, stream_id: str, version: int, hash_: str | None) -> None:
        """A hint: the stream's event at ``version`` has chain hash ``hash_`` (hex; None before
        the chain), as another process published it, so the next append after it need not
        read it back. A store that needs no hint ignores it."""
        ...


def check_same_command(first: list[RecordedEvent], stream_id: str, metadata: Metadata) -> None:
    """Raise ``IdempotencyKeyReused`` unless ``first`` (the events stored under the key) came
    from the same command, on the same stream, as ``metadata`` describes."""
    used = first[0]
    if used.stream_id != stream_id or used.metadata.command_hash != metadata.command_hash:
        raise IdempotencyKeyReused(
            f"Idempotency-Key {metadata.idempotency_key!r} was already used for another request; "
            "use a new key for each new command (keys are unique across all encounters)"
        )
