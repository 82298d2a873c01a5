"""Meshal Lite rules read as the handbook writes them (001_5f4122b8a83d6727.txt), through the
API: ranges exclusive at both ends, simultaneous reactions, damage shared as the defender
names, penetration adding up, re-rolls on attack, defence and contest rolls, progressive
contests, exact progressive estimates, loot taken once, hostility in combat intensity,
sizes and the incorporeal in blocking; and an encounter stored before the readings changed,
whose log folds as it did and which keeps the reading it was played with."""

from __future__ import annotations

import json
from typing import Any

from fray.demo.meshal_cast import KNIGHT, ROGUE, WOLF, creature

from .conftest import CountEvents, MakeClient, ok, who
from .meshal_api import events_of, fight, one, refused

ATTACK = "meshal-lite.attack_resolved"
KNIGHT_FIRST = [6, 6, 6, 1, 1, 1, 1, 1]  # Knight 3 Activeness dice 18, then a 5-die foe rolls 5
NDJSON = {"content-type": "application/x-ndjson"}


def attack(attacker: str, target: str, name: str, **more: Any) -> dict[str, Any]:
    return {"type": "meshal-lite.attack", "attacker_id": attacker, "target_id": target, "attack": name, **more}


def test_a_band_excludes_both_ends_and_an_old_encounter_keeps_its_top(
    make_client: MakeClient, count_events: CountEvents
) -> None:
    # §测距: "3~6步"则表示两处位置间的最近距离必须大于3步且小于6步. The whip reaches 3~6.
    client, eid, _ = fight(
        make_client, [6] * 6 + [1, 1, 1] + [1, 1, 1, 1, 1, 1], [(ROGUE, "foes", (0, 0)), (KNIGHT, "party", (6, 0))]
    )
    assert client.get(f"/encounters/{eid}").json()["options"]["range_ends"] == "exclusive"
    refused(client, eid, attack("rogue", "knight", "whip"), 409, "3~6 steps (both ends excluded)", count_events)
    shown = client.get(f"/encounters/{eid}").json()

    # The same log as an encounter stored before the option: no range_ends, no intensity_sides.
    rows = [json.loads(x) for x in client.get(f"/encounters/{eid}/export").text.splitlines()]
    old = "0b5c1f2e-6d3a-4e51-8a62-2c3f4e5d6a7b"
    options = rows[0]["data"]["options"]
    rows[0]["data"]["options"] = {k: v for k, v in options.items() if k not in ("range_ends", "intensity_sides")}
    body = "\n".join(json.dumps({k: v for k, v in r.items() if k not in ("salt", "hash")}) for r in rows)
    moved = client.post("/encounters/import", content=body.replace(eid, old).encode(), headers=NDJSON)
    assert moved.status_code == 201, moved.text
    gm = {"Authorization": f"Bearer {moved.json()['gm_token']}"}
    folded = client.get(f"/encounters/{old}", headers=gm).json()
    # It folds as it did: the same combatants, turn and round as the encounter it was copied from.
    assert (folded["combatants"], folded["round"], folded["turn"]) == (
        shown["combatants"],
        shown["round"],
        shown["turn"],
    )
    # … and plays with the reading it was stored with: the top of the band included.
    r = client.post(f"/encounters/{old}/commands", json=attack("rogue", "knight", "whip"), headers=gm)
    assert r.status_code == 200, r.text
    assert one(r.json(), ATTACK)["reach_dice"] == 0
    r = client.post(
        f"/encounters/{old}/commands",
        json={"type": "meshal-lite.end_fight", "outcome": "victory", "neutral_sides": ["foes"]},
        headers=gm,
    )
    assert r.status_code == 409 and "every other side as hostile" in r.json()["detail"]


def test_a_creature_knocked_out_answers_the_attack_at_the_same_time(
    make_client: MakeClient, count_events: CountEvents
) -> None:
    # §瞬息Moment过程 (应对行动): 无论双方是否会因攻击造成的伤害昏迷，两次攻击都需计算它们的伤害.
    # Sword 5 dice [1,2,2,5,6] = 5, the wolf dodges [1,3,3,4,6] = 1: 4 takes Might 4 → 0.
    # The wolf's bite answers from the 5 Activeness dice it had: [2,2,2,2,1] = 9 + 1, less 2.
    client, eid, _ = fight(
        make_client,
        [*KNIGHT_FIRST, 1, 2, 2, 5, 6, 1, 3, 3, 4, 6, 2, 2, 2, 2, 1],
        [(KNIGHT, "party", (0, 0)), (WOLF, "foes", (1, 0))],
    )
    ok(client, eid, attack("knight", "wolf", "sword", defence="best"))
    refused(client, eid, attack("wolf", "knight", "bite"), 409, "only on its own turn", count_events)
    out = ok(client, eid, attack("wolf", "knight", "bite", reaction=True))
    a = one(out, ATTACK)
    assert (a["answering"], a["dice"], a["segments"][0]["rolled"], a["segments"][0]["damage"]) == (True, 5, 9, 8)
    assert who(out, "wolf")["markers"] == [m for m in who(out, "wolf")["markers"] if m["id"] != "answering"]
    refused(client, eid, attack("wolf", "knight", "bite", reaction=True), 409, "cannot attack", count_events)


