"""dnd5e-2024 events: every die and every number that followed from it.

Hit points, resources and conditions change through core events that follow these
(``damage_taken``, ``resource_changed``, ``condition_applied`` …); the events here record the
rolls that caused them. Three change state themselves (see ``evolve``): temporary hit points
set, the turn budget restored, movement set. Sources: 002_06b8b5e39c23dcd7.txt,
003_f1a408214e2b5451.txt, and the published 5e rules where the chapter assumes them.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from msgspec import Struct

from fray.domain.events import (
    CombatantAdded,
    Condition,
    ConditionApplied,
    Event,
    InitiativeEntry,
    InitiativeRolled,
    SecretNumbers,
    Upcaster,
)

from .damage import TypedDamage
from .rolls import D20Roll
from .stats import ABILITY_NAMES, Dnd5eStats


def _abilities_in_full(payload: dict[str, Any]) -> dict[str, Any]:
    """Schema 3 → 4: the stat block's ability scores were keyed ``str``, ``dex`` …; they are
    named in full (``strength`` …) since (``stats.Abilities``)."""
    abilities = (payload.get("stats") or {}).get("abilities")
    if isinstance(abilities, dict):
        payload["stats"]["abilities"] = {ABILITY_NAMES.get(k, k): v for k, v in abilities.items()}
    return payload


class HitPointRoll(Struct, frozen=True, kw_only=True):
    """Hit points rolled for a monster as it joined: its ``formula`` (``"2d6"``), the
    ``faces``, the ``bonus`` and the ``total`` (at least 1), its hit point maximum."""

    formula: str
    faces: tuple[int, ...]
    bonus: int = 0
    total: int


class Dnd5eCombatantAdded(CombatantAdded, tag="dnd5e-2024.combatant_added", kw_only=True, frozen=True):
    """A PC or monster joined with its 5e stat block (``stats``), the whole block even when it
    came from the monster library (its ``library`` says which entry), so a fold never reads
    the library; ``hit_points_roll`` when its hit points were rolled."""

    upcasters: ClassVar[dict[int, Upcaster]] = {3: _abilities_in_full}
    secret_fields: ClassVar[tuple[str, ...]] = ("hit_points_roll",)

    stats: Dnd5eStats | None = None  # null where the reader may not see it (fray.policy.visibility)
    hit_points_roll: HitPointRoll | None = None


class Dnd5eInitiativeEntry(InitiativeEntry, frozen=True, kw_only=True):
    """One initiative: ``dice`` (two d20 when surprised: disadvantage), ``modifier`` (DEX +
    bonuses, or 10 + DEX for an initiative score), ``total``; ``tiebreak`` is the DEX modifier
    (speed factor: the DEX score; none when ties go by a roll only) followed by the d20s rolled
    once to break a full tie. ``tie_rolls``: where schema-1 events kept those d20s (no longer
    written). ``factors``: the speed factor's declared action and modifier parts."""

    surprised: bool = False
    tie_rolls: tuple[int, ...] = ()
    factors: tuple[str, ...] = ()


class Dnd5eInitiativeRolled(InitiativeRolled, tag="dnd5e-2024.initiative_rolled", kw_only=True, frozen=True):
    """Initiative by ``method`` (roll, score, side, speed_factor; ``side_order``: a side chose
    its members' order, no entries); ``order`` is the whole turn order (002 §Порядок бою; 003
    Initiative); ``round`` the round it is for. ``side_rolls`` are side initiative's d20s."""

    entries: tuple[Dnd5eInitiativeEntry, ...]
    method: str = "roll"
    round: int = 1
    side_rolls: dict[str, tuple[int, ...]] = {}


class SaveEnds(Struct, frozen=True, kw_only=True):
    """Schema 1 only (now the core ``Expiry.save``): a saving throw of ``ability`` against
    ``dc`` due at ``at`` of the bearer's turns."""

    ability: Literal["str", "dex", "con", "int", "wis", "cha"]
    dc: int
    at: Literal["start_of_turn", "end_of_turn"] = "end_of_turn"


class RoundsEnd(Struct, frozen=True, kw_only=True):
    """Schema 1 only (now ``Expiry.rounds``): ends at the start of ``combatant_id``'s turn in
    ``round``."""

    combatant_id: str
    round: int


class Dnd5eCondition(Condition, frozen=True, kw_only=True):
    """Schema 1 only: a condition whose "save ends" or "N rounds" the core ``Expiry`` could not
    carry then. Read from old logs, upcast into ``Expiry`` (the two fields are then None)."""

    save_ends: SaveEnds | None = None
    rounds_end: RoundsEnd | None = None


