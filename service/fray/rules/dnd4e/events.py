"""dnd4e events: every die and every number that followed from it.

Hit points, tracks and conditions change through core events that follow these
(``damage_taken``, ``healing_received``, ``resource_changed``, ``condition_applied`` …); the
events here record the rolls and derivations that caused them. Three change state themselves
(see ``evolve``): temporary hit points set, movement set, a forced move. Sources:
004_e86ae0a0322fa3b5.txt and the published 4e rules it assumes (PHB 2008).
"""

from __future__ import annotations

from typing import ClassVar, Literal

from fray.domain.events import CombatantAdded, Condition, Event, Position, SecretNumbers
from fray.domain.notation import Rolled

from .attack_roll import AttackResult
from .damage import Dnd4eDamageRoll
from .dying import DeathSaveRoll
from .modifiers import Derivation
from .resistance import DamageTaken
from .saves import SaveRoll
from .stats import Dnd4eStats


class Dnd4eCombatantAdded(CombatantAdded, tag="dnd4e.combatant_added", kw_only=True):  # type: ignore[misc]  # mypy reads the core event as both
    """A PC or monster joined with its 4e stat block (``stats``)."""

    stats: Dnd4eStats | None = None  # null where the reader may not see it (fray.policy.visibility)


class PowerUsed(Event, frozen=True, tag="dnd4e.power_used", kw_only=True):
    """``user_id`` used ``power`` (``kind``: melee, ranged, close, area; ``action``: the action
    it took) against ``targets``; ``area``: the squares of its blast, burst or wall on the
    grid; ``provokes``: adjacent enemies that may take an opportunity attack because it was
    a ranged or area attack (004 §远程攻击, §区域攻击); ``damage_types`` and ``keywords``: the
    power's after a change of its damage type (004 §伤害类型; empty: its own, unchanged)."""

    user_id: str
    power: str
    kind: str
    action: str
    targets: tuple[str, ...]
    area: tuple[Position, ...] = ()
    provokes: tuple[str, ...] = ()
    damage_types: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()


class Dnd4eAttackRolled(Event, frozen=True, tag="dnd4e.attack_rolled", kw_only=True):
    """One attack roll (004 §攻击检定, §攻击结果, §重击): ``result`` holds the d20 face, the
    attack bonus with every part, the total, the defence and ``hit``/``critical``;
    ``defence`` is the target's defence with every part; ``combat_advantage`` says why the
    attacker had it; ``opportunity`` for an opportunity attack."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        SecretNumbers(kind="stats", of="target_id", fields=("defence", "result.defence_value")),
        SecretNumbers(kind="stats", of="attacker_id", fields=("result.bonus", "result.total")),
    )

    attacker_id: str
    target_id: str
    power: str
    result: AttackResult
    defence: Derivation | None
    combat_advantage: tuple[str, ...] = ()
    opportunity: bool = False


class DamageRolled(Event, frozen=True, tag="dnd4e.damage_rolled", kw_only=True):
    """One damage roll of ``power`` by ``attacker_id`` for ``targets`` (a close or area
    attack's one roll serves all of them): its portions, dice, faces and bonus parts
    (004 §伤害鉴定, §重击). A reader who may not see the attacker's stat block sees each
    portion's types and ``amount`` and the roll's ``total``, not its dice, faces and bonus
    (the block's own power: issue 18)."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        SecretNumbers(
            kind="stats", each="roll.portions", of="attacker_id", fields=("dice", "faces", "maximised", "bonus")
        ),
    )

    attacker_id: str
    power: str
    roll: Dnd4eDamageRoll
    targets: tuple[str, ...]


