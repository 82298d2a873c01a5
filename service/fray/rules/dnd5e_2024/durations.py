"""Conditions put on and taken off, durations, and what happens at a turn boundary.

Durations (published 5e, PHB 2024; the chapter assumes them): "until the start/end of X's
next turn" is the core ``Expiry`` (keyed to X's id and a turn boundary); "N rounds" ends at the
start of X's turn N rounds later; "save ends" prompts the save at the start or end of each of
the bearer's turns. Expiry survives combatants joining or leaving mid-round: when the turn
passes the place in the order of a creature that left (or is dead), its boundaries pass too,
so what it anchored ends there instead of never. At the start of a turn the creature gets its
turn budget back (002 §Ваш хід); a dying creature is prompted for its death save.
"""

from __future__ import annotations

from msgspec import structs

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import (
    ConditionApplied,
    ConditionEnded,
    Event,
    Expiry,
    ResourceChanged,
)
from fray.domain.state import Combatant, EncounterState
from fray.domain.turns import expiring
from fray.domain.turns import next_turn as core_next_turn

from . import dying
from .conditions import (
    DEAD,
    INCAPACITATING,
    SAVE_DUE,
    SPEED_ZERO,
    STABLE,
    base,
    condition,
    names,
    speed_now,
)
from .events import (
    Dnd5eCondition,
    Dnd5eConditionApplied,
    MovementSet,
    RoundsEnd,
    SaveEnds,
    SavePrompted,
    TurnBudgetRestored,
)
from .options import options
from .saves import saving_throw, stats_of


def takes_turn(c: Combatant) -> bool:
    """A 5e creature takes its turn unless dead: at 0 HP it still rolls its death save."""
    return DEAD not in names(c)


def apply_condition(state: EncounterState, cmd) -> list[Event]:  # type: ignore[no-untyped-def]
    """The condition with its duration. ``exhaustion`` adds levels (6: dead). Raises
    ``RuleViolation`` for a condition the creature is immune to, for the dead, and
    ``InvalidCommand`` for a "save ends" without its save or an unknown ``turn_of``."""
    target = state.combatant(cmd.target_id)
    if DEAD in names(target):
        raise RuleViolation(f"{target.name} is dead")
    if cmd.condition in stats_of(target).condition_immunities:
        raise RuleViolation(f"{target.name} is immune to {cmd.condition}")
    if cmd.condition == "exhaustion":
        level = min(6, dying.count(target, "exhaustion") + cmd.levels)
        events: list[Event] = [ResourceChanged(combatant_id=target.id, resource="exhaustion",
                                               delta=cmd.levels, reason="exhaustion")]
        return events + (dying.die(state, target, "exhaustion level 6") if level >= 6 else [])
    anchor = cmd.turn_of or state.turn or target.id
    state.combatant(anchor)
    expires, save, rounds_end = Expiry(), None, None
    if cmd.duration in ("start_of_next_turn", "end_of_next_turn"):
        expires = Expiry(at=cmd.duration.replace("_next", ""), combatant_id=anchor,  # type: ignore[arg-type]
                         applied_round=state.round, applied_during=state.turn)
    elif cmd.duration == "rounds":
        rounds_end = RoundsEnd(combatant_id=anchor,
                               round=state.round + cmd.rounds if state.round else cmd.rounds + 1)
    elif cmd.duration == "save_ends":
        if cmd.save_ability is None or cmd.save_dc is None:
            raise InvalidCommand("a 'save_ends' condition needs save_ability and save_dc")
        save = SaveEnds(ability=cmd.save_ability, dc=cmd.save_dc, at=cmd.save_at)
    plain = condition(state, cmd.condition, source=cmd.source, expires=expires)
    cond = Dnd5eCondition(**structs.asdict(plain), save_ends=save, rounds_end=rounds_end)
    if target.has(cond.id):
        raise RuleViolation(f"{target.name} is already {cond.id}; end it first to change its duration")
    events = [Dnd5eConditionApplied(combatant_id=target.id, condition=cond)]
    if cmd.condition == "unconscious" and "prone" not in names(target):
        events.append(ConditionApplied(combatant_id=target.id, condition=condition(state, "prone", source=cmd.source)))
    if cmd.condition in INCAPACITATING:
        events += dying.end_concentration(target)
    if cmd.condition in SPEED_ZERO and state.turn == target.id:
        events.append(MovementSet(combatant_id=target.id, movement_ft=0, reason=cmd.condition))
    return events


