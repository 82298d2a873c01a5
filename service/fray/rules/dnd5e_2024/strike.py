"""One attack, the pieces every attack command shares (002 §Атака): which attack a creature
makes, its distance and reach, the attack roll against AC and cover, the damage of a hit, and
what attacking ends (hiding, a Help distraction). ``combat`` (the attack commands) and
``maneuvers`` (003's options) both build on it.
"""

from __future__ import annotations

from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import ConditionEnded, Event, known
from fray.domain.grid import distance_ft
from fray.domain.state import Combatant, EncounterState

from . import harm
from .attack import (
    cover_bonus,
    damage_parts,
    hostile_near,
    modes,
    range_band,
    roll_parts,
    unarmed_strike,
)
from .conditions import (
    DEAD,
    DISTRACTED,
    DROPPED,
    HIDDEN,
    d20_penalty,
    names,
    with_source,
)
from .damage import TypedDamage, defences
from .events import AttackRolled
from .rolls import roll_d20
from .saves import stats_of
from .stats import Attack, find_attack


def dropped_id(item: str) -> str:
    """The id of the condition that says ``item`` lies on the ground (003 Disarm)."""
    return f"{DROPPED}:{item.lower()}"


def attack_of(c: Combatant, name: str) -> Attack:
    if name.lower() in ("unarmed", "unarmed strike"):
        return unarmed_strike(stats_of(c))
    found = find_attack(stats_of(c), name)
    if found is None:
        known = ", ".join(a.name for a in stats_of(c).attacks) or "none"
        raise InvalidCommand(f"{c.name} has no attack {name!r}; its attacks: {known}, or 'unarmed'")

    if c.has(dropped_id(found.name)) is not None:
        raise RuleViolation(
            f"{c.name} dropped its {found.name} (003 Disarm); pick it up first (interact, detail naming it)"
        )
    return found


def attack_distance(a: Combatant, t: Combatant, stated: int | None) -> int | None:
    d = distance_ft(a, t)
    if d is not None and stated is not None and d != stated:
        raise InvalidCommand(f"distance_ft {stated} contradicts the grid ({d} ft); leave it out")
    return d if d is not None else stated


def check_target(attacker: Combatant, target: Combatant) -> None:
    if attacker.id == target.id:
        raise InvalidCommand("a creature cannot attack itself")
    if DEAD in names(target):
        raise RuleViolation(f"{target.name} is dead")


def check_reach(attacker: Combatant, target: Combatant, attack: Attack, distance: int | None, cover: str) -> None:
    """Raise ``RuleViolation`` for total cover, out of reach or beyond long range."""
    cover_bonus(cover)
    if not attack.ranged and distance is not None and distance > (attack.reach_ft or 5):
        raise RuleViolation(f"{target.name} is {distance} ft away; {attack.name} reaches {attack.reach_ft} ft")
    range_band(attack, distance)


def roll_attack(
    state: EncounterState,
    attacker: Combatant,
    target: Combatant,
    attack: Attack,
    dice: Dice,
    *,
    kind: str,
    cover: str = "none",
    distance: int | None = None,
    enemy_near: bool | None = None,
    advantage: tuple[str, ...] = (),
    disadvantage: tuple[str, ...] = (),
) -> AttackRolled:
    """Roll one attack (002 §Атака): reach and range checked, cover added to AC, advantage and
    disadvantage from the command, conditions, range and position; nat 20 hits and crits (or
    the block's ``crit_on``), nat 1 misses. Raises ``RuleViolation`` out of reach or range, or
    against total cover."""
    check_reach(attacker, target, attack, distance, cover)
    bonus_ac = cover_bonus(cover)
    band = range_band(attack, distance)
    near = hostile_near(state, attacker) if enemy_near is None else enemy_near
    adv, dis, auto_crit = modes(state, attacker, target, attack, distance, bool(near))
    if band == "long":
        dis.append("long range")

    roll = roll_d20(dice, attack.to_hit + d20_penalty(attacker), [*advantage, *adv], [*disadvantage, *dis])
    ac = stats_of(target).ac
    natural = roll.kept
    hit = natural != 1 and (natural == 20 or known(roll.total) >= ac + bonus_ac)
    critical = hit and (natural >= stats_of(attacker).crit_on or auto_crit)
    return AttackRolled(
        attacker_id=attacker.id,
        target_id=target.id,
        attack=attack.name,
        kind=kind,  # type: ignore[arg-type]  # kind is one of AttackRolled's kinds at every call site
        roll=roll,
        ac=ac,
        cover=cover if cover != "total" else "none",  # type: ignore[arg-type]  # cover is none/half/three_quarters once total is refused
        cover_bonus=bonus_ac,
        natural=natural,
        hit=hit,
        critical=critical,
        auto_critical=hit and auto_crit and natural < stats_of(attacker).crit_on,
        range_band=band,  # type: ignore[arg-type]  # range_band returns normal/long or None
        distance_ft=distance,
    )


