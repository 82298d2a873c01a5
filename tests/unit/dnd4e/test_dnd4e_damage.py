"""004_e86ae0a0322fa3b5.txt §伤害, §重击: Valenae the paladin's 2d8 + 7, 23 on a critical with
2d6 more thunder; [W]; damage types and keywords."""

import pytest

from fray.domain.errors import InvalidCommand
from fray.rules.dnd4e.damage import (
    DAMAGE_TYPES,
    DamageExpression,
    describe,
    dice,
    retype,
    roll_damage,
    weapon_dice,
)
from fray.rules.dnd4e.modifiers import Modifier

LONGSWORD = dice(1, 8)
VALENAE_THUNDER_STRIKE = DamageExpression(
    dice=(weapon_dice(2, LONGSWORD),),
    ability="STR",
    ability_mod=3,
    modifiers=(
        Modifier(value=2, source="Weapon Focus", type="feat"),
        Modifier(value=2, source="+2 thunderburst longsword", type="enhancement"),
    ),
    types=("thunder",),
    crit_dice=(dice(2, 6),),
    crit_types=("thunder",),
)


def test_two_w_with_a_dagger_is_2d4_and_with_a_heavy_flail_4d6() -> None:
    assert weapon_dice(2, dice(1, 4)) == dice(2, 4)
    assert weapon_dice(2, dice(2, 6)) == dice(4, 6)
    with pytest.raises(InvalidCommand, match="takes a multiplier of 0 or more, not -1"):
        weapon_dice(-1, LONGSWORD)


def test_valenae_deals_2d8_plus_7() -> None:
    assert describe(VALENAE_THUNDER_STRIKE) == "2d8+7"
    r = roll_damage(VALENAE_THUNDER_STRIKE, (3, 5))
    assert r.total == 15 and not r.critical
    (main,) = r.portions
    assert main.types == ("thunder",) and main.faces == (3, 5)
    assert main.bonus is not None
    assert [(p.label, p.value) for p in main.bonus.parts] == [
        ("STR modifier", 3),
        ("Weapon Focus", 2),
        ("+2 thunderburst longsword", 2),
    ]


def test_valenae_critical_is_23_plus_2d6_thunder_rolled() -> None:
    r = roll_damage(VALENAE_THUNDER_STRIKE, critical=True, crit_faces=(4, 1))
    main, extra = r.portions
    assert main.amount == 23 and main.maximised and main.faces == ()
    assert extra.amount == 5 and extra.faces == (4, 1) and not extra.maximised
    assert r.total == 28


def test_the_dice_must_match() -> None:
    with pytest.raises(InvalidCommand, match="this damage needs 2 dice"):
        roll_damage(VALENAE_THUNDER_STRIKE, (3,))
    with pytest.raises(InvalidCommand, match="a d8 shows 1 to 8, not 9"):
        roll_damage(VALENAE_THUNDER_STRIKE, (3, 9))
    with pytest.raises(InvalidCommand, match="the extra critical damage needs 2 dice"):
        roll_damage(VALENAE_THUNDER_STRIKE, critical=True, crit_faces=(4,))
    with pytest.raises(InvalidCommand, match="a hit that is not critical needs 0 dice"):
        roll_damage(VALENAE_THUNDER_STRIKE, (3, 5), crit_faces=(4, 1))


def test_damage_never_goes_below_zero() -> None:
    weak = DamageExpression(dice=(dice(1, 4),), modifiers=(Modifier(value=-5, source="curse"),))
    assert roll_damage(weak, (1,)).total == 0


def test_a_fireball_is_fire_and_a_power_without_a_type_is_untyped() -> None:
    fireball = DamageExpression(dice=(dice(3, 6),), ability="INT", ability_mod=5, types=("fire",))
    assert roll_damage(fireball, (1, 2, 3)).portions[0].types == ("fire",)
    assert roll_damage(DamageExpression(dice=(dice(1, 6),)), (4,)).portions[0].types == ()
    assert len(DAMAGE_TYPES) == 10


def test_changing_a_powers_damage_type_swaps_its_keywords() -> None:
    # ray of frost through a flaming staff: gains fire, loses cold (004 §伤害)
    kw, types = retype(("arcane", "cold", "implement"), ("cold",), "fire")
    assert kw == ("arcane", "implement", "fire") and types == ("fire",)


def test_poison_stays_while_the_power_has_a_poison_effect() -> None:
    assert retype(("poison", "martial"), ("poison",), "acid", poison_effect=True)[0] == ("poison", "martial", "acid")
    assert retype(("poison", "martial"), ("poison",), "acid")[0] == ("martial", "acid")


def test_changing_one_of_two_types_keeps_the_other() -> None:
    kw, types = retype(("fire", "radiant"), ("fire", "radiant"), "cold", changed=("fire",))
    assert kw == ("radiant", "cold") and types == ("radiant", "cold")
