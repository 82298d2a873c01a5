"""``meshal-lite.area_attack``: one attack over a circle, a cone or a ring, its targets
computed from the grid.

§攻击 (攻击范围 Reach): "某些武器的攻击范围须指定一片区域（比如：一片直径3步的地面、最远6步
的30°锥形区域），这类攻击将会覆盖区域内的所有目标". The squares come from :mod:`.areas`; a
combatant is in the area when one square of its space is covered. Each target is then
attacked as by ``meshal-lite.attack`` (:func:`.attacking.attack`): its own roll, its
protection and cover, its defence (in two steps, its own ``meshal-lite.defend``).

DECISIONS (the handbook is silent):
- One roll per target: a multi-target attack rolls for each, as every attack rolls for its
  target (§为攻击掷骰: "你须为每次攻击掷骰"). The ⚡ is paid once, with the first target.
- The targets are attacked at the same time, each on the state before the area attack (an
  object one target's attack ruins still gives the next cover); in the order of their ids.
- Reach counts to the starting square (a circle "9步内" is centred within 9 steps); an
  area starting from the attacker's own square checks no reach and no too-close penalty.
- The attacker is never its own target; the dead, ruined and fled are passed over; an area
  with no target in it is refused (409, nothing spent), so is one over a target another
  attack already waits on (two steps).
- In one-step encounters (``defence_timing``: ``with_attack``) each target defends with
  its best allowed defence.
Source: 001_5f4122b8a83d6727.txt §区域Area, §攻击 (攻击范围 Reach), §能力Abilities (范围).
"""

from __future__ import annotations

from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import Event, Position
from fray.domain.grid import covered
from fray.domain.state import Combatant, EncounterState

from .areas import area, radius_of
from .attacking import FromArea, attack, find_attack
from .commands import AreaAttack, Attack
from .distance import steps_between
from .events import MeshalAreaCovered
from .geometry import gaps
from .options import options_of
from .stats import is_object


def _wanted(cmd: AreaAttack, attacker: Combatant, c: Combatant) -> bool:
    if c.id == attacker.id or c.position is None or c.status == "dead" or c.has("fled") is not None:
        return False
    if cmd.targets == "all":
        return True
    if is_object(c):
        return False
    return cmd.targets == "creatures" or c.side != attacker.side


def targets_in(state: EncounterState, cmd: AreaAttack, attacker: Combatant, squares: list[Position]) -> list[Combatant]:
    """The combatants ``cmd`` attacks: those on the grid whose space touches one of
    ``squares``, as ``targets`` says (see the module), in the order of their ids. Never
    raises. Source: 001_5f4122b8a83d6727.txt §区域Area."""
    cover = set(squares)
    found = [
        c
        for c in state.combatants.values()
        if _wanted(cmd, attacker, c) and c.position is not None and cover & set(covered(c.position, c.footprint))
    ]
    return sorted(found, key=lambda c: c.id)


def area_attack(state: EncounterState, cmd: AreaAttack, dice: Dice) -> list[Event]:
    """The events of ``cmd``: ``MeshalAreaCovered`` (the area and its targets), then each
    target's attack events as ``meshal-lite.attack`` makes them, the ⚡ spent with the first.
    Raises ``CombatantNotFound``; ``InvalidCommand`` for an attacker off the grid, a
    malformed area (see :func:`.areas.area`) or an attack the stat block lacks;
    ``RuleViolation`` for an area with no target, or whatever ``meshal-lite.attack`` raises
    for one target (reach to the starting square, the turn, ⚡, a target waiting).
    Source: 001_5f4122b8a83d6727.txt §区域Area, §攻击 (攻击范围 Reach)."""
    attacker = state.combatant(cmd.attacker_id)
    if attacker.position is None:
        raise InvalidCommand(f"{attacker.name} is not on the grid; an area is measured on it")
    profile = find_attack(attacker, cmd.attack)
    radius = radius_of(cmd.radius, cmd.diameter)
    origin = cmd.origin if cmd.origin is not None else attacker.position
    squares = area(cmd.shape, origin, radius, toward=cmd.toward, angle=cmd.angle, width=cmd.width)
    found = targets_in(state, cmd, attacker, squares)
    if not found:
        raise RuleViolation(f"the {cmd.shape} covers no target of {profile.name}")
    reach = None if cmd.origin is None else steps_between(*gaps(attacker.position, attacker.footprint, origin, 1))
    one_step = options_of(state).defence_timing == "with_attack"
    events: list[Event] = [
        MeshalAreaCovered(
            attacker_id=attacker.id,
            attack=profile.name,
            shape=cmd.shape,
            origin=origin,
            radius=radius,
            toward=cmd.toward,
            angle=cmd.angle,
            width=cmd.width,
            squares=len(squares),
            target_ids=tuple(c.id for c in found),
        )
    ]
    for i, target in enumerate(found):
        one = Attack(
            attacker_id=attacker.id,
            target_id=target.id,
            attack=profile.name,
            defence="best" if one_step else None,
            extra_dice=cmd.extra_dice,
            penetration=cmd.penetration,
            reroll=cmd.reroll,
            unseen=cmd.unseen,
            secret=cmd.secret,
        )
        events += attack(state, one, dice, FromArea(reach_steps=reach, charge=i == 0))
    return events
