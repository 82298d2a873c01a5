"""The 4e action economy on the core's per-turn budgets (``fray.domain.budget``).

Source: published 4e (PHB 2008 pp. 267–268, 286), the rules of ``actions``: a standard, a move
and a minor action on one's turn (a move may use the standard action, a minor the move or
standard one), free actions at will, one immediate action a round never on one's own turn,
one opportunity action on each other combatant's turn, action points for an extra action;
004_e86ae0a0322fa3b5.txt §状态 for the conditions that take actions away.

Kept as core ``BudgetSpent`` events, named for what *paid*: ``standard``, ``move``, ``minor``
(the turn's own actions), ``extra_standard`` … (actions bought with an action point, listed
under the budget ``action_point``), ``immediate`` (refilled when the creature's own turn
starts, so "once a round, again after the start of its next turn"). ``on`` says what it was
spent on (``walk``, a power's name …). What is left is worked out from them by
``actions.spend``'s trades, so the rules live in one place. An opportunity action is a marker
condition that ends with the current turn.
"""

from __future__ import annotations

from collections import Counter
from typing import Literal, cast

from msgspec import structs

from fray.domain.budget import spend as spend_budget
from fray.domain.budget import used, used_on
from fray.domain.errors import RuleViolation
from fray.domain.events import BudgetSpent, Condition, ConditionApplied, Event, Expiry
from fray.domain.state import Combatant, EncounterState
from fray.domain.turns import require_turn

from .actions import TurnAction, TurnActions, may_react, spend, turn_actions
from .effects import SURPRISED, names

PAYERS: tuple[TurnAction, ...] = ("standard", "move", "minor")
ACTION_POINT = "action_point"
IMMEDIATE = "immediate"
OPPORTUNITY_USED = "opportunity_used"


def surprise_round(state: EncounterState) -> bool:
    """Whether the round under way is a surprise round: round 1 while anyone is surprised
    (PHB 2008 p. 267; surprise ends as round 2 begins). Never raises."""
    return state.round == 1 and any(c.has(SURPRISED) for c in state.combatants.values())


def left(state: EncounterState, c: Combatant) -> TurnActions:
    """What ``c`` has left of its turn's actions now: its conditions' allowance
    (``actions.turn_actions``), less what it has spent since its turn started, plus the
    actions its action point bought and not yet spent. Never raises.
    Source: PHB 2008 pp. 267–268, 286; 004 §状态 (晕眩, 震慑, 突袭)."""
    t = turn_actions(names(c), surprise_round(state))
    bought = Counter(used_on(c, ACTION_POINT))
    for kind in PAYERS:
        bought[kind] -= used(c, f"extra_{kind}")
    extra = tuple(k for k in PAYERS for _ in range(max(0, bought[k])))
    if t.none:
        return structs.replace(t, extra=extra)
    spent = {k: used(c, k) for k in PAYERS}
    if t.single and any(spent.values()):
        return structs.replace(t, standard=0, move=0, minor=0, extra=extra)
    return structs.replace(
        t,
        standard=max(0, 1 - spent["standard"]),
        move=max(0, 1 - spent["move"]),
        minor=max(0, 1 - spent["minor"]),
        extra=extra,
    )


def pay(state: EncounterState, c: Combatant, kind: TurnAction, on: str) -> BudgetSpent:
    """The ``BudgetSpent`` for one ``kind`` action spent ``on`` something, paid by what is left
    (the turn's own actions first, by the trades; then an action point's). Raises
    ``RuleViolation`` off ``c``'s turn or when nothing left can pay.
    Source: PHB 2008 pp. 267–268, 286."""
    require_turn(state, c, f"take a {kind} action")
    before = left(state, c)
    after = spend(before, kind)
    payer: str | None = next((p for p in PAYERS if getattr(after, p) < getattr(before, p)), None)
    if payer is None:
        gone = Counter(before.extra) - Counter(after.extra)
        payer = f"extra_{next(iter(gone))}"
    return BudgetSpent(combatant_id=c.id, budget=payer, on=on)


def react(state: EncounterState, c: Combatant, kind: Literal["immediate", "opportunity"], on: str) -> list[Event]:
    """What an immediate or opportunity action of ``c`` costs: the ``immediate`` budget (once
    a round, refilled at the start of its turn) or a marker that ends with the current turn
    (one opportunity action on each other combatant's turn). Raises ``RuleViolation`` on its
    own turn, when a condition forbids it (dazed, stunned, surprised, dominated,
    unconscious), or when it was used already. Source: PHB 2008 p. 268; 004 §状态 (晕眩)."""
    why = may_react(
        names(c),
        kind,
        own_turn=state.turn == c.id,
        immediate_used_this_round=used(c, IMMEDIATE) > 0,
        opportunity_used_this_turn=c.has(OPPORTUNITY_USED) is not None,
    )
    if why is not None:
        raise RuleViolation(f"{c.name} cannot take an {kind} action now: {why}")
    if state.round == 0 or state.turn is None:
        raise RuleViolation(f"the fight has not started; {c.name} cannot take an {kind} action yet")
    if kind == IMMEDIATE:
        return [spend_budget(c, IMMEDIATE, on, limit=1, refusal="one immediate action a round")]
    mark = Condition(
        id=OPPORTUNITY_USED,
        name="opportunity action used this turn",
        source=state.turn,
        expires=Expiry(
            at="end_of_turn",
            combatant_id=state.turn,
            turn="current",
            applied_round=state.round,
            applied_during=state.turn,
        ),
        marker=True,
    )
    return [ConditionApplied(combatant_id=c.id, condition=mark)]


def cost(state: EncounterState, c: Combatant, action: str, on: str) -> list[Event]:
    """What taking an action of type ``action`` costs ``c`` (see :func:`pay`, :func:`react`);
    a free action costs nothing but needs a creature that can act. Raises ``RuleViolation``
    as those do. Source: PHB 2008 pp. 267–268."""
    if action in PAYERS:
        return [pay(state, c, action, on)]
    if action in (IMMEDIATE, "opportunity"):
        return react(state, c, cast(Literal["immediate", "opportunity"], action), on)
    if turn_actions(names(c)).none:
        raise RuleViolation(f"{c.name} can take no actions now")
    return []
