"""Impossible or mistyped dnd5e-2024 requests are refused as 4xx problems and append nothing:
dice that cannot roll (0 faces, 0 dice), unknown fields at any depth of a stat block, and stat
blocks that cannot exist (002 §Атака, §Дальні атаки, §Шкода; published 5e conditions)."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from .conftest import CountEvents, MakeClient, ok, send
from .dnd5e_blocks import FIGHTER, GOBLIN
from .test_dnd5e_fight import new_5e

PROBLEM = "application/problem+json"


def _block(**over: Any) -> dict[str, Any]:
    b = copy.deepcopy(FIGHTER)
    b.update(over)
    return b


def _sword(**over: Any) -> dict[str, Any]:
    return {"name": "Sword", "to_hit": 5, "damage": [{"dice": "1d8", "bonus": 3, "type": "slashing"}], **over}


# (why, stats, a word the detail names[, status]): mistyped blocks are a 400 from the decoder;
# well-formed blocks that cannot exist are refused by the rules, a 422 (InvalidCommand).
BAD_BLOCKS: list[tuple[str, dict[str, Any], str] | tuple[str, dict[str, Any], str, int]] = [
    ("d0 in an attack", _block(attacks=[_sword(damage=[{"dice": "1d0", "type": "slashing"}])]), "dice"),
    ("bare d0", _block(attacks=[_sword(damage=[{"dice": "d0", "type": "slashing"}])]), "dice"),
    ("0 dice", _block(attacks=[_sword(damage=[{"dice": "0d6", "type": "slashing"}])]), "dice"),
    ("d1", _block(attacks=[_sword(damage=[{"dice": "1d1", "type": "slashing"}])]), "dice"),
    ("typo at the top", {**FIGHTER, "hp_maxx": 3}, "hp_maxx"),
    ("typo in abilities", _block(abilities={"strength": 16, "dexterityy": 14}), "dexterityy"),
    ("typo in an attack", _block(attacks=[_sword(reach=10)]), "reach"),
    ("typo in a damage part", _block(attacks=[_sword(damage=[{"dice": "1d8", "typ": "fire", "type": "fire"}])]), "typ"),
    ("long below normal", _block(attacks=[_sword(range_ft=[60, 20])]), "long range", 422),
    ("neither reach nor range", _block(attacks=[_sword(reach_ft=None)]), "neither", 422),
    ("negative spell DC", _block(spell_save_dc=-3), "spell_save_dc"),
    ("names equal ignoring case", _block(attacks=[_sword(), _sword(name="SWORD")]), "SWORD", 422),
    ("immune and resistant", _block(immunities=["fire"], resistances=["fire"]), "fire", 422),
    ("immune and vulnerable", _block(immunities=["cold"], vulnerabilities=["cold"]), "cold", 422),
    ("unknown condition immunity", _block(condition_immunities=["sleepy"]), "sleepy", 422),
]


@pytest.mark.parametrize("case", BAD_BLOCKS, ids=[b[0] for b in BAD_BLOCKS])
def test_a_mistyped_stat_block_is_a_400_and_an_impossible_one_a_422(
    client: TestClient[Litestar],
    count_events: CountEvents,
    case: tuple[str, dict[str, Any], str] | tuple[str, dict[str, Any], str, int],
) -> None:
    _why, stats, named, status = (*case, 400) if len(case) == 3 else case
    eid = new_5e(client)
    before = count_events(eid)
    r = send(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Ana", "stats": stats})
    assert r.status_code == status, r.text
    assert r.headers["content-type"].startswith(PROBLEM)
    assert named in r.json()["detail"]
    assert count_events(eid) == before


@pytest.mark.parametrize(
    "body",
    [
        {"type": "dnd5e-2024.deal_damage", "target_id": "ana", "damage": [{"type": "fire", "dice": "1d0"}]},
        {"type": "dnd5e-2024.deal_damage", "target_id": "ana", "damage": [{"type": "fire", "dice": "d0"}]},
        {"type": "dnd5e-2024.deal_damage", "target_id": "ana", "damage": [{"type": "fire", "dice": "100d6"}]},
        {"type": "dnd5e-2024.heal", "target_id": "ana", "dice": "1d0"},
        {"type": "dnd5e-2024.heal", "target_id": "ana", "dice": "d0"},
    ],
    ids=["damage 1d0", "damage d0", "damage 100d6", "heal 1d0", "heal d0"],
)
def test_dice_without_faces_are_refused_at_decoding(
    client: TestClient[Litestar], count_events: CountEvents, body: dict[str, Any]
) -> None:
    eid = new_5e(client)
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Ana", "stats": FIGHTER})
    before = count_events(eid)
    r = send(client, eid, body)
    assert r.status_code == 400, r.text
    assert "dice" in r.json()["detail"]
    assert count_events(eid) == before


def test_a_good_block_still_joins_and_is_stored_plain(client: TestClient[Litestar]) -> None:
    eid = new_5e(client)
    out = ok(
        client,
        eid,
        {
            "type": "dnd5e-2024.add_combatant",
            "name": "Gob",
            "stats": {
                **GOBLIN,
                "resistances": ["fire"],
                "vulnerabilities": ["fire"],
                "condition_immunities": ["charmed"],
            },
        },
    )
    assert out["state"]["combatants"][0]["stats"]["condition_immunities"] == ["charmed"]


def test_a_cleave_chain_is_checked_before_any_die_is_rolled(make_client: MakeClient, count_events: CountEvents) -> None:
    from fray.domain.dice import ScriptedDice

    client = make_client(ScriptedDice([20, 1, 2]))  # initiative only: no die left to roll
    eid = new_5e(client, cleaving=True)
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Ana", "stats": FIGHTER, "position": {"x": 0, "y": 0}})
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Gob", "stats": GOBLIN, "position": {"x": 1, "y": 0}})
    ok(
        client,
        eid,
        {
            "type": "dnd5e-2024.add_combatant",
            "name": "Far",
            "combatant_id": "far",
            "stats": GOBLIN,
            "position": {"x": 6, "y": 0},
        },
    )
    ok(client, eid, {"type": "roll_initiative"})
    ok(client, eid, {"type": "advance_turn"})
    before = count_events(eid)
    r = send(
        client,
        eid,
        {
            "type": "dnd5e-2024.attack",
            "attacker_id": "ana",
            "target_id": "gob",
            "attack": "Longsword",
            "cleave_into": ["far"],
        },
    )
    assert r.status_code == 409 and "beyond Longsword's reach" in r.json()["detail"]
    assert count_events(eid) == before
