"""``meshal-lite.attack``: one attack from a stat block, segment by segment, through the API.

The rules are :mod:`.attacks` (roll, protection, one defence, hit, extra damage), :mod:`.reach`
(too close −3🎲, overreach −2🎲 a multiple), :mod:`.protection` (cover, penetration) and
:mod:`.survival` (unconscious, dead, coup de grâce); this module reads the state, rolls and
turns the outcome into events: ``MeshalAttackResolved`` first (every die), then the core
events it causes (⚡ spent, dice removed, prone, the hit marker).

Dice are rolled in this fixed order (the order a table enters them in ``rolls``), per
segment: the attack roll (skipped with 0 dice), the dice its ``reroll`` picks, the defence
roll (if one is rolled, skipped with 0 dice), the dice its ``defence_reroll`` picks, the
extra damage dice (on a hit, if the attack has any).

DECISIONS (the handbook is silent):
- The defender's choice travels with the attack (``defence``: the table says it aloud, "if
  it gets through, I parry"); it is rolled only when the attack still threatens after
  protection, so a harmless attack costs the defender no ⚡. Each segment's defence is a
  separate 1⚡ reaction; one the defender cannot pay is not rolled.
- Where the defender names no order to lose dice in (``take_damage``), each die goes to the
  named pool holding the most dice (ties: the attack's order), which keeps every pool from
  emptying as long as it can.
- An attack's ⚡ is spent even when its roll comes up 0.
- Shares the defender names (``shares``) are taken first, as far as the damage goes; a share
  beyond it is cut in the order named, and damage beyond the shares follows ``take_damage``.
- A reaction is simultaneous with what it answers (§瞬息Moment过程, 应对行动: "无论双方是否会
  因攻击造成的伤害昏迷，两次攻击都需计算它们的伤害"): a creature an attack knocks out (or
  kills) keeps the ``answering`` marker, naming its attacker and the dice it had before, until
  it answers that attacker with a ``reaction`` attack or the next round starts; the answer
  rolls from the dice it had before the attack. The ⚡ it needs is the ⚡ it has.
- An object cannot defend; whatever attribute an attack names, its damage comes off the
  object's durability.
Source: 001_5f4122b8a83d6727.txt §攻击, §为攻击掷骰Roll for an Attack, §攻击类型Types of Attack
与防护减免, §防御Defending, §命中Hit与未命中Miss, §造成伤害Dealing Damage, §昏迷Unconsciousness
与死亡Death, §掩体Cover.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from msgspec.structs import replace

from fray.domain.commands import is_secret
from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import (
    PRIVATE_MARKER,
    Condition,
    ConditionApplied,
    ConditionEnded,
    DamageTaken,
    Event,
    Modifier,
    ResourceChanged,
    known,
)
from fray.domain.state import Combatant, EncounterState
from fray.domain.turns import require_turn

from .attacks import Defence, allocate, extra_dice, resolve_segment
from .attributes import AttributeName, Pools, pick_dice, remove_dice
from .budget import spend_mobility
from .commands import Attack, Defend, MeshalReroll
from .dice import dice_count, reroll, reroll_targets, score
from .events import MeshalAttackResolved, MeshalAttackRolled, MeshalRolledSegment, MeshalSegment
from .geometry import cover_on_grid, steps_apart
from .mobility import ACTION_COSTS
from .options import MeshalOptions, defence_dice, options_of
from .protection import after_protection, cover_applies, penetration, protection_against
from .reach import reach_dice
from .sheet import attack_profile
from .standing import ANSWERING, answering_marker, falls_prone, hit_marker, why_not_acting
from .stats import (
    DURABILITY,
    MOBILITY,
    MeshalAttackProfile,
    is_object,
    mobility_left,
    pools_of,
    protections_of,
    stats,
)
from .survival import coup_de_grace, standing

ATTACK = "meshal-lite.attack"
DEFEND_COST = ACTION_COSTS["defend"][0]
INCOMING = f"{PRIVATE_MARKER}incoming"
"""The marker of an attack waiting for its defender's ``meshal-lite.defend`` (two steps)."""


