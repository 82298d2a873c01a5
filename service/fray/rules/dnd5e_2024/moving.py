"""Moving on the grid as 5e plays it, through the core's movement hooks.

- ``may_pass`` (002 §Переміщення навколо інших істот, as in PHB 2024): a creature may move
  through the space of an ally, of an incapacitated creature, of a Tiny creature, or of one
  two sizes larger or smaller; through a hostile's otherwise only after winning 003's overrun
  or tumble this turn (the ``may_pass_<id>`` condition of ``maneuvers``), which one move through
  that space uses up (003: "move through the hostile creature's space once").
- ``space_difficult``: another creature's space is difficult terrain (002 §Переміщення:
  «Чужий простір для вас складна місцевість»), ally or not.
- ``square_cost_ft``: climbing or swimming costs 1 extra foot per foot (002) unless the
  creature has a climbing or swimming speed (published 5e); crawling and difficult ground as
  the core prices them.
- ``core_command_costs``: a frightened creature cannot willingly move closer to the source of
  its fear (published 5e, PHB 2024 Frightened): a step that ends nearer to a source on the grid
  is refused.
"""

from __future__ import annotations

from msgspec import structs

from fray.domain.commands import Command, MoveCombatant
from fray.domain.errors import RuleViolation
from fray.domain.events import Event
from fray.domain.events import ConditionEnded
from fray.domain.grid import feet_apart, overlapping
from fray.domain.movement import square_cost_ft as core_cost
from fray.domain.state import Combatant, EncounterState

from .conditions import incapacitated, with_source
from .maneuvers import MAY_PASS
from .saves import stats_of
from .stats import size_steps


def may_pass(state: EncounterState, mover: Combatant, other: Combatant) -> bool:
    """Whether ``mover`` may move through ``other``'s space (see the module)."""
    if other.side == mover.side or incapacitated(other):
        return True
    a, b = stats_of(mover).size, stats_of(other).size
    if b == "tiny" or abs(size_steps(a, b)) >= 2:
        return True
    return mover.has(f"{MAY_PASS}_{other.id}") is not None


def space_difficult(state: EncounterState, mover: Combatant, other: Combatant) -> bool:
    """Another creature's space is difficult terrain for ``mover`` (002 §Переміщення)."""
    return True


def _pass_only_by_leave(state: EncounterState, mover: Combatant, other: Combatant) -> bool:
    n = structs.replace(mover, conditions=tuple(k for k in mover.conditions
                                               if k.id != f"{MAY_PASS}_{other.id}"))
    return not may_pass(state, n, other)


def square_cost_ft(mover: Combatant, how: str, difficult: bool) -> int:
    """Feet a square costs ``mover``: the core's price, without the extra for climbing or
    swimming when the stat block has that speed."""
    s = stats_of(mover)
    if (how == "climb" and s.climb_ft) or (how == "swim" and s.swim_ft):
        return core_cost("walk", difficult)
    return core_cost(how, difficult)


def core_command_costs(state: EncounterState, command: Command) -> list[Event]:
    """For a move: refuses a frightened creature's step toward a source of its fear (raises
    ``RuleViolation`` naming the source), and spends an overrun/tumble leave (003) on the
    hostile whose space the move passed through by it (``ConditionEnded``, spent)."""
    if not isinstance(command, MoveCombatant):
        return []
    c = state.combatant(command.combatant_id)
    sources = [state.combatants[k.source] for k in with_source(c, "frightened")
               if k.source in state.combatants and state.combatants[k.source].position is not None]
    here = c.position
    passed: dict[str, Combatant] = {}
    for step in command.path:
        for src in sources:
            if here is not None and feet_apart(step, c.footprint, src.position, src.footprint) \
                    < feet_apart(here, c.footprint, src.position, src.footprint):  # type: ignore[arg-type]
                raise RuleViolation(f"{c.name} is frightened of {src.name} and cannot willingly "
                                    f"move closer to it (step to ({step.x}, {step.y}))")
        passed.update((o.id, o) for o in overlapping(state, step, c.footprint, c.id))
        here = step
    return [ConditionEnded(combatant_id=c.id, condition_id=f"{MAY_PASS}_{o.id}", reason="spent")
            for o in passed.values()
            if c.has(f"{MAY_PASS}_{o.id}") is not None and _pass_only_by_leave(state, c, o)]