def test_the_defender_shares_damage_freely_among_the_named_attributes(make_client: MakeClient) -> None:
    # §造成伤害: 受击者可在提及的属性中自行分配. Bite [2,2,2,1,1] = 8 + 1, less 2: 7 on Might 5 /
    # Activeness 3; the knight names 2 from Activeness: the rest comes off Might (5 → 0).
    client, eid, _ = fight(make_client, [*KNIGHT_FIRST, 2, 2, 2, 1, 1], [(KNIGHT, "party", None), (WOLF, "foes", None)])
    ok(client, eid, {"type": "advance_turn"})
    out = ok(client, eid, attack("wolf", "knight", "bite", shares=[{"activeness": 2}]))
    [s] = one(out, ATTACK)["segments"]
    assert s["shares"] == {"might": 5, "activeness": 2}


def test_penetration_from_several_effects_adds_up(make_client: MakeClient) -> None:
    # §穿透防护: 如果有多个穿透效果作用于一次攻击，这些穿透效果的数额将会累加. The crossbow's
    # The dagger has none of its own; an effect's 2 on it: the knight's physical 2 counts 0.
    client, eid, _ = fight(
        make_client, [6, 6, 6, 6, 6, 1, 1, 1, 1] + [1] * 6, [(ROGUE, "foes", None), (KNIGHT, "party", None)]
    )
    out = ok(client, eid, attack("rogue", "knight", "dagger", penetration=2))
    a = one(out, ATTACK)
    assert a["penetration"] == 2 and all(s["protection"] == 0 for s in a["segments"])


def test_re_rolls_on_attack_and_defence_rolls(make_client: MakeClient) -> None:
    # §重掷: "重掷点数为0的骰子". The sword's 5 dice [3,4,5,6,1] = 1; the dice scoring 0 are
    # rolled again [2,2,2,2] = 8 → 9; the wolf dodges [3,3,3,3,3] = 0, re-rolls all five [1,1,1,1,1].
    client, eid, _ = fight(
        make_client,
        [*KNIGHT_FIRST, 3, 4, 5, 6, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 1, 1, 1, 1, 1],
        [(KNIGHT, "party", None), (WOLF, "foes", None)],
    )
    zero = {"scoring": "points", "value": 0}
    out = ok(client, eid, attack("knight", "wolf", "sword", defence="dodge", reroll=zero, defence_reroll=zero))
    [s] = one(out, ATTACK)["segments"]
    assert (s["faces"], s["rerolled"], s["reroll_faces"], s["rolled"]) == ([3, 4, 5, 6, 1], [0, 1, 2, 3], [2] * 4, 9)
    assert (s["defence_rerolled"], s["defence_points"], s["remainder"]) == ([0, 1, 2, 3, 4], 5, 4)


def test_contests_re_roll_and_progressive_contests_run_to_the_agreed_total(make_client: MakeClient) -> None:
    # §掷骰 (累加对抗): 对抗者分别累加掷骰结果，最先达到约定数量的一方将赢得对抗.
    client, eid, _ = fight(
        make_client,
        [3, 3, 3, 1, 1, 1, 1, 1, 2, 2] + [1, 1, 1, 3, 3, 3, 3, 1] + [1, 1, 1, 2, 2, 2, 2, 2] * 3,
        [(KNIGHT, "party", None), (WOLF, "foes", None)],
        start=False,
    )
    dice = {"attributes": ["might"]}
    out = ok(
        client,
        eid,
        {
            "type": "meshal-lite.contest",
            "combatant_id": "knight",
            "target_id": "wolf",
            "dice": {"attributes": ["activeness"]},
            "target_dice": {"attributes": ["might"]},
            "reroll": {"scoring": "faces", "value": 3},
        },
    )
    c = one(out, "meshal-lite.contest_rolled")
    # The knight's Activeness 3 dice [3,3,3] = 0, each showing 3 re-rolled [1,1,1] = 3; the
    # wolf's Might 4 dice [1,1,2,2] = 6.
    assert (c["rerolled"], c["reroll_faces"], c["result"], c["target_result"]) == ([0, 1, 2], [1, 1, 1], 3, 6)
    assert c["winner"] == "wolf"
    out = ok(
        client,
        eid,
        {
            "type": "meshal-lite.progressive_contest",
            "combatant_id": "knight",
            "target_id": "wolf",
            "dice": dice,
            "target_dice": dice,
            "target": 6,
        },
    )
    run = one(out, "meshal-lite.progressive_contest_run")
    assert run["winner"] is not None and run["decided_in"] == len(run["totals"])
    assert max(run["totals"][-1], run["target_totals"][-1]) >= 6
    assert all(max(a, b) < 6 for a, b in zip(run["totals"][:-1], run["target_totals"][:-1], strict=True))