@dataclass(frozen=True)
class _Plan:
    """What the defender decided (with the attack, or at the second step) and the attack's
    own flags that bear on the defence."""

    defence: Defence | str | None
    take_damage: tuple[AttributeName, ...] = ()
    shares: tuple[dict[AttributeName, int], ...] = ()
    defence_reroll: MeshalReroll | None = None
    unseen: bool = False
    coup_de_grace: bool = False

    @classmethod
    def of(cls, cmd: Attack) -> _Plan:
        return cls(cmd.defence, cmd.take_damage, cmd.shares, cmd.defence_reroll, cmd.unseen, cmd.coup_de_grace)


def find_attack(c: Combatant, name: str) -> MeshalAttackProfile:
    """The attack called ``name`` in ``c``'s stat block. Raises ``InvalidCommand`` naming
    the attacks it has. Source: 001_5f4122b8a83d6727.txt §攻击 (攻击的说明)."""
    for a in stats(c).attacks:
        if a.name == name:
            return a
    known = ", ".join(a.name for a in stats(c).attacks) or "none"
    raise InvalidCommand(f"{c.name} has no attack {name!r}; its attacks: {known}")


def share_damage(
    pools: Pools,
    targets: Sequence[AttributeName],
    damage: int,
    order: Sequence[AttributeName] = (),
    chosen: dict[AttributeName, int] | None = None,
) -> dict[AttributeName, int]:
    """The dice each named attribute loses to ``damage``, as the defender shares them: in
    ``order`` (each pool emptied before the next; names not listed follow in the attack's
    order), or with no order each die from the pool holding the most dice (see the module).
    ``chosen``: the dice the defender names per attribute, taken first (as far as the damage
    goes, in the order named); the rest is shared as above.
    Raises ``RuleViolation`` for an order or a share naming an attribute the attack does not.
    Source: 001_5f4122b8a83d6727.txt §造成伤害Dealing Damage (受击者可在提及的属性中自行分配)."""
    valid = [t for t in dict.fromkeys(targets) if not pools[t].invalid]
    for name in order:
        if name not in targets:
            raise RuleViolation(f"this attack removes dice from {'/'.join(targets)}, not {name}")
    for name in chosen or {}:
        if name not in targets:
            raise RuleViolation(f"this attack removes dice from {'/'.join(targets)}, not {name}")
    if damage <= 0 or not valid:
        return {}
    held = {t: pools[t].dice for t in valid}
    choice = dict.fromkeys(valid, 0)
    given = 0
    for name, n in (chosen or {}).items():
        if name in choice:
            take = min(n, damage - given)
            choice[name] += take
            given += take
    if given:
        remaining = {**pools, **{t: replace(pools[t], dice=max(0, held[t] - choice[t])) for t in valid}}
        for t, n in share_damage(remaining, targets, damage - given, order).items():
            choice[t] += n
        return allocate(pools, targets, damage, choice)
    if order:
        ranked = [*dict.fromkeys(n for n in order if n in held), *(t for t in valid if t not in order)]
        left = damage
        for t in ranked:
            take = min(left, held[t])
            choice[t], left = take, left - take
        choice[ranked[-1]] += left
    else:
        for _ in range(damage):
            t = max(valid, key=lambda n: (held[n] - choice[n], -valid.index(n)))
            choice[t] += 1
    return allocate(pools, targets, damage, choice)


@dataclass
class _Target:
    """The target as the attack goes on: its pools (or durability), ⚡, what befell it."""

    c: Combatant
    pools: Pools
    durability: int
    mobility: int
    events: list[Event] = field(default_factory=list)
    marked: bool = False
    before: Pools = field(default_factory=dict)
    answering_set: bool = False

    @property
    def standing(self) -> str:
        if is_object(self.c):
            return "ruined" if self.durability <= -stats(self.c).durability else "standing"
        return standing(self.pools)


