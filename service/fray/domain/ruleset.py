"""What a rule system plugs into the core: one :class:`Ruleset` value per system.

The core knows encounters, combatants, turns, rolls, resources and conditions; a ruleset knows
what an attack means. A ruleset is a package under ``fray/rules/`` that builds one ``Ruleset``
and is listed in ``fray.rules.registry``; adding one edits no core module.

Contract (all functions pure; dice come in through ``dice``):

- ``decide(state, command, dice) -> list[Event]`` for the ruleset's own commands; raise a
  :mod:`fray.domain.errors` error to refuse one.
- ``roll_initiative(state, combatant_ids, dice) -> InitiativeRolled`` for those combatants,
  returning the whole new order (existing order kept, newcomers placed by the ruleset's rule).
- ``evolve(state, event) -> EncounterState`` for the ruleset's own events (core events are
  folded by the core; a ruleset subclass of a core event is folded as that core event).
- ``takes_turn(combatant) -> bool``: whether a combatant in the order gets its turn (a downed
  Unlit Spires combatant does not; a 5e creature at 0 HP does, for its death saves).
- ``turn_started(state, combatant_id) -> list[Event]``: extra facts at a turn's start.
- ``core_command_costs(state, command) -> list[Event]``: what a *core* command (``dash``,
  ``move_combatant``, ``stand_up`` …) costs under this ruleset beyond what the core checks,
  usually ``BudgetSpent`` events (a dash that uses the action, see ``fray.domain.budget``);
  raise a :mod:`fray.domain.errors` error to refuse the command. The events follow the core's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from fray.domain.commands import Command
from fray.domain.dice import Dice
from fray.domain.events import Event, InitiativeRolled
from fray.domain.state import Combatant, EncounterState


def _no_evolve(state: EncounterState, event: Event) -> EncounterState:
    return state


def _no_events(state: EncounterState, combatant_id: str) -> list[Event]:
    return []


def _no_costs(state: EncounterState, command: Command) -> list[Event]:
    return []


def _alive(combatant: Combatant) -> bool:
    return not combatant.down


@dataclass(frozen=True)
class Ruleset:
    """One rule system: its id, its source text, its commands and events, and its functions."""

    id: str
    title: str
    source: str
    commands: tuple[type[Command], ...]
    events: tuple[type[Event], ...]
    decide: Callable[[EncounterState, Command, Dice], list[Event]]
    roll_initiative: Callable[[EncounterState, Sequence[str], Dice], InitiativeRolled]
    evolve: Callable[[EncounterState, Event], EncounterState] = _no_evolve
    takes_turn: Callable[[Combatant], bool] = _alive
    turn_started: Callable[[EncounterState, str], list[Event]] = _no_events
    core_command_costs: Callable[[EncounterState, Command], list[Event]] = _no_costs
    route_handlers: tuple[Any, ...] = field(default=())
    """Extra HTTP handlers the ruleset offers (builders, odds); mounted by the app factory."""
