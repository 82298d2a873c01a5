"""What the harness starts: a throwaway database, and Fray processes (``fray serve``) on it.

Each run creates ``fray_bench_<random>`` on the PostgreSQL server (``FRAY_BENCH_DATABASE_URL``,
default the local one), applies the migrations and drops it at the end; Fray processes are real
``fray serve`` subprocesses on free loopback ports, stopped with SIGTERM.

The server may be shared (other test runs, other benches): the run takes a connection budget
at its start (``connection_budget``: ``max_connections`` less the reserved slots, the
connections in use then and a margin) and keeps within it. Half goes to the Fray servers kept
running (``ServerSet`` sizes their pools from it and stops the least recently used server
before a new one would exceed it), half to the baseline being measured (the raw appends and
``eventsourcing`` share that many connections among their workers).
"""

from __future__ import annotations

import os
import secrets
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
import psycopg

from fray.store.migrate import apply_migrations

SERVER = os.environ.get("FRAY_BENCH_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/postgres")
REDIS = os.environ.get("FRAY_BENCH_REDIS_URL", "redis://127.0.0.1:6379/0")


@contextmanager
def throwaway_database(server: str = SERVER) -> Iterator[str]:
    """A new, migrated database on ``server``; its URL. Dropped on exit."""
    name = f"fray_bench_{secrets.token_hex(4)}"
    with psycopg.connect(server, autocommit=True) as admin:
        admin.execute(f'create database "{name}"')
    url = urlsplit(server)._replace(path=f"/{name}").geturl()
    try:
        apply_migrations(url)
        yield url
    finally:
        with psycopg.connect(server, autocommit=True) as admin:
            admin.execute(f'drop database if exists "{name}" with (force)')


MARGIN = 6
"""Connections left free for others arriving during a run (a psql, a test's set-up)."""
FRAY_POOL_MAX = 10
"""The most PostgreSQL connections a Fray worker process gets (``FRAY_POOL_SIZE``): its appends
share statements (group commit), so a few connections carry c = 64."""


def connection_budget(server: str = SERVER) -> int:
    """How many PostgreSQL connections this run may hold on ``server``: ``max_connections``
    less the slots reserved for superusers (and ``reserved_connections``, PostgreSQL 16+),
    the client connections open now and ``MARGIN``; at least 8 (a server that full fails the
    run's first connection anyway). ``FRAY_BENCH_CONNECTIONS``, when set, bounds it further
    (at least 8): the test suite runs the quick harness within its own bound."""
    with psycopg.connect(server, autocommit=True) as conn:
        row = conn.execute(
            "select current_setting('max_connections')::int, "
            "current_setting('superuser_reserved_connections')::int, "
            "coalesce(current_setting('reserved_connections', true)::int, 0), "
            "(select count(*) from pg_stat_activity where backend_type = 'client backend')::int"
        ).fetchone()
    assert row is not None
    most, superuser, reserved, in_use = row
    free = max(8, int(most) - int(superuser) - int(reserved) - int(in_use) - MARGIN)
    cap = os.environ.get("FRAY_BENCH_CONNECTIONS")  # a caller's own bound (the test suite's)
    return min(free, max(8, int(cap))) if cap else free


def free_port() -> int:
    """A loopback port nobody listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Fray:
    """One ``fray serve`` subprocess (``workers`` uvicorn processes on one port)."""

    def __init__(
        self,
        database_url: str,
        *,
        workers: int = 1,
        redis_url: str | None = REDIS,
        prefix: str | None = None,
        pool_size: int = 20,
        env: dict[str, str] | None = None,
    ) -> None:
        """``env``: more ``FRAY_*`` variables for the process (``FRAY_METRICS_ADDRESS`` …)."""
        extra = env or {}
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = {
            **os.environ,
            "FRAY_DATABASE_URL": database_url,
            "FRAY_PORT": str(self.port),
            "FRAY_POOL_SIZE": str(pool_size),
            "FRAY_WORKERS": str(workers),
            "FRAY_CHANNEL_PREFIX": prefix or f"fray-bench-{secrets.token_hex(3)}",
            # the harness drives commands at the machine's pace; the per-token and
            # per-address limits are for tables (and tested apart), so they are off here
            "FRAY_COMMANDS_PER_SECOND": "0",
            "FRAY_CREATES_PER_MINUTE": "0",
            "FRAY_FEEDS_PER_TOKEN": "0",
            **extra,
        }  # the fan-out case opens 1,000 feeds with one token
        if redis_url:
            env["FRAY_REDIS_URL"] = redis_url
        else:
            env.pop("FRAY_REDIS_URL", None)
        # stderr to a file, not a pipe: uvicorn logs every WebSocket it accepts, and a pipe
        # nobody drains fills up (64 KiB) and blocks the server in the middle of a handshake
        self.stderr = tempfile.TemporaryFile()  # noqa: SIM115 (closed by stop())
        self.process = subprocess.Popen(
            [sys.executable, "-m", "fray", "serve"], env=env, stdout=subprocess.DEVNULL, stderr=self.stderr
        )
        self.workers = workers
        self.pool_size = pool_size

    def wait_ready(self, timeout: float = 180) -> None:
        """Return once ``/health`` answers 200; raise ``RuntimeError`` with its stderr if the
        process ends or ``timeout`` seconds pass first."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                self.stderr.seek(0)
                err = self.stderr.read().decode(errors="replace")
                raise RuntimeError(f"fray serve exited with {self.process.returncode}: {err[-2000:]}")
            try:
                if httpx.get(f"{self.url}/health", timeout=1).status_code == 200:
                    time.sleep(0.2 * (self.workers - 1))  # the other workers finish starting
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        raise RuntimeError(f"fray serve on port {self.port} was not ready within {timeout} s")

    def pids(self) -> list[int]:
        """The server's process and its workers' (for py-spy)."""
        out = subprocess.run(
            ["ps", "-o", "pid=", "--ppid", str(self.process.pid)], capture_output=True, text=True, check=False
        ).stdout.split()
        return [self.process.pid, *map(int, out)]

    def stop(self) -> None:
        """SIGTERM, then wait (SIGKILL after 15 s)."""
        terminate(self.process)
        self.stderr.close()


