"""Follow-ups to the dnd5e-2024 ruleset through the API against real PostgreSQL, with scripted
dice: accepted commands fold to the returned state; refused ones answer a problem document
and append nothing. Sources: 002_06b8b5e39c23dcd7.txt, 003_f1a408214e2b5451.txt, PHB 2024."""

from __future__ import annotations

from typing import Any

from litestar import Litestar
from litestar.testing import TestClient

from fray.domain.dice import ScriptedDice

from .conftest import CountEvents, MakeClient, ok, send, who
from .dnd5e_blocks import FIGHTER, GOBLIN
from .test_dnd5e_fight import ev, new_5e

PROBLEM = "application/problem+json"


def start(
    make_client: MakeClient, dice: list[int], foe: dict[str, Any] | None = None, **options: Any
) -> tuple[TestClient[Litestar], str]:
    """Ana (fighter, 12 HP) and Gob; initiative Ana 20 + 2, Gob 1 + 2: Ana's turn."""
    client = make_client(ScriptedDice([20, 1, *dice]))
    eid = new_5e(client, **options)
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Ana", "stats": FIGHTER})
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Gob", "stats": foe or GOBLIN})
    ok(client, eid, {"type": "roll_initiative"})
    ok(client, eid, {"type": "advance_turn"})
    return client, eid


def refused(
    client: TestClient[Litestar], count_events: CountEvents, eid: str, body: dict[str, Any], status: int, says: str
) -> None:
    """``body`` is refused with ``status`` and a problem document saying ``says``; no event."""
    before = count_events(eid)
    r = send(client, eid, body)
    assert r.status_code == status, r.text
    assert r.headers["content-type"].startswith(PROBLEM)
    assert says in r.json()["detail"]
    assert count_events(eid) == before


def test_save_ends_takes_the_conditions_save_once(make_client: MakeClient, count_events: CountEvents) -> None:
    client, eid = start(make_client, [9])
    ok(
        client,
        eid,
        {
            "type": "dnd5e-2024.apply_condition",
            "target_id": "gob",
            "condition": "paralyzed",
            "source": "ana",
            "duration": "save_ends",
            "save_ability": "wis",
            "save_dc": 13,
        },
    )
    ok(client, eid, {"type": "advance_turn"})
    ok(client, eid, {"type": "advance_turn"})  # gob's turn ends: WIS DC 13 due
    save = {"type": "dnd5e-2024.saving_throw", "combatant_id": "gob", "condition_id": "paralyzed"}
    refused(client, count_events, eid, {**save, "ability": "str"}, 422, "WIS save")
    out = ok(client, eid, save)  # 9 + 0 < 13
    [s] = ev(out, "dnd5e-2024.saving_throw_rolled")
    assert (s["ability"], s["dc"], s["roll"]["total"], s["success"]) == ("wis", 13, 9, False)
    assert [k["id"] for k in who(out, "gob")["conditions"]] == ["paralyzed"]
    refused(client, count_events, eid, save, 409, "no save against paralyzed is due")


def test_one_levelled_spell_with_a_slot_per_turn(make_client: MakeClient, count_events: CountEvents) -> None:
    client, eid = start(make_client, [])
    out = ok(
        client,
        eid,
        {
            "type": "dnd5e-2024.cast_spell",
            "caster_id": "ana",
            "spell": "Healing Word",
            "spell_level": 1,
            "casting": "bonus_action",
        },
    )
    assert who(out, "ana")["resources"]["slot_1"]["current"] == 1
    refused(
        client,
        count_events,
        eid,
        {"type": "dnd5e-2024.cast_spell", "caster_id": "ana", "spell": "Magic Missile", "spell_level": 1},
        409,
        "one spell with a spell slot per turn",
    )
    out = ok(client, eid, {"type": "dnd5e-2024.cast_spell", "caster_id": "ana", "spell": "Fire Bolt"})
    assert who(out, "ana")["resources"]["slot_1"]["current"] == 1


