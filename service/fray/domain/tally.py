"""What a ruleset tells the fight statistics about its own events (``Ruleset.tally``).

The core counts its own events (damage taken, healing, conditions, turns). Who attacked whom,
whether it hit, how critically, and the type of the damage are a ruleset's words, so each
ruleset reads its events into these facts; the core attributes the damage its ``damage_taken``
events record to the attacker of the same command (``fray.domain.fight_stats``).
"""

from __future__ import annotations

import msgspec


class Strike(msgspec.Struct, frozen=True, kw_only=True):
    """An attack (or a hostile spell's contest) by ``attacker_id`` on ``target_id``: ``hit``
    or not, and its ``marks`` in the ruleset's words (5e ``critical``; the Unlit Spires
    ``clean_hit``, ``perfect_strike``, ``fumble``)."""

    attacker_id: str
    target_id: str
    hit: bool
    marks: tuple[str, ...] = ()


class TypedHarm(msgspec.Struct, frozen=True, kw_only=True):
    """``amount`` of damage of ``damage_type`` reached ``target_id`` (from ``source_id`` when
    known): the by-type breakdown, in rulesets whose damage has types (5e, Meshal Lite)."""

    target_id: str
    damage_type: str
    amount: int
    source_id: str | None = None


Tally = Strike | TypedHarm
