"""What follows at once in Meshal Lite from where a command leaves the creatures (the core's
``Ruleset.consequences``, asked after every command: ``fray.domain.links``).

- A creature that falls unconscious falls prone at once (001_5f4122b8a83d6727.txt
  §昏迷Unconsciousness与死亡Death: 陷入昏迷将使你立即倒地), however its pool emptied: an attack,
  a check, damage by hand, a GM's correction of a pool.
- DECISION: nothing a creature caused hangs on it. The marker that a hostile attack hit a
  creature this round (``hit_this_round``, its source the attacker) records a hit for the
  flight rule (§失败Losing a Combat, 逃跑), and stays whatever becomes of the attacker.
"""

from __future__ import annotations

from fray.domain.events import Event
from fray.domain.state import EncounterState

from .standing import FLED, falls_prone
from .stats import is_object


def consequences(state: EncounterState) -> list[Event]:
    """``prone`` for every unconscious creature that is not (see the module); empty when
    none, so the core stops asking. Never raises.
    Source: 001_5f4122b8a83d6727.txt §昏迷Unconsciousness与死亡Death."""
    return [
        e
        for c in state.combatants.values()
        if c.status == "down" and not is_object(c) and c.has(FLED) is None
        for e in falls_prone(c)
    ]
