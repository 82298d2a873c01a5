"""Using an attack power: targets, attack rolls, one damage roll or one per target, damage
through resistance to the tracks, and the power's hit effects.

Sources: 004_e86ae0a0322fa3b5.txt §攻击类型 (melee and ranged: one attack roll and one damage
roll per target; close and area: one attack roll per target, one damage roll for all; a
creature in several squares of an area is affected once; a ranged or area attack next to an
enemy provokes), §效果区域, §射程, §攻击检定, §攻击加值, §攻击结果, §伤害, §抗性和易伤, §状态,
§重击 (a critical deals the maximum; extra critical dice are rolled).

Dice, in the order they are rolled (for dice entered at the table): melee and ranged, per
target in order, its d20 then (on a hit, or a miss for half) its damage dice term by term, or
on a critical only the extra critical dice; close and area, every target's d20 in order, then
the one damage roll if any target is hit without a critical or missed for half, then the
extra critical dice once if any is hit critically. DECISION: in a close or area attack, every
target hit critically takes the maximum of the one roll's dice plus the same extra dice.
"""

from __future__ import annotations

from collections.abc import Sequence

from msgspec import Struct, structs

from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import (
    Condition,
    ConditionApplied,
    DamageTaken,
    Event,
    Position,
    ResourceChanged,
    known,
)
from fray.domain.grid import flanking_ally
from fray.domain.ids import slug
from fray.domain.state import Combatant, EncounterState
from fray.domain.tracks import HP

from .actions import may_react
from .areas import Space, Square, area_origin, blast, burst, distance, in_area, wall
from .attack_roll import (
    CHARGING,
    COMBAT_ADVANTAGE,
    LONG_RANGE,
    concealment_penalty,
    cover_penalty,
    resolve_attack,
)
from .budget import OPPORTUNITY_USED, cost
from .conditions import (
    attack_modifiers,
    can_flank,
    combat_advantage,
    defence_modifiers,
    halves_damage_dealt,
    halves_damage_taken,
    resistances,
)
from .damage import DamageExpression, Dnd4eDamageRoll, roll_damage
from .effects import build, marked_by, modifiers_on, names, put, sustained_by
from .events import CoupDeGraced, DamageRolled, Dnd4eAttackRolled, Dnd4eDamageResolved, PowerUsed
from .harm import AMMUNITION, resolved, staged, stats_of
from .hit_points import bloodied_value
from .modifiers import Modifier
from .resistance import Damage, damage_taken, halvings
from .stats import (
    Power,
    attack_bonus_of,
    attacks,
    damage_expression,
    deals_damage,
    defence_of,
    find_power,
)
from .targeting import melee_reach, provokes, range_penalty
from .zones import concealment_in, create, modifiers_in


class Terms(Struct, frozen=True, kw_only=True):
    """What holds against one target only: attack ``bonuses``, ``damage_bonuses`` and
    ``combat_advantage`` for a reason Fray does not see (004 §攻击加值: Malys's +2 against one
    target of his fireball, +1 against any bloodied one)."""

    bonuses: tuple[Modifier, ...] = ()
    damage_bonuses: tuple[Modifier, ...] = ()
    combat_advantage: bool = False


class Situation(Struct, frozen=True, kw_only=True):
    """What the table says of an attack that Fray cannot see: per-target ``cover``,
    ``concealment``, a ``charge``, ``combat_advantage`` for another reason, other attack
    ``bonuses`` and ``damage_bonuses`` (for every target), what holds against some targets
    only (``per_target``: target id → ``Terms``), ``long_range`` off the grid, and
    ``origin``: the space the attack is made from when not the user's (a conjuration's
    square: ``zones``); ``coup_de_grace``: a hit is a critical hit (PHB 2008 p. 288)."""

    cover: dict[str, str] = {}
    concealment: str = "none"
    charge: bool = False
    combat_advantage: bool = False
    bonuses: tuple[Modifier, ...] = ()
    damage_bonuses: tuple[Modifier, ...] = ()
    per_target: dict[str, Terms] = {}
    long_range: bool | None = None
    origin: Space | None = None
    coup_de_grace: bool = False

    def against(self, target_id: str) -> Terms:
        """The terms that hold against ``target_id`` only (none: empty)."""
        return self.per_target.get(target_id, Terms())


