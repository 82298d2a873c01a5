"""Secrets hold for library creatures (issue 20): the SRD is public, so with the foes' stat
blocks hidden a library creature's default name is its type ("Humanoid 1"), never the entry's
("Goblin 1"); its block (and the library reference in it) and a roll of its hit points reach
no player or spectator through the state, the log or the feed; the GM's own name wins."""

from __future__ import annotations

import json
import re
from typing import Any

from litestar import Litestar
from litestar.testing import TestClient

from .conftest import bearer, issue, ok
from .dnd5e_blocks import FIGHTER

HIDDEN = {"secrecy": {"stat_blocks": "hidden", "health": "bands"}}
GIVE_AWAY = ("goblin", "srd-5.1", "2d6", "scimitar", "nimble escape", "hp_formula", "faces")


def encounter(client: TestClient[Litestar], core: dict[str, Any] | None = None) -> str:
    body: dict[str, Any] = {"ruleset": "dnd5e-2024", "name": "Ambush"}
    if core is not None:
        body["core"] = core
    r = client.post("/encounters", json=body)
    assert r.status_code == 201, r.text
    return str(r.json()["state"]["encounter_id"])


def text(value: Any) -> str:
    return json.dumps(value).lower()


def leaks(value: Any) -> list[str]:
    """What in ``value`` would give the library entry away, as whole words: a hash, salt or id
    is hex and holds "2d6" by chance about one run in ten, which gives nothing away."""
    t = text(value)
    return [w for w in GIVE_AWAY if re.search(rf"(?<![0-9a-z]){re.escape(w)}(?![0-9a-z])", t)]


def test_hidden_stat_blocks_name_library_creatures_by_type_for_everyone(client: TestClient[Litestar]) -> None:
    eid = encounter(client, HIDDEN)
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Ana", "stats": FIGHTER})
    added = ok(
        client,
        eid,
        {"type": "dnd5e-2024.add_combatant", "creature": "goblin", "count": 3, "hit_points": "rolled"},
    )
    assert [e["data"]["name"] for e in added["events"]] == ["Humanoid 1", "Humanoid 2", "Humanoid 3"]
    assert [e["data"]["combatant_id"] for e in added["events"]] == ["humanoid-1", "humanoid-2", "humanoid-3"]
    gm = client.get(f"/encounters/{eid}").json()
    assert gm["combatants"][1]["stats"]["library"]["id"] == "goblin"  # the GM sees what it is
    player = issue(client, eid, "player", "ana")
    spectator = issue(client, eid, "spectator")
    for token in (player, spectator):
        state = client.get(f"/encounters/{eid}", headers=bearer(token)).json()
        assert [c["name"] for c in state["combatants"]] == ["Ana", "Humanoid 1", "Humanoid 2", "Humanoid 3"]
        assert all(c["stats"] is None for c in state["combatants"][1:])
        assert leaks(state["combatants"][1:]) == []
        log = client.get(f"/encounters/{eid}/events", headers=bearer(token)).json()
        joined = [e for e in log["events"] if e["data"]["type"] == "dnd5e-2024.combatant_added"][1:]
        assert all(e["data"]["stats"] is None and e["data"]["hit_points_roll"] is None for e in joined)
        assert leaks(joined) == []
        with client.websocket_connect(f"/encounters/{eid}/feed?after=2&state=true", headers=bearer(token)) as ws:
            messages = [ws.receive_json(timeout=10) for _ in range(4)]  # versions 3, 4, 5 and the state
        assert [m["kind"] for m in messages] == ["event", "event", "event", "state"]
        assert leaks(messages[:3]) == [] and leaks(messages[3]["state"]["combatants"][1:]) == []


def test_the_gm_chooses_the_name_players_see(client: TestClient[Litestar]) -> None:
    eid = encounter(client, HIDDEN)
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Ana", "stats": FIGHTER})
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "creature": "goblin", "name": "Shadow", "count": 2})
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "creature": "adult-red-dragon"})
    player = issue(client, eid, "player", "ana")
    state = client.get(f"/encounters/{eid}", headers=bearer(player)).json()
    assert [c["name"] for c in state["combatants"]] == ["Ana", "Shadow 1", "Shadow 2", "Dragon"]


def test_shown_stat_blocks_name_them_as_the_library_does(client: TestClient[Litestar]) -> None:
    eid = encounter(client)
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "creature": "goblin", "count": 2})
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "creature": "goblin", "side": "party"})
    names = [c["name"] for c in client.get(f"/encounters/{eid}").json()["combatants"]]
    assert names == ["Goblin 1", "Goblin 2", "Goblin 3"]


def test_a_players_side_keeps_library_names_when_the_foes_are_hidden(client: TestClient[Litestar]) -> None:
    eid = encounter(client, HIDDEN)
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "creature": "mastiff", "side": "party"})
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "creature": "goblin"})
    names = [c["name"] for c in client.get(f"/encounters/{eid}").json()["combatants"]]
    assert names == ["Mastiff", "Humanoid"]


def test_rolled_hit_points_stay_hidden_when_only_health_is(client: TestClient[Litestar]) -> None:
    eid = encounter(client, {"secrecy": {"stat_blocks": "shown", "health": "bands"}})
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Ana", "stats": FIGHTER})
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "creature": "ogre", "hit_points": "rolled"})
    player = issue(client, eid, "player", "ana")
    [_, ogre] = client.get(f"/encounters/{eid}/events", headers=bearer(player)).json()["events"][1:]
    assert ogre["data"]["name"] == "Ogre" and ogre["data"]["stats"]["ac"] == 11
    assert ogre["data"]["hit_points_roll"] is None and ogre["data"]["resources"] == {}


def test_a_public_preset_is_named_by_its_kind_when_the_foes_blocks_are_hidden(client: TestClient[Litestar]) -> None:
    """Issue 18: an Unlit Spires preset added by ``preset`` (not only by ``creature``) is a
    public block too: with the foes' stat blocks hidden it joins as its kind ("Undead"), so
    the library's numbers cannot be looked up by its name; shown, it keeps the preset's name."""
    hidden = client.post("/encounters", json={"ruleset": "unlit-spires", "core": HIDDEN}).json()
    eid = hidden["state"]["encounter_id"]
    added = ok(client, eid, {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie"})
    assert [e["data"]["name"] for e in added["events"]] == ["Undead"]
    player = issue(client, eid, "spectator")
    assert leaks(client.get(f"/encounters/{eid}", headers=bearer(player)).json()) == []
    assert "grey tide" not in text(client.get(f"/encounters/{eid}/events", headers=bearer(player)).json())
    shown = client.post("/encounters", json={"ruleset": "unlit-spires"}).json()["state"]["encounter_id"]
    added = ok(client, shown, {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie"})
    assert [e["data"]["name"] for e in added["events"]] == ["Grey Tide Zombie"]
