"""The connection pool every store shares (events, snapshots, tokens), and one way to take a
connection from it.

``connection_pool`` makes the pool: connections in autocommit, checked before use when they
may be stale (idle for a while, or after an error), riding out a PostgreSQL restart and failing
fast while the server is away (``ConnectionPool``). ``pooled`` takes a connection and turns the
driver's errors into Fray's words (``StoreUnavailable``); ``read_rows`` runs a read, which is
safe to repeat, on a connection taken unchecked and once more on a checked one if it was stale.

**No session state.** A connection carries nothing from one statement to the next, so Fray
works through PgBouncer in transaction mode, where consecutive statements of one client may run
on different server connections: the lock timeout is the serving role's own default in its
database (``settle_lock_timeout``, written once, read by every new server session), never a
``SET`` on connect; with ``prepare=False`` psycopg prepares nothing (PgBouncer before 1.21 does
not carry prepared statements across transactions; ``FRAY_DATABASE_PREPARE=off``)."""

from __future__ import annotations

import asyncio
import time
import weakref
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from contextvars import ContextVar
from typing import Any

import psycopg
from psycopg import AsyncConnection, sql
from psycopg import errors as pg_errors
from psycopg_pool import AsyncConnectionPool, PoolClosed, PoolTimeout, TooManyRequests

from fray.store.errors import AWAY_MESSAGE, BUSY_MESSAGE, PoolBusy, StoreUnavailable

LOCK_TIMEOUT_S = 10
"""Seconds an append waits for a row another writer holds before it gives up (``StoreBusy``):
the ``lock_timeout`` that ``settle_lock_timeout`` makes the serving role's default."""
PREPARE_THRESHOLD = 5
"""Executions of one statement text on a connection before psycopg prepares it (its default)."""


def _lock_timeout_defaults(conn: psycopg.Connection[Any]) -> list[str]:
    """The ``lock_timeout`` defaults that apply to new sessions of this role in this database
    (``ALTER ROLE … [IN DATABASE …] SET`` or ``ALTER DATABASE … SET``), e.g. ``['10s']``."""
    rows = conn.execute(
        "select split_part(c, '=', 2) from pg_db_role_setting s, unnest(s.setconfig) as c "
        "where split_part(c, '=', 1) = 'lock_timeout' "
        "and s.setrole in (0, (select oid from pg_roles where rolname = current_user)) "
        "and s.setdatabase in (0, (select oid from pg_database where datname = current_database())) "
        "order by s.setrole = 0, s.setdatabase = 0"  # the one in force first (role in database, role, database)
    ).fetchall()
    return [str(r[0]) for r in rows]


def settle_lock_timeout(url: str) -> str | None:
    """Make ``lock_timeout = LOCK_TIMEOUT_S`` the default of the role of ``url`` in its
    database (``ALTER ROLE CURRENT_USER IN DATABASE … SET``, which any role may do for itself),
    unless the role or the database has a ``lock_timeout`` default already (an operator's value
    is kept). Every new session of the role starts with it, a PgBouncer's server connections
    included; the session that writes it takes it too. Returns the default in force, or None
    when it could not be written (``psycopg.Error``: appends then wait for a stuck writer
    without a bound). Raises ``psycopg.OperationalError`` when the database does not answer."""
    with psycopg.connect(url, autocommit=True, prepare_threshold=None) as conn:
        found = _lock_timeout_defaults(conn)
        if found:
            return found[0]
        value = f"{int(LOCK_TIMEOUT_S * 1000)}ms"
        database = conn.execute("select current_database()").fetchone()
        assert database is not None
        try:  # one query message: behind PgBouncer both run on one server connection
            conn.execute(
                sql.SQL("alter role current_user in database {} set lock_timeout = {}; set lock_timeout = {}").format(
                    sql.Identifier(database[0]), sql.Literal(value), sql.Literal(value)
                ),
                prepare=False,
            )
        except psycopg.OperationalError:
            raise
        except psycopg.Error:  # not allowed here, or another process wrote it at the same moment
            found = _lock_timeout_defaults(conn)
            return found[0] if found else None
    return value


RECONNECT_S = 3.0
"""Seconds the pool keeps retrying a lost connection in the background (psycopg_pool's backoff
doubles without a cap: with its default of five minutes a connection lost in a long outage
came back up to a minute after the server did). Past it, the next request asks for one."""
WAIT_SLICE_S = 1.0
"""A request waiting longer than this for a pooled connection asks the server directly
(``ConnectionPool.getconn``) whether it is there at all, so an outage fails fast."""
PROBE_CONNECT_S = 2  # libpq's connect_timeout of that direct question (its minimum is 2)
IDLE_CHECK_S = 2.0
"""A connection idle in the pool longer than this is checked before use (one round trip); one
used more recently is handed out as it is: it answered a moment ago, and if the server has
gone since, its first statement fails, the error is raised as ``StoreUnavailable`` and every
checkout after it is checked (``suspect``). A read's first try is not checked at all
(``read_rows``)."""

