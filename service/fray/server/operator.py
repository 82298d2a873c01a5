"""The operator's commands on a database: ``fray export``, ``import``, ``verify``, ``rebuild``,
``stats`` and ``doctor`` (``fray.server.cli`` parses them and imports this module only when one
of them runs, so ``fray --help`` stays fast).

Each command acts on one database, named on its first line (on standard error, so ``fray export``
and ``fray stats --json`` can still be piped): ``--database-url`` when given, else
``FRAY_DATABASE_URL``, else the embedded PostgreSQL in ``FRAY_DATA_DIR``. Before acting it brings
the schema up to date the way ``fray serve`` does (:func:`migrate_before`): as the owner
(``FRAY_OWNER_DATABASE_URL``, or the embedded cluster's superuser) when there is one, else as the
role itself when a migration is pending. Every failure is one line in Fray's words (exit 2):
what went wrong and what to do, never the driver's text alone.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

import msgspec
import psycopg
from psycopg import errors as pg_errors
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, DownloadColumn, MofNCompleteColumn, Progress, TaskID, TextColumn

from fray.server.config import Settings, from_env
from fray.server.startup import describe_database, resolve_database, signer_of
from fray.service_layer.errors import EncounterNotFound
from fray.service_layer.operations import Operations, operations
from fray.store.migrate import apply_migrations, pending_migrations
from fray.store.pooled import settle_lock_timeout
from fray.store.roles import GRANTS, role_of, serving_warnings

T = TypeVar("T")


class OperatorError(Exception):
    """A failure of an operator command, worded for the operator: what went wrong and what to
    do (``fray.server.cli`` prints it as ``fray <command>: <message>`` and exits 2)."""


@dataclass(frozen=True)
class Target:
    """The database an operator command acts on: ``url`` the role it acts as, ``owner`` the role
    that migrates (None: ``url`` migrates itself), ``where`` a line naming it (no password),
    ``settings`` the rest of the configuration."""

    url: str
    owner: str | None
    where: str
    settings: Settings = field(repr=False)


def target(database_url: str | None) -> Target:
    """The database to act on: ``database_url`` (``--database-url``) when given, which then
    migrates itself too (``FRAY_OWNER_DATABASE_URL`` names the owner of *the configured*
    database, not of this one); else the configured or the embedded one (its superuser
    migrates). Raises ``OperatorError`` when the embedded PostgreSQL cannot start, ``ValueError``
    for a bad ``FRAY_*`` variable."""
    settings = from_env()
    if database_url:
        settings = msgspec.structs.replace(settings, database_url=database_url, owner_database_url=None)
    try:
        settings, where = resolve_database(settings)
    except RuntimeError as exc:
        raise OperatorError(str(exc)) from exc
    except psycopg.OperationalError as exc:
        raise OperatorError(f"the embedded PostgreSQL started but took no connection ({_reason(exc)})") from exc
    return Target(settings.database_url or "", settings.owner_database_url, where, settings)


def _reason(exc: BaseException) -> str:
    """The first line of a driver's message (the rest is libpq's hints and context)."""
    return (str(exc).strip().splitlines() or [type(exc).__name__])[0]


def migrate_before(to: Target) -> None:
    """Bring the schema up to date before acting, as ``fray serve`` does: the owner applies
    pending migrations and grants ``to.url``'s role what Fray serves with; with no owner the
    role applies them itself if any is pending. Raises ``OperatorError`` (the database does not
    answer; the role may not migrate: set ``FRAY_OWNER_DATABASE_URL``)."""
    try:
        if to.owner:
            apply_migrations(to.owner, role_of(to.url))
        elif pending_migrations(to.url):
            apply_migrations(to.url)
    except pg_errors.InsufficientPrivilege as exc:
        raise OperatorError(
            f"{role_of(to.url) or 'this role'} may not apply the pending migrations ({_reason(exc)}); "
            "set FRAY_OWNER_DATABASE_URL to the role that owns the schema, or run `fray migrate` as it"
        ) from exc
    except psycopg.OperationalError as exc:
        raise OperatorError(
            f"cannot reach {to.where} ({_reason(exc)}); is the server running? "
            "Check --database-url or FRAY_DATABASE_URL"
        ) from exc


def announce(command: str, to: Target) -> None:
    """The command's first line: which database it acts on (standard error)."""
    print(f"fray {command}: on {to.where}", file=sys.stderr, flush=True)