def _distance(attacker: Combatant, target: Combatant, given: int | None) -> int | None:
    on_grid = steps_apart(attacker, target)
    if on_grid is not None and given is not None and given != on_grid:
        raise RuleViolation(
            f"on the grid {attacker.name} and {target.name} are {on_grid} steps "
            f"apart, not {given}; leave distance_steps out"
        )
    return on_grid if on_grid is not None else given


def _cover(
    state: EncounterState, attacker: Combatant, target: Combatant, given: bool | None, distance: int | None
) -> bool:
    if given is not None:  # the GM's ruling, still never against an adjacent attacker
        return cover_applies(given, given, distance is not None and distance <= 1)
    return bool(cover_on_grid(state, attacker, target))


def _check(
    state: EncounterState,
    cmd: Attack,
    attacker: Combatant,
    target: Combatant,
    profile: MeshalAttackProfile,
    opts: MeshalOptions,
) -> None:
    if is_object(attacker):
        raise InvalidCommand(f"{attacker.name} is an object; objects do not attack")
    if attacker.id == target.id:
        raise InvalidCommand("a creature does not attack itself")
    if not cmd.reaction:
        require_turn(state, attacker, "attack")
    if (why := why_not_acting(attacker)) is not None and answering(attacker, target, cmd) is None:
        raise RuleViolation(f"{attacker.name} {why} and cannot attack")
    if target.status == "dead":
        raise RuleViolation(f"{target.name} is already {'ruined' if is_object(target) else 'dead'}")
    if target.has("fled") is not None:
        raise RuleViolation(f"{target.name} has fled the fight")
    if cmd.coup_de_grace:
        if is_object(target):
            raise RuleViolation("a coup de grâce is made on an unconscious creature, not an object")
        coup_de_grace(pools_of(target), False, opts.coup_de_grace)
    allowed = profile.defences
    if cmd.defence not in (None, "best") and cmd.defence not in allowed:
        raise RuleViolation(f"{profile.name} can be defended by {'/'.join(allowed) or 'nothing'}, not {cmd.defence}")
    for name in cmd.take_damage:
        if name not in profile.targets:
            raise RuleViolation(f"{profile.name} removes dice from {'/'.join(profile.targets)}, not {name}")


def answering(attacker: Combatant, target: Combatant, cmd: Attack) -> Pools | None:
    """The pools ``attacker`` had before ``target``'s attack knocked it out, when ``cmd`` is
    a reaction answering that attack (see the module), else None. Never raises.
    Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (应对行动: 同时发生)."""
    marker = attacker.has(ANSWERING)
    if not cmd.reaction or marker is None or marker.source != target.id:
        return None
    pools = pools_of(attacker)
    return {n: a if a.invalid else replace(a, dice=marker.bonus(n)) for n, a in pools.items()}


def _rerolled(dice: Dice, faces: tuple[int, ...], rule: MeshalReroll | None) -> tuple[tuple[int, ...], tuple[int, ...]]:
    if rule is None or not faces:
        return (), ()
    positions = tuple(reroll_targets(faces, rule.scoring, rule.value))
    return positions, tuple(dice.roll(len(positions), 6)) if positions else ()


def _choose_defence(
    cmd: _Plan, profile: MeshalAttackProfile, t: _Target, opts: MeshalOptions, rolled: int, after: int
) -> tuple[Defence | None, str]:
    """The defence rolled against a segment, or None and why not."""
    if cmd.defence is None:
        return None, "not chosen"
    if rolled == 0 or after <= 0:
        return None, "no threat"
    if is_object(t.c) or cmd.unseen or t.standing != "awake":
        return None, "cannot defend"
    if cmd.defence == "best":
        if not profile.defences:
            return None, "not allowed"
        chosen: Defence = max(profile.defences, key=lambda d: defence_dice(opts, d, t.pools))
    else:
        chosen = cmd.defence  # type: ignore[assignment]  # checked against the attack's defences before
    if t.mobility < DEFEND_COST:
        return None, "no ⚡"
    return chosen, ""


