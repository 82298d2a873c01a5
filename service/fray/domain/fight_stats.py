"""Fight statistics: what the effective log of an encounter adds up to, per combatant and per round.

Read from the events, never from re-rolling anything, and from the *effective* log only: the
events of undone actions and the undo and redo events themselves are left out, as the fold
leaves them out (``fray.domain.history``). The state is folded alongside, for names, rounds and
who fell.

Per combatant: damage dealt and taken (what ``damage_taken`` events record, after armour,
resistance and the like; by type where the ruleset's damage has types; a reader's copy
whose ``amount`` is hidden, issue 18, counts nothing there), attacks made, hits,
misses and criticals in the ruleset's words (5e ``critical``; the Unlit Spires ``clean_hit``,
``perfect_strike`` and ``fumble``), healing received (what was regained), conditions suffered
(each time one began; markers are bookkeeping, not conditions), turns taken, and how often it
fell (became down, dying or dead). Per round (round 0: before the fight): whose turns, the
attacks and what they did, damage, healing, conditions begun and who fell.

Attribution: damage is dealt by the attacker of the latest attack on that target in the same
command (an attack and its damage are one command's events); damage with no attack in its
command (a GM's ``apply_damage``, a trap, a spell without a contest) is taken, and counted as
dealt by nobody (``unattributed`` in its round).
"""

from __future__ import annotations

from collections.abc import Container, Mapping, Sequence
from typing import TYPE_CHECKING

import msgspec

from fray.domain.events import (
    ActionsRestored,
    ActionsRevoked,
    ConditionApplied,
    DamageTaken,
    Event,
    HealingReceived,
    TurnStarted,
)
from fray.domain.evolve import evolve, pass_over
from fray.domain.history import revoked_versions
from fray.domain.state import EncounterState
from fray.domain.tally import Strike, TypedHarm

if TYPE_CHECKING:
    from fray.domain.ruleset import Ruleset


class CombatantStats(msgspec.Struct, kw_only=True):
    """One combatant's fight (see the module): damage in the units of its tracks (hit points;
    Meshal Lite: dice of its pools), healing in the same units."""

    id: str
    name: str
    side: str
    damage_dealt: int = 0
    damage_taken: int = 0
    dealt_by_type: dict[str, int] = {}
    taken_by_type: dict[str, int] = {}
    attacks: int = 0
    hits: int = 0
    misses: int = 0
    criticals: dict[str, int] = {}
    healing_received: int = 0
    conditions_suffered: dict[str, int] = {}
    turns_taken: int = 0
    fell: int = 0


class RoundStats(msgspec.Struct, kw_only=True):
    """What happened in one round (0: before the first turn): ``turns`` in order, ``attacks``,
    ``hits``, ``misses``, ``criticals``, ``damage`` (all of it) and the part no attack was
    behind (``unattributed``), ``healing``, ``conditions`` begun (``"<id>: <name>"``), and who
    ``fell``."""

    round: int
    turns: list[str] = []
    attacks: int = 0
    hits: int = 0
    misses: int = 0
    criticals: dict[str, int] = {}
    damage: int = 0
    unattributed: int = 0
    healing: int = 0
    conditions: list[str] = []
    fell: list[str] = []


class FightStats(msgspec.Struct, kw_only=True):
    """An encounter's statistics at ``version``: per combatant (every one that ever joined, in
    joining order), per round, and how many actions were left out as undone
    (``undone_actions``, counted by the command ids their events carry)."""

    encounter_id: str
    ruleset: str
    version: int
    rounds: list[RoundStats]
    combatants: list[CombatantStats]
    undone_actions: int = 0


