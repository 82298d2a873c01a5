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
from fray.store.signing import Signer

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
    (not hashed); ``mac`` the server's signature (hex, None: unsigned; ``fray.store.signing``),
    never exported: an import signs with the importing server's key."""

    version: int
    type: str
    schema_version: int
    data: msgspec.Raw
    metadata: dict[str, Any]
    salt: str | None = None
    hash: str | None = None
    recorded_at: datetime | None = None
    mac: str | None = None


class ChainReport(msgspec.Struct, frozen=True, kw_only=True):
    """What recomputing a stream's chain found: ``ok``; ``events`` checked; ``chained_from``,
    the first version with a hash (None: no chain yet); ``head_hash``, the last event's hash;
    ``broken_at``, the first version whose hash does not follow, or whose signature does not
    check (None when ``ok``); and ``detail`` in words.

    Signatures (``fray.store.signing``), when the server has a signing key (``key_id`` names
    it; None: signatures were not checked): ``signed`` events whose MAC checks, ``unsigned``
    ones written before signing began (before the chain, before the key was set, or before
    migration 0005). An unsigned event after a signed one, or a MAC that does not check, is
    not Fray's writing: ``ok`` is false there."""

    ok: bool
    events: int
    chained_from: int | None
    head_hash: str | None
    broken_at: int | None = None
    detail: str = ""
    key_id: str | None = None
    signed: int = 0
    unsigned: int = 0


class _Walk:
    """The state of a walk along a stream's rows (``verify``)."""

    def __init__(self, stream_id: str | None, signer: Signer | None) -> None:
        self.stream_id, self.signer = stream_id, signer
        self.previous: bytes | None = None
        self.count, self.signed, self.unsigned = 0, 0, 0
        self.start: int | None = None
        self.head: str | None = None

    def report(self, ok: bool, detail: str, broken_at: int | None = None) -> ChainReport:
        return ChainReport(
            ok=ok,
            events=self.count,
            chained_from=self.start,
            head_hash=self.head,
            broken_at=broken_at,
            detail=detail,
            key_id=self.signer.key_id if self.signer else None,
            signed=self.signed,
            unsigned=self.unsigned,
        )

    def signature_fault(self, row: StoredRow, chain_hash: bytes) -> str | None:
        """What is wrong with the row's signature (None: nothing, or no key to check with)."""
        if self.signer is None or self.stream_id is None:
            return None
        if row.mac is None:
            if self.signed:
                return (
                    f"version {row.version} is not signed, but the events before it are: it was not "
                    "written by Fray (an insert by someone without the signing key)"
                )
            self.unsigned += 1
            return None
        expected = self.signer.event_mac(self.stream_id, row.version, chain_hash)
        if not self.signer.checks(bytes.fromhex(row.mac), expected):
            return (
                f"version {row.version}'s signature does not check with this server's key "
                f"({self.signer.key_id}): it was forged, or signed with another key"
            )
        self.signed += 1
        return None


def verify(rows: Iterable[StoredRow], stream_id: str | None = None, signer: Signer | None = None) -> ChainReport:
    """Recompute the chain over a stream's rows (in version order) and compare each hash.
    A row without a hash is allowed only before the chain's first hashed row; versions run
    1, 2, 3 … (a missing one is reported where it is missed). With a ``signer`` (and the
    rows' ``stream_id``) each chained row's MAC is checked too (``ChainReport`` says how)."""
    w = _Walk(stream_id, signer)
    for row in rows:
        w.count += 1
        if row.version != w.count:
            return w.report(
                False, f"version {row.version} where version {w.count} belongs: events are missing", row.version
            )
        if row.hash is None or row.salt is None:
            if w.previous is not None:
                return w.report(
                    False, f"version {row.version} has no hash, but the chain began at {w.start}", row.version
                )
            w.unsigned += signer is not None
            continue
        if w.previous is None:
            w.previous, w.start = GENESIS, row.version
        expected = link(
            w.previous, row.type, row.schema_version, bytes(row.data), kept(row.metadata), bytes.fromhex(row.salt)
        )
        if expected.hex() != row.hash:
            return w.report(
                False,
                f"version {row.version}'s hash does not follow from its content and the "
                "hash before it: the event or one before it was changed",
                row.version,
            )
        if fault := w.signature_fault(row, expected):
            return w.report(False, fault, row.version)
        w.previous, w.head = expected, row.hash
    what = (
        f"{w.count} events, chained from version {w.start}"
        if w.start is not None
        else f"{w.count} events, no chain yet"
    )
    if signer is None or stream_id is None:
        what += "; signatures not checked (no FRAY_SIGNING_KEY)"
    elif w.unsigned:
        what += f"; {w.signed} signed, the first {w.unsigned} unsigned (written before signing began)"
    else:
        what += f"; every event signed with key {signer.key_id}"
    return w.report(True, f"intact: {what}")
