"""Keyed MACs over the log and the snapshots, with a key the database does not hold (issue 18).

The hash chain (``fray.store.chain``) proves to anyone that nothing at or before a head hash
they saw changed; it cannot tell a forged event from a real one, since whoever may ``INSERT``
(the serving role) can compute a correct chain hash for an event of their own, and may write
the ``snapshots`` that cold loads start from. So each event's chain hash and each snapshot is
also signed with HMAC-SHA-256 (RFC 2104) under ``FRAY_SIGNING_KEY``, a secret the Fray
processes hold and the database never sees (the embedded default generates one in its data
folder, readable by its owner only: ``fray.store.embedded``):

- ``event_mac`` covers the stream id, the version and the chain hash, so a signature cannot
  be moved to another place; the chain hash covers the content and everything before it.
- ``snapshot_mac`` covers the stream id, the fold code's fingerprint, the version, the revoked
  ranges, the head hash and the state's bytes.

Every MAC starts with its own domain label (``fray-event-v1``, ``fray-snapshot-v1``), so an
event's signature is never a snapshot's.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
import uuid
from pathlib import Path

KEY_FILE = "signing-key"
"""The generated key's file in the embedded default's data folder (mode 0600)."""
MIN_KEY_CHARS = 32
"""A key shorter than this is refused (``secrets.token_urlsafe(32)`` makes 43)."""


class Signer:
    """Signs and checks with one key (its text, as given in ``FRAY_SIGNING_KEY``)."""

    def __init__(self, key: str) -> None:
        if len(key) < MIN_KEY_CHARS:
            raise ValueError(f"FRAY_SIGNING_KEY must be at least {MIN_KEY_CHARS} characters")
        self._key = key.encode()
        self.key_id = hashlib.sha256(b"fray-key-id\0" + self._key).hexdigest()[:12]
        """A name for the key that gives nothing of it away (12 hex digits), for messages."""

    def _mac(self, *parts: bytes) -> bytes:
        mac = hmac.new(self._key, digestmod=hashlib.sha256)
        for part in parts:
            mac.update(len(part).to_bytes(4, "big") + part)
        return mac.digest()

    def event_mac(self, stream_id: str, version: int, chain_hash: bytes) -> bytes:
        """The MAC of the event at ``version`` of ``stream_id`` whose chain hash is ``chain_hash``."""
        return self._mac(b"fray-event-v1", uuid.UUID(stream_id).bytes, version.to_bytes(4, "big"), chain_hash)

    def snapshot_mac(
        self, stream_id: str, fingerprint: str, version: int, revoked: str, head_hash: str | None, state: bytes
    ) -> bytes:
        """The MAC of a snapshot row (``revoked`` as its stored JSON text, ``head_hash`` in hex)."""
        return self._mac(
            b"fray-snapshot-v1",
            uuid.UUID(stream_id).bytes,
            fingerprint.encode(),
            version.to_bytes(4, "big"),
            revoked.encode(),
            (head_hash or "").encode(),
            state,
        )

    def checks(self, mac: bytes | None, expected: bytes) -> bool:
        """Whether ``mac`` is ``expected`` (in constant time; None never is)."""
        return mac is not None and hmac.compare_digest(mac, expected)


def key_in(data_dir: Path) -> str:
    """The signing key kept in ``data_dir`` (the embedded default), generated on first use:
    256 random bits from the OS, in a file only its owner may read or write (0600, created
    so, never widened). Raises ``OSError`` when the file cannot be read or made, and
    ``PermissionError`` when another user may read it (a key others can read signs nothing)."""
    path = data_dir / KEY_FILE
    data_dir.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        if path.stat().st_mode & 0o077:
            raise PermissionError(f"{path} may be read by other users; chmod 600 it") from None
        return path.read_text().strip()
    key = secrets.token_urlsafe(32)
    with os.fdopen(fd, "w") as f:
        f.write(key + "\n")
    return key
