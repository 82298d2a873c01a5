"""A busy pool is not an outage (issue 23's capacity run found the difference missed).

On a machine starved of CPU, a request could wait more than ``WAIT_SLICE_S`` for a pooled
connection while every connection was in use; the pool then took the database for away and
asked it directly with a new connection, which the starved server did not finish within
``PROBE_CONNECT_S``: reads failed with "the database is not answering" while PostgreSQL was up,
and feeds were closed. Here the slowness is real: a TCP relay in front of the test's
PostgreSQL that, once told, holds every *new* connection for longer than the probe's timeout,
while the connection the pool already holds flows freely.
"""

from __future__ import annotations

import asyncio
import contextlib
from urllib.parse import urlsplit, urlunsplit

from fray.store.pooled import PROBE_CONNECT_S, WAIT_SLICE_S, connection_pool


class SlowToConnect:
    """A TCP relay to ``host:port`` on a free loopback port; with ``slow`` set, a connection
    accepted from then on is held ``hold_s`` seconds before it is relayed."""

    def __init__(self, host: str, port: int, hold_s: float) -> None:
        self.host, self.port, self.hold_s = host, port, hold_s
        self.slow = False
        self.server: asyncio.Server | None = None

    async def start(self) -> int:
        self.server = await asyncio.start_server(self._relay, "127.0.0.1", 0)
        return int(self.server.sockets[0].getsockname()[1])

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.slow:
            await asyncio.sleep(self.hold_s)
        up_reader, up_writer = await asyncio.open_connection(self.host, self.port)

        async def pipe(src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
            with contextlib.suppress(ConnectionError, OSError):
                while data := await src.read(65536):
                    dst.write(data)
                    await dst.drain()
            dst.close()

        await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))

    async def stop(self) -> None:
        if self.server is not None:
            self.server.close()


def test_a_request_queued_behind_a_busy_pool_waits_for_it_instead_of_calling_the_database_away(
    database_url: str,
) -> None:
    parts = urlsplit(database_url)

    async def go() -> None:
        relay = SlowToConnect(parts.hostname or "127.0.0.1", parts.port or 5432, hold_s=PROBE_CONNECT_S + 3)
        port = await relay.start()
        url = urlunsplit(parts._replace(netloc=f"{parts.username or 'postgres'}@127.0.0.1:{port}"))
        pool = connection_pool(url, min_size=1, max_size=1, timeout=10)
        await pool.open(wait=True)
        try:
            relay.slow = True  # from now on a new connection would miss the probe's timeout
            held = asyncio.Event()

            async def busy() -> None:
                async with pool.connection() as conn:
                    held.set()
                    await conn.execute("select pg_sleep(%s)", (WAIT_SLICE_S + 1.5,))

            holder = asyncio.create_task(busy())
            await held.wait()
            async with pool.connection() as conn:  # queued behind the holder: waits, then gets it
                row = await (await conn.execute("select 1")).fetchone()
            assert row == (1,)
            assert not pool.away
            await holder
        finally:
            await pool.close()
            await relay.stop()

    asyncio.run(go())
