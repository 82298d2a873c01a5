"""Turn order and turn-boundary expiry, shared by every rule system.

Turns are keyed to combatant ids, never to positions or initiative numbers: the order as rolled
is kept even after a combatant leaves, so the pointer "whose turn it is" always finds its place
and the next turn goes to the next combatant still present.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from fray.domain.errors import RuleViolation
from fray.domain.events import (
    Condition,
    ConditionEnded,
    ConditionLink,
    Event,
    Expiry,
    SaveDue,
    SaveEnds,
    TurnStarted,
)
from fray.domain.state import Combatant, EncounterState

Boundary = Literal["start_of_turn", "end_of_turn"]


def from_now(
    state: EncounterState,
    combatant_id: str,
    at: Boundary,
    *,
    turn: Literal["next", "current"] = "next",
    rounds: int = 0,
    save: SaveEnds | None = None,
) -> Expiry:
    """An ``Expiry`` at boundary ``at`` of ``combatant_id``'s turn, applied now (this round,
    during the turn running now): the next such turn (``turn="next"``), this one
    (``"current"``), or the one ``rounds`` rounds on; ``save`` adds "save ends". Never raises."""
    return Expiry(
        at=at,
        combatant_id=combatant_id,
        applied_round=state.round,
        applied_during=state.turn,
        turn=turn,
        rounds=rounds,
        save=save,
    )


def require_turn(state: EncounterState, combatant: Combatant, doing: str) -> None:
    """Raise ``RuleViolation`` unless the fight has started and it is ``combatant``'s turn;
    ``doing`` names the act in the message ("attack", "move")."""
    if state.round == 0 or state.turn is None:
        raise RuleViolation(
            f"{combatant.name} can {doing} only on its own turn, and the fight has not "
            "started: roll_initiative, then advance_turn"
        )
    if state.turn != combatant.id:
        raise RuleViolation(f"{combatant.name} can {doing} only on its own turn; it is {state.turn}'s turn")


def next_turn(state: EncounterState, takes_turn: Callable[[Combatant], bool]) -> TurnStarted:
    """The turn that follows the current one: the next combatant in initiative order that is
    still present and ``takes_turn``; past the last, round + 1 from the top.

    Raises ``RuleViolation`` before initiative is rolled, or when nobody can act.
    """
    if not state.order:
        raise RuleViolation("initiative has not been rolled yet; send roll_initiative first")
    order = state.order
    start = order.index(state.turn) + 1 if state.turn in order else 0
    round_ = max(state.round, 1) if state.turn is not None else 1
    for step in range(len(order)):
        i = start + step
        wrapped = i >= len(order)
        cid = order[i % len(order)]
        c = state.combatants.get(cid)
        if c is not None and takes_turn(c):
            return TurnStarted(round=round_ + 1 if wrapped else round_, combatant_id=cid)
    raise RuleViolation("no combatant in the initiative order can take a turn")


SAVE_DUE = "save_due"


def save_marker(condition_id: str) -> str:
    """The id of the marker condition that says a "save ends" save against ``condition_id``
    is due: ``save_due:<condition_id>`` (folded from ``SaveDue``)."""
    return f"{SAVE_DUE}:{condition_id}"


def due(condition: Condition, boundary: str, combatant_id: str, round_: int) -> bool:
    """Whether ``condition`` ends at this boundary (``boundary`` of ``combatant_id``'s turn in
    ``round_``), by its ``Expiry`` (see there): it names this combatant and boundary, and
    this is the right turn: the first that started after the condition was applied
    (``turn="next"``), any from now on (``turn="current"``), or one in round
    ``max(applied_round, 1) + rounds`` or later (``rounds`` > 0). Never raises."""
    e = condition.expires
    if e.at != boundary or e.combatant_id != combatant_id:
        return False
    if e.rounds > 0:
        return round_ >= max(e.applied_round, 1) + e.rounds
    if e.turn == "current":
        return round_ >= e.applied_round
    same_turn = round_ == e.applied_round and combatant_id == e.applied_during
    return not same_turn


def ending(state: EncounterState, combatant_id: str, condition_id: str, reason: str = "removed") -> list[Event]:
    """``ConditionEnded`` (with ``reason``: expired, spent, removed) for ``condition_id`` on
    ``combatant_id``, for its pending save prompt if any, and for every condition on any
    combatant that lasts while it (``Condition.lasts_while``), and so on down the chain;
    each once. Never raises (a combatant or condition that is gone changes nothing)."""
    out: list[Event] = []
    seen: set[tuple[str, str]] = set()
    todo = [(combatant_id, condition_id)]
    while todo:
        cid, kid = todo.pop(0)
        if (cid, kid) in seen:
            continue
        seen.add((cid, kid))
        out.append(ConditionEnded(combatant_id=cid, condition_id=kid, reason=reason))  # type: ignore[arg-type]  # reason is one of the three ending words; callers pass literals
        c = state.combatants.get(cid)
        if c is not None and c.has(save_marker(kid)) is not None:
            out.append(ConditionEnded(combatant_id=cid, condition_id=save_marker(kid), reason=reason))  # type: ignore[arg-type]  # reason is one of the three ending words; callers pass literals
        link = ConditionLink(combatant_id=cid, condition_id=kid)
        todo += [(o.id, k.id) for o in state.combatants.values() for k in o.conditions if k.lasts_while == link]
    return out


def expiring(state: EncounterState, boundary: str, combatant_id: str, round_: int) -> list[Event]:
    """``ConditionEnded`` events for every condition, on any combatant, that ends at this
    boundary (``"start_of_turn"`` or ``"end_of_turn"`` of ``combatant_id`` in ``round_``),
    each followed by the end of its pending save prompt, if any, and of the conditions that
    last while it (``ending``); each condition once."""
    out: list[Event] = []
    done: set[tuple[str, str]] = set()
    for c in state.combatants.values():
        for k in c.conditions:
            if due(k, boundary, combatant_id, round_):
                for e in ending(state, c.id, k.id, "expired"):
                    assert isinstance(e, ConditionEnded)
                    if (e.combatant_id, e.condition_id) not in done:
                        done.add((e.combatant_id, e.condition_id))
                        out.append(e)
    return out


def saves_due(state: EncounterState, boundary: str, combatant_id: str) -> list[Event]:
    """``SaveDue`` for each "save ends" condition on ``combatant_id`` whose save falls at this
    ``boundary`` of its turn and is not already pending. Empty for an absent combatant."""
    c = state.combatants.get(combatant_id)
    if c is None:
        return []
    return [
        SaveDue(combatant_id=c.id, condition_id=k.id, ability=k.expires.save.ability, dc=k.expires.save.dc)
        for k in c.conditions
        if k.expires.save is not None and k.expires.save.at == boundary and c.has(save_marker(k.id)) is None
    ]


def place_newcomers(
    order: tuple[str, ...], newcomers: list[str], rank: Callable[[str], tuple[int, ...] | None]
) -> tuple[str, ...]:
    """``order`` with ``newcomers`` (already sorted best first) inserted by ``rank`` (higher
    acts first; None for ids that have left, which keep their place and are not compared).
    A newcomer goes before the first ranked id it strictly beats, so on a full tie the one
    already in the order acts first."""
    result = list(order)
    for cid in newcomers:
        mine = rank(cid)
        assert mine is not None
        at = next(
            (i for i, other in enumerate(result) if (r := rank(other)) is not None and mine > r),
            len(result),
        )
        result.insert(at, cid)
    return tuple(result)
