"""A PostgreSQL primary and a streaming standby of their own, for the scale-out tests.

``primary_and_standby()`` is a context manager: it starts a throwaway primary
(``tests.fault.servers.PrivatePostgres``: ``initdb`` in a temporary folder, a free loopback
port, trust authentication), makes a database on it, takes a base backup with
``pg_basebackup -R`` (a replication slot of its own, so the primary keeps the WAL the standby
has not streamed yet) and starts it as a hot standby on another free port; it yields a
:class:`Pair` with both URLs, and always stops both servers and deletes their folders. Run as
root, the servers' programs run as the ``postgres`` user (``initdb`` and ``postgres`` refuse
root). The shared servers are never touched.

:class:`Standby` can pause and resume its WAL replay (a replica that lags for as long as a
test wants), wait until it has replayed everything the primary has committed, and be killed
(``pg_ctl stop -m immediate``: every session dropped at once, as a lost machine).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import psycopg

from tests.fault.servers import PG_BIN, PrivatePostgres, free_port

READY_S = 60.0
"""Seconds a server is given to start, or a standby to replay what it is waited for."""


class Standby:
    """A hot standby of ``primary`` (a started :class:`PrivatePostgres`), made by
    ``pg_basebackup -R`` (``backup``) on a free port. ``url`` connects to ``database`` as the superuser;
    ``admin_url`` to ``postgres`` (where replay is paused and resumed)."""

    def __init__(self, primary: PrivatePostgres, database: str) -> None:
        self.primary = primary
        self.port = free_port()
        self.dir = Path(tempfile.mkdtemp(prefix="fray-standby-pg-"))
        self.data = self.dir / "data"
        self.admin_url = f"postgresql://postgres@127.0.0.1:{self.port}/postgres"
        self.url = f"postgresql://postgres@127.0.0.1:{self.port}/{database}"
        self._as: list[str] = []
        if os.geteuid() == 0:
            shutil.chown(self.dir, "postgres", "postgres")
            self._as = ["runuser", "-u", "postgres", "--"]

    def backup(self) -> None:
        """Take the base backup (``pg_basebackup -R`` with a slot of its own) and set the
        standby's own port and socket folder."""
        self._run(
            [
                str(PG_BIN / "pg_basebackup"),
                "-h",
                "127.0.0.1",
                "-p",
                str(self.primary.port),
                "-U",
                "postgres",
                "-D",
                str(self.data),
                "-R",  # standby.signal and primary_conninfo
                "-X",
                "stream",
                "-C",
                "-S",
                f"fray_standby_{self.port}",
                "--checkpoint=fast",
                "--no-sync",
            ]
        )
        with open(self.data / "postgresql.conf", "a") as conf:  # the primary's, copied: these win
            conf.write(
                f"\nport = {self.port}\nunix_socket_directories = '{self.dir}'\nhot_standby = on\n"
                "hot_standby_feedback = on\n"
            )

    def _run(self, args: list[str]) -> None:
        subprocess.run([*self._as, *args], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    def _pg_ctl(self, *args: str) -> None:
        self._run([str(PG_BIN / "pg_ctl"), "-D", str(self.data), "-l", str(self.dir / "log"), "-w", "-t", "60", *args])

    def start(self) -> None:
        """Start the standby; returns once it accepts connections (``pg_ctl -w``)."""
        self._pg_ctl("start")

    def kill(self) -> None:
        """Stop it at once (``-m immediate``: no shutdown checkpoint, every session dropped)."""
        self._pg_ctl("stop", "-m", "immediate")

    def pause_replay(self) -> None:
        """Stop applying WAL (``pg_wal_replay_pause()``); returns once replay has paused."""
        with psycopg.connect(self.admin_url, autocommit=True) as conn:
            conn.execute("select pg_wal_replay_pause()")
            deadline = time.monotonic() + READY_S
            while conn.execute("select pg_get_wal_replay_pause_state()").fetchone() != ("paused",):
                if time.monotonic() > deadline:
                    raise RuntimeError("the standby's replay did not pause")
                time.sleep(0.02)

    def resume_replay(self) -> None:
        """Apply WAL again (``pg_wal_replay_resume()``)."""
        with psycopg.connect(self.admin_url, autocommit=True) as conn:
            conn.execute("select pg_wal_replay_resume()")

    def caught_up(self) -> None:
        """Return once the standby has replayed everything the primary had committed when it
        was called. The primary commits asynchronously (``synchronous_commit = off``), so a
        transaction of this call's own that writes WAL (a logical message, which any
        ``wal_level`` takes), committed synchronously, flushes the WAL before it; the standby
        is caught up once its replay reaches the primary's flush position."""
        with psycopg.connect(self.primary.url, autocommit=True) as conn:
            conn.execute("set synchronous_commit = on")
            conn.execute("select pg_logical_emit_message(true, 'fray', 'sync')")  # WAL, flushed at commit
            row = conn.execute("select pg_current_wal_flush_lsn()::text").fetchone()
        assert row is not None
        target = row[0]
        deadline = time.monotonic() + READY_S
        with psycopg.connect(self.admin_url, autocommit=True) as conn:
            while True:
                done = conn.execute("select pg_last_wal_replay_lsn() >= %s::pg_lsn", (target,)).fetchone()
                if done == (True,):
                    return
                if time.monotonic() > deadline:
                    raise RuntimeError(f"the standby did not replay up to {target} in {READY_S} s")
                time.sleep(0.02)

    def remove(self) -> None:
        """Stop the standby if it runs and delete its folder."""
        if (self.data / "postmaster.pid").exists():
            with contextlib.suppress(subprocess.CalledProcessError):
                self._pg_ctl("stop", "-m", "immediate")
        shutil.rmtree(self.dir, ignore_errors=True)


@dataclass(frozen=True)
class Pair:
    """A primary and its standby: ``primary_url`` and ``standby_url`` reach the same database
    (``database``) on each, as the superuser; the servers themselves to pause or kill."""

    primary: PrivatePostgres
    standby: Standby
    primary_url: str
    standby_url: str


@contextlib.contextmanager
def primary_and_standby(database: str = "fray") -> Iterator[Pair]:
    """A started primary with ``database`` on it and a hot standby streaming from it (the
    module docstring); both stopped and removed when the block ends, however it ends."""
    primary = PrivatePostgres()
    standby: Standby | None = None
    try:
        primary.start()
        with psycopg.connect(primary.url, autocommit=True) as admin:
            admin.execute(f'create database "{database}"')
        standby = Standby(primary, database)
        standby.backup()
        standby.start()
        standby.caught_up()
        yield Pair(primary, standby, primary.url.rsplit("/", 1)[0] + f"/{database}", standby.url)
    finally:
        if standby is not None:
            standby.remove()
        primary.remove()
