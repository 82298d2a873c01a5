"""Saving throws, death saves, and effects put on and sustained: the commands, and the rolls
the turn's end makes when the encounter lets Fray roll them.

Sources: 004_e86ae0a0322fa3b5.txt §豁免鉴定 (a plain d20 at the end of the turn, 10 or more; one
per effect, in the order the creature chooses; aftereffects after all the turn's saves),
§持续时间 (sustain), §状态 (标记); PHB 2008 p. 295 (death saving throws: below 10 a failure,
three kill; 20 or more spends a healing surge).

DECISION: an aftereffect earned while other saves are still due waits (a marker
``aftereffect:<id>`` holding it) and begins when the last due save is made, so it is never
saved against on the turn it began, whatever order the saves are sent in.
"""

from __future__ import annotations

from collections.abc import Sequence

from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import (
    Condition,
    ConditionApplied,
    ConditionEnded,
    Event,
    ResourceChanged,
)
from fray.domain.state import Combatant, EncounterState
from fray.domain.turns import SAVE_DUE, ending, save_marker

from . import budget
from .commands import Dnd4eApplyCondition, Dnd4eDeathSave, Dnd4eSavingThrow, Sustain
from .durations import sustain, sustain_action, sustain_id
from .dying import death_save
from .effects import build, modifiers_on, put, sustained_by
from .events import Dnd4eDeathSaveRolled, SaveRolled
from .harm import DEATH_SAVE_DUE, FAILURES, SURGES, healing, stats_of, track_of
from .hit_points import surge_value
from .modifiers import Modifier
from .saves import begin, end_of_turn_saves, saving_throw
from .stats import Effect
from .zones import moved

AFTER = "aftereffect:"


def save_modifiers(c: Combatant, more: Sequence[Modifier] = ()) -> tuple[Modifier, ...]:
    """What modifies ``c``'s saving throws: its block's (an elite's +2), its conditions', and
    ``more`` from the command (004 §豁免鉴定: powers, feats and racial traits may)."""
    return (*stats_of(c).save_modifiers, *modifiers_on(c, "saving_throws"), *more)


def _due(c: Combatant) -> list[str]:
    return [k.source for k in c.conditions if k.id.startswith(f"{SAVE_DUE}:") and k.source]


def aftereffects(
    state: EncounterState, c: Combatant, new: Sequence[tuple[str, Condition]], answered: Sequence[str]
) -> list[Event]:
    """The aftereffects ``new`` (``(ended effect id, aftereffect)``) earned by saves just made
    against ``answered``: waiting while other saves are due, else begun now with any that
    waited. Never raises. Source: 004_e86ae0a0322fa3b5.txt §豁免鉴定 (后继效果)."""
    if [s for s in _due(c) if s not in answered]:
        return [
            ConditionApplied(
                combatant_id=c.id,
                condition=Condition(
                    id=f"{AFTER}{kid}", name=f"aftereffect waiting: {a.name}", source=kid, aftereffect=a, marker=True
                ),
            )
            for kid, a in new
        ]
    waiting = [k for k in c.conditions if k.id.startswith(AFTER) and k.aftereffect is not None]
    events: list[Event] = [ConditionEnded(combatant_id=c.id, condition_id=k.id, reason="spent") for k in waiting]
    taken: list[str] = []
    for a in [*(k.aftereffect for k in waiting if k.aftereffect), *(a for _, a in new)]:
        more = put(state, c, begin(a, state), taken)
        taken += [e.condition.id for e in more if isinstance(e, ConditionApplied)]
        events += more
    return events


def _ended(state: EncounterState, c: Combatant, kid: str) -> list[Event]:
    """The effect ``kid`` ended by a save (and what lasts while it), its prompt spent."""
    spent = ConditionEnded(combatant_id=c.id, condition_id=save_marker(kid), reason="spent")
    return [
        spent,
        *(
            e
            for e in ending(state, c.id, kid, "expired")
            if not (isinstance(e, ConditionEnded) and e.condition_id == spent.condition_id)
        ),
    ]


