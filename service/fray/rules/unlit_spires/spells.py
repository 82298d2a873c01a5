"""Spells (§05) and what they cost (§08): pay, maybe be countered, then resolve.

A hostile spell is a contest of Magic Attack against Ward (no saves). Single target: win and it
works in full, lose and nothing happens. Area: the caster rolls once; each creature rolls its
own Ward against that one total; a damage spell does half to a creature that wins, a yes-or-no
spell nothing. Healing and help need no contest. Armour absorbs nothing against magic.

DECISIONS (gaps of the seed, documented here and tested):
- A hostile spell's roll is an attack roll under all of §01: a double six always works (damage
  rolled twice), a double one always fails and drops the caster's guard; a margin of 10+ adds
  +2 damage. Help's advantage and a target's dropped guard apply to it; Dodge does not (it
  raises Parry and Dodge, not Ward).
- Damage (or healing) dice are rolled once per spell and shared by every target (one fireball,
  one roll); a creature's half is rounded down and may be 0 (it is not a hit, so §06's
  minimum 1 does not apply).
- A counterspell is a reaction: the countering caster pays 10 × its level and uses its
  reaction; both casters roll Magic Attack (a fresh roll, not the spell's own) and the higher
  total wins, a tie lets the first spell go off. The first caster has paid either way.
- Monsters have no magic-point pool (§08 counts heroes' levels and training): a Magical monster
  casts without paying, at any spell level; other monsters cannot cast.
Source: 000_c3c04d669a38e5ba.txt §05 Magic, §08 Magic points.
"""

from __future__ import annotations

from typing import Literal

from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import (
    Condition,
    ConditionApplied,
    ConditionEnded,
    DamageTaken,
    Event,
    Expiry,
    HealingReceived,
    ResourceChanged,
    known,
    regained,
)
from fray.domain.state import Combatant, EncounterState

from .attacks import check_own_turn, roll_side, spend_and_fumble
from .commands import CastSpell
from .conditions import ATTACKS_ON, GUARD_DROPPED, HELPED, until_next_turn_of
from .contest import resolve_contest, resolve_opposed
from .damage import area_miss_damage, damage_after_absorb, parse_damage, roll_total
from .events import CounterspellResolved, SpellCast, SpellResolved, SpellTargetResult
from .magic import spell_cost
from .stats import stats
from .tables import CLEAN_HIT_BONUS, CLEAN_HIT_MARGIN
from .turn_budget import take_action, take_reaction

MP = "mp"


def spell_price(caster: Combatant, spell_level: int) -> int:
    """Magic points ``caster`` pays for a spell of ``spell_level`` (10 × level; cantrips free).

    Raises ``RuleViolation`` (HTTP 409) when the caster has no magic, the level is above its
    highest spell level, or its magic points are short; a Magical monster pays 0.
    Source: 000_c3c04d669a38e5ba.txt §08 What a spell costs, How big a spell you can cast.
    """
    s = stats(caster)
    if not s.can_cast:
        raise RuleViolation(f"{caster.name} cannot cast spells (no magic training)")
    if s.kind == "monster":
        return 0
    highest = s.highest_spell_level or 0
    if spell_level > highest:
        raise RuleViolation(
            f"{caster.name} can cast spells up to level {highest} "
            f"(level {s.level}); a level-{spell_level} spell is beyond its skill"
        )
    cost = spell_cost(spell_level)
    pool = caster.resources.get(MP)
    have = pool.current if pool else 0
    if cost > have:
        raise RuleViolation(f"a level-{spell_level} spell costs {cost} magic points; {caster.name} has {have}")
    return cost


def _pay(caster: Combatant, cost: int, why: str) -> list[Event]:
    if cost == 0:
        return []
    return [ResourceChanged(combatant_id=caster.id, resource=MP, delta=-cost, reason=why)]


