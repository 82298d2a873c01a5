"""Signatures over the log and the snapshots (issue 18, "The operator's side"): whoever holds
only the serving role's access may INSERT an event with a correct chain hash, and write
snapshots; with ``FRAY_SIGNING_KEY`` (a key the database does not hold) ``verify`` reports the
forged event and a load never starts from the forged snapshot."""

from __future__ import annotations

import asyncio
import secrets
import uuid
from collections.abc import Iterator
from urllib.parse import urlsplit

import msgspec
import psycopg
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from fray.server.cli import main
from fray.server.config import Settings
from fray.service_layer.operations import operations
from fray.service_layer.snapshots import encode_state, fingerprint
from fray.store.chain import kept, link
from fray.store.migrate import apply_migrations
from fray.store.signing import Signer
from fray.store.snapshot_store import PostgresSnapshots, SnapshotRow

from .conftest import MakeClient, new_encounter, ok

KEY = "a-test-signing-key-" + "k" * 32
NDJSON = {"content-type": "application/x-ndjson"}


@pytest.fixture
def signed(settings: Settings) -> Settings:
    return msgspec.structs.replace(settings, signing_key=KEY)


@pytest.fixture
def client(make_client: MakeClient, signed: Settings) -> TestClient[Litestar]:
    return make_client(settings_=signed)


