"""Attacks through the contest: melee (§03), missile (§04) and the opportunity attack (§03).

One function rolls every attack (:func:`resolve_attack`): it adds what the state says (a
dropped guard +2, Dodge +2, Help's advantage), rolls both sides, applies §01 and §06, and
returns the facts. The three commands only work out scores and situational modifiers.
Source: 000_c3c04d669a38e5ba.txt §01, §03, §04, §06.
"""

from __future__ import annotations

from typing import Literal

from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import ConditionApplied, ConditionEnded, DamageTaken, Event, known
from fray.domain.grid import (
    distance_ft,
    enemies_within,
    feet_between,
    flanking_ally,
    within,
)
from fray.domain.state import Combatant, EncounterState
from fray.domain.turns import require_turn

from . import tables as t
from .commands import MeleeAttack, MissileAttack, OpportunityAttack
from .conditions import (
    ATTACKS_ON,
    DISENGAGED,
    DODGING,
    GUARD_DROPPED,
    HELPED,
    HIDDEN,
    PRONE,
    guard_dropped,
)
from .contest import dice_to_roll, keep_two, resolve_contest
from .damage import hit_damage, parse_damage
from .errors import CannotTarget, OutOfRange
from .events import AttackResolved, ContestSide, DamageRoll
from .missile import cover_bonus, missile_modifiers, range_band
from .parts import ScorePart
from .scores import Weapon
from .stats import stats
from .turn_budget import take_attack, take_reaction


def roll_side(dice: Dice, score: int, mods: list[ScorePart], adv: bool, dis: bool) -> ContestSide:
    """Roll one side of a contest: 2d6 (3d6 keep best/worst two), + ``score`` + ``mods``.
    Source: 000_c3c04d669a38e5ba.txt §01 The contest, Advantage and disadvantage."""
    faces = dice.roll(dice_to_roll(adv, dis), 6)
    kept = keep_two(faces, adv, dis)
    total = sum(kept) + score + sum(m.value for m in mods)
    return ContestSide(score=score, modifiers=tuple(mods), dice=faces, kept=kept, total=total)


def check_can_fight(attacker: Combatant, defender: Combatant) -> None:
    """Raises ``RuleViolation`` if one side is down or a combatant targets itself.
    Source: 000_c3c04d669a38e5ba.txt §03 Melee; §00 How a fight works here (hit points work
    the normal way)."""
    if attacker.id == defender.id:
        raise RuleViolation(f"{attacker.name} cannot attack itself")
    if attacker.down:
        raise RuleViolation(f"{attacker.name} is down (0 HP) and cannot attack")
    if defender.down:
        raise RuleViolation(f"{defender.name} is already down (0 HP)")


def check_own_turn(state: EncounterState, actor: Combatant, doing: str = "attack") -> None:
    """Raises ``RuleViolation`` before the first turn or when it is not ``actor``'s turn.
    Source: 000_c3c04d669a38e5ba.txt §12 One card (A turn, in order)."""
    require_turn(state, actor, doing)


def resolve_attack(
    state: EncounterState,
    attacker: Combatant,
    defender: Combatant,
    dice: Dice,
    *,
    kind: Literal["melee", "missile", "opportunity"],
    attack_score: int,
    attack_mods: list[ScorePart],
    defence_score: int,
    defence_mods: list[ScorePart],
    flags: tuple[bool, bool, bool, bool],
    damage: str,
    absorb: int,
    band: t.RangeBand | None = None,
    distance: int | None = None,
) -> list[Event]:
    """Roll one attack and return its facts: ``AttackResolved``, ``DamageTaken`` on a hit, the
    spending of a dropped guard (defender) and of Help (attacker), and a fumble's dropped guard.

    ``flags`` are (attacker advantage, attacker disadvantage, defender advantage, defender
    disadvantage) as commanded; Help adds the attacker's advantage, the Dodge action +2 to the
    defence, a dropped guard +2 to the attack. ``damage`` is a dice expression ("1d6+3") and
    ``absorb`` the defender's (hit points per hit, §06). Raises ``InvalidCommand`` for a bad
    damage expression. Source: 000_c3c04d669a38e5ba.txt §01, §03, §06.
    """
    adv, dis, d_adv, d_dis = flags
    guard, help_ = defender.has(GUARD_DROPPED), attacker.has(HELPED)
    if guard is not None:
        attack_mods = [*attack_mods, ScorePart("target dropped its guard (fumble)", guard.bonus(ATTACKS_ON))]
    if (dodge := defender.has(DODGING)) is not None:
        raised = dodge.bonus("dodge" if kind == "missile" else "parry")
        defence_mods = [*defence_mods, ScorePart("Dodge action", raised)]
    expr = parse_damage(damage)  # before any die is rolled
    attack = roll_side(dice, attack_score, attack_mods, adv or help_ is not None, dis)
    defence = roll_side(dice, defence_score, defence_mods, d_adv, d_dis)
    result = resolve_contest(
        attack.kept, known(attack.total) - sum(attack.kept), defence.kept, known(defence.total) - sum(defence.kept)
    )
    dealt = None
    if result.hit:
        rolls = tuple(dice.roll(expr.count, expr.sides) for _ in range(result.damage_rolls))
        hp = hit_damage(expr, rolls, bonus=result.damage_bonus, absorb=absorb, ignores_absorb=result.ignores_absorb)
        dealt = DamageRoll(
            expression=damage,
            rolls=rolls,
            bonus=result.damage_bonus,
            absorb=absorb,
            ignores_absorb=result.ignores_absorb,
            dealt=hp,
        )
    events: list[Event] = [
        AttackResolved(
            attacker_id=attacker.id,
            defender_id=defender.id,
            attack_kind=kind,
            range_band=band,
            distance_ft=distance,
            attack=attack,
            defence=defence,
            margin=result.margin,
            outcome=result.outcome,
            damage=dealt,
        )
    ]
    if dealt is not None:
        events.append(DamageTaken(combatant_id=defender.id, amount=dealt.dealt, cause="unlit-spires.attack_resolved"))
    events += spend_and_fumble(state, attacker, defender, result.outcome == "fumble")
    return events


