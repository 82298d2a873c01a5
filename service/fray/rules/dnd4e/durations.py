"""Durations: until the start or end of a creature's next turn, the end of this turn, the end
of the encounter, save ends, and sustained effects; overlapping identical effects.

Source: 004_e86ae0a0322fa3b5.txt §持续时间: conditional durations (until the start of your next
turn, until the end of your next turn, until the end of the encounter: a rest or five minutes,
save ends) and sustained ones (sustain standard, move or minor: it lasts while sustained with
that action, and ends at the end of the creator's turn if not sustained that turn; five
minutes at most); of several effects that do exactly the same thing but end at different
times, only the one lasting longest counts; effects that can be saved against are kept
separately, since nobody knows when they end. The published details (Rules Compendium p. 227;
PHB 2008 p. 278): a sustained effect cannot and need not be sustained on the turn it is
created, and at most once a round after that; a round is about six seconds (PHB 2008 p. 266),
so five minutes is 50 rounds.

Every duration is the core's ``Expiry`` (``fray.domain.events``), keyed to a combatant id and
a turn boundary, never to an initiative value, so two creatures with the same initiative
never end each other's effects; the core's passage ends them (``fray.domain.turns.due``).
A sustained effect lasts while its creator's ``sustain:<name>`` condition does (the core's
``Condition.lasts_while``); that condition ends at the end of the creator's next turn unless
sustained, and itself lasts while a marker that expires 50 rounds after the effect began.
DECISION: "the end of the encounter" never expires by itself in Fray (the GM ends it, or
the encounter ends); "longest" is judged on the current initiative order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from msgspec import structs

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import Condition, ConditionLink, Expiry, SaveEnds
from fray.domain.ids import slug
from fray.domain.state import EncounterState
from fray.domain.turns import from_now

DurationKind = Literal[
    "end_of_turn",
    "start_of_next_turn",
    "end_of_next_turn",
    "end_of_encounter",
    "save_ends",
    "sustain_standard",
    "sustain_move",
    "sustain_minor",
]
SustainAction = Literal["standard", "move", "minor"]
SUSTAIN_ROUNDS = 50
SAVE_DC = 10
SAVE = SaveEnds(at="end_of_turn", ability="", dc=SAVE_DC)
"""A 4e "save ends": a plain d20 at the end of each of the bearer's turns, 10 or more (004
§豁免鉴定)."""


def sustain_action(kind: DurationKind) -> SustainAction | None:
    """The action a ``sustain_*`` duration is sustained with, else None. Never raises.
    Source: (glue: no rule of its own)."""
    return kind.removeprefix("sustain_") if kind.startswith("sustain_") else None  # type: ignore[return-value]  # the suffix after sustain_ is an action kind


def expiry(kind: DurationKind, whose: str, state: EncounterState) -> Expiry:
    """The core ``Expiry`` of an effect made now with duration ``kind`` keyed to ``whose``
    turns: the end of this turn (``whose`` must be acting), the start or end of ``whose``'s
    next turn, save ends (a plain d20 at the end of each of the bearer's turns), or never
    (the end of the encounter; a sustained effect, which lasts while its creator sustains
    it: see :func:`sustaining`). Raises ``InvalidCommand`` for "the end of the turn" outside
    ``whose``'s turn. Source: 004_e86ae0a0322fa3b5.txt §持续时间, §豁免鉴定."""
    if kind == "end_of_turn":
        if state.round == 0 or state.turn != whose:
            raise InvalidCommand(
                f"'until the end of the turn' is keyed to the creature acting now "
                f"({state.turn or 'nobody yet'}), not {whose!r}"
            )
        return from_now(state, whose, "end_of_turn", turn="current")
    if kind == "start_of_next_turn":
        return from_now(state, whose, "start_of_turn")
    if kind == "end_of_next_turn":
        return from_now(state, whose, "end_of_turn")
    if kind == "save_ends":
        return Expiry(save=SAVE)
    return Expiry()


def sustain_id(name: str) -> str:
    """The id of the condition on a creator that holds up its sustained effect ``name``.
    Source: (glue: no rule of its own)."""
    return f"sustain:{slug(name)}"


def _limit_id(name: str) -> str:
    return f"sustain_limit:{slug(name)}"


def sustaining(state: EncounterState, creator_id: str, name: str) -> tuple[Condition, Condition]:
    """The two conditions a sustained effect ``name`` puts on its creator: the marker that
    ends it after five minutes (50 rounds, at the end of the creator's turn), and
    ``sustain:<name>``, which ends at the end of the creator's next turn unless sustained and
    lasts while that marker. The effect itself lasts while ``sustain:<name>``
    (:func:`held_by`). Never raises. Source: 004_e86ae0a0322fa3b5.txt §持续时间 (维持持续时间)."""
    limit = Condition(
        id=_limit_id(name),
        name=f"{name}: five minutes at most",
        source=creator_id,
        expires=from_now(state, creator_id, "end_of_turn", rounds=SUSTAIN_ROUNDS),
        marker=True,
    )
    held = Condition(
        id=sustain_id(name),
        name=f"sustaining {name}",
        source=creator_id,
        expires=from_now(state, creator_id, "end_of_turn"),
        lasts_while=ConditionLink(combatant_id=creator_id, condition_id=limit.id),
    )
    return limit, held


def held_by(creator_id: str, name: str) -> ConditionLink:
    """The link a sustained effect ``name`` lasts while: its creator's ``sustain:<name>``.
    Source: (glue: no rule of its own)."""
    return ConditionLink(combatant_id=creator_id, condition_id=sustain_id(name))


def sustain(state: EncounterState, held: Condition) -> Condition:
    """``held`` (a creator's ``sustain:<name>`` condition) sustained now: it lasts to the end
    of the creator's next turn again. Raises ``RuleViolation`` when it is not the creator's
    turn, or when the effect was made or already sustained this turn (once a round, never on
    the turn it was made); ``InvalidCommand`` for a condition that holds nothing up.
    Source: 004_e86ae0a0322fa3b5.txt §持续时间 (维持持续时间); Rules Compendium p. 227."""
    creator = held.expires.combatant_id
    if not held.id.startswith("sustain:") or creator is None:
        raise InvalidCommand(f"{held.id!r} is not a sustained effect (those are 'sustain:<name>')")
    if state.round == 0 or state.turn != creator:
        raise RuleViolation("only its creator sustains an effect, on the creator's own turn")
    if held.expires.applied_round == state.round and held.expires.applied_during == creator:
        raise RuleViolation(
            "this effect was made or already sustained this turn; it is sustained "
            "once a round, from the turn after it was made"
        )
    return structs.replace(
        held, expires=structs.replace(held.expires, applied_round=state.round, applied_during=state.turn)
    )


def _position(round_: int, index: int, size: int, end: bool) -> int:
    return 2 * (round_ * size + index) + (1 if end else 0)


def ends_at(e: Expiry, state: EncounterState) -> float | None:
    """Where on the encounter's timeline an effect with expiry ``e`` ends, counted in turn
    boundaries (two a turn: its start, its end) from the start of the turn under way: 1 is
    the end of this turn. Infinity for "the end of the encounter"; None for effects whose end
    nobody knows (save ends) or keyed to a creature outside the order. Judged on the current
    order (``fray.domain.turns.due`` says which boundary). Never raises.
    Source: 004_e86ae0a0322fa3b5.txt §持续时间 (重叠的持续时间)."""
    if e.save is not None:
        return None
    if e.at == "never":
        return float("inf")
    order = state.initiative_order
    if e.combatant_id not in order:
        return None
    size, ix, end = len(order), order.index(e.combatant_id), e.at == "end_of_turn"
    now_ix = order.index(state.turn) if state.turn in order else 0
    now = _position(max(state.round, 1), now_ix, size, False)
    if e.rounds > 0:
        return float(_position(max(e.applied_round, 1) + e.rounds, ix, size, end) - now)
    if e.applied_round == 0 or e.applied_during not in order:
        applied = _position(max(e.applied_round, 1), 0, size, False) - 0.5
    else:
        applied = _position(e.applied_round, order.index(e.applied_during), size, False) + 0.5
    round_ = max(e.applied_round, 1)
    if _position(round_, ix, size, end) < applied:
        round_ += 1
    if e.turn == "next" and e.applied_during == e.combatant_id and round_ == e.applied_round:
        round_ += 1
    return float(_position(round_, ix, size, end) - now)


def identical(a: Condition, b: Condition) -> bool:
    """Whether two effects do exactly the same thing (name, modifiers, ongoing damage) and
    both end at a known time (neither saved against nor sustained, which are kept apart).
    Source: 004_e86ae0a0322fa3b5.txt §持续时间 (重叠的持续时间). Never raises."""
    known = all(k.expires.save is None and k.lasts_while is None and not k.marker for k in (a, b))
    return known and (a.name, a.modifiers, a.ongoing) == (b.name, b.modifiers, b.ongoing)


def longer(new: Condition, old: Condition, state: EncounterState) -> bool:
    """Whether ``new`` lasts strictly longer than the identical ``old`` (then it takes
    ``old``'s place; otherwise ``old`` is kept and ``new`` counts for nothing).
    Source: 004_e86ae0a0322fa3b5.txt §持续时间 (重叠的持续时间). Never raises."""
    a, b = ends_at(new.expires, state), ends_at(old.expires, state)
    return a is not None and (b is None or a > b)


def shadowed(conditions: Sequence[Condition], state: EncounterState) -> tuple[str, ...]:
    """The ids of the effects among ``conditions`` (one creature's) that do not count because
    an identical one lasts longer (the first given wins a tie); effects saved against and
    sustained ones always count. Source: 004_e86ae0a0322fa3b5.txt §持续时间 (重叠的持续时间)."""
    out = []
    for k in conditions:
        if any(
            o is not k
            and identical(o, k)
            and (
                longer(o, k, state)
                or (
                    ends_at(o.expires, state) == ends_at(k.expires, state) and conditions.index(o) < conditions.index(k)
                )
            )
            for o in conditions
        ):
            out.append(k.id)
    return tuple(out)
