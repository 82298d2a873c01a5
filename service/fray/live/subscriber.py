"""One Redis pub/sub connection, read a socket's worth at a time.

redis-py's ``PubSub.get_message`` returns one message a call, and each call goes through a
health check, a retry wrapper, a timeout, an observability hook and a dict built for the
message. A process that follows another's encounters (round robin: ``fray.live.fanout``) hears
one message for every command the others take, and on a 2-core machine that per-message work
was 6.5% of its CPU (docs/performance.md, "Issue 22, fourth pass"). Here a connection from
redis-py's own pool (which connects, authenticates and selects the database as configured by
the URL) is subscribed with plain ``SUBSCRIBE`` and ``UNSUBSCRIBE`` commands, and whatever bytes
the socket holds are parsed at once with hiredis, the parser redis-py itself uses.

A quiet connection is checked as redis-py's ``health_check_interval`` did: after ``IDLE_S``
without a byte a ``PING`` is sent, and a connection that then stays silent for ``PONG_WAIT_S``
is given up (``redis.exceptions.ConnectionError``), as is one that closes.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import NoReturn

import hiredis
from redis.asyncio import Redis
from redis.asyncio.connection import AbstractConnection
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import InvalidResponse, ResponseError

IDLE_S = 10.0
"""Seconds without a byte from Redis before the subscription sends a ``PING``."""
PONG_WAIT_S = 5.0
"""Seconds a ``PING`` may go unanswered (by anything at all) before the connection is given up."""
READ_SIZE = 65_536
"""The most bytes taken from the socket in one read."""


class Subscription:
    """A connection subscribed to some channels. ``open`` returns once Redis has confirmed its
    channels; ``subscribe`` and ``unsubscribe`` send their command and return (Redis confirms
    on the same connection, and ``messages`` skips the confirmation); ``messages`` reads until
    the connection fails. Raises what redis-py raises for a connection that cannot be made
    (``ConnectionError``, ``TimeoutError``, ``AuthenticationError``)."""

    def __init__(self, client: Redis) -> None:
        self._client = client
        self._connection: AbstractConnection | None = None
        self._parser = hiredis.Reader(protocolError=InvalidResponse, replyError=ResponseError)
        self._early: list[tuple[bytes, bytes]] = []  # messages read while ``open`` waited

    async def open(self, *channels: str) -> None:
        """Take a connection from the client's pool, subscribe it to ``channels`` (distinct, at
        least one) and wait (at most ``PONG_WAIT_S``) until Redis confirms each: a Redis that
        refuses them (an ACL without these channels: ``NOPERM``) raises ``ResponseError``
        here, before anyone takes the link for up. Messages published on the first channels
        while the rest are confirmed are kept for ``messages``."""
        self._connection = await self._client.connection_pool.get_connection()  # type: ignore[no-untyped-call]  # redis-py leaves it unannotated
        await self._connection.connect()
        await self.subscribe(*channels)
        stream = self._stream()
        confirmed = 0
        try:
            async with asyncio.timeout(PONG_WAIT_S):
                while confirmed < len(channels):
                    data = await stream.read(READ_SIZE)
                    if not data:
                        raise RedisConnectionError("Redis closed the subscription's connection")
                    self._parser.feed(data)
                    while (reply := self._parser.gets()) is not False:
                        if isinstance(reply, ResponseError):
                            raise reply
                        if reply[0] == b"subscribe":
                            confirmed += 1
                        elif reply[0] == b"message":
                            self._early.append((reply[1], reply[2]))
        except TimeoutError:
            raise RedisConnectionError(f"Redis did not confirm the subscription within {PONG_WAIT_S:g} s") from None

    async def subscribe(self, *channels: str) -> None:
        await self._send("SUBSCRIBE", *channels)

    async def unsubscribe(self, *channels: str) -> None:
        await self._send("UNSUBSCRIBE", *channels)

    async def _send(self, *command: str) -> None:
        connection = self._connection
        if connection is None or not connection.is_connected:
            raise RedisConnectionError("the Redis subscription is closed")
        await connection.send_command(*command, check_health=False)

    async def messages(self, deliver: Callable[[bytes, bytes], None]) -> NoReturn:
        """Call ``deliver(channel, data)`` for each message published on a subscribed channel,
        in the order Redis sent them; every complete message in one read is delivered before
        the next read. Raises ``redis.exceptions.ConnectionError`` when the connection closes
        or stays silent after a ``PING``, and ``redis.exceptions.ResponseError`` when Redis
        answers a command on it with an error (an ACL that forbids a channel)."""
        stream, parser = self._stream(), self._parser
        early, self._early = self._early, []
        for channel, data in early:
            deliver(channel, data)
        pinged = False
        while True:
            try:
                async with asyncio.timeout(PONG_WAIT_S if pinged else IDLE_S):
                    data = await stream.read(READ_SIZE)
            except TimeoutError:
                if pinged:
                    raise RedisConnectionError(f"Redis did not answer a PING within {PONG_WAIT_S:g} s") from None
                await self._send("PING")
                pinged = True
                continue
            if not data:
                raise RedisConnectionError("Redis closed the subscription's connection")
            pinged = False
            parser.feed(data)
            while (reply := parser.gets()) is not False:
                if isinstance(reply, ResponseError):
                    raise reply
                if reply[0] == b"message":
                    deliver(reply[1], reply[2])

    def _stream(self) -> asyncio.StreamReader:
        connection = self._connection
        stream = connection._reader if connection is not None else None  # redis-py's parsers read it too
        if stream is None:
            raise RedisConnectionError("the Redis subscription is not open")
        return stream

    async def close(self) -> None:
        """Close the connection (it is not given back to the pool, which is closed with its client)."""
        connection, self._connection = self._connection, None
        if connection is not None:
            await connection.disconnect()
