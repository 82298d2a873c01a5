"""Forced saving throws: a monster's save action (a breath weapon, a gaze), the save a hit
forces (a ghoul's claws), and a spell's save (``spellcasting``), played the same way.

Published 5e rules (PHB 2024, "Saving Throws"; MM 2024 stat blocks "Dexterity Saving Throw:
DC 21 … Failure: 63 (18d6) Fire damage. Success: Half damage"; SRD 5.1 "taking 63 (18d6) fire
damage on a failed save, or half as much damage on a successful one"): the damage is rolled
once for every target; each target saves (its own bonus, conditions, cover for DEX); a failure
takes the damage and the conditions, a success half the damage (rounded down, before the
target's resistance: 002 §Шкода's order, bonuses and penalties first) or nothing. A condition
the target is immune to does not land, and is said in the outcome.

DECISION: a hit's own damage and its save's damage land together, as one source (one
concentration save for the total; 002 §Шкода treats one source's damage types together).
"""

from __future__ import annotations

from collections.abc import Sequence

from msgspec import structs

from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import ConditionApplied, Event, ResourceChanged, known
from fray.domain.state import Combatant, EncounterState

from . import harm
from .budget import uses_track
from .commands import ApplyCondition
from .conditions import DEAD, names
from .damage import TypedDamage, defences, typed
from .events import EffectResolved, SaveOutcome
from .rolls import roll_damage_dice
from .saves import saving_throw, stats_of
from .stats import SaveAction, SaveEffect

Faces = tuple[tuple[int, ...], ...]


def roll_effect(dice: Dice, effect: SaveEffect) -> Faces:
    """The faces of each damage part of ``effect``, rolled once for every target. A save a
    critical hit forces rolls its own dice once (DECISION: 002 §Критичне влучання doubles
    the attack's damage dice, and a forced save's damage is not the attack's)."""
    return tuple(roll_damage_dice(dice, p.dice, False) for p in effect.damage)


