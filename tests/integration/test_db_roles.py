"""The database as a guard (issue 9): the role Fray serves with may read and append, never
rewrite the log, nor switch its triggers off; the operator's ``fray token`` recovers access.
The serving role is the run's own (``serving_url``: a per-run name, dropped afterwards)."""

from __future__ import annotations

import psycopg
import pytest
from litestar import Litestar
from litestar.testing import TestClient
from psycopg import errors

from fray.server.cli import main
from fray.store.roles import serving_warnings

from .conftest import bearer, new_encounter, ok

REFUSED = [  # (statement, PostgreSQL's refusal)
    ("alter table events disable trigger events_no_update_or_delete", "must be owner of table events"),
    ("alter table events disable trigger all", "must be owner of table events"),
    ("update events set data = '{}'::jsonb", "permission denied for table events"),
    ("delete from events", "permission denied for table events"),
    ("truncate events", "permission denied for table events"),
    ("drop table events", "must be owner of table events"),
    ("update command_keys set command_hash = 'x'", "permission denied for table command_keys"),
    ("delete from access_tokens", "permission denied for table access_tokens"),
    ("update access_tokens set role = 'gm'", "permission denied for table access_tokens"),
    ("delete from token_revocations", "permission denied for table token_revocations"),
    ("create table mine (x int)", "permission denied for schema public"),
]


@pytest.mark.parametrize(("statement", "refusal"), REFUSED)
def test_the_serving_role_cannot_rewrite_the_log_or_disable_its_guards(
    client: TestClient[Litestar],
    serving_url: str,
    statement: str,
    refusal: str,
) -> None:
    eid = new_encounter(client)
    ok(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
    with psycopg.connect(serving_url, autocommit=True) as conn:
        with pytest.raises(errors.InsufficientPrivilege, match=f"^{refusal}"):
            conn.execute(statement)
        assert conn.execute("select count(*) from events where stream_id = %s", (eid,)).fetchone() == (2,)


def test_the_serving_role_reads_and_appends_and_is_told_apart_from_an_owner(
    serving_url: str, database_url: str
) -> None:
    with psycopg.connect(serving_url, autocommit=True) as conn:
        assert conn.execute(
            "select has_table_privilege('events', 'insert'), has_table_privilege('events', 'select'), "
            "has_table_privilege('events', 'update'), has_table_privilege('events', 'delete'), "
            "has_table_privilege('events', 'truncate')"
        ).fetchone() == (True, True, False, False, False)
    assert serving_warnings(serving_url) == []
    assert serving_warnings(database_url) != []  # the run's owner (a superuser here)


def test_fray_token_gives_an_operator_a_working_gm_token(
    client: TestClient[Litestar],
    serving_url: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    eid = new_encounter(client)
    monkeypatch.setenv("FRAY_DATABASE_URL", serving_url)
    assert main(["token", eid]) == 0
    token = capsys.readouterr().out.strip()
    assert token.startswith("fray_")
    r = client.get(f"/encounters/{eid}/tokens/current", headers=bearer(token))
    assert r.status_code == 200 and r.json()["role"] == "gm" and r.json()["issued_by"] == "operator"
    assert main(["token", "00000000-0000-4000-8000-000000000000"]) == 2