def _fight(client: TestClient[Litestar]) -> str:
    eid = new_encounter(client)
    ok(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
    ok(client, eid, {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie", "combatant_id": "zombie"})
    return eid


def _forge_append(serving_url: str, eid: str, mac: bytes | None) -> int:
    """As the serving role: append an event whose chain hash is correct (a GM's damage that
    never happened); its version."""
    with psycopg.connect(serving_url, autocommit=True) as conn:
        row = conn.execute(
            "select version, chain_hash, metadata from events where stream_id = %s order by version desc limit 1",
            (eid,),
        ).fetchone()
        assert row is not None
        version, previous, metadata = row
        data = b'{"combatant_id": "zombie", "amount": 5}'
        salt = secrets.token_bytes(16)
        chain = link(bytes(previous), "damage_taken", 1, data, kept(metadata), salt)
        conn.execute(
            "insert into events (stream_id, version, event_id, type, schema_version, data, metadata, salt, "
            "chain_hash, mac) values (%s, %s, %s, 'damage_taken', 1, %s::jsonb, %s::jsonb, %s, %s, %s)",
            (
                eid,
                version + 1,
                str(uuid.uuid4()),
                data.decode(),
                msgspec.json.encode(metadata).decode(),
                salt,
                chain,
                mac,
            ),
        )
    return int(version) + 1


def test_every_event_is_signed_and_verify_says_so(client: TestClient[Litestar]) -> None:
    eid = _fight(client)
    report = client.get(f"/encounters/{eid}/verify").json()
    assert report["ok"] and report["signed"] == 3 and report["unsigned"] == 0
    assert report["key_id"] == Signer(KEY).key_id and "every event signed" in report["detail"]


@pytest.mark.parametrize("mac", [None, bytes(32), b"\x01" * 32], ids=["unsigned", "zeros", "made-up"])
def test_a_forged_insert_with_a_correct_chain_hash_is_reported(
    client: TestClient[Litestar],
    signed: Settings,
    serving_url: str,
    mac: bytes | None,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    eid = _fight(client)
    forged = _forge_append(serving_url, eid, mac)
    plain = client.get(f"/encounters/{eid}/verify").json()
    assert not plain["ok"] and plain["broken_at"] == forged, plain  # the chain alone said intact
    assert plain["signed"] == 3
    monkeypatch.setenv("FRAY_DATABASE_URL", serving_url)
    monkeypatch.setenv("FRAY_SIGNING_KEY", KEY)
    assert main(["verify", eid]) == 1
    assert "BROKEN" in capsys.readouterr().out
    monkeypatch.delenv("FRAY_SIGNING_KEY")
    assert main(["verify", eid]) == 0  # without the key only the public chain is checked: it holds


def test_events_written_before_signing_are_reported_unsigned(
    make_client: MakeClient, settings: Settings, signed: Settings
) -> None:
    unsigned = make_client(settings_=settings)  # a Fray without a key
    eid = _fight(unsigned)
    c = make_client(settings_=signed)
    ok(c, eid, {"type": "start_fight"})
    report = c.get(f"/encounters/{eid}/verify").json()
    assert report["ok"] and report["unsigned"] == 3 and report["signed"] >= 1
    assert "unsigned (written before signing began)" in report["detail"]


def _save_snapshot(serving_url: str, eid: str, name: str, signer: Signer | None) -> None:
    """As the serving role: keep a snapshot of the encounter now with its name changed."""

    async def go() -> None:
        async with operations(serving_url) as ops:
            folded = await ops.service.repository.fold_to(eid)
            state = msgspec.structs.replace(folded.state, name=name)
            snapshots = PostgresSnapshots(ops.snapshots._pool, signer)
            row = SnapshotRow(version=state.version, revoked=[], head_hash=folded.head, state=encode_state(state))
            await snapshots.save(eid, fingerprint(), row)

    asyncio.run(go())


@pytest.mark.parametrize("signer", [None, Signer("another-key-" + "x" * 32)], ids=["unsigned", "another-key"])
def test_a_forged_snapshot_is_not_trusted(
    make_client: MakeClient,
    signed: Settings,
    settings: Settings,
    serving_url: str,
    signer: Signer | None,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    c = make_client(settings_=signed)
    eid = _fight(c)
    _save_snapshot(serving_url, eid, "Forged", signer)
    unkeyed = make_client(settings_=settings)  # what a cold load trusted before
    assert unkeyed.get(f"/encounters/{eid}").json()["name"] == "Forged"
    c = make_client(settings_=signed)  # a cold load: the cache is empty
    assert c.get(f"/encounters/{eid}").json()["name"] == "Test fight"
    assert c.app.state.service.repository.untrusted_snapshots == 1
    monkeypatch.setenv("FRAY_DATABASE_URL", serving_url)
    monkeypatch.setenv("FRAY_SIGNING_KEY", KEY)
    code = main(["verify", eid])
    out = capsys.readouterr().out
    if signer is None:
        assert code == 0 and "1 unsigned snapshot(s)" in out
    else:
        assert code == 1 and "forged" in out


def test_a_signed_snapshot_is_folded_from(make_client: MakeClient, signed: Settings, serving_url: str) -> None:
    c = make_client(settings_=signed)
    eid = _fight(c)
    _save_snapshot(serving_url, eid, "Signed here", Signer(KEY))
    c = make_client(settings_=signed)
    assert c.get(f"/encounters/{eid}").json()["name"] == "Signed here"  # trusted: it is the server's own
    assert c.app.state.service.repository.untrusted_snapshots == 0


@pytest.fixture
def other_database(servers: tuple[str, str]) -> Iterator[str]:
    server = urlsplit(servers[0])
    name = f"fray_test_sig_{secrets.token_hex(4)}"
    with psycopg.connect(server._replace(path="/postgres").geturl(), autocommit=True) as admin:
        admin.execute(f'create database "{name}"')
    url = server._replace(path=f"/{name}").geturl()
    apply_migrations(url)
    yield url
    with psycopg.connect(server._replace(path="/postgres").geturl(), autocommit=True) as admin:
        admin.execute(f'drop database if exists "{name}" with (force)')


def test_an_import_is_checked_then_signed_with_the_importing_servers_key(
    make_client: MakeClient, client: TestClient[Litestar], signed: Settings, other_database: str
) -> None:
    eid = _fight(client)
    exported = client.get(f"/encounters/{eid}/export")
    assert "mac" not in exported.text  # this server's signatures stay here
    theirs = "the-other-servers-key-" + "o" * 32
    other = msgspec.structs.replace(signed, database_url=other_database, pool_size=2, signing_key=theirs)
    there = make_client(settings_=other)
    assert there.post("/encounters/import", content=exported.content, headers=NDJSON).status_code == 201
    report = there.get(f"/encounters/{eid}/verify").json()
    assert report["ok"] and report["signed"] == 3 and report["key_id"] == Signer(theirs).key_id