def on_database(command: str, database_url: str | None, run: Callable[[Operations], Awaitable[T]]) -> T:
    """Name the database, migrate it (:func:`migrate_before`) and return ``run(ops)`` on it.
    Raises ``OperatorError`` for an unknown encounter (with where it looked) and for a
    database that does not answer."""
    to = target(database_url)
    announce(command, to)
    migrate_before(to)

    async def go() -> T:
        await asyncio.to_thread(settle_lock_timeout, to.url)  # an import appends: bounded as fray serve's
        async with operations(to.url, signer_of(to.settings), prepare=to.settings.database_prepare == "on") as ops:
            return await run(ops)

    try:
        return asyncio.run(go())
    except EncounterNotFound as exc:
        raise OperatorError(
            f"{exc.detail.partition(';')[0]} in {to.where}; check the id (`fray verify` "
            "lists every encounter), or name the database it lives in with --database-url"
        ) from exc
    except psycopg.OperationalError as exc:
        raise OperatorError(f"cannot reach {to.where} ({_reason(exc)}); is the server running?") from exc


ERR = Console(stderr=True)
"""Progress bars and reports go to standard error (standard output may be an export)."""


@contextmanager
def progress_bar(*columns: TextColumn | BarColumn | MofNCompleteColumn | DownloadColumn) -> Iterator[Progress]:
    """A rich progress bar on standard error, cleared when done; drawn only on a terminal."""
    with Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        *(columns or (MofNCompleteColumn(),)),
        console=ERR,
        transient=True,
        disable=not ERR.is_terminal,
    ) as bar:
        yield bar


def export(args: argparse.Namespace) -> int:
    """``fray export ID [--out FILE]``: the encounter's log as JSON Lines (standard output by
    default), with a progress bar in events."""
    eid, out, url = args.id, args.out, args.database_url

    async def run(ops: Operations) -> int:
        total = await ops.head(eid)
        with progress_bar() as bar:
            task = bar.add_task(f"encounter {eid[:8]}", total=total or None)

            def step(done: int) -> None:
                bar.update(task, completed=done)

            if out in (None, "-"):
                n = await ops.export(eid, sys.stdout.buffer, step)
                sys.stdout.buffer.flush()
                return n
            with open(out, "wb") as f:
                return await ops.export(eid, f, step)

    n = on_database("export", url, run)
    print(f"exported {n} events of encounter {eid}" + (f" to {out}" if out not in (None, "-") else ""), file=sys.stderr)
    return 0


def import_(args: argparse.Namespace) -> int:
    """``fray import FILE``: the exported log as the encounter it records (every line checked
    first, all or nothing), with a progress bar in bytes read."""
    path, url = Path(args.file), args.database_url
    if not path.is_file():
        raise OperatorError(
            f"{path}: no such file (give one written by `fray export` or GET /encounters/{{id}}/export)"
        )

    async def run(ops: Operations) -> tuple[str, int, int | None, str | None]:
        with progress_bar(DownloadColumn()) as bar:
            task = bar.add_task(path.name, total=path.stat().st_size)

            def step(done: int) -> None:
                bar.update(task, completed=done)

            imported = await ops.import_file(path, step)
        return imported.encounter_id, len(imported.rows), imported.chained_from, imported.head_hash

    eid, n, chained_from, head_hash = on_database("import", url, run)
    chain = f"hash chain from version {chained_from}" if chained_from else "no hash chain"
    print(f"imported encounter {eid}: {n} events, {chain}, head hash {head_hash or '—'}")
    return 0


