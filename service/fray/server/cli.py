"""The ``fray`` command: ``serve``, ``demo``, ``openapi``, ``migrate``, ``token``, ``doctor``, and
the history operations ``export``, ``import``, ``verify``, ``rebuild``, ``stats``
(``fray.server.operator``).

This module imports nothing of the app at import time: each command imports what it needs when
it runs, so ``fray --help`` (and a mistyped argument) answers in a fraction of a second.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import uuid
import warnings
from typing import Any

GRACEFUL_SHUTDOWN_S = 5
"""A stopping process waits this long for open requests, then ends them: a Server-Sent Events
feed never ends by itself (its client reconnects with Last-Event-ID to another process)."""
WS_MAX_BYTES = 16 * 1024
"""The largest WebSocket message Fray takes: a client only ever sends ``{"token": …}``
(uvicorn's default, 16 MiB, would be read before the token is checked)."""
DEMO_RULESETS = ("dnd4e", "dnd5e-2024", "meshal-lite", "unlit-spires")
"""The rulesets with a demo fight (``fray demo --ruleset``; ``DEMOS`` in :func:`demo`)."""


def encounter_id(text: str) -> str:
    """``text`` as an encounter id (a UUID, any case, with or without hyphens), canonical.
    Raises ``argparse.ArgumentTypeError`` saying what an id looks like."""
    try:
        return str(uuid.UUID(text))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not an encounter id: ids are UUIDs such as 0b6c3a52-5f1e-4f0e-9d7a-2c1e8d4b7a10 "
            "(POST /encounters answers with one; `fray verify` lists every encounter)"
        ) from None


def uvicorn_options(settings: Any, log_config: dict[str, Any] | None = None) -> dict[str, Any]:
    """The options ``fray serve`` gives uvicorn (``settings`` a ``fray.server.config.Settings``),
    whatever the number of workers.

    Forwarding headers: uvicorn's own default trusts ``X-Forwarded-For`` and
    ``X-Forwarded-Proto`` from loopback (or from ``FORWARDED_ALLOW_IPS``), so any local process,
    or a proxy on the same machine that passes the header on, could name any client address and
    dodge the per-address limit. Fray trusts no forwarding header unless
    ``FRAY_FORWARDED_ALLOW_IPS`` names the proxies that set it (comma-separated addresses or
    networks, ``*`` for any): then uvicorn's proxy-headers middleware takes the client's address
    from the header of those peers only."""
    from fray.server.http import CoalescingHttpTools  # a response in one syscall
    from fray.server.websocket import FrameWebSockets  # a feed's frames straight to its socket

    trusted = settings.forwarded_allow_ips
    return {
        "http": CoalescingHttpTools,
        "ws": FrameWebSockets,
        "host": settings.host,
        "port": settings.port,
        "log_level": "info",
        "log_config": log_config,
        "access_log": False,
        "timeout_graceful_shutdown": GRACEFUL_SHUTDOWN_S,
        "ws_max_size": WS_MAX_BYTES,
        # a browser offers permessage-deflate on every WebSocket; accepted, each feed holds a
        # compressor's state (a 32 KiB window and zlib's tables) and compresses every message
        # for its one reader: about 48 KiB more per idle feed and CPU per delivery, for messages
        # of a few hundred bytes (docs/performance.md). Feeds go uncompressed.
        "ws_per_message_deflate": False,
        "proxy_headers": bool(trusted),
        "forwarded_allow_ips": trusted or "",
    }


