"""A whole dnd4e fight through the API against real PostgreSQL: the demo's party against its
goblins, imp and ogre (``fray.demo.dnd4e_fight``), with seeded server dice. Every command the
tactics must send is accepted, the state after every turn equals the fold of the stored log,
and the fight ends with one side down and the fallen accounted for."""

from __future__ import annotations

import random

import pytest

from fray.demo.dnd4e_fight import fallen, fight, over
from fray.domain.dice import SeededDice

from .conftest import folded_state, send


@pytest.mark.parametrize("seed", ["fray", "4e"])
def test_a_whole_fight_folds_to_the_served_state(make_client, seed: str) -> None:  # type: ignore[no-untyped-def]
    client = make_client(SeededDice(seed))
    created = client.post("/encounters", json={"ruleset": "dnd4e", "name": "The Goblin Warren"})
    eid = created.json()["state"]["encounter_id"]
    steps = fight(random.Random(seed))
    body, optional = next(steps)
    kinds: set[str] = set()
    try:
        while True:
            r = send(client, eid, body)
            assert r.status_code == 200 or optional, (body, r.text)
            reply = r.json() if r.status_code == 200 else None
            if reply is not None:
                kinds |= {e["type"] for e in reply["events"]}
                if body["type"] == "advance_turn":
                    assert reply["state"] == folded_state(client, eid)
            body, optional = steps.send(reply)
    except StopIteration:
        pass
    final = client.get(f"/encounters/{eid}").json()
    assert final == folded_state(client, eid)
    assert over(final)
    log = client.get(f"/encounters/{eid}/events").json()["events"]
    lines = fallen(final, log)
    assert lines and all("last hurt by" in line for line in lines)
    assert {"dnd4e.attack_rolled", "dnd4e.damage_resolved", "condition_applied", "dnd4e.power_used"} <= kinds
