"""Roles and access through the API, on real PostgreSQL and Redis (issue 9): tokens issued,
listed and revoked; 401 and 403 problem documents that append nothing; every endpoint for
every role; the actor taken from the token; a player's undo; idempotent create; archive."""

from __future__ import annotations

import uuid
from typing import Any

import httpx
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from fray.server.config import Settings

from .conftest import CountEvents, MakeClient, bearer, gm_token, issue, new_encounter, ok, send

PROBLEM = "application/problem+json"
NONE = {"Authorization": ""}  # the keyring leaves the request without a token


def fight(client: TestClient[Litestar]) -> str:
    eid = new_encounter(client)
    ok(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
    ok(client, eid, {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie"})
    return eid


def problem(r: httpx.Response, status: int) -> dict[str, Any]:
    assert r.status_code == status, r.text
    assert r.headers["content-type"] == PROBLEM
    body: dict[str, Any] = r.json()
    return body


def endpoints(eid: str, token_id: str) -> list[tuple[str, str, dict[str, Any] | None]]:
    """Every operation on an encounter: (method, path, body)."""
    base = f"/encounters/{eid}"
    return [
        ("GET", "/encounters", None),
        ("GET", base, None),
        ("GET", f"{base}?version=1", None),
        ("GET", f"{base}/events", None),
        ("POST", f"{base}/commands", {"type": "start_fight"}),
        ("POST", f"{base}/tokens", {"role": "spectator"}),
        ("GET", f"{base}/tokens", None),
        ("GET", f"{base}/tokens/current", None),
        ("DELETE", f"{base}/tokens/{token_id}", None),
        ("POST", f"{base}/tokens/revoke-all", None),
    ]


def test_every_endpoint_for_every_role(client: TestClient[Litestar], count_events: CountEvents) -> None:
    eid = fight(client)
    other = new_encounter(client)
    spare = client.post(f"/encounters/{eid}/tokens", json={"role": "spectator"}).json()["token_id"]
    player = issue(client, eid, "player", "bruce")
    spectator = issue(client, eid, "spectator")
    expected = {  # role → status of each endpoint, in order (the GM's destructive ones come last)
        "none": [401] * 10,
        "garbage": [401] * 10,
        "other": [200, 404, 404, 404, 404, 404, 404, 404, 404, 404],
        "spectator": [200, 200, 200, 200, 403, 403, 403, 200, 403, 403],
        "player": [200, 200, 200, 200, 403, 403, 403, 200, 403, 403],
        "gm": [200, 200, 200, 200, 200, 201, 200, 200, 200, 200],
    }
    headers = {
        "none": NONE,
        "garbage": bearer("fray_not-a-token"),
        "other": bearer(gm_token(client, other)),
        "spectator": bearer(spectator),
        "player": bearer(player),
        "gm": bearer(gm_token(client, eid)),
    }
    for role in ("none", "garbage", "other", "spectator", "player", "gm"):
        for (method, path, body), status in zip(endpoints(eid, spare), expected[role], strict=True):
            before = count_events(eid)
            r = client.request(method, path, json=body, headers=headers[role])
            assert r.status_code == status, (role, method, path, r.text)
            if status >= 400:
                assert r.headers["content-type"] == PROBLEM
                assert count_events(eid) == before, (role, method, path)
            if status == 401:
                assert r.headers["www-authenticate"].startswith("Bearer")


def test_issued_tokens_are_listed_without_secrets_and_revoked(client: TestClient[Litestar]) -> None:
    eid = fight(client)
    r = client.post(f"/encounters/{eid}/tokens", json={"role": "player", "combatant_ids": ["bruce"], "label": "Ann"})
    assert r.status_code == 201
    issued = r.json()
    assert issued["token"].startswith("fray_") and len(issued["token"]) > 40
    listed = client.get(f"/encounters/{eid}/tokens").json()
    assert [t["role"] for t in listed] == ["gm", "player"]
    assert all("token" not in t for t in listed) and issued["token"] not in str(listed)
    me = client.get(f"/encounters/{eid}/tokens/current", headers=bearer(issued["token"])).json()
    assert me["role"] == "player" and me["combatant_ids"] == ["bruce"] and me["label"] == "Ann"
    assert client.delete(f"/encounters/{eid}/tokens/{issued['token_id']}").json() == {"revoked": 1}
    assert client.delete(f"/encounters/{eid}/tokens/{issued['token_id']}").json() == {"revoked": 0}
    problem(client.get(f"/encounters/{eid}", headers=bearer(issued["token"])), 401)
    problem(client.delete(f"/encounters/{eid}/tokens/{uuid.uuid4()}"), 404)
    for bad in ({"role": "player"}, {"role": "spectator", "combatant_ids": ["bruce"]}):
        problem(client.post(f"/encounters/{eid}/tokens", json=bad), 422)
    problem(client.post(f"/encounters/{eid}/tokens", json={"role": "king"}), 400)


def test_revoking_every_access_locks_everyone_out_but_the_gm_who_did(client: TestClient[Litestar]) -> None:
    eid = fight(client)
    player = issue(client, eid, "player", "bruce")
    other_gm = issue(client, eid, "gm")
    assert client.post(f"/encounters/{eid}/tokens/revoke-all").json() == {"revoked": 2}
    for token in (player, other_gm):
        problem(client.get(f"/encounters/{eid}", headers=bearer(token)), 401)
    me = client.get(f"/encounters/{eid}/tokens/current").json()["token_id"]
    assert client.delete(f"/encounters/{eid}/tokens/{me}").json() == {"revoked": 1}  # and the last key
    problem(client.get(f"/encounters/{eid}"), 401)


def test_a_player_acts_for_its_own_combatants_and_the_actor_is_the_token(
    client: TestClient[Litestar], count_events: CountEvents
) -> None:
    eid = fight(client)
    ok(client, eid, {"type": "start_fight"})
    player = issue(client, eid, "player", "bruce")
    me = client.get(f"/encounters/{eid}/tokens/current", headers=bearer(player)).json()["token_id"]
    before = count_events(eid)
    problem(
        send(client, eid, {"type": "apply_damage", "target_id": "grey-tide-zombie", "amount": 3}, **bearer(player)), 403
    )
    problem(
        send(client, eid, {"type": "unlit-spires.dodge", "combatant_id": "grey-tide-zombie"}, **bearer(player)), 403
    )
    assert count_events(eid) == before
    state = client.get(f"/encounters/{eid}").json()
    if state["turn"] != "bruce":
        ok(client, eid, {"type": "advance_turn"})
    r = send(
        client,
        eid,
        {"type": "unlit-spires.dodge", "combatant_id": "bruce"},
        **bearer(player),
        **{"X-Fray-Actor": "the GM, honest"},
    )
    assert r.status_code == 200, r.text
    assert {e["metadata"]["actor"] for e in r.json()["events"]} == {f"player:{me}"}
    gm = client.get(f"/encounters/{eid}/events").json()["events"]
    assert all(e["metadata"].get("actor", "").startswith(("gm:", "player:")) for e in gm[1:])
    assert "the GM, honest" not in str(gm)


def test_a_players_undo_takes_back_its_own_latest_action(client: TestClient[Litestar]) -> None:
    eid = fight(client)
    ok(client, eid, {"type": "unlit-spires.add_hero", "preset": "enoch"})
    ok(client, eid, {"type": "start_fight"})
    player = issue(client, eid, "player", "bruce", "enoch")
    for _ in range(4):
        turn = client.get(f"/encounters/{eid}").json()["turn"]
        if turn in ("bruce", "enoch"):
            break
        ok(client, eid, {"type": "advance_turn"})
    r = send(client, eid, {"type": "unlit-spires.dodge", "combatant_id": turn}, **bearer(player))
    assert r.status_code == 200, r.text
    mine = r.json()["events"][0]["metadata"]["command_id"]
    ok(client, eid, {"type": "apply_damage", "target_id": "grey-tide-zombie", "amount": 1})  # the GM's, later
    undone = send(client, eid, {"type": "undo"}, **bearer(player))
    assert undone.status_code == 200, undone.text
    revoked = undone.json()["events"][0]["data"]
    assert revoked["actions"][0]["command_id"] == mine and revoked["reason"] == "undo"
    problem(send(client, eid, {"type": "undo"}, **bearer(player)), 409)  # nothing more of its own
    problem(send(client, eid, {"type": "undo", "to_version": 1}, **bearer(player)), 403)
    gm_action = client.get(f"/encounters/{eid}/events").json()["events"][-2]["metadata"]["command_id"]
    problem(send(client, eid, {"type": "revoke", "action": gm_action}, **bearer(player)), 403)
    problem(send(client, eid, {"type": "advance_turn"}, **bearer(player)), 403)
    problem(
        client.post(
            f"/encounters/{eid}/commands?dry_run=true",
            json={"type": "unlit-spires.dodge", "combatant_id": turn},
            headers=bearer(player),
        ),
        403,
    )


def test_a_players_undo_is_refused_when_later_actions_depend_on_it(client: TestClient[Litestar]) -> None:
    eid = new_encounter(client)
    ok(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
    ok(client, eid, {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie", "position": {"x": 1, "y": 0}})
    ok(client, eid, {"type": "place_combatant", "combatant_id": "bruce", "position": {"x": 0, "y": 0}})
    ok(client, eid, {"type": "start_fight"})
    while client.get(f"/encounters/{eid}").json()["turn"] != "bruce":
        ok(client, eid, {"type": "advance_turn"})
    player = issue(client, eid, "player", "bruce")
    moved = send(
        client, eid, {"type": "move_combatant", "combatant_id": "bruce", "path": [{"x": 0, "y": 1}]}, **bearer(player)
    )
    assert moved.status_code == 200, moved.text
    # the GM corrects the square bruce moved from, then the player's undo would fold without it
    ok(
        client,
        eid,
        {
            "type": "unlit-spires.add_monster",
            "preset": "grey_tide_zombie",
            "name": "Zombie B",
            "position": {"x": 0, "y": 0},
        },
    )
    r = send(client, eid, {"type": "undo"}, **bearer(player))
    assert r.status_code in (200, 409), r.text  # the rules decide whether later actions stand without it


def test_a_retried_create_returns_the_same_encounter_with_a_working_token(client: TestClient[Litestar]) -> None:
    body = {"ruleset": "unlit-spires", "name": "keyed"}
    key = {"Idempotency-Key": f"create-{uuid.uuid4()}"}
    first = client.post("/encounters", json=body, headers={**key, **NONE})
    again = client.post("/encounters", json=body, headers={**key, **NONE})
    assert (first.status_code, again.status_code) == (201, 200)
    eid = first.json()["state"]["encounter_id"]
    assert again.json()["state"]["encounter_id"] == eid and again.json()["replayed"] is True
    assert again.json()["gm_token"] != first.json()["gm_token"]
    for token in (first.json()["gm_token"], again.json()["gm_token"]):
        assert client.get(f"/encounters/{eid}", headers=bearer(token)).status_code == 200
    other = client.post("/encounters", json={**body, "name": "another"}, headers={**key, **NONE})
    assert other.status_code == 201 and other.json()["state"]["encounter_id"] != eid  # key + body
    assert uuid.UUID(eid).version == 4  # never derived from the key


def test_idempotency_keys_are_scoped_to_the_token(client: TestClient[Litestar], count_events: CountEvents) -> None:
    """The same key and body from one token append once; from two tokens of one encounter,
    twice (each token's retries are its own); from another encounter's token, once more."""
    eid = fight(client)
    ok(client, eid, {"type": "start_fight"})
    second_gm = bearer(issue(client, eid, "gm"))  # another device of the GM: a token of its own
    hit = {"type": "apply_damage", "target_id": "bruce", "amount": 1}
    key = {"Idempotency-Key": "k1"}

    def hp() -> int:
        bruce = next(c for c in client.get(f"/encounters/{eid}").json()["combatants"] if c["id"] == "bruce")
        current: int = bruce["resources"]["hp"]["current"]
        return current

    start, events = hp(), count_events(eid)
    first = send(client, eid, hit, **key)
    assert first.status_code == 200 and first.json()["replayed"] is False
    appended = count_events(eid) - events
    assert appended >= 1 and hp() == start - 1
    again = send(client, eid, hit, **key)  # the same token's retry: nothing new
    assert again.status_code == 200 and again.json()["replayed"] is True
    assert again.json()["events"] == first.json()["events"]
    assert count_events(eid) == events + appended and hp() == start - 1
    theirs = send(client, eid, hit, **key, **second_gm)  # the same key from another token: its own
    assert theirs.status_code == 200 and theirs.json()["replayed"] is False
    assert count_events(eid) == events + 2 * appended and hp() == start - 2
    retried = send(client, eid, hit, **key, **second_gm)  # and its retry is a replay of its first
    assert retried.status_code == 200 and retried.json()["replayed"] is True
    assert retried.json()["events"] == theirs.json()["events"] != first.json()["events"]
    assert count_events(eid) == events + 2 * appended and hp() == start - 2
    other = new_encounter(client)
    ok(client, other, {"type": "unlit-spires.add_hero", "preset": "bruce"})
    elsewhere = send(client, other, hit, **key)  # another encounter's GM token
    assert elsewhere.status_code == 200 and elsewhere.json()["replayed"] is False


def test_an_archived_encounter_is_read_only_and_out_of_the_list(client: TestClient[Litestar]) -> None:
    eid = fight(client)
    assert [e["encounter_id"] for e in client.get("/encounters").json()] == [eid]
    player = issue(client, eid, "player", "bruce")
    problem(send(client, eid, {"type": "archive_encounter"}, **bearer(player)), 403)
    ok(client, eid, {"type": "archive_encounter", "reason": "campaign over"})
    assert client.get("/encounters").json() == []
    assert client.get(f"/encounters/{eid}").json()["archived"] is True
    problem(send(client, eid, {"type": "undo"}), 409)
    problem(send(client, eid, {"type": "advance_turn"}), 409)
    assert len(client.get(f"/encounters/{eid}/events").json()["events"]) == 4  # nothing deleted


def test_creates_are_limited_per_address_and_commands_per_token(make_client: MakeClient, settings: Settings) -> None:
    import msgspec

    client = make_client(settings_=msgspec.structs.replace(settings, creates_per_minute=2, commands_per_second=3))
    eid = new_encounter(client)
    new_encounter(client)
    r = client.post("/encounters", json={"ruleset": "unlit-spires"})
    assert problem(r, 429)["type"] == "urn:fray:problem:too-many-requests"
    assert int(r.headers["retry-after"]) >= 1
    statuses = [send(client, eid, {"type": "roll_initiative"}).status_code for _ in range(5)]
    assert 429 in statuses and statuses.count(429) >= 2


@pytest.mark.parametrize("origin,allowed", [("https://table.example", True), ("https://evil.example", False)])
def test_cors_and_the_feeds_origin_check_follow_one_list(
    make_client: MakeClient,
    settings: Settings,
    origin: str,
    allowed: bool,
) -> None:
    import msgspec
    from litestar.exceptions import WebSocketDisconnect

    client = make_client(settings_=msgspec.structs.replace(settings, cors_origins=("https://table.example",)))
    eid = fight(client)
    r = client.options(
        f"/encounters/{eid}",
        headers={
            "Origin": origin,
            "Access-Control-Request-Method": "GET",
            "Access-Control-Request-Headers": "authorization",
        },
    )
    assert (r.headers.get("access-control-allow-origin") == origin) is allowed
    headers = {"Origin": origin, **bearer(gm_token(client, eid))}
    if allowed:
        with client.websocket_connect(f"/encounters/{eid}/feed", headers=headers) as ws:
            assert ws.receive_json(timeout=10)["version"] == 1
    else:
        with (
            pytest.raises(
                WebSocketDisconnect, match=r"^this Origin may not open a feed \(FRAY_CORS_ORIGINS\)$"
            ) as closed,
            client.websocket_connect(f"/encounters/{eid}/feed", headers=headers) as ws,
        ):
            ws.receive_json(timeout=10)
        assert closed.value.code == 4403


def test_the_feed_takes_the_token_on_the_handshake_or_as_its_first_message(client: TestClient[Litestar]) -> None:
    from litestar.exceptions import WebSocketDisconnect

    eid = fight(client)
    with client.websocket_connect(f"/encounters/{eid}/feed", headers=NONE) as ws:
        ws.send_json({"token": gm_token(client, eid)})
        assert ws.receive_json(timeout=10)["version"] == 1
    with (
        pytest.raises(WebSocketDisconnect, match=r"^this token is not one Fray issued; ask the GM for one$") as closed,
        client.websocket_connect(f"/encounters/{eid}/feed", headers=NONE) as ws,
    ):
        ws.send_json({"token": "fray_wrong"})
        ws.receive_json(timeout=10)
    assert closed.value.code == 4401


def test_many_feeds_rechecking_one_token_at_once_cost_one_read(
    client: TestClient[Litestar], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A thousand open feeds of one token recheck it every 30 s; the checks that miss the cache
    together share one read (the idle-feed bench once measured 56 transactions a second)."""
    import asyncio

    from fray.store.tokens import PostgresTokens

    eid = new_encounter(client)
    tokens: PostgresTokens = client.app.state.tokens
    record = client.get(f"/encounters/{eid}/tokens").json()[0]
    reads = 0
    read = tokens._read_valid

    async def counted(token_ids: list[str]) -> set[str]:
        nonlocal reads
        reads += 1
        return await read(token_ids)

    async def check_all() -> list[bool]:
        tokens._valid.clear()  # as when the cached answer has just expired
        return await asyncio.gather(*(tokens.valid(record["token_id"]) for _ in range(200)))

    monkeypatch.setattr(tokens, "_read_valid", counted)
    assert client.blocking_portal.call(check_all) == [True] * 200
    assert reads == 1
