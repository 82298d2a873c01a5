"""``decide(state, command, dice, ruleset) -> list[Event]``: check a command, return its facts.

Core commands (turns, initiative, damage and healing by hand, removal, movement) are decided
here unless the ruleset decides them itself (``Ruleset.decide_core``); every other command
belongs to the encounter's ruleset. The passage of turns is ``fray.domain.passage``. Nothing
here performs I/O; an error raised here means no event is appended.
"""

from __future__ import annotations

from typing import Any

from fray.domain import movement
from fray.domain.commands import (
    CORE_COMMANDS,
    HISTORY,
    AdvanceTurn,
    ApplyDamage,
    ApplyHealing,
    ArchiveEncounter,
    Command,
    CorrectCombatant,
    Dash,
    EndEncounter,
    MoveCombatant,
    PlaceCombatant,
    RemoveCombatant,
    RemoveCondition,
    Reveal,
    RollInitiative,
    SetInitiative,
    SetVisibility,
    StandUp,
    StartFight,
    command_type,
    command_type_of,
    is_secret,
)
from fray.domain.dice import Dice, TableDice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import (
    CombatantAdded,
    CombatantCorrected,
    CombatantRemoved,
    CoreOptions,
    DamageTaken,
    EncounterArchived,
    EncounterCreated,
    EncounterEnded,
    Event,
    HealingReceived,
    InitiativeSet,
    Resource,
    Revealed,
    TurnEnded,
    VisibilitySet,
    regained,
)
from fray.domain.evolve import fold
from fray.domain.passage import advance
from fray.domain.ruleset import Ruleset
from fray.domain.state import Combatant, EncounterState
from fray.domain.turns import ending, place_newcomers


def start_encounter(
    encounter_id: str, ruleset: Ruleset, name: str, options: dict[str, Any], core: CoreOptions | None = None
) -> list[Event]:
    """The first event of a new encounter stream, played under ``ruleset``, with its
    ``options`` as the ruleset reads them (``Ruleset.check_options``; raises ``InvalidCommand``
    for options it refuses) and the core's options ``core``."""
    checked = ruleset.check_options(options)
    return [
        EncounterCreated(
            encounter_id=encounter_id, ruleset=ruleset.id, name=name, options=checked, core=core or CoreOptions()
        )
    ]


def dice_for(state: EncounterState, command: Command, server: Dice) -> TableDice | Dice:
    """The dice ``command`` rolls with: the ``server``'s, or the faces it carries (``rolls``)
    as the encounter's ``core.dice`` allows (``TableDice``: checked roll by roll). Raises
    ``InvalidCommand`` (422) for entered dice in an encounter that rolls on the server."""
    mode = state.core.dice
    if command.rolls is None:
        return TableDice([]) if mode == "table" else server
    if mode == "server":
        raise InvalidCommand(
            "this encounter rolls its dice on the server; leave out rolls, or "
            'create the encounter with "core": {"dice": "table"} or "either"'
        )
    return TableDice(command.rolls, fallback=server if mode == "either" else None)


def decide_with(state: EncounterState, command: Command, server: Dice, ruleset: Ruleset) -> tuple[list[Event], bool]:
    """``decide`` with the dice the encounter's ``core.dice`` gives ``command`` (``dice_for``),
    and whether any die came from the table. Raises what ``decide`` raises, and
    ``InvalidCommand`` (422) for entered dice that do not fit, or that the command never used."""
    dice = dice_for(state, command, server)
    events = decide(state, command, dice, ruleset)
    if isinstance(dice, TableDice) and dice.left:
        raise InvalidCommand(
            f"{command_type(command)} rolled fewer dice than were entered: "
            f"{dice.left} entries of rolls were not used; send only the dice it rolls"
        )
    return events, isinstance(dice, TableDice) and dice.used


def _remove_condition(state: EncounterState, command: RemoveCondition, ruleset: Ruleset) -> list[Event]:
    """``ConditionEnded`` (removed) for a condition the combatant has, with its pending save
    prompt and the conditions that last while it (``turns.ending``). Raises
    ``CombatantNotFound``, or ``RuleViolation`` naming the conditions it does have."""
    target = state.combatant(command.target_id)
    if not any(k.id == command.condition_id for k in target.conditions):
        held = ", ".join(k.id for k in target.conditions) or "none"
        raise RuleViolation(f"{target.name} has no condition {command.condition_id!r}; its conditions: {held}")
    events = ending(state, target.id, command.condition_id, "removed")
    after = fold(enumerate(events, start=state.version + 1), state, ruleset)
    if target.status == "dead" and after.combatants[target.id].status != "dead":
        raise RuleViolation(
            f"{target.name} is dead: taking off {command.condition_id!r} would bring it "
            "back, which is a GM's correction (correct_combatant with end_conditions)"
        )
    return events


