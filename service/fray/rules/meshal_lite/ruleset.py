"""The registry entry for *Meshal Lite* (001_5f4122b8a83d6727.txt)."""

from __future__ import annotations

from fray.domain.ruleset import Ruleset

from .commands import MESHAL_COMMANDS
from .consequences import consequences
from .decide import decide, decide_core, evolve
from .events import MESHAL_EVENTS
from .library import LIBRARY
from .options import MeshalOptions, check_options
from .standing import status, takes_turn
from .stats import MeshalStats
from .tally import tally
from .turn_order import roll_initiative, round_started, turn_started

MESHAL_LITE = Ruleset(
    id="meshal-lite",
    title="Meshal Lite — the player handbook (d6 pools, attributes as the damage track, ⚡ actions)",
    source="001_5f4122b8a83d6727.txt",
    commands=MESHAL_COMMANDS,
    events=MESHAL_EVENTS,
    decide=decide,
    roll_initiative=roll_initiative,
    evolve=evolve,
    status=status,
    takes_turn=takes_turn,
    turn_started=turn_started,
    round_started=round_started,
    decide_core=decide_core,
    consequences=consequences,
    check_options=check_options,
    options_type=MeshalOptions,
    stat_block=MeshalStats,
    tally=tally,
    library=LIBRARY,
)
