"""``decide`` for Unlit Spires commands: roll what the rules roll, record every die.

Rule errors of the pure library (``SheetError``) become ``InvalidCommand`` (422); what the
state forbids (not your turn, already down) is a ``RuleViolation`` (409).
"""

from __future__ import annotations

from collections.abc import Sequence

from fray.domain.commands import Command
from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import (
    Condition,
    ConditionApplied,
    ConditionEnded,
    DamageTaken,
    Event,
    Expiry,
    InitiativeEntry,
    InitiativeRolled,
    Resource,
)
from fray.domain.ids import new_combatant_id
from fray.domain.state import Combatant, EncounterState
from fray.domain.turns import place_newcomers

from .commands import AddHero, AddMonster, MeleeAttack
from .contest import dice_to_roll, initiative_roll, keep_two, resolve_contest
from .damage import hit_damage, parse_damage
from .errors import SheetError
from .events import AttackResolved, ContestSide, DamageRoll, SpiresCombatantAdded
from .monster_build import build_monster
from .parts import ScorePart
from .presets import hero_preset
from .scores import build_hero
from .session_one import SESSION_ONE, preset_build
from .stats import SpiresStats, hero_stats, monster_stats
from .tables import FUMBLE_EXPOSURE

GUARD_DROPPED = "guard_dropped"


def _stats(c: Combatant) -> SpiresStats:
    return c.stats  # always a SpiresStats in an unlit-spires encounter


def _new_id(state: EncounterState, wanted: str | None, name: str) -> str:
    if wanted is not None:
        if wanted in state.combatants:
            raise RuleViolation(f"there is already a combatant {wanted!r}; choose another id")
        return wanted
    return new_combatant_id(name, state.combatants)


def add_hero(state: EncounterState, cmd: AddHero) -> list[Event]:
    """A hero joins, built from its sheet by §02–§08 (or a preset's sheet)."""
    if (cmd.sheet is None) == (cmd.preset is None):
        raise InvalidCommand("give exactly one of 'sheet' or 'preset' for a hero")
    sheet = cmd.sheet or hero_preset(cmd.preset)  # type: ignore[arg-type]
    build = build_hero(sheet)
    resources = {}
    if build.max_magic_points.total > 0:
        mp = build.max_magic_points.total
        resources["mp"] = Resource(mp, mp)
    return [
        SpiresCombatantAdded(
            combatant_id=_new_id(state, cmd.combatant_id, sheet.name),
            name=sheet.name,
            side=cmd.side,
            hp_max=build.hp,
            hp=build.hp,
            resources=resources,
            stats=hero_stats(build, sheet.level, sheet.dexterity),
        )
    ]


def add_monster(state: EncounterState, cmd: AddMonster) -> list[Event]:
    """A monster joins, from the §11 builder or a Session One preset (table numbers kept)."""
    if (cmd.sheet is None) == (cmd.preset is None):
        raise InvalidCommand("give exactly one of 'sheet' or 'preset' for a monster")
    if cmd.preset is not None:
        build, dexterity = preset_build(cmd.preset), SESSION_ONE[cmd.preset].sheet.dexterity
    else:
        build, dexterity = build_monster(cmd.sheet), cmd.sheet.dexterity  # type: ignore[union-attr]
    name = cmd.name or build.name
    return [
        SpiresCombatantAdded(
            combatant_id=_new_id(state, cmd.combatant_id, name),
            name=name,
            side=cmd.side,
            hp_max=build.hp,
            hp=build.hp,
            stats=monster_stats(build, dexterity),
        )
    ]


def _roll_side(dice: Dice, score: int, mods: list[ScorePart], adv: bool, dis: bool) -> ContestSide:
    faces = dice.roll(dice_to_roll(adv, dis), 6)
    kept = keep_two(faces, adv, dis)
    total = sum(kept) + score + sum(m.value for m in mods)
    return ContestSide(score=score, modifiers=tuple(mods), dice=faces, kept=kept, total=total)


def _guard(c: Combatant) -> Condition | None:
    return next((k for k in c.conditions if k.id == GUARD_DROPPED), None)


def _check_attack(state: EncounterState, attacker: Combatant, defender: Combatant) -> None:
    if attacker.id == defender.id:
        raise RuleViolation(f"{attacker.name} cannot attack itself")
    if state.round == 0:
        raise RuleViolation("the fight has not started: roll_initiative, then advance_turn")
    if state.turn != attacker.id:
        raise RuleViolation(f"it is {state.turn}'s turn, not {attacker.id}'s")
    if attacker.down:
        raise RuleViolation(f"{attacker.name} is down (0 HP) and cannot attack")
    if defender.down:
        raise RuleViolation(f"{defender.name} is already down (0 HP)")