def verify(args: argparse.Namespace) -> int:
    """``fray verify [ID]``: recompute the hash chain of one encounter or of every one (with a
    progress bar); one line per encounter; exit 1 if any is broken."""
    eid, url = args.id, args.database_url

    async def run(ops: Operations) -> list[tuple[str, bool, str, str | None]]:
        ids = [eid] if eid else await ops.encounter_ids()
        out = []
        with progress_bar() as bar:
            task = bar.add_task("encounters", total=len(ids))
            for one in ids:
                report = await ops.verify(one)
                out.append((one, report.ok, report.detail, report.head_hash))
                bar.advance(task)
        return out

    reports = on_database("verify", url, run)
    for one, ok, detail, head in reports:
        print(f"{one}: {'ok' if ok else 'BROKEN'} — {detail}" + (f"; head hash {head}" if ok and head else ""))
    broken = sum(not ok for _, ok, _, _ in reports)
    if not reports:
        print("no encounters yet")
    elif len(reports) > 1:
        print(f"{len(reports) - broken} of {len(reports)} encounters intact")
    return 1 if broken else 0


def rebuild(args: argparse.Namespace) -> int:
    """``fray rebuild [ID]``: fold every encounter's snapshots again from its log, each checked
    against a full fold, with a progress bar per encounter and one for all."""
    eid, url = args.id, args.database_url

    async def run(ops: Operations) -> tuple[int, int]:
        ids = [eid] if eid else await ops.encounter_ids()
        made = 0
        with progress_bar() as bar:
            every = bar.add_task("encounters", total=len(ids))
            for one in ids:
                if eid:
                    await ops.verify(one)  # EncounterNotFound for an unknown id, before anything is dropped
                task = bar.add_task(f"  {one[:8]} events", total=None)

                def step(done: int, total: int, task: TaskID = task) -> None:
                    bar.update(task, completed=done, total=total)

                made += await ops.rebuild(one, step)
                bar.remove_task(task)
                bar.advance(every)
        return made, len(ids)

    made, count = on_database("rebuild", url, run)
    print(f"{made} snapshots rebuilt for {count} encounters, each equal to a full fold of its log")
    return 0


def stats(args: argparse.Namespace) -> int:
    """``fray stats ID [--json]``: the encounter's fight statistics (as tables, or as the API
    sends them)."""
    from fray.server.stats_table import print_stats
    from fray.service_layer.operations import stats_json

    eid, url = args.id, args.database_url
    result = on_database("stats", url, lambda ops: ops.stats(eid))
    if args.json:
        print(stats_json(result).decode())
    else:
        print_stats(result)
    return 0


# ---- fray doctor ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Finding:
    """One check of ``fray doctor``: ``status`` ``ok``, ``warn`` (works, but see ``fix``) or
    ``fail`` (Fray cannot serve until ``fix`` is done); ``detail`` what was found."""

    check: str
    status: str
    detail: str
    fix: str = ""


def _database(to: Target) -> Finding:
    try:
        with psycopg.connect(to.url, autocommit=True, connect_timeout=5, prepare_threshold=None) as conn:
            row = conn.execute("select current_setting('server_version'), current_user, current_database()").fetchone()
    except psycopg.Error as exc:
        return Finding(
            "database",
            "fail",
            f"{to.where} does not answer ({_reason(exc)})",
            "start the server, or point Fray at one: FRAY_DATABASE_URL or --database-url",
        )
    assert row is not None
    version, user, name = row
    major = int(str(version).split(".")[0])
    if major < 15:
        return Finding("database", "fail", f"PostgreSQL {version}: Fray needs 15 or later", "upgrade PostgreSQL")
    return Finding("database", "ok", f"PostgreSQL {version}, database {name}, as {user}")


def _migrations(to: Target) -> Finding:
    try:
        pending = pending_migrations(to.url)
    except psycopg.Error as exc:
        return Finding("migrations", "fail", f"cannot read which migrations ran ({_reason(exc)})", "fray migrate")
    if not pending:
        return Finding("migrations", "ok", "every migration applied")
    who = "the owner (FRAY_OWNER_DATABASE_URL)" if to.owner else "the serving role"
    return Finding(
        "migrations",
        "warn",
        f"{len(pending)} pending ({', '.join(pending)})",
        f"`fray migrate` applies them as {who}; `fray serve` does at its start",
    )


