"""Meshal Lite attacks through the API with scripted dice (001 §攻击 … §造成伤害, §昏迷与死亡,
§掩体): roll, protection, penetration, immunity, one defence, solid defence, segments, shared
damage, extra damage, reach, cover, unconsciousness and coup de grâce. Every accepted
command's state equals the fold of its stored log (``ok``)."""

from __future__ import annotations

from typing import Any

from fray.demo.meshal_cast import KNIGHT, ROGUE, TOUCH, WOLF, creature

from .conftest import ok, who
from .meshal_api import events_of, fight, one, pool, refused

ATTACK = "meshal-lite.attack_resolved"
KNIGHT_FIRST = [6, 6, 6, 1, 1, 1, 1, 1]  # Knight 3 Activeness dice 18, then a 5-die foe rolls 5
GHOST = creature("Ghost", "-", 4, 5, protections={"physical": 3, "occult": -1}, attacks=[TOUCH])


def attack(attacker: str, target: str, name: str, **more: Any) -> dict[str, Any]:
    return {"type": "meshal-lite.attack", "attacker_id": attacker, "target_id": target, "attack": name, **more}


def test_a_hit_removes_dice_and_an_empty_pool_knocks_out_and_fells(make_client) -> None:  # type: ignore[no-untyped-def]
    # Sword: Might 5 dice [1,2,2,5,6] = 5 points; the wolf's physical protection 0; it dodges
    # (best: Activeness 5 dice beats Might 4) [1,3,3,4,6] = 1; 4 gets through: Might 4 → 0.
    client, eid, _ = fight(
        make_client, [*KNIGHT_FIRST, 1, 2, 2, 5, 6, 1, 3, 3, 4, 6], [(KNIGHT, "party", (0, 0)), (WOLF, "foes", (1, 0))]
    )
    out = ok(client, eid, attack("knight", "wolf", "sword", defence="best"))
    a = one(out, ATTACK)
    [s] = a["segments"]
    assert (a["dice"], s["rolled"], s["protection"], s["after_protection"]) == (5, 5, 0, 5)
    assert (s["defence"], s["defence_points"], s["remainder"], s["hit"], s["damage"]) == ("dodge", 1, 4, True, 4)
    assert s["shares"] == {"might": 4} and a["distance_steps"] == 1
    assert [e["type"] for e in out["events"]] == [
        "resource_changed",
        ATTACK,
        "resource_changed",
        "damage_taken",
        "condition_applied",
        "condition_applied",
        "condition_applied",
    ]
    wolf = who(out, "wolf")
    assert wolf["status"] == "down" and [k["id"] for k in wolf["conditions"]] == ["prone"]
    # knocked out, it may still answer the knight's attack (a reaction is simultaneous)
    assert [k["id"] for k in wolf["markers"]] == ["answering", "hit_this_round"]
    assert pool(out, "knight", "mobility") == 1 and pool(out, "wolf", "mobility") == 2
    # An unconscious creature keeps its turn but can do nothing in it.
    out = ok(client, eid, {"type": "advance_turn"})
    assert out["state"]["turn"] == "wolf"
    refused(
        client,
        eid,
        attack("wolf", "knight", "bite"),
        409,
        "is unconscious and cannot attack",
        lambda e: len(client.get(f"/encounters/{e}/events").json()["events"]),
    )
    # Round 2: the wolf's hit marker is tallied away, the knight counts a round unhit, ⚡ refills.
    out = ok(client, eid, {"type": "advance_turn"})
    assert out["state"]["round"] == 2 and out["state"]["turn"] == "knight"
    assert [k["id"] for k in who(out, "knight")["markers"]] == ["unhit_rounds"]
    assert who(out, "wolf")["markers"] == [] and pool(out, "knight", "mobility") == 3
    # Healing a die back wakes it (every pool has a die again); it stays prone until it stands.
    out = ok(client, eid, {"type": "apply_healing", "target_id": "wolf", "track": "might", "amount": 1})
    assert who(out, "wolf")["status"] == "active" and [k["id"] for k in who(out, "wolf")["conditions"]] == ["prone"]


