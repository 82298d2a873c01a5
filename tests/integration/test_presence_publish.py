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
