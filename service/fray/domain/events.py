"""Events: named facts in the past tense, one frozen tagged ``msgspec.Struct`` each.

Core events are what every rule system shares: an encounter was created, a combatant joined or
left, initiative was rolled, a turn began, damage or healing landed, a resource or condition
changed. A ruleset adds its own events (``unlit-spires.attack_resolved``) by subclassing
:class:`Event` with a tag that starts with its id, and registers them; the core never imports a
ruleset.

Events record outcomes: every die rolled and every number that followed. ``evolve`` only adds
and subtracts what an event states, so replaying the log never rolls and never re-derives.

Schema evolution: add fields with defaults, never change a field's type; an old event's payload
is upcast on read (``Event.upcasters``, applied by ``fray.store.codec``), never rewritten. Unknown fields are ignored, so an
older reader skips what newer code adds.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, ClassVar, Literal

import msgspec

Upcaster = Callable[[dict[str, Any]], dict[str, Any]]


class Event(msgspec.Struct, tag_field="type", frozen=True, kw_only=True):
    """Base of all events. ``type`` (the tag) names the fact, e.g. ``"damage_taken"``.

    ``upcasters`` (a class attribute, inherited by subclasses) maps a stored schema version to
    a function from that version's JSON object to the next version's; the store applies them
    on read (``fray.store.codec``), so an event class carries how its old payloads are read."""

    upcasters: ClassVar[dict[int, Upcaster]] = {}


class Resource(msgspec.Struct, frozen=True):
    """A named track on a combatant: ``current`` of ``maximum`` (hit points, magic points, …)."""

    current: int
    maximum: int


Square = Annotated[int, msgspec.Meta(ge=-10_000, le=10_000, description="A grid coordinate, in 5-ft squares.")]


class Position(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A square on the battle grid: ``x`` and ``y`` in squares of 5 ft (see ``fray.domain.grid``).

    Commands take it as sent, so it forbids unknown fields (``{"x": 1, "y": 2, "z": 3}`` is a
    400, not a silent square): the one struct inside stored events that does. A coordinate
    pair does not grow; a grid of another shape would be a new type, not a new field here."""

    x: Square
    y: Square


class EncounterCreated(Event, tag="encounter_created"):
    """A new encounter (the stream) began, played under ``ruleset`` (a registry id)."""

    encounter_id: str
    ruleset: str
    name: str
    options: dict[str, Any] = {}


class CombatantAdded(Event, tag="combatant_added"):
    """A combatant joined. ``stats`` is the ruleset's stat block; rulesets subclass this event
    to give ``stats`` its type. ``hp`` starts at ``hp_max`` unless the event says otherwise.
    ``footprint``: the side of its space in squares (1 unless the ruleset says otherwise;
    events written before it existed read as 1)."""

    combatant_id: str
    name: str
    side: str
    hp_max: int
    hp: int
    resources: dict[str, Resource] = {}
    stats: Any = None
    speed_ft: int | None = None
    position: Position | None = None
    footprint: int = 1


class CombatantRemoved(Event, tag="combatant_removed"):
    """A combatant left the encounter (fled, dismissed, added by mistake)."""

    combatant_id: str
    reason: str = ""


class InitiativeEntry(msgspec.Struct, frozen=True):
    """One combatant's initiative roll: the ``dice`` that came up, the ``modifier`` added and the
    ``total``; ``tiebreak`` is what the ruleset ranks equal totals by, compared left to right
    (Unlit Spires: ``(DEX,)``; 5e: ``(DEX modifier, tie roll, tie roll …)``), so recorded tie
    rolls need no subclass. Schema version 1 stored one number; it is read as a 1-tuple."""

    combatant_id: str
    dice: tuple[int, ...]
    modifier: int
    total: int
    tiebreak: tuple[int, ...] = ()

    @property
    def rank(self) -> tuple[int, ...]:
        """``(total, *tiebreak)``: higher acts first."""
        return (self.total, *self.tiebreak)


def _tiebreak_to_tuple(payload: dict[str, Any]) -> dict[str, Any]:
    """Schema 1 → 2 of every initiative event: ``entries[].tiebreak`` was one number."""
    for entry in payload.get("entries", ()):
        if isinstance(entry, dict) and isinstance(entry.get("tiebreak"), int):
            entry["tiebreak"] = [entry["tiebreak"]]
    return payload


