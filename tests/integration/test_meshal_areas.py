"""Meshal Lite area attacks through the API (001_5f4122b8a83d6727.txt §区域Area, §攻击
攻击范围: "这类攻击将会覆盖区域内的所有目标"): the targets come from the grid, never from the
caller; each is rolled for and defends on its own; the ⚡ is paid once."""

from __future__ import annotations

from typing import Any

from fray.demo.meshal_cast import KNIGHT, WOLF, creature

from .conftest import CountEvents, MakeClient, ok
from .meshal_api import events_of, fight, one, pool, refused

COVERED = "meshal-lite.area_covered"
ROLLED = "meshal-lite.attack_rolled"
RESOLVED = "meshal-lite.attack_resolved"
FIREBALL = {
    "name": "fireball",
    "targets": ["might"],
    "dice": {"plus": 3},
    "attack_type": "erosion",
    "defences": ["dodge"],
    "reach": {"high": 9, "ranged": True},
    "cost": 2,
}
PYRO = creature("Pyromancer", 3, 3, 5, attacks=[FIREBALL], strength=30)
INITIATIVE = [6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 2, 2, 1, 1, 1]  # distinct: the pyromancer first
ROSTER: list[tuple[dict[str, Any], str, tuple[int, int] | None]] = [
    (PYRO, "party", (0, 0)),
    ({**WOLF, "name": "Wolf A"}, "foes", (5, 0)),
    ({**WOLF, "name": "Wolf B"}, "foes", (6, 2)),
    ({**WOLF, "name": "Wolf C"}, "foes", (9, 9)),
    ({**KNIGHT, "name": "Knight"}, "party", (4, 1)),
]
TWO_STEPS = {"defence_timing": "after_protection"}


def fireball(**more: Any) -> dict[str, Any]:
    return {"type": "meshal-lite.area_attack", "attacker_id": "pyromancer", "attack": "fireball", **more}


def test_a_circle_attacks_every_hostile_creature_in_it_each_with_its_own_roll(make_client: MakeClient) -> None:
    # "一片直径3步的地面" around (5, 1): x 4–6, y 0–2. Wolf A and B are in it, Wolf C is not,
    # the knight is but is no foe. Wolf A's 3 dice are 2, 2, 2 (6 points): it waits for its
    # defence; Wolf B's are 6, 6, 6 (0): a miss at once.
    client, eid, ids = fight(make_client, [*INITIATIVE, 2, 2, 2, 6, 6, 6], ROSTER, TWO_STEPS)
    pyro, wolf_a, wolf_b, _, _ = ids
    out = ok(client, eid, fireball(shape="circle", origin={"x": 5, "y": 1}, diameter=3, targets="hostile"))
    area = one(out, COVERED)
    assert (area["shape"], area["radius"], area["squares"]) == ("circle", 1, 9)
    assert area["target_ids"] == [wolf_a, wolf_b]
    rolled = events_of(out, ROLLED)
    assert [(r["target_id"], r["segments"][0]["rolled"]) for r in rolled] == [(wolf_a, 6), (wolf_b, 0)]
    assert [r["waiting"] for r in rolled] == [True, False]
    assert one(out, RESOLVED)["target_id"] == wolf_b
    spent = [e["data"] for e in out["events"] if e["type"] == "resource_changed"]
    assert [(s["combatant_id"], s["delta"]) for s in spent] == [(pyro, -2)]
    assert pool(out, pyro, "mobility") == 1
    # Wolf A takes it: 6 dice of Might, as many as it has.
    out = ok(client, eid, {"type": "meshal-lite.defend", "combatant_id": wolf_a, "defence": "take"})
    assert one(out, RESOLVED)["segments"][0]["damage"] == 6


def test_all_includes_allies_and_a_cone_starts_from_the_attacker(make_client: MakeClient) -> None:
    # A 6-step 30° cone east from the pyromancer (§攻击: "最远6步的30°锥形区域") covers
    # x 2–6 on rows −1 to 1: Wolf A (5, 0) and the knight (4, 1); not Wolf B (6, 2).
    client, eid, ids = fight(make_client, [*INITIATIVE, 6, 6, 6, 6, 6, 6], ROSTER, TWO_STEPS)
    _, wolf_a, _, _, knight = ids
    out = ok(client, eid, fireball(shape="cone", radius=6, angle=30, toward={"x": 1, "y": 0}))
    assert one(out, COVERED)["target_ids"] == [knight, wolf_a]
    assert one(out, COVERED)["squares"] == 16


def test_targets_are_never_named_and_bad_areas_are_refused(make_client: MakeClient, count_events: CountEvents) -> None:
    client, eid, ids = fight(make_client, [*INITIATIVE, 6, 6, 6], ROSTER, TWO_STEPS)
    wolf_a = ids[1]
    ring = fireball(shape="ring", origin={"x": 5, "y": 1}, radius=1)
    refused(client, eid, {**ring, "target_ids": [wolf_a]}, 400, "target_ids", count_events)
    refused(client, eid, fireball(shape="circle", origin={"x": 9, "y": 9}, radius=1), 409, "beyond", count_events)
    refused(client, eid, fireball(shape="circle", origin={"x": 2, "y": 6}, radius=0), 409, "covers no", count_events)
    refused(client, eid, fireball(shape="cone", radius=3), 422, "toward", count_events)
    refused(client, eid, fireball(shape="circle", radius=1, diameter=3), 422, "radius or its diameter", count_events)
