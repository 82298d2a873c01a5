"""What dnd5e-2024's events tell the fight statistics (``Ruleset.tally``).

An attack roll (002 §Атака) is a strike, marked ``critical`` on a critical hit; resolved damage
(002 §Шкода) gives each damage type's hit points after resistance, vulnerability and immunity
(before temporary hit points soak any: it is the damage dealt). A reader who may not see the
target's stat block counts each type's roll instead (``final`` is null in its copy: issue 18).
"""

from __future__ import annotations

from collections.abc import Sequence

from fray.domain.events import Event
from fray.domain.tally import Strike, Tally, TypedHarm

from .events import AttackRolled, DamageResolved


def tally(event: Event) -> Sequence[Tally]:
    """The strike or the typed damage in ``event``.
    Source: 002_06b8b5e39c23dcd7.txt §Атака, §Критичні влучання, §Шкода, опір і вразливість."""
    if isinstance(event, AttackRolled):
        return [
            Strike(
                attacker_id=event.attacker_id,
                target_id=event.target_id,
                hit=event.hit,
                marks=("critical",) if event.critical else (),
            )
        ]
    if isinstance(event, DamageResolved):
        return [
            TypedHarm(target_id=event.target_id, damage_type=p.type, amount=amount)
            for p in event.parts
            if (amount := p.rolled if p.final is None else p.final)
        ]
    return ()
