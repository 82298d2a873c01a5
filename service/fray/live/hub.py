"""Fan-out in one process: a room for each encounter that has feeds open here.

Every open feed (WebSocket or Server-Sent Events) is a :class:`Listener` in its encounter's
:class:`Room`. A room learns of new events three ways, and each is enough on its own:

- **from this process**, at once: a command's events are handed to the hub after they are
  committed (``Hub.committed``), before they are published to Redis;
- **from Redis**: one pub/sub connection per process (``fray.live.fanout``) subscribes to
  the channel of each room, so events committed by other processes arrive in about a
  millisecond;
- **from PostgreSQL**: one watcher per process asks for the head version of every room in one
  statement every ``poll_s`` seconds (``Source.stream_versions``), so an event whose
  publication was lost (Redis away, a publisher killed) arrives within seconds. Idle feeds
  cost the database nothing more: the watcher's one read covers them all.

A room delivers each event once, in version order (a gap is read from PostgreSQL first), and
encodes it once per *audience* (the GM, each player's set of combatants, spectators:
``fray.policy.visibility``), so a thousand readers of one audience share one string. Each listener
has a bounded queue (``SEND_QUEUE`` messages); a listener whose client does not read fast
enough is marked behind and its feed closed with a code that says to resume from its last
version (``FELL_BEHIND``), so a client that never reads costs bounded memory.

A room never reads back what this process's command had just built: a commit hands the hub
the events *and* the state after them (``Hub.committed``), so the room renders the events and
the state messages on it. Events from other processes are rendered on the state read through
the hub's ``Source`` (the service layer's read views, injected by the wiring), once per batch.

Presence (who is connected, over every process) is ``fray.live.presence``; the hub carries its
notes on the Redis link (``Link``) when there is one.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import time
import uuid
from collections.abc import Callable, Coroutine, Iterable, Iterator
from dataclasses import dataclass
from typing import Any, Protocol

import msgspec

from fray.domain.state import EncounterState
from fray.live.messages import PresenceMessage, Present, event_message, redacted_message, state_message
from fray.live.presence import PRESENCE_EVERY_S, PRESENCE_SETTLE_S, PresenceNote, RoomPresence, local, note_decoder
from fray.live.trim import Trimmer
from fray.policy.visibility import Audience, Sight
from fray.store.codec import RecordedEvent

log = logging.getLogger(__name__)

SEND_QUEUE = 256
"""Messages a listener may have waiting to be sent before it is closed as fallen behind."""
PAGE = 100
"""Events read from PostgreSQL at a time (a catch-up, a gap): never the whole log at once. A
feed whose client stops reading holds its page until it closes, so the page bounds what such
a feed costs: 100 unread feeds on a 20,000-event log held about 50 MiB with pages of 500,
much of it never given back after they closed (Python's allocator keeps an arena while any
object in it lives)."""


OFFERS_PER_STEP = 200
"""Listeners a delivery hands a message to before it lets the event loop run other work: a
feed whose socket takes frames is written to at once (about 20 µs each), so a thousand feeds
of one encounter would hold the loop for 20 ms, and every request of the process with it."""


class Current(Protocol):
    """An encounter's ``state`` now and the chain's ``head`` hash then."""

    @property
    def state(self) -> EncounterState: ...

    @property
    def head(self) -> str | None: ...


class _Now(msgspec.Struct, frozen=True):
    state: EncounterState
    head: str | None


class Source(Protocol):
    """What the hub reads: the stored events after a version (holding every version up to
    ``at_least``, a version known to be stored: a replica may answer), the head version of
    many encounters at once, and an encounter's current state (the service layer's read
    views)."""

    async def read_stream(
        self, encounter_id: str, after: int = 0, to: int | None = None, at_least: int = 0
    ) -> list[RecordedEvent]: ...

    async def stream_versions(self, encounter_ids: list[str]) -> dict[str, int]: ...

    async def current(self, encounter_id: str) -> Current: ...


class Link(Protocol):
    """The process's link to the others (Redis, ``fray.live.fanout.RedisLink``): it carries
    this process's presence notes and subscribes to the channel of each room opened here."""

    async def publish(self, encounter_id: str, message: bytes) -> None: ...

    def room(self, encounter_id: str, opened: bool) -> None: ...

    async def revoked(self, token_ids: list[str]) -> None: ...


