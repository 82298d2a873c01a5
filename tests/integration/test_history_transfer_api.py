"""Export, import, verify, fork, statistics and the replay feed through the API on real
PostgreSQL. Moving an encounter between servers is an import into another database."""

from __future__ import annotations

import json
import secrets
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import msgspec
import psycopg
import pytest
from litestar import Litestar
from litestar.exceptions import WebSocketDisconnect
from litestar.testing import TestClient

from fray.domain.dice import ScriptedDice
from fray.server.app import create_app
from fray.server.config import Settings
from fray.store.migrate import apply_migrations

from .conftest import CountEvents, MakeClient, new_encounter, ok

NDJSON = {"content-type": "application/x-ndjson"}


def fight(client: TestClient[Litestar]) -> str:
    eid = new_encounter(client)
    ok(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
    ok(client, eid, {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie", "combatant_id": "zombie"})
    ok(client, eid, {"type": "start_fight"})
    ok(client, eid, {"type": "unlit-spires.melee_attack", "attacker_id": "bruce", "target_id": "zombie"})
    ok(client, eid, {"type": "apply_damage", "target_id": "zombie", "amount": 3})
    ok(client, eid, {"type": "undo"})
    return eid


@pytest.fixture
def other_server(settings: Settings, servers: tuple[str, str]) -> Iterator[TestClient[Litestar]]:
    """A Fray on a database of its own: another server to move an encounter to (created and
    served through the run's administrative URL: the serving role may create nothing)."""
    server = urlsplit(servers[0])
    name = f"fray_test_other_{secrets.token_hex(4)}"
    with psycopg.connect(server._replace(path="/postgres").geturl(), autocommit=True) as admin:
        admin.execute(f'create database "{name}"')
    url = server._replace(path=f"/{name}").geturl()
    apply_migrations(url)
    client = TestClient(create_app(msgspec.structs.replace(settings, database_url=url, pool_size=2)))
    client.__enter__()
    try:
        yield client
    finally:
        client.__exit__(None, None, None)
        with psycopg.connect(server._replace(path="/postgres").geturl(), autocommit=True) as admin:
            admin.execute(f'drop database if exists "{name}" with (force)')


def test_an_encounter_moves_between_servers_as_a_file_and_proves_itself_untouched(
    make_client: MakeClient, other_server: TestClient[Litestar]
) -> None:
    client = make_client(ScriptedDice([6, 6, 1, 1] + [4, 3, 2, 2] * 10))
    eid = fight(client)
    shown = client.get(f"/encounters/{eid}").json()
    exported = client.get(f"/encounters/{eid}/export")
    assert exported.status_code == 200 and exported.headers["content-type"].startswith("application/x-ndjson")
    lines = [json.loads(x) for x in exported.text.splitlines()]
    assert [x["version"] for x in lines] == list(range(1, shown["version"] + 1))
    assert lines[-1]["hash"] == shown["head_hash"] and all(len(x["salt"]) == 32 for x in lines)
    assert "idempotency_key" not in lines[0]["metadata"] and "command_hash" not in lines[0]["metadata"]
    again = client.post("/encounters/import", content=exported.content, headers=NDJSON)
    assert again.status_code == 409 and again.json()["type"].endswith("encounter-exists")

    moved = other_server.post("/encounters/import", content=exported.content, headers=NDJSON)
    assert moved.status_code == 201, moved.text
    assert moved.headers["location"] == f"/encounters/{eid}" and moved.json()["chained_from"] == 1
    gm = {"Authorization": f"Bearer {moved.json()['gm_token']}"}  # the importer is the GM there
    assert other_server.get(f"/encounters/{eid}", headers=gm).json() == shown  # the same state and head hash
    report = other_server.get(f"/encounters/{eid}/verify", headers=gm).json()
    assert report["ok"] and report["head_hash"] == shown["head_hash"] and report["events"] == shown["version"]
    stats = other_server.get(f"/encounters/{eid}/stats", headers=gm).json()
    assert stats == client.get(f"/encounters/{eid}/stats").json()


def test_import_checks_every_line_and_stores_nothing_on_the_first_problem(
    make_client: MakeClient, count_events: CountEvents
) -> None:
    client = make_client(ScriptedDice([6, 6, 1, 1] + [4, 3, 2, 2] * 10))
    eid = fight(client)
    lines = client.get(f"/encounters/{eid}/export").text.splitlines()
    first = json.loads(lines[0])
    fresh = "6b9c2f0e-7c1a-4a51-9a63-1d2f3e4c5b6a"

    def unchained(row: str) -> str:
        try:
            line = json.loads(row)
        except ValueError:
            return row
        return json.dumps({k: v for k, v in line.items() if k not in ("salt", "hash")})

    def as_new(rows: list[str]) -> bytes:  # the log under an id this server lacks, without its chain
        return "\n".join(unchained(r) for r in rows).replace(eid, fresh).encode()

    cases: list[tuple[list[str], int, str]] = [
        ([*lines[:2], lines[3]], 3, "version 4 where version 3 belongs"),
        ([lines[0], "{not json", *lines[2:]], 2, "not an event line"),
        ([lines[0], json.dumps({**json.loads(lines[1]), "surprise": 1}), *lines[2:]], 2, "surprise"),
        ([lines[0], json.dumps({**json.loads(lines[1]), "type": "no_such_event"}), *lines[2:]], 2, "no_such_event"),
        ([json.dumps({**first, "data": {**first["data"], "ruleset": "chess"}}), *lines[1:]], 1, "chess"),
    ]
    for rows, line, words in cases:
        r = client.post("/encounters/import", content=as_new(rows), headers=NDJSON)
        assert r.status_code == 422 and r.json()["line"] == line and words in r.json()["detail"], r.text
    tampered = json.loads(lines[4])
    tampered["data"]["amount"] = tampered["data"].get("amount", 0) + 1
    r = client.post(
        "/encounters/import", content="\n".join([*lines[:4], json.dumps(tampered), *lines[5:]]).encode(), headers=NDJSON
    )
    assert r.status_code == 422 and r.json()["line"] == 5 and "hash chain is broken" in r.json()["detail"]
    r = client.post("/encounters/import", content=b'{"version": 1}', headers={"content-type": "application/json"})
    assert r.status_code == 415
    assert count_events(fresh) == 0


def test_a_log_from_before_the_chain_imports_and_chains_from_its_next_event(make_client: MakeClient) -> None:
    from pathlib import Path

    client = make_client()
    frozen = (Path(__file__).parent.parent / "frozen" / "unlit-spires-session-one.jsonl").read_bytes()
    r = client.post("/encounters/import", content=frozen, headers=NDJSON)
    assert r.status_code == 201, r.text  # each run has a database of its own: nothing imported it before
    eid = json.loads(frozen.splitlines()[0])["data"]["encounter_id"]
    state = client.get(f"/encounters/{eid}").json()
    assert state["version"] == 372 and state["head_hash"] is None
    report = client.get(f"/encounters/{eid}/verify").json()
    assert report["ok"] and report["chained_from"] is None


def test_fork_and_carry_over_through_the_api(make_client: MakeClient) -> None:
    client = make_client(ScriptedDice([6, 6, 1, 1] + [4, 3, 2, 2] * 10))
    eid = fight(client)
    at = client.get(f"/encounters/{eid}", params={"version": 5}).json()
    r = client.post(f"/encounters/{eid}/fork", json={"version": 5, "name": "what if"})
    assert r.status_code == 201 and r.headers["location"] == f"/encounters/{r.json()['state']['encounter_id']}"
    forked = r.json()["state"]
    assert forked["name"] == "what if" and forked["combatants"] == at["combatants"] and forked["turn"] == at["turn"]
    origin = r.json()["events"][0]["data"]["origin"]
    assert origin == {"encounter_id": eid, "version": 5, "head_hash": at["head_hash"], "kept": None}
    r = client.post(f"/encounters/{eid}/fork", json={"combatants": ["bruce"]})
    carried = r.json()["state"]
    assert [c["id"] for c in carried["combatants"]] == ["bruce"] and carried["round"] == 0
    assert carried["initiative_order"] == [] and carried["combatants"][0]["initiative"] is None
    assert client.post(f"/encounters/{eid}/fork", json={"combatants": ["ghost"]}).status_code == 404
    assert client.post(f"/encounters/{eid}/fork", json={"version": 999}).status_code == 404
    assert client.post(f"/encounters/{eid}/fork", json={"versio": 2}).status_code == 400


def test_the_replay_feed_plays_the_fight_back_with_each_state(make_client: MakeClient) -> None:
    client = make_client(ScriptedDice([6, 6, 1, 1] + [4, 3, 2, 2] * 10))
    eid = fight(client)
    log = client.get(f"/encounters/{eid}/events").json()["events"]
    with client.websocket_connect(f"/encounters/{eid}/replay?speed=1000") as ws:
        messages: list[dict[str, Any]] = []
        while not messages or messages[-1]["kind"] != "end":
            messages.append(json.loads(ws.receive_text()))
    events = [m for m in messages if m["kind"] == "event"]
    assert [e["version"] for e in events] == [e["version"] for e in log] and messages[-1]["version"] == len(log)
    states = {m["version"]: m["state"] for m in messages if m["kind"] == "state"}
    for version, state in states.items():
        assert state == client.get(f"/encounters/{eid}", params={"version": version}).json()
    with client.websocket_connect(f"/encounters/{eid}/replay?speed=step&from=4&state=false") as ws:
        first = json.loads(ws.receive_text())
        assert first["kind"] == "event" and first["version"] == 5
    for bad, says in (
        ("speed=fast", r"^speed must be a number \(1: as recorded\) or step, got 'fast'$"),
        ("from=99", r"^from=99 is beyond the encounter's version 11$"),
        ("state=maybe", r"^state must be true or false, got 'maybe'$"),
    ):
        with client.websocket_connect(f"/encounters/{eid}/replay?{bad}") as ws:
            with pytest.raises(WebSocketDisconnect, match=says) as closed:
                ws.receive_text()
            assert closed.value.code == 4400


def test_dnd4e_statistics_count_its_attack_rolls_and_typed_damage(make_client: MakeClient) -> None:
    from .dnd4e_blocks import FIGHTER, GOBLIN
    from .test_dnd4e_attacks import start

    # initiative: fighter 17, goblin 13; Cleave 12 + 8 = 20 vs AC 16, a hit; 1d8 5 + 4 = 9
    client, eid, _ = start(make_client, [15, 10, 12, 5], ("Brandis", FIGHTER, 0, 0), ("Goblin", GOBLIN, 1, 0))
    out = ok(client, eid, {"type": "dnd4e.attack", "attacker_id": "brandis", "target_id": "goblin", "power": "Cleave"})
    taken = sum(e["data"]["amount"] for e in out["events"] if e["type"] == "damage_taken")
    stats = client.get(f"/encounters/{eid}/stats").json()
    people = {c["id"]: c for c in stats["combatants"]}
    assert (people["brandis"]["attacks"], people["brandis"]["hits"]) == (1, 1)
    assert people["brandis"]["damage_dealt"] == people["goblin"]["damage_taken"] == taken == 9
    assert sum(people["goblin"]["taken_by_type"].values()) == 9 == sum(people["brandis"]["dealt_by_type"].values())
    assert stats["rounds"][1]["turns"] == ["brandis"] and stats["ruleset"] == "dnd4e"


def test_a_retried_fork_with_its_key_returns_the_first_and_its_id_never_comes_from_the_key(
    make_client: MakeClient,
) -> None:
    client = make_client(ScriptedDice([6, 6, 1, 1] + [4, 3, 2, 2] * 10))
    eid = fight(client)
    key = {"Idempotency-Key": "fork-once"}
    first = client.post(f"/encounters/{eid}/fork", json={"version": 3}, headers=key)
    again = client.post(f"/encounters/{eid}/fork", json={"version": 3}, headers=key)
    assert (first.status_code, again.status_code) == (201, 200)
    assert first.json()["state"]["encounter_id"] == again.json()["state"]["encounter_id"]
    other = client.post(f"/encounters/{eid}/fork", json={"version": 3}, headers={"Idempotency-Key": "fork-twice"})
    assert other.json()["state"]["encounter_id"] != first.json()["state"]["encounter_id"]
