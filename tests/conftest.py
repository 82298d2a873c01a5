"""Shared fixtures: a throwaway PostgreSQL database and a Redis channel namespace per run.

Servers: ``FRAY_TEST_DATABASE_URL`` / ``FRAY_TEST_REDIS_URL`` when set (``.ci/run`` sets them);
otherwise testcontainers when a Docker engine answers; otherwise the machine's own servers on
127.0.0.1. Each run creates its own database (``fray_test_<random>``) on that server, applies
the migrations, and drops it at the end, so runs never see each other's data. Redis has no
databases to create: each run publishes under its own channel prefix instead.
"""

from __future__ import annotations

import os
import secrets
import threading
from collections.abc import Iterator
from contextlib import ExitStack
from urllib.parse import urlsplit

import psycopg
import pytest

from fray.store.migrate import apply_migrations
from fray.store.roles import grant_serving

LOCAL_POSTGRES = "postgresql://postgres@127.0.0.1:5432/postgres"
LOCAL_REDIS = "redis://127.0.0.1:6379/0"

MAX_CONNECTIONS = 40
"""The most PostgreSQL connections the suite holds at once on the test server (the README's
Tests section says so). Every connection of this run, from this process and from the ``fray``
processes it starts, carries the run's ``application_name`` (``PGAPPNAME``, which libpq reads);
:class:`ConnectionCount` samples how many there are while the suite runs and fails the run
when they were ever more than this."""
RUN_TAG = os.environ.setdefault("PGAPPNAME", f"fray-test-{secrets.token_hex(4)}")
SAMPLE_S = 0.1


class ConnectionCount:
    """The most connections tagged ``RUN_TAG`` seen on a server, sampled every ``SAMPLE_S``
    seconds by a thread over a connection of its own (tagged otherwise, so not counted)."""

    def __init__(self, server: str) -> None:
        self.peak = 0
        self.where = ""
        self._stop = threading.Event()
        self._conn = psycopg.connect(server, autocommit=True, application_name="fray-test-counter")
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.wait(SAMPLE_S):
            row = self._conn.execute(
                "select count(*) from pg_stat_activity where application_name = %s", (RUN_TAG,)
            ).fetchone()
            count = int(row[0]) if row else 0
            if count > self.peak:  # and which test ran then, to name it when the bound is passed
                self.peak, self.where = count, os.environ.get("PYTEST_CURRENT_TEST", "")

    def close(self) -> int:
        """Stop sampling; the peak."""
        self._stop.set()
        self._thread.join()
        self._conn.close()
        return self.peak


def _docker_answers() -> bool:
    try:
        import docker

        docker.from_env(timeout=2).ping()
        return True
    except Exception:
        return False


@pytest.fixture(scope="session")
def servers() -> Iterator[tuple[str, str]]:
    """``(postgres server URL, redis URL)`` for this run."""
    pg, redis = os.environ.get("FRAY_TEST_DATABASE_URL"), os.environ.get("FRAY_TEST_REDIS_URL")
    with ExitStack() as stack:
        if (pg is None or redis is None) and _docker_answers():
            from testcontainers.postgres import PostgresContainer
            from testcontainers.redis import RedisContainer

            if pg is None:
                c = stack.enter_context(PostgresContainer("postgres:16-alpine", driver=None))
                pg = c.get_connection_url()
            if redis is None:
                r = stack.enter_context(RedisContainer("redis:7-alpine"))
                redis = f"redis://{r.get_container_host_ip()}:{r.get_exposed_port(6379)}/0"
        yield pg or LOCAL_POSTGRES, redis or LOCAL_REDIS


@pytest.fixture(scope="session")
def database_url(servers: tuple[str, str]) -> Iterator[str]:
    """A fresh, migrated database of its own for this test run; dropped afterwards."""
    server = servers[0]
    name = f"fray_test_{secrets.token_hex(6)}"
    with psycopg.connect(server, autocommit=True) as admin:
        admin.execute(f'create database "{name}"')
    url = urlsplit(server)._replace(path=f"/{name}").geturl()
    apply_migrations(url)
    count = ConnectionCount(server)
    try:
        yield url
    finally:
        peak, where = count.close(), count.where
        with psycopg.connect(server, autocommit=True) as admin:
            admin.execute(f'drop database if exists "{name}" with (force)')
        print(
            f"\nPostgreSQL connections held at once by this run: at most {peak} (bound {MAX_CONNECTIONS}), "
            f"first during {where or 'no test'}"
        )
        assert peak <= MAX_CONNECTIONS, (
            f"the suite held {peak} PostgreSQL connections at once, more than the {MAX_CONNECTIONS} "
            f"the README promises, first during {where}: bound the pools of the tests that opened them"
        )


@pytest.fixture(scope="session")
def redis_url(servers: tuple[str, str]) -> str:
    """The Redis this run publishes through."""
    return servers[1]


@pytest.fixture(scope="session")
def channel_prefix() -> str:
    """A channel prefix no other run uses, so concurrent runs on one Redis stay apart."""
    return f"fray-test-{secrets.token_hex(4)}"


@pytest.fixture(scope="session")
def serving_url(servers: tuple[str, str], database_url: str) -> Iterator[str]:
    """The run's database as a serving role of its own (``fray.store.roles``: SELECT and
    INSERT on the log, owning nothing), as Fray serves in production; the role has a per-run
    name and is dropped afterwards."""
    role = f"fray_serve_{secrets.token_hex(5)}"
    with psycopg.connect(servers[0], autocommit=True) as admin:
        admin.execute(f'create role "{role}" login')
    grant_serving(database_url, role)
    parts = urlsplit(database_url)
    host = parts.hostname or "127.0.0.1"
    netloc = f"{role}@{host}" + (f":{parts.port}" if parts.port else "")
    try:
        yield parts._replace(netloc=netloc).geturl()
    finally:
        with psycopg.connect(database_url, autocommit=True) as owner:
            owner.execute(f'drop owned by "{role}"')
        with psycopg.connect(servers[0], autocommit=True) as admin:
            admin.execute(f'drop role if exists "{role}"')
