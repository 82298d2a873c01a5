"""Ongoing damage: dealt at the start of the creature's turn, stacked by type.

Source: 004_e86ae0a0322fa3b5.txt §持续伤害: at the start of its turn a creature takes each
ongoing damage it has; at the end of each of its turns it saves against each one (save ends,
:mod:`.saves`); ongoing damage of different types each applies and is saved against
separately; of the same type, or untyped, only the highest applies (5 untyped and then 10
untyped: 10, not 15).

Each ongoing damage stays its own effect with its own duration and save (§持续时间: effects
that can be saved against are tracked separately), so when the highest of one type ends, the
next highest of that type applies again. DECISIONS: a combined type (fire and radiant) is a
type of its own; on a tie the one applied first counts. Each applied ongoing damage meets
resistance, vulnerability and insubstantial on its own; weakened never halves it
(:mod:`.resistance`).
"""

from __future__ import annotations

from collections.abc import Sequence

from msgspec import Struct

from .resistance import Damage, DamageTaken, Resist, Vulnerable, damage_taken, halvings


class Ongoing(Struct, frozen=True, kw_only=True):
    """Ongoing ``amount`` damage of ``types`` (empty: untyped) from the effect ``effect_id``."""

    effect_id: str
    amount: int
    types: tuple[str, ...] = ()

    def kind(self) -> tuple[str, ...]:
        """The stacking key: its types, sorted (empty for untyped)."""
        return tuple(sorted(set(self.types)))


def applying(ongoing: Sequence[Ongoing]) -> tuple[Ongoing, ...]:
    """The ongoing damage that applies: per type (untyped being one kind) the highest; the
    first given wins a tie. Order: first appearance of each kind.
    Source: 004_e86ae0a0322fa3b5.txt §持续伤害 (同种类型, 不同类型). Never raises."""
    best: dict[tuple[str, ...], Ongoing] = {}
    for o in ongoing:
        k = o.kind()
        if k not in best or o.amount > best[k].amount:
            best[k] = o
    return tuple(best.values())


class OngoingTaken(Struct, frozen=True, kw_only=True):
    """One ongoing damage that applied at a turn's start and what the creature took from it."""

    ongoing: Ongoing
    taken: DamageTaken


def start_of_turn(
    ongoing: Sequence[Ongoing],
    resist: Sequence[Resist] = (),
    vulnerable: Sequence[Vulnerable] = (),
    insubstantial: bool = False,
) -> tuple[OngoingTaken, ...]:
    """What a creature takes at the start of its turn: each applying ongoing damage on its
    own through resistance, vulnerability and insubstantial (halved). Never raises.
    Source: 004_e86ae0a0322fa3b5.txt §持续伤害, §状态 (虚体); Rules Compendium p. 222."""
    half = halvings("ongoing", target_insubstantial=insubstantial)
    return tuple(
        OngoingTaken(ongoing=o, taken=damage_taken([Damage(o.amount, o.types)], resist, vulnerable, half))
        for o in applying(ongoing)
    )
