"""The registry entry for D&D 4th edition's attack and defence chapter
(004_e86ae0a0322fa3b5.txt), with the published rules it assumes (PHB 2008)."""

from __future__ import annotations

from fray.domain.ruleset import Ruleset

from .commands import DND4E_COMMANDS
from .conditions import LISTED
from .consequences import consequences
from .core_commands import decide_core, may_pass
from .decide import decide
from .events import DND4E_EVENTS
from .evolve import evolve
from .harm import status
from .library import LIBRARY
from .options import Dnd4eOptions, check_options
from .stats import Dnd4eStats
from .tally import tally
from .turns import roll_initiative, round_started, takes_turn, turn_ended, turn_started

DND4E = Ruleset(
    conditions=LISTED,
    id="dnd4e",
    title="D&D 4th edition: attack and defence, with the published rules the chapter assumes",
    source="004_e86ae0a0322fa3b5.txt",
    commands=DND4E_COMMANDS,
    events=DND4E_EVENTS,
    decide=decide,
    roll_initiative=roll_initiative,
    evolve=evolve,
    status=status,
    takes_turn=takes_turn,
    turn_started=turn_started,
    turn_ended=turn_ended,
    round_started=round_started,
    decide_core=decide_core,
    consequences=consequences,
    may_pass=may_pass,
    check_options=check_options,
    options_type=Dnd4eOptions,
    stat_block=Dnd4eStats,
    tally=tally,
    library=LIBRARY,
)
