"""The hash chain of a stream: each event's ``chain_hash`` covers its content and the one before.

``chain_hash(n) = SHA-256(chain_hash(n − 1) ‖ canonical(n))``, with 32 zero bytes before the
first event of a chain (``GENESIS``). ``canonical`` is the UTF-8 JSON, keys sorted and no
spaces, of ``{"data", "metadata", "salt", "schema_version", "type"}``: the event's payload as
stored (at its own schema version, never upcast), the metadata an import keeps (everything
but the ``Idempotency-Key`` and the command fingerprint, which are this server's), and the
event's random 128-bit ``salt`` in hex. Never its id, position or recording time, so export →
import → verify holds and the imported stream has the same head hash.

The salt is what keeps a hidden d20 from being guessed from a public hash (without it the
twenty possible payloads could each be tried): it is redacted with the event.

Events written before the chain existed have no salt and no hash (the log's triggers refuse to
add them later): a stream's chain starts at its first event written after it, and from there
on every event must carry both. A client that saw a head hash can later prove that nothing at
or before that version changed, by recomputing the chain up to it (``fray verify``,
``GET /encounters/{id}/verify``).
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Iterable
from datetime import datetime
from typing import Any

import msgspec

from fray.store.codec import Metadata

GENESIS = bytes(32)
SALT_BYTES = 16
DROPPED_METADATA = ("idempotency_key", "command_hash")
"""Metadata an import does not keep (this server's retry bookkeeping), so the hash leaves it out."""

_sorted = msgspec.json.Encoder(order="sorted")
_plain = msgspec.json.Encoder()


def new_salt() -> bytes:
    """16 random bytes from the operating system's CSPRNG (never the dice's generator)."""
    return secrets.token_bytes(SALT_BYTES)


def kept_metadata(metadata: Metadata) -> dict[str, Any]:
    """The metadata an import keeps, as a JSON object (fields at their defaults left out)."""
    return kept(msgspec.json.decode(_plain.encode(metadata)))


def kept(metadata: dict[str, Any]) -> dict[str, Any]:
    """A stored metadata object without what an import does not keep (``DROPPED_METADATA``)."""
    return {k: v for k, v in metadata.items() if k not in DROPPED_METADATA}


def canonical(type_: str, schema_version: int, data: bytes | str, metadata: dict[str, Any], salt: bytes) -> bytes:
    """The bytes an event's hash covers (see the module). ``data`` is the stored JSON payload;
    ``metadata`` the kept metadata (``kept_metadata``)."""
    return _sorted.encode(
        {
            "type": type_,
            "schema_version": schema_version,
            "data": msgspec.json.decode(data),
            "metadata": metadata,
            "salt": salt.hex(),
        }
    )


def link(
    previous: bytes, type_: str, schema_version: int, data: bytes | str, metadata: dict[str, Any], salt: bytes
) -> bytes:
    """The chain hash of an event that follows ``previous`` (``GENESIS`` to start a chain)."""
    return hashlib.sha256(previous + canonical(type_, schema_version, data, metadata, salt)).digest()


class StoredRow(msgspec.Struct, frozen=True, kw_only=True):
    """One event as the log keeps it, payload untouched: what export writes, import reads and
    verify recomputes. ``data`` is the stored JSON at ``schema_version``; ``salt`` and ``hash``
    are hex (None before the chain existed); ``recorded_at`` is when it was first recorded
    (not hashed)."""

    version: int
    type: str
    schema_version: int
    data: msgspec.Raw
    metadata: dict[str, Any]
    salt: str | None = None
    hash: str | None = None
    recorded_at: datetime | None = None


class ChainReport(msgspec.Struct, frozen=True, kw_only=True):
    """What recomputing a stream's chain found: ``ok``; ``events`` checked; ``chained_from``,
    the first version with a hash (None: no chain yet); ``head_hash``, the last event's hash;
    ``broken_at``, the first version whose hash does not follow (None when ``ok``); and
    ``detail`` in words."""

    ok: bool
    events: int
    chained_from: int | None
    head_hash: str | None
    broken_at: int | None = None
    detail: str = ""


def verify(rows: Iterable[StoredRow]) -> ChainReport:
    """Recompute the chain over a stream's rows (in version order) and compare each hash.
    A row without a hash is allowed only before the chain's first hashed row; versions run
    1, 2, 3 … (a missing one is reported where it is missed)."""
    previous: bytes | None = None
    count, start, head = 0, None, None
    for row in rows:
        count += 1
        if row.version != count:
            return ChainReport(
                ok=False,
                events=count,
                chained_from=start,
                head_hash=head,
                broken_at=row.version,
                detail=f"version {row.version} where version {count} belongs: events are missing",
            )
        if row.hash is None or row.salt is None:
            if previous is not None:
                return ChainReport(
                    ok=False,
                    events=count,
                    chained_from=start,
                    head_hash=head,
                    broken_at=row.version,
                    detail=f"version {row.version} has no hash, but the chain began at {start}",
                )
            continue
        if previous is None:
            previous, start = GENESIS, row.version
        expected = link(
            previous, row.type, row.schema_version, bytes(row.data), kept(row.metadata), bytes.fromhex(row.salt)
        )
        if expected.hex() != row.hash:
            return ChainReport(
                ok=False,
                events=count,
                chained_from=start,
                head_hash=head,
                broken_at=row.version,
                detail=f"version {row.version}'s hash does not follow from its content and the "
                "hash before it: the event or one before it was changed",
            )
        previous, head = expected, row.hash
    what = f"{count} events, chained from version {start}" if start is not None else f"{count} events, no chain yet"
    return ChainReport(ok=True, events=count, chained_from=start, head_hash=head, detail=f"intact: {what}")
