"""The edge cases trackers get wrong, through the API against real PostgreSQL with scripted
dice; after every command the returned state equals the fold of the stored log.
Sources: 002_06b8b5e39c23dcd7.txt §Шкода, §Тимчасові ОЗ, §Критичне влучання; published 5e
rules (PHB 2024) for death saves and durations."""

from __future__ import annotations

from typing import Any

from litestar import Litestar
from litestar.testing import TestClient

from fray.domain.dice import ScriptedDice

from .conftest import MakeClient, ok, send, who
from .dnd5e_blocks import FIGHTER, GOBLIN
from .test_dnd5e_fight import ev, new_5e


def start(
    make_client: MakeClient, dice: list[int], foe: dict[str, Any] | None = None
) -> tuple[TestClient[Litestar], str]:
    """Ana (fighter, 12 HP) and Gob; initiative Ana 20 + 2, Gob 1 + 2: Ana's turn."""
    client = make_client(ScriptedDice([20, 1, *dice]))
    eid = new_5e(client)
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Ana", "stats": FIGHTER})
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Gob", "stats": foe or GOBLIN})
    ok(client, eid, {"type": "roll_initiative"})
    ok(client, eid, {"type": "advance_turn"})
    return client, eid


def ids(out: dict[str, Any], cid: str) -> list[str]:
    return [k["id"] for k in who(out, cid)["conditions"]]


def test_resistance_and_vulnerability_on_one_type(make_client: MakeClient) -> None:
    client, eid = start(
        make_client, [6, 6, 6, 6, 1], {**GOBLIN, "hp_max": 40, "resistances": ["fire"], "vulnerabilities": ["fire"]}
    )
    out = ok(
        client,
        eid,
        {
            "type": "dnd5e-2024.deal_damage",
            "target_id": "gob",
            "damage": [{"type": "fire", "dice": "4d6", "amount": 1}],
        },
    )
    [d] = ev(out, "dnd5e-2024.damage_resolved")
    assert (d["parts"][0]["rolled"], d["total"]) == (25, 24)  # 25 → 12 → 24
    assert who(out, "gob")["resources"]["hp"]["current"] == 16


def test_temporary_hp_go_before_hp(make_client: MakeClient) -> None:
    client, eid = start(make_client, [])
    ok(client, eid, {"type": "dnd5e-2024.grant_temp_hp", "target_id": "ana", "amount": 5})
    out = ok(
        client, eid, {"type": "dnd5e-2024.deal_damage", "target_id": "ana", "damage": [{"type": "cold", "amount": 8}]}
    )
    assert (
        who(out, "ana")["resources"]["hp"]["current"] == 9 and who(out, "ana")["resources"]["temp_hp"]["current"] == 0
    )


def test_a_critical_doubles_the_dice_not_the_modifier(make_client: MakeClient) -> None:
    client, eid = start(make_client, [20, 8, 8], {**GOBLIN, "hp_max": 40})
    out = ok(
        client, eid, {"type": "dnd5e-2024.attack", "attacker_id": "ana", "target_id": "gob", "attack": "Longsword"}
    )
    [d] = ev(out, "dnd5e-2024.damage_resolved")
    assert d["total"] == 8 + 8 + 3 and who(out, "gob")["resources"]["hp"]["current"] == 40 - 19


