"""Joining, attacks and damage, healing, temporary HP, death saves, saves and checks.

Sources: 002_06b8b5e39c23dcd7.txt §Атака, §Дальні атаки, §Атака за нагоди, §Бій двома
зброями, §Укриття, §Шкода, §Тимчасові ОЗ; published 5e rules (PHB 2024) for death saves and
concentration; 003_f1a408214e2b5451.txt Mark, Cleaving, Hitting Cover when switched on.
"""

from __future__ import annotations

import re

from msgspec import structs

from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import Condition, ConditionApplied, Event, Expiry
from fray.domain.grid import distance_ft, feet_apart, occupant
from fray.domain.library import CreatureEntry, count_of, new_ids, numbered, shown_name
from fray.domain.state import EncounterState

from . import dying, harm, strike
from .attack import (
    used_as,
)
from .budget import (
    BONUS,
    on_own_turn,
    spend,
    spend_attack,
    spend_reaction,
    starting_resources,
)
from .commands import (
    AddCombatant,
    DealDamage,
    DeathSave,
    GrantTempHp,
    Heal,
    MakeAttack,
    OpportunityAttack,
)
from .conditions import (
    DEAD,
    DISENGAGED,
    LIGHT_ATTACK,
    SURPRISED,
    condition,
    names,
    this_turn_end,
)
from .creatures import LIBRARY
from .damage import defences, keep_temp_hp, typed
from .events import DeathSaveRolled, Dnd5eCombatantAdded, HitPointRoll, TemporaryHitPointsSet
from .maneuvers import cleave, hit_cover, mark, marked_opportunity
from .options import options, require
from .rolls import roll_damage_dice
from .saves import stats_of
from .stat_input import check_block, stored, with_overrides
from .stats import FOOTPRINT, Attack, Dnd5eStats, check_skills


def add_combatant(state: EncounterState, cmd: AddCombatant, dice: Dice) -> list[Event]:
    """``Dnd5eCombatantAdded`` for each of ``cmd.count`` newcomers with its footprint from its
    size (002 §Розміри істот: Large 10 ft = 2 squares a side, Huge 3, Gargantuan 4; Tiny and
    Small hold one), the turn budget, temporary HP, exhaustion, death saves, spell slots and
    recharges as resource tracks, and ``surprised`` as a condition (ends after its first
    turn). The block is ``stats``, or the library's ``creature`` with ``overrides`` (the whole
    block recorded); rolled hit points roll its ``hp_formula`` once per creature. Names:
    ``fray.domain.library.numbered`` (and ``shown_name`` when players may not see the block).
    Raises ``CreatureNotFound`` (404, an unknown creature), ``RuleViolation`` (id or square
    taken) and ``InvalidCommand`` (neither or both of stats and creature, count out of range,
    HP above the maximum, unknown skill, no formula to roll). Source: 002 §Порядок бою;
    published 5e stat blocks (MM 2024: "Hit Points 7 (2d6)", the average or the roll)."""
    options(state)
    count = count_of(cmd.count, combatant_id=cmd.combatant_id, has_position=cmd.position is not None)
    entry, s = _block(cmd)
    try:
        check_skills(s)
        check_block(s)
    except ValueError as exc:
        raise InvalidCommand(str(exc)) from exc
    rolled = cmd.hit_points == "rolled"
    if rolled and not s.hp_formula:
        raise InvalidCommand('hit_points "rolled" needs the block\'s hp_formula (such as "2d6"); it has none')
    if rolled and cmd.hp is not None:
        raise InvalidCommand('give hp or hit_points "rolled", not both')
    if cmd.hp is not None and cmd.hp > s.hp_max:
        raise InvalidCommand(f"hp {cmd.hp} is above the stat block's hp_max {s.hp_max}")
    size = FOOTPRINT[s.size]
    if cmd.position is not None and (other := occupant(state, cmd.position, "", size)):
        raise RuleViolation(
            f"{other.name} already stands on ({cmd.position.x}, {cmd.position.y})"
            + (f" or the {size}×{size} squares a {s.size} creature needs" if size > 1 else "")
        )
    side = cmd.side or ("party" if s.kind == "pc" else "foes")
    if cmd.name is None and entry is None:
        raise InvalidCommand("name the combatant (name), or add one from the library (creature)")
    base = cmd.name or shown_name(state, entry, side)  # type: ignore[arg-type]  # entry is set when name is None: checked above
    names = numbered(state, base, count) if entry is not None or count > 1 else [base]
    events: list[Event] = []
    for name, cid in zip(names, new_ids(state, names, cmd.combatant_id), strict=True):
        block, roll = _roll_hp(s, dice) if rolled else (s, None)
        events.append(
            Dnd5eCombatantAdded(
                combatant_id=cid,
                name=name,
                side=side,
                resources=starting_resources(block, cmd.hp, cmd.temp_hp),
                stats=block,
                speed_ft=block.speed_ft,
                position=cmd.position,
                footprint=size,
                hit_points_roll=roll,
            )
        )
        if cmd.surprised:
            events.append(
                ConditionApplied(
                    combatant_id=cid,
                    condition=Condition(
                        id=SURPRISED,
                        name=SURPRISED,
                        expires=Expiry(
                            at="end_of_turn", combatant_id=cid, applied_round=state.round, applied_during=None
                        ),
                    ),
                )
            )
    return events