def test_edolfs_code_estimate_is_exact_until_the_end(make_client: MakeClient) -> None:
    # §掷骰 (累加尝试): 难度×2÷掷骰颗数×每次尝试的时长, and §常用计算: 小数部分总是在得到最终结果
    # 时舍去. A roll every 10 minutes, difficulty 30, 7 dice: 30 × 2 ÷ 7 × 10 = 85.7… → 85
    # (dropping the fraction first would give 8 × 10 = 80).
    client, eid, _ = fight(make_client, [1] * 7 * 3, [(KNIGHT, "party", None)], start=False)
    out = ok(
        client,
        eid,
        {
            "type": "meshal-lite.progressive_check",
            "combatant_id": "knight",
            "dice": {"plus": 7},
            "difficulty": 30,
            "periods": 3,
            "period": "minute",
            "period_length": 10,
        },
    )
    p = one(out, "meshal-lite.progress_rolled")
    assert (p["estimate"], p["period_length"], p["period"]) == (85, 10, "minute")


def test_loot_is_taken_once_and_neutral_sides_are_not_enemies(
    make_client: MakeClient, count_events: CountEvents
) -> None:
    # §战斗强度: 将所有参战敌对生物的实力相加; §胜利: 每个生物的每项战利品都只可搜刮一次.
    client, eid, _ = fight(
        make_client,
        [*KNIGHT_FIRST, 6, 1, 1, 1, 1, 1, 1],
        [(KNIGHT, "party", None), (WOLF, "foes", None), (creature("Trader", strength=300), "traders", None)],
    )
    ok(client, eid, {"type": "apply_damage", "target_id": "wolf", "track": "might", "amount": 4})
    refused(client, eid, {"type": "meshal-lite.end_fight"}, 409, "both sides still have creatures", count_events)
    out = ok(client, eid, {"type": "meshal-lite.end_fight", "neutral_sides": ["traders"]})
    end = one(out, "meshal-lite.fight_ended")
    # (20 − 36) ÷ 1 = −16: Basic; the trader's 300 is not counted.
    assert (end["outcome"], end["enemies_strength"], end["gap"], end["intensity"]) == ("victory", 20, -16, "Basic")
    client, eid, _ = fight(make_client, KNIGHT_FIRST, [(KNIGHT, "party", None), (WOLF, "foes", None)])
    ok(client, eid, {"type": "apply_damage", "target_id": "wolf", "track": "might", "amount": 4})
    ok(client, eid, {"type": "meshal-lite.take_loot", "combatant_id": "knight", "target_id": "wolf", "items": ["pelt"]})
    refused(
        client,
        eid,
        {"type": "meshal-lite.take_loot", "combatant_id": "knight", "target_id": "wolf", "items": ["pelt"]},
        409,
        "taken once",
        count_events,
    )


def test_the_incorporeal_and_creatures_two_sizes_apart_do_not_block(make_client: MakeClient) -> None:
    # §移动 (障碍): 与你体型等级差距≤1级的生物（虚体生物除外）也会阻挡移动.
    ghost = creature("Shade", "-", 4, 4, incorporeal=True)
    mouse = creature("Mouse", 1, 4, 1, size="tiny")
    client, eid, _ = fight(
        make_client,
        [6, 6, 6, 1, 1, 1, 1, 2, 2, 2, 2],
        [(KNIGHT, "party", (0, 0)), (ghost, "foes", (1, 0)), (mouse, "foes", (1, 1))],
    )
    path = [{"x": 1, "y": 0}, {"x": 2, "y": 0}]
    out = ok(client, eid, {"type": "move_combatant", "combatant_id": "knight", "path": path})
    assert who(out, "knight")["position"] == {"x": 2, "y": 0}
    path = [{"x": 1, "y": 1}, {"x": 0, "y": 2}]
    out = ok(client, eid, {"type": "move_combatant", "combatant_id": "knight", "path": path})
    assert who(out, "knight")["position"] == {"x": 0, "y": 2}
    assert events_of(out, "combatant_moved")