def _durations_into_expiry(payload: dict[str, Any]) -> dict[str, Any]:
    """Schema 1 → 2: ``save_ends`` becomes ``expires.save``; ``rounds_end`` (the start of X's
    turn in round R) becomes ``expires`` at the start of X's turn with ``rounds = R - 1``
    counted from round 1 (the same turn by the core's rule)."""
    cond = payload.get("condition", {})
    expires = dict(cond.get("expires") or {})
    if save := cond.pop("save_ends", None):
        expires["save"] = save
    if ends := cond.pop("rounds_end", None):
        expires.update(
            at="start_of_turn", combatant_id=ends["combatant_id"], applied_round=0, rounds=max(1, ends["round"] - 1)
        )
    cond["expires"] = expires
    return payload


class Dnd5eConditionApplied(ConditionApplied, tag="dnd5e-2024.condition_applied", kw_only=True, frozen=True):
    """Schema 1 only (no longer written): a condition with a 5e duration began; folded as the
    core ``condition_applied``, its durations upcast into the core ``Expiry``."""

    upcasters: ClassVar[dict[int, Upcaster]] = {1: _durations_into_expiry}

    condition: Dnd5eCondition


class AttackRolled(Event, tag="dnd5e-2024.attack_rolled", kw_only=True, frozen=True):
    """An attack roll (002 §Атака): the d20 ``roll`` against ``ac`` (+ ``cover_bonus``), the
    ``natural`` face, ``hit`` and ``critical``; ``kind`` says what it was; ``range_band`` and
    ``distance_ft`` for ranged attacks; ``auto_critical`` when the target was paralyzed or
    unconscious within 5 ft (PHB 2024)."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        SecretNumbers(kind="stats", of="target_id", fields=("ac",)),
        SecretNumbers(kind="stats", of="attacker_id", fields=("roll.modifier", "roll.total")),
    )

    attacker_id: str
    target_id: str
    attack: str
    kind: Literal["melee", "ranged", "unarmed", "opportunity", "off_hand", "readied", "cleave", "cover"] = "melee"
    roll: D20Roll
    ac: int | None
    cover: Literal["none", "half", "three_quarters"] = "none"
    cover_bonus: int = 0
    natural: int
    hit: bool
    critical: bool = False
    auto_critical: bool = False
    range_band: Literal["normal", "long"] | None = None
    distance_ft: int | None = None


class CoverObjectHit(Event, tag="dnd5e-2024.cover_object_hit", kw_only=True, frozen=True):
    """003 Hitting Cover: a ranged attack that missed only because of cover struck the object
    giving it (``cover_object``: "the barrel", "a table"); ``roll`` is the attack's total. What
    the object suffers is the GM's call (the DMG's object rules)."""

    attacker_id: str
    attack: str
    cover_object: str
    roll: int


class DamageResolved(Event, tag="dnd5e-2024.damage_resolved", kw_only=True, frozen=True):
    """Damage to ``target_id`` from ``source``: each type's dice, faces and adjustments
    (002 §Шкода), the ``total`` after them, how much ``temp_absorbed`` took and ``hp_lost``
    (002 §Тимчасові ОЗ); ``critical`` doubles dice only. The ``damage_taken`` follows.
    ``attacker_id``: whose attack, spell or cleave it was (None: a GM's, a trap's, an event
    written before it was recorded).

    A reader who may not see the attacker's stat block sees each part's ``type`` and
    ``rolled`` (the roll's total) without its dice, faces, bonus and adjustment; one who may
    not see the target's sees neither the parts' immunity, resistance and vulnerability nor
    what they left (``final``, ``total``); one who may not see the target's exact health, no
    ``temp_absorbed``, ``hp_lost`` or ``overflow`` (issue 18)."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        SecretNumbers(kind="health", of="target_id", fields=("temp_absorbed", "hp_lost", "overflow")),
        SecretNumbers(kind="stats", of="target_id", fields=("total",)),
        SecretNumbers(kind="stats", each="parts", of="attacker_id", fields=("dice", "faces", "bonus", "adjustment")),
        SecretNumbers(
            kind="stats", each="parts", of="target_id", fields=("immune", "resistant", "vulnerable", "final")
        ),
    )

    target_id: str
    attacker_id: str | None = None
    source: str
    parts: tuple[TypedDamage, ...]
    critical: bool = False
    total: int | None
    temp_absorbed: int | None
    hp_lost: int | None
    overflow: int | None = 0
    instant_death: bool = False


