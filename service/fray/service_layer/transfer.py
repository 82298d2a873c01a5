"""Export and import: an encounter's log as JSON Lines, checked line by line, all or nothing.

**Export** (``export_lines``) writes one stored event a line, as the log keeps it:
``{"version", "type", "schema_version", "data", "metadata", "salt", "hash", "recorded_at"}``.
The payload stays at its own schema version (it is upcast when read, like any stored event),
the metadata is what an import keeps (no ``Idempotency-Key`` nor command fingerprint, which
are this server's), and ``salt`` and ``hash`` are the event's place in the hash chain
(``fray.store.chain``), so the file verifies by itself: anyone can recompute the chain from it.

**Import** (``LogImport``) reads such a file as it arrives (``feed`` a chunk at a time: the body
is never held whole beside its parsed rows) and checks every line before anything is stored:
JSON of that shape (unknown fields refused), versions 1, 2, 3 … in order, a registered event
type at a schema version this code reads, a payload that decodes (upcast) into its event,
metadata Fray reads, a first event that creates the encounter, undos and redos naming earlier
actions, a hash chain that holds (a line without salt and hash only before the chain's first
line), and a log that folds (every event applies to the state before it). The first failure
is an ``ImportRefused`` naming its line number. The encounter keeps the id its log was created
with: the same encounter, moved (import refuses an id this server has; a copy here is a fork).
"""

from __future__ import annotations

import re
import uuid
from collections.abc import AsyncIterator
from datetime import datetime
from typing import Annotated, Any, Protocol

import msgspec

from fray.domain.errors import DomainError
from fray.domain.events import ActionsRestored, ActionsRevoked, EncounterCreated, Event
from fray.domain.history import replay, revoked_versions
from fray.domain.state import EncounterState
from fray.rules.registry import get_ruleset
from fray.store.chain import DROPPED_METADATA, GENESIS, StoredRow, link
from fray.store.codec import EventTypes, Metadata
from fray.store.errors import UnknownEventType

EXPORT_PAGE = 1000  # rows read from the store at a time while exporting
MAX_IMPORT_BYTES = 64 * 1024 * 1024  # an import's own body limit (a 10,000-event log is ~5–10 MiB)
MAX_LINE_BYTES = 1024 * 1024  # one event's line
MAX_IMPORT_EVENTS = 200_000
MEDIA_TYPE = "application/x-ndjson"


class ImportRefused(DomainError):
    """A log that cannot be imported (HTTP 422): ``line`` is the 1-based line number of the
    first problem (0: the file as a whole)."""

    title = "The log cannot be imported"

    def __init__(self, line: int, detail: str) -> None:
        super().__init__(f"line {line}: {detail}" if line else detail)
        self.line = line


Hex32 = Annotated[str, msgspec.Meta(pattern="^[0-9a-f]{32}$")]
Hex64 = Annotated[str, msgspec.Meta(pattern="^[0-9a-f]{64}$")]