def serve(args: argparse.Namespace) -> int:
    """Apply pending migrations and serve the API with uvicorn until interrupted.

    The database is reached and migrated, and the port checked, before anything is printed as
    listening, so a wrong URL or a busy port is one line of error (exit 2), not a traceback.
    SIGTERM ends the process through ``SystemExit``, so the embedded PostgreSQL's exit hook
    runs and stops it (uvicorn re-raises the signal after its own shutdown).

    ``--workers N`` (N > 1) runs N uvicorn worker processes on one socket, each with its own
    pool, cache and subscriber, sharing the database and Redis: the per-process turnstile no
    longer sees every writer of an encounter, and the store's version check settles races.
    With ``FRAY_METRICS_ADDRESS`` set, ``/metrics`` is served there (``fray.server.metrics``:
    by this process, summing its workers' through prometheus-client's multiprocess mode).
    No request is access-logged (it costs a few percent of a command); errors still are."""
    import os
    import signal

    import msgspec
    import uvicorn

    from fray.server.config import from_env
    from fray.server.logs import uvicorn_log_config
    from fray.server.operator import Target, migrate_before
    from fray.server.startup import (
        describe_broker,
        describe_replicas,
        describe_signing,
        resolve_database,
        table_address,
    )
    from fray.store.roles import serving_warnings

    settings = from_env()
    settings = msgspec.structs.replace(settings, host=args.host or settings.host, port=args.port or settings.port)
    settings, where = resolve_database(settings)
    url = settings.database_url or ""
    migrate_before(Target(url, settings.owner_database_url, where, settings))
    for warning in serving_warnings(url):
        print(
            f"  warning:  {warning}; serve as a role that only reads and appends (docs/operating.md: Database roles)",
            file=sys.stderr,
        )
    _check_port_free(settings.host, settings.port)
    workers = args.workers or settings.workers
    if workers < 1:
        raise ValueError("--workers must be 1 or more")
    metrics = None
    if settings.metrics_address:
        from fray.server import metrics as metrics_mod

        metrics = metrics_mod.parse_address(settings.metrics_address)
        if workers > 1:
            metrics_mod.prepare_multiprocess()  # before any worker imports prometheus-client
        _check_port_free(*metrics)
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))
    print(f"Fray listening on http://{settings.host}:{settings.port} (docs at /docs)")
    print(f"  table:    {table_address(settings.host, settings.port)}")
    print(f"  database: {where}")
    if settings.read_database_url:
        print(f"  replicas: {describe_replicas(settings)}")
    print(f"  broker:   {describe_broker(settings)}")
    print(f"  signing:  {describe_signing(settings)}")
    if metrics:
        print(f"  metrics:  http://{metrics[0]}:{metrics[1]}/metrics")
    if workers > 1:
        print(f"  workers:  {workers} processes")
    sys.stdout.flush()
    log_config = uvicorn_log_config(settings.log_format)
    if workers == 1:
        from fray.server.app import create_app

        if metrics:
            metrics_mod.serve_metrics(*metrics)
        uvicorn.run(create_app(settings, freeze_gc=True), **uvicorn_options(settings, log_config))
        return 0
    if not settings.redis_url:
        print(
            "  warning:  without FRAY_REDIS_URL a live feed sees only its own worker's events "
            "until it polls PostgreSQL",
            file=sys.stderr,
        )
    os.environ["FRAY_DATABASE_URL"] = settings.database_url or ""  # the workers read settings from env
    if settings.signing_key:  # the embedded default's, read from its data folder
        os.environ["FRAY_SIGNING_KEY"] = settings.signing_key
    if metrics:
        metrics_mod.serve_metrics(*metrics)  # this process sums the workers' files
    uvicorn.run(
        "fray.server.app:create_app_from_env",
        factory=True,
        workers=workers,
        **uvicorn_options(settings, log_config),
    )
    return 0


def _check_port_free(host: str, port: int) -> None:
    """Raise ``OSError`` saying so when ``host:port`` cannot be bound."""
    import socket

    try:
        with socket.create_server((host, port)):
            pass
    except OSError as exc:
        raise OSError(f"cannot listen on {host}:{port} ({exc.strerror}); choose another port") from exc


def migrate(args: argparse.Namespace) -> int:
    """Apply pending migrations as the owner (``FRAY_OWNER_DATABASE_URL``, else
    ``FRAY_DATABASE_URL`` or ``--database-url``) and grant the serving role
    (``FRAY_DATABASE_URL``'s user, or ``--serving-role``) what Fray serves with; then say what
    is wrong with serving as it."""
    from fray.server.operator import announce, target
    from fray.store.migrate import apply_migrations
    from fray.store.roles import role_of, serving_warnings

    to = target(args.database_url)
    announce("migrate", to)
    owner = to.owner or to.url
    role = args.serving_role or (role_of(to.url) if owner != to.url else None)
    n = apply_migrations(owner, role)
    print(f"{n} migration(s) applied" + (f"; {role} may serve" if role else ""))
    for warning in serving_warnings(to.url):
        print(f"  warning: {warning}: see docs/operating.md, Database roles", file=sys.stderr)
    return 0


