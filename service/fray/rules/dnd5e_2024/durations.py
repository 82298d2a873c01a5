"""Conditions put on and taken off, durations, and what happens at a turn boundary.

Durations (published 5e, PHB 2024; the chapter assumes them) are all the core ``Expiry``:
"until the start/end of X's next turn" (``turn="next"``), "until the end of this turn"
(``turn="current"``), "N rounds" (``rounds``: ends at the start of X's turn N rounds later)
and "save ends" (``save``: the core prompts the save at the start or end of each of the
bearer's turns with ``save_due``). The core also passes the boundaries of a creature that
left or is dead, so expiry survives combatants joining or leaving mid-round. At the start of
a turn the creature gets its turn budget back (002 §Ваш хід); a dying creature is prompted
for its death save.
"""

from __future__ import annotations

from typing import cast

from msgspec import structs

from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import (
    Condition,
    ConditionApplied,
    ConditionEnded,
    ConditionLink,
    Event,
    Expiry,
    ResourceChanged,
    SaveEnds,
)
from fray.domain.state import Combatant, EncounterState, Status
from fray.domain.tracks import hp
from fray.domain.turns import ending, from_now, save_marker

from . import dying
from .attack import cover_bonus
from .commands import ApplyCondition, EndCondition, SavingThrow
from .conditions import (
    APPLICABLE,
    CONCENTRATING,
    DEAD,
    DEATH_SAVE_DUE,
    INCAPACITATING,
    RESERVED,
    SPEED_ZERO,
    STABLE,
    base,
    condition,
    names,
    speed_now,
    this_turn_end,
    with_source,
)
from .events import MovementSet, SavePrompted, TurnBudgetRestored
from .injuries import trying_to_act
from .saves import saving_throw, stats_of
from .stats import Ability, makes_death_saves


def status(c: Combatant) -> Status:
    """Where ``c`` stands: ``dead`` with the dead condition; at 0 HP ``dying`` while it makes
    death saves and is not stable, else ``down``; otherwise ``active``.
    Source: published 5e rules (PHB 2024), Dropping to 0 Hit Points; DMG (monsters die at 0 HP)."""
    n = names(c)
    if DEAD in n:
        return "dead"
    if hp(c) > 0:
        return "active"
    return "dying" if STABLE not in n and makes_death_saves(stats_of(c)) else "down"


def takes_turn(c: Combatant) -> bool:
    """A 5e creature takes its turn unless dead: at 0 HP it still rolls its death save.
    Source: published 5e rules (PHB 2024), Dropping to 0 Hit Points (death saving throws)."""
    return DEAD not in names(c)


