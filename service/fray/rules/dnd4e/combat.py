"""The dnd4e commands that join, attack, hurt, heal and act.

Sources: 004_e86ae0a0322fa3b5.txt (§攻击类型 … §重击 through ``attack``; §受迫移动), published 4e
for what it assumes (PHB 2008: surprise p. 267, actions pp. 267–268, first aid p. 185, forced
movement p. 285, second wind p. 291, healing and temporary hit points pp. 293–294, action
points p. 286).
"""

from __future__ import annotations

from collections.abc import Sequence

from msgspec import structs

from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import (
    BudgetSpent,
    Condition,
    ConditionApplied,
    Event,
    Expiry,
    Modifier,
    Position,
    ResourceChanged,
)
from fray.domain.grid import occupant, squares_apart
from fray.domain.ids import combatant_id_for
from fray.domain.notation import DiceExpression, parse, roll
from fray.domain.state import Combatant, EncounterState
from fray.domain.turns import ending, require_turn

from . import budget
from .actions import spend_action_point
from .areas import Space, distance
from .attack import Situation, Terms, area_of, power_of, space, targets_of, use_power
from .commands import (
    Attack,
    Dnd4eAddCombatant,
    Dnd4eDealDamage,
    Dnd4eGrantTempHp,
    Dnd4eHeal,
    DropProne,
    FirstAid,
    ForcedMovement,
    MoveZone,
    OpportunityAttack,
    SecondWind,
    SpendActionPoint,
    TakeAction,
    TargetTerms,
    UsePower,
)
from .conditions import forced_movement_allowed, halves_damage_taken, resistances
from .damage import DamageType, retype
from .effects import STABLE, SURPRISED, names
from .events import (
    Dnd4eActionTaken,
    Dnd4eCombatantAdded,
    FirstAidRolled,
    ForcedMoved,
    HealingRolled,
    SquareAttacked,
)
from .harm import (
    ACTION_POINTS,
    DEATH_SAVE_DUE,
    SECOND_WIND_USED,
    SURGES,
    healing,
    resolved,
    starting_resources,
    stats_of,
    temp_hp,
    track_of,
)
from .hit_points import heal_with_surge, is_bloodied, second_wind, surge_value
from .resistance import Damage, damage_taken, halvings
from .stat_input import check_block, stored
from .stats import FOOTPRINT, Power, attacks, basic_melee
from .targeting import melee_reach, range_penalty
from .zones import ZONE, entering, moved, placed, power_zone, zone_id, zone_squares

ACTION_POINT_SPENT = "action_point_spent"


def add_combatant(state: EncounterState, cmd: Dnd4eAddCombatant) -> list[Event]:
    """``Dnd4eCombatantAdded`` with its tracks (``harm.starting_resources``), its speed in
    feet (squares × 5) and footprint from its size; ``surprised`` puts the condition on it
    until round 2 begins. Raises ``RuleViolation`` (id taken or used before, square taken,
    the fight under way for a surprised newcomer), ``InvalidCommand`` (a block that cannot
    exist, hit points above the maximum).
    Source: PHB 2008 pp. 267 (surprise), 282 (size), 293–295 (tracks)."""
    check_block(cmd.stats)
    s = stored(cmd.stats)
    if cmd.hp is not None and cmd.hp > s.hp_max:
        raise InvalidCommand(f"hp {cmd.hp} is above the stat block's hp_max {s.hp_max}")
    if cmd.surprised and state.round > 0:
        raise RuleViolation("only a creature there when the fight begins can be surprised (PHB 2008 p. 267)")
    size = FOOTPRINT[s.size]
    if cmd.position is not None and (other := occupant(state, cmd.position, "", size)):
        raise RuleViolation(f"{other.name} already stands on ({cmd.position.x}, {cmd.position.y})")
    cid = combatant_id_for(state, cmd.combatant_id, cmd.name)
    side = cmd.side or ("party" if s.kind == "pc" else "foes")
    events: list[Event] = [
        Dnd4eCombatantAdded(
            combatant_id=cid,
            name=cmd.name,
            side=side,
            resources=starting_resources(s, cmd.hp, cmd.temp_hp),
            stats=s,
            speed_ft=s.speed * 5,
            position=cmd.position,
            footprint=size,
        )
    ]
    if cmd.surprised:
        events.append(ConditionApplied(combatant_id=cid, condition=Condition(id=SURPRISED, name=SURPRISED)))
    return events