class InitiativeRolled(Event, tag="initiative_rolled"):
    """Initiative was rolled for ``entries``; ``order`` is the whole resulting turn order, first
    to act first (the ruleset decided ties; the event records the outcome). Also the per-round
    re-roll the core makes when the ruleset asks for one (``Ruleset.initiative_each_round``)."""

    upcasters: ClassVar[dict[int, Upcaster]] = {1: _tiebreak_to_tuple}

    entries: tuple[InitiativeEntry, ...]
    order: tuple[str, ...]


class TurnStarted(Event, tag="turn_started"):
    """``combatant_id``'s turn began in ``round`` (round 1 is the first)."""

    round: int
    combatant_id: str


class DamageTaken(Event, tag="damage_taken"):
    """``combatant_id`` lost ``amount`` hit points (already after absorb, resistance, …).
    Hit points never go below 0. ``cause`` says where it came from (an event type or "gm")."""

    combatant_id: str
    amount: int
    cause: str = "gm"
    note: str = ""


class HealingReceived(Event, tag="healing_received"):
    """Healing of ``amount`` hit points (as rolled or given) reached ``combatant_id``;
    ``regained`` is how many it actually got back, the amount capped at its maximum (events
    written before the field existed read None: then ``amount``, capped, is what it regained)."""

    combatant_id: str
    amount: int
    cause: str = "gm"
    note: str = ""
    regained: int | None = None


def regained(hp: int, hp_max: int, amount: int) -> int:
    """Hit points a combatant at ``hp`` of ``hp_max`` actually regains from ``amount`` of
    healing: never above the maximum, never negative (hit points below 0 count as 0)."""
    return max(0, min(amount, hp_max - max(0, hp)))


class HitPointMaximumChanged(Event, tag="hit_point_maximum_changed"):
    """``combatant_id``'s hit point maximum moved by ``delta`` (a wound that festers, a curse, a
    blessing); it never goes below 0, and current hit points are cut to the new maximum.
    ``reason`` says why."""

    combatant_id: str
    delta: int
    reason: str = ""


class ResourceChanged(Event, tag="resource_changed"):
    """A named resource (``"mp"``, …) moved by ``delta`` (negative spends), clamped to 0..max."""

    combatant_id: str
    resource: str
    delta: int
    reason: str = ""


class SaveEnds(msgspec.Struct, frozen=True, kw_only=True):
    """"Save ends": a save against the condition is due at ``at`` (the start or end) of each of
    the bearer's turns; a success ends it. ``ability`` and ``dc`` are the ruleset's words (5e:
    ``"wis"``, 13; D&D 4e: ``""``, 10); the core only prompts (``SaveDue``)."""

    at: Literal["start_of_turn", "end_of_turn"] = "end_of_turn"
    ability: str = ""
    dc: int = 0


class Expiry(msgspec.Struct, frozen=True):
    """When a condition ends by itself: at ``at`` (the start or end) of a turn of
    ``combatant_id``, or ``never`` (until removed or spent). Keyed to a combatant and a turn
    boundary, never to an initiative number, so it survives combatants joining or leaving
    mid-round (the boundaries of a combatant that left or cannot act pass with its place).

    ``applied_round`` and ``applied_during`` say when the condition began (the round, and whose
    turn it was). Which turn of ``combatant_id`` (``fray.domain.turns.due``):

    - ``turn="next"`` (default): the first turn of ``combatant_id`` that *starts* after that
      moment ("until the end of X's next turn": set during X's own turn, it does not end when
      X's current turn ends);
    - ``turn="current"``: the turn running now ("until the end of this turn": the first
      ``at`` boundary of ``combatant_id`` from now on, this turn's included);
    - ``rounds`` > 0: "N rounds": the first turn of ``combatant_id`` in round
      ``max(applied_round, 1) + rounds`` or later (``turn`` is then ignored).

    ``save`` adds "save ends": the save is prompted at its boundary of the bearer's turns,
    whatever ``at`` says (``never`` for a pure "save ends")."""

    at: Literal["start_of_turn", "end_of_turn", "never"] = "never"
    combatant_id: str | None = None
    applied_round: int = 0
    applied_during: str | None = None
    turn: Literal["next", "current"] = "next"
    rounds: int = 0
    save: SaveEnds | None = None


