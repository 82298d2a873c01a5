"""Heroes for the demo and the tests (000_c3c04d669a38e5ba.txt §03, §05, §06, §11).

The seed names its heroes and some of their numbers; everything else here is a documented
choice. Hit points are "the normal way" (§00): the d20 game's class hit die, maximum at
level 1 and the rounded-up average after, plus CON each level.
"""

from __future__ import annotations

from .errors import lookup
from .scores import HeroBuild, HeroSheet, Weapon, build_hero

DAGGER = Weapon("dagger", "1d6", finesse=True)
QUARTERSTAFF = Weapon("quarterstaff", "1d6")
MACE = Weapon("mace", "1d6")
SPEAR = Weapon("spear", "1d6")

HEROES: dict[str, HeroSheet] = {
    # Seed (§03, §06): level-3 rogue, DEX 16, dagger (finesse) 1d6(+3), studded leather;
    # Melee Attack +5, Parry +5. Chosen: human (speed 30 − 5 = 25), the other abilities,
    # HP 21 = d8: 8 + 2 × 5, + CON +1 × 3.
    "bruce": HeroSheet(
        name="Bruce",
        class_="rogue",
        people="human",
        level=3,
        strength=10,
        dexterity=16,
        constitution=12,
        intelligence=12,
        wisdom=10,
        charisma=14,
        armour="studded_leather",
        weapon=DAGGER,
        hp=21,
    ),
    # Seed (§06, §11): robes, Magic Attack +8 with his astrolabe. A level-1–3 wizard has
    # step +1 and training 3, so INT 16 (+3) + focus +1 makes +8; level 3 chosen (the party's
    # level). Chosen: human, quarterstaff, HP 17 = d6: 6 + 2 × 4, + CON +1 × 3. 90 MP (§08).
    "enoch": HeroSheet(
        name="Enoch",
        class_="wizard",
        people="human",
        level=3,
        strength=8,
        dexterity=14,
        constitution=12,
        intelligence=16,
        wisdom=12,
        charisma=10,
        armour="robes",
        focus=True,
        weapon=QUARTERSTAFF,
        hp=17,
    ),
    # Seed (§06, §08): padded or leather armour; loses magic points in the north, so a caster.
    # Chosen: level-3 human cleric, WIS 16, leather, holy symbol (focus), mace, no shield.
    # HP 24 = d8: 8 + 2 × 5, + CON +2 × 3.
    "austin": HeroSheet(
        name="Austin",
        class_="cleric",
        people="human",
        level=3,
        strength=14,
        dexterity=10,
        constitution=14,
        intelligence=10,
        wisdom=16,
        charisma=12,
        armour="leather",
        focus=True,
        weapon=MACE,
        hp=24,
    ),
    # Seed (§06): "Baodu guards" wear chain shirts. Chosen: level-2 human fighter, STR 16
    # (so the chain shirt costs no speed), shield, spear. HP 20 = d10: 10 + 6, + CON +2 × 2.
    "baodu_guard": HeroSheet(
        name="Baodu Guard",
        class_="fighter",
        people="human",
        level=2,
        strength=16,
        dexterity=12,
        constitution=14,
        intelligence=10,
        wisdom=10,
        charisma=10,
        armour="chain_shirt",
        shield=True,
        weapon=SPEAR,
        hp=20,
    ),
}


def hero_preset(key: str) -> HeroSheet:
    """A preset hero's sheet by key ("bruce", "enoch", "austin", "baodu_guard").

    Raises SheetError for an unknown key, listing the choices.
    Source: 000_c3c04d669a38e5ba.txt §03 (Bruce), §06 (who wears it), §11 (Enoch's +8).
    """
    return lookup(HEROES, key, "hero preset")


def hero_preset_build(key: str) -> HeroBuild:
    """A preset hero's derived numbers (``build_hero`` of :func:`hero_preset`).

    Raises SheetError for an unknown key. Source: 000_c3c04d669a38e5ba.txt §03, §06, §11.
    """
    return build_hero(hero_preset(key))
