"""Where a Fray process finds its parts, and how it says so: the database (configured, or the
embedded PostgreSQL), the broker, and the table's address, as ``fray serve`` and ``fray demo``
print them."""

from __future__ import annotations

import socket

import msgspec

from fray.live.cluster import cluster_address
from fray.server.config import Settings
from fray.store.embedded import SERVING_ROLE, serving_url, start_embedded
from fray.store.signing import Signer, key_in


def describe_database(url: str | None) -> str:
    """A database URL without its password, for printing."""
    if url is None:
        return "none"
    scheme, sep, rest = url.partition("://")
    creds, at, host = rest.rpartition("@")
    if at and ":" in creds:
        creds = creds.split(":", 1)[0] + ":***"
    return f"{scheme}{sep}{creds}{at}{host}"


def resolve_database(settings: Settings) -> tuple[Settings, str]:
    """Settings whose ``database_url`` is set: the configured one, or the embedded PostgreSQL
    started in ``settings.data_dir`` (its superuser owns the schema, ``owner_database_url``;
    Fray serves as the role ``fray_app``; the signing key is the one kept in the data folder
    unless ``FRAY_SIGNING_KEY`` is set); and a line saying which it is. Raises
    ``RuntimeError`` when the embedded PostgreSQL cannot start, ``OSError`` when its key
    cannot be read or made."""
    if settings.database_url:
        return settings, f"PostgreSQL at {describe_database(settings.database_url)}"
    owner = start_embedded(settings.data_dir)
    where = f"embedded PostgreSQL in {(settings.data_dir / 'pgdata').resolve()} (serving as {SERVING_ROLE})"
    return msgspec.structs.replace(
        settings,
        database_url=serving_url(owner, settings.data_dir),
        owner_database_url=owner,
        signing_key=settings.signing_key or key_in(settings.data_dir),
    ), where


def signer_of(settings: Settings) -> Signer | None:
    """The signer of ``settings.signing_key`` (None when it is unset). Raises ``ValueError``
    for a key too short."""
    return Signer(settings.signing_key) if settings.signing_key else None


def describe_signing(settings: Settings) -> str:
    """Whether this process signs what it writes, for printing (the key's id, never the key)."""
    signer = signer_of(settings)
    if signer is None:
        return "none: events and snapshots are not signed (set FRAY_SIGNING_KEY; docs/operating-security.md)"
    return f"events and snapshots signed with key {signer.key_id}"


def describe_replicas(settings: Settings) -> str:
    """Where the reads that may lag go, for printing (URLs without their passwords)."""
    if not settings.read_database_url:
        return "none: every read on the primary (set FRAY_READ_DATABASE_URL for read replicas)"
    urls = ", ".join(describe_database(u) for u in settings.read_database_url)
    return f"reads that may lag on {urls} (the primary when one is behind or away)"


def describe_broker(settings: Settings) -> str:
    """Which fan-out this process uses."""
    if settings.redis_url and cluster_address(settings.redis_url) is not None:
        return f"Redis Cluster sharded pub/sub at {describe_database(settings.redis_url)}"
    if settings.redis_url:
        return f"Redis pub/sub at {describe_database(settings.redis_url)}"
    return "in-process fan-out (set FRAY_REDIS_URL to share live updates between processes)"


def table_address(host: str, port: int) -> str:
    """Where a browser opens the table (``/play/``, the web client). For a wildcard bind
    (``0.0.0.0``, ``::``) the address names this machine's host name, which phones on the same
    network can usually reach (otherwise use the machine's LAN address)."""
    if host in ("0.0.0.0", "::", ""):
        host = socket.gethostname()
    elif ":" in host:
        host = f"[{host}]"
    return f"http://{host}:{port}/play/"
