"""Hit points: bloodied, healing surges and the surge value, second wind, temporary hit
points, damage taken, and healing (from below 0 it starts at 0).

Source: published 4e (PHB 2008, Healing, pp. 293–295), which 004_e86ae0a0322fa3b5.txt assumes:
- bloodied: at half the maximum (rounded down) or fewer hit points;
- a healing surge restores the surge value, a quarter of the maximum (rounded down); a
  creature with no surge left cannot spend one;
- second wind: once an encounter, a standard action: spend a healing surge and gain +2 to all
  defences until the start of one's next turn;
- temporary hit points are lost first; they do not add up: the higher number is kept;
  they are not healing and never count toward bloodied;
- healing never raises hit points above the maximum; a creature below 0 that is healed
  starts from 0 (PHB 2008 p. 295: "start at 0 and add the healing");
- a dying creature given healing that costs a healing surge when it has none left regains 1
  hit point (Rules Compendium, Healing the Dying); DECISION: just that 1, not the power's
  extra dice or bonus, which ride on the surge;
- dying and death are :mod:`.dying`'s.
"""

from __future__ import annotations

from typing import Annotated

from msgspec import Meta, Struct, structs

from fray.domain.errors import InvalidCommand, RuleViolation

from .modifiers import Modifier

SECOND_WIND_DEFENCES = Modifier(value=2, source="second wind", applies_to=("defences",))


class HitPoints(Struct, frozen=True, kw_only=True):
    """A creature's damage track: ``max_hp``, current ``hp`` (below 0 while dying),
    ``temp_hp``, healing ``surges`` left, whether ``second_wind_used`` this encounter,
    failed ``death_saves`` since the last rest, whether it is ``dead``, and whether it is a
    player character (``pc``): PCs go dying at 0, monsters die there (:mod:`.dying`)."""

    max_hp: Annotated[int, Meta(ge=1, le=10_000)]
    hp: int
    temp_hp: Annotated[int, Meta(ge=0)] = 0
    surges: Annotated[int, Meta(ge=0, le=100)] = 0
    second_wind_used: bool = False
    death_saves: Annotated[int, Meta(ge=0, le=3)] = 0
    dead: bool = False
    pc: bool = True


def fresh(max_hp: int, surges: int = 0, pc: bool = True) -> HitPoints:
    """A track at full hit points. Raises ``InvalidCommand`` for a maximum below 1.
    Source: (glue: no rule of its own)."""
    if max_hp < 1:
        raise InvalidCommand(f"maximum hit points are at least 1, not {max_hp}")
    return HitPoints(max_hp=max_hp, hp=max_hp, surges=surges, pc=pc)


def bloodied_value(max_hp: int) -> int:
    """Half the maximum hit points, rounded down (PHB 2008 p. 293)."""
    return max_hp // 2


def is_bloodied(t: HitPoints) -> bool:
    """Whether ``t`` is bloodied: hit points at or below the bloodied value (temporary hit
    points not counted). PHB 2008 p. 293. Never raises."""
    return t.hp <= bloodied_value(t.max_hp)


def surge_value(max_hp: int) -> int:
    """A quarter of the maximum hit points, rounded down (PHB 2008 p. 293)."""
    return max_hp // 4


class Hurt(Struct, frozen=True, kw_only=True):
    """Damage applied to a track: how much the temporary hit points took (``from_temp``),
    how much the hit points took (``from_hp``), and the hit points before and after."""

    from_temp: int
    from_hp: int
    hp_before: int
    hp_after: int


def take_damage(t: HitPoints, amount: int) -> tuple[HitPoints, Hurt]:
    """``t`` after ``amount`` damage (already through resistance and halving): temporary hit
    points first, the rest off the hit points, which may go below 0 (whether that means
    dying or death is :func:`.dying.after_damage`'s). Raises ``InvalidCommand`` for negative
    damage. Source: PHB 2008 pp. 293–295 (Temporary Hit Points, Dying)."""
    if amount < 0:
        raise InvalidCommand(f"damage is 0 or more, not {amount}")
    from_temp = min(t.temp_hp, amount)
    from_hp = amount - from_temp
    after = structs.replace(t, temp_hp=t.temp_hp - from_temp, hp=t.hp - from_hp)
    return after, Hurt(from_temp=from_temp, from_hp=from_hp, hp_before=t.hp, hp_after=after.hp)


def heal(t: HitPoints, amount: int) -> HitPoints:
    """``t`` after ``amount`` healing: from below 0 it starts at 0, then adds; never above the
    maximum; temporary hit points untouched. Raises ``RuleViolation`` for a dead creature and
    ``InvalidCommand`` for negative healing. Source: PHB 2008 p. 295 (Healing the Dying)."""
    if amount < 0:
        raise InvalidCommand(f"healing is 0 or more, not {amount}")
    if t.dead:
        raise RuleViolation("the dead are not healed")
    return structs.replace(t, hp=min(t.max_hp, max(t.hp, 0) + amount))


def spend_surge(t: HitPoints, extra: int = 0) -> HitPoints:
    """``t`` after spending a healing surge: one surge fewer, healed by the surge value plus
    ``extra`` (a power's "+ N"). Raises ``RuleViolation`` with no surge left or when dead.
    Source: PHB 2008 p. 293 (Healing Surges)."""
    if t.surges < 1:
        raise RuleViolation("no healing surge left")
    return heal(structs.replace(t, surges=t.surges - 1), surge_value(t.max_hp) + extra)


def heal_with_surge(t: HitPoints, extra: int = 0) -> tuple[HitPoints, bool]:
    """``t`` after healing that costs a healing surge (a surge's value plus ``extra``), and
    whether a surge was spent: with a surge left, as :func:`spend_surge`; a dying creature
    (0 hit points or fewer) with none left regains 1 hit point, counted from 0 (Rules
    Compendium, Healing the Dying); anyone else with none left is not healed. Raises
    ``RuleViolation`` for that, and for the dead.
    Source: PHB 2008 p. 293 (Healing Surges); Rules Compendium, Healing the Dying."""
    if t.surges >= 1:
        return spend_surge(t, extra), True
    if t.hp <= 0:
        return heal(t, 1), False
    raise RuleViolation("no healing surge left")


def second_wind(t: HitPoints) -> tuple[HitPoints, Modifier]:
    """``t`` after its second wind: a healing surge spent and the +2 to all defences it gives
    until the start of its next turn (the caller keys that duration). Raises ``RuleViolation``
    when already used this encounter or with no surge left. PHB 2008 p. 291 (Second Wind)."""
    if t.second_wind_used:
        raise RuleViolation("second wind is used once an encounter")
    return structs.replace(spend_surge(t), second_wind_used=True), SECOND_WIND_DEFENCES


def gain_temp_hp(t: HitPoints, amount: int) -> HitPoints:
    """``t`` offered ``amount`` temporary hit points: the higher of the old and new is kept
    (they never add). Raises ``InvalidCommand`` for a negative amount.
    Source: PHB 2008 p. 294 (Temporary Hit Points)."""
    if amount < 0:
        raise InvalidCommand(f"temporary hit points are 0 or more, not {amount}")
    return structs.replace(t, temp_hp=max(t.temp_hp, amount))