class ConditionLink(msgspec.Struct, frozen=True):
    """One condition named by where it is: ``condition_id`` on ``combatant_id``."""

    combatant_id: str
    condition_id: str


class Condition(msgspec.Struct, frozen=True):
    """A condition on a combatant. ``modifier`` is its number where it has one (+2 to hit it…);
    ``spent_by`` names the ruleset action that uses it up (e.g. ``"attack_on"``).
    ``lasts_while``: another condition that holds this one up (a spell's effect and its
    caster's concentration, a sustained power): when that one ends through the core (expiry,
    ``remove_condition``) this one ends with it, and a ruleset ending it asks
    ``fray.domain.turns.ending`` for the same. None (events written before it): no link."""

    id: str
    name: str
    source: str | None = None
    modifier: int = 0
    expires: Expiry = Expiry()
    spent_by: str | None = None
    lasts_while: ConditionLink | None = None


class ConditionApplied(Event, tag="condition_applied"):
    """``condition`` now holds on ``combatant_id``. Condition ids are unique per combatant: if
    it already has one with this id, this one replaces it (a refresh, e.g. a new duration)."""

    combatant_id: str
    condition: Condition


class ConditionEnded(Event, tag="condition_ended"):
    """The condition ``condition_id`` on ``combatant_id`` ended: ``expired``, ``spent`` or
    ``removed``. Every condition with that id ends (logs written before ids were unique may
    hold twins); ending one the combatant no longer has changes nothing."""

    combatant_id: str
    condition_id: str
    reason: Literal["expired", "spent", "removed"] = "removed"


class SaveDue(Event, tag="save_due"):
    """A "save ends" save against ``condition_id`` on ``combatant_id`` is due now (a turn
    boundary of the bearer, see ``Expiry.save``); ``ability`` and ``dc`` are copied from it.
    Folded as a marker condition ``save_due:<condition_id>`` on the bearer, which ends when
    the save is made (the ruleset ends it) or the condition ends (the core ends it)."""

    combatant_id: str
    condition_id: str
    ability: str = ""
    dc: int = 0


class CombatantPlaced(Event, tag="combatant_placed"):
    """The GM set ``combatant_id`` on ``position`` (None: off the grid). No movement is spent."""

    combatant_id: str
    position: Position | None


class CombatantMoved(Event, tag="combatant_moved"):
    """``combatant_id`` moved along ``path`` (squares entered, in order; it ends on the last),
    spending ``cost_ft`` feet of its movement this turn. ``how`` is the kind of move
    ("walk", "climb", "swim", "crawl") and ``difficult`` says the ground was difficult."""

    combatant_id: str
    start: Position
    path: tuple[Position, ...]
    cost_ft: int
    how: str = "walk"
    difficult: bool = False


class Dashed(Event, tag="dashed"):
    """``combatant_id`` dashed: ``extra_ft`` feet were added to its movement this turn."""

    combatant_id: str
    extra_ft: int


class StoodUp(Event, tag="stood_up"):
    """``combatant_id`` stood up from prone, spending ``cost_ft`` feet of its movement. The
    ``condition_ended`` event for ``prone`` follows it."""

    combatant_id: str
    cost_ft: int


class BudgetSpent(Event, tag="budget_spent"):
    """``combatant_id`` used ``amount`` of its per-turn budget named ``budget`` (a ruleset's
    word: ``"action"``, ``"reaction"``, ``"bonus_action"``, …) ``on`` something (``"attack"``,
    ``"dash"``, …). Every budget of a combatant is full again when its own turn starts
    (``turn_started``); how much each budget holds is the ruleset's rule, checked in decide."""

    combatant_id: str
    budget: str
    amount: int = 1
    on: str = ""


CORE_EVENTS: tuple[type[Event], ...] = (
    EncounterCreated,
    CombatantAdded,
    CombatantRemoved,
    InitiativeRolled,
    TurnStarted,
    DamageTaken,
    HealingReceived,
    HitPointMaximumChanged,
    ResourceChanged,
    ConditionApplied,
    ConditionEnded,
    CombatantPlaced,
    CombatantMoved,
    Dashed,
    StoodUp,
    BudgetSpent,
    SaveDue,
)


def event_type(event: Event) -> str:
    """The tag a stored event is filed under, e.g. ``"damage_taken"``."""
    return type(event).__struct_config__.tag  # type: ignore[return-value]
