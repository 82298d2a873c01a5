"""Attack rolls and their damage: 002_06b8b5e39c23dcd7.txt §Атака, §Дальні атаки, §Укриття.

d20 + bonus against AC (the bonus is the block's to-hit: ability modifier + PB); equal or more
hits; a natural 20 is a critical hit (damage dice twice, modifiers once) and always hits; a
natural 1 always misses (published 5e, PHB 2024). Ranged: beyond normal range disadvantage,
beyond long range refused; a visible hostile within 5 ft who is not incapacitated gives
disadvantage. Cover: half +2, three-quarters +5, total: cannot be targeted; only the best.
Advantage and disadvantage from conditions follow the published 5e rules (PHB 2024).
"""

from __future__ import annotations

from collections.abc import Sequence

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.grid import distance_ft
from fray.domain.state import Combatant, EncounterState

from .conditions import (
    DISTRACTED,
    DODGING,
    SHAKEN,
    base,
    grapplers,
    incapacitated,
    names,
    speed_now,
    with_source,
)
from .damage import TypedDamage, apply_type
from .rolls import roll_damage_dice
from .saves import stats_of
from .stats import Attack, DamagePart, Dnd5eStats, ability_mod

COVER_BONUS = {"none": 0, "half": 2, "three_quarters": 5}


def cover_bonus(cover: str) -> int:
    """AC (and DEX save) bonus of ``cover``: half +2, three-quarters +5 (002 §Укриття).
    Raises ``RuleViolation`` for total cover: the target cannot be targeted."""
    if cover == "total":
        raise RuleViolation("the target has total cover and cannot be targeted directly (002 §Укриття)")
    return COVER_BONUS[cover]


def range_band(attack: Attack, distance: int | None) -> str | None:
    """``"normal"`` or ``"long"`` for a ranged attack at ``distance`` feet (None: unknown,
    taken as normal). Raises ``RuleViolation`` beyond the long range (002 §Дальні атаки)."""
    if attack.range_ft is None:
        return None
    normal, long = attack.range_ft
    if distance is None or distance <= normal:
        return "normal"
    if distance <= long:
        return "long"
    raise RuleViolation(f"{attack.name} reaches {normal}/{long} ft; the target is {distance} ft away")


def used_as(attack: Attack, ranged: bool | None, distance: int | None) -> Attack:
    """``attack`` as it is made this time: a thrown weapon (``Attack.thrown`` with a reach
    and a range) is a melee attack when ``ranged`` is False and a ranged one when True; left
    out, melee within its reach and ranged beyond it on the grid (or at a stated distance),
    melee off the grid (PHB 2024 Thrown: "you can throw the weapon to make a ranged
    attack"). Other attacks are what they are. Raises ``InvalidCommand`` when ``ranged``
    asks a one-way attack for the other way."""
    from msgspec import structs

    both = attack.thrown and attack.range_ft is not None and attack.reach_ft is not None
    if not both:
        if ranged is not None and ranged != attack.ranged:
            raise InvalidCommand(
                f"{attack.name} is a {'ranged' if attack.ranged else 'melee'} attack only; "
                "only a thrown weapon may be used either way"
            )
        return attack
    if ranged is None:
        ranged = distance is not None and distance > (attack.reach_ft or 5)
    return attack if ranged else structs.replace(attack, range_ft=None)


def unarmed_strike(stats: Dnd5eStats) -> Attack:
    """The Unarmed Strike: d20 + STR modifier + PB, a hit deals 1 + STR modifier bludgeoning
    (002 §Удар без зброї)."""
    s = ability_mod(stats, "str")
    return Attack(
        name="Unarmed Strike",
        to_hit=s + stats.proficiency_bonus,
        damage=(DamagePart(dice="", bonus=1 + s, type="bludgeoning"),),
        reach_ft=5,
    )


def hostile_near(state: EncounterState, c: Combatant) -> bool | None:
    """Whether a hostile within 5 ft of ``c`` can see it and is not incapacitated (None: off
    the grid, unknown). Source: 002_06b8b5e39c23dcd7.txt §Дальні атаки."""
    if c.position is None:
        return None
    return any(
        o.side != c.side
        and not incapacitated(o)
        and "blinded" not in names(o)
        and (d := distance_ft(c, o)) is not None
        and d <= 5
        for o in state.combatants.values()
    )