def melee_attack(state: EncounterState, cmd: MeleeAttack, dice: Dice) -> list[Event]:
    """One melee contest (§01, §03): 2d6 + Melee Attack (+1 flanking, +2 prone target, +2 if the
    defender dropped its guard) against 2d6 + Parry; damage per §01/§06.

    A fumble drops the attacker's guard: the next attack on it, by anyone, has +2. DECISION
    (SEED-NOTES gap): the +2 is spent by that attack (hit or miss) and otherwise lapses at the
    start of the fumbler's next turn, when it has its guard back (as Dodge lasts "until your
    next turn"). A second fumble before then does not stack.
    """
    attacker, defender = state.combatant(cmd.attacker_id), state.combatant(cmd.defender_id)
    _check_attack(state, attacker, defender)
    a, d = _stats(attacker), _stats(defender)
    mods = []
    if cmd.flanking:
        mods.append(ScorePart("flanking", 1))
    if cmd.target_prone:
        mods.append(ScorePart("target prone", 2))
    guard = _guard(defender)
    if guard is not None:
        mods.append(ScorePart("target dropped its guard (fumble)", guard.modifier))
    attack = _roll_side(dice, a.melee_attack, mods, cmd.advantage, cmd.disadvantage)
    defence = _roll_side(dice, d.parry, [], cmd.defender_advantage, cmd.defender_disadvantage)
    result = resolve_contest(attack.kept, attack.total - sum(attack.kept),
                             defence.kept, defence.total - sum(defence.kept))
    damage = None
    if result.hit:
        expr = parse_damage(a.damage)
        rolls = tuple(dice.roll(expr.count, expr.sides) for _ in range(result.damage_rolls))
        dealt = hit_damage(expr, rolls, bonus=result.damage_bonus, absorb=d.absorb,
                           ignores_absorb=result.ignores_absorb)
        damage = DamageRoll(expression=a.damage, rolls=rolls, bonus=result.damage_bonus,
                            absorb=d.absorb, ignores_absorb=result.ignores_absorb, dealt=dealt)
    events: list[Event] = [
        AttackResolved(attacker_id=attacker.id, defender_id=defender.id, attack=attack,
                       defence=defence, margin=result.margin, outcome=result.outcome, damage=damage)
    ]
    if damage is not None:
        events.append(DamageTaken(combatant_id=defender.id, amount=damage.dealt,
                                  cause="unlit-spires.attack_resolved"))
    if guard is not None:
        events.append(ConditionEnded(combatant_id=defender.id, condition_id=guard.id, reason="spent"))
    if result.outcome == "fumble" and _guard(attacker) is None:
        dropped = Condition(
            id=GUARD_DROPPED, name="guard dropped", source=attacker.id, modifier=FUMBLE_EXPOSURE,
            expires=Expiry(at="start_of_turn", combatant_id=attacker.id,
                           applied_round=state.round, applied_during=state.turn),
            spent_by="attack_on",
        )
        events.append(ConditionApplied(combatant_id=attacker.id, condition=dropped))
    return events


def roll_initiative(state: EncounterState, combatant_ids: Sequence[str], dice: Dice) -> InitiativeRolled:
    """2d6 + DEX trait for each of ``combatant_ids``, once per fight (§01 Who goes first): highest
    first, ties to the higher DEX score, still tied: the one already in the order, then the one
    added earlier. Newcomers after the start are placed into the existing order the same way."""
    rolls = [initiative_roll(cid, dice.roll(2, 6), _stats(state.combatants[cid]).dexterity)
             for cid in combatant_ids]
    ranked = sorted(rolls, key=lambda r: (-r.total, -r.dexterity))
    totals = {r.combatant_id: (r.total, r.dexterity) for r in rolls}

    def rank(cid: str) -> tuple[int, ...] | None:
        if cid in totals:
            return totals[cid]
        c = state.combatants.get(cid)
        return None if c is None or c.initiative is None else (c.initiative, _stats(c).dexterity)

    order = place_newcomers(state.order, [r.combatant_id for r in ranked], rank)
    entries = tuple(
        InitiativeEntry(combatant_id=r.combatant_id, dice=r.dice, modifier=r.dexterity_trait,
                        total=r.total, tiebreak=r.dexterity)
        for r in rolls
    )
    return InitiativeRolled(entries=entries, order=order)


def decide(state: EncounterState, command: Command, dice: Dice) -> list[Event]:
    """The events of an Unlit Spires command. Raises ``InvalidCommand`` for a sheet the rules
    refuse (with the rule's message), ``RuleViolation``/``CombatantNotFound`` otherwise."""
    try:
        match command:
            case AddHero():
                return add_hero(state, command)
            case AddMonster():
                return add_monster(state, command)
            case MeleeAttack():
                return melee_attack(state, command, dice)
    except SheetError as exc:
        raise InvalidCommand(str(exc)) from exc
    raise InvalidCommand(f"unlit-spires does not handle {type(command).__name__}")
