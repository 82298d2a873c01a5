"""What Meshal Lite's events tell the fight statistics (``Ruleset.tally``).

An attack (001 攻击) is one strike, a hit when any of its segments hit; its damage is of the
attack's type (``attack_type``), counted in dice of the pools it emptied. Meshal Lite has no
critical hits.
"""

from __future__ import annotations

from collections.abc import Sequence

from fray.domain.events import Event
from fray.domain.tally import Strike, Tally, TypedHarm

from .events import MeshalAttackResolved


def tally(event: Event) -> Sequence[Tally]:
    """The strike and the typed damage of an attack. Source: 001_5f4122b8a83d6727.txt 攻击."""
    if not isinstance(event, MeshalAttackResolved):
        return ()
    facts: list[Tally] = [
        Strike(attacker_id=event.attacker_id, target_id=event.target_id, hit=any(s.hit for s in event.segments))
    ]
    damage = sum(s.damage for s in event.segments)
    if damage:
        facts.append(
            TypedHarm(
                target_id=event.target_id, damage_type=event.attack_type, amount=damage, source_id=event.attacker_id
            )
        )
    return facts