def space(c: Combatant) -> Space | None:
    """``c``'s space on the grid, or None off it. Source: (glue: no rule of its own)."""
    return None if c.position is None else Space(c.position.x, c.position.y, c.footprint)


def used_marker(power: Power) -> str:
    """The id of the marker an encounter or daily power leaves once used (``carried``: a
    carry-over keeps it; a short rest ends an encounter power's, an extended rest a daily's:
    PHB 2008 p. 263). Source: (glue: no rule of its own)."""
    return f"power_used:{slug(power.name)}"


def power_of(c: Combatant, name: str) -> Power:
    """``c``'s power ``name``. Raises ``InvalidCommand`` naming the powers it has.
    Source: (glue: no rule of its own)."""
    found = find_power(stats_of(c), name)
    if found is None:
        known = ", ".join(p.name for p in stats_of(c).powers) or "none"
        raise InvalidCommand(f"{c.name} has no power {name!r}; its powers: {known}")
    return found


def ready(user: Combatant, power: Power) -> None:
    """Raise ``RuleViolation`` unless ``user`` can use ``power`` now: it is up (not dying or
    dead), an encounter or daily power is unused, and a dominated creature uses only at-will
    powers (004 §状态 受控). Whether its action is left is ``budget``'s."""
    if user.status != "active":
        raise RuleViolation(f"{user.name} is {user.status} and cannot use {power.name}")
    if power.usage != "at_will" and user.has(used_marker(power)):
        raise RuleViolation(f"{user.name} has used {power.name} (a {power.usage.replace('_', '-')} power) already")
    if power.usage != "at_will" and "dominated" in names(user):
        raise RuleViolation(f"{user.name} is dominated and may use only at-will powers")


def _reach(state: EncounterState, user: Combatant, target: Combatant, power: Power, sit: Situation) -> list[Modifier]:
    """What range costs this attack on the grid (004 §近战攻击, §远程攻击; long range −2), or
    off it as the table says. Raises ``RuleViolation`` out of reach or range."""
    us, them = sit.origin or space(user), space(target)
    if us is not None and them is not None:
        if sit.long_range is not None:
            raise InvalidCommand("long_range is for fights off the grid; on the grid the distance says it")
        if power.kind == "melee":
            melee_reach(us, them, power.range)
            return []
        if power.kind == "ranged":
            return range_penalty(us, them, power.range, power.long_range)
        return []
    if sit.long_range:
        if power.long_range is None:
            raise RuleViolation(f"{power.name} has no long range (only weapons do)")
        return [LONG_RANGE]
    return []


def _adjacent(sa: Space | None, b: Combatant) -> bool | None:
    sb = space(b)
    return None if sa is None or sb is None else distance(sa, sb) <= 1


