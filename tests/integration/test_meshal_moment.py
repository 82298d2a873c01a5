"""The Moment process of Meshal Lite through the API (001 §瞬息Moment过程, §移动Movement,
§失败Losing a Combat, §休息Resting, §战斗强度): initiative, ⚡ (long actions, reactions,
refills, refunds), moves in steps, tactics, fleeing, the fight's end, loot and rest."""

from __future__ import annotations

from typing import Any

from fray.demo.meshal_cast import KNIGHT, ROGUE, WOLF, creature

from .conftest import ok, who
from .meshal_api import add, events_of, fight, one, pool, refused

KNIGHT_FIRST = [6, 6, 6, 1, 1, 1, 1, 1]


def test_initiative_ties_roll_three_dice_and_latecomers_act_last(make_client) -> None:  # type: ignore[no-untyped-def]
    # Knight [6,6,1] = 13 and Rogue [1,2,2,2,3,3] = 13 tie: 3🎲+ each, [1,1,1] = 3 and [2,2,2] = 6.
    client, eid, _ = fight(
        make_client,
        [6, 6, 1, 1, 2, 2, 2, 3, 3, 1, 1, 1, 2, 2, 2, 4, 4, 4, 4, 4, 1, 1, 1, 1],
        [(KNIGHT, "party", None), (ROGUE, "party", None)],
        start=False,
    )
    out = ok(client, eid, {"type": "roll_initiative"})
    entries = {e["combatant_id"]: e for e in one(out, "initiative_rolled")["entries"]}
    assert (entries["knight"]["total"], entries["knight"]["tiebreak"]) == (13, [3])
    assert (entries["rogue"]["total"], entries["rogue"]["tiebreak"]) == (13, [6])
    assert out["state"]["initiative_order"] == ["rogue", "knight"]
    # A lone latecomer rolls nothing and acts after everyone.
    add(client, eid, WOLF, "foes")
    out = ok(client, eid, {"type": "roll_initiative"})
    assert one(out, "initiative_rolled")["entries"][0]["dice"] == []
    assert out["state"]["initiative_order"] == ["rogue", "knight", "wolf"]
    # Two latecomers roll to order themselves, still after everyone: [4]*5 = 20 beats [1]*4.
    add(client, eid, WOLF, "foes")
    add(client, eid, creature("Ghoul", 3, 4, 2), "foes")
    out = ok(client, eid, {"type": "roll_initiative"})
    assert out["state"]["initiative_order"] == ["rogue", "knight", "wolf", "wolf-2", "ghoul"]


def test_group_initiative_rolls_once_for_identical_creatures(make_client) -> None:  # type: ignore[no-untyped-def]
    client, eid, _ = fight(
        make_client,
        [3, 3, 3, 3, 3, 1, 1, 1],
        [(WOLF, "foes", None), (KNIGHT, "party", None), (WOLF, "foes", None)],
        options={"group_initiative": True},
        start=False,
    )
    out = ok(client, eid, {"type": "roll_initiative"})
    entries = one(out, "initiative_rolled")["entries"]
    assert [e["total"] for e in entries] == [15, 15, 3]  # the wolves share one roll
    assert out["state"]["initiative_order"] == ["wolf", "wolf-2", "knight"]


def test_a_long_action_owes_its_rest_to_the_next_round(make_client, count_events) -> None:  # type: ignore[no-untyped-def]
    client, eid, _ = fight(make_client, KNIGHT_FIRST, [(KNIGHT, "party", (0, 0)), (WOLF, "foes", (5, 5))])
    ok(client, eid, {"type": "move_combatant", "combatant_id": "knight", "path": [{"x": 1, "y": 0}]})
    out = ok(client, eid, {"type": "meshal-lite.take_action", "combatant_id": "knight", "action": "search"})
    assert one(out, "meshal-lite.action_taken")["cost"] == 3
    knight = who(out, "knight")
    assert knight["resources"]["mobility"]["current"] == 0
    assert [(k["id"], k["modifiers"][0]["amount"]) for k in knight["markers"]] == [("mobility_owed", -1)]
    refused(
        client,
        eid,
        {"type": "meshal-lite.take_action", "combatant_id": "knight", "action": "search"},
        409,
        "this tactic costs 3⚡ and 0⚡ is left this round",
        count_events,
    )
    ok(client, eid, {"type": "advance_turn"})
    out = ok(client, eid, {"type": "advance_turn"})  # round 2: 3⚡ less the 1 owed
    assert pool(out, "knight", "mobility") == 2
    assert [k["id"] for k in who(out, "knight")["markers"]] == ["unhit_rounds"]  # the debt is paid


