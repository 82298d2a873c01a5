"""Moving on the grid as 5e plays it, through the core's movement hooks.

- ``may_pass`` (002 §Переміщення навколо інших істот, as in PHB 2024): a creature may move
  through the space of an ally, of an incapacitated creature, of a Tiny creature, or of one
  two sizes larger or smaller; through a hostile's otherwise only after winning 003's overrun
  or tumble this turn (the ``may_pass_<id>`` condition of ``maneuvers``).
- ``square_cost_ft``: climbing or swimming costs 1 extra foot per foot (002) unless the
  creature has a climbing or swimming speed (published 5e); crawling and difficult ground as
  the core prices them.
- ``core_command_costs``: a frightened creature cannot willingly move closer to the source of
  its fear (published 5e, PHB 2024 Frightened): a step that ends nearer to a source on the grid
  is refused.
"""

from __future__ import annotations

from fray.domain.commands import Command, MoveCombatant
from fray.domain.errors import RuleViolation
from fray.domain.events import Event
from fray.domain.grid import feet_between
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


def square_cost_ft(mover: Combatant, how: str, difficult: bool) -> int:
    """Feet a square costs ``mover``: the core's price, without the extra for climbing or
    swimming when the stat block has that speed."""
    s = stats_of(mover)
    if (how == "climb" and s.climb_ft) or (how == "swim" and s.swim_ft):
        return core_cost("walk", difficult)
    return core_cost(how, difficult)


def core_command_costs(state: EncounterState, command: Command) -> list[Event]:
    """Nothing to pay; refuses a frightened creature's step toward a source of its fear.
    Raises ``RuleViolation`` naming the source."""
    if not isinstance(command, MoveCombatant):
        return []
    c = state.combatant(command.combatant_id)
    sources = [state.combatants[k.source] for k in with_source(c, "frightened")
               if k.source in state.combatants and state.combatants[k.source].position is not None]
    here = c.position
    for step in command.path:
        for src in sources:
            if here is not None and feet_between(step, src.position) < feet_between(here, src.position):  # type: ignore[arg-type]
                raise RuleViolation(f"{c.name} is frightened of {src.name} and cannot willingly "
                                    f"move closer to it (step to ({step.x}, {step.y}))")
        here = step
    return []
