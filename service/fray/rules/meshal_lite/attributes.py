"""Attributes Might (强壮), Activeness (活力), Spirit (精神) as dice pools.

Each point of an attribute is one die in that attribute's pool; damage removes dice, rest
brings them back. An attribute's score is its base part (trained + features) plus its
temporary part (abilities, items), at least 1; the pool never holds more dice than the score.
An attribute marked "-" (``invalid``) cannot lose dice, never causes unconsciousness, is not
available when several attributes are compared, and rolls 3 dice when a roll needs it.
Source: 001_5f4122b8a83d6727.txt §属性Attribute Scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from msgspec import Struct, structs

from fray.domain.errors import InvalidCommand

AttributeName = Literal["might", "activeness", "spirit"]
ATTRIBUTES: tuple[AttributeName, ...] = ("might", "activeness", "spirit")
CHINESE: dict[AttributeName, str] = {"might": "强壮", "activeness": "活力", "spirit": "精神"}
INVALID_ROLLS = 3
"""Dice an attribute marked "-" rolls when a roll needs it (e.g. a defence)."""


class Attribute(Struct, frozen=True, kw_only=True):
    """One attribute: ``base`` (trained + features), ``temporary`` (abilities, items), the
    ``dice`` in its pool now, and ``invalid`` for an attribute marked "-" (then the numbers
    are 0 and mean nothing)."""

    base: int = 0
    temporary: int = 0
    dice: int = 0
    invalid: bool = False


def score(a: Attribute) -> int:
    """The attribute's score: base + temporary, at least 1 (0 for a "-" attribute).
    Source: 001_5f4122b8a83d6727.txt §属性Attribute Scores (属性最低为1, 基础属性与临时属性)."""
    return 0 if a.invalid else max(1, a.base + a.temporary)


def attribute(base: int, temporary: int = 0, dice: int | None = None) -> Attribute:
    """A valid attribute; ``dice`` defaults to a full pool (the score).

    Raises ``InvalidCommand`` for a pool below 0 or above the score.
    Source: 001_5f4122b8a83d6727.txt §属性Attribute Scores (属性骰).
    """
    a = Attribute(base=base, temporary=temporary)
    full = score(a)
    held = full if dice is None else dice
    if not 0 <= held <= full:
        raise InvalidCommand(f"a pool holds 0 to {full} dice (its score), not {held}")
    return structs.replace(a, dice=held)


INVALID = Attribute(invalid=True)
"""An attribute marked "-"."""

Pools = dict[AttributeName, Attribute]
"""A creature's three attributes by name."""


def pools(might: Attribute, activeness: Attribute, spirit: Attribute) -> Pools:
    """The three attributes as a ``Pools`` dict. Never raises.
    Source: 001_5f4122b8a83d6727.txt §属性Attribute Scores."""
    return {"might": might, "activeness": activeness, "spirit": spirit}


def damaged(a: Attribute) -> bool:
    """True when a valid pool holds fewer dice than its score.
    Source: 001_5f4122b8a83d6727.txt §休息Resting (受损属性)."""
    return not a.invalid and a.dice < score(a)


def roll_dice(a: Attribute) -> int:
    """How many dice "<attribute>骰" rolls: the pool's dice now (rolling removes none), or 3 for
    a "-" attribute. Source: 001_5f4122b8a83d6727.txt §属性Attribute Scores (属性骰, 无效属性)."""
    return INVALID_ROLLS if a.invalid else a.dice


def pick(attrs: Pools, names: Sequence[AttributeName], take: Literal["lower", "higher"]) -> AttributeName | None:
    """Which of ``names`` a "孰低/孰高" roll uses: the pool with fewer (``lower``) or more
    (``higher``) dice; "-" attributes are not available; equal pools go to the first named.
    None when every named attribute is "-" (then the roll is 3 dice, see ``roll_dice``).
    Raises ``InvalidCommand`` for no names or a name that is not an attribute.
    Source: 001_5f4122b8a83d6727.txt §属性Attribute Scores (孰低/孰高, 无效属性).
    """
    if not names:
        raise InvalidCommand("name at least one attribute")
    for n in names:
        if n not in ATTRIBUTES:
            raise InvalidCommand(f"no attribute {n!r}; attributes: {', '.join(ATTRIBUTES)}")
    valid = [n for n in names if not attrs[n].invalid]
    if not valid:
        return None
    sign = 1 if take == "lower" else -1
    return min(valid, key=lambda n: sign * attrs[n].dice)


def pick_dice(attrs: Pools, names: Sequence[AttributeName], take: Literal["lower", "higher"]) -> int:
    """Dice a "孰低/孰高" roll of ``names`` rolls (3 when all are "-"). Raises as :func:`pick`.
    Source: 001_5f4122b8a83d6727.txt §属性Attribute Scores (孰低/孰高, 无效属性)."""
    chosen = pick(attrs, names, take)
    return INVALID_ROLLS if chosen is None else attrs[chosen].dice


def remove_dice(a: Attribute, n: int) -> tuple[Attribute, int]:
    """The attribute after losing ``n`` dice, and how many it really lost (a pool stops at 0;
    a "-" attribute loses none). Raises ``InvalidCommand`` for a negative ``n``.
    Source: 001_5f4122b8a83d6727.txt §属性Attribute Scores (属性骰, 无效属性)."""
    if n < 0:
        raise InvalidCommand(f"cannot remove {n} dice")
    if a.invalid:
        return a, 0
    lost = min(n, a.dice)
    return structs.replace(a, dice=a.dice - lost), lost


def restore_dice(a: Attribute, n: int) -> tuple[Attribute, int]:
    """The attribute after regaining ``n`` dice, and how many it really regained (never past
    its score; a "-" attribute regains none). Raises ``InvalidCommand`` for a negative ``n``.
    Source: 001_5f4122b8a83d6727.txt §属性Attribute Scores (属性骰), §休息Resting."""
    if n < 0:
        raise InvalidCommand(f"cannot restore {n} dice")
    if a.invalid:
        return a, 0
    gained = min(n, score(a) - a.dice)
    return structs.replace(a, dice=a.dice + gained), gained


def with_temporary(a: Attribute, temporary: int) -> Attribute:
    """The attribute after its temporary part becomes ``temporary`` (an item put on or taken
    off, an ability's effect starting or lapsing).

    DECISION (gap): a higher score brings its new dice with it (the points an item gives are
    dice to roll and to lose); a lower score takes away only the dice above the new score (a
    damaged pool that still fits keeps what it has). A "-" attribute stays as it is.
    Source: 001_5f4122b8a83d6727.txt §属性Attribute Scores (基础属性与临时属性, 属性骰).
    """
    if a.invalid:
        return a
    after = structs.replace(a, temporary=temporary)
    gained = max(0, score(after) - score(a))
    return structs.replace(after, dice=min(score(after), a.dice + gained))
