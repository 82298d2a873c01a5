"""A PgBouncer of the test's own (Debian's ``pgbouncer``, 1.18) in transaction mode, in front of
a PostgreSQL server, on a free loopback port, with its ini, user list, log and pid file in a
temporary folder; stopped and removed afterwards. The package's own service is never used.

``pgbouncer_url`` is the fixture: the run's serving database (``serving_url``) through it.
``PgBouncer`` is the reusable part: ``through(url)`` turns a direct URL into the same user and
database through the pooler, ``admin(command)`` asks its console (``SHOW POOLS`` …).

Its pool is small on purpose (``SERVER_CONNECTIONS`` per user and database): several Fray
processes with pools of their own share a few server connections, so consecutive statements
of one client really do run on different server connections, as in production.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from urllib.parse import urlsplit

import psycopg
import pytest

from fray.store.roles import role_of
from tests.fault.servers import free_port

SERVER_CONNECTIONS = 3
"""Server connections PgBouncer opens per user and database (``default_pool_size``)."""
MAX_SERVER_CONNECTIONS = 6
"""Server connections it opens at most in all (``max_db_connections`` per database, and the
admin's own), so the suite's bound on the shared server holds."""


class PgBouncer:
    """A running ``pgbouncer`` (``pool_mode = transaction``) in front of ``server`` (a libpq
    URL: its host and port are used), letting in ``users`` without a password (``auth_type =
    trust``; the server behind decides). ``stop()`` ends it and removes its folder."""

    def __init__(self, server: str, users: Sequence[str]) -> None:
        binary = shutil.which("pgbouncer") or "/usr/sbin/pgbouncer"
        if not Path(binary).exists():
            pytest.skip("needs Debian's pgbouncer (apt-get install pgbouncer; .ci/run installs it)")
        parts = urlsplit(server)
        self.port = free_port()
        self.dir = Path(tempfile.mkdtemp(prefix="fray-pgbouncer-"))
        self.admin_user = "postgres"
        names = dict.fromkeys([self.admin_user, *users])
        (self.dir / "userlist.txt").write_text("".join(f'"{u}" ""\n' for u in names))
        (self.dir / "pgbouncer.ini").write_text(
            "[databases]\n"
            f"* = host={parts.hostname or '127.0.0.1'} port={parts.port or 5432}\n"
            "[pgbouncer]\n"
            f"listen_addr = 127.0.0.1\nlisten_port = {self.port}\nunix_socket_dir =\n"
            f"auth_type = trust\nauth_file = {self.dir / 'userlist.txt'}\n"
            f"admin_users = {self.admin_user}\n"
            "pool_mode = transaction\n"
            f"default_pool_size = {SERVER_CONNECTIONS}\nmin_pool_size = 0\nreserve_pool_size = 0\n"
            f"max_db_connections = {MAX_SERVER_CONNECTIONS}\nmax_client_conn = 200\n"
            "server_check_delay = 1\nserver_login_retry = 1\n"
            f"logfile = {self.dir / 'pgbouncer.log'}\npidfile = {self.dir / 'pgbouncer.pid'}\n"
        )
        args = [binary, "-q", str(self.dir / "pgbouncer.ini")]
        if os.geteuid() == 0:  # pgbouncer refuses to run as root
            shutil.chown(self.dir, "postgres", "postgres")
            for f in self.dir.iterdir():
                shutil.chown(f, "postgres", "postgres")
            args = [binary, "-q", "-u", "postgres", str(self.dir / "pgbouncer.ini")]
        self.process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        self._wait_ready()

    def _wait_ready(self, timeout: float = 20) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                err = self.process.stderr.read().decode(errors="replace") if self.process.stderr else ""
                raise RuntimeError(f"pgbouncer exited with {self.process.returncode}: {err}{self.log()[-2000:]}")
            try:
                self.admin("show version")
                return
            except psycopg.OperationalError:
                time.sleep(0.1)
        raise RuntimeError(f"pgbouncer did not answer within {timeout} s: {self.log()[-2000:]}")

    def through(self, url: str) -> str:
        """``url`` (same user, password and database) through this PgBouncer."""
        parts = urlsplit(url)
        user = parts.netloc.rpartition("@")[0]
        return parts._replace(netloc=f"{user}@127.0.0.1:{self.port}" if user else f"127.0.0.1:{self.port}").geturl()

    def admin(self, command: str) -> list[tuple[object, ...]]:
        """The rows of ``command`` on PgBouncer's admin console (simple protocol only)."""
        url = f"postgresql://{self.admin_user}@127.0.0.1:{self.port}/pgbouncer"
        with psycopg.connect(url, autocommit=True, connect_timeout=2, cursor_factory=psycopg.ClientCursor) as conn:
            cur = conn.execute(command)  # a client-side cursor: the simple protocol the console speaks
            return cur.fetchall() if cur.description else []

    def pools(self) -> list[dict[str, object]]:
        """``SHOW POOLS``: one mapping per database and user (``cl_active``, ``sv_active`` …)."""
        url = f"postgresql://{self.admin_user}@127.0.0.1:{self.port}/pgbouncer"
        with psycopg.connect(url, autocommit=True, connect_timeout=2, cursor_factory=psycopg.ClientCursor) as conn:
            cur = conn.execute("show pools")
            names = [d.name for d in cur.description or ()]
            return [dict(zip(names, row, strict=True)) for row in cur.fetchall()]

    def log(self) -> str:
        path = self.dir / "pgbouncer.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def stop(self) -> None:
        """SIGTERM (SIGKILL after 10 s), then remove the folder."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self.process.stderr:
            self.process.stderr.close()
        shutil.rmtree(self.dir, ignore_errors=True)


@pytest.fixture(scope="module")
def pgbouncer(servers: tuple[str, str], serving_url: str, database_url: str) -> Iterator[PgBouncer]:
    """A PgBouncer in transaction mode in front of the run's PostgreSQL server, letting in the
    run's owner and serving roles."""
    users = [u for u in (role_of(serving_url), role_of(database_url), role_of(servers[0])) if u]
    bouncer = PgBouncer(servers[0], users)
    try:
        yield bouncer
    finally:
        bouncer.stop()


@pytest.fixture(scope="module")
def pgbouncer_url(pgbouncer: PgBouncer, serving_url: str) -> str:
    """The run's database as its serving role, through PgBouncer in transaction mode."""
    return pgbouncer.through(serving_url)