def test_healing_records_hit_points_regained(make_client: MakeClient) -> None:
    client, eid = start(make_client, [4, 3])
    ok(client, eid, {"type": "dnd5e-2024.deal_damage", "target_id": "ana", "damage": [{"type": "cold", "amount": 5}]})
    out = ok(client, eid, {"type": "dnd5e-2024.heal", "target_id": "ana", "dice": "2d4", "amount": 2})
    [h] = ev(out, "healing_received")
    assert (h["amount"], h["regained"], who(out, "ana")["resources"]["hp"]["current"]) == (9, 5, 12)


def test_no_attacks_left_after_the_attack_action(make_client: MakeClient, count_events: CountEvents) -> None:
    client, eid = start(make_client, [2], {**GOBLIN, "hp_max": 40})
    out = ok(
        client, eid, {"type": "dnd5e-2024.attack", "attacker_id": "ana", "target_id": "gob", "attack": "Longsword"}
    )
    assert who(out, "ana")["resources"]["attacks_left"] == {"current": 0, "maximum": 1}
    refused(
        client,
        count_events,
        eid,
        {"type": "dnd5e-2024.attack", "attacker_id": "ana", "target_id": "gob", "attack": "Longsword"},
        409,
        "no attacks left",
    )


def test_concentration_ends_the_conditions_its_spell_holds_up(
    make_client: MakeClient, count_events: CountEvents
) -> None:
    client, eid = start(make_client, [5])
    paralyzed = {
        "type": "dnd5e-2024.apply_condition",
        "target_id": "gob",
        "condition": "paralyzed",
        "source": "ana",
        "duration": "save_ends",
        "save_ability": "wis",
        "save_dc": 13,
        "concentration": True,
    }
    refused(client, count_events, eid, paralyzed, 409, "not concentrating")
    ok(
        client,
        eid,
        {
            "type": "dnd5e-2024.cast_spell",
            "caster_id": "ana",
            "spell": "Hold Person",
            "spell_level": 1,
            "concentration": True,
        },
    )
    out = ok(client, eid, paralyzed)
    assert who(out, "gob")["conditions"][0]["lasts_while"] == {"combatant_id": "ana", "condition_id": "concentrating"}
    out = ok(
        client, eid, {"type": "dnd5e-2024.deal_damage", "target_id": "ana", "damage": [{"type": "fire", "amount": 6}]}
    )  # CON save 5 + 4 = 9 < DC 10
    assert [e["condition_id"] for e in ev(out, "condition_ended")] == ["concentrating", "paralyzed"]
    assert who(out, "gob")["conditions"] == [] and who(out, "ana")["resources"]["hp"]["current"] == 6


def test_petrified_resists_all_damage_and_only_a_thrown_weapon_goes_both_ways(
    make_client: MakeClient, count_events: CountEvents
) -> None:
    client, eid = start(make_client, [], {**GOBLIN, "hp_max": 30})
    ok(client, eid, {"type": "dnd5e-2024.apply_condition", "target_id": "gob", "condition": "petrified"})
    out = ok(
        client, eid, {"type": "dnd5e-2024.deal_damage", "target_id": "gob", "damage": [{"type": "fire", "amount": 9}]}
    )
    assert (
        ev(out, "dnd5e-2024.damage_resolved")[0]["total"] == 4 and who(out, "gob")["resources"]["hp"]["current"] == 26
    )
    refused(
        client,
        count_events,
        eid,
        {"type": "dnd5e-2024.attack", "attacker_id": "ana", "target_id": "gob", "attack": "Longsword", "ranged": True},
        422,
        "only a thrown weapon",
    )


def test_a_horrible_scar_is_in_play(make_client: MakeClient) -> None:
    client, eid = start(make_client, [12, 15, 4], lingering_injuries=True)
    ok(client, eid, {"type": "dnd5e-2024.roll_lingering_injury", "combatant_id": "ana"})  # 12: scar
    out = ok(
        client,
        eid,
        {"type": "dnd5e-2024.ability_check", "combatant_id": "ana", "ability": "cha", "skill": "persuasion"},
    )
    [r] = ev(out, "dnd5e-2024.ability_check_rolled")
    assert (r["roll"]["disadvantage"], r["roll"]["total"]) == (["horrible scar (003)"], 4)
