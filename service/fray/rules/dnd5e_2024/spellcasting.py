"""A spell of the list cast at its targets in one command: its attack roll, its saving throw,
its damage or its healing (``cast_spell`` with ``target_ids``; the spells are the 2014 SRD's).

Published 5e rules (PHB 2024, "Casting Spells"; the SRD 5.1 spell texts): a spell attack is
d20 + the caster's spell attack bonus against AC, as a weapon attack is (002 §Атака: a natural
20 crits, doubling the dice); a spell's save is against the caster's spell save DC, each
target rolling its own, the damage rolled once for all (``effects``); a cantrip's damage grows
at character levels 5, 11 and 17; a slot above the spell's level deals the damage its text
gives for that slot; healing adds the caster's spellcasting modifier where the spell says
"+ MOD". A condition a failed save causes lasts while the caster concentrates on a
concentration spell, and ends on a save at the end of the target's turns where the spell says
so ("at the end of each of its turns, the target can make another … saving throw").

DECISIONS, documented in docs/library.md:

- The caster's spell attack bonus is the block's ``spell_attack_bonus``, else its spell save
  DC − 8 (DC = 8 + modifier + PB; attack = modifier + PB); its spellcasting modifier is that
  bonus − PB. A spell that needs one the block cannot give is refused (422).
- A cantrip's character level is ``caster_level``, else the lowest level of the caster's
  proficiency bonus (PB 2: 1, 3: 5, 4: 9, 5: 13, 6 or more: 17).
- A spell whose damage needs neither an attack nor a save (Magic Missile) takes one target:
  how its darts split is the caster's choice (send ``deal_damage`` for a split).
- A spell attack with several targets makes one attack per target, each named once (one
  command's events are decided on the state before it, so two hits on one creature would
  not see each other): Scorching Ray's rays at one creature take one ray here, the GM sends
  the others' damage with ``deal_damage``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from msgspec import structs

from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import ConditionApplied, ConditionLink, Event
from fray.domain.spell_list import SpellEntry
from fray.domain.state import Combatant, EncounterState

from . import dying, harm, strike
from .attack import cover_bonus
from .commands import CastSpell
from .conditions import CONCENTRATING, DEAD, names
from .damage import defences, typed
from .effects import resolve
from .events import AttackRolled
from .rolls import roll_damage_dice
from .saves import stats_of
from .stats import Attack, DamagePart, Dnd5eStats, SaveEffect

CANTRIP_TIERS = (1, 5, 11, 17)
PB_LEVEL = {2: 1, 3: 5, 4: 9, 5: 13}


def attack_bonus(s: Dnd5eStats) -> int | None:
    """The spell attack bonus: the block's, else its spell save DC − 8; None without either."""
    if s.spell_attack_bonus is not None:
        return s.spell_attack_bonus
    return None if s.spell_save_dc is None else s.spell_save_dc - 8


def caster_level(s: Dnd5eStats, stated: int | None) -> int:
    """The character level a cantrip's damage reads: ``stated``, else from the PB (DECISION)."""
    return stated or PB_LEVEL.get(s.proficiency_bonus, 17 if s.proficiency_bonus > 5 else 1)


def dice_for(entry: SpellEntry, slot: int, level: int) -> str | None:
    """The damage expression of ``entry`` cast with a ``slot`` (a cantrip: at character
    ``level``): the slot's own line, or the spell's level's when the text gives only that."""
    if entry.level == 0:
        tiers = [t for t in CANTRIP_TIERS if t <= level and str(t) in entry.cantrip_damage]
        return entry.cantrip_damage[str(tiers[-1])] if tiers else None
    return entry.damage.get(str(slot)) or entry.damage.get(str(entry.level))


def parts_of(expression: str, types: Sequence[str], modifier: int | None, what: str) -> tuple[DamagePart, ...]:
    """``"8d6"``, ``"4d6 + 4d6"``, ``"3d4 + 3"``, ``"1d8 + MOD"`` as damage parts, the i-th dice
    term of the i-th type (the first type for the rest), the number or ``MOD`` added to the
    first part. Raises ``InvalidCommand`` for ``MOD`` when the caster has no modifier."""
    terms = [t.strip() for t in expression.split("+")]
    dice = [t for t in terms if "d" in t]
    bonus = 0
    for t in terms:
        if t == "MOD":
            if modifier is None:
                raise InvalidCommand(f"{what} adds the spellcasting modifier: give the caster's block a spell_save_dc")
            bonus += modifier
        elif "d" not in t:
            bonus += int(t)
    kinds = list(types) or ["force"]
    parts = [DamagePart(dice=d, bonus=0, type=kinds[min(i, len(kinds) - 1)]) for i, d in enumerate(dice)]  # type: ignore[arg-type]  # the list's damage types are 5e's
    if not parts:
        return (DamagePart(dice="", bonus=bonus, type=kinds[0]),)  # type: ignore[arg-type]  # the list's damage types are 5e's
    return (structs.replace(parts[0], bonus=bonus), *parts[1:])


