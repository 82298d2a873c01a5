"""When the pool checks a connection before use (``fray.store.pooled``): one idle past
``IDLE_CHECK_S`` is checked before an append or any other write, never before a read (a read
that meets a stale connection is tried once more on a checked one), so an idle feed's poll and
its token's recheck cost one round trip each, not two."""

from __future__ import annotations

import asyncio
import uuid

import psycopg
import pytest
from psycopg import AsyncConnection
from psycopg_pool import AsyncConnectionPool

from fray.service_layer.codecs import event_types
from fray.store import pooled
from fray.store.codec import Metadata
from fray.store.event_store import PostgresEventStore
from fray.store.pooled import connection_pool
from fray.store.tokens import PostgresTokens
from tests.contract.event_store_contract import created

IDLE = 0.05  # IDLE_CHECK_S in these tests


@pytest.fixture
def checks(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The pool's checks (psycopg_pool's own ``check_connection``, still run), counted."""
    monkeypatch.setattr(pooled, "IDLE_CHECK_S", IDLE)
    counted: list[int] = []
    check = AsyncConnectionPool.check_connection

    async def counting(conn: AsyncConnection) -> None:
        counted.append(1)
        await check(conn)

    monkeypatch.setattr(AsyncConnectionPool, "check_connection", staticmethod(counting))
    return counted


def test_an_idle_connection_is_checked_before_a_write_and_not_before_a_read(
    database_url: str, checks: list[int]
) -> None:
    async def go() -> list[tuple[str, int]]:
        pool = connection_pool(database_url, min_size=1, max_size=1)
        await pool.open(wait=True)
        store, tokens = PostgresEventStore(pool, event_types()), PostgresTokens(pool, cache_s=0)
        sid = str(uuid.uuid4())
        steps: list[tuple[str, int]] = []

        async def step(name: str, work: object) -> None:
            await asyncio.sleep(IDLE * 3)  # idle past IDLE_CHECK_S before each step
            before = len(checks)
            await work  # type: ignore[misc]  # a coroutine
            steps.append((name, len(checks) - before))

        try:
            await step("append", store.append(sid, 0, [created(sid)], Metadata()))
            await step("read the stream", store.read_stream(sid))
            await step("the feeds' watcher", store.stream_versions([sid]))
            secret, record = await tokens.issue(sid, "gm")
            await step("resolve a token", tokens.resolve(secret))
            await step("recheck a token", tokens.valid(record.token_id))
            await step("issue a token", tokens.issue(sid, "player"))
        finally:
            await pool.close()
        return steps

    assert asyncio.run(go()) == [
        ("append", 1),
        ("read the stream", 0),
        ("the feeds' watcher", 0),
        ("resolve a token", 0),
        ("recheck a token", 0),
        ("issue a token", 1),
    ]


def test_a_read_on_a_connection_the_server_ended_while_it_was_idle_still_answers(
    database_url: str, checks: list[int]
) -> None:
    """Unchecked, the read's first try meets the ended connection; it is tried once more on a
    checked one, and the caller sees only the answer."""

    async def go() -> list[int]:
        pool = connection_pool(database_url, min_size=1, max_size=1)
        await pool.open(wait=True)
        store = PostgresEventStore(pool, event_types())
        sid = str(uuid.uuid4())
        try:
            await store.append(sid, 0, [created(sid)], Metadata())
            async with pool.connection() as conn:
                backend = conn.info.backend_pid  # the pool's one connection: only it is ended
            with psycopg.connect(database_url, autocommit=True) as admin:
                admin.execute("select pg_terminate_backend(%s)", (backend,))
            await asyncio.sleep(IDLE * 3)
            return [e.version for e in await store.read_stream(sid)]
        finally:
            await pool.close()

    assert asyncio.run(go()) == [1]
    assert checks  # the second try's connection was checked (the pool is suspect after the error)
