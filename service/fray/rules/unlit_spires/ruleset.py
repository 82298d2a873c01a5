"""The registry entry for *The Unlit Spires* (000_c3c04d669a38e5ba.txt)."""

from __future__ import annotations

from fray.domain.ruleset import Ruleset

from .commands import SPIRES_COMMANDS
from .decide import decide, roll_initiative, status
from .events import SPIRES_EVENTS
from .library import LIBRARY
from .passing import check_options, may_pass
from .recovery import evolve
from .stats import SpiresStats
from .tally import tally
from .tools import TOOLS
from .turn_budget import core_command_costs
from .upcasts import UPCASTERS

UNLIT_SPIRES = Ruleset(
    id="unlit-spires",
    title="The Unlit Spires — The Fight Rules",
    source="000_c3c04d669a38e5ba.txt",
    commands=SPIRES_COMMANDS,
    events=SPIRES_EVENTS,
    decide=decide,
    roll_initiative=roll_initiative,
    evolve=evolve,
    status=status,
    core_command_costs=core_command_costs,
    may_pass=may_pass,
    check_options=check_options,
    upcasters=UPCASTERS,
    stat_block=SpiresStats,
    tools=TOOLS,
    tally=tally,
    library=LIBRARY,
)