def test_reactions_need_their_whole_cost_and_a_voided_action_is_refunded(make_client, count_events) -> None:  # type: ignore[no-untyped-def]
    client, eid, _ = fight(make_client, [*KNIGHT_FIRST, 3, 3, 3, 3, 3], [(KNIGHT, "party", None), (WOLF, "foes", None)])
    ok(
        client,
        eid,
        {"type": "meshal-lite.take_action", "combatant_id": "knight", "action": "handle_item", "item_size": "light"},
    )
    ok(client, eid, {"type": "advance_turn"})
    body = {
        "type": "meshal-lite.attack",
        "attacker_id": "knight",
        "target_id": "wolf",
        "attack": "sword",
        "reaction": True,
    }
    refused(client, eid, body, 409, "this reaction costs 2⚡ and 1⚡ is left this round", count_events)
    refused(
        client,
        eid,
        {**body, "reaction": False},
        409,
        "Knight can attack only on its own turn; it is wolf's turn",
        count_events,
    )
    out = ok(
        client,
        eid,
        {
            "type": "meshal-lite.refund_mobility",
            "target_id": "knight",
            "amount": 2,
            "note": "the wolf left the reach of the item thrown",
        },
    )
    assert pool(out, "knight", "mobility") == 3
    out = ok(client, eid, body)  # a reaction on the wolf's turn, paid in full
    assert one(out, "meshal-lite.attack_resolved")["reaction"] is True and pool(out, "knight", "mobility") == 1
    refused(
        client,
        eid,
        {"type": "meshal-lite.refund_mobility", "target_id": "knight", "amount": 3},
        422,
        "cannot refund 3⚡",
        count_events,
    )


def test_without_long_actions_a_tactic_needs_its_whole_cost(make_client, count_events) -> None:  # type: ignore[no-untyped-def]
    client, eid, _ = fight(
        make_client,
        KNIGHT_FIRST,
        [(KNIGHT, "party", None), (WOLF, "foes", None)],
        options={"long_actions": False, "mobility_refill": "turn", "drop_item_cost": 1},
    )
    ok(client, eid, {"type": "meshal-lite.take_action", "combatant_id": "knight", "action": "drop_item"})
    refused(
        client,
        eid,
        {"type": "meshal-lite.take_action", "combatant_id": "knight", "action": "search"},
        409,
        "this tactic costs 3⚡ and 2⚡ is left",
        count_events,
    )
    ok(client, eid, {"type": "advance_turn"})
    out = ok(client, eid, {"type": "advance_turn"})  # refilled at its own turn's start
    assert out["state"]["turn"] == "knight" and pool(out, "knight", "mobility") == 3