class Outgoing(msgspec.Struct):
    """One message ready to send: its ``kind`` (``event``, ``hidden``, ``state``, ``presence``),
    the stream ``version`` it stands at (0 for presence) and its JSON ``text``, shared by every
    listener of one audience. ``committed_at``: for an event (or its hidden placeholder), when it
    was recorded (seconds since the epoch; the fan-out delay of ``fray.observe.metrics``).
    ``frame``: the text as a WebSocket frame, filled by ``fray.live.frames.frame_of`` the first
    time a socket that takes frames needs it (empty until then); nothing else changes."""

    kind: str
    version: int
    text: str
    committed_at: float = 0.0
    frame: bytes = b""


Sink = Callable[[Outgoing], bool]
"""Where a live listener's messages go when its transport takes them at once (a WebSocket
that writes frames to its socket, ``fray.api.feed``): called with each message in order; True
when it took the message, False when the client has too much unsent (the message then goes to
the queue, whose task waits for the socket to drain: ``fray.live.feed.follow``)."""


@dataclass(eq=False, slots=True)
class Listener:
    """One open feed: who reads (``audience``), whether it wants the state after each batch
    and presence messages, and the messages waiting to be sent. ``last``: the last event version queued for it (or
    sent during its catch-up). ``live``: caught up, so the room queues new events for it.
    ``sink``: when set (by the feed, while it is live and its queue empty), messages go to it
    at once, with no task in between; when it refuses one, the listener drops the sink,
    settles ``detached`` (the future its feed waits on) and queues from that message on, and
    ``handed`` is the last event version the sink took. ``behind``: true once its queue
    overflowed; its feed must close (``on_behind``, when set, is called then)."""

    audience: Audience
    with_state: bool
    last: int
    with_presence: bool = False
    _queue: asyncio.Queue[Outgoing] | None = None
    live: bool = False
    behind: bool = False
    sink: Sink | None = None
    detached: asyncio.Future[None] | None = None
    handed: int = 0
    on_behind: Callable[[], None] | None = None
    told: bool = False
    """Whether it has had a presence message since it went live (one that asked gets one)."""

    @property
    def queue(self) -> asyncio.Queue[Outgoing]:
        """The messages waiting to be sent (at most ``SEND_QUEUE``), made when first needed: a
        feed whose socket takes frames from the room may never need one (its 2 KiB matter at
        thousands of idle feeds)."""
        if self._queue is None:
            self._queue = asyncio.Queue(SEND_QUEUE)
        return self._queue

    def waiting(self) -> int:
        """How many messages wait in the queue (none when it was never made)."""
        return 0 if self._queue is None else self._queue.qsize()

    def fell_behind(self) -> None:
        """Mark the listener behind (its queue overflowed) and tell ``on_behind``."""
        self.behind = True
        if self.on_behind is not None:
            self.on_behind()

    def offer(self, message: Outgoing) -> bool:
        """Hand ``message`` to the sink, or queue it, if the listener is live and it is new to
        it (an event above ``last``, a state at ``last``, any presence); on overflow mark the
        listener behind. True when it took the message."""
        if not self.live or self.behind:
            return False
        if message.kind in ("event", "hidden"):
            if message.version <= self.last:
                return False
        elif message.kind == "state" and message.version != self.last:  # noqa: SIM114  # one reason a branch
            return False
        elif message.kind == "presence" and not self.with_presence:
            return False
        if self.sink is not None:
            if self.sink(message):
                if message.kind in ("event", "hidden"):
                    self.last = message.version
                return True
            self.sink, self.handed = None, self.last  # too much unsent: the queue's task waits for the socket
            if self.detached is not None and not self.detached.done():
                self.detached.set_result(None)
        try:
            self.queue.put_nowait(message)
        except asyncio.QueueFull:
            self.fell_behind()
            return False
        if message.kind in ("event", "hidden"):
            self.last = message.version
        return True


_encoder = msgspec.json.Encoder()


class _Head(msgspec.Struct):
    kind: str = "event"
    version: int = 0


_head_decoder = msgspec.json.Decoder(_Head)


