"""Both dnd4e demo fights through the API against real PostgreSQL: the demo's party against
its goblins, imp and ogre, then, carried over (``POST …/fork`` with the combatants kept) and
rested, against the next goblins (``fray.demo.dnd4e_fight``), with seeded server dice. Every
command is asked first (``dry_run=true``) and only those the rules accept are sent, so none
sent is refused; the state after every turn equals the fold of the stored log; each fight
ends with one side down and the fallen accounted for."""

from __future__ import annotations

import random
from typing import Any

import pytest

from fray.demo.dnd4e_fight import fallen, fight, over
from fray.domain.dice import SeededDice

from .conftest import folded_state, send
from .dnd4e_blocks import MakeClient


@pytest.mark.parametrize("seed", ["fray", "4e"])
def test_both_fights_fold_to_the_served_state(make_client: MakeClient, seed: str) -> None:
    client = make_client(SeededDice(seed))
    created = client.post("/encounters", json={"ruleset": "dnd4e", "name": "The Goblin Warren"})
    eids = [created.json()["state"]["encounter_id"]]
    steps = fight(random.Random(seed))
    kind, body = next(steps)
    kinds: set[str] = set()
    try:
        while True:
            reply: dict[str, Any] | None
            if kind == "fork":
                r = client.post(f"/encounters/{eids[-1]}/fork", json=body)
                assert r.status_code == 201, r.text
                reply = r.json()
                eids.append(reply["state"]["encounter_id"])
            elif kind == "ask":
                r = client.post(f"/encounters/{eids[-1]}/commands?dry_run=true", json=body)
                assert r.status_code in (200, 404, 409, 422), (body, r.text)
                reply = r.json() if r.status_code == 200 else None
            else:
                r = send(client, eids[-1], body)
                assert r.status_code == 200, (body, r.text)
                reply = r.json()
                kinds |= {e["type"] for e in reply["events"]}
                if body["type"] == "advance_turn":
                    assert reply["state"] == folded_state(client, eids[-1])
            kind, body = steps.send(reply)
    except StopIteration:
        pass
    for eid in eids:
        final = client.get(f"/encounters/{eid}").json()
        assert final == folded_state(client, eid)
        log = client.get(f"/encounters/{eid}/events").json()["events"]
        assert all("last hurt by" in line for line in fallen(final, log))
    assert over(client.get(f"/encounters/{eids[0]}").json())
    assert {"dnd4e.attack_rolled", "dnd4e.damage_resolved", "dnd4e.zone_created", "dnd4e.power_used"} <= kinds