def _harm(
    t: _Target, attacker: Combatant, profile: MeshalAttackProfile, cmd: _Plan, damage: int, kill: bool, segment: int
) -> dict[str, int]:
    """Dice (or durability) the segment's damage removes, as events on ``t``."""
    if is_object(t.c):
        t.durability -= damage
        t.events.append(DamageTaken(combatant_id=t.c.id, amount=damage, cause=ATTACK, track=DURABILITY))
        return {DURABILITY: damage}
    before = t.standing
    shares: dict[str, int]
    if kill:
        shares = {n: a.dice for n, a in t.pools.items() if not a.invalid and a.dice}
    else:
        chosen = cmd.shares[segment] if segment < len(cmd.shares) else None
        shares = {str(k): n for k, n in share_damage(t.pools, profile.targets, damage, cmd.take_damage, chosen).items()}
    for name, n in shares.items():
        attr: AttributeName = name  # type: ignore[assignment]  # name is one of the three pools: iterated from POOLS
        t.pools[attr], lost = remove_dice(t.pools[attr], n)
        t.events.append(DamageTaken(combatant_id=t.c.id, amount=lost, cause=ATTACK, track=name))
    if before == "awake" and t.standing != "awake":
        t.events += falls_prone(t.c)
        if not t.answering_set:
            t.events.append(answering_marker(t.c, attacker.id, t.before))
            t.answering_set = True
    if attacker.side != t.c.side and not t.marked:
        t.events += hit_marker(t.c, attacker.id)
        t.marked = True
    return shares


def _resolve(
    attacker: Combatant,
    t: _Target,
    profile: MeshalAttackProfile,
    plan: _Plan,
    opts: MeshalOptions,
    dice: Dice,
    rolls: Callable[[int], MeshalRolledSegment],
    two_step: bool,
) -> tuple[tuple[MeshalSegment, ...], bool]:
    """Each segment from its attack roll (``rolls``, called in order, so a one-step attack
    rolls its dice as it goes): defence, hit, extra damage, harm. Stops when the target dies."""
    rules = attack_profile(profile)
    segments: list[MeshalSegment] = []
    killed = False
    for index in range(rules.segments):
        r = rolls(index)
        rolled, after, protection = known(r.rolled), known(r.after_protection), r.protection
        defence, why = _choose_defence(plan, profile, t, opts, rolled, after)
        d_faces: tuple[int, ...] = ()
        if defence is not None:
            n = defence_dice(opts, defence, t.pools)
            d_faces = tuple(dice.roll(n, 6)) if n > 0 else ()
            t.mobility -= DEFEND_COST
            t.events.append(
                ResourceChanged(
                    combatant_id=t.c.id, resource=MOBILITY, delta=-DEFEND_COST, reason=f"defend ({defence})"
                )
            )
        d_positions, d_fresh = _rerolled(dice, d_faces, plan.defence_reroll)
        d_points = score(reroll(d_faces, d_positions, d_fresh), "points")
        hits = after - (d_points if defence else 0) > 0
        x_faces = dice.roll(extra_dice(rules.extras), 6) if hits and extra_dice(rules.extras) else ()
        seg = resolve_segment(
            rules,
            rolled,
            protection,
            defence=defence,
            defence_points=d_points,
            extra_dice_points=score(x_faces, "points"),
        )
        kill = plan.coup_de_grace and seg.hit and t.standing == "unconscious"
        shares = _harm(t, attacker, profile, plan, seg.damage, kill, index) if seg.hit else {}
        killed = killed or (kill and t.standing == "dead")
        segments.append(
            MeshalSegment(
                faces=() if two_step else r.faces,
                rolled=rolled,
                protection=protection,
                immune=protection is None,
                after_protection=after,
                defence=defence,
                defence_faces=tuple(d_faces),
                defence_points=seg.defence_points,
                undefended=why,
                remainder=seg.remainder,
                hit=seg.hit,
                extra_faces=tuple(x_faces),
                damage=seg.damage,
                shares=shares,
                solid=seg.solid,
                missed_at_once=seg.missed_at_once,
                rerolled=() if two_step else r.rerolled,
                reroll_faces=() if two_step else r.reroll_faces,
                defence_rerolled=d_positions,
                defence_reroll_faces=d_fresh,
            )
        )
        if t.standing in ("dead", "ruined"):
            break
    return tuple(segments), killed


