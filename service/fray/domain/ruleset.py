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
- ``status(combatant) -> Status``: what the combatant's tracks and conditions make it now:
  ``active``, ``down``, ``dying`` or ``dead`` (5e: a PC at 0 HP is dying, a stable one down;
  D&D 4e: dying at 0 or less, dead at minus its bloodied value; Meshal Lite: down when a
  pool is empty, dead when all are). ``evolve`` keeps ``Combatant.status`` up to date with
  it; grid, movement and turn order read that, never a track. Default: always active.
- ``takes_turn(combatant) -> bool``: whether a combatant in the order gets its turn (a downed
  Unlit Spires combatant does not; a 5e creature at 0 HP does, for its death saves). The
  turn boundaries of one that does not still pass (``fray.domain.passage``). Default: while
  its status is ``active``.
- ``turn_started(state, combatant_id, dice) -> list[Event]``: extra facts at a turn's start;
  ``state`` already holds the ``TurnStarted`` and the core's expiries and save prompts.
- ``turn_ended(state, combatant_id, dice) -> list[Event]``: extra facts at a turn's end,
  after the core's expiries and end-of-turn save prompts.
- ``round_started(state, round, dice) -> list[Event]``: extra facts as round ``round``
  begins (round 1 included), after the re-roll if there is one, before its first turn.
- ``initiative_each_round(state) -> bool``: True to have the core re-roll initiative at the
  start of every round after the first, through ``roll_initiative`` on a state whose
  ``order`` is empty (the returned order replaces the old one).
- ``core_command_costs(state, command) -> list[Event]``: what a *core* command (``dash``,
  ``move_combatant``, ``stand_up`` …) costs under this ruleset beyond what the core checks,
  usually ``BudgetSpent`` events (a dash that uses the action, see ``fray.domain.budget``);
  raise a :mod:`fray.domain.errors` error to refuse the command. The events follow the core's.
- ``may_pass(state, mover, other) -> bool``: whether ``mover`` may move through the square of
  the standing combatant ``other`` (core default: yes; 5e: allies, the incapacitated, two
  sizes apart, or an overrun/tumble won this turn). Consulted by ``move_combatant``.
- ``space_difficult(state, mover, other) -> bool``: whether entering ``other``'s space
  costs ``mover`` as difficult ground (core default: no; 5e 2024: yes).
- ``square_cost_ft(mover, how, difficult) -> int``: feet one square costs ``mover`` (core
  default: ``fray.domain.movement.square_cost_ft``; 5e: no extra with a climb/swim speed).
- ``decide_core(state, command, dice) -> list[Event] | None``: the ruleset decides a *core*
  command itself (5e: ``apply_damage`` through temporary HP and death saves); None means
  "the core's default" (then ``core_command_costs`` is added). The events it returns are the
  whole answer: no cost is added to them. It may call the core's own functions
  (``fray.domain.movement``, ``fray.domain.passage``) for the part it keeps.
- ``consequences(state) -> list[Event]``: what the state a command left calls for at once,
  asked by the core after every command (and again after what it returns, until it returns
  nothing): a grapple that ends because the grappler is stunned or gone, a creature at 0 HP
  that must be unconscious (conditions tied to a creature's state: ``fray.domain.links``,
  which holds whatever command reached it). Default: nothing.
- ``check_options(options) -> options``: the encounter's options checked when it is created
  (raise ``InvalidCommand`` naming a bad one); the default takes them as they are.
- ``tally(event) -> Sequence[Strike | TypedHarm]``: what one of the ruleset's events tells
  the fight statistics (``fray.domain.tally``): the attacks in it, hit or not and how
  critically, and its damage by type. Default: nothing.
- ``library``: the ruleset's creature library (``fray.domain.library``): ready stat blocks
  its add command takes by reference (``"creature": "goblin", "count": 3``), searched by
  ``GET /rulesets/{ruleset}/creatures``; None when the ruleset offers none. ``spells``: its
  spell list (``fray.domain.spell_list``), searched by ``GET /rulesets/{ruleset}/spells``.
- ``tools``: computations the ruleset offers beside its commands (a builder, an odds table),
  each a ``Tool``; the API mounts them at ``/rulesets/<id>/<path>`` from the registry, so no
  ruleset is wired into the API by name. Pure: nothing is stored.
- ``upcasters``: ``(event type, schema version) → upcasters`` the ruleset adds for *core*
  event types whose old payloads meant something only it knows (a schema-2 condition's one
  ``modifier`` number: a DC in 5e, a +2 in the Unlit Spires). Each touches only what it owns.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from fray.domain.commands import Command
