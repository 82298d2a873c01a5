"""Meshal Lite's defence after seeing the attack (001_5f4122b8a83d6727.txt §防御Defending:
"受击者可在攻击掷骰经防护减免后再决定是否防御"), through the API: the attack in two steps
(``meshal-lite.attack`` rolls and records it net of protection, ``meshal-lite.defend``
answers it), undo of either step, secret rolls kept secret, a player defending only its own
creature, shares chosen at the second step, and an encounter stored before the option
playing the one-step attack it was played with."""

from __future__ import annotations

import json
from typing import Any

from fray.demo.meshal_cast import KNIGHT, WOLF

from .conftest import CountEvents, MakeClient, bearer, issue, ok, send, who
from .meshal_api import fight, one, pool, refused

ROLLED = "meshal-lite.attack_rolled"
RESOLVED = "meshal-lite.attack_resolved"
INCOMING = "private:incoming"
KNIGHT_FIRST = [6, 6, 6, 1, 1, 1, 1, 1]  # Knight 3 Activeness dice 18, then a 5-die foe rolls 5
SWORD = [1, 2, 2, 5, 6]  # the knight's 5 Might dice: 5 points
DODGE = [1, 3, 3, 4, 6]  # the wolf's 5 Activeness dice: 1 point
TWO_STEPS = {"defence_timing": "after_protection"}
NDJSON = {"content-type": "application/x-ndjson"}


def attack(**more: Any) -> dict[str, Any]:
    return {"type": "meshal-lite.attack", "attacker_id": "knight", "target_id": "wolf", "attack": "sword", **more}


def defend(**more: Any) -> dict[str, Any]:
    return {"type": "meshal-lite.defend", "combatant_id": "wolf", **more}


def markers(out: dict[str, Any], cid: str) -> dict[str, Any]:
    return {k["id"]: k for k in who(out, cid)["markers"]}


def test_the_defender_sees_the_roll_net_of_protection_then_decides(make_client: MakeClient) -> None:
    client, eid, _ = fight(
        make_client, [*KNIGHT_FIRST, *SWORD, *DODGE], [(KNIGHT, "party", (0, 0)), (WOLF, "foes", (1, 0))], TWO_STEPS
    )
    assert client.get(f"/encounters/{eid}").json()["options"]["defence_timing"] == "after_protection"
    out = ok(client, eid, attack())
    assert [e["type"] for e in out["events"]] == ["resource_changed", ROLLED, "condition_applied"]
    rolled = one(out, ROLLED)
    [s] = rolled["segments"]
    assert (s["faces"], s["rolled"], s["protection"], s["after_protection"]) == (SWORD, 5, 0, 5)
    assert rolled["waiting"] is True and pool(out, "knight", "mobility") == 1
    waiting = markers(out, "wolf")[INCOMING]
    assert waiting["source"] == "knight" and {"applies_to": "after", "amount": 5} in [
        {k: m[k] for k in ("applies_to", "amount")} for m in waiting["modifiers"]
    ]
    # Seeing 5 get through, the wolf dodges: 1 point, 4 dice of Might lost (as in one step).
    out = ok(client, eid, defend(defence="best"))
    a = one(out, RESOLVED)
    [s] = a["segments"]
    assert a["two_step"] is True and a["dice"] == 5 and a["distance_steps"] == 1
    assert (s["defence"], s["defence_faces"], s["defence_points"], s["remainder"], s["damage"]) == (
        "dodge",
        DODGE,
        1,
        4,
        4,
    )
    assert INCOMING not in markers(out, "wolf") and who(out, "wolf")["status"] == "down"
    assert pool(out, "wolf", "mobility") == 2


def test_taking_the_attack_costs_no_mobility_and_shares_are_chosen_at_the_second_step(
    make_client: MakeClient,
) -> None:
    # §造成伤害: "受击者可在提及的属性中自行分配": 2 points get through, taken as named.
    client, eid, _ = fight(
        make_client, [*KNIGHT_FIRST, 2, 3, 3, 3, 3], [(KNIGHT, "party", (0, 0)), (WOLF, "foes", (1, 0))], TWO_STEPS
    )
    ok(client, eid, attack())
    out = ok(client, eid, defend(defence="take", shares=[{"might": 2}]))
    [s] = one(out, RESOLVED)["segments"]
    assert (s["defence"], s["undefended"], s["damage"], s["shares"]) == (None, "not chosen", 2, {"might": 2})
    assert pool(out, "wolf", "mobility") == 3 and pool(out, "wolf", "might") == 2


def test_what_belongs_to_the_defender_is_refused_with_the_attack_and_one_attack_waits_at_a_time(
    make_client: MakeClient, count_events: CountEvents
) -> None:
    client, eid, _ = fight(
        make_client, [*KNIGHT_FIRST, *SWORD], [(KNIGHT, "party", (0, 0)), (WOLF, "foes", (1, 0))], TWO_STEPS
    )
    refused(client, eid, attack(defence="dodge"), 422, "send defence with meshal-lite.defend", count_events)
    refused(client, eid, defend(), 409, "no attack waits for", count_events)
    ok(client, eid, attack())
    refused(client, eid, attack(), 409, "waits for its defence", count_events)
    refused(client, eid, defend(defence="resist"), 409, "can be defended by", count_events)


