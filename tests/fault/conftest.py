"""Fixtures of the fault tests: a private PostgreSQL cluster and a private redis-server (both
killed and restarted by the tests, never the shared ones), and two ``fray serve`` processes on
them. Everything is stopped and removed afterwards."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from dataclasses import dataclass

import psycopg
import pytest

from fray.store.migrate import apply_migrations

from .servers import PG_BIN, FrayProcess, PrivatePostgres, PrivateRedis

FRAY_ENV = {
    "FRAY_POOL_SIZE": "4",
    "FRAY_FEED_POLL_S": "2",  # a feed that missed a message asks PostgreSQL within 2 s
    "FRAY_COMMANDS_PER_SECOND": "0",
    "FRAY_CREATES_PER_MINUTE": "0",
    "FRAY_CHANNEL_PREFIX": "fray-fault",
}


@dataclass
class Site:
    """What a fault test works on: the private servers and the two Fray processes."""

    postgres: PrivatePostgres
    redis: PrivateRedis
    frays: list[FrayProcess]


@pytest.fixture(scope="module")
def site() -> Iterator[Site]:
    if shutil.which("redis-server") is None or not (PG_BIN / "initdb").exists():
        pytest.skip("needs redis-server and PostgreSQL 15's initdb")
    postgres, redis = PrivatePostgres(), PrivateRedis()
    frays: list[FrayProcess] = []
    try:
        postgres.start()
        with psycopg.connect(postgres.url, autocommit=True) as admin:
            admin.execute("create database fray")
        url = postgres.url.rsplit("/", 1)[0] + "/fray"
        apply_migrations(url)  # once, before two processes start on it
        redis.start()
        frays = [FrayProcess(url, redis.url, FRAY_ENV) for _ in range(2)]
        for f in frays:
            f.wait_ready()
        yield Site(postgres, redis, frays)
    finally:
        for f in frays:
            f.stop()
        redis.stop()
        postgres.remove()