def _block(cmd: AddCombatant) -> tuple[CreatureEntry | None, Dnd5eStats]:
    """The stored block ``cmd`` adds, and the library entry it came from (None for ``stats``).
    Raises ``InvalidCommand`` for both or neither, overrides without a creature or a block
    they make invalid, and ``CreatureNotFound`` for an unknown creature."""
    if (cmd.stats is None) == (cmd.creature is None):
        raise InvalidCommand("give exactly one of stats (a stat block) or creature (a library entry)")
    if cmd.creature is None:
        if cmd.overrides is not None:
            raise InvalidCommand("overrides change a library creature's block; with stats, state the block as it is")
        assert cmd.stats is not None  # exactly one of the two: checked above
        return None, stored(cmd.stats)
    entry = LIBRARY.get(cmd.creature)
    assert isinstance(entry.stats, Dnd5eStats)  # the 5e library holds 5e blocks
    try:
        block = with_overrides(entry.stats, cmd.overrides)
    except ValueError as exc:
        raise InvalidCommand(str(exc)) from exc
    return entry, stored(block)


def _roll_hp(s: Dnd5eStats, dice: Dice) -> tuple[Dnd5eStats, HitPointRoll]:
    """``s`` with its hit point maximum rolled from ``hp_formula`` (at least 1), and the roll."""
    n, _, rest = s.hp_formula.partition("d")
    sides, sign, bonus = re.fullmatch(r"(\d+)([+-]?)(\d*)", rest).groups()  # type: ignore[union-attr]  # hp_formula's pattern
    faces = dice.roll(int(n), int(sides))
    extra = int(bonus or 0) * (-1 if sign == "-" else 1)
    total = max(1, sum(faces) + extra)
    roll = HitPointRoll(formula=s.hp_formula, faces=faces, bonus=extra, total=total)
    return structs.replace(s, hp_max=total), roll


def make_attack(state: EncounterState, cmd: MakeAttack, dice: Dice) -> list[Event]:
    """One attack of the Attack action, or the off-hand attack of two-weapon fighting (a bonus
    action granted by a light-weapon attack this turn, with a different light weapon; no
    positive modifier to its damage). Raises ``RuleViolation`` off turn, out of actions, or
    without the grant; ``InvalidCommand`` for an unknown attack. 002 §Атака, §Бій двома зброями."""
    attacker, target = state.combatant(cmd.attacker_id), state.combatant(cmd.target_id)
    strike.check_target(attacker, target)
    on_own_turn(state, attacker, "attack")
    attack = strike.attack_of(attacker, cmd.attack)
    s = stats_of(attacker)
    if attacker.has("injury_lose_an_arm_or_hand") is not None and (cmd.off_hand or attack.two_handed):
        raise RuleViolation(
            f"{attacker.name} has lost an arm or a hand (003 Lingering Injuries): "
            "no two-handed weapon, no off-hand attack"
        )
    distance = strike.attack_distance(attacker, target, cmd.distance_ft)
    attack = used_as(attack, cmd.ranged, distance)
    strike.check_reach(attacker, target, attack, distance, cmd.cover)
    if cmd.off_hand:
        light = attacker.has(LIGHT_ATTACK)
        if light is None:
            raise RuleViolation(
                f"{attacker.name} gets an off-hand attack only after attacking with a "
                "light weapon in the Attack action this turn (002 §Бій двома зброями)"
            )
        if not attack.light or attack.name == light.source:
            raise RuleViolation(f"the off-hand attack needs a different light weapon than {light.source}")
        spent: list[Event] = [spend(attacker, BONUS, f"two-weapon fighting: {attack.name}")]
    else:
        spent = spend_attack(attacker, s, attack.name)
    if cmd.cleave_cover and not cmd.cleave_into:
        raise InvalidCommand("cleave_cover is the cover of the creatures in cleave_into; name them there")
    if cmd.cover_creature_id is not None or cmd.cover_object is not None or cmd.cleave_into or cmd.mark:
        _check_options(state, cmd, attack)
    rolled = strike.roll_attack(
        state,
        attacker,
        target,
        attack,
        dice,
        kind="off_hand"
        if cmd.off_hand
        else "ranged"
        if attack.ranged
        else "unarmed"
        if attack.name == "Unarmed Strike"
        else "melee",
        cover=cmd.cover,
        distance=distance,
        enemy_near=cmd.enemy_within_5ft,
        advantage=cmd.advantage,
        disadvantage=cmd.disadvantage,
    )
    events: list[Event] = [*spent, rolled]
    if attack.light and not cmd.off_hand and attacker.has(LIGHT_ATTACK) is None:
        events.append(
            ConditionApplied(
                combatant_id=attacker.id,
                condition=condition(
                    state,
                    LIGHT_ATTACK,
                    source=attack.name,
                    expires=this_turn_end(state, attacker.id),
                    label=f"attacked with a light weapon ({attack.name}): off-hand attack available",
                ),
            )
        )
    events += strike.after_attack(state, attacker, target)
    if rolled.hit:
        events += strike.hit_damage(
            state, target, attack, rolled, dice, off_hand=cmd.off_hand, adjustment=cmd.damage_adjustment
        )
    if cmd.mark and not attack.ranged:
        events += mark(state, attacker, target)
    if cmd.cleave_into and rolled.hit:
        covers = {c.target_id: c.cover for c in cmd.cleave_cover}
        events += cleave(state, attacker, target, attack, rolled, events, cmd.cleave_into, dice, covers)
    if (cmd.cover_creature_id is not None or cmd.cover_object is not None) and not rolled.hit:
        events += hit_cover(state, attacker, attack, rolled, cmd.cover_creature_id, dice, cover_object=cmd.cover_object)
    return events


