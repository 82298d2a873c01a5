"""dnd4e attacks through the API against real PostgreSQL, with scripted dice; every returned
state equals the fold of the stored log (``ok``). 004_e86ae0a0322fa3b5.txt §攻击检定 … §重击."""

from __future__ import annotations

from typing import Any

from fray.domain.dice import ScriptedDice

from .conftest import ok, send, who
from .dnd4e_blocks import FIGHTER, GOBLIN, IMP, OGRE, WIZARD, MakeClient


def new4e(client: Any, **options: Any) -> str:
    r = client.post("/encounters", json={"ruleset": "dnd4e", "name": "Keep on the Shadowfell", "options": options})
    assert r.status_code == 201, r.text
    eid: str = r.json()["state"]["encounter_id"]
    return eid


def add(
    client: Any, eid: str, name: str, stats: dict[str, Any], x: int | None = None, y: int | None = None, **more: Any
) -> dict[str, Any]:
    body: dict[str, Any] = {"type": "dnd4e.add_combatant", "name": name, "stats": stats, **more}
    if x is not None:
        body["position"] = {"x": x, "y": y}
    return ok(client, eid, body)


def ev(out: dict[str, Any], tag: str) -> list[dict[str, Any]]:
    return [e["data"] for e in out["events"] if e["type"] == tag]


def ids(out: dict[str, Any], cid: str) -> list[str]:
    return [k["id"] for k in who(out, cid)["conditions"]]


def hp(out: dict[str, Any], cid: str) -> int:
    current: int = who(out, cid)["resources"]["hp"]["current"]
    return current


def start(
    make_client: Any, dice: list[int], *people: tuple[str, dict[str, Any], int | None, int | None], **options: Any
) -> tuple[Any, str, dict[str, Any]]:
    """An encounter with ``people`` (name, block, x, y) added in order, initiative rolled
    (one d20 each, first from ``dice``) and the first turn started."""
    client = make_client(ScriptedDice(dice))
    eid = new4e(client, **options)
    for name, stats, x, y in people:
        add(client, eid, name, stats, x, y)
    ok(client, eid, {"type": "roll_initiative"})
    return client, eid, ok(client, eid, {"type": "advance_turn"})


def test_a_hit_shows_every_part_of_the_attack_and_the_defence(make_client: MakeClient) -> None:
    # initiative: fighter 15 + 2 = 17, goblin 10 + 3 = 13; Cleave 12 + 8 = 20 vs AC 16; 1d8 5 + 4 = 9
    client, eid, out = start(make_client, [15, 10, 12, 5], ("Brandis", FIGHTER, 0, 0), ("Goblin", GOBLIN, 1, 0))
    assert out["state"]["turn"] == "brandis"
    out = ok(client, eid, {"type": "dnd4e.attack", "attacker_id": "brandis", "target_id": "goblin", "power": "Cleave"})
    [a] = ev(out, "dnd4e.attack_rolled")
    assert (a["result"]["face"], a["result"]["total"], a["result"]["hit"]) == (12, 20, True)
    parts = {p["label"]: p["value"] for p in a["result"]["bonus"]["parts"]}
    assert parts == {"half level": 1, "STR modifier": 4, "longsword": 3}
    assert a["defence"]["total"] == 16
    [d] = ev(out, "dnd4e.damage_rolled")
    assert (d["roll"]["total"], d["roll"]["portions"][0]["faces"]) == (9, [5])
    assert hp(out, "goblin") == 15 and "marked" in ids(out, "goblin")
    assert who(out, "brandis")["spent"] == {"standard": 1}


