"""The ``fray`` command: ``serve``, ``demo``, ``openapi``, ``migrate``, ``token``, and the history
operations ``export``, ``import``, ``verify``, ``rebuild``, ``stats`` (``fray.service_layer.operations``)."""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import socket
import sys
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

import httpx
import msgspec
import psycopg
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TaskID, TextColumn

from fray.demo import dnd4e_fight, dnd5e_fight, meshal_fight, session_one
from fray.domain.errors import DomainError
from fray.domain.fight_stats import FightStats
from fray.server.app import create_app
from fray.server.config import Settings, from_env
from fray.server.published import write_openapi
from fray.server.startup import describe_broker, describe_signing, resolve_database, signer_of, table_address
from fray.server.stats_table import print_stats
from fray.service_layer.operations import Operations, operations, stats_json
from fray.service_layer.transfer import Imported
from fray.store.chain import ChainReport
from fray.store.migrate import apply_migrations, pending_migrations
from fray.store.pooled import connection_pool
from fray.store.roles import role_of, serving_warnings
from fray.store.tokens import PostgresTokens

T = TypeVar("T")


GRACEFUL_SHUTDOWN_S = 5
"""A stopping process waits this long for open requests, then ends them: a Server-Sent Events
feed never ends by itself (its client reconnects with Last-Event-ID to another process)."""
WS_MAX_BYTES = 16 * 1024
"""The largest WebSocket message Fray takes: a client only ever sends ``{"token": …}``
(uvicorn's default, 16 MiB, would be read before the token is checked)."""


