"""The ``fray`` command: ``serve``, ``demo``, ``openapi``, ``migrate``."""

from __future__ import annotations

import argparse
import logging
import signal
import socket
import sys
from collections.abc import Callable
from pathlib import Path

import httpx
import msgspec
import psycopg

from fray.app import create_app
from fray.config import from_env
from fray.demo import dnd4e_fight, meshal_fight, session_one
from fray.published import write_openapi
from fray.startup import describe_broker, resolve_database, table_address
from fray.store.migrate import apply_migrations


def serve(args: argparse.Namespace) -> int:
    """Apply pending migrations and serve the API with uvicorn until interrupted.

    The database is reached and migrated, and the port checked, before anything is printed as
    listening, so a wrong URL or a busy port is one line of error (exit 2), not a traceback.
    SIGTERM ends the process through ``SystemExit``, so the embedded PostgreSQL's exit hook
    runs and stops it (uvicorn re-raises the signal after its own shutdown).

    ``--workers N`` (N > 1) runs N uvicorn worker processes on one socket, each with its own
    pool, cache and subscriber, sharing the database and Redis: the per-process turnstile no
    longer sees every writer of an encounter, and the store's version check settles races.
    No request is access-logged (it costs a few percent of a command); errors still are."""
    import os

    import uvicorn


    settings = from_env()
    settings = msgspec.structs.replace(settings, host=args.host or settings.host,
                                       port=args.port or settings.port)
    settings, where = resolve_database(settings)
    apply_migrations(settings.database_url)  # type: ignore[arg-type]
    _check_port_free(settings.host, settings.port)
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))
    print(f"Fray listening on http://{settings.host}:{settings.port} (docs at /docs)")
    print(f"  table:    {table_address(settings.host, settings.port)}")
    print(f"  database: {where}")
    print(f"  broker:   {describe_broker(settings)}")
    workers = args.workers or settings.workers
    if workers < 1:
        raise ValueError("--workers must be 1 or more")
    if workers > 1:
        print(f"  workers:  {workers} processes")
    sys.stdout.flush()
    if workers == 1:
        uvicorn.run(create_app(settings), host=settings.host, port=settings.port, log_level="info",
                    access_log=False)
        return 0
    if not settings.redis_url:
        print("  warning:  without FRAY_REDIS_URL a live feed sees only its own worker's events "
              "until it polls PostgreSQL", file=sys.stderr)
    os.environ["FRAY_DATABASE_URL"] = settings.database_url or ""  # the workers read settings from env
    uvicorn.run("fray.app:create_app_from_env", factory=True, host=settings.host, port=settings.port,
                workers=workers, log_level="info", access_log=False)
    return 0


def _check_port_free(host: str, port: int) -> None:
    """Raise ``OSError`` saying so when ``host:port`` cannot be bound."""
    try:
        with socket.create_server((host, port)):
            pass
    except OSError as exc:
        raise OSError(f"cannot listen on {host}:{port} ({exc.strerror}); set FRAY_PORT or --port") from exc


def migrate(args: argparse.Namespace) -> int:
    """Apply pending migrations and exit."""

    settings, where = resolve_database(from_env())
    n = apply_migrations(settings.database_url)  # type: ignore[arg-type]
    print(f"{n} migration(s) applied to {where}")
    return 0


def openapi(args: argparse.Namespace) -> int:
    """Write the OpenAPI document (and the WebSocket message schema) to ``openapi/``."""

    for path in write_openapi(Path(args.out)):
        print(f"wrote {path}")
    return 0


DEMOS: dict[str, Callable[[str | None, str | None], int]] = {
    "unlit-spires": session_one.run_demo, "meshal-lite": meshal_fight.run_demo, "dnd4e": dnd4e_fight.run_demo}
"""The demo fight of each ruleset that has one (``fray demo --ruleset``)."""


def demo(args: argparse.Namespace) -> int:
    """Play a ruleset's demo fight through the HTTP API while a WebSocket client prints the
    live feed (Session One by default)."""
    return DEMOS[args.ruleset](args.url, args.seed)


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``fray`` console script."""
    parser = argparse.ArgumentParser(prog="fray", description="Event-sourced tabletop-RPG encounters.")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("serve", help="apply migrations and serve the API")
    p.add_argument("--host", default=None, help="address to bind (FRAY_HOST, default 127.0.0.1)")
    p.add_argument("--port", type=int, default=None, help="port (FRAY_PORT, default 8000)")
    p.add_argument("--workers", type=int, default=None,
                   help="worker processes sharing the port (FRAY_WORKERS, default 1)")
    p.set_defaults(run=serve)
    p = sub.add_parser("demo", help="play a demo fight through the API (Unlit Spires' Session One by default)")
    p.add_argument("--ruleset", default="unlit-spires", choices=sorted(DEMOS), help="whose demo fight to play")
    p.add_argument("--url", default=None, help="a running Fray; default: start one here")
    p.add_argument("--seed", default=None, help="pick targets reproducibly (dice stay the server's)")
    p.set_defaults(run=demo)
    p = sub.add_parser("openapi", help="export the OpenAPI document")
    p.add_argument("--out", default="openapi", help="folder to write to (default: openapi)")
    p.set_defaults(run=openapi)
    p = sub.add_parser("migrate", help="apply pending database migrations")
    p.set_defaults(run=migrate)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    try:
        code: int = args.run(args)
        return code
    except KeyboardInterrupt:
        return 130
    except (OSError, ValueError, RuntimeError, psycopg.Error, httpx.HTTPError) as exc:
        print(f"fray {args.command}: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
