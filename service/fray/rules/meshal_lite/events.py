"""Meshal Lite events: facts with every die and every number that followed from them.

Pools, ⚡ and conditions change through the core events that follow these
(``damage_taken`` on a pool, ``resource_changed`` on ``mobility``, ``condition_applied`` …);
the events here record the rolls that caused them. ``visible_to`` records who may see a
secret roll (``"gm"``, and the rolling combatant's player) until the core filters events
by role. Source: 001_5f4122b8a83d6727.txt.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from msgspec import Struct

from fray.domain.events import CombatantAdded, Event, Position, SecretNumbers, Upcaster

from .stats import MeshalStats


class MeshalCombatantAdded(CombatantAdded, tag="meshal-lite.combatant_added", frozen=True, kw_only=True):
    """A creature or an object joined, with its stat block (see ``stats``)."""

    stats: MeshalStats | None = None  # null where the reader may not see it (fray.policy.visibility)


class MeshalSegment(Struct, frozen=True, kw_only=True):
    """One segment of an attack: the ``faces`` rolled and the points (``rolled``); the
    ``protection`` that counted (None: immune) and what was left (``after_protection``);
    the ``defence`` rolled (``defence_faces``, ``defence_points``) or why none was
    (``undefended``: "not chosen", "no threat", "cannot defend", "no ⚡", "not allowed");
    the ``remainder``; ``hit``; the extra damage dice (``extra_faces``); ``damage``; the dice
    each attribute lost (``shares``); ``solid`` (a solid defence); ``missed_at_once`` (a
    roll of 0). In a two-step attack the attack's faces are in its ``attack_rolled`` event
    and ``faces`` here is empty. ``faces`` and ``defence_faces`` are as first rolled; a re-roll's positions and
    new faces follow (``rerolled``/``reroll_faces``, ``defence_rerolled``/``defence_reroll_faces``),
    and ``rolled``/``defence_points`` count the faces after it.

    ``immune``: the target is immune to the attack (``protection`` is then null too; events
    before the field existed read it from a null ``protection``, ``immune_from_protection``).
    For a reader who may not see the target's stat block (issue 18), ``protection``,
    ``immune``, ``after_protection`` and ``remainder`` are null, and so are the attack's
    ``faces``, ``rolled`` and re-roll faces: with the ``damage`` (what the blow did, which
    stays) and the defence roll they would give the protection back. ``shares`` (what each
    pool lost) are null for one who may not see its exact health, and so are the defence's
    ``defence_faces``, ``defence_rerolled`` and ``defence_reroll_faces`` (a defence rolls the
    defender's pool: their count is its health; ``defence_points`` stays). The attack's
    ``faces``, ``rerolled`` and ``reroll_faces`` are null too for one who may not see the
    attacker's exact health (the attack rolls its pool); ``rolled`` then stays."""

    faces: tuple[int, ...] | None
    rolled: int | None
    protection: int | None
    immune: bool | None = False
    after_protection: int | None
    defence: Literal["parry", "dodge", "resist"] | None = None
    defence_faces: tuple[int, ...] | None = ()
    defence_points: int = 0
    undefended: str = ""
    remainder: int | None
    hit: bool
    extra_faces: tuple[int, ...] = ()
    damage: int = 0
    shares: dict[str, int] | None = None  # always written (empty on a miss); null only in a reader's copy
    solid: bool = False
    missed_at_once: bool = False
    rerolled: tuple[int, ...] | None = ()
    reroll_faces: tuple[int, ...] | None = ()
    defence_rerolled: tuple[int, ...] | None = ()
    defence_reroll_faces: tuple[int, ...] | None = ()


def immune_from_protection(payload: dict[str, Any]) -> dict[str, Any]:
    """Schema 5 → 6 of the Meshal Lite attack events: each segment says ``immune`` (before,
    a null ``protection`` meant it), so a reader's null protection (hidden) reads as hidden."""
    for seg in payload.get("segments", ()):
        if isinstance(seg, dict) and "immune" not in seg:
            seg["immune"] = seg.get("protection") is None
    return payload


_TARGET_BLOCK = SecretNumbers(
    kind="stats",
    each="segments",
    of="target_id",
    fields=("faces", "rolled", "reroll_faces", "protection", "immune", "after_protection", "remainder"),
)
_TARGET_POOLS = SecretNumbers(
    kind="health",
    each="segments",
    of="target_id",
    fields=("shares", "defence_faces", "defence_rerolled", "defence_reroll_faces"),
)
_ATTACKER_POOL = SecretNumbers(kind="health", of="attacker_id", fields=("dice",))
"""An attack rolls its attacker's pool (``dice`` = pool × times ÷ divide + reach + extra):
with the attacker's health hidden, the count and the faces (whose number is the count) are
not shown; the points rolled (the outcome) are. Source: 001_5f4122b8a83d6727.txt §为攻击掷骰."""
_ATTACKER_FACES = SecretNumbers(
    kind="health", each="segments", of="attacker_id", fields=("faces", "rerolled", "reroll_faces")
)


class MeshalAttackResolved(Event, tag="meshal-lite.attack_resolved", frozen=True, kw_only=True):
    """``attacker_id`` attacked ``target_id`` with ``attack`` (its ``attack_type``), paying
    ``cost`` ⚡ (as a ``reaction`` or a tactic): ``dice`` per segment (after ``reach_dice``,
    −3 too close or −2 per multiple beyond range, and ``extra_dice``), at
    ``distance_steps`` (None off the grid with none given), with ``cover`` or not, and each
    segment's outcome. ``coup_de_grace``: declared; ``killed``: it killed the target.
    ``answering``: a reaction from a creature the target's attack had just knocked out, rolled
    from the dice it had before (simultaneous); ``penetration``: all that counted, added up.
    ``two_step``: the second step of a two-step attack (its roll is the ``attack_rolled``
    event before); ``secret_roll`` and ``shown_to`` as there."""

    class_version: ClassVar[int] = 6
    upcasters: ClassVar[dict[int, Upcaster]] = {5: immune_from_protection}
    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        _TARGET_BLOCK,
        _TARGET_POOLS,
        _ATTACKER_POOL,
        _ATTACKER_FACES,
    )

    attacker_id: str
    target_id: str
    attack: str
    attack_type: str
    cost: int
    reaction: bool = False
    answering: bool = False
    penetration: int = 0
    dice: int | None  # null for a reader who may not see the attacker's exact health
    reach_dice: int = 0
    extra_dice: int = 0
    distance_steps: int | None = None
    cover: bool = False
    segments: tuple[MeshalSegment, ...]
    coup_de_grace: bool = False
    killed: bool = False
    two_step: bool = False
    secret_roll: bool = False
    shown_to: tuple[str, ...] = ()


