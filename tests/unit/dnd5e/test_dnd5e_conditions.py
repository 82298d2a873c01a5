"""Conditions and their mechanical effects on attack rolls, saves and speed, and durations
(published 5e rules, PHB 2024; the 002 chapter assumes them): until the start/end of X's next
turn, N rounds, save ends, exhaustion; expiry keyed to creatures, not initiative numbers."""

from __future__ import annotations

from typing import Any

import pytest
from tests.unit.dnd5e.dnd5e_fight import Fight, fighter, goblin, of, one, types

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import Event


def fight() -> Fight:
    f = Fight()
    f.add("ana", fighter())
    f.add("gob", goblin(hp_max=30, condition_immunities=["charmed"]))
    f.add("bo", fighter())
    f.do({"type": "roll_initiative"}, [20, 10, 1])  # ana, gob, bo
    f.advance()
    return f


def cond(f: Fight, target: str, name: str, **more: Any) -> list[Event]:
    return f.do({"type": "dnd5e-2024.apply_condition", "target_id": target, "condition": name, **more})


@pytest.mark.parametrize(
    ("on", "name", "expect"),
    [
        ("ana", "blinded", ("dis", "attacker blinded")),
        ("ana", "poisoned", ("dis", "attacker poisoned")),
        ("ana", "restrained", ("dis", "attacker restrained")),
        ("ana", "prone", ("dis", "attacker prone")),
        ("ana", "invisible", ("adv", "attacker unseen")),
        ("gob", "blinded", ("adv", "target blinded")),
        ("gob", "restrained", ("adv", "target restrained")),
        ("gob", "stunned", ("adv", "target stunned")),
        ("gob", "petrified", ("adv", "target petrified")),
        ("gob", "invisible", ("dis", "target unseen")),
        ("gob", "prone", ("adv", "target prone")),
    ],
)
def test_conditions_give_advantage_or_disadvantage(on: str, name: str, expect: tuple[str, str]) -> None:
    f = fight()
    cond(f, on, name)
    a = one(f.attack("ana", "gob", "Longsword", [2, 3]), "dnd5e-2024.attack_rolled")
    got = a.roll.advantage if expect[0] == "adv" else a.roll.disadvantage
    assert got == (expect[1],)


def test_a_prone_target_farther_than_5ft_gives_disadvantage() -> None:
    f = fight()
    cond(f, "gob", "prone")
    a = one(f.attack("ana", "gob", "Longbow", [2, 3], distance_ft=30), "dnd5e-2024.attack_rolled")
    assert a.roll.disadvantage == ("target prone and more than 5 ft away",)


def test_a_hit_on_a_paralyzed_creature_within_5ft_is_a_critical() -> None:
    f = fight()
    cond(f, "gob", "paralyzed")
    ev = f.attack("ana", "gob", "Longsword", [4, 11, 3, 3])  # adv 11 + 5 = 16 hits; crit 2d8
    a = one(ev, "dnd5e-2024.attack_rolled")
    assert (a.critical, a.auto_critical) == (True, True)
    assert one(ev, "dnd5e-2024.damage_resolved").total == 9


def test_paralyzed_fails_str_and_dex_saves_and_restrained_has_dex_disadvantage() -> None:
    f = fight()
    cond(f, "gob", "paralyzed")
    s = one(
        f.do({"type": "dnd5e-2024.saving_throw", "combatant_id": "gob", "ability": "dex", "dc": 5}),
        "dnd5e-2024.saving_throw_rolled",
    )
    assert (s.auto_fail, s.success, s.roll) == (True, False, None)
    cond(f, "bo", "restrained")
    s = one(
        f.do({"type": "dnd5e-2024.saving_throw", "combatant_id": "bo", "ability": "dex", "dc": 5}, [15, 2]),
        "dnd5e-2024.saving_throw_rolled",
    )
    assert s.roll.kept == 2 and s.roll.disadvantage == ("restrained",)


def test_half_cover_adds_two_to_dex_saves() -> None:
    f = fight()
    s = one(
        f.do(
            {"type": "dnd5e-2024.saving_throw", "combatant_id": "ana", "ability": "dex", "dc": 15, "cover": "half"},
            [11],
        ),
        "dnd5e-2024.saving_throw_rolled",
    )
    assert s.roll.total == 11 + 2 + 2


def test_a_charmed_creature_cannot_attack_its_charmer_and_immunity_refuses() -> None:
    f = fight()
    cond(f, "ana", "charmed", source="gob")
    with pytest.raises(RuleViolation, match="charmed"):
        f.attack("ana", "gob", "Longsword", [10])
    with pytest.raises(RuleViolation, match="immune"):
        cond(f, "gob", "charmed")


def test_frightened_gives_disadvantage_while_the_source_is_present() -> None:
    f = fight()
    cond(f, "ana", "frightened", source="bo")
    a = one(f.attack("ana", "gob", "Longsword", [2, 3]), "dnd5e-2024.attack_rolled")
    assert a.roll.disadvantage == ("attacker frightened",)


def test_grappled_and_restrained_have_speed_0_and_get_it_back_when_freed() -> None:
    f = fight()
    cond(f, "ana", "grappled", source="gob")
    assert f.c("ana").movement_left_ft == 0
    f.do({"type": "dnd5e-2024.end_condition", "target_id": "ana", "condition_id": "grappled:gob"})
    assert f.c("ana").movement_left_ft == 30
    cond(f, "bo", "restrained")
    ev = f.to_turn("bo")
    assert one(ev, "dnd5e-2024.turn_budget_restored").movement_ft == 0


