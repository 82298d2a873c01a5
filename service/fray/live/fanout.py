"""A process's link to Redis: it publishes committed events and holds one pub/sub connection
for the process, subscribed to the channel of each encounter that has feeds open here
(``fray.live.hub``). Without ``FRAY_REDIS_URL`` there is no link and a process fans out alone.

Redis is a speed path, never the truth (issue 9): a command is acknowledged when PostgreSQL
has it; publishing happens afterwards in the background, from a bounded queue, and a batch
that cannot be published is dropped (the feeds' watcher reads it from PostgreSQL within
seconds). The subscription reconnects for as long as Redis is away, backing off up to
``MAX_BACKOFF_S``, then subscribes every open room again and has each read what it missed.

Why not Litestar's channels plugin, which Fray used before: its Redis backend runs one
subscriber task that ends for good when its connection fails past the client's retries, and it
gives every subscriber its own backlog; here one reconnecting loop serves every feed and rooms
share one encoding per audience.

On a Redis Cluster (``FRAY_REDIS_URL=redis+cluster://…``: ``fray.live.cluster``) the same
link speaks sharded pub/sub: ``SPUBLISH`` through a ``RedisCluster`` client, which routes each
channel to the master of its slot and follows a failover itself, and ``SSUBSCRIBE`` on one
connection per shard the process needs (``fray.live.cluster.Shards``). An encounter's channel
is then hash-tagged (``<prefix>:encounter:{<id>}``), its slot its id's alone. When a shard's
connection is lost or its slots move (a master killed, its replica promoted), the link drops
every subscription, reads the slot map again, subscribes afresh and has every room read what
it missed from PostgreSQL, as when one Redis comes back.

Pub/sub keeps no history, which is why every message carries its stream version.

**Followed encounters.** When a load balancer spreads one encounter's commands over several
processes, each process's cache goes stale at every command the others take. An encounter on
which a command here lost a race to another process is *followed* (``follow``): the link
subscribes to its channel whether or not a feed is open here, hands each event published on it
to ``heard`` (the wiring folds it into the repository's cache: ``Repository.heard``), and
publishes this process's own events on it before the command is answered (``following``,
``publish_now``), so whichever process takes the next command has heard them. At most
``MAX_FOLLOWED`` encounters are followed (the least recently followed is dropped), and one
that no other process has written for ``FOLLOW_IDLE_S`` is dropped; an encounter whose
commands all come to one process is never followed and costs nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from collections import OrderedDict
from collections.abc import Callable, Coroutine
from typing import Any

import msgspec
from redis.asyncio import Redis
from redis.asyncio.cluster import RedisCluster
from redis.asyncio.connection import Connection
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialWithJitterBackoff, NoBackoff
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import ResponseError
from redis.exceptions import TimeoutError as RedisTimeoutError

from fray.live.cluster import ClusterAddress, Shards, cluster_address, cluster_client, hash_tagged
from fray.live.hub import Hub
from fray.live.messages import event_message
from fray.live.subscriber import Subscription
from fray.observe.metrics import REDIS_LINK_UP, REDIS_PUBLISH_FAILURES, REDIS_PUBLISHED
from fray.store.codec import RecordedEvent

log = logging.getLogger(__name__)

MAX_BACKLOG = 10_000
"""Batches waiting to be published before the oldest is dropped (Redis away for long)."""
MAX_BACKOFF_S = 5.0
"""The longest wait between two attempts to reach Redis again."""
MAX_FOLLOWED = 1024
"""Encounters another process writes too that this process follows (``RedisLink.follow``)."""
FOLLOW_IDLE_S = 60.0
"""A followed encounter no other process has appended to for this long is followed no more."""
PUBLISH_BATCH = 256
"""The most queued messages the background publisher sends in one round trip."""
PUBLISH_ALL = """
for i = 1, #ARGV, 2 do
    redis.call('PUBLISH', ARGV[i], ARGV[i + 1])
end
return #ARGV / 2
"""
"""A Lua script that publishes each (channel, message) pair of its arguments, in order."""
PUBLISH_NOW_S = 0.05
"""The longest a command's answer waits for its events to reach Redis (a followed encounter)."""


class _Head(msgspec.Struct):
    kind: str = "event"
    version: int = 0