def apply_condition(state: EncounterState, cmd: ApplyCondition) -> list[Event]:
    """The condition with its duration (a core ``Expiry``). ``exhaustion`` adds levels (6:
    dead). ``concentration``: it lasts while its ``source`` concentrates (a core
    ``Condition.lasts_while`` link: Hold Person's paralyzed ends when the caster's
    concentration does, PHB 2024). Raises ``RuleViolation`` for a condition the creature is
    immune to, for the dead, for a source not concentrating, and ``InvalidCommand`` for a
    name that is not one of ``APPLICABLE`` (unless ``custom``), a "save ends" without its
    save, concentration without a source, or an unknown ``turn_of``."""
    target = state.combatant(cmd.target_id)
    if cmd.condition not in APPLICABLE and not cmd.custom:
        raise InvalidCommand(
            f"{cmd.condition!r} is not a 5e condition; choose one of "
            f'{", ".join(APPLICABLE)}, or send "custom": true for a condition of '
            "your table's own (recorded, with no rules effect)"
        )
    if cmd.custom and (cmd.condition in APPLICABLE or cmd.condition in RESERVED):
        why = (
            "a 5e condition: leave out custom"
            if cmd.condition in APPLICABLE
            else "a name the rules keep for themselves; choose another for your condition"
        )
        raise InvalidCommand(f"{cmd.condition!r} is {why}")
    if DEAD in names(target):
        raise RuleViolation(f"{target.name} is dead")
    if cmd.condition in stats_of(target).condition_immunities:
        raise RuleViolation(f"{target.name} is immune to {cmd.condition}")
    if cmd.condition == "exhaustion":
        level = min(6, dying.count(target, "exhaustion") + cmd.levels)
        events: list[Event] = [
            ResourceChanged(combatant_id=target.id, resource="exhaustion", delta=cmd.levels, reason="exhaustion")
        ]
        return events + (dying.die(state, target, "exhaustion level 6") if level >= 6 else [])
    if cmd.source is not None:
        state.combatant(cmd.source)  # an unknown source: CombatantNotFound (404)
    anchor = cmd.turn_of or state.turn or target.id
    state.combatant(anchor)
    expires = Expiry()
    if cmd.duration in ("start_of_next_turn", "end_of_next_turn"):
        expires = from_now(state, anchor, "start_of_turn" if cmd.duration == "start_of_next_turn" else "end_of_turn")
    elif cmd.duration == "rounds":
        expires = from_now(state, anchor, "start_of_turn", rounds=cmd.rounds)
    elif cmd.duration == "save_ends":
        if cmd.save_ability is None or cmd.save_dc is None:
            raise InvalidCommand("a 'save_ends' condition needs save_ability and save_dc")
        expires = Expiry(save=SaveEnds(ability=cmd.save_ability, dc=cmd.save_dc, at=cmd.save_at))
    cond = condition(state, cmd.condition, source=cmd.source, expires=expires)
    if cmd.concentration:
        cond = structs.replace(cond, lasts_while=_held_by(state, cmd.source))
    if target.has(cond.id):
        raise RuleViolation(f"{target.name} is already {cond.id}; end it first to change its duration")
    events = [ConditionApplied(combatant_id=target.id, condition=cond)]
    if cmd.condition == "unconscious" and "prone" not in names(target):
        events.append(ConditionApplied(combatant_id=target.id, condition=condition(state, "prone", source=cmd.source)))
    if cmd.condition in INCAPACITATING:
        events += dying.end_concentration(state, target)
    if cmd.condition in SPEED_ZERO and state.turn == target.id:
        events.append(MovementSet(combatant_id=target.id, movement_ft=0, reason=cmd.condition))
    return events


def _held_by(state: EncounterState, caster_id: str | None) -> ConditionLink:
    """The concentration of ``caster_id`` that a condition its spell applies lasts while (PHB
    2024 Concentration: the spell, and so its effects, end with it). Raises
    ``InvalidCommand`` without a caster, ``RuleViolation`` when it is not concentrating."""
    if caster_id is None:
        raise InvalidCommand("a condition held by concentration names the concentrating caster as source")
    caster = state.combatant(caster_id)
    held = with_source(caster, CONCENTRATING)
    if not held:
        raise RuleViolation(
            f"{caster.name} is not concentrating: cast the spell with concentration first, then apply what it holds up"
        )
    return ConditionLink(combatant_id=caster.id, condition_id=held[0].id)


def end_condition(state: EncounterState, cmd: EndCondition) -> list[Event]:
    """End a condition (exhaustion: lose ``levels``), with its pending save prompt and what
    it sustains (ending a concentration ends the conditions its spell holds up, PHB 2024).
    On the creature's own turn, ending the last speed-0 condition before it moved gives its
    speed back. Raises ``RuleViolation`` when it does not have it."""
    target = state.combatant(cmd.target_id)
    if cmd.condition_id == "exhaustion":
        have = dying.count(target, "exhaustion")
        if not have:
            raise RuleViolation(f"{target.name} has no exhaustion")
        return [
            ResourceChanged(
                combatant_id=target.id, resource="exhaustion", delta=-min(have, cmd.levels), reason="exhaustion removed"
            )
        ]
    found = target.has(cmd.condition_id)
    if found is None:
        held = ", ".join(k.id for k in target.conditions) or "none"
        raise RuleViolation(f"{target.name} has no condition {cmd.condition_id!r}; it has: {held}")
    return [*ending(state, target.id, found.id, "removed"), *_speed_back(state, target, found.id)]


def _prompt_ended(c: Combatant, condition_id: str) -> list[Event]:
    due = save_marker(condition_id)
    return [ConditionEnded(combatant_id=c.id, condition_id=due, reason="spent")] if c.has(due) else []


def _speed_back(state: EncounterState, c: Combatant, condition_id: str) -> list[Event]:
    if state.turn != c.id or base(condition_id) not in SPEED_ZERO or c.moved_from is not None:
        return []
    after = structs.replace(c, conditions=tuple(k for k in c.conditions if k.id != condition_id))
    speed = speed_now(after, stats_of(c).speed_ft)
    return [MovementSet(combatant_id=c.id, movement_ft=speed, reason=f"{condition_id} ended")] if speed else []