def _cover(cmd: Attack | OpportunityAttack, target_id: str) -> dict[str, str]:
    return {target_id: cmd.cover}


def per_target(targets: Sequence[Combatant], against: Sequence[TargetTerms]) -> dict[str, Terms]:
    """What holds against each of ``targets`` only: every entry of ``against`` that names it,
    or asks for a bloodied target while it is bloodied (at half its hit points or fewer, as
    the attack is rolled), added up (004 §攻击加值: one chosen target, any bloodied one).
    Raises ``InvalidCommand`` for an entry that names no target or one the attack does not
    have. Source: 004_e86ae0a0322fa3b5.txt §攻击加值, §加值与减值."""
    ids = {t.id for t in targets}
    for a in against:
        if a.target_id is None and not a.bloodied:
            raise InvalidCommand("each entry of against names a target_id, or says bloodied: true, or both")
        if a.target_id is not None and a.target_id not in ids:
            raise InvalidCommand(
                f"{a.target_id!r} is not a target of this attack; its targets: {', '.join(t.id for t in targets)}"
            )
    out: dict[str, Terms] = {}
    for t in targets:
        hits = [
            a
            for a in against
            if (a.target_id is None or a.target_id == t.id) and (not a.bloodied or is_bloodied(track_of(t)))
        ]
        if hits:
            out[t.id] = Terms(
                bonuses=tuple(m for a in hits for m in a.bonuses),
                damage_bonuses=tuple(m for a in hits for m in a.damage_bonuses),
                combat_advantage=any(a.combat_advantage for a in hits),
            )
    return out


def attack(state: EncounterState, cmd: Attack, dice: Dice) -> list[Event]:
    """A melee or ranged power against one target (``attack.use_power``), named or found on
    the square attacked (``target_square``: nobody there, the attack hits nothing); a coup
    de grace; a changed damage type. Raises ``InvalidCommand`` for a close or area power
    (send ``dnd4e.use_power``), an unknown power, both or neither of ``target_id`` and
    ``target_square``; ``RuleViolation`` as the attack does, and for a coup de grace on a
    creature that is not a helpless enemy next to the attacker, or with a power that is not
    a standard action. Source: 004 §近战攻击, §远程攻击, §目标选定, §伤害类型, §重击; PHB 2008
    p. 288 (coup de grace)."""
    user = state.combatant(cmd.attacker_id)
    p = retyped(power_of(user, cmd.power), cmd.damage_type)
    if p.kind not in ("melee", "ranged"):
        raise InvalidCommand(f"{p.name} is a {p.kind} attack: send dnd4e.use_power with caster_id and target_ids")
    if (cmd.target_id is None) == (cmd.target_square is None):
        raise InvalidCommand("name what is attacked: target_id (a creature) or target_square (a square), one of them")
    origin = conjured_from(state, user, cmd.from_zone)
    target = state.combatant(cmd.target_id) if cmd.target_id is not None else None
    if cmd.target_square is not None:
        target = _on_square(state, user, p, cmd.target_square, origin)
        if target is None:
            nobody = use_power(
                state, user, p, [], dice, Situation(origin=origin), changed_type=cmd.damage_type is not None
            )
            return [*nobody, SquareAttacked(attacker_id=user.id, power=p.name, square=cmd.target_square)]
    assert target is not None
    if target.status == "dead":
        raise RuleViolation(f"{target.name} is dead")
    if cmd.coup_de_grace:
        _coup_de_grace_allowed(user, target, p, origin)
    sit = Situation(
        cover=_cover(cmd, target.id),
        concealment=cmd.concealment,
        charge=cmd.charge,
        combat_advantage=cmd.combat_advantage,
        bonuses=cmd.bonuses,
        damage_bonuses=cmd.damage_bonuses,
        per_target=per_target([target], cmd.against),
        long_range=cmd.long_range,
        origin=origin,
        coup_de_grace=cmd.coup_de_grace,
    )
    return use_power(state, user, p, [target], dice, sit, changed_type=cmd.damage_type is not None)


