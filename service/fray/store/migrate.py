"""Apply the plain-SQL migrations in ``migrations/`` with yoyo-migrations.

yoyo keeps its own bookkeeping tables and a lock, so two processes starting at once apply each
migration exactly once.
"""

from __future__ import annotations

from pathlib import Path

from yoyo import get_backend, read_migrations

MIGRATIONS = Path(__file__).resolve().parents[3] / "migrations"


def yoyo_url(database_url: str) -> str:
    """yoyo's URL form of a libpq URL: ``postgresql+psycopg://…`` (psycopg 3, not psycopg2)."""
    scheme, sep, rest = database_url.partition("://")
    if not sep or scheme not in ("postgres", "postgresql", "postgresql+psycopg"):
        raise ValueError(f"not a PostgreSQL URL: {database_url!r}")
    return f"postgresql+psycopg://{rest}"


def apply_migrations(database_url: str) -> int:
    """Apply every pending migration to the database at ``database_url``; return how many ran."""
    backend = get_backend(yoyo_url(database_url))
    migrations = read_migrations(str(MIGRATIONS))
    with backend.lock():
        pending = backend.to_apply(migrations)
        backend.apply_migrations(pending)
    return len(pending)