def _target(target: Combatant) -> _Target:
    track = target.resources.get(DURABILITY)
    t = _Target(
        c=target, pools=pools_of(target), durability=track.current if track else 0, mobility=mobility_left(target)
    )
    t.before = dict(t.pools)
    return t


def _defender_fields(cmd: Attack) -> list[str]:
    given = {
        "defence": cmd.defence is not None,
        "take_damage": bool(cmd.take_damage),
        "shares": bool(cmd.shares),
        "defence_reroll": cmd.defence_reroll is not None,
    }
    return [name for name, on in given.items() if on]


@dataclass(frozen=True)
class FromArea:
    """An attack made on one target of an area (:mod:`.area_attack`): the reach counts
    from the attacker to the area's starting square (``reach_steps``; None: the attacker's
    own square, no reach to check), and only the first target's attack pays the ⚡
    (``charge``)."""

    reach_steps: int | None
    charge: bool


def attack(state: EncounterState, cmd: Attack, dice: Dice, area: FromArea | None = None) -> list[Event]:
    """The events of ``cmd`` (see the module): the attack's ⚡, then, in one step
    (``defence_timing`` ``with_attack``), ``MeshalAttackResolved`` and what each segment did;
    in two steps (``after_protection``, the default), ``MeshalAttackRolled`` and the
    ``private:incoming`` marker on the target (or, when nothing threatens, the resolution at
    once). Raises ``CombatantNotFound``; ``InvalidCommand`` for an attack the stat block
    lacks, an object attacking, or (two steps) a defender's field on the attack;
    ``RuleViolation`` off the attacker's turn (for a tactic), for an attacker who cannot act,
    a target dead, ruined or fled, a target an attack already waits on (two steps), a target
    beyond reach, a distance the grid contradicts, a defence the attack does not allow, a
    coup de grâce that the options or the target refuse, or too little ⚡.
    Source: 001_5f4122b8a83d6727.txt §为攻击掷骰Roll for an Attack … §造成伤害Dealing Damage."""
    opts = options_of(state)
    attacker, target = state.combatant(cmd.attacker_id), state.combatant(cmd.target_id)
    profile = find_attack(attacker, cmd.attack)
    two_step = opts.defence_timing == "after_protection"
    if two_step and (named := _defender_fields(cmd)):
        raise InvalidCommand(
            f"in this encounter the defender decides after seeing the roll: send {', '.join(named)} "
            "with meshal-lite.defend, not with the attack"
        )
    _check(state, cmd, attacker, target, profile, opts)
    if two_step and target.has(INCOMING) is not None:
        raise RuleViolation(f"an attack on {target.name} waits for its defence; send meshal-lite.defend first")
    rules = attack_profile(profile)
    distance = _distance(attacker, target, cmd.distance_steps)
    top = opts.range_ends == "top_included"
    reached = distance if area is None else area.reach_steps
    reach = reach_dice(rules.reach, reached, opts.overreach, top) if reached is not None else 0
    cover = _cover(state, attacker, target, cmd.cover, distance)
    answer = answering(attacker, target, cmd)
    own = answer if answer is not None else pools_of(attacker)
    pool = pick_dice(own, profile.dice.attributes, profile.dice.take) if profile.dice.attributes else 0
    count = dice_count(
        pool, times=profile.dice.times, divide=profile.dice.divide, plus=profile.dice.plus + reach + cmd.extra_dice
    )
    paid: list[Event] = []
    if area is None or area.charge:
        paid = spend_mobility(
            attacker,
            profile.cost,
            "reaction" if cmd.reaction else "tactic",
            own_turn=True,
            long_actions=opts.long_actions,
            on=f"attack: {profile.name}",
        )
    if answer is not None:
        paid = [*paid, ConditionEnded(combatant_id=attacker.id, condition_id=ANSWERING, reason="spent")]
    pierce = penetration(rules.penetration, cmd.penetration)
    protection = protection_against(protections_of(target), rules.attack_type, pierce, cover)

    def roll_segment(_: int) -> MeshalRolledSegment:
        faces = tuple(dice.roll(count, 6)) if count > 0 else ()
        positions, fresh = _rerolled(dice, faces, cmd.reroll)
        rolled = score(reroll(faces, positions, fresh), profile.dice.scoring)
        return MeshalRolledSegment(
            faces=faces,
            rolled=rolled,
            protection=protection,
            immune=protection is None,
            after_protection=after_protection(rolled, protection),
            rerolled=positions,
            reroll_faces=fresh,
        )

    common: dict[str, Any] = {
        "attacker_id": attacker.id,
        "target_id": target.id,
        "attack": profile.name,
        "attack_type": profile.attack_type,
        "cost": profile.cost,
        "reaction": cmd.reaction,
        "answering": answer is not None,
        "penetration": pierce,
        "dice": count,
        "reach_dice": reach,
        "extra_dice": cmd.extra_dice,
        "distance_steps": distance,
        "cover": cover,
        "coup_de_grace": cmd.coup_de_grace,
    }
    t = _target(target)
    if not two_step:
        segments, killed = _resolve(attacker, t, profile, _Plan.of(cmd), opts, dice, roll_segment, False)
        return [*paid, MeshalAttackResolved(**common, segments=segments, killed=killed), *t.events]
    rolled = tuple(roll_segment(i) for i in range(rules.segments))
    secret = is_secret(cmd)
    waits = not is_object(target) and any(known(r.rolled) > 0 and known(r.after_protection) > 0 for r in rolled)
    first = MeshalAttackRolled(
        **common,
        segments=rolled,
        unseen=cmd.unseen,
        waiting=waits,
        secret_roll=secret,
        shown_to=(target.id,) if secret else (),
    )
    if waits:
        return [*paid, first, _incoming(attacker, target, profile, first)]
    plan = dataclasses.replace(_Plan.of(cmd), defence="best")
    segments, killed = _resolve(attacker, t, profile, plan, opts, dice, lambda i: rolled[i], True)
    done = MeshalAttackResolved(
        **common, segments=segments, killed=killed, two_step=True, secret_roll=secret, shown_to=first.shown_to
    )
    return [*paid, first, done, *t.events]