def test_exhaustion_is_minus_2_per_level_on_d20_tests_and_5ft_speed_and_6_kills() -> None:
    f = fight()
    cond(f, "ana", "exhaustion", levels=2)
    a = one(f.attack("ana", "gob", "Longsword", [10]), "dnd5e-2024.attack_rolled")
    assert a.roll.total == 10 + 5 - 4
    ev = f.to_turn("ana")
    assert one(ev, "dnd5e-2024.turn_budget_restored").movement_ft == 20
    cond(f, "ana", "exhaustion", levels=4)
    assert f.has("ana", "dead")


def test_a_duration_set_on_one_turn_naming_anothers_next_turn() -> None:
    # On ana's turn, gob is blinded "until the end of bo's next turn": it survives gob's turn,
    # ends when bo's turn ends.
    f = fight()
    cond(f, "gob", "blinded", duration="end_of_next_turn", turn_of="bo")
    f.advance()  # gob
    assert f.has("gob", "blinded")
    f.advance()  # bo
    assert f.has("gob", "blinded")
    f.advance()  # bo's turn ends: expired
    assert not f.has("gob", "blinded")


def test_until_the_start_of_the_setters_own_next_turn_survives_its_current_turn() -> None:
    f = fight()
    cond(f, "gob", "prone", duration="start_of_next_turn", turn_of="ana")
    f.advance()
    f.advance()
    assert f.has("gob", "prone")
    f.advance()  # ana's next turn starts
    assert not f.has("gob", "prone")


def test_n_rounds_end_at_the_start_of_the_anchor_turn_n_rounds_later() -> None:
    f = fight()
    cond(f, "gob", "poisoned", duration="rounds", rounds=2)  # anchored on ana, round 1
    f.to_turn("ana")  # round 2
    assert f.has("gob", "poisoned")
    ev = f.to_turn("ana")  # round 3: two rounds have passed
    assert not f.has("gob", "poisoned") and "condition_ended" in types(ev)


def test_save_ends_is_prompted_at_the_end_of_the_bearers_turn_and_a_success_ends_it() -> None:
    f = fight()
    cond(f, "gob", "paralyzed", duration="save_ends", save_ability="wis", save_dc=13)
    ev = f.advance()  # gob's turn starts: no prompt yet
    assert of(ev, "save_due") == []
    ev = f.advance()  # gob's turn ended: the core prompts
    p = one(ev, "save_due")
    assert (p.combatant_id, p.condition_id, p.ability, p.dc) == ("gob", "paralyzed", "wis", 13)
    assert f.has("gob", "save_due:paralyzed")
    f.do(
        {
            "type": "dnd5e-2024.saving_throw",
            "combatant_id": "gob",
            "ability": "wis",
            "dc": 13,
            "condition_id": "paralyzed",
        },
        [13],
    )
    assert not f.has("gob", "paralyzed") and not f.has("gob", "save_due:paralyzed")


def test_save_ends_needs_its_save() -> None:
    f = fight()
    with pytest.raises(InvalidCommand, match="save_ability"):
        cond(f, "gob", "paralyzed", duration="save_ends")


def test_an_expiry_anchored_on_a_creature_that_leaves_mid_round_ends_when_its_place_passes() -> None:
    f = fight()
    cond(f, "ana", "blinded", duration="end_of_next_turn", turn_of="gob")
    f.do({"type": "remove_combatant", "combatant_id": "gob"})
    ev = f.advance()  # gob's place passes: its end of turn ends the blindness
    assert f.state.turn == "bo" and not f.has("ana", "blinded")
    assert "condition_ended" in types(ev)


def test_a_creature_added_mid_round_does_not_disturb_expiry() -> None:
    f = fight()
    cond(f, "gob", "prone", duration="start_of_next_turn", turn_of="ana")
    f.add("late", goblin())
    f.do({"type": "roll_initiative"}, [19])  # 21: after ana (22), acts this round
    assert f.state.order == ("ana", "late", "gob", "bo")
    ev = f.advance()  # late
    assert f.state.turn == "late" and f.has("gob", "prone")
    f.advance()
    f.advance()  # bo
    assert f.has("gob", "prone")
    f.advance()  # round 2, ana: ends
    assert not f.has("gob", "prone")
    assert of(ev, "x") == []


def test_incapacitation_ends_concentration() -> None:
    f = fight()
    f.do({"type": "dnd5e-2024.cast_spell", "caster_id": "ana", "spell": "Chant of Warding", "concentration": True})
    cond(f, "ana", "stunned")
    assert not f.has("ana", "concentrating")


def test_frightened_gives_disadvantage_on_ability_checks_and_needs_a_known_source() -> None:
    from fray.domain.errors import CombatantNotFound

    f = Fight()
    f.add("ana", fighter())
    f.add("gob", goblin())
    with pytest.raises(CombatantNotFound, match=r"^no combatant 'dragon' in this encounter; combatants: ana, gob$"):
        f.do({"type": "dnd5e-2024.apply_condition", "target_id": "ana", "condition": "frightened", "source": "dragon"})
    f.do({"type": "dnd5e-2024.apply_condition", "target_id": "ana", "condition": "frightened", "source": "gob"})
    ev = f.do(
        {"type": "dnd5e-2024.ability_check", "combatant_id": "ana", "ability": "str", "skill": "athletics"}, [15, 4]
    )
    r = one(ev, "dnd5e-2024.ability_check_rolled").roll
    assert (r.disadvantage, r.kept, r.total) == (("frightened",), 4, 9)
