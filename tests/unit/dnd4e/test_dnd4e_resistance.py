"""004_e86ae0a0322fa3b5.txt §抗性和易伤, §状态 (虚弱, 虚体); Rules Compendium pp. 222–224:
combined types, non-cumulative resistance, half damage after resistance and vulnerability."""

from hypothesis import given
from hypothesis import strategies as st

from fray.domain.events import known
from fray.rules.dnd4e.resistance import (
    Damage,
    HalfReason,
    Resist,
    Vulnerable,
    damage_taken,
    halvings,
    resistance_to,
    vulnerability_to,
)


def test_resist_5_fire_takes_5_less_and_never_below_zero() -> None:
    assert damage_taken([Damage(12, ("fire",))], [Resist("fire", 5)]).total == 7
    assert damage_taken([Damage(3, ("fire",))], [Resist("fire", 5)]).total == 0
    assert damage_taken([Damage(12, ("cold",))], [Resist("fire", 5)]).total == 12


def test_vulnerable_5_fire_takes_5_more() -> None:
    assert damage_taken([Damage(12, ("fire",))], vulnerable=[Vulnerable("fire", 5)]).total == 17


def test_resistance_to_combined_types_needs_every_type_and_the_weakest_applies() -> None:
    # Rules Compendium p. 224: resist 10 lightning, resist 5 thunder, 15 lightning and thunder → 10
    both = [Resist("lightning", 10), Resist("thunder", 5)]
    assert damage_taken([Damage(15, ("lightning", "thunder"))], both).total == 10
    # with only resist 10 lightning, all 15
    assert damage_taken([Damage(15, ("lightning", "thunder"))], [Resist("lightning", 10)]).total == 15


def test_vulnerabilities_to_combined_types_add() -> None:
    v = [Vulnerable("thunder", 5), Vulnerable("lightning", 2)]
    assert vulnerability_to(v, ("thunder", "lightning")) == 7
    assert damage_taken([Damage(10, ("thunder", "lightning"))], vulnerable=v).total == 17


def test_vulnerable_all_counts_once_against_combined_types() -> None:
    assert vulnerability_to([Vulnerable("all", 5)], ("fire", "radiant")) == 5


def test_resistances_are_not_cumulative_resist_all_included() -> None:
    assert resistance_to([Resist("cold", 5), Resist("cold", 10)], ("cold",)) == 10
    assert resistance_to([Resist("cold", 5), Resist("all", 2)], ("cold",)) == 5
    assert resistance_to([Resist("all", 2)], ("fire",)) == 2


def test_untyped_damage_meets_only_resist_all() -> None:
    assert resistance_to([Resist("fire", 5)], ()) == 0
    assert resistance_to([Resist("fire", 5), Resist("all", 20)], ()) == 20


def test_resistance_and_vulnerability_to_one_type_offset() -> None:
    # resist 5 fire and vulnerable 10 fire: as vulnerable 5 fire
    assert damage_taken([Damage(8, ("fire",))], [Resist("fire", 5)], [Vulnerable("fire", 10)]).total == 13


def test_mixed_damage_of_one_hit_each_portion_meets_its_own_resistance() -> None:
    taken = damage_taken([Damage(10, ()), Damage(6, ("fire",))], [Resist("fire", 5)])
    assert [(p.types, p.net) for p in taken.portions] == [((), 10), (("fire",), 1)]
    assert taken.total == 11


def test_same_typed_portions_add_before_resistance() -> None:
    assert damage_taken([Damage(4, ("fire",)), Damage(4, ("fire",))], [Resist("fire", 5)]).total == 3


def test_weakened_halves_after_vulnerability_albanon_deals_10() -> None:
    # Rules Compendium p. 222: weakened ice storm, 16 cold against vulnerable 5 cold: (16 + 5) / 2 = 10
    taken = damage_taken(
        [Damage(16, ("cold",))],
        vulnerable=[Vulnerable("cold", 5)],
        halved_by=halvings("attack", attacker_weakened=True),
    )
    assert taken.before_halving == 21 and taken.total == 10 and taken.halved_by == ("weakened",)


def test_insubstantial_halves_after_resistance() -> None:
    # a specter with resist 10 necrotic takes 12 necrotic: 2, halved to 1
    assert (
        damage_taken(
            [Damage(12, ("necrotic",))],
            [Resist("necrotic", 10)],
            halved_by=halvings("attack", target_insubstantial=True),
        ).total
        == 1
    )


def test_weakened_does_not_halve_ongoing_or_rollless_damage_insubstantial_halves_all() -> None:
    assert halvings("ongoing", attacker_weakened=True) == ()
    assert halvings("other", attacker_weakened=True) == ()
    assert halvings("ongoing", target_insubstantial=True) == ("insubstantial",)
    assert halvings("attack", miss=True, attacker_weakened=True, target_insubstantial=True) == (
        "miss",
        "weakened",
        "insubstantial",
    )


def test_each_halving_halves_once_rounding_down() -> None:
    assert damage_taken([Damage(15)], halved_by=("miss",)).total == 7
    assert damage_taken([Damage(15)], halved_by=("miss", "weakened")).total == 3


amount = st.integers(0, 60)
kinds = st.sampled_from(["fire", "cold", "all", "thunder"])


@given(
    st.lists(st.tuples(amount, st.lists(st.sampled_from(["fire", "cold", "thunder"]), max_size=2)), max_size=3),
    st.lists(st.builds(Resist, kinds, st.integers(0, 20)), max_size=3),
    st.lists(st.builds(Vulnerable, kinds, st.integers(0, 20)), max_size=3),
    st.lists(st.sampled_from(["miss", "weakened", "insubstantial"]), max_size=3),
)
def test_damage_taken_is_never_negative_and_halving_never_adds(
    dmg: list[tuple[int, list[str]]], res: list[Resist], vul: list[Vulnerable], half: list[HalfReason]
) -> None:
    hits = [Damage(a, tuple(t)) for a, t in dmg]
    taken = damage_taken(hits, res, vul, half)
    assert 0 <= known(taken.total) <= known(taken.before_halving)
    assert all(known(p.net) >= 0 for p in taken.portions)