def token(args: argparse.Namespace) -> int:
    """Issue a token for an encounter on this server (an operator's recovery of a lost GM
    token, or the first one of an encounter created before tokens existed) and print it."""
    import asyncio

    from fray.server.operator import OperatorError, announce, migrate_before, target
    from fray.store.pooled import connection_pool
    from fray.store.tokens import PostgresTokens

    if args.role == "player" and not args.combatant:
        raise ValueError("a player's token acts for one or more combatants: give --combatant")
    to = target(args.database_url)
    announce("token", to)
    migrate_before(to)

    async def run() -> str:
        pool = connection_pool(to.url, min_size=1, max_size=1, prepare=to.settings.database_prepare == "on")
        await pool.open(wait=True)
        try:
            async with pool.connection() as conn:
                found = await (
                    await conn.execute(
                        "select 1 from events where stream_id = %s and version = 1", (args.encounter_id,)
                    )
                ).fetchone()
            if found is None:
                raise OperatorError(
                    f"no encounter {args.encounter_id} in {to.where}; check the id (`fray verify` lists "
                    "every encounter), or name its database with --database-url"
                )
            secret, _ = await PostgresTokens(pool).issue(
                args.encounter_id, args.role, tuple(args.combatant or ()), args.label, issued_by="operator"
            )
            return secret
        finally:
            await pool.close()

    print(asyncio.run(run()))
    return 0


def openapi(args: argparse.Namespace) -> int:
    """Write the OpenAPI document (and the WebSocket message schema) to ``openapi/``."""
    from pathlib import Path

    from fray.server.published import write_openapi

    for path in write_openapi(Path(args.out)):
        print(f"wrote {path}")
    return 0


def demo(args: argparse.Namespace) -> int:
    """Play a ruleset's demo fight through the HTTP API while a WebSocket client prints the
    live feed (Session One by default)."""
    from fray.demo import dnd4e_fight, dnd5e_fight, meshal_fight, session_one

    demos = {
        "unlit-spires": session_one.run_demo,
        "meshal-lite": meshal_fight.run_demo,
        "dnd4e": dnd4e_fight.run_demo,
        "dnd5e-2024": dnd5e_fight.run_demo,
    }
    return demos[args.ruleset](args.url, args.seed)


def _operator(name: str) -> str:
    """A command run by ``fray.server.operator`` (imported when it runs)."""
    return f"fray.server.operator:{name}"


def _database_flag(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--database-url",
        default=None,
        metavar="URL",
        help="the PostgreSQL to act on (default: FRAY_DATABASE_URL, else the embedded one in FRAY_DATA_DIR)",
    )


