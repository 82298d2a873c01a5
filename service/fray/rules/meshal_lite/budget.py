"""Mobility ⚡ on a combatant's tracks: spending, long actions' debts, refills, refunds.

The ⚡ left this round is the track ``mobility`` (``Resource(left, per round)``), moved by the
core's ``ResourceChanged``; what a long action still owes to the coming rounds is the marker
condition ``mobility_owed`` (a ``Modifier`` on ``"mobility"`` of −owed), refreshed or ended
as it changes. The arithmetic is :mod:`.mobility`'s (the pure rules); this module turns it
into events. Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (应对行动, 常用行动速查).
"""

from __future__ import annotations

from fray.domain.events import (
    Condition,
    ConditionApplied,
    ConditionEnded,
    Event,
    Modifier,
    ResourceChanged,
)
from fray.domain.state import Combatant

from .mobility import Kind, Mobility, refill, refund, spend
from .stats import MOBILITY

OWED = "mobility_owed"


def owed(c: Combatant) -> int:
    """⚡ a long action of ``c``'s still owes to the coming rounds (0 if none).
    Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (长期行动)."""
    marker = c.has(OWED)
    return -marker.bonus("mobility") if marker else 0


def _mobility(c: Combatant) -> Mobility:
    track = c.resources.get(MOBILITY)
    per_round = track.maximum if track else 0
    return Mobility(per_round=per_round, spent=per_round - (track.current if track else 0), owed=owed(c))


def _owed_events(c: Combatant, before: int, after: int) -> list[Event]:
    if after == before:
        return []
    if after == 0:
        return [ConditionEnded(combatant_id=c.id, condition_id=OWED, reason="spent")]
    return [
        ConditionApplied(
            combatant_id=c.id,
            condition=Condition(
                id=OWED,
                name=f"owes {after}⚡ to the coming rounds (a long action)",
                source=c.id,
                marker=True,
                modifiers=(Modifier(applies_to="mobility", amount=-after),),
            ),
        )
    ]


def _moved(c: Combatant, before: Mobility, after: Mobility, reason: str) -> list[Event]:
    delta = before.spent - after.spent
    out: list[Event] = []
    if delta:
        out.append(ResourceChanged(combatant_id=c.id, resource=MOBILITY, delta=delta, reason=reason))
    return out + _owed_events(c, before.owed, after.owed)


def spend_mobility(c: Combatant, cost: int, kind: Kind, *, own_turn: bool, long_actions: bool, on: str) -> list[Event]:
    """The events of ``c`` spending ``cost`` ⚡ on ``on`` (a ``tactic`` or a ``reaction``):
    the track moves by what is paid now; with ``long_actions`` a tactic may cost more than is
    left (if any is left), the rest owed (the ``mobility_owed`` marker). No events for 0⚡.

    Raises ``RuleViolation`` for a tactic off its turn, or without the ⚡ it needs (a
    reaction always needs its whole cost). Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程
    (应对行动: 不同于战术行动，你必须确保自己的机动足够)."""
    before = _mobility(c)
    after = spend(before, cost, kind, own_turn=own_turn, long_actions=long_actions)
    return _moved(c, before, after, on)


def refill_mobility(c: Combatant) -> list[Event]:
    """The events of ``c``'s ⚡ coming back (a new round, or its turn, by option): full again,
    less what a long action still owes, paid first. Empty when nothing changes.
    Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程; the schedule is a decision (``mobility``)."""
    if MOBILITY not in c.resources:
        return []
    before = _mobility(c)
    return _moved(c, before, refill(before), "new round" if before.owed == 0 else "new round, less what is owed")


def refund_mobility(c: Combatant, paid_this_round: int, still_owed: int) -> list[Event]:
    """The events of ``c``'s voided action giving back the ⚡ it cost this round and
    cancelling what it still owed. Raises ``InvalidCommand`` for more than was spent this
    round or is owed. Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (应对行动:
    在本轮中花费的机动也应退还)."""
    before = _mobility(c)
    return _moved(c, before, refund(before, paid_this_round, still_owed), "refund: action voided")