class Dnd4eDamageResolved(Event, frozen=True, tag="dnd4e.damage_resolved", kw_only=True):
    """Damage as ``target_id`` met it (004 §抗性和易伤; §状态 虚弱, 虚体): each portion after
    resistance and vulnerability, the halvings, the ``taken`` total; how much the temporary
    hit points took (``temp_absorbed``) and the hit points (``hp_lost``). ``source``: the
    power, "ongoing fire (burning)", a trap. The ``damage_taken`` follows."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        SecretNumbers(kind="health", of="target_id", fields=("temp_absorbed", "hp_lost")),
        SecretNumbers(kind="stats", of="target_id", fields=("taken.before_halving", "taken.total")),
        SecretNumbers(kind="stats", each="taken.portions", of="target_id", fields=("resisted", "vulnerable", "net")),
    )

    target_id: str
    source: str
    taken: DamageTaken
    temp_absorbed: int | None
    hp_lost: int | None


class SaveRolled(Event, frozen=True, tag="dnd4e.save_rolled", kw_only=True):
    """A saving throw of ``combatant_id`` against ``condition_id`` (004 §豁免鉴定)."""

    combatant_id: str
    condition_id: str
    roll: SaveRoll


class Dnd4eDeathSaveRolled(Event, frozen=True, tag="dnd4e.death_save_rolled", kw_only=True):
    """A death saving throw (PHB 2008 p. 295): face, total, outcome, failures so far."""

    combatant_id: str
    save: DeathSaveRoll


class HealingRolled(Event, frozen=True, tag="dnd4e.healing_rolled", kw_only=True):
    """Healing worked out for ``target_id`` (PHB 2008 p. 293): the ``surge_value`` if a surge
    was spent, the ``dice`` rolled, the ``amount`` added and the ``total``; ``no_surge``: the
    healing needed a surge the dying target no longer had, so it regained 1 hit point
    (Rules Compendium, Healing the Dying; events before it existed read False). The
    ``healing_received`` follows."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        SecretNumbers(kind="health", of="target_id", fields=("surge_value",)),
    )

    target_id: str
    source: str
    surge_value: int | None = 0
    dice: Rolled | None = None
    amount: int = 0
    total: int
    no_surge: bool = False


class Dnd4eTemporaryHitPointsSet(Event, frozen=True, tag="dnd4e.temporary_hit_points_set", kw_only=True):
    """``combatant_id`` was offered ``offered`` temporary hit points and now has ``amount``
    (the higher of old and new: PHB 2008 p. 294)."""

    combatant_id: str
    offered: int
    amount: int


class Dnd4eMovementSet(Event, frozen=True, tag="dnd4e.movement_set", kw_only=True):
    """``combatant_id``'s movement left this turn is ``movement_ft`` (slowed: 2 squares;
    immobilized, restrained or unable to act: 0; 004 §状态)."""

    combatant_id: str
    movement_ft: int
    reason: str = ""


class EffectShadowed(Event, frozen=True, tag="dnd4e.effect_shadowed", kw_only=True):
    """``condition`` was not put on ``combatant_id`` because the identical effect
    ``kept_id`` it has lasts at least as long (004 §持续时间 重叠的持续时间)."""

    combatant_id: str
    condition: Condition
    kept_id: str


class FirstAidRolled(Event, frozen=True, tag="dnd4e.first_aid_rolled", kw_only=True):
    """``healer_id``'s Heal check on ``target_id`` for ``aid`` (PHB 2008 p. 185): the d20
    ``face``, the ``bonus``, the ``total`` against ``dc`` and whether it ``succeeded``."""

    healer_id: str
    target_id: str
    aid: str
    face: int
    bonus: int
    total: int
    dc: int
    succeeded: bool


class Dnd4eActionTaken(Event, frozen=True, tag="dnd4e.action_taken", kw_only=True):
    """``combatant_id`` took a ``action`` action for ``detail`` (PHB 2008 pp. 267–268)."""

    combatant_id: str
    action: str
    detail: str = ""


class ForcedMoved(Event, frozen=True, tag="dnd4e.forced_moved", kw_only=True):
    """``combatant_id`` was pulled, pushed or slid (``kind``) by ``by`` from ``start`` along
    ``path`` (004 §受迫移动); it spent no movement of its own."""

    combatant_id: str
    by: str
    kind: Literal["pull", "push", "slide"]
    start: Position
    path: tuple[Position, ...]


