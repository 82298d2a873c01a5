"""``evolve(state, event, version) -> state``: apply one fact. ``fold``: apply many.

Core events are applied here; a ruleset's own events go to its ``evolve``. Nothing here rolls,
reads a clock or re-derives a rule: each event states its outcome and evolve only adds it in.
"""

from __future__ import annotations

from collections.abc import Iterable

import msgspec

from fray.domain.errors import EventOutOfOrder
from fray.domain.events import (
    CORE_EVENTS,
    BudgetSpent,
    CombatantAdded,
    CombatantCorrected,
    CombatantMoved,
    CombatantPlaced,
    CombatantRemoved,
    Condition,
    ConditionApplied,
    ConditionEnded,
    DamageTaken,
    Dashed,
    EncounterArchived,
    EncounterCreated,
    EncounterEnded,
    EncounterForked,
    Event,
    HealingReceived,
    HitPointMaximumChanged,
    InitiativeRolled,
    InitiativeSet,
    Resource,
    ResourceChanged,
    Revealed,
    SaveDue,
    StoodUp,
    TurnEnded,
    TurnStarted,
    VisibilitySet,
    known,
)
from fray.domain.fork import forked_state
from fray.domain.ruleset import Ruleset
from fray.domain.state import Combatant, EncounterState, Secrecy
from fray.domain.turns import save_marker

replace = msgspec.structs.replace


def _with(state: EncounterState, combatant: Combatant) -> EncounterState:
    return replace(state, combatants={**state.combatants, combatant.id: combatant})


def _change(state: EncounterState, combatant_id: str, **changes: object) -> EncounterState:
    return _with(state, replace(state.combatants[combatant_id], **changes))


def _apply_core(state: EncounterState, event: Event) -> EncounterState:
    match event:
        case EncounterCreated():
            return replace(
                state,
                encounter_id=event.encounter_id,
                ruleset=event.ruleset,
                name=event.name,
                options=event.options,
                core=event.core,
            )
        case CombatantAdded():
            joined = Combatant(
                id=event.combatant_id,
                name=event.name,
                side=event.side,
                resources=event.resources,
                stats=event.stats,
                speed_ft=event.speed_ft,
                position=event.position,
                footprint=max(1, event.footprint),
            )
            return _with(state, joined)
        case CombatantRemoved():
            rest = {k: v for k, v in state.combatants.items() if k != event.combatant_id}
            departed = state.departed + ((event.combatant_id,) if event.combatant_id in state.combatants else ())
            return replace(state, combatants=rest, departed=departed)
        case InitiativeRolled():
            for entry in event.entries:
                state = _change(state, entry.combatant_id, initiative=entry.total)
            return replace(state, order=event.order)
        case TurnStarted():
            state = replace(state, round=event.round, turn=event.combatant_id)
            c = state.combatants.get(event.combatant_id)
            if c is None:
                return state
            return _change(state, c.id, movement_left_ft=c.speed_ft, moved_from=None, spent={}, spent_on={})
        case EncounterEnded():
            return replace(state, ended=True)
        case EncounterArchived():
            return replace(state, archived=True)
        case VisibilitySet():
            return replace(state, secrecy=_set_visibility(state.secrecy, event))
        case Revealed():
            return replace(state, secrecy=_reveal(state.secrecy, event))
        case InitiativeSet():
            state = _change(state, event.combatant_id, initiative=event.total)
            return replace(state, order=event.order)
        case CombatantCorrected():
            c = state.combatants[event.combatant_id]
            resources = dict(c.resources)
            if event.track is not None:
                t = resources[event.track]
                top = t.maximum if event.maximum is None else event.maximum
                now = t.current if event.current is None else event.current
                resources[event.track] = replace(t, maximum=top, current=max(t.minimum, min(now, top)))
            kept = tuple(k for k in c.conditions if k.id not in event.ended)
            return _change(
                state, c.id, resources=resources, conditions=kept, name=event.name or c.name, side=event.side or c.side
            )
        case TurnEnded():
            return replace(state, turn=None) if state.turn == event.combatant_id else state
        case DamageTaken():
            t = _track(state, event.combatant_id, event.track)
            return _set(
                state,
                event.combatant_id,
                event.track,
                replace(t, current=max(t.minimum, t.current - known(event.amount))),
            )
        case HealingReceived():
            t = _track(state, event.combatant_id, event.track)
            return _set(
                state,
                event.combatant_id,
                event.track,
                replace(t, current=min(t.maximum, max(0, t.current) + known(event.regained))),
            )
        case HitPointMaximumChanged():
            t = _track(state, event.combatant_id, event.track)
            top = max(0, t.maximum + event.delta)
            return _set(state, event.combatant_id, event.track, replace(t, maximum=top, current=min(t.current, top)))
        case ResourceChanged():
            t = _track(state, event.combatant_id, event.resource)
            current = min(t.maximum, max(t.minimum, t.current + known(event.delta)))
            return _set(state, event.combatant_id, event.resource, replace(t, current=current))
        case ConditionApplied():
            # Ids are unique per combatant: applying an id it already has refreshes that
            # condition in place (the newer duration wins) instead of stacking a twin that
            # one ConditionEnded would take away with it.
            c = state.combatants.get(event.combatant_id)
            if c is None:
                return state
            new = event.condition
            if not any(k.id == new.id for k in c.conditions):
                return _change(state, c.id, conditions=(*c.conditions, new))
            first = next(i for i, k in enumerate(c.conditions) if k.id == new.id)
            refreshed = tuple(
                new if i == first else k for i, k in enumerate(c.conditions) if i == first or k.id != new.id
            )
            return _change(state, c.id, conditions=refreshed)
        case ConditionEnded():
            c = state.combatants.get(event.combatant_id)
            if c is None:
                return state
            kept = tuple(k for k in c.conditions if k.id != event.condition_id)
            return _change(state, c.id, conditions=kept)
        case CombatantPlaced():
            return _change(state, event.combatant_id, position=event.position)
        case CombatantMoved():
            c = state.combatants[event.combatant_id]
            return _change(
                state,
                c.id,
                position=event.path[-1],
                moved_from=event.start,
                movement_left_ft=_spend(c.movement_left_ft, event.cost_ft),
            )
        case Dashed():
            c = state.combatants[event.combatant_id]
            left = None if c.movement_left_ft is None else c.movement_left_ft + event.extra_ft
            return _change(state, c.id, movement_left_ft=left)
        case StoodUp():
            c = state.combatants[event.combatant_id]
            return _change(state, c.id, movement_left_ft=_spend(c.movement_left_ft, event.cost_ft))
        case SaveDue():
            c = state.combatants.get(event.combatant_id)
            if c is None:
                return state
            what = " ".join(p for p in (event.ability, f"DC {event.dc}" if event.dc else "") if p)
            marker = Condition(
                id=save_marker(event.condition_id),
                source=event.condition_id,
                name=f"save due{': ' + what if what else ''} ends {event.condition_id}",
                marker=True,
            )
            return _change(state, c.id, conditions=(*c.conditions, marker))
        case BudgetSpent():
            c = state.combatants[event.combatant_id]
            spent = {**c.spent, event.budget: c.spent.get(event.budget, 0) + event.amount}
            on = {**c.spent_on, event.budget: (*c.spent_on.get(event.budget, ()), event.on)}
            return _change(state, c.id, spent=spent, spent_on=on)
    return state