def _remove(state: EncounterState, command: RemoveCombatant, ruleset: Ruleset, dice: Dice) -> list[Event]:
    """The combatant leaves. Its conditions end first, and with them whatever lasts while
    them on others (a caster who leaves stops concentrating: its Hold Person ends). If it was
    its turn, the turn passes to the next in the order (so nobody is told it is a departed
    combatant's turn); if nobody is left to act, its turn ends (``TurnEnded``) and the state
    names no turn until ``advance_turn`` starts the next round."""
    target = state.combatant(command.combatant_id)
    endings: list[Event] = []
    for k in target.conditions:
        endings += [e for e in ending(state, target.id, k.id, "removed") if e not in endings]
    removed = CombatantRemoved(combatant_id=target.id, reason=command.reason)
    events = [*endings, removed]
    if state.turn != target.id or state.round == 0:
        return events
    after = fold(enumerate(events, start=state.version + 1), state, ruleset)
    try:
        return [*events, *advance(after, ruleset, dice)]
    except RuleViolation:
        return [*events, TurnEnded(round=state.round, combatant_id=target.id)]


def _roll_initiative(state: EncounterState, ruleset: Ruleset, dice: Dice) -> list[Event]:
    waiting = [c.id for c in state.combatants.values() if c.initiative is None]
    if not state.combatants:
        raise RuleViolation("there is nobody to roll initiative for; add combatants first")
    if not waiting:
        raise RuleViolation("every combatant already has initiative; it is rolled once per fight")
    return [ruleset.roll_initiative(state, waiting, dice)]


def decide(state: EncounterState, command: Command, dice: Dice, ruleset: Ruleset) -> list[Event]:
    """The events ``command`` causes in ``state`` (an encounter played under ``ruleset``).

    A core command goes first to ``Ruleset.decide_core``; if that answers None, the core
    decides it and adds what the ruleset says it costs (``Ruleset.core_command_costs``, e.g.
    the action a dash uses).
    Raises ``CombatantNotFound`` (unknown id), ``RuleViolation`` (forbidden now, e.g. advancing
    before initiative) or ``InvalidCommand`` (a command of another ruleset).
    """
    if state.archived:
        raise RuleViolation("this encounter is archived: it is read-only; nothing more can be sent to it")
    if state.ended and not isinstance(command, (*HISTORY, Reveal, SetVisibility, ArchiveEncounter)):
        raise RuleViolation(
            "this encounter has ended: only reads and history commands (undo, redo, "
            "revoke) are accepted; undo the end to reopen it"
        )
    if isinstance(command, CORE_COMMANDS):
        own = ruleset.decide_core(state, command, dice)
        if own is not None:
            events = own
        else:
            events = _decide_core(state, command, dice, ruleset) + ruleset.core_command_costs(state, command)
    elif not isinstance(command, ruleset.commands):
        raise InvalidCommand(
            f"{command_type(command)!r} is not a command of ruleset {ruleset.id!r}; "
            f"its commands are: {', '.join(sorted(_tags(ruleset)))}"
        )
    else:
        events = ruleset.decide(state, command, dice)
    follows, after = _what_follows(state, events, ruleset)
    if not isinstance(command, CorrectCombatant):
        _none_revived(state, after)
    events = events + follows
    added = tuple(e.combatant_id for e in events if isinstance(e, CombatantAdded))
    if added and is_secret(command):  # a secret add: the newcomers join concealed
        events.append(VisibilitySet(combatant_ids=added, concealed=True))
    return events


MAX_CONSEQUENCE_ROUNDS = 4


def _what_follows(state: EncounterState, events: list[Event], ruleset: Ruleset) -> tuple[list[Event], EncounterState]:
    """``Ruleset.consequences`` of the state ``events`` leave, asked again after what it
    returns (a grapple ending that frees a creature …), at most a few times; and the state
    after all of them."""
    after = fold(enumerate(events, start=state.version + 1), state, ruleset)
    out: list[Event] = []
    for _ in range(MAX_CONSEQUENCE_ROUNDS):
        more = ruleset.consequences(after)
        if not more:
            break
        out += more
        after = fold(enumerate(more, start=after.version + 1), after, ruleset)
    return out, after


