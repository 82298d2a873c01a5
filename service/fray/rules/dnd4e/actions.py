"""Actions: a standard, a move and a minor action on each turn, free actions, one immediate
action a round, one opportunity action on each other combatant's turn; action points.

Source: published 4e (PHB 2008, Action Types, pp. 267–268): on its turn a creature has a
standard, a move and a minor action, and may take a move or a minor action instead of the
standard one, a minor instead of the move; free actions at will; an immediate action
(interrupt or reaction) at most once a round, never on its own turn (the next one after the
start of its next turn); an opportunity action at most once on each other combatant's turn.
Action points (PHB 2008 p. 286): a free action on one's own turn, at most once an encounter,
never in a surprise round, for one extra standard, move or minor action. The surprise round
(PHB 2008 p. 267): one action (standard, move or minor).

Conditions (004_e86ae0a0322fa3b5.txt §状态): dazed, one of a standard, move or minor action
(free actions allowed), no immediate or opportunity action; stunned, surprised: no action;
dominated: no action of its own, the dominator picks one standard, move, minor or free action
for it (the dominator's choice is a command of the dominator's side); unconscious (dying and
petrified too): no action (PHB 2008 p. 277). DECISION: a dazed creature may still spend an
action point, and its extra action is added to the one it has.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from msgspec import Struct, structs

from fray.domain.errors import RuleViolation

from .conditions import implied

ActionKind = Literal["standard", "move", "minor", "free", "immediate", "opportunity"]
TurnAction = Literal["standard", "move", "minor"]
_TRADES: dict[str, tuple[str, ...]] = {
    "standard": ("standard",),
    "move": ("move", "standard"),
    "minor": ("minor", "move", "standard"),
}


class TurnActions(Struct, frozen=True, kw_only=True):
    """What is left of a creature's turn: standard, move and minor actions; ``single``:
    only one of them in all (dazed, surprise round, dominated); ``none``: no action at all;
    ``extra``: actions bought with an action point, spent after the turn's own."""

    standard: int = 1
    move: int = 1
    minor: int = 1
    single: bool = False
    none: bool = False
    extra: tuple[TurnAction, ...] = ()


def turn_actions(conditions: Iterable[str], surprise_round: bool = False) -> TurnActions:
    """The actions a creature has as its turn starts, given its conditions.
    Source: PHB 2008 pp. 267–268, 277; 004_e86ae0a0322fa3b5.txt §状态 (晕眩, 震慑, 受控, 突袭). Never raises."""
    n = implied(conditions)
    if n & {"stunned", "surprised", "unconscious"}:
        return TurnActions(standard=0, move=0, minor=0, none=True)
    return TurnActions(single=bool(n & {"dazed", "dominated"}) or surprise_round)


def spend(left: TurnActions, kind: TurnAction) -> TurnActions:
    """``left`` after taking one ``kind`` action: a move may use the standard action, a minor
    the move or the standard one; with ``single`` any one action ends the turn's own actions;
    then an action point's ``extra`` action pays, by the same trades.
    Raises ``RuleViolation`` when nothing left may pay for it. PHB 2008 pp. 267, 286."""
    if left.none:
        raise RuleViolation("this creature can take no actions now")
    for pay in _TRADES[kind]:
        if getattr(left, pay) > 0:
            if left.single:
                return structs.replace(left, standard=0, move=0, minor=0)
            return structs.replace(left, **{pay: getattr(left, pay) - 1})
    for pay in _TRADES[kind]:
        if pay in left.extra:
            i = left.extra.index(pay)
            return structs.replace(left, extra=left.extra[:i] + left.extra[i + 1 :])
    raise RuleViolation(
        f"no {kind} action left this turn (a move may use the standard action, a minor the move or standard one)"
    )


def spend_action_point(
    left: TurnActions,
    extra: TurnAction,
    *,
    points: int,
    spent_this_encounter: bool,
    own_turn: bool,
    surprise_round: bool = False,
) -> TurnActions:
    """``left`` with one more ``extra`` action bought with an action point. Raises
    ``RuleViolation`` with no point left, a point already spent this encounter, outside the
    creature's own turn, in a surprise round, or for a creature that can take no action.
    Source: PHB 2008 p. 286 (Action Points)."""
    if points < 1:
        raise RuleViolation("no action point left")
    if spent_this_encounter:
        raise RuleViolation("an action point can be spent once an encounter")
    if not own_turn:
        raise RuleViolation("an action point is spent on one's own turn")
    if surprise_round:
        raise RuleViolation("no action point in a surprise round")
    if left.none:
        raise RuleViolation("this creature can take no actions now")
    return structs.replace(left, extra=(*left.extra, extra))


def may_react(
    conditions: Iterable[str],
    kind: Literal["immediate", "opportunity"],
    *,
    own_turn: bool,
    immediate_used_this_round: bool = False,
    opportunity_used_this_turn: bool = False,
) -> str | None:
    """None if the creature may take an ``kind`` action now, else why not: dazed, stunned,
    surprised, dominated or unconscious creatures take none; never on its own turn; one
    immediate action a round; one opportunity action a turn.
    Source: PHB 2008 p. 268; 004_e86ae0a0322fa3b5.txt §状态 (晕眩). Never raises."""
    n = implied(conditions)
    blocked = n & {"dazed", "stunned", "surprised", "dominated", "unconscious"}
    if blocked:
        return f"a {min(blocked)} creature takes no {kind} actions"
    if own_turn:
        return f"no {kind} action on one's own turn"
    if kind == "immediate" and immediate_used_this_round:
        return "one immediate action a round (again after the start of its next turn)"
    if kind == "opportunity" and opportunity_used_this_turn:
        return "one opportunity action on each other combatant's turn"
    return None
