"""Unlit Spires rules that change state, through the API on real PostgreSQL with scripted dice
(000_c3c04d669a38e5ba.txt §01, §03, §05, §08). After each, the state returned equals the fold
of the stored log; a refused command appends nothing."""

from __future__ import annotations

from typing import Any

from litestar import Litestar
from litestar.testing import TestClient

from fray.domain.dice import ScriptedDice

from .conftest import CountEvents, MakeClient, new_encounter, ok, send, who


def fight(make_client: MakeClient, dice: list[int], *adds: dict[str, Any]) -> tuple[TestClient[Litestar], str]:
    """Combatants ``adds`` (initiative dice first in ``dice``, 2 each), then the first turn."""
    client = make_client(ScriptedDice(dice))
    eid = new_encounter(client)
    for body in adds:
        ok(client, eid, body)
    ok(client, eid, {"type": "roll_initiative"})
    ok(client, eid, {"type": "advance_turn"})
    return client, eid


BRUCE = {"type": "unlit-spires.add_hero", "preset": "bruce"}
ENOCH = {"type": "unlit-spires.add_hero", "preset": "enoch"}
ZOMBIE = {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie", "combatant_id": "zombie"}


def test_fumble_plus_two_is_spent_by_the_next_attack(make_client: MakeClient) -> None:
    # Bruce fumbles: [1,1] against the zombie's [3,3]; his guard drops.
    client, eid = fight(make_client, [6, 6, 1, 1, 1, 1, 3, 3, 3, 3, 2, 2, 1], BRUCE, ZOMBIE)
    out = ok(client, eid, {"type": "unlit-spires.melee_attack", "attacker_id": "bruce", "target_id": "zombie"})
    assert [k["id"] for k in who(out, "bruce")["conditions"]] == ["guard_dropped"]
    ok(client, eid, {"type": "advance_turn"})
    # Zombie [3,3] + 3 + 2 = 11 against Bruce's Parry [2,2] + 5 = 9: a hit; 1d6+1 rolls 1 → 2 − 1 = 1.
    out = ok(client, eid, {"type": "unlit-spires.melee_attack", "attacker_id": "zombie", "target_id": "bruce"})
    a = next(e["data"] for e in out["events"] if e["type"] == "unlit-spires.attack_resolved")
    assert (a["attack"]["total"], a["defence"]["total"], a["outcome"]) == (11, 9, "hit")
    assert who(out, "bruce")["conditions"] == [] and who(out, "bruce")["resources"]["hp"]["current"] == 20


def test_dodge_lasts_until_the_dodgers_next_turn(make_client: MakeClient) -> None:
    client, eid = fight(make_client, [6, 6, 1, 1, 4, 4, 2, 2], BRUCE, ZOMBIE)
    out = ok(client, eid, {"type": "unlit-spires.dodge", "combatant_id": "bruce"})
    assert who(out, "bruce")["conditions"][0]["expires"]["at"] == "start_of_turn"
    ok(client, eid, {"type": "advance_turn"})
    # Zombie [4,4] + 3 = 11 against [2,2] + 5 + 2 = 11: a miss thanks to the Dodge.
    out = ok(client, eid, {"type": "unlit-spires.melee_attack", "attacker_id": "zombie", "target_id": "bruce"})
    a = next(e["data"] for e in out["events"] if e["type"] == "unlit-spires.attack_resolved")
    assert a["outcome"] == "miss" and a["defence"]["modifiers"] == [{"label": "Dodge action", "value": 2}]
    out = ok(client, eid, {"type": "advance_turn"})
    assert out["state"]["turn"] == "bruce" and who(out, "bruce")["conditions"] == []


def test_spending_magic_points_and_the_409_when_short(make_client: MakeClient, count_events: CountEvents) -> None:
    client, eid = fight(make_client, [6, 6, 1, 1, 4, 4, 3, 3, 5, 4], ENOCH, ZOMBIE)
    body = {
        "type": "unlit-spires.cast_spell",
        "caster_id": "enoch",
        "spell": "frost bolt",
        "spell_level": 2,
        "form": "single_target",
        "target_ids": ["zombie"],
        "damage": "2d6",
    }
    # Enoch [4,4] + 8 = 16 against the zombie's Ward [3,3] + 2 = 8; 2d6 [5,4] = 9 (no absorb).
    out = ok(client, eid, body)
    assert who(out, "enoch")["resources"]["mp"] == {"current": 70, "maximum": 90}
    assert who(out, "zombie")["resources"]["hp"]["current"] == 13
    for _ in range(3):  # one help spell on himself a turn (one action each, §12), no dice: 70 → 10
        ok(client, eid, {"type": "advance_turn"})
        ok(client, eid, {"type": "advance_turn"})
        ok(client, eid, {**body, "form": "help", "target_ids": ["enoch"], "damage": None, "effect": "warded"})
    ok(client, eid, {"type": "advance_turn"})
    ok(client, eid, {"type": "advance_turn"})
    before = count_events(eid)
    r = send(client, eid, body)
    assert r.status_code == 409 and r.headers["content-type"].startswith("application/problem+json")
    assert r.json()["detail"] == "a level-2 spell costs 20 magic points; Enoch has 10"
    r = send(client, eid, {**body, "spell_level": 3})
    assert r.status_code == 409 and "up to level 2" in r.json()["detail"]
    assert count_events(eid) == before


def test_magic_point_recovery_and_first_light_once_a_day(make_client: MakeClient, count_events: CountEvents) -> None:
    client = make_client(ScriptedDice([]))
    eid = new_encounter(client)
    ok(client, eid, ENOCH)
    ok(client, eid, {"type": "apply_damage", "target_id": "enoch", "amount": 1})
    out = ok(client, eid, {"type": "unlit-spires.recover_magic_points", "kind": "dead_valley_dawn", "day": 1})
    assert out["events"][0]["data"]["amount"] == 0 and who(out, "enoch")["resources"]["mp"]["current"] == 90
    out = ok(client, eid, {"type": "unlit-spires.recover_magic_points", "kind": "first_light", "day": 2})
    assert who(out, "enoch")["stats"]["last_dawn_day"] == 2
    before = count_events(eid)
    r = send(client, eid, {"type": "unlit-spires.recover_magic_points", "kind": "first_light", "day": 2})
    assert r.status_code == 409 and "once a day" in r.json()["detail"]
    assert count_events(eid) == before


def test_opportunity_attack_off_turn_once_per_round(make_client: MakeClient, count_events: CountEvents) -> None:
    # Bruce's turn; he runs. Zombie [5,5] + 3 = 13 against his Parry [2,3] + 5 = 10; 1d6+1 rolls 4 → 4.
    client, eid = fight(make_client, [6, 6, 1, 1, 5, 5, 2, 3, 4], BRUCE, ZOMBIE)
    body = {"type": "unlit-spires.opportunity_attack", "reactor_id": "zombie", "target_id": "bruce"}
    out = ok(client, eid, body)
    assert who(out, "bruce")["resources"]["hp"]["current"] == 17
    assert who(out, "zombie")["spent"] == {"reaction": 1}
    assert who(out, "zombie")["spent_on"] == {"reaction": ["opportunity attack"]}
    before = count_events(eid)
    r = send(client, eid, body)
    assert r.status_code == 409 and "once per round" in r.json()["detail"]
    assert count_events(eid) == before
    out = ok(client, eid, {"type": "advance_turn"})
    assert who(out, "zombie")["spent"] == {}


def test_movement_on_the_grid_through_the_api(make_client: MakeClient) -> None:
    client, eid = fight(
        make_client, [6, 6, 1, 1], {**BRUCE, "position": {"x": 0, "y": 0}}, {**ZOMBIE, "position": {"x": 5, "y": 0}}
    )
    out = ok(
        client,
        eid,
        {
            "type": "move_combatant",
            "combatant_id": "bruce",
            "path": [{"x": 1, "y": 0}, {"x": 2, "y": 0}],
            "difficult": True,
        },
    )
    assert who(out, "bruce")["position"] == {"x": 2, "y": 0} and who(out, "bruce")["movement_left_ft"] == 5
    r = send(
        client, eid, {"type": "move_combatant", "combatant_id": "bruce", "path": [{"x": 3, "y": 0}], "how": "climb"}
    )
    assert r.status_code == 409 and "costs 10 ft" in r.json()["detail"]
    ok(client, eid, {"type": "dash", "combatant_id": "bruce"})
    out = ok(
        client, eid, {"type": "move_combatant", "combatant_id": "bruce", "path": [{"x": 3, "y": 0}, {"x": 4, "y": 0}]}
    )
    assert who(out, "bruce")["movement_left_ft"] == 20
