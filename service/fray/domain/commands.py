"""Commands: what a client asks for, in the imperative. One frozen tagged ``msgspec.Struct`` each.

A command is checked by ``decide`` against the current state; it either yields events or raises
a :mod:`fray.domain.errors` error. Core commands are the ones every rule system shares; a
ruleset adds its own (tagged ``"<ruleset id>.<name>"``, e.g. ``"unlit-spires.melee_attack"``).
Constraints live in the types, so a malformed command is refused by the decoder with the path
of the bad field before any rule runs.
"""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

import msgspec

from fray.domain.events import Position

CombatantId = Annotated[
    str,
    msgspec.Meta(
        min_length=1,
        max_length=64,
        pattern=r"^[a-z0-9][a-z0-9_-]*$",
        description="A combatant's id within its encounter: lower-case letters, digits, - and _.",
        examples=["bruce", "grey-tide-zombie-2"],
    ),
]
HitPoints = Annotated[int, msgspec.Meta(ge=1, le=100_000, description="Hit points, at least 1.")]
Note = Annotated[str, msgspec.Meta(max_length=500)]
Name = Annotated[str, msgspec.Meta(min_length=1, max_length=100)]


Face = Annotated[int, msgspec.Meta(ge=1, le=1000, description="A face a die showed at the table.")]
TableRoll = Face | Annotated[list[Face], msgspec.Meta(min_length=1, max_length=100)]
TableRolls = Annotated[
    list[TableRoll],
    msgspec.Meta(
        max_length=200,
        description="Dice rolled at the table instead of by the server (when the encounter's "
        "core.dice allows it), in the order the command rolls them: a number is one die; a list is "
        "one roll of several dice (2d6 → [3, 5]). Each is checked against the die it stands for.",
    ),
]


class Command(msgspec.Struct, tag_field="type", frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Base of all commands; ``type`` (the tag) names what to do.

    ``rolls``: dice rolled at the table (``fray.domain.dice.TableDice``), for any command that
    rolls. ``secret``: the command's events are seen by the GM only (a player's own secret
    command: by the GM and that player) until a ``reveal``; combatants a secret command adds
    join concealed. ``actor_field`` (a class attribute) names the field that says who acts (the
    attacker, the caster, the mover, the one saving); None means the command is the GM's
    (damage by hand, conditions set by hand, corrections, turn control)."""

    actor_field: ClassVar[str | None] = None

    rolls: TableRolls | None = None
    secret: Annotated[
        bool,
        msgspec.Meta(
            description=(
                "Keep this command's events (its rolls) from players and spectators until a reveal; "
                "combatants it adds join concealed."
            )
        ),
    ] = False


class RollInitiative(Command, tag="roll_initiative", frozen=True):
    """Roll initiative for every combatant that has none yet (all of them at the start of a
    fight, a late arrival later). The ruleset says what is rolled and how ties break."""


class AdvanceTurn(Command, tag="advance_turn", frozen=True):
    """End the current turn and start the next one in initiative order (round 1 begins with the
    first). Conditions that end at a turn boundary expire here."""


TrackName = Annotated[
    str,
    msgspec.Meta(
        min_length=1,
        max_length=40,
        pattern=r"^[a-z][a-z0-9_]*$",
        description="A combatant's track, as its state lists them under resources: hp, mp, might …",
    ),
]


class ApplyDamage(Command, tag="apply_damage", frozen=True):
    """Take ``amount`` from a combatant's ``track`` (hit points unless said) by hand: a trap, a
    fall, a GM's ruling. Never below the track's minimum."""

    target_id: CombatantId
    amount: HitPoints
    note: Note = ""
    track: TrackName = "hp"


class ApplyHealing(Command, tag="apply_healing", frozen=True):
    """Give ``amount`` back to a combatant's ``track`` (hit points unless said) by hand, never
    above its maximum."""

    target_id: CombatantId
    amount: HitPoints
    note: Note = ""
    track: TrackName = "hp"


class RemoveCombatant(Command, tag="remove_combatant", frozen=True):
    """Take a combatant out of the encounter. Its turn is skipped from now on."""

    combatant_id: CombatantId
    reason: Note = ""


class RemoveCondition(Command, tag="remove_condition", frozen=True):
    """End a condition on a combatant by hand (a GM ruling, a spell broken, a knot untied).
    ``condition_id`` is the condition's id as the state shows it."""

    target_id: CombatantId
    condition_id: Annotated[str, msgspec.Meta(min_length=1, max_length=80)]


class PlaceCombatant(Command, tag="place_combatant", frozen=True):
    """Put a combatant on a square of the grid (``position``, in 5-ft squares), or take it off
    (None). The GM's placement: it spends no movement and may happen at any time."""

    combatant_id: CombatantId
    position: Position | None


class MoveCombatant(Command, tag="move_combatant", frozen=True):
    """Move the combatant whose turn it is along ``path``: the squares it enters, in order,
    each one step (a diagonal counts one) from the one before. Each square costs 5 ft, +5 ft
    when ``how`` is climb, swim or crawl, +5 ft more on ``difficult`` ground."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    path: Annotated[tuple[Position, ...], msgspec.Meta(min_length=1, max_length=200)]
    how: Literal["walk", "climb", "swim", "crawl"] = "walk"
    difficult: bool = False


class Dash(Command, tag="dash", frozen=True):
    """The combatant whose turn it is dashes: its speed is added to its movement this turn."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId


