"""Apply the plain-SQL migrations in ``migrations/`` with yoyo-migrations.

yoyo keeps its own bookkeeping tables and a lock, so two processes starting at once apply each
migration exactly once.
"""

from __future__ import annotations

from pathlib import Path

import psycopg
from yoyo import get_backend, read_migrations

from fray.store.roles import grant_serving

MIGRATIONS = Path(__file__).resolve().parents[3] / "migrations"


def yoyo_url(database_url: str) -> str:
    """yoyo's URL form of a libpq URL: ``postgresql+psycopg://…`` (psycopg 3, not psycopg2)."""
    scheme, sep, rest = database_url.partition("://")
    if not sep or scheme not in ("postgres", "postgresql", "postgresql+psycopg"):
        raise ValueError(f"not a PostgreSQL URL: {database_url!r}")
    return f"postgresql+psycopg://{rest}"


def apply_migrations(database_url: str, serving_role: str | None = None) -> int:
    """Apply every pending migration to the database at ``database_url`` (as the role that
    owns the schema); return how many ran. Then grant ``serving_role`` (when given) what Fray
    serves with (``fray.store.roles.grant_serving``)."""
    backend = get_backend(yoyo_url(database_url))
    migrations = read_migrations(str(MIGRATIONS))
    with backend.lock():
        pending = backend.to_apply(migrations)
        backend.apply_migrations(pending)
    if serving_role:
        grant_serving(database_url, serving_role)
    return len(pending)


def pending_migrations(database_url: str) -> list[str]:
    """The ids of the migrations the database at ``database_url`` has not had, read without
    taking yoyo's lock (the serving role may read, not write, yoyo's tables)."""
    wanted = [m.id for m in read_migrations(str(MIGRATIONS))]
    with psycopg.connect(database_url, autocommit=True, prepare_threshold=None) as conn:
        exists = conn.execute("select to_regclass('_yoyo_migration') is not null").fetchone()
        if not exists or not exists[0]:
            return wanted
        done = {r[0] for r in conn.execute("select migration_id from _yoyo_migration")}
    return [m for m in wanted if m not in done]