class Room:
    """The listeners of one encounter in this process, and the last version delivered to them
    (``head``). Deliveries run one at a time (a lock), so every listener gets the events in
    version order."""

    def __init__(self, hub: Hub, encounter_id: str, head: int) -> None:
        self.hub, self.encounter_id, self.head = hub, encounter_id, head
        self.listeners: set[Listener] = set()
        self.lock = asyncio.Lock()
        self.presence = RoomPresence()
        self._sights: dict[Audience, Sight] = {}
        self._now: Current | None = None

    # -- rendering ------------------------------------------------------------------------
    def know(self, now: Current) -> None:
        """Take ``now`` (a state this process just committed) as the room's current state,
        unless the room already holds a newer one."""
        if self._now is None or self._now.state.version < now.state.version:
            self._now = now
            self._sights.clear()

    async def current(self, version: int) -> Current:
        """The encounter's state at or after ``version``: the one the room holds, else read
        once (shared by every listener of the batch)."""
        if self._now is None or self._now.state.version < version:
            self.know(await self.hub.source.current(self.encounter_id))
        assert self._now is not None
        return self._now

    async def sight(self, audience: Audience, version: int) -> Sight:
        """What ``audience`` may see, judged on a state at or after ``version`` (shared by
        every listener of the audience)."""
        now = await self.current(version)
        sight = self._sights.get(audience)
        if sight is None:
            sight = self._sights[audience] = Sight(now.state, audience)
        return sight

    async def render(self, event: RecordedEvent, audience: Audience) -> Outgoing:
        """``event`` as ``audience`` may see it: the event, or a hidden placeholder."""
        if audience.is_gm:
            return Outgoing("event", event.version, event_message(event).decode(), event.recorded_at.timestamp())
        shown = (await self.sight(audience, event.version)).event(event)
        kind = "event" if isinstance(shown, RecordedEvent) else "hidden"
        return Outgoing(kind, event.version, redacted_message(shown).decode(), event.recorded_at.timestamp())

    async def state(self, audience: Audience, version: int = 0) -> Outgoing:
        """The encounter's state (at least at ``version``) as ``audience`` may see it."""
        now = await self.current(version)
        view = Sight(now.state, audience).state(head_hash=now.head)
        return Outgoing("state", now.state.version, state_message(view).decode())

    # -- delivery -------------------------------------------------------------------------
    async def receive(self, events: list[RecordedEvent], now: Current | None = None) -> None:
        """Deliver ``events`` (one stream's, in version order, from a commit here, with the
        state ``now`` after them, or a message from Redis); a gap before them is read from
        PostgreSQL first."""
        async with self.lock:
            if now is not None:
                self.know(now)
            fresh = [e for e in events if e.version > self.head]
            if not fresh:
                return
            if fresh[0].version > self.head + 1:
                await self._catch_up(fresh[0].version - 1)
            await self._deliver([e for e in fresh if e.version > self.head])

    async def refresh(self, version: int | None = None) -> None:
        """Read what PostgreSQL has past ``head`` (up to ``version`` when given) and deliver
        it: the watcher saw a newer version, or the Redis link came back."""
        async with self.lock:
            if version is not None and version <= self.head:
                return
            await self._catch_up(version)

    async def _catch_up(self, to: int | None) -> None:
        while to is None or self.head < to:
            end = self.head + PAGE if to is None else min(to, self.head + PAGE)
            known = 0 if to is None else end  # a version the primary told of (or a message)
            page = await self.hub.source.read_stream(self.encounter_id, after=self.head, to=end, at_least=known)
            if not page:
                return
            await self._deliver(page)

    async def _deliver(self, events: list[RecordedEvent]) -> None:
        live = [listener for listener in self.listeners if listener.live]
        fed: set[Listener] = set()  # those that took an event of this batch: only they want its state
        offered = 0
        for event in events:
            self.head = event.version
            encoded: dict[Audience, Outgoing] = {}
            for listener in live:
                message = encoded.get(listener.audience)
                if message is None:
                    message = encoded[listener.audience] = await self.render(event, listener.audience)
                if listener.offer(message):
                    fed.add(listener)
                offered += 1
                if offered % OFFERS_PER_STEP == 0:
                    await asyncio.sleep(0)
        # a feed that read the batch's last event from the store while catching up sends its
        # own state after it (``fray.live.feed.follow``): a second one here was a duplicate
        wanting = [listener for listener in fed if listener.with_state and listener.last == self.head]
        states: dict[Audience, Outgoing] = {}
        for listener in wanting:
            message = states.get(listener.audience)
            if message is None:
                message = states[listener.audience] = await self.state(listener.audience, self.head)
            listener.offer(message)
            offered += 1
            if offered % OFFERS_PER_STEP == 0:
                await asyncio.sleep(0)

    # -- presence -------------------------------------------------------------------------
    def heard(self, process: str, connected: tuple[Present, ...], seq: int) -> None:
        """Record what ``process`` says it holds open, and tell the listeners if it changed."""
        if self.presence.hear(process, connected, seq):
            self.hub.spawn(self.send_presence())
        elif any(listener.live and listener.with_presence and not listener.told for listener in self.listeners):
            self.hub.spawn(self.send_presence(untold=True))  # nothing changed, but a new feed has not heard yet

    async def send_presence(self, untold: bool = False) -> None:
        """Send every live listener that asked (with ``untold``: only those that have had none
        yet) the merged presence, as its audience may see it (``fray.live.presence``). A feed
        is counted from when it opens, so one that catches up while another announcement goes
        out finds nothing changed when it goes live: it is told all the same."""
        self.presence.expire(self.hub.process)
        encoded: dict[Audience, Outgoing] = {}
        for listener in [
            listener
            for listener in self.listeners
            if listener.live and listener.with_presence and not (untold and listener.told)
        ]:
            message = encoded.get(listener.audience)
            if message is None:
                hidden = (
                    frozenset()
                    if listener.audience.is_gm
                    else (await self.sight(listener.audience, self.head)).concealed
                )
                merged = PresenceMessage(stream_id=self.encounter_id, connected=self.presence.merged(hidden))
                message = encoded[listener.audience] = Outgoing("presence", 0, _encoder.encode(merged).decode())
            listener.told = listener.offer(message) or listener.told


