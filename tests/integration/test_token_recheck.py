"""An open feed's token recheck when the database does not answer (issue 23's capacity run:
a recheck that raised ``StoreUnavailable`` ended the feed with an internal error, 4500, and
its shared read was logged as "Task exception was never retrieved")."""

from __future__ import annotations

import asyncio
import gc
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
            answers = await asyncio.gather(*(still_valid(tokens, "tok-1") for _ in range(3)))
            assert answers == [True, True, True]  # kept open; asked again at the next recheck
            leaving = asyncio.create_task(still_valid(tokens, "tok-2"))  # its feed closes meanwhile
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
