"""The resumable live feed of one encounter, independent of the transport.

A client says which version it has (``after``). The feed subscribes to the encounter's channel
*first*, then sends the stored events after ``after`` from PostgreSQL, then the live ones; a
live message at or below the last version sent is dropped (it came in during catch-up), and a
gap (a message lost by pub/sub, which keeps no history) is filled from PostgreSQL before the
message that revealed it. So the client receives versions ``after+1, after+2, …`` exactly once
each, in order.

Pub/sub can also lose the *last* message (a publisher that lost Redis): when nothing arrives
for ``POLL_S`` seconds the feed asks PostgreSQL for anything newer, so a lost event arrives
within seconds even if nothing follows it. If the channel cannot be subscribed at all (Redis
down), the feed still serves, from PostgreSQL alone, at that pace.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack
from typing import Protocol

import msgspec
from litestar.channels import ChannelsPlugin

from fray.live.fanout import SUBSCRIBER_BACKLOG, channel_name, encode_message
from fray.store.codec import RecordedEvent

log = logging.getLogger(__name__)
POLL_S = 5.0


class StreamReader(Protocol):
    """What a feed reads from: an encounter's stored events after a version (the service
    layer's ``Encounters.read_stream``, or a store)."""

    async def read_stream(self, stream_id: str, after: int = 0, to: int | None = None) -> list[RecordedEvent]:
        """The stream's events with ``after < version <= to``, in version order."""
        ...


class _Versioned(msgspec.Struct):
    version: int


_version = msgspec.json.Decoder(_Versioned)


async def stream_feed(
    store: StreamReader,
    channels: ChannelsPlugin,
    prefix: str,
    encounter_id: str,
    after: int,
    poll_s: float = POLL_S,
) -> AsyncIterator[bytes]:
    """Yield the encounter's events after version ``after`` as JSON messages, stored ones
    first, then live ones, forever (the caller stops iterating when its client leaves).
    ``poll_s``: seconds without a live message before PostgreSQL is asked directly."""
    live: asyncio.Queue[bytes] = asyncio.Queue(maxsize=SUBSCRIBER_BACKLOG)

    async def take(message: bytes) -> None:  # a full queue drops its oldest; gaps refill
        if live.full():
            live.get_nowait()
        live.put_nowait(message)

    async with AsyncExitStack() as stack:
        try:
            subscriber = await stack.enter_async_context(
                channels.start_subscription([channel_name(prefix, encounter_id)]))
            await stack.enter_async_context(subscriber.run_in_background(take, join=False))
        except Exception:  # the feed degrades to polling; the log says why
            log.warning("live fan-out unavailable for encounter %s; its feed polls PostgreSQL "
                        "every %s s", encounter_id, poll_s, exc_info=True)
        last = after
        for event in await store.read_stream(encounter_id, after=last):
            yield encode_message(event)
            last = event.version
        while True:
            try:
                message = await asyncio.wait_for(live.get(), poll_s)
            except TimeoutError:
                for event in await store.read_stream(encounter_id, after=last):
                    yield encode_message(event)
                    last = event.version
                continue
            version = _version.decode(message).version
            if version <= last:
                continue
            if version > last + 1:
                for event in await store.read_stream(encounter_id, after=last, to=version - 1):
                    yield encode_message(event)
                    last = event.version
            yield message
            last = version
