"""What the Unlit Spires' events tell the fight statistics (``Ruleset.tally``).

An attack contest (§01) is a strike: a hit for ``hit``, ``clean_hit`` and ``perfect_strike``,
a miss for ``miss`` and ``fumble``; the three special outcomes are its marks (the criticals of
the Unlit Spires). A hostile spell's contest against each target's ward (§05) is a strike of
the caster's too. The Spires' damage has no types.
"""

from __future__ import annotations

from collections.abc import Sequence

from fray.domain.events import Event
from fray.domain.tally import Strike, Tally

from .events import AttackResolved, SpellResolved

HITS = ("hit", "clean_hit", "perfect_strike")
MARKS = ("clean_hit", "perfect_strike", "fumble")


def tally(event: Event) -> Sequence[Tally]:
    """The strikes in ``event``: its attack contest, or its spell's contests against wards.
    Source: 000_c3c04d669a38e5ba.txt §01 The margin, §05 Magic."""
    if isinstance(event, AttackResolved):
        return [_strike(event.attacker_id, event.defender_id, event.outcome)]
    if isinstance(event, SpellResolved):
        return [_strike(event.caster_id, r.target_id, r.outcome) for r in event.results if r.outcome is not None]
    return ()


def _strike(attacker: str, target: str, outcome: str) -> Strike:
    return Strike(
        attacker_id=attacker, target_id=target, hit=outcome in HITS, marks=(outcome,) if outcome in MARKS else ()
    )
