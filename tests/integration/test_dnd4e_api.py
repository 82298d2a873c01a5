"""dnd4e at the edge: dice from the table, refusals as problem documents that append nothing,
options checked at creation, the stat block checked strictly, every command listed in
``GET /rulesets`` and in the OpenAPI contract."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from fray.domain.commands import command_type_of
from fray.domain.dice import ScriptedDice
from fray.rules.dnd4e.commands import DND4E_COMMANDS

from .conftest import ok, send, who
from .dnd4e_blocks import FIGHTER, GOBLIN, WIZARD, MakeClient
from .test_dnd4e_attacks import add, ev, start


def table_fight(make_client: Any, dice: str = "table") -> tuple[Any, str]:
    client = make_client(ScriptedDice([]))
    r = client.post("/encounters", json={"ruleset": "dnd4e", "name": "At the table", "core": {"dice": dice}})
    assert r.status_code == 201, r.text
    eid = r.json()["state"]["encounter_id"]
    add(client, eid, "Brandis", FIGHTER, 0, 0)
    add(client, eid, "Goblin", GOBLIN, 1, 0)
    ok(client, eid, {"type": "roll_initiative", "rolls": [15, 10]})
    ok(client, eid, {"type": "advance_turn"})
    return client, eid


def test_dice_from_the_table_are_used_checked_and_marked(
    make_client: MakeClient, count_events: Callable[[str], int]
) -> None:
    client, eid = table_fight(make_client)
    swing = {"type": "dnd4e.attack", "attacker_id": "brandis", "target_id": "goblin", "power": "Cleave"}
    before = count_events(eid)
    r = send(client, eid, {**swing, "rolls": [21, 5]})
    assert r.status_code == 422 and "d20" in r.json()["detail"] and count_events(eid) == before
    r = send(client, eid, {**swing, "rolls": [12]})
    assert r.status_code == 422 and "no more dice" in r.json()["detail"] and count_events(eid) == before
    r = send(client, eid, {**swing, "rolls": [12, 5, 3]})
    assert r.status_code == 422 and count_events(eid) == before
    out = ok(client, eid, {**swing, "rolls": [12, 5]})
    [a] = ev(out, "dnd4e.attack_rolled")
    assert a["result"]["face"] == 12 and ev(out, "dnd4e.damage_rolled")[0]["roll"]["total"] == 9
    assert who(out, "goblin")["resources"]["hp"]["current"] == 15
    log = client.get(f"/encounters/{eid}/events").json()["events"]
    assert all(e["metadata"]["table_dice"] for e in log if e["type"] == "dnd4e.attack_rolled")


def test_a_close_burst_takes_its_d20s_in_target_order_then_one_damage_roll(make_client: MakeClient) -> None:
    client = make_client(ScriptedDice([]))
    created = client.post("/encounters", json={"ruleset": "dnd4e", "core": {"dice": "either"}})
    eid = created.json()["state"]["encounter_id"]
    burst = {
        "name": "Come and Get It",
        "kind": "close",
        "area": "burst",
        "size": 1,
        "targets": "enemies",
        "ability": "strength",
        "weapon": "1d8",
        "weapon_multiplier": 1,
    }
    add(client, eid, "Brandis", {**FIGHTER, "powers": [*FIGHTER["powers"], burst]}, 1, 1)
    add(client, eid, "Goblin", GOBLIN, 0, 0)
    add(client, eid, "Goblin", GOBLIN, 2, 2)
    ok(client, eid, {"type": "roll_initiative", "rolls": [20, 1, 2]})
    ok(client, eid, {"type": "advance_turn"})
    out = ok(
        client,
        eid,
        {"type": "dnd4e.use_power", "caster_id": "brandis", "power": "Come and Get It", "rolls": [17, 18, [6]]},
    )
    assert [a["result"]["face"] for a in ev(out, "dnd4e.attack_rolled")] == [17, 18]
    [d] = ev(out, "dnd4e.damage_rolled")
    assert d["targets"] == ["goblin", "goblin-2"] and d["roll"]["total"] == 10


@pytest.mark.parametrize(
    ("body", "status", "words"),
    [
        ({"type": "dnd4e.attack", "attacker_id": "goblin", "target_id": "brandis", "power": "Spear"}, 409, "turn"),
        (
            {"type": "dnd4e.attack", "attacker_id": "brandis", "target_id": "goblin", "power": "Fireball"},
            422,
            "no power",
        ),
        ({"type": "dnd4e.attack", "attacker_id": "brandis", "target_id": "nobody", "power": "Cleave"}, 404, "nobody"),
        ({"type": "dnd4e.attack", "attacker_id": "brandis", "target_id": "brandis", "power": "Cleave"}, 422, "itself"),
        (
            {"type": "dnd4e.use_power", "caster_id": "brandis", "power": "Cleave", "origin": {"x": 1, "y": 1}},
            422,
            "origin",
        ),
        ({"type": "dnd4e.opportunity_attack", "reactor_id": "brandis", "target_id": "goblin"}, 409, "own turn"),
        ({"type": "dnd4e.saving_throw", "combatant_id": "brandis", "condition_id": "slowed"}, 409, "no effect"),
        ({"type": "dnd4e.death_save", "combatant_id": "brandis"}, 409, "not dying"),
        ({"type": "dnd4e.first_aid", "combatant_id": "brandis", "target_id": "goblin"}, 409, "only the dying"),
        ({"type": "dnd4e.sustain", "combatant_id": "brandis", "condition_id": "Glowing Cage"}, 409, "sustains no"),
        ({"type": "dnd4e.spend_action_point", "combatant_id": "goblin"}, 409, "turn"),
        ({"type": "dnd4e.take_action", "combatant_id": "brandis", "action": "immediate"}, 409, "own turn"),
        ({"type": "dnd4e.heal", "target_id": "goblin", "surge": True}, 409, "surge"),
        ({"type": "dnd4e.heal", "target_id": "brandis"}, 422, "heal something"),
        ({"type": "dnd4e.apply_condition", "target_id": "goblin", "condition": "marked"}, 422, "source"),
        (
            {
                "type": "dnd4e.apply_condition",
                "target_id": "goblin",
                "condition": "slowed",
                "duration": "end_of_turn",
                "turn_of": "goblin",
            },
            422,
            "end of the turn",
        ),
        ({"type": "dnd4e.deal_damage", "target_id": "goblin", "damage": [{"dice": "2d"}]}, 422, "dice"),
        (
            {
                "type": "dnd4e.forced_movement",
                "target_id": "goblin",
                "by": "brandis",
                "kind": "pull",
                "distance": 1,
                "path": [{"x": 2, "y": 0}],
            },
            409,
            "nearer",
        ),
        (
            {"type": "dnd4e.add_combatant", "name": "Brandis", "combatant_id": "brandis", "stats": FIGHTER},
            409,
            "already",
        ),
        ({"type": "dnd4e.add_combatant", "name": "Late", "stats": GOBLIN, "surprised": True}, 409, "surprised"),
        ({"type": "dnd4e.second_wind", "combatant_id": "goblin"}, 409, "turn"),
        ({"type": "stand_up", "combatant_id": "brandis"}, 409, "not prone"),
        ({"type": "unlit-spires.melee_attack", "attacker_id": "brandis", "target_id": "goblin"}, 422, "dnd4e"),
    ],
)
def test_a_refused_command_is_a_problem_document_and_appends_nothing(
    make_client: MakeClient, count_events: Callable[[str], int], body: dict[str, Any], status: int, words: str
) -> None:
    client, eid, _ = start(make_client, [20, 1], ("Brandis", FIGHTER, 0, 0), ("Goblin", GOBLIN, 1, 0))
    before = count_events(eid)
    r = send(client, eid, body)
    assert r.status_code == status, r.text
    problem = r.json()
    assert r.headers["content-type"].startswith("application/problem+json")
    assert problem["status"] == status and words in problem["detail"], problem["detail"]
    assert count_events(eid) == before


@pytest.mark.parametrize(
    ("stats", "status"),
    [
        ({**FIGHTER, "hp_maxx": 40}, 400),
        ({**GOBLIN, "resist": [{"type": "cheese", "amount": 5}]}, 400),
        (
            {
                **FIGHTER,
                "powers": [
                    {"name": "Cleave", "ability": "strength", "weapon": "1d8", "weapon_multiplier": 1, "kind": "close"}
                ],
            },
            422,
        ),
        (
            {
                **WIZARD,
                "powers": [{"name": "Bolt", "kind": "ranged", "range": 10, "long_range": 5, "ability": "intelligence"}],
            },
            422,
        ),
        ({**FIGHTER, "powers": [{"name": "A", "ability": "strength"}, {"name": "a", "ability": "strength"}]}, 422),
        ({**FIGHTER, "powers": [{"name": "Swing", "ability": "strength", "damage": "1d8kh1"}]}, 422),
    ],
)
def test_a_stat_block_that_cannot_exist_is_refused_naming_why(
    make_client: MakeClient, count_events: Callable[[str], int], stats: dict[str, Any], status: int
) -> None:
    """Malformed JSON is the decoder's 400 (naming the field); a well-formed block that
    cannot exist is the rules' 422 (naming why)."""
    client = make_client(ScriptedDice([]))
    eid = client.post("/encounters", json={"ruleset": "dnd4e"}).json()["state"]["encounter_id"]
    r = send(client, eid, {"type": "dnd4e.add_combatant", "name": "X", "stats": stats})
    assert r.status_code == status, r.text
    assert count_events(eid) == 1


