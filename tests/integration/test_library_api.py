"""The monster library through the API (issue 20): search a ruleset's creatures, read one whole
block, and add it by reference in one command ("search, add ×N"), on the real database."""

from __future__ import annotations

from typing import Any

import pytest
from litestar import Litestar
from litestar.testing import TestClient


def new_encounter(client: TestClient[Litestar], ruleset: str = "dnd5e-2024", **body: Any) -> str:
    r = client.post("/encounters", json={"ruleset": ruleset, "name": "Library", **body})
    assert r.status_code == 201, r.text
    return str(r.json()["state"]["encounter_id"])


def send(client: TestClient[Litestar], eid: str, body: dict[str, Any]) -> Any:
    return client.post(f"/encounters/{eid}/commands", json=body)


def names(client: TestClient[Litestar], eid: str) -> list[tuple[str, str]]:
    return [(c["id"], c["name"]) for c in client.get(f"/encounters/{eid}").json()["combatants"]]


def test_search_by_name_puts_names_that_start_with_the_words_first(client: TestClient[Litestar]) -> None:
    r = client.get("/rulesets/dnd5e-2024/creatures", params={"q": "gob"})
    assert r.status_code == 200, r.text
    page = r.json()
    assert [i["name"] for i in page["items"]][:2] == ["Goblin", "Hobgoblin"]
    goblin = page["items"][0]
    assert goblin == {
        "id": "goblin",
        "name": "Goblin",
        "type": "humanoid",
        "subtype": "goblinoid",
        "size": "small",
        "challenge_rating": "1/4",
        "summary": "Small humanoid (goblinoid), CR 1/4: AC 15, HP 7 (2d6)",
        "url": "/rulesets/dnd5e-2024/creatures/goblin",
    }
    source = page["library"]
    assert source["licence"] == "CC-BY-4.0" and "System Reference Document 5.1" in source["attribution"]
    assert source["edition"] == "2014"


def test_search_by_type_and_challenge_rating_in_pages(client: TestClient[Litestar]) -> None:
    r = client.get("/rulesets/dnd5e-2024/creatures", params={"type": "dragon", "cr": "17"})
    found = r.json()["items"]
    assert "Adult Red Dragon" in [i["name"] for i in found]
    assert all(i["type"] == "dragon" and i["challenge_rating"] == "17" for i in found)
    r = client.get("/rulesets/dnd5e-2024/creatures", params={"cr_min": "1/8", "cr_max": "1/4", "limit": 10})
    page = r.json()
    assert page["total"] > 10 and len(page["items"]) == 10
    assert {i["challenge_rating"] for i in page["items"]} <= {"1/8", "1/4"}
    nxt = client.get(page["next"]).json()
    assert nxt["offset"] == 10 and not {i["id"] for i in nxt["items"]} & {i["id"] for i in page["items"]}
    swarms = client.get("/rulesets/dnd5e-2024/creatures", params={"type": "swarm", "limit": 400}).json()
    assert swarms["total"] == 10 and all(i["type"].startswith("swarm") for i in swarms["items"])


def test_the_whole_block_of_one_creature_by_id_or_name(client: TestClient[Litestar]) -> None:
    r = client.get("/rulesets/dnd5e-2024/creatures/goblin")
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["stats"]["ruleset"] == "dnd5e-2024"
    assert (body["stats"]["ac"], body["stats"]["hp_max"], body["stats"]["hp_formula"]) == (15, 7, "2d6")
    assert body["stats"]["attacks"][0]["name"] == "Scimitar" and body["library"]["licence"] == "CC-BY-4.0"
    assert client.get("/rulesets/dnd5e-2024/creatures/Adult%20Red%20Dragon").json()["id"] == "adult-red-dragon"


def test_unknown_ruleset_creature_or_challenge_are_problem_documents(client: TestClient[Litestar]) -> None:
    r = client.get("/rulesets/chess/creatures")
    assert r.status_code == 404 and "chess" in r.json()["detail"]
    assert r.headers["content-type"].startswith("application/problem+json")
    r = client.get("/rulesets/dnd5e-2024/creatures/gobbo")
    assert r.status_code == 404 and r.json()["type"] == "urn:fray:problem:creature-not-found"
    assert "'gobbo'" in r.json()["detail"]
    r = client.get("/rulesets/dnd5e-2024/creatures", params={"cr": "lots"})
    assert r.status_code == 400 and "cr" in r.json()["detail"]


def test_rulesets_name_where_each_library_is(client: TestClient[Litestar]) -> None:
    listed = {r["id"]: r["creatures"] for r in client.get("/rulesets").json()}
    assert listed["dnd5e-2024"] == "/rulesets/dnd5e-2024/creatures"


