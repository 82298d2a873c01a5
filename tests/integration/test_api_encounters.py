"""The HTTP API, end to end against real PostgreSQL and Redis: a fight's commands, the fold of
the log, concurrency headers, idempotency."""

from __future__ import annotations

from typing import Any

from litestar import Litestar
from litestar.testing import TestClient

from fray.domain.dice import ScriptedDice

from .conftest import CountEvents, MakeClient, folded_state, new_encounter, send


def add_bruce_and_zombie(client: TestClient[Litestar], eid: str) -> None:
    assert send(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"}).status_code == 200
    r = send(client, eid, {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie"})
    assert r.status_code == 200, r.text


def test_a_fight_where_every_returned_state_equals_the_fold_of_the_log(make_client: MakeClient) -> None:
    # initiative: Bruce 5+5 (+3 DEX) = 13, zombie 1+1 (+0) = 2; attack: Bruce [3,4] +5 = 12 vs
    # zombie [2,2] −2 = 2: margin 10, clean hit; dagger 1d6+3 rolls 4: 4+3+2 = 9 − absorb 0.
    client = make_client(ScriptedDice([5, 5, 1, 1, 3, 4, 2, 2, 4]))
    eid = new_encounter(client)
    bodies: list[dict[str, Any]] = [
        {"type": "unlit-spires.add_hero", "preset": "bruce"},
        {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie"},
        {"type": "roll_initiative"},
        {"type": "advance_turn"},
        {"type": "unlit-spires.melee_attack", "attacker_id": "bruce", "target_id": "grey-tide-zombie"},
        {"type": "apply_damage", "target_id": "bruce", "amount": 4, "note": "falling rocks"},
        {"type": "apply_healing", "target_id": "bruce", "amount": 10},
        {"type": "advance_turn"},
    ]
    for body in bodies:
        r = send(client, eid, body)
        assert r.status_code == 200, r.text
        assert r.json()["state"] == folded_state(client, eid)
        assert r.headers["etag"] == f'"{r.json()["version"]}"'
    state = r.json()["state"]
    bruce, zombie = state["combatants"]
    assert state["initiative_order"] == ["bruce", "grey-tide-zombie"]
    assert (state["round"], state["turn"]) == (1, "grey-tide-zombie")
    assert zombie["resources"]["hp"]["current"] == 22 - 9
    assert bruce["resources"]["hp"]["current"] == 21  # 21 − 4 + 10, never above the maximum
    attack = client.get(f"/encounters/{eid}/events?after=5&to=6").json()["events"][0]["data"]
    assert attack["outcome"] == "clean_hit" and attack["margin"] == 10
    assert attack["damage"] == {
        "expression": "1d6+3",
        "rolls": [[4]],
        "bonus": 2,
        "absorb": 0,
        "ignores_absorb": False,
        "dealt": 9,
    }


def test_reading_state_and_log(client: TestClient[Litestar]) -> None:
    eid = new_encounter(client, "Reading")
    add_bruce_and_zombie(client, eid)
    r = client.get(f"/encounters/{eid}")
    assert r.status_code == 200 and r.headers["etag"] == '"3"'
    assert [c["id"] for c in r.json()["combatants"]] == ["bruce", "grey-tide-zombie"]
    page = client.get(f"/encounters/{eid}/events", params={"after": 1}).json()
    assert page["version"] == 3 and [e["version"] for e in page["events"]] == [2, 3]
    assert any(e["encounter_id"] == eid for e in client.get("/encounters").json())
    assert client.get("/rulesets").json()[0]["id"] == "unlit-spires"


def test_if_match_applies_only_at_that_version(client: TestClient[Litestar], count_events: CountEvents) -> None:
    eid = new_encounter(client)
    ok = send(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"}, **{"If-Match": '"1"'})
    assert ok.status_code == 200
    stale = send(client, eid, {"type": "unlit-spires.add_hero", "preset": "enoch"}, **{"If-Match": '"1"'})
    assert stale.status_code == 412
    assert stale.headers["content-type"] == "application/problem+json"
    assert "version 2" in stale.json()["detail"]
    assert count_events(eid) == 2


def test_a_retried_command_with_the_same_idempotency_key_appends_nothing(
    client: TestClient[Litestar], count_events: CountEvents
) -> None:
    eid = new_encounter(client)
    body = {"type": "unlit-spires.add_hero", "preset": "bruce"}
    first = send(client, eid, body, **{"Idempotency-Key": f"add-bruce-{eid}"})
    again = send(client, eid, body, **{"Idempotency-Key": f"add-bruce-{eid}"})
    assert first.status_code == again.status_code == 200
    assert again.json()["replayed"] is True
    assert again.json()["events"] == first.json()["events"]
    assert again.json()["state"] == first.json()["state"]
    assert count_events(eid) == 2
    other = send(
        client, eid, {"type": "unlit-spires.add_hero", "preset": "enoch"}, **{"Idempotency-Key": f"add-bruce-{eid}"}
    )
    assert other.status_code == 422 and "already used" in other.json()["detail"]
    assert f"'add-bruce-{eid}'" in other.json()["detail"]  # the key as it was sent, not its scope
    assert ":add-bruce" not in other.json()["detail"] and "across all encounters" not in other.json()["detail"]
    assert count_events(eid) == 2


def test_creating_an_encounter_is_idempotent_too(client: TestClient[Litestar]) -> None:
    body = {"ruleset": "unlit-spires", "name": "Once"}
    key = {"Idempotency-Key": "create-once-" + new_encounter(client)}
    a = client.post("/encounters", json=body, headers=key)
    b = client.post("/encounters", json=body, headers=key)
    assert (a.status_code, b.status_code) == (201, 200)
    assert a.json()["state"]["encounter_id"] == b.json()["state"]["encounter_id"]


def test_two_clients_on_two_app_instances_never_lose_an_event(make_client: MakeClient) -> None:
    one, two = make_client(), make_client()
    eid = new_encounter(one)
    add_bruce_and_zombie(one, eid)
    for i in range(5):  # each instance's cache is caught up from the store before deciding
        c = one if i % 2 else two
        assert send(c, eid, {"type": "apply_damage", "target_id": "grey-tide-zombie", "amount": 1}).status_code == 200
    assert one.get(f"/encounters/{eid}").json()["combatants"][1]["resources"]["hp"]["current"] == 17
    assert two.get(f"/encounters/{eid}").json() == one.get(f"/encounters/{eid}").json()


def test_if_match_compares_strongly_so_a_weak_tag_never_matches(
    client: TestClient[Litestar], count_events: CountEvents
) -> None:
    eid = new_encounter(client)  # at version 1
    weak = send(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"}, **{"If-Match": 'W/"1"'})
    assert weak.status_code == 412, weak.text  # RFC 9110 §13.1.1: If-Match uses the strong comparison
    assert "weak" in weak.json()["detail"]
    assert count_events(eid) == 1


def test_if_match_takes_a_list_of_entity_tags(client: TestClient[Litestar], count_events: CountEvents) -> None:
    eid = new_encounter(client)  # at version 1
    ok = send(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"}, **{"If-Match": '"0", "1"'})
    assert ok.status_code == 200, ok.text
    stale = send(client, eid, {"type": "unlit-spires.add_hero", "preset": "enoch"}, **{"If-Match": '"0", W/"2"'})
    assert stale.status_code == 412 and "any of 0" in stale.json()["detail"], stale.text
    assert count_events(eid) == 2


def test_state_combatants_carry_combatant_id_beside_the_deprecated_id(client: TestClient[Litestar]) -> None:
    eid = new_encounter(client)
    add_bruce_and_zombie(client, eid)
    combatants = client.get(f"/encounters/{eid}").json()["combatants"]
    assert [(c["combatant_id"], c["id"]) for c in combatants] == [("bruce", "bruce"), ("grey-tide-zombie",) * 2]


def test_if_match_star_means_any_version(client: TestClient[Litestar]) -> None:
    eid = new_encounter(client)
    r = send(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"}, **{"If-Match": "*"})
    assert r.status_code == 200


def test_health_reports_database_and_broker(client: TestClient[Litestar]) -> None:
    r = client.get("/health")
    assert r.status_code == 200
    assert r.json() == {"status": "ok", "database": "ok", "redis": "ok"}


def test_dice_from_the_table_are_checked_used_and_marked(
    client: TestClient[Litestar], count_events: CountEvents
) -> None:
    r = client.post("/encounters", json={"ruleset": "unlit-spires", "core": {"dice": "table"}})
    assert r.status_code == 201 and r.json()["state"]["core"]["dice"] == "table"
    eid = r.json()["state"]["encounter_id"]
    for preset in ("bruce", "enoch"):
        assert send(client, eid, {"type": "unlit-spires.add_hero", "preset": preset}).status_code == 200
    before = count_events(eid)
    bad = send(client, eid, {"type": "roll_initiative", "rolls": [[6, 7], [1, 1]]})
    assert bad.status_code == 422 and "roll 1 of this command is a d6: 7 cannot come up" in bad.json()["detail"]
    missing = send(client, eid, {"type": "roll_initiative"})
    assert missing.status_code == 422 and "no more dice were entered" in missing.json()["detail"]
    assert count_events(eid) == before
    out = send(client, eid, {"type": "roll_initiative", "rolls": [[2, 3], [6, 6]]}).json()
    [e] = out["events"]
    assert [x["dice"] for x in e["data"]["entries"]] == [[2, 3], [6, 6]] and e["metadata"]["table_dice"] is True
    assert out["state"]["initiative_order"] == ["enoch", "bruce"]
    r = client.post("/encounters", json={"ruleset": "unlit-spires", "core": {"dice": "sometimes"}})
    assert r.status_code == 400


def test_the_newest_page_of_the_log_without_knowing_the_version(
    client: TestClient[Litestar], count_events: CountEvents
) -> None:
    eid = new_encounter(client, "Newest")
    add_bruce_and_zombie(client, eid)
    for n in range(4):
        assert send(client, eid, {"type": "apply_damage", "target_id": "bruce", "amount": 1 + n}).status_code == 200
    log = client.get(f"/encounters/{eid}/events").json()["events"]
    assert len(log) == 7

    def versions(query: str) -> list[int]:
        r = client.get(f"/encounters/{eid}/events?{query}")
        assert r.status_code == 200, r.text
        page = r.json()
        assert page["version"] == 7 and page["next"] is None and "link" not in r.headers
        return [e["version"] for e in page["events"]]

    assert versions("newest=3") == [5, 6, 7]
    assert versions("newest=1") == [7]
    assert versions("newest=1000") == list(range(1, 8))  # fewer than asked: the whole log
    assert versions("newest=2&to=4") == [3, 4]  # the page before a page
    assert versions("newest=5&to=2") == [1, 2]
    assert versions("newest=3&to=99") == [5, 6, 7]  # up to the last there is
    assert versions("newest=3&after=5") == [6, 7]  # the newest above after
    assert versions("newest=3&after=0&limit=1000") == [5, 6, 7]  # the defaults, sent (Schemathesis did)
    assert versions("newest=3&limit=2") == [6, 7]  # at most limit
    newest = client.get(f"/encounters/{eid}/events?newest=2").json()["events"]
    assert newest == log[-2:]  # the same entries as the log read from the start
    for bad in (
        "newest=0",
        "newest=1001",
        "newest=-1",
        "newest=null",
        "newest=1.5",
        "newest=",
        "newest=x",
        "newest=3&to=0",
        "newest=3&limit=0",
    ):
        r = client.get(f"/encounters/{eid}/events?{bad}")
        assert r.status_code == 400, (bad, r.status_code, r.text)
        assert r.headers["content-type"] == "application/problem+json", bad
        assert r.json()["status"] == 400 and r.json()["detail"], bad
    unknown = client.get("/encounters/00000000-0000-4000-8000-000000000000/events?newest=3")
    assert unknown.status_code in (401, 404) and unknown.headers["content-type"] == "application/problem+json"
    assert count_events(eid) == 7  # no read appends anything
