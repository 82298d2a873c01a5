"""dnd4e effects through the API: ongoing damage, saves in the creature's order with the
aftereffect after all of them, dying and death saves, healing from below 0, first aid,
second wind, temporary hit points. 004_e86ae0a0322fa3b5.txt §持续伤害, §豁免鉴定, §状态; PHB 2008
pp. 185, 291–295."""

from __future__ import annotations

from typing import Any

from .conftest import ok, send, who
from .dnd4e_blocks import FIGHTER, GOBLIN, IMP, WIZARD, MakeClient
from .test_dnd4e_attacks import ev, hp, ids, start


def markers(out: dict[str, Any], cid: str) -> list[str]:
    return [k["id"] for k in who(out, cid)["markers"]]


def test_ongoing_damage_of_one_type_keeps_the_highest_and_saves_come_in_the_chosen_order(
    make_client: MakeClient,
) -> None:
    # imp 15 + 7 = 22 first; Tail Sting 18 + 8 = 26 vs AC 20, 1d6 3 + 2 = 5; saves: venom 12 (ends),
    # slowed 5, ongoing 3 poison 10 (ends), ongoing 2 fire 4
    client, eid, out = start(make_client, [5, 15, 18, 3, 12, 5, 10, 4], ("Brandis", FIGHTER, 0, 0), ("Imp", IMP, 1, 0))
    assert out["state"]["turn"] == "imp"
    out = ok(client, eid, {"type": "dnd4e.attack", "attacker_id": "imp", "target_id": "brandis", "power": "Tail Sting"})
    assert hp(out, "brandis") == 35 and "venom" in ids(out, "brandis")
    for body in (
        {"condition": "slowed"},
        {"condition": "ongoing_damage", "ongoing": {"amount": 3, "damage_type": "poison"}},
        {"condition": "ongoing_damage", "ongoing": {"amount": 2, "damage_type": "fire"}},
    ):
        out = ok(client, eid, {"type": "dnd4e.apply_condition", "target_id": "brandis", "source": "imp", **body})
    assert ids(out, "brandis") == ["venom", "slowed", "ongoing_damage", "ongoing_damage:imp"]
    out = ok(client, eid, {"type": "advance_turn"})  # Brandis: 5 poison (not 3 more) and 2 fire
    hits = ev(out, "dnd4e.damage_resolved")
    assert [(h["source"], h["taken"]["total"]) for h in hits] == [
        ("ongoing 5 poison (venom)", 5),
        ("ongoing 2 fire (ongoing_damage:imp)", 2),
    ]
    assert hp(out, "brandis") == 28
    assert who(out, "brandis")["movement_left_ft"] == 10  # slowed: 2 squares
    out = ok(client, eid, {"type": "advance_turn"})  # the end of Brandis's turn: four saves due
    assert sorted(m for m in markers(out, "brandis") if m.startswith("save_due")) == [
        "save_due:ongoing_damage",
        "save_due:ongoing_damage:imp",
        "save_due:slowed",
        "save_due:venom",
    ]
    out = ok(client, eid, {"type": "dnd4e.saving_throw", "combatant_id": "brandis", "condition_id": "venom"})
    assert ev(out, "dnd4e.save_rolled")[0]["roll"]["succeeded"]
    assert "venom" not in ids(out, "brandis") and "dazed" not in ids(out, "brandis")
    assert "aftereffect:venom" in markers(out, "brandis")  # waits for the other saves
    r = send(client, eid, {"type": "dnd4e.saving_throw", "combatant_id": "brandis", "condition_id": "venom"})
    assert r.status_code == 409
    for kid in ("slowed", "ongoing_damage", "ongoing_damage:imp"):
        out = ok(client, eid, {"type": "dnd4e.saving_throw", "combatant_id": "brandis", "condition_id": kid})
    assert ids(out, "brandis") == ["slowed", "ongoing_damage:imp", "dazed"]
    assert not [m for m in markers(out, "brandis") if m.startswith(("save_due", "aftereffect"))]
    dazed = next(k for k in who(out, "brandis")["conditions"] if k["id"] == "dazed")
    assert dazed["expires"]["save"]["dc"] == 10


def test_saves_rolled_by_fray_when_the_encounter_says_so(make_client: MakeClient) -> None:
    client, eid, out = start(
        make_client, [5, 15, 18, 3, 9], ("Brandis", FIGHTER, 0, 0), ("Imp", IMP, 1, 0), saves="auto"
    )
    ok(client, eid, {"type": "dnd4e.attack", "attacker_id": "imp", "target_id": "brandis", "power": "Tail Sting"})
    ok(client, eid, {"type": "advance_turn"})
    out = ok(client, eid, {"type": "advance_turn"})
    [s] = ev(out, "dnd4e.save_rolled")
    assert (s["condition_id"], s["roll"]["face"], s["roll"]["succeeded"]) == ("venom", 9, False)
    assert "venom" in ids(out, "brandis") and not [m for m in markers(out, "brandis") if m.startswith("save_due")]