def retyped(p: Power, new: DamageType | None) -> Power:
    """``p`` dealing ``new`` damage instead of its own types: the types and their keywords
    swapped for ``new`` (poison stays while a hit effect deals ongoing poison). ``p`` itself
    when ``new`` is None. Source: 004_e86ae0a0322fa3b5.txt §伤害 (伤害类型)."""
    if new is None:
        return p
    poison = any(e.ongoing is not None and e.ongoing.damage_type == "poison" for e in p.hit_effects)
    keywords, types = retype(p.keywords, p.damage_types, new, poison_effect=poison)
    return structs.replace(p, keywords=keywords, damage_types=types)


def _on_square(
    state: EncounterState, user: Combatant, p: Power, square: Position, origin: Space | None
) -> Combatant | None:
    """The creature (not dead) whose space covers ``square``, once the square is within the
    power's reach or range (004 §目标选定, §射程); None for nobody. Raises ``RuleViolation``
    beyond, ``InvalidCommand`` off the grid."""
    us = origin or space(user)
    if us is None:
        raise InvalidCommand("a square is attacked on the grid: place the attacker first")
    there = Space(square.x, square.y)
    if p.kind == "melee":
        melee_reach(us, there, p.range)
    else:
        range_penalty(us, there, p.range, p.long_range)
    return next(
        (
            c
            for c in state.combatants.values()
            if c.id != user.id
            and c.status != "dead"
            and (sp := space(c)) is not None
            and (square.x, square.y) in sp.squares()
        ),
        None,
    )


def _coup_de_grace_allowed(user: Combatant, target: Combatant, p: Power, origin: Space | None) -> None:
    """Raise ``RuleViolation`` unless ``target`` is a helpless enemy next to ``user`` and ``p`` is
    a standard action (PHB 2008 p. 288; DECISION: next to it, whatever the power's reach)."""
    if target.side == user.side:
        raise RuleViolation(f"{target.name} is an ally; a coup de grace is made on a helpless enemy")
    if "helpless" not in names(target):
        raise RuleViolation(f"{target.name} is not helpless (unconscious, dying, stable …): no coup de grace")
    if p.action != "standard":
        raise RuleViolation(f"a coup de grace is a standard action; {p.name} is a {p.action} action")
    us, them = origin or space(user), space(target)
    if us is not None and them is not None and distance(us, them) > 1:
        raise RuleViolation(f"{target.name} is not next to {user.name}: a coup de grace is made on an adjacent enemy")


def conjured_from(state: EncounterState, user: Combatant, zone: str | None) -> Space | None:
    """The space of ``user``'s conjuration ``zone`` (its power's name or id), which an attack
    is made from (Rules Compendium, Conjurations: line of effect and range from its square);
    None when ``zone`` is None. Raises ``RuleViolation`` for a conjuration it does not have,
    ``InvalidCommand`` for a zone that is not a conjuration."""
    if zone is None:
        return None
    kid = zone if zone.startswith(ZONE) else zone_id(zone)
    z = next((z for z in placed(state) if z.creator.id == user.id and z.condition.id == kid), None)
    if z is None:
        have = ", ".join(k.id for k in user.conditions if k.id.startswith(ZONE)) or "none"
        raise RuleViolation(f"{user.name} has no conjuration {kid!r}; its zones: {have}")
    if z.spec.kind != "conjuration":
        raise InvalidCommand(f"{z.power.name} makes a zone, not a conjuration: nothing attacks from it")
    xs, ys = [q[0] for q in z.squares], [q[1] for q in z.squares]
    side = max(xs) - min(xs) + 1
    return Space(min(xs), min(ys), side)


