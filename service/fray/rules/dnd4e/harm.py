"""Damage and healing landing on a combatant's tracks, and what follows: dying, death,
stability lost to new damage (a mark ending when its marker drops is ``consequences``').

Sources: published 4e (PHB 2008 pp. 293–295), the rules of ``hit_points`` and ``dying``:
temporary hit points go first; a character is dying at 0 hit points or fewer and dies at
minus its bloodied value, a monster dies at 0 (DMG 2008); an unconscious creature falls prone
(PHB 2008 p. 277); a stable creature that takes damage is dying again (PHB 2008 p. 295);
healing from below 0 starts at 0.

The tracks (``Combatant.resources``): ``hp`` (floor: minus the bloodied value for a PC, 0 for
a monster), ``temp_hp``, ``surges``, ``action_points``, ``death_save_failures`` (PCs). The
pure rules work on a ``hit_points.HitPoints`` read from them (:func:`track_of`).
"""

from __future__ import annotations

from msgspec import structs

from fray.domain.events import (
    CORE_EVENTS,
    Condition,
    ConditionApplied,
    DamageTaken,
    Event,
    HealingReceived,
    Resource,
    ResourceChanged,
    known,
    regained,
)
from fray.domain.evolve import fold
from fray.domain.state import Combatant, EncounterState, Status, stat_block
from fray.domain.tracks import HP
from fray.domain.turns import ending

from .dying import after_damage, death_threshold
from .effects import PRONE, STABLE, names
from .events import Dnd4eDamageResolved, Dnd4eTemporaryHitPointsSet
from .hit_points import HitPoints, bloodied_value, gain_temp_hp, heal, take_damage
from .resistance import DamageTaken as Taken
from .stats import Dnd4eStats, action_points

TEMP_HP, SURGES, ACTION_POINTS, FAILURES = "temp_hp", "surges", "action_points", "death_save_failures"
AMMUNITION = "ammunition"
SECOND_WIND_USED = "second_wind_used"
DEATH_SAVE_DUE = "death_save_due"


def stats_of(c: Combatant) -> Dnd4eStats:
    """``c``'s 4e stat block (the core's ``stat_block``). Raises ``TypeError`` for a
    combatant of another ruleset (a 4e encounter holds only 4e combatants).
    Source: (glue: no rule of its own)."""
    return stat_block(c, Dnd4eStats)


def starting_resources(s: Dnd4eStats, hp: int | None, temp_hp: int) -> dict[str, Resource]:
    """The tracks a combatant joins with: ``hp`` (full unless given; floor minus the bloodied
    value for a PC, 0 for a monster), ``temp_hp``, ``surges``, ``action_points`` and, for a
    PC, ``death_save_failures`` (0 of 3); ``ammunition`` when the block counts it.
    Source: PHB 2008 pp. 286, 293–295; DMG 2008; 004 §远程攻击 (ammunition)."""
    floor = death_threshold(s.hp_max) if s.kind == "pc" else 0
    out = {
        HP: Resource(s.hp_max if hp is None else max(floor, hp), s.hp_max, floor),
        TEMP_HP: Resource(temp_hp, temp_hp),
        SURGES: Resource(s.surges, s.surges),
        ACTION_POINTS: Resource(action_points(s), action_points(s)),
    }
    if s.kind == "pc":
        out[FAILURES] = Resource(0, 3)
    if s.ammunition is not None:
        out[AMMUNITION] = Resource(s.ammunition, s.ammunition)
    return out


def _current(c: Combatant, track: str) -> int:
    r = c.resources.get(track)
    return 0 if r is None else r.current


def track_of(c: Combatant) -> HitPoints:
    """``c``'s tracks as the pure rules read them. Never raises for a 4e combatant.
    Source: (glue: no rule of its own)."""
    hp = c.resources[HP]
    return HitPoints(
        max_hp=hp.maximum,
        hp=hp.current,
        temp_hp=_current(c, TEMP_HP),
        surges=_current(c, SURGES),
        second_wind_used=c.has(SECOND_WIND_USED) is not None,
        death_saves=_current(c, FAILURES),
        dead=c.status == "dead",
        pc=stats_of(c).kind == "pc",
    )


def status(c: Combatant) -> Status:
    """Where ``c`` stands by its tracks: ``dead`` (a PC at minus its bloodied value or after
    three failed death saves, a monster at 0 hit points), ``down`` (a PC stable at 0 or
    fewer), ``dying`` (a PC at 0 or fewer), else ``active``. Never raises.
    Source: PHB 2008 p. 295 (Dying and Death); DMG 2008 (monsters die at 0)."""
    if not isinstance(c.stats, Dnd4eStats) or HP not in c.resources:
        return "active"
    hp = c.resources[HP].current
    if c.stats.kind != "pc":
        return "dead" if hp <= 0 else "active"
    if hp <= -bloodied_value(c.resources[HP].maximum) or _current(c, FAILURES) >= 3:
        return "dead"
    if hp <= 0:
        return "down" if c.has(STABLE) else "dying"
    return "active"


