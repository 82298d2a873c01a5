"""A Redis Cluster for the live path: its address (``FRAY_REDIS_URL`` with the scheme
``redis+cluster://``) and the process's sharded subscriptions (``SSUBSCRIBE``).

The address names one or more nodes, comma-separated: ``redis+cluster://host:port,host:port``
(``rediss+cluster://`` for TLS; ``user:password@`` before the first node, as in a ``redis://``
URL). Any node of the cluster will do: the others are learnt from it (``CLUSTER SLOTS``);
naming a few lets a process start while one of them is down. A URL with any other scheme is one
Redis and keeps plain pub/sub (``fray.live.fanout``).

Sharded pub/sub (Redis 7) sends a message published with ``SPUBLISH`` only to the shard that
owns the channel's hash slot, where ``SSUBSCRIBE`` must be sent: fan-out grows with shards,
where a classic ``PUBLISH`` in a cluster reaches every node. :class:`Shards` holds one pub/sub
connection per master that owns a channel this process needs (at most one per shard, opened
when the first such channel is), each subscribed slot by slot (a node refuses one
``SSUBSCRIBE`` over channels of several slots: ``CROSSSLOT``). redis-py's asyncio
``ClusterPubSub`` does this too, since 2026; this module keeps the repair in Fray's hands, as
for one Redis: on any sign that the map moved (a connection lost, a ``MOVED`` reply, a
``sunsubscribe`` the server sent unasked when a slot left a node, as after a failover), the
owner (``fray.live.fanout.RedisLink``) drops every connection, reads the slot map again and
subscribes afresh, and the feeds catch up from PostgreSQL by version.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote

import msgspec
from redis.asyncio import Redis
from redis.asyncio.client import PubSub
from redis.asyncio.cluster import ClusterNode, RedisCluster
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from redis.crc import key_slot

log = logging.getLogger(__name__)

SCHEMES = {"redis+cluster": False, "rediss+cluster": True}
"""The schemes that name a cluster, and whether each speaks TLS."""


class ClusterAddress(msgspec.Struct, frozen=True, kw_only=True):
    """Where a cluster is: some of its ``nodes`` (host, port), the credentials and whether the
    connections use TLS (``ssl``)."""

    nodes: tuple[tuple[str, int], ...]
    username: str | None = None
    password: str | None = None
    ssl: bool = False

    def connection(self) -> dict[str, Any]:
        """The keyword arguments every client of this cluster takes (credentials, TLS)."""
        return {"username": self.username, "password": self.password, "ssl": self.ssl}


def cluster_address(url: str) -> ClusterAddress | None:
    """The cluster ``url`` names (``redis+cluster://[user:password@]host:port[,host:port…]``),
    or None when it names one Redis (any other scheme). Raises ``ValueError`` for a cluster
    URL without a node, with a node that has no port, or with a database number (a cluster has
    only database 0)."""
    scheme, sep, rest = url.partition("://")
    if not sep or scheme.lower() not in SCHEMES:
        return None
    creds, at, hosts = rest.rpartition("@")
    hosts = hosts.split("?", 1)[0].rstrip("/")
    if "/" in hosts and hosts.rsplit("/", 1)[1] not in ("", "0"):
        raise ValueError(f"a Redis Cluster has only database 0: {url!r}")
    hosts = hosts.split("/", 1)[0]
    nodes: list[tuple[str, int]] = []
    for item in (h.strip() for h in hosts.split(",")):
        host, colon, port = item.rpartition(":")
        if not colon or not port.isdigit() or not host:
            raise ValueError(f"each node of a Redis Cluster URL is host:port, got {item!r}")
        nodes.append((host.strip("[]"), int(port)))
    username = password = None
    if at:
        user, colon, secret = creds.partition(":")
        username, password = (unquote(user) or None), (unquote(secret) if colon else None)
    return ClusterAddress(nodes=tuple(nodes), username=username, password=password, ssl=SCHEMES[scheme.lower()])


def cluster_client(address: ClusterAddress, **options: Any) -> RedisCluster:
    """An asyncio ``RedisCluster`` on ``address`` (it routes ``SPUBLISH`` by slot and follows
    ``MOVED`` and failovers itself); ``options``: timeouts, retries."""
    nodes = [ClusterNode(host, port) for host, port in address.nodes]
    return RedisCluster(startup_nodes=nodes, **address.connection(), **options)


def hash_tagged(name: str, key: str) -> str:
    """``name`` + ``{key}``: a channel whose hash slot is ``key``'s alone, whatever the prefix,
    so every channel of one encounter would share its slot and its shard."""
    return f"{name}{{{key}}}"


def slot_of(channel: str) -> int:
    """The hash slot of ``channel`` (CRC16 of its hash tag, or of the whole name), 0–16383."""
    return key_slot(channel.encode())


class SlotRange(msgspec.Struct, frozen=True):
    """Slots ``start`` to ``end`` (both included) and the master that serves them."""

    start: int
    end: int
    host: str
    port: int


async def read_slots(address: ClusterAddress, known: Iterable[tuple[str, int]]) -> list[SlotRange]:
    """The cluster's slot map (``CLUSTER SLOTS``), asked of each node of ``known`` in turn
    until one answers. Raises ``ConnectionError`` when none does."""
    last: Exception | None = None
    for host, port in known:
        client = Redis(
            host=host, port=port, socket_timeout=2.0, socket_connect_timeout=2.0, retry=Retry(NoBackoff(), 0),
            **address.connection(),
        )  # fmt: skip
        try:
            reply = await client.execute_command("CLUSTER", "SLOTS")  # type: ignore[no-untyped-call]
            return [
                SlotRange(int(r[0]), int(r[1]), _text(r[2][0]) or host, int(r[2][1]))
                for r in reply
            ]  # fmt: skip
        except Exception as exc:  # this node is away: ask the next
            last = exc
        finally:
            with contextlib.suppress(Exception):
                await client.aclose()
    raise ConnectionError(f"no node of the Redis Cluster answered CLUSTER SLOTS ({last})")


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


@dataclass(eq=False)
class _Shard:
    """One master's pub/sub connection and the task reading it."""

    client: Redis
    pubsub: PubSub
    reader: asyncio.Task[None] | None = None
    channels: set[str] = field(default_factory=set)


class Shards:
    """This process's sharded subscriptions on one cluster: one pub/sub connection per master
    that serves a channel it needs. ``on_message(channel, data)`` is called for each message.
    ``broken`` is set when the subscriptions can no longer be trusted (a connection lost, a
    refusal, a slot moved away): the owner then ``close()``-s and ``open()``-s again."""

    def __init__(self, address: ClusterAddress, on_message: Callable[[str, bytes], None]) -> None:
        self._address, self._on_message = address, on_message
        self._known: list[tuple[str, int]] = list(address.nodes)
        self._slots: list[SlotRange] = []
        self._shards: dict[tuple[str, int], _Shard] = {}
        self._wanted: set[str] = set()
        self._closed = False
        self.broken = asyncio.Event()

    @property
    def connections(self) -> int:
        """Pub/sub connections open now (one per shard in use)."""
        return len(self._shards)

    async def open(self) -> None:
        """Read the slot map (from the nodes of the URL and every node seen before) and get
        ready to subscribe. Raises ``ConnectionError`` when no node answers."""
        self.broken.clear()
        self._slots = await read_slots(self._address, self._known)
        seen = [(s.host, s.port) for s in self._slots]
        self._known = list(dict.fromkeys([*seen, *self._known]))

    def owner(self, channel: str) -> tuple[str, int]:
        """The master that serves ``channel``'s slot, by the map read last. Raises
        ``LookupError`` when no master serves it (the map is being repaired)."""
        slot = slot_of(channel)
        for r in self._slots:
            if r.start <= slot <= r.end:
                return r.host, r.port
        raise LookupError(f"no master of the Redis Cluster serves slot {slot}")

    async def add(self, channel: str) -> None:
        """Subscribe to ``channel`` on its master (a connection opened for it if it is the
        first of that shard). Raises what the server or the connection raises; the owner
        repairs the subscriptions then; nothing once closed (a room opened while the owner was
        replacing these subscriptions: the new ones include it)."""
        if self._closed:
            return
        self._wanted.add(channel)
        where = self.owner(channel)
        shard = self._shards.get(where)
        if shard is None:
            client = Redis(
                host=where[0], port=where[1], socket_connect_timeout=2.0, health_check_interval=10,
                retry=Retry(NoBackoff(), 0), **self._address.connection(),
            )  # fmt: skip
            shard = self._shards[where] = _Shard(client, client.pubsub())
        shard.channels.add(channel)
        await shard.pubsub.ssubscribe(channel)
        if shard.reader is None and not self._closed:  # a pub/sub connection is made by its first subscription
            shard.reader = asyncio.get_running_loop().create_task(self._read(shard))

    async def remove(self, channel: str) -> None:
        """Leave ``channel`` (the connection of its shard stays open for the next)."""
        self._wanted.discard(channel)
        for shard in self._shards.values():
            if channel in shard.channels:
                shard.channels.discard(channel)
                await shard.pubsub.sunsubscribe(channel)

    async def _read(self, shard: _Shard) -> None:
        try:
            while True:
                message = await shard.pubsub.get_message(timeout=1.0)
                if message is None:
                    continue
                kind, channel = message["type"], _text(message["channel"])
                if kind == "smessage":
                    self._on_message(channel, message["data"])
                elif kind == "sunsubscribe" and channel in self._wanted and channel in shard.channels:
                    log.info("Redis Cluster dropped the subscription to %s (its slot moved)", channel)
                    self.broken.set()
                    return
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            log.info("a Redis Cluster subscription was lost (%s)", exc)
            self.broken.set()

    async def close(self) -> None:
        """Drop every connection (bounded: a dead node may not answer)."""
        self._closed = True
        shards, self._shards = list(self._shards.values()), {}
        for shard in shards:
            if shard.reader is not None:
                shard.reader.cancel()
        readers = [s.reader for s in shards if s.reader is not None]
        if readers:
            await asyncio.wait(readers, timeout=3)
        closing = [asyncio.ensure_future(_close(s)) for s in shards]
        if closing:
            await asyncio.wait(closing, timeout=2)


async def _close(shard: _Shard) -> None:
    with contextlib.suppress(Exception):
        await shard.pubsub.aclose()  # type: ignore[no-untyped-call]
    with contextlib.suppress(Exception):
        await shard.client.aclose()
