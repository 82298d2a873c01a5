"""A pure dnd5e-2024 fight for decide tests: commands in the API's JSON shape, exact dice."""

from __future__ import annotations

from typing import Any, Union

import msgspec

from fray.domain.decide import decide
from fray.domain.dice import ScriptedDice
from fray.domain.events import Condition, EncounterCreated, Event, event_type
from fray.domain.evolve import evolve
from fray.domain.state import Combatant, EncounterState
from fray.rules.dnd5e_2024.ruleset import DND5E_2024
from fray.rules.registry import command_classes

CommandUnion = Union[command_classes()]  # type: ignore[valid-type]  # noqa: UP007  # built at run time

LONGSWORD = {"name": "Longsword", "to_hit": 5, "damage": [{"dice": "1d8", "bonus": 3, "type": "slashing"}]}
SHORTSWORD = {
    "name": "Shortsword",
    "to_hit": 5,
    "light": True,
    "damage": [{"dice": "1d6", "bonus": 3, "type": "piercing"}],
}
DAGGER = {
    "name": "Dagger",
    "to_hit": 5,
    "light": True,
    "range_ft": [20, 60],
    "damage": [{"dice": "1d4", "bonus": 3, "type": "piercing"}],
}
LONGBOW = {
    "name": "Longbow",
    "to_hit": 5,
    "range_ft": [150, 600],
    "reach_ft": None,
    "damage": [{"dice": "1d8", "bonus": 3, "type": "piercing"}],
}


def fighter(**over: Any) -> dict[str, Any]:
    """A level-1 fighter: AC 16, 12 HP, STR 16 DEX 14 CON 14, PB 2."""
    stats = {
        "kind": "pc",
        "ac": 16,
        "hp_max": 12,
        "abilities": {"strength": 16, "dexterity": 14, "constitution": 14},
        "saving_throws": ["str", "con"],
        "skills": {"athletics": 5, "medicine": 2},
        "attacks": [LONGSWORD, SHORTSWORD, DAGGER, LONGBOW],
        "bonus_actions": ["Second Wind"],
    }
    stats.update(over)
    return stats


def goblin(**over: Any) -> dict[str, Any]:
    """A goblin: AC 15, 7 HP, DEX 14, small."""
    stats = {
        "kind": "monster",
        "ac": 15,
        "hp_max": 7,
        "size": "small",
        "abilities": {"strength": 8, "dexterity": 14, "constitution": 10},
        "skills": {"stealth": 6},
        "attacks": [
            {
                "name": "Scimitar",
                "to_hit": 4,
                "light": True,
                "damage": [{"dice": "1d6", "bonus": 2, "type": "slashing"}],
            }
        ],
    }
    stats.update(over)
    return stats


class Fight:
    """An encounter folded in memory; ``do(body, dice)`` decides one command with exactly
    ``dice`` (every scripted die must be used) and folds its events."""

    def __init__(self, **options: Any) -> None:
        self.state = evolve(
            EncounterState(),
            EncounterCreated(encounter_id="e", ruleset="dnd5e-2024", name="t", options=options),
            1,
            DND5E_2024,
        )

    def do(self, body: dict[str, Any], dice: list[int] | tuple[int, ...] = ()) -> list[Event]:
        script = ScriptedDice(dice)
        command = msgspec.convert(body, CommandUnion)
        events = decide(self.state, command, script, DND5E_2024)
        assert script.remaining == 0, f"{script.remaining} scripted dice unused"
        for event in events:
            self.state = evolve(self.state, event, self.state.version + 1, DND5E_2024)
        return events

    def add(self, cid: str, stats: dict[str, Any], **more: Any) -> list[Event]:
        return self.do(
            {"type": "dnd5e-2024.add_combatant", "name": cid.title(), "combatant_id": cid, "stats": stats, **more}
        )

    def c(self, cid: str) -> Combatant:
        return self.state.combatants[cid]

    def left(self, cid: str, track: str) -> int:
        return self.c(cid).resources[track].current

    def has(self, cid: str, condition_id: str) -> bool:
        return self.c(cid).has(condition_id) is not None

    def condition(self, cid: str, condition_id: str) -> Condition:
        """``cid``'s condition ``condition_id``; the test fails when it has none."""
        found = self.c(cid).has(condition_id)
        assert found is not None, f"{cid} has no {condition_id}"
        return found

    def advance(self) -> list[Event]:
        return self.do({"type": "advance_turn"})

    def to_turn(self, cid: str) -> list[Event]:
        """Advance (at least once) until it is ``cid``'s turn; the events of the last advance."""
        for _ in range(20):
            events = self.advance()
            if self.state.turn == cid:
                return events
        raise AssertionError(f"{cid} never got a turn")

    def attack(self, attacker: str, target: str, attack: str, dice: list[int], **more: Any) -> list[Event]:
        return self.do(
            {"type": "dnd5e-2024.attack", "attacker_id": attacker, "target_id": target, "attack": attack, **more}, dice
        )


def of(events: list[Event], tag: str) -> list[Any]:
    return [e for e in events if event_type(e) == tag]


def one(events: list[Event], tag: str) -> Any:
    found = of(events, tag)
    assert len(found) == 1, f"{len(found)} {tag} events in {[event_type(e) for e in events]}"
    return found[0]


def types(events: list[Event]) -> list[str]:
    return [event_type(e) for e in events]