def roll_attack(
    state: EncounterState,
    user: Combatant,
    target: Combatant,
    power: Power,
    dice: Dice,
    sit: Situation,
    target_ids: Sequence[str],
    *,
    opportunity: bool = False,
) -> Dnd4eAttackRolled:
    """One attack roll of ``power`` by ``user`` against ``target``: the attack bonus (half
    level + ability, or a monster's bonus; the power's modifiers; conditions: combat
    advantage, prone, restrained, blinded, marked; cover, concealment, charge, long range;
    the table's bonuses) against the target's defence (with its conditions: unconscious −5,
    prone +2 against a ranged attack from afar). Raises ``RuleViolation`` out of reach.
    Source: 004_e86ae0a0322fa3b5.txt §攻击检定, §攻击加值, §攻击结果, §重击, §状态."""
    range_mods = [] if opportunity else _reach(state, user, target, power, sit)
    un, tn = names(user), names(target)
    ally = flanking_ally(state, user, target) if power.kind == "melee" and sit.origin is None else None
    flanked = ally is not None and can_flank(names(ally)) and can_flank(un)
    kind = power.kind
    extras: list[Modifier] = [
        *attack_modifiers(un, tn, kind=kind, flanked=flanked, marked_by=marked_by(user), target_ids=target_ids),
        *modifiers_on(user, "attack"),
        *modifiers_in(state, user, "attack"),
    ]
    why = combat_advantage(tn, melee=kind == "melee", attacker_sees="blinded" not in un, flanked=flanked)
    only = sit.against(target.id)
    if sit.combat_advantage or only.combat_advantage:
        why = (*why, "stated")
        extras.append(COMBAT_ADVANTAGE)
    extras += cover_penalty(sit.cover.get(target.id, "none"))  # type: ignore[arg-type]  # stored cover words are the Cover literal's
    hidden = sit.concealment if kind == "area" else _more_hidden(sit.concealment, concealment_in(state, target))
    extras += concealment_penalty(hidden)  # type: ignore[arg-type]  # stored concealment words are the literal's
    extras += [CHARGING] if sit.charge else []
    extras += [*range_mods, *sit.bonuses, *only.bonuses]
    bonus = attack_bonus_of(stats_of(user), power, tuple(extras))
    near = _adjacent(sit.origin or space(user), target)
    dmods = (
        *modifiers_on(target, power.defence),
        *modifiers_in(state, target, power.defence),
        *defence_modifiers(tn, ranged=kind == "ranged", adjacent=near is not False),
    )
    dval = defence_of(stats_of(target), power.defence, dmods)
    face = dice.roll(1, 20)[0]
    result = resolve_attack(face, bonus, power.defence, dval.total, power.crit_range)
    if sit.coup_de_grace and result.hit:
        result = structs.replace(result, critical=True)
    return Dnd4eAttackRolled(
        attacker_id=user.id,
        target_id=target.id,
        power=power.name,
        result=result,
        defence=dval,
        combat_advantage=why,
        opportunity=opportunity,
    )


def _expression(user: Combatant, power: Power, sit: Situation, target_id: str) -> DamageExpression:
    """``power``'s damage against ``target_id``: the user's damage modifiers, the command's
    for every target and those against this one."""
    extra = (*modifiers_on(user, "damage"), *sit.damage_bonuses, *sit.against(target_id).damage_bonuses)
    return damage_expression(stats_of(user), power, extra)


def _faces(user: Combatant, power: Power, dice: Dice, critical: bool) -> list[int]:
    """The dice of one damage roll of ``power``, rolled: its dice, or on a critical only the
    extra critical dice (the rest count their maximum). The bonuses add no dice."""
    expr = damage_expression(stats_of(user), power)
    terms = expr.crit_dice if critical else expr.dice
    return [f for t in terms for f in dice.roll(t.count, t.sides)]


def _rolled(expr: DamageExpression, faces: Sequence[int], critical: bool) -> Dnd4eDamageRoll:
    if critical:
        return roll_damage(expr, (), critical=True, crit_faces=faces)
    return roll_damage(expr, faces)


def hurt(
    state: EncounterState, user: Combatant, target: Combatant, power: Power, roll: Dnd4eDamageRoll, miss: bool
) -> tuple[list[Event], bool]:
    """``roll`` meeting ``target``: resistance (its block's, petrified's resist 20),
    vulnerability, then half for a miss, a weakened attacker and an insubstantial target,
    each once; then the tracks. Returns the events and whether the target is dead after.
    Source: 004_e86ae0a0322fa3b5.txt §抗性和易伤, §状态 (虚弱, 虚体, 石化). Never raises."""
    s, tn = stats_of(target), names(target)
    halves = halvings(
        "attack",
        miss=miss,
        attacker_weakened=halves_damage_dealt(names(user)),
        target_insubstantial=halves_damage_taken(tn),
    )
    taken = damage_taken(
        [Damage(p.amount, p.types) for p in roll.portions], (*s.resist, *resistances(tn)), s.vulnerable, halves
    )
    return resolved(state, target, taken, power.name, "dnd4e.attack")


