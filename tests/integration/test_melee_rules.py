"""§01 and §06 of the Unlit Spires seed through the API with scripted dice: ties, margins, double
six, double one and its +2, absorb with its minimum of 1. Each state equals the fold of its log."""

from __future__ import annotations

from typing import Any

from litestar import Litestar
from litestar.testing import TestClient

from fray.domain.dice import ScriptedDice

from .conftest import MakeClient, folded_state, new_encounter, send

WEAK_BEAST = {  # §11 builder: beast, 1 hit die, STR 6 → damage 1d6−2, Melee −2+1+2 = +1, Parry 0+1+0 = +1
    "name": "Starved Dog",
    "kind": "beast",
    "hit_dice": 1,
    "strength": 6,
    "dexterity": 10,
    "constitution": 10,
}


def start(make_client: MakeClient, dice: list[int], foe: dict[str, Any]) -> tuple[TestClient[Litestar], str]:
    """Bruce against one foe; initiative Bruce [6,6]+3 = 15, the foe [1,1] = 2: Bruce acts."""
    client = make_client(ScriptedDice([6, 6, 1, 1, *dice]))
    eid = new_encounter(client)
    assert send(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"}).status_code == 200
    assert send(client, eid, {"type": "unlit-spires.add_monster", **foe}).status_code == 200
    assert send(client, eid, {"type": "roll_initiative"}).status_code == 200
    r = send(client, eid, {"type": "advance_turn"})
    assert r.json()["state"]["turn"] == "bruce"
    return client, eid


def attack(client: TestClient[Litestar], eid: str, attacker: str, defender: str) -> dict[str, Any]:
    r = send(client, eid, {"type": "unlit-spires.melee_attack", "attacker_id": attacker, "target_id": defender})
    assert r.status_code == 200, r.text
    assert r.json()["state"] == folded_state(client, eid)
    out: dict[str, Any] = r.json()
    return out


def resolved(result: dict[str, Any]) -> dict[str, Any]:
    return next(e["data"] for e in result["events"] if e["type"] == "unlit-spires.attack_resolved")


def hp(result: dict[str, Any], cid: str) -> int:
    current: int = next(c["resources"]["hp"]["current"] for c in result["state"]["combatants"] if c["id"] == cid)
    return current


def test_a_tie_goes_to_the_defender(make_client: MakeClient) -> None:
    # Bruce [1,2] + 5 = 8 against the zombie [5,5] − 2 = 8: margin 0, a miss.
    client, eid = start(make_client, [1, 2, 5, 5], {"preset": "grey_tide_zombie"})
    out = attack(client, eid, "bruce", "grey-tide-zombie")
    a = resolved(out)
    assert (a["attack"]["total"], a["defence"]["total"], a["margin"], a["outcome"]) == (8, 8, 0, "miss")
    assert a["damage"] is None and hp(out, "grey-tide-zombie") == 22


def test_a_margin_of_one_to_nine_hits_and_absorb_comes_off(make_client: MakeClient) -> None:
    # Bruce [4,4] + 5 = 13 against Kugen [3,3] + 3 = 9: margin 4, a hit; 1d6+3 rolls 6: 9 − 2 = 7.
    client, eid = start(make_client, [4, 4, 3, 3, 6], {"preset": "kugen", "combatant_id": "kugen"})
    out = attack(client, eid, "bruce", "kugen")
    a = resolved(out)
    assert (a["margin"], a["outcome"]) == (4, "hit")
    assert a["damage"]["absorb"] == 2 and a["damage"]["dealt"] == 7  # "2 to 7, not 4 to 9"
    assert hp(out, "kugen") == 76 - 7


def test_double_six_strikes_through_any_defence_twice_and_ignores_absorb(make_client: MakeClient) -> None:
    # Bruce [6,6] + 5 = 17 against Kugen [6,6] + 3 = 15: perfect strike; (1+3) + (2+3) = 9, no absorb.
    client, eid = start(make_client, [6, 6, 6, 6, 1, 2], {"preset": "kugen", "combatant_id": "kugen"})
    a = resolved(out := attack(client, eid, "bruce", "kugen"))
    assert a["outcome"] == "perfect_strike"
    assert a["damage"]["rolls"] == [[1], [2]] and a["damage"]["ignores_absorb"] is True
    assert a["damage"]["dealt"] == 9 and hp(out, "kugen") == 67


def test_double_one_always_misses_and_the_next_attack_on_the_fumbler_has_plus_two(make_client: MakeClient) -> None:
    # Bruce [1,1] + 5 = 7 against the dog [1,2] + 1 = 4: would win on totals, but fumbles.
    # Then the dog [4,4] + 1 (+2 guard dropped) = 11 against Bruce's Parry [2,2] + 5 = 9: a hit.
    client, eid = start(make_client, [1, 1, 1, 2, 4, 4, 2, 2, 6], {"sheet": WEAK_BEAST})
    fumble = resolved(out := attack(client, eid, "bruce", "starved-dog"))
    assert fumble["outcome"] == "fumble" and fumble["margin"] == 3
    bruce = next(c for c in out["state"]["combatants"] if c["id"] == "bruce")
    assert [k["id"] for k in bruce["conditions"]] == ["guard_dropped"]
    send(client, eid, {"type": "advance_turn"})
    out = attack(client, eid, "starved-dog", "bruce")
    a = resolved(out)
    assert a["attack"]["modifiers"] == [{"label": "target dropped its guard (fumble)", "value": 2}]
    assert (a["attack"]["total"], a["defence"]["total"], a["outcome"]) == (11, 9, "hit")
    # 1d6−2 rolls 6 → 4 − Bruce's absorb 1 = 3; the +2 is spent.
    assert a["damage"]["dealt"] == 3 and hp(out, "bruce") == 18
    assert any(e["type"] == "condition_ended" and e["data"]["reason"] == "spent" for e in out["events"])
    assert next(c for c in out["state"]["combatants"] if c["id"] == "bruce")["conditions"] == []


def test_an_unspent_plus_two_lapses_when_the_fumblers_next_turn_starts(make_client: MakeClient) -> None:
    client, eid = start(make_client, [1, 1, 3, 3], {"sheet": WEAK_BEAST})
    attack(client, eid, "bruce", "starved-dog")
    send(client, eid, {"type": "advance_turn"})  # the dog's turn: it does not attack
    r = send(client, eid, {"type": "advance_turn"})  # Bruce's next turn
    ended = [e["data"] for e in r.json()["events"] if e["type"] == "condition_ended"]
    assert ended == [
        {"type": "condition_ended", "combatant_id": "bruce", "condition_id": "guard_dropped", "reason": "expired"}
    ]
    assert r.json()["state"] == folded_state(client, eid)


def test_a_hit_always_does_at_least_one(make_client: MakeClient) -> None:
    # Bruce's turn passes; the dog [5,5] + 1 = 11 against Bruce [1,2] + 5 = 8: margin 3, a hit;
    # 1d6−2 rolls 1: −1 − absorb 1 → still 1 hit point (§06).
    client, eid = start(make_client, [5, 5, 1, 2, 1], {"sheet": WEAK_BEAST})
    send(client, eid, {"type": "advance_turn"})
    a = resolved(out := attack(client, eid, "starved-dog", "bruce"))
    assert (a["outcome"], a["damage"]["expression"], a["damage"]["dealt"]) == ("hit", "1d6-2", 1)
    assert hp(out, "bruce") == 20


def test_a_clean_hit_adds_two(make_client: MakeClient) -> None:
    # Bruce [5,6] + 5 = 16 against the zombie [2,2] − 2 = 2: margin 14, clean hit; 1d6+3 rolls 1 → 6.
    client, eid = start(make_client, [5, 6, 2, 2, 1], {"preset": "grey_tide_zombie"})
    a = resolved(out := attack(client, eid, "bruce", "grey-tide-zombie"))
    assert (a["margin"], a["outcome"], a["damage"]["bonus"], a["damage"]["dealt"]) == (14, "clean_hit", 2, 6)
    assert hp(out, "grey-tide-zombie") == 16