def _check_form(cmd: CastSpell) -> None:
    hostile = cmd.form in ("single_target", "area")
    if cmd.form == "single_target" and len(cmd.target_ids) != 1:
        raise InvalidCommand("a single-target spell names exactly one target")
    if len(set(cmd.target_ids)) != len(cmd.target_ids):
        raise InvalidCommand("a target is named twice")
    if hostile and cmd.damage is None and cmd.effect is None:
        raise InvalidCommand("a hostile spell needs damage dice, an effect, or both")
    if cmd.form == "healing" and cmd.healing is None:
        raise InvalidCommand("a healing spell needs healing dice, e.g. '1d8+3'")
    if cmd.form == "help" and cmd.effect is None:
        raise InvalidCommand("a help spell needs the effect it gives, e.g. 'blessed'")
    if not hostile and cmd.damage is not None:
        raise InvalidCommand(f"a {cmd.form} spell does no damage; use single_target or area")


def cast_spell(state: EncounterState, cmd: CastSpell, dice: Dice) -> list[Event]:
    """The facts of a spell: ``SpellCast`` and its magic points, a counterspell if one answers
    it, then ``SpellResolved`` with the damage, healing and conditions that follow.

    Casting spends the caster's action (§12 "Act … cast"); a counterspell spends the
    counterer's reaction. Raises ``RuleViolation`` (409: not the caster's turn, already acted,
    no magic, level too high, points short, reaction used — nothing is appended),
    ``InvalidCommand`` (422: a malformed spell) and
    ``CombatantNotFound``. Source: 000_c3c04d669a38e5ba.txt §05, §08.
    """
    caster = state.combatant(cmd.caster_id)
    check_own_turn(state, caster, "cast")
    if caster.down:
        raise RuleViolation(f"{caster.name} is down (0 HP) and cannot cast")
    _check_form(cmd)
    targets = [state.combatant(t) for t in cmd.target_ids]
    for expr in (cmd.damage, cmd.healing):
        if expr is not None:
            parse_damage(expr)
    cost = spell_price(caster, cmd.spell_level)
    action = take_action(caster, f"cast {cmd.spell}")
    events: list[Event] = [
        SpellCast(
            caster_id=caster.id,
            spell=cmd.spell,
            spell_level=cmd.spell_level,
            form=cmd.form,
            targets=cmd.target_ids,
            cost_mp=cost,
        ),
        *_pay(caster, cost, f"cast {cmd.spell}"),
    ]
    if cmd.counterspell_by is not None:
        countered, facts = _counterspell(state, caster, cmd, dice)
        events += facts
        if countered:
            return events + action
    if cmd.form in ("healing", "help"):
        return events + _no_contest(state, caster, targets, cmd, dice) + action
    return events + _hostile(state, caster, targets, cmd, dice) + action


def _counterspell(state: EncounterState, caster: Combatant, cmd: CastSpell, dice: Dice) -> tuple[bool, list[Event]]:
    counter = state.combatant(cmd.counterspell_by or "")
    if counter.id == caster.id:
        raise InvalidCommand("a caster cannot counter its own spell")
    if counter.down:
        raise RuleViolation(f"{counter.name} is down (0 HP) and cannot counterspell")
    reaction = take_reaction(counter, "counterspell")
    cost = spell_price(counter, cmd.counterspell_level)
    first = roll_side(dice, stats(caster).magic_attack, [], False, False)
    second = roll_side(dice, stats(counter).magic_attack, [], False, False)
    result = resolve_opposed(first.kept, known(first.score), second.kept, known(second.score), ties_to="first")
    goes_off = result.winner == "first"
    return not goes_off, [
        *_pay(counter, cost, "counterspell"),
        *reaction,
        CounterspellResolved(
            caster_id=caster.id,
            countered_by=counter.id,
            spell_level=cmd.counterspell_level,
            cost_mp=cost,
            caster=first,
            counter=second,
            margin=result.margin,
            spell_goes_off=goes_off,
        ),
    ]


def _effect(state: EncounterState, caster: Combatant, cmd: CastSpell, target: Combatant) -> Condition:
    name = cmd.effect or ""
    expires = until_next_turn_of(state, caster.id) if cmd.effect_lasts == "until_casters_next_turn" else Expiry()
    cid = name.lower().replace(" ", "_")
    return Condition(id=cid, name=name, source=caster.id, expires=expires)