def fight_stats(
    events: Sequence[tuple[int, Event, str | None]],
    ruleset: Ruleset | None,
    shown: Container[int] | None = None,
    concealed: Container[str] = (),
    shown_as: Mapping[int, Event] | None = None,
) -> FightStats:
    """The statistics of a whole log: ``(version, event, command id)`` in order, folded with
    ``ruleset`` (see the module). For a reader who may not see everything: only the events
    whose versions are ``shown`` are counted (the fold still takes every one), and the
    ``concealed`` combatants are left out; ``shown_as`` gives, by version, the event as that
    reader sees it (its hidden numbers null: issue 18), counted instead of the stored one,
    which is still what is folded. Raises what ``evolve`` raises for a log that does not
    fold."""
    skip = revoked_versions((v, e) for v, e, _ in events)
    state = EncounterState()
    people: dict[str, CombatantStats] = {}
    rounds: dict[int, RoundStats] = {0: RoundStats(round=0)}
    command: str | None = None
    struck: dict[str, str] = {}  # target → attacker of the latest attack on it in this command
    for version, event, command_id in events:
        if version in skip or isinstance(event, (ActionsRevoked, ActionsRestored)):
            state = pass_over(state, version)
            continue
        if command_id != command:
            command, struck = command_id, {}
        before = state
        state = evolve(state, event, version, ruleset)
        if shown is not None and version not in shown:
            continue
        for c in state.combatants.values():
            if c.id not in people:
                people[c.id] = CombatantStats(id=c.id, name=c.name, side=c.side)
        here = rounds.setdefault(state.round, RoundStats(round=state.round))
        if shown_as is not None:
            event = shown_as.get(version, event)
        for fact in ruleset.tally(event) if ruleset is not None else ():
            if isinstance(fact, Strike):
                _strike(fact, people, here)
                struck[fact.target_id] = fact.attacker_id
            elif isinstance(fact, TypedHarm):
                source = fact.source_id or struck.get(fact.target_id)
                _add(people, fact.target_id, "taken_by_type", fact.damage_type, fact.amount)
                if source is not None:
                    _add(people, source, "dealt_by_type", fact.damage_type, fact.amount)
        _core(event, people, here, struck)
        for cid, c in state.combatants.items():
            was = before.combatants.get(cid)
            if c.down and (was is None or not was.down) and cid in people:
                people[cid].fell += 1
                here.fell.append(cid)
    if concealed:
        people = {cid: p for cid, p in people.items() if cid not in concealed}
        for r in rounds.values():
            r.fell[:] = [c for c in r.fell if c not in concealed]
            r.turns[:] = [c for c in r.turns if c not in concealed]
            r.conditions[:] = [c for c in r.conditions if c.split(":", 1)[0] not in concealed]
    return FightStats(
        encounter_id=state.encounter_id,
        ruleset=state.ruleset,
        version=state.version,
        rounds=[rounds[r] for r in sorted(rounds)],
        combatants=list(people.values()),
        undone_actions=len({cid for v, _, cid in events if v in skip and cid}),
    )


def _core(event: Event, people: dict[str, CombatantStats], here: RoundStats, struck: dict[str, str]) -> None:
    match event:
        case DamageTaken() if event.amount is not None:  # null: hidden from this reader (issue 18)
            here.damage += event.amount
            if event.combatant_id in people:
                people[event.combatant_id].damage_taken += event.amount
            attacker = struck.get(event.combatant_id)
            if attacker is not None and attacker in people:
                people[attacker].damage_dealt += event.amount
            else:
                here.unattributed += event.amount
        case HealingReceived():
            here.healing += event.amount if event.regained is None else event.regained
            if event.combatant_id in people:
                people[event.combatant_id].healing_received += (
                    event.amount if event.regained is None else event.regained
                )
        case ConditionApplied() if not event.condition.marker:
            _add(people, event.combatant_id, "conditions_suffered", event.condition.name, 1)
            here.conditions.append(f"{event.combatant_id}: {event.condition.name}")
        case TurnStarted():
            here.turns.append(event.combatant_id)
            if event.combatant_id in people:
                people[event.combatant_id].turns_taken += 1


def _strike(fact: Strike, people: dict[str, CombatantStats], here: RoundStats) -> None:
    here.attacks += 1
    who = people.get(fact.attacker_id)
    if who is not None:
        who.attacks += 1
    if fact.hit:
        here.hits += 1
        if who is not None:
            who.hits += 1
    else:
        here.misses += 1
        if who is not None:
            who.misses += 1
    for mark in fact.marks:
        here.criticals[mark] = here.criticals.get(mark, 0) + 1
        if who is not None:
            who.criticals[mark] = who.criticals.get(mark, 0) + 1


def _add(people: dict[str, CombatantStats], cid: str, field: str, key: str, amount: int) -> None:
    who = people.get(cid)
    if who is not None:
        table: dict[str, int] = getattr(who, field)
        table[key] = table.get(key, 0) + amount
