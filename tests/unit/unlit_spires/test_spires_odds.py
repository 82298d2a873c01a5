"""Exact odds (000_c3c04d669a38e5ba.txt §10 The odds; worked out in docs/rulesets/unlit-spires.md)."""

from fractions import Fraction as F
from itertools import product

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

from fray.rules.unlit_spires.contest import keep_two, resolve_contest
from fray.rules.unlit_spires.errors import SheetError
from fray.rules.unlit_spires.odds import (
    Rules,
    advantage_worth,
    chance,
    contest_odds,
    double_one_chance,
    double_six_chance,
    same_total_chance,
    table_percent,
)

EDGES = range(-4, 7)
SEED_HIT = ["10%", "16%", "24%", "34%", "44%", "56%", "66%", "76%", "84%", "90%", "95%"]
SEED_CLEAN = ["—", "—", "—", "—", "0.1%", "0.4%", "1%", "3%", "5%", "10%", "16%"]


def test_totals_only_reproduces_the_section_10_hit_row() -> None:
    assert [table_percent(contest_odds(e, 0, rules="totals_only").hit) for e in EDGES] == SEED_HIT


def test_totals_only_reproduces_the_section_10_clean_hit_row() -> None:
    got = [table_percent(contest_odds(e, 0, rules="totals_only").clean_hit) for e in EDGES]
    assert got == SEED_CLEAN


@pytest.mark.parametrize(
    "edge, exact, percent",
    [
        (-4, F(141, 1296), 10.88),
        (-3, F(216, 1296), 16.67),
        (4, F(1080, 1296), 83.33),
        (5, F(1155, 1296), 89.12),
        (6, F(1205, 1296), 92.98),
    ],
)
def test_full_rules_match_seed_notes_exactly(edge: int, exact: F, percent: float) -> None:
    odds = contest_odds(edge, 0)
    assert odds.hit == exact and chance(odds.hit).percent == percent


def test_bruce_against_the_zombie_edge_7() -> None:
    # §03: "He hits about 97 times in 100" — 97.30% by totals, 95.29% under the full rules.
    assert chance(contest_odds(5, -2, rules="totals_only").hit).percent == 97.30
    assert chance(contest_odds(5, -2).hit).percent == 95.29


def test_enoch_against_granny_yulan_about_56_in_100() -> None:
    totals, full = contest_odds(8, 7, rules="totals_only"), contest_odds(8, 7)
    assert chance(totals.hit).percent == 55.63 and chance(full.hit).percent == 55.56
    assert table_percent(totals.hit) == table_percent(full.hit) == "56%"


def test_questions_table() -> None:
    assert contest_odds(0, 0, rules="totals_only").clean_hit == F(1, 1296)  # ~1 in 1,300
    assert double_six_chance() == double_one_chance() == F(1, 36)  # ~3%
    assert same_total_chance() == F(146, 1296)  # ~11%
    assert table_percent(same_total_chance()) == "11%"
    assert advantage_worth() == F(35, 24) and round(float(advantage_worth()), 1) == 1.5
    assert contest_odds(0, 0, rules="totals_only").hit == F(575, 1296)  # 44 in 100


def test_full_rules_perfect_strike_and_fumble_are_1_in_36_without_advantage() -> None:
    odds = contest_odds(0, 0)
    assert odds.perfect_strike == odds.fumble == F(1, 36)
    off = contest_odds(0, 0, rules="totals_only")
    assert off.perfect_strike == off.fumble == 0


def brute(a_score: int, d_score: int, a_adv: bool, a_dis: bool, d_adv: bool, d_dis: bool) -> tuple[F, F, F, F]:
    """Slow reference: every die of both sides through resolve_contest."""

    def rolls(adv: bool, dis: bool) -> list[tuple[int, int]]:
        n = 3 if adv != dis else 2
        return [keep_two(d, adv, dis) for d in product(range(1, 7), repeat=n)]

    att, dfn = rolls(a_adv, a_dis), rolls(d_adv, d_dis)
    results = [resolve_contest(a, a_score, d, d_score) for a in att for d in dfn]
    n = len(results)
    return (
        F(sum(r.hit for r in results), n),
        F(sum(r.damage_bonus > 0 for r in results), n),
        F(sum(r.outcome == "perfect_strike" for r in results), n),
        F(sum(r.outcome == "fumble" for r in results), n),
    )


@pytest.mark.parametrize("flags", list(product([False, True], repeat=4)))
def test_full_rules_agree_with_resolving_every_roll(flags: tuple[bool, bool, bool, bool]) -> None:
    for a, d in ((3, 1), (0, 6), (9, -2)):
        o = contest_odds(a, d, *flags)
        assert (o.hit, o.clean_hit, o.perfect_strike, o.fumble) == brute(a, d, *flags)


def test_advantage_raises_and_disadvantage_lowers_the_chance() -> None:
    base = contest_odds(0, 0).hit
    assert contest_odds(0, 0, attacker_advantage=True).hit > base
    assert contest_odds(0, 0, attacker_disadvantage=True).hit < base
    assert contest_odds(0, 0, defender_advantage=True).hit < base
    # the two sides do not cancel, but same-side advantage and disadvantage do
    assert contest_odds(0, 0, True, False, True, False).hit != base
    assert contest_odds(0, 0, True, True).hit == base


def test_report_is_json_ready() -> None:
    report = contest_odds(-4, 0).report()
    data = msgspec.json.decode(msgspec.json.encode(report))
    assert data["hit"] == {"numerator": 47, "denominator": 432, "percent": 10.88}
    assert data["rules"] == "full" and data["edge"] == -4


def test_unknown_rules_are_refused() -> None:
    with pytest.raises(SheetError, match="rules must be"):
        contest_odds(0, 0, rules="house")


flags = st.booleans()


@given(st.integers(-30, 30), flags, flags, flags, flags, st.sampled_from(["full", "totals_only"]))
def test_odds_are_probabilities_and_monotonic_in_edge(
    edge: int, a1: bool, a2: bool, d1: bool, d2: bool, rules: Rules
) -> None:
    o = contest_odds(edge, 0, a1, a2, d1, d2, rules=rules)
    nxt = contest_odds(edge + 1, 0, a1, a2, d1, d2, rules=rules)
    for p in (o.hit, o.clean_hit, o.perfect_strike, o.fumble, o.tie):
        assert 0 <= p <= 1
    assert o.clean_hit <= o.hit and o.hit + o.fumble <= 1
    assert nxt.hit >= o.hit and nxt.clean_hit >= o.clean_hit
    assert contest_odds(edge + 5, 5, a1, a2, d1, d2, rules=rules).hit == o.hit
    if rules == "full":
        assert o.perfect_strike <= o.hit