_head_decoder = msgspec.json.Decoder(_Head)


class Revocation(msgspec.Struct, frozen=True, kw_only=True, tag_field="kind", tag="revoked"):
    """Published on ``<prefix>:process`` when tokens are revoked: their ids."""

    token_ids: list[str]


_revocation = msgspec.json.Encoder()
_revocation_decoder = msgspec.json.Decoder(Revocation)


def channel_name(prefix: str, stream_id: str, cluster: bool = False) -> str:
    """The channel an encounter's events are published on: ``<prefix>:encounter:<id>``; on a
    cluster (``cluster``) ``<prefix>:encounter:{<id>}``, hash-tagged by the id."""
    if cluster:
        return hash_tagged(f"{prefix}:encounter:", stream_id)
    return f"{prefix}:encounter:{stream_id}"


def encounter_of(channel: str, prefix: str) -> str:
    """The encounter id in an encounter's ``channel`` (either form of ``channel_name``)."""
    name = channel[len(prefix) + len(":encounter:") :]
    return name[1:-1] if name.startswith("{") and name.endswith("}") else name


def encode_message(event: RecordedEvent) -> bytes:
    """One feed message: the recorded event as JSON with ``"kind": "event"`` (``version`` says
    where it stands; see ``fray.live.messages``)."""
    return event_message(event)


def publishing_client(url: str) -> Redis | RedisCluster:
    """A Redis client for publishing (a ``RedisCluster`` for a ``redis+cluster://`` URL): short
    timeouts and two quick retries, so a Redis outage costs a publish a couple of seconds,
    never a request. (The background publisher on one Redis uses a connection of this
    client's pool directly and tries twice: ``RedisLink._on_own_connection``.)"""
    retry = Retry(ExponentialWithJitterBackoff(base=0.05, cap=0.5), retries=2)
    address = cluster_address(url)
    if address is not None:
        return cluster_client(address, socket_timeout=2.0, socket_connect_timeout=2.0, retry=retry)
    return Redis.from_url(url, socket_timeout=2.0, socket_connect_timeout=2.0, retry=retry)


class _Outgoing(msgspec.Struct):
    """A message queued for the background publisher: its channel and bytes, whether it is an
    event (counted in the metrics; else a presence note), and the future a ``publish_now``
    waits on (set True once it reached Redis, False when it did not), if any."""

    channel: str
    message: bytes
    event: bool
    sent: asyncio.Future[bool] | None = None


def _settle(batch: list[_Outgoing], reached: bool) -> None:
    for out in batch:
        if out.sent is not None and not out.sent.done():
            out.sent.set_result(reached)