def test_options_are_checked_when_the_encounter_is_created(make_client: MakeClient) -> None:
    client = make_client(ScriptedDice([]))
    r = client.post("/encounters", json={"ruleset": "dnd4e", "options": {"saves": "sometimes"}})
    assert r.status_code == 422 and "saves" in r.json()["detail"]
    r = client.post("/encounters", json={"ruleset": "dnd4e", "options": {"save": "auto"}})
    assert r.status_code == 422 and "options: saves" in r.json()["detail"]
    r = client.post("/encounters", json={"ruleset": "dnd4e"})
    assert r.json()["state"]["options"] == {"saves": "prompt"}


def test_every_command_is_listed_and_in_the_contract(make_client: MakeClient) -> None:
    client = make_client(ScriptedDice([]))
    listed = next(r for r in client.get("/rulesets").json() if r["id"] == "dnd4e")
    tags = [command_type_of(c) for c in DND4E_COMMANDS]
    assert set(tags) <= set(listed["commands"]) and {"roll_initiative", "move_combatant"} <= set(listed["commands"])
    doc = client.get("/docs/openapi.json").json()
    assert set(tags) <= set(doc["components"]["schemas"]["Command"]["discriminator"]["mapping"])
    blocks = doc["components"]["schemas"]["StatBlock"]["discriminator"]["mapping"]
    assert blocks["dnd4e"].endswith("/Dnd4eStats")
