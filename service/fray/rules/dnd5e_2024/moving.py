"""Moving on the grid as 5e plays it, through the core's movement hooks.

- ``may_pass`` (002 §Пересування в бою, as in PHB 2024): a creature may move
  through the space of an ally, of an incapacitated creature, of a Tiny creature, or of one
  two sizes larger or smaller; through a hostile's otherwise only after winning 003's overrun
  or tumble this turn (the ``may_pass_<id>`` condition of ``maneuvers``), which one move through
  that space uses up (003: "move through the hostile creature's space once").
- ``space_difficult``: another creature's space is difficult terrain (002 §Переміщення:
  «Чужий простір для вас складна місцевість»), ally or not.
- ``square_cost_ft``: climbing or swimming costs 1 extra foot per foot (002) unless the
  creature has a climbing or swimming speed (published 5e); crawling and difficult ground as
  the core prices them.
- ``move`` (through ``decide_core``): dragging a grappled creature (PHB 2024), and
  ``loose_grapples``: a grapple ends when the two are moved out of reach.
- ``core_command_costs``: a frightened creature cannot willingly move closer to the source of
  its fear (published 5e, PHB 2024 Frightened): a step that ends nearer to a source on the grid
  is refused.
"""

from __future__ import annotations

from msgspec import structs

from fray.domain.commands import Command, MoveCombatant
from fray.domain.errors import RuleViolation
from fray.domain.events import CombatantPlaced, ConditionEnded, Event, Position
from fray.domain.grid import SQUARE_FT, feet_apart, overlapping, squares_apart
from fray.domain.movement import move as core_move
from fray.domain.movement import square_cost_ft as core_cost
from fray.domain.state import Combatant, EncounterState

from .conditions import MAY_PASS, incapacitated, with_source
from .saves import stats_of
from .stats import size_steps


def may_pass(state: EncounterState, mover: Combatant, other: Combatant) -> bool:
    """Whether ``mover`` may move through ``other``'s space (see the module).
    Source: 002_06b8b5e39c23dcd7.txt §Пересування в бою (Чужий простір); 003_f1a408214e2b5451.txt
    §Overrun (强冲), §Tumble (翻滚)."""
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
    n = structs.replace(mover, conditions=tuple(k for k in mover.conditions if k.id != f"{MAY_PASS}_{other.id}"))
    return not may_pass(state, n, other)


def square_cost_ft(mover: Combatant, how: str, difficult: bool) -> int:
    """Feet a square costs ``mover``: the core's price, without the extra for climbing or
    swimming when the stat block has that speed.
    Source: 002_06b8b5e39c23dcd7.txt §Пересування в бою (Лазіння і плавання)."""
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
    sources = [
        (o, o.position)
        for k in with_source(c, "frightened")
        if (o := state.combatants.get(k.source or "")) is not None and o.position is not None
    ]
    here = c.position
    passed: dict[str, Combatant] = {}
    for step in command.path:
        for src, at in sources:
            if here is not None and feet_apart(step, c.footprint, at, src.footprint) < feet_apart(
                here, c.footprint, at, src.footprint
            ):
                raise RuleViolation(
                    f"{c.name} is frightened of {src.name} and cannot willingly "
                    f"move closer to it (step to ({step.x}, {step.y}))"
                )
        passed.update((o.id, o) for o in overlapping(state, step, c.footprint, c.id))
        here = step
    return [
        ConditionEnded(combatant_id=c.id, condition_id=f"{MAY_PASS}_{o.id}", reason="spent")
        for o in passed.values()
        if c.has(f"{MAY_PASS}_{o.id}") is not None and _pass_only_by_leave(state, c, o)
    ]


GRAPPLE_REACH_FT = 5  # DECISION: a grapple holds within the Unarmed Strike's 5 ft (002)


def loose_grapples(state: EncounterState, moved: dict[str, Position | None]) -> list[Event]:
    """``ConditionEnded`` for every grapple that the new positions in ``moved`` (combatant id →
    its new anchor) put out of the grappler's reach (PHB 2024 Grappled: it ends "if the
    grappler or the creature is moved so that it is outside the grappler's reach"), e.g. a
    creature shoved away or placed elsewhere by the GM. Off the grid nothing is judged."""

    def where(c: Combatant) -> Position | None:
        return moved.get(c.id, c.position)

    out: list[Event] = []
    for c in state.combatants.values():
        for k in with_source(c, "grappled"):
            g = state.combatants.get(k.source or "")
            if g is None or (c.id not in moved and g.id not in moved):
                continue
            a, b = where(g), where(c)
            if a is None or b is None or feet_apart(a, g.footprint, b, c.footprint) > GRAPPLE_REACH_FT:
                out.append(ConditionEnded(combatant_id=c.id, condition_id=k.id, reason="removed"))
    return out


def _drags_free(mover: Combatant, held: Combatant) -> bool:
    s = stats_of(held).size
    return s == "tiny" or size_steps(stats_of(mover).size, s) <= -2


def move(state: EncounterState, cmd: MoveCombatant) -> list[Event]:
    """A 5e move (``Ruleset.decide_core``): the core's move with 5e's prices and passing, what
    ``core_command_costs`` adds, and dragging: every creature the mover grapples moves with it
    (``CombatantPlaced``, the mover's displacement), and each foot costs 1 extra foot unless
    the grappled creature is Tiny or two or more sizes smaller (PHB 2024 Grappled). DECISION:
    a grappler that moves drags what it holds; release it first (``escape_grapple`` with
    ``release``) to leave it behind. Raises ``RuleViolation`` as the core's move does, and
    when there is no room for a dragged creature where it would end."""
    c = state.combatant(cmd.combatant_id)
    held = [o for o in state.combatants.values() if o.has(f"grappled:{c.id}") is not None and o.position is not None]
    extra = 0 if all(_drags_free(c, o) for o in held) else SQUARE_FT
    held_ids = {o.id for o in held}

    def cost(m: Combatant, how: str, difficult: bool) -> int:
        return square_cost_ft(m, how, difficult) + extra

    def passes(st: EncounterState, m: Combatant, other: Combatant) -> bool:
        return other.id in held_ids or may_pass(st, m, other)

    def hard(st: EncounterState, m: Combatant, other: Combatant) -> bool:
        return other.id not in held_ids

    events = core_move(state, cmd, cost_of=cost, may_pass=passes, space_difficult=hard)
    events += core_command_costs(state, cmd)
    if not held or c.position is None:
        return events
    end = cmd.path[-1]
    dx, dy = end.x - c.position.x, end.y - c.position.y
    for o in held:
        to = Position(o.position.x + dx, o.position.y + dy)  # type: ignore[union-attr]  # o is on the grid: filtered above
        blockers = [b for b in overlapping(state, to, o.footprint, o.id) if b.id not in held_ids | {c.id}]
        if blockers or squares_apart(end, c.footprint, to, o.footprint) == 0:
            raise RuleViolation(f"no room to drag {o.name} to ({to.x}, {to.y}); release it first")
        events.append(CombatantPlaced(combatant_id=o.id, position=to))
    return events