class MeshalRolledSegment(Struct, frozen=True, kw_only=True):
    """One segment of an attack rolled before the defence: ``faces`` (as first rolled), a
    re-roll's positions and new faces, the points (``rolled``), the ``protection`` that counted
    (None: immune) and what is left (``after_protection``), the threat the defender sees.
    ``immune`` and what a reader who may not see the target's stat block is not shown, as in
    ``MeshalSegment``."""

    faces: tuple[int, ...] | None
    rolled: int | None
    protection: int | None
    immune: bool | None = False
    after_protection: int | None
    rerolled: tuple[int, ...] | None = ()
    reroll_faces: tuple[int, ...] | None = ()


class MeshalAttackRolled(Event, tag="meshal-lite.attack_rolled", frozen=True, kw_only=True):
    """The first step of a two-step attack (option ``defence_timing``: ``after_protection``):
    ``attacker_id`` rolled ``attack`` at ``target_id`` (fields as in ``attack_resolved``),
    each segment net of protection. ``waiting``: the defender's ``meshal-lite.defend`` decides
    the rest (a ``private:incoming`` marker on it holds the numbers); false when no segment
    threatens or the target is an object, and the ``attack_resolved`` follows at once.
    ``secret_roll``: the attack was a secret command; it is then seen by the GM and
    ``shown_to`` (the defender's player), and so is its resolution."""

    class_version: ClassVar[int] = 6
    upcasters: ClassVar[dict[int, Upcaster]] = {5: immune_from_protection}
    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (_TARGET_BLOCK, _ATTACKER_POOL, _ATTACKER_FACES)

    attacker_id: str
    target_id: str
    attack: str
    attack_type: str
    cost: int
    reaction: bool = False
    answering: bool = False
    penetration: int = 0
    dice: int | None  # null for a reader who may not see the attacker's exact health
    reach_dice: int = 0
    extra_dice: int = 0
    distance_steps: int | None = None
    cover: bool = False
    segments: tuple[MeshalRolledSegment, ...]
    coup_de_grace: bool = False
    unseen: bool = False
    waiting: bool = True
    secret_roll: bool = False
    shown_to: tuple[str, ...] = ()