def spend_and_fumble(
    state: EncounterState, attacker: Combatant, defender: Combatant | None, fumbled: bool
) -> list[Event]:
    """After an attack: the defender's dropped guard, the attacker's Help and its hiding are
    spent, and a fumble drops the attacker's guard (not stacking). Source: 000_c3c04d669a38e5ba.txt §01, §03."""
    events: list[Event] = []
    if defender is not None and defender.has(GUARD_DROPPED):
        events.append(ConditionEnded(combatant_id=defender.id, condition_id=GUARD_DROPPED, reason="spent"))
    for used_up in (HELPED, HIDDEN):
        if attacker.has(used_up):
            events.append(ConditionEnded(combatant_id=attacker.id, condition_id=used_up, reason="spent"))
    if fumbled and attacker.has(GUARD_DROPPED) is None:
        events.append(ConditionApplied(combatant_id=attacker.id, condition=guard_dropped(state, attacker.id)))
    return events


def _derived(stated: bool | None, grid: bool | None, what: str) -> bool:
    """The grid's answer where there is one (a contradicting stated value is refused), else
    the stated one (default False)."""
    if grid is None:
        return bool(stated)
    if stated is not None and stated != grid:
        raise InvalidCommand(
            f"{what} is {str(grid).lower()} by the positions on the grid, "
            f"not {str(stated).lower()}; leave it out or move the combatants"
        )
    return grid


def melee_attack(state: EncounterState, cmd: MeleeAttack, dice: Dice) -> list[Event]:
    """One melee contest (§01, §03): 2d6 + Melee Attack (+1 flanking, +2 prone target) against
    2d6 + Parry; damage per §01/§06. On the grid the defender must be within the attacker's
    reach (5 ft unless the weapon reaches farther) and flanking is derived: an ally of the
    attacker stands on the square opposite it across the defender.
    Spends the action (or, for a monster attacking more than once, one of the action's attacks).
    Raises ``RuleViolation`` (not its turn, out of reach, down, already acted),
    ``InvalidCommand`` (a stated flanking that the grid contradicts). Source: 000_c3c04d669a38e5ba.txt §03 Melee.
    """
    attacker, defender = state.combatant(cmd.attacker_id), state.combatant(cmd.target_id)
    check_own_turn(state, attacker)
    check_can_fight(attacker, defender)
    a, d = stats(attacker), stats(defender)
    if within(attacker, defender, a.reach_ft) is False:
        raise RuleViolation(
            f"{defender.name} is {distance_ft(attacker, defender)} ft away; "
            f"{attacker.name}'s melee reaches {a.reach_ft} ft"
        )
    on_grid = attacker.position is not None and defender.position is not None
    flank = _derived(
        cmd.flanking, flanking_ally(state, attacker, defender) is not None if on_grid else None, "flanking"
    )
    mods = []
    if flank:
        mods.append(ScorePart("flanking", t.FLANKING_BONUS))
    if cmd.target_prone or defender.has(PRONE):
        mods.append(ScorePart("target prone", t.PRONE_MELEE_BONUS))
    cost = take_attack(attacker, "melee attack")
    return (
        resolve_attack(
            state,
            attacker,
            defender,
            dice,
            kind="melee",
            attack_score=a.melee_attack,
            attack_mods=mods,
            defence_score=d.parry,
            defence_mods=[],
            flags=(cmd.advantage, cmd.disadvantage, cmd.defender_advantage, cmd.defender_disadvantage),
            damage=cmd.damage or a.damage,
            absorb=d.absorb,
        )
        + cost
    )