from fray.domain.dice import Dice
from fray.domain.events import Event, InitiativeRolled, Upcaster
from fray.domain.library import CreatureLibrary
from fray.domain.movement import default_square_cost, may_always_pass, never_difficult
from fray.domain.spell_list import SpellList
from fray.domain.state import Combatant, EncounterState, Status
from fray.domain.tally import Tally


def _no_evolve(state: EncounterState, event: Event) -> EncounterState:
    return state


def _no_events(state: EncounterState, combatant_id: str, dice: Dice) -> list[Event]:
    return []


def _no_round_events(state: EncounterState, round_: int, dice: Dice) -> list[Event]:
    return []


def _never(state: EncounterState) -> bool:
    return False


def _core_default(state: EncounterState, command: Command, dice: Dice) -> list[Event] | None:
    return None


def _nothing_follows(state: EncounterState) -> list[Event]:
    return []


def _no_costs(state: EncounterState, command: Command) -> list[Event]:
    return []


def _no_tally(event: Event) -> Sequence[Tally]:
    return ()


def _any_options(options: dict[str, Any]) -> dict[str, Any]:
    return options


def _alive(combatant: Combatant) -> bool:
    return not combatant.down


def _always_active(combatant: Combatant) -> Status:
    return "active"


@dataclass(frozen=True)
class Tool:
    """A pure computation a ruleset offers over HTTP: ``POST /rulesets/<ruleset>/<path>`` with a
    JSON ``body`` (a strict ``msgspec.Struct``), or, with ``query`` (a Struct whose fields are
    the query parameters, with their types, constraints and descriptions), ``GET``. ``run``
    takes the decoded body or query and returns an ``answer``; it raises a
    :mod:`fray.domain.errors` error to refuse (``InvalidCommand``: 422). ``description`` is the
    operation's description in the published document (and ``summary`` its title)."""

    path: str
    operation_id: str
    summary: str
    description: str
    answer: type
    run: Callable[[Any], Any]
    body: type | None = None
    query: type | None = None


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
    status: Callable[[Combatant], Status] = _always_active
    takes_turn: Callable[[Combatant], bool] = _alive
    turn_started: Callable[[EncounterState, str, Dice], list[Event]] = _no_events
    turn_ended: Callable[[EncounterState, str, Dice], list[Event]] = _no_events
    round_started: Callable[[EncounterState, int, Dice], list[Event]] = _no_round_events
    initiative_each_round: Callable[[EncounterState], bool] = _never
    core_command_costs: Callable[[EncounterState, Command], list[Event]] = _no_costs
    decide_core: Callable[[EncounterState, Command, Dice], list[Event] | None] = _core_default
    may_pass: Callable[[EncounterState, Combatant, Combatant], bool] = may_always_pass
    square_cost_ft: Callable[[Combatant, str, bool], int] = default_square_cost
    space_difficult: Callable[[EncounterState, Combatant, Combatant], bool] = never_difficult
    consequences: Callable[[EncounterState], list[Event]] = _nothing_follows
    check_options: Callable[[dict[str, Any]], dict[str, Any]] = _any_options
    """The encounter's options as the ruleset reads them, checked when the encounter is
    created; raises ``InvalidCommand`` naming a bad option."""
    options_type: type | None = None
    """The ``msgspec.Struct`` of the encounter options ``check_options`` accepts (listed with
    their types, defaults and choices by ``GET /rulesets``); None: no options."""
    tally: Callable[[Event], Sequence[Tally]] = _no_tally
    """What one of the ruleset's events tells the fight statistics (``fray.domain.tally``)."""
    tools: tuple[Tool, ...] = ()
    """What the ruleset computes for a front end beside its commands (mounted by the API)."""
    upcasters: Mapping[tuple[str, int], Sequence[Upcaster]] = field(default_factory=dict)
    """Upcasters of old payloads of core event types, as this ruleset reads them."""
    stat_block: type | None = None
    """The type of ``Combatant.stats`` under this ruleset (a ``msgspec.Struct`` tagged
    ``ruleset``): the published contract shows a combatant's stats as the union of these."""
    library: CreatureLibrary | None = None
    """The creatures the ruleset's source texts give, to search and add by reference."""
    conditions: tuple[tuple[str, str], ...] = ()
    """The conditions a GM applies by name, each ``(name, what it does in a line)``: listed by
    ``GET /rulesets`` so a front end offers them (an empty line where the source gives none)."""
    spells: SpellList | None = None
    """The spells it casts by name (``GET /rulesets/{ruleset}/spells``); None: none listed."""