def _roles(to: Target) -> list[Finding]:
    out = []
    role = role_of(to.url) or "the serving role"
    try:
        with psycopg.connect(to.url, autocommit=True, connect_timeout=5, prepare_threshold=None) as conn:
            exists = conn.execute("select to_regclass('events') is not null").fetchone()
            if not exists or not exists[0]:
                return [Finding("roles", "warn", "no event log yet (migrations pending)", "fray migrate")]
            missing = []
            for table, privileges in GRANTS:
                present = conn.execute("select to_regclass(%s) is not null", (table,)).fetchone()
                if not present or not present[0]:
                    continue
                for privilege in privileges.split(", "):
                    ok = conn.execute(
                        "select case when (select relkind from pg_class where oid = %(t)s::regclass) = 'S' "
                        "then has_sequence_privilege(%(t)s, %(p)s) else has_table_privilege(%(t)s, %(p)s) end",
                        {"t": table, "p": privilege},
                    ).fetchone()
                    if not ok or not ok[0]:
                        missing.append(f"{privilege} on {table}")
        warnings = serving_warnings(to.url)
    except psycopg.Error as exc:
        return [Finding("roles", "fail", f"cannot read {role}'s privileges ({_reason(exc)})", "")]
    if missing:
        out.append(
            Finding(
                "roles",
                "fail",
                f"{role} lacks {', '.join(missing)}",
                "`fray migrate` as the owner grants them (FRAY_OWNER_DATABASE_URL, --serving-role)",
            )
        )
    for warning in warnings:
        out.append(
            Finding(
                "roles",
                "warn",
                warning,
                "serve as a role that only reads and appends (docs/operating.md, Database roles)",
            )
        )
    if not out:
        owner = f"; {role_of(to.owner)} owns the schema" if to.owner else ""
        out.append(Finding("roles", "ok", f"{role} may read and append the log, and no more{owner}"))
    return out


def _redis(settings: Settings) -> Finding:
    if not settings.redis_url:
        return Finding(
            "redis",
            "ok",
            "not configured: live updates fan out within one process",
            "",
        )
    import redis
    from redis.cluster import ClusterNode, RedisCluster

    from fray.live.cluster import cluster_address

    address = cluster_address(settings.redis_url)
    where = ("the Redis Cluster at " if address else "Redis at ") + describe_database(settings.redis_url)
    client: redis.Redis | RedisCluster | None = None
    try:
        if address is None:
            client = redis.Redis.from_url(settings.redis_url, socket_connect_timeout=3, socket_timeout=3)
        else:  # the sync client reads the slot map as it is made
            nodes = [ClusterNode(host, port) for host, port in address.nodes]  # type: ignore[no-untyped-call]
            client = RedisCluster(
                startup_nodes=nodes, socket_connect_timeout=3, socket_timeout=3, **address.connection()
            )  # fmt: skip
        client.ping()
        state = client.cluster_info().get("cluster_state") if isinstance(client, RedisCluster) else "ok"
    except (redis.RedisError, redis.exceptions.RedisClusterException) as exc:
        return Finding(
            "redis",
            "fail",
            f"{where} does not answer ({_reason(exc)})",
            "start Redis, or unset FRAY_REDIS_URL to fan out within one process (one instance only)",
        )
    finally:
        if client is not None:
            client.close()
    if state != "ok":
        return Finding(
            "redis",
            "fail",
            f"{where} answers, but its cluster state is {state}: some hash slots have no master",
            "bring the failed masters (or their replicas) back; `redis-cli --cluster check` names them",
        )
    return Finding("redis", "ok", f"{where} answers")


