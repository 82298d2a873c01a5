"""Magic points: the pool, spell costs, spell levels and recovery (000_c3c04d669a38e5ba.txt §08).

Re-exported by :mod:`.scores`, whose heading in the brief lists these functions.
"""

from __future__ import annotations

from typing import Literal

from . import tables as t
from .errors import SheetError, choices
from .parts import Score, score

RecoveryKind = Literal["long_rest", "short_rest", "first_light", "dead_valley_dawn"]
RECOVERY_KINDS: tuple[RecoveryKind, ...] = (
    "long_rest",
    "short_rest",
    "first_light",
    "dead_valley_dawn",
)


def _check_level(level: int) -> int:
    if not t.MIN_LEVEL <= level <= t.MAX_LEVEL:
        raise SheetError(f"level must be 1 to 20, got {level}")
    return -(-level // 3)


def max_magic_points(level: int, magic_training: int, casting_trait: int) -> Score:
    """Max magic points: ``5 × level × (magic training + level step) + 10 × casting trait``.

    Returns a :class:`Score` with the two parts (e.g. level-3 wizard, training 3, INT 16:
    60 + 30 = 90). Magic training 0 (fighter, rogue) means no magic points: 0 with no parts
    counted. DECISION: a negative casting trait can lower the pool but never below 0 (a
    "floor 0" part is added). Raises SheetError for a level outside 1..20 or negative training.
    Source: 000_c3c04d669a38e5ba.txt §08 Magic points.
    """
    step = _check_level(level)
    if magic_training < 0:
        raise SheetError(f"magic training must be 0 or more, got {magic_training}")
    if magic_training == 0:
        return score(("magic training 0: no magic points", 0))
    pool = 5 * level * (magic_training + step)
    parts = [("5 × level × (magic training + level step)", pool), ("10 × casting trait", 10 * casting_trait)]
    if pool + 10 * casting_trait < 0:
        parts.append(("floor 0", -(pool + 10 * casting_trait)))
    return score(*parts)


def spell_cost(spell_level: int) -> int:
    """Magic points a spell costs: 10 × spell level (0..9; a cantrip, level 0, is free).

    Raises SheetError outside 0..9. Source: 000_c3c04d669a38e5ba.txt §08 What a spell costs.
    """
    if spell_level not in t.SPELL_COST:
        raise SheetError(f"spell level must be 0 to 9, got {spell_level}")
    return t.SPELL_COST[spell_level]


def highest_spell_level(class_: str, level: int) -> int | None:
    """Highest spell level a hero can cast, or None for a class with no magic.

    Wizard, cleric, bard: ceil(level / 2), never above 9. Ranger: ceil(level / 4), never
    above 5. Fighter, rogue: None. Raises SheetError for an unknown class or level outside
    1..20. Source: 000_c3c04d669a38e5ba.txt §08 How big a spell you can cast.
    """
    _check_level(level)
    if class_ in ("wizard", "cleric", "bard"):
        return min(9, -(-level // 2))
    if class_ == "ranger":
        return min(5, -(-level // 4))
    if class_ in ("fighter", "rogue"):
        return None
    raise SheetError(f"unknown class {class_!r}; choose one of: {choices(t.CLASS_TRAINING)}")


def magic_point_recovery(kind: RecoveryKind, level: int, max_mp: int) -> int:
    """Magic points a hero gets back, capped at ``max_mp`` (the caller caps at max − current).

    long_rest (eight hours): all of them (``max_mp``); short_rest (one hour): 10 × level step;
    first_light (standing in First Light at dawn): 10 × level — "once a day" is the caller's
    to enforce; dead_valley_dawn: 0 (there is no dawn). Raises SheetError for an unknown kind,
    a level outside 1..20, or a negative ``max_mp``.
    Source: 000_c3c04d669a38e5ba.txt §08 Getting points back.
    """
    step = _check_level(level)
    if max_mp < 0:
        raise SheetError(f"max magic points must be 0 or more, got {max_mp}")
    amounts = {"long_rest": max_mp, "short_rest": 10 * step, "first_light": 10 * level, "dead_valley_dawn": 0}
    if kind not in amounts:
        raise SheetError(f"unknown recovery {kind!r}; choose one of: {choices(RECOVERY_KINDS)}")
    return min(max_mp, amounts[kind])
