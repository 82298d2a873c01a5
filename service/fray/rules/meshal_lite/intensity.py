"""Combat intensity (战斗强度), potential rewards, victory and defeat.

Strength gap = (sum of the hostiles' strength − sum of the party's strength) ÷ the number of
player characters and friendly creatures in the fight; the table turns it into an intensity
and the potential each player character earns by victory. Strength is spent potential (the
"36" of "36/15"). Source: 001_5f4122b8a83d6727.txt §战斗强度Combat Intensity, §胜利Winning a
Combat, §失败Losing a Combat.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from math import trunc

from msgspec import Struct

from fray.domain.errors import InvalidCommand

from .survival import Standing


class Intensity(Struct, frozen=True, kw_only=True):
    """One row of the table: ``name`` and ``chinese``, the gap from ``low`` (None: no lower
    bound) to ``high`` inclusive (None: no upper bound), and the potential ``reward``."""

    name: str
    chinese: str
    low: int | None
    high: int | None
    reward: int


TABLE: tuple[Intensity, ...] = (
    Intensity(name="Easy", chinese="轻松", low=None, high=-31, reward=0),
    Intensity(name="Basic", chinese="简单", low=-30, high=-1, reward=1),
    Intensity(name="Rival", chinese="均势", low=0, high=29, reward=2),
    Intensity(name="Messy", chinese="棘手", low=30, high=59, reward=3),
    Intensity(name="Tough", chinese="艰巨", low=60, high=89, reward=6),
    Intensity(name="Desperate", chinese="绝望", low=90, high=None, reward=12),
)
"""The handbook's table: < −30 Easy 0; −30~−1 Basic 1; 0~29 Rival 2; 30~59 Messy 3;
60~89 Tough 6; ≥ 90 Desperate 12."""


def strength_gap(hostiles: Sequence[int], party: Sequence[int]) -> int:
    """(Σ hostile strength − Σ party strength) ÷ party size, the fraction dropped.

    DECISION: "drop the fraction" (§常用计算: 小数部分舍去, 1.5 → 1) truncates toward 0, so a
    gap of −0.5 is 0 (Rival) and −30.5 is −30 (Basic); the table then covers every integer.
    Raises ``InvalidCommand`` for an empty party or a negative strength.
    Source: 001_5f4122b8a83d6727.txt §战斗强度Combat Intensity, §常用计算Calculation."""
    if not party:
        raise InvalidCommand("the party has at least one player character or friendly creature")
    if any(s < 0 for s in (*hostiles, *party)):
        raise InvalidCommand("strength (spent potential) is never negative")
    return trunc(Fraction(sum(hostiles) - sum(party), len(party)))


def intensity(gap: int) -> Intensity:
    """The table's row for a strength ``gap``. Never raises (the rows cover every integer).
    Source: 001_5f4122b8a83d6727.txt §战斗强度Combat Intensity (速查表)."""
    for row in TABLE:
        if (row.low is None or gap >= row.low) and (row.high is None or gap <= row.high):
            return row
    raise AssertionError("the intensity table covers every integer")  # pragma: no cover


def reward(row: Intensity, won: bool, fled: bool) -> int:
    """Potential one player character earns from a fight: the row's reward on victory,
    nothing on defeat or to one who fled (fleeing changes no one else's reward).
    Source: 001_5f4122b8a83d6727.txt §胜利Winning a Combat, §失败Losing a Combat (逃跑)."""
    return row.reward if won and not fled else 0


def out_of_the_fight(standings: Sequence[Standing]) -> bool:
    """Whether a side is beaten: it has creatures and each is unconscious or dead (the
    victory condition seen from the other side; fled creatures are left out by the caller).
    Source: 001_5f4122b8a83d6727.txt §胜利Winning a Combat, §失败Losing a Combat."""
    return bool(standings) and all(s != "awake" for s in standings)
