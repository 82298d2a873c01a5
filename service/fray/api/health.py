"""``GET /health``: whether this process can serve, answered within a second whatever is down.

A load balancer drops an instance that answers 503, so only PostgreSQL decides it: without the
database nothing can be acknowledged, while without Redis every command is still acknowledged
(publishing is off the acknowledgement path) and feeds catch up from PostgreSQL. So:

- 200 ``{"status": "ok", "database": "ok", "redis": "ok"}`` (``"in-process"`` without Redis);
- 200 ``{"status": "degraded", "database": "ok", "redis": "degraded"}`` while Redis is away
  or live fan-out through it is not running;
- 503 ``{"status": "degraded", "database": "unavailable", …}`` while PostgreSQL is away.

Redis is asked through a client of its own (``redis_probe``: short timeouts, no retries; on a
Redis Cluster a ``RedisCluster`` whose ``PING`` goes to every node, so a master down is
``degraded`` until its replica is promoted and the client has read the new map, and whose
``CLUSTER INFO`` must say ``cluster_state:ok``: a shard with no master left is ``degraded``), not
the fan-out's client, whose retries ride out a restart and would hold the answer for a minute.
PostgreSQL is asked ``select 1`` through the pool, bounded by ``DATABASE_WAIT_S``. Both are
asked at once; the handler's whole answer is bounded by ``HEALTH_BUDGET_S``.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Literal

import msgspec
from litestar import Litestar, Response, get
from litestar.datastructures import State
from litestar.openapi import ResponseSpec
from redis.asyncio import Redis
from redis.asyncio.cluster import RedisCluster
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from redis.exceptions import ConnectionError as RedisConnectionError

from fray.api.schemas import problem_responses
from fray.live.cluster import cluster_address, cluster_client

log = logging.getLogger(__name__)

HEALTH_BUDGET_S = 0.9  # the handler answers within this, whatever hangs
DATABASE_WAIT_S = 0.8  # how long PostgreSQL may take to answer select 1 (pool wait included)
REDIS_TIMEOUT_S = 0.4  # the probe client's connect and socket timeouts


class Health(msgspec.Struct, frozen=True):
    """What the service depends on, and whether it answers. ``status`` is ``ok`` when
    everything does; ``database`` decides the HTTP status (503 when ``unavailable``);
    ``redis`` is ``in-process`` when Fray fans out without Redis (one process)."""

    status: Literal["ok", "degraded"]
    database: Literal["ok", "unavailable"]
    redis: Literal["ok", "degraded", "in-process"]


def _reconnect_once() -> Retry:
    """One retry, at once, for a connection error only (a client of its own each: redis-py may
    add to a ``Retry``'s errors when a client is made with it)."""
    return Retry(NoBackoff(), 1, supported_errors=(RedisConnectionError,))


def redis_probe(url: str) -> Redis | RedisCluster:
    """A Redis client for ``/health`` only: ``REDIS_TIMEOUT_S`` to connect and to answer, at
    most two connections (per node, on a cluster), and one retry on a fresh connection for a
    connection error only: after a Redis restart the pooled connection is dead, and without it
    the first probe said "degraded" with Redis long back. A timeout is not retried, so a Redis
    that does not answer costs a probe ``REDIS_TIMEOUT_S`` once."""
    address = cluster_address(url)
    if address is not None:
        return cluster_client(
            address,
            socket_connect_timeout=REDIS_TIMEOUT_S,
            socket_timeout=REDIS_TIMEOUT_S,
            retry=_reconnect_once(),
            health_check_interval=0,
            max_connections=2,
        )
    return Redis.from_url(
        url,
        socket_connect_timeout=REDIS_TIMEOUT_S,
        socket_timeout=REDIS_TIMEOUT_S,
        retry=_reconnect_once(),
        retry_on_timeout=False,
        health_check_interval=0,
        max_connections=2,
    )


async def close_redis_probe(app: Litestar) -> None:
    """Close the probe client in ``app.state.redis_probe`` (on shutdown)."""
    probe = app.state.get("redis_probe")
    if probe is not None:
        await probe.aclose()


async def _database(state: State) -> Literal["ok", "unavailable"]:
    try:
        await asyncio.wait_for(state.service.views.ping(), DATABASE_WAIT_S)
        return "ok"
    except Exception as exc:  # report, don't raise: this endpoint exists to say what is down
        log.info("health: the database does not answer (%s)", type(exc).__name__)
        return "unavailable"


async def _redis(state: State) -> Literal["ok", "degraded", "in-process"]:
    probe: Redis | RedisCluster | None = state.get("redis_probe")
    if state.get("redis") is None or probe is None:
        return "in-process"
    try:
        await asyncio.wait_for(probe.ping(), REDIS_TIMEOUT_S * 2)
        if isinstance(probe, RedisCluster):  # every node answering is not enough: every slot needs a master
            info = await asyncio.wait_for(probe.cluster_info(), REDIS_TIMEOUT_S * 2)
            if info.get("cluster_state") != "ok":
                log.info("health: the Redis Cluster's state is %s", info.get("cluster_state"))
                return "degraded"
    except Exception as exc:
        log.info("health: Redis does not answer (%s)", type(exc).__name__)
        return "degraded"
    link = state.get("link")  # the process's Redis subscription (fray.live.fanout.RedisLink)
    return "ok" if link is None or link.connected else "degraded"


@get(
    "/health",
    operation_id="health",
    tags=["service"],
    responses={
        **problem_responses(400),  # a request with Host twice (fray.api.single_fields)
        503: ResponseSpec(
            Health,
            description="PostgreSQL does not answer: this process cannot acknowledge commands",
            generate_examples=False,
        ),
    },
)
async def health(state: State) -> Response[Health]:
    """Readiness, answered within a second: 200 while PostgreSQL answers (Redis away is
    ``"redis": "degraded"``, still 200: commands are acknowledged without it and feeds catch up
    from PostgreSQL), 503 when PostgreSQL does not."""
    try:
        async with asyncio.timeout(HEALTH_BUDGET_S):
            database, redis = await asyncio.gather(_database(state), _redis(state))
    except TimeoutError:  # not expected (each part is bounded); never hang a load balancer
        database, redis = "unavailable", "degraded"
    ok = database == "ok" and redis in ("ok", "in-process")
    return Response(Health("ok" if ok else "degraded", database, redis), status_code=200 if database == "ok" else 503)
