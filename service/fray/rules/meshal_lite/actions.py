"""Tactics from the quick-reference table (常用行动速查) and the refund of a voided action.

Each is a tactic on the actor's own turn for its ⚡ (:mod:`.mobility`); facing, posture and
lifting belong to extension rules and are refused unless switched on. Fray records the
action and its ⚡; what it finds or moves is the GM's to narrate (or a ``check``).
Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (常用行动速查, 应对行动), §物品Items,
§感知Perceiving与潜藏Lurking (调查或搜索).
"""

from __future__ import annotations

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import Event
from fray.domain.state import EncounterState
from fray.domain.turns import require_turn

from .budget import refund_mobility, spend_mobility
from .commands import RefundMobility, TakeAction
from .events import MeshalActionTaken, MeshalMobilityRefunded
from .mobility import ACTION_COSTS, item_cost
from .options import MeshalOptions, drop_cost, options_of, require
from .standing import why_not_acting
from .stats import is_object

EXTENSIONS = {
    "facing": ("facing", "facing (方位)"),
    "posture": ("postures", "postures (姿势)"),
    "lift": ("lifting", "lifting (举起或放下)"),
}


def action_cost(cmd: TakeAction, opts: MeshalOptions) -> int:
    """⚡ of the action ``cmd`` names. Raises ``InvalidCommand`` for an item size missing on
    ``handle_item`` or given to another action; ``RuleViolation`` for an extension rule
    that is off. Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (常用行动速查)."""
    if cmd.action != "handle_item" and (cmd.item_size or cmd.other_item_size):
        raise InvalidCommand("item sizes go with handle_item only")
    if cmd.action == "handle_item":
        if cmd.item_size is None:
            raise InvalidCommand("handle_item needs item_size: trivial (1⚡), light (2⚡) or heavy (3⚡)")
        return item_cost(cmd.item_size, cmd.other_item_size)
    if cmd.action == "drop_item":
        return drop_cost(opts)
    if cmd.action in EXTENSIONS:
        switch, name = EXTENSIONS[cmd.action]
        require(opts, switch, name)
    return ACTION_COSTS[cmd.action][0]


def take_action(state: EncounterState, cmd: TakeAction) -> list[Event]:
    """``MeshalActionTaken`` and its ⚡. Raises ``CombatantNotFound``; ``RuleViolation`` off
    the actor's turn, for one who cannot act, an extension rule that is off, or too little
    ⚡; ``InvalidCommand`` for item sizes that do not fit the action.
    Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (常用行动速查)."""
    opts = options_of(state)
    c = state.combatant(cmd.combatant_id)
    require_turn(state, c, cmd.action.replace("_", " "))
    if (why := why_not_acting(c)) is not None:
        raise RuleViolation(f"{c.name} {why} and cannot act")
    cost = action_cost(cmd, opts)
    paid = spend_mobility(
        c, cost, "tactic", own_turn=True, long_actions=opts.long_actions, on=cmd.action.replace("_", " ")
    )
    return [
        MeshalActionTaken(combatant_id=c.id, action=cmd.action, cost=cost, item_size=cmd.item_size, note=cmd.note),
        *paid,
    ]


def refund(state: EncounterState, cmd: RefundMobility) -> list[Event]:
    """``MeshalMobilityRefunded``, the ⚡ back and the debt forgiven. Raises
    ``CombatantNotFound``; ``InvalidCommand`` for nothing to refund, an object, or more than
    was spent this round or is owed.
    Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (应对行动: 在本轮中花费的机动也应退还)."""
    c = state.combatant(cmd.target_id)
    if is_object(c):
        raise InvalidCommand(f"{c.name} is an object; it has no ⚡")
    if cmd.amount == 0 and cmd.cancel_owed == 0:
        raise InvalidCommand("give the ⚡ paid this round (amount) or owed (cancel_owed) to refund")
    moved = refund_mobility(c, cmd.amount, cmd.cancel_owed)
    return [
        MeshalMobilityRefunded(target_id=c.id, amount=cmd.amount, cancel_owed=cmd.cancel_owed, note=cmd.note),
        *moved,
    ]