class ExportLine(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One line of an exported log (``application/x-ndjson``): the event at ``version``, its
    ``type`` and ``schema_version``, its payload ``data`` as stored (at that schema version),
    the ``metadata`` an import keeps, its hash-chain ``salt`` and ``hash`` (hex; absent for
    events written before the chain) and when it was first recorded (``recorded_at``, kept on
    import so a replay keeps the fight's pace; not hashed)."""

    version: Annotated[int, msgspec.Meta(ge=1)]
    type: Annotated[str, msgspec.Meta(min_length=1, max_length=100)]
    schema_version: Annotated[int, msgspec.Meta(ge=1)]
    data: msgspec.Raw
    metadata: dict[str, Any] = {}
    salt: Hex32 | None = None
    hash: Hex64 | None = None
    recorded_at: datetime | None = None


_line_encoder = msgspec.json.Encoder()
_line_decoder = msgspec.json.Decoder(ExportLine)


def line_of(row: StoredRow, recorded_at: datetime | None = None) -> bytes:
    """The export line of a stored row (with its newline)."""
    kept = {k: v for k, v in row.metadata.items() if k not in DROPPED_METADATA}
    line = ExportLine(
        version=row.version,
        type=row.type,
        schema_version=row.schema_version,
        data=row.data,
        metadata=kept,
        salt=row.salt,
        hash=row.hash,
        recorded_at=recorded_at or row.recorded_at,
    )
    return _line_encoder.encode(line) + b"\n"


class RawRows(Protocol):
    """What an export reads: a stream's rows as stored (an ``EventStore``, or the reads that
    may lag fenced at a head: ``fray.store.replicas.Fenced``)."""

    async def read_raw(self, stream_id: str, after: int = 0, to: int | None = None) -> list[StoredRow]: ...


async def export_lines(store: RawRows, encounter_id: str) -> AsyncIterator[bytes]:
    """The encounter's log as JSON Lines, read a page at a time (empty for an unknown one)."""
    after = 0
    while True:
        rows = await store.read_raw(encounter_id, after=after, to=after + EXPORT_PAGE)
        for row in rows:
            yield line_of(row)
        if len(rows) < EXPORT_PAGE:
            return
        after = rows[-1].version


class Imported(msgspec.Struct, frozen=True, kw_only=True):
    """A checked log, ready to store: the encounter's id, its rows, its state after the last
    line, the first chained version (None: no chain) and the head hash."""

    encounter_id: str
    rows: list[StoredRow]
    state: EncounterState
    chained_from: int | None
    head_hash: str | None


_MESSAGE = re.compile(r" - at `\$(?P<path>[^`]*)`$")


def _why(exc: Exception) -> str:
    text = str(exc)
    match = _MESSAGE.search(text)
    if match:
        return f"{text[: match.start()]} (at {match['path'] or 'the line'})"
    return text


class LogImport:
    """Reads and checks an exported log a chunk at a time (see the module): ``feed`` each
    chunk of the body, then ``finish``. Raises ``ImportRefused`` at the first bad line."""

    def __init__(self, types: EventTypes) -> None:
        self._types = types
        self._pending = b""
        self._line = 0
        self._rows: list[StoredRow] = []
        self._lines: dict[int, int] = {}  # version → line number
        self._events: list[tuple[int, Event]] = []
        self._previous: bytes | None = None  # the chain's last hash (None: no chain yet)
        self._chained_from: int | None = None
        self._size = 0

    def feed(self, chunk: bytes) -> None:
        """Check the complete lines ``chunk`` brings (a partial last line waits for the next)."""
        self._size += len(chunk)
        if self._size > MAX_IMPORT_BYTES:
            raise ImportRefused(self._line + 1, f"the file is larger than {MAX_IMPORT_BYTES // 2**20} MiB")
        data = self._pending + chunk
        *lines, self._pending = data.split(b"\n")
        if len(self._pending) > MAX_LINE_BYTES:
            raise ImportRefused(self._line + 1, f"a line is longer than {MAX_LINE_BYTES // 1024} KiB")
        for raw in lines:
            self._take(raw)

    def _take(self, raw: bytes) -> None:
        self._line += 1
        n = self._line
        if not raw.strip():
            raise ImportRefused(n, "an empty line; each line is one event (JSON), with no blank lines between")
        try:
            line = _line_decoder.decode(raw)
        except msgspec.DecodeError as exc:
            raise ImportRefused(n, f"not an event line: {_why(exc)}") from exc
        expected = len(self._rows) + 1
        if line.version != expected:
            raise ImportRefused(
                n, f"version {line.version} where version {expected} belongs (versions are 1, 2, 3 … with no gap)"
            )
        if len(self._rows) >= MAX_IMPORT_EVENTS:
            raise ImportRefused(n, f"more than {MAX_IMPORT_EVENTS} events")
        try:
            newest = self._types.schema_version(line.type)
        except UnknownEventType as exc:
            raise ImportRefused(n, f"{exc}") from exc
        if line.schema_version > newest:
            raise ImportRefused(
                n,
                f"schema version {line.schema_version} of {line.type} is newer than this Fray reads "
                f"({newest}); import it into a newer Fray",
            )
        try:
            event = self._types.decode(line.type, line.schema_version, bytes(line.data))
            msgspec.convert(line.metadata, Metadata)
        except UnknownEventType as exc:
            raise ImportRefused(n, f"{exc}") from exc
        except (msgspec.ValidationError, msgspec.DecodeError, KeyError, TypeError, ValueError) as exc:
            raise ImportRefused(n, f"a {line.type} event this Fray cannot read: {_why(exc)}") from exc
        self._check_meaning(n, line.version, event)
        metadata = {k: v for k, v in line.metadata.items() if k not in DROPPED_METADATA}
        self._check_chain(n, line, metadata)
        self._rows.append(
            StoredRow(
                version=line.version,
                type=line.type,
                schema_version=line.schema_version,
                data=line.data,
                metadata=metadata,
                salt=line.salt,
                hash=line.hash,
                recorded_at=line.recorded_at,
            )
        )
        self._lines[line.version] = n
        self._events.append((line.version, event))

    def _check_meaning(self, n: int, version: int, event: Event) -> None:
        if version == 1:
            if not isinstance(event, EncounterCreated):
                raise ImportRefused(n, f"the first event must create the encounter, not {type(event).__name__}")
            try:
                uuid.UUID(event.encounter_id)
                get_ruleset(event.ruleset)
            except ValueError as exc:
                raise ImportRefused(n, f"the encounter id {event.encounter_id!r} is not a UUID") from exc
            except DomainError as exc:
                raise ImportRefused(n, exc.detail) from exc
        elif isinstance(event, EncounterCreated):
            raise ImportRefused(n, "only the first event may create the encounter")
        if isinstance(event, (ActionsRevoked, ActionsRestored)):
            for a in event.actions:
                if not 2 <= a.first_version <= a.last_version < version:
                    raise ImportRefused(
                        n,
                        f"an undo or redo names versions {a.first_version}–{a.last_version}, "
                        "which are not earlier actions",
                    )

    def _check_chain(self, n: int, line: ExportLine, metadata: dict[str, Any]) -> None:
        if (line.salt is None) != (line.hash is None):
            raise ImportRefused(n, "salt and hash come together: give both or neither")
        if line.hash is None or line.salt is None:
            if self._previous is not None:
                raise ImportRefused(
                    n, f"no hash, but the hash chain began at version {self._chained_from}: the log was cut or changed"
                )
            return
        previous = self._previous if self._previous is not None else GENESIS
        expected = link(previous, line.type, line.schema_version, bytes(line.data), metadata, bytes.fromhex(line.salt))
        if expected.hex() != line.hash:
            raise ImportRefused(
                n,
                "the hash chain is broken here: this event's hash does not follow from its "
                "content and the hash before it (the event, or one before it, was changed)",
            )
        if self._chained_from is None:
            self._chained_from = line.version
        self._previous = expected

    @property
    def events(self) -> list[tuple[int, Event]]:
        """The events read so far, ``(version, event)``."""
        return self._events

    def finish(self) -> Imported:
        """The checked log. Raises ``ImportRefused``: a last line without its newline that is
        not an event, no events at all, or a log that does not fold (naming the line)."""
        if self._pending.strip():
            self._take(self._pending)
            self._pending = b""
        if not self._rows:
            raise ImportRefused(0, "the file has no events; send an exported log (one event a line)")
        first = self._events[0][1]
        assert isinstance(first, EncounterCreated)
        ruleset = get_ruleset(first.ruleset)
        skip = revoked_versions(self._events)
        state = EncounterState()
        for version, event in self._events:
            try:  # event by event, to name the line of the one that does not apply
                state = replay([(version, event)], ruleset, state, skip)
            except (DomainError, KeyError, ValueError, AttributeError, TypeError) as exc:
                raise ImportRefused(
                    self._lines[version],
                    f"the {self._rows[version - 1].type} event does not apply to the encounter as it stood: {exc!r}",
                ) from exc
        last = self._rows[-1]
        return Imported(
            encounter_id=first.encounter_id,
            rows=self._rows,
            state=state,
            chained_from=self._chained_from,
            head_hash=last.hash,
        )