class MeshalAreaCovered(Event, tag="meshal-lite.area_covered", frozen=True, kw_only=True):
    """``attacker_id``'s ``attack`` covered an area: its ``shape``, ``origin`` (the starting
    square, step 0), ``radius`` in steps (a cone's length), ``toward`` and ``angle`` (a cone),
    ``width`` (a ring), how many ``squares`` it covered, and the ``target_ids`` found in it
    (the attack events on each follow). Source: 001_5f4122b8a83d6727.txt §区域Area."""

    attacker_id: str
    attack: str
    shape: str
    origin: Position
    radius: int
    toward: Position | None = None
    angle: int | None = None
    width: int = 0
    squares: int
    target_ids: tuple[str, ...]


class MeshalHelperRoll(Struct, frozen=True, kw_only=True):
    """A helper's roll for a check: its ``faces`` (null for a reader who may not see the
    helper's exact health: their number is its pool) and ``result``."""

    combatant_id: str
    faces: tuple[int, ...] | None
    result: int


def _pool(of: str, *fields: str, each: str | None = None) -> SecretNumbers:
    """The fields of a roll of ``of``'s pool that tell how many dice it holds (its health):
    the count, the faces (their number is the count), the positions re-rolled or changed, an
    estimate computed from the count. Null for a reader who may not see ``of``'s exact health;
    the result (points, successes, the winner) stays. Source: 001_5f4122b8a83d6727.txt §掷骰."""
    return SecretNumbers(kind="health", of=of, fields=fields, each=each)


class MeshalCheckRolled(Event, tag="meshal-lite.check_rolled", frozen=True, kw_only=True):
    """``combatant_id`` rolled ``dice`` of the ``allowed`` (its ``attribute``'s pool, None
    for none): the ``faces`` as first rolled, the dice re-rolled (``rerolled`` positions,
    ``reroll_faces``) and changed by fate (``fate_changed`` positions, ``fate_dice_lost``),
    the ``final_faces`` and its ``result`` (``scoring``); the helpers' rolls and ``total``
    (``help``: joint adds, precise takes the best); ``difficulty`` and ``succeeded`` (None
    without a difficulty); ``visible_to`` (empty: everyone). For a reader who may not see
    the roller's exact health, ``allowed``, ``dice``, the faces and the positions are null
    (they count its pool; ``result``, ``total`` and ``succeeded`` stay), and a helper's faces
    likewise."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        _pool("combatant_id", "allowed", "dice", "faces", "rerolled", "reroll_faces", "fate_changed", "final_faces"),
        _pool("combatant_id", "faces", each="helpers"),
    )

    combatant_id: str
    what: str = ""
    attribute: str | None = None
    allowed: int | None
    dice: int | None
    scoring: Literal["points", "faces"]
    faces: tuple[int, ...] | None
    rerolled: tuple[int, ...] | None = ()
    reroll_faces: tuple[int, ...] | None = ()
    fate_changed: tuple[int, ...] | None = ()
    fate_dice_lost: int = 0
    final_faces: tuple[int, ...] | None
    result: int
    helpers: tuple[MeshalHelperRoll, ...] = ()
    help: Literal["joint", "precise"] = "joint"
    total: int
    difficulty: int | None = None
    succeeded: bool | None = None
    visible_to: tuple[str, ...] = ()


class MeshalProgressRolled(Event, tag="meshal-lite.progress_rolled", frozen=True, kw_only=True):
    """A progressive attempt: ``dice`` rolled each ``period``, the faces and ``results`` per
    period, running ``totals``, ``succeeded`` and in which period (``succeeded_in``), and
    ``estimate`` in ``period`` units (difficulty × 2 ÷ dice × ``period_length``, exact until
    the fraction is dropped once at the end; None with 0 dice). Events written before
    ``period_length`` read 1, the length their estimate was computed with. ``dice``, the
    faces and the estimate are null for a reader who may not see the roller's exact health."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (_pool("combatant_id", "dice", "faces", "estimate"),)

    combatant_id: str
    what: str = ""
    dice: int | None
    difficulty: int
    period: str
    faces: tuple[tuple[int, ...], ...] | None
    results: tuple[int, ...]
    totals: tuple[int, ...]
    succeeded: bool
    succeeded_in: int | None = None
    estimate: int | None = None
    period_length: int = 1


