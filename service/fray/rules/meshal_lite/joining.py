"""Creatures and objects joining the encounter, and temporary parts of attributes changing.

Source: 001_5f4122b8a83d6727.txt §属性Attribute Scores (基础属性与临时属性, 属性骰), §破坏
Breaking an Object与摧毁Ruining an Object.
"""

from __future__ import annotations

from msgspec import structs

from fray.domain.errors import RuleViolation
from fray.domain.events import Event, HealingReceived, HitPointMaximumChanged, Position
from fray.domain.ids import combatant_id_for
from fray.domain.state import EncounterState

from .attributes import score, with_temporary
from .commands import AddCreature, AddObject, SetTemporary
from .events import MeshalCombatantAdded, MeshalTemporaryChanged
from .moving import occupants
from .options import options_of
from .sheet import build_creature, build_object
from .stats import MeshalStats, attribute_of, is_object, stats


def _free(state: EncounterState, position: Position | None) -> None:
    if position is not None and (there := occupants(state, position, "")):
        raise RuleViolation(f"{there[0].name} is on ({position.x}, {position.y}); choose another square")


def add_creature(state: EncounterState, cmd: AddCreature) -> list[Event]:
    """``MeshalCombatantAdded`` for a creature built from its sheet (``sheet.build_creature``),
    with the encounter's ⚡ per round unless its sheet says otherwise. Raises
    ``InvalidCommand`` for a sheet the rules refuse, ``RuleViolation`` for a taken id or
    square. Source: 001_5f4122b8a83d6727.txt §属性Attribute Scores, §瞬息Moment过程."""
    built, resources = build_creature(cmd.sheet, options_of(state).mobility_per_round)
    _free(state, cmd.position)
    return [
        MeshalCombatantAdded(
            combatant_id=combatant_id_for(state, cmd.combatant_id, cmd.sheet.name),
            name=cmd.sheet.name,
            side=cmd.side,
            resources=resources,
            stats=built,
            position=cmd.position,
        )
    ]


def add_object(state: EncounterState, cmd: AddObject) -> list[Event]:
    """``MeshalCombatantAdded`` for an object (``sheet.build_object``). Raises
    ``InvalidCommand`` for a thickness of 0, ``RuleViolation`` for a taken id or square.
    Source: 001_5f4122b8a83d6727.txt §破坏Breaking an Object与摧毁Ruining an Object."""
    built, resources = build_object(cmd.sheet)
    _free(state, cmd.position)
    return [
        MeshalCombatantAdded(
            combatant_id=combatant_id_for(state, cmd.combatant_id, cmd.sheet.name),
            name=cmd.sheet.name,
            side=cmd.side,
            resources=resources,
            stats=built,
            position=cmd.position,
        )
    ]


def set_temporary(state: EncounterState, cmd: SetTemporary) -> list[Event]:
    """``MeshalTemporaryChanged``, then the pool's maximum moving with the score
    (``hit_point_maximum_changed`` on that track: dice above a lower score go) and the dice
    a higher score brings (``healing_received``). Raises ``CombatantNotFound``;
    ``RuleViolation`` for an object, a "-" attribute, or a part that is already so.
    Source: 001_5f4122b8a83d6727.txt §属性Attribute Scores (基础属性与临时属性)."""
    c = state.combatant(cmd.target_id)
    if is_object(c):
        raise RuleViolation(f"{c.name} is an object; it has no attributes")
    before = attribute_of(c, cmd.attribute)
    if before.invalid:
        raise RuleViolation(f'{c.name}\'s {cmd.attribute} is "-": it has no temporary part')
    if before.temporary == cmd.temporary:
        raise RuleViolation(f"{c.name}'s {cmd.attribute} already has a temporary part of {cmd.temporary}")
    after = with_temporary(before, cmd.temporary)
    events: list[Event] = [
        MeshalTemporaryChanged(
            target_id=c.id,
            attribute=cmd.attribute,
            temporary=cmd.temporary,
            score_before=score(before),
            score_after=score(after),
        )
    ]
    if score(after) != score(before):
        events.append(
            HitPointMaximumChanged(
                combatant_id=c.id,
                delta=score(after) - score(before),
                reason="temporary part changed",
                track=cmd.attribute,
            )
        )
    if after.dice > before.dice:
        gained = after.dice - before.dice
        events.append(
            HealingReceived(
                combatant_id=c.id,
                amount=gained,
                regained=gained,
                track=cmd.attribute,
                cause="meshal-lite.set_temporary",
                note="a higher score brings its dice",
            )
        )
    return events


def evolve_temporary(state: EncounterState, event: MeshalTemporaryChanged) -> EncounterState:
    """The stat block with the attribute's new temporary part. Never raises for an event
    ``set_temporary`` made. Source: (glue: records what 001 §属性Attribute Scores changed)."""
    c = state.combatants.get(event.target_id)
    if c is None:
        return state
    s: MeshalStats = stats(c)
    part = structs.replace(getattr(s, event.attribute), temporary=event.temporary)
    changed = structs.replace(c, stats=structs.replace(s, **{event.attribute: part}))
    return structs.replace(state, combatants={**state.combatants, c.id: changed})
