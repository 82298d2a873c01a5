"""The link's subscription reads a socket's worth of pub/sub messages at a time
(``fray.live.subscriber``): every message arrives whole and in order however the bytes are cut,
a channel left is heard no more, an error reply and a silent Redis end the subscription."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import socket
import subprocess
import time
from collections.abc import Iterator
from typing import cast
from urllib.parse import urlsplit, urlunsplit

import pytest
import redis.asyncio as aioredis
from bench.servers import free_port
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import ResponseError

from fray.live import fanout, subscriber
from fray.live.fanout import RedisLink
from fray.live.hub import Hub, Source
from fray.live.subscriber import Subscription
from fray.store.codec import RecordedEvent


def _no_events(raw: bytes) -> RecordedEvent:
    raise AssertionError("nothing is heard here")


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


def test_a_refused_subscription_fails_to_open_and_the_link_backs_off(
    redis_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    """A Redis whose ACL leaves out the link's channels (``NOPERM``): ``open`` raises before
    the link calls itself connected, so the link backs off and warns once instead of
    reconnecting (and re-reading every room from PostgreSQL) several times a second."""
    user, password = f"fray-sub-{secrets.token_hex(3)}", secrets.token_hex(8)
    parts = urlsplit(redis_url)
    as_user = urlunsplit(parts._replace(netloc=f"{user}:{password}@{parts.hostname}:{parts.port or 6379}"))

    async def go() -> tuple[str, list[bool]]:
        admin = aioredis.Redis.from_url(redis_url)
        setuser = ("ACL", "SETUSER", user, "on", f">{password}", "resetchannels", "&allowed:*", "+@all")
        await admin.execute_command(*setuser)  # type: ignore[no-untyped-call]  # redis-py leaves execute_command unannotated
        client = aioredis.Redis.from_url(as_user)
        subscription = Subscription(client)
        link = RedisLink(as_user, f"forbidden-{secrets.token_hex(3)}", Hub(cast(Source, None)), _no_events)
        try:
            with pytest.raises(ResponseError) as refused:
                await subscription.open("forbidden:1")
            await link.start()
            seen = []
            for _ in range(150):  # 1.5 s: once a cycle of sending, reading the refusal and retrying took 80 ms
                seen.append(link.connected)
                await asyncio.sleep(0.01)
            return str(refused.value), seen
        finally:
            await link.close(timeout=1)
            await subscription.close()
            await client.aclose()
            await admin.execute_command("ACL", "DELUSER", user)  # type: ignore[no-untyped-call]  # redis-py leaves execute_command unannotated
            await admin.aclose()

    with caplog.at_level(logging.WARNING, logger="fray.live.fanout"):
        refused, seen = asyncio.run(go())
    assert refused.startswith("NOPERM")
    assert not any(seen)
    lost = [r for r in caplog.records if "Redis subscription lost" in r.getMessage()]
    assert len(lost) == 1, [r.getMessage() for r in caplog.records]


@pytest.fixture
def own_redis() -> Iterator[str]:
    """A Redis of this test's own (``CLIENT PAUSE`` would freeze the shared one for everyone)."""
    port = free_port()
    server = subprocess.Popen(
        ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        stdout=subprocess.DEVNULL,
    )
    try:
        for _ in range(200):
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=0.1):
                break
            time.sleep(0.02)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        server.terminate()
        server.wait(10)


def test_a_redis_that_stops_answering_is_given_up_after_a_ping(own_redis: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(subscriber, "IDLE_S", 0.2)
    monkeypatch.setattr(subscriber, "PONG_WAIT_S", 0.4)

    async def go() -> bool:
        client, admin = aioredis.Redis.from_url(own_redis), aioredis.Redis.from_url(own_redis)
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


def test_a_followed_encounter_nobody_else_writes_is_let_go(redis_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """An encounter followed after a lost race and then written by no other process for
    ``FOLLOW_IDLE_S`` is followed no more, and its channel is left, even when no command asks
    about it again (the breaker found channels still subscribed minutes later)."""
    monkeypatch.setattr(fanout, "FOLLOW_IDLE_S", 0.4)
    prefix = f"fray-follow-{secrets.token_hex(3)}"
    channel = f"{prefix}:encounter:e1"

    async def go() -> tuple[int, int]:
        admin = aioredis.Redis.from_url(redis_url)
        link = RedisLink(redis_url, prefix, Hub(cast(Source, None)), _no_events)
        try:
            await link.start()
            while not link.connected:
                await asyncio.sleep(0.01)
            link.follow("e1")
            for _ in range(200):
                if (followed := await _subscribers(admin, channel)) == 1:
                    break
                await asyncio.sleep(0.01)
            await asyncio.sleep(1.0)  # past FOLLOW_IDLE_S and the sweep after it
            return followed, await _subscribers(admin, channel)
        finally:
            await link.close(timeout=1)
            await admin.aclose()

    followed, later = asyncio.run(go())
    assert followed == 1
    assert later == 0


def test_a_prefix_of_any_text_still_names_the_encounter(redis_url: str) -> None:
    """The channel is cut after the prefix in bytes: a prefix with non-ASCII letters once cut
    the encounter id wrong (every message dropped, or the subscription ended on a bad byte)."""
    prefix = f"fräy-ünïcode-{secrets.token_hex(3)}"

    async def go() -> list[tuple[str, int]]:
        admin = aioredis.Redis.from_url(redis_url)
        link = RedisLink(redis_url, prefix, Hub(cast(Source, None)), _no_events)
        heard: list[tuple[str, int]] = []

        def hear(encounter_id: str, version: int, event: object) -> bool:
            heard.append((encounter_id, version))
            return False

        link.heard = hear
        try:
            await link.start()
            link.follow("e1")
            channel = f"{prefix}:encounter:e1"
            for _ in range(200):
                if link.connected and await _subscribers(admin, channel) == 1:
                    break
                await asyncio.sleep(0.01)
            await admin.publish(channel, b'{"kind":"event","version":7}')
            for _ in range(200):
                if heard:
                    break
                await asyncio.sleep(0.01)
            return heard
        finally:
            await link.close(timeout=1)
            await admin.aclose()

    assert asyncio.run(go()) == [("e1", 7)]


def test_an_encounter_let_go_while_the_subscription_opened_is_left(
    redis_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An encounter followed no more while the subscription was being opened (so nothing could
    be sent to leave its channel then) is left once it is open, not heard until a reconnect."""
    monkeypatch.setattr(fanout, "FOLLOW_IDLE_S", 0.2)
    prefix = f"fray-gone-{secrets.token_hex(3)}"
    channel = f"{prefix}:encounter:e1"
    opening = Subscription.open

    async def slow_open(self: Subscription, *channels: str) -> None:
        await opening(self, *channels)
        await asyncio.sleep(0.4)  # the idle sweep lets e1 go meanwhile

    monkeypatch.setattr(Subscription, "open", slow_open)

    async def go() -> tuple[int, int]:
        admin = aioredis.Redis.from_url(redis_url)
        link = RedisLink(redis_url, prefix, Hub(cast(Source, None)), _no_events)
        try:
            link.follow("e1")  # before the link is up: subscribed when it opens
            await link.start()
            for _ in range(100):
                if await _subscribers(admin, channel) == 1:
                    break
                await asyncio.sleep(0.01)
            during = await _subscribers(admin, channel)
            for _ in range(100):
                if link.connected and await _subscribers(admin, channel) == 0:
                    break
                await asyncio.sleep(0.01)
            return during, await _subscribers(admin, channel)
        finally:
            await link.close(timeout=1)
            await admin.aclose()

    assert asyncio.run(go()) == (1, 0)
