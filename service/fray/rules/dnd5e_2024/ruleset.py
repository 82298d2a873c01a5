"""The registry entry for D&D 5e (2024) with the DMG's optional combat rules
(002_06b8b5e39c23dcd7.txt, 003_f1a408214e2b5451.txt)."""

from __future__ import annotations

from fray.domain.commands import Command
from fray.domain.dice import Dice
from fray.domain.events import Event
from fray.domain.ruleset import Ruleset
from fray.domain.state import EncounterState

from .commands import DND5E_COMMANDS, StartRound
from .conditions import LISTED
from .consequences import consequences
from .core_commands import decide_core
from .creatures import LIBRARY
from .decide import decide
from .durations import status, takes_turn, turn_started
from .events import DND5E_EVENTS
from .evolve import evolve
from .initiative import roll_initiative
from .moving import core_command_costs, may_pass, space_difficult, square_cost_ft
from .options import Dnd5eOptions, check_options
from .speed_factor import initiative_each_round, round_started, start_round
from .spell_list import SPELLS
from .stats import Dnd5eStats
from .tally import tally
from .upcasts import UPCASTERS


def _decide(state: EncounterState, command: Command, dice: Dice) -> list[Event]:
    """``decide``, with the one command that needs the whole ruleset (``start_round`` runs
    the core's initiative and turn passage) handed it here, where it is defined."""
    if isinstance(command, StartRound):
        return start_round(state, command, dice, DND5E_2024)
    return decide(state, command, dice)


DND5E_2024 = Ruleset(
    conditions=LISTED,
    id="dnd5e-2024",
    title="D&D 5th edition (2024) combat, with the DMG's optional combat rules",
    source="002_06b8b5e39c23dcd7.txt + 003_f1a408214e2b5451.txt",
    commands=DND5E_COMMANDS,
    events=DND5E_EVENTS,
    decide=_decide,
    roll_initiative=roll_initiative,
    evolve=evolve,
    status=status,
    takes_turn=takes_turn,
    turn_started=turn_started,
    round_started=round_started,
    initiative_each_round=initiative_each_round,
    decide_core=decide_core,
    core_command_costs=core_command_costs,
    may_pass=may_pass,
    consequences=consequences,
    check_options=check_options,
    options_type=Dnd5eOptions,
    upcasters=UPCASTERS,
    stat_block=Dnd5eStats,
    tally=tally,
    square_cost_ft=square_cost_ft,
    space_difficult=space_difficult,
    library=LIBRARY,
    spells=SPELLS,
)
