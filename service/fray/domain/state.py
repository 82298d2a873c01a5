"""The projection of one encounter: what its events add up to now.

``EncounterState`` is immutable; ``evolve`` returns a new one per event. Combatants are kept in
the order they joined; ``order`` is the initiative order as rolled (it may still name a
combatant that has since left, so a turn pointer never dangles: see ``fray.domain.turns``).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypeVar

import msgspec

from fray.domain.errors import CombatantNotFound
from fray.domain.events import Condition, CoreOptions, HealthShown, Position, Resource, StatBlockShown

Status = Literal["active", "down", "dying", "dead"]
"""Where a combatant stands in the fight, in its ruleset's words (``Ruleset.status``):
``active`` (up and fighting), ``down`` (out of the fight but not dying: unconscious, stable,
Unlit Spires at 0 HP, a Meshal creature with an empty pool), ``dying`` (5e and 4e death
saves), ``dead``."""


class StatBlock(msgspec.Struct, frozen=True, kw_only=True, tag_field="ruleset"):
    """Base of every ruleset's stat block (``Combatant.stats``): each subclass is tagged with
    its ruleset's id (``"ruleset": "dnd5e-2024"``), so a client tells them apart. The core
    reads none of its fields; the published contract shows the union of the registered ones
    (``Ruleset.stat_block``). Encoding a view writes the real block; to decode one, use that
    union (``fray.rules.registry.stat_block_classes``), not this base, which reads no block."""


B = TypeVar("B", bound="StatBlock")


def stat_block(c: Combatant, kind: type[B]) -> B:
    """``c``'s stat block as its ruleset's type ``kind`` (every ruleset reads its blocks
    through this, one accessor). Raises ``TypeError`` for a block of another ruleset (a
    combatant carried into an encounter of another ruleset would be a bug)."""
    if not isinstance(c.stats, kind):
        raise TypeError(f"{c.id}'s stat block is a {type(c.stats).__name__}, not a {kind.__name__}")
    return c.stats


class Combatant(msgspec.Struct, frozen=True, kw_only=True):
    """One creature in the fight. ``resources`` holds its named tracks (``"hp"`` hit points,
    ``"mp"`` magic points, ``"might"`` dice …: the ruleset names them and sets each floor);
    ``stats`` is the ruleset's stat block; ``initiative`` the total rolled, or None before
    initiative; ``status`` is what its ruleset says of it now (``Ruleset.status``, kept up to
    date by ``evolve``), and ``down`` is True unless it is ``active``.

    Movement (all optional, so a theatre-of-the-mind fight needs none of it): ``position`` is
    the combatant's square on the grid or None; ``speed_ft`` its walking speed in feet (None:
    moves are not checked against a speed); ``movement_left_ft`` the feet it may still move
    this turn (reset to ``speed_ft`` when its turn starts; None before its first turn);
    ``moved_from`` the square its latest move this turn started on (for reactions to leaving);
    ``footprint`` the side of its space in squares (1; a ruleset may set more, e.g. 5e Large
    2), anchored at ``position`` (see ``fray.domain.grid``).

    Per-turn budgets (``fray.domain.budget``): ``spent`` counts what it has used of each named
    budget (``{"action": 1}``) and ``spent_on`` says on what (``{"action": ("attack",)}``); both
    are emptied when its own turn starts. The ruleset names the budgets and their limits."""

    id: str
    name: str
    side: str
    resources: dict[str, Resource] = {}
    status: Status = "active"
    stats: Any = None
    conditions: tuple[Condition, ...] = ()
    initiative: int | None = None
    position: Position | None = None
    speed_ft: int | None = None
    movement_left_ft: int | None = None
    moved_from: Position | None = None
    spent: dict[str, int] = {}
    spent_on: dict[str, tuple[str, ...]] = {}
    footprint: int = 1

    def has(self, condition_id: str) -> Condition | None:
        """The condition with that id on this combatant, or None."""
        return next((k for k in self.conditions if k.id == condition_id), None)

    @property
    def down(self) -> bool:
        """True unless the combatant is ``active`` (down, dying or dead: it neither threatens
        nor blocks on the grid)."""
        return self.status != "active"

    def track(self, name: str) -> Resource | None:
        """The track ``name`` (``"hp"``, ``"mp"`` …), or None if the combatant has none."""
        return self.resources.get(name)


class Secrecy(msgspec.Struct, frozen=True, kw_only=True):
    """What the GM keeps from players and spectators now (``fray.policy.visibility`` reads it):
    ``concealed`` combatants (hidden with every event naming them, kept after they leave so a
    past state never shows them), per-combatant ``stat_blocks`` and ``health`` settings (else
    the encounter's ``core.secrecy`` defaults by side), and the secret events revealed: every
    one up to ``revealed_through`` and those at ``revealed``."""

    concealed: tuple[str, ...] = ()
    stat_blocks: dict[str, StatBlockShown] = {}
    health: dict[str, HealthShown] = {}
    revealed_through: int = 0
    revealed: tuple[int, ...] = ()


class EncounterState(msgspec.Struct, frozen=True, kw_only=True):
    """An encounter at ``version`` (the number of events folded into it; 0 is "no such
    encounter yet"). ``round`` is 0 until the first turn starts; ``turn`` is the id of the
    combatant whose turn it is. ``archived``: read-only, out of the lists. ``secrecy``: what
    players and spectators are not shown."""

    encounter_id: str = ""
    ruleset: str = ""
    name: str = ""
    options: dict[str, Any] = {}
    core: CoreOptions = CoreOptions()
    version: int = 0
    combatants: dict[str, Combatant] = {}
    departed: tuple[str, ...] = ()
    order: tuple[str, ...] = ()
    round: int = 0
    turn: str | None = None
    ended: bool = False
    archived: bool = False
    secrecy: Secrecy = Secrecy()

    def combatant(self, combatant_id: str) -> Combatant:
        """The combatant with that id. Raises ``CombatantNotFound`` (naming the known ids)."""
        found = self.combatants.get(combatant_id)
        if found is None:
            raise CombatantNotFound(combatant_id, list(self.combatants))
        return found

    @property
    def initiative_order(self) -> tuple[str, ...]:
        """The turn order of combatants still in the encounter, first to act first."""
        return tuple(c for c in self.order if c in self.combatants)


HealthBand = Literal["unhurt", "healthy", "bloodied", "down", "dying", "dead"]
"""A combatant's health as a band: ``unhurt`` (every track full), ``healthy`` (above half),
``bloodied`` (half or less), or its status once it is out of the fight."""


class CombatantView(msgspec.Struct, frozen=True, kw_only=True):
    """A combatant as clients see it: the projection plus ``down``. ``resources``: its tracks
    (hit points are ``resources.hp``); ``status``: active, down, dying or dead, by its ruleset;
    ``conditions``: what a player would call its conditions; ``markers``: the rules'
    bookkeeping kept with the same machinery (a save due, a death save due, a light-weapon
    attack made), shown apart.
    ``spent``/``spent_on``: what it has used of each per-turn budget since its own turn
    started, and on what.
    ``combatant_id``: its id, as every command and event names it; ``id`` is the same value,
    kept for clients built before ``combatant_id`` (deprecated: read ``combatant_id``)."""

    id: Annotated[
        str,
        msgspec.Meta(
            description="Deprecated: the same as combatant_id (read that).",
            extra_json_schema={"deprecated": True},
        ),
    ]
    combatant_id: str
    name: str
    side: str
    status: Status
    down: bool
    initiative: int | None
    resources: dict[str, Resource]
    conditions: tuple[Condition, ...]
    markers: tuple[Condition, ...]
    stats: StatBlock | None
    position: Position | None = None
    speed_ft: int | None = None
    movement_left_ft: int | None = None
    spent: dict[str, int] = {}
    spent_on: dict[str, tuple[str, ...]] = {}
    footprint: int = 1
    concealed: bool = False
    stat_block: StatBlockShown = "shown"
    health_shown: HealthShown = "exact"
    health: HealthBand | None = None


class StateView(msgspec.Struct, frozen=True, kw_only=True):
    """How the API shows an encounter: the projection, with the initiative order of those still
    present and each combatant's derived ``down``; ``head_hash``: the hash of the event at
    ``version`` in the log's hash chain (hex; None before the chain: ``fray.store.chain``), so
    a client can later prove that nothing up to here was changed."""

    encounter_id: str
    ruleset: str
    name: str
    options: dict[str, Any]
    core: CoreOptions
    version: int
    round: int
    turn: str | None
    ended: bool
    initiative_order: tuple[str, ...]
    combatants: list[CombatantView]
    archived: bool = False
    head_hash: str | None = None


def health_band(c: Combatant) -> HealthBand:
    """``c``'s health as a band: its status once it is not active; else from its hit points
    (the ``hp`` track) or, with none, all its tracks together: ``unhurt`` when full,
    ``bloodied`` at half or less (as D&D says it), else ``healthy``."""
    if c.status != "active":
        return c.status
    tracks = [c.resources["hp"]] if "hp" in c.resources else list(c.resources.values())
    now = sum(t.current for t in tracks)
    top = sum(t.maximum for t in tracks)
    if now >= top:
        return "unhurt"
    return "bloodied" if 2 * now <= top else "healthy"


def stat_block_shown(state: EncounterState, c: Combatant) -> StatBlockShown:
    """Whether players see ``c``'s stat block: its own setting, else the encounter's default
    for a combatant not on a player side (``core.secrecy``)."""
    own = state.secrecy.stat_blocks.get(c.id)
    if own is not None:
        return own
    return "shown" if c.side in state.core.secrecy.player_sides else state.core.secrecy.stat_blocks


def health_shown(state: EncounterState, c: Combatant) -> HealthShown:
    """How much of ``c``'s health players see: its own setting, else the encounter's default
    for a combatant not on a player side (``core.secrecy``)."""
    own = state.secrecy.health.get(c.id)
    if own is not None:
        return own
    return "exact" if c.side in state.core.secrecy.player_sides else state.core.secrecy.health


def view(state: EncounterState, head_hash: str | None = None) -> StateView:
    """The state as clients see it (the GM's view: everything, with what others are not shown
    said per combatant): combatants as a list in joining order; ``head_hash`` the log's head
    hash at its version, when the caller knows it."""
    concealed = set(state.secrecy.concealed)
    return StateView(
        encounter_id=state.encounter_id,
        ruleset=state.ruleset,
        name=state.name,
        options=state.options,
        core=state.core,
        version=state.version,
        round=state.round,
        turn=state.turn,
        ended=state.ended,
        archived=state.archived,
        initiative_order=state.initiative_order,
        combatants=[
            CombatantView(
                id=c.id,
                combatant_id=c.id,
                name=c.name,
                side=c.side,
                status=c.status,
                down=c.down,
                initiative=c.initiative,
                resources=c.resources,
                conditions=tuple(k for k in c.conditions if not k.marker),
                markers=tuple(k for k in c.conditions if k.marker),
                stats=c.stats,
                position=c.position,
                speed_ft=c.speed_ft,
                movement_left_ft=c.movement_left_ft,
                spent=c.spent,
                spent_on=c.spent_on,
                footprint=c.footprint,
                concealed=c.id in concealed,
                stat_block=stat_block_shown(state, c),
                health_shown=health_shown(state, c),
                health=health_band(c),
            )
            for c in state.combatants.values()
        ],
        head_hash=head_hash,
    )
