"""Fork and carry-over (``fray.domain.fork``), and the rests they make meaningful: a fork at N
is the original at N; a carry-over keeps the chosen combatants as they ended with turn state
cleared, so the Unlit Spires short rest really restores magic points and 5e short and long
rests heal, before round 1 only."""

from __future__ import annotations

import asyncio
from typing import Any, Union

import msgspec
import pytest

from fray.domain.dice import ScriptedDice, SeededDice
from fray.domain.errors import CombatantNotFound, InvalidCommand, RuleViolation
from fray.domain.events import EncounterForked
from fray.rules.registry import command_classes
from fray.service_layer.bootstrap import build
from fray.service_layer.codecs import event_types
from fray.service_layer.ports import publish_nowhere
from fray.store.memory import MemoryEventStore

TYPES = event_types()
Commands = Union[command_classes()]  # type: ignore[valid-type]  # noqa: UP007 - a union built at run time


class Table:
    def __init__(self, ruleset: str, dice: Any = None) -> None:
        self.store = MemoryEventStore(TYPES)
        self.e = build(self.store, dice or SeededDice(7), publish_nowhere, None, TYPES)
        self.eid = asyncio.run(self.e.commands.create(ruleset, "first fight", {})).state.encounter_id

    def do(self, body: dict[str, Any], eid: str | None = None) -> Any:
        return asyncio.run(self.e.commands.handle(eid or self.eid, msgspec.convert(body, Commands)))

    def fork(self, version: int | None = None, keep: tuple[str, ...] | None = None) -> Any:
        return asyncio.run(self.e.commands.fork(self.eid, version, None, keep))


def test_a_fork_at_n_is_the_original_at_n_and_records_where_it_came_from() -> None:
    t = Table("unlit-spires")
    t.do({"type": "unlit-spires.add_hero", "preset": "bruce"})
    t.do({"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie", "combatant_id": "zombie"})
    t.do({"type": "start_fight"})
    at = t.do({"type": "apply_damage", "target_id": "zombie", "amount": 5})
    t.do({"type": "apply_damage", "target_id": "zombie", "amount": 9})
    fork = t.fork(at.version)
    [first] = fork.events
    assert isinstance(first.data, EncounterForked) and first.data.origin.encounter_id == t.eid
    assert (first.data.origin.version, first.data.origin.head_hash) == (at.version, at.head)
    then = asyncio.run(t.e.views.state_at(t.eid, at.version))
    assert (fork.state.combatants, fork.state.order, fork.state.round, fork.state.turn) == (
        then.combatants,
        then.order,
        then.round,
        then.turn,
    )
    assert fork.state.name == f"first fight (fork at {at.version})" and fork.state.version == 1
    fid = fork.state.encounter_id
    with pytest.raises(RuleViolation, match="nothing to undo"):
        t.do({"type": "undo"}, fid)  # its beginning is not an action to undo
    after = t.do({"type": "advance_turn"}, fid)  # the fork plays on from there
    assert after.state.round == then.round + (then.turn == then.order[-1])


def test_a_spires_carry_over_keeps_spent_magic_points_and_a_short_rest_restores_them() -> None:
    t = Table("unlit-spires", ScriptedDice([6, 6, 1, 1] + [3] * 40))
    t.do({"type": "unlit-spires.add_hero", "preset": "enoch"})
    t.do({"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie", "combatant_id": "zombie"})
    t.do({"type": "start_fight"})
    t.do(
        {
            "type": "unlit-spires.cast_spell",
            "caster_id": "enoch",
            "spell": "frost bolt",
            "spell_level": 2,
            "form": "single_target",
            "target_ids": ["zombie"],
            "damage": "2d6",
        }
    )
    ended = asyncio.run(t.e.views.current(t.eid)).state.combatants["enoch"]
    mp = ended.resources["mp"]
    assert mp.current == mp.maximum - 20
    with pytest.raises(RuleViolation, match="not in the middle of a fight"):
        t.do({"type": "unlit-spires.recover_magic_points", "kind": "short_rest"})
    with pytest.raises(
        CombatantNotFound, match=r"^no combatant 'nobody' in this encounter; combatants: enoch, zombie$"
    ):
        t.fork(None, ("enoch", "nobody"))
    carried = t.fork(None, ("enoch",))
    c = carried.state.combatants["enoch"]
    assert list(carried.state.combatants) == ["enoch"] and carried.state.round == 0 and carried.state.order == ()
    assert c.resources == ended.resources and c.initiative is None and c.spent == {} and c.position is None
    rested = t.do({"type": "unlit-spires.recover_magic_points", "kind": "short_rest"}, carried.state.encounter_id)
    back = rested.state.combatants["enoch"].resources["mp"]
    assert back.current > mp.current and back.current == min(mp.maximum, mp.current + 10 * 1)


FIGHTER = {
    "kind": "pc",
    "ac": 16,
    "hp_max": 30,
    "abilities": {"constitution": 14},
    "hit_dice": "3d10",
    "spell_slots": [2],
}


def test_5e_short_and_long_rests_between_fights() -> None:
    t = Table("dnd5e-2024", ScriptedDice([15, 5, 6, 9]))
    t.do({"type": "dnd5e-2024.add_combatant", "name": "Ana", "combatant_id": "ana", "stats": FIGHTER})
    t.do(
        {
            "type": "dnd5e-2024.add_combatant",
            "name": "Orc",
            "combatant_id": "orc",
            "stats": {"kind": "monster", "ac": 13, "hp_max": 15},
        }
    )
    t.do({"type": "dnd5e-2024.deal_damage", "target_id": "ana", "damage": [{"type": "cold", "amount": 20}]})
    t.do({"type": "start_fight"})
    with pytest.raises(RuleViolation, match="not in the middle of a fight"):
        t.do({"type": "dnd5e-2024.rest", "kind": "short", "hit_dice": {"ana": 1}})
    carried = t.fork(None, ("ana",))
    fid = carried.state.encounter_id
    with pytest.raises(RuleViolation, match="3 Hit Point Dice left"):
        t.do({"type": "dnd5e-2024.rest", "kind": "short", "hit_dice": {"ana": 4}}, fid)
    with pytest.raises(InvalidCommand, match="long rest gives them all back"):
        t.do({"type": "dnd5e-2024.rest", "kind": "long", "hit_dice": {"ana": 1}}, fid)
    short = t.do({"type": "dnd5e-2024.rest", "kind": "short", "hit_dice": {"ana": 2}}, fid)
    ana = short.state.combatants["ana"]
    assert ana.resources["hp"].current == 10 + (6 + 2) + (9 + 2) and ana.resources["hit_dice"].current == 1
    long = t.do({"type": "dnd5e-2024.rest", "kind": "long"}, fid)
    ana = long.state.combatants["ana"]
    assert (ana.resources["hp"].current, ana.resources["hit_dice"].current) == (30, 3)