def end_condition(state: EncounterState, cmd) -> list[Event]:  # type: ignore[no-untyped-def]
    """End a condition (exhaustion: lose ``levels``). On the creature's own turn, ending the
    last speed-0 condition before it moved gives its speed back. Raises ``RuleViolation``
    when it does not have it."""
    target = state.combatant(cmd.target_id)
    if cmd.condition_id == "exhaustion":
        have = dying.count(target, "exhaustion")
        if not have:
            raise RuleViolation(f"{target.name} has no exhaustion")
        return [ResourceChanged(combatant_id=target.id, resource="exhaustion",
                                delta=-min(have, cmd.levels), reason="exhaustion removed")]
    found = target.has(cmd.condition_id)
    if found is None:
        have = ", ".join(k.id for k in target.conditions) or "none"
        raise RuleViolation(f"{target.name} has no condition {cmd.condition_id!r}; it has: {have}")
    return [ConditionEnded(combatant_id=target.id, condition_id=found.id, reason="removed"),
            *_prompt_ended(target, found.id), *_speed_back(state, target, found.id)]


def _prompt_ended(c: Combatant, condition_id: str) -> list[Event]:
    due = f"{SAVE_DUE}:{condition_id}"
    return [ConditionEnded(combatant_id=c.id, condition_id=due, reason="spent")] if c.has(due) else []


def _speed_back(state: EncounterState, c: Combatant, condition_id: str) -> list[Event]:
    if state.turn != c.id or base(condition_id) not in SPEED_ZERO or c.moved_from is not None:
        return []
    after = structs.replace(c, conditions=tuple(k for k in c.conditions if k.id != condition_id))
    speed = speed_now(after, stats_of(c).speed_ft)
    return [MovementSet(combatant_id=c.id, movement_ft=speed, reason=f"{condition_id} ended")] if speed else []


def saving_throw_command(state: EncounterState, cmd, dice) -> list[Event]:  # type: ignore[no-untyped-def]
    """A saving throw; for a "save ends" ``condition_id`` a success ends it (and its prompt).
    Raises ``RuleViolation`` when the creature lacks that condition."""
    from .attack import cover_bonus

    c = state.combatant(cmd.combatant_id)
    found = None
    if cmd.condition_id is not None:
        found = c.has(cmd.condition_id)
        if found is None:
            raise RuleViolation(f"{c.name} has no condition {cmd.condition_id!r} to save against")
    save = saving_throw(c, cmd.ability, cmd.dc, dice, cmd.purpose or (cmd.condition_id or ""),
                        advantage=cmd.advantage, disadvantage=cmd.disadvantage,
                        cover_bonus=cover_bonus(cmd.cover))
    events: list[Event] = [save]
    if found is not None:
        events += _prompt_ended(c, found.id)
        if save.success:
            events.append(ConditionEnded(combatant_id=c.id, condition_id=found.id, reason="expired"))
            events += _speed_back(state, c, found.id)
    return events


def _between(state: EncounterState, start: str | None, end: str) -> list[str]:
    """Ids in the order strictly after ``start`` and before ``end`` (wrapping)."""
    order = state.order
    if start not in order or end not in order:
        return []
    i, out = order.index(start), []
    for step in range(1, len(order)):
        cid = order[(i + step) % len(order)]
        if cid == end:
            break
        out.append(cid)
    return out