def play(
    state: EncounterState, caster: Combatant, entry: SpellEntry, cmd: CastSpell, slot: int, dice: Dice
) -> list[Event]:
    """What ``entry`` does to ``cmd.target_ids`` (the module docstring): attack rolls, saves,
    damage or healing. Raises ``InvalidCommand`` (no DC or attack bonus for a spell that needs
    it, several targets for a spell that needs neither attack nor save), ``RuleViolation``
    (a dead target for a harmful spell; total cover), ``CombatantNotFound``."""
    if len(set(cmd.target_ids)) != len(cmd.target_ids):
        raise InvalidCommand("target_ids names a combatant twice")
    targets = [state.combatant(t) for t in cmd.target_ids]
    for cid in cmd.cover:
        state.combatant(cid)
    s = stats_of(caster)
    bonus = attack_bonus(s)
    modifier = None if bonus is None else bonus - s.proficiency_bonus
    if entry.heal:
        healing = entry.heal.get(str(slot)) or entry.heal.get(str(entry.level)) or next(iter(entry.heal.values()))
        return _heal(state, targets, entry, healing, modifier, dice)
    expression = dice_for(entry, slot, caster_level(s, cmd.caster_level))
    parts = parts_of(expression, entry.damage_types, modifier, entry.name) if expression else ()
    for t in targets:
        if DEAD in names(t) and (parts or entry.save or entry.attack):
            raise RuleViolation(f"{t.name} is dead")
    if entry.attack:
        if bonus is None:
            raise InvalidCommand(f"{entry.name} needs a spell attack: give the caster's block a spell_attack_bonus")
        return _attacks(state, caster, targets, entry, parts, bonus, cmd, dice)
    if entry.save:
        if s.spell_save_dc is None:
            raise InvalidCommand(f"{entry.name} needs a saving throw: give the caster's block a spell_save_dc")
        effect = SaveEffect(
            ability=entry.save,  # type: ignore[arg-type]  # the list's abilities are 5e's
            dc=s.spell_save_dc,
            damage=parts,
            half_on_success=entry.half_on_success,
            conditions=entry.conditions,  # type: ignore[arg-type]  # the list's conditions are 5e's
            duration="save_ends" if re.search(r"end of each of its turns", entry.description) else "until_removed",
        )
        cover = {cid: cover_bonus(k) for cid, k in cmd.cover.items()}
        events = resolve(state, caster, targets, effect, dice, entry.name, cover=cover)
        return _held(events, caster, entry) if entry.concentration else events
    if parts:
        if len(targets) != 1:
            raise InvalidCommand(
                f"{entry.name} needs neither an attack nor a save: name one target (split its damage with deal_damage)"
            )
        faces = [roll_damage_dice(dice, p.dice, False) for p in parts]
        typed_parts = tuple(
            typed(defences(targets[0]), p.type, p.dice, f, p.bonus) for p, f in zip(parts, faces, strict=True)
        )
        return harm.land(state, targets[0], typed_parts, f"{caster.id}: {entry.name}", dice, by=caster.id)
    return []


def _attacks(
    state: EncounterState,
    caster: Combatant,
    targets: Sequence[Combatant],
    entry: SpellEntry,
    parts: tuple[DamagePart, ...],
    bonus: int,
    cmd: CastSpell,
    dice: Dice,
) -> list[Event]:
    """One spell attack per target (a ranged one at the spell's range, a touch within 5 ft)."""
    reach = re.match(r"(\d+) feet", entry.range)
    ranged = entry.attack == "ranged"
    attack = Attack(
        name=entry.name,
        to_hit=bonus,
        damage=parts,
        reach_ft=None if ranged else 5,
        range_ft=(int(reach.group(1)), int(reach.group(1))) if ranged and reach else ((5, 5) if ranged else None),
    )
    events: list[Event] = []
    for t in targets:
        strike.check_target(caster, t)
        rolled: AttackRolled = strike.roll_attack(
            state,
            caster,
            t,
            attack,
            dice,
            kind="ranged" if ranged else "melee",
            cover=cmd.cover.get(t.id, "none"),
            distance=strike.attack_distance(caster, t, None),
        )
        events.append(rolled)
        events += strike.after_attack(state, caster, t) if t is targets[0] else []
        if rolled.hit:
            events += strike.hit_damage(state, t, attack, rolled, dice)
    return events


def _heal(
    state: EncounterState,
    targets: Sequence[Combatant],
    entry: SpellEntry,
    expression: str,
    modifier: int | None,
    dice: Dice,
) -> list[Event]:
    """Healing of ``expression`` for each target (dice rolled for each: each creature regains
    its own, published 5e Mass Cure Wounds: "each creature … regains hit points equal to")."""
    events: list[Event] = []
    for t in targets:
        parts = parts_of(expression, ("force",), modifier, entry.name)
        amount = sum(sum(roll_damage_dice(dice, p.dice, False)) + p.bonus for p in parts)
        events += dying.heal(state, t, max(0, amount), f"{entry.name} ({expression})")
    return events


def _held(events: list[Event], caster: Combatant, entry: SpellEntry) -> list[Event]:
    """``events`` with the conditions the spell put on its targets lasting while ``caster``
    concentrates on it (PHB 2024 Concentration: the spell's effects end with it)."""
    link = ConditionLink(combatant_id=caster.id, condition_id=CONCENTRATING)
    out: list[Event] = []
    for e in events:
        if isinstance(e, ConditionApplied) and e.combatant_id != caster.id and e.condition.source == caster.id:
            e = structs.replace(e, condition=structs.replace(e.condition, lasts_while=link))
        out.append(e)
    return out
