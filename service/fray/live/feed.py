"""The resumable live feed of one encounter, independent of the transport.

A client says which version it has (``after``). The feed subscribes to the encounter's channel
*first*, then sends the stored events after ``after`` from PostgreSQL, then the live ones; a
live message at or below the last version sent is dropped (it came in during catch-up), and a
gap (a message lost by pub/sub, which keeps no history) is filled from PostgreSQL before the
message that revealed it. So the client receives versions ``after+1, after+2, …`` exactly once
each, in order.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable

import msgspec
from litestar.channels import ChannelsPlugin

from fray.live.fanout import channel_name, encode_message
from fray.store.event_store import EventStore


class _Versioned(msgspec.Struct):
    version: int


_version = msgspec.json.Decoder(_Versioned)
Send = Callable[[bytes], Awaitable[None]]


async def stream_feed(
    store: EventStore, channels: ChannelsPlugin, prefix: str, encounter_id: str, after: int
) -> AsyncIterator[bytes]:
    """Yield the encounter's events after version ``after`` as JSON messages, stored ones
    first, then live ones, forever (the caller stops iterating when its client leaves)."""
    async with channels.start_subscription([channel_name(prefix, encounter_id)]) as subscriber:
        last = after
        for event in await store.read_stream(encounter_id, after=last):
            yield encode_message(event)
            last = event.version
        async for message in subscriber.iter_events():
            version = _version.decode(message).version
            if version <= last:
                continue
            if version > last + 1:
                for event in await store.read_stream(encounter_id, after=last, to=version - 1):
                    yield encode_message(event)
                    last = event.version
            yield message
            last = version