def turn_started(state: EncounterState, combatant_id: str) -> list[Event]:
    """Extra facts at the start of ``combatant_id``'s turn (``state`` is before the turn):
    boundaries of skipped places (creatures that left or are dead), "N rounds" that ran out,
    "save ends" prompts (end of the previous turn, start of this one), a dying creature's
    death save prompt, and the turn budget with the speed it has now. Under the 003 speed
    factor a new round starts only with ``start_round``: raises ``RuleViolation`` when
    ``advance_turn`` would wrap to the next round (the core has no "new round" hook)."""
    round_ = core_next_turn(state, takes_turn).round
    if round_ > state.round > 0 and options(state).initiative == "speed_factor":
        raise RuleViolation("the round is over; under the speed factor declare actions and roll "
                            "the next round's initiative with dnd5e-2024.start_round")
    return starting(state, combatant_id, round_)


def starting(state: EncounterState, combatant_id: str, round_: int) -> list[Event]:
    """``turn_started`` for a turn in ``round_`` (the speed factor starts rounds itself)."""
    events: list[Event] = []
    ended: set[tuple[str, str]] = set()

    def end(c: Combatant, cid: str) -> None:
        if (c.id, cid) not in ended:
            ended.add((c.id, cid))
            events.append(ConditionEnded(combatant_id=c.id, condition_id=cid, reason="expired"))

    prev_round = state.round
    for skipped in _between(state, state.turn, combatant_id) if state.turn else []:
        wrapped = state.order.index(skipped) < state.order.index(state.turn)  # type: ignore[arg-type]
        r = prev_round + 1 if wrapped else prev_round
        if skipped in state.combatants and takes_turn(state.combatants[skipped]):
            continue
        for boundary in ("start_of_turn", "end_of_turn"):
            for e in expiring(state, boundary, skipped, r):
                end(state.combatants[e.combatant_id], e.condition_id)  # type: ignore[attr-defined]
        for c in state.combatants.values():
            for k in c.conditions:
                re = getattr(k, "rounds_end", None)
                if re is not None and re.combatant_id == skipped and r >= re.round:
                    end(c, k.id)
    for c in state.combatants.values():
        for k in c.conditions:
            re = getattr(k, "rounds_end", None)
            if re is not None and re.combatant_id == combatant_id and round_ >= re.round:
                end(c, k.id)
    starting = {e.condition_id for e in expiring(state, "start_of_turn", combatant_id, round_)}  # type: ignore[attr-defined]
    prev = state.combatants.get(state.turn or "")
    if prev is not None:
        events += _prompts(state, prev, "end_of_turn", set())
    me = state.combatants[combatant_id]
    gone = starting | {cid for (owner, cid) in ended if owner == me.id}
    events += _prompts(state, me, "start_of_turn", gone)
    n = names(me)
    if me.hp <= 0 and DEAD not in n and STABLE not in n and dying.makes_death_saves(stats_of(me)):
        events.append(SavePrompted(combatant_id=me.id, condition_id="death_save", ability="death", dc=10))
    after = structs.replace(me, conditions=tuple(k for k in me.conditions if k.id not in gone))
    events.append(TurnBudgetRestored(combatant_id=me.id, movement_ft=speed_now(after, stats_of(me).speed_ft)))
    return events


def _prompts(state: EncounterState, c: Combatant, boundary: str, gone: set[str]) -> list[Event]:
    out: list[Event] = []
    for k in c.conditions:
        save = getattr(k, "save_ends", None)
        if save is None or save.at != boundary or k.id in gone or c.has(f"{SAVE_DUE}:{k.id}"):
            continue
        out.append(SavePrompted(combatant_id=c.id, condition_id=k.id, ability=save.ability, dc=save.dc))
        out.append(ConditionApplied(combatant_id=c.id, condition=condition(
            state, SAVE_DUE, source=k.id, label=f"save due: {save.ability.upper()} DC {save.dc} ends {k.id}")))
    return out