class RedisLink:
    """Publishes this process's committed events and feeds ``hub`` what the other processes
    publish (the wiring attaches it to the hub: ``Hub.attach``, for presence notes and room
    subscriptions). ``decode``: a published message back into a ``RecordedEvent``. ``heard``
    (set by the wiring; nothing by default): called with ``(encounter_id, version, event)``
    for each event published on a followed encounter's channel, ``event()`` decoding it; True
    when the event was new to this process (another process wrote it)."""

    def __init__(self, url: str, prefix: str, hub: Hub, decode: Callable[[bytes], RecordedEvent]) -> None:
        self._url, self._prefix, self._hub, self._decode = url, prefix, hub, decode
        self._cluster: ClusterAddress | None = cluster_address(url)
        self.heard: Callable[[str, int, Callable[[], RecordedEvent]], bool] = lambda *_: False
        self._followed: OrderedDict[str, float] = OrderedDict()  # when another process last wrote it
        self.client = publishing_client(url)
        self.connected = False
        self._shards: Shards | None = None  # on a cluster, while subscribed
        self._queue: asyncio.Queue[_Outgoing] = asyncio.Queue()
        self._tasks: list[asyncio.Task[None]] = []
        self._subscription_now: Subscription | None = None  # while subscribed (one Redis)
        self._failing = False
        self._stopping = False
        self._publisher: Connection | None = None  # the background publisher's own (_on_own_connection)
        self._scripting = True  # until Redis refuses PUBLISH_ALL

    # -- publishing -----------------------------------------------------------------------
    def submit(self, events: list[RecordedEvent]) -> None:
        """Queue one stream's committed ``events`` (in version order) for publishing; returns
        at once. Called on the event loop that serves requests. They are encoded and queued
        one loop step later (``_queued``): the command's answer, which ``fray.server.http``
        writes at the end of this step, waits for neither the encoding nor the ``PUBLISH``."""
        self._start()
        asyncio.get_running_loop().call_soon(self._queued, events)

    def _queued(self, events: list[RecordedEvent]) -> None:
        for event in events:
            self._enqueue(self._channel(event.stream_id), encode_message(event), True)

    def _enqueue(self, channel: str, message: bytes, event: bool, sent: asyncio.Future[bool] | None = None) -> None:
        if self._queue.qsize() >= MAX_BACKLOG:
            _settle([self._queue.get_nowait()], False)
            self._queue.task_done()
        self._queue.put_nowait(_Outgoing(channel, message, event, sent))

    def _channel(self, encounter_id: str) -> str:
        return channel_name(self._prefix, encounter_id, cluster=self._cluster is not None)

    async def _send(self, channel: str, message: bytes) -> None:
        """``PUBLISH`` on one Redis, ``SPUBLISH`` on a cluster (to the shard of its slot)."""
        if isinstance(self.client, RedisCluster):
            await self.client.spublish(channel, message)
        else:
            await self.client.publish(channel, message)

    def following(self, stream_id: str) -> bool:
        """Whether another process is known to write this encounter too (``follow``), and has
        in the last ``FOLLOW_IDLE_S``; one it has not is followed no more."""
        seen = self._followed.get(stream_id)
        if seen is None:
            return False
        if time.monotonic() - seen <= FOLLOW_IDLE_S:
            return True
        self._unfollow(stream_id)
        return False

    def _unfollow(self, encounter_id: str) -> None:
        del self._followed[encounter_id]
        if encounter_id not in self._hub.rooms:
            self._subscription(encounter_id, False)

    async def publish_now(self, events: list[RecordedEvent]) -> None:
        """Publish one stream's committed ``events`` now, waiting at most ``PUBLISH_NOW_S``
        for them to reach Redis; for a followed encounter, before its command is answered.
        They go through the background publisher's queue at once (not a step later, as
        ``submit``), so that the commands of one step share its call, and are told apart
        only by being waited for (``_Outgoing.sent``). Slow or failed, they stay queued or are
        dropped as the publisher's own are (feeds heal from PostgreSQL). Quietly queued while
        Redis is away."""
        if not self.connected:
            self.submit(events)
            return
        self._start()
        sent = asyncio.get_running_loop().create_future()
        for i, event in enumerate(events, start=1):
            last = i == len(events)
            self._enqueue(self._channel(event.stream_id), encode_message(event), True, sent if last else None)
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(PUBLISH_NOW_S):
                await asyncio.shield(sent)

    async def _forget_idle(self) -> None:
        """Every quarter of ``FOLLOW_IDLE_S``, follow no more the encounters no other process
        has written for ``FOLLOW_IDLE_S`` (``following`` drops one only when a command asks):
        their channels are left unless a room here has them open."""
        while True:
            await asyncio.sleep(FOLLOW_IDLE_S / 4)
            now = time.monotonic()
            for encounter_id, seen in list(self._followed.items()):
                if now - seen > FOLLOW_IDLE_S:
                    self._unfollow(encounter_id)

    def follow(self, encounter_id: str) -> None:
        """Follow an encounter another process writes too: hear its events (``heard``) and
        publish this process's own before answering. Returns at once (the subscription is
        made in the background); the least recently followed beyond ``MAX_FOLLOWED`` is
        dropped."""
        known = encounter_id in self._followed
        self._followed[encounter_id] = time.monotonic()
        self._followed.move_to_end(encounter_id)
        if known:
            return
        self._subscription(encounter_id, True)
        while len(self._followed) > MAX_FOLLOWED:
            self._unfollow(next(iter(self._followed)))

    async def revoked(self, token_ids: list[str]) -> None:
        """Tell every process that ``token_ids`` were revoked (the process channel), so each
        drops them from its token cache and closes their open feeds at once (issue 18)."""
        await self._send(f"{self._prefix}:process", _revocation.encode(Revocation(token_ids=token_ids)))

    async def publish(self, encounter_id: str, message: bytes) -> None:
        """Publish ``message`` on the encounter's channel (presence) through the one
        publisher, after the events queued before it; quietly nothing while Redis is away.
        (Published at once, a thousand rooms announcing together took a thousand of
        redis-py's connections, past its pool of 100: ``MaxConnectionsError``, the capacity
        run of issue 23.)"""
        if self.connected:
            self._start()  # queued a step later too, so that it stays behind the events before it
            asyncio.get_running_loop().call_soon(self._enqueue, self._channel(encounter_id), message, False)

    async def _publish_loop(self) -> None:
        """Publish what is queued, in order: everything queued by the time the loop runs goes
        out together (``_send_all``: one call for a group commit's worth of commands, not one
        each; one at a time, through redis-py's client, publishing took about 18% of a
        process's CPU at c = 16, docs/performance.md)."""
        while True:
            batch = [await self._queue.get()]
            while len(batch) < PUBLISH_BATCH and not self._queue.empty():
                batch.append(self._queue.get_nowait())
            events = sum(1 for out in batch if out.event)
            try:
                await self._send_all(batch)
                _settle(batch, True)
                if events:
                    REDIS_PUBLISHED.inc(events)
                if self._failing:
                    self._failing = False
                    log.info("publishing to Redis again")
            except Exception as exc:  # the events are committed; feeds read them from PostgreSQL
                _settle(batch, False)
                if events:
                    REDIS_PUBLISH_FAILURES.inc(events)
                if not self._failing:
                    self._failing = True
                    log.warning("publishing to Redis failed (%s); feeds read from PostgreSQL until it is back", exc)
            finally:
                for _ in batch:
                    self._queue.task_done()

    async def _send_all(self, batch: list[_Outgoing]) -> None:
        """Publish ``batch`` in order, on one Redis in one ``EVAL`` of ``PUBLISH_ALL`` on the
        publisher's own connection (``_on_own_connection``); on a cluster each in turn, to its
        slot's master."""
        if isinstance(self.client, RedisCluster):
            for out in batch:
                await self._send(out.channel, out.message)
            return
        await self._on_own_connection(self.client, [part for out in batch for part in (out.channel, out.message)])

    async def _on_own_connection(self, client: Redis, pairs: list[str | bytes]) -> None:
        """``EVAL PUBLISH_ALL 0 <pairs>`` on a connection of the client's pool that the
        publisher keeps, with redis-py's ``send_command`` and ``read_response``: on this
        2-core machine the client's ``execute_command`` (its retry wrapper, a pool checkout
        and release, a timeout per reply) cost about 350 µs of CPU a call, this about 140
        (docs/performance.md). A Redis that refuses scripts (an ACL without ``@scripting``,
        a managed Redis) gets one ``PUBLISH`` per pair from then on, sent together and
        answered in order (``_published_each``). A connection that fails is dropped and a new
        one tried once (as the client's own retries would); then the error is the caller's."""
        pool = client.connection_pool
        for attempt in (1, 2):
            conn = self._publisher
            if conn is None:
                conn = self._publisher = await pool.get_connection()  # type: ignore[no-untyped-call]  # redis-py leaves it unannotated
            try:
                if self._scripting:
                    await conn.send_command("EVAL", PUBLISH_ALL, 0, *pairs, check_health=False)
                    try:
                        await conn.read_response()
                        return
                    except ResponseError as exc:
                        self._scripting = False
                        log.warning("Redis refused the publishing script (%s); publishing each event alone", exc)
                await _published_each(conn, pairs)
                return
            except (RedisConnectionError, RedisTimeoutError, OSError):
                self._publisher = None
                await conn.disconnect()
                await pool.release(conn)
                if attempt == 2:
                    raise

    # -- the subscription -----------------------------------------------------------------
    def room(self, encounter_id: str, opened: bool) -> None:
        """Subscribe to the channel of a room this process opened (``opened``), or leave the
        channel of one it closed (unless the encounter is followed); in the background."""
        if opened or encounter_id not in self._followed:
            self._subscription(encounter_id, opened)

    def _subscription(self, encounter_id: str, subscribe: bool) -> None:
        """Subscribe to an encounter's channel, or leave it; in the background."""
        self._start()
        if self._cluster is not None:
            self._room_sharded(encounter_id, subscribe)
            return
        subscription = self._subscription_now
        if subscription is None:
            return  # the loop subscribes every room and followed encounter when it connects
        channel = self._channel(encounter_id)

        async def change() -> None:
            if subscribe:
                await subscription.subscribe(channel)
                room = self._hub.rooms.get(encounter_id)
                if room is not None:
                    await room.refresh()  # what was published before the subscription took
                    self._hub.presence_changed(room, ask=True)  # the other processes say theirs now
            else:
                await subscription.unsubscribe(channel)

        self._hub.spawn(change())

    def _room_sharded(self, encounter_id: str, opened: bool) -> None:
        shards = self._shards
        if shards is None:
            return  # the loop subscribes every room when it opens the shards
        channel = self._channel(encounter_id)

        async def change() -> None:
            try:
                if opened:
                    await shards.add(channel)
                else:
                    await shards.remove(channel)
            except Exception as exc:  # a stale slot map (MOVED), a shard away: subscribe afresh
                log.info("subscribing to %s on the Redis Cluster failed (%s); subscribing afresh", channel, exc)
                shards.broken.set()
                return
            room = self._hub.rooms.get(encounter_id)
            if opened and room is not None:
                await room.refresh()  # what was published before the subscription took
                self._hub.presence_changed(room, ask=True)

        self._hub.spawn(change())

    async def _listen_loop(self) -> None:
        if self._cluster is not None:
            await self._listen_sharded(self._cluster)
            return
        delay = 0.1
        control = f"{self._prefix}:process".encode()
        start = len(f"{self._prefix}:encounter:".encode())  # in bytes: the prefix may be any text

        def deliver(channel: bytes, data: bytes) -> None:
            if channel == control:
                self._control(data)
                return
            encounter_id = channel[start:].decode()
            self._hub.message(encounter_id, data, self._decode)
            if encounter_id in self._followed:
                self._heard(encounter_id, data)

        while not self._stopping:
            client = Redis.from_url(self._url, socket_connect_timeout=2.0, retry=Retry(NoBackoff(), 0))
            subscription = Subscription(client)
            try:
                wanted = {*self._hub.rooms, *self._followed}
                await subscription.open(control.decode(), *(channel_name(self._prefix, e) for e in wanted))
                self._subscription_now, self.connected = subscription, True
                now = {*self._hub.rooms, *self._followed}  # rooms may have opened or closed while it subscribed
                if missed := now - wanted:
                    await subscription.subscribe(*(channel_name(self._prefix, e) for e in missed))
                if gone := wanted - now:
                    await subscription.unsubscribe(*(channel_name(self._prefix, e) for e in gone))
                REDIS_LINK_UP.set(1)
                if delay > 0.1:
                    log.info("Redis is back: live fan-out resumed, open feeds catch up from PostgreSQL")
                delay = 0.1
                self._hub.refresh_all()
                await subscription.messages(deliver)
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                if self.connected or delay == 0.1:
                    log.warning("Redis subscription lost (%s); feeds poll PostgreSQL, reconnecting", exc)
            finally:
                self._subscription_now, self.connected = None, False
                REDIS_LINK_UP.set(0)
                await _bounded(subscription.close(), client.aclose())
            if self._stopping:
                return
            await asyncio.sleep(delay * (0.5 + random.random() / 2))
            delay = min(delay * 2, MAX_BACKOFF_S)

    async def _listen_sharded(self, address: ClusterAddress) -> None:
        """The cluster's form of the loop above: open the shards, subscribe the process channel
        and every room's, then wait until a shard breaks; start again, backing off."""
        delay = 0.1
        control = f"{self._prefix}:process"

        def heard(channel: str, data: bytes) -> None:
            if channel == control:
                self._control(data)
                return
            encounter_id = encounter_of(channel, self._prefix)
            self._hub.message(encounter_id, data, self._decode)
            if encounter_id in self._followed:
                self._heard(encounter_id, data)

        while not self._stopping:
            shards = Shards(address, heard)
            try:
                await shards.open()
                self._shards = shards  # from here on, rooms opened meanwhile subscribe themselves
                wanted = {*self._hub.rooms, *self._followed}
                for channel in [control, *(self._channel(e) for e in wanted)]:
                    await shards.add(channel)
                if shards.broken.is_set():
                    raise ConnectionError("a shard was lost while subscribing")
                self.connected = True
                REDIS_LINK_UP.set(1)
                if delay > 0.1:
                    log.info("Redis Cluster subscriptions back: live fan-out resumed, open feeds catch up")
                delay = 0.1
                self._hub.refresh_all()
                await shards.broken.wait()
                log.warning("Redis Cluster subscriptions lost; feeds poll PostgreSQL, subscribing afresh")
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                if self.connected or delay == 0.1:
                    log.warning("Redis Cluster subscription failed (%s); feeds poll PostgreSQL, retrying", exc)
            finally:
                self._shards, self.connected = None, False
                REDIS_LINK_UP.set(0)
                await shards.close()
            if self._stopping:
                return
            await asyncio.sleep(delay * (0.5 + random.random() / 2))
            delay = min(delay * 2, MAX_BACKOFF_S)

    def _heard(self, encounter_id: str, raw: bytes) -> None:
        """A message on a followed encounter's channel: an event goes to ``heard``."""
        try:
            head = _head_decoder.decode(raw)
        except msgspec.DecodeError:
            return
        if head.kind == "event" and self.heard(encounter_id, head.version, lambda: self._decode(raw)):
            self._followed[encounter_id] = time.monotonic()  # another process wrote it: still contended

    def _control(self, raw: bytes) -> None:
        """A message on the process channel: a revocation (anything else is skipped)."""
        try:
            note = _revocation_decoder.decode(raw)
        except msgspec.DecodeError:
            return
        self._hub.revoked_here(note.token_ids)

    # -- life -----------------------------------------------------------------------------
    def _start(self) -> None:
        if not self._tasks:
            loop = asyncio.get_running_loop()
            self._tasks = [
                loop.create_task(self._publish_loop()),
                loop.create_task(self._listen_loop()),
                loop.create_task(self._forget_idle()),
            ]

    async def start(self) -> None:
        """Start publishing and listening (at the app's start-up)."""
        self._start()

    async def close(self, timeout: float = 5.0) -> None:
        """Publish what is queued (at most ``timeout`` seconds), then stop."""
        await asyncio.sleep(0)  # what was submitted in the last step is queued now
        try:
            await asyncio.wait_for(self._queue.join(), timeout)
        except TimeoutError:
            log.warning("shutting down with %s messages unpublished (events, presence)", self._queue.qsize())
        self._stopping = True
        for task in self._tasks:
            task.cancel()
        # redis-py's pub/sub reader, which a Redis Cluster's shards still use, may swallow a
        # cancellation (seen with redis-py 8.1: get_message returned None after cancel()), hence
        # the flag above and a bounded wait here
        if self._tasks:
            await asyncio.wait(self._tasks, timeout=3)
        if self._publisher is not None and isinstance(self.client, Redis):
            await _bounded(self.client.connection_pool.release(self._publisher))
            self._publisher = None
        await _bounded(self.client.aclose())


async def _published_each(conn: Connection, pairs: list[str | bytes]) -> None:
    """One ``PUBLISH`` per (channel, message) pair of ``pairs`` on ``conn``, sent in one write;
    every reply is read, and the first error among them raised."""
    commands = [("PUBLISH", pairs[i], pairs[i + 1]) for i in range(0, len(pairs), 2)]
    await conn.send_packed_command(conn.pack_commands(commands), check_health=False)
    refused: list[ResponseError] = []
    for _ in commands:
        try:
            await conn.read_response()
        except ResponseError as exc:
            refused.append(exc)
    if refused:
        raise refused[0]


async def _bounded(*closing: Coroutine[Any, Any, Any], timeout: float = 2.0) -> None:
    """Await ``closing`` (connections being closed) for at most ``timeout`` seconds, ignoring
    their errors: a dead connection may fail to close, and it is dropped anyway."""
    tasks = [asyncio.ensure_future(c) for c in closing]
    done, pending = await asyncio.wait(tasks, timeout=timeout)
    for task in pending:
        task.cancel()
    for task in done:
        task.exception()  # retrieved, so asyncio does not log it as never retrieved
