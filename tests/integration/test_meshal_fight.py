"""Meshal Lite end to end through the API: a whole fight whose every state equals the fold of
its log, the refusals (each a problem document that appends nothing), dice from the table,
the options check, and the ruleset listed with every command."""

from __future__ import annotations

import random
from typing import Any

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from fray.demo.meshal_cast import DOOR, GHOST, HEXER, KNIGHT, ROGUE, WOLF
from fray.demo.meshal_tactics import next_command
from fray.domain.dice import ScriptedDice, SeededDice
from fray.rules.meshal_lite.commands import MESHAL_COMMANDS

from .conftest import CountEvents, MakeClient, folded_state, ok, send
from .meshal_api import PROBLEM, add, encounter, fight, one, refused


def _standing(state: dict[str, Any], side: str) -> bool:
    return any(
        c["side"] == side and c["status"] == "active" for c in state["combatants"] if c["stats"]["kind"] == "creature"
    )


@pytest.mark.parametrize("seed", ["mill-1", "mill-2"])
def test_a_whole_fight_is_played_to_the_end_and_folds_to_its_state(make_client, seed: str) -> None:  # type: ignore[no-untyped-def]
    client = make_client(SeededDice(seed))
    eid = encounter(client)
    roster = [
        (KNIGHT, "party", (1, 2)),
        (ROGUE, "party", (1, 4)),
        (HEXER, "party", (0, 3)),
        (WOLF, "foes", (8, 1)),
        (WOLF, "foes", (8, 5)),
        (GHOST, "foes", (9, 3)),
    ]
    for sheet, side, at in roster:
        add(client, eid, sheet, side, at)
    ok(client, eid, {"type": "meshal-lite.add_object", "sheet": DOOR, "position": {"x": 6, "y": 3}})
    ok(client, eid, {"type": "roll_initiative"})
    out = ok(client, eid, {"type": "advance_turn"})
    rng = random.Random(seed)
    for _ in range(200):
        if not _standing(out["state"], "party") or not _standing(out["state"], "foes"):
            break
        while (body := next_command(out["state"], out["state"]["turn"], rng)) is not None:
            out = ok(client, eid, body)
        out = ok(client, eid, {"type": "advance_turn"})
    state = out["state"]
    assert not (_standing(state, "party") and _standing(state, "foes")), "the fight did not end in 200 turns"
    end = one(ok(client, eid, {"type": "meshal-lite.end_fight"}), "meshal-lite.fight_ended")
    # (20 + 20 + 25 − (36 + 30 + 33)) ÷ 3 = −11: Basic.
    assert (end["gap"], end["intensity"], end["decided_by"]) == (-11, "Basic", "the field")
    assert end["outcome"] == ("victory" if _standing(state, "party") else "defeat")
    log = client.get(f"/encounters/{eid}/events").json()["events"]
    assert any(e["type"] == "meshal-lite.attack_resolved" and any(s["hit"] for s in e["data"]["segments"]) for e in log)
    assert client.get(f"/encounters/{eid}").json() == folded_state(client, eid)


@pytest.fixture
def knight_vs_wolf(make_client: MakeClient) -> tuple[TestClient[Litestar], str]:
    client, eid, _ = fight(
        make_client,
        [6, 6, 6, 1, 1, 1, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3],
        [(KNIGHT, "party", (0, 0)), (WOLF, "foes", (1, 0))],
    )
    return client, eid


