"""Events: named facts in the past tense, one frozen tagged ``msgspec.Struct`` each.

Core events are what every rule system shares: an encounter was created, a combatant joined or
left, initiative was rolled, a turn began, damage or healing landed, a resource or condition
changed. A ruleset adds its own events (``unlit-spires.attack_resolved``) by subclassing
:class:`Event` with a tag that starts with its id, and registers them; the core never imports a
ruleset.

Events record outcomes: every die rolled and every number that followed. ``evolve`` only adds
and subtracts what an event states, so replaying the log never rolls and never re-derives.

Schema evolution: add fields with defaults, never change a field's type; an old event's payload
is upcast on read (``Event.upcasters``, applied by ``fray.store.codec``), never rewritten.
Unknown fields are ignored, so an older reader skips what newer code adds.

Each event type has its own schema version (``Event.class_version``, the ``eventsourcing``
library's way): a type whose shape changes bumps only its own version and puts the upcaster
from the old version beside its class, so no other type's stored events change meaning.
Versions 1 to 4 were one schema shared by every type (the log's first shapes, listed in
``fray.store.codec``); every type's first version of its own is ``FIRST_CLASS_VERSION``, 5, the
version all events were written at until then, so stored events keep their ``schema_version``
(their hashes cover it, ``fray.store.chain``) and read as what they are.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, ClassVar, Literal, TypeVar

import msgspec

Upcaster = Callable[[dict[str, Any]], dict[str, Any]]

FIRST_CLASS_VERSION = 5
"""Every event type's first version of its own: the schema version all events shared when each
type began to count its own (the module docstring)."""


_T = TypeVar("_T")


def known(value: _T | None) -> _T:
    """``value``, a number the rules wrote and read back: never null in a stored event (only a
    reader's redacted copy nulls ``SecretNumbers``). Raises ``ValueError`` for a null, which
    would be a redacted event handed to the rules."""
    if value is None:
        raise ValueError("a redacted number reached the rules")
    return value


class SecretNumbers(msgspec.Struct, frozen=True, kw_only=True):
    """Fields of an event that tell a combatant's hidden numbers (issue 18): ``fields``
    (dotted paths into the event's JSON) are nulled for a reader who may not see the ``kind``
    of the combatant whose id is at ``of`` (``"stats"``: its stat block, ``"health"``: its
    exact health); with ``each`` (a dotted path to a list field: ``"parts"``,
    ``"taken.portions"``), per item of that list, ``fields`` then relative to the item and
    ``of`` too when the item has it (else ``of`` is read from the event: a damage part names
    no combatant, its event does). ``rulesets``: the rulesets whose encounters the rule holds
    in (empty: every one), for a core event whose numbers tell something in one ruleset only.
    Every field named must accept null (``fray.policy.visibility`` converts the redacted event
    back to its type)."""

    kind: Literal["stats", "health"]
    of: str
    fields: tuple[str, ...]
    each: str | None = None
    rulesets: tuple[str, ...] = ()


class Event(msgspec.Struct, tag_field="type", frozen=True, kw_only=True):
    """Base of all events. ``type`` (the tag) names the fact, e.g. ``"damage_taken"``.

    ``class_version`` (a class attribute, inherited by subclasses) is the schema version this
    type's events are written at: ``FIRST_CLASS_VERSION`` until its shape changes; then the
    class says the next number and adds the upcaster from the old one. The stored
    ``schema_version`` of an event is its class's version when it was written, the same number.

    ``upcasters`` (a class attribute; each version is looked up in the nearest class of the
    ancestry that has it, so a ruleset's subclass of a core event is read like it) maps a
    stored schema version ``n`` to a function from that version's JSON object to version
    ``n + 1``'s (the ``eventsourcing`` library's ``upcast_vN_vM``); the store applies them on
    read, from the stored version up to ``class_version`` (``fray.store.codec``), so an event
    class carries how its old payloads are read. Those below ``FIRST_CLASS_VERSION`` are the
    steps of the shared schema that concern the type. A subclass that declares an upcaster
    from a version its ancestor also changes at takes that step alone: it must do the
    ancestor's part too (call it)."""

    class_version: ClassVar[int] = FIRST_CLASS_VERSION
    upcasters: ClassVar[dict[int, Upcaster]] = {}
    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = ()
    """The fields that tell a hidden stat block or exact health (``SecretNumbers``): what a
    ruleset counts as "the stat block" of its events, null for readers who may not see it."""


class Resource(msgspec.Struct, frozen=True, omit_defaults=True):
    """A named track on a combatant: ``current`` of ``maximum``, never below ``minimum``
    (hit points, magic points, a dice pool, …). The ruleset names its tracks and sets the
    floor: 0 for 5e and Unlit Spires hit points, below 0 for D&D 4e's. Damage and spending
    stop at ``minimum``; healing and regaining stop at ``maximum``."""

    current: int
    maximum: int
    minimum: int = 0


Square = Annotated[int, msgspec.Meta(ge=-10_000, le=10_000, description="A grid coordinate, in 5-ft squares.")]


class Position(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A square on the battle grid: ``x`` and ``y`` in squares of 5 ft (see ``fray.domain.grid``).

    Commands take it as sent, so it forbids unknown fields (``{"x": 1, "y": 2, "z": 3}`` is a
    400, not a silent square): the one struct inside stored events that does. A coordinate
    pair does not grow; a grid of another shape would be a new type, not a new field here."""

    x: Square
    y: Square


StatBlockShown = Literal["shown", "hidden"]
"""Whether players and spectators see a combatant's stat block."""
HealthShown = Literal["exact", "bands", "none"]
"""How much of a combatant's health players and spectators see: its tracks (``exact``), a band
(``bands``: unhurt, healthy, bloodied, or its status once it is out of the fight), or
nothing (``none``)."""


class SecrecyDefaults(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """What players and spectators see of combatants on sides other than ``player_sides`` (the
    monsters), unless a combatant's own setting (``set_visibility``, ``reveal``) says otherwise:
    their ``stat_blocks`` (shown or hidden) and their ``health`` (exact, bands or none).
    Combatants on ``player_sides`` are shown in full. The defaults show everything."""

    player_sides: Annotated[
        tuple[Annotated[str, msgspec.Meta(min_length=1, max_length=40)], ...], msgspec.Meta(max_length=20)
    ] = ("party",)
    stat_blocks: StatBlockShown = "shown"
    health: HealthShown = "exact"


class CoreOptions(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The encounter's options that the core reads (beside the ruleset's ``options``, so a
    ruleset's strict option check never sees them). ``dice``: who rolls — ``server`` (the
    default: Fray rolls every die), ``table`` (every die is rolled at the table and entered
    with the command, ``Command.rolls``), ``either`` (entered dice are used, the server rolls
    any not entered). ``secrecy``: what players see of the monsters (``SecrecyDefaults``;
    events written before it read the defaults: everything shown)."""

    dice: Literal["server", "table", "either"] = "server"
    secrecy: SecrecyDefaults = SecrecyDefaults()


class EncounterCreated(Event, tag="encounter_created", frozen=True):
    """A new encounter (the stream) began, played under ``ruleset`` (a registry id), with the
    ruleset's ``options`` and the core's (``core``; events written before it read the
    defaults)."""

    encounter_id: str
    ruleset: str
    name: str
    options: dict[str, Any] = {}
    core: CoreOptions = CoreOptions()


class ForkOrigin(msgspec.Struct, frozen=True, kw_only=True):
    """Where a forked encounter came from: ``encounter_id`` at ``version``, whose log then had
    the head hash ``head_hash`` (None before the hash chain), and, for a carry-over, the
    combatants it kept (``kept``; None: all of it, turn state and all)."""

    encounter_id: str
    version: int
    head_hash: str | None = None
    kept: tuple[str, ...] | None = None


class EncounterForked(EncounterCreated, tag="encounter_forked", frozen=True, kw_only=True):
    """A new encounter began as a copy of another at one version (``origin``): the first event
    of its stream, carrying the state it starts from. ``combatants`` as they were (their stat
    blocks are read as the ruleset's type), ``departed``, the initiative ``order``, ``round``
    and ``turn``: a "what if" fork keeps them all; a carry-over (``origin.kept``) keeps only
    the chosen combatants, with turn state cleared (``fray.domain.fork``). ``secrecy``: what
    the origin kept from players and spectators at that version (``EncounterState.secrecy``
    as JSON: concealed combatants, per-combatant stat block and health settings), so the fork
    keeps it; None for readers other than the GM (``fray.policy.visibility``) and in forks
    written before it was carried."""

    origin: ForkOrigin
    combatants: tuple[dict[str, Any], ...] = ()
    departed: tuple[str, ...] = ()
    order: tuple[str, ...] = ()
    round: int = 0
    turn: str | None = None
    secrecy: dict[str, Any] | None = None


def _hit_points_into_tracks(payload: dict[str, Any]) -> dict[str, Any]:
    """Schema 2 → 3 of every combatant-joined event: ``hp`` and ``hp_max`` became the track
    ``resources["hp"]`` (floor 0, as every ruleset of schema 2 had it)."""
    if "hp_max" in payload:
        hp_max = payload.pop("hp_max")
        hp = payload.pop("hp", hp_max)
        payload["resources"] = {"hp": {"current": hp, "maximum": hp_max}, **payload.get("resources", {})}
    return payload


class CombatantAdded(Event, tag="combatant_added", frozen=True):
    """A combatant joined with its ``resources``: the named tracks its ruleset gives it
    (``"hp"`` hit points, ``"mp"`` magic points, ``"might"`` dice, …), each at its current
    value. ``stats`` is the ruleset's stat block; rulesets subclass this event to give
    ``stats`` its type. ``footprint``: the side of its space in squares (1 unless the ruleset
    says otherwise; events written before it existed read as 1). Schema 2 stored hit points
    as ``hp``/``hp_max``; they are read as the ``hp`` track."""

    upcasters: ClassVar[dict[int, Upcaster]] = {2: _hit_points_into_tracks}
    secret_fields: ClassVar[tuple[str, ...]] = ()
    """A subclass's fields that tell what the stat block or the exact health would (a roll of
    hit points): hidden with them (``fray.policy.visibility``)."""

    combatant_id: str
    name: str
    side: str
    resources: dict[str, Resource] = {}
    stats: Any = None
    speed_ft: int | None = None
    position: Position | None = None
    footprint: int = 1


class CombatantRemoved(Event, tag="combatant_removed", frozen=True):
    """A combatant left the encounter (fled, dismissed, added by mistake)."""

    combatant_id: str
    reason: str = ""


class InitiativeEntry(msgspec.Struct, frozen=True):
    """One combatant's initiative roll: the ``dice`` that came up, the ``modifier`` added and the
    ``total``; ``tiebreak`` is what the ruleset ranks equal totals by, compared left to right
    (Unlit Spires: ``(DEX,)``; 5e: ``(DEX modifier, tie roll, tie roll …)``), so recorded tie
    rolls need no subclass. Schema version 1 stored one number; it is read as a 1-tuple.
    ``modifier``, ``total`` and ``tiebreak`` are null for a reader who may not see the
    combatant's stat block (they tell its DEX: ``fray.policy.visibility``); the dice stay, but
    in Meshal Lite, whose initiative rolls the Activeness pool, for a reader who may not see the
    combatant's exact health (their number is the pool)."""

    combatant_id: str
    dice: tuple[int, ...] | None
    modifier: int | None
    total: int | None
    tiebreak: tuple[int, ...] | None = ()

    @property
    def rank(self) -> tuple[int, ...]:
        """``(total, *tiebreak)``: higher acts first (a redacted entry ranks as 0)."""
        return (self.total or 0, *(self.tiebreak or ()))


def _tiebreak_to_tuple(payload: dict[str, Any]) -> dict[str, Any]:
    """Schema 1 → 2 of every initiative event: ``entries[].tiebreak`` was one number."""
    for entry in payload.get("entries", ()):
        if isinstance(entry, dict) and isinstance(entry.get("tiebreak"), int):
            entry["tiebreak"] = [entry["tiebreak"]]
    return payload


class InitiativeRolled(Event, tag="initiative_rolled", frozen=True):
    """Initiative was rolled for ``entries``; ``order`` is the whole resulting turn order, first
    to act first (the ruleset decided ties; the event records the outcome). Also the per-round
    re-roll the core makes when the ruleset asks for one (``Ruleset.initiative_each_round``)."""

    upcasters: ClassVar[dict[int, Upcaster]] = {1: _tiebreak_to_tuple}
    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        SecretNumbers(kind="stats", each="entries", of="combatant_id", fields=("modifier", "total", "tiebreak")),
        # Meshal Lite rolls initiative with the Activeness pool: how many dice came up is its health
        SecretNumbers(kind="health", each="entries", of="combatant_id", fields=("dice",), rulesets=("meshal-lite",)),
    )

    entries: tuple[InitiativeEntry, ...]
    order: tuple[str, ...]


class TurnStarted(Event, tag="turn_started", frozen=True):
    """``combatant_id``'s turn began in ``round`` (round 1 is the first)."""

    round: int
    combatant_id: str


class TurnEnded(Event, tag="turn_ended", frozen=True):
    """``combatant_id``'s turn (in ``round``) ended with nobody left to take the next one (it
    left the encounter, the last who could act): the state names no turn until
    ``advance_turn`` starts the next round."""

    round: int
    combatant_id: str


class DamageTaken(Event, tag="damage_taken", frozen=True):
    """``combatant_id`` lost ``amount`` from its track ``track`` (hit points unless said;
    already after absorb, resistance, …), never below the track's minimum. ``cause`` says
    where it came from (an event type or "gm").

    ``amount`` is null for a reader who may not see the combatant's exact health (issue 18):
    it is what the track lost after temporary hit points, capped at what was left by the
    rulesets that cap it (5e, 4e), so a blow that drops a creature would tell its last hit
    points. What the blow dealt stays in the ruleset's own event (5e and 4e
    ``damage_resolved``, Unlit Spires ``dealt``, Meshal Lite ``damage``)."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        SecretNumbers(kind="health", of="combatant_id", fields=("amount",)),
    )

    combatant_id: str
    amount: int | None
    cause: str = "gm"
    note: str = ""
    track: str = "hp"


def _regained_said(payload: dict[str, Any]) -> dict[str, Any]:
    """Schema 4 → 5 of ``healing_received``: events written before ``regained`` existed (or
    with it null) regained ``amount`` (the fold capped it at the maximum, as it still does)."""
    if payload.get("regained") is None:
        payload["regained"] = payload.get("amount", 0)
    return payload


class HealingReceived(Event, tag="healing_received", frozen=True):
    """Healing of ``amount`` (as rolled or given) reached ``combatant_id``'s track ``track``
    (hit points unless said); ``regained`` is how much it actually got back (``regained``,
    below). Healing counts up from 0 when the track is below 0 (D&D 4e, PHB p. 293, "healing
    from negative hit points"; tracks that never go below 0 are unaffected), and never above
    the maximum. Events from before schema 5 without a number there read ``amount``.
    ``regained`` is null for a reader who may not see the combatant's exact health (it tells
    the hit points it was missing); ``amount`` stays."""

    upcasters: ClassVar[dict[int, Upcaster]] = {4: _regained_said}
    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        SecretNumbers(kind="health", of="combatant_id", fields=("regained",)),
    )

    combatant_id: str
    amount: int
    regained: int | None
    cause: str = "gm"
    note: str = ""
    track: str = "hp"


def regained(track: Resource, amount: int) -> int:
    """How much a combatant regains of ``track`` from ``amount`` of healing: counted from 0
    when the track is below 0, never above the maximum, never negative."""
    return max(0, min(amount, track.maximum - max(0, track.current)))


class HitPointMaximumChanged(Event, tag="hit_point_maximum_changed", frozen=True):
    """``combatant_id``'s maximum of track ``track`` (hit points unless said) moved by
    ``delta`` (a wound that festers, a curse, a blessing); it never goes below 0, and the
    current value is cut to the new maximum. ``reason`` says why."""

    combatant_id: str
    delta: int
    reason: str = ""
    track: str = "hp"


class ResourceChanged(Event, tag="resource_changed", frozen=True):
    """A named resource (``"mp"``, …) moved by ``delta`` (negative spends), clamped to the
    track's minimum..maximum.

    ``delta`` is null for a reader who may not see the combatant's exact health (issue 18):
    its tracks are hidden from that reader (``fray.policy.visibility``), and a ``temp_hp``
    that absorbed damage tells how many temporary hit points it had."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        SecretNumbers(kind="health", of="combatant_id", fields=("delta",)),
    )

    combatant_id: str
    resource: str
    delta: int | None
    reason: str = ""


class SaveEnds(msgspec.Struct, frozen=True, kw_only=True):
    """ "Save ends": a save against the condition is due at ``at`` (the start or end) of each of
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


class Modifier(msgspec.Struct, frozen=True, kw_only=True):
    """A bonus (``amount`` > 0) or penalty (< 0) that a condition gives to ``applies_to``: a
    ruleset's word for a roll or a number (``"attack"``, ``"attacks_on"`` (every attack made
    against the bearer), ``"ac"``, ``"fortitude"``, ``"reflex"``, ``"will"``, ``"defences"``,
    ``"damage"``, ``"saving_throws"``, ``"parry"``, ``"dodge"``, ``"initiative"``,
    ``"speed_ft"`` …). ``bonus_type`` names the kind of bonus for rules where two of a kind
    do not stack (D&D 4e: ``"power"``, ``"item"``, ``"feat"`` …; ``""`` untyped)."""

    applies_to: Annotated[str, msgspec.Meta(max_length=40)]
    amount: int
    bonus_type: Annotated[str, msgspec.Meta(max_length=40)] = ""


class OngoingDamage(msgspec.Struct, frozen=True, kw_only=True):
    """Damage a condition deals each time its bearer's turn starts: ``amount`` (hit points) of
    ``damage_type`` (``""`` untyped). The ruleset deals it (D&D 4e's start-of-turn rule)."""

    amount: Annotated[int, msgspec.Meta(ge=0)]
    damage_type: Annotated[str, msgspec.Meta(max_length=40)] = ""


class Condition(msgspec.Struct, frozen=True):
    """A condition on a combatant, with its data typed, never packed into its id or name.

    ``id`` is unique on the combatant (two grapples from two grapplers have two ids); ``name``
    is how the table says it; ``source`` the combatant (or thing) that caused it;
    ``expires`` its duration (``Expiry``: a turn boundary of a named combatant, N rounds,
    save ends); ``spent_by`` the ruleset action that uses it up (``"attack_on"``, …);
    ``lasts_while`` another condition that holds this one up (a spell's effect and its
    caster's concentration, a sustained power): when that one ends through the core (expiry,
    ``remove_condition``) this one ends with it, and a ruleset ending it asks
    ``fray.domain.turns.ending`` for the same.

    Typed data: ``modifiers`` (bonuses and penalties it gives, each with what it applies to
    and its bonus type), ``ongoing`` (damage at the start of each of the bearer's turns),
    ``dc`` (the DC of the check or save that ends or finds it: escaping a grapple, finding the
    hidden), ``aftereffect`` (the condition that follows when a save ends this one, D&D 4e).

    ``marker``: True for an internal marker (a save due, a death save due, a light-weapon
    attack made this turn): bookkeeping a ruleset keeps with the same machinery, shown apart
    from what a player calls a condition.

    ``area``: the squares of the grid the condition covers, for one that is a place rather
    than a state of its bearer (a D&D 4e zone or conjuration, kept on its creator: it
    expires, is sustained and ends like any condition; what it does to those in it is the
    ruleset's). ``carried``: a marker or turn-keyed condition that a carry-over to the next
    fight keeps all the same (``fray.domain.fork``): bookkeeping that lasts until a rest, not
    until the fight ends (a 4e daily power used). Both default to nothing, as events written
    before them read.

    Events written before these fields (schema 2) carried one number, ``modifier``, whose
    meaning the id gave; each ruleset's upcaster moves it into the typed field."""

    id: str
    name: str
    source: str | None = None
    expires: Expiry = Expiry()
    spent_by: str | None = None
    lasts_while: ConditionLink | None = None
    modifiers: tuple[Modifier, ...] = ()
    ongoing: OngoingDamage | None = None
    dc: int | None = None
    aftereffect: Condition | None = None
    marker: bool = False
    area: tuple[Position, ...] = ()
    carried: bool = False

    def bonus(self, applies_to: str) -> int:
        """The sum of this condition's modifiers that apply to ``applies_to`` (0 if none)."""
        return sum(m.amount for m in self.modifiers if m.applies_to == applies_to)


PRIVATE_MARKER = "private:"
"""The prefix of a marker whose numbers (``modifiers``) only the GM and the players of its
bearer see (``fray.policy.visibility``): a roll waiting for its bearer's answer (a Meshal
Lite attack waiting for the defence), which a secret command keeps from everyone else."""

HIDDEN = "hidden"
"""The condition id a ruleset gives a combatant that hid (a 5e Hide, the Unlit Spires hide):
the core keeps its position, and the condition's numbers (the DC to find it), from the other
side while it lasts (``fray.policy.visibility``); it ends when the hider is found or gives itself away."""


class ConditionApplied(Event, tag="condition_applied", frozen=True):
    """``condition`` now holds on ``combatant_id``. Condition ids are unique per combatant: if
    it already has one with this id, this one replaces it (a refresh, e.g. a new duration)."""

    combatant_id: str
    condition: Condition


class ConditionEnded(Event, tag="condition_ended", frozen=True):
    """The condition ``condition_id`` on ``combatant_id`` ended: ``expired``, ``spent`` or
    ``removed``. Every condition with that id ends (logs written before ids were unique may
    hold twins); ending one the combatant no longer has changes nothing."""

    combatant_id: str
    condition_id: str
    reason: Literal["expired", "spent", "removed"] = "removed"


class SaveDue(Event, tag="save_due", frozen=True):
    """A "save ends" save against ``condition_id`` on ``combatant_id`` is due now (a turn
    boundary of the bearer, see ``Expiry.save``); ``ability`` and ``dc`` are copied from it.
    Folded as a marker condition ``save_due:<condition_id>`` on the bearer, which ends when
    the save is made (the ruleset ends it) or the condition ends (the core ends it)."""

    combatant_id: str
    condition_id: str
    ability: str = ""
    dc: int = 0


class CombatantPlaced(Event, tag="combatant_placed", frozen=True):
    """The GM set ``combatant_id`` on ``position`` (None: off the grid). No movement is spent."""

    combatant_id: str
    position: Position | None


class CombatantMoved(Event, tag="combatant_moved", frozen=True):
    """``combatant_id`` moved along ``path`` (squares entered, in order; it ends on the last),
    spending ``cost_ft`` feet of its movement this turn. ``how`` is the kind of move
    ("walk", "climb", "swim", "crawl") and ``difficult`` says the ground was difficult."""

    combatant_id: str
    start: Position
    path: tuple[Position, ...]
    cost_ft: int
    how: str = "walk"
    difficult: bool = False


class Dashed(Event, tag="dashed", frozen=True):
    """``combatant_id`` dashed: ``extra_ft`` feet were added to its movement this turn."""

    combatant_id: str
    extra_ft: int


class StoodUp(Event, tag="stood_up", frozen=True):
    """``combatant_id`` stood up from prone, spending ``cost_ft`` feet of its movement. The
    ``condition_ended`` event for ``prone`` follows it."""

    combatant_id: str
    cost_ft: int


class BudgetSpent(Event, tag="budget_spent", frozen=True):
    """``combatant_id`` used ``amount`` of its per-turn budget named ``budget`` (a ruleset's
    word: ``"action"``, ``"reaction"``, ``"bonus_action"``, …) ``on`` something (``"attack"``,
    ``"dash"``, …). Every budget of a combatant is full again when its own turn starts
    (``turn_started``); how much each budget holds is the ruleset's rule, checked in decide."""

    combatant_id: str
    budget: str
    amount: int = 1
    on: str = ""


class EncounterEnded(Event, tag="encounter_ended", frozen=True):
    """The GM ended the encounter: from now on only reads and history commands (undo, redo,
    revoke) are accepted; undoing this reopens it. ``reason`` in the GM's words."""

    reason: str = ""


class InitiativeSet(Event, tag="initiative_set", frozen=True):
    """The GM set ``combatant_id``'s initiative to ``total`` by hand (a correction, not a
    roll); ``order`` is the whole turn order after it."""

    combatant_id: str
    total: int
    order: tuple[str, ...]


class CombatantCorrected(Event, tag="combatant_corrected", frozen=True):
    """A GM's correction of a combatant, labelled as one so that any reader tells it from a
    rules outcome: the track ``track`` set to ``current`` and/or ``maximum`` (None: kept),
    a new ``name`` or ``side``, and ``ended`` conditions taken off (bringing the dead back is
    such a correction). ``note`` says why."""

    combatant_id: str
    track: str | None = None
    current: int | None = None
    maximum: int | None = None
    name: str | None = None
    side: str | None = None
    ended: tuple[str, ...] = ()
    note: str = ""


class ActionRef(msgspec.Struct, frozen=True, kw_only=True):
    """An action (everything one command appended) named by its ``command_id`` and the
    versions of its events, ``first_version..last_version``; ``command_type`` says what it was.
    What the history command knew of it as it was decided, so that a reader is shown a
    history event only as far as it may see the actions it names (issue 18): who may see the
    action (``audience`` and ``players``, as its events' ``metadata.visibility``), the
    combatants its events name (``names``) and whether they say where one is (``locates``).
    References written before they were recorded read as public, naming nobody."""

    command_id: str
    first_version: int
    last_version: int
    command_type: str = ""
    audience: Literal["public", "gm", "players"] = "public"
    players: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    locates: bool = False


class ActionsRevoked(Event, tag="actions_revoked", frozen=True):
    """``actions`` are taken back (``fray.domain.history``): the state is the fold of the log
    without them from now on. ``reason``: ``undo`` (the latest action), ``to_version`` (every
    action after ``to_version``), ``revoke`` (one earlier action)."""

    actions: tuple[ActionRef, ...]
    reason: Literal["undo", "to_version", "revoke"] = "undo"
    to_version: int | None = None


class ActionsRestored(Event, tag="actions_restored", frozen=True):
    """``actions`` taken back earlier count again (redo): the same events, the same dice."""

    actions: tuple[ActionRef, ...]


class VisibilitySet(Event, tag="visibility_set", frozen=True):
    """The GM set what players and spectators see of ``combatant_ids`` (None: unchanged):
    ``concealed`` (hidden altogether, with every event that names them, until revealed; a
    combatant added by a ``secret`` command joins concealed), ``stat_block`` and ``health``
    (``SecrecyDefaults``)."""

    combatant_ids: tuple[str, ...]
    concealed: bool | None = None
    stat_block: StatBlockShown | None = None
    health: HealthShown | None = None


class Revealed(Event, tag="revealed", frozen=True):
    """The GM revealed hidden things to everyone: concealed ``combatant_ids`` (with their past),
    the stat blocks of ``stat_blocks``, the exact health of ``health``, and secret events:
    each one up to version ``secrets_through`` (0: none) and those at ``versions``."""

    combatant_ids: tuple[str, ...] = ()
    stat_blocks: tuple[str, ...] = ()
    health: tuple[str, ...] = ()
    secrets_through: int = 0
    versions: tuple[int, ...] = ()


class EncounterArchived(Event, tag="encounter_archived", frozen=True):
    """The GM archived the encounter: read-only from now on (every command is refused) and
    out of the lists. Nothing is deleted. ``reason`` in the GM's words."""

    reason: str = ""


CORE_EVENTS: tuple[type[Event], ...] = (
    EncounterCreated,
    EncounterForked,
    CombatantAdded,
    CombatantRemoved,
    InitiativeRolled,
    TurnStarted,
    TurnEnded,
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
    ActionsRevoked,
    ActionsRestored,
    EncounterEnded,
    InitiativeSet,
    CombatantCorrected,
    VisibilitySet,
    Revealed,
    EncounterArchived,
)


def event_type(event: Event) -> str:
    """The tag a stored event is filed under, e.g. ``"damage_taken"``."""
    return str(type(event).__struct_config__.tag)
