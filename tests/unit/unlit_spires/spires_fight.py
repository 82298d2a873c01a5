"""A pure Unlit Spires fight for decide tests: commands in the API's JSON shape, exact dice."""

from __future__ import annotations

from typing import Any, Union

import msgspec

from fray.domain.decide import decide
from fray.domain.dice import ScriptedDice
from fray.domain.events import EncounterCreated, Event, event_type
from fray.domain.evolve import evolve
from fray.domain.state import Combatant, EncounterState
from fray.rules.registry import command_classes
from fray.rules.unlit_spires.ruleset import UNLIT_SPIRES

CommandUnion = Union[command_classes()]  # type: ignore[valid-type]  # noqa: UP007  # built at run time


class Fight:
    """An encounter folded in memory. ``do(body, dice)`` decides one command with exactly
    ``dice`` (every scripted die must be used) and folds its events."""

    def __init__(self) -> None:
        self.state = evolve(
            EncounterState(), EncounterCreated(encounter_id="e", ruleset="unlit-spires", name="t"), 1, UNLIT_SPIRES
        )

    def do(self, body: dict[str, Any], dice: list[int] | tuple[int, ...] = ()) -> list[Event]:
        script = ScriptedDice(dice)
        command = msgspec.convert(body, CommandUnion)
        events = decide(self.state, command, script, UNLIT_SPIRES)
        assert script.remaining == 0, f"{script.remaining} scripted dice unused"
        for event in events:
            self.state = evolve(self.state, event, self.state.version + 1, UNLIT_SPIRES)
        return events

    def c(self, cid: str) -> Combatant:
        return self.state.combatants[cid]

    def mp(self, cid: str) -> int:
        return self.c(cid).resources["mp"].current

    def start(self, order_dice: list[int]) -> None:
        """Roll initiative with ``order_dice`` (2 per combatant, in joining order) and begin."""
        self.do({"type": "roll_initiative"}, order_dice)
        self.do({"type": "advance_turn"})

    def to_turn(self, cid: str) -> list[Event]:
        """Advance until it is ``cid``'s turn; the events of the last advance."""
        events: list[Event] = []
        for _ in range(20):
            if self.state.turn == cid:
                return events
            events = self.do({"type": "advance_turn"})
        raise AssertionError(f"{cid} never got a turn")


def types(events: list[Event]) -> list[str]:
    return [event_type(e) for e in events]


def of(events: list[Event], cls: type) -> Any:
    found = [e for e in events if isinstance(e, cls)]
    assert len(found) == 1, types(events)
    return found[0]


def hero(preset: str, **extra: Any) -> dict[str, Any]:
    return {"type": "unlit-spires.add_hero", "preset": preset, **extra}


def monster(preset: str, **extra: Any) -> dict[str, Any]:
    return {"type": "unlit-spires.add_monster", "preset": preset, **extra}
