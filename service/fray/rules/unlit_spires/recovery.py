"""Getting magic points back (000_c3c04d669a38e5ba.txt §08 Getting points back).

DECISION ("once a day"): Fray does not keep a calendar. The GM names the campaign ``day``
(1, 2, …) with each dawn; a hero's stat block remembers the last day it stood in First Light
(``SpiresStats.first_light_day``, set by this ruleset's ``evolve``), and First Light is refused
for a hero who had it on that day or a later one. A dead valley's dawn gives nothing and is
still recorded (the table sees the dawn that did not come).
"""

from __future__ import annotations

from msgspec import structs

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import Event, ResourceChanged
from fray.domain.state import EncounterState

from .attacks import stats
from .commands import RecoverMagicPoints
from .events import MagicPointsRecovered
from .magic import magic_point_recovery
from .spells import MP


def recover(state: EncounterState, cmd: RecoverMagicPoints) -> list[Event]:
    """``MagicPointsRecovered`` per combatant (and ``ResourceChanged`` when it gains points).

    Long rest: all; short rest: 10 × level step; First Light: 10 × level, once a day; dead
    valley dawn: nothing; never above the maximum. Raises ``InvalidCommand`` without a ``day``
    for a dawn, ``RuleViolation`` for a named combatant without magic points, nobody to
    recover, or a second First Light on one day. Source: 000_c3c04d669a38e5ba.txt §08.
    """
    dawn = cmd.kind in ("first_light", "dead_valley_dawn")
    if dawn and cmd.day is None:
        raise InvalidCommand(f"{cmd.kind} needs the campaign day (1, 2, …): First Light is once a day")
    ids = cmd.combatant_ids or tuple(c.id for c in state.combatants.values() if MP in c.resources)
    if not ids:
        raise RuleViolation("nobody here has magic points to recover")
    events: list[Event] = []
    for cid in ids:
        c = state.combatant(cid)
        pool = c.resources.get(MP)
        if pool is None:
            raise RuleViolation(f"{c.name} has no magic points (magic training 0)")
        s = stats(c)
        if cmd.kind == "first_light" and s.first_light_day is not None and cmd.day <= s.first_light_day:  # type: ignore[operator]
            raise RuleViolation(f"{c.name} already stood in First Light on day {s.first_light_day}; "
                                "it gives points once a day")
        rule = magic_point_recovery(cmd.kind, s.level, pool.maximum)
        amount = min(rule, pool.maximum - pool.current)
        events.append(MagicPointsRecovered(combatant_id=c.id, kind=cmd.kind, day=cmd.day,
                                           rule_amount=rule, amount=amount))
        if amount:
            events.append(ResourceChanged(combatant_id=c.id, resource=MP, delta=amount,
                                          reason=cmd.kind.replace("_", " ")))
    return events


def evolve(state: EncounterState, event: Event) -> EncounterState:
    """The ruleset's own bookkeeping: First Light marks the day on the hero's stat block.
    Every other Unlit Spires event is a record; its effects come as core events."""
    if isinstance(event, MagicPointsRecovered) and event.kind == "first_light":
        c = state.combatants[event.combatant_id]
        marked = structs.replace(c, stats=structs.replace(stats(c), first_light_day=event.day))
        return structs.replace(state, combatants={**state.combatants, c.id: marked})
    return state
