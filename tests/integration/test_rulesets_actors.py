"""``GET /rulesets`` says which field of each command names the acting combatant (``actors``):
what a front end needs to offer a player the commands their token may send (``fray.policy.access``)."""

from __future__ import annotations

from litestar import Litestar
from litestar.testing import TestClient

from fray.domain.commands import CORE_COMMANDS, command_type_of
from fray.rules.registry import RULESETS


def test_each_ruleset_lists_the_actor_field_of_every_command_that_has_one(client: TestClient[Litestar]) -> None:
    listed = {r["id"]: r for r in client.get("/rulesets").json()}
    for rid, ruleset in RULESETS.items():
        expected = {command_type_of(c): c.actor_field for c in (*CORE_COMMANDS, *ruleset.commands) if c.actor_field}
        assert listed[rid]["actors"] == expected
        assert set(listed[rid]["actors"]) <= set(listed[rid]["commands"])
    spires = listed["unlit-spires"]["actors"]
    assert spires["unlit-spires.melee_attack"] == "attacker_id"
    assert spires["move_combatant"] == "combatant_id"
    assert "apply_damage" not in spires and "advance_turn" not in spires  # the GM's


def test_each_ruleset_lists_the_conditions_its_apply_command_takes_by_name(client: TestClient[Litestar]) -> None:
    listed = {r["id"]: r["conditions"] for r in client.get("/rulesets").json()}
    dnd5e = {c["name"]: c["description"] for c in listed["dnd5e-2024"]}
    assert {"blinded", "prone", "grappled", "exhaustion", "unconscious"} <= set(dnd5e)
    assert all(dnd5e.values())  # each with what it does
    dnd4e = {c["name"]: c["description"] for c in listed["dnd4e"]}
    assert {"prone", "dazed", "marked", "insubstantial"} <= set(dnd4e) and len(dnd4e) == 17
    assert all(dnd4e.values()) and "combat advantage" in dnd4e["dazed"]  # 4e's too, in its own terms
    assert listed["unlit-spires"] == []  # free names there
