"""dnd4e turns through the API: the action economy, action points, dazed, immediate actions,
walking as a move action, sustained effects, the surprise round, forced movement, initiative
ties. PHB 2008 pp. 267–268, 284–286; 004_e86ae0a0322fa3b5.txt §持续时间, §状态, §受迫移动."""

from __future__ import annotations

from fray.domain.dice import ScriptedDice

from .conftest import ok, send, who
from .dnd4e_blocks import FIGHTER, GOBLIN, WIZARD, MakeClient
from .test_dnd4e_attacks import add, ev, ids, new4e, start

SWING = {"type": "dnd4e.attack", "attacker_id": "brandis", "target_id": "goblin", "power": "Melee Basic Attack"}


def test_one_standard_action_then_the_move_then_an_action_point(make_client: MakeClient) -> None:
    client, eid, out = start(make_client, [20, 1, 2, 2, 2], ("Brandis", FIGHTER, 0, 0), ("Goblin", GOBLIN, 1, 0))
    ok(client, eid, SWING)
    r = send(client, eid, SWING)
    assert r.status_code == 409 and "no standard action left" in r.json()["detail"]
    out = ok(client, eid, {"type": "move_combatant", "combatant_id": "brandis", "path": [{"x": 0, "y": 1}]})
    assert who(out, "brandis")["spent_on"] == {"standard": ["Melee Basic Attack"], "move": ["walk"]}
    ok(client, eid, {"type": "move_combatant", "combatant_id": "brandis", "path": [{"x": 0, "y": 0}]})  # the same walk
    out = ok(
        client,
        eid,
        {"type": "dnd4e.take_action", "combatant_id": "brandis", "action": "minor", "detail": "draw a dagger"},
    )
    r = send(client, eid, {"type": "dnd4e.take_action", "combatant_id": "brandis", "action": "minor"})
    assert r.status_code == 409
    out = ok(client, eid, {"type": "dnd4e.spend_action_point", "combatant_id": "brandis", "action": "standard"})
    assert who(out, "brandis")["resources"]["action_points"]["current"] == 0
    out = ok(client, eid, SWING)
    assert who(out, "brandis")["spent"]["extra_standard"] == 1
    r = send(client, eid, {"type": "dnd4e.spend_action_point", "combatant_id": "brandis", "action": "minor"})
    assert r.status_code == 409


def test_a_dazed_creature_takes_one_action_and_no_immediate_one(make_client: MakeClient) -> None:
    client, eid, out = start(make_client, [20, 1, 2], ("Brandis", FIGHTER, 0, 0), ("Goblin", GOBLIN, 1, 0))
    ok(
        client,
        eid,
        {
            "type": "dnd4e.apply_condition",
            "target_id": "brandis",
            "condition": "dazed",
            "duration": "end_of_turn",
            "source": "goblin",
            "turn_of": "brandis",
        },
    )
    ok(client, eid, {"type": "dnd4e.take_action", "combatant_id": "brandis", "action": "minor", "detail": "drink"})
    r = send(client, eid, SWING)
    assert r.status_code == 409
    ok(client, eid, {"type": "dnd4e.take_action", "combatant_id": "brandis", "action": "free", "detail": "shout"})
    out = ok(client, eid, {"type": "advance_turn"})  # the goblin's turn; dazed ended with Brandis's
    assert "dazed" not in ids(out, "brandis")
    r = send(client, eid, {"type": "dnd4e.take_action", "combatant_id": "goblin", "action": "immediate"})
    assert r.status_code == 409 and "own turn" in r.json()["detail"]
    ok(
        client,
        eid,
        {"type": "dnd4e.take_action", "combatant_id": "brandis", "action": "immediate", "detail": "an interrupt"},
    )
    r = send(client, eid, {"type": "dnd4e.take_action", "combatant_id": "brandis", "action": "immediate"})
    assert r.status_code == 409 and "immediate" in r.json()["detail"]


def test_a_sustained_effect_lasts_while_sustained(make_client: MakeClient) -> None:
    # Glowing Cage 15 + 5 = 20 vs Reflex 14: immobilized while Malys sustains it (minor)
    client, eid, out = start(make_client, [20, 1, 15], ("Malys", WIZARD, 0, 0), ("Goblin", GOBLIN, 4, 0))
    out = ok(
        client, eid, {"type": "dnd4e.attack", "attacker_id": "malys", "target_id": "goblin", "power": "Glowing Cage"}
    )
    assert "immobilized" in ids(out, "goblin") and "sustain:glowing-cage" in ids(out, "malys")
    r = send(client, eid, {"type": "dnd4e.sustain", "combatant_id": "malys", "condition_id": "Glowing Cage"})
    assert r.status_code == 409 and "this turn" in r.json()["detail"]
    out = ok(client, eid, {"type": "advance_turn"})
    assert out["state"]["turn"] == "goblin"
    r = send(client, eid, {"type": "move_combatant", "combatant_id": "goblin", "path": [{"x": 5, "y": 0}]})
    assert r.status_code == 409 and "immobilized" in r.json()["detail"]
    ok(client, eid, {"type": "advance_turn"})
    r = send(
        client,
        eid,
        {"type": "dnd4e.sustain", "combatant_id": "malys", "condition_id": "Glowing Cage", "action": "standard"},
    )
    assert r.status_code == 409 and "minor" in r.json()["detail"]
    out = ok(client, eid, {"type": "dnd4e.sustain", "combatant_id": "malys", "condition_id": "Glowing Cage"})
    assert who(out, "malys")["spent"] == {"minor": 1}
    ok(client, eid, {"type": "advance_turn"})
    out = ok(client, eid, {"type": "advance_turn"})  # round 3: Malys does not sustain it ...
    assert "immobilized" in ids(out, "goblin")
    out = ok(client, eid, {"type": "advance_turn"})  # ... so it lapses as her turn ends
    assert "immobilized" not in ids(out, "goblin") and "sustain:glowing-cage" not in ids(out, "malys")