def hit_damage(
    state: EncounterState,
    target: Combatant,
    attack: Attack,
    rolled: AttackRolled,
    dice: Dice,
    *,
    off_hand: bool = False,
    adjustment: int = 0,
) -> list[Event]:
    """The damage events of a hit: dice (twice on a critical) + modifiers once, typed against
    the target, landed through ``harm.land``.
    Source: 002_06b8b5e39c23dcd7.txt §Атака (Критичне влучання), §Шкода, опір і вразливість."""
    faces = roll_parts(dice, attack, rolled.critical)
    parts = damage_parts(attack, defences(target), faces, off_hand=off_hand, adjustment=adjustment)
    if attack.on_hit is not None:
        return _with_save(state, target, attack, rolled, parts, dice)
    if not parts:
        return []  # a hit whose effect the GM applies (a web that restrains)
    return harm.land(
        state,
        target,
        parts,
        f"{rolled.attacker_id}: {attack.name}",
        dice,
        critical=rolled.critical,
        by=rolled.attacker_id,
    )


def _with_save(
    state: EncounterState,
    target: Combatant,
    attack: Attack,
    rolled: AttackRolled,
    parts: tuple[TypedDamage, ...],
    dice: Dice,
) -> list[Event]:
    """A hit that forces a save (``Attack.on_hit``): the save, then the hit's damage and the
    save's landing together, then the save's conditions (``effects``; published 5e stat
    blocks, "Hit: 7 (2d4 + 2) slashing damage … must succeed on a DC 10 Constitution saving
    throw or be paralyzed")."""
    from .effects import on_target, roll_effect
    from .events import EffectResolved

    effect = attack.on_hit
    assert effect is not None  # the caller checked
    by = state.combatant(rolled.attacker_id)
    faces = roll_effect(dice, effect)
    outcome, events = on_target(
        state, by, target, effect, faces, dice, attack.name, with_parts=parts, critical=rolled.critical
    )
    head = EffectResolved(
        combatant_id=by.id,
        source=attack.name,
        ability=effect.ability,
        dc=effect.dc,
        dice=tuple(p.dice for p in effect.damage),
        faces=faces,
        bonus=tuple(p.bonus for p in effect.damage),
        half_on_success=effect.half_on_success,
        outcomes=(outcome,),
    )
    return [head, *events]


def after_attack(state: EncounterState, attacker: Combatant, target: Combatant) -> list[Event]:
    """Attacking ends the attacker's hiding and spends a Help distraction on the target."""
    events: list[Event] = (
        [ConditionEnded(combatant_id=attacker.id, condition_id=HIDDEN, reason="spent")] if attacker.has(HIDDEN) else []
    )
    for k in with_source(target, DISTRACTED):
        helper = state.combatants.get(k.source or "")
        if helper is not None and helper.side == attacker.side and helper.id != attacker.id:
            events.append(ConditionEnded(combatant_id=target.id, condition_id=k.id, reason="spent"))
            break
    return events
