"""Where the capacity run's Fray processes find PostgreSQL and Redis (``bench.capacity``).

Three topologies, each a context manager yielding a :class:`Topology`:

- ``shared()``: a throwaway database on ``FRAY_BENCH_DATABASE_URL``'s server and the Redis at
  ``FRAY_BENCH_REDIS_URL`` (one server or a cluster), read replicas from
  ``FRAY_BENCH_READ_DATABASE_URL`` (server URLs, comma-separated) on the same database name;
  the capacity run's default, the servers shared with whatever else runs.
- ``single()``: servers of the run's own, one of each: a PostgreSQL (``PrivatePostgres`` of
  ``tests/fault/servers.py``: ``fsync``, ``synchronous_commit`` and ``full_page_writes`` off,
  16 MB of shared buffers) and a ``redis-server``; the scale-out run's baseline.
- ``scaleout()``: issue 23's topology, from the scale-out tests' own context managers: a Redis
  Cluster of three masters with a replica each (``tests/scaleout/redis_cluster.py``) and a
  PostgreSQL primary with a streaming standby (``tests/scaleout/pg_standby.py``, the primary
  made as ``single()``'s server is), the standby as ``FRAY_READ_DATABASE_URL``. The primary is
  migrated directly and the standby waited for until it has replayed the migrations, as
  ``tests/scaleout/test_whole_topology.py`` does.

``single()`` and ``scaleout()`` serve each Fray process's ``/metrics`` (``metrics = True``:
``FRAY_METRICS_ADDRESS`` on a free port), so both pay the same for it and the run can read
``fray_replica_reads_total``. Each needs ``redis-server``/``redis-cli`` 7+ and PostgreSQL 15's
``initdb`` and ``pg_basebackup`` (``available()`` says why not). Everything a private topology
started is stopped and deleted when its block ends, however it ends.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from urllib.parse import urlsplit

import httpx
import msgspec
import psycopg
from prometheus_client.parser import text_string_to_metric_families

from bench.servers import REDIS, SERVER, throwaway_database
from fray.store.migrate import apply_migrations

READ_REPLICAS = os.environ.get("FRAY_BENCH_READ_DATABASE_URL", "")
TOPOLOGIES = ("shared", "single", "scaleout")


class Topology(msgspec.Struct, frozen=True):
    """One topology, running: ``name`` (one of ``TOPOLOGIES``), the migrated database on the
    primary (``database_url``, ``FRAY_DATABASE_URL``), ``redis_url`` (``FRAY_REDIS_URL``), the
    Redis masters (``host:port`` each, sampled with ``INFO``), ``read_url``
    (``FRAY_READ_DATABASE_URL``, empty: none), ``standby_url`` (a replica's URL on the same
    database, to sample its load; empty: none), ``metrics`` (serve each Fray's ``/metrics``)
    and ``pool_cap`` (the most connections a Fray process's pool may take, None: as the shared
    server leaves free, ``capacity.pool_sizes``)."""

    name: str
    database_url: str
    redis_url: str
    redis_nodes: list[str]
    read_url: str = ""
    standby_url: str = ""
    metrics: bool = False
    pool_cap: int | None = None


def available() -> str:
    """Empty when ``single()`` and ``scaleout()`` can run on this machine, else why not."""
    from tests.fault.servers import PG_BIN
    from tests.scaleout import redis_cluster

    if not redis_cluster.available():
        return "needs redis-server and redis-cli 7 or newer"
    if not (PG_BIN / "initdb").exists() or not (PG_BIN / "pg_basebackup").exists():
        return f"needs PostgreSQL's initdb and pg_basebackup in {PG_BIN} (FRAY_PG_BIN)"
    return ""


def redis_masters(url: str) -> list[str]:
    """``host:port`` of each Redis primary behind ``url`` (``redis://``: one; a cluster's node
    given as ``redis://``: its masters)."""
    import redis

    one = redis.Redis.from_url(url)
    try:
        if not one.info("cluster").get("cluster_enabled"):
            parts = urlsplit(url)
            return [f"{parts.hostname or '127.0.0.1'}:{parts.port or 6379}"]
        from redis.cluster import RedisCluster

        cluster = RedisCluster.from_url(url)
        try:
            return [f"{n.host}:{n.port}" for n in cluster.get_primaries()]  # type: ignore[no-untyped-call]  # redis-py leaves it unannotated
        finally:
            cluster.close()
    finally:
        one.close()


def on_database(servers: str, database_url: str) -> str:
    """``servers`` (comma-separated server URLs) each pointed at ``database_url``'s database."""
    name = urlsplit(database_url).path
    return ",".join(urlsplit(s.strip())._replace(path=name).geturl() for s in servers.split(",") if s.strip())


@contextlib.contextmanager
def shared() -> Iterator[Topology]:
    """The shared servers (the module docstring); the throwaway database dropped at the end."""
    with throwaway_database(SERVER) as url:
        read = on_database(READ_REPLICAS, url) if READ_REPLICAS else ""
        yield Topology("shared", url, REDIS, redis_masters(REDIS), read_url=read, standby_url=read.split(",")[0])


@contextlib.contextmanager
def single() -> Iterator[Topology]:
    """A PostgreSQL and a ``redis-server`` of the run's own (the module docstring)."""
    from tests.fault.servers import PrivatePostgres, PrivateRedis

    pg, r = PrivatePostgres(), PrivateRedis()
    try:
        pg.start()
        with psycopg.connect(pg.url, autocommit=True) as admin:
            admin.execute('create database "fray"')
        url = pg.url.rsplit("/", 1)[0] + "/fray"
        apply_migrations(url)
        r.start()
        yield Topology("single", url, r.url, [f"127.0.0.1:{r.port}"], metrics=True, pool_cap=10)
    finally:
        r.stop()
        pg.remove()


@contextlib.contextmanager
def scaleout() -> Iterator[Topology]:
    """A Redis Cluster and a primary with a streaming standby (the module docstring)."""
    from tests.scaleout.pg_standby import primary_and_standby
    from tests.scaleout.redis_cluster import redis_cluster

    with redis_cluster() as cluster, primary_and_standby() as pair:
        apply_migrations(pair.primary_url)  # directly, once; the standby replays it
        pair.standby.caught_up()
        masters = [f"127.0.0.1:{p}" for p in sorted(cluster.masters())]
        yield Topology(
            "scaleout",
            pair.primary_url,
            cluster.url,
            masters,
            read_url=pair.standby_url,
            standby_url=pair.standby_url,
            metrics=True,
            pool_cap=10,
        )


def start(name: str) -> contextlib.AbstractContextManager[Topology]:
    """The context manager of the topology called ``name`` (one of ``TOPOLOGIES``)."""
    return {"shared": shared, "single": single, "scaleout": scaleout}[name]()


def replica_reads(address: str) -> dict[str, float]:
    """``fray_replica_reads_total`` by ``outcome`` from the ``/metrics`` at ``address``
    (``host:port``); empty when the process reads no replica (or does not answer in 10 s)."""
    try:
        text = httpx.get(f"http://{address}/metrics", timeout=10).text
    except httpx.HTTPError:
        return {}
    reads: dict[str, float] = {}
    for family in text_string_to_metric_families(text):
        for s in family.samples:
            if s.name == "fray_replica_reads_total":
                reads[s.labels["outcome"]] = reads.get(s.labels["outcome"], 0.0) + s.value
    return reads
