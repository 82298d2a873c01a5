"""The background publisher sends a loop step's events as one script (``PUBLISH_ALL``); a
Redis that refuses scripts (an ACL without ``@scripting``, as some managed services set) still
gets every event, one ``PUBLISH`` each, in order."""

from __future__ import annotations

import asyncio
import secrets
from typing import cast
from urllib.parse import urlsplit, urlunsplit

import redis.asyncio as aioredis

from fray.live.fanout import RedisLink
from fray.live.hub import Hub, Source
from fray.store.codec import RecordedEvent

MESSAGES = 50


def _no_events(raw: bytes) -> RecordedEvent:
    raise AssertionError("nothing is heard here")


def _as_user(url: str, user: str, password: str) -> str:
    parts = urlsplit(url)
    return urlunsplit(parts._replace(netloc=f"{user}:{password}@{parts.hostname}:{parts.port or 6379}"))


async def _published(url: str, prefix: str) -> list[bytes]:
    """What a subscriber hears of ``MESSAGES`` notes queued in one step on a link to ``url``."""
    listener = aioredis.Redis.from_url(url)
    pubsub = listener.pubsub()
    await pubsub.psubscribe(f"{prefix}:encounter:*")
    await pubsub.get_message(timeout=2)  # the psubscribe confirmation
    link = RedisLink(url, prefix, Hub(cast(Source, None)), _no_events)
    link.connected = True  # as once its subscription is up
    for i in range(MESSAGES):  # one step: one batch
        await link.publish("room", f'{{"kind":"presence-note","n":{i}}}'.encode())
    heard: list[bytes] = []
    while len(heard) < MESSAGES:
        message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=5)
        if message is None:
            break
        heard.append(message["data"])
    await link.close()
    await pubsub.aclose()  # type: ignore[no-untyped-call]  # redis-py leaves PubSub.aclose unannotated
    await listener.aclose()
    return heard


def test_a_redis_that_refuses_scripts_still_gets_every_event_in_order(redis_url: str) -> None:
    user, password = f"fray-noscript-{secrets.token_hex(3)}", secrets.token_hex(8)
    expected = [f'{{"kind":"presence-note","n":{i}}}'.encode() for i in range(MESSAGES)]

    async def go() -> tuple[list[bytes], list[bytes]]:
        admin = aioredis.Redis.from_url(redis_url)
        await admin.execute_command("ACL", "SETUSER", user, "on", f">{password}", "~*", "&*", "+@all", "-@scripting")  # type: ignore[no-untyped-call]  # redis-py leaves execute_command unannotated
        try:
            scripted = await _published(redis_url, f"fray-scripts-{secrets.token_hex(3)}")
            plain = await _published(_as_user(redis_url, user, password), f"fray-noscripts-{secrets.token_hex(3)}")
        finally:
            await admin.execute_command("ACL", "DELUSER", user)  # type: ignore[no-untyped-call]  # redis-py leaves execute_command unannotated
            await admin.aclose()
        return scripted, plain

    scripted, plain = asyncio.run(go())
    assert scripted == expected
    assert plain == expected
