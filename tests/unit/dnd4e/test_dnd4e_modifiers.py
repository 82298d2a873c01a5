"""004_e86ae0a0322fa3b5.txt §加值与减值: typed bonuses, untyped bonuses, penalties, offsets."""

import random

from hypothesis import given
from hypothesis import strategies as st

from fray.rules.dnd4e.modifiers import (
    BONUS_TYPES,
    Modifier,
    Part,
    derive,
    stack,
    with_more,
)


def counted(mods: list[Modifier]) -> list[tuple[str, int]]:
    return [(p.label, p.value) for p in stack(mods) if p.counted]


def test_two_bonuses_of_one_type_do_not_stack_the_highest_applies() -> None:
    mods = [
        Modifier(value=1, source="+1 wand", type="enhancement"),
        Modifier(value=3, source="+3 staff", type="enhancement"),
    ]
    parts = stack(mods)
    assert counted(mods) == [("+3 staff", 3)]
    assert not parts[0].counted and "higher enhancement bonus" in parts[0].why
    assert derive([], mods).total == 3


def test_bonuses_of_different_types_add() -> None:
    mods = [
        Modifier(value=1, source="Hellfire Blood", type="feat"),
        Modifier(value=1, source="+1 wand", type="enhancement"),
        Modifier(value=2, source="Bless", type="power"),
    ]
    assert derive([], mods).total == 4


def test_untyped_bonuses_add_unless_from_the_same_source() -> None:
    # two warlords' Tactical Presence: one source, the higher counts (004 §加值与减值)
    same = [Modifier(value=3, source="Tactical Presence"), Modifier(value=4, source="Tactical Presence")]
    assert derive([], same).total == 4
    different = [Modifier(value=2, source="combat advantage"), Modifier(value=1, source="charge")]
    assert derive([], different).total == 3


def test_penalties_add_unless_from_the_same_power_then_the_worst() -> None:
    two_powers = [Modifier(value=-2, source="Dazing Strike"), Modifier(value=-2, source="Curse")]
    assert derive([], two_powers).total == -4
    one_power = [Modifier(value=-2, source="Ghoul Claw"), Modifier(value=-3, source="Ghoul Claw")]
    parts = stack(one_power)
    assert derive([], one_power).total == -3
    assert not parts[0].counted and "worse penalty" in parts[0].why


def test_a_penalty_is_untyped_even_if_given_a_type() -> None:
    # a −2 "power" penalty does not compete with a +2 power bonus; they offset
    mods = [Modifier(value=2, source="Bless", type="power"), Modifier(value=-2, source="Hex", type="power")]
    assert derive([], mods).total == 0


def test_bonuses_and_penalties_offset() -> None:
    d = derive([Part(label="base", value=10)], [Modifier(value=2, source="A"), Modifier(value=-2, source="B")])
    assert d.total == 10
    assert d.formula() == "10 = 10 (base) + 2 (A) − 2 (B)"


def test_with_more_restacks_against_what_was_there() -> None:
    d = derive([Part(label="base", value=10)], [Modifier(value=4, source="armour", type="enhancement")])
    assert with_more(d, [Modifier(value=2, source="ring", type="enhancement")]).total == 14
    assert with_more(d, [Modifier(value=5, source="ring", type="enhancement")]).total == 15


modifier = st.builds(
    Modifier, value=st.integers(-6, 6), source=st.sampled_from(["a", "b", "c"]), type=st.sampled_from(BONUS_TYPES)
)


@given(st.lists(modifier, max_size=8))
def test_the_total_is_the_sum_of_the_counted_parts(mods: list[Modifier]) -> None:
    d = derive([Part(label="base", value=10)], mods)
    assert d.total == sum(p.value for p in d.parts if p.counted)
    assert len(d.parts) == len(mods) + 1


@given(st.lists(modifier, max_size=8), st.randoms())
def test_the_total_does_not_depend_on_order(mods: list[Modifier], rnd: random.Random) -> None:
    shuffled = list(mods)
    rnd.shuffle(shuffled)
    assert derive([], mods).total == derive([], shuffled).total


@given(st.lists(modifier, max_size=8))
def test_at_most_one_bonus_per_type_counts(mods: list[Modifier]) -> None:
    typed = [p.kind for p in stack(mods) if p.counted and p.value > 0 and p.kind != "untyped"]
    assert len(typed) == len(set(typed))