def cpu_seconds(servers: list[Fray]) -> float:
    """The CPU time (user and system, seconds) that ``servers``' processes and their workers
    have used so far (``/proc/<pid>/stat``); a process that has gone counts nothing."""
    total = 0
    for server in servers:
        for pid in server.pids():
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            except FileNotFoundError:
                continue
            total += int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15)
    return total / os.sysconf("SC_CLK_TCK")


def machine_busy_seconds() -> float:
    """CPU time (seconds, summed over every core) the whole machine has spent busy so far:
    user, nice, system, irq and softirq from ``/proc/stat`` (idle and iowait left out).
    Everything counts: Fray, PostgreSQL, Redis, the load generator, and any other work on
    the machine, so a case reads it around a run and notes the load."""
    fields = Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]
    user, nice, system, _idle, _iowait, irq, softirq = (int(f) for f in fields[:7])
    return (user + nice + system + irq + softirq) / os.sysconf("SC_CLK_TCK")


def terminate(process: subprocess.Popen[Any], grace_s: float = 15) -> None:
    """Stop a server ``process``: SIGTERM, then SIGKILL if it has not exited in ``grace_s``."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(grace_s)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@contextmanager
def running(database_url: str, count: int = 1, **kwargs: Any) -> Iterator[list[Fray]]:
    """``count`` Fray servers on ``database_url`` (sharing one channel prefix), ready."""
    prefix = f"fray-bench-{secrets.token_hex(3)}"
    servers = [Fray(database_url, prefix=prefix, **kwargs) for _ in range(count)]
    try:
        for s in servers:
            s.wait_ready()
        yield servers
    finally:
        for s in servers:
            s.stop()


class ServerSet:
    """Fray servers started on demand, one per worker count, kept for the run (a start costs
    seconds: imports, migrations check, pool) and stopped at the end. ``budget``: the
    PostgreSQL connections the run may hold (``connection_budget``); the servers kept running
    hold at most half of it, ``baseline_connections`` is the other half."""

    def __init__(self, database_url: str, budget: int = 200) -> None:
        self.database_url = database_url
        self.prefix = f"fray-bench-{secrets.token_hex(3)}"
        self.budget = budget
        self.baseline_connections = max(4, budget - budget // 2)
        self._servers: dict[tuple[int, int], Fray] = {}  # oldest use first

    def pool_size(self, workers: int, fleet: int = 2) -> int:
        """``FRAY_POOL_SIZE`` for a server of ``workers`` processes: small enough that ``fleet``
        such servers fit in the servers' half of the budget at once (a case may compare two,
        or run several side by side), at most ``FRAY_POOL_MAX``, at least 2."""
        return max(2, min(FRAY_POOL_MAX, self.budget // 2 // (max(2, fleet) * workers)))

    def get(self, workers: int = 1, replica: int = 0, env: dict[str, str] | None = None, fleet: int = 2) -> Fray:
        """The running server with ``workers`` processes (started now if need be); another
        ``replica`` is another such server on its own port (the same database and channels).
        ``env``: more variables for a server of its own (give it its own ``replica`` number).
        ``fleet``: how many such servers the case runs at once (``pool_size``). Servers used
        least recently are stopped first when the new one's pools would take
        the servers past their half of the budget."""
        key = (workers, replica)
        size = self.pool_size(workers, fleet)
        server = self._servers.pop(key, None)
        if server is not None and server.pool_size > size:
            server.stop()  # its pool would crowd the others out
            server = None
        if server is None:
            while self._servers and self.held() + workers * size > self.budget // 2:
                oldest = next(iter(self._servers))
                self._servers.pop(oldest).stop()
            server = Fray(self.database_url, workers=workers, prefix=self.prefix, env=env, pool_size=size)
            server.wait_ready()
        self._servers[key] = server  # now the most recently used
        return server

    def held(self) -> int:
        """The most connections the running servers' pools may hold."""
        return sum(s.workers * s.pool_size for s in self._servers.values())

    def close(self) -> None:
        """Stop every server started."""
        for server in self._servers.values():
            server.stop()
        self._servers.clear()