async def _after_answer(delivery: Coroutine[Any, Any, None]) -> None:
    """Run ``delivery`` one loop step later: the command that committed the events writes its
    answer in the step that hands them to the hub (``fray.server.http`` joins the writes of one
    step), so its sender is answered before a thousand feeds are written to."""
    try:
        await asyncio.sleep(0)
    except asyncio.CancelledError:
        delivery.close()  # never started: closed, not left unawaited
        raise
    await delivery


class Hub:
    """The rooms of one process, reading through ``source``; ``link`` (attached by the wiring
    when the process has Redis) carries presence notes and subscriptions to the others."""

    def __init__(self, source: Source, poll_s: float = 5.0) -> None:
        self.source, self.poll_s = source, poll_s
        self.process = f"{os.getpid()}-{uuid.uuid4().hex[:8]}"
        self.rooms: dict[str, Room] = {}
        self.link: Link | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._watcher: asyncio.Task[None] | None = None
        self._said = 0  # presence notes this process has made (their order: PresenceNote.seq)
        self._cuts: dict[str, set[Callable[[], None]]] = {}  # token id → what each open feed calls
        self.forget: Callable[[set[str]], None] | None = None
        """Drops revoked tokens from this process's token cache (set by the wiring)."""
        self.trimmer = Trimmer()  # the free heap back to the system after feeds close

    def attach(self, link: Link) -> None:
        """Fan out to the other processes through ``link`` (a Redis link)."""
        self.link = link

    # -- revocation (issue 18) ------------------------------------------------------------
    @contextlib.contextmanager
    def cut_on_revoke(self, token_id: str) -> Iterator[asyncio.Event]:
        """An event set when ``token_id`` is revoked, on this process or (through the link)
        on another, for as long as the block runs: an open feed waits on it and closes."""
        signal = asyncio.Event()
        with self.on_revoke(token_id, signal.set):
            yield signal

    @contextlib.contextmanager
    def on_revoke(self, token_id: str, call: Callable[[], None]) -> Iterator[None]:
        """Call ``call()`` when ``token_id`` is revoked (here or on another process), for as
        long as the block runs: a feed that ends itself then, with no task waiting for it."""
        self._cuts.setdefault(token_id, set()).add(call)
        try:
            yield
        finally:
            held = self._cuts.get(token_id)
            if held is not None:
                held.discard(call)
                if not held:
                    del self._cuts[token_id]

    def revoked_here(self, token_ids: Iterable[str]) -> None:
        """Tokens were revoked (here or on another process): drop them from the token cache
        and end every feed this process holds open with one."""
        ids = set(token_ids)
        if self.forget is not None:
            self.forget(ids)
        for token_id in ids:
            for call in list(self._cuts.get(token_id, ())):
                call()

    async def revoke(self, token_ids: Iterable[str]) -> None:
        """Tokens were revoked on this process: act on it here at once and tell the other
        processes through the link (Redis); without one they learn it from their feeds' next
        check (``fray.api.feed.RECHECK_S``) and their token cache's expiry."""
        ids = sorted(set(token_ids))
        self.revoked_here(ids)
        if self.link is not None and ids:
            try:
                await self.link.revoked(ids)
            except Exception:  # the revocation is stored: the others' checks still find it
                log.warning("publishing a revocation failed; other processes see it within their checks")

    def spawn(self, work: Coroutine[Any, Any, None]) -> None:
        """Run ``work`` in the background, logging a failure instead of losing it."""
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._finished)

    def _finished(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.warning("live fan-out step failed (feeds heal from PostgreSQL)", exc_info=task.exception())

    # -- listeners ------------------------------------------------------------------------
    def join(self, encounter_id: str, listener: Listener, head: int) -> Room:
        """Add ``listener`` (not yet live) to the encounter's room, opening the room (at
        ``head``, the version the caller just read) if it is the first."""
        room = self.rooms.get(encounter_id)
        if room is None:
            room = self.rooms[encounter_id] = Room(self, encounter_id, head)
            if self.link is not None:
                self.link.room(encounter_id, True)
            self._start_watcher()
        room.listeners.add(listener)
        return room

    def leave(self, encounter_id: str, listener: Listener) -> None:
        """Remove ``listener``; the last one out closes the room."""
        room = self.rooms.get(encounter_id)
        if room is None:
            return
        room.listeners.discard(listener)
        self.trimmer.soon()  # what the feed held (pages, queued messages) goes back to the system
        if not room.listeners:
            del self.rooms[encounter_id]
            if self.link is not None:
                self.link.room(encounter_id, False)
        self.presence_changed(room)

    def presence_changed(self, room: Room, ask: bool = False) -> None:
        """This process's listeners of ``room`` changed: in ``PRESENCE_SETTLE_S``, merge, tell
        them, tell the other processes (``ask``: and ask them to say theirs). Changes in the
        meantime join the same announcement, so a thousand feeds opening at once make one
        note, not a thousand (which once ran Redis out of connections)."""
        presence = room.presence
        presence.asking = presence.asking or ask
        if presence.announcing:
            return
        presence.announcing = True

        async def announce() -> None:
            await asyncio.sleep(PRESENCE_SETTLE_S)
            presence.announcing, asking, presence.asking = False, presence.asking, False
            mine = local(listener.audience for listener in room.listeners)
            self._said += 1
            room.heard(self.process, mine, self._said)
            if self.link is not None:
                note = PresenceNote(process=self.process, connected=mine, seq=self._said, ask=asking)
                await self.link.publish(room.encounter_id, _encoder.encode(note))

        self.spawn(announce())

    # -- what arrives ---------------------------------------------------------------------
    def committed(self, events: list[RecordedEvent], state: EncounterState, head: str | None) -> None:
        """Events of one stream this process just committed, and the state and chain head
        after them: deliver them to its room here, rendered on that state."""
        room = self.rooms.get(events[0].stream_id) if events else None
        if room is not None:
            self.spawn(_after_answer(room.receive(events, _Now(state, head))))

    def message(self, encounter_id: str, raw: bytes, decode: Callable[[bytes], RecordedEvent]) -> None:
        """A message from the encounter's Redis channel: an event another process published
        (dropped at once when the room already has it) or another process's presence."""
        room = self.rooms.get(encounter_id)
        if room is None:
            return
        head = _head_decoder.decode(raw)
        if head.kind == "presence-note":
            note = note_decoder.decode(raw)
            if note.process != self.process:
                room.heard(note.process, note.connected, note.seq)
                if note.ask:
                    self.presence_changed(room)
            return
        if head.version > room.head:
            self.spawn(room.receive([decode(raw)]))

    def refresh_all(self) -> None:
        """Ask PostgreSQL for what every room may have missed (the Redis link came back)."""
        for room in list(self.rooms.values()):
            self.spawn(room.refresh())

    # -- the watcher ----------------------------------------------------------------------
    def _start_watcher(self) -> None:
        if self._watcher is None or self._watcher.done():
            self._watcher = asyncio.get_running_loop().create_task(self._watch())

    async def _watch(self) -> None:
        """Every ``poll_s``: one read of every room's head version; a room behind it reads the
        difference. Every ``PRESENCE_EVERY_S``: this process repeats its presence. Ends when
        the process has no rooms."""
        said = time.monotonic()
        while self.rooms:
            await asyncio.sleep(self.poll_s)
            try:
                heads = await self.source.stream_versions(list(self.rooms))
            except Exception:
                log.warning("feed watcher: PostgreSQL did not answer; trying again in %s s", self.poll_s)
                heads = {}
            for encounter_id, version in heads.items():
                room = self.rooms.get(encounter_id)
                if room is not None and version > room.head:
                    self.spawn(room.refresh(version))
            if time.monotonic() - said >= PRESENCE_EVERY_S:
                said = time.monotonic()
                for room in list(self.rooms.values()):
                    self.presence_changed(room)
                    if room.presence.expire(self.process):  # a process went quiet: tell the listeners now
                        self.spawn(room.send_presence())

    async def close(self) -> None:
        """Stop the watcher and anything still running."""
        self.trimmer.cancel()
        tasks = [*self._tasks, *([self._watcher] if self._watcher else [])]
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.wait(tasks, timeout=3)  # bounded: shutting down never hangs on one