def _no_contest(
    state: EncounterState, caster: Combatant, targets: list[Combatant], cmd: CastSpell, dice: Dice
) -> list[Event]:
    rolls: tuple[tuple[int, ...], ...] = ()
    healed = 0
    if cmd.healing is not None:
        expr = parse_damage(cmd.healing)
        rolls = (dice.roll(expr.count, expr.sides),)
        healed = max(0, roll_total(expr, rolls[0]))
    results: list[SpellTargetResult] = []
    after: list[Event] = []
    for t in targets:
        condition = _effect(state, caster, cmd, t) if cmd.effect else None
        results.append(
            SpellTargetResult(
                target_id=t.id, effect="full", healed=healed, condition=condition.id if condition else None
            )
        )
        if healed:
            after.append(
                HealingReceived(
                    combatant_id=t.id,
                    amount=healed,
                    cause="unlit-spires.spell_resolved",
                    regained=regained(t.resources["hp"], healed),
                )
            )
        if condition is not None and t.has(condition.id) is None:
            after.append(ConditionApplied(combatant_id=t.id, condition=condition))
    return [
        SpellResolved(
            caster_id=caster.id,
            spell=cmd.spell,
            form=cmd.form,
            expression=cmd.healing,
            rolls=rolls,
            results=tuple(results),
        ),
        *after,
    ]


def _hostile(
    state: EncounterState, caster: Combatant, targets: list[Combatant], cmd: CastSpell, dice: Dice
) -> list[Event]:
    s = stats(caster)
    for t in targets:
        if t.down:
            raise RuleViolation(f"{t.name} is already down (0 HP)")
    attack = roll_side(dice, s.magic_attack, [], cmd.advantage or caster.has(HELPED) is not None, cmd.disadvantage)
    contests = []
    for t in targets:  # the caster's one total against each creature's own Ward
        ward = roll_side(dice, stats(t).ward, [], False, False)
        guard = t.has(GUARD_DROPPED)
        extra = guard.bonus(ATTACKS_ON) if guard is not None else 0
        contests.append(
            (
                t,
                ward,
                extra,
                resolve_contest(
                    attack.kept,
                    known(attack.total) - sum(attack.kept) + extra,
                    ward.kept,
                    known(ward.total) - sum(ward.kept),
                ),
            )
        )
    perfect = attack.kept == (6, 6)
    rolls: tuple[tuple[int, ...], ...] = ()
    rolled = 0
    if cmd.damage is not None:
        expr = parse_damage(cmd.damage)
        rolls = tuple(dice.roll(expr.count, expr.sides) for _ in range(2 if perfect else 1))
        rolled = sum(roll_total(expr, r) for r in rolls)
    results: list[SpellTargetResult] = []
    after: list[Event] = []
    for t, ward, extra, res in contests:
        win = res.hit
        effect: Literal["full", "half", "none"] = (
            "full" if win else "half" if cmd.form == "area" and cmd.damage is not None else "none"
        )
        dealt = 0
        if cmd.damage is not None and effect == "full":
            bonus = CLEAN_HIT_BONUS if res.margin >= CLEAN_HIT_MARGIN else 0
            dealt = damage_after_absorb(rolled + bonus, 0, ignores_absorb=True)
        elif effect == "half":
            dealt = area_miss_damage(max(0, rolled))
        condition = _effect(state, caster, cmd, t) if cmd.effect and win else None
        results.append(
            SpellTargetResult(
                target_id=t.id,
                ward=ward,
                guard_dropped_bonus=extra,
                margin=res.margin,
                outcome=res.outcome,
                effect=effect,
                dealt=dealt,
                condition=condition.id if condition else None,
            )
        )
        if dealt:
            after.append(DamageTaken(combatant_id=t.id, amount=dealt, cause="unlit-spires.spell_resolved"))
        if condition is not None and t.has(condition.id) is None:
            after.append(ConditionApplied(combatant_id=t.id, condition=condition))
    resolved = SpellResolved(
        caster_id=caster.id,
        spell=cmd.spell,
        form=cmd.form,
        magic_attack=attack,
        expression=cmd.damage,
        rolls=rolls,
        results=tuple(results),
    )
    spent: list[Event] = [
        ConditionEnded(combatant_id=t.id, condition_id=GUARD_DROPPED, reason="spent")
        for t in targets
        if t.has(GUARD_DROPPED) is not None
    ]
    return [resolved, *after, *spent, *spend_and_fumble(state, caster, None, attack.kept == (1, 1))]