def power(state: EncounterState, cmd: UsePower, dice: Dice) -> list[Event]:
    """Any power against several targets (``attack.use_power``): on the grid a close or area
    power's area decides who is in it. Raises as the attack does. Source: 004 §近程攻击,
    §区域攻击, §效果区域."""
    user = state.combatant(cmd.caster_id)
    p = power_of(user, cmd.power)
    if p.kind in ("melee", "ranged") and (cmd.wall or (cmd.origin is not None and p.zone is None)):
        raise InvalidCommand(f"{p.name} is a {p.kind} power: it has no origin square or wall")
    origin = conjured_from(state, user, cmd.from_zone)
    area = area_of(state, user, p, cmd.origin, cmd.wall, origin)
    zone_at = zone_squares(state, user, p, area, cmd.origin) if p.zone is not None else None
    if not attacks(p):
        if cmd.target_ids:
            raise InvalidCommand(f"{p.name} makes no attack: it only makes its {p.zone.kind if p.zone else 'zone'}")
        targets: list[Combatant] = []
    elif p.zone is not None and p.kind in ("melee", "ranged") and not cmd.target_ids:
        targets = []
    else:
        targets = targets_of(state, user, p, cmd.target_ids, None if p.kind in ("melee", "ranged") else area)
    if p.kind == "area" and cmd.concealment != "none":
        raise InvalidCommand(
            f"{p.name} is an area attack: concealment between its origin square and the targets does not "
            "count (004 §区域攻击); leave concealment out"
        )
    sit = Situation(
        cover={c.target_id: c.cover for c in cmd.target_cover},
        concealment=cmd.concealment,
        combat_advantage=cmd.combat_advantage,
        bonuses=cmd.bonuses,
        damage_bonuses=cmd.damage_bonuses,
        per_target=per_target(targets, cmd.against),
        origin=origin,
    )
    return use_power(state, user, p, targets, dice, sit, area=area, zone_at=zone_at)


def opportunity_attack(state: EncounterState, cmd: OpportunityAttack, dice: Dice) -> list[Event]:
    """An opportunity attack (PHB 2008 p. 290): a melee power against an enemy that is next
    to the reactor, or left a square next to it by its latest move. Raises
    ``InvalidCommand`` for a power that is not melee or a block without one,
    ``RuleViolation`` for an ally, a target not adjacent, or a reactor that may not react."""
    reactor, target = state.combatant(cmd.reactor_id), state.combatant(cmd.target_id)
    if reactor.id == target.id:
        raise InvalidCommand("a creature does not attack itself")
    p = power_of(reactor, cmd.power) if cmd.power else basic_melee(stats_of(reactor))
    if p is None or p.kind != "melee":
        raise InvalidCommand(f"an opportunity attack is a melee attack; {reactor.name} has none named so")
    if target.side == reactor.side:
        raise RuleViolation(f"{target.name} is an ally; opportunity attacks are made against enemies")
    if target.status == "dead":
        raise RuleViolation(f"{target.name} is dead")
    rs, ts = space(reactor), space(target)
    if rs is not None and ts is not None and distance(rs, ts) > 1:
        left = target.moved_from
        if left is None or squares_apart(left, target.footprint, reactor.position, reactor.footprint) > 1:  # type: ignore[arg-type]  # reactor is on the grid: checked by the caller
            raise RuleViolation(f"{target.name} is not next to {reactor.name} and did not leave a square next to it")
    sit = Situation(cover=_cover(cmd, target.id), concealment=cmd.concealment, bonuses=cmd.bonuses)
    return use_power(state, reactor, p, [target], dice, sit, opportunity=True)


def deal_damage(state: EncounterState, cmd: Dnd4eDealDamage, dice: Dice) -> list[Event]:
    """Damage without an attack roll: each piece's dice rolled in order, then resistance,
    vulnerability, half (``half``, and insubstantial) and the tracks (004 §抗性和易伤; a
    weakened source does not halve it: §状态 虚弱). Raises ``RuleViolation`` for the dead,
    ``InvalidCommand`` for dice the notation cannot read."""
    target = state.combatant(cmd.target_id)
    if target.status == "dead":
        raise RuleViolation(f"{target.name} is dead")
    pieces = []
    for piece in cmd.damage:
        rolled = roll(_parse(piece.dice), dice).total if piece.dice else 0
        pieces.append(Damage(max(0, rolled + piece.amount), piece.types))
    s, tn = stats_of(target), names(target)
    taken = damage_taken(
        pieces,
        (*s.resist, *resistances(tn)),
        s.vulnerable,
        halvings("other", miss=cmd.half, target_insubstantial=halves_damage_taken(tn)),
    )
    return resolved(state, target, taken, cmd.source, "dnd4e.deal_damage")[0]