def test_the_surprise_round(make_client: MakeClient) -> None:
    client = make_client(ScriptedDice([1, 20, 10, 3]))
    eid = new4e(client)
    add(client, eid, "Brandis", FIGHTER, 0, 0)
    add(client, eid, "Goblin", GOBLIN, 1, 0, surprised=True)
    ok(client, eid, {"type": "roll_initiative"})
    out = ok(client, eid, {"type": "advance_turn"})
    assert out["state"]["turn"] == "goblin"
    r = send(client, eid, {"type": "dnd4e.take_action", "combatant_id": "goblin", "action": "free"})
    assert r.status_code == 409 and "no actions" in r.json()["detail"]
    out = ok(client, eid, {"type": "advance_turn"})
    [a] = ev(ok(client, eid, SWING), "dnd4e.attack_rolled")
    assert a["combat_advantage"] == ["surprised"]
    r = send(client, eid, {"type": "move_combatant", "combatant_id": "brandis", "path": [{"x": 0, "y": 1}]})
    assert r.status_code == 409  # one action in the surprise round
    r = send(client, eid, {"type": "dnd4e.spend_action_point", "combatant_id": "brandis"})
    assert r.status_code == 409 and "surprise" in r.json()["detail"]
    out = ok(client, eid, {"type": "advance_turn"})
    assert out["state"]["round"] == 2 and "surprised" not in ids(out, "goblin")


def test_push_pull_and_a_restrained_target(make_client: MakeClient) -> None:
    client, eid, out = start(make_client, [20, 1], ("Brandis", FIGHTER, 0, 0), ("Goblin", GOBLIN, 1, 0))
    push = {"type": "dnd4e.forced_movement", "target_id": "goblin", "by": "brandis", "kind": "push", "distance": 1}
    r = send(client, eid, {**push, "path": [{"x": 1, "y": 1}]})
    assert r.status_code == 409 and "farther" in r.json()["detail"]
    out = ok(client, eid, {**push, "path": [{"x": 2, "y": 1}]})
    g = who(out, "goblin")
    assert g["position"] == {"x": 2, "y": 1} and g["movement_left_ft"] is None
    out = ok(client, eid, {**push, "kind": "pull", "path": [{"x": 1, "y": 1}]})
    ok(
        client,
        eid,
        {"type": "dnd4e.apply_condition", "target_id": "goblin", "condition": "restrained", "source": "brandis"},
    )
    r = send(client, eid, {**push, "path": [{"x": 2, "y": 2}]})
    assert r.status_code == 409 and "restrained" in r.json()["detail"]


def test_initiative_ties_go_to_the_modifier_then_a_kept_roll_off(make_client: MakeClient) -> None:
    # two fighters (+2) roll 10: 12 each; roll-off 7 and 7, then 3 and 18; the goblin (+3) rolls 9: 12 too
    client = make_client(ScriptedDice([10, 10, 9, 7, 7, 3, 18]))
    eid = new4e(client)
    for name, block in (("Brandis", FIGHTER), ("Aldric", FIGHTER), ("Goblin", GOBLIN)):
        add(client, eid, name, block)
    out = ok(client, eid, {"type": "roll_initiative"})
    assert out["state"]["initiative_order"] == ["goblin", "aldric", "brandis"]
    [rolled] = ev(out, "initiative_rolled")
    assert [e["tiebreak"] for e in rolled["entries"]] == [[2, 7, 3], [2, 7, 18], [3]]


def test_an_effect_ends_on_its_own_creatures_turn_when_initiatives_tie(make_client: MakeClient) -> None:
    # both fighters roll 10 + 2 = 12; the roll-off puts Aldric first; a slow on the goblin until the
    # end of Brandis's next turn must outlast Aldric's turn
    client = make_client(ScriptedDice([10, 10, 1, 3, 18]))
    eid = new4e(client)
    for name, block in (("Brandis", FIGHTER), ("Aldric", FIGHTER), ("Goblin", GOBLIN)):
        add(client, eid, name, block)
    out = ok(client, eid, {"type": "roll_initiative"})
    assert out["state"]["initiative_order"] == ["aldric", "brandis", "goblin"]
    ok(client, eid, {"type": "advance_turn"})
    out = ok(
        client,
        eid,
        {
            "type": "dnd4e.apply_condition",
            "target_id": "goblin",
            "condition": "slowed",
            "duration": "end_of_next_turn",
            "source": "brandis",
        },
    )
    out = ok(client, eid, {"type": "advance_turn"})  # Aldric's turn ends: still slowed
    assert out["state"]["turn"] == "brandis" and "slowed" in ids(out, "goblin")
    out = ok(client, eid, {"type": "advance_turn"})  # Brandis's turn ends
    assert "slowed" not in ids(out, "goblin")
