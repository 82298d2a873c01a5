"""Unlit Spires events: facts with every die and number that followed from them.

Hit points, magic points and conditions change through the core events that follow these
(``damage_taken``, ``healing_received``, ``resource_changed``, ``condition_applied/ended``);
the events here record the contest that caused them. Source: 000_c3c04d669a38e5ba.txt.
"""

from __future__ import annotations

from typing import ClassVar, Literal

from msgspec import Struct

from fray.domain.events import CombatantAdded, Event, SecretNumbers

from .contest import Outcome
from .parts import ScorePart
from .stats import SpiresStats


class SpiresCombatantAdded(CombatantAdded, tag="unlit-spires.combatant_added", kw_only=True, frozen=True):
    """A hero or monster joined, with its stat block as built (see ``stats``)."""

    stats: SpiresStats | None = None  # null where the reader may not see it (fray.policy.visibility)


class ContestSide(Struct, frozen=True, kw_only=True):
    """One side of a contest: the ``score`` with its situational ``modifiers`` (flanking +1 …),
    every die rolled (``dice``, 3 with advantage or disadvantage), the two ``kept`` and the
    ``total`` = kept + score + modifiers. ``score``, ``modifiers`` and ``total`` are null for a
    reader who may not see the side's stat block (``fray.policy.visibility``)."""

    score: int | None
    modifiers: tuple[ScorePart, ...] | None = ()
    dice: tuple[int, ...]
    kept: tuple[int, int]
    total: int | None


class DamageRoll(Struct, frozen=True, kw_only=True):
    """The damage of a hit: the ``expression`` (``"1d6+3"``), the faces of each roll (two rolls
    for a perfect strike), the clean-hit ``bonus``, the target's ``absorb`` (ignored by a
    perfect strike) and the hit points ``dealt`` (at least 1). The expression and bonus (the
    attacker's weapon) and the absorb (the target's armour) are null for a reader who may not
    see that stat block, and so are the ``rolls``, for either side's: ``dealt`` is
    rolls + the expression's modifier + bonus − absorb, so the faces with ``dealt`` would give
    a hidden absorb (or, against a known absorb, a hidden weapon's modifier). ``dealt``
    stays: what the blow did (issue 18, docs/secrets.md)."""

    expression: str | None
    rolls: tuple[tuple[int, ...], ...] | None
    bonus: int | None
    absorb: int | None
    ignores_absorb: bool
    dealt: int


class AttackResolved(Event, tag="unlit-spires.attack_resolved", kw_only=True, frozen=True):
    """An attack contest was rolled (000 §01): both sides, the margin and the outcome, and the
    damage if it hit. Its hit points are taken by the ``damage_taken`` event that follows."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        SecretNumbers(
            kind="stats",
            of="attacker_id",
            fields=(
                "attack.score",
                "attack.modifiers",
                "attack.total",
                "margin",
                "damage.expression",
                "damage.bonus",
                "damage.rolls",
            ),
        ),
        SecretNumbers(
            kind="stats",
            of="defender_id",
            fields=("defence.score", "defence.modifiers", "defence.total", "margin", "damage.absorb", "damage.rolls"),
        ),
    )

    attacker_id: str
    defender_id: str
    attack_kind: Literal["melee", "missile", "opportunity"] = "melee"
    range_band: Literal["close", "long", "very_long"] | None = None
    distance_ft: int | None = None
    attack: ContestSide
    defence: ContestSide
    margin: int | None
    outcome: Outcome
    damage: DamageRoll | None = None


class SpellCast(Event, tag="unlit-spires.spell_cast", kw_only=True, frozen=True):
    """``caster_id`` cast ``spell`` of ``spell_level`` at ``targets`` as ``form`` (§05), paying
    ``cost_mp`` magic points (10 × level, §08; the ``resource_changed`` event follows)."""

    caster_id: str
    spell: str
    spell_level: int
    form: Literal["single_target", "area", "healing", "help"]
    targets: tuple[str, ...]
    cost_mp: int


class CounterspellResolved(Event, tag="unlit-spires.counterspell_resolved", kw_only=True, frozen=True):
    """``countered_by`` answered ``caster_id``'s spell with a counterspell of ``spell_level``
    (cost ``cost_mp``): both rolled Magic Attack; the higher total won, a tie let the first
    spell go off (§05). ``spell_goes_off`` says which happened."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        SecretNumbers(
            kind="stats", of="caster_id", fields=("caster.score", "caster.modifiers", "caster.total", "margin")
        ),
        SecretNumbers(
            kind="stats", of="countered_by", fields=("counter.score", "counter.modifiers", "counter.total", "margin")
        ),
    )

    caster_id: str
    countered_by: str
    spell_level: int
    cost_mp: int
    caster: ContestSide
    counter: ContestSide
    margin: int | None
    spell_goes_off: bool


class SpellTargetResult(Struct, frozen=True, kw_only=True):
    """What one spell did to one target: its ``ward`` roll (None with no contest), the +2 the
    caster had against it if it had dropped its guard (``guard_dropped_bonus``), the ``margin``
    and contest ``outcome`` (None with no contest), the ``effect`` ("full", "half"
    or "none"), hit points ``dealt`` and ``healed``, and the condition applied if any."""

    target_id: str
    ward: ContestSide | None = None
    guard_dropped_bonus: int = 0
    margin: int | None = None
    outcome: Outcome | None = None
    effect: Literal["full", "half", "none"]
    dealt: int = 0
    healed: int = 0
    condition: str | None = None


class SpellResolved(Event, tag="unlit-spires.spell_resolved", kw_only=True, frozen=True):
    """A spell's outcome (§05): the caster's one ``magic_attack`` roll (None for healing and
    help), the damage or healing ``rolls`` (faces per roll; two rolls on a perfect strike) of
    the ``expression``, and each target's result. Armour absorbs nothing against magic."""

    secret_numbers: ClassVar[tuple[SecretNumbers, ...]] = (
        SecretNumbers(
            kind="stats", of="caster_id", fields=("magic_attack.score", "magic_attack.modifiers", "magic_attack.total")
        ),
        SecretNumbers(
            kind="stats",
            each="results",
            of="target_id",
            fields=("ward.score", "ward.modifiers", "ward.total", "margin"),
        ),
    )

    caster_id: str
    spell: str
    form: Literal["single_target", "area", "healing", "help"]
    magic_attack: ContestSide | None = None
    expression: str | None = None
    rolls: tuple[tuple[int, ...], ...] = ()
    results: tuple[SpellTargetResult, ...]


class MagicPointsRecovered(Event, tag="unlit-spires.magic_points_recovered", kw_only=True, frozen=True):
    """``combatant_id`` got magic points back (§08) by ``kind`` on campaign ``day`` (None when
    not stated): the rule gives ``rule_amount``; ``amount`` is what fit under the maximum (the
    ``resource_changed`` event follows when it is more than 0)."""

    combatant_id: str
    kind: Literal["long_rest", "short_rest", "first_light", "dead_valley_dawn"]
    day: int | None = None
    rule_amount: int
    amount: int


SPIRES_EVENTS: tuple[type[Event], ...] = (
    SpiresCombatantAdded,
    AttackResolved,
    SpellCast,
    CounterspellResolved,
    SpellResolved,
    MagicPointsRecovered,
)