def staged(state: EncounterState, events: list[Event]) -> EncounterState:
    """``state`` with the *core* events among ``events`` folded in (the ruleset's own are
    left out: none of them moves a track) and the status of each combatant read again from
    its tracks: for a hook that decides in steps (ongoing damage, then saves).
    Source: (glue: no rule of its own). Never raises for events decided on ``state``."""
    core = [e for e in events if isinstance(e, CORE_EVENTS)]
    after = fold(enumerate(core, start=state.version + 1), state)
    people = {cid: structs.replace(c, status=status(c)) for cid, c in after.combatants.items()}
    return structs.replace(after, combatants=people, version=state.version)


def land(state: EncounterState, c: Combatant, amount: int, cause: str, note: str = "") -> list[Event]:
    """``amount`` damage (already through resistance and halving) landing on ``c``: the
    temporary hit points take what they can (``resource_changed``), the hit points the rest
    (``damage_taken``, never below the track's floor); a stable creature hurt is dying again;
    one that drops to 0 or fewer falls prone (its marks end by ``consequences``, however it
    dropped). Never raises. Source: PHB 2008 pp. 294–295; DMG 2008 (monsters die at 0)."""
    if amount <= 0 or c.status == "dead":
        return []
    before = track_of(c)
    after, hurt = take_damage(before, amount)
    after = after_damage(after)
    events: list[Event] = []
    if hurt.from_temp:
        events.append(
            ResourceChanged(combatant_id=c.id, resource=TEMP_HP, delta=-hurt.from_temp, reason=f"absorbed {cause}")
        )
    if hurt.from_hp:
        events.append(DamageTaken(combatant_id=c.id, amount=hurt.from_hp, cause=cause, note=note))
        if c.has(STABLE):
            events += ending(state, c.id, STABLE, "removed")
    if (before.hp > 0 or c.has(STABLE)) and after.hp <= 0 and not after.dead and PRONE not in names(c):
        events.append(
            ConditionApplied(combatant_id=c.id, condition=Condition(id=PRONE, name=PRONE, source="unconscious"))
        )
    return events


def healing(state: EncounterState, c: Combatant, amount: int, cause: str, note: str = "") -> list[Event]:
    """``amount`` healing reaching ``c``: from below 0 it counts from 0, never above the
    maximum (``regained``); a creature brought above 0 is no longer dying (its stability and
    any death save due end). Raises ``RuleViolation`` for the dead.
    Source: PHB 2008 p. 295 (Healing the Dying)."""
    t = track_of(c)
    heal(t, amount)  # the dead: RuleViolation
    events: list[Event] = [
        HealingReceived(
            combatant_id=c.id, amount=amount, cause=cause, note=note, regained=regained(c.resources[HP], amount)
        )
    ]
    if t.hp <= 0 < heal(t, amount).hp:
        for kid in (STABLE, DEATH_SAVE_DUE):
            if c.has(kid):
                events += ending(state, c.id, kid, "removed")
    return events


def temp_hp(c: Combatant, offered: int) -> Dnd4eTemporaryHitPointsSet:
    """Temporary hit points ``offered`` to ``c``: the higher of old and new is kept.
    Source: PHB 2008 p. 294. Raises ``InvalidCommand`` for a negative amount."""
    kept = gain_temp_hp(track_of(c), offered).temp_hp
    return Dnd4eTemporaryHitPointsSet(combatant_id=c.id, offered=offered, amount=kept)


def resolved(
    state: EncounterState, target: Combatant, taken: Taken, source: str, cause: str
) -> tuple[list[Event], bool]:
    """``Dnd4eDamageResolved`` for ``taken`` (a ``resistance.DamageTaken``) on ``target`` and the
    events of it landing; and whether the target is dead after. Never raises.
    Source: (glue: no rule of its own)."""
    landed = land(state, target, known(taken.total), cause, source)
    temp = -sum(known(e.delta) for e in landed if isinstance(e, ResourceChanged))
    lost = sum(known(e.amount) for e in landed if isinstance(e, DamageTaken))
    dead = target.status == "dead" or after_damage(take_damage(track_of(target), known(taken.total))[0]).dead
    return [
        Dnd4eDamageResolved(target_id=target.id, source=source, taken=taken, temp_absorbed=temp, hp_lost=lost),
        *landed,
    ], dead