def _parse(text: str) -> DiceExpression:
    try:
        return parse(text)
    except ValueError as exc:
        raise InvalidCommand(str(exc)) from exc


def heal(state: EncounterState, cmd: Dnd4eHeal, dice: Dice) -> list[Event]:
    """Healing: a surge's value if ``surge`` (one surge spent), plus ``amount`` and ``dice``;
    a dying target with no surge left regains 1 hit point instead (the dice are not rolled).
    Raises ``RuleViolation`` for the dead, or for a surge that a target above 0 hit points
    lacks. Source: PHB 2008 p. 293; Rules Compendium, Healing the Dying."""
    target = state.combatant(cmd.target_id)
    if target.status == "dead":
        raise RuleViolation(f"{target.name} is dead; healing cannot help")
    if cmd.surge and target.resources[SURGES].current < 1:
        return _without_surge(state, target, cmd.source, "dnd4e.heal")
    events: list[Event] = []
    value = 0
    if cmd.surge:
        value = surge_value(target.resources["hp"].maximum)
        events.append(ResourceChanged(combatant_id=target.id, resource=SURGES, delta=-1, reason=cmd.source))
    rolled = roll(_parse(cmd.dice), dice) if cmd.dice else None
    total = value + cmd.amount + (rolled.total if rolled else 0)
    if total < 1:
        raise InvalidCommand("heal something: surge, amount or dice")
    events.append(
        HealingRolled(
            target_id=target.id, source=cmd.source, surge_value=value, dice=rolled, amount=cmd.amount, total=total
        )
    )
    return events + healing(state, target, total, "dnd4e.heal", cmd.source)


def _without_surge(state: EncounterState, c: Combatant, source: str, cause: str) -> list[Event]:
    """Healing that costs a surge ``c`` does not have: 1 hit point, counted from 0, for the
    dying (Rules Compendium, Healing the Dying). Raises ``RuleViolation`` for a creature
    above 0 hit points (no surge, no healing)."""
    heal_with_surge(track_of(c))  # above 0 hit points: RuleViolation
    return [
        HealingRolled(target_id=c.id, source=source, total=1, no_surge=True),
        *healing(state, c, 1, cause, f"{source}: no healing surge left, 1 hit point"),
    ]


def grant_temp_hp(state: EncounterState, cmd: Dnd4eGrantTempHp) -> list[Event]:
    """Temporary hit points: the higher of old and new is kept. Raises ``RuleViolation`` for
    the dead. Source: PHB 2008 p. 294."""
    target = state.combatant(cmd.target_id)
    if target.status == "dead":
        raise RuleViolation(f"{target.name} is dead")
    return [temp_hp(target, cmd.amount)]


def _surge(state: EncounterState, c: Combatant, why: str) -> list[Event]:
    """A healing surge spent: its value healed; for a dying creature with none left, 1 hit
    point (``_without_surge``). Raises ``RuleViolation`` with no surge above 0 hit points."""
    if c.resources[SURGES].current < 1:
        return _without_surge(state, c, why, "dnd4e.surge")
    return [
        ResourceChanged(combatant_id=c.id, resource=SURGES, delta=-1, reason=why),
        *healing(state, c, surge_value(c.resources["hp"].maximum), "dnd4e.surge", why),
    ]


def second_wind_command(state: EncounterState, cmd: SecondWind) -> list[Event]:
    """Second wind: a standard action once an encounter; a healing surge spent and +2 to all
    defences until the start of one's next turn. Raises ``RuleViolation`` when used already,
    with no surge, off its turn or without the action. Source: PHB 2008 p. 291."""
    c = state.combatant(cmd.combatant_id)
    require_turn(state, c, "take its second wind")
    if c.status != "active":
        raise RuleViolation(f"{c.name} is {c.status}")
    _, bonus = second_wind(track_of(c))
    paid = budget.pay(state, c, "standard", "second wind")
    guard = Condition(
        id="second_wind",
        name="second wind",
        source=c.id,
        expires=Expiry(at="start_of_turn", combatant_id=c.id, applied_round=state.round, applied_during=state.turn),
        modifiers=(Modifier(applies_to="defences", amount=bonus.value),),
    )
    used = Condition(id=SECOND_WIND_USED, name="second wind used", source=c.id, marker=True, carried=True)
    return [
        paid,
        *_surge(state, c, "second wind"),
        ConditionApplied(combatant_id=c.id, condition=used),
        ConditionApplied(combatant_id=c.id, condition=guard),
    ]


