"""What dnd4e's events tell the fight statistics (``Ruleset.tally``).

An attack roll (004 §攻击检定, §攻击结果) is a strike, marked ``critical`` on a critical hit
(004 §重击). Resolved damage gives each portion's damage type (``"fire"``, ``"fire+radiant"``
for a portion of two types, ``"untyped"``) after resistance and vulnerability (004 §抗性和易伤);
for a reader who may not see the target's stat block, as dealt (before them).
DECISION: when the total was halved (weakened, insubstantial), the halved total is shared among
the portions in proportion (the remainder to the first), so the types add up to what was taken.
"""

from __future__ import annotations

from collections.abc import Sequence

from fray.domain.events import Event
from fray.domain.tally import Strike, Tally, TypedHarm

from .events import Dnd4eAttackRolled, Dnd4eDamageResolved


def tally(event: Event) -> Sequence[Tally]:
    """The strike or the typed damage in ``event``.
    Source: 004_e86ae0a0322fa3b5.txt §攻击结果, §重击, §抗性和易伤."""
    if isinstance(event, Dnd4eAttackRolled):
        return [
            Strike(
                attacker_id=event.attacker_id,
                target_id=event.target_id,
                hit=event.result.hit,
                marks=("critical",) if event.result.critical else (),
            )
        ]
    if isinstance(event, Dnd4eDamageResolved):
        # A reader's copy without the target's stat block has no net or total (issue 18):
        # it counts what was dealt, halved as the public ``halved_by`` says.
        portions = [
            ("+".join(p.types) or "untyped", p.amount if p.net is None else p.net)
            for p in event.taken.portions
            if (p.amount if p.net is None else p.net)
        ]
        whole = sum(n for _, n in portions)
        total = event.taken.total
        if total is None:
            total = whole
            for _ in event.taken.halved_by:
                total //= 2
        if whole and total != whole:
            shares = [n * total // whole for _, n in portions]
            shares[0] += total - sum(shares)
            portions = [(t, s) for (t, _), s in zip(portions, shares, strict=True)]
        return [TypedHarm(target_id=event.target_id, damage_type=t, amount=n) for t, n in portions if n]
    return ()