def test_moves_count_steps_with_alternating_diagonals_and_cost_one_each(make_client, count_events) -> None:  # type: ignore[no-untyped-def]
    client, eid, _ = fight(
        make_client,
        KNIGHT_FIRST,
        [(KNIGHT, "party", (0, 0)), (WOLF, "foes", (0, 3))],
        options={"mobility_per_round": 6},
    )
    diagonal = [{"x": i, "y": i} for i in range(1, 5)]
    refused(
        client,
        eid,
        {"type": "move_combatant", "combatant_id": "knight", "path": diagonal},
        409,
        "that path is 6 steps; one move lets Knight walk 5",
        count_events,
    )
    out = ok(client, eid, {"type": "move_combatant", "combatant_id": "knight", "path": diagonal[:3]})
    moved = one(out, "combatant_moved")
    assert moved["cost_ft"] == 4 and pool(out, "knight", "mobility") == 5  # 1 + 2 + 1 steps
    refused(
        client,
        eid,
        {
            "type": "move_combatant",
            "combatant_id": "knight",
            "how": "climb",
            "path": [{"x": 3, "y": 2}, {"x": 3, "y": 1}, {"x": 3, "y": 0}],
        },
        409,
        "one move lets Knight climb 2",
        count_events,
    )
    refused(
        client,
        eid,
        {
            "type": "move_combatant",
            "combatant_id": "knight",
            "difficult": True,
            "path": [{"x": 2, "y": 3}, {"x": 1, "y": 3}, {"x": 0, "y": 4}],
        },
        409,
        "that path is 3 steps; one move lets Knight walk 2",
        count_events,
    )
    refused(
        client,
        eid,
        {
            "type": "move_combatant",
            "combatant_id": "knight",
            "path": [{"x": 2, "y": 3}, {"x": 1, "y": 3}, {"x": 0, "y": 3}, {"x": 0, "y": 2}],
        },
        409,
        "Wolf blocks (0, 3)",
        count_events,
    )
    refused(client, eid, {"type": "dash", "combatant_id": "knight"}, 422, "meshal-lite has no dash", count_events)
    # An unconscious wolf does not block the way, but no move ends on it.
    ok(client, eid, {"type": "apply_damage", "target_id": "wolf", "track": "might", "amount": 4})
    refused(
        client,
        eid,
        {
            "type": "move_combatant",
            "combatant_id": "knight",
            "path": [{"x": 2, "y": 3}, {"x": 1, "y": 3}, {"x": 0, "y": 3}],
        },
        409,
        "Wolf is on (0, 3)",
        count_events,
    )
    out = ok(
        client,
        eid,
        {
            "type": "move_combatant",
            "combatant_id": "knight",
            "path": [{"x": 2, "y": 3}, {"x": 1, "y": 3}, {"x": 0, "y": 3}, {"x": 0, "y": 2}],
        },
    )
    assert one(out, "combatant_moved")["cost_ft"] == 4 and who(out, "knight")["position"] == {"x": 0, "y": 2}


def test_standing_up_is_a_change_of_posture(make_client, count_events) -> None:  # type: ignore[no-untyped-def]
    client, eid, _ = fight(make_client, KNIGHT_FIRST, [(KNIGHT, "party", None), (WOLF, "foes", None)])
    refused(client, eid, {"type": "stand_up", "combatant_id": "knight"}, 409, "Knight is not prone", count_events)
    ok(client, eid, {"type": "apply_damage", "target_id": "knight", "track": "spirit", "amount": 3})
    out = ok(client, eid, {"type": "apply_healing", "target_id": "knight", "track": "spirit", "amount": 1})
    assert who(out, "knight")["status"] == "active"
    out = ok(client, eid, {"type": "stand_up", "combatant_id": "knight"})
    assert who(out, "knight")["conditions"] == [] and pool(out, "knight", "mobility") == 2


def test_tactics_from_the_table_and_their_extension_rules(make_client, count_events) -> None:  # type: ignore[no-untyped-def]
    client, eid, _ = fight(
        make_client,
        KNIGHT_FIRST,
        [(KNIGHT, "party", None), (WOLF, "foes", None)],
        options={"postures": True, "mobility_per_round": 12},
    )
    out = ok(
        client,
        eid,
        {
            "type": "meshal-lite.take_action",
            "combatant_id": "knight",
            "action": "handle_item",
            "item_size": "trivial",
            "other_item_size": "heavy",
            "note": "swap the shield for a torch",
        },
    )
    assert one(out, "meshal-lite.action_taken")["cost"] == 3
    out = ok(client, eid, {"type": "meshal-lite.take_action", "combatant_id": "knight", "action": "drop_item"})
    assert one(out, "meshal-lite.action_taken")["cost"] == 0 and events_of(out, "resource_changed") == []
    out = ok(client, eid, {"type": "meshal-lite.take_action", "combatant_id": "knight", "action": "posture"})
    assert one(out, "meshal-lite.action_taken")["cost"] == 1
    refused(
        client,
        eid,
        {"type": "meshal-lite.take_action", "combatant_id": "knight", "action": "facing"},
        409,
        "facing (方位) is an extension rule that is off",
        count_events,
    )
    refused(
        client,
        eid,
        {"type": "meshal-lite.take_action", "combatant_id": "knight", "action": "handle_item"},
        422,
        "handle_item needs item_size",
        count_events,
    )


