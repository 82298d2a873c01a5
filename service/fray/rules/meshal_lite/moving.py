"""The core's movement commands as Meshal Lite plays them (``Ruleset.decide_core``).

- ``move_combatant`` is one move (移动): a 1⚡ tactic on the mover's turn, one way of moving
  (``how``), at most its speed in steps (halved for a way marked "-", halved again on
  ``difficult`` ground). The path's steps count the diagonals alternately 1 and 2 (two
  diagonals are 3 steps). ``CombatantMoved.cost_ft`` holds the *steps* the move covered
  (Meshal measures in steps, not feet).
- Obstruction: standing creatures within one size level of the mover block the way, the
  incorporeal never (the handbook's rule, ``blocks``), and so do
  objects that are not ruined. DECISION: an unconscious or dead creature lies on the
  ground and does not block a path, but no move ends on a square another combatant holds.
- ``stand_up``: getting up from prone is a change of posture, a 1⚡ tactic (the table's
  "变换一次姿势"), with or without the postures extension.
- ``dash``: Meshal has none (422): each move is its own 1⚡ tactic.
- ``apply_damage`` on a pool: the core's, and a creature it knocks out falls prone.
- DECISION: smooth movement (downhill, with the stream) cannot be said with the core's
  ``move_combatant``; the GM places the creature instead.
Source: 001_5f4122b8a83d6727.txt §移动Movement, §测距Measurement (方格地图), §瞬息Moment过程
(常用行动速查), §昏迷Unconsciousness与死亡Death.
"""

from __future__ import annotations

from msgspec import structs

from fray.domain.commands import ApplyDamage, Command, Dash, MoveCombatant, StandUp
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import (
    CombatantMoved,
    ConditionEnded,
    DamageTaken,
    Event,
    Position,
    StoodUp,
)
from fray.domain.grid import squares_between
from fray.domain.movement import PRONE
from fray.domain.state import Combatant, EncounterState
from fray.domain.turns import require_turn

from .budget import spend_mobility
from .distance import move_speed, steps_allowed
from .mobility import ACTION_COSTS
from .options import options_of
from .standing import falls_prone, status, why_not_acting
from .stats import SIZES, is_object, stats

MOVE_COST = ACTION_COSTS["move"][0]
POSTURE_COST = ACTION_COSTS["posture"][0]


def path_steps(start: Position, path: tuple[Position, ...]) -> int:
    """Steps a path covers: 1 a square, diagonals alternately 1 and 2 (the first diagonal
    1, the second 2, …). Raises ``RuleViolation`` for a square not next to the one before.
    Source: 001_5f4122b8a83d6727.txt §测距Measurement (每2个对角方格视为3步)."""
    here, steps, diagonals = start, 0, 0
    for i, step in enumerate(path):
        if squares_between(here, step) != 1:
            raise RuleViolation(
                f"step {i + 1} of the path, to ({step.x}, {step.y}), is not next to "
                f"({here.x}, {here.y}); list every square entered"
            )
        if step.x != here.x and step.y != here.y:
            diagonals += 1
            steps += 1 if diagonals % 2 else 2
        else:
            steps += 1
        here = step
    return steps


def blocks(other: Combatant, mover: Combatant | None = None) -> bool:
    """Whether ``other`` blocks ``mover``'s path: an object not ruined; a standing creature
    within one size level of the mover (与你体型等级差距≤1级的生物), unless it is
    incorporeal (虚体生物除外). Without a mover, every standing creature counts.
    Source: 001_5f4122b8a83d6727.txt §移动Movement (障碍 Obstruction); the bodies are a decision."""
    if is_object(other):
        return other.status != "dead"
    if other.status != "active" or stats(other).incorporeal:
        return False
    if mover is None or is_object(mover):
        return True
    return abs(SIZES.index(stats(other).size) - SIZES.index(stats(mover).size)) <= 1


def occupants(state: EncounterState, square: Position, mover: str) -> list[Combatant]:
    """The combatants other than ``mover`` on ``square`` (ruined objects are debris: not
    counted). Never raises. Source: 001_5f4122b8a83d6727.txt §移动Movement (障碍)."""
    return [
        o
        for o in state.combatants.values()
        if o.id != mover
        and o.position is not None
        and squares_between(o.position, square) == 0
        and not (is_object(o) and o.status == "dead")
    ]