def _effects(state: EncounterState, user: Combatant, target: Combatant, power: Power) -> list[Event]:
    out: list[Event] = []
    taken: list[str] = []
    for eff in power.hit_effects:
        events = put(state, target, build(state, eff, target.id, user.id, power=power.name), taken)
        taken += [e.condition.id for e in events if isinstance(e, ConditionApplied)]
        out += events
    return out


def area_of(
    state: EncounterState,
    user: Combatant,
    power: Power,
    origin: Position | None,
    squares: Sequence[Position],
    from_space: Space | None = None,
) -> frozenset[Square] | None:
    """The squares of a close or area power on the grid (None off it, or for melee and
    ranged): a close burst around the user's space, a blast whose nearest corner is
    ``origin``, an area burst around ``origin`` within range, a wall of ``squares``.
    Raises ``InvalidCommand`` for a missing origin or wall, ``RuleViolation`` for one the
    rules forbid. ``from_space``: where the attack is made from, when not the user's space (a
    conjuration's square). Source: 004_e86ae0a0322fa3b5.txt §效果区域, §近程攻击, §区域攻击."""
    us = from_space or space(user)
    if us is None or power.kind in ("melee", "ranged"):
        return None
    if power.kind == "close" and power.area == "burst":
        return burst(us, power.size)
    if power.area == "wall":
        if not squares:
            raise InvalidCommand(f"{power.name} is a wall {power.size}: list its squares in wall, origin first")
        taken = [
            sq for c in state.combatants.values() if c.status != "dead" and (sp := space(c)) for sq in sp.squares()
        ]
        return wall(us, power.size, [(p.x, p.y) for p in squares], power.range, taken, solid="solid" in power.keywords)
    if origin is None:
        raise InvalidCommand(f"{power.name} is a {power.kind} {power.area}: give its origin square")
    if power.kind == "close":
        return blast(us, power.size, (origin.x, origin.y))
    ox, oy = area_origin(us, (origin.x, origin.y), power.range)
    return burst(Space(ox, oy), power.size)


def _more_hidden(a: str, b: str) -> str:
    order = ("none", "partial", "total")
    return max(a, b, key=order.index)


def _wanted(user: Combatant, other: Combatant, power: Power) -> bool:
    if power.targets == "enemies":
        return other.side != user.side
    return other.side == user.side if power.targets == "allies" else True


def targets_of(
    state: EncounterState, user: Combatant, power: Power, named: Sequence[str], area: frozenset[Square] | None
) -> list[Combatant]:
    """Who ``power`` attacks: on the grid, those in its area (each once; the user only in an
    area attack, or a close burst that says so; enemies or allies only when the power says),
    narrowed to ``named`` if given; off the grid, ``named``. Raises ``InvalidCommand``
    without targets or with one twice, ``RuleViolation`` for a named creature outside the
    area or dead. Source: 004_e86ae0a0322fa3b5.txt §近程攻击, §区域攻击, §效果区域."""
    if len(set(named)) != len(named):
        raise InvalidCommand("a creature is targeted once per power (004: affected once)")
    if area is not None:
        spaces = {c.id: sp for c in state.combatants.values() if c.status != "dead" and (sp := space(c))}
        inside = in_area(
            area, spaces, attacker_id=user.id, includes_attacker=power.kind == "area" or power.includes_user
        )
        inside = tuple(cid for cid in inside if _wanted(user, state.combatants[cid], power))
        if named:
            if outside := [cid for cid in named if cid not in inside]:
                state.combatant(outside[0])
                raise RuleViolation(
                    f"{', '.join(outside)} not among the {power.targets} in {power.name}'s area: "
                    f"{', '.join(inside) or 'nobody'}"
                )
            return [state.combatants[cid] for cid in named]
        if not inside and power.zone is None:
            raise RuleViolation(f"nobody {power.targets} stands in {power.name}'s area")
        return [state.combatants[cid] for cid in inside]
    if not named:
        raise InvalidCommand(f"name the targets of {power.name} (target_ids) off the grid")
    out = [state.combatant(cid) for cid in named]
    for t in out:
        if t.status == "dead":
            raise RuleViolation(f"{t.name} is dead")
    return out