def test_fleeing_after_three_rounds_unhit_and_the_fight_that_follows(make_client, count_events) -> None:  # type: ignore[no-untyped-def]
    # Rogue [6]*6, Knight [5,5,5], Wolf [1]*5; the rogue flees in round 4: [1,2,2,1,3,3] = 6 > 5.
    client, eid, _ = fight(
        make_client,
        [6] * 6 + [5, 5, 5] + [1] * 5 + [1, 2, 2, 1, 3, 3, 2, 1, 3],
        [(ROGUE, "party", (0, 0)), (KNIGHT, "party", (0, 1)), (WOLF, "foes", (4, 4))],
    )
    flee = {"type": "meshal-lite.flee", "combatant_id": "rogue"}
    refused(
        client,
        eid,
        flee,
        409,
        "fleeing needs 3 rounds in a row unhit by hostile attacks; this creature has 0",
        count_events,
    )
    for _ in range(9):
        out = ok(client, eid, {"type": "advance_turn"})
    assert (out["state"]["round"], out["state"]["turn"]) == (4, "rogue")
    assert who(out, "rogue")["markers"][0]["modifiers"][0]["amount"] == 3
    refused(client, eid, {"type": "meshal-lite.rest"}, 409, "a Moment process breaks a rest", count_events)
    refused(
        client, eid, {"type": "meshal-lite.end_fight"}, 409, "both sides still have creatures standing", count_events
    )
    out = ok(client, eid, flee)
    f = one(out, "meshal-lite.flee_attempted")
    assert (f["points"], f["difficulty"], f["against"], f["succeeded"]) == (6, 5, "wolf", True)
    rogue = who(out, "rogue")
    assert rogue["status"] == "down" and rogue["position"] is None
    assert [k["id"] for k in rogue["conditions"]] == ["fled"]
    out = ok(client, eid, {"type": "advance_turn"})
    assert out["state"]["turn"] == "knight"
    ok(client, eid, {"type": "advance_turn"})
    out = ok(client, eid, {"type": "advance_turn"})
    assert (out["state"]["round"], out["state"]["turn"]) == (5, "knight")  # the fled take no turn
    refused(
        client,
        eid,
        {"type": "meshal-lite.take_loot", "combatant_id": "knight", "target_id": "wolf", "items": ["fang"]},
        409,
        "loot is taken after the fight",
        count_events,
    )
    ok(client, eid, {"type": "apply_damage", "target_id": "wolf", "track": "might", "amount": 4})
    out = ok(client, eid, {"type": "meshal-lite.end_fight"})
    end = one(out, "meshal-lite.fight_ended")
    # (20 − (30 + 36)) ÷ 2 = −23: Basic, 1 potential; none to the one who fled.
    assert (end["outcome"], end["decided_by"], end["gap"], end["intensity"], end["chinese"]) == (
        "victory",
        "the field",
        -23,
        "Basic",
        "简单",
    )
    assert end["rewards"] == {"rogue": 0, "knight": 1} and end["fled"] == ["rogue"] and end["party_size"] == 2
    refused(
        client,
        eid,
        {"type": "meshal-lite.take_loot", "combatant_id": "rogue", "target_id": "wolf", "items": ["fang"]},
        409,
        "has fled the fight",
        count_events,
    )
    out = ok(
        client,
        eid,
        {"type": "meshal-lite.take_loot", "combatant_id": "knight", "target_id": "wolf", "items": ["fang", "pelt"]},
    )
    assert one(out, "meshal-lite.loot_taken")["items"] == ["fang", "pelt"]
    # Rest: the wolf's empty Might rolls one die anyway: [2] → 2 dice back; then [1, 3] → 1 more.
    out = ok(client, eid, {"type": "meshal-lite.rest", "hours": 2})
    rested = one(out, "meshal-lite.rested")
    assert rested["combatant_id"] == "wolf" and [h["regained"] for h in rested["hours"]] == [{"might": 2}, {"might": 1}]
    assert pool(out, "wolf", "might") == 3 and rested["full"] is False and who(out, "wolf")["status"] == "active"