_UNCHECKED: ContextVar[bool] = ContextVar("fray_unchecked_checkout", default=False)
"""True while ``read_rows`` takes its first connection: ``ConnectionPool`` skips the idle check."""


class DatabaseAway(psycopg.OperationalError):
    """The database did not take a connection when asked directly (``ConnectionPool``); the
    stores turn it, like every ``OperationalError``, into ``StoreUnavailable``."""


class ConnectionPool(AsyncConnectionPool):
    """psycopg_pool's pool, made to ride out a PostgreSQL restart and fail fast while it is away.

    - A connection that may be stale is checked before use (``check``: psycopg_pool's
      ``check_connection``, an empty query, one round trip): one idle for ``IDLE_CHECK_S`` or
      more, and every one after a database error (``suspect``) until a check passes on a
      connection made since. One in steady use is not: checking it on every checkout cost a
      command a second round trip. A connection that fails the check means the server
      restarted or dropped us, so every other idle connection is as stale: the pool is drained
      at once (replaced by fresh ones) instead of checking them one by one with psycopg_pool's
      backoff between checks (1, 2, 4 … s: ten stale connections outlast a request's timeout).
    - While the server is known to be away (a check failed, or no connection came within
      ``WAIT_SLICE_S``), ``getconn`` asks it directly with one short connection attempt and
      raises ``DatabaseAway`` when it refuses, instead of waiting out ``timeout``; once it
      answers, requests wait for the pool as usual, which reconnects within ``RECONNECT_S``.
    """

    def __init__(self, url: str, *, min_size: int, max_size: int, timeout: float, prepare: bool = True) -> None:
        super().__init__(
            url,
            kwargs={"prepare_threshold": PREPARE_THRESHOLD if prepare else None},
            min_size=min_size,
            max_size=max_size,
            timeout=timeout,
            configure=self._configure,
            check=self._check,
            reset=self._returned,
            reconnect_timeout=RECONNECT_S,
            open=False,
        )
        self._url = url
        self.away = False
        self._probing: asyncio.Future[bool] | None = None
        self._used: weakref.WeakKeyDictionary[AsyncConnection, float] = weakref.WeakKeyDictionary()
        self._suspect_since: float | None = None  # when a database error was last seen (None: none since a check)

    def suspect(self) -> None:
        """A statement failed with a database error: check every connection before use until
        one made after now passes its check."""
        self._suspect_since = time.monotonic()

    async def _configure(self, conn: AsyncConnection) -> None:
        await conn.set_autocommit(True)  # client-side only: sends nothing
        self._used[conn] = time.monotonic()
        self.away = False  # the server took a connection

    async def _returned(self, conn: AsyncConnection) -> None:
        self._used[conn] = time.monotonic()

    async def _check(self, conn: AsyncConnection) -> None:
        used = self._used.get(conn)
        suspect = self._suspect_since
        if suspect is None and (_UNCHECKED.get() or (used is not None and time.monotonic() - used < IDLE_CHECK_S)):
            return  # a read that is tried again if it fails (read_rows), or answered a moment ago (IDLE_CHECK_S)
        try:
            await AsyncConnectionPool.check_connection(conn)
        except Exception:
            self.suspect()
            if not self.away:
                self.away = True
                await self.drain()  # the idle connections are as old as this one: all stale
            raise
        if suspect is not None and used is not None and used > suspect and self._suspect_since == suspect:
            self._suspect_since = None  # a connection made (or used) since the error answers

    async def _probe(self) -> None:
        """Raise ``DatabaseAway`` unless the server takes a connection now. Requests that
        arrive while a probe is under way share its answer (no connection storm in an outage)."""
        probe = self._probing
        if probe is None or probe.done():
            probe = self._probing = asyncio.ensure_future(self._connects())
        if not await asyncio.shield(probe):
            raise DatabaseAway("the database does not take connections")
        self.away = False

    async def _connects(self) -> bool:
        try:
            conn = await AsyncConnection.connect(self._url, connect_timeout=PROBE_CONNECT_S, prepare_threshold=None)
        except Exception:
            return False
        await conn.close()
        return True

    async def getconn(self, timeout: float | None = None) -> AsyncConnection:
        """A checked connection within ``timeout`` seconds (the pool's when None). Raises
        ``PoolTimeout`` when none came in time, ``DatabaseAway`` as soon as the server is
        found away (see the class)."""
        deadline = time.monotonic() + (self.timeout if timeout is None else timeout)
        while True:
            if self.away:
                await self._probe()
            left = deadline - time.monotonic()
            try:
                return await super().getconn(max(0.001, min(WAIT_SLICE_S, left)))
            except PoolTimeout:
                if left <= WAIT_SLICE_S:
                    raise
                if not self._busy():
                    self.away = True  # nothing for a while: ask the server before waiting on

    def _busy(self) -> bool:
        """Whether every connection the pool may hold is open and handed out, with no database
        error seen since: then a request that waits is queued behind the others, not facing an
        outage, and asking the server directly would only add a connection attempt that a
        starved machine may not finish within ``PROBE_CONNECT_S`` (which once closed feeds
        while PostgreSQL was up: the capacity run, issue 23)."""
        stats = self.get_stats()
        return self._suspect_since is None and stats.get("pool_size", 0) >= self.max_size


