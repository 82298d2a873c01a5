"""Mobility (机动, ⚡): what actions cost, tactics and reactions, long actions, refunds.

Tactics (战术) are taken on one's own turn; reactions (应对) at any time their trigger
allows, but only with enough ⚡ left. A reaction that voids an earlier action (the target
left the attack's reach) cancels it as if never made, and the ⚡ it cost *this round* comes
back; for a long action, ⚡ paid in earlier rounds does not.
Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (应对行动, 常用行动速查), §物品Items
(丢弃与掉落, 交换或给予), §感知Perceiving与潜藏Lurking (调查或搜索), §失败Losing a Combat (逃跑).

DECISIONS (the handbook leaves them out; each is an encounter option, see ``options``):
- ⚡ per round: 3 by default (``mobility_per_round``), the cost of the dearest action the
  handbook lists (search, a heavy item, lifting, fleeing), so each can be done in one round.
- Refill: at the start of every round (``mobility_refill: "round"``), since refunds are
  counted by round ("本轮中花费的机动"); ``"turn"`` refills at the start of the creature's turn.
- Long actions: "不同于战术行动，你必须确保自己的机动足够" says a *reaction* needs enough ⚡
  and a tactic does not, and the refund rule speaks of ⚡ paid "本轮之前" by a long action.
  So a tactic may be started with any ⚡ left (more than 0) and costing more than is left;
  what it still owes is paid first out of the next refills (``long_actions``, default on).
- Dropping an item costs 0⚡ (the items section, which also says a wielded weapon drops for
  0⚡) rather than the quick-reference table's 1⚡ (``drop_item_cost``).
"""

from __future__ import annotations

from typing import Literal

from msgspec import Struct, structs

from fray.domain.errors import InvalidCommand, RuleViolation

Kind = Literal["tactic", "reaction"]
ItemSize = Literal["trivial", "light", "heavy"]

ITEM_COSTS: dict[ItemSize, int] = {"trivial": 1, "light": 2, "heavy": 3}
ACTION_COSTS: dict[str, tuple[int, Kind]] = {
    "move": (1, "tactic"),
    "defend": (1, "reaction"),
    "search": (3, "tactic"),
    "facing": (0, "tactic"),
    "posture": (1, "tactic"),
    "lift": (3, "tactic"),
    "flee": (3, "tactic"),
}
"""The quick-reference costs (常用行动速查) besides items: facing, posture and lift belong to
extension rules (方位, 姿势); flee is §失败Losing a Combat's 3⚡ tactic."""


class Mobility(Struct, frozen=True, kw_only=True):
    """A creature's ⚡ this round: ``per_round`` it gets, ``spent`` so far this round, and
    ``owed`` by a long action to the coming rounds."""

    per_round: int
    spent: int = 0
    owed: int = 0


def left(m: Mobility) -> int:
    """⚡ still free this round (0 or more). Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程."""
    return max(0, m.per_round - m.spent)


def item_cost(size: ItemSize, other: ItemSize | None = None) -> int:
    """⚡ to hand over, take or pick up an item of ``size`` (trivial 1, light 2, heavy 3); an
    exchange of two items costs the dearer of the two. Raises ``InvalidCommand`` for an
    unknown size. Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (常用行动速查), §物品Items
    (交换或给予)."""
    for s in (size, other):
        if s is not None and s not in ITEM_COSTS:
            raise InvalidCommand(f"item sizes are {', '.join(ITEM_COSTS)}, not {s!r}")
    return max(ITEM_COSTS[size], ITEM_COSTS[other] if other else 0)


def spend(m: Mobility, cost: int, kind: Kind, *, own_turn: bool, long_actions: bool = True) -> Mobility:
    """``m`` after an action costing ``cost`` ⚡.

    A tactic needs the creature's own turn; with ``long_actions`` it may cost more than is
    left as long as some ⚡ is left (or it costs 0), the rest becoming ``owed``. A reaction
    needs its whole cost left. Raises ``RuleViolation`` for a tactic out of turn or either
    kind without the ⚡ it needs; ``InvalidCommand`` for a negative cost or unknown kind.
    Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (应对行动: 必须确保自己的机动足够)."""
    if cost < 0:
        raise InvalidCommand(f"an action costs 0⚡ or more, not {cost}")
    if kind not in ("tactic", "reaction"):
        raise InvalidCommand(f"an action is a 'tactic' or a 'reaction', not {kind!r}")
    free = left(m)
    if kind == "tactic" and not own_turn:
        raise RuleViolation("a tactic is taken on one's own turn")
    if cost <= free:
        return structs.replace(m, spent=m.spent + cost)
    if kind == "reaction":
        raise RuleViolation(f"this reaction costs {cost}⚡ and {free}⚡ is left this round")
    if not long_actions or free == 0:
        raise RuleViolation(f"this tactic costs {cost}⚡ and {free}⚡ is left this round")
    return structs.replace(m, spent=m.per_round, owed=m.owed + cost - free)


def refill(m: Mobility, per_round: int | None = None) -> Mobility:
    """``m`` as a new round (or turn, by option) begins: ⚡ back to ``per_round`` (the old
    one if None), less what a long action still owes, paid first.
    Raises ``InvalidCommand`` for a negative ``per_round``.
    Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (长期行动); the refill itself is a
    decision (see the module docstring)."""
    budget = m.per_round if per_round is None else per_round
    if budget < 0:
        raise InvalidCommand("⚡ per round is never negative")
    paid = min(m.owed, budget)
    return Mobility(per_round=budget, spent=paid, owed=m.owed - paid)


def refund(m: Mobility, paid_this_round: int, still_owed: int = 0) -> Mobility:
    """``m`` after an action of its is voided by another's reaction: the ⚡ it cost this
    round comes back and what it still owed is cancelled (⚡ paid in earlier rounds is not
    returned). Raises ``InvalidCommand`` for amounts below 0 or above what was spent/owed.
    Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (应对行动: 在本轮中花费的机动也应退还)."""
    if not 0 <= paid_this_round <= m.spent or not 0 <= still_owed <= m.owed:
        raise InvalidCommand(
            f"this round {m.spent}⚡ was spent and {m.owed}⚡ is owed; "
            f"cannot refund {paid_this_round}⚡ and cancel {still_owed}⚡"
        )
    return structs.replace(m, spent=m.spent - paid_this_round, owed=m.owed - still_owed)