_FLAGS = ("cost", "dice", "reach_dice", "extra_dice", "penetration")
_SWITCHES = ("reaction", "answering", "cover", "coup_de_grace", "unseen", "secret_roll")


def _incoming(attacker: Combatant, target: Combatant, profile: MeshalAttackProfile, e: MeshalAttackRolled) -> Event:
    """The ``private:incoming`` marker on the target: the attack's numbers, typed as
    modifiers (each segment's ``rolled`` and ``after`` in order), for ``defend``."""
    index = next(i for i, a in enumerate(stats(attacker).attacks) if a.name == profile.name)
    mods = [Modifier(applies_to="attack_index", amount=index)]
    mods += [Modifier(applies_to=f, amount=getattr(e, f)) for f in _FLAGS]
    mods += [Modifier(applies_to=f, amount=1) for f in _SWITCHES if getattr(e, f)]
    if e.distance_steps is not None:
        mods.append(Modifier(applies_to="distance_steps", amount=e.distance_steps))
    protection = e.segments[0].protection if e.segments else 0
    mods.append(
        Modifier(applies_to="immune", amount=1)
        if protection is None
        else Modifier(applies_to="protection", amount=protection)
    )
    for seg in e.segments:
        mods += [
            Modifier(applies_to="rolled", amount=known(seg.rolled)),
            Modifier(applies_to="after", amount=known(seg.after_protection)),
        ]
    return ConditionApplied(
        combatant_id=target.id,
        condition=Condition(
            id=INCOMING,
            name=f"{attacker.name}'s {profile.name} waits for {target.name}'s defence",
            source=attacker.id,
            marker=True,
            modifiers=tuple(mods),
        ),
    )