REFUSALS: list[tuple[dict[str, Any], int, str]] = [
    ({"type": "meshal-lite.add_creature", "sheet": {"name": "X", "hp": 3}}, 400, "at $.sheet.hp: unknown field 'hp'"),
    ({"type": "meshal-lite.add_creature", "sheet": {"name": "X", "attributes": {"might": 0}}}, 400, ">= 1"),
    (
        {"type": "meshal-lite.add_creature", "sheet": {"name": "X", "pools": {"might": 4}}},
        422,
        "a pool holds 0 to 3 dice",
    ),
    (
        {
            "type": "meshal-lite.add_creature",
            "sheet": {"name": "X", "attributes": {"spirit": "-"}, "pools": {"spirit": 1}},
        },
        422,
        'spirit is "-"',
    ),
    (
        {
            "type": "meshal-lite.add_creature",
            "sheet": {
                "name": "X",
                "attacks": [
                    {"name": "a", "targets": ["might"], "dice": {"plus": 1}},
                    {"name": "a", "targets": ["might"], "dice": {}},
                ],
            },
        },
        422,
        "each attack of a stat block has its own name",
    ),
    (
        {
            "type": "meshal-lite.add_creature",
            "sheet": {
                "name": "X",
                "attacks": [{"name": "a", "targets": ["might"], "dice": {}, "reach": {"low": 4, "high": 2}}],
            },
        },
        422,
        "runs backwards",
    ),
    (
        {"type": "meshal-lite.add_creature", "sheet": KNIGHT, "combatant_id": "knight"},
        409,
        "there is already a combatant 'knight'",
    ),
    ({"type": "meshal-lite.add_creature", "sheet": KNIGHT, "position": {"x": 1, "y": 0}}, 409, "Wolf is on (1, 0)"),
    (
        {"type": "meshal-lite.add_object", "sheet": {"name": "Paper", "material": "paper"}},
        422,
        "more than 0 fingers thick",
    ),
    (
        {"type": "meshal-lite.attack", "attacker_id": "knight", "target_id": "wolf", "attack": "kick"},
        422,
        "Knight has no attack 'kick'; its attacks: sword, crossbow",
    ),
    (
        {"type": "meshal-lite.attack", "attacker_id": "wolf", "target_id": "knight", "attack": "bite"},
        409,
        "Wolf can attack only on its own turn; it is knight's turn",
    ),
    (
        {
            "type": "meshal-lite.attack",
            "attacker_id": "knight",
            "target_id": "wolf",
            "attack": "sword",
            "defence": "resist",
        },
        409,
        "sword can be defended by parry/dodge, not resist",
    ),
    (
        {
            "type": "meshal-lite.attack",
            "attacker_id": "knight",
            "target_id": "wolf",
            "attack": "sword",
            "take_damage": ["spirit"],
        },
        409,
        "sword removes dice from might, not spirit",
    ),
    (
        {"type": "meshal-lite.attack", "attacker_id": "knight", "target_id": "knight", "attack": "sword"},
        422,
        "does not attack itself",
    ),
    (
        {"type": "meshal-lite.attack", "attacker_id": "knight", "target_id": "bear", "attack": "sword"},
        404,
        "no combatant 'bear'",
    ),
    ({"type": "dash", "combatant_id": "knight"}, 422, "meshal-lite has no dash"),
    ({"type": "apply_damage", "target_id": "wolf", "amount": 1}, 422, "Wolf has no track 'hp'"),
    ({"type": "apply_damage", "target_id": "wolf", "track": "spirit", "amount": 1}, 422, "Wolf has no track 'spirit'"),
    (
        {"type": "meshal-lite.take_action", "combatant_id": "knight", "action": "lift"},
        409,
        "lifting (举起或放下) is an extension rule that is off",
    ),
    (
        {"type": "meshal-lite.take_action", "combatant_id": "knight", "action": "search", "item_size": "light"},
        422,
        "item sizes go with handle_item only",
    ),
    ({"type": "meshal-lite.refund_mobility", "target_id": "knight", "amount": 1}, 422, "cannot refund 1⚡"),
    ({"type": "meshal-lite.refund_mobility", "target_id": "knight", "amount": 0}, 422, "give the ⚡ paid"),
    ({"type": "meshal-lite.end_fight"}, 409, "both sides still have creatures standing"),
    ({"type": "meshal-lite.end_fight", "party_side": "heroes"}, 409, "no creature is on the side 'heroes'"),
    ({"type": "meshal-lite.rest"}, 409, "a Moment process breaks a rest"),
    (
        {"type": "meshal-lite.take_loot", "combatant_id": "knight", "target_id": "wolf", "items": ["pelt"]},
        409,
        "loot is taken after the fight",
    ),
    (
        {"type": "meshal-lite.check", "combatant_id": "knight", "dice": {"attributes": ["might"]}, "roll_dice": 9},
        422,
        "this roll allows 5 dice",
    ),
    (
        {"type": "meshal-lite.check", "combatant_id": "knight", "dice": {}, "fate": [{"die": 0, "face": 1}]},
        409,
        "expense of fate is an extension rule that is off",
    ),
    (
        {"type": "meshal-lite.check", "combatant_id": "knight", "dice": {}, "helpers": ["knight"]},
        409,
        "not the roller itself",
    ),
    (
        {"type": "meshal-lite.contest", "combatant_id": "knight", "target_id": "knight", "dice": {}, "target_dice": {}},
        409,
        "a contest needs two sides",
    ),
    ({"type": "meshal-lite.flee", "combatant_id": "knight"}, 409, "fleeing needs 3 rounds in a row unhit"),
    (
        {"type": "meshal-lite.set_temporary", "target_id": "wolf", "attribute": "spirit", "temporary": 1},
        409,
        'Wolf\'s spirit is "-"',
    ),
    (
        {"type": "meshal-lite.set_temporary", "target_id": "wolf", "attribute": "might", "temporary": 0},
        409,
        "already has a temporary part of 0",
    ),
    ({"type": "move_combatant", "combatant_id": "knight", "path": [{"x": 2, "y": 2}]}, 409, "is not next to"),
    ({"type": "move_combatant", "combatant_id": "knight", "path": [{"x": 0, "y": 1}], "how": "swim"}, 200, ""),
]


@pytest.mark.parametrize(("body", "status", "says"), REFUSALS)
def test_refusals_are_problem_documents_and_append_nothing(
    knight_vs_wolf: tuple[TestClient[Litestar], str],
    count_events: CountEvents,
    body: dict[str, Any],
    status: int,
    says: str,
) -> None:
    client, eid = knight_vs_wolf
    if status == 200:  # a control: the same kind of command, well formed, is accepted
        ok(client, eid, body)
        return
    before = count_events(eid)
    r = send(client, eid, body)
    assert r.status_code == status, r.text
    assert r.headers["content-type"] == PROBLEM and r.json()["status"] == status
    assert says in r.json()["detail"], r.json()["detail"]
    assert count_events(eid) == before