def _set_visibility(s: Secrecy, event: VisibilitySet) -> Secrecy:
    ids = event.combatant_ids
    concealed = s.concealed
    if event.concealed is True:
        concealed = (*concealed, *(i for i in ids if i not in concealed))
    elif event.concealed is False:
        concealed = tuple(i for i in concealed if i not in ids)
    stat_blocks = {**s.stat_blocks, **dict.fromkeys(ids, event.stat_block)} if event.stat_block else s.stat_blocks
    health = {**s.health, **dict.fromkeys(ids, event.health)} if event.health else s.health
    return replace(s, concealed=concealed, stat_blocks=stat_blocks, health=health)


def _reveal(s: Secrecy, event: Revealed) -> Secrecy:
    return replace(
        s,
        concealed=tuple(i for i in s.concealed if i not in event.combatant_ids),
        stat_blocks={**s.stat_blocks, **dict.fromkeys(event.stat_blocks, "shown")},
        health={**s.health, **dict.fromkeys(event.health, "exact")},
        revealed_through=max(s.revealed_through, event.secrets_through),
        revealed=(*s.revealed, *(v for v in event.versions if v not in s.revealed)),
    )


def _track(state: EncounterState, combatant_id: str, name: str) -> Resource:
    return state.combatants[combatant_id].resources[name]


def _set(state: EncounterState, combatant_id: str, name: str, track: Resource) -> EncounterState:
    c = state.combatants[combatant_id]
    return _change(state, c.id, resources={**c.resources, name: track})


def _spend(left: int | None, cost: int) -> int | None:
    """Feet of movement left after spending ``cost`` (None stays None: speed not tracked)."""
    return None if left is None else max(0, left - cost)


def _restate(before: EncounterState, after: EncounterState, ruleset: Ruleset) -> EncounterState:
    """``after`` with the ``status`` of every combatant that ``after`` changed asked of the
    ruleset again (its tracks or conditions may have moved it: down, dying, dead, up)."""
    changed = {}
    for cid, c in after.combatants.items():
        if before.combatants.get(cid) is not c and (status := ruleset.status(c)) != c.status:
            changed[cid] = replace(c, status=status)
    return replace(after, combatants={**after.combatants, **changed}) if changed else after


def pass_over(state: EncounterState, version: int) -> EncounterState:
    """``state`` at ``version`` with nothing applied: a revoked event, counted and skipped
    (``fray.domain.history.replay``). Raises ``EventOutOfOrder`` as ``evolve`` does."""
    if version != state.version + 1:
        raise EventOutOfOrder(f"event version {version} cannot follow state version {state.version}")
    return replace(state, version=version)


def evolve(state: EncounterState, event: Event, version: int, ruleset: Ruleset | None = None) -> EncounterState:
    """Apply ``event`` (stored at stream ``version``) to ``state`` and return the new state.

    Events of a ruleset's own types are handed to ``ruleset.evolve``; afterwards every
    combatant the event changed gets its ``status`` from ``ruleset.status``. Without a
    ruleset (a bare core fold in tests) only core events apply and statuses stay as they are.
    Raises ``EventOutOfOrder`` unless ``version == state.version + 1``: a fold never skips or
    repeats an event.
    """
    if version != state.version + 1:
        raise EventOutOfOrder(f"event version {version} cannot follow state version {state.version}")
    before = state
    if isinstance(event, EncounterForked):
        state = forked_state(event, ruleset)
    elif isinstance(event, CORE_EVENTS):
        state = _apply_core(state, event)
    elif ruleset is not None:
        state = ruleset.evolve(state, event)
    if ruleset is not None and state is not before:
        state = _restate(before, state, ruleset)
    return replace(state, version=version)


def fold(
    events: Iterable[tuple[int, Event]],
    state: EncounterState | None = None,
    ruleset: Ruleset | None = None,
) -> EncounterState:
    """Fold ``(version, event)`` pairs, in order, onto ``state`` (an empty encounter if None)."""
    state = state if state is not None else EncounterState()
    for version, event in events:
        state = evolve(state, event, version, ruleset)
    return state