def parser() -> argparse.ArgumentParser:
    """The ``fray`` command line (each subcommand's ``run``: a function, or ``module:function``
    imported when it runs)."""
    parser = argparse.ArgumentParser(prog="fray", description="Event-sourced tabletop-RPG encounters.")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("serve", help="apply migrations and serve the API")
    p.add_argument("--host", default=None, help="address to bind (FRAY_HOST, default 127.0.0.1)")
    p.add_argument("--port", type=int, default=None, help="port (FRAY_PORT, default 8000)")
    p.add_argument(
        "--workers", type=int, default=None, help="worker processes sharing the port (FRAY_WORKERS, default 1)"
    )
    p.set_defaults(run=serve)
    p = sub.add_parser("demo", help="play a demo fight through the API (Unlit Spires' Session One by default)")
    p.add_argument("--ruleset", default="unlit-spires", choices=DEMO_RULESETS, help="whose demo fight to play")
    p.add_argument("--url", default=None, help="a running Fray; default: start one here")
    p.add_argument("--seed", default=None, help="pick targets reproducibly (dice stay the server's)")
    p.set_defaults(run=demo)
    p = sub.add_parser("openapi", help="export the OpenAPI document")
    p.add_argument("--out", default="openapi", help="folder to write to (default: openapi)")
    p.set_defaults(run=openapi)
    p = sub.add_parser("migrate", help="apply pending database migrations (as the owner) and grant the serving role")
    p.add_argument(
        "--serving-role",
        default=None,
        help="the role Fray serves with (default: FRAY_DATABASE_URL's user, when FRAY_OWNER_DATABASE_URL is another)",
    )
    _database_flag(p)
    p.set_defaults(run=migrate)
    p = sub.add_parser("doctor", help="check the database, roles, Redis, migrations and hash chains; say what to fix")
    _database_flag(p)
    p.set_defaults(run=_operator("doctor"))
    p = sub.add_parser("token", help="issue a token for an encounter (recover a lost GM token)")
    p.add_argument("encounter_id", type=encounter_id, help="the encounter's id")
    p.add_argument("--role", default="gm", choices=["gm", "player", "spectator"])
    p.add_argument("--combatant", action="append", help="a combatant a player's token acts for (repeat)")
    p.add_argument("--label", default="issued by the operator")
    _database_flag(p)
    p.set_defaults(run=token)
    p = sub.add_parser("export", help="write an encounter's log as JSON Lines")
    p.add_argument("id", type=encounter_id, help="the encounter's id")
    p.add_argument("--out", default=None, help="file to write (default: standard output)")
    _database_flag(p)
    p.set_defaults(run=_operator("export"))
    p = sub.add_parser("import", help="import an exported log (every line checked, all or nothing)")
    p.add_argument("file", help="a file written by fray export or GET /encounters/{id}/export")
    _database_flag(p)
    p.set_defaults(run=_operator("import_"))
    p = sub.add_parser("verify", help="recompute the hash chain of an encounter (default: of every one)")
    p.add_argument("id", type=encounter_id, nargs="?", default=None, help="the encounter's id (default: all)")
    _database_flag(p)
    p.set_defaults(run=_operator("verify"))
    p = sub.add_parser("rebuild", help="fold the snapshots again from the log, each checked against a full fold")
    p.add_argument("id", type=encounter_id, nargs="?", default=None, help="one encounter (default: all)")
    _database_flag(p)
    p.set_defaults(run=_operator("rebuild"))
    p = sub.add_parser("stats", help="an encounter's fight statistics")
    p.add_argument("id", type=encounter_id, help="the encounter's id")
    p.add_argument("--json", action="store_true", help="print JSON (as GET /encounters/{id}/stats)")
    _database_flag(p)
    p.set_defaults(run=_operator("stats"))
    return parser


QUIET_WARNINGS = ("XDG_RUNTIME_DIR is not set",)
"""Third-party warnings a normal run must not print: platformdirs' ``RuntimeDirWarning``, raised
when the embedded PostgreSQL package is imported on a machine without a runtime directory
(it then uses one in /tmp, which is all it needs)."""


def _known_errors() -> tuple[type[BaseException], ...]:
    """The failures a command reports as one line (exit 2); anything else is a bug: traceback."""
    import httpx
    import psycopg

    from fray.server.operator import OperatorError
    from fray.store.errors import StoreError

    return (OperatorError, OSError, ValueError, RuntimeError, psycopg.Error, httpx.HTTPError, StoreError)


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``fray`` console script."""
    for message in QUIET_WARNINGS:
        warnings.filterwarnings("ignore", message=message)
    args = parser().parse_args(argv)
    from fray.server.logs import configure_logging

    configure_logging()
    run: Any = args.run
    if isinstance(run, str):
        module, _, name = run.partition(":")
        run = getattr(importlib.import_module(module), name)
    try:
        code: int = run(args)
        return code
    except KeyboardInterrupt:
        return 130
    except Exception as exc:
        from fray.domain.errors import DomainError

        if isinstance(exc, DomainError):  # an unknown encounter, a refused import …
            print(f"fray {args.command}: {exc.detail}", file=sys.stderr)
            return 2
        if not isinstance(exc, _known_errors()):
            raise
        print(f"fray {args.command}: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