def saving_throw_command(state: EncounterState, cmd: Dnd4eSavingThrow, dice: Dice) -> list[Event]:
    """One saving throw against a "save ends" effect whose save is due now (the core's
    ``save_due`` prompt at the end of the bearer's turn): a d20 + modifiers, 10 or more ends
    it; its aftereffect begins once no save is due (``aftereffects``). Raises
    ``RuleViolation`` when the creature lacks the effect or no save against it is due,
    ``InvalidCommand`` for an effect that is not "save ends".
    Source: 004_e86ae0a0322fa3b5.txt §豁免鉴定."""
    c = state.combatant(cmd.combatant_id)
    k = c.has(cmd.condition_id)
    if k is None or k.marker:
        have = ", ".join(x.id for x in c.conditions if x.expires.save) or "none"
        raise RuleViolation(f"{c.name} has no effect {cmd.condition_id!r}; its save-ends effects: {have}")
    if k.expires.save is None:
        raise InvalidCommand(f"{k.id} does not end on a save (it is not 'save ends')")
    if c.has(save_marker(k.id)) is None:
        raise RuleViolation(
            f"no save against {k.id} is due for {c.name}: it is made at the end of "
            f"{c.name}'s turn, once (already made, or not yet due)"
        )
    roll = saving_throw(k.id, dice.roll(1, 20)[0], save_modifiers(c, cmd.bonuses))
    events: list[Event] = [SaveRolled(combatant_id=c.id, condition_id=k.id, roll=roll)]
    if not roll.succeeded:
        events.append(ConditionEnded(combatant_id=c.id, condition_id=save_marker(k.id), reason="spent"))
        return events + aftereffects(state, c, [], [k.id])
    events += _ended(state, c, k.id)
    return events + aftereffects(state, c, [(k.id, k.aftereffect)] if k.aftereffect else [], [k.id])


def auto_saves(state: EncounterState, c: Combatant, dice: Dice) -> list[Event]:
    """The saves due at the end of ``c``'s turn, rolled by Fray (option ``saves: auto``), in
    the order its effects were put on it, then the aftereffects. Never raises.
    Source: 004_e86ae0a0322fa3b5.txt §豁免鉴定."""
    due = [k for k in c.conditions if k.expires.save is not None and c.has(save_marker(k.id))]
    if not due:
        return []
    faces = [dice.roll(1, 20)[0] for _ in due]
    mods = {k.id: save_modifiers(c) for k in due}
    out = end_of_turn_saves(due, [k.id for k in due], faces, state, mods)
    events: list[Event] = []
    for r in out.rolls:
        events.append(SaveRolled(combatant_id=c.id, condition_id=r.effect_id, roll=r))
        events += (
            _ended(state, c, r.effect_id)
            if r.succeeded
            else [ConditionEnded(combatant_id=c.id, condition_id=save_marker(r.effect_id), reason="spent")]
        )
    won = [(k.id, k.aftereffect) for k in due if k.id in out.ended and k.aftereffect is not None]
    return events + aftereffects(state, c, won, [k.id for k in due])


def death_save_command(state: EncounterState, cmd: Dnd4eDeathSave, dice: Dice) -> list[Event]:
    """A dying character's death save, due at the end of its turn. Raises ``RuleViolation``
    unless it is dying and its save is due. Source: PHB 2008 p. 295."""
    c = state.combatant(cmd.combatant_id)
    if c.status != "dying":
        raise RuleViolation(f"{c.name} is {c.status}, not dying; only the dying make death saves")
    if c.has(DEATH_SAVE_DUE) is None:
        raise RuleViolation(f"{c.name}'s death save is made at the end of its turn, once")
    return resolve_death_save(state, c, dice.roll(1, 20)[0], cmd.bonuses)


def resolve_death_save(state: EncounterState, c: Combatant, face: int, bonuses: Sequence[Modifier] = ()) -> list[Event]:
    """A death save of ``face``: below 10 one failure (the third kills); 20 or more spends a
    healing surge (from 0 hit points: the surge value; with none left, 1 hit point: Rules
    Compendium, Healing the Dying); otherwise nothing. Raises
    ``RuleViolation`` unless ``c`` is dying. Source: PHB 2008 p. 295 (Death Saving Throws)."""
    _, save = death_save(track_of(c), face, save_modifiers(c, bonuses))
    events: list[Event] = [Dnd4eDeathSaveRolled(combatant_id=c.id, save=save)]
    if c.has(DEATH_SAVE_DUE):
        events.append(ConditionEnded(combatant_id=c.id, condition_id=DEATH_SAVE_DUE, reason="spent"))
    if save.outcome in ("failed", "died"):
        events.append(ResourceChanged(combatant_id=c.id, resource=FAILURES, delta=1, reason="failed death save"))
    elif save.outcome == "surge":
        if not save.no_surge:
            events.append(
                ResourceChanged(
                    combatant_id=c.id, resource=SURGES, delta=-1, reason="death save of 20: a healing surge"
                )
            )
        amount, note = (
            (1, "no healing surge left: 1 hit point (death save of 20)")
            if save.no_surge
            else (surge_value(c.resources["hp"].maximum), "a healing surge (death save of 20)")
        )
        events += [
            e
            for e in healing(state, c, amount, "dnd4e.death_save", note)
            if not (isinstance(e, ConditionEnded) and e.condition_id == DEATH_SAVE_DUE)
        ]
    return events


