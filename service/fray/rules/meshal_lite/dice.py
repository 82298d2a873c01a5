"""Rolling the dice: points (🎲) and faces (🎲+), dice counts, fewer dice, re-rolls.

Every die is a d6. Rules here read faces that were rolled elsewhere (the core's roller or the
table); nothing here rolls. Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice and
§常用计算Calculation.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from math import floor
from typing import Literal

from msgspec import Struct

from fray.domain.errors import InvalidCommand
from fray.domain.notation import read

Scoring = Literal["points", "faces"]
"""``points`` (🎲): a 1 counts 1, a 2 counts 2, every other face 0; ``faces`` (🎲+): the sum."""

SIDES = 6


def check_faces(faces: Sequence[int]) -> tuple[int, ...]:
    """``faces`` as a tuple, each checked to be 1..6 (every die is a d6).

    Raises ``InvalidCommand`` naming the first face a d6 cannot show.
    Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice (骰子 Dice).
    """
    for face in faces:
        if not 1 <= face <= SIDES:
            raise InvalidCommand(f"a d6 cannot come up {face}; faces are 1 to 6")
    return tuple(faces)


def die_points(face: int) -> int:
    """The points one die scores: 1 → 1, 2 → 2, 3–6 → 0.

    Raises ``InvalidCommand`` for a face outside 1..6.
    Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice (点数 Points).
    """
    return read(check_faces((face,)), "points")


def points(faces: Sequence[int]) -> int:
    """The points (🎲) of a roll, read by the core's ``notation.read`` (凯瑞达's 3, 1, 2, 6
    score 3).

    An empty roll (0 dice) scores 0. Raises ``InvalidCommand`` for a face outside 1..6.
    Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice (点数 Points).
    """
    return read(check_faces(faces), "points")


def face_total(faces: Sequence[int]) -> int:
    """The faces (🎲+) of a roll: the sum of the numbers shown. 0 dice total 0.

    Raises ``InvalidCommand`` for a face outside 1..6.
    Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice (骰面 Number).
    """
    return read(check_faces(faces), "sum")


def score(faces: Sequence[int], scoring: Scoring) -> int:
    """The result of a roll read as ``points`` or ``faces``.

    Raises ``InvalidCommand`` for a face outside 1..6 or an unknown ``scoring``.
    Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice.
    """
    if scoring == "points":
        return points(faces)
    if scoring == "faces":
        return face_total(faces)
    raise InvalidCommand(f"a roll counts 'points' or 'faces', not {scoring!r}")


def dice_count(pool: int | Fraction = 0, *, times: int = 1, divide: int = 1, plus: int = 0) -> int:
    """How many dice a roll uses: ``pool × times ÷ divide + plus``, computed before rolling.

    Multiplication and division come before addition; the fraction is dropped at the end
    ("活力骰÷2🎲" with 5 dice is 2 dice); a count of 0 or less is 0 dice, whose result is 0
    without rolling. ``plus`` may be negative ("-3🎲"). Raises ``InvalidCommand`` for a
    ``divide`` of 0 or less.
    Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice, §常用计算Calculation (算式),
    §属性Attribute Scores (属性骰).
    """
    if divide <= 0:
        raise InvalidCommand(f"a dice count cannot be divided by {divide}")
    exact = Fraction(pool) * times / divide + plus
    return max(0, floor(exact))


class PoolRoll(Struct, frozen=True, kw_only=True):
    """One roll as read: ``allowed`` dice the rule gave, the ``faces`` rolled (``len(faces)``
    may be fewer: the roller chose fewer), how they were ``scoring`` and the ``result``."""

    allowed: int
    faces: tuple[int, ...]
    scoring: Scoring
    result: int


def read_roll(faces: Sequence[int], allowed: int, scoring: Scoring) -> PoolRoll:
    """Read a roll of up to ``allowed`` d6 (``allowed`` from :func:`dice_count`).

    A roller may roll fewer dice than allowed (holding back; 0 dice gives up the roll, result
    0) but never more, and never changes a result: so more faces than allowed is refused.
    Raises ``InvalidCommand`` for more faces than ``allowed``, a face outside 1..6, or a
    negative ``allowed``.
    Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice (减少掷骰颗数).
    """
    if allowed < 0:
        raise InvalidCommand(f"a roll cannot allow {allowed} dice; counts of 0 or less are 0")
    if len(faces) > allowed:
        raise InvalidCommand(
            f"this roll allows {allowed} dice, {len(faces)} faces were given (a roller may roll fewer dice, never more)"
        )
    rolled = check_faces(faces)
    return PoolRoll(allowed=allowed, faces=rolled, scoring=scoring, result=score(rolled, scoring))


def reroll_targets(faces: Sequence[int], scoring: Scoring, value: int) -> tuple[int, ...]:
    """The positions (0-based) of the dice a re-roll picks: those scoring ``value`` points
    ("重掷点数为0的骰子") or showing face ``value`` ("重掷骰面为2的骰子").

    Raises ``InvalidCommand`` for a face outside 1..6.
    Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice (重掷 Re-roll).
    """
    rolled = check_faces(faces)
    if scoring == "points":
        return tuple(i for i, f in enumerate(rolled) if die_points(f) == value)
    return tuple(i for i, f in enumerate(rolled) if f == value)


def reroll(faces: Sequence[int], positions: Sequence[int], new_faces: Sequence[int]) -> tuple[int, ...]:
    """The roll after re-rolling the dice at ``positions``: each takes the matching new face,
    the other dice keep theirs (the earlier result is overturned, not added to).

    Raises ``InvalidCommand`` for a position that is not a die of the roll or named twice,
    a count of new faces that is not one per position, or a face outside 1..6.
    Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice (重掷 Re-roll).
    """
    rolled = list(check_faces(faces))
    check_faces(new_faces)
    if len(set(positions)) != len(positions):
        raise InvalidCommand("a re-roll names each die once")
    if len(new_faces) != len(positions):
        raise InvalidCommand(f"re-rolling {len(positions)} dice needs {len(positions)} new faces, got {len(new_faces)}")
    for pos, face in zip(positions, new_faces, strict=True):
        if not 0 <= pos < len(rolled):
            raise InvalidCommand(f"the roll has dice 0 to {len(rolled) - 1}, not {pos}")
        rolled[pos] = face
    return tuple(rolled)
