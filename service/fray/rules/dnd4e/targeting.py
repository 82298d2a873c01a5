"""Attack types and targeting: melee reach, ranged range and long range, close and area
origins, the nearest creature, and who may take an opportunity attack.

Source: 004_e86ae0a0322fa3b5.txt §攻击类型 (近战攻击: one target per attack roll, range = the
melee reach, usually 1, unless the power says adjacent only; 远程攻击: one target per roll,
range N, or the weapon's range and long range at −2, powers without a weapon have no long
range, used next to an enemy it provokes an opportunity attack; 近程攻击: the origin is in the
attacker's space; 区域攻击: the origin square within range; used next to an enemy it provokes),
§目标选定 (a melee or ranged attack may target a square instead of a creature), §射程 (distance
counts squares, a big target is in range if any of its squares is; the nearest creature: any of
those equally near). A targeted square is a ``Space`` of size 1 at that square.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from fray.domain.errors import InvalidCommand, RuleViolation

from .areas import Space, distance
from .attack_roll import LONG_RANGE
from .modifiers import Modifier

AttackKind = Literal["melee", "ranged", "close", "area"]
ATTACK_KINDS: tuple[AttackKind, ...] = ("melee", "ranged", "close", "area")


def melee_reach(attacker: Space, target: Space, reach: int = 1, adjacent_only: bool = False) -> int:
    """The distance to ``target`` if a melee attack with ``reach`` (1 unless a power, feat or
    weapon extends it) reaches it; an ``adjacent_only`` power reaches 1 whatever the reach.
    Raises ``RuleViolation`` beyond. Source: 004_e86ae0a0322fa3b5.txt §近战攻击 (射程, 触及)."""
    d = distance(attacker, target)
    limit = 1 if adjacent_only else reach
    if d > limit:
        raise RuleViolation(f"the target is {d} squares away; this melee attack reaches {limit}")
    return d


def range_penalty(attacker: Space, target: Space, range_: int, long_range: int | None = None) -> list[Modifier]:
    """What range costs a ranged attack: nothing within ``range_``; −2 between it and
    ``long_range`` (weapons only: None for a power without one); refused beyond.
    Raises ``RuleViolation`` out of range and ``InvalidCommand`` for a long range shorter than
    the range. Source: 004_e86ae0a0322fa3b5.txt §远程攻击 (射程, 长程)."""
    if long_range is not None and long_range < range_:
        raise InvalidCommand(f"a long range ({long_range}) is at least the range ({range_})")
    d = distance(attacker, target)
    if d <= range_:
        return []
    if long_range is not None and d <= long_range:
        return [LONG_RANGE]
    reach = f"{range_}/{long_range}" if long_range is not None else str(range_)
    raise RuleViolation(f"the target is {d} squares away; this attack reaches {reach}")


def nearest(attacker: Space, creatures: Mapping[str, Space]) -> tuple[str, ...]:
    """The creatures nearest ``attacker`` (several when equally near: the attacker picks any).
    Source: 004_e86ae0a0322fa3b5.txt §射程 (最近的生物或格). Never raises."""
    if not creatures:
        return ()
    d = {cid: distance(attacker, sp) for cid, sp in creatures.items()}
    low = min(d.values())
    return tuple(cid for cid, v in d.items() if v == low)


def provokes(kind: AttackKind, attacker: Space, enemies: Mapping[str, Space]) -> tuple[str, ...]:
    """The enemies that may take an opportunity attack because ``attacker`` makes a ranged or
    area attack next to them (melee and close attacks provoke none). Whether each enemy may
    act is :mod:`.actions`' question. Source: 004 §远程攻击, §区域攻击 (遭受借机攻击). Never raises."""
    if kind not in ("ranged", "area"):
        return ()
    return tuple(cid for cid, sp in enemies.items() if distance(attacker, sp) == 1)


def one_roll_per_target(kind: AttackKind, targets: int) -> tuple[int, int]:
    """``(attack rolls, damage rolls)`` for an attack on ``targets`` creatures: melee and
    ranged, one of each per target; close and area, one attack roll per target and one damage
    roll for all. Source: 004 §近战攻击, §远程攻击, §近程攻击, §区域攻击. Never raises."""
    if targets <= 0:
        return 0, 0
    return (targets, targets) if kind in ("melee", "ranged") else (targets, 1)