class MeshalContestRolled(Event, tag="meshal-lite.contest_rolled", frozen=True, kw_only=True):
    """A contest: each side's faces and result; ``winner`` is a combatant id or ``draw``;
    re-rolled positions and their new faces, per side (``faces`` are as first rolled). A
    side's faces and positions are null for a reader who may not see its exact health."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        _pool("combatant_id", "faces", "rerolled", "reroll_faces"),
        _pool("target_id", "target_faces", "target_rerolled", "target_reroll_faces"),
    )

    combatant_id: str
    target_id: str
    what: str = ""
    faces: tuple[int, ...] | None
    result: int
    target_faces: tuple[int, ...] | None
    target_result: int
    winner: str
    rerolled: tuple[int, ...] | None = ()
    reroll_faces: tuple[int, ...] | None = ()
    target_rerolled: tuple[int, ...] | None = ()
    target_reroll_faces: tuple[int, ...] | None = ()


class MeshalProgressiveContestRun(Event, tag="meshal-lite.progressive_contest_run", frozen=True, kw_only=True):
    """A progressive contest: each period's faces for both sides, the running ``totals``
    and ``target_totals``, the ``target`` total, the ``winner`` (a combatant id, ``draw``,
    or None while it runs) and the deciding ``decided_in`` period. A side's faces are null
    for a reader who may not see its exact health."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        _pool("combatant_id", "faces"),
        _pool("target_id", "target_faces"),
    )

    combatant_id: str
    target_id: str
    what: str = ""
    period: str
    target: int
    faces: tuple[tuple[int, ...], ...] | None
    target_faces: tuple[tuple[int, ...], ...] | None
    totals: tuple[int, ...]
    target_totals: tuple[int, ...]
    winner: str | None = None
    decided_in: int | None = None


class MeshalActionTaken(Event, tag="meshal-lite.action_taken", frozen=True, kw_only=True):
    """``combatant_id`` took ``action`` (``item_size`` for items) for ``cost`` ⚡."""

    combatant_id: str
    action: str
    cost: int
    item_size: str | None = None
    note: str = ""