class StandUp(Command, tag="stand_up", frozen=True):
    """The combatant whose turn it is stands up from prone, which costs half its speed."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId


class StartFight(Command, tag="start_fight", frozen=True):
    """Roll initiative for everyone who has none and begin the first turn, in one command
    (``roll_initiative`` then ``advance_turn``)."""


class EndEncounter(Command, tag="end_encounter", frozen=True):
    """End the encounter: afterwards only reads and history commands (undo, redo, revoke) are
    accepted. Undo reopens it."""

    reason: Note = ""


class SetInitiative(Command, tag="set_initiative", frozen=True):
    """Set a combatant's initiative by hand (a GM's correction or a roll made elsewhere): it
    takes its place in the order by ``initiative``, after anyone already there on a tie."""

    combatant_id: CombatantId
    initiative: Annotated[int, msgspec.Meta(ge=-1000, le=1000)]


class CorrectCombatant(Command, tag="correct_combatant", frozen=True):
    """A GM's correction, recorded as one (``combatant_corrected``): set a track's ``current``
    and/or ``maximum`` (``track``, hit points unless said), rename (``name``), change
    ``side``, take conditions off (``end_conditions``: the only way to bring the dead back).
    ``note`` says why."""

    target_id: CombatantId
    track: TrackName = "hp"
    current: Annotated[int, msgspec.Meta(ge=-100_000, le=100_000)] | None = None
    maximum: Annotated[int, msgspec.Meta(ge=0, le=100_000)] | None = None
    name: Name | None = None
    side: Annotated[str, msgspec.Meta(min_length=1, max_length=40)] | None = None
    end_conditions: Annotated[
        tuple[Annotated[str, msgspec.Meta(min_length=1, max_length=80)], ...], msgspec.Meta(max_length=50)
    ] = ()
    note: Note = ""


class Undo(Command, tag="undo", frozen=True):
    """Take back the latest action (everything one command appended), or with ``to_version``
    every action after that version at once (how things were then: "restart the fight" is the
    version before initiative). Appends ``actions_revoked``; nothing is erased."""

    to_version: Annotated[int, msgspec.Meta(ge=1, le=2**31 - 1)] | None = None


class Redo(Command, tag="redo", frozen=True):
    """Give back what the latest undo or revoke took back, unless a new action came since:
    the same events, the same dice. Appends ``actions_restored``."""


class Revoke(Command, tag="revoke", frozen=True):
    """Take back one earlier ``action``: its command id, or the version of one of its events.
    Refused (409, naming them) when later actions depend on it."""

    action: Annotated[str, msgspec.Meta(min_length=1, max_length=64)] | Annotated[int, msgspec.Meta(ge=1, le=2**31 - 1)]


Visible = Annotated[tuple[CombatantId, ...], msgspec.Meta(max_length=100)]


class SetVisibility(Command, tag="set_visibility", frozen=True):
    """The GM sets what players and spectators see of ``combatant_ids``: ``concealed`` (not
    seen at all, nor any event naming them, until revealed), ``stat_block`` (shown or hidden)
    and ``health`` (exact, bands, none); a field left out stays as it is."""

    combatant_ids: Annotated[tuple[CombatantId, ...], msgspec.Meta(min_length=1, max_length=100)]
    concealed: bool | None = None
    stat_block: Literal["shown", "hidden"] | None = None
    health: Literal["exact", "bands", "none"] | None = None


class Reveal(Command, tag="reveal", frozen=True):
    """The GM reveals to everyone: concealed ``combatant_ids`` (their past events too), the
    stat blocks of ``stat_blocks``, the exact health of ``health``, and secret events: all of
    them so far (``secrets``: true) or those at ``versions``."""

    combatant_ids: Visible = ()
    stat_blocks: Visible = ()
    health: Visible = ()
    secrets: bool = False
    versions: Annotated[
        tuple[Annotated[int, msgspec.Meta(ge=1, le=2**31 - 1)], ...], msgspec.Meta(max_length=1000)
    ] = ()


class ArchiveEncounter(Command, tag="archive_encounter", frozen=True):
    """The GM archives the encounter: read-only from then on (every command, undo included, is
    refused) and out of the lists; nothing is deleted."""

    reason: Note = ""


def is_secret(command: Command) -> bool:
    """Whether ``command`` asks for secrecy (``secret``: true, or a ruleset's own secret
    levels such as Meshal Lite's ``"gm"``/``"gm_and_player"``; ``"none"`` is not secret)."""
    return command.secret not in (False, "none", None)


HISTORY: tuple[type[Command], ...] = (Undo, Redo, Revoke)

CORE_COMMANDS: tuple[type[Command], ...] = (
    RollInitiative,
    AdvanceTurn,
    ApplyDamage,
    ApplyHealing,
    RemoveCombatant,
    RemoveCondition,
    PlaceCombatant,
    MoveCombatant,
    Dash,
    StandUp,
    StartFight,
    EndEncounter,
    SetInitiative,
    CorrectCombatant,
    Undo,
    Redo,
    Revoke,
    SetVisibility,
    Reveal,
    ArchiveEncounter,
)


def command_type_of(cls: type[Command]) -> str:
    """The tag of a command class, e.g. ``"advance_turn"``."""
    return str(cls.__struct_config__.tag)


def command_type(command: Command) -> str:
    """The tag of a command, e.g. ``"advance_turn"``."""
    return str(type(command).__struct_config__.tag)
