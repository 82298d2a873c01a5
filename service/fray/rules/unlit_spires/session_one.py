"""The five creatures of Session One (000_c3c04d669a38e5ba.txt §11 Session one).

The §11 table gives hit dice, Attack, Parry/Dodge, Ward, Absorb, Speed and HP, but no ability
scores and no damage. Each preset keeps the table's hand-tuned numbers exactly and adds a
:class:`MonsterSheet` whose ability scores are derived from the table:

- CON from HP by the §11 formula, HP = hit dice × (average die + CON), rounded down;
- the attack trait from Attack − hit-dice step − the kind's menace; damage then follows;
- the other traits chosen so the builder reproduces the table wherever one set of scores can.

Where the builder still lands apart (§11: "a point or two"), the preset's score carries a
"hand-tuned" part that makes up the difference, so the derivation stays visible.
"""

from __future__ import annotations

from typing import Literal

from msgspec import Struct, structs

from .errors import lookup
from .monster_build import MonsterBuild, MonsterSheet, build_monster
from .parts import adjusted

HAND_TUNED = "hand-tuned (§11 Session One table)"


class SessionOneRow(Struct, frozen=True):
    """One row of the §11 Session One table, as printed (speed and absorb in feet / points)."""

    hit_dice: str
    attack: int
    parry_dodge: int
    ward: int
    absorb: int
    speed_ft: int
    hp: int


class MonsterPreset(Struct, frozen=True):
    """A Session One creature: the table's row, the derived sheet, which attack the table's
    Attack column is (``"melee"`` or, for a caster, ``"magic"``) and the derivation notes."""

    row: SessionOneRow
    sheet: MonsterSheet
    attack_kind: Literal["melee", "magic"]
    notes: str


SESSION_ONE: dict[str, MonsterPreset] = {
    "grey_tide_zombie": MonsterPreset(
        SessionOneRow("3d8", 3, -2, 2, 0, 20, 22),
        MonsterSheet(
            name="Grey Tide Zombie",
            kind="undead",
            hit_dice=3,
            strength=12,
            dexterity=10,
            constitution=16,
            intelligence=3,
            wisdom=8,
            charisma=5,
        ),
        "melee",
        "Undead (§11 names the Grey Tide). CON +3: 3 × (4.5 + 3) = 22.5 → 22. STR +1 = 3 − 1 "
        "step − 1 menace; damage 1d6+1. DEX 10 gives Dodge −2; Parry takes the better of "
        "STR/DEX, so the builder says −1 and the table's −2 is hand-tuned. WIS 8: Ward +2.",
    ),
    "sleepless_of_white_leaf": MonsterPreset(
        SessionOneRow("4d8", 4, 2, 2, 0, 30, 26),
        MonsterSheet(
            name="The Sleepless of White Leaf",
            kind="undead",
            hit_dice=4,
            strength=14,
            dexterity=18,
            constitution=14,
            intelligence=10,
            wisdom=8,
            charisma=10,
        ),
        "melee",
        "Undead (§11 names the Sleepless). CON +2: 4 × 6.5 = 26. STR +2 = 4 − 1 − 1; damage "
        "1d6+2. DEX 18: Parry/Dodge +2 against the undead guard −3. WIS 8: Ward +2. Speed 30 "
        "is the table's (undead walk 20): hand-tuned.",
    ),
    "dawn_blind_ghoul": MonsterPreset(
        SessionOneRow("6d8", 4, 2, 2, 0, 40, 39),
        MonsterSheet(
            name="Dawn-Blind Ghoul",
            kind="beast",
            hit_dice=6,
            strength=10,
            dexterity=10,
            constitution=14,
            intelligence=6,
            wisdom=10,
            charisma=6,
        ),
        "melee",
        "DECISION: Beast (teeth and claws, d8, speed 40): the only kind that reproduces every "
        "number of the row, speed included; as undead it would need WIS 6 and walk 20 ft. "
        "CON +2: 6 × 6.5 = 39. STR +0 = 4 − 2 − 2; damage 2d6. DEX 10, WIS 10.",
    ),
    "kugen": MonsterPreset(
        SessionOneRow("8d12", 7, 3, 2, 2, 30, 76),
        MonsterSheet(
            name="Kugen, the Withered Root",
            kind="giant",
            hit_dice=8,
            strength=18,
            dexterity=18,
            constitution=16,
            intelligence=8,
            wisdom=8,
            charisma=6,
            body="bark",
        ),
        "melee",
        "Giant (§11 names Kugen). CON +3: 8 × (6.5 + 3) = 76. STR +4 = 7 − 2 − 1; damage "
        "2d6+4. DEX 18 reproduces Dodge +3 against the giant guard −3. WIS 8: Ward +2. Body "
        "bark: absorb 2. Speed 30 is the table's (giants walk 40): hand-tuned.",
    ),
    "granny_yulan": MonsterPreset(
        SessionOneRow("12d8", 6, 2, 7, 0, 30, 66),
        MonsterSheet(
            name="Granny Yulan",
            kind="magical",
            hit_dice=12,
            strength=10,
            dexterity=12,
            constitution=12,
            intelligence=12,
            wisdom=14,
            charisma=16,
        ),
        "magic",
        "Magical (§11 names her). CON +1: 12 × 5.5 = 66. DECISION: she works by magic, so the "
        "table's Attack +6 is her Magic Attack: INT +1 = 6 − 3 step − 2 magic menace; her "
        "melee (STR 10) is +3. Damage 3d6: a Magical monster adds nothing. DEX 12: Parry/Dodge "
        "+2. WIS 14: Ward +7 = 2 + 3 + 2.",
    ),
}


def preset_build(key: str) -> MonsterBuild:
    """A Session One creature as a :class:`MonsterBuild` carrying the §11 table's numbers.

    Built from the preset's sheet, then the table's Attack (melee, or magic for Granny Yulan),
    Parry, Dodge, Ward, Absorb, Speed and HP replace the builder's where they differ (each
    replaced score gains a "hand-tuned" part). Hit die, HP and damage come from the builder.
    Raises SheetError for an unknown key, listing the five.
    Source: 000_c3c04d669a38e5ba.txt §11 Session one.
    """
    preset = lookup(SESSION_ONE, key, "Session One creature")
    built, row = build_monster(preset.sheet), preset.row
    attack = "magic_attack" if preset.attack_kind == "magic" else "melee_attack"
    return structs.replace(
        built,
        **{attack: adjusted(getattr(built, attack), row.attack, HAND_TUNED)},
        parry=adjusted(built.parry, row.parry_dodge, HAND_TUNED),
        dodge=adjusted(built.dodge, row.parry_dodge, HAND_TUNED),
        ward=adjusted(built.ward, row.ward, HAND_TUNED),
        absorb=row.absorb,
        speed_ft=row.speed_ft,
        hp=row.hp,
    )
