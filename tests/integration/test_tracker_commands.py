"""What a tracker front end needs (the contract issue, item 5): start the fight in one
command, end an encounter, set initiative by hand, GM corrections as labelled events; the dead
are not healed back by the rules; condition names a ruleset does not know are refused."""

from __future__ import annotations

from litestar import Litestar
from litestar.testing import TestClient

from fray.domain.dice import ScriptedDice

from .conftest import CountEvents, MakeClient, new_encounter, ok, send, who
from .dnd5e_blocks import FIGHTER, GOBLIN


def spires(client: TestClient[Litestar]) -> str:
    eid = new_encounter(client)
    ok(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
    ok(client, eid, {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie", "combatant_id": "zombie"})
    return eid


def test_start_fight_rolls_initiative_and_begins_the_first_turn(make_client: MakeClient) -> None:
    client = make_client(ScriptedDice([6, 6, 1, 1]))
    eid = spires(client)
    out = ok(client, eid, {"type": "start_fight"})
    assert [e["type"] for e in out["events"]][:2] == ["initiative_rolled", "turn_started"]
    assert (out["state"]["round"], out["state"]["turn"]) == (1, "bruce")
    again = send(client, eid, {"type": "start_fight"})
    assert again.status_code == 409 and "advance_turn" in again.json()["detail"]


def test_an_ended_encounter_takes_only_reads_and_history(
    client: TestClient[Litestar], count_events: CountEvents
) -> None:
    eid = spires(client)
    out = ok(client, eid, {"type": "end_encounter", "reason": "the zombies fled"})
    assert out["state"]["ended"] is True
    before = count_events(eid)
    r = send(client, eid, {"type": "apply_damage", "target_id": "zombie", "amount": 1})
    assert r.status_code == 409 and "has ended" in r.json()["detail"] and count_events(eid) == before
    assert client.get(f"/encounters/{eid}").status_code == 200


def test_initiative_set_by_hand_places_the_combatant(make_client: MakeClient) -> None:
    client = make_client(ScriptedDice([6, 6, 1, 1]))
    eid = spires(client)
    ok(client, eid, {"type": "roll_initiative"})
    out = ok(client, eid, {"type": "set_initiative", "combatant_id": "zombie", "initiative": 30})
    assert out["state"]["initiative_order"] == ["zombie", "bruce"] and who(out, "zombie")["initiative"] == 30
    assert out["events"][0]["type"] == "initiative_set"


def test_a_correction_is_labelled_and_only_it_brings_the_dead_back(
    make_client: MakeClient, count_events: CountEvents
) -> None:
    client = make_client(ScriptedDice([15, 3]))
    r = client.post("/encounters", json={"ruleset": "dnd5e-2024"})
    eid = r.json()["state"]["encounter_id"]
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Ana", "stats": FIGHTER})
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Gob", "stats": GOBLIN})
    ok(client, eid, {"type": "apply_damage", "target_id": "gob", "amount": 7})
    before = count_events(eid)
    for body in (
        {"type": "apply_healing", "target_id": "gob", "amount": 3},
        {"type": "remove_condition", "target_id": "gob", "condition_id": "dead"},
    ):
        r = send(client, eid, body)
        assert r.status_code == 409 and "correct_combatant" in r.json()["detail"]
    assert count_events(eid) == before
    out = ok(
        client,
        eid,
        {
            "type": "correct_combatant",
            "target_id": "gob",
            "current": 4,
            "end_conditions": ["dead"],
            "name": "Lucky Gob",
            "note": "misread the dice",
        },
    )
    [e] = out["events"]
    assert e["type"] == "combatant_corrected" and e["data"]["note"] == "misread the dice"
    gob = who(out, "gob")
    assert (gob["status"], gob["name"], gob["resources"]["hp"]["current"]) == ("active", "Lucky Gob", 4)


def test_a_condition_the_ruleset_does_not_know_is_refused_unless_custom(client: TestClient[Litestar]) -> None:
    r = client.post("/encounters", json={"ruleset": "dnd5e-2024"})
    eid = r.json()["state"]["encounter_id"]
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Ana", "stats": FIGHTER})
    r = send(client, eid, {"type": "dnd5e-2024.apply_condition", "target_id": "ana", "condition": "poisned"})
    assert r.status_code == 422 and "poisoned" in r.json()["detail"] and "custom" in r.json()["detail"]
    out = ok(
        client, eid, {"type": "dnd5e-2024.apply_condition", "target_id": "ana", "condition": "cursed", "custom": True}
    )
    assert "cursed" in [k["id"] for k in who(out, "ana")["conditions"]]


def test_every_rulesets_options_are_listed_with_their_choices(client: TestClient[Litestar]) -> None:
    listed = {r["id"]: r for r in client.get("/rulesets").json()}
    dnd = {o["name"]: o for o in listed["dnd5e-2024"]["options"]}
    assert dnd["initiative"] == {
        "name": "initiative",
        "kind": "string",
        "default": "roll",
        "choices": ["roll", "score", "side", "speed_factor"],
        "minimum": None,
        "maximum": None,
    }
    assert dnd["cleaving"]["kind"] == "boolean" and dnd["cleaving"]["default"] is False
    assert listed["unlit-spires"]["options"] == []
    assert {"start_fight", "end_encounter", "set_initiative", "correct_combatant", "undo"} <= set(
        listed["unlit-spires"]["commands"]
    )


def test_no_rules_command_brings_the_dead_back_whatever_its_words(make_client: MakeClient) -> None:
    client = make_client(ScriptedDice([]))
    eid = client.post("/encounters", json={"ruleset": "dnd5e-2024"}).json()["state"]["encounter_id"]
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Pc", "stats": {**FIGHTER, "hp_max": 10}})
    ok(client, eid, {"type": "apply_damage", "target_id": "pc", "amount": 20})  # massive damage: dead
    r = send(client, eid, {"type": "dnd5e-2024.end_condition", "target_id": "pc", "condition_id": "dead"})
    assert r.status_code == 409 and "correct_combatant" in r.json()["detail"]
    r = send(
        client, eid, {"type": "dnd5e-2024.apply_condition", "target_id": "pc", "condition": "dead", "custom": True}
    )
    assert r.status_code == 422 and "keep for themselves" in r.json()["detail"]


def test_set_initiative_never_gives_a_second_turn_in_a_round(make_client: MakeClient) -> None:
    client = make_client(ScriptedDice([6, 6, 1, 1]))
    eid = spires(client)
    ok(client, eid, {"type": "start_fight"})
    r = send(client, eid, {"type": "set_initiative", "combatant_id": "bruce", "initiative": 1})
    assert r.status_code == 409 and "second turn" in r.json()["detail"]


def test_a_correction_stays_in_range_and_names_no_false_cause(make_client: MakeClient) -> None:
    client = make_client(ScriptedDice([]))
    eid = client.post("/encounters", json={"ruleset": "dnd5e-2024"}).json()["state"]["encounter_id"]
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Pc", "stats": {**FIGHTER, "hp_max": 4}})
    r = send(client, eid, {"type": "correct_combatant", "target_id": "pc", "track": "action", "current": 5})
    assert r.status_code == 422 and "runs from 0 to 1" in r.json()["detail"]
    out = ok(client, eid, {"type": "correct_combatant", "target_id": "pc", "maximum": 0})
    assert who(out, "pc")["status"] == "dying"
    assert not any("massive" in str(e["data"]) for e in out["events"])


def test_a_dry_run_keeps_the_etag_of_the_version_that_is(client: TestClient[Litestar]) -> None:
    eid = spires(client)
    r = client.post(
        f"/encounters/{eid}/commands?dry_run=true", json={"type": "apply_damage", "target_id": "bruce", "amount": 1}
    )
    assert r.headers["etag"] == '"3"' and r.json()["version"] == 4


def test_a_meshal_option_is_listed_with_its_real_type(client: TestClient[Litestar]) -> None:
    listed = {r["id"]: r for r in client.get("/rulesets").json()}
    meshal = {o["name"]: o for o in listed["meshal-lite"]["options"]}
    assert (meshal["drop_item_cost"]["kind"], meshal["drop_item_cost"]["choices"]) == ("integer", [0, 1])
    assert meshal["defence_pools"]["default"]["parry"] == "might"
