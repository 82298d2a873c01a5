"""003_f1a408214e2b5451.txt action options and attack options, each switched on per encounter:
Climb onto a Bigger Creature, Disarm, Mark, Overrun, Shove Aside, Tumble, Hitting Cover,
Cleaving through Creatures.

Contests follow the published 5e rule: the initiator wins only with a higher total; a tie
leaves things as they were.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import (
    CombatantPlaced,
    Condition,
    ConditionApplied,
    ConditionEnded,
    Event,
    Position,
    known,
)
from fray.domain.grid import distance_ft, occupant, squares_between
from fray.domain.state import Combatant, EncounterState
from fray.domain.tracks import hp, hp_max

from . import harm
from .attack import cover_bonus, hostile_near, modes
from .budget import ACTION, BONUS, on_own_turn, spend, spend_attack
from .commands import Maneuver
from .conditions import (
    CARRYING,
    CLIMBING,
    MARK_USED,
    MARKED,
    MAY_PASS,
    NO_REACTIONS,
    condition,
    d20_penalty,
    incapacitated,
    names,
    next_turn,
    this_turn_end,
    with_source,
)
from .damage import defences, typed
from .events import (
    AttackRolled,
    ContestRolled,
    CoverObjectHit,
    DamageResolved,
    ItemDropped,
)
from .moving import loose_grapples
from .options import require
from .rolls import roll_d20
from .saves import ability_check, stats_of
from .stats import Attack, Size, size_steps, skill_bonus
from .strike import attack_distance, attack_of, check_reach, dropped_id, hit_damage


def contest(
    state: EncounterState,
    a: Combatant,
    a_skill: str,
    t: Combatant,
    t_skill: str,
    maneuver: str,
    dice: Dice,
    *,
    a_adv: Sequence[str] = (),
    a_dis: Sequence[str] = (),
    t_adv: Sequence[str] = (),
    t_dis: Sequence[str] = (),
) -> ContestRolled:
    """A contest of checks (``athletics`` is STR, ``acrobatics`` DEX).
    Source: published 5e rules (PHB 2024), contests, as 003_f1a408214e2b5451.txt §Overrun (强冲),
    §Shove Aside (挪移) and §Tumble (翻滚) use them."""
    ab = {"athletics": "str", "acrobatics": "dex"}
    mine = ability_check(a, ab[a_skill], a_skill, dice, maneuver, advantage=a_adv, disadvantage=a_dis)  # type: ignore[arg-type]  # the skill table maps to ability names
    theirs = ability_check(t, ab[t_skill], t_skill, dice, maneuver, advantage=t_adv, disadvantage=t_dis)  # type: ignore[arg-type]  # the skill table maps to ability names
    return ContestRolled(
        initiator_id=a.id,
        opponent_id=t.id,
        maneuver=maneuver,
        initiator=mine.roll,
        opponent=theirs.roll,
        initiator_wins=known(mine.roll.total) > known(theirs.roll.total),
    )


def _size_edge(a: Size, t: Size) -> tuple[list[str], list[str]]:
    step = size_steps(t, a)  # >0: the actor is larger
    return (["larger"], []) if step > 0 else ([], ["smaller"]) if step < 0 else ([], [])


def _best(t: Combatant, given: str | None) -> str:
    if given is not None:
        return given
    s = stats_of(t)

    return "athletics" if skill_bonus(s, "athletics", "str") >= skill_bonus(s, "acrobatics", "dex") else "acrobatics"


def maneuver(state: EncounterState, cmd: Maneuver, dice: Dice) -> list[Event]:
    """One 003 maneuver (see the command). Raises ``RuleViolation`` when its option is off,
    off turn, without the action (or bonus action), or when sizes forbid it."""
    a, t = state.combatant(cmd.attacker_id), state.combatant(cmd.target_id)
    if a.id == t.id:
        raise InvalidCommand("a maneuver needs another creature")
    require(state, "climb_onto" if cmd.maneuver == "shake_off" else cmd.maneuver)
    on_own_turn(state, a, cmd.maneuver.replace("_", " "))
    sa, st = stats_of(a).size, stats_of(t).size
    if cmd.maneuver == "climb_onto":
        if size_steps(sa, st) < 1:
            raise RuleViolation(f"{t.name} is not larger than {a.name}; climbing onto it needs a bigger creature")
        c = contest(state, a, cmd.skill, t, "acrobatics", "climb onto", dice)
        events: list[Event] = [spend(a, ACTION, "climb onto a bigger creature"), c]
        if c.initiator_wins:
            events += [
                ConditionApplied(
                    combatant_id=a.id,
                    condition=condition(
                        state, CLIMBING, source=t.id, label=f"clinging to {t.name} (advantage on attacks on it)"
                    ),
                ),
                ConditionApplied(
                    combatant_id=t.id, condition=condition(state, CARRYING, source=a.id, label=f"carrying {a.name}")
                ),
            ]
            if t.position is not None and a.position is not None:
                events.append(CombatantPlaced(combatant_id=a.id, position=None))
        return events
    if cmd.maneuver == "shake_off":
        held = next((k for k in with_source(t, CLIMBING) if k.source == a.id), None)
        if held is None:
            raise RuleViolation(f"{t.name} is not clinging to {a.name}")
        c = contest(state, a, "athletics", t, _best(t, cmd.target_skill), "shake off", dice)
        events = [spend(a, ACTION, "shake off a climber"), c]
        if c.initiator_wins:
            events += [
                ConditionEnded(combatant_id=t.id, condition_id=CLIMBING, reason="removed"),
                ConditionEnded(combatant_id=a.id, condition_id=CARRYING, reason="removed"),
            ]
        return events
    if cmd.maneuver == "disarm":
        return _disarm(state, a, t, cmd, dice)
    adv, dis = _size_edge(sa, st) if cmd.maneuver == "overrun" else ([], [])
    skill = "athletics" if cmd.maneuver == "overrun" else "acrobatics"
    c = contest(state, a, skill, t, skill, cmd.maneuver, dice, a_adv=adv, a_dis=dis)
    events = [spend(a, BONUS if cmd.bonus_action else ACTION, cmd.maneuver), c]
    if c.initiator_wins:
        events.append(
            ConditionApplied(
                combatant_id=a.id,
                condition=condition(
                    state,
                    f"{MAY_PASS}_{t.id}",
                    source=t.id,
                    expires=this_turn_end(state, a.id),
                    label=f"may move through {t.name}'s space once this turn",
                ),
            )
        )
    return events


def _disarm(state: EncounterState, a: Combatant, t: Combatant, cmd: Maneuver, dice: Dice) -> list[Event]:
    """003 Disarm: an attack roll against the target's STR (Athletics) or DEX (Acrobatics);
    the attack must reach the target (reach or range, as an attack); the attacker's and the
    target's conditions weigh on the roll as on any attack (poisoned: disadvantage …, PHB
    2024), and so does exhaustion; a two-handed grip gives the attacker disadvantage; a larger
    target has advantage, a smaller one disadvantage. A win: no damage, the item drops, and
    the target cannot attack with it until it picks it up (``interact`` naming it)."""

    attack = attack_of(a, cmd.attack)
    distance = attack_distance(a, t, None)
    check_reach(a, t, attack, distance, "none")
    events: list[Event] = spend_attack(a, stats_of(a), f"disarm with {attack.name}")
    adv, dis, _ = modes(state, a, t, attack, distance, bool(hostile_near(state, a)))
    if cmd.two_handed:
        dis.append("two-handed grip")
    roll = roll_d20(dice, attack.to_hit + d20_penalty(a), adv, dis)
    step = size_steps(stats_of(a).size, stats_of(t).size)
    skill = _best(t, cmd.target_skill)
    theirs = ability_check(
        t,
        "str" if skill == "athletics" else "dex",
        skill,
        dice,
        "resist disarm",
        advantage=("larger",) if step > 0 else (),
        disadvantage=("smaller",) if step < 0 else (),
    )
    won = known(roll.total) > known(theirs.roll.total)
    events.append(
        ContestRolled(
            initiator_id=a.id,
            opponent_id=t.id,
            maneuver="disarm",
            initiator=roll,
            opponent=theirs.roll,
            initiator_wins=won,
        )
    )
    if won:
        events += [
            ItemDropped(combatant_id=t.id, item=cmd.item),
            ConditionApplied(
                combatant_id=t.id,
                condition=Condition(
                    id=dropped_id(cmd.item), name=f"dropped {cmd.item} (pick it up to use it)", source=cmd.item
                ),
            ),
        ]
    return events


def shove_aside(state: EncounterState, a: Combatant, t: Combatant, to: Position | None, dice: Dice) -> list[Event]:
    """003 Shove Aside: a STR (Athletics) contest with disadvantage for the shover; a win moves
    the target 5 ft to ``to``, a square the shover can reach (on the grid)."""
    require(state, "shove_aside")
    events: list[Event] = spend_attack(a, stats_of(a), "shove aside")
    c = contest(state, a, "athletics", t, _best(t, None), "shove aside", dice, a_dis=("shove aside",))
    events.append(c)
    if not c.initiator_wins or t.position is None:
        return events
    if to is None:
        raise InvalidCommand("shove aside on the grid needs 'to': the square to move the target to")
    if squares_between(t.position, to) != 1 or (a.position is not None and squares_between(a.position, to) > 1):
        raise RuleViolation("the target moves 5 ft to a square next to it that the shover can reach")
    if occupant(state, to, t.id, t.footprint) is not None:
        raise RuleViolation(f"({to.x}, {to.y}) is taken")

    return [*events, CombatantPlaced(combatant_id=t.id, position=to), *loose_grapples(state, {t.id: to})]


def mark(state: EncounterState, attacker: Combatant, target: Combatant) -> list[Event]:
    """003 Mark: the target of a melee attack is marked until the end of the attacker's next
    turn (opportunity attacks on it: advantage, no reaction spent, once per turn)."""
    return [
        ConditionApplied(
            combatant_id=target.id,
            condition=condition(
                state,
                f"{MARKED}_by_{attacker.id}",
                source=attacker.id,
                expires=next_turn(state, attacker.id, "end_of_turn"),
                label=f"marked by {attacker.name}",
            ),
        )
    ]


def marked_opportunity(
    state: EncounterState, reactor: Combatant, target: Combatant
) -> tuple[bool, tuple[str, ...], list[Event]]:
    """(free, advantage reasons, events) of an opportunity attack on a target ``reactor``
    marked (003 Mark): free of the reaction and with advantage, but not while the reactor
    could take no reaction, and only once per turn."""

    if target.has(f"{MARKED}_by_{reactor.id}") is None or reactor.has(MARK_USED) is not None:
        return False, (), []
    if incapacitated(reactor) or NO_REACTIONS in names(reactor):
        return False, (), []
    used = ConditionApplied(
        combatant_id=reactor.id,
        condition=condition(
            state,
            MARK_USED,
            source=reactor.id,
            expires=this_turn_end(state, state.turn or reactor.id),
            label="mark opportunity attack used this turn",
        ),
    )
    return True, ("target marked (003)",), [used]


def cleave(
    state: EncounterState,
    attacker: Combatant,
    first: Combatant,
    attack: Attack,
    rolled: AttackRolled,
    events: list[Event],
    into: Sequence[str],
    dice: Dice,
    covers: Mapping[str, str] | None = None,
) -> list[Event]:
    """003 Cleaving: a melee attack that drops an undamaged creature to 0 HP carries the
    leftover damage to another creature within reach, if the same attack roll hits it (its
    AC plus its own cover, ``covers``: 002 §Укриття); again while each was undamaged and
    drops to 0. The leftover keeps the weapon's first damage type and meets the new target's
    resistances (DECISION)."""
    covers = covers or {}
    out: list[Event] = []
    victim = first
    resolved = next(e for e in events if isinstance(e, DamageResolved) and e.target_id == first.id)
    for cid in into:
        if hp(victim) != hp_max(victim) or known(resolved.hp_lost) < hp(victim) or known(resolved.overflow) <= 0:
            break
        nxt = state.combatant(cid)
        if nxt.id in (attacker.id, first.id):
            raise InvalidCommand("cleave_into names another creature within reach")
        d = distance_ft(attacker, nxt)
        if d is not None and d > (attack.reach_ft or 5):
            raise RuleViolation(f"{nxt.name} is {d} ft away, beyond {attack.name}'s reach")
        cover = covers.get(nxt.id, "none")
        bonus = cover_bonus(cover)
        hit = rolled.natural == 20 or (rolled.natural != 1 and known(rolled.roll.total) >= stats_of(nxt).ac + bonus)
        out.append(
            AttackRolled(
                attacker_id=attacker.id,
                target_id=nxt.id,
                attack=attack.name,
                kind="cleave",
                roll=rolled.roll,
                ac=stats_of(nxt).ac,
                cover=cover,  # type: ignore[arg-type]  # total cover is refused before any die (combat._check_options)
                cover_bonus=bonus,
                natural=rolled.natural,
                hit=hit,
            )
        )
        if not hit:
            break
        part = typed(defences(nxt), attack.damage[0].type, "", (), known(resolved.overflow))
        landed = harm.land(state, nxt, (part,), f"{attacker.id}: cleave", dice, by=attacker.id)
        out += landed
        victim, resolved = nxt, landed[0]  # type: ignore[assignment]  # landed[0] is the DamageResolved of the hit just made
    return out


def hit_cover(
    state: EncounterState,
    attacker: Combatant,
    attack: Attack,
    rolled: AttackRolled,
    cover_id: str | None,
    dice: Dice,
    cover_object: str | None = None,
) -> list[Event]:
    """003 Hitting Cover: a ranged attack that misses only because of cover hits the cover; a
    creature giving cover is hit when the roll meets its AC (damage rolled normally); an object
    giving cover is recorded as struck (``CoverObjectHit``; what it suffers is the GM's call)."""
    if not attack.ranged or rolled.cover_bonus == 0 or rolled.natural == 1:
        return []
    if known(rolled.roll.total) < known(rolled.ac):
        return []
    if cover_object is not None:
        return [
            CoverObjectHit(
                attacker_id=attacker.id, attack=attack.name, cover_object=cover_object, roll=known(rolled.roll.total)
            )
        ]
    if cover_id is None:
        return []
    cover = state.combatant(cover_id)
    hit = known(rolled.roll.total) >= stats_of(cover).ac
    r = AttackRolled(
        attacker_id=attacker.id,
        target_id=cover.id,
        attack=attack.name,
        kind="cover",
        roll=rolled.roll,
        ac=stats_of(cover).ac,
        natural=rolled.natural,
        hit=hit,
    )
    if not hit:
        return [r]

    return [r, *hit_damage(state, cover, attack, r, dice)]
