"""The §09/§10/§11 tools over HTTP: build a hero, build a monster, forecast, odds
(000_c3c04d669a38e5ba.txt). Computed, nothing stored; refusals are RFC 9457 problems."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from litestar import Litestar
from litestar.testing import TestClient

BRUCE = {
    "name": "Bruce",
    "class": "rogue",
    "people": "human",
    "level": 3,
    "strength": 10,
    "dexterity": 16,
    "constitution": 12,
    "intelligence": 12,
    "wisdom": 10,
    "charisma": 14,
    "armour": "studded_leather",
    "weapon": {"name": "dagger", "damage": "1d6", "finesse": True},
    "hp": 21,
}


def test_build_hero_returns_every_score_with_its_parts(client: TestClient[Litestar]) -> None:
    r = client.post("/rulesets/unlit-spires/heroes/build", json=BRUCE)
    assert r.status_code == 200, r.text
    b = r.json()
    # §03 worked example: Melee Attack = 3 + 1 + 1 = +5, Parry = 3 + 1 + 1 = +5.
    assert b["melee_attack"]["total"] == 5 and b["parry"]["total"] == 5
    assert [p["value"] for p in b["melee_attack"]["parts"]] == [3, 1, 1, 0]
    assert (b["damage"], b["absorb"], b["speed_ft"], b["max_magic_points"]["total"]) == ("1d6+3", 1, 25, 0)


def test_level_3_wizard_has_90_magic_points(client: TestClient[Litestar]) -> None:
    enoch = {**BRUCE, "name": "Enoch", "class": "wizard", "intelligence": 16, "armour": "robes", "focus": True}
    b = client.post("/rulesets/unlit-spires/heroes/build", json=enoch).json()
    assert b["max_magic_points"]["total"] == 90 and b["highest_spell_level"] == 2
    assert b["magic_attack"]["total"] == 8  # Enoch's +8 with his astrolabe (§11)


def test_a_refused_sheet_is_a_422_problem(client: TestClient[Litestar]) -> None:
    bad = {**BRUCE, "shield": True, "weapon": {"name": "greatsword", "damage": "2d6", "two_handed": True}}
    r = client.post("/rulesets/unlit-spires/heroes/build", json=bad)
    assert r.status_code == 422 and r.headers["content-type"].startswith("application/problem+json")
    assert "two-handed" in r.json()["detail"]


def test_build_monster_the_zombie_is_3d8_plus_9_22_hp(client: TestClient[Litestar]) -> None:
    zombie = {"name": "Zombie", "kind": "undead", "hit_dice": 3, "strength": 12, "constitution": 16}
    m = client.post("/rulesets/unlit-spires/monsters/build", json=zombie).json()
    assert (m["hit_die"], m["hp_expression"], m["hp"], m["damage"]) == ("d8", "3d8+9", 22, "1d6+1")


def test_forecast_enoch_against_granny_yulan(client: TestClient[Litestar]) -> None:
    r = client.post(
        "/rulesets/unlit-spires/monsters/forecast",
        json={"preset": "granny_yulan", "party_attack": 8, "party_defence": 5},
    )
    assert r.status_code == 200, r.text
    f = r.json()
    assert f["monster"]["ward"]["total"] == 7
    # Against her Parry +2 here; the Ward duel is the odds endpoint's (below).
    assert f["full"]["party_hits_monster"]["rules"] == "full"
    assert f["totals_only"]["party_hits_monster"]["rules"] == "totals_only"
    r = client.post("/rulesets/unlit-spires/monsters/forecast", json={"party_attack": 8, "party_defence": 5})
    assert r.status_code == 422


def test_odds_reproduce_the_seed_table_and_report_both_rule_sets(client: TestClient[Litestar]) -> None:
    seed = {
        -4: "10%",
        -3: "16%",
        -2: "24%",
        -1: "34%",
        0: "44%",
        1: "56%",
        2: "66%",
        3: "76%",
        4: "84%",
        5: "90%",
        6: "95%",
    }
    clean = {0: "0.1%", 1: "0.4%", 2: "1%", 3: "3%", 4: "5%", 5: "10%", 6: "16%"}
    for edge, hit in seed.items():
        o = client.get("/rulesets/unlit-spires/odds", params={"attack": edge, "defence": 0}).json()
        assert o["edge"] == edge and o["seed_table"]["hit"] == hit
        assert o["seed_table"]["clean_hit"] == clean.get(edge, "—")
    o = client.get("/rulesets/unlit-spires/odds", params={"attack": 4, "defence": 0}).json()
    assert Fraction(o["full"]["hit"]["numerator"], o["full"]["hit"]["denominator"]) == Fraction(5, 6)  # 83.33%
    assert o["full"]["perfect_strike"]["percent"] == 2.78 and o["totals_only"]["perfect_strike"]["percent"] == 0
    # Enoch +8 against Granny Yulan's Ward +7: "about 56 times in 100".
    duel = client.get("/rulesets/unlit-spires/odds", params={"attack": 8, "defence": 7}).json()
    assert (duel["totals_only"]["hit"]["percent"], duel["full"]["hit"]["percent"]) == (55.63, 55.56)


def test_odds_with_advantage_enumerate_three_dice(client: TestClient[Litestar]) -> None:
    o = client.get(
        "/rulesets/unlit-spires/odds", params={"attack": 0, "defence": 0, "attacker_advantage": "true"}
    ).json()
    assert 6**5 % o["full"]["hit"]["denominator"] == 0  # 3d6 against 2d6: every one of 7776 outcomes
    plain = client.get("/rulesets/unlit-spires/odds", params={"attack": 0, "defence": 0}).json()
    assert o["full"]["hit"]["percent"] > plain["full"]["hit"]["percent"]
    assert o["seed_table"] is None  # the §10 table has no advantage column
    assert o["advantage_worth"] == round(35 / 24, 4)  # §10 "advantage is worth about +1.5"
    assert round(o["advantage_worth"], 1) == 1.5
    assert client.get("/rulesets/unlit-spires/odds", params={"attack": 10, "defence": 0}).json()["seed_table"] is None
    r = client.get("/rulesets/unlit-spires/odds", params={"attack": 99, "defence": 0})
    assert r.status_code == 400


def test_granny_yulans_forecast_uses_her_magic_attack(client: TestClient[Litestar]) -> None:
    # §11: her table Attack +6 is her Magic Attack ("it works by magic, not muscle").
    f = client.post(
        "/rulesets/unlit-spires/monsters/forecast",
        json={"preset": "granny_yulan", "party_attack": 8, "party_defence": 5},
    ).json()
    plain = client.get("/rulesets/unlit-spires/odds", params={"attack": 6, "defence": 5}).json()
    assert f["full"]["monster_hits_party"] == plain["full"]


def test_a_weapons_damage_is_its_dice_only(client: TestClient[Litestar]) -> None:
    bruce: dict[str, Any] = {
        "name": "Bruce",
        "class": "rogue",
        "people": "human",
        "level": 3,
        "strength": 10,
        "dexterity": 16,
        "constitution": 12,
        "intelligence": 10,
        "wisdom": 10,
        "charisma": 10,
        "armour": "studded_leather",
        "weapon": {"name": "dagger", "damage": "1d6+3", "finesse": True},
        "hp": 21,
    }
    r = client.post("/rulesets/unlit-spires/heroes/build", json=bruce)
    assert r.status_code == 422 and "dice only" in r.json()["detail"] and "'1d6'" in r.json()["detail"]
    bruce["weapon"]["damage"] = "1d6"
    assert client.post("/rulesets/unlit-spires/heroes/build", json=bruce).json()["damage"] == "1d6+3"