def test_dying_death_saves_a_natural_20_and_death_at_minus_bloodied(make_client: MakeClient) -> None:
    # the wizard (26 HP, bloodied 13, surge 6) at −4 is dying; death saves 5 (a failure), 20 (a surge)
    client, eid, out = start(make_client, [20, 1, 5, 20], ("Malys", WIZARD, 0, 0), ("Goblin", GOBLIN, 1, 0))
    out = ok(client, eid, {"type": "apply_damage", "target_id": "malys", "amount": 30})
    m = who(out, "malys")
    assert (m["resources"]["hp"]["current"], m["status"], m["down"]) == (-4, "dying", True)
    assert "prone" in ids(out, "malys")
    out = ok(client, eid, {"type": "advance_turn"})  # the end of Malys's turn: her death save is due
    assert "death_save_due" in markers(out, "malys")
    out = ok(client, eid, {"type": "dnd4e.death_save", "combatant_id": "malys"})
    assert ev(out, "dnd4e.death_save_rolled")[0]["save"]["outcome"] == "failed"
    assert who(out, "malys")["resources"]["death_save_failures"]["current"] == 1
    r = send(client, eid, {"type": "dnd4e.death_save", "combatant_id": "malys"})
    assert r.status_code == 409 and "end of its turn" in r.json()["detail"]
    ok(client, eid, {"type": "advance_turn"})
    out = ok(client, eid, {"type": "advance_turn"})
    out = ok(client, eid, {"type": "dnd4e.death_save", "combatant_id": "malys"})
    assert ev(out, "dnd4e.death_save_rolled")[0]["save"]["outcome"] == "surge"
    m = who(out, "malys")
    assert (m["resources"]["hp"]["current"], m["resources"]["surges"]["current"], m["status"]) == (6, 5, "active")
    out = ok(client, eid, {"type": "apply_damage", "target_id": "malys", "amount": 19})
    assert (hp(out, "malys"), who(out, "malys")["status"]) == (-13, "dead")
    r = send(client, eid, {"type": "dnd4e.heal", "target_id": "malys", "amount": 5})
    assert r.status_code == 409 and "dead" in r.json()["detail"]


def test_healing_from_below_zero_starts_at_zero_and_first_aid_stabilises(make_client: MakeClient) -> None:
    # Heal check 14 + 1 = 15 against DC 15
    client, eid, out = start(make_client, [20, 1, 14], ("Brandis", FIGHTER, 0, 0), ("Malys", WIZARD, 1, 0))
    out = ok(client, eid, {"type": "apply_damage", "target_id": "malys", "amount": 30})
    out = ok(client, eid, {"type": "dnd4e.first_aid", "combatant_id": "brandis", "target_id": "malys"})
    assert ev(out, "dnd4e.first_aid_rolled")[0]["succeeded"] and who(out, "malys")["status"] == "down"
    out = ok(client, eid, {"type": "dnd4e.heal", "target_id": "malys", "surge": True, "amount": 2})
    [h] = ev(out, "dnd4e.healing_rolled")
    assert (h["surge_value"], h["total"]) == (6, 8)
    m = who(out, "malys")
    assert (m["resources"]["hp"]["current"], m["status"], "stable" in ids(out, "malys")) == (8, "active", False)


def test_second_wind_and_temporary_hit_points(make_client: MakeClient) -> None:
    client, eid, out = start(make_client, [20, 1], ("Brandis", FIGHTER, 0, 0), ("Goblin", GOBLIN, 1, 0))
    ok(client, eid, {"type": "apply_damage", "target_id": "brandis", "amount": 25})
    out = ok(client, eid, {"type": "dnd4e.second_wind", "combatant_id": "brandis"})
    assert hp(out, "brandis") == 25 and who(out, "brandis")["resources"]["surges"]["current"] == 8
    wind = next(k for k in who(out, "brandis")["conditions"] if k["id"] == "second_wind")
    assert wind["modifiers"] == [{"applies_to": "defences", "amount": 2, "bonus_type": ""}]
    r = send(client, eid, {"type": "dnd4e.second_wind", "combatant_id": "brandis"})
    assert r.status_code == 409 and "once an encounter" in r.json()["detail"]
    ok(client, eid, {"type": "dnd4e.grant_temp_hp", "target_id": "brandis", "amount": 5})
    out = ok(client, eid, {"type": "dnd4e.grant_temp_hp", "target_id": "brandis", "amount": 3})
    assert who(out, "brandis")["resources"]["temp_hp"]["current"] == 5
    out = ok(client, eid, {"type": "apply_damage", "target_id": "brandis", "amount": 7})
    assert who(out, "brandis")["resources"]["temp_hp"]["current"] == 0 and hp(out, "brandis") == 23
    out = ok(client, eid, {"type": "advance_turn"})
    out = ok(client, eid, {"type": "advance_turn"})
    assert "second_wind" not in ids(out, "brandis")  # until the start of its next turn
