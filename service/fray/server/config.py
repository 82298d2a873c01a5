"""Settings, read from the environment once at start-up (never at import time)."""

from __future__ import annotations

import os
from pathlib import Path

import msgspec


class Settings(msgspec.Struct, frozen=True, kw_only=True):
    """How this Fray process finds its parts.

    ``database_url``: ``FRAY_DATABASE_URL``; None starts the embedded PostgreSQL in
    ``data_dir``. ``redis_url``: ``FRAY_REDIS_URL``; None fans out in process (one instance
    only). ``channel_prefix`` keeps several Frays (or test runs) on one Redis apart.
    ``feed_poll_s``: seconds between two reads of the process's feed watcher, which asks
    PostgreSQL for the head of every encounter with feeds open here (a message pub/sub lost,
    Redis away: ``fray.live.hub``). ``workers``: ``FRAY_WORKERS``, processes
    ``fray serve`` runs on its port. ``group_commit``: ``FRAY_GROUP_COMMIT`` (``0`` turns it
    off): concurrent appends share a statement (``fray.store.group_commit``).

    Access (``fray.api.auth``, ``fray.api.limits``): ``owner_database_url``
    (``FRAY_OWNER_DATABASE_URL``) is the role that owns the schema and runs migrations when
    the serving role (``database_url``) may not (``fray.store.roles``); ``commands_per_second``
    and ``feeds_per_token`` per token, ``creates_per_minute`` per client address (0: no
    limit); ``cors_origins`` the browser origins allowed to call Fray (``FRAY_CORS_ORIGINS``,
    comma-separated; the WebSocket checks ``Origin`` against them too); ``forwarded_allow_ips``
    the proxies whose ``X-Forwarded-For`` names the client; ``token_cache_s`` how long a
    process trusts a token it looked up (another process's revocation takes that long).
    """

    database_url: str | None = None
    redis_url: str | None = None
    host: str = "127.0.0.1"
    port: int = 8000
    data_dir: Path = Path(".fray")
    channel_prefix: str = "fray"
    pool_size: int = 10
    feed_poll_s: float = 5.0
    workers: int = 1
    group_commit: bool = True
    owner_database_url: str | None = None
    commands_per_second: int = 50
    creates_per_minute: int = 30
    feeds_per_token: int = 10
    cors_origins: tuple[str, ...] = ()
    forwarded_allow_ips: str | None = None
    token_cache_s: float = 5.0


def from_env(env: dict[str, str] | None = None) -> Settings:
    """Settings from ``FRAY_*`` environment variables (``env`` defaults to ``os.environ``).
    Raises ``ValueError`` naming the variable when a number is not a number."""
    env = dict(os.environ if env is None else env)
    for name in (
        "FRAY_PORT",
        "FRAY_POOL_SIZE",
        "FRAY_WORKERS",
        "FRAY_COMMANDS_PER_SECOND",
        "FRAY_CREATES_PER_MINUTE",
        "FRAY_FEEDS_PER_TOKEN",
    ):
        if not env.get(name, "1").isdigit():
            raise ValueError(f"{name} must be a whole number, got {env[name]!r}")
    return Settings(
        database_url=env.get("FRAY_DATABASE_URL") or None,
        redis_url=env.get("FRAY_REDIS_URL") or None,
        host=env.get("FRAY_HOST", "127.0.0.1"),
        port=int(env.get("FRAY_PORT", "8000")),
        data_dir=Path(env.get("FRAY_DATA_DIR", ".fray")),
        channel_prefix=env.get("FRAY_CHANNEL_PREFIX", "fray"),
        pool_size=int(env.get("FRAY_POOL_SIZE", "10")),
        feed_poll_s=_seconds(env, "FRAY_FEED_POLL_S", 5.0),
        workers=max(1, int(env.get("FRAY_WORKERS", "1"))),
        group_commit=env.get("FRAY_GROUP_COMMIT", "1") != "0",
        owner_database_url=env.get("FRAY_OWNER_DATABASE_URL") or None,
        commands_per_second=int(env.get("FRAY_COMMANDS_PER_SECOND", "50")),
        creates_per_minute=int(env.get("FRAY_CREATES_PER_MINUTE", "30")),
        feeds_per_token=int(env.get("FRAY_FEEDS_PER_TOKEN", "10")),
        cors_origins=tuple(o.strip().rstrip("/") for o in env.get("FRAY_CORS_ORIGINS", "").split(",") if o.strip()),
        forwarded_allow_ips=env.get("FRAY_FORWARDED_ALLOW_IPS") or None,
        token_cache_s=_seconds(env, "FRAY_TOKEN_CACHE_S", 5.0),
    )


def _seconds(env: dict[str, str], name: str, default: float) -> float:
    try:
        value = float(env.get(name, default))
    except ValueError:
        raise ValueError(f"{name} must be a number of seconds, got {env[name]!r}") from None
    if not 0.05 <= value <= 3600:
        raise ValueError(f"{name} must be between 0.05 and 3600 seconds, got {value}")
    return value