def test_three_goblins_by_reference_are_numbered_and_the_next_ones_continue(client: TestClient[Litestar]) -> None:
    eid = new_encounter(client)
    r = send(client, eid, {"type": "dnd5e-2024.add_combatant", "creature": "goblin", "count": 3})
    assert r.status_code == 200, r.text
    assert names(client, eid) == [("goblin-1", "Goblin 1"), ("goblin-2", "Goblin 2"), ("goblin-3", "Goblin 3")]
    assert send(client, eid, {"type": "remove_combatant", "combatant_id": "goblin-3"}).status_code == 200
    send(client, eid, {"type": "dnd5e-2024.add_combatant", "creature": "Goblin", "count": 2})
    assert [n for _, n in names(client, eid)] == ["Goblin 1", "Goblin 2", "Goblin 4", "Goblin 5"]
    send(client, eid, {"type": "dnd5e-2024.add_combatant", "creature": "adult-red-dragon"})
    assert names(client, eid)[-1] == ("adult-red-dragon", "Adult Red Dragon")  # a lone one keeps its name


def test_the_event_records_the_whole_resolved_block(client: TestClient[Litestar]) -> None:
    eid = new_encounter(client)
    r = send(client, eid, {"type": "dnd5e-2024.add_combatant", "creature": "lich"})
    [event] = r.json()["events"]
    stats = event["data"]["stats"]
    assert stats["library"] == {"library": "srd-5.1", "id": "lich", "name": "Lich", "edited": False}
    assert stats["spell_save_dc"] == 20 and stats["attacks"][0]["on_hit"]["conditions"] == ["paralyzed"]
    lich = client.get(f"/encounters/{eid}").json()["combatants"][0]
    assert (lich["resources"]["hp"]["current"], lich["resources"]["hp"]["maximum"]) == (135, 135)


def test_rolled_hit_points_roll_each_creature_and_are_recorded(client: TestClient[Litestar]) -> None:
    eid = new_encounter(client)
    r = send(client, eid, {"type": "dnd5e-2024.add_combatant", "creature": "ogre", "count": 3, "hit_points": "rolled"})
    assert r.status_code == 200, r.text
    for e in r.json()["events"]:
        roll = e["data"]["hit_points_roll"]
        assert roll["formula"] == "7d10+21" and len(roll["faces"]) == 7 and roll["bonus"] == 21
        assert roll["total"] == sum(roll["faces"]) + 21 == e["data"]["stats"]["hp_max"]
        assert e["data"]["resources"]["hp"]["current"] == roll["total"]


def test_a_copy_edited_before_it_is_added(client: TestClient[Litestar]) -> None:
    eid = new_encounter(client)
    body = {
        "type": "dnd5e-2024.add_combatant",
        "creature": "goblin",
        "name": "Goblin Chief",
        "overrides": {"ac": 17, "hp_max": 12, "abilities": {"strength": 14}},
    }
    r = send(client, eid, body)
    assert r.status_code == 200, r.text
    [c] = client.get(f"/encounters/{eid}").json()["combatants"]
    assert (c["name"], c["stats"]["ac"], c["stats"]["hp_max"]) == ("Goblin Chief", 17, 12)
    assert c["stats"]["abilities"]["strength"] == 14 and c["stats"]["abilities"]["dexterity"] == 14
    assert c["stats"]["library"]["edited"] is True
    assert client.get("/rulesets/dnd5e-2024/creatures/goblin").json()["stats"]["ac"] == 15  # the library is untouched


@pytest.mark.parametrize(
    ("body", "status", "words"),
    [
        ({"creature": "gobbo"}, 404, "no creature 'gobbo'"),
        ({"creature": "goblin", "count": 0}, 422, "count 0 is out of range"),
        ({"creature": "goblin", "count": 21}, 422, "count 21 is out of range"),
        ({"creature": "goblin", "count": 2, "combatant_id": "g"}, 422, "each creature gets its own id"),
        ({"creature": "goblin", "stats": {"ac": 10, "hp_max": 3}}, 422, "exactly one of stats"),
        ({}, 422, "exactly one of stats"),
        ({"creature": "goblin", "overrides": {"speed": 40}}, 400, "speed"),
        ({"creature": "goblin", "overrides": {"ac": 99}}, 400, "ac"),
        ({"creature": "goblin", "hp": 3, "hit_points": "rolled"}, 422, "not both"),
        ({"stats": {"ac": 10, "hp_max": 3}}, 422, "name the combatant"),
    ],
)
def test_refusals_name_what_was_wrong_and_append_nothing(
    client: TestClient[Litestar], body: dict[str, Any], status: int, words: str
) -> None:
    eid = new_encounter(client)
    r = send(client, eid, {"type": "dnd5e-2024.add_combatant", **body})
    assert r.status_code == status, r.text
    assert r.headers["content-type"].startswith("application/problem+json")
    assert words in r.json()["detail"]
    assert client.get(f"/encounters/{eid}").json()["version"] == 1


def test_the_unlit_spires_library_is_the_session_one_table(client: TestClient[Litestar]) -> None:
    page = client.get("/rulesets/unlit-spires/creatures").json()
    assert page["total"] == 5 and page["library"]["source"] == "000_c3c04d669a38e5ba.txt §11 Session one"
    zombie = next(i for i in page["items"] if i["id"] == "grey_tide_zombie")
    assert zombie["name"] == "Grey Tide Zombie" and zombie["challenge_rating"] is None
    assert zombie["summary"] == "Undead, 3d8: Attack +3, Parry/Dodge −2, Ward +2, Absorb 0, Speed 20 ft, HP 22"
    block = client.get("/rulesets/unlit-spires/creatures/kugen").json()["stats"]
    assert block["ruleset"] == "unlit-spires" and block["absorb"] == 2


