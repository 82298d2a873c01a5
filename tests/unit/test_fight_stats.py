"""Fight statistics (``fray.domain.fight_stats``) in every ruleset, through the service layer on
the in-memory store: each figure checked against the events it comes from, undone actions
left out."""

from __future__ import annotations

import asyncio
from typing import Any, Union

import msgspec

from fray.domain.dice import ScriptedDice
from fray.domain.events import DamageTaken, known
from fray.domain.tally import Strike, TypedHarm
from fray.rules.meshal_lite.events import MeshalAttackResolved, MeshalSegment
from fray.rules.meshal_lite.tally import tally as meshal_tally
from fray.rules.registry import command_classes
from fray.rules.unlit_spires.events import AttackResolved
from fray.service_layer.bootstrap import build
from fray.service_layer.codecs import event_types
from fray.service_layer.ports import publish_nowhere
from fray.store.codec import RecordedEvent
from fray.store.memory import MemoryEventStore

TYPES = event_types()
Commands = Union[command_classes()]  # type: ignore[valid-type]  # noqa: UP007 - a union built at run time


class Table:
    def __init__(self, ruleset: str, dice: list[int]) -> None:
        self.store = MemoryEventStore(TYPES)
        self.e = build(self.store, ScriptedDice(dice), publish_nowhere, None, TYPES)
        self.eid = asyncio.run(self.e.commands.create(ruleset, "stats", {})).state.encounter_id

    def do(self, body: dict[str, Any]) -> list[RecordedEvent]:
        return asyncio.run(self.e.commands.handle(self.eid, msgspec.convert(body, Commands))).events

    def stats(self) -> Any:
        return asyncio.run(self.e.views.stats(self.eid))


def by_id(stats: Any) -> dict[str, Any]:
    return {c.id: c for c in stats.combatants}


def test_spires_attacks_damage_turns_and_an_undone_blow_left_out() -> None:
    t = Table("unlit-spires", [6, 6, 1, 1] + [4, 3, 2, 2] * 20)
    t.do({"type": "unlit-spires.add_hero", "preset": "bruce"})
    t.do({"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie", "combatant_id": "zombie"})
    t.do({"type": "start_fight"})
    first = t.do({"type": "unlit-spires.melee_attack", "attacker_id": "bruce", "target_id": "zombie"})
    t.do({"type": "advance_turn"})
    t.do({"type": "unlit-spires.melee_attack", "attacker_id": "zombie", "target_id": "bruce"})
    t.do({"type": "advance_turn"})
    t.do({"type": "unlit-spires.melee_attack", "attacker_id": "bruce", "target_id": "zombie"})
    t.do({"type": "undo"})  # the second blow never happened
    t.do({"type": "apply_damage", "target_id": "zombie", "amount": 2})  # the GM's: nobody's blow
    s = t.stats()
    bruce, zombie = by_id(s)["bruce"], by_id(s)["zombie"]
    [attack] = [e.data for e in first if e.type == "unlit-spires.attack_resolved"]
    assert isinstance(attack, AttackResolved)
    dealt = sum(known(e.data.amount) for e in first if isinstance(e.data, DamageTaken))
    assert (bruce.attacks, bruce.hits + bruce.misses) == (1, 1)
    assert bruce.hits == (attack.outcome in ("hit", "clean_hit", "perfect_strike"))
    assert bruce.damage_dealt == dealt and zombie.damage_taken == dealt + 2
    assert zombie.attacks == 1 and bruce.damage_taken == zombie.damage_dealt
    assert (bruce.turns_taken, zombie.turns_taken) == (2, 1) and s.undone_actions == 1
    assert [r.round for r in s.rounds] == [0, 1, 2] and s.rounds[2].unattributed == 2
    assert s.rounds[1].turns == ["bruce", "zombie"] and s.rounds[1].attacks == 2


def test_dnd5e_criticals_and_damage_by_type() -> None:
    block = {
        "kind": "pc",
        "ac": 12,
        "hp_max": 30,
        "abilities": {"strength": 16, "dexterity": 14},
        "attacks": [
            {
                "name": "Axe",
                "to_hit": 5,
                "damage": [{"dice": "1d8", "bonus": 3, "type": "slashing"}, {"dice": "1d4", "type": "fire"}],
            }
        ],
    }
    t = Table("dnd5e-2024", [18, 2, 20, 8, 8, 4, 4])
    t.do({"type": "dnd5e-2024.add_combatant", "name": "Ana", "combatant_id": "ana", "stats": block})
    t.do(
        {
            "type": "dnd5e-2024.add_combatant",
            "name": "Gob",
            "combatant_id": "gob",
            "stats": {**block, "kind": "monster", "resistances": ["fire"]},
        }
    )
    t.do({"type": "start_fight"})
    t.do({"type": "dnd5e-2024.attack", "attacker_id": "ana", "target_id": "gob", "attack": "Axe"})
    s = t.stats()
    ana, gob = by_id(s)["ana"], by_id(s)["gob"]
    assert ana.criticals == {"critical": 1} and ana.hits == 1
    assert ana.dealt_by_type == gob.taken_by_type == {"slashing": 8 + 8 + 3, "fire": (4 + 4) // 2}
    assert ana.damage_dealt == gob.damage_taken == 19 + 4 and s.rounds[1].criticals == {"critical": 1}


def test_meshal_attacks_count_as_one_strike_with_the_attack_type() -> None:
    seg: dict[str, Any] = {"faces": (6, 5), "rolled": 2, "protection": 0, "after_protection": 2, "remainder": 2}
    event = MeshalAttackResolved(
        attacker_id="wolf",
        target_id="knight",
        attack="bite",
        attack_type="pierce",
        cost=2,
        dice=2,
        segments=(MeshalSegment(**seg, hit=True, damage=2), MeshalSegment(**seg, hit=False)),
    )
    strike, harm = meshal_tally(event)
    assert isinstance(strike, Strike) and isinstance(harm, TypedHarm)
    assert (strike.attacker_id, strike.hit, strike.marks) == ("wolf", True, ())
    assert (harm.damage_type, harm.amount, harm.source_id) == ("pierce", 2, "wolf")
