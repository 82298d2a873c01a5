"""Getting magic points back (000_c3c04d669a38e5ba.txt §08 Getting points back).

DECISIONS:
- "Once a day": Fray keeps no calendar. The GM names the campaign ``day`` (1, 2, …) with a
  First Light dawn; a hero's stat block remembers the last day whose dawn it saw
  (``SpiresStats.last_dawn_day``, set by this ruleset's ``evolve``), and a dawn on that day or
  an earlier one is refused: one dawn a day, so First Light at most once a day, and a day
  that was a dead valley's dawn cannot also be a First Light day.
- A dead valley's dawn gives nothing and is still recorded (the table sees the dawn that did
  not come); its ``day`` is optional.
- Rests take an hour or eight (§08): they are refused while the fight runs (round 1 or later).
"""

from __future__ import annotations

from msgspec import structs

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import Event, ResourceChanged
from fray.domain.state import EncounterState

from .commands import RecoverMagicPoints
from .events import MagicPointsRecovered
from .magic import magic_point_recovery
from .spells import MP
from .stats import stats


def recover(state: EncounterState, cmd: RecoverMagicPoints) -> list[Event]:
    """``MagicPointsRecovered`` per combatant (and ``ResourceChanged`` when it gains points).

    Long rest: all; short rest: 10 × level step; First Light: 10 × level, once a day; dead
    valley dawn: nothing; never above the maximum. Raises ``InvalidCommand`` for First Light
    without a ``day``, ``RuleViolation`` for a rest during the fight, a named combatant without
    magic points, nobody to recover, or a second dawn on one day. Source: 000_c3c04d669a38e5ba.txt §08.
    """
    if cmd.kind == "first_light" and cmd.day is None:
        raise InvalidCommand("first_light needs the campaign day (1, 2, …): First Light gives points once a day")
    if cmd.kind in ("long_rest", "short_rest") and state.round > 0:
        raise RuleViolation(
            f"a {cmd.kind.replace('_', ' ')} takes "
            f"{'eight hours' if cmd.kind == 'long_rest' else 'an hour'}: "
            "not in the middle of a fight (round "
            f"{state.round}); record it in the next encounter"
        )
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
        if cmd.day is not None and s.last_dawn_day is not None and cmd.day <= s.last_dawn_day:
            raise RuleViolation(
                f"{c.name} already saw the dawn of day {s.last_dawn_day}: one dawn "
                "a day, so First Light gives points once a day; name a later day"
            )
        rule = magic_point_recovery(cmd.kind, s.level, pool.maximum)
        amount = min(rule, pool.maximum - pool.current)
        events.append(
            MagicPointsRecovered(combatant_id=c.id, kind=cmd.kind, day=cmd.day, rule_amount=rule, amount=amount)
        )
        if amount:
            events.append(
                ResourceChanged(combatant_id=c.id, resource=MP, delta=amount, reason=cmd.kind.replace("_", " "))
            )
    return events


def evolve(state: EncounterState, event: Event) -> EncounterState:
    """The ruleset's own bookkeeping: a dawn marks its day on the hero's stat block.
    Every other Unlit Spires event is a record; its effects come as core events.
    Source: (glue: no rule of its own); it records the day for
    000_c3c04d669a38e5ba.txt §08 Getting points back."""
    if isinstance(event, MagicPointsRecovered) and event.day is not None:
        c = state.combatants[event.combatant_id]
        marked = structs.replace(c, stats=structs.replace(stats(c), last_dawn_day=event.day))
        return structs.replace(state, combatants={**state.combatants, c.id: marked})
    return state