async def read_rows(
    connect: Callable[[], AbstractAsyncContextManager[AsyncConnection]],
    sql: str,
    params: Sequence[object] | dict[str, object],
) -> list[tuple[Any, ...]]:
    """The rows of a read (a statement that changes nothing, so safe to run twice) on a
    connection from ``connect`` (a store's ``pooled``). The first try takes a connection without
    the idle check, however long it sat in the pool: an idle feed's poll every few seconds costs
    one round trip, not a check and the read. A stale connection (the server restarted since)
    fails the statement; the pool is then ``suspect`` and the read is tried once more, on a
    checked connection. Raises ``StoreUnavailable`` when that fails too, or at once when no
    connection came in time (``PoolBusy``), the server refused one (``DatabaseAway``) or a lock
    wait timed out."""
    for attempt in (1, 2):
        mark = _UNCHECKED.set(attempt == 1)
        try:
            async with connect() as conn:
                cur = await conn.execute(sql, params)
                return await cur.fetchall() if cur.description else []
        except StoreUnavailable as exc:
            cause = exc.__cause__
            stale = isinstance(cause, psycopg.OperationalError) and not isinstance(
                cause,
                (
                    PoolTimeout,
                    PoolClosed,
                    TooManyRequests,
                    pg_errors.LockNotAvailable,
                    pg_errors.QueryCanceled,
                    DatabaseAway,
                ),
            )  # the server's answer or the pool's own refusal: the connection was not the fault
            if attempt == 2 or not stale:
                raise
        finally:
            _UNCHECKED.reset(mark)
    raise AssertionError("unreachable")


def connection_pool(
    url: str, *, min_size: int = 1, max_size: int = 10, timeout: float = 10, prepare: bool = True
) -> ConnectionPool:
    """A closed pool of connections set up for :class:`PostgresEventStore` (autocommit, no
    session state, checked before use, failing fast while the server is away:
    :class:`ConnectionPool`); ``await pool.open()`` it in the app's lifespan. ``timeout``:
    seconds a request waits for a free connection before ``StoreUnavailable``. ``prepare``:
    False keeps psycopg from preparing statements (``prepare_threshold=None``), as PgBouncer
    in transaction mode before 1.21 needs; True prepares a statement after
    ``PREPARE_THRESHOLD`` uses on a connection."""
    return ConnectionPool(url, min_size=min_size, max_size=max_size, timeout=timeout, prepare=prepare)


@asynccontextmanager
async def pooled(pool: AsyncConnectionPool) -> AsyncIterator[AsyncConnection]:
    """A connection from ``pool`` for the block. Raises ``StoreUnavailable`` in Fray's words
    (``PoolBusy``, ``BUSY_MESSAGE``, when no connection came in time; ``AWAY_MESSAGE`` when the
    server does not answer; the server's own words stay in the log); a lock wait that timed out
    (``LockNotAvailable``) is left to the caller. A connection that broke is discarded by
    the pool."""
    try:
        async with pool.connection() as conn:
            yield conn
    except pg_errors.LockNotAvailable:
        raise
    except PoolTimeout as exc:
        raise PoolBusy(BUSY_MESSAGE) from exc
    except psycopg.OperationalError as exc:
        if isinstance(pool, ConnectionPool):
            pool.suspect()  # the other connections may be as broken: check them before use
        raise StoreUnavailable(AWAY_MESSAGE) from exc
