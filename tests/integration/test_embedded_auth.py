"""The embedded default's roles are real (issue 18, "The operator's side"): SCRAM passwords
kept in the data folder (0600), no ``trust`` rule, a serving role with only its grants, and
the operator's commands still work on it (they migrate as the owner)."""

from __future__ import annotations

import stat
from pathlib import Path
from urllib.parse import urlsplit

import psycopg
import pytest
from psycopg import errors

from fray.server.cli import main
from fray.server.config import Settings
from fray.server.startup import resolve_database
from fray.store.embedded import HBA, OWNER_PASSWORD_FILE, SERVING_PASSWORD_FILE, start_embedded
from fray.store.migrate import apply_migrations
from fray.store.signing import KEY_FILE


def _without_password(url: str) -> str:
    parts = urlsplit(url)
    return parts._replace(netloc=f"{parts.username}@").geturl()


def test_the_embedded_cluster_asks_every_role_for_its_password(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "fray"
    settings, _ = resolve_database(Settings(data_dir=data))
    owner, serving = settings.owner_database_url or "", settings.database_url or ""
    for name in (OWNER_PASSWORD_FILE, SERVING_PASSWORD_FILE, KEY_FILE):
        assert stat.S_IMODE((data / name).stat().st_mode) == 0o600, name
    hba = (data / "pgdata" / "pg_hba.conf").read_text()
    assert hba == HBA and "trust" not in hba.replace("# ", "")
    for url in (
        _without_password(owner),
        _without_password(serving),
        serving.replace(":", ":x", 2).replace("postgresql:x//", "postgresql://"),
    ):
        with pytest.raises(psycopg.OperationalError):
            psycopg.connect(url).close()
    with psycopg.connect(serving, autocommit=True) as conn:
        row = conn.execute(
            "select rolsuper, rolcreatedb, rolcreaterole from pg_roles where rolname = current_user"
        ).fetchone()
        assert row == (False, False, False)
    apply_migrations(owner, "fray_app")
    with psycopg.connect(serving, autocommit=True) as conn:
        for statement in ("update events set data = '{}'", "delete from events", "create table mine (x int)"):
            with pytest.raises(errors.InsufficientPrivilege):
                conn.execute(statement)
        with pytest.raises(errors.InsufficientPrivilege):
            conn.execute("alter role postgres password 'mine'")
    monkeypatch.setenv("FRAY_DATA_DIR", str(data))
    monkeypatch.delenv("FRAY_DATABASE_URL", raising=False)
    for command in (["migrate"], ["verify"], ["rebuild"]):
        assert main(command) == 0, command
    assert "0 of 0" not in capsys.readouterr().out


def test_a_folder_made_with_trust_is_converted_at_its_next_start(tmp_path: Path) -> None:
    data = tmp_path / "fray"
    owner = start_embedded(data)
    hba = data / "pgdata" / "pg_hba.conf"
    hba.write_text("local all all trust\nhost all all 127.0.0.1/32 trust\n")  # as initdb --auth=trust left it
    with psycopg.connect(owner, autocommit=True) as conn:
        conn.execute("select pg_reload_conf()")
    psycopg.connect(_without_password(owner)).close()  # anyone gets in as the superuser
    again = start_embedded(data)
    assert hba.read_text() == HBA and again == owner
    with pytest.raises(psycopg.OperationalError):
        psycopg.connect(_without_password(owner)).close()
