"""Damage: types, resistance/vulnerability/immunity, temporary hit points, concentration DC.

Source: 002_06b8b5e39c23dcd7.txt §Шкода, опір і вразливість (13 types; resistance halves,
rounded down; vulnerability doubles; immunity: none; order: bonuses and penalties, then
resistance, then vulnerability; several resistances to one type count once) and §Тимчасові ОЗ
(absorb first, are not healing, do not stack: keep one, do not wake a creature at 0 HP).
Concentration (DC = max(10, half the damage), at most 30) follows the published 5e rules
(PHB 2024), which the chapter assumes.
"""

from __future__ import annotations

from msgspec import Struct, structs

from fray.domain.state import Combatant

from .stats import DAMAGE_TYPES, Dnd5eStats


class TypedDamage(Struct, frozen=True, kw_only=True):
    """One type of damage in one hit: the ``dice`` and their ``faces`` (doubled on a
    critical), the ``bonus`` added once, the ``adjustment`` (bonuses and penalties), whether
    the target is ``immune``/``resistant``/``vulnerable``, and the hit points ``final``.

    In a reader's copy (issue 18, ``DamageResolved.secret_numbers``): with the attacker's
    stat block hidden, ``dice``, ``faces``, ``bonus`` and ``adjustment`` are null (the
    block's own attack; ``rolled``, the roll's total, and ``type`` stay); with the target's
    hidden, ``immune``, ``resistant``, ``vulnerable`` and ``final`` are null (its defences:
    ``final`` against ``rolled`` would tell them)."""

    type: str
    dice: str | None = ""
    faces: tuple[int, ...] | None = ()
    bonus: int | None = 0
    adjustment: int | None = 0
    rolled: int
    immune: bool | None = False
    resistant: bool | None = False
    vulnerable: bool | None = False
    final: int | None
    halved: bool = False
    """Half of it, for a successful saving throw (its ``adjustment`` takes the other half)."""


def defences(c: Combatant) -> Dnd5eStats:
    """``c``'s stat block as damage meets it: petrified, it has resistance to all damage
    (PHB 2024 Petrified; types it is immune to stay immune). Otherwise its block as is."""
    s: Dnd5eStats = c.stats
    if not any(k.id == "petrified" for k in c.conditions):
        return s
    every = tuple(t for t in DAMAGE_TYPES if t not in s.immunities)
    return structs.replace(s, resistances=every)


def apply_type(stats: Dnd5eStats, type_: str, rolled: int, adjustment: int = 0) -> tuple[int, bool, bool, bool]:
    """Hit points of ``rolled`` damage of ``type_`` after ``adjustment``, then resistance
    (halve, round down; several resistances count once), then vulnerability (double);
    immunity makes it 0. Returns ``(final, immune, resistant, vulnerable)``. Never below 0.
    Source: 002 §Шкода, опір і вразливість «Порядок»."""
    amount = max(0, rolled + adjustment)
    if type_ in stats.immunities:
        return 0, True, False, False
    resistant = type_ in stats.resistances
    vulnerable = type_ in stats.vulnerabilities
    if resistant:
        amount //= 2
    if vulnerable:
        amount *= 2
    return amount, False, resistant, vulnerable


def typed(
    stats: Dnd5eStats, type_: str, dice: str, faces: tuple[int, ...], bonus: int, adjustment: int = 0
) -> TypedDamage:
    """A :class:`TypedDamage` for these faces and bonus against ``stats`` (002 §Шкода)."""
    rolled = max(0, sum(faces) + bonus)
    final, immune, res, vul = apply_type(stats, type_, rolled, adjustment)
    return TypedDamage(
        type=type_,
        dice=dice,
        faces=faces,
        bonus=bonus,
        adjustment=adjustment,
        rolled=rolled,
        immune=immune,
        resistant=res,
        vulnerable=vul,
        final=final,
    )


def absorb(temp_hp: int, damage: int) -> tuple[int, int]:
    """Split ``damage`` (hit points) into ``(taken by temporary HP, taken by HP)``: temporary
    hit points go first (002 §Тимчасові ОЗ «шкода спершу знімає їх»)."""
    from_temp = min(max(temp_hp, 0), damage)
    return from_temp, damage - from_temp


def keep_temp_hp(current: int, offered: int, keep: str) -> int:
    """Temporary HP after new ones are offered: they do not stack; the player chooses which to
    keep (``"new"`` or ``"old"``), the higher by default (``"higher"``). 002 §Тимчасові ОЗ."""
    if keep == "new":
        return offered
    if keep == "old":
        return current
    return max(current, offered)


def concentration_dc(damage: int) -> int:
    """The DC of the Constitution save to keep concentrating after taking ``damage`` hit
    points: half the damage (rounded down), at least 10, at most 30. Published 5e (PHB 2024)."""
    return min(30, max(10, damage // 2))