class MeshalFleeAttempted(Event, tag="meshal-lite.flee_attempted", frozen=True, kw_only=True):
    """``combatant_id`` tried to flee after ``unhit_rounds`` rounds unhit: Activeness
    ``faces`` scoring ``points`` against ``difficulty`` (the most Activeness dice of a
    hostile, ``against``). A success is followed by the ``fled`` condition. The ``faces`` are
    null for a reader who may not see the fleer's exact health, the ``difficulty`` (the
    hostile's pool) for one who may not see ``against``'s."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        _pool("combatant_id", "faces"),
        _pool("against", "difficulty"),
    )

    combatant_id: str
    unhit_rounds: int
    faces: tuple[int, ...] | None
    points: int
    difficulty: int | None
    against: str | None = None
    succeeded: bool


class MeshalChaseRun(Event, tag="meshal-lite.chase_run", frozen=True, kw_only=True):
    """``combatant_id`` chased ``target_id``: each minute's Activeness faces, the running
    point totals, and the ``outcome`` (``caught``: a new fight begins, the ``fled``
    condition ends; ``escaped``; ``running`` when the minutes ran out first). A side's faces
    are null for a reader who may not see its exact health."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        _pool("combatant_id", "pursuer_faces"),
        _pool("target_id", "fleer_faces"),
    )

    combatant_id: str
    target_id: str
    pursuer_faces: tuple[tuple[int, ...], ...] | None
    fleer_faces: tuple[tuple[int, ...], ...] | None
    pursuer_totals: tuple[int, ...]
    fleer_totals: tuple[int, ...]
    outcome: Literal["caught", "escaped", "running"]


class MeshalMobilityRefunded(Event, tag="meshal-lite.mobility_refunded", frozen=True, kw_only=True):
    """An action of ``target_id``'s was voided: ``amount`` ⚡ back, ``cancel_owed`` forgiven."""

    target_id: str
    amount: int
    cancel_owed: int = 0
    note: str = ""


class MeshalTemporaryChanged(Event, tag="meshal-lite.temporary_changed", frozen=True, kw_only=True):
    """``target_id``'s ``attribute`` has temporary part ``temporary`` now: its score went
    from ``score_before`` to ``score_after`` (the track's maximum and dice follow in core
    events). The scores (a pool's maximum) are null for a reader who may not see the
    target's exact health."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (_pool("target_id", "score_before", "score_after"),)

    target_id: str
    attribute: str
    temporary: int
    score_before: int | None
    score_after: int | None


class MeshalFightEnded(Event, tag="meshal-lite.fight_ended", frozen=True, kw_only=True):
    """The fight ended in ``outcome`` for ``party_side``: strengths, ``party_size`` (those who
    fled included: fleeing does not change the intensity), the ``gap``, the ``intensity``
    row (``chinese``) and its ``reward``; ``rewards`` per party creature (0 to one who fled,
    and on defeat); ``fled`` names who fled."""

    party_side: str
    outcome: Literal["victory", "defeat"]
    decided_by: Literal["the field", "the GM"]
    enemies_strength: int
    party_strength: int
    party_size: int
    gap: int
    intensity: str
    chinese: str
    reward: int
    rewards: dict[str, int]
    fled: tuple[str, ...] = ()


class MeshalLootTaken(Event, tag="meshal-lite.loot_taken", frozen=True, kw_only=True):
    """``combatant_id`` took ``items`` from ``target_id``."""

    combatant_id: str
    target_id: str
    items: tuple[str, ...]


class MeshalRestHour(Struct, frozen=True, kw_only=True):
    """One hour of rest: each damaged attribute's ``faces`` and the dice it ``regained`` (both
    null for a reader who may not see the rester's exact health)."""

    faces: dict[str, tuple[int, ...]] | None
    regained: dict[str, int] | None


class MeshalRested(Event, tag="meshal-lite.rested", frozen=True, kw_only=True):
    """``combatant_id`` rested ``len(hours)`` hours; ``full``: every pool is full after it
    (a full rest). The dice come back in ``healing_received`` events that follow."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (_pool("combatant_id", "faces", "regained", each="hours"),)

    combatant_id: str
    hours: tuple[MeshalRestHour, ...]
    full: bool


MESHAL_EVENTS: tuple[type[Event], ...] = (
    MeshalCombatantAdded,
    MeshalAttackResolved,
    MeshalAttackRolled,
    MeshalAreaCovered,
    MeshalCheckRolled,
    MeshalProgressRolled,
    MeshalContestRolled,
    MeshalProgressiveContestRun,
    MeshalActionTaken,
    MeshalFleeAttempted,
    MeshalChaseRun,
    MeshalMobilityRefunded,
    MeshalTemporaryChanged,
    MeshalFightEnded,
    MeshalLootTaken,
    MeshalRested,
)
