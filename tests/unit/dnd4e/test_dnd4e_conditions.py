"""004_e86ae0a0322fa3b5.txt §状态: conditions' effects, combat advantage, marks."""

from fray.rules.dnd4e.attack_roll import attack_bonus
from fray.rules.dnd4e.conditions import (
    CONDITIONS,
    attack_modifiers,
    can_flank,
    combat_advantage,
    defence_modifiers,
    forced_movement_allowed,
    implied,
    mark,
    mark_holds,
    resistances,
    speed,
)
from fray.rules.dnd4e.defences import DefenceSheet, defence
from fray.rules.dnd4e.resistance import Damage, Resist, damage_taken


def test_all_seventeen_conditions_of_the_chapter() -> None:
    assert len(CONDITIONS) == 17


def test_dying_and_petrified_are_unconscious_and_so_helpless() -> None:
    assert implied({"dying"}) == {"dying", "unconscious", "helpless"}
    assert {"unconscious", "helpless"} <= implied({"petrified"})


def test_combat_advantage_from_the_granting_conditions() -> None:
    for c in ("blinded", "dazed", "dominated", "helpless", "restrained", "stunned", "surprised", "unconscious"):
        assert combat_advantage({c}, melee=False), c
    for c in ("deafened", "immobilized", "slowed", "weakened", "marked"):
        assert not combat_advantage({c}, melee=True), c


def test_a_prone_target_grants_combat_advantage_to_melee_attackers_only() -> None:
    assert combat_advantage({"prone"}, melee=True) == ("prone",)
    assert combat_advantage({"prone"}, melee=False) == ()


def test_no_combat_advantage_without_seeing_the_target() -> None:
    assert combat_advantage({"dazed"}, melee=True, attacker_sees=False) == ()


def test_combat_advantage_is_one_plus_2_however_many_reasons() -> None:
    mods = attack_modifiers(set(), {"dazed", "restrained", "prone"}, kind="melee", flanked=True)
    assert attack_bonus(1, "STR", 0, mods).total == 2


def test_attacker_prone_and_restrained_each_minus_2_and_blinded_minus_5() -> None:
    mods = attack_modifiers({"prone", "restrained"}, set(), kind="melee")
    assert attack_bonus(1, "STR", 0, mods).total == -4
    blind = attack_modifiers({"blinded"}, {"dazed"}, kind="melee")
    assert [m.value for m in blind] == [-5]  # and no combat advantage: it cannot see


def test_marked_minus_2_unless_the_attack_includes_the_marker() -> None:
    off = attack_modifiers({"marked"}, set(), kind="close", marked_by="fighter", target_ids=("wizard",))
    assert [(m.source, m.value) for m in off] == [("marked", -2)]
    on = attack_modifiers({"marked"}, set(), kind="close", marked_by="fighter", target_ids=("wizard", "fighter"))
    assert on == []


def test_one_mark_at_a_time_and_it_ends_when_the_marker_drops() -> None:
    assert mark("fighter", "paladin") == "paladin"
    assert mark_holds(False, set())
    assert not mark_holds(False, {"dying"})
    assert not mark_holds(True, set())


def test_unconscious_minus_5_to_every_defence() -> None:
    s = DefenceSheet(level=4)
    mods = defence_modifiers({"dying"})
    assert {d: defence(s, d, mods).total for d in ("ac", "fortitude", "reflex", "will")} == {
        "ac": 7,
        "fortitude": 7,
        "reflex": 7,
        "will": 7,
    }


def test_prone_plus_2_against_ranged_attacks_from_afar_only() -> None:
    assert [m.value for m in defence_modifiers({"prone"}, ranged=True, adjacent=False)] == [2]
    assert defence_modifiers({"prone"}, ranged=True, adjacent=True) == []
    assert defence_modifiers({"prone"}, ranged=False, adjacent=False) == []


def test_petrified_resists_20_to_all_damage() -> None:
    assert resistances({"petrified"}) == [Resist("all", 20)]
    assert damage_taken([Damage(25, ("fire",))], resistances({"petrified"})).total == 5


def test_speed_slowed_immobilized_restrained() -> None:
    assert speed(6, {"slowed"}) == 2
    assert speed(1, {"slowed"}) == 1
    assert speed(6, {"immobilized"}) == 0
    assert speed(6, {"restrained"}) == 0
    assert speed(6, {"stunned"}) == 0
    assert forced_movement_allowed({"immobilized"}) and not forced_movement_allowed({"restrained"})


def test_who_cannot_flank() -> None:
    assert not can_flank({"dazed"}) and not can_flank({"dying"}) and can_flank({"slowed"})
