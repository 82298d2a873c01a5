"""The database as a guard: two roles (issue 9, "The database as a guard").

- The **owner** owns the schema and runs the migrations (``fray migrate``, with
  ``FRAY_OWNER_DATABASE_URL`` or, on a single-role set-up, ``FRAY_DATABASE_URL``).
- The **serving role** is what Fray serves with (``FRAY_DATABASE_URL``). It owns nothing, so
  it cannot ``alter table events disable trigger …``; it may only ``SELECT`` and ``INSERT``
  on ``events`` and on what idempotency keys and tokens need (revoking a token inserts a
  row), everything it may do on snapshots (a rebuildable cache), and read which migrations
  ran. No ``UPDATE``, ``DELETE`` or ``TRUNCATE`` on the log: the privileges refuse them before
  the triggers would.

``grant_serving`` gives exactly that to a role, after every migration (a new table gets its
grant). ``serving_warnings`` says what is wrong with a serving role that is more than that.
"""

from __future__ import annotations

from urllib.parse import unquote, urlsplit

import psycopg
from psycopg import sql

GRANTS: tuple[tuple[str, str], ...] = (
    ("events", "select, insert"),
    ("event_positions", "usage"),  # the sequence of events.position (migration 0006), if there
    ("command_keys", "select, insert"),
    ("access_tokens", "select, insert"),
    ("token_revocations", "select, insert"),
    ("snapshots", "select, insert, update, delete"),  # a disposable cache (migration 0003), if there
    ("_yoyo_migration", "select"),  # to see that no migration is pending at start
)
"""What the serving role may do, table (or sequence) by table (ones that do not exist are skipped)."""


def role_of(url: str) -> str | None:
    """The user name of a libpq URL (None when it names none)."""
    user = urlsplit(url).username
    return unquote(user) if user else None


def grant_serving(owner_url: str, role: str) -> None:
    """Grant ``role`` exactly what Fray serves with (``GRANTS``), as the owner at
    ``owner_url``. Idempotent. Raises ``psycopg.Error`` (no such role, not the owner)."""
    with psycopg.connect(owner_url, autocommit=True, prepare_threshold=None) as conn:
        who = conn.execute("select current_user").fetchone()
        if who is not None and who[0] == role:
            return  # one role for both: nothing to grant
        for table, privileges in GRANTS:
            exists = conn.execute("select to_regclass(%s) is not null", (table,)).fetchone()
            if exists and exists[0]:
                conn.execute(
                    sql.SQL("grant {} on {} to {}").format(
                        sql.SQL(privileges), sql.Identifier(table), sql.Identifier(role)
                    )
                )
        conn.execute(sql.SQL("grant usage on schema public to {}").format(sql.Identifier(role)))


def serving_warnings(url: str) -> list[str]:
    """What is wrong with serving as the role of ``url``: a superuser, the owner of the event
    log, or one that may update, delete or truncate it (each a sentence; empty when none)."""
    with psycopg.connect(url, autocommit=True, prepare_threshold=None) as conn:
        row = conn.execute(
            "select r.rolsuper, pg_get_userbyid(c.relowner) = current_user, "
            "has_table_privilege('events', 'update') or has_table_privilege('events', 'delete') "
            "or has_table_privilege('events', 'truncate') "
            "from pg_roles r, pg_class c where r.rolname = current_user and c.oid = 'events'::regclass"
        ).fetchone()
    if row is None:
        return []
    superuser, owner, rewrites = row
    out = []
    if superuser:
        out.append("Fray serves as a superuser")
    elif owner:
        out.append("Fray serves as the role that owns the event log (it could disable its triggers)")
    elif rewrites:
        out.append("Fray's role may update, delete or truncate the event log")
    return out