def _check_options(state: EncounterState, cmd: MakeAttack, attack: Attack) -> None:

    if cmd.mark:
        require(state, "mark")
    if cmd.cleave_into:
        require(state, "cleaving")
        if attack.ranged:
            raise RuleViolation("cleaving through creatures needs a melee attack (003)")
        # The whole chain is checked before any die is rolled: nothing is refused afterwards.
        attacker = state.combatant(cmd.attacker_id)
        if len(set(cmd.cleave_into)) != len(cmd.cleave_into):
            raise InvalidCommand("cleave_into names a creature twice")
        for cid in cmd.cleave_into:
            nxt = state.combatant(cid)
            if nxt.id in (cmd.attacker_id, cmd.target_id):
                raise InvalidCommand("cleave_into names other creatures within reach, not the attacker or the target")
            if DEAD in names(nxt):
                raise RuleViolation(f"{nxt.name} is dead; it cannot take cleaving damage")
            d = distance_ft(attacker, nxt)
            if d is not None and d > (attack.reach_ft or 5):
                raise RuleViolation(
                    f"{nxt.name} is {d} ft away, beyond {attack.name}'s reach "
                    f"({attack.reach_ft or 5} ft): it cannot be in the cleave"
                )
        for c in cmd.cleave_cover:
            if c.target_id not in cmd.cleave_into:
                raise InvalidCommand(f"cleave_cover names {c.target_id!r}, which is not in cleave_into")
            if c.cover == "total":
                raise RuleViolation(f"{c.target_id} has total cover: it cannot be in the cleave (002 §Укриття)")
        if len({c.target_id for c in cmd.cleave_cover}) != len(cmd.cleave_cover):
            raise InvalidCommand("cleave_cover names a creature twice")
    if cmd.cover_creature_id is not None and cmd.cover_object is not None:
        raise InvalidCommand("name the cover as a creature (cover_creature_id) or an object (cover_object), not both")
    if cmd.cover_creature_id is not None or cmd.cover_object is not None:
        require(state, "hitting_cover")


