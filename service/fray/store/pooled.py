"""One way to take a connection from the pool, for every store (events, snapshots, tokens)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import psycopg
from psycopg import AsyncConnection
from psycopg import errors as pg_errors
from psycopg_pool import AsyncConnectionPool, PoolTimeout

from fray.store.errors import AWAY_MESSAGE, BUSY_MESSAGE, StoreUnavailable


@asynccontextmanager
async def pooled(pool: AsyncConnectionPool) -> AsyncIterator[AsyncConnection]:
    """A connection from ``pool`` for the block. Raises ``StoreUnavailable`` in Fray's words
    (``BUSY_MESSAGE`` when no connection came in time, ``AWAY_MESSAGE`` when the server does
    not answer; the server's own words stay in the log); a lock wait that timed out
    (``LockNotAvailable``) is left to the caller. A connection that broke is discarded by
    the pool."""
    try:
        async with pool.connection() as conn:
            yield conn
    except pg_errors.LockNotAvailable:
        raise
    except PoolTimeout as exc:
        raise StoreUnavailable(BUSY_MESSAGE) from exc
    except psycopg.OperationalError as exc:
        raise StoreUnavailable(AWAY_MESSAGE) from exc