def _provoked(state: EncounterState, user: Combatant, power: Power) -> tuple[str, ...]:
    us = space(user)
    if us is None:
        return ()
    enemies = {
        c.id: sp
        for c in state.combatants.values()
        if c.side != user.side
        and c.status == "active"
        and (sp := space(c))
        and may_react(
            names(c), "opportunity", own_turn=False, opportunity_used_this_turn=c.has(OPPORTUNITY_USED) is not None
        )
        is None
    }
    return provokes(power.kind, us, enemies)


def _ammunition(user: Combatant, power: Power, shots: int) -> list[Event]:
    """One piece of the user's ammunition per target of a power that spends it (004 §远程攻击:
    对每个目标都要发射一发弹药 … 投掷一个), when its block counts ammunition. Raises
    ``RuleViolation`` with too few left."""
    track = user.resources.get(AMMUNITION)
    if not power.ammunition or track is None or shots == 0:
        return []
    if shots > track.current:
        raise RuleViolation(
            f"{user.name} has {track.current} pieces of ammunition left; {power.name} spends one per target ({shots})"
        )
    return [ResourceChanged(combatant_id=user.id, resource=AMMUNITION, delta=-shots, reason=power.name)]


def _coup_de_grace(
    state: EncounterState, user: Combatant, target: Combatant, hurt_events: Sequence[Event]
) -> tuple[list[Event], bool]:
    """A coup de grace that dealt at least the target's bloodied value kills it (PHB 2008
    p. 288): the record and the damage that brings it to death; ``state`` holds the hit's
    damage. Returns the events and whether it killed. Never raises."""
    dealt = sum(known(e.taken.total) for e in hurt_events if isinstance(e, Dnd4eDamageResolved))
    now = state.combatants[target.id]
    bloodied = bloodied_value(now.resources[HP].maximum)
    killed = dealt >= bloodied
    events: list[Event] = [
        CoupDeGraced(attacker_id=user.id, target_id=target.id, damage=dealt, bloodied=bloodied, killed=killed)
    ]
    hp = now.resources[HP]
    floor = hp.minimum if stats_of(now).kind == "pc" else 0
    if killed and hp.current > floor:
        events.append(
            DamageTaken(
                combatant_id=target.id,
                amount=hp.current - floor,
                cause="dnd4e.coup_de_grace",
                note=f"a coup de grace of {dealt} damage, at least its bloodied value {bloodied}: it dies",
            )
        )
    return events, killed


def _alike(user: Combatant, power: Power, sit: Situation, ids: Sequence[str]) -> list[list[str]]:
    """``ids`` in groups whose damage adds the same bonuses (one group unless some targets
    have damage bonuses of their own), in order: each group is one ``DamageRolled`` of the
    same dice (004 §近程攻击, §区域攻击: one damage roll for all)."""
    groups: dict[tuple[Modifier, ...], list[str]] = {}
    for cid in ids:
        groups.setdefault(sit.against(cid).damage_bonuses, []).append(cid)
    return list(groups.values())