def test_a_roll_of_zero_misses_at_once_and_nobody_defends(make_client) -> None:  # type: ignore[no-untyped-def]
    client, eid, _ = fight(make_client, [*KNIGHT_FIRST, 3, 4, 5, 6, 6], [(KNIGHT, "party", None), (WOLF, "foes", None)])
    out = ok(client, eid, attack("knight", "wolf", "sword", defence="dodge"))
    [s] = one(out, ATTACK)["segments"]
    assert (s["rolled"], s["missed_at_once"], s["hit"]) == (0, True, False)
    assert (s["defence"], s["undefended"]) == (None, "no threat")
    assert pool(out, "wolf", "mobility") == 3  # no ⚡ spent on a harmless attack


def test_penetration_negative_protection_and_a_dash_attribute(make_client) -> None:  # type: ignore[no-untyped-def]
    # Crossbow 4🎲 [1,1,2,2] = 6, penetration 1 against the ghost's physical 3: 4 gets through,
    # undefended; it strikes Might, which the ghost lacks ("-"): no die is lost.
    hexer = creature(
        "Hexer",
        3,
        3,
        4,
        attacks=[{"name": "curse", "targets": ["spirit"], "dice": {"plus": 2}, "attack_type": "occult"}],
    )
    client, eid, _ = fight(
        make_client,
        [6, 6, 6] + [1] * 7 + [1, 1, 2, 2] + [2, 1],
        [(KNIGHT, "party", None), (GHOST, "foes", None), (hexer, "party", None)],
    )
    out = ok(client, eid, attack("knight", "ghost", "crossbow"))
    [s] = one(out, ATTACK)["segments"]
    assert (s["rolled"], s["protection"], s["after_protection"], s["hit"], s["shares"]) == (6, 2, 4, True, {})
    assert who(out, "ghost")["resources"]["spirit"]["current"] == 5
    # The hexer's curse, 2🎲 [2, 1] = 3, meets occult protection −1: 4, on Spirit 5 → 1.
    ok(client, eid, {"type": "advance_turn"})
    ok(client, eid, {"type": "advance_turn"})
    out = ok(client, eid, attack("hexer", "ghost", "curse"))
    [s] = one(out, ATTACK)["segments"]
    assert (s["rolled"], s["protection"], s["after_protection"], s["damage"]) == (3, -1, 4, 4)
    assert pool(out, "ghost", "spirit") == 1


def test_a_solid_defence_then_a_second_segment_that_hits(make_client) -> None:  # type: ignore[no-untyped-def]
    # Rogue first (6 Activeness dice of 6). Dagger: 2 segments of Activeness ÷ 2 = 3 dice.
    # 1st [1,1,1] = 3 − physical 2 = 1; parry (Might 5) [2,3,3,3,3] = 2: solid defence.
    # 2nd [2,2,1] = 5 − 2 = 3; parry [1,4,4,4,4] = 1: 2 gets through, Might 5 → 3. 2⚡ of parries.
    client, eid, _ = fight(
        make_client,
        [6] * 6 + [1, 1, 1] + [1, 1, 1, 2, 3, 3, 3, 3] + [2, 2, 1, 1, 4, 4, 4, 4],
        [(ROGUE, "foes", (0, 0)), (KNIGHT, "party", (1, 1))],
    )
    out = ok(client, eid, attack("rogue", "knight", "dagger", defence="parry"))
    first, second = one(out, ATTACK)["segments"]
    assert (first["remainder"], first["solid"], first["hit"]) == (-1, True, False)
    assert (second["remainder"], second["hit"], second["shares"]) == (2, True, {"might": 2})
    assert pool(out, "knight", "might") == 3 and pool(out, "knight", "mobility") == 1


def test_shared_damage_follows_the_defenders_order_or_spares_the_smaller_pool(make_client) -> None:  # type: ignore[no-untyped-def]
    # Bite: Activeness 5 dice [2,2,2,1,1] = 8 + 1 extra; the knight's physical 2: 6, +1 = 7 on
    # Might 5 / Activeness 3. Unordered: each die from the fuller pool → Might 5→1, Act 3→0.
    # Knight first (initiative [6,6,6] against the wolf's five 1s).
    client, eid, _ = fight(make_client, [*KNIGHT_FIRST, 2, 2, 2, 1, 1], [(KNIGHT, "party", None), (WOLF, "foes", None)])
    ok(client, eid, {"type": "advance_turn"})
    out = ok(client, eid, attack("wolf", "knight", "bite", take_damage=["activeness"]))
    [s] = one(out, ATTACK)["segments"]
    assert (s["remainder"], s["damage"], s["shares"]) == (6, 7, {"activeness": 3, "might": 4})
    assert who(out, "knight")["status"] == "down"


