"""Hidden information through the API (issue 9): concealed combatants, secret rolls, a 5e
Hide, hidden stat blocks and health bands, reveals that open the past, placeholders in the
log and the feed, and errors that never tell a hidden combatant from an unknown one."""

from __future__ import annotations

from typing import Any

from litestar import Litestar
from litestar.testing import TestClient

from .conftest import bearer, issue, new_encounter, ok, send
from .dnd5e_blocks import FIGHTER, GOBLIN


def as_(client: TestClient[Litestar], token: str, path: str) -> Any:
    r = client.get(path, headers=bearer(token))
    assert r.status_code == 200, r.text
    return r.json()


def test_a_concealed_monster_is_absent_for_players_until_revealed(client: TestClient[Litestar]) -> None:
    eid = new_encounter(client)
    ok(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
    added = ok(
        client, eid, {"type": "unlit-spires.add_monster", "preset": "kugen", "name": "Zqx Lurker", "secret": True}
    )
    lurker = added["events"][0]["data"]["combatant_id"]
    ok(client, eid, {"type": "apply_damage", "target_id": lurker, "amount": 2})
    player = issue(client, eid, "player", "bruce")
    spectator = issue(client, eid, "spectator")
    for token in (player, spectator):
        state = as_(client, token, f"/encounters/{eid}")
        log = as_(client, token, f"/encounters/{eid}/events")
        assert "zqx" not in str(state).lower() and "zqx" not in str(log).lower()
        assert [e["kind"] for e in log["events"]] == ["event", "event", "hidden", "hidden", "hidden"]
        assert [e["version"] for e in log["events"]] == [1, 2, 3, 4, 5]  # no gap
        assert log["events"][2] == {"kind": "hidden", "stream_id": eid, "version": 3}
    gm_state = client.get(f"/encounters/{eid}").json()
    assert next(c for c in gm_state["combatants"] if c["id"] == lurker)["concealed"] is True
    # a player's command naming it reads exactly as one naming an id never added
    ok(client, eid, {"type": "start_fight"})
    unknown = send(
        client, eid, {"type": "unlit-spires.help", "combatant_id": "bruce", "target_id": "nobody"}, **bearer(player)
    )
    hidden = send(
        client, eid, {"type": "unlit-spires.help", "combatant_id": "bruce", "target_id": lurker}, **bearer(player)
    )
    assert unknown.status_code == hidden.status_code == 404
    assert unknown.json()["detail"].replace("'nobody'", "ID") == hidden.json()["detail"].replace(repr(lurker), "ID")
    # a past state is redacted by what the reader may see now; a reveal opens the past too
    assert "zqx" not in str(as_(client, player, f"/encounters/{eid}?version=4")).lower()
    ok(client, eid, {"type": "reveal", "combatant_ids": [lurker]})
    past = as_(client, player, f"/encounters/{eid}?version=4")
    assert [c["name"] for c in past["combatants"]] == ["Bruce", "Zqx Lurker"]
    log = as_(client, player, f"/encounters/{eid}/events")
    assert all(e["kind"] == "event" for e in log["events"])


def test_a_secret_roll_is_a_placeholder_until_the_gm_reveals_it(client: TestClient[Litestar]) -> None:
    eid = new_encounter(client)
    ok(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
    ok(client, eid, {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie"})
    ok(client, eid, {"type": "start_fight"})
    player = issue(client, eid, "player", "bruce")
    while client.get(f"/encounters/{eid}").json()["turn"] != "grey-tide-zombie":
        ok(client, eid, {"type": "advance_turn"})
    secret = ok(
        client,
        eid,
        {"type": "unlit-spires.melee_attack", "attacker_id": "grey-tide-zombie", "target_id": "bruce", "secret": True},
    )
    versions = [e["version"] for e in secret["events"]]
    assert all(e["metadata"]["visibility"] == {"audience": "gm"} for e in secret["events"])
    with client.websocket_connect(f"/encounters/{eid}/feed?after={versions[0] - 1}", headers=bearer(player)) as ws:
        seen = [ws.receive_json(timeout=10) for _ in versions]
    assert [m["kind"] for m in seen] == ["hidden"] * len(versions)
    assert [m["version"] for m in seen] == versions
    log = as_(client, player, f"/encounters/{eid}/events?after={versions[0] - 1}")["events"]
    assert {e["kind"] for e in log} == {"hidden"}
    ok(client, eid, {"type": "reveal", "secrets": True})
    log = as_(client, player, f"/encounters/{eid}/events?after={versions[0] - 1}")["events"]
    assert [e["kind"] for e in log[: len(versions)]] == ["event"] * len(versions)


def test_a_players_own_secret_roll_is_seen_by_that_player_and_the_gm(client: TestClient[Litestar]) -> None:
    eid = client.post("/encounters", json={"ruleset": "dnd5e-2024"}).json()["state"]["encounter_id"]
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Ann", "stats": FIGHTER})
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Bo", "stats": FIGHTER})
    ann, bo = issue(client, eid, "player", "ann"), issue(client, eid, "player", "bo")
    r = send(
        client,
        eid,
        {
            "type": "dnd5e-2024.ability_check",
            "combatant_id": "ann",
            "ability": "wis",
            "skill": "perception",
            "secret": True,
        },
        **bearer(ann),
    )
    assert r.status_code == 200, r.text
    v = r.json()["events"][0]["version"]
    assert r.json()["events"][0]["metadata"]["visibility"] == {"audience": "players", "players": ["ann"]}
    kind = {
        name: as_(client, token, f"/encounters/{eid}/events?after={v - 1}")["events"][0]["kind"]
        for name, token in (("ann", ann), ("bo", bo))
    }
    assert kind == {"ann": "event", "bo": "hidden"}


def test_a_5e_hide_is_hidden_from_the_other_side_until_found(client: TestClient[Litestar]) -> None:
    eid = client.post("/encounters", json={"ruleset": "dnd5e-2024"}).json()["state"]["encounter_id"]
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Ann", "stats": FIGHTER, "position": {"x": 0, "y": 0}})
    sneaky = {**GOBLIN, "abilities": {"strength": 8, "dexterity": 20}, "skills": {"stealth": 12}}
    ok(
        client,
        eid,
        {"type": "dnd5e-2024.add_combatant", "name": "Goblin", "stats": sneaky, "position": {"x": 5, "y": 5}},
    )
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Boss", "stats": GOBLIN, "position": {"x": 6, "y": 6}})
    ok(client, eid, {"type": "start_fight"})
    ann = issue(client, eid, "player", "ann")
    ally = issue(client, eid, "player", "boss")  # a player on the goblins' side
    for _ in range(4):
        if client.get(f"/encounters/{eid}").json()["turn"] == "goblin":
            break
        ok(client, eid, {"type": "advance_turn"})
    hid = ok(client, eid, {"type": "dnd5e-2024.take_action", "combatant_id": "goblin", "action": "hide"})
    assert any(e["type"] == "condition_applied" or "condition" in e["type"] for e in hid["events"]), hid
    dc = next(e["data"]["condition"]["dc"] for e in hid["events"] if "condition_applied" in e["type"])

    def goblin(state: dict[str, Any]) -> dict[str, Any]:
        found: dict[str, Any] = next(c for c in state["combatants"] if c["id"] == "goblin")
        return found

    seen = goblin(as_(client, ann, f"/encounters/{eid}"))
    assert seen["position"] is None and seen["conditions"] == [
        {
            "id": "hidden",
            "name": "hidden",
            "source": None,
            "expires": {
                "at": "never",
                "combatant_id": None,
                "applied_round": 0,
                "applied_during": None,
                "turn": "next",
                "rounds": 0,
                "save": None,
            },
            "spent_by": None,
            "lasts_while": None,
            "modifiers": [],
            "ongoing": None,
            "dc": None,
            "aftereffect": None,
            "marker": False,
            "area": [],
            "carried": False,
        }
    ]
    versions = [e["version"] for e in hid["events"]]
    log = as_(client, ann, f"/encounters/{eid}/events?after={versions[0] - 1}")["events"]
    assert [e["kind"] for e in log] == ["hidden"] * len(versions)
    assert f"DC {dc}" not in str(as_(client, ann, f"/encounters/{eid}"))
    friend = goblin(as_(client, ally, f"/encounters/{eid}"))
    assert friend["position"] == {"x": 5, "y": 5} and friend["conditions"][0]["dc"] == dc
    ok(client, eid, {"type": "dnd5e-2024.end_condition", "target_id": "goblin", "condition_id": "hidden"})  # found
    assert goblin(as_(client, ann, f"/encounters/{eid}"))["position"] == {"x": 5, "y": 5}


def test_hidden_stat_blocks_and_health_bands(client: TestClient[Litestar]) -> None:
    r = client.post(
        "/encounters", json={"ruleset": "dnd5e-2024", "core": {"secrecy": {"stat_blocks": "hidden", "health": "bands"}}}
    )
    eid = r.json()["state"]["encounter_id"]
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Ann", "stats": FIGHTER})
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Goblin", "stats": GOBLIN})
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Ogre", "stats": GOBLIN})
    ok(client, eid, {"type": "set_visibility", "combatant_ids": ["ogre"], "health": "none"})
    ok(client, eid, {"type": "apply_damage", "target_id": "goblin", "amount": 4})
    ann = issue(client, eid, "player", "ann")
    state = as_(client, ann, f"/encounters/{eid}")
    by = {c["id"]: c for c in state["combatants"]}
    assert by["ann"]["stats"] is not None and by["ann"]["resources"]["hp"]["current"] == 12
    assert by["goblin"]["stats"] is None and by["goblin"]["resources"] == {}
    assert by["goblin"]["health"] == "bloodied" and by["goblin"]["health_shown"] == "bands"
    assert by["ogre"]["health"] is None and by["ogre"]["resources"] == {}
    joined = [
        e for e in as_(client, ann, f"/encounters/{eid}/events")["events"] if e["type"] == "dnd5e-2024.combatant_added"
    ]
    assert [(e["data"]["stats"] is None, e["data"]["resources"] == {}) for e in joined] == [
        (False, False),
        (True, True),
        (True, True),
    ]
    ok(client, eid, {"type": "reveal", "stat_blocks": ["goblin"], "health": ["goblin"]})
    goblin = next(c for c in as_(client, ann, f"/encounters/{eid}")["combatants"] if c["id"] == "goblin")
    assert goblin["stats"]["ac"] == 15 and goblin["resources"]["hp"]["current"] == 3