def first_aid(state: EncounterState, cmd: FirstAid, dice: Dice) -> list[Event]:
    """A Heal check (d20 + the healer's Heal) on an adjacent creature, a standard action:
    ``stabilise`` (DC 15) a dying one, which then makes no death saves until hurt again;
    ``second_wind`` (DC 10): it spends a healing surge (a dying one without a surge left
    regains 1 hit point: Rules Compendium, Healing the Dying). Raises ``RuleViolation`` for a
    target not next to the healer, one not dying (stabilise), or without a surge above 0 hit
    points. Source: PHB 2008 p. 185 (Heal: First Aid), p. 295 (stable)."""
    healer, target = state.combatant(cmd.combatant_id), state.combatant(cmd.target_id)
    if healer.id == target.id:
        raise InvalidCommand("first aid is given to another creature")
    if healer.status != "active":
        raise RuleViolation(f"{healer.name} is {healer.status}")
    hs, ts = space(healer), space(target)
    if hs is not None and ts is not None and distance(hs, ts) > 1:
        raise RuleViolation(f"{target.name} is not next to {healer.name}")
    if cmd.aid == "stabilise" and target.status != "dying":
        raise RuleViolation(f"{target.name} is {target.status}; only the dying are stabilised")
    if cmd.aid == "second_wind":
        if target.status == "dead":
            raise RuleViolation(f"{target.name} is dead")
        heal_with_surge(track_of(target))  # no surge above 0 hit points: RuleViolation
    dc = 15 if cmd.aid == "stabilise" else 10
    paid = budget.pay(state, healer, "standard", f"first aid: {cmd.aid.replace('_', ' ')}")
    face = dice.roll(1, 20)[0]
    bonus = stats_of(healer).heal
    ok = face + bonus >= dc
    events: list[Event] = [
        paid,
        FirstAidRolled(
            healer_id=healer.id,
            target_id=target.id,
            aid=cmd.aid,
            face=face,
            bonus=bonus,
            total=face + bonus,
            dc=dc,
            succeeded=ok,
        ),
    ]
    if ok and cmd.aid == "stabilise":
        events.append(
            ConditionApplied(combatant_id=target.id, condition=Condition(id=STABLE, name=STABLE, source=healer.id))
        )
        if target.has(DEATH_SAVE_DUE):
            events += ending(state, target.id, DEATH_SAVE_DUE, "removed")
    elif ok:
        events += _surge(state, target, f"first aid from {healer.name}")
    return events


def spend_action_point_command(state: EncounterState, cmd: SpendActionPoint) -> list[Event]:
    """An action point for one more ``action`` this turn: a point spent, the extra action
    bought (``budget``), once an encounter. Raises ``RuleViolation`` with no point, a point
    spent already this encounter, off its turn, in a surprise round, or unable to act.
    Source: PHB 2008 p. 286 (Action Points)."""
    c = state.combatant(cmd.combatant_id)
    require_turn(state, c, "spend an action point")
    spend_action_point(
        budget.left(state, c),
        cmd.action,
        points=c.resources[ACTION_POINTS].current,
        spent_this_encounter=c.has(ACTION_POINT_SPENT) is not None,
        own_turn=True,
        surprise_round=budget.surprise_round(state),
    )
    return [
        ResourceChanged(combatant_id=c.id, resource=ACTION_POINTS, delta=-1, reason=f"extra {cmd.action} action"),
        BudgetSpent(combatant_id=c.id, budget=budget.ACTION_POINT, on=cmd.action),
        ConditionApplied(
            combatant_id=c.id,
            condition=Condition(
                id=ACTION_POINT_SPENT, name="action point spent this encounter", source=c.id, marker=True
            ),
        ),
    ]