def test_the_victor_chases_one_who_fled_and_catches_it(make_client, count_events) -> None:  # type: ignore[no-untyped-def]
    # Knight [6,6,6] before the wolf [1]*5; in round 4 the wolf flees: [1]*5 = 5 > Knight's 3 dice.
    # The chase, a minute at a time: Knight [1,2,2] = 5 against [3]*5 = 0, then [2,2,2] = 6: 11 − 0.
    client, eid, _ = fight(
        make_client,
        [6, 6, 6] + [1] * 5 + [1] * 5 + [1, 2, 2] + [3] * 5 + [2, 2, 2] + [3] * 5,
        [(KNIGHT, "party", None), (WOLF, "foes", None)],
    )
    chase = {"type": "meshal-lite.chase", "combatant_id": "knight", "target_id": "wolf"}
    refused(client, eid, chase, 409, "Wolf has not fled", count_events)
    for _ in range(7):
        ok(client, eid, {"type": "advance_turn"})
    ok(client, eid, {"type": "meshal-lite.flee", "combatant_id": "wolf"})
    out = ok(client, eid, chase)
    run = one(out, "meshal-lite.chase_run")
    assert (run["pursuer_totals"], run["fleer_totals"], run["outcome"]) == ([5, 11], [0, 0], "caught")
    assert who(out, "wolf")["conditions"] == [] and who(out, "wolf")["status"] == "active"


def test_a_fight_decided_by_an_objective_and_a_defeat(make_client) -> None:  # type: ignore[no-untyped-def]
    client, eid, _ = fight(make_client, KNIGHT_FIRST, [(KNIGHT, "party", None), (WOLF, "foes", None)])
    out = ok(client, eid, {"type": "meshal-lite.end_fight", "outcome": "victory"})
    assert one(out, "meshal-lite.fight_ended")["decided_by"] == "the GM"
    ok(client, eid, {"type": "apply_damage", "target_id": "knight", "track": "activeness", "amount": 3})
    out = ok(client, eid, {"type": "meshal-lite.end_fight"})
    end = one(out, "meshal-lite.fight_ended")
    assert (end["outcome"], end["rewards"]) == ("defeat", {"knight": 0})


def test_temporary_parts_bring_and_take_dice(make_client) -> None:  # type: ignore[no-untyped-def]
    client, eid, _ = fight(make_client, KNIGHT_FIRST, [(KNIGHT, "party", None), (WOLF, "foes", None)])
    out = ok(
        client, eid, {"type": "meshal-lite.set_temporary", "target_id": "knight", "attribute": "might", "temporary": 2}
    )
    assert who(out, "knight")["resources"]["might"] == {"current": 7, "maximum": 7}
    assert who(out, "knight")["stats"]["might"]["temporary"] == 2
    ok(client, eid, {"type": "apply_damage", "target_id": "knight", "track": "might", "amount": 1})
    out = ok(
        client, eid, {"type": "meshal-lite.set_temporary", "target_id": "knight", "attribute": "might", "temporary": -1}
    )
    assert who(out, "knight")["resources"]["might"] == {"current": 4, "maximum": 4}


def _check(**more: Any) -> dict[str, Any]:
    return {"type": "meshal-lite.check", "combatant_id": "knight", **more}


def test_the_seed_examples_kerida_scores_three_and_the_stone_door_holds(make_client) -> None:  # type: ignore[no-untyped-def]
    # 凯瑞达's 4🎲 come up 3, 1, 2, 6: 3 points. 艾多夫's 3 against the stone door's 5 fails;
    # his 2 against the mechanism's 1 succeeds.
    client, eid, _ = fight(
        make_client,
        [*KNIGHT_FIRST, 3, 1, 2, 6, 1, 2, 3, 3, 3, 2, 3, 3],
        [(KNIGHT, "party", None), (WOLF, "foes", None)],
    )
    out = ok(client, eid, _check(dice={"plus": 4}, what="凯瑞达须掷4🎲"))
    assert one(out, "meshal-lite.check_rolled")["result"] == 3
    out = ok(client, eid, _check(dice={"attributes": ["might"]}, difficulty=5, what="push the stone door"))
    rolled = one(out, "meshal-lite.check_rolled")
    assert (rolled["result"], rolled["succeeded"]) == (3, False)
    out = ok(client, eid, _check(dice={"attributes": ["spirit"]}, difficulty=1, what="look for a mechanism"))
    rolled = one(out, "meshal-lite.check_rolled")
    assert (rolled["attribute"], rolled["result"], rolled["succeeded"]) == ("spirit", 2, True)


