"""An open feed's token recheck when the database does not answer (issue 23's capacity run:
a recheck that raised ``StoreUnavailable`` ended the feed with an internal error, 4500, and
its shared read was logged as "Task exception was never retrieved")."""

from __future__ import annotations

import asyncio
import gc
import uuid
from typing import Any

from fray.api.feed import still_valid
from fray.store.pooled import connection_pool
from fray.store.tokens import PostgresTokens
from tests.fault.servers import free_port


def test_a_recheck_the_database_cannot_answer_keeps_the_feed_and_leaves_no_unseen_error() -> None:
    nowhere = f"postgresql://postgres@127.0.0.1:{free_port()}/postgres"  # nothing listens there

    async def go() -> list[dict[str, Any]]:
        unseen: list[dict[str, Any]] = []
        asyncio.get_running_loop().set_exception_handler(lambda _, context: unseen.append(context))
        pool = connection_pool(nowhere, min_size=1, max_size=1, timeout=1.5)
        await pool.open(wait=False)
        tokens = PostgresTokens(pool, cache_s=0)
        try:
            answers = await asyncio.gather(
                *(still_valid(tokens, "00000000-0000-4000-8000-000000000001") for _ in range(3))
            )
            assert answers == [True, True, True]  # kept open; asked again at the next recheck
            leaving = asyncio.create_task(
                still_valid(tokens, "00000000-0000-4000-8000-000000000002")
            )  # its feed closes meanwhile
            await asyncio.sleep(0.1)
            leaving.cancel()
            await asyncio.sleep(2.5)  # the shared read fails with nobody left waiting for it
        finally:
            await pool.close()
        gc.collect()
        await asyncio.sleep(0)
        return unseen

    unseen = asyncio.run(go())
    assert not [c for c in unseen if "never retrieved" in str(c.get("message", ""))], unseen


def test_rechecks_asked_together_are_one_query_with_each_token_answered_as_stored(database_url: str) -> None:
    """Issue 23's capacity run: 6,000 feeds rechecking every 5 s were 1,200 token reads a
    second on one process, its pool busy and its commands waiting. Rechecks asked within
    ``BATCH_WAIT_S`` of each other are read by one query: a valid token, a revoked one, one
    never issued and an id that is not a UUID each get their own answer."""

    async def go() -> tuple[list[bool], int]:
        pool = connection_pool(database_url, min_size=1, max_size=2)
        await pool.open()
        tokens = PostgresTokens(pool, cache_s=0)
        try:
            encounter = str(uuid.uuid4())
            good = [(await tokens.issue(encounter, "player", ("bruce",)))[1].token_id for _ in range(3)]
            gone = (await tokens.issue(encounter, "player"))[1].token_id
            await tokens.revoke(encounter, [gone])
            queries = 0
            real = tokens._read

            async def counted(sql: str, params: Any) -> Any:
                nonlocal queries
                queries += 1
                return await real(sql, params)

            tokens._read = counted  # type: ignore[method-assign]  # counting the queries
            asked = [*good, gone, str(uuid.uuid4()), "not-a-uuid", good[0]]
            answers = await asyncio.gather(*(still_valid(tokens, t) for t in asked))
            return list(answers), queries
        finally:
            await pool.close()

    answers, queries = asyncio.run(go())
    assert answers == [True, True, True, False, False, False, True]
    assert queries == 1
