"""The core commands as 4e plays them (``Ruleset.decide_core``, ``core_command_costs``,
``may_pass``).

- ``apply_damage`` (hit points): DECISION: damage applied by hand is untyped and already
  weighed by the GM (no resistance), but temporary hit points, dying and death apply as for
  ``dnd4e.deal_damage``; ``apply_healing`` (hit points): 4e healing (from below 0 it starts at
  0; the dead are refused). Other tracks are the core's.
- ``move_combatant``: walking is a move action (PHB 2008 p. 284), paid by the first move of
  the turn (a move may use the standard action); later moves continue it within the speed.
  Refused while immobilized, restrained or unable to act, and while prone unless crawling
  (004 §状态 倒地: "you cannot move from your space, though you can crawl").
- ``dash``: DECISION: 4e has no dash; Fray reads it as walking again, a second move action
  that adds the speed the creature has now (slowed: 2 squares).
- ``stand_up``: a move action (PHB 2008 p. 292), no movement spent.
- ``may_pass``: through an ally's space, or a helpless enemy's, never another enemy's
  (PHB 2008 p. 283).
"""

from __future__ import annotations

from msgspec import structs

from fray.domain import movement
from fray.domain.budget import used_on
from fray.domain.commands import (
    ApplyDamage,
    ApplyHealing,
    Command,
    Dash,
    MoveCombatant,
    StandUp,
)
from fray.domain.dice import Dice
from fray.domain.errors import RuleViolation
from fray.domain.events import CombatantMoved, Dashed, Event, StoodUp
from fray.domain.grid import SQUARE_FT
from fray.domain.state import Combatant, EncounterState
from fray.domain.tracks import HP
from fray.domain.turns import ending, require_turn

from . import budget
from .areas import Space
from .conditions import speed
from .effects import PRONE, names
from .harm import healing, land, stats_of
from .zones import difficult_for, entering

WALK = "walk"


def _active(state: EncounterState, c: Combatant, doing: str) -> None:
    require_turn(state, c, doing)
    if c.status != "active":
        raise RuleViolation(f"{c.name} is {c.status} and cannot {doing}")


def decide_core(state: EncounterState, command: Command, dice: Dice) -> list[Event] | None:
    """The events of a core command under 4e, or None for the core's default (see the
    module). Raises ``RuleViolation`` (the dead, off turn, no action left, not prone) and
    ``CombatantNotFound``. Source: PHB 2008 pp. 284, 292–295."""
    match command:
        case ApplyDamage() if command.track == HP:
            target = state.combatant(command.target_id)
            if target.status == "dead":
                raise RuleViolation(f"{target.name} is dead")
            return land(state, target, command.amount, "gm", command.note or "apply_damage (GM)")
        case ApplyHealing() if command.track == HP:
            target = state.combatant(command.target_id)
            return healing(state, target, command.amount, "gm", command.note or "apply_healing (GM)")
        case StandUp():
            c = state.combatant(command.combatant_id)
            _active(state, c, "stand up")
            if c.has(PRONE) is None:
                raise RuleViolation(f"{c.name} is not prone")
            return [
                budget.pay(state, c, "move", "stand up"),
                StoodUp(combatant_id=c.id, cost_ft=0),
                *ending(state, c.id, PRONE, "removed"),
            ]
        case MoveCombatant():
            return _move(state, command, dice)
        case Dash():
            c = state.combatant(command.combatant_id)
            _active(state, c, "walk again")
            return [
                budget.pay(state, c, "move", WALK),
                Dashed(combatant_id=c.id, extra_ft=speed(stats_of(c).speed, names(c)) * 5),
            ]
    return None


def _move(state: EncounterState, command: MoveCombatant, dice: Dice) -> list[Event]:
    """A move: refused while the creature cannot move (immobilized, restrained, unable to
    act) or is prone and not crawling; the core's move (path, squares, ``may_pass``), each
    square in a difficult zone costing one more (PHB 2008 p. 284); the first move of a turn
    is a walk, a move action; then the zones it entered do what they do (``zones``).
    Source: PHB 2008 p. 284; 004 §状态 (倒地, 定身, 受缚)."""
    c = state.combatant(command.combatant_id)
    n = names(c)
    if speed(stats_of(c).speed, n) == 0:
        why = sorted(n & {"immobilized", "restrained", "stunned", "surprised", "dominated", "unconscious"})
        raise RuleViolation(f"{c.name} cannot move now ({', '.join(why) or 'speed 0'})")
    if PRONE in n and command.how != "crawl":
        raise RuleViolation(f"{c.name} is prone: stand up first (a move action), or crawl")
    events = movement.move(state, command, may_pass=may_pass)
    events = _through_zones(state, c, command, events)
    walked = any(WALK in used_on(c, b) for b in (*budget.PAYERS, *(f"extra_{k}" for k in budget.PAYERS)))
    assert c.position is not None  # the core's move refuses a creature off the grid
    entered = entering(state, c, c.position, command.path, dice)
    return [*events, *entered] if walked else [budget.pay(state, c, "move", WALK), *events, *entered]


def _through_zones(state: EncounterState, c: Combatant, command: MoveCombatant, events: list[Event]) -> list[Event]:
    """``events`` (the core's move) with one more square's cost for each square of the path
    in a zone that is difficult terrain (unless the whole move was stated difficult). Raises
    ``RuleViolation`` when that is more than the movement left. Source: PHB 2008 p. 284."""
    if command.difficult:
        return events
    extra = SQUARE_FT * sum(difficult_for(state, c, Space(p.x, p.y, c.footprint).squares()) for p in command.path)
    if not extra:
        return events
    out = []
    for e in events:
        if isinstance(e, CombatantMoved):
            cost = e.cost_ft + extra
            if c.movement_left_ft is not None and cost > c.movement_left_ft:
                raise RuleViolation(
                    f"that move costs {cost} ft (difficult ground in a zone); {c.name} has "
                    f"{c.movement_left_ft} ft of movement left this turn"
                )
            e = structs.replace(e, cost_ft=cost)
        out.append(e)
    return out


def may_pass(state: EncounterState, mover: Combatant, other: Combatant) -> bool:
    """Whether ``mover`` may move through ``other``'s space: an ally's, or a helpless
    enemy's (PHB 2008 p. 283). Never raises."""
    return other.side == mover.side or "helpless" in names(other)