def prompt_death_save(c: Combatant) -> list[Event]:
    """The marker that a dying ``c`` owes a death save (end of its turn), unless one is due.
    Source: PHB 2008 p. 295 (a death saving throw at the end of each of its turns)."""
    if c.status != "dying" or c.has(DEATH_SAVE_DUE):
        return []
    return [
        ConditionApplied(
            combatant_id=c.id, condition=Condition(id=DEATH_SAVE_DUE, name="death save due", source=c.id, marker=True)
        )
    ]


def apply_condition(state: EncounterState, cmd: Dnd4eApplyCondition) -> list[Event]:
    """Put an effect on ``cmd.target_id`` (``effects.put``: one mark at a time, identical
    effects keep the longest); a sustained one also puts its holders on its source. Raises
    ``RuleViolation`` for a dead target, ``InvalidCommand`` for a mark or sustained effect
    without a source, or "the end of the turn" off the keyed creature's turn;
    ``CombatantNotFound`` for unknown ids. Source: 004_e86ae0a0322fa3b5.txt §状态, §持续时间."""
    target = state.combatant(cmd.target_id)
    if target.status == "dead":
        raise RuleViolation(f"{target.name} is dead")
    source = state.combatant(cmd.source) if cmd.source else None
    if cmd.turn_of:
        state.combatant(cmd.turn_of)
    if source is None and (cmd.condition == "marked" or sustain_action(cmd.duration)):
        raise InvalidCommand(
            f"a {'mark' if cmd.condition == 'marked' else 'sustained effect'} names who makes it: source"
        )
    effect = Effect(
        condition=cmd.condition,
        duration=cmd.duration,
        ongoing=cmd.ongoing,
        modifiers=cmd.modifiers,
        aftereffect=cmd.aftereffect,
    )
    events = put(state, target, build(state, effect, target.id, cmd.source, cmd.turn_of, label=cmd.name))
    if source is not None and sustain_action(cmd.duration):
        events += sustained_by(state, source, cmd.condition)
    return events


def sustain_command(state: EncounterState, cmd: Sustain) -> list[Event]:
    """Sustain an effect with ``cmd.action`` (004 §持续时间 维持持续时间): the action is paid
    and the holder lasts to the end of the creator's next turn again; ``move_to`` moves the
    zone it holds up (``zones.moved``). Raises ``RuleViolation`` when it sustains no such
    effect, not on its turn, twice a round, with another action than its power says, with
    no such action left, or a move its zone does not allow."""
    c = state.combatant(cmd.combatant_id)
    kid = cmd.condition_id if cmd.condition_id.startswith("sustain:") else sustain_id(cmd.condition_id)
    held = c.has(kid)
    if held is None:
        have = ", ".join(k.id for k in c.conditions if k.id.startswith("sustain:")) or "none"
        raise RuleViolation(f"{c.name} sustains no {kid!r}; it sustains: {have}")
    renewed = sustain(state, held)
    zone_power = None
    for p in stats_of(c).powers:
        durations = [e.duration for e in p.hit_effects] + ([p.zone.duration] if p.zone is not None else [])
        kinds = {sustain_action(d) for d in durations} - {None}
        if sustain_id(p.name) == kid and kinds and cmd.action not in kinds:
            raise RuleViolation(f"{p.name} is sustained with a {'/'.join(sorted(kinds))} action, not a {cmd.action}")  # type: ignore[arg-type]  # cmd.action is the sustain action's kind
        if sustain_id(p.name) == kid and p.zone is not None:
            zone_power = p
    moving: list[Event] = []
    if cmd.move_to is not None:
        if zone_power is None:
            raise RuleViolation(f"{held.name} holds up no zone or conjuration to move")
        moving = moved(state, c, zone_power.name, cmd.move_to, sustaining=True)
    return [
        budget.pay(state, c, cmd.action, f"sustain {held.name.removeprefix('sustaining ')}"),
        ConditionApplied(combatant_id=c.id, condition=renewed),
        *moving,
    ]