def modes(
    state: EncounterState,
    attacker: Combatant,
    target: Combatant,
    attack: Attack,
    distance: int | None,
    enemy_near: bool,
) -> tuple[list[str], list[str], bool]:
    """Reasons for advantage and disadvantage on this attack roll from conditions, range and
    position, and whether a hit is automatically critical (paralyzed or unconscious target
    within 5 ft). Raises ``RuleViolation`` when a charmed attacker targets its charmer.
    Source: 002_06b8b5e39c23dcd7.txt §Атака, §Дальні атаки; published 5e rules (PHB 2024) for the
    conditions."""
    a, t = names(attacker), names(target)
    adv: list[str] = []
    dis: list[str] = []
    if any(k.source == target.id for k in with_source(attacker, "charmed")):
        raise RuleViolation(f"{attacker.name} is charmed by {target.name} and cannot attack it")
    close = (distance is not None and distance <= 5) or (distance is None and not attack.ranged)
    for name in ("blinded", "poisoned", "prone", "restrained"):
        if name in a:
            dis.append(f"attacker {name}")
    if any(k.source in state.combatants for k in with_source(attacker, "frightened")):
        dis.append("attacker frightened")
    if "grappled" in a and target.id not in grapplers(attacker):
        dis.append("attacker grappled by another")
    if SHAKEN in a:
        dis.append("system shock")
    if "invisible" in a:
        adv.append("attacker unseen")
    if "invisible" in t:
        dis.append("target unseen")
    for name in ("blinded", "paralyzed", "petrified", "restrained", "stunned", "unconscious"):
        if name in t:
            adv.append(f"target {name}")
    if "prone" in t:
        (adv if close else dis).append("target prone" + ("" if close else " and more than 5 ft away"))
    if (
        DODGING in t
        and not incapacitated(target)
        and speed_now(target, stats_of(target).speed_ft) > 0
        and "invisible" not in a
    ):
        dis.append("target dodging")
    if any(
        k.source != attacker.id and (h := state.combatants.get(k.source or "")) is not None and h.side == attacker.side
        for k in with_source(target, DISTRACTED)
    ):
        adv.append("target distracted (Help)")
    if any(base(k.id) == "climbing_on" and k.source == target.id for k in attacker.conditions):
        adv.append("clinging to the target (003)")
    if attack.ranged:
        if "injury_lose_an_eye" in a:
            dis.append("lost an eye (003)")
        if enemy_near:
            dis.append("hostile within 5 ft")
    auto_crit = close and bool({"paralyzed", "unconscious"} & t)
    return adv, dis, auto_crit


def damage_parts(
    attack: Attack,
    target_stats: Dnd5eStats,
    faces: Sequence[tuple[int, ...]],
    *,
    off_hand: bool = False,
    adjustment: int = 0,
) -> tuple[TypedDamage, ...]:
    """The typed damage of a hit: each part's ``faces`` (already doubled on a critical) plus
    its bonus once; parts of one type are added before resistance (one source, one type).
    The off-hand attack of two-weapon fighting adds no positive ability modifier (002
    §Бій двома зброями); ``adjustment`` (bonuses and penalties) goes to the first part's type."""
    merged: dict[str, tuple[list[str], list[int], int]] = {}
    for i, (part, part_faces) in enumerate(zip(attack.damage, faces, strict=True)):
        bonus = min(part.bonus, 0) if off_hand and i == 0 else part.bonus
        dice, all_faces, total_bonus = merged.get(part.type, ([], [], 0))
        merged[part.type] = ([*dice, part.dice] if part.dice else dice, [*all_faces, *part_faces], total_bonus + bonus)
    out = []
    for j, (type_, (dice, all_faces, bonus)) in enumerate(merged.items()):
        adj = adjustment if j == 0 else 0
        rolled = max(0, sum(all_faces) + bonus)
        final, immune, res, vul = apply_type(target_stats, type_, rolled, adj)
        out.append(
            TypedDamage(
                type=type_,
                dice="+".join(dice),
                faces=tuple(all_faces),
                bonus=bonus,
                adjustment=adj,
                rolled=rolled,
                immune=immune,
                resistant=res,
                vulnerable=vul,
                final=final,
            )
        )
    return tuple(out)


def roll_parts(dice, attack: Attack, critical: bool) -> list[tuple[int, ...]]:  # type: ignore[no-untyped-def]  # dice is the Dice protocol; kept loose for the cleave path
    """The faces of each damage part of ``attack`` (twice the dice on a critical hit).
    Source: 002_06b8b5e39c23dcd7.txt §Атака (Критичне влучання: damage dice twice)."""
    return [roll_damage_dice(dice, p.dice, critical) for p in attack.damage]
