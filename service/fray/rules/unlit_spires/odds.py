"""Exact odds of a contest, by enumerating every die (000_c3c04d669a38e5ba.txt §10 The odds).

No simulation. Each side's kept pair is precomputed once as a table of
``(sum, double six?, double one?) -> ways``; a contest is then at most 13 × 13 products.

Two rule sets, always labelled:
- ``"totals_only"``: decided by totals alone. This is what the seed's §10 table prints.
- ``"full"``: with §01's overrides (the attacker's double six always hits, double one always
  misses). This is the chance a player actually has.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache
from itertools import product
from typing import Literal

from msgspec import Struct

from . import tables as t
from .contest import keep_two
from .errors import SheetError

Rules = Literal["full", "totals_only"]
_Kept = tuple[tuple[tuple[int, bool, bool], int], ...]


@lru_cache(maxsize=4)
def _kept(advantage: bool, disadvantage: bool) -> tuple[_Kept, int]:
    """The kept-pair distribution as ``((sum, double six, double one), ways)`` and total ways."""
    n = 3 if advantage != disadvantage else 2
    ways: Counter[tuple[int, bool, bool]] = Counter()
    for dice in product(range(1, 7), repeat=n):
        a, b = keep_two(dice, advantage, disadvantage)
        ways[(a + b, a == b == 6, a == b == 1)] += 1
    return tuple(sorted(ways.items())), 6**n


class Chance(Struct, frozen=True):
    """A probability ready for JSON: exact ``numerator/denominator`` and ``percent`` (2 dp)."""

    numerator: int
    denominator: int
    percent: float


class OddsReport(Struct, frozen=True):
    """JSON-ready :class:`Odds` (msgspec cannot encode ``Fraction``)."""

    rules: Rules
    edge: int
    hit: Chance
    clean_hit: Chance
    perfect_strike: Chance
    fumble: Chance
    tie: Chance


class Odds(Struct, frozen=True):
    """Exact chances of one attack (Fractions in 0..1) under ``rules``; edge = attack − defence.

    ``hit`` includes clean hits and perfect strikes; ``perfect_strike`` and ``fumble`` are 0
    under "totals_only" (those rules are off); ``tie`` is the chance the totals are equal.
    """

    rules: Rules
    edge: int
    hit: Fraction
    clean_hit: Fraction
    perfect_strike: Fraction
    fumble: Fraction
    tie: Fraction

    def report(self) -> OddsReport:
        """The same odds as a JSON-encodable :class:`OddsReport`.

        Source: 000_c3c04d669a38e5ba.txt §10 The odds.
        """
        c = chance
        return OddsReport(
            self.rules, self.edge, c(self.hit), c(self.clean_hit), c(self.perfect_strike), c(self.fumble), c(self.tie)
        )


def chance(p: Fraction) -> Chance:
    """A probability (Fraction in 0..1) as a :class:`Chance`; percent rounded half-up to 2
    decimals (47/432 -> 10.88). Never raises. Source: 000_c3c04d669a38e5ba.txt §10 The odds.
    """
    hundredths = _half_up(p * 10000)
    return Chance(p.numerator, p.denominator, hundredths / 100)


def table_percent(p: Fraction) -> str:
    """A chance written the way the §10 table writes it: "—" for 0, one decimal below 1%
    ("0.1%"), else whole percent ("44%"), rounding half up. This is the convention that
    reproduces every cell of the seed's table. Never raises.
    Source: 000_c3c04d669a38e5ba.txt §10 The odds.
    """
    if p == 0:
        return "—"
    if p * 100 < 1:
        return f"{_half_up(p * 1000) / 10}%"
    return f"{_half_up(p * 100)}%"


@lru_cache(maxsize=4096)
def contest_odds(
    attack_score: int,
    defence_score: int,
    attacker_advantage: bool = False,
    attacker_disadvantage: bool = False,
    defender_advantage: bool = False,
    defender_disadvantage: bool = False,
    rules: Rules = "full",
) -> Odds:
    """Exact chances that kept 2d6 + ``attack_score`` beats kept 2d6 + ``defence_score``.

    Both sides' dice are enumerated (3d6 keep best/worst two with advantage/disadvantage; both
    on one side cancel, see ``contest.dice_to_roll``). A tie goes to the defender; a margin of
    10+ is a clean hit. Under "full", the attacker's 6+6 always hits (and is also a clean hit
    when the margin is 10+) and 1+1 always misses. Raises SheetError for unknown ``rules``.
    Source: 000_c3c04d669a38e5ba.txt §10 The odds, §01 The contest.
    """
    if rules not in ("full", "totals_only"):
        raise SheetError(f"rules must be 'full' or 'totals_only', got {rules!r}")
    attack, a_total = _kept(attacker_advantage, attacker_disadvantage)
    defence, d_total = _kept(defender_advantage, defender_disadvantage)
    edge = attack_score - defence_score
    full = rules == "full"
    hit = clean = perfect = fumble = tie = 0
    for (a_sum, six, one), a_ways in attack:
        for (d_sum, _, _), d_ways in defence:
            ways = a_ways * d_ways
            margin = a_sum + edge - d_sum
            tie += ways if margin == 0 else 0
            if full and one:
                fumble += ways
            elif (full and six) or margin > 0:
                hit += ways
                perfect += ways if full and six else 0
                clean += ways if margin >= t.CLEAN_HIT_MARGIN else 0
    whole = a_total * d_total
    return Odds(rules, edge, *(Fraction(x, whole) for x in (hit, clean, perfect, fumble, tie)))


def advantage_worth() -> Fraction:
    """What advantage is worth, in points: mean of the best two of 3d6 minus mean of 2d6.

    = 35/24 ≈ 1.46, "about +1.5". (DECISION: this is the measure; the hit-chance shift it
    buys varies with the edge.) Source: 000_c3c04d669a38e5ba.txt §01, §10 The odds.
    """
    return _mean(True, False) - _mean(False, False)


def double_six_chance() -> Fraction:
    """Chance the two kept dice (no advantage) are 6 and 6: 1/36.

    Source: 000_c3c04d669a38e5ba.txt §10 The odds (questions).
    """
    return _share(lambda six, one: six)


def double_one_chance() -> Fraction:
    """Chance the two kept dice (no advantage) are 1 and 1: 1/36.

    Source: 000_c3c04d669a38e5ba.txt §10 The odds (questions).
    """
    return _share(lambda six, one: one)


def same_total_chance() -> Fraction:
    """Chance two plain 2d6 rolls have the same total: 146/1296 ≈ 11%.

    Source: 000_c3c04d669a38e5ba.txt §10 The odds (questions).
    """
    return contest_odds(0, 0, rules="totals_only").tie


def _mean(advantage: bool, disadvantage: bool) -> Fraction:
    table, whole = _kept(advantage, disadvantage)
    return Fraction(sum(s * ways for (s, _, _), ways in table), whole)


def _share(pick: Callable[[bool, bool], bool]) -> Fraction:
    table, whole = _kept(False, False)
    return Fraction(sum(w for (_, six, one), w in table if pick(six, one)), whole)


def _half_up(x: Fraction) -> int:
    """Round a non-negative Fraction to the nearest integer, halves up."""
    return (x + Fraction(1, 2)).__floor__()