def test_death_saves_through_damage_crits_and_healing(make_client: MakeClient) -> None:
    # Ana drops; damage at 0 HP is a failure; healing wakes her and resets it; she drops again,
    # a natural 1 is two failures, and the goblin's critical hit (two more) kills her.
    client, eid = start(make_client, [1, 20, 3, 3, 5])
    out = ok(
        client,
        eid,
        {"type": "dnd5e-2024.deal_damage", "target_id": "ana", "damage": [{"type": "slashing", "amount": 12}]},
    )
    assert "unconscious" in ids(out, "ana")
    out = ok(
        client,
        eid,
        {"type": "dnd5e-2024.deal_damage", "target_id": "ana", "damage": [{"type": "slashing", "amount": 1}]},
    )
    assert who(out, "ana")["resources"]["death_save_failures"]["current"] == 1
    out = ok(client, eid, {"type": "dnd5e-2024.heal", "target_id": "ana", "amount": 3})
    assert (
        who(out, "ana")["resources"]["hp"]["current"] == 3
        and who(out, "ana")["resources"]["death_save_failures"]["current"] == 0
    )
    assert "unconscious" not in ids(out, "ana")
    out = ok(
        client,
        eid,
        {"type": "dnd5e-2024.deal_damage", "target_id": "ana", "damage": [{"type": "slashing", "amount": 3}]},
    )
    r = send(client, eid, {"type": "dnd5e-2024.death_save", "combatant_id": "ana"})  # not at her turn's start
    assert r.status_code == 409 and "start of its own turn" in r.json()["detail"]
    ok(client, eid, {"type": "advance_turn"})  # gob's turn
    ok(client, eid, {"type": "advance_turn"})  # ana's: prompted
    out = ok(client, eid, {"type": "dnd5e-2024.death_save", "combatant_id": "ana"})  # natural 1
    assert who(out, "ana")["resources"]["death_save_failures"]["current"] == 2
    out = ok(client, eid, {"type": "advance_turn"})  # gob's turn
    out = ok(
        client, eid, {"type": "dnd5e-2024.attack", "attacker_id": "gob", "target_id": "ana", "attack": "Scimitar"}
    )  # advantage (unconscious, prone) 20 and 3: crit
    [a] = ev(out, "dnd5e-2024.attack_rolled")
    assert (a["critical"], a["auto_critical"]) == (True, False)
    assert "dead" in ids(out, "ana")


def test_a_duration_set_on_one_turn_naming_anothers_next_turn(make_client: MakeClient) -> None:
    # On Ana's turn, Ana is blinded "until the end of Gob's next turn" (Gob's turn this round),
    # and Gob is frightened "until the end of Ana's next turn" (not this one: the next).
    client, eid = start(make_client, [])
    ok(
        client,
        eid,
        {
            "type": "dnd5e-2024.apply_condition",
            "target_id": "ana",
            "condition": "blinded",
            "duration": "end_of_next_turn",
            "turn_of": "gob",
        },
    )
    ok(
        client,
        eid,
        {
            "type": "dnd5e-2024.apply_condition",
            "target_id": "gob",
            "condition": "frightened",
            "source": "ana",
            "duration": "end_of_next_turn",
            "turn_of": "ana",
        },
    )
    out = ok(client, eid, {"type": "advance_turn"})  # Ana's turn ended: Gob still frightened
    assert "blinded" in ids(out, "ana") and "frightened:ana" in ids(out, "gob")
    out = ok(client, eid, {"type": "advance_turn"})  # Gob's turn ended: Ana sees again; round 2
    assert "blinded" not in ids(out, "ana") and "frightened:ana" in ids(out, "gob")
    out = ok(client, eid, {"type": "advance_turn"})  # Ana's next turn ended
    assert "frightened:ana" not in ids(out, "gob")


def test_a_combatant_added_and_one_removed_mid_round(make_client: MakeClient) -> None:
    client, eid = start(make_client, [15])
    out = ok(
        client,
        eid,
        {
            "type": "dnd5e-2024.apply_condition",
            "target_id": "ana",
            "condition": "poisoned",
            "duration": "start_of_next_turn",
            "turn_of": "gob",
        },
    )
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Late", "stats": GOBLIN})
    out = ok(client, eid, {"type": "roll_initiative"})  # 15 + 2 = 17: between Ana and Gob
    assert out["state"]["initiative_order"] == ["ana", "late", "gob"]
    out = ok(client, eid, {"type": "remove_combatant", "combatant_id": "gob", "reason": "fled"})
    out = ok(client, eid, {"type": "advance_turn"})  # late
    assert out["state"]["turn"] == "late" and "poisoned" in ids(out, "ana")
    out = ok(client, eid, {"type": "advance_turn"})  # gob's place passes: its turn would start
    assert (out["state"]["round"], out["state"]["turn"]) == (2, "ana")
    assert "poisoned" not in ids(out, "ana")
