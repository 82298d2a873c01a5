"""Expense of fate (命运抉择, an extension rule): change dice after a roll, pay with them.

After a roll with its own attribute dice, a player may set any of them to chosen faces; once
the result is counted, each die whose number changed is removed from that pool, and no effect
can spare that loss. Source: 001_5f4122b8a83d6727.txt §属性Attribute Scores (扩展命运抉择
Expense of Fate).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from msgspec import Struct

from fray.domain.errors import InvalidCommand, RuleViolation

from .attributes import Attribute
from .dice import check_faces


class Fate(Struct, frozen=True, kw_only=True):
    """A roll after expense of fate: the ``faces`` now, the ``changed`` positions (0-based),
    and ``dice_lost``: the dice the pool loses once the result is counted."""

    faces: tuple[int, ...]
    changed: tuple[int, ...]
    dice_lost: int


def expend_fate(faces: Sequence[int], changes: Mapping[int, int], pool: Attribute, allowed: bool = True) -> Fate:
    """Set the dice at the given positions to the given faces; each one changed costs a die.

    DECISIONS (gaps): a die set to the face it already shows is not changed and costs
    nothing; at most as many dice may change as the pool holds (the dice a roll adds beyond
    the pool, "强壮骰+1🎲", are not attribute dice, and the player picks which dice on the
    table those are); a "-" attribute's 3 dice are not attribute dice, so no fate there.
    Raises ``RuleViolation`` when the option is off (``allowed``), for a "-" attribute, or
    for more changes than the pool holds; ``InvalidCommand`` for a position that is not a
    die of the roll or a face outside 1..6.
    Source: 001_5f4122b8a83d6727.txt §属性Attribute Scores (扩展命运抉择 Expense of Fate).
    """
    if not allowed:
        raise RuleViolation("expense of fate is an extension rule that is off in this encounter")
    if pool.invalid:
        raise RuleViolation('an attribute marked "-" has no dice of its own to spend on fate')
    rolled = list(check_faces(faces))
    check_faces(list(changes.values()))
    changed: list[int] = []
    for pos, face in sorted(changes.items()):
        if not 0 <= pos < len(rolled):
            raise InvalidCommand(f"the roll has dice 0 to {len(rolled) - 1}, not {pos}")
        if rolled[pos] != face:
            rolled[pos] = face
            changed.append(pos)
    if len(changed) > pool.dice:
        raise RuleViolation(f"the pool holds {pool.dice} dice; it cannot pay for {len(changed)} changed dice")
    return Fate(faces=tuple(rolled), changed=tuple(changed), dice_lost=len(changed))