def _replicas(settings: Settings) -> list[Finding]:
    """One line per read replica (``FRAY_READ_DATABASE_URL``; none when unset): it answers,
    is a standby, holds the log, and how far its replay is behind. A replica away is a
    warning: Fray reads the primary instead (``fray.store.replicas``)."""
    out = []
    for url in settings.read_database_url:
        where = describe_database(url)
        try:
            with psycopg.connect(url, connect_timeout=3, prepare_threshold=None) as conn:
                row = conn.execute(
                    "select pg_is_in_recovery(), to_regclass('events') is not null, "
                    "extract(epoch from now() - pg_last_xact_replay_timestamp())"
                ).fetchone()
        except psycopg.Error as exc:
            out.append(
                Finding(
                    "replicas",
                    "warn",
                    f"read replica {where} does not answer ({_reason(exc)}); its reads go to the primary",
                    "start it, or take it out of FRAY_READ_DATABASE_URL",
                )
            )
            continue
        standby, has_log, behind = row if row is not None else (False, False, None)
        if not has_log:
            out.append(
                Finding(
                    "replicas",
                    "fail",
                    f"read replica {where} has no events table",
                    "point FRAY_READ_DATABASE_URL at a streaming standby of FRAY_DATABASE_URL's database",
                )
            )
        elif not standby:
            out.append(
                Finding(
                    "replicas",
                    "warn",
                    f"read replica {where} is not a standby (not in recovery): is it another primary?",
                    "point FRAY_READ_DATABASE_URL at a streaming standby of FRAY_DATABASE_URL's database",
                )
            )
        else:
            lag = "nothing replayed yet" if behind is None else f"last replayed commit {float(behind):.1f} s ago"
            out.append(Finding("replicas", "ok", f"read replica {where} is a standby holding the log; {lag}"))
    return out


def _chain(to: Target) -> Finding:
    async def run() -> tuple[int, list[str]]:
        async with operations(to.url, signer_of(to.settings), prepare=to.settings.database_prepare == "on") as ops:
            ids = await ops.encounter_ids()
            broken = []
            with progress_bar() as bar:
                task = bar.add_task("hash chains", total=len(ids))
                for one in ids:
                    if not (await ops.verify(one)).ok:
                        broken.append(one)
                    bar.advance(task)
            return len(ids), broken

    try:
        count, broken = asyncio.run(run())
    except (psycopg.Error, OSError) as exc:
        return Finding("chain", "fail", f"cannot read the log ({_reason(exc)})", "")
    if broken:
        return Finding(
            "chain",
            "fail",
            f"{len(broken)} of {count} encounters' hash chains are broken: {', '.join(broken)}",
            "the log was changed outside Fray: `fray verify ID` says where; restore the encounter "
            "from an export (`fray import`)",
        )
    return Finding("chain", "ok", f"{count} encounters, every hash chain intact")


def doctor(args: argparse.Namespace) -> int:
    """``fray doctor``: check the database, the roles, Redis, the read replicas, the migrations
    and every hash chain, one line each, with what to fix; changes nothing (it does not migrate). Exit 0 when
    nothing failed (warnings allowed), 1 otherwise."""
    to = target(args.database_url)
    announce("doctor", to)
    findings = [_database(to)]
    if findings[0].status == "ok":
        findings.append(_migrations(to))
        findings += _roles(to)
    findings.append(_redis(to.settings))
    findings += _replicas(to.settings)
    if findings[0].status == "ok" and findings[1].status == "ok":
        findings.append(_chain(to))
    marks = {"ok": "[green]ok  [/]", "warn": "[yellow]warn[/]", "fail": "[red]FAIL[/]"}
    out = Console(highlight=False)
    for f in findings:
        out.print(f"{marks[f.status]} {f.check:<10} {escape(f.detail)}", soft_wrap=True)
        if f.fix and f.status != "ok":
            out.print(f"     {'':<10} fix: {f.fix}", markup=False, soft_wrap=True)
    failed = [f for f in findings if f.status == "fail"]
    warned = [f for f in findings if f.status == "warn"]
    out.print(
        f"{len(failed)} failed, {len(warned)} to look at" if failed or warned else "everything Fray needs is in order",
        soft_wrap=True,
    )
    return 1 if failed else 0
