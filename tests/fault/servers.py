"""Private servers a fault test may kill: a PostgreSQL cluster of its own (``initdb`` + ``pg_ctl``
in a temporary folder, on a free loopback port) and a ``redis-server`` of its own. The shared
servers (5432, 6379) are never touched. Run as root, the cluster's programs run as the
``postgres`` user (``initdb`` refuses root)."""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
from bench.servers import terminate

PG_BIN = Path(os.environ.get("FRAY_PG_BIN", "/usr/lib/postgresql/15/bin"))


def free_port() -> int:
    """A loopback port nobody listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _listening(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
        return True
    except OSError:
        return False


class PrivatePostgres:
    """A throwaway PostgreSQL cluster: ``start()``, ``stop()``, ``restart()`` (``pg_ctl restart
    -m fast``), ``remove()``. ``url`` connects as its superuser ``postgres`` (trust auth)."""

    def __init__(self) -> None:
        self.port = free_port()
        self.dir = Path(tempfile.mkdtemp(prefix="fray-fault-pg-"))
        self.data = self.dir / "data"
        self.url = f"postgresql://postgres@127.0.0.1:{self.port}/postgres"
        self._as: list[str] = []
        if os.geteuid() == 0:
            shutil.chown(self.dir, "postgres", "postgres")
            self._as = ["runuser", "-u", "postgres", "--"]
        self._run(
            [str(PG_BIN / "initdb"), "-D", str(self.data), "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]
        )
        with open(self.data / "postgresql.conf", "a") as conf:
            conf.write(
                f"\nport = {self.port}\nlisten_addresses = '127.0.0.1'\n"
                f"unix_socket_directories = '{self.dir}'\nmax_connections = 60\n"
                "fsync = off\nsynchronous_commit = off\nfull_page_writes = off\n"
                "shared_buffers = 16MB\n"
            )

    def _run(self, args: list[str]) -> None:
        subprocess.run([*self._as, *args], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    def _pg_ctl(self, *args: str) -> None:
        self._run([str(PG_BIN / "pg_ctl"), "-D", str(self.data), "-l", str(self.dir / "log"), "-w", "-t", "60", *args])

    def start(self) -> None:
        self._pg_ctl("start")

    def stop(self) -> None:
        self._pg_ctl("stop", "-m", "fast")

    def restart(self) -> None:
        """``pg_ctl restart -m fast``: every session is terminated, then the server starts again;
        returns once it accepts connections."""
        self._pg_ctl("restart", "-m", "fast")

    def remove(self) -> None:
        """Stop the server if it runs and delete its folder."""
        if (self.data / "postmaster.pid").exists():
            with contextlib.suppress(subprocess.CalledProcessError):
                self._pg_ctl("stop", "-m", "immediate")
        shutil.rmtree(self.dir, ignore_errors=True)


class PrivateRedis:
    """A throwaway ``redis-server`` on a free loopback port: ``start()``, ``kill()`` (SIGKILL),
    ``stop()``. ``url`` reaches it."""

    def __init__(self) -> None:
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self.process = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
            stdout=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        while not _listening(self.port):
            if time.monotonic() > deadline:
                raise RuntimeError("redis-server did not start")
            time.sleep(0.05)

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(10)
        self.process = None

    stop = kill


class FrayProcess:
    """One ``fray serve`` subprocess on a free loopback port (``FRAY_DATABASE_URL``,
    ``FRAY_REDIS_URL``, ``FRAY_PORT``, plus ``env``). Its log goes to a file (a pipe nobody
    reads would fill during an outage and stop the server); ``log()`` reads it."""

    def __init__(self, database_url: str, redis_url: str | None, env: dict[str, str] | None = None) -> None:
        self.port, self.database_url = free_port(), database_url
        self.url = f"http://127.0.0.1:{self.port}"
        self._log = tempfile.NamedTemporaryFile(  # noqa: SIM115  # open for the server's life
            prefix="fray-fault-serve-", suffix=".log", delete=False
        )
        full = {
            **os.environ,
            "FRAY_DATABASE_URL": database_url,
            "FRAY_PORT": str(self.port),
            "FRAY_HOST": "127.0.0.1",
            **(env or {}),
        }
        full.pop("FRAY_OWNER_DATABASE_URL", None)
        if redis_url:
            full["FRAY_REDIS_URL"] = redis_url
        else:
            full.pop("FRAY_REDIS_URL", None)
        self.process = subprocess.Popen(
            [sys.executable, "-m", "fray", "serve"], env=full, stdout=self._log, stderr=subprocess.STDOUT
        )

    def log(self) -> str:
        return Path(self._log.name).read_text(errors="replace")

    def wait_ready(self, timeout: float = 120) -> None:
        """Return once ``/health`` answers 200; raise ``RuntimeError`` with the log otherwise."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"fray serve exited with {self.process.returncode}: {self.log()[-3000:]}")
            try:
                if httpx.get(f"{self.url}/health", timeout=2).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        raise RuntimeError(f"fray serve on port {self.port} was not ready in {timeout} s: {self.log()[-3000:]}")

    def stop(self) -> None:
        """SIGTERM, then SIGKILL after 15 s; the log file is removed."""
        terminate(self.process)
        self._log.close()
        Path(self._log.name).unlink(missing_ok=True)
