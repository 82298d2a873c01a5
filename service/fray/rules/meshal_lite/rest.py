"""Rest (休息): dice come back hour by hour.

For each full hour of rest, each damaged attribute rolls its current pool (at least one die,
even from an empty pool) and regains dice equal to the points; a rest after which every pool
is full is a full rest. A Moment process breaks a rest.
Source: 001_5f4122b8a83d6727.txt §休息Resting.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from msgspec import Struct

from fray.domain.errors import InvalidCommand

from .attributes import (
    ATTRIBUTES,
    Attribute,
    AttributeName,
    Pools,
    damaged,
    restore_dice,
    score,
)
from .dice import points


def rest_dice(a: Attribute) -> int:
    """Dice an attribute rolls for one hour of rest: 0 when undamaged (or "-"), else its pool
    with at least one die. Source: 001_5f4122b8a83d6727.txt §休息Resting."""
    return max(1, a.dice) if damaged(a) else 0


class RestHour(Struct, frozen=True, kw_only=True):
    """One hour of rest: the attributes after it, the dice each ``regained``, and ``full``
    when every pool is full again."""

    attrs: dict[AttributeName, Attribute]
    regained: dict[AttributeName, int]
    full: bool


def rest_hour(attrs: Pools, rolls: Mapping[AttributeName, Sequence[int]]) -> RestHour:
    """Rest one full hour: each damaged attribute's roll (``rolls[name]``, exactly
    :func:`rest_dice` faces) brings back its points in dice, never past the score.
    Raises ``InvalidCommand`` for a missing roll, a roll for an undamaged attribute, the
    wrong number of faces or a face outside 1..6.
    Source: 001_5f4122b8a83d6727.txt §休息Resting."""
    out = dict(attrs)
    regained: dict[AttributeName, int] = {}
    for name in rolls:
        if name not in ATTRIBUTES or rest_dice(attrs[name]) == 0:
            raise InvalidCommand(f"{name} is not damaged; it rolls nothing when resting")
    for name in ATTRIBUTES:
        want = rest_dice(attrs[name])
        if want == 0:
            continue
        faces = rolls.get(name)
        if faces is None or len(faces) != want:
            raise InvalidCommand(f"{name} rolls {want} dice for this hour of rest")
        out[name], regained[name] = restore_dice(attrs[name], points(faces))
    return RestHour(attrs=out, regained=regained, full=full_rest(out))


def full_rest(attrs: Pools) -> bool:
    """Whether every valid pool is full. Source: 001_5f4122b8a83d6727.txt §休息Resting
    (充分休息 Full Rest)."""
    return all(a.invalid or a.dice == score(a) for a in attrs.values())