def take_action(state: EncounterState, cmd: TakeAction) -> list[Event]:
    """An action of any type for something Fray does not model (``budget.cost``). Raises
    ``RuleViolation`` when it is not allowed now. Source: PHB 2008 pp. 267–268."""
    c = state.combatant(cmd.combatant_id)
    if c.status != "active":
        raise RuleViolation(f"{c.name} is {c.status} and takes no actions")
    paid = budget.cost(state, c, cmd.action, cmd.detail or cmd.action)
    return [Dnd4eActionTaken(combatant_id=c.id, action=cmd.action, detail=cmd.detail), *paid]


def move_zone(state: EncounterState, cmd: MoveZone) -> list[Event]:
    """A zone or conjuration moved with its own action (``zones.moved``; the action its power
    names, paid). Raises ``RuleViolation`` as that does, off turn or without the action.
    Source: PHB 2008, Zone and Conjuration keywords."""
    c = state.combatant(cmd.combatant_id)
    p = power_zone(c, cmd.zone.removeprefix(ZONE)) or next(
        (q for q in stats_of(c).powers if q.zone is not None and zone_id(q.name) == cmd.zone), None
    )
    moved_events = moved(state, c, cmd.zone, cmd.to, sustaining=False)
    assert p is not None and p.zone is not None  # moved found it
    action = p.zone.move_action
    assert action != "sustain"  # moved refuses it
    return [budget.pay(state, c, action, f"move {p.name}"), *moved_events]


def drop_prone(state: EncounterState, cmd: DropProne) -> list[Event]:
    """Dropping prone on purpose: a minor action, then ``prone``. Raises ``RuleViolation`` for
    a creature already prone, one that cannot act, off its turn or without the action.
    Source: 004_e86ae0a0322fa3b5.txt §状态 (倒地: 主动倒地一个次要动作)."""
    c = state.combatant(cmd.combatant_id)
    if c.status != "active":
        raise RuleViolation(f"{c.name} is {c.status}")
    if "prone" in names(c):
        raise RuleViolation(f"{c.name} is prone already")
    return [
        budget.pay(state, c, "minor", "drop prone"),
        ConditionApplied(combatant_id=c.id, condition=Condition(id="prone", name="prone", source=c.id)),
    ]


def forced_movement(state: EncounterState, cmd: ForcedMovement, dice: Dice) -> list[Event]:
    """A pull, push or slide along ``path`` (004 §受迫移动; PHB 2008 p. 285): each step to a
    neighbouring square, at most ``distance`` squares, never into another creature's
    space; a push ends each step farther from ``by``, a pull nearer; the zones it is moved
    into do what they do to those who enter (``zones.entering``). Raises
    ``RuleViolation`` for a restrained target, a creature off the grid, or a path that
    breaks those rules; ``InvalidCommand`` for a path longer than ``distance``."""
    target, by = state.combatant(cmd.target_id), state.combatant(cmd.by)
    if not forced_movement_allowed(names(target)):
        raise RuleViolation(f"{target.name} is restrained and cannot be pulled, pushed or slid")
    if target.position is None or by.position is None:
        raise RuleViolation("forced movement is played on the grid: place both creatures first")
    if len(cmd.path) > cmd.distance:
        raise InvalidCommand(f"a {cmd.kind} {cmd.distance} moves at most {cmd.distance} squares")
    src = Space(by.position.x, by.position.y, by.footprint)
    here = target.position
    for step in cmd.path:
        if max(abs(step.x - here.x), abs(step.y - here.y)) != 1:
            raise RuleViolation(f"({step.x}, {step.y}) is not next to ({here.x}, {here.y}); list every square")
        if (o := occupant(state, step, target.id, target.footprint)) is not None:
            raise RuleViolation(f"{o.name} stands on ({step.x}, {step.y})")
        before = distance(src, Space(here.x, here.y, target.footprint))
        after = distance(src, Space(step.x, step.y, target.footprint))
        if (cmd.kind == "push" and after <= before) or (cmd.kind == "pull" and after >= before):
            way = "farther from" if cmd.kind == "push" else "nearer to"
            raise RuleViolation(f"each square of a {cmd.kind} is {way} {by.name}; ({step.x}, {step.y}) is not")
        here = step
    return [
        ForcedMoved(combatant_id=target.id, by=by.id, kind=cmd.kind, start=target.position, path=cmd.path),
        *entering(state, target, target.position, cmd.path, dice),
    ]
