"""What the passage of turns does under 4e (the core's hooks): status and who takes a turn,
initiative, ongoing damage and speed as a turn starts, saves as it ends, surprise as round 2
begins.

Sources: 004_e86ae0a0322fa3b5.txt §持续伤害 (ongoing damage at the start of the creature's turn,
the highest of each type), §豁免鉴定 (saves at the end of its turn), §状态 (迟缓: speed 2;
定身, 受缚: no moving; 突袭); published 4e: initiative (PHB 2008 p. 267), surprise round (p. 267),
dying and death saves (p. 295).
"""

from __future__ import annotations

from collections.abc import Sequence

from fray.domain.dice import Dice
from fray.domain.events import Event, InitiativeRolled, known
from fray.domain.state import Combatant, EncounterState
from fray.domain.turns import ending, place_newcomers

from .conditions import halves_damage_taken, resistances, speed
from .effects import SURPRISED, names
from .events import Dnd4eMovementSet
from .harm import resolved, staged, stats_of
from .initiative import order, roll_all
from .ongoing import Ongoing, start_of_turn
from .options import options
from .saving import auto_saves, prompt_death_save, resolve_death_save
from .stats import initiative_of
from .zones import at_turn


def takes_turn(c: Combatant) -> bool:
    """Everyone but the dead takes a turn: a dying character's turn ends with its death save.
    Source: PHB 2008 p. 295."""
    return c.status != "dead"


def roll_initiative(state: EncounterState, ids: Sequence[str], dice: Dice) -> InitiativeRolled:
    """Initiative for ``ids`` (d20 + initiative modifier; ties by modifier, then roll-offs
    kept: ``initiative.roll_all``), the d20s rolled in ``ids`` order. The first roll makes
    the order; late arrivals join it by total and modifier, after anyone they tie.
    Source: PHB 2008 p. 267; issue 11 (ties)."""
    mods = [(cid, initiative_of(stats_of(state.combatants[cid])).total) for cid in ids]
    entries = roll_all(mods, dice)
    ranked = order(entries)
    if not state.order:
        return InitiativeRolled(entries=tuple(entries), order=ranked)
    fresh = {e.combatant_id: (known(e.total), known(e.modifier)) for e in entries}

    def rank(cid: str) -> tuple[int, ...] | None:
        if cid in fresh:
            return fresh[cid]
        c = state.combatants.get(cid)
        if c is None or c.initiative is None:
            return None
        return (c.initiative, initiative_of(stats_of(c)).total)

    return InitiativeRolled(entries=tuple(entries), order=place_newcomers(state.order, list(ranked), rank))


def _ongoing(state: EncounterState, c: Combatant) -> list[Event]:
    """Each ongoing damage that applies (the highest of each type) dealt at the start of
    ``c``'s turn through resistance, vulnerability and insubstantial, one after another."""
    held = [
        Ongoing(
            effect_id=k.id, amount=k.ongoing.amount, types=(k.ongoing.damage_type,) if k.ongoing.damage_type else ()
        )
        for k in c.conditions
        if k.ongoing is not None and not k.marker
    ]
    if not held:
        return []
    s, n = stats_of(c), names(c)
    events: list[Event] = []
    for hit in start_of_turn(held, (*s.resist, *resistances(n)), s.vulnerable, halves_damage_taken(n)):
        now = staged(state, events).combatants[c.id]
        kind = " ".join(hit.ongoing.types) or "untyped"
        more, _ = resolved(
            state, now, hit.taken, f"ongoing {hit.ongoing.amount} {kind} ({hit.ongoing.effect_id})", "dnd4e.ongoing"
        )
        events += more
    return events


def turn_started(state: EncounterState, combatant_id: str, dice: Dice) -> list[Event]:
    """At the start of a creature's turn: its ongoing damage, then the zones it starts in
    (``zones.at_turn``), then its movement set to what its conditions allow (slowed 2
    squares; immobilized, restrained or unable to act 0).
    Source: 004_e86ae0a0322fa3b5.txt §持续伤害, §状态 (迟缓, 定身, 受缚); PHB 2008, Zone keyword."""
    c = state.combatants.get(combatant_id)
    if c is None or c.status == "dead":
        return []
    events = _ongoing(state, c)
    now = staged(state, events)
    if now.combatants[c.id].status != "dead":
        events += at_turn(now, now.combatants[c.id], "start_of_turn", dice)
    c = staged(state, events).combatants[c.id]
    ft = speed(stats_of(c).speed, names(c)) * 5
    if c.status == "active" and c.speed_ft is not None and ft != c.speed_ft:
        why = ", ".join(
            sorted(
                names(c) & {"slowed", "immobilized", "restrained", "stunned", "surprised", "dominated", "unconscious"}
            )
        )
        events.append(Dnd4eMovementSet(combatant_id=c.id, movement_ft=ft, reason=why))
    return events


def turn_ended(state: EncounterState, combatant_id: str, dice: Dice) -> list[Event]:
    """At the end of a creature's turn (after the core's expiries and save prompts): the zones
    it ends its turn in (``zones.at_turn``); then with ``saves: auto`` its saves are rolled,
    then a dying character's death save; otherwise a dying character is prompted for its
    death save (``death_save_due``).
    Source: 004_e86ae0a0322fa3b5.txt §豁免鉴定; PHB 2008 p. 295."""
    c = state.combatants.get(combatant_id)
    if c is None or c.status == "dead":
        return []
    zoned = at_turn(state, c, "end_of_turn", dice)
    if zoned:
        state = staged(state, zoned)
        c = state.combatants[combatant_id]
        if c.status == "dead":
            return zoned
    if options(state).saves == "prompt":
        return [*zoned, *prompt_death_save(c)]
    saved = auto_saves(state, c, dice)
    now = staged(state, saved)
    c = now.combatants[c.id]
    if c.status == "dying":
        saved += resolve_death_save(now, c, dice.roll(1, 20)[0])
    return [*zoned, *saved]


def round_started(state: EncounterState, round_: int, dice: Dice) -> list[Event]:
    """As round 2 begins the surprise round is over: every ``surprised`` ends.
    Source: PHB 2008 p. 267 (Surprise Round)."""
    if round_ != 2:
        return []
    return [e for c in state.combatants.values() if c.has(SURPRISED) for e in ending(state, c.id, SURPRISED, "expired")]