def test_the_default_share_keeps_every_pool_from_emptying_as_long_as_it_can(make_client) -> None:  # type: ignore[no-untyped-def]
    client, eid, _ = fight(make_client, [*KNIGHT_FIRST, 2, 1, 1, 3, 3], [(KNIGHT, "party", None), (WOLF, "foes", None)])
    ok(client, eid, {"type": "advance_turn"})
    out = ok(client, eid, attack("wolf", "knight", "bite"))  # 4 − 2 = 2, +1 = 3
    # Each die from the fuller pool, ties to the attack's order: Might 5 → 4 → 3 (= 3) → 2.
    assert one(out, ATTACK)["segments"][0]["shares"] == {"might": 3}
    assert who(out, "knight")["status"] == "active"


def test_too_close_beyond_reach_and_overreach(make_client, count_events) -> None:  # type: ignore[no-untyped-def]
    # Whip 3~6 steps (Activeness 6 dice): at 2 steps it rolls 3 dice; at 7 it is out of range
    # without the overreach rule.
    client, eid, _ = fight(
        make_client, [6] * 6 + [1, 1, 1] + [1, 1, 3], [(ROGUE, "foes", (0, 0)), (KNIGHT, "party", (2, 0))]
    )
    out = ok(client, eid, attack("rogue", "knight", "whip"))
    a = one(out, ATTACK)
    assert (a["distance_steps"], a["reach_dice"], a["dice"]) == (2, -3, 3)
    ok(client, eid, {"type": "place_combatant", "combatant_id": "knight", "position": {"x": 7, "y": 0}})
    refused(client, eid, attack("rogue", "knight", "whip"), 409, "beyond this attack's range of 3~6", count_events)
    refused(client, eid, attack("rogue", "knight", "whip", distance_steps=3), 409, "are 7 steps apart", count_events)
    ok(client, eid, {"type": "place_combatant", "combatant_id": "knight", "position": {"x": 3, "y": 0}})
    refused(client, eid, attack("rogue", "knight", "dagger"), 409, "this melee attack reaches 1", count_events)


def test_overreach_costs_two_dice_a_multiple_of_the_range(make_client) -> None:  # type: ignore[no-untyped-def]
    client, eid, _ = fight(
        make_client,
        [6] * 6 + [1, 1, 1] + [3, 3, 3, 3],
        [(ROGUE, "foes", None), (KNIGHT, "party", None)],
        options={"overreach": True},
    )
    out = ok(client, eid, attack("rogue", "knight", "whip", distance_steps=8))  # 8 > 6: one multiple
    assert (one(out, ATTACK)["reach_dice"], one(out, ATTACK)["dice"]) == (-2, 4)


def test_cover_from_an_object_between_and_none_against_an_adjacent_attacker(make_client) -> None:  # type: ignore[no-untyped-def]
    # Knight at (0,0) shoots the wolf at (4,0) behind a door at (3,0): physical 0 + cover 1 − pen 1.
    client, eid, _ = fight(
        make_client,
        [*KNIGHT_FIRST, 1, 1, 1, 6, 1, 1, 1, 6],
        [(KNIGHT, "party", (0, 0)), (WOLF, "foes", (4, 0))],
        options={"mobility_per_round": 6},
    )
    ok(
        client,
        eid,
        {
            "type": "meshal-lite.add_object",
            "position": {"x": 3, "y": 0},
            "sheet": {"name": "Oak door", "material": "wood", "thickness_fingers": 2},
        },
    )
    out = ok(client, eid, attack("knight", "wolf", "crossbow"))
    a = one(out, ATTACK)
    assert a["cover"] is True and a["segments"][0]["protection"] == 0
    assert a["segments"][0]["damage"] == 3 and pool(out, "wolf", "might") == 1
    out = ok(client, eid, attack("knight", "wolf", "crossbow", cover=False))  # the GM's ruling
    assert one(out, ATTACK)["cover"] is False and one(out, ATTACK)["segments"][0]["protection"] == 0


