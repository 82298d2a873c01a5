"""Unlit Spires events: facts with every die and number that followed from them."""

from __future__ import annotations

from typing import Literal

from msgspec import Struct

from fray.domain.events import CombatantAdded, Event

from .contest import Outcome
from .parts import ScorePart
from .stats import SpiresStats


class SpiresCombatantAdded(CombatantAdded, tag="unlit-spires.combatant_added", kw_only=True):
    """A hero or monster joined, with its stat block as built (see ``stats``)."""

    stats: SpiresStats


class ContestSide(Struct, frozen=True, kw_only=True):
    """One side of a contest: the ``score`` with its situational ``modifiers`` (flanking +1 …),
    every die rolled (``dice``, 3 with advantage or disadvantage), the two ``kept`` and the
    ``total`` = kept + score + modifiers."""

    score: int
    modifiers: tuple[ScorePart, ...] = ()
    dice: tuple[int, ...]
    kept: tuple[int, int]
    total: int


class DamageRoll(Struct, frozen=True, kw_only=True):
    """The damage of a hit: the ``expression`` (``"1d6+3"``), the faces of each roll (two rolls
    for a perfect strike), the clean-hit ``bonus``, the target's ``absorb`` (ignored by a
    perfect strike) and the hit points ``dealt`` (at least 1)."""

    expression: str
    rolls: tuple[tuple[int, ...], ...]
    bonus: int
    absorb: int
    ignores_absorb: bool
    dealt: int


class AttackResolved(Event, tag="unlit-spires.attack_resolved", kw_only=True):
    """An attack contest was rolled (000 §01): both sides, the margin and the outcome, and the
    damage if it hit. Its hit points are taken by the ``damage_taken`` event that follows."""

    attacker_id: str
    defender_id: str
    attack_kind: Literal["melee", "missile", "opportunity"] = "melee"
    attack: ContestSide
    defence: ContestSide
    margin: int
    outcome: Outcome
    damage: DamageRoll | None = None


SPIRES_EVENTS: tuple[type[Event], ...] = (SpiresCombatantAdded, AttackResolved)