def test_the_fighters_derived_defences(make_client: MakeClient) -> None:
    # the goblin's spear against each of the fighter's defences: AC 20 (10 + 1 + 7 armour + 2 shield)
    client, eid, out = start(make_client, [1, 20, 13, 3], ("Brandis", FIGHTER, 0, 0), ("Goblin", GOBLIN, 1, 0))
    assert out["state"]["turn"] == "goblin"
    out = ok(client, eid, {"type": "dnd4e.attack", "attacker_id": "goblin", "target_id": "brandis", "power": "Spear"})
    [a] = ev(out, "dnd4e.attack_rolled")
    assert a["defence"]["total"] == 20 and a["result"]["total"] == 19 and not a["result"]["hit"]
    kinds = {p["label"]: p["value"] for p in a["defence"]["parts"]}
    assert kinds == {"base": 10, "half level": 1, "armour": 7, "shield": 2}


def test_natural_20_criticals_and_a_natural_20_that_only_hits(make_client: MakeClient) -> None:
    # the wizard's Magic Missile (+5 vs Reflex) on the goblin (Reflex 14): 20 → 25, a critical: 2d4 max 8 + 4 = 12
    client, eid, out = start(make_client, [20, 1, 20], ("Malys", WIZARD, 0, 0), ("Goblin", GOBLIN, 5, 0))
    out = ok(
        client, eid, {"type": "dnd4e.attack", "attacker_id": "malys", "target_id": "goblin", "power": "Magic Missile"}
    )
    [a] = ev(out, "dnd4e.attack_rolled")
    assert a["result"]["critical"] and a["result"]["automatic"] == "hit"
    [d] = ev(out, "dnd4e.damage_rolled")
    assert d["roll"]["critical"] and d["roll"]["total"] == 12 and d["roll"]["portions"][0]["maximised"]
    assert hp(out, "goblin") == 12
    # an ogre's Reflex 17 is out of reach of a −20 penalty: a natural 20 hits but is no critical
    client, eid, out = start(make_client, [20, 1, 20, 3, 2], ("Malys", WIZARD, 0, 0), ("Ogre", OGRE, 5, 0))
    out = ok(
        client,
        eid,
        {
            "type": "dnd4e.attack",
            "attacker_id": "malys",
            "target_id": "ogre",
            "power": "Magic Missile",
            "bonuses": [{"value": -20, "source": "curse"}],
        },
    )
    [a] = ev(out, "dnd4e.attack_rolled")
    assert (a["result"]["hit"], a["result"]["critical"], a["result"]["total"]) == (True, False, 5)
    [d] = ev(out, "dnd4e.damage_rolled")
    assert d["roll"]["total"] == 3 + 2 + 4 and not d["roll"]["critical"]


def test_an_area_burst_rolls_once_for_damage_and_hits_a_large_creature_once(make_client: MakeClient) -> None:
    # Scorching Burst (area burst 1 within 10) centred on (5, 1): the goblin at (4, 1), the ogre's 2×2
    # space from (5, 0) (four squares in the burst); d20 per target: 15 (goblin), 4 (ogre); one 1d6: 6
    client, eid, out = start(
        make_client, [20, 1, 1, 15, 4, 6], ("Malys", WIZARD, 0, 0), ("Goblin", GOBLIN, 4, 1), ("Ogre", OGRE, 5, 0)
    )
    out = ok(
        client,
        eid,
        {"type": "dnd4e.use_power", "caster_id": "malys", "power": "Scorching Burst", "origin": {"x": 5, "y": 1}},
    )
    rolls = ev(out, "dnd4e.attack_rolled")
    assert [r["target_id"] for r in rolls] == ["goblin", "ogre"]
    assert [r["result"]["hit"] for r in rolls] == [True, False]
    [d] = ev(out, "dnd4e.damage_rolled")
    assert d["targets"] == ["goblin"] and d["roll"]["total"] == 10
    [used] = ev(out, "dnd4e.power_used")
    assert used["targets"] == ["goblin", "ogre"] and len(used["area"]) == 9
    assert hp(out, "goblin") == 14 and hp(out, "ogre") == 111