def test_objects_break_and_are_ruined_and_never_mind_the_occult(make_client) -> None:  # type: ignore[no-untyped-def]
    # An oak door 2 fingers thick: durability 8, physical 1, erosion 2, immune to occult.
    client, eid, _ = fight(
        make_client,
        [6, 6, 6, 1, 1, 1, 1] + [1] * 5 + [2] * 5,
        [(KNIGHT, "party", None), (GHOST, "foes", None)],
        options={"mobility_per_round": 6},
    )
    out = ok(
        client,
        eid,
        {"type": "meshal-lite.add_object", "sheet": {"name": "Oak door", "material": "wood", "thickness_fingers": 2}},
    )
    door = who(out, "oak-door")
    assert door["resources"]["durability"] == {"current": 8, "maximum": 8, "minimum": -8}
    assert door["stats"]["protections"]["immune"] == ["occult"]
    out = ok(client, eid, attack("knight", "oak-door", "sword"))  # 5 × 1 point − 1 = 4
    assert pool(out, "oak-door", "durability") == 4 and who(out, "oak-door")["status"] == "active"
    out = ok(client, eid, attack("knight", "oak-door", "sword"))  # [2,2,2,2,2] = 10 − 1 = 9
    assert pool(out, "oak-door", "durability") == -5 and who(out, "oak-door")["status"] == "down"
    out = ok(client, eid, {"type": "apply_damage", "target_id": "oak-door", "track": "durability", "amount": 3})
    assert who(out, "oak-door")["status"] == "dead"  # ruined at −8


def test_a_coup_de_grace_kills_an_unconscious_creature_when_the_option_is_on(make_client, count_events) -> None:  # type: ignore[no-untyped-def]
    client, eid, _ = fight(
        make_client,
        [*KNIGHT_FIRST, 1, 1, 1, 1, 1],
        [(KNIGHT, "party", None), (WOLF, "foes", None)],
        options={"coup_de_grace": True},
    )
    refused(
        client,
        eid,
        attack("knight", "wolf", "sword", coup_de_grace=True),
        409,
        "a coup de grâce is made on an unconscious creature",
        count_events,
    )
    ok(client, eid, {"type": "apply_damage", "target_id": "wolf", "track": "might", "amount": 4})
    out = ok(client, eid, attack("knight", "wolf", "sword", coup_de_grace=True))
    a = one(out, ATTACK)
    assert a["killed"] is True and a["segments"][0]["shares"] == {"activeness": 5}
    assert who(out, "wolf")["status"] == "dead"
    refused(client, eid, attack("knight", "wolf", "sword"), 409, "already dead", count_events)
    out = ok(client, eid, {"type": "advance_turn"})  # the dead take no turn: round 2, the knight again
    assert (out["state"]["round"], out["state"]["turn"]) == (2, "knight")


def test_coup_de_grace_is_refused_when_the_option_is_off(make_client, count_events) -> None:  # type: ignore[no-untyped-def]
    client, eid, _ = fight(make_client, KNIGHT_FIRST, [(KNIGHT, "party", None), (WOLF, "foes", None)])
    ok(client, eid, {"type": "apply_damage", "target_id": "wolf", "track": "might", "amount": 4})
    refused(
        client,
        eid,
        attack("knight", "wolf", "sword", coup_de_grace=True),
        409,
        "coup de grâce is an extension rule that is off",
        count_events,
    )


def test_a_defender_without_the_whole_cost_left_does_not_defend(make_client) -> None:  # type: ignore[no-untyped-def]
    client, eid, _ = fight(
        make_client,
        [*KNIGHT_FIRST, 2, 2, 2, 2, 2],
        [(KNIGHT, "party", None), (WOLF, "foes", None)],
        options={"mobility_per_round": 2},
    )
    ok(client, eid, {"type": "advance_turn"})
    ok(client, eid, {"type": "apply_damage", "target_id": "knight", "track": "mobility", "amount": 2})
    out = ok(client, eid, attack("wolf", "knight", "bite", defence="parry"))
    assert events_of(out, ATTACK)[0]["segments"][0]["undefended"] == "no ⚡"
