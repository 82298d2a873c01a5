"""Potential (潜能): training attributes, abilities, and strength shown as "36/15".

A new character has 36 potential and trained attributes of 3 each; raising a trained
attribute by 1 costs its current trained value × 3; an ability costs level × 3 and occupies
its attribute (the levels of an attribute's abilities never exceed that attribute's base);
common abilities and talents occupy nothing. Strength (实力) is the potential spent.
Source: 001_5f4122b8a83d6727.txt §潜能Potentialities, §属性Attribute Scores (受训属性),
§能力Abilities (属性占用).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from fray.domain.errors import InvalidCommand, RuleViolation

from .attributes import ATTRIBUTES, AttributeName

STARTING_POTENTIAL = 36
TRAINED_START = 3
COST_FACTOR = 3


def raise_cost(trained: int) -> int:
    """Potential to raise a trained attribute by one from ``trained``: ``trained`` × 3
    (3 → 4 costs 9). Raises ``InvalidCommand`` below the starting 3.
    Source: 001_5f4122b8a83d6727.txt §属性Attribute Scores (受训属性 Acquired Score)."""
    if trained < TRAINED_START:
        raise InvalidCommand(f"trained attributes start at {TRAINED_START}, not {trained}")
    return trained * COST_FACTOR


def training_cost(start: int, end: int) -> int:
    """Potential to train an attribute from ``start`` to ``end`` (3 → 5 costs 9 + 12 = 21).
    Raises ``InvalidCommand`` when ``end`` is below ``start`` or ``start`` below 3.
    Source: 001_5f4122b8a83d6727.txt §属性Attribute Scores (受训属性 Acquired Score)."""
    if end < start:
        raise InvalidCommand(f"training never lowers an attribute ({start} → {end})")
    return sum(raise_cost(t) for t in range(start, end))


def ability_cost(level: int) -> int:
    """Potential to gain an ability of ``level``: level × 3. Raises ``InvalidCommand`` for
    a level below 1. Source: 001_5f4122b8a83d6727.txt §能力Abilities."""
    if level < 1:
        raise InvalidCommand(f"ability levels start at 1, not {level}")
    return level * COST_FACTOR


def check_occupancy(levels: Mapping[AttributeName, int], base: Mapping[AttributeName, int]) -> None:
    """Check that each attribute's abilities fit: the sum of their levels is at most the
    attribute's base score. Raises ``RuleViolation`` naming the first attribute over its base,
    ``InvalidCommand`` for a name that is not an attribute.
    Source: 001_5f4122b8a83d6727.txt §能力Abilities (属性占用 Sustaining an Ability)."""
    for name, total in levels.items():
        if name not in ATTRIBUTES:
            raise InvalidCommand(f"no attribute {name!r}; attributes: {', '.join(ATTRIBUTES)}")
        if total > base.get(name, 0):
            raise RuleViolation(
                f"{name} abilities of {total} levels in all exceed its base score of {base.get(name, 0)}"
            )


def strength_display(spent: int, unspent: int) -> str:
    """Strength and unspent potential as the handbook writes them: ``"36/15"``.
    Raises ``InvalidCommand`` for negative numbers.
    Source: 001_5f4122b8a83d6727.txt §潜能Potentialities (实力与潜能)."""
    if spent < 0 or unspent < 0:
        raise InvalidCommand("potential is never negative")
    return f"{spent}/{unspent}"


_DISPLAY = re.compile(r"^\s*(\d+)\s*/\s*(\d+)\s*$")


def parse_strength(text: str) -> tuple[int, int]:
    """``"36/15"`` → (36, 15): strength (spent) and unspent potential.
    Raises ``InvalidCommand`` for anything else.
    Source: 001_5f4122b8a83d6727.txt §潜能Potentialities (实力与潜能)."""
    m = _DISPLAY.match(text)
    if m is None:
        raise InvalidCommand(f"strength is written spent/unspent, e.g. '36/15', not {text!r}")
    return int(m.group(1)), int(m.group(2))