def test_a_close_blast_never_covers_its_user_and_provokes_nothing(make_client: MakeClient) -> None:
    client, eid, out = start(make_client, [20, 1, 18, 2], ("Malys", WIZARD, 0, 0), ("Goblin", GOBLIN, 1, 1))
    r = send(
        client,
        eid,
        {"type": "dnd4e.use_power", "caster_id": "malys", "power": "Thunderwave", "origin": {"x": 0, "y": 0}},
    )
    assert r.status_code == 409 and "origin" in r.json()["detail"]
    out = ok(
        client,
        eid,
        {"type": "dnd4e.use_power", "caster_id": "malys", "power": "Thunderwave", "origin": {"x": 1, "y": 0}},
    )
    [used] = ev(out, "dnd4e.power_used")
    assert used["targets"] == ["goblin"] and used["provokes"] == []
    assert "power_used:thunderwave" in [k["id"] for k in who(out, "malys")["markers"]]
    r = send(
        client,
        eid,
        {"type": "dnd4e.use_power", "caster_id": "malys", "power": "Thunderwave", "origin": {"x": 1, "y": 0}},
    )
    assert r.status_code == 409 and "used" in r.json()["detail"]


def test_a_ranged_attack_next_to_an_enemy_provokes_and_the_enemy_takes_its_opportunity(make_client: MakeClient) -> None:
    # Malys shoots the adjacent goblin (d20 3: a miss); the goblin's opportunity attack: 16 + 6 = 22 vs AC 15, 1d6 4 + 2
    client, eid, out = start(make_client, [20, 1, 3, 16, 4], ("Malys", WIZARD, 0, 0), ("Goblin", GOBLIN, 1, 0))
    out = ok(
        client, eid, {"type": "dnd4e.attack", "attacker_id": "malys", "target_id": "goblin", "power": "Magic Missile"}
    )
    assert ev(out, "dnd4e.power_used")[0]["provokes"] == ["goblin"]
    out = ok(client, eid, {"type": "dnd4e.opportunity_attack", "reactor_id": "goblin", "target_id": "malys"})
    [a] = ev(out, "dnd4e.attack_rolled")
    assert a["opportunity"] and a["result"]["hit"] and hp(out, "malys") == 20
    r = send(client, eid, {"type": "dnd4e.opportunity_attack", "reactor_id": "goblin", "target_id": "malys"})
    assert r.status_code == 409 and "opportunity" in r.json()["detail"]


def test_combat_advantage_from_flanking_and_the_mark_penalty(make_client: MakeClient) -> None:
    # two fighters either side of the goblin: +2 combat advantage; the marked goblin attacking the
    # other fighter takes −2
    client, eid, out = start(
        make_client,
        [20, 10, 1, 10, 1, 10, 1],
        ("Brandis", FIGHTER, 0, 0),
        ("Aldric", FIGHTER, 2, 0),
        ("Goblin", GOBLIN, 1, 0),
    )
    assert out["state"]["initiative_order"] == ["brandis", "aldric", "goblin"]
    out = ok(client, eid, {"type": "dnd4e.attack", "attacker_id": "brandis", "target_id": "goblin", "power": "Cleave"})
    [a] = ev(out, "dnd4e.attack_rolled")
    assert a["combat_advantage"] == ["flanked"] and a["result"]["total"] == 10 + 8 + 2
    ok(client, eid, {"type": "advance_turn"})
    ok(client, eid, {"type": "advance_turn"})
    out = ok(client, eid, {"type": "dnd4e.attack", "attacker_id": "goblin", "target_id": "aldric", "power": "Spear"})
    [a] = ev(out, "dnd4e.attack_rolled")
    assert {p["label"]: p["value"] for p in a["result"]["bonus"]["parts"]}["marked"] == -2