def use_power(
    state: EncounterState,
    user: Combatant,
    power: Power,
    targets: Sequence[Combatant],
    dice: Dice,
    sit: Situation,
    *,
    area: frozenset[Square] | None = None,
    opportunity: bool = False,
    zone_at: frozenset[Square] | None = None,
    changed_type: bool = False,
) -> list[Event]:
    """Every event of ``user`` using ``power`` on ``targets``: what it costs (its action, or
    the opportunity action; an encounter or daily power marked used), the attack rolls,
    damage and hit effects (see the module for the dice order), a sustained effect's
    conditions on the user, and the zone or conjuration it makes on ``zone_at`` (hit or
    miss; a power that only makes one rolls nothing). Raises ``RuleViolation`` or
    ``InvalidCommand`` before any event (a zone power without its squares: send it with
    ``dnd4e.use_power``). Source: 004_e86ae0a0322fa3b5.txt §攻击类型 … §重击, §区域攻击;
    PHB 2008 pp. 267–268 (actions), Zone and Conjuration keywords."""
    ready(user, power)
    if power.zone is not None and zone_at is None:
        raise InvalidCommand(f"{power.name} makes a {power.zone.kind}: send dnd4e.use_power with its origin")
    if not attacks(power):
        targets = ()
    if any(t.id == user.id for t in targets) and power.kind in ("melee", "ranged"):
        raise InvalidCommand("a creature does not target itself with a melee or ranged attack")
    paid = cost(state, user, "opportunity" if opportunity else power.action, power.name)
    events: list[Event] = [
        PowerUsed(
            user_id=user.id,
            power=power.name,
            kind=power.kind,
            action="opportunity" if opportunity else power.action,
            targets=tuple(t.id for t in targets),
            area=tuple(Position(x, y) for x, y in sorted(area or ())),
            provokes=_provoked(state, user, power),
            damage_types=power.damage_types if changed_type else (),
            keywords=power.keywords if changed_type else (),
        ),
        *paid,
        *_ammunition(user, power, len(targets)),
    ]
    if power.usage != "at_will":
        events.append(
            ConditionApplied(
                combatant_id=user.id,
                condition=Condition(
                    id=used_marker(power), name=f"{power.name} used", source=user.id, marker=True, carried=True
                ),
            )
        )
    ids = [t.id for t in targets]
    damage = deals_damage(power)
    landed: list[tuple[Combatant, Dnd4eDamageRoll | None, bool, bool]] = []
    if power.kind in ("melee", "ranged"):
        for t in targets:
            a = roll_attack(state, user, t, power, dice, sit, ids, opportunity=opportunity)
            events.append(a)
            hit, miss_half = a.result.hit, not a.result.hit and power.miss == "half"
            if damage and (hit or miss_half):
                faces = _faces(user, power, dice, a.result.critical)
                r = _rolled(_expression(user, power, sit, t.id), faces, a.result.critical)
                events.append(DamageRolled(attacker_id=user.id, power=power.name, roll=r, targets=(t.id,)))
                landed.append((t, r, not hit, hit))
            elif hit:
                landed.append((t, None, False, True))
    else:
        rolls = [roll_attack(state, user, t, power, dice, sit, ids) for t in targets]
        events += rolls
        normal = [
            r.target_id
            for r in rolls
            if (r.result.hit and not r.result.critical) or (not r.result.hit and power.miss == "half")
        ]
        crits = [r.target_id for r in rolls if r.result.critical]
        plain = _faces(user, power, dice, False) if damage and normal else None
        top = _faces(user, power, dice, True) if damage and crits else None
        each: dict[str, Dnd4eDamageRoll] = {}
        for shown, who, critical in ((plain, normal, False), (top, crits, True)):
            if shown is None:
                continue
            for group in _alike(user, power, sit, who):
                dr = _rolled(_expression(user, power, sit, group[0]), shown, critical)
                each |= dict.fromkeys(group, dr)
                events.append(DamageRolled(attacker_id=user.id, power=power.name, roll=dr, targets=tuple(group)))
        for a, t in zip(rolls, targets, strict=True):
            if a.result.hit or power.miss == "half":
                landed.append((t, each.get(t.id), not a.result.hit, a.result.hit))
    for t, got, miss, hit in landed:
        dead = False
        if got is not None:
            more, dead = hurt(state, user, t, power, got, miss)
            events += more
            if sit.coup_de_grace and hit:
                more, killed = _coup_de_grace(staged(state, events), user, t, more)
                events, dead = events + more, dead or killed
        if hit and not dead:
            now = staged(state, events)
            events += _effects(now, now.combatants[user.id], now.combatants[t.id], power)
    if any(e.duration.startswith("sustain") for e in power.hit_effects) and any(h for *_, h in landed):
        events += sustained_by(state, user, power.name)
    if power.zone is not None and zone_at is not None:
        now = staged(state, events)
        events += create(now, now.combatants[user.id], power, zone_at)
    return events