def missile_attack(state: EncounterState, cmd: MissileAttack, dice: Dice) -> list[Event]:
    """One missile contest (§04): 2d6 + Missile Attack + range (close −0, long −1, very long
    −3, enemy within 5 ft −3 more) − 2 on a prone target, against 2d6 + Dodge + cover (half +2,
    three-quarter +4). Darkness gives the shooter disadvantage.

    On the grid, distance (feet) and "an enemy within 5 ft" come from positions; off it,
    ``distance_ft`` is required. A very long shot (over 120 ft) needs a weapon that reaches.
    Spends the action like a melee attack (§12).
    Raises ``RuleViolation`` (total cover, out of the weapon's reach, not its turn, down, already
    acted) and
    ``InvalidCommand`` (no distance off the grid, or a stated one the grid contradicts).
    Source: 000_c3c04d669a38e5ba.txt §04 Missile.
    """
    attacker, defender = state.combatant(cmd.attacker_id), state.combatant(cmd.target_id)
    check_own_turn(state, attacker)
    check_can_fight(attacker, defender)
    a, d = stats(attacker), stats(defender)
    grid_distance = distance_ft(attacker, defender)
    if grid_distance is not None and cmd.distance_ft is not None and cmd.distance_ft != grid_distance:
        raise InvalidCommand(
            f"the grid puts {defender.name} {grid_distance} ft away, not "
            f"{cmd.distance_ft} ft; leave distance_ft out or move the combatants"
        )
    distance = grid_distance if grid_distance is not None else cmd.distance_ft
    if distance is None:
        raise InvalidCommand("off the grid a missile attack needs distance_ft (feet to the target)")
    near = None if attacker.position is None else bool(enemies_within(state, attacker, 5))
    enemy_close = _derived(cmd.enemy_within_5ft, near, "an enemy within 5 ft")
    reach = cmd.weapon_range_ft if cmd.weapon_range_ft is not None else a.missile_range_ft
    weapon = Weapon("the weapon", "1d6", missile=True, max_range_ft=reach)
    try:
        band = range_band(distance, weapon)
        cover = cover_bonus(cmd.cover)
    except (OutOfRange, CannotTarget) as exc:
        raise RuleViolation(str(exc)) from exc
    mods = [ScorePart(f"range: {band.replace('_', ' ')}", t.RANGE_BANDS[band])]
    if enemy_close:
        mods.append(ScorePart("enemy within 5 ft", missile_modifiers("close", True)))
    if cmd.target_prone or defender.has(PRONE):
        mods.append(ScorePart("target prone", t.PRONE_MISSILE_PENALTY))
    defence_mods = [ScorePart(f"cover: {cmd.cover.replace('_', '-')}", cover)] if cover else []
    cost = take_attack(attacker, "missile attack")
    return (
        resolve_attack(
            state,
            attacker,
            defender,
            dice,
            kind="missile",
            attack_score=a.missile_attack,
            attack_mods=mods,
            defence_score=d.dodge,
            defence_mods=defence_mods,
            flags=(cmd.advantage, cmd.disadvantage or cmd.darkness, cmd.defender_advantage, cmd.defender_disadvantage),
            damage=cmd.damage or a.damage,
            absorb=d.absorb,
            band=band,
            distance=distance,
        )
        + cost
    )


def opportunity_attack(state: EncounterState, cmd: OpportunityAttack, dice: Dice) -> list[Event]:
    """A reaction (§03): the reactor's Melee Attack against the runner's Parry, a full contest.

    Allowed off the reactor's turn, on the runner's turn, once per round per reactor (it
    spends the ``reaction`` budget, refilled when the reactor's own turn starts). On the grid the
    runner must have started its latest move within the reactor's reach and ended it outside
    (it *left* the reach); off the grid the GM's word is taken. A runner that took the
    Disengage action provokes nothing this turn. Raises ``RuleViolation`` otherwise. Source:
    000_c3c04d669a38e5ba.txt §03 Opportunity attack.
    """
    reactor, runner = state.combatant(cmd.reactor_id), state.combatant(cmd.target_id)
    check_can_fight(reactor, runner)
    if state.round == 0 or state.turn is None:
        raise RuleViolation("the fight has not started: an opportunity attack answers a runner on its own turn")
    if state.turn != runner.id:
        raise RuleViolation(
            f"an opportunity attack answers a runner on its own turn; it is {state.turn}'s turn, not {runner.id}'s"
        )
    if reactor.side == runner.side:
        raise RuleViolation(f"{reactor.name} and {runner.name} are on the same side")
    cost = take_reaction(reactor, "opportunity attack")
    a, d = stats(reactor), stats(runner)
    if runner.has(DISENGAGED):
        raise RuleViolation(f"{runner.name} disengaged this turn: moving away provokes nothing")
    if reactor.position is not None and runner.position is not None:
        started = runner.moved_from is not None and feet_between(reactor.position, runner.moved_from) <= a.reach_ft
        still = feet_between(reactor.position, runner.position) <= a.reach_ft
        if not started or still:
            where = "is still within" if still else "did not start its move within"
            raise RuleViolation(
                f"{runner.name} {where} {reactor.name}'s reach ({a.reach_ft} ft): "
                "only leaving it provokes an opportunity attack"
            )
    events = resolve_attack(
        state,
        reactor,
        runner,
        dice,
        kind="opportunity",
        attack_score=a.melee_attack,
        attack_mods=[],
        defence_score=d.parry,
        defence_mods=[],
        flags=(cmd.advantage, cmd.disadvantage, cmd.defender_advantage, cmd.defender_disadvantage),
        damage=cmd.damage or a.damage,
        absorb=d.absorb,
    )
    return [*events, *cost]
