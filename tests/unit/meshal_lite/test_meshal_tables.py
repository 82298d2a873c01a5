"""Combat intensity and the material table (001 §战斗强度Combat Intensity, §破坏Breaking an
Object与摧毁Ruining an Object); the encounter options."""

import pytest

from fray.domain.errors import InvalidCommand
from fray.rules.meshal_lite.intensity import (
    TABLE,
    intensity,
    out_of_the_fight,
    reward,
    strength_gap,
)
from fray.rules.meshal_lite.objects import MATERIALS, object_state, object_stats
from fray.rules.meshal_lite.options import check_options, read_options


@pytest.mark.parametrize(
    "gap, name, chinese, prize",
    [
        (-31, "Easy", "轻松", 0),
        (-100, "Easy", "轻松", 0),
        (-30, "Basic", "简单", 1),
        (-1, "Basic", "简单", 1),
        (0, "Rival", "均势", 2),
        (29, "Rival", "均势", 2),
        (30, "Messy", "棘手", 3),
        (59, "Messy", "棘手", 3),
        (60, "Tough", "艰巨", 6),
        (89, "Tough", "艰巨", 6),
        (90, "Desperate", "绝望", 12),
        (500, "Desperate", "绝望", 12),
    ],
)
def test_the_combat_intensity_table(gap: int, name: str, chinese: str, prize: int) -> None:
    row = intensity(gap)
    assert (row.name, row.chinese, row.reward) == (name, chinese, prize)


def test_the_table_has_six_rows_in_order() -> None:
    assert [r.reward for r in TABLE] == [0, 1, 2, 3, 6, 12]


def test_strength_gap_divides_by_the_party_and_drops_the_fraction() -> None:
    assert strength_gap([60, 60, 45], [36, 36, 36]) == 19  # (165 − 108) ÷ 3 = 19
    assert intensity(strength_gap([60, 60, 45], [36, 36, 36])).name == "Rival"
    assert strength_gap([36], [36, 37]) == -18  # −37 ÷ 2 = −18.5 → −18
    assert strength_gap([0], [1, 0]) == 0  # −0.5 → 0: Rival
    with pytest.raises(InvalidCommand):
        strength_gap([36], [])


def test_rewards_go_to_victors_who_did_not_flee() -> None:
    row = intensity(45)
    assert reward(row, won=True, fled=False) == 3
    assert reward(row, won=True, fled=True) == 0 and reward(row, won=False, fled=False) == 0


def test_a_side_is_beaten_when_all_are_unconscious_or_dead() -> None:
    assert out_of_the_fight(["unconscious", "dead"]) and not out_of_the_fight(["dead", "awake"])
    assert not out_of_the_fight([])


@pytest.mark.parametrize(
    "material, per_finger, physical, erosion",
    [
        ("paper", 2, 0, 0),
        ("ceramic", 3, 0, 1),
        ("glass", 3, 1, 0),
        ("wood", 4, 1, 2),
        ("brick", 5, 3, 2),
        ("plastic", 5, 4, 0),
        ("iron", 6, 4, 2),
        ("stone", 8, 5, 5),
        ("steel", 12, 7, 3),
    ],
)
def test_the_material_table(material: str, per_finger: int, physical: int, erosion: int) -> None:
    s = object_stats(material, 2)
    assert s.durability == per_finger * 2
    assert (s.protections.physical, s.protections.erosion) == (physical, erosion)
    assert s.protections.immune == ("occult",)
    assert MATERIALS[material].per_finger == per_finger


def test_material_modifiers() -> None:
    assert object_stats("wood", 5, ["worn"]).durability == 10  # 20 ÷ 2
    assert object_stats("wood", 5, ["worn"]).protections.physical == 0  # 1 − 1
    r = object_stats("iron", 3, ["reinforced"])
    assert (r.durability, r.protections.physical, r.protections.erosion) == (36, 5, 3)
    e = object_stats("stone", 1, ["enchanted"])
    assert (e.durability, e.protections.physical) == (24, 8)
    d = object_stats("steel", 2, ["delicate"])
    assert (d.durability, d.protections.physical, d.protections.erosion) == (12, 3, 1)  # 7 ÷ 2, 3 ÷ 2
    # Combined: divide before adding: steel 7 ÷ 2 − 1 = 2.5 → 2.
    assert object_stats("steel", 2, ["worn", "delicate"]).protections.physical == 2
    with pytest.raises(InvalidCommand):
        object_stats("cheese", 1)
    with pytest.raises(InvalidCommand):
        object_stats("wood", 1, ["worn", "worn"])
    with pytest.raises(InvalidCommand):
        object_stats("wood", 0)


def test_breaking_and_ruining() -> None:
    assert object_state(10, 9) == "intact"
    assert object_state(10, 10) == "broken"
    assert object_state(10, 19) == "broken" and object_state(10, 20) == "ruined"


def test_options_default_and_refuse_unknown_or_bad_values() -> None:
    o = check_options({})
    assert o["mobility_per_round"] == 3 and o["mobility_refill"] == "round" and o["drop_item_cost"] == 0
    assert o["defence_pools"] == {"parry": "might", "dodge": "activeness", "resist": "spirit"}
    assert not any(o[k] for k in ("expense_of_fate", "coup_de_grace", "group_initiative", "overreach"))
    assert read_options({"mobility_per_round": 4, "coup_de_grace": True}).coup_de_grace
    for bad in (
        {"mobility_per_round": 0},
        {"drop_item_cost": 2},
        {"initiative": "side"},
        {"defence_pools": {"parry": "luck"}},
        {"mobility_refill": "never"},
    ):
        with pytest.raises(InvalidCommand):
            check_options(bad)
