"""The 4e demo (``fray demo --ruleset dnd4e``) played in process over many seeds: its tactics
ask the rules (a dry run) before they choose, so no command it sends is ever refused
(``rehearse`` raises ``Refused`` otherwise); every fight folds to its served state; and
across the seeds it shows what it is there to show: area and close powers, per-target
bonuses (004 §攻击加值: +2 against one target, +1 against the bloodied), a zone entered and
started in, reactions, a carry-over and a short rest."""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from typing import Any

import msgspec
from tests.integration.dnd4e_blocks import FIGHTER, GOBLIN
from tests.unit.table import Table

from fray.demo.dnd4e_fight import rehearse
from fray.demo.dnd4e_tactics import choices
from fray.domain.dice import ScriptedDice
from fray.domain.errors import DomainError
from fray.domain.state import view

SEEDS = [f"seed-{i}" for i in range(30)]


def shown(event: dict[str, Any]) -> list[str]:
    """What ``event`` shows of the demo's purpose, by name."""
    d, t = event["data"], event["type"]
    if t == "dnd4e.power_used":
        return [f"{d['kind']} power"] + (["reaction"] if d["action"] == "opportunity" else [])
    if t == "dnd4e.attack_rolled":
        return [p["label"] for p in d["result"]["bonus"]["parts"] if p["label"] in ("Wand of Accuracy", "Bloodhunt")]
    if t == "dnd4e.zone_triggered":
        return [f"zone {d['trigger']}"]
    if t == "dnd4e.rested":
        return [f"{d['kind']} rest"]
    return []


def test_thirty_seeds_play_both_fights_without_one_refusal_and_show_what_they_should() -> None:
    seen: Counter[str] = Counter()
    second_fights = 0
    for seed in SEEDS:
        r = asyncio.run(rehearse(seed))
        assert all(r.folded), seed
        second_fights += len(r.finals) == 2
        for e in r.events:
            seen.update(shown(e))
    assert second_fights >= 20
    assert {"area power", "reaction", "Wand of Accuracy", "Bloodhunt", "zone enter", "zone start_of_turn"} <= set(seen)
    assert seen["short rest"] >= second_fights  # each living PC rests before the second fight


def test_an_immobilized_goblin_out_of_reach_is_offered_nothing_the_rules_refuse() -> None:
    t = Table("dnd4e", ScriptedDice([1, 20]))
    t.do({"type": "dnd4e.add_combatant", "name": "Brandis", "stats": FIGHTER, "position": {"x": 0, "y": 0}})
    t.do({"type": "dnd4e.add_combatant", "name": "Goblin", "stats": GOBLIN, "position": {"x": 4, "y": 0}})
    t.do({"type": "dnd4e.apply_condition", "target_id": "goblin", "condition": "immobilized", "duration": "save_ends"})
    t.do({"type": "start_fight"})
    state = msgspec.json.decode(msgspec.json.encode(view(t.state)))
    assert state["turn"] == "goblin"
    offered = choices(state, "goblin", "fighter", random.Random(1))
    refused = []
    for candidate in offered:
        for body in candidate:
            try:
                t.dry(body)
            except DomainError:
                refused.append(body)
    assert offered == [] and refused == []
