"""``decide`` for Unlit Spires commands: roll what the rules roll, record every die.

Joining and initiative live here; attacks in :mod:`.attacks`, spells in :mod:`.spells`,
Dodge/Help/prone in :mod:`.actions`, magic-point recovery in :mod:`.recovery`.
Rule errors of the pure library (``SheetError``) become ``InvalidCommand`` (422); what the
state forbids (not your turn, already down, magic points short) is a ``RuleViolation`` (409).
Source: 000_c3c04d669a38e5ba.txt.
"""

from __future__ import annotations

from collections.abc import Sequence

from fray.domain.commands import Command
from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import Event, InitiativeEntry, InitiativeRolled, Resource
from fray.domain.grid import occupant
from fray.domain.ids import combatant_id_for
from fray.domain.library import count_of, new_ids, numbered, shown_name
from fray.domain.state import Combatant, EncounterState, Status
from fray.domain.tracks import HP, hp
from fray.domain.turns import place_newcomers

from . import actions, attacks, recovery, spells
from .commands import (
    AddHero,
    AddMonster,
    CastSpell,
    Disengage,
    DropProne,
    Help,
    Hide,
    MeleeAttack,
    MissileAttack,
    OpportunityAttack,
    RecoverMagicPoints,
    TakeDodge,
)
from .conditions import GUARD_DROPPED
from .contest import initiative_roll
from .errors import SheetError
from .events import SpiresCombatantAdded
from .library import LIBRARY
from .monster_build import build_monster
from .presets import hero_preset
from .scores import build_hero
from .session_one import SESSION_ONE, preset_build
from .stats import hero_stats, monster_stats, stats

__all__ = ["GUARD_DROPPED", "add_hero", "add_monster", "decide", "roll_initiative"]


def _check_square(state: EncounterState, cmd: AddHero | AddMonster) -> None:
    if cmd.position is not None and (other := occupant(state, cmd.position, "")):
        raise RuleViolation(f"{other.name} already stands on ({cmd.position.x}, {cmd.position.y})")


def add_hero(state: EncounterState, cmd: AddHero) -> list[Event]:
    """A hero joins, built from its sheet by §02–§08 (or a preset's sheet), with magic points
    at their maximum, speed in feet, and a square if ``position`` is given.
    Raises ``InvalidCommand`` (sheet and preset both or neither; a sheet the rules refuse) and
    ``RuleViolation`` (id taken, square taken). Source: 000_c3c04d669a38e5ba.txt §02–§09."""
    if (cmd.sheet is None) == (cmd.preset is None):
        raise InvalidCommand("give exactly one of 'sheet' or 'preset' for a hero")
    sheet = cmd.sheet or hero_preset(cmd.preset)  # type: ignore[arg-type]  # preset is set when sheet is None: checked above
    build = build_hero(sheet)
    _check_square(state, cmd)
    resources = {HP: Resource(build.hp, build.hp)}
    if build.max_magic_points.total > 0:
        mp = build.max_magic_points.total
        resources["mp"] = Resource(mp, mp)
    return [
        SpiresCombatantAdded(
            combatant_id=combatant_id_for(state, cmd.combatant_id, sheet.name),
            name=sheet.name,
            side=cmd.side,
            resources=resources,
            stats=hero_stats(build, sheet.level, sheet.dexterity, sheet.weapon),
            speed_ft=build.speed_ft,
            position=cmd.position,
        )
    ]


