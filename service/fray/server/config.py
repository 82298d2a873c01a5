"""Settings, read from the environment once at start-up (never at import time).

Each field of :class:`Settings` is read from the variable ``FRAY_`` + its name in capitals
(``port`` from ``FRAY_PORT``) by ``msgspec.convert(..., strict=False)``, so a field's type, its
constraints and its one default are stated once, in the class. An empty variable counts as
unset. A list (``cors_origins``) is written comma-separated. A value its field refuses raises
``ValueError`` naming the variable and what it must be (``FRAY_PORT must be a whole number
from 0 to 65535, got '80a'``).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Any, Literal

import msgspec

PREFIX = "FRAY_"

Seconds = Annotated[float, msgspec.Meta(ge=0.05, le=3600)]
"""Seconds, from 0.05 to an hour."""
PerToken = Annotated[int, msgspec.Meta(ge=0)]
"""A limit per token or per client address; 0: no limit."""


class Settings(msgspec.Struct, frozen=True, kw_only=True):
    """How this Fray process finds its parts; each field is read from ``FRAY_<NAME>`` (the
    module docstring).

    ``database_url``: ``FRAY_DATABASE_URL``; None starts the embedded PostgreSQL in
    ``data_dir``. ``redis_url``: ``FRAY_REDIS_URL``; None fans out in process (one instance
    only); ``redis+cluster://host:port,host:port`` names a Redis Cluster, spoken to with
    sharded pub/sub (``fray.live.cluster``). ``channel_prefix`` keeps several Frays (or test runs) on one Redis apart.
    ``pool_size``: PostgreSQL connections per process (1 or more). ``read_database_url``:
    ``FRAY_READ_DATABASE_URL``, read replicas (streaming standbys of ``database_url``,
    comma-separated) for the reads that may lag (``fray.store.replicas``), each with a pool of
    its own of ``read_pool_size`` connections at most; empty: every read on the primary. ``feed_poll_s``: seconds
    between two reads of the process's feed watcher, which asks PostgreSQL for the head of
    every encounter with feeds open here (a message pub/sub lost, Redis away:
    ``fray.live.hub``). ``workers``: ``FRAY_WORKERS``, processes ``fray serve`` runs on its
    port (1 or more). ``group_commit``: ``FRAY_GROUP_COMMIT`` (``0`` or ``false`` turns it
    off): concurrent appends share a statement (``fray.store.group_commit``).
    ``database_prepare``: ``FRAY_DATABASE_PREPARE``, ``on`` (psycopg prepares a statement after
    a few uses on a connection) or ``off`` (nothing prepared: behind PgBouncer in transaction
    mode before 1.21, which does not keep prepared statements across transactions).
    ``fast_commands``: ``FRAY_FAST_COMMANDS`` (``0`` or ``false`` leaves it out): commands
    take the route's plain ASGI path (``fray.api.fast_commands``), else Litestar's alone, as
    the bench compares them.

    Access (``fray.api.auth``, ``fray.api.limits``): ``owner_database_url``
    (``FRAY_OWNER_DATABASE_URL``) is the role that owns the schema and runs migrations when
    the serving role (``database_url``) may not (``fray.store.roles``); ``commands_per_second``
    and ``feeds_per_token`` per token, ``creates_per_minute`` per client address (0: no
    limit); ``cors_origins`` the browser origins allowed to call Fray (``FRAY_CORS_ORIGINS``,
    comma-separated, each without spaces around it or a trailing ``/``; the WebSocket checks
    ``Origin`` against them too); ``forwarded_allow_ips`` the proxies whose
    ``X-Forwarded-For`` names the client; ``token_cache_s`` how long a process trusts a token
    it looked up (another process's revocation takes that long).

    ``signing_key`` (``FRAY_SIGNING_KEY``, 32 characters or more, the same in every process
    of one database): the secret each event's chain hash and each snapshot is signed with
    (``fray.store.signing``), which the database never holds. Unset with the embedded
    default, one is generated in ``data_dir/signing-key`` (mode 0600); unset with
    ``FRAY_DATABASE_URL``, nothing is signed and ``fray serve`` says so.

    Watching (``fray.server.metrics``, ``fray.server.logs``, ``fray.server.traces``):
    ``metrics_address`` (``FRAY_METRICS_ADDRESS``, ``host:port``) where Prometheus metrics are
    served at ``/metrics``, on a port of its own (None: not served; they are still counted, in
    memory); ``log_format`` ``text`` or ``json`` (one JSON object a line); ``traces`` ``off``,
    ``otlp`` (OpenTelemetry spans of each command's walk, exported as the ``OTEL_EXPORTER_OTLP_*``
    variables say; needs the ``traces`` extra) or ``console`` (spans printed, for a look).
    """

    database_url: str | None = None
    redis_url: str | None = None
    host: str = "127.0.0.1"
    port: Annotated[int, msgspec.Meta(ge=0, le=65535)] = 8000
    data_dir: Path = Path(".fray")
    channel_prefix: str = "fray"
    pool_size: Annotated[int, msgspec.Meta(ge=1)] = 10
    read_database_url: tuple[str, ...] = ()
    read_pool_size: Annotated[int, msgspec.Meta(ge=1)] = 4
    feed_poll_s: Seconds = 5.0
    workers: Annotated[int, msgspec.Meta(ge=1)] = 1
    group_commit: bool = True
    database_prepare: Literal["on", "off"] = "on"
    fast_commands: bool = True
    owner_database_url: str | None = None
    commands_per_second: PerToken = 50
    creates_per_minute: PerToken = 30
    feeds_per_token: PerToken = 10
    cors_origins: tuple[str, ...] = ()
    forwarded_allow_ips: str | None = None
    token_cache_s: Seconds = 5.0
    signing_key: str | None = None
    metrics_address: str | None = None
    log_format: Literal["text", "json"] = "text"
    traces: Literal["off", "otlp", "console"] = "off"


def _fields() -> dict[str, msgspec.inspect.Type]:
    info = msgspec.inspect.type_info(Settings)
    assert isinstance(info, msgspec.inspect.StructType)
    return {f.name: f.type for f in info.fields}


_FIELDS = _fields()
"""Each field's type as ``msgspec.inspect`` describes it (its constraints included)."""


def variable(field: str) -> str:
    """The environment variable a field of :class:`Settings` is read from: ``FRAY_PORT``."""
    return PREFIX + field.upper()


def from_env(env: Mapping[str, str] | None = None) -> Settings:
    """Settings from ``FRAY_*`` environment variables (``env`` defaults to ``os.environ``);
    a field whose variable is unset or empty keeps its default. Raises ``ValueError`` naming
    the variable when its value is not what the field takes."""
    env = os.environ if env is None else env
    given: dict[str, Any] = {}
    for name, kind in _FIELDS.items():
        value = env.get(variable(name), "")
        if value:
            given[name] = _items(value) if isinstance(kind, msgspec.inspect.VarTupleType) else value
    try:
        settings = msgspec.convert(given, Settings, strict=False, dec_hook=_path)
    except msgspec.ValidationError as exc:
        raise ValueError(_worded(exc, given)) from None
    for url in settings.read_database_url:
        _check_postgres_url("read_database_url", url)
    return settings


def _check_postgres_url(name: str, url: str) -> None:
    """Raise ``ValueError`` naming ``name``'s variable unless ``url`` is a PostgreSQL URL that
    libpq can read (a read replica's is only ever connected in the background, so a typo would
    otherwise show as warnings, the reads quietly on the primary)."""
    from psycopg.conninfo import conninfo_to_dict

    must = f"{variable(name)} must hold PostgreSQL URLs (postgresql://user@host:port/database), got {url!r}"
    if not url.startswith(("postgresql://", "postgres://")):
        raise ValueError(must)
    try:
        conninfo_to_dict(url)
    except Exception:
        raise ValueError(must) from None


def _items(value: str) -> list[str]:
    """A comma-separated list: each item without the spaces around it or a trailing ``/``
    (an origin never ends with one), empty items dropped."""
    return [item.strip().rstrip("/") for item in value.split(",") if item.strip()]


def _path(type_: type, value: Any) -> Any:
    if type_ is Path and isinstance(value, str):
        return Path(value)
    raise NotImplementedError(f"no conversion to {type_}")


def _worded(exc: msgspec.ValidationError, given: dict[str, Any]) -> str:
    """``exc`` (msgspec's words, ending `` - at `$.field` ``) as ``FRAY_FIELD must be …, got '…'``."""
    field = str(exc).rpartition("$.")[2].rstrip("`")
    if field not in _FIELDS:  # not a field's value (never for strings read from the environment)
        return str(exc)
    return f"{variable(field)} must be {_must_be(field, _FIELDS[field])}, got {given[field]!r}"


def _must_be(name: str, kind: msgspec.inspect.Type) -> str:
    """What a field of ``kind`` (``msgspec.inspect``) takes, in words."""
    if isinstance(kind, msgspec.inspect.LiteralType):
        return "one of " + ", ".join(map(str, kind.values))
    if isinstance(kind, msgspec.inspect.BoolType):
        return "0 or 1 (or false or true)"
    if isinstance(kind, (msgspec.inspect.IntType, msgspec.inspect.FloatType)):
        what = "a whole number" if isinstance(kind, msgspec.inspect.IntType) else "a number"
        if name.endswith("_s"):
            what += " of seconds"
        if kind.ge is not None and kind.le is not None:
            return f"{what} from {kind.ge:g} to {kind.le:g}"
        if kind.ge is not None:
            return f"{what} of {kind.ge:g} or more"
        return what
    return f"a {type(kind).__name__.removesuffix('Type').lower()}"