class ZoneCreated(Event, frozen=True, tag="dnd4e.zone_created", kw_only=True):
    """``creator_id``'s ``power`` made a zone or conjuration (``kind``) on ``squares``; it is
    the condition ``zone_id`` on the creator (the ``condition_applied`` follows), and ends as
    it does (PHB 2008, Zone and Conjuration keywords; ``zones``)."""

    creator_id: str
    power: str
    kind: Literal["zone", "conjuration"]
    zone_id: str
    squares: tuple[Position, ...]


class ZoneMoved(Event, frozen=True, tag="dnd4e.zone_moved", kw_only=True):
    """``creator_id`` moved its zone ``zone_id`` onto ``squares`` (the condition's refresh
    follows)."""

    creator_id: str
    zone_id: str
    squares: tuple[Position, ...]


class ZoneTriggered(Event, frozen=True, tag="dnd4e.zone_triggered", kw_only=True):
    """``creator_id``'s zone ``zone_id`` affected ``combatant_id`` on ``trigger`` (it entered,
    or started or ended its turn there): the ``damage`` rolled (None: none); the damage and
    effects follow as ``dnd4e.damage_resolved``, ``damage_taken``, ``condition_applied``."""

    zone_id: str
    creator_id: str
    combatant_id: str
    trigger: Literal["enter", "start_of_turn", "end_of_turn"]
    damage: Rolled | None = None


class Rested(Event, frozen=True, tag="dnd4e.rested", kw_only=True):
    """``combatant_id`` finished a ``short`` or ``extended`` rest (PHB 2008 p. 263): the
    healing ``surges`` it spent (a short rest) and the hit points it got back (``healing``);
    the changes follow as core events (surges, healing, tracks, conditions ended)."""

    combatant_id: str
    kind: Literal["short", "extended"]
    surges: int = 0
    healing: int = 0


class MilestoneReached(Event, frozen=True, tag="dnd4e.milestone_reached", kw_only=True):
    """A milestone: each of ``combatant_ids`` gains an action point (PHB 2008 p. 286)."""

    combatant_ids: tuple[str, ...]


class CoupDeGraced(Event, frozen=True, tag="dnd4e.coup_de_grace", kw_only=True):
    """``attacker_id``'s coup de grace on the helpless ``target_id`` (PHB 2008 p. 288) dealt
    ``damage``; at least its ``bloodied`` value, so it ``killed`` it (the ``damage_taken``
    that brings it to death follows). ``damage`` (after the target's resistances) is null for
    a reader who may not see its stat block, ``bloodied`` for one who may not see its exact
    health (issue 18)."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        SecretNumbers(kind="health", of="target_id", fields=("bloodied",)),
        SecretNumbers(kind="stats", of="target_id", fields=("damage",)),
    )

    attacker_id: str
    target_id: str
    damage: int | None
    bloodied: int | None
    killed: bool


class SquareAttacked(Event, frozen=True, tag="dnd4e.square_attacked", kw_only=True):
    """``attacker_id`` attacked the ``square`` with ``power`` (004 §目标选定) and nobody was
    there: the attack hits nothing."""

    attacker_id: str
    power: str
    square: Position


DND4E_EVENTS: tuple[type[Event], ...] = (
    Dnd4eCombatantAdded,
    PowerUsed,
    Dnd4eAttackRolled,
    DamageRolled,
    Dnd4eDamageResolved,
    SaveRolled,
    Dnd4eDeathSaveRolled,
    HealingRolled,
    Dnd4eTemporaryHitPointsSet,
    Dnd4eMovementSet,
    EffectShadowed,
    FirstAidRolled,
    Dnd4eActionTaken,
    ForcedMoved,
    ZoneCreated,
    ZoneMoved,
    ZoneTriggered,
    Rested,
    MilestoneReached,
    CoupDeGraced,
    SquareAttacked,
)