def add_monster(state: EncounterState, cmd: AddMonster) -> list[Event]:
    """``count`` monsters join, from the §11 builder, a Session One preset or the library's
    ``creature`` (table numbers kept), named by ``fray.domain.library.numbered`` when they come
    from the library or several at once. Raises ``InvalidCommand`` (not exactly one of sheet,
    preset and creature; a sheet the rules refuse; count out of range), ``CreatureNotFound``
    (an unknown creature) and ``RuleViolation`` (id taken, square taken).
    Source: 000_c3c04d669a38e5ba.txt §11."""
    if sum(x is not None for x in (cmd.sheet, cmd.preset, cmd.creature)) != 1:
        raise InvalidCommand("give exactly one of 'sheet', 'preset' or 'creature' for a monster")
    count = count_of(cmd.count, combatant_id=cmd.combatant_id, has_position=cmd.position is not None)
    entry = LIBRARY.get(cmd.creature) if cmd.creature is not None else None
    key = entry.id if entry is not None else cmd.preset
    if key is not None:
        build, dexterity = preset_build(key), SESSION_ONE[key].sheet.dexterity
    else:
        assert cmd.sheet is not None  # exactly one of the three: checked above
        build, dexterity = build_monster(cmd.sheet), cmd.sheet.dexterity
    _check_square(state, cmd)
    preset = LIBRARY.get(cmd.preset) if cmd.preset is not None and cmd.name is None else None
    if preset is not None and shown_name(state, preset, cmd.side) != preset.name:
        entry = preset  # a public preset's name gives its block away too (issue 18): the kind's
    base = cmd.name or (shown_name(state, entry, cmd.side) if entry is not None else build.name)
    names = numbered(state, base, count) if entry is not None or count > 1 else [base]
    return [
        SpiresCombatantAdded(
            combatant_id=cid,
            name=name,
            side=cmd.side,
            resources={HP: Resource(build.hp, build.hp)},
            stats=monster_stats(build, dexterity),
            speed_ft=build.speed_ft,
            position=cmd.position,
        )
        for name, cid in zip(names, new_ids(state, names, cmd.combatant_id), strict=True)
    ]


def _two(faces: tuple[int, ...]) -> tuple[int, int]:
    first, second = faces
    return first, second


def roll_initiative(state: EncounterState, combatant_ids: Sequence[str], dice: Dice) -> InitiativeRolled:
    """2d6 + DEX trait for each of ``combatant_ids``, once per fight (§01 Who goes first): highest
    first, ties to the higher DEX score, still tied: the one already in the order, then the one
    added earlier. Newcomers after the start are placed into the existing order the same way."""
    rolls = [
        initiative_roll(cid, _two(dice.roll(2, 6)), stats(state.combatants[cid]).dexterity) for cid in combatant_ids
    ]
    ranked = sorted(rolls, key=lambda r: (-r.total, -r.dexterity))
    totals = {r.combatant_id: (r.total, r.dexterity) for r in rolls}

    def rank(cid: str) -> tuple[int, ...] | None:
        if cid in totals:
            return totals[cid]
        c = state.combatants.get(cid)
        return None if c is None or c.initiative is None else (c.initiative, stats(c).dexterity)

    order = place_newcomers(state.order, [r.combatant_id for r in ranked], rank)
    entries = tuple(
        InitiativeEntry(
            combatant_id=r.combatant_id, dice=r.dice, modifier=r.dexterity_trait, total=r.total, tiebreak=(r.dexterity,)
        )
        for r in rolls
    )
    return InitiativeRolled(entries=entries, order=order)


def status(c: Combatant) -> Status:
    """An Unlit Spires combatant is ``down`` at 0 hit points (out of the fight: it takes no
    turn, threatens nobody and blocks nobody), else ``active``. The seed has no dying or death
    rules of its own. Source: 000_c3c04d669a38e5ba.txt §06 Damage."""
    return "down" if hp(c) <= 0 else "active"


def decide(state: EncounterState, command: Command, dice: Dice) -> list[Event]:
    """The events of an Unlit Spires command. Raises ``InvalidCommand`` for a sheet the rules
    refuse (with the rule's message), ``RuleViolation``/``CombatantNotFound`` otherwise.
    Source: (glue: no rule of its own)."""
    try:
        match command:
            case AddHero():
                return add_hero(state, command)
            case AddMonster():
                return add_monster(state, command)
            case MeleeAttack():
                return attacks.melee_attack(state, command, dice)
            case MissileAttack():
                return attacks.missile_attack(state, command, dice)
            case OpportunityAttack():
                return attacks.opportunity_attack(state, command, dice)
            case CastSpell():
                return spells.cast_spell(state, command, dice)
            case TakeDodge():
                return actions.take_dodge(state, command)
            case Disengage():
                return actions.disengage(state, command)
            case Hide():
                return actions.hide(state, command)
            case Help():
                return actions.help_friend(state, command)
            case DropProne():
                return actions.drop_prone(state, command)
            case RecoverMagicPoints():
                return recovery.recover(state, command)
    except SheetError as exc:
        raise InvalidCommand(str(exc)) from exc
    raise InvalidCommand(f"unlit-spires does not handle {type(command).__name__}")