class TemporaryHitPointsSet(Event, tag="dnd5e-2024.temporary_hit_points_set", kw_only=True, frozen=True):
    """``combatant_id``'s temporary hit points are now ``amount`` (they had ``previous``;
    ``offered`` came in; they do not stack, 002 §Тимчасові ОЗ)."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        SecretNumbers(kind="health", of="combatant_id", fields=("previous", "amount")),
    )

    combatant_id: str
    previous: int | None
    offered: int
    amount: int | None
    reason: str = ""


class SavingThrowRolled(Event, tag="dnd5e-2024.saving_throw_rolled", kw_only=True, frozen=True):
    """A saving throw of ``ability`` against ``dc``: the ``roll`` (None when it failed
    automatically), ``success``; ``purpose`` says why (concentration, a condition, …)."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        SecretNumbers(kind="stats", of="combatant_id", fields=("roll.modifier", "roll.total")),
    )

    combatant_id: str
    ability: str
    dc: int
    roll: D20Roll | None = None
    auto_fail: bool = False
    success: bool
    purpose: str = ""


class AbilityCheckRolled(Event, tag="dnd5e-2024.ability_check_rolled", kw_only=True, frozen=True):
    """An ability check (``skill`` if any) against ``dc`` (None: a contest, or the GM judges)."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        SecretNumbers(kind="stats", of="combatant_id", fields=("roll.modifier", "roll.total")),
    )

    combatant_id: str
    ability: str
    skill: str | None = None
    roll: D20Roll
    dc: int | None = None
    success: bool | None = None
    purpose: str = ""


class ContestRolled(Event, tag="dnd5e-2024.contest_rolled", kw_only=True, frozen=True):
    """A contest (003 maneuvers): the ``initiator``'s check against the ``opponent``'s; the
    initiator wins only with a higher total (a tie leaves things as they were, published 5e)."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        SecretNumbers(kind="stats", of="initiator_id", fields=("initiator.modifier", "initiator.total")),
        SecretNumbers(kind="stats", of="opponent_id", fields=("opponent.modifier", "opponent.total")),
    )

    initiator_id: str
    opponent_id: str
    maneuver: str
    initiator: D20Roll
    opponent: D20Roll
    initiator_wins: bool


class DeathSaveRolled(Event, tag="dnd5e-2024.death_save_rolled", kw_only=True, frozen=True):
    """A death saving throw (published 5e, PHB 2024): the ``roll``; ``outcome`` success
    (10 or more), failure, two failures (a natural 1) or regain (a natural 20: 1 HP)."""

    combatant_id: str
    roll: D20Roll
    outcome: Literal["success", "failure", "two_failures", "regain"]
    successes: int
    failures: int


class ActionTaken(Event, tag="dnd5e-2024.action_taken", kw_only=True, frozen=True):
    """``combatant_id`` took ``action`` (002 §Дії в бою) as ``using`` (action, bonus action,
    reaction, free); ``target_id`` and ``detail`` say on whom and what."""

    combatant_id: str
    action: str
    using: Literal["action", "bonus_action", "reaction", "free", "none"] = "action"
    target_id: str | None = None
    detail: str = ""


class SaveOutcome(Struct, frozen=True, kw_only=True):
    """One target of a forced save: whether it ``saved``, the hit points of ``damage`` the
    effect dealt it (after halving and its defences), the ``conditions`` it got and those
    ``not_applied`` (it is immune, or has them already)."""

    target_id: str
    saved: bool
    damage: int = 0
    conditions: tuple[str, ...] = ()
    not_applied: tuple[str, ...] = ()


class EffectResolved(Event, tag="dnd5e-2024.effect_resolved", kw_only=True, frozen=True):
    """A forced saving throw (a save action, a spell's save, the save a hit forces) by
    ``combatant_id``'s ``source``: ``ability`` against ``dc``, the damage ``dice`` (one entry a
    part) rolled once for every target (``faces``, with ``bonus``), ``half_on_success``, and
    each target's ``outcomes``. Each target's save, damage and conditions follow as their own
    events (published 5e: "each creature in that area must make a … saving throw")."""

    combatant_id: str
    source: str
    ability: str
    dc: int
    dice: tuple[str, ...] = ()
    faces: tuple[tuple[int, ...], ...] = ()
    bonus: tuple[int, ...] = ()
    half_on_success: bool = False
    outcomes: tuple[SaveOutcome, ...] = ()


class RechargeRolled(Event, tag="dnd5e-2024.recharge_rolled", kw_only=True, frozen=True):
    """At the start of ``combatant_id``'s turn, the d6 for ``action``'s Recharge
    (``needed``–6): ``roll``, and whether it ``recharged`` (published 5e, MM 2024 "Recharge
    X–Y"). A recharge restores the action's track (a ``resource_changed`` follows)."""

    combatant_id: str
    action: str
    track: str
    roll: int
    needed: int
    recharged: bool


