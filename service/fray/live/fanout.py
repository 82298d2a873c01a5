"""Publishing stored events to every process serving an encounter, through Litestar channels.

With ``FRAY_REDIS_URL`` the channels plugin uses Redis pub/sub (``RedisChannelsPubSubBackend``),
so every Fray process behind a load balancer sees every event; without it, an in-memory backend
serves a single process. Pub/sub keeps no history: a client that missed messages resumes from
PostgreSQL (``fray.live.feed``), which is why every message carries its stream version.
"""

from __future__ import annotations

import asyncio
import logging

from litestar.channels import ChannelsPlugin
from litestar.channels.backends.memory import MemoryChannelsBackend
from litestar.channels.backends.redis import RedisChannelsPubSubBackend
from redis.asyncio import Redis
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialWithJitterBackoff
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from fray.live.messages import event_message
from fray.store.codec import RecordedEvent

log = logging.getLogger(__name__)


def channel_name(prefix: str, stream_id: str) -> str:
    """The channel an encounter's events are published on: ``<prefix>:encounter:<id>``."""
    return f"{prefix}:encounter:{stream_id}"


SUBSCRIBER_BACKLOG = 1000
"""Messages a feed may fall behind before its oldest are dropped: a slow client costs bounded
memory, and the feed refills anything dropped from PostgreSQL (every message has its version)."""


def connect_redis(url: str) -> Redis:
    """A Redis client that rides out a Redis restart: commands and the pub/sub reader retry
    with jittered backoff (up to 2 s apart, for about a minute) and re-subscribe on reconnect.
    Without this, one dropped connection ends Litestar's subscriber task for good."""
    return Redis.from_url(
        url,
        retry=Retry(ExponentialWithJitterBackoff(base=0.05, cap=2.0), retries=40),
        retry_on_error=[RedisConnectionError, RedisTimeoutError],
        health_check_interval=15,
    )


def make_channels(redis: Redis | None) -> ChannelsPlugin:
    """The channels plugin: Redis pub/sub through ``redis`` when given, in-process otherwise."""
    backend: RedisChannelsPubSubBackend | MemoryChannelsBackend
    if redis is not None:
        backend = RedisChannelsPubSubBackend(redis=redis)
    else:
        backend = MemoryChannelsBackend()
    return ChannelsPlugin(backend=backend, arbitrary_channels_allowed=True,
                          subscriber_max_backlog=SUBSCRIBER_BACKLOG, subscriber_backlog_strategy="dropleft")


def fanout_running(channels: ChannelsPlugin) -> bool:
    """Whether the plugin's subscriber task still runs (it ends if Redis stays away longer
    than the client retries). Reads Litestar's private ``_sub_task``: checked in a test."""
    task = getattr(channels, "_sub_task", None)
    return task is not None and not task.done()


def encode_message(event: RecordedEvent) -> bytes:
    """One feed message: the recorded event as JSON with ``"kind": "event"`` (``version`` says
    where it stands; see ``fray.live.messages``)."""
    return event_message(event)


async def publish(channels: ChannelsPlugin, prefix: str, events: list[RecordedEvent]) -> None:
    """Publish ``events`` (one stream's, in version order) on their encounter's channel and
    wait until the backend has them. Raises whatever the backend raises (Redis down)."""
    for event in events:
        await channels.wait_published(encode_message(event), channel_name(prefix, event.stream_id))


class Publisher:
    """Publishes committed events in the background, so Redis is never on a command's
    acknowledgement path (DESIGN.md, "The hot path is short").

    One task per process publishes batches in the order they were submitted (commit order
    within an encounter, since its commands are acknowledged one after another). A failure is
    logged and the next batch goes on: the events are committed, and a feed heals a lost
    message from PostgreSQL. At most ``max_backlog`` batches wait; past that the oldest is
    dropped (and logged), so a Redis outage costs bounded memory.
    """

    def __init__(self, channels: ChannelsPlugin, prefix: str, max_backlog: int = 10_000) -> None:
        self._channels, self._prefix, self._max = channels, prefix, max_backlog
        self._queue: asyncio.Queue[list[RecordedEvent]] = asyncio.Queue()
        self._task: asyncio.Task[None] | None = None

    def submit(self, events: list[RecordedEvent]) -> None:
        """Queue one stream's ``events`` (in version order) for publishing; returns at once.
        Must be called from the event loop that serves requests."""
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._run())
        if self._queue.qsize() >= self._max:
            dropped = self._queue.get_nowait()
            self._queue.task_done()
            log.warning("publish backlog full: dropped events of %s up to version %s (feeds refill "
                        "from PostgreSQL)", dropped[0].stream_id, dropped[-1].version)
        self._queue.put_nowait(events)

    async def _run(self) -> None:
        while True:
            events = await self._queue.get()
            try:
                await publish(self._channels, self._prefix, events)
            except Exception:
                log.exception("publishing events %s..%s of %s failed", events[0].version,
                              events[-1].version, events[0].stream_id)
            finally:
                self._queue.task_done()

    async def drain(self, timeout: float = 5.0) -> None:
        """Wait (at most ``timeout`` seconds) until everything submitted is published, then
        stop the task. Called at shutdown, before the channels plugin stops."""
        if self._task is None:
            return
        try:
            await asyncio.wait_for(self._queue.join(), timeout)
        except TimeoutError:
            log.warning("shutting down with %s batches unpublished", self._queue.qsize())
        self._task.cancel()
