"""Unconscious (昏迷) and dead (死亡) from empty pools; waking; coup de grâce (致命一击).

A creature falls unconscious the moment any of its pools is empty (it falls prone, cannot
act or defend, its protection still counts, it still has its turn for start/end effects) and
wakes the moment every pool holds a die again; it dies when all three pools are empty.
Source: 001_5f4122b8a83d6727.txt §昏迷Unconsciousness与死亡Death.
"""

from __future__ import annotations

from typing import Literal

from fray.domain.errors import RuleViolation

from .attributes import ATTRIBUTES, Pools

Standing = Literal["awake", "unconscious", "dead"]


def standing(attrs: Pools) -> Standing:
    """``dead`` when every pool is empty, ``unconscious`` when any pool is, else ``awake``.

    An attribute marked "-" never empties, so it never causes unconsciousness.
    DECISION (gap): a creature with a "-" attribute dies when all its *other* pools are
    empty (it has lost every die it can lose); one with no valid attribute never dies of
    lost dice. Source: 001_5f4122b8a83d6727.txt §昏迷Unconsciousness与死亡Death, §属性
    Attribute Scores (无效属性)."""
    valid = [attrs[n] for n in ATTRIBUTES if not attrs[n].invalid]
    if valid and all(a.dice == 0 for a in valid):
        return "dead"
    if any(a.dice == 0 for a in valid):
        return "unconscious"
    return "awake"


def can_act(attrs: Pools) -> bool:
    """Whether the creature may act, move or defend: only while awake.
    Source: 001_5f4122b8a83d6727.txt §昏迷Unconsciousness与死亡Death."""
    return standing(attrs) == "awake"


def coup_de_grace(target: Pools, hit: bool, allowed: bool) -> bool:
    """Whether a coup de grâce kills: any attack that hits an unconscious creature does.

    Raises ``RuleViolation`` when the option is off or the target is not unconscious
    (awake, or already dead). Source: 001_5f4122b8a83d6727.txt §昏迷Unconsciousness与死亡Death
    (扩展致命一击 Coup de Grâce)."""
    if not allowed:
        raise RuleViolation("coup de grâce is an extension rule that is off in this encounter")
    if standing(target) != "unconscious":
        raise RuleViolation("a coup de grâce is made on an unconscious creature")
    return hit