def test_unlit_spires_monsters_by_reference_with_a_count(client: TestClient[Litestar]) -> None:
    eid = new_encounter(client, "unlit-spires")
    r = send(client, eid, {"type": "unlit-spires.add_monster", "creature": "grey_tide_zombie", "count": 2})
    assert r.status_code == 200, r.text
    send(client, eid, {"type": "unlit-spires.add_monster", "creature": "Grey Tide Zombie"})
    state = client.get(f"/encounters/{eid}").json()
    assert [c["name"] for c in state["combatants"]] == [
        "Grey Tide Zombie 1",
        "Grey Tide Zombie 2",
        "Grey Tide Zombie 3",
    ]
    assert all(c["resources"]["hp"]["maximum"] == 22 for c in state["combatants"])  # the table's HP
    r = send(client, eid, {"type": "unlit-spires.add_monster", "creature": "kugen", "preset": "kugen"})
    assert r.status_code == 422 and "exactly one of" in r.json()["detail"]
    r = send(client, eid, {"type": "unlit-spires.add_monster", "creature": "wight"})
    assert r.status_code == 404 and "no creature 'wight' in the unlit-spires library" in r.json()["detail"]
    assert client.get(f"/encounters/{eid}").json()["version"] == 4  # created, three zombies: nothing more


@pytest.mark.parametrize(
    ("ruleset", "words"), [("meshal-lite", "separate database"), ("dnd4e", "only in its examples")]
)
def test_a_ruleset_whose_text_gives_no_creatures_says_so(
    client: TestClient[Litestar], ruleset: str, words: str
) -> None:
    page = client.get(f"/rulesets/{ruleset}/creatures", params={"q": "wolf"}).json()
    assert (page["total"], page["items"]) == (0, [])
    assert words in page["note"] and page["library"]["note"] == page["note"]
    assert client.get(f"/rulesets/{ruleset}/creatures/wolf").status_code == 404


def test_spells_searched_read_and_cast_at_their_targets_in_one_command(client: TestClient[Litestar]) -> None:
    page = client.get("/rulesets/dnd5e-2024/spells", params={"q": "fire", "level": 3}).json()
    assert [i["name"] for i in page["items"]] == ["Fireball"]
    assert page["items"][0]["summary"] == "3rd-level evocation, 150 feet: DEX save, 8d6 fire, half on a success"
    assert page["source"]["edition"] == "2014" and page["source"]["licence"] == "CC-BY-4.0"
    wizards = client.get("/rulesets/dnd5e-2024/spells", params={"class": "wizard", "level": 0, "limit": 400}).json()
    assert "Fire Bolt" in [i["name"] for i in wizards["items"]] and "Sacred Flame" not in [
        i["name"] for i in wizards["items"]
    ]
    whole = client.get("/rulesets/dnd5e-2024/spells/Hold%20Person").json()
    assert (whole["save"], whole["conditions"], whole["concentration"]) == ("wis", ["paralyzed"], True)
    assert client.get("/rulesets/dnd5e-2024/spells/nope").json()["type"] == "urn:fray:problem:spell-not-found"
    assert client.get("/rulesets").json()[1]["spells"] == "/rulesets/dnd5e-2024/spells"
    assert client.get("/rulesets/unlit-spires/spells").json()["items"] == []

    eid = new_encounter(client)
    wizard = {"kind": "pc", "ac": 12, "hp_max": 20, "spell_save_dc": 14, "spell_slots": [4, 3, 2]}
    send(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Wiz", "stats": wizard})
    send(client, eid, {"type": "dnd5e-2024.add_combatant", "creature": "goblin", "count": 2})
    send(client, eid, {"type": "start_fight"})
    while client.get(f"/encounters/{eid}").json()["turn"] != "wiz":
        send(client, eid, {"type": "advance_turn"})
    body = {
        "type": "dnd5e-2024.cast_spell",
        "caster_id": "wiz",
        "spell": "fireball",
        "target_ids": ["goblin-1", "goblin-2"],
    }
    r = send(client, eid, body)
    assert r.status_code == 200, r.text
    kinds = [e["data"]["type"] for e in r.json()["events"]]
    assert kinds.count("dnd5e-2024.saving_throw_rolled") == 2 and "dnd5e-2024.effect_resolved" in kinds
    wiz = next(c for c in r.json()["state"]["combatants"] if c["id"] == "wiz")
    assert wiz["resources"]["slot_3"]["current"] == 1
    version = r.json()["version"]
    r = send(client, eid, {**body, "spell": "Firebal"})
    assert r.status_code == 404 and "Fireball" in r.json()["detail"]
    assert client.get(f"/encounters/{eid}").json()["version"] == version
