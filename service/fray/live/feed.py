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

With ``state_of`` (the client asked for ``state=true``) the feed also sends the encounter's
state after each batch: once the catch-up is sent (even when it was empty, so a client that
is up to date gets the state at once), and after a live message when no other is waiting. The state is loaded then; if it is ahead of the last event sent, the
events in between are sent first, so a state message of version N always follows event N.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AsyncExitStack
from typing import Protocol

import msgspec
from litestar.channels import ChannelsPlugin

from fray.domain.state import StateView
from fray.live.fanout import SUBSCRIBER_BACKLOG, channel_name, encode_message
from fray.live.messages import state_message
from fray.store.codec import RecordedEvent

log = logging.getLogger(__name__)
POLL_S = 5.0


class StreamReader(Protocol):
    """What a feed reads from: an encounter's stored events after a version (the service
    layer's ``Encounters.read_stream``, or a store)."""

    async def read_stream(self, stream_id: str, after: int = 0, to: int | None = None) -> list[RecordedEvent]:
        """The stream's events with ``after < version <= to``, in version order."""
        ...


async def _as_is(event: RecordedEvent) -> bytes:
    return encode_message(event)


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
    state_of: Callable[[], Awaitable[StateView]] | None = None,
    render: Callable[[RecordedEvent], Awaitable[bytes]] | None = None,
    decode: Callable[[bytes], RecordedEvent] | None = None,
) -> AsyncIterator[bytes]:
    """Yield the encounter's events after version ``after`` as JSON messages, stored ones
    first, then live ones, forever (the caller stops iterating when its client leaves).
    ``poll_s``: seconds without a live message before PostgreSQL is asked directly.
    ``state_of``: when given, the encounter's current state, sent after each batch.
    ``render``: the message one reader gets for an event (``fray.visibility``: redacted, or a
    hidden placeholder); with it, live messages are read back with ``decode`` and rendered
    (default: every event as it is, the GM's view)."""
    encode: Callable[[RecordedEvent], Awaitable[bytes]] = render or _as_is
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

        async def stored() -> AsyncIterator[bytes]:
            nonlocal last
            for event in await store.read_stream(encounter_id, after=last):
                yield await encode(event)
                last = event.version

        async def with_state() -> AsyncIterator[bytes]:
            nonlocal last
            if state_of is None:
                return
            state = await state_of()
            if state.version > last:
                for event in await store.read_stream(encounter_id, after=last, to=state.version):
                    yield await encode(event)
                    last = event.version
            if state.version == last:
                yield state_message(state)

        async for message in stored():
            yield message
        async for message in with_state():  # on connect, even with no event to catch up
            yield message
        while True:
            try:
                message = await asyncio.wait_for(live.get(), poll_s)
            except TimeoutError:
                sent = last
                async for message in stored():
                    yield message
                if last > sent:
                    async for message in with_state():
                        yield message
                continue
            version = _version.decode(message).version
            if version <= last:
                continue
            if version > last + 1:
                for event in await store.read_stream(encounter_id, after=last, to=version - 1):
                    yield await encode(event)
                    last = event.version
            yield message if render is None or decode is None else await render(decode(message))
            last = version
            if live.empty():
                async for message in with_state():
                    yield message
