"""Rests and milestones between fights, with the carry-over that takes a party from one fight
to the next (``fray.domain.fork``: its encounter and daily powers used and its second wind
spent stay spent, ``Condition.carried``, until a rest gives them back).

Sources: 004_e86ae0a0322fa3b5.txt §持续时间 ("until the end of the encounter": until one can
rest, short or extended, or five minutes; one cannot rest while sustaining a power, so no
encounter power or second wind comes back before its sustaining stops); the published rules
the chapter assumes (PHB 2008 p. 263 Resting; p. 286 Action Points and milestones; p. 294
temporary hit points last until a rest; p. 295 death saving throw failures until a rest):

- a short rest (five minutes): encounter powers and second wind come back; effects that last
  until the end of the encounter end; a creature may spend any number of its healing surges,
  each healing its surge value; failed death saves and temporary hit points are gone; the
  action point of this encounter may be spent again in the next;
- an extended rest (six hours): all of that, and every hit point and healing surge back,
  daily powers back, and 1 action point (those gained at milestones are lost);
- a milestone (two encounters without an extended rest): each character gains an action
  point.

DECISIONS:
- rests and milestones are refused once a fight has begun (round 1 or later): between fights
  means before round 1, e.g. in a carry-over;
- who rests defaults to every PC (monsters do not rest between the party's fights); a
  creature at 0 hit points or fewer (dying, or stable and unconscious) cannot rest: heal it
  first; nor one that sustains a power (004 §持续时间);
- a rest ends every effect on the creature, "save ends" ones included (a short rest is five
  minutes of six-second rounds, each with its saves), and every marker of the last fight; an
  extended rest also the marks of daily powers used;
- Fray does not count encounters (what is an encounter is the DM's call: DMG 2008 p. 122): the
  DM sends ``dnd4e.reach_milestone``; Fray keeps no clock either, so how often a party takes
  an extended rest (once a day) is the DM's.
"""

from __future__ import annotations

from collections.abc import Sequence

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import (
    ConditionEnded,
    Event,
    HealingReceived,
    HitPointMaximumChanged,
    ResourceChanged,
    regained,
)
from fray.domain.state import Combatant, EncounterState
from fray.domain.tracks import HP

from .attack import used_marker
from .commands import ReachMilestone, Rest
from .events import Dnd4eTemporaryHitPointsSet, MilestoneReached, Rested
from .harm import ACTION_POINTS, FAILURES, SURGES, TEMP_HP, stats_of
from .hit_points import surge_value
from .stats import action_points

USED = "power_used:"


def _between_fights(state: EncounterState, what: str) -> None:
    if state.round > 0:
        raise RuleViolation(
            f"{what} comes between fights, not in the middle of one (round {state.round}); send it before "
            "round 1, e.g. in the next encounter (a fork that carries the party on)"
        )


def _who(state: EncounterState, named: Sequence[str]) -> list[Combatant]:
    ids = tuple(named) or tuple(c.id for c in state.combatants.values() if stats_of(c).kind == "pc")
    if not ids:
        raise RuleViolation("nobody here is a PC; name combatant_ids")
    return [state.combatant(cid) for cid in ids]


def _daily(c: Combatant, marker: str) -> bool:
    """Whether ``marker`` is the mark of a daily power of ``c`` used."""
    return any(p.usage == "daily" and marker == used_marker(p) for p in stats_of(c).powers)


def rest(state: EncounterState, cmd: Rest) -> list[Event]:
    """The events of a short or extended rest for each creature resting (see the module): the
    record, then the surges spent and healed, the tracks set, the conditions ended. Raises
    ``RuleViolation`` during a fight, for a creature at 0 hit points or fewer, one that
    sustains a power, more surges than it has; ``InvalidCommand`` for surges named on an
    extended rest or for a creature not resting; ``CombatantNotFound``.
    Source: PHB 2008 p. 263 (Resting); 004_e86ae0a0322fa3b5.txt §持续时间."""
    _between_fights(state, f"a {cmd.kind} rest")
    if cmd.kind == "extended" and cmd.surges:
        raise InvalidCommand("healing surges are spent on a short rest; an extended rest gives them all back")
    who = _who(state, cmd.combatant_ids)
    for cid in cmd.surges:
        if cid not in {c.id for c in who}:
            raise InvalidCommand(f"{cid} spends healing surges but is not among those resting")
    events: list[Event] = []
    for c in who:
        hp = c.resources[HP]
        if c.status == "dead" or hp.current <= 0:
            raise RuleViolation(f"{c.name} is {c.status} at {hp.current} hit points and cannot rest; heal it first")
        held = [k.id for k in c.conditions if k.id.startswith("sustain:")]
        if held:
            raise RuleViolation(
                f"{c.name} sustains {', '.join(held)}: no rest while sustaining a power "
                "(004 §持续时间); let it end first"
            )
        events += _short(c, cmd.surges.get(c.id, 0)) if cmd.kind == "short" else _extended(c)
    return events


