"""Presence notes of many rooms at once go out through the one publisher (issue 23's capacity
run: two thousand rooms announcing together each took a redis-py connection, past its pool of
100, and about 750 notes a process failed with ``MaxConnectionsError``)."""

from __future__ import annotations

import asyncio
import secrets
from typing import cast

import redis.asyncio as aioredis

from fray.live.fanout import RedisLink
from fray.live.hub import Hub, Source
from fray.store.codec import RecordedEvent

ROOMS = 400  # four times redis-py's default pool


def test_a_presence_note_per_room_from_hundreds_of_rooms_at_once_all_arrive(redis_url: str) -> None:
    prefix = f"fray-presence-{secrets.token_hex(3)}"

    def no_events(raw: bytes) -> RecordedEvent:
        raise AssertionError("no event is published here")

    async def go() -> set[str]:
        listener = aioredis.Redis.from_url(redis_url)
        pubsub = listener.pubsub()
        await pubsub.psubscribe(f"{prefix}:encounter:*")
        await pubsub.get_message(timeout=2)  # the psubscribe confirmation
        link = RedisLink(redis_url, prefix, Hub(cast(Source, None)), no_events)
        link.connected = True  # as once its subscription is up; no room is open, so none is read
        rooms = [f"enc-{i}" for i in range(ROOMS)]
        await asyncio.gather(*(link.publish(room, b'{"kind":"presence-note"}') for room in rooms))
        heard: set[str] = set()
        while len(heard) < ROOMS:
            message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=5)
            if message is None:
                break
            heard.add(message["channel"].decode().rsplit(":", 1)[1])
        await link.close()
        await pubsub.aclose()  # type: ignore[no-untyped-call]  # redis-py leaves PubSub.aclose unannotated
        await listener.aclose()
        return heard

    heard = asyncio.run(go())
    assert len(heard) == ROOMS, f"{ROOMS - len(heard)} of {ROOMS} presence notes never arrived"


def test_queued_messages_go_out_in_batches_in_their_order(redis_url: str) -> None:
    """What the background publisher finds queued goes out as one pipeline (``PUBLISH_BATCH``
    at most), in the order it was queued, each message once, on one encounter's channel and
    across several; the published counter counts events only (not presence notes)."""
    from fray.observe.metrics import REDIS_PUBLISHED

    prefix = f"fray-batch-{secrets.token_hex(3)}"
    count = 250  # more than two batches

    def no_events(raw: bytes) -> RecordedEvent:
        raise AssertionError("no event is read here")

    async def go() -> tuple[list[tuple[str, bytes]], list[int]]:
        listener = aioredis.Redis.from_url(redis_url)
        pubsub = listener.pubsub()
        await pubsub.psubscribe(f"{prefix}:encounter:*")
        await pubsub.get_message(timeout=2)
        link = RedisLink(redis_url, prefix, Hub(cast(Source, None)), no_events)
        link.connected = True
        sizes: list[int] = []
        send_batch = link._send_batch

        async def counted(batch: list[tuple[str, bytes, bool]]) -> None:
            sizes.append(len(batch))
            await send_batch(batch)

        link._send_batch = counted  # type: ignore[method-assign]  # to see the batches
        for i in range(count):
            await link.publish(f"enc-{i % 3}", f"note {i}".encode())
        heard: list[tuple[str, bytes]] = []
        while len(heard) < count:
            message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=5)
            if message is None:
                break
            heard.append((message["channel"].decode().rsplit(":", 1)[1], message["data"]))
        await link.close()
        await pubsub.aclose()  # type: ignore[no-untyped-call]
        await listener.aclose()
        return heard, sizes

    published = REDIS_PUBLISHED._value.get()
    heard, sizes = asyncio.run(go())
    assert heard == [(f"enc-{i % 3}", f"note {i}".encode()) for i in range(count)]
    assert sum(sizes) == count and max(sizes) <= 100 and len(sizes) < count, sizes
    assert REDIS_PUBLISHED._value.get() == published  # presence notes are not events