def test_resistance_and_a_weakened_attacker_against_vulnerability(make_client: MakeClient) -> None:
    # the imp resists fire 15: Scorching Burst's 6 fire is 0; then the weakened wizard's Ray of Frost
    # (16 cold) on a goblin vulnerable 5 cold: (16 + 5) / 2 = 10 (half after vulnerability)
    goblin = {**GOBLIN, "hp_max": 60, "vulnerable": [{"type": "cold", "amount": 5}]}
    client, eid, out = start(
        make_client, [20, 1, 1, 15, 6, 15, 6], ("Malys", WIZARD, 0, 0), ("Imp", IMP, 6, 0), ("Goblin", goblin, 3, 0)
    )
    out = ok(
        client,
        eid,
        {
            "type": "dnd4e.use_power",
            "caster_id": "malys",
            "power": "Scorching Burst",
            "origin": {"x": 6, "y": 0},
            "target_ids": ["imp"],
        },
    )
    [d] = ev(out, "dnd4e.damage_resolved")
    assert d["taken"]["portions"][0]["resisted"] == 15 and d["taken"]["total"] == 0 and hp(out, "imp") == 40
    ok(client, eid, {"type": "advance_turn"})
    ok(client, eid, {"type": "advance_turn"})
    ok(client, eid, {"type": "advance_turn"})  # round 2: Malys again
    ok(
        client,
        eid,
        {
            "type": "dnd4e.apply_condition",
            "target_id": "malys",
            "condition": "weakened",
            "duration": "end_of_turn",
            "source": "imp",
            "turn_of": "malys",
        },
    )
    out = ok(
        client,
        eid,
        {
            "type": "dnd4e.attack",
            "attacker_id": "malys",
            "target_id": "goblin",
            "power": "Ray of Frost",
            "damage_bonuses": [{"value": 6, "source": "staff"}],
        },
    )
    [d] = ev(out, "dnd4e.damage_resolved")
    assert d["taken"]["before_halving"] == 21 and d["taken"]["halved_by"] == ["weakened"] and d["taken"]["total"] == 10
    assert hp(out, "goblin") == 50 and "slowed" in ids(out, "goblin")


def test_an_attack_undone_folds_as_if_it_never_happened_and_redo_brings_it_back(make_client: MakeClient) -> None:
    client, eid, out = start(make_client, [15, 10, 12, 5], ("Brandis", FIGHTER, 0, 0), ("Goblin", GOBLIN, 1, 0))
    before = who(out, "goblin")
    out = ok(client, eid, {"type": "dnd4e.attack", "attacker_id": "brandis", "target_id": "goblin", "power": "Cleave"})
    assert hp(out, "goblin") == 15 and "marked" in ids(out, "goblin")
    out = ok(client, eid, {"type": "undo"})
    assert who(out, "goblin") == before and who(out, "brandis")["spent"] == {}
    out = ok(client, eid, {"type": "redo"})
    assert hp(out, "goblin") == 15 and "marked" in ids(out, "goblin")


def test_a_player_cannot_sweep_squares_with_attacks_and_undos(make_client: MakeClient) -> None:
    """Issue 18, the kind of the move probe: an attack at a square tells what is there (a
    concealed creature is hit, or nobody is), so the player's undo of it is refused with the
    same 409 either way and appends nothing; the GM may undo it."""
    from .conftest import bearer, issue

    # initiative: fighter 15 + 2 = 17 first, the goblin joining rolls 10; then 5s on every die
    client, eid, _ = start(make_client, [15, 10] + [5] * 10, ("Brandis", FIGHTER, 0, 0))
    add(client, eid, "Zqx Lurker", GOBLIN, 1, 1, secret=True)
    player = issue(client, eid, "player", "brandis")
    for square in ({"x": 1, "y": 0}, {"x": 1, "y": 1}):  # nobody there; the concealed goblin
        body = {"type": "dnd4e.attack", "attacker_id": "brandis", "power": "Cleave", "target_square": square}
        hit = client.post(f"/encounters/{eid}/commands", json=body, headers=bearer(player))
        assert hit.status_code == 200, hit.text
        version = hit.json()["version"]
        undo = client.post(f"/encounters/{eid}/commands", json={"type": "undo"}, headers=bearer(player))
        assert undo.status_code == 409, undo.text
        assert "stays made" in undo.json()["detail"] and "zqx" not in undo.text.lower()
        assert client.get(f"/encounters/{eid}").json()["version"] == version  # nothing appended
        ok(client, eid, {"type": "undo"})  # the GM's undo takes it back