def _ends(c: Combatant, keep_daily: bool) -> list[Event]:
    """Every condition on ``c`` ends, but (on a short rest) the marks of daily powers used."""
    return [
        ConditionEnded(combatant_id=c.id, condition_id=k.id, reason="expired")
        for k in c.conditions
        if not (keep_daily and k.id.startswith(USED) and _daily(c, k.id))
    ]


def _refresh(c: Combatant) -> list[Event]:
    """Temporary hit points and failed death saves gone (PHB 2008 pp. 294, 295)."""
    out: list[Event] = []
    temp = c.resources.get(TEMP_HP)
    if temp is not None and temp.current:
        out.append(Dnd4eTemporaryHitPointsSet(combatant_id=c.id, offered=0, amount=0))
    failed = c.resources.get(FAILURES)
    if failed is not None and failed.current:
        out.append(ResourceChanged(combatant_id=c.id, resource=FAILURES, delta=-failed.current, reason="rest"))
    return out


def _short(c: Combatant, spend: int) -> list[Event]:
    surges = c.resources[SURGES]
    if spend > surges.current:
        raise RuleViolation(f"{c.name} has {surges.current} healing surges left, not {spend}")
    hp = c.resources[HP]
    amount = spend * surge_value(hp.maximum)
    got = regained(hp, amount)
    events: list[Event] = [Rested(combatant_id=c.id, kind="short", surges=spend, healing=got)]
    if spend:
        events += [
            ResourceChanged(combatant_id=c.id, resource=SURGES, delta=-spend, reason="short rest"),
            HealingReceived(
                combatant_id=c.id,
                amount=amount,
                regained=got,
                cause="dnd4e.rest",
                note=f"{spend} healing surge{'s' if spend != 1 else ''} spent in a short rest",
            ),
        ]
    return events + _refresh(c) + _ends(c, keep_daily=True)


def _extended(c: Combatant) -> list[Event]:
    hp, surges = c.resources[HP], c.resources[SURGES]
    got = hp.maximum - max(0, hp.current)
    events: list[Event] = [Rested(combatant_id=c.id, kind="extended", healing=got)]
    if got:
        events.append(
            HealingReceived(combatant_id=c.id, amount=got, regained=got, cause="dnd4e.rest", note="extended rest")
        )
    if surges.current < surges.maximum:
        events.append(
            ResourceChanged(
                combatant_id=c.id, resource=SURGES, delta=surges.maximum - surges.current, reason="extended rest"
            )
        )
    points, start = c.resources[ACTION_POINTS], action_points(stats_of(c))
    if points.maximum != start:
        events.append(
            HitPointMaximumChanged(
                combatant_id=c.id, delta=start - points.maximum, track=ACTION_POINTS, reason="extended rest"
            )
        )
    if min(points.current, start) != start:
        events.append(
            ResourceChanged(
                combatant_id=c.id,
                resource=ACTION_POINTS,
                delta=start - min(points.current, start),
                reason="extended rest",
            )
        )
    return events + _refresh(c) + _ends(c, keep_daily=False)


def milestone(state: EncounterState, cmd: ReachMilestone) -> list[Event]:
    """A milestone: each named creature (default every PC) gains an action point, its track's
    maximum raised to hold it. Raises ``RuleViolation`` during a fight or for the dead.
    Source: PHB 2008 p. 286 (Action Points: milestones); DMG 2008 p. 122."""
    _between_fights(state, "a milestone")
    who = _who(state, cmd.combatant_ids)
    events: list[Event] = [MilestoneReached(combatant_ids=tuple(c.id for c in who))]
    for c in who:
        if c.status == "dead":
            raise RuleViolation(f"{c.name} is dead")
        points = c.resources[ACTION_POINTS]
        if points.current + 1 > points.maximum:
            events.append(HitPointMaximumChanged(combatant_id=c.id, delta=1, track=ACTION_POINTS, reason="milestone"))
        events.append(ResourceChanged(combatant_id=c.id, resource=ACTION_POINTS, delta=1, reason="milestone"))
    return events
