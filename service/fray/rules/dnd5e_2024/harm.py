"""Landing damage on a creature: temporary HP first, then HP, then what follows.

One function for every source (attacks, spells, traps, cleaving), so the order is the same:
002_06b8b5e39c23dcd7.txt §Шкода (types, resistance, vulnerability, immunity, in that order)
and §Тимчасові ОЗ (absorb first); the published 5e rules (PHB 2024) for 0 HP, death saves
and concentration; and, when switched on, 003_f1a408214e2b5451.txt System Shock, Lingering
Injuries (their triggers) and Morale (its "half HP" trigger).
"""

from __future__ import annotations

from collections.abc import Sequence

from fray.domain.dice import Dice
from fray.domain.events import (
    ConditionApplied,
    ConditionEnded,
    DamageTaken,
    Event,
    ResourceChanged,
    known,
)
from fray.domain.state import Combatant, EncounterState
from fray.domain.tracks import hp, hp_max

from . import dying, shock
from .conditions import CONCENTRATING, DEAD, INJURY_DUE, condition, names, with_source
from .damage import TypedDamage, absorb, concentration_dc
from .events import DamageResolved
from .morale import after_harm
from .options import options
from .saves import saving_throw


def land(
    state: EncounterState,
    target: Combatant,
    parts: Sequence[TypedDamage],
    source: str,
    dice: Dice,
    *,
    critical: bool = False,
    by: str | None = None,
) -> list[Event]:
    """Every event of ``parts`` of damage (already typed and adjusted) landing on ``target``
    from one ``source`` (an attack, spell or cleave of combatant ``by``, None for a GM's or a
    trap's), then the 003 morale prompts it triggers (when switched on). Never raises: damage
    to the dead is recorded and changes nothing."""
    events = _once(_land(state, target, parts, source, dice, critical=critical, by=by))
    lost = sum(known(e.amount) for e in events if isinstance(e, DamageTaken))
    if lost and options(state).morale and DEAD not in names(target):
        events += after_harm(state, target, hp(target) - lost)
    return events


def _once(events: list[Event]) -> list[Event]:
    """``events`` with a condition's second ending left out (a failed concentration save and
    system shock's stun both end a concentration)."""
    seen: set[tuple[str, str]] = set()
    out: list[Event] = []
    for e in events:
        if isinstance(e, ConditionEnded):
            if (e.combatant_id, e.condition_id) in seen:
                continue
            seen.add((e.combatant_id, e.condition_id))
        out.append(e)
    return out


def _land(
    state: EncounterState,
    target: Combatant,
    parts: Sequence[TypedDamage],
    source: str,
    dice: Dice,
    *,
    critical: bool = False,
    by: str | None = None,
) -> list[Event]:
    total = sum(known(p.final) for p in parts)
    temp = target.resources.get("temp_hp")
    from_temp, rest = absorb(temp.current if temp else 0, total)
    was_at_zero = hp(target) <= 0
    hp_lost = min(hp(target), rest)
    overflow = rest - hp(target) if rest >= hp(target) and not was_at_zero else 0
    dead = DEAD in names(target)
    massive = not dead and (
        (not was_at_zero and rest >= hp(target) and overflow >= hp_max(target))
        or (was_at_zero and rest >= hp_max(target))
    )
    events: list[Event] = [
        DamageResolved(
            target_id=target.id,
            attacker_id=by,
            source=source,
            parts=tuple(parts),
            critical=critical,
            total=total,
            temp_absorbed=from_temp,
            hp_lost=hp_lost,
            overflow=overflow,
            instant_death=massive,
        )
    ]
    if from_temp:
        events.append(
            ResourceChanged(combatant_id=target.id, resource="temp_hp", delta=-from_temp, reason="absorbed damage")
        )
    if hp_lost:
        events.append(DamageTaken(combatant_id=target.id, amount=hp_lost, cause="dnd5e-2024", note=source))
    if dead or total <= 0:
        return events
    opts = options(state)
    if was_at_zero:
        # Damage wholly absorbed by temporary HP is still damage taken: a failure (DECISION).
        return events + dying.harm_at_zero(state, target, rest, critical)
    if rest >= hp(target):
        events += dying.drop_to_zero(state, target, overflow)
        if (
            opts.lingering_injuries
            and not massive
            and any(isinstance(e, ConditionApplied) and e.condition.id == "unconscious" for e in events)
        ):
            events.append(injury_due(state, target, "dropped to 0 HP"))
        return events
    events += _concentration(state, target, total, dice)
    if opts.system_shock:
        events += shock.check(state, target, total, hp(target) - hp_lost, dice)
    if opts.lingering_injuries and critical:
        events.append(injury_due(state, target, "took a critical hit"))
    return events


def _concentration(state: EncounterState, target: Combatant, damage: int, dice: Dice) -> list[Event]:
    """The CON save to keep concentrating (PHB 2024); a failure ends the concentration and
    what it sustains (``dying.end_concentration``)."""
    held = with_source(target, CONCENTRATING)
    if not held:
        return []
    save = saving_throw(target, "con", concentration_dc(damage), dice, f"concentration ({held[0].source})")
    if save.success:
        return [save]
    return [save, *dying.end_concentration(state, target)]


def injury_due(state: EncounterState, c: Combatant, trigger: str) -> ConditionApplied:
    """A prompt (003 Lingering Injuries): roll on the table with ``roll_lingering_injury``."""
    return ConditionApplied(
        combatant_id=c.id,
        condition=condition(state, INJURY_DUE, source=trigger, label=f"lingering injury due ({trigger})"),
    )
