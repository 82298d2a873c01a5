"""One client's resumable live feed, whatever carries it (WebSocket or Server-Sent Events).

A client says which version it has (``after``). The feed joins the encounter's room
(``fray.live.hub``) first, then sends the stored events after ``after`` from PostgreSQL in
pages of ``PAGE`` (from a read replica when one holds each page up to the room's head, a
version read from the primary: ``fray.store.replicas``); when a read finds nothing newer and
the room has delivered nothing newer either, the listener goes live and the room queues each
new event for it. So the client receives versions ``after+1, after+2, …`` exactly once each,
in order, each as its token may see it (an event, or a hidden placeholder that still counts
for resume).

With ``with_state`` the feed also sends the encounter's state: once the catch-up is sent (even
when it was empty, so a client that is up to date gets it at once), and after each batch the
room delivers. A state message of version N always follows event N.

A client that does not read falls behind: past ``SEND_QUEUE`` unsent messages the feed ends
with ``FellBehind``, and the transport closes with a code that says to resume (the client
reconnects with ``after=<its last version>`` and catches up from PostgreSQL at its own pace).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncGenerator, Awaitable, Callable
from functools import partial
from typing import TypeVar

from fray.live.hub import PAGE, Hub, Listener, Outgoing, Sink
from fray.observe.metrics import CATCHUP_PAGES, FANOUT_DELAY_SECONDS, FEEDS_OPEN
from fray.policy.visibility import Audience
from fray.store.errors import PoolBusy

T = TypeVar("T")

BUSY_PATIENCE_S = 60.0
"""Seconds a catch-up read is asked again while this process's pool stays busy (``PoolBusy``:
the database answers, the reads queue behind each other) before the feed gives up. A feed that
gave up at once made every client reconnect together and queue again: at 6,000 feeds on one
process the capacity run (issue 23) lost three in four of its feeds that way."""
BUSY_PAUSE_S = 0.25
"""Seconds between two asks of a catch-up read while the pool is busy."""


async def patient(read: Callable[[], Awaitable[T]], patience_s: float | None = None) -> T:
    """``read()``, asked again every ``BUSY_PAUSE_S`` while it raises ``PoolBusy``, for up to
    ``patience_s`` seconds (None: ``BUSY_PATIENCE_S``); then its ``PoolBusy`` is raised. Any
    other error (a database that is away: ``StoreUnavailable``) is raised at once."""
    deadline = time.monotonic() + (BUSY_PATIENCE_S if patience_s is None else patience_s)
    while True:
        try:
            return await read()
        except PoolBusy:
            if time.monotonic() + BUSY_PAUSE_S > deadline:
                raise
        await asyncio.sleep(BUSY_PAUSE_S)


class FellBehind(Exception):
    """The client did not read its feed fast enough; ``version`` is the last event version
    sent to it before the feed ended."""

    def __init__(self, version: int) -> None:
        super().__init__(f"fell behind at version {version}")
        self.version = version


def listener(audience: Audience, after: int, with_state: bool = False, with_presence: bool = False) -> Listener:
    """A feed's place in a room: for ``audience``, from version ``after``; with the state after
    each batch, with presence messages (each when asked for). The transport sets its
    ``on_behind`` (a client that never reads never lets the feed's generator run) and closes
    the feed when it is called."""
    return Listener(audience, with_state, after, with_presence)


async def follow(
    hub: Hub, encounter_id: str, listener: Listener, head: int, kind: str = "websocket", sink: Sink | None = None
) -> AsyncGenerator[Outgoing, None]:
    """Yield the encounter's messages after ``listener.last`` for ``listener.audience``:
    stored events in pages, then live ones (and presence, and with ``listener.with_state`` the
    state), until the caller stops iterating. ``head``: the encounter's version the caller
    has just read (opens the room there if it is the first feed). Raises ``FellBehind`` when
    the client stopped reading; ``StoreUnavailable`` from a catch-up read (a busy pool,
    ``PoolBusy``, only after ``BUSY_PATIENCE_S`` of asking again: ``patient``). ``kind``
    (``websocket``, ``sse``) labels the feed in ``fray_feeds_open`` (``fray.observe.metrics``),
    which also times each live event from its commit to its hand-over here.

    With a ``sink`` (a WebSocket that writes frames straight to its socket: ``fray.api.feed``),
    the catch-up is yielded as without one; then, while the listener's queue is empty, the
    room hands each live message to the sink, with no task between the room and the socket.
    When the client has too much unsent, the sink refuses a message, the room queues it and
    what follows, and this generator yields them (its caller's sends wait for the socket to
    drain) until the queue is empty again; a queue that overflows is ``FellBehind``, as
    without a sink. The caller must have sent each message yielded before it asks for the
    next, so nothing the sink takes can overtake one yielded."""
    audience, with_state = listener.audience, listener.with_state
    room = hub.join(encounter_id, listener, head)
    opened = FEEDS_OPEN.labels(kind)
    opened.inc()
    try:
        last = listener.last
        while True:
            end, known = last + PAGE, max(head, room.head)  # versions the primary has told of
            page = await patient(
                partial(hub.source.read_stream, encounter_id, after=last, to=end, at_least=min(end, known))
            )
            CATCHUP_PAGES.inc()
            for event in page:
                yield await patient(partial(room.render, event, audience))
                last = event.version
            done = not page or (len(page) < PAGE and last >= room.head)
            if page:
                del event  # the loop's last: an idle feed holds none of its catch-up
            del page
            if done:
                break  # (the room never holds a version the store has not: ``head`` came from it)
        listener.last, listener.live = last, True
        hub.presence_changed(room)  # tells every listener that asked, this one too
        if with_state:
            state = await patient(partial(room.state, audience, last))
            if state.version == last:
                yield state
            del state
        timed = None if sink is None else _timed(sink)
        while True:
            if listener.behind:
                raise FellBehind(last)
            if timed is not None and not listener.waiting():
                detached = listener.detached = asyncio.get_running_loop().create_future()
                listener.sink = timed  # the room writes to the socket from here (no yield in between)
                await detached  # the sink refused a message: the client has too much unsent
                listener.detached = None
                last = listener.handed
                continue
            message = await listener.queue.get()
            if message.committed_at:
                FANOUT_DELAY_SECONDS.observe(max(0.0, time.time() - message.committed_at))
            yield message
            if message.kind in ("event", "hidden"):
                last = message.version
    finally:
        opened.dec()
        hub.leave(encounter_id, listener)


def _timed(sink: Sink) -> Sink:
    """``sink``, recording each event's delay from its commit (``fray_fanout_delay_seconds``)."""
    observe = FANOUT_DELAY_SECONDS.observe

    def timed(message: Outgoing) -> bool:
        if message.committed_at:
            observe(max(0.0, time.time() - message.committed_at))
        return sink(message)

    return timed