def test_checks_with_fewer_dice_helpers_rerolls_fate_and_secrets(make_client, count_events) -> None:  # type: ignore[no-untyped-def]
    client, eid, _ = fight(
        make_client,
        [*KNIGHT_FIRST, 2, 1, 4, 4, 2, 2, 3, 1, 1, 2, 3, 3],
        [(KNIGHT, "party", None), (WOLF, "foes", None)],
        options={"expense_of_fate": True},
    )
    out = ok(client, eid, _check(dice={"attributes": ["might"], "scoring": "faces"}, roll_dice=2))
    rolled = one(out, "meshal-lite.check_rolled")
    assert (rolled["allowed"], rolled["dice"], rolled["result"]) == (5, 2, 3)
    refused(client, eid, _check(dice={"attributes": ["might"]}, roll_dice=6), 422, "allows 5 dice", count_events)
    # Joint effort: the knight's Spirit [4, 4, 2] = 2 and the wolf's, which is "-" and so rolls
    # 3 dice, [2, 3, 1] = 3, add up.
    out = ok(client, eid, _check(dice={"attributes": ["spirit"]}, helpers=["wolf"], difficulty=4))
    rolled = one(out, "meshal-lite.check_rolled")
    assert (rolled["result"], rolled["helpers"][0]["result"], rolled["total"], rolled["succeeded"]) == (2, 3, 5, True)
    # Re-roll the dice scoring 0 of [1, 2, 3]: the 3 becomes a 3 again; then fate sets die 2 to 1,
    # which costs a Might die. Secret: the GM and the knight's player see it.
    out = ok(
        client,
        eid,
        _check(
            dice={"attributes": ["spirit"]},
            reroll={"scoring": "points", "value": 0},
            fate=[{"die": 2, "face": 1}],
            secret="gm_and_player",
        ),
    )
    rolled = one(out, "meshal-lite.check_rolled")
    assert (rolled["faces"], rolled["rerolled"], rolled["reroll_faces"]) == ([1, 2, 3], [2], [3])
    assert (rolled["final_faces"], rolled["result"], rolled["fate_dice_lost"]) == ([1, 2, 1], 4, 1)
    assert rolled["visible_to"] == ["gm", "knight"] and pool(out, "knight", "spirit") == 2


def test_a_progressive_attempt_and_a_contest(make_client) -> None:  # type: ignore[no-untyped-def]
    client, eid, _ = fight(
        make_client,
        [*KNIGHT_FIRST, 1, 3, 3, 2, 3, 3, 1, 4, 4, 2, 2, 2, 3, 3, 1, 1, 3, 3],
        [(KNIGHT, "party", None), (WOLF, "foes", None)],
    )
    out = ok(
        client,
        eid,
        {
            "type": "meshal-lite.progressive_check",
            "combatant_id": "knight",
            "dice": {"attributes": ["spirit"]},
            "difficulty": 3,
            "periods": 10,
        },
    )
    p = one(out, "meshal-lite.progress_rolled")
    assert (p["totals"], p["succeeded"], p["succeeded_in"], p["estimate"]) == ([1, 3, 4], True, 3, 2)
    out = ok(
        client,
        eid,
        {
            "type": "meshal-lite.contest",
            "combatant_id": "knight",
            "target_id": "wolf",
            "dice": {"attributes": ["might"]},
            "target_dice": {"attributes": ["might"]},
            "what": "arm-wrestling",
        },
    )
    c = one(out, "meshal-lite.contest_rolled")
    assert (c["result"], c["target_result"], c["winner"]) == (6, 2, "knight")
