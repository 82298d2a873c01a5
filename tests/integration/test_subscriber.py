"""The link's subscription reads a socket's worth of pub/sub messages at a time
(``fray.live.subscriber``): every message arrives whole and in order however the bytes are cut,
a channel left is heard no more, an error reply and a silent Redis end the subscription."""

from __future__ import annotations

import asyncio
import secrets
from urllib.parse import urlsplit, urlunsplit

import pytest
import redis.asyncio as aioredis
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import ResponseError

from fray.live import subscriber
from fray.live.subscriber import Subscription


async def _until(heard: list[tuple[bytes, bytes]], count: int) -> None:
    """Wait (at most 5 s) until ``count`` messages are heard."""
    for _ in range(500):
        if len(heard) >= count:
            return
        await asyncio.sleep(0.01)


async def _subscribers(client: aioredis.Redis, channel: str) -> int:
    counts = await client.pubsub_numsub(channel)
    return int(counts[0][1])


def test_every_message_arrives_whole_and_in_order_across_reads(redis_url: str) -> None:
    one, two = f"fray-sub-{secrets.token_hex(3)}:a", f"fray-sub-{secrets.token_hex(3)}:b"
    # 300 messages of 1-3 KiB: several reads of READ_SIZE, most cut inside a message
    sent = [(one if i % 3 else two, (f"{i:05d}:" + "x" * (1000 + 7 * i)).encode()) for i in range(300)]

    async def go() -> tuple[list[tuple[bytes, bytes]], list[tuple[bytes, bytes]]]:
        client, publisher = aioredis.Redis.from_url(redis_url), aioredis.Redis.from_url(redis_url)
        subscription = Subscription(client)
        heard: list[tuple[bytes, bytes]] = []
        await subscription.open(one, two)
        reading = asyncio.create_task(subscription.messages(lambda channel, data: heard.append((channel, data))))
        while await _subscribers(publisher, two) == 0:
            await asyncio.sleep(0.01)
        async with publisher.pipeline(transaction=False) as pipe:
            for channel, data in sent:
                pipe.publish(channel, data)
            await pipe.execute()
        await _until(heard, len(sent))
        first = list(heard)
        await subscription.unsubscribe(two)
        while await _subscribers(publisher, two) == 1:
            await asyncio.sleep(0.01)
        heard.clear()
        await publisher.publish(two, b"left")
        await publisher.publish(one, b"still here")
        await _until(heard, 1)
        await asyncio.sleep(0.1)  # anything wrongly delivered would be here by now
        reading.cancel()
        await subscription.close()
        await client.aclose()
        await publisher.aclose()
        return first, list(heard)

    first, after = asyncio.run(go())
    assert first == [(channel.encode(), data) for channel, data in sent]
    assert after == [(one.encode(), b"still here")]


def test_an_error_reply_ends_the_subscription(redis_url: str) -> None:
    user, password = f"fray-sub-{secrets.token_hex(3)}", secrets.token_hex(8)
    parts = urlsplit(redis_url)
    as_user = urlunsplit(parts._replace(netloc=f"{user}:{password}@{parts.hostname}:{parts.port or 6379}"))

    async def go() -> str:
        admin = aioredis.Redis.from_url(redis_url)
        setuser = ("ACL", "SETUSER", user, "on", f">{password}", "resetchannels", "&allowed:*", "+@all")
        await admin.execute_command(*setuser)  # type: ignore[no-untyped-call]  # redis-py leaves execute_command unannotated
        client = aioredis.Redis.from_url(as_user)
        subscription = Subscription(client)
        try:
            await subscription.open("allowed:1")
            await subscription.subscribe("forbidden:1")
            with pytest.raises(ResponseError) as refused:
                await asyncio.wait_for(subscription.messages(lambda channel, data: None), timeout=5)
            return str(refused.value)
        finally:
            await subscription.close()
            await client.aclose()
            await admin.execute_command("ACL", "DELUSER", user)  # type: ignore[no-untyped-call]  # redis-py leaves execute_command unannotated
            await admin.aclose()

    assert asyncio.run(go()).startswith("NOPERM")


def test_a_redis_that_stops_answering_is_given_up_after_a_ping(redis_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(subscriber, "IDLE_S", 0.2)
    monkeypatch.setattr(subscriber, "PONG_WAIT_S", 0.4)

    async def go() -> bool:
        client, admin = aioredis.Redis.from_url(redis_url), aioredis.Redis.from_url(redis_url)
        subscription = Subscription(client)
        await subscription.open(f"fray-sub-{secrets.token_hex(3)}")
        reading = asyncio.create_task(subscription.messages(lambda channel, data: None))
        await asyncio.sleep(0.5)  # quiet past IDLE_S: a PING went and its pong came back
        alive = not reading.done()
        await admin.execute_command("CLIENT", "PAUSE", "1500", "ALL")  # type: ignore[no-untyped-call]  # redis-py leaves execute_command unannotated
        with pytest.raises(RedisConnectionError):  # a reader that waited on would meet the timeout instead
            await asyncio.wait_for(reading, timeout=5)
        await subscription.close()
        await client.aclose()
        await asyncio.sleep(1.2)  # the pause is over
        await admin.aclose()
        return alive

    assert asyncio.run(go())