def defend(state: EncounterState, cmd: Defend, dice: Dice) -> list[Event]:
    """The second step of a two-step attack: the defence ``cmd`` names (or none), rolled on
    each segment that threatens, then hit, extra damage and harm as in one step; the events
    are ``MeshalAttackResolved`` (``two_step``), the marker's end and what each segment did.
    Raises ``CombatantNotFound`` (the defender, or an attacker that has left);
    ``RuleViolation`` when no attack waits on the defender, for a defence the attack does not
    allow, or a ``take_damage`` naming an attribute it does not.
    Source: 001_5f4122b8a83d6727.txt §防御Defending (受击者可在攻击掷骰经防护减免后再决定是否防御),
    §命中Hit与未命中Miss, §造成伤害Dealing Damage."""
    opts = options_of(state)
    defender = state.combatant(cmd.combatant_id)
    marker = defender.has(INCOMING)
    if marker is None or marker.source is None:
        raise RuleViolation(f"no attack waits for {defender.name}'s defence")
    attacker = state.combatant(marker.source)
    profile = stats(attacker).attacks[marker.bonus("attack_index")]
    defence = None if cmd.defence in (None, "take") else cmd.defence
    if defence not in (None, "best") and defence not in profile.defences:
        raise RuleViolation(
            f"{profile.name} can be defended by {'/'.join(profile.defences) or 'nothing'}, not {defence}"
        )
    for name in cmd.take_damage:
        if name not in profile.targets:
            raise RuleViolation(f"{profile.name} removes dice from {'/'.join(profile.targets)}, not {name}")
    protection = None if marker.bonus("immune") else marker.bonus("protection")
    rolled = [m.amount for m in marker.modifiers if m.applies_to == "rolled"]
    after = [m.amount for m in marker.modifiers if m.applies_to == "after"]
    segs = tuple(
        MeshalRolledSegment(faces=(), rolled=r, protection=protection, immune=protection is None, after_protection=a)
        for r, a in zip(rolled, after, strict=True)
    )
    flag = marker.bonus
    plan = _Plan(
        defence, cmd.take_damage, cmd.shares, cmd.defence_reroll, bool(flag("unseen")), bool(flag("coup_de_grace"))
    )
    t = _target(defender)
    segments, killed = _resolve(attacker, t, profile, plan, opts, dice, lambda i: segs[i], True)
    secret = bool(flag("secret_roll"))
    distance = next((m.amount for m in marker.modifiers if m.applies_to == "distance_steps"), None)
    resolved = MeshalAttackResolved(
        attacker_id=attacker.id,
        target_id=defender.id,
        attack=profile.name,
        attack_type=profile.attack_type,
        cost=flag("cost"),
        reaction=bool(flag("reaction")),
        answering=bool(flag("answering")),
        penetration=flag("penetration"),
        dice=flag("dice"),
        reach_dice=flag("reach_dice"),
        extra_dice=flag("extra_dice"),
        distance_steps=distance,
        cover=bool(flag("cover")),
        segments=segments,
        coup_de_grace=plan.coup_de_grace,
        killed=killed,
        two_step=True,
        secret_roll=secret,
        shown_to=(defender.id,) if secret else (),
    )
    ended = ConditionEnded(combatant_id=defender.id, condition_id=INCOMING, reason="spent")
    return [resolved, ended, *t.events]