def opportunity_attack(state: EncounterState, cmd: OpportunityAttack, dice: Dice) -> list[Event]:
    """A reaction melee attack on a creature leaving the reactor's reach (002 §Атака за
    нагоди). Refused when the target disengaged, when the reactor cannot see it (blinded, or
    the target unseen), cannot react, has no reaction left, or (on the grid) the target did
    not leave its reach. With 003 Mark on a marked target: advantage, and no reaction spent
    (once per turn)."""
    reactor, target = state.combatant(cmd.reactor_id), state.combatant(cmd.target_id)
    strike.check_target(reactor, target)
    attack = strike.attack_of(reactor, cmd.attack)
    attack = used_as(attack, False, None) if attack.thrown else attack  # a thrown weapon, in hand
    if attack.ranged:
        raise RuleViolation("an opportunity attack is a melee attack (a weapon or an Unarmed Strike)")
    if target.has(DISENGAGED):
        raise RuleViolation(
            f"{target.name} took the Disengage action: its movement provokes no opportunity attacks this turn"
        )
    if "blinded" in names(reactor) or "invisible" in names(target):
        raise RuleViolation(f"{reactor.name} cannot see {target.name}; only a creature you can see provokes")
    if state.turn != target.id:
        raise RuleViolation(
            f"only {target.name}'s own movement on its turn provokes; it is "
            f"{state.turn}'s turn (being moved by another provokes nothing)"
        )
    reach = attack.reach_ft or 5
    if reactor.position is not None and target.position is not None:
        started, rs, ts = target.moved_from, reactor.footprint, target.footprint
        if (
            started is None
            or feet_apart(reactor.position, rs, started, ts) > reach
            or feet_apart(reactor.position, rs, target.position, ts) <= reach
        ):
            raise RuleViolation(f"{target.name} has not left {reactor.name}'s reach ({reach} ft) with its latest move")

    free, extra_adv, events = marked_opportunity(state, reactor, target)
    if not free:
        events = [spend_reaction(reactor, f"opportunity attack on {target.name}")]
    rolled = strike.roll_attack(
        state,
        reactor,
        target,
        attack,
        dice,
        kind="opportunity",
        cover=cmd.cover,
        distance=reach if reactor.position is None else None,
        enemy_near=False,
        advantage=(*cmd.advantage, *extra_adv),
        disadvantage=cmd.disadvantage,
    )
    events.append(rolled)
    if rolled.hit:
        events += strike.hit_damage(state, target, attack, rolled, dice)
    return events


def deal_damage(state: EncounterState, cmd: DealDamage, dice: Dice) -> list[Event]:
    """Damage by type from any source, through resistance, temporary HP, 0 HP, death saves and
    concentration (002 §Шкода, §Тимчасові ОЗ; PHB 2024). Never refused for a live target."""
    target = state.combatant(cmd.target_id)
    options(state)
    s = defences(target)
    merged: dict[str, tuple[list[str], list[int], int]] = {}
    for piece in cmd.damage:
        faces = roll_damage_dice(dice, piece.dice, cmd.critical)
        d, f, b = merged.get(piece.type, ([], [], 0))
        merged[piece.type] = ([*d, piece.dice] if piece.dice else d, [*f, *faces], b + piece.amount)
    parts = tuple(
        typed(s, t, "+".join(d), tuple(f), b, cmd.adjustment if i == 0 else 0)
        for i, (t, (d, f, b)) in enumerate(merged.items())
    )
    return harm.land(state, target, parts, cmd.source, dice, critical=cmd.critical)


def heal(state: EncounterState, cmd: Heal, dice: Dice) -> list[Event]:
    """Healing of ``amount`` + ``dice`` hit points. Raises ``InvalidCommand`` for no healing,
    ``RuleViolation`` for the dead. Published 5e (PHB 2024): healing from 0 HP wakes."""
    target = state.combatant(cmd.target_id)
    faces = roll_damage_dice(dice, cmd.dice, False)
    amount = sum(faces) + cmd.amount
    if amount <= 0:
        raise InvalidCommand("give an amount or dice of healing")
    return dying.heal(state, target, amount, f"{cmd.source} ({cmd.dice or ''}{faces or ''}+{cmd.amount})")


def grant_temp_hp(state: EncounterState, cmd: GrantTempHp) -> list[Event]:
    """``TemporaryHitPointsSet``: they do not stack (keep the higher unless the player chooses),
    are not healing and do not wake a creature at 0 HP (002 §Тимчасові ОЗ). Raises
    ``RuleViolation`` for the dead."""
    target = state.combatant(cmd.target_id)
    if DEAD in names(target):
        raise RuleViolation(f"{target.name} is dead")
    track = target.resources.get("temp_hp")
    current = track.current if track else 0
    return [
        TemporaryHitPointsSet(
            combatant_id=target.id,
            previous=current,
            offered=cmd.amount,
            amount=keep_temp_hp(current, cmd.amount, cmd.keep),
            reason=cmd.source,
        )
    ]


def death_save(state: EncounterState, cmd: DeathSave, dice: Dice) -> list[Event]:
    """A death saving throw (published 5e, PHB 2024); with 003 Lingering Injuries on, a save
    failed by 5 or more (a roll of 5 or less) calls for the injury table."""
    c = state.combatant(cmd.combatant_id)
    events = dying.death_save(state, c, dice)
    first = events[0]
    assert isinstance(first, DeathSaveRolled)  # dying.death_save rolls first, always
    if (
        options(state).lingering_injuries
        and first.roll.kept <= 5
        and not any(isinstance(e, ConditionApplied) and e.condition.id == DEAD for e in events)
    ):
        events.append(harm.injury_due(state, c, "death save failed by 5 or more"))
    return events