class SpellCast(Event, tag="dnd5e-2024.spell_cast", kw_only=True, frozen=True):
    """The Magic action (or a bonus action/reaction spell): ``spell`` cast at ``level`` (0: a
    cantrip), spending a slot of ``slot_level``; ``concentration`` if it needs it; ``readied``
    when it was held with Ready (the slot is spent even if never released, 002 §Дії в бою);
    at ``target_ids``, from ``spell_list``."""

    caster_id: str
    spell: str
    level: int
    slot_level: int | None = None
    casting: Literal["action", "bonus_action", "reaction"] = "action"
    concentration: bool = False
    readied: bool = False
    target_ids: tuple[str, ...] = ()
    spell_list: str | None = None
    """The spell list it came from (``"SRD 5.1 spells (the 2014 SRD)"``), None for a spell
    of the table's own; its effects on ``target_ids`` follow as their own events."""


class TurnBudgetRestored(Event, tag="dnd5e-2024.turn_budget_restored", kw_only=True, frozen=True):
    """At the start of its turn ``combatant_id`` has one action, one bonus action (used only
    when something grants one), one free object interaction and its reaction back, and
    ``movement_ft`` feet to move (its speed now). 002 §Ваш хід. ``attacks``: the attacks its
    Attack action holds this turn (Extra Attack: ``attacks_per_action``), shown in full from
    the turn's start; None: as many as its ``attacks_left`` track holds at most (events written
    before the field; their tracks are read in today's layout, ``upcasts.py``)."""

    combatant_id: str
    movement_ft: int
    attacks: int | None = None


class MovementSet(Event, tag="dnd5e-2024.movement_set", kw_only=True, frozen=True):
    """``combatant_id`` has ``movement_ft`` feet of movement left this turn (``reason``)."""

    combatant_id: str
    movement_ft: int
    reason: str = ""


class SavePrompted(Event, tag="dnd5e-2024.save_prompted", kw_only=True, frozen=True):
    """A saving throw is due now for ``combatant_id``: its death save (``condition_id``
    ``"death_save"``) at the start of its turn. (Schema 1 also prompted "save ends" saves with
    it; the core's ``save_due`` does that now.)"""

    combatant_id: str
    condition_id: str
    ability: str
    dc: int


class ItemDropped(Event, tag="dnd5e-2024.item_dropped", kw_only=True, frozen=True):
    """``combatant_id`` dropped ``item`` (003 Disarm)."""

    combatant_id: str
    item: str


class LingeringInjuryRolled(Event, tag="dnd5e-2024.lingering_injury_rolled", kw_only=True, frozen=True):
    """003 Lingering Injuries: the d20 ``face`` and the ``injury`` it gave (the table)."""

    combatant_id: str
    trigger: str
    face: int
    injury: str


class SystemShockRolled(Event, tag="dnd5e-2024.system_shock_rolled", kw_only=True, frozen=True):
    """003 System Shock: damage of at least half max HP from one source; the DC 15 CON save
    failed and the d10 ``face`` gave ``effect`` (None when the save succeeded)."""

    combatant_id: str
    damage: int
    save: D20Roll
    success: bool
    face: int | None = None
    effect: str | None = None


class MoraleChecked(Event, tag="dnd5e-2024.morale_checked", kw_only=True, frozen=True):
    """003 Morale: ``roller_id`` made the DC 10 WIS save for ``combatant_ids`` (a creature or
    a group) after ``trigger``; on a failure they ``flee`` or, cornered, ``surrender``."""

    roller_id: str
    combatant_ids: tuple[str, ...]
    trigger: str
    save: D20Roll | None = None
    auto_fail: bool = False
    success: bool
    result: Literal["stand", "flee", "surrender"]


class Rested(Event, tag="dnd5e-2024.rested", kw_only=True, frozen=True):
    """``combatant_id`` finished a ``short`` or ``long`` rest (published 5e rules, PHB 2024):
    on a short one, the Hit Point Dice it spent (``hit_die`` sides, ``faces`` rolled, its
    ``con_modifier`` added to each, never below 0 a die) and the hit points that came to
    (``healing``); the changes follow as core events (healing, tracks)."""

    combatant_id: str
    kind: Literal["short", "long"]
    hit_die: int = 0
    faces: tuple[int, ...] = ()
    con_modifier: int = 0
    healing: int = 0


DND5E_EVENTS: tuple[type[Event], ...] = (
    Dnd5eCombatantAdded,
    Dnd5eInitiativeRolled,
    Dnd5eConditionApplied,
    AttackRolled,
    DamageResolved,
    TemporaryHitPointsSet,
    SavingThrowRolled,
    AbilityCheckRolled,
    ContestRolled,
    DeathSaveRolled,
    ActionTaken,
    SpellCast,
    EffectResolved,
    RechargeRolled,
    TurnBudgetRestored,
    MovementSet,
    SavePrompted,
    ItemDropped,
    LingeringInjuryRolled,
    SystemShockRolled,
    MoraleChecked,
    CoverObjectHit,
    Rested,
)