def _none_revived(before: EncounterState, after: EncounterState) -> None:
    """Raise ``RuleViolation`` when a rules command left a combatant that was dead not dead:
    whatever the ruleset's words for it (ending a ``dead`` condition, healing a pool back),
    bringing the dead back is a GM's correction (``correct_combatant``), labelled as one."""
    for cid, was in before.combatants.items():
        now = after.combatants.get(cid)
        if was.status == "dead" and now is not None and now.status != "dead":
            raise RuleViolation(
                f"{was.name} is dead and the rules cannot bring it back; a GM who does "
                "sends correct_combatant (end_conditions, and its tracks)"
            )


def _decide_core(state: EncounterState, command: Command, dice: Dice, ruleset: Ruleset) -> list[Event]:
    match command:
        case RollInitiative():
            return _roll_initiative(state, ruleset, dice)
        case StartFight():
            return _start_fight(state, ruleset, dice)
        case EndEncounter():
            return [EncounterEnded(reason=command.reason)]
        case ArchiveEncounter():
            return [EncounterArchived(reason=command.reason)]
        case SetVisibility():
            return _set_visibility(state, command)
        case Reveal():
            return _reveal(state, command)
        case SetInitiative():
            return _set_initiative(state, command)
        case CorrectCombatant():
            return _correct(state, command)
        case AdvanceTurn():
            return advance(state, ruleset, dice)
        case ApplyDamage():
            target = state.combatant(command.target_id)
            _require_track(target, command.track)
            return [DamageTaken(combatant_id=target.id, amount=command.amount, note=command.note, track=command.track)]
        case ApplyHealing():
            target = state.combatant(command.target_id)
            _not_dead(target, "heal")
            track = _require_track(target, command.track)
            return [
                HealingReceived(
                    combatant_id=target.id,
                    amount=command.amount,
                    note=command.note,
                    regained=regained(track, command.amount),
                    track=command.track,
                )
            ]
        case RemoveCombatant():
            return _remove(state, command, ruleset, dice)
        case RemoveCondition():
            return _remove_condition(state, command, ruleset)
        case PlaceCombatant():
            return movement.place(state, command)
        case MoveCombatant():
            return movement.move(
                state,
                command,
                cost_of=ruleset.square_cost_ft,
                may_pass=ruleset.may_pass,
                space_difficult=ruleset.space_difficult,
            )
        case Dash():
            return movement.dash(state, command)
        case StandUp():
            return movement.stand_up(state, command)
    raise InvalidCommand(f"the core does not handle {command_type(command)!r}")


def _known_ids(state: EncounterState, ids: tuple[str, ...]) -> None:
    """Raise ``CombatantNotFound`` for the first of ``ids`` the encounter never had."""
    for cid in ids:
        if cid not in state.combatants and cid not in state.departed:
            state.combatant(cid)


def _set_visibility(state: EncounterState, command: SetVisibility) -> list[Event]:
    """``VisibilitySet``. Raises ``CombatantNotFound``, or ``RuleViolation`` when nothing is set."""
    _known_ids(state, command.combatant_ids)
    if command.concealed is None and command.stat_block is None and command.health is None:
        raise RuleViolation("set_visibility needs something to set: concealed, stat_block or health")
    return [
        VisibilitySet(
            combatant_ids=command.combatant_ids,
            concealed=command.concealed,
            stat_block=command.stat_block,
            health=command.health,
        )
    ]


def _reveal(state: EncounterState, command: Reveal) -> list[Event]:
    """``Revealed``: ``secrets`` reveals every secret event up to the current version. Raises
    ``CombatantNotFound``, ``RuleViolation`` for versions the encounter does not have yet or a
    reveal of nothing."""
    _known_ids(state, (*command.combatant_ids, *command.stat_blocks, *command.health))
    late = [v for v in command.versions if v > state.version]
    if late:
        raise RuleViolation(f"the encounter is at version {state.version}; it has no version {late[0]} to reveal")
    if not (command.combatant_ids or command.stat_blocks or command.health or command.secrets or command.versions):
        raise RuleViolation("reveal needs something to reveal: combatant_ids, stat_blocks, health, secrets or versions")
    return [
        Revealed(
            combatant_ids=command.combatant_ids,
            stat_blocks=command.stat_blocks,
            health=command.health,
            secrets_through=state.version if command.secrets else 0,
            versions=command.versions,
        )
    ]


