"""History through the API on real PostgreSQL: undo, redo, undo to a version, revoke, dry
runs, and the state at a past version or round; the log is never rewritten."""

from __future__ import annotations

from typing import Any

from litestar import Litestar
from litestar.testing import TestClient

from fray.domain.dice import ScriptedDice

from .conftest import CountEvents, MakeClient, new_encounter, ok, send, who


def fight(make_client: MakeClient) -> tuple[TestClient[Litestar], str]:
    client = make_client(ScriptedDice([6, 6, 1, 1] + [3] * 60))
    eid = new_encounter(client)
    ok(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
    ok(client, eid, {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie", "combatant_id": "zombie"})
    ok(client, eid, {"type": "start_fight"})
    return client, eid


def hp(out: dict[str, Any], cid: str) -> int:
    return int(who(out, cid)["resources"]["hp"]["current"])


def test_undo_and_redo_append_events_and_fold_without_the_undone(
    make_client: MakeClient, count_events: CountEvents
) -> None:
    client, eid = fight(make_client)
    ok(client, eid, {"type": "apply_damage", "target_id": "zombie", "amount": 17})
    ok(client, eid, {"type": "apply_damage", "target_id": "zombie", "amount": 8})
    out = ok(client, eid, {"type": "apply_damage", "target_id": "zombie", "amount": 8})
    assert hp(out, "zombie") == 0
    before = count_events(eid)
    out = ok(client, eid, {"type": "undo"})
    [e] = out["events"]
    assert e["type"] == "actions_revoked" and e["data"]["reason"] == "undo" and count_events(eid) == before + 1
    assert hp(out, "zombie") == 0  # the 8 on a creature already at 0
    out = ok(client, eid, {"type": "undo"})
    assert hp(out, "zombie") == 5 and who(out, "zombie")["status"] == "active"
    out = ok(client, eid, {"type": "redo"})
    assert out["events"][0]["type"] == "actions_restored" and hp(out, "zombie") == 0
    assert client.get(f"/encounters/{eid}").json()["combatants"] == out["state"]["combatants"]


def test_a_restart_is_one_undo_to_the_version_before_initiative(make_client: MakeClient) -> None:
    client, eid = fight(make_client)
    ok(client, eid, {"type": "apply_damage", "target_id": "zombie", "amount": 4})
    ok(client, eid, {"type": "advance_turn"})
    out = ok(client, eid, {"type": "undo", "to_version": 3})
    assert (out["state"]["round"], out["state"]["turn"], out["state"]["initiative_order"]) == (0, None, [])
    assert hp(out, "zombie") == 22


def test_nothing_to_undo_is_a_409_and_appends_nothing(client: TestClient[Litestar], count_events: CountEvents) -> None:
    eid = new_encounter(client)
    r = send(client, eid, {"type": "undo"})
    assert r.status_code == 409 and "nothing to undo" in r.json()["detail"] and count_events(eid) == 1


def test_a_dry_run_stores_nothing_and_shows_the_state_after(make_client: MakeClient, count_events: CountEvents) -> None:
    client, eid = fight(make_client)
    ok(client, eid, {"type": "apply_damage", "target_id": "zombie", "amount": 4})
    before = count_events(eid)
    r = client.post(
        f"/encounters/{eid}/commands?dry_run=true", json={"type": "apply_damage", "target_id": "zombie", "amount": 5}
    )
    body = r.json()
    assert r.status_code == 200 and body["dry_run"] is True and hp(body, "zombie") == 22 - 9
    assert body["events"][0]["position"] == 0 and count_events(eid) == before
    r = client.post(f"/encounters/{eid}/commands?dry_run=true", json={"type": "undo"})
    assert hp(r.json(), "zombie") == 22 and count_events(eid) == before


def test_a_past_version_and_a_past_round_come_back_with_their_etag(make_client: MakeClient) -> None:
    client, eid = fight(make_client)
    ok(client, eid, {"type": "apply_damage", "target_id": "zombie", "amount": 4})
    at = client.get(f"/encounters/{eid}").json()["version"]
    ok(client, eid, {"type": "apply_damage", "target_id": "zombie", "amount": 4})
    ok(client, eid, {"type": "advance_turn"})
    ok(client, eid, {"type": "advance_turn"})
    r = client.get(f"/encounters/{eid}", params={"version": at})
    assert r.headers["etag"] == f'"{at}"' and hp({"state": r.json()}, "zombie") == 18
    r = client.get(f"/encounters/{eid}", params={"round": 2})
    assert r.json()["round"] == 2 and hp({"state": r.json()}, "zombie") == 14
    far = client.get(f"/encounters/{eid}", params={"version": 999})
    assert far.status_code == 404 and "versions 1 to" in far.json()["detail"]
    assert client.get(f"/encounters/{eid}", params={"round": 9}).status_code == 404


def test_revoking_an_earlier_action_and_the_log_pages(make_client: MakeClient) -> None:
    client, eid = fight(make_client)
    hit = ok(client, eid, {"type": "apply_damage", "target_id": "zombie", "amount": 4})
    ok(client, eid, {"type": "apply_damage", "target_id": "bruce", "amount": 2})
    out = ok(client, eid, {"type": "revoke", "action": hit["events"][0]["version"]})
    assert hp(out, "zombie") == 22 and hp(out, "bruce") == 19
    page = client.get(f"/encounters/{eid}/events", params={"limit": 3})
    assert len(page.json()["events"]) == 3 and 'rel="next"' in page.headers["link"]
    nxt = client.get(page.json()["next"]).json()
    assert nxt["events"][0]["version"] == 4
