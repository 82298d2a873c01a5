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

Every boundary is keyed to a combatant id and that combatant's turn count, never to an
initiative value, so two creatures with the same initiative never end each other's effects.
"Next turn" is the next turn the named creature starts (from its own turn, the one after it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from msgspec import Struct, structs

from fray.domain.errors import InvalidCommand, RuleViolation

DurationKind = Literal["end_of_turn", "start_of_next_turn", "end_of_next_turn", "end_of_encounter",
                       "save_ends", "sustain"]
AfterDuration = Literal["start_of_next_turn", "end_of_next_turn", "end_of_encounter", "save_ends"]
SustainAction = Literal["standard", "move", "minor"]
Edge = Literal["start", "end"]
SUSTAIN_ROUNDS = 50


class Boundary(Struct, frozen=True):
    """The ``edge`` (start or end) of ``combatant_id``'s ``turn``-th turn of the encounter."""

    combatant_id: str
    turn: int
    edge: Edge


class Clock(Struct, frozen=True, kw_only=True):
    """Where the encounter stands: the ``round``, the initiative ``order`` (ids), whose turn
    it is (``current``, None between turns or before the first) and how many turns each
    combatant has started (``turns``, the current one counted)."""

    round: int = 1
    order: tuple[str, ...] = ()
    current: str | None = None
    turns: dict[str, int] = {}


class Expiry(Struct, frozen=True, kw_only=True):
    """When an effect ends: its ``kind``, the creature ``whose`` turn it is keyed to, the
    ``boundary`` that ends it (None for the encounter's end and save ends), the ``sustain``
    action, and the round and ``whose`` turn count when it was made (for sustaining)."""

    kind: DurationKind
    whose: str = ""
    boundary: Boundary | None = None
    sustain: SustainAction | None = None
    created_round: int = 1
    created_turn: int = 0


class Aftereffect(Struct, frozen=True, kw_only=True):
    """What follows a successful save against an effect: ``what`` it does, how long it lasts
    (``duration``, usually save ends) and whose turn that is keyed to (empty: the bearer)."""

    what: str
    duration: AfterDuration = "save_ends"
    whose: str = ""


class Effect(Struct, frozen=True, kw_only=True):
    """A lasting effect on ``target``: ``what`` it does (identical effects have the same
    ``what``), its ``expiry`` and the ``aftereffect`` a save against it leaves, if any."""

    id: str
    target: str
    what: str
    expiry: Expiry
    aftereffect: Aftereffect | None = None


def expiry(kind: DurationKind, whose: str, clock: Clock, sustain: SustainAction | None = None) -> Expiry:
    """The expiry of an effect made now with duration ``kind`` keyed to ``whose`` turns:
    end of this turn (the turn under way: ``whose`` must be acting), start or end of
    ``whose``'s next turn, end of the encounter, save ends (``whose``: the bearer), sustain
    (``whose``: the creator; ends at the end of its next turn unless sustained then).
    Raises ``InvalidCommand`` for "end of turn" outside ``whose``'s turn or "sustain"
    without its action. Source: 004_e86ae0a0322fa3b5.txt §持续时间."""
    now = clock.turns.get(whose, 0)
    base = Expiry(kind=kind, whose=whose, created_round=clock.round, created_turn=now)
    if kind == "end_of_turn":
        if clock.current != whose:
            raise InvalidCommand(f"'until the end of the turn' is keyed to the creature acting now, not {whose!r}")
        return structs.replace(base, boundary=Boundary(whose, now, "end"))
    if kind == "start_of_next_turn":
        return structs.replace(base, boundary=Boundary(whose, now + 1, "start"))
    if kind == "end_of_next_turn":
        return structs.replace(base, boundary=Boundary(whose, now + 1, "end"))
    if kind == "sustain":
        if sustain is None:
            raise InvalidCommand("a sustained duration names its action: standard, move or minor")
        return structs.replace(base, boundary=Boundary(whose, now + 1, "end"), sustain=sustain)
    return base


def ends_at(e: Expiry, crossed: Boundary) -> bool:
    """Whether crossing the boundary ``crossed`` ends an effect with expiry ``e``: the same
    combatant, at or after its boundary (a start comes before the end of the same turn).
    Never raises. Source: 004_e86ae0a0322fa3b5.txt §持续时间."""
    b = e.boundary
    if b is None or crossed.combatant_id != b.combatant_id:
        return False
    return (crossed.turn, crossed.edge == "end") >= (b.turn, b.edge == "end")


def sustain(e: Expiry, clock: Clock, action: SustainAction) -> Expiry:
    """``e`` sustained now with ``action``: it then lasts to the end of the creator's next
    turn. Raises ``RuleViolation`` when it is not the creator's turn, on the turn it was made,
    a second time this turn, with the wrong action, or when it would pass five minutes
    (50 rounds); ``InvalidCommand`` for an effect that is not sustained.
    Source: 004_e86ae0a0322fa3b5.txt §持续时间 (维持持续时间); Rules Compendium p. 227."""
    if e.kind != "sustain" or e.boundary is None:
        raise InvalidCommand("only an effect with a sustained duration can be sustained")
    if e.sustain != action:
        raise RuleViolation(f"this effect is sustained with a {e.sustain} action, not a {action} action")
    if clock.current != e.whose:
        raise RuleViolation("only its creator sustains an effect, on the creator's own turn")
    now = clock.turns.get(e.whose, 0)
    if now <= e.created_turn:
        raise RuleViolation("an effect is not sustained on the turn it was made; sustain it next turn")
    if e.boundary.turn > now:
        raise RuleViolation("this effect has already been sustained this turn")
    if clock.round + 1 - e.created_round >= SUSTAIN_ROUNDS:
        raise RuleViolation("an effect can be sustained for five minutes (50 rounds) at most")
    return structs.replace(e, boundary=Boundary(e.whose, now + 1, "end"))


def rank(e: Expiry, clock: Clock) -> float | None:
    """How far ahead ``e`` ends, in turn boundaries from the turn under way (end of the
    encounter: infinity); None for effects whose end nobody knows (save ends, sustain) or
    keyed to a creature outside the order. Computed on the current order. Never raises."""
    if e.kind == "end_of_encounter":
        return float("inf")
    b = e.boundary
    if e.kind in ("save_ends", "sustain") or b is None or b.combatant_id not in clock.order:
        return None
    size, ix = len(clock.order), clock.order.index(b.combatant_id)
    done = clock.turns.get(b.combatant_id, 0)
    if clock.current == b.combatant_id:
        ahead = (b.turn - done) * size
    else:
        first = (ix - clock.order.index(clock.current)) % size if clock.current in clock.order else ix + 1
        ahead = first + (b.turn - done - 1) * size
    return float(2 * ahead + (1 if b.edge == "end" else 0))


def shadowed(effects: Sequence[Effect], clock: Clock) -> tuple[str, ...]:
    """The ids of effects that do not count because an identical effect (same target and
    ``what``) lasts longer; effects saved against (and sustained ones) always count; of equal
    ones the first given counts. Source: 004_e86ae0a0322fa3b5.txt §持续时间 (重叠的持续时间)."""
    best: dict[tuple[str, str], tuple[float, str]] = {}
    for ef in effects:
        r = rank(ef.expiry, clock)
        if r is None:
            continue
        key = (ef.target, ef.what)
        if key not in best or r > best[key][0]:
            best[key] = (r, ef.id)
    keep = {ident for _, ident in best.values()}
    return tuple(ef.id for ef in effects if rank(ef.expiry, clock) is not None and ef.id not in keep)