def effect_parts(target: Combatant, effect: SaveEffect, faces: Faces, saved: bool) -> tuple[TypedDamage, ...]:
    """The typed damage ``effect`` does to ``target``: all of it on a failed save, half of it
    (rounded down, before resistance) on a success when ``half_on_success``, else none.
    Parts of one type are added before resistance (002 §Шкода)."""
    if not effect.damage or (saved and not effect.half_on_success):
        return ()
    merged: dict[str, tuple[list[str], list[int], int]] = {}
    for part, part_faces in zip(effect.damage, faces, strict=True):
        d, f, b = merged.get(part.type, ([], [], 0))
        merged[part.type] = ([*d, part.dice] if part.dice else d, [*f, *part_faces], b + part.bonus)
    out = []
    for type_, (d, f, b) in merged.items():
        rolled = max(0, sum(f) + b)
        halved = -(rolled - rolled // 2) if saved else 0
        out.append(structs.replace(typed(defences(target), type_, "+".join(d), tuple(f), b, halved), halved=saved))
    return tuple(out)


def on_target(
    state: EncounterState,
    by: Combatant,
    target: Combatant,
    effect: SaveEffect,
    faces: Faces,
    dice: Dice,
    label: str,
    *,
    with_parts: Sequence[TypedDamage] = (),
    critical: bool = False,
    cover_bonus: int = 0,
) -> tuple[SaveOutcome, list[Event]]:
    """``target``'s save against ``effect`` and what follows: the save, the damage (with
    ``with_parts``, a hit's own damage, landing together) through ``harm.land``, then the
    conditions of a failure (each through ``durations.apply_condition``; one the target is
    immune to, or already has, is left out and named in the outcome)."""
    from .durations import apply_condition

    save = saving_throw(target, effect.ability, effect.dc, dice, label, cover_bonus=cover_bonus)
    own = effect_parts(target, effect, faces, save.success)
    parts = (*with_parts, *own)
    events: list[Event] = [save]
    if parts:
        events += harm.land(state, target, parts, f"{by.id}: {label}", dice, critical=critical, by=by.id)
    died = any(
        isinstance(e, ConditionApplied) and e.combatant_id == target.id and e.condition.id == DEAD for e in events
    )
    applied: list[str] = []
    resisted: list[str] = []
    if not save.success and not died and DEAD not in names(target):
        for name in effect.conditions:
            try:
                events += apply_condition(
                    state,
                    ApplyCondition(
                        target_id=target.id,
                        condition=name,
                        source=by.id,
                        duration="save_ends" if effect.duration == "save_ends" else effect.duration,
                        turn_of=target.id,
                        save_ability=effect.ability if effect.duration == "save_ends" else None,
                        save_dc=effect.dc if effect.duration == "save_ends" else None,
                    ),
                )
                applied.append(name)
            except RuleViolation:  # immune to it, or has it already: it does not land again
                resisted.append(name)
    return (
        SaveOutcome(
            target_id=target.id,
            saved=save.success,
            damage=sum(known(p.final) for p in own),
            conditions=tuple(applied),
            not_applied=tuple(resisted),
        ),
        events,
    )


def resolve(
    state: EncounterState,
    by: Combatant,
    targets: Sequence[Combatant],
    effect: SaveEffect,
    dice: Dice,
    label: str,
    *,
    cover: dict[str, int] | None = None,
) -> list[Event]:
    """``effect`` on every one of ``targets``: an ``EffectResolved`` (the damage rolled once,
    each target's outcome) followed by each target's events in the order named."""
    faces = roll_effect(dice, effect)
    outcomes: list[SaveOutcome] = []
    events: list[Event] = []
    for t in targets:
        outcome, more = on_target(state, by, t, effect, faces, dice, label, cover_bonus=(cover or {}).get(t.id, 0))
        outcomes.append(outcome)
        events += more
    head = EffectResolved(
        combatant_id=by.id,
        source=label,
        ability=effect.ability,
        dc=effect.dc,
        dice=tuple(p.dice for p in effect.damage),
        faces=faces,
        bonus=tuple(p.bonus for p in effect.damage),
        half_on_success=effect.half_on_success,
        outcomes=tuple(outcomes),
    )
    return [head, *events]


def targets_of(state: EncounterState, by: Combatant, target_ids: Sequence[str]) -> list[Combatant]:
    """The combatants ``target_ids`` names, each once. Raises ``CombatantNotFound`` (404) for
    an unknown one and ``InvalidCommand`` (422) for a name given twice."""
    if len(set(target_ids)) != len(target_ids):
        raise InvalidCommand("target_ids names a combatant twice")
    del by
    return [state.combatant(t) for t in target_ids]


def find_save_action(c: Combatant, name: str) -> SaveAction:
    """The save action called ``name`` (ignoring case) in ``c``'s stat block. Raises
    ``InvalidCommand`` (422) listing the block's save actions."""
    s = stats_of(c)
    found = next((a for a in s.save_actions if a.name.lower() == name.strip().lower()), None)
    if found is None:
        known = ", ".join(a.name for a in s.save_actions) or "none"
        hint = (
            "; attacks are made with dnd5e-2024.attack"
            if any(a.name.lower() == name.lower() for a in s.attacks)
            else ""
        )
        raise InvalidCommand(f"{c.name} has no save action {name!r}; its save actions: {known}{hint}")
    return found


def spend_use(c: Combatant, action: SaveAction) -> list[Event]:
    """The use ``action`` spends of its track, if it has one. Raises ``RuleViolation`` when
    none is left: not recharged (Recharge X–6: rolled at the start of the creature's turns)
    or no uses left today."""
    track = uses_track(action)
    if track is None:
        return []
    left = c.resources.get(track)
    if left is not None and left.current <= 0:
        if action.recharge is not None:
            raise RuleViolation(
                f"{c.name}'s {action.uses_of or action.name} has not recharged (Recharge "
                f"{action.recharge}–6: a d6 at the start of each of its turns)"
            )
        raise RuleViolation(f"{c.name} has no uses of {action.uses_of or action.name} left")
    return [ResourceChanged(combatant_id=c.id, resource=track, delta=-1, reason=action.name)]
