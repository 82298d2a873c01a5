"""A whole dnd5e-2024 fight through the API against real PostgreSQL, with scripted dice: every
returned state equals the fold of the stored log (002_06b8b5e39c23dcd7.txt; published 5e rules
for death saves and concentration)."""

from __future__ import annotations

from typing import Any

from litestar import Litestar
from litestar.testing import TestClient

from fray.domain.dice import ScriptedDice

from .conftest import CountEvents, MakeClient, ok, send, who
from .dnd5e_blocks import FIGHTER, GOBLIN


def new_5e(client: TestClient[Litestar], **options: Any) -> str:
    r = client.post("/encounters", json={"ruleset": "dnd5e-2024", "name": "Goblin ambush", "options": options})
    assert r.status_code == 201, r.text
    eid: str = r.json()["state"]["encounter_id"]
    return eid


def ev(out: dict[str, Any], tag: str) -> list[dict[str, Any]]:
    return [e["data"] for e in out["events"] if e["type"] == tag]


def test_a_full_fight_folds_to_the_returned_state(make_client: MakeClient) -> None:
    dice = [
        18,
        3,
        12,  # initiative: ana 20, gob 5 (DEX +2), bo 12 + 0 = 12
        20,
        6,
        2,  # ana's longsword: natural 20, 2d8 6 + 2 + 3 = 11 on the 7-HP goblin
        19,  # gob2 joins late: initiative 21
        15,
        5,  # gob2's scimitar on bo: 15 + 4 = 19 hits AC 16; 1d6 5 + 2 = 7 (temp HP 4 first)
        4,  # bo's concentration save: 4 + 4 = 8 < DC 10: Bless ends
        9,  # ana helps bo at 0 HP: WIS (Medicine) 9 + 2 = 11 ≥ DC 10: stable
    ]
    client = make_client(ScriptedDice(dice))
    eid = new_5e(client)
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Ana", "stats": FIGHTER})
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Gob", "stats": GOBLIN, "surprised": False})
    out = ok(
        client,
        eid,
        {
            "type": "dnd5e-2024.add_combatant",
            "name": "Bo",
            "temp_hp": 4,
            "stats": {**FIGHTER, "abilities": {"strength": 10, "dexterity": 10, "constitution": 14}, "hp_max": 10},
        },
    )
    assert who(out, "bo")["resources"]["temp_hp"] == {"current": 4, "maximum": 4}
    out = ok(client, eid, {"type": "roll_initiative"})
    assert out["state"]["initiative_order"] == ["ana", "bo", "gob"]
    out = ok(client, eid, {"type": "advance_turn"})
    assert who(out, "ana")["resources"]["action"]["current"] == 1
    out = ok(
        client, eid, {"type": "dnd5e-2024.attack", "attacker_id": "ana", "target_id": "gob", "attack": "Longsword"}
    )
    [a] = ev(out, "dnd5e-2024.attack_rolled")
    assert (a["natural"], a["critical"]) == (20, True)
    [d] = ev(out, "dnd5e-2024.damage_resolved")
    assert (d["total"], d["parts"][0]["faces"]) == (11, [6, 2])
    assert "dead" in [k["id"] for k in who(out, "gob")["conditions"]]
    assert who(out, "ana")["resources"]["action"]["current"] == 0
    out = ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Gob2", "stats": GOBLIN})
    out = ok(client, eid, {"type": "roll_initiative"})
    assert out["state"]["initiative_order"] == ["gob2", "ana", "bo", "gob"]
    out = ok(client, eid, {"type": "advance_turn"})  # bo
    out = ok(
        client,
        eid,
        {"type": "dnd5e-2024.cast_spell", "caster_id": "bo", "spell": "Bless", "spell_level": 1, "concentration": True},
    )
    assert who(out, "bo")["resources"]["slot_1"]["current"] == 1
    out = ok(client, eid, {"type": "advance_turn"})  # gob is dead: skipped, round 2, gob2
    assert (out["state"]["round"], out["state"]["turn"]) == (2, "gob2")
    out = ok(client, eid, {"type": "dnd5e-2024.attack", "attacker_id": "gob2", "target_id": "bo", "attack": "Scimitar"})
    [d] = ev(out, "dnd5e-2024.damage_resolved")
    assert (d["total"], d["temp_absorbed"], d["hp_lost"]) == (7, 4, 3)
    assert who(out, "bo")["resources"]["hp"]["current"] == 7
    assert "concentrating" not in [k["id"] for k in who(out, "bo")["conditions"]]
    out = ok(
        client,
        eid,
        {
            "type": "dnd5e-2024.deal_damage",
            "target_id": "bo",
            "source": "trap",
            "damage": [{"type": "piercing", "amount": 7}],
        },
    )
    assert who(out, "bo")["resources"]["hp"]["current"] == 0 and who(out, "bo")["down"]
    out = ok(client, eid, {"type": "advance_turn"})  # ana
    out = ok(
        client, eid, {"type": "dnd5e-2024.take_action", "combatant_id": "ana", "action": "help", "target_id": "bo"}
    )
    [c] = ev(out, "dnd5e-2024.ability_check_rolled")
    assert (c["roll"]["total"], c["success"]) == (11, True)  # 9 + Medicine 2
    assert "stable" in [k["id"] for k in who(out, "bo")["conditions"]]
    out = ok(client, eid, {"type": "dnd5e-2024.heal", "target_id": "bo", "amount": 4})
    assert who(out, "bo")["resources"]["hp"]["current"] == 4 and "unconscious" not in [
        k["id"] for k in who(out, "bo")["conditions"]
    ]
    out = ok(client, eid, {"type": "remove_combatant", "combatant_id": "gob2", "reason": "fled"})
    out = ok(client, eid, {"type": "advance_turn"})
    assert out["state"]["turn"] == "bo"


def test_a_refused_5e_command_is_a_problem_and_appends_nothing(
    make_client: MakeClient, count_events: CountEvents
) -> None:
    client = make_client(ScriptedDice([]))
    eid = new_5e(client)
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Ana", "stats": FIGHTER})
    before = count_events(eid)
    r = send(
        client, eid, {"type": "dnd5e-2024.attack", "attacker_id": "ana", "target_id": "ana", "attack": "Longsword"}
    )
    assert r.status_code == 422 and count_events(eid) == before
    r = send(client, eid, {"type": "dnd5e-2024.take_action", "combatant_id": "ana", "action": "dash"})
    assert r.status_code == 409 and "own turn" in r.json()["detail"]


def test_bad_options_are_refused_when_the_encounter_is_created(make_client: MakeClient) -> None:
    client = make_client(ScriptedDice([]))
    r = client.post("/encounters", json={"ruleset": "dnd5e-2024", "options": {"initiative": "sideways"}})
    assert r.status_code == 422 and "initiative" in r.json()["detail"]
    r = client.post("/encounters", json={"ruleset": "dnd5e-2024", "options": {"cleving": True}})
    assert r.status_code == 422 and "cleaving" in r.json()["detail"]  # the known options are listed
    r = client.post("/encounters", json={"ruleset": "dnd5e-2024", "options": {"cleaving": True}})
    assert r.json()["state"]["options"]["cleaving"] is True and r.json()["state"]["options"]["morale"] is False


def test_nonsense_spell_slots_are_refused(make_client: MakeClient) -> None:
    client = make_client(ScriptedDice([]))
    eid = new_5e(client)
    for slots in ([-5], [10**30], [1] * 10):
        r = send(
            client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Wiz", "stats": {**FIGHTER, "spell_slots": slots}}
        )
        assert r.status_code == 400, r.text
