"""004_e86ae0a0322fa3b5.txt §持续伤害: ongoing damage of one type does not stack; different
types each apply; each meets resistance; insubstantial halves it, weakened does not."""

from fray.domain.events import known
from fray.rules.dnd4e.ongoing import Ongoing, applying, start_of_turn
from fray.rules.dnd4e.resistance import Resist


def test_untyped_5_then_untyped_10_is_10_not_15() -> None:
    five, ten = Ongoing(effect_id="a", amount=5), Ongoing(effect_id="b", amount=10)
    assert applying([five, ten]) == (ten,)
    assert sum(known(t.taken.total) for t in start_of_turn([five, ten])) == 10


def test_one_type_keeps_the_highest_whatever_the_order() -> None:
    a, b = Ongoing(effect_id="a", amount=10, types=("fire",)), Ongoing(effect_id="b", amount=5, types=("fire",))
    assert applying([a, b]) == (a,) and applying([b, a]) == (a,)


def test_different_types_each_apply() -> None:
    fire, cold, plain = (
        Ongoing(effect_id="f", amount=5, types=("fire",)),
        Ongoing(effect_id="c", amount=5, types=("cold",)),
        Ongoing(effect_id="u", amount=3),
    )
    assert sum(known(t.taken.total) for t in start_of_turn([fire, cold, plain])) == 13


def test_when_the_highest_ends_the_next_one_applies() -> None:
    low = Ongoing(effect_id="low", amount=5, types=("fire",))
    high = Ongoing(effect_id="high", amount=10, types=("fire",))
    remaining = [o for o in (low, high) if o.effect_id != "high"]  # the 10 was saved against
    assert applying(remaining) == (low,)


def test_each_ongoing_damage_meets_resistance_on_its_own() -> None:
    got = start_of_turn(
        [Ongoing(effect_id="f", amount=5, types=("fire",)), Ongoing(effect_id="c", amount=5, types=("cold",))],
        resist=[Resist("all", 5)],
    )
    assert [t.taken.total for t in got] == [0, 0]


def test_a_combined_type_is_its_own_kind() -> None:
    fr = Ongoing(effect_id="fr", amount=5, types=("radiant", "fire"))
    f = Ongoing(effect_id="f", amount=5, types=("fire",))
    assert applying([fr, f]) == (fr, f)


def test_insubstantial_halves_ongoing_damage() -> None:
    (t,) = start_of_turn([Ongoing(effect_id="p", amount=7, types=("poison",))], insubstantial=True)
    assert t.taken.total == 3 and t.taken.halved_by == ("insubstantial",)