def test_a_harmless_attack_resolves_at_once(make_client: MakeClient) -> None:
    client, eid, _ = fight(
        make_client, [*KNIGHT_FIRST, 6, 6, 6, 6, 6], [(KNIGHT, "party", (0, 0)), (WOLF, "foes", (1, 0))], TWO_STEPS
    )
    out = ok(client, eid, attack())
    assert [e["type"] for e in out["events"]] == ["resource_changed", ROLLED, RESOLVED]
    assert one(out, ROLLED)["waiting"] is False
    [s] = one(out, RESOLVED)["segments"]
    assert (s["missed_at_once"], s["undefended"], s["hit"]) == (True, "no threat", False)
    assert INCOMING not in markers(out, "wolf")


def test_undo_takes_back_either_step(make_client: MakeClient) -> None:
    client, eid, _ = fight(
        make_client,
        [*KNIGHT_FIRST, *SWORD, *DODGE, *DODGE],
        [(KNIGHT, "party", (0, 0)), (WOLF, "foes", (1, 0))],
        TWO_STEPS,
    )
    ok(client, eid, attack())
    ok(client, eid, defend(defence="dodge"))
    out = ok(client, eid, {"type": "undo"})
    assert INCOMING in markers(out, "wolf") and pool(out, "wolf", "might") == 4
    assert pool(out, "wolf", "mobility") == 3
    out = ok(client, eid, defend(defence="dodge"))  # decided again, from the same roll
    assert one(out, RESOLVED)["segments"][0]["damage"] == 4
    ok(client, eid, {"type": "undo"})
    out = ok(client, eid, {"type": "undo"})
    assert INCOMING not in markers(out, "wolf") and pool(out, "knight", "mobility") == 3


def test_a_player_defends_only_its_own_creature(make_client: MakeClient) -> None:
    client, eid, _ = fight(
        make_client, [*KNIGHT_FIRST, *SWORD, *DODGE], [(KNIGHT, "party", (0, 0)), (WOLF, "foes", (1, 0))], TWO_STEPS
    )
    knights = issue(client, eid, "player", "knight")
    wolfs = issue(client, eid, "player", "wolf")
    r = send(client, eid, attack(), **bearer(knights))
    assert r.status_code == 200, r.text
    assert send(client, eid, defend(defence="dodge"), **bearer(knights)).status_code == 403
    r = send(client, eid, defend(defence="dodge"), **bearer(wolfs))
    assert r.status_code == 200, r.text
    assert one(r.json(), RESOLVED)["segments"][0]["defence"] == "dodge"


def test_a_secret_attack_is_seen_by_the_gm_and_the_defender_only(make_client: MakeClient) -> None:
    client, eid, _ = fight(
        make_client, [*KNIGHT_FIRST, *SWORD, *DODGE], [(KNIGHT, "party", (0, 0)), (WOLF, "foes", (1, 0))], TWO_STEPS
    )
    knights = issue(client, eid, "player", "knight")
    wolfs = issue(client, eid, "player", "wolf")
    out = ok(client, eid, attack(secret=True))
    version = one(out, ROLLED) and out["events"][1]["version"]

    def seen(token: str | None) -> set[str]:
        headers = bearer(token) if token else {}
        events = client.get(f"/encounters/{eid}/events", headers=headers).json()["events"]
        return {e.get("type", "hidden") for e in events if e["version"] >= version}

    assert ROLLED in seen(None) and ROLLED in seen(wolfs) and ROLLED not in seen(knights)
    # The waiting marker's numbers: the defender's player sees them, another player does not.
    for token, numbers in ((wolfs, True), (knights, False)):
        state = client.get(f"/encounters/{eid}", headers=bearer(token)).json()
        [wolf] = [c for c in state["combatants"] if c["id"] == "wolf"]
        [k] = [k for k in wolf["markers"] if k["id"] == INCOMING]
        assert bool(k["modifiers"]) is numbers
    r = send(client, eid, defend(defence="dodge"), **bearer(wolfs))
    assert r.status_code == 200, r.text
    assert RESOLVED in seen(wolfs) and RESOLVED not in seen(knights) and RESOLVED in seen(None)


def test_an_encounter_stored_before_the_option_attacks_in_one_step(make_client: MakeClient) -> None:
    client, eid, _ = fight(
        make_client, [*KNIGHT_FIRST, *SWORD, *DODGE], [(KNIGHT, "party", (0, 0)), (WOLF, "foes", (1, 0))], TWO_STEPS
    )
    shown = client.get(f"/encounters/{eid}").json()
    rows = [json.loads(x) for x in client.get(f"/encounters/{eid}/export").text.splitlines()]
    old = "5d0c9a7e-1f2b-4c3d-9e8f-7a6b5c4d3e2f"
    rows[0]["data"]["options"] = {k: v for k, v in rows[0]["data"]["options"].items() if k != "defence_timing"}
    body = "\n".join(json.dumps({k: v for k, v in r.items() if k not in ("salt", "hash")}) for r in rows)
    moved = client.post("/encounters/import", content=body.replace(eid, old).encode(), headers=NDJSON)
    assert moved.status_code == 201, moved.text
    gm = {"Authorization": f"Bearer {moved.json()['gm_token']}"}
    folded = client.get(f"/encounters/{old}", headers=gm).json()
    assert (folded["combatants"], folded["round"], folded["turn"]) == (
        shown["combatants"],
        shown["round"],
        shown["turn"],
    )
    r = client.post(f"/encounters/{old}/commands", json=attack(defence="best"), headers=gm)
    assert r.status_code == 200, r.text
    assert [e["type"] for e in r.json()["events"]][:2] == ["resource_changed", RESOLVED]
    assert one(r.json(), RESOLVED)["segments"][0]["damage"] == 4
