"""Unconscious and dead, coup de grâce, fleeing and the chase, rest (001 §昏迷Unconsciousness
与死亡Death, §失败Losing a Combat, §休息Resting)."""

import pytest

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.rules.meshal_lite.attributes import INVALID, attribute, pools, remove_dice
from fray.rules.meshal_lite.fleeing import (
    chase,
    check_may_flee,
    flee_difficulty,
    flees,
    unhit_streak,
)
from fray.rules.meshal_lite.rest import full_rest, rest_dice, rest_hour
from fray.rules.meshal_lite.survival import can_act, coup_de_grace, standing


def test_any_empty_pool_is_unconscious_all_three_is_dead() -> None:
    assert standing(pools(attribute(3), attribute(3), attribute(3))) == "awake"
    down = pools(attribute(3), attribute(3, dice=0), attribute(3))
    assert standing(down) == "unconscious" and not can_act(down)
    assert standing(pools(attribute(3, dice=0), attribute(3, dice=0), attribute(3, dice=0))) == "dead"


def test_waking_when_every_pool_has_a_die_again() -> None:
    down = pools(attribute(3), attribute(3, dice=0), attribute(3))
    down["activeness"] = attribute(3, dice=1)
    assert standing(down) == "awake"


def test_a_dash_attribute_never_knocks_out_and_the_rest_decide_death() -> None:
    ghost = pools(INVALID, attribute(3), attribute(3))
    assert standing(ghost) == "awake"
    ghost["activeness"], _ = remove_dice(ghost["activeness"], 3)
    assert standing(ghost) == "unconscious"
    ghost["spirit"], _ = remove_dice(ghost["spirit"], 3)
    assert standing(ghost) == "dead"
    assert standing(pools(INVALID, INVALID, INVALID)) == "awake"


def test_coup_de_grace_kills_an_unconscious_creature_it_hits() -> None:
    down = pools(attribute(3), attribute(3, dice=0), attribute(3))
    assert coup_de_grace(down, hit=True, allowed=True) is True
    assert coup_de_grace(down, hit=False, allowed=True) is False
    with pytest.raises(RuleViolation):
        coup_de_grace(down, hit=True, allowed=False)
    with pytest.raises(RuleViolation):
        coup_de_grace(pools(attribute(3), attribute(3), attribute(3)), hit=True, allowed=True)


def test_fleeing_needs_three_rounds_unhit() -> None:
    s = 0
    for hit in (False, False, True, False, False):
        s = unhit_streak(s, hit)
    assert s == 2
    with pytest.raises(RuleViolation):
        check_may_flee(s)
    check_may_flee(unhit_streak(s, False))


def test_fleeing_beats_the_highest_hostile_activeness_pool() -> None:
    d = flee_difficulty([2, 4, 3])
    assert d == 4 and flees(5, d) and not flees(4, d)
    assert flee_difficulty([]) == 0


def test_the_chase_ends_on_a_lead_of_six() -> None:
    c = chase([2, 3, 2], [0, 1, 0])
    assert c.outcome == "caught" and c.minutes == 3 and c.pursuer_totals == (2, 5, 7)
    e = chase([0, 0, 1, 0], [2, 2, 1, 2])
    assert e.outcome == "escaped" and e.minutes == 4
    assert chase([1], [1]).outcome == "running"
    with pytest.raises(InvalidCommand):
        chase([6, 1], [0, 0])


def test_an_hour_of_rest_rolls_each_damaged_pool_at_least_one_die() -> None:
    p = pools(attribute(4, dice=0), attribute(3, dice=2), attribute(3))
    assert [rest_dice(p[n]) for n in ("might", "activeness", "spirit")] == [1, 2, 0]
    h = rest_hour(p, {"might": (2,), "activeness": (1, 2)})
    assert h.regained == {"might": 2, "activeness": 1}
    assert h.attrs["might"].dice == 2 and h.attrs["activeness"].dice == 3 and not h.full
    h2 = rest_hour(h.attrs, {"might": (2, 2)})
    assert h2.attrs["might"].dice == 4 and h2.full and full_rest(h2.attrs)


def test_rest_refuses_rolls_it_does_not_need() -> None:
    p = pools(attribute(4, dice=0), attribute(3), attribute(3))
    with pytest.raises(InvalidCommand):
        rest_hour(p, {"might": (1,), "spirit": (1, 1, 1)})
    with pytest.raises(InvalidCommand):
        rest_hour(p, {"might": (1, 2)})
    with pytest.raises(InvalidCommand):
        rest_hour(p, {})