def move(state: EncounterState, cmd: MoveCombatant) -> list[Event]:
    """``CombatantMoved`` (cost in steps) and the move's 1⚡. Raises ``RuleViolation`` off
    the mover's turn, for a mover who cannot act or is off the grid, a way of moving it
    lacks, a speed below 1, a step not to a neighbouring square, a blocked square, an
    occupied end square, a path longer than the move allows, or no ⚡ left.
    Source: 001_5f4122b8a83d6727.txt §移动Movement."""
    c = state.combatant(cmd.combatant_id)
    require_turn(state, c, "move")
    if (why := why_not_acting(c)) is not None:
        raise RuleViolation(f"{c.name} {why} and cannot move")
    if c.position is None:
        raise RuleViolation(f"{c.name} is not on the grid; place it first (place_combatant)")
    mode = getattr(stats(c).modes, cmd.how)
    if mode == "none":
        raise RuleViolation(f"{c.name} cannot {cmd.how}")
    allowed = steps_allowed(move_speed(stats(c).speed, mode == "-"), difficult=cmd.difficult)
    if allowed < 1:
        raise RuleViolation(
            f"{c.name}'s speed to {cmd.how}{' on difficult ground' if cmd.difficult else ''} "
            "is below 1: it cannot move that way"
        )
    steps = path_steps(c.position, cmd.path)
    for step in cmd.path:
        if blocker := next((o for o in occupants(state, step, c.id) if blocks(o, c)), None):
            raise RuleViolation(f"{blocker.name} blocks ({step.x}, {step.y}); go around")
    end = cmd.path[-1]
    if there := occupants(state, end, c.id):
        raise RuleViolation(f"{there[0].name} is on ({end.x}, {end.y}); end the move elsewhere")
    if steps > allowed:
        raise RuleViolation(
            f"that path is {steps} steps; one move lets {c.name} {cmd.how} {allowed} (move again for 1⚡ more)"
        )
    paid = spend_mobility(c, MOVE_COST, "tactic", own_turn=True, long_actions=options_of(state).long_actions, on="move")
    return [
        CombatantMoved(
            combatant_id=c.id, start=c.position, path=cmd.path, cost_ft=steps, how=cmd.how, difficult=cmd.difficult
        ),
        *paid,
    ]


def stand_up(state: EncounterState, cmd: StandUp) -> list[Event]:
    """``StoodUp`` (no movement spent), the end of ``prone`` and 1⚡. Raises
    ``RuleViolation`` off its turn, for one who cannot act or is not prone, or without ⚡.
    Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (常用行动速查: 变换一次姿势)."""
    c = state.combatant(cmd.combatant_id)
    require_turn(state, c, "stand up")
    if (why := why_not_acting(c)) is not None:
        raise RuleViolation(f"{c.name} {why} and cannot stand up")
    if c.has(PRONE) is None:
        raise RuleViolation(f"{c.name} is not prone")
    paid = spend_mobility(
        c, POSTURE_COST, "tactic", own_turn=True, long_actions=options_of(state).long_actions, on="stand up"
    )
    return [
        *paid,
        StoodUp(combatant_id=c.id, cost_ft=0),
        ConditionEnded(combatant_id=c.id, condition_id=PRONE, reason="removed"),
    ]


def apply_damage(state: EncounterState, cmd: ApplyDamage) -> list[Event]:
    """The core's ``DamageTaken`` on the named track, and ``prone`` for a creature it
    knocks out. Raises ``CombatantNotFound``, ``InvalidCommand`` for a track the target
    lacks. Source: 001_5f4122b8a83d6727.txt §昏迷Unconsciousness与死亡Death (陷入昏迷将使你立即倒地)."""
    c = state.combatant(cmd.target_id)
    track = c.track(cmd.track)
    if track is None:
        raise InvalidCommand(f"{c.name} has no track {cmd.track!r}; its tracks: {', '.join(c.resources)}")
    events: list[Event] = [DamageTaken(combatant_id=c.id, amount=cmd.amount, note=cmd.note, track=cmd.track)]
    after = structs.replace(
        c,
        resources={
            **c.resources,
            cmd.track: structs.replace(track, current=max(track.minimum, track.current - cmd.amount)),
        },
    )
    if not is_object(c) and c.status == "active" and status(after) != "active":
        events += falls_prone(c)
    return events


def decide_core(state: EncounterState, command: Command) -> list[Event] | None:
    """The events of a core command under Meshal Lite, or None for the core's own (see the
    module). Raises what the functions above raise; ``InvalidCommand`` for ``dash``.
    Source: (glue: no rule of its own)."""
    match command:
        case MoveCombatant():
            return move(state, command)
        case StandUp():
            return stand_up(state, command)
        case Dash():
            raise InvalidCommand(
                "meshal-lite has no dash: each move is a 1⚡ tactic covering up to "
                "the creature's speed; send move_combatant again"
            )
        case ApplyDamage():
            return apply_damage(state, command)
    return None