def _not_dead(c: Combatant, doing: str) -> None:
    """Raise ``RuleViolation`` when the rules call ``c`` dead: only a GM's correction brings
    it back (``correct_combatant`` with ``end_conditions``)."""
    if c.status == "dead":
        raise RuleViolation(
            f"{c.name} is dead and the rules cannot {doing} it; a GM who brings it "
            "back sends correct_combatant (end_conditions, and its hit points)"
        )


def _start_fight(state: EncounterState, ruleset: Ruleset, dice: Dice) -> list[Event]:
    """Initiative for everyone without (if anyone), then the first turn: one command."""
    if state.round > 0:
        raise RuleViolation(f"the fight has started (round {state.round}); advance_turn moves it on")
    waiting = any(c.id not in state.order for c in state.combatants.values())
    rolled = _roll_initiative(state, ruleset, dice) if waiting else []
    staged = fold(enumerate(rolled, start=state.version + 1), state, ruleset)
    return [*rolled, *advance(staged, ruleset, dice)]


def _set_initiative(state: EncounterState, command: SetInitiative) -> list[Event]:
    """``InitiativeSet``: the combatant leaves its place and takes the one its ``initiative``
    gives it among those with initiative (after them on a tie: ``turns.place_newcomers``).
    Raises ``RuleViolation`` for a combatant already in the order of a round under way: moving
    it could give it a second turn in the round or none (a late arrival not yet placed may be)."""
    c = state.combatant(command.combatant_id)
    if state.round > 0 and state.turn is not None and c.id in state.order:
        raise RuleViolation(
            f"{c.name} already has its place in round {state.round}; moving it now would "
            "give it a second turn this round or none. Set initiative before the fight "
            "(or for a late arrival not yet placed)"
        )
    rest = tuple(cid for cid in state.order if cid != c.id)

    def rank(cid: str) -> tuple[int, ...] | None:
        if cid == c.id:
            return (command.initiative,)
        other = state.combatants.get(cid)
        return None if other is None or other.initiative is None else (other.initiative,)

    order = place_newcomers(rest, [c.id], rank)
    return [InitiativeSet(combatant_id=c.id, total=command.initiative, order=order)]


def _correct(state: EncounterState, command: CorrectCombatant) -> list[Event]:
    """``CombatantCorrected``. Raises ``InvalidCommand`` (422) for a track the combatant does
    not have, ``RuleViolation`` (409) for conditions it does not have or a correction that
    changes nothing."""
    c = state.combatant(command.target_id)
    touches_track = command.current is not None or command.maximum is not None
    if touches_track:
        t = _require_track(c, command.track)
        top = t.maximum if command.maximum is None else command.maximum
        if command.current is not None and not t.minimum <= command.current <= top:
            raise InvalidCommand(
                f"{c.name}'s {command.track} runs from {t.minimum} to {top}; "
                f"current {command.current} is outside it (correct maximum too?)"
            )
    missing = [k for k in command.end_conditions if c.has(k) is None]
    if missing:
        held = ", ".join(k.id for k in c.conditions) or "none"
        raise RuleViolation(f"{c.name} has no condition {', '.join(missing)}; its conditions: {held}")
    if not (touches_track or command.name or command.side or command.end_conditions):
        raise RuleViolation("a correction needs something to correct: current, maximum, name, side or end_conditions")
    return [
        CombatantCorrected(
            combatant_id=c.id,
            track=command.track if touches_track else None,
            current=command.current,
            maximum=command.maximum,
            name=command.name,
            side=command.side,
            ended=command.end_conditions,
            note=command.note,
        )
    ]


def _require_track(c: Combatant, name: str) -> Resource:
    """``c``'s track ``name``. Raises ``InvalidCommand`` (422) naming the tracks it has."""
    track = c.track(name)
    if track is None:
        raise InvalidCommand(f"{c.name} has no track {name!r}; its tracks: {', '.join(c.resources) or 'none'}")
    return track


def _tags(ruleset: Ruleset) -> list[str]:
    return [command_type_of(t) for t in (*CORE_COMMANDS, *ruleset.commands)]