def test_bad_options_are_refused_when_the_encounter_is_created(client: TestClient[Litestar]) -> None:
    for options, says in (
        ({"mobility_per_round": 0}, ">= 1"),
        ({"coup_de_grace": "yes"}, "Expected `bool`"),
        ({"mobility": 3}, "unknown field"),
        ({"defence_pools": {"parry": "luck"}}, "Invalid enum value 'luck'"),
    ):
        r = client.post("/encounters", json={"ruleset": "meshal-lite", "options": options})
        assert r.status_code == 422 and r.headers["content-type"] == PROBLEM, r.text
        assert says in r.json()["detail"]
    r = client.post("/encounters", json={"ruleset": "meshal-lite", "options": {"coup_de_grace": True}})
    options = r.json()["state"]["options"]
    assert options["coup_de_grace"] is True and options["mobility_per_round"] == 3
    assert options["defence_pools"] == {"parry": "might", "dodge": "activeness", "resist": "spirit"}


def test_a_defence_rolls_the_pool_the_options_name(make_client) -> None:  # type: ignore[no-untyped-def]
    # With parry on Spirit, the wolf ("-" Spirit) parries with 3 dice, not its 4 Might.
    client, eid, _ = fight(
        make_client,
        [6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 3, 3],
        [(KNIGHT, "party", None), (WOLF, "foes", None)],
        options={"defence_pools": {"parry": "spirit"}},
    )
    out = ok(
        client,
        eid,
        {
            "type": "meshal-lite.attack",
            "attacker_id": "knight",
            "target_id": "wolf",
            "attack": "sword",
            "defence": "parry",
        },
    )
    [s] = one(out, "meshal-lite.attack_resolved")["segments"]
    assert (s["defence_faces"], s["defence_points"], s["remainder"]) == ([2, 3, 3], 2, 3)


def test_dice_from_the_table_are_used_checked_and_marked(make_client, count_events) -> None:  # type: ignore[no-untyped-def]
    client = make_client(ScriptedDice([]))
    eid = encounter(client, core={"dice": "table"})
    add(client, eid, KNIGHT, "party", (0, 0))
    add(client, eid, WOLF, "foes", (1, 0))
    refused(
        client,
        eid,
        {"type": "roll_initiative", "rolls": [[6, 6, 6], [1, 1, 1, 1]]},
        422,
        "roll 2 of this command is 5d6; the entry [1, 1, 1, 1] has 4 faces",
        count_events,
    )
    out = ok(client, eid, {"type": "roll_initiative", "rolls": [[6, 6, 6], [1, 1, 1, 1, 1]]})
    assert out["events"][0]["metadata"]["table_dice"] is True
    ok(client, eid, {"type": "advance_turn"})
    body = {
        "type": "meshal-lite.attack",
        "attacker_id": "knight",
        "target_id": "wolf",
        "attack": "sword",
        "defence": "best",
    }
    refused(
        client,
        eid,
        {**body, "rolls": [[1, 2, 2, 5, 7], [1, 3, 3, 4, 6]]},
        422,
        "a d6: 7 cannot come up on it",
        count_events,
    )
    refused(client, eid, {**body, "rolls": [[1, 2, 2, 5, 6]]}, 422, "no more dice were entered", count_events)
    out = ok(client, eid, {**body, "rolls": [[1, 2, 2, 5, 6], [1, 3, 3, 4, 6]]})
    [s] = one(out, "meshal-lite.attack_resolved")["segments"]
    assert (s["faces"], s["defence_faces"], s["damage"]) == ([1, 2, 2, 5, 6], [1, 3, 3, 4, 6], 4)
    assert all(e["metadata"]["table_dice"] for e in out["events"])
    out = ok(
        client, eid, {"type": "meshal-lite.check", "combatant_id": "knight", "dice": {"plus": 4}, "rolls": [3, 1, 2, 6]}
    )
    assert one(out, "meshal-lite.check_rolled")["result"] == 3  # 凯瑞达's 4🎲 of 3, 1, 2, 6


def test_the_ruleset_is_listed_with_every_command(client: TestClient[Litestar]) -> None:
    listed = {r["id"]: r for r in client.get("/rulesets").json()}
    meshal = listed["meshal-lite"]
    assert meshal["source"] == "001_5f4122b8a83d6727.txt"
    tags = {c.__struct_config__.tag for c in MESHAL_COMMANDS}
    assert tags <= set(meshal["commands"]) and {"move_combatant", "roll_initiative"} <= set(meshal["commands"])
    spec = client.get("/docs/openapi.json").json()
    body = spec["paths"]["/encounters/{encounter_id}/commands"]["post"]["requestBody"]
    assert body["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/Command"}
    mapping = spec["components"]["schemas"]["Command"]["discriminator"]["mapping"]
    assert tags <= set(mapping)
