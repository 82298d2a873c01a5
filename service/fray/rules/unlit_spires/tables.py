"""The Unlit Spires tables as constants (source: 000_c3c04d669a38e5ba.txt).

Keys are lower-case snake_case strings; each key set also exists as a ``Literal`` type so a
msgspec decoder rejects unknown names and a type checker catches typos. Distances are in feet.
"""

from __future__ import annotations

from typing import Literal

from msgspec import Struct

Ability = Literal["strength", "dexterity", "constitution", "intelligence", "wisdom", "charisma"]
ClassName = Literal["fighter", "rogue", "ranger", "cleric", "wizard", "bard"]
People = Literal["human", "elf", "dwarf", "halfling"]
ArmourName = Literal[
    "none",
    "robes",
    "padded",
    "leather",
    "studded_leather",
    "chain_shirt",
    "scale_mail",
    "breastplate",
    "half_plate",
    "chain_mail",
    "plate",
]
BodyName = Literal[
    "soft",
    "tough_hide",
    "bark",
    "fur",
    "scales",
    "bone_plate",
    "stone",
    "iron",
    "old_spire",
]
MonsterKind = Literal[
    "bipedal",
    "beast",
    "winged",
    "large",
    "giant",
    "magical",
    "undead",
    "swarm",
]
RangeBand = Literal["close", "long", "very_long"]
Cover = Literal["none", "half", "three_quarters", "total"]

#: §02 Trait: the seed's printed examples (score -> trait); the rule is (score - 10) // 2.
TRAIT_TABLE: dict[int, int] = {8: -1, 10: 0, 12: 1, 14: 2, 16: 3, 18: 4, 20: 5}

#: §02 Level step: (first level, last level, step); the rule is ceil(level / 3).
LEVEL_STEP_TABLE: tuple[tuple[int, int, int], ...] = (
    (1, 3, 1),
    (4, 6, 2),
    (7, 9, 3),
    (10, 12, 4),
    (13, 15, 5),
    (16, 18, 6),
    (19, 20, 7),
)
MIN_LEVEL, MAX_LEVEL = 1, 20
MIN_ABILITY, MAX_ABILITY = 1, 30


class Training(Struct, frozen=True):
    """§02 Training: a class's three training numbers and its casting trait (None: no magic)."""

    melee: int
    missile: int
    magic: int
    casting_trait: Ability | None


CLASS_TRAINING: dict[ClassName, Training] = {
    "fighter": Training(3, 2, 0, None),
    "rogue": Training(1, 3, 0, None),
    "ranger": Training(2, 3, 1, "wisdom"),
    "cleric": Training(2, 0, 2, "wisdom"),
    "wizard": Training(0, 1, 3, "intelligence"),
    "bard": Training(1, 1, 2, "charisma"),
}


class ArmourStats(Struct, frozen=True):
    """§06 Armour: damage absorbed per hit and the §07 speed penalty in feet."""

    absorb: int
    speed_penalty_ft: int


ARMOUR: dict[ArmourName, ArmourStats] = {
    "none": ArmourStats(0, 0),
    "robes": ArmourStats(0, 0),
    "padded": ArmourStats(1, 0),
    "leather": ArmourStats(1, 0),
    "studded_leather": ArmourStats(1, 5),
    "chain_shirt": ArmourStats(2, 5),
    "scale_mail": ArmourStats(2, 10),
    "breastplate": ArmourStats(3, 5),
    "half_plate": ArmourStats(3, 10),
    "chain_mail": ArmourStats(4, 10),
    "plate": ArmourStats(5, 15),
}
#: §06 Shield: +1 absorb, no speed penalty, and +1 Parry and Dodge (§03, §04).
SHIELD_ABSORB = 1
SHIELD_DEFENCE = 1
SHIELD_SPEED_PENALTY_FT = 0

#: §06 Thick hides and stone: natural absorb of a monster's body.
NATURAL_BODY: dict[BodyName, int] = {
    "soft": 0,
    "tough_hide": 2,
    "bark": 2,
    "fur": 2,
    "scales": 3,
    "bone_plate": 3,
    "stone": 5,
    "iron": 5,
    "old_spire": 5,
}

#: §07 Base speed in feet by people, and the speed rules' constants.
PEOPLE_SPEED_FT: dict[People, int] = {"human": 30, "elf": 30, "dwarf": 25, "halfling": 25}
SPEED_FLOOR_FT = 10
DWARF_ARMOUR_FLOOR_FT = 20
STRONG_BODY_STR = 16
STRONG_BODY_RELIEF_FT = 5


class KindStats(Struct, frozen=True):
    """§11 Step 1: a monster kind's hit die, menace (melee/missile/magic), guard, ward, speeds."""

    hit_die_sides: int
    melee: int
    missile: int
    magic: int
    guard: int
    ward: int
    speed_ft: int
    fly_speed_ft: int | None = None


MONSTER_KINDS: dict[MonsterKind, KindStats] = {
    "bipedal": KindStats(8, 2, 2, 0, 1, 0, 30),
    "beast": KindStats(8, 2, 0, 0, 0, 0, 40),
    "winged": KindStats(6, 1, 0, 0, 2, 0, 25, 60),
    "large": KindStats(10, 2, 0, 0, -1, 0, 35),
    "giant": KindStats(12, 1, 1, 0, -3, 1, 40),
    "magical": KindStats(8, 0, 1, 2, -2, 2, 30),
    "undead": KindStats(8, 1, 0, 0, -3, 2, 20),
    "swarm": KindStats(4, 1, 0, 0, 2, 0, 20),
}

#: §11 Step 2: (first hit die, last hit die, step); the rule is ceil(hit dice / 4).
HIT_DICE_STEP_TABLE: tuple[tuple[int, int, int], ...] = (
    (1, 4, 1),
    (5, 8, 2),
    (9, 12, 3),
    (13, 16, 4),
    (17, 20, 5),
)

#: §04 Distance bands: attack modifier per band; close is under 30 ft, long 30-120 ft.
RANGE_BANDS: dict[RangeBand, int] = {"close": 0, "long": -1, "very_long": -3}
CLOSE_UNDER_FT = 30
LONG_UP_TO_FT = 120
ENEMY_WITHIN_5FT = -3

#: §04 Cover: Dodge bonus; total cover (None) means the target cannot be shot at all.
COVER: dict[Cover, int | None] = {"none": 0, "half": 2, "three_quarters": 4, "total": None}

#: §08 What a spell costs: 10 magic points per spell level; cantrips (level 0) are free.
MP_PER_SPELL_LEVEL = 10
SPELL_COST: dict[int, int] = {level: MP_PER_SPELL_LEVEL * level for level in range(10)}

#: §01 The margin and the dice.
CLEAN_HIT_MARGIN = 10
CLEAN_HIT_BONUS = 2
FUMBLE_EXPOSURE = 2  # §01: after a fumble "the next attack on you has +2"

#: §03 Melee rules that still work: situational modifiers for the glue.
FLANKING_BONUS = 1
PRONE_MELEE_BONUS = 2
PRONE_MISSILE_PENALTY = -2
DODGE_ACTION_BONUS = 2
