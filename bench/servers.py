"""What the harness starts: a throwaway database, and Fray processes (``fray serve``) on it.

Each run creates ``fray_bench_<random>`` on the PostgreSQL server (``FRAY_BENCH_DATABASE_URL``,
default the local one), applies the migrations and drops it at the end; Fray processes are real
``fray serve`` subprocesses on free loopback ports, stopped with SIGTERM.
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
    """Fray servers started on demand, one per worker count, kept for the whole run (a start
    costs seconds: imports, migrations check, pool) and stopped at the end."""

    def __init__(self, database_url: str) -> None:
        self.database_url = database_url
        self.prefix = f"fray-bench-{secrets.token_hex(3)}"
        self._servers: dict[tuple[int, int], Fray] = {}

    def get(self, workers: int = 1, replica: int = 0, env: dict[str, str] | None = None) -> Fray:
        """The running server with ``workers`` processes (started now if need be); another
        ``replica`` is another such server on its own port (the same database and channels).
        ``env``: more variables for a server of its own (give it its own ``replica`` number)."""
        key = (workers, replica)
        if key not in self._servers:
            server = Fray(self.database_url, workers=workers, prefix=self.prefix, env=env)
            self._servers[key] = server
            server.wait_ready()
        return self._servers[key]

    def close(self) -> None:
        """Stop every server started."""
        for server in self._servers.values():
            server.stop()
        self._servers.clear()