def saving_throw_command(state: EncounterState, cmd: SavingThrow, dice: Dice) -> list[Event]:
    """A saving throw; for a ``condition_id`` a success ends that condition (and its prompt).

    Against a "save ends" condition (its ``Expiry.save``) the save is the condition's own:
    its stored ability and DC (published 5e, PHB 2024: the effect names the save and its
    DC), rolled once per prompt, when the core's ``save_due`` is pending (at the start or end
    of the bearer's turns, as the condition says). Raises ``InvalidCommand`` (422) for
    another ability or DC than the condition's, or for a save without ``ability`` and ``dc``
    that is not against a "save ends" condition; ``RuleViolation`` (409) when the creature
    lacks the condition or no save against it is due (not yet, or already answered)."""

    c = state.combatant(cmd.combatant_id)
    found = None
    ability, dc = cmd.ability, cmd.dc
    if cmd.condition_id is not None:
        found = c.has(cmd.condition_id)
        if found is None:
            raise RuleViolation(f"{c.name} has no condition {cmd.condition_id!r} to save against")
        ability, dc = _own_save(c, found, ability, dc)
    if ability is None or dc is None:
        raise InvalidCommand(
            "a saving throw needs ability and dc (only a save against a "
            "'save ends' condition takes them from the condition)"
        )
    save = saving_throw(
        c,
        ability,
        dc,
        dice,
        cmd.purpose or (cmd.condition_id or ""),
        advantage=cmd.advantage,
        disadvantage=cmd.disadvantage,
        cover_bonus=cover_bonus(cmd.cover),
    )
    events: list[Event] = [save]
    if found is not None:
        events += _prompt_ended(c, found.id)
        if save.success:
            events += [
                e
                for e in ending(state, c.id, found.id, "expired")
                if getattr(e, "condition_id", None) != save_marker(found.id)
            ]
            events += _speed_back(state, c, found.id)
    return events


def _own_save(
    c: Combatant, found: Condition, ability: Ability | None, dc: int | None
) -> tuple[Ability | None, int | None]:
    """The ability and DC of a save against ``found``: its stored "save ends" save, which must
    be due now; a condition without one takes the command's. Raises as ``saving_throw_command``."""
    own = found.expires.save
    if own is None or not own.ability:
        return ability, dc
    if ability is not None and ability != own.ability:
        raise InvalidCommand(
            f"{found.id} ends on a {own.ability.upper()} save (DC {own.dc}), "
            f"not a {ability.upper()} save; leave ability out to use it"
        )
    if dc is not None and dc != own.dc:
        raise InvalidCommand(f"the save against {found.id} is DC {own.dc}, not DC {dc}; leave dc out")
    if c.has(save_marker(found.id)) is None:
        when = own.at.replace("_", " ")
        raise RuleViolation(
            f"no save against {found.id} is due for {c.name} now: it is rolled once, "
            f"when prompted at the {when} of its turn (already answered, or not yet due)"
        )
    return cast(Ability, own.ability), own.dc  # stored from an Ability when applied


def turn_started(state: EncounterState, combatant_id: str, dice: Dice) -> list[Event]:
    """Extra facts at the start of ``combatant_id``'s turn (``state`` holds the turn and the
    core's expiries and save prompts): a dying creature's death save prompt, the turn budget
    with the speed it has now (002 §Ваш хід), its spent Recharge actions' d6 (published 5e
    stat blocks, ``monster_actions.recharge``), then 003's internal injury / broken ribs save
    (``injuries.trying_to_act``)."""
    me = state.combatants[combatant_id]
    n = names(me)
    events: list[Event] = []
    if hp(me) <= 0 and DEAD not in n and STABLE not in n and makes_death_saves(stats_of(me)):
        events += [
            SavePrompted(combatant_id=me.id, condition_id="death_save", ability="death", dc=10),
            ConditionApplied(
                combatant_id=me.id,
                condition=condition(
                    state,
                    DEATH_SAVE_DUE,
                    source=me.id,
                    expires=this_turn_end(state, me.id),
                    label="death save due (once, this turn)",
                ),
            ),
        ]
    events.append(
        TurnBudgetRestored(
            combatant_id=me.id,
            movement_ft=speed_now(me, stats_of(me).speed_ft),
            attacks=stats_of(me).attacks_per_action,
        )
    )

    from .monster_actions import recharge

    return events + recharge(me, dice) + trying_to_act(state, me, dice)