def uvicorn_options(settings: Settings) -> dict[str, Any]:
    """The options ``fray serve`` gives uvicorn, whatever the number of workers.

    Forwarding headers: uvicorn's own default trusts ``X-Forwarded-For`` and
    ``X-Forwarded-Proto`` from loopback (or from ``FORWARDED_ALLOW_IPS``), so any local process,
    or a proxy on the same machine that passes the header on, could name any client address and
    dodge the per-address limit. Fray trusts no forwarding header unless
    ``FRAY_FORWARDED_ALLOW_IPS`` names the proxies that set it (comma-separated addresses or
    networks, ``*`` for any): then uvicorn's proxy-headers middleware takes the client's address
    from the header of those peers only."""
    trusted = settings.forwarded_allow_ips
    return {
        "host": settings.host,
        "port": settings.port,
        "log_level": "info",
        "access_log": False,
        "timeout_graceful_shutdown": GRACEFUL_SHUTDOWN_S,
        "ws_max_size": WS_MAX_BYTES,
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
    No request is access-logged (it costs a few percent of a command); errors still are."""
    import os

    import uvicorn

    settings = from_env()
    settings = msgspec.structs.replace(settings, host=args.host or settings.host, port=args.port or settings.port)
    settings, where = resolve_database(settings)
    _migrate_for_serving(settings)
    _check_port_free(settings.host, settings.port)
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))
    print(f"Fray listening on http://{settings.host}:{settings.port} (docs at /docs)")
    print(f"  table:    {table_address(settings.host, settings.port)}")
    print(f"  database: {where}")
    print(f"  broker:   {describe_broker(settings)}")
    print(f"  signing:  {describe_signing(settings)}")
    workers = args.workers or settings.workers
    if workers < 1:
        raise ValueError("--workers must be 1 or more")
    if workers > 1:
        print(f"  workers:  {workers} processes")
    sys.stdout.flush()
    if workers == 1:
        uvicorn.run(create_app(settings, freeze_gc=True), **uvicorn_options(settings))
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
    uvicorn.run(
        "fray.server.app:create_app_from_env",
        factory=True,
        workers=workers,
        **uvicorn_options(settings),
    )
    return 0


def _migrate_for_serving(settings: Settings) -> None:
    """Before serving: the owner (``FRAY_OWNER_DATABASE_URL``) applies pending migrations and
    grants the serving role; without an owner, the serving role applies them itself if it
    may (one role for both), and a warning says what that role could do to the log."""
    url = settings.database_url or ""
    if settings.owner_database_url:
        apply_migrations(settings.owner_database_url, role_of(url))
    elif pending_migrations(url):
        apply_migrations(url)
    for warning in serving_warnings(url):
        print(
            f"  warning:  {warning}; serve as a role that only reads and appends (docs/operating.md: Database roles)",
            file=sys.stderr,
        )


def _check_port_free(host: str, port: int) -> None:
    """Raise ``OSError`` saying so when ``host:port`` cannot be bound."""
    try:
        with socket.create_server((host, port)):
            pass
    except OSError as exc:
        raise OSError(f"cannot listen on {host}:{port} ({exc.strerror}); set FRAY_PORT or --port") from exc


def migrate(args: argparse.Namespace) -> int:
    """Apply pending migrations as the owner (``FRAY_OWNER_DATABASE_URL``, else
    ``FRAY_DATABASE_URL``) and grant the serving role (``FRAY_DATABASE_URL``'s user, or
    ``--serving-role``) what Fray serves with; then say what is wrong with serving as it."""

    settings, where = resolve_database(from_env())
    serving = settings.database_url or ""
    owner = settings.owner_database_url or serving
    role = args.serving_role or (role_of(serving) if owner != serving else None)
    n = apply_migrations(owner, role)
    print(f"{n} migration(s) applied to {where}" + (f"; {role} may serve" if role else ""))
    for warning in serving_warnings(serving):
        print(f"  warning: {warning}: see docs/operating.md, Database roles", file=sys.stderr)
    return 0


def token(args: argparse.Namespace) -> int:
    """Issue a token for an encounter on this server (an operator's recovery of a lost GM
    token, or the first one of an encounter created before tokens existed) and print it."""
    settings, _ = resolve_database(from_env())
    encounter_id = str(uuid.UUID(args.encounter_id))

    async def run() -> str:
        pool = connection_pool(settings.database_url or "", min_size=1, max_size=1)
        await pool.open(wait=True)
        try:
            async with pool.connection() as conn:
                found = await (
                    await conn.execute("select 1 from events where stream_id = %s and version = 1", (encounter_id,))
                ).fetchone()
            if found is None:
                raise ValueError(f"no encounter {encounter_id} in this database")
            secret, _ = await PostgresTokens(pool).issue(
                encounter_id, args.role, tuple(args.combatant or ()), args.label, issued_by="operator"
            )
            return secret
        finally:
            await pool.close()

    if args.role == "player" and not args.combatant:
        raise ValueError("a player's token acts for one or more combatants: give --combatant")
    print(asyncio.run(run()))
    return 0


def openapi(args: argparse.Namespace) -> int:
    """Write the OpenAPI document (and the WebSocket message schema) to ``openapi/``."""

    for path in write_openapi(Path(args.out)):
        print(f"wrote {path}")
    return 0


DEMOS: dict[str, Callable[[str | None, str | None], int]] = {
    "unlit-spires": session_one.run_demo,
    "meshal-lite": meshal_fight.run_demo,
    "dnd4e": dnd4e_fight.run_demo,
    "dnd5e-2024": dnd5e_fight.run_demo,
}
"""The demo fight of each ruleset that has one (``fray demo --ruleset``)."""


def _on_database(run: Callable[[Operations], Awaitable[T]]) -> T:
    """Run ``run(ops)`` on the configured database and return its result. Pending migrations
    are applied first by the owner (``FRAY_OWNER_DATABASE_URL``, or the embedded default's
    superuser), which grants the serving role what it needs, or, with one role for both, by
    that role; the work itself runs as the serving role, signing and checking with the
    signing key (``FRAY_SIGNING_KEY``, or the embedded default's)."""
    settings, _ = resolve_database(from_env())
    url = settings.database_url or ""
    if settings.owner_database_url:
        apply_migrations(settings.owner_database_url, role_of(url))
    elif pending_migrations(url):
        apply_migrations(url)
    signer = signer_of(settings)

    async def go() -> T:
        async with operations(url, signer) as ops:
            return await run(ops)

    return asyncio.run(go())


def export(args: argparse.Namespace) -> int:
    """Write an encounter's log as JSON Lines to ``--out`` (default: standard output)."""

    async def run(ops: Operations) -> int:
        if args.out in (None, "-"):
            return await ops.export(args.id, sys.stdout.buffer)
        with open(args.out, "wb") as f:
            return await ops.export(args.id, f)

    n = _on_database(run)
    print(f"exported {n} events of encounter {args.id}", file=sys.stderr)
    return 0


def import_(args: argparse.Namespace) -> int:
    """Import an exported log as the encounter it records (every line checked first)."""

    async def run(ops: Operations) -> Imported:
        return await ops.import_file(Path(args.file))

    imported = _on_database(run)
    chain = f"hash chain from version {imported.chained_from}" if imported.chained_from else "no hash chain"
    print(
        f"imported encounter {imported.encounter_id}: {len(imported.rows)} events, {chain}, "
        f"head hash {imported.head_hash or '—'}"
    )
    return 0


def verify(args: argparse.Namespace) -> int:
    """Recompute the hash chain of one encounter, or of every one; exit 1 if any is broken."""

    async def run(ops: Operations) -> list[tuple[str, ChainReport]]:
        ids = [args.id] if args.id else await ops.encounter_ids()
        return [(eid, await ops.verify(eid)) for eid in ids]

    reports = _on_database(run)
    for eid, report in reports:
        print(
            f"{eid}: {'ok' if report.ok else 'BROKEN'} — {report.detail}"
            + (f"; head hash {report.head_hash}" if report.ok and report.head_hash else "")
        )
    broken = sum(not r.ok for _, r in reports)
    if len(reports) > 1:
        print(f"{len(reports) - broken} of {len(reports)} encounters intact")
    return 1 if broken else 0


def rebuild(args: argparse.Namespace) -> int:
    """Fold every encounter's snapshots again from its log, each checked against a full fold,
    with a progress bar."""

    async def run(ops: Operations) -> tuple[int, int]:
        ids = [args.id] if args.id else await ops.encounter_ids()
        made = 0
        with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn()) as bar:
            every = bar.add_task("encounters", total=len(ids))
            for eid in ids:
                task = bar.add_task(f"  {eid[:8]} events", total=None)

                def progress(done: int, total: int, task: TaskID = task) -> None:
                    bar.update(task, completed=done, total=total)

                made += await ops.rebuild(eid, progress)
                bar.remove_task(task)
                bar.advance(every)
        return made, len(ids)

    made, count = _on_database(run)
    print(f"{made} snapshots rebuilt for {count} encounters, each equal to a full fold of its log")
    return 0


def stats(args: argparse.Namespace) -> int:
    """Print an encounter's fight statistics (``--json``: as the API sends them)."""

    async def run(ops: Operations) -> FightStats:
        return await ops.stats(args.id)

    result = _on_database(run)
    if args.json:
        print(stats_json(result).decode())
    else:
        print_stats(result)
    return 0


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
    p.add_argument(
        "--workers", type=int, default=None, help="worker processes sharing the port (FRAY_WORKERS, default 1)"
    )
    p.set_defaults(run=serve)
    p = sub.add_parser("demo", help="play a demo fight through the API (Unlit Spires' Session One by default)")
    p.add_argument("--ruleset", default="unlit-spires", choices=sorted(DEMOS), help="whose demo fight to play")
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
    p.set_defaults(run=migrate)
    p = sub.add_parser("token", help="issue a token for an encounter (recover a lost GM token)")
    p.add_argument("encounter_id", help="the encounter's id")
    p.add_argument("--role", default="gm", choices=["gm", "player", "spectator"])
    p.add_argument("--combatant", action="append", help="a combatant a player's token acts for (repeat)")
    p.add_argument("--label", default="issued by the operator")
    p.set_defaults(run=token)
    p = sub.add_parser("export", help="write an encounter's log as JSON Lines")
    p.add_argument("id", help="the encounter's id")
    p.add_argument("--out", default=None, help="file to write (default: standard output)")
    p.set_defaults(run=export)
    p = sub.add_parser("import", help="import an exported log (every line checked, all or nothing)")
    p.add_argument("file", help="a file written by fray export or GET /encounters/{id}/export")
    p.set_defaults(run=import_)
    p = sub.add_parser("verify", help="recompute the hash chain of an encounter (default: of every one)")
    p.add_argument("id", nargs="?", default=None, help="the encounter's id (default: all)")
    p.set_defaults(run=verify)
    p = sub.add_parser("rebuild", help="fold the snapshots again from the log, each checked against a full fold")
    p.add_argument("id", nargs="?", default=None, help="one encounter (default: all)")
    p.set_defaults(run=rebuild)
    p = sub.add_parser("stats", help="an encounter's fight statistics")
    p.add_argument("id", help="the encounter's id")
    p.add_argument("--json", action="store_true", help="print JSON (as GET /encounters/{id}/stats)")
    p.set_defaults(run=stats)
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
    except DomainError as exc:  # an unknown encounter, a refused import …
        print(f"fray {args.command}: {exc.detail}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
