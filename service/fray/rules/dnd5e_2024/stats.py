"""The 5e stat block a combatant carries (PC or monster), as stated when it joined.

Source: 002_06b8b5e39c23dcd7.txt §Атака (to-hit = d20 + ability modifier + PB), §Розміри істот
(sizes), §Шкода, опір і вразливість (the 13 damage types); ability modifiers, saving throw
proficiencies and skills follow the published 5e rules (PHB 2024), which the chapter assumes.
"""

from __future__ import annotations

from typing import Annotated, Literal, get_args

from msgspec import Meta, Struct

from fray.domain.state import StatBlock

Ability = Literal["str", "dex", "con", "int", "wis", "cha"]
ABILITIES: tuple[Ability, ...] = ("str", "dex", "con", "int", "wis", "cha")
Size = Literal["tiny", "small", "medium", "large", "huge", "gargantuan"]
SIZES: tuple[Size, ...] = ("tiny", "small", "medium", "large", "huge", "gargantuan")
SPACE_FT: dict[Size, float] = {  # 002 §Розміри істот: the side of the square a creature holds
    "tiny": 2.5,
    "small": 5,
    "medium": 5,
    "large": 10,
    "huge": 15,
    "gargantuan": 20,
}
FOOTPRINT: dict[Size, int] = {  # squares a side on the 5-ft grid (Tiny shares a square: 1)
    "tiny": 1,
    "small": 1,
    "medium": 1,
    "large": 2,
    "huge": 3,
    "gargantuan": 4,
}
DamageType = Literal[
    "bludgeoning",
    "piercing",
    "slashing",
    "fire",
    "cold",
    "lightning",
    "thunder",
    "acid",
    "poison",
    "necrotic",
    "radiant",
    "psychic",
    "force",
]
DAMAGE_TYPES: tuple[str, ...] = get_args(DamageType)
Score = Annotated[int, Meta(ge=1, le=30, description="an ability score, 1–30")]
Dice = Annotated[
    str,
    Meta(
        pattern=r"^\d{0,2}d\d{1,3}$|^$",
        max_length=8,
        description="damage dice such as 1d8 or 2d6; empty: none",
        examples=["1d8", "2d6"],
    ),
]
"""Dice as stored in old events (tolerant: never tighten a stored type)."""
DICE_PATTERN = r"^(?:[1-9][0-9]?)?d(?:[2-9]|[1-9][0-9]{1,2})$|^$"
StrictDice = Annotated[
    str,
    Meta(
        pattern=DICE_PATTERN,
        max_length=6,
        description="dice such as 1d8 or 2d6: 1–99 dice (count omitted: 1) "
        "of 2–999 faces; empty: none. A fixed number goes in the "
        "bonus or amount, not in a one-faced die.",
        examples=["1d8", "2d6", "d20"],
    ),
]
"""Dice a request may name (DECISION: at least 2 faces, 1–99 dice, so nothing rolls a d0)."""
Feet = Annotated[int, Meta(ge=0, le=10_000, description="feet")]
Bonus = Annotated[int, Meta(ge=-20, le=40)]
SKILL_ABILITY: dict[str, Ability] = {
    "athletics": "str",
    "acrobatics": "dex",
    "sleight_of_hand": "dex",
    "stealth": "dex",
    "arcana": "int",
    "history": "int",
    "investigation": "int",
    "nature": "int",
    "religion": "int",
    "animal_handling": "wis",
    "insight": "wis",
    "medicine": "wis",
    "perception": "wis",
    "survival": "wis",
    "deception": "cha",
    "intimidation": "cha",
    "performance": "cha",
    "persuasion": "cha",
}


ABILITY_NAMES = {
    "str": "strength",
    "dex": "dexterity",
    "con": "constitution",
    "int": "intelligence",
    "wis": "wisdom",
    "cha": "charisma",
}


class Abilities(Struct, frozen=True, kw_only=True, rename=ABILITY_NAMES):
    """The six ability scores (1–30), 10 by default. In JSON each is named in full
    (``"strength"`` …, as the Unlit Spires sheet names them), so no property is called
    ``str`` or ``int``, which generated clients cannot use; in Python the attributes keep
    the abbreviations the rules use (``abilities.str``). Stat blocks stored before schema
    version 3 used the abbreviations and are upcast on read (``events.Dnd5eCombatantAdded``).
    """

    str: Score = 10
    dex: Score = 10
    con: Score = 10
    int: Score = 10
    wis: Score = 10
    cha: Score = 10


class DamagePart(Struct, frozen=True, kw_only=True):
    """One part of an attack's damage: ``dice`` (``"1d8"``, doubled on a critical), ``bonus``
    added once (the ability modifier for the weapon's first part) and its ``type``."""

    dice: Dice = ""
    bonus: Bonus = 0
    type: DamageType


class Attack(Struct, frozen=True, kw_only=True):
    """An attack as a stat block lists it: ``to_hit`` (ability modifier + PB, already summed),
    ``damage`` parts, ``reach_ft`` for melee (5 ft unless the weapon says otherwise) or
    ``range_ft`` (normal, long) in feet for a ranged attack; ``light`` weapons allow
    two-weapon fighting (002 §Бій двома зброями); ``two_handed``/``heavy``/``loading``/
    ``finesse`` matter to the 003 speed factor. ``thrown`` (PHB 2024 weapon property
    Thrown: a dagger, a javelin): it has both a reach and a range and may be used either
    way, a melee attack within reach or a ranged one (DECISION: the flag says so, since
    ``reach_ft`` defaults to 5 ft and so a bow's block also carries a reach). ``damage`` may
    be empty: a hit that only forces its ``on_hit`` save, or whose effect the GM applies (a
    giant spider's web that restrains)."""

    name: Annotated[str, Meta(min_length=1, max_length=60)]
    to_hit: Bonus
    damage: Annotated[tuple[DamagePart, ...], Meta(max_length=6)]
    reach_ft: Feet | None = 5
    range_ft: tuple[Feet, Feet] | None = None
    light: bool = False
    finesse: bool = False
    heavy: bool = False
    two_handed: bool = False
    loading: bool = False
    thrown: bool = False
    on_hit: SaveEffect | None = None
    """A saving throw a hit forces besides its damage (a ghoul's paralysing claws, an
    assassin's poisoned blade): rolled by the target after the hit, its damage landing with
    the hit's. Source: published 5e stat blocks (SRD 5.1, MM 2024)."""
    description: Prose = ""

    @property
    def ranged(self) -> bool:
        """True for an attack with a range (normal/long) rather than a reach."""
        return self.range_ft is not None


Prose = Annotated[str, Meta(max_length=6000)]
Condition5e = Literal[
    "blinded",
    "charmed",
    "deafened",
    "exhaustion",
    "frightened",
    "grappled",
    "incapacitated",
    "invisible",
    "paralyzed",
    "petrified",
    "poisoned",
    "prone",
    "restrained",
    "stunned",
    "unconscious",
]
DC = Annotated[int, Meta(ge=1, le=40, description="difficulty class")]
ActionName = Annotated[str, Meta(min_length=1, max_length=60)]


class SaveEffect(Struct, frozen=True, kw_only=True):
    """A saving throw a creature's action or hit forces: ``ability`` against ``dc``; on a
    failure the ``damage`` parts (dice rolled once for every target, published 5e) and the
    ``conditions``; on a success half the damage when ``half_on_success``, otherwise nothing.
    ``duration`` of the conditions: until removed (the GM ends them), until the end of the
    target's next turn, or ``save_ends`` (the save again at the end of each of its turns, the
    "1 minute" of a stat block taken as the fight). Source: published 5e stat blocks (SRD 5.1
    "must succeed on a DC 13 Dexterity saving throw, taking 21 (6d6) fire damage on a failed
    save, or half as much damage on a successful one"; MM 2024 "Dexterity Saving Throw: DC 13
    … Failure: … Success: Half damage")."""

    ability: Ability
    dc: DC
    damage: Annotated[tuple[DamagePart, ...], Meta(max_length=6)] = ()
    half_on_success: bool = False
    conditions: Annotated[tuple[Condition5e, ...], Meta(max_length=4)] = ()
    duration: Literal["until_removed", "end_of_next_turn", "save_ends"] = "until_removed"


class SaveAction(Struct, frozen=True, kw_only=True):
    """An action that forces saving throws instead of making an attack roll (a breath weapon,
    a gaze, a stench): its ``save``; ``area`` as printed ("60-foot cone"; the GM names the
    creatures in it); ``recharge`` N: usable again when a d6 rolled at the start of the
    creature's turn shows N or more (Recharge 5–6: 5); ``per_day`` uses; ``multiattack``: how
    it fits the creature's Multiattack (``extra``: used once in the same action besides the
    attacks, a dragon's Frightful Presence; ``replaces_attack``: in place of one of them, a
    chimera's Fire Breath; ``no``: it takes the whole action). ``description``: the printed
    text. Source: published 5e stat blocks (SRD 5.1, MM 2024 "Recharge 5–6")."""

    name: ActionName
    save: SaveEffect
    area: Annotated[str, Meta(max_length=80)] = ""
    recharge: Annotated[int, Meta(ge=2, le=6)] | None = None
    per_day: Annotated[int, Meta(ge=1, le=10)] | None = None
    multiattack: Literal["no", "extra", "replaces_attack"] = "no"
    uses_of: ActionName | None = None
    """The action whose recharge or uses this one spends (one of a dragon's Breath Weapons
    spends the Breath Weapons' recharge); None: its own."""
    description: Prose = ""


class MultiattackPart(Struct, frozen=True, kw_only=True):
    """One part of a Multiattack option: ``count`` uses of the attack or action ``action``."""

    action: ActionName
    count: Annotated[int, Meta(ge=1, le=8)] = 1


class Multiattack(Struct, frozen=True, kw_only=True):
    """A monster's Multiattack as printed (``description``) and as ``options``: each option a
    list of parts ("one with its bite and two with its claws" is one option of two parts).
    The rules count its attacks through ``attacks_per_action`` (the most attacks an option
    makes); which attacks are made is the GM's reading of the options. Source: published 5e
    stat blocks (SRD 5.1, MM 2024 Multiattack)."""

    description: Prose = ""
    options: Annotated[tuple[tuple[MultiattackPart, ...], ...], Meta(max_length=12)] = ()


class Senses(Struct, frozen=True, kw_only=True):
    """Special senses in feet (0: none) and the passive Perception, as printed; shown to the
    GM, not enforced (Fray does not model light). Source: published 5e stat blocks."""

    darkvision_ft: Feet = 0
    blindsight_ft: Feet = 0
    tremorsense_ft: Feet = 0
    truesight_ft: Feet = 0
    passive_perception: Annotated[int, Meta(ge=0, le=60)] | None = None


class Trait(Struct, frozen=True, kw_only=True):
    """A named feature as printed (a trait, a reaction, a legendary action, an action the
    rules do not play by themselves): its ``name`` and ``description``."""

    name: Annotated[str, Meta(min_length=1, max_length=80)]
    description: Prose = ""


class LibraryRef(Struct, frozen=True, kw_only=True):
    """Where a stat block came from: the ``library`` (``"srd-5.1"``), the entry's ``id``
    (``"goblin"``) and ``name`` (``"Goblin"``), and whether it was ``edited``. Part of the
    stat block, so it is hidden with it (``fray.policy.visibility``)."""

    library: Annotated[str, Meta(max_length=40)]
    id: Annotated[str, Meta(max_length=80)]
    name: Annotated[str, Meta(max_length=80)]
    edited: bool = False
    """True when the GM changed the block as it was added (``overrides``)."""


class Dnd5eStats(StatBlock, frozen=True, kw_only=True, tag="dnd5e-2024"):
    """Tagged ``"ruleset": "dnd5e-2024"`` so a client tells stat blocks apart (blocks stored
    before the tag read as they are: msgspec takes a missing tag where one struct is expected).
    A 5e stat block: ``kind`` (pc or monster), armour class, ``hp_max`` in hit points,
    ability scores, proficiency bonus, saving throw proficiencies, skill bonuses (totals, as
    printed: ``{"stealth": 6}``), speeds in feet, size, damage resistances, vulnerabilities
    and immunities, condition immunities, attacks, attacks per Attack action (Extra Attack),
    the features that grant a bonus action, spell slots per level (1st first), the spell save
    DC, an extra initiative bonus (Alert …), the natural roll that crits (20; a Champion 19),
    ``death_saves`` (None: PCs make them, monsters die at 0 HP, published 5e DMG),
    ``bonus_action_grants``: actions it may take as a bonus action (Cunning Action: dash,
    disengage, hide; a goblin's Nimble Escape: disengage, hide), ``leader``: its side's
    leader (003 Morale: "leader down" prompts the side), and a PC's ``hit_dice`` (rests)."""

    kind: Literal["pc", "monster"] = "monster"
    ac: Annotated[int, Meta(ge=0, le=40)]
    hp_max: Annotated[int, Meta(ge=1, le=100_000)]
    abilities: Abilities = Abilities()
    proficiency_bonus: Annotated[int, Meta(ge=2, le=9)] = 2
    saving_throws: tuple[Ability, ...] = ()
    skills: dict[str, Bonus] = {}
    speed_ft: Feet = 30
    climb_ft: Feet = 0
    swim_ft: Feet = 0
    size: Size = "medium"
    resistances: tuple[DamageType, ...] = ()
    vulnerabilities: tuple[DamageType, ...] = ()
    immunities: tuple[DamageType, ...] = ()
    condition_immunities: tuple[str, ...] = ()
    attacks: tuple[Attack, ...] = ()
    attacks_per_action: Annotated[int, Meta(ge=1, le=8)] = 1
    bonus_actions: tuple[Annotated[str, Meta(max_length=60)], ...] = ()
    spell_slots: Annotated[tuple[int, ...], Meta(max_length=9)] = ()
    spell_save_dc: int | None = None
    initiative_bonus: Bonus = 0
    crit_on: Annotated[int, Meta(ge=2, le=20)] = 20
    death_saves: bool | None = None
    bonus_action_grants: tuple[Literal["dash", "disengage", "hide"], ...] = ()
    leader: bool = False
    hit_dice: Annotated[str, Meta(pattern=r"^$|^\d{1,2}d\d{1,3}$", max_length=6)] = ""
    """A PC's Hit Point Dice: its level in dice of its class's size (``"5d10"``), spent on a
    short rest, regained on a long one (published 5e rules, PHB 2024); empty: none."""
    fly_ft: Feet = 0
    burrow_ft: Feet = 0
    hover: bool = False
    senses: Senses = Senses()
    hp_formula: Annotated[str, Meta(pattern=r"^$|^\d{1,2}d\d{1,3}([+-]\d{1,4})?$", max_length=12)] = ""
    """A monster's hit points as dice (``"2d6"``, ``"19d12+133"``: its Hit Dice plus CON
    modifier × their number), rolled when it joins with ``hit_points: "rolled"``; empty: none."""
    save_actions: Annotated[tuple[SaveAction, ...], Meta(max_length=20)] = ()
    multiattack: Multiattack | None = None
    spell_attack_bonus: Bonus | None = None
    """The spell attack bonus (ability modifier + PB), for spells with an attack roll."""
    creature_type: Annotated[str, Meta(max_length=60)] = ""
    """``"humanoid (goblinoid)"``, ``"dragon"``, ``"swarm of Tiny beasts"``; empty for a PC."""
    alignment: Annotated[str, Meta(max_length=60)] = ""
    challenge_rating: Annotated[str, Meta(max_length=5, pattern=r"^$|^(0|1/8|1/4|1/2|[1-9]|[12][0-9]|30)$")] = ""
    xp: Annotated[int, Meta(ge=0, le=1_000_000)] = 0
    languages: Annotated[str, Meta(max_length=300)] = ""
    traits: Annotated[tuple[Trait, ...], Meta(max_length=30)] = ()
    other_actions: Annotated[tuple[Trait, ...], Meta(max_length=30)] = ()
    """Actions the rules do not play by themselves (Spellcasting's text, Change Shape …):
    the GM plays them with the general commands (``cast_spell``, ``deal_damage`` …)."""
    reactions: Annotated[tuple[Trait, ...], Meta(max_length=10)] = ()
    legendary_actions: Annotated[tuple[Trait, ...], Meta(max_length=10)] = ()
    special_defences: Annotated[tuple[Annotated[str, Meta(max_length=120)], ...], Meta(max_length=10)] = ()
    """Resistances and immunities with a condition the rules cannot check ("bludgeoning,
    piercing, and slashing from nonmagical attacks"): shown, applied by the GM."""
    library: LibraryRef | None = None
    """The library entry the block was taken from, if any."""


def modifier(score: int) -> int:
    """The ability modifier of a score: (score − 10) // 2, rounded down (8 → −1, 15 → +2).
    Source: published 5e rules (PHB 2024), assumed by 002 §Атака."""
    return (score - 10) // 2


def ability_mod(stats: Dnd5eStats, ability: Ability) -> int:
    """The modifier of ``ability`` on this stat block.
    Source: published 5e rules (PHB 2024), Ability Modifiers."""
    return modifier(getattr(stats.abilities, ability))


def save_bonus(stats: Dnd5eStats, ability: Ability) -> int:
    """Saving throw bonus: the modifier, + PB when proficient (published 5e, PHB 2024)."""
    return ability_mod(stats, ability) + (stats.proficiency_bonus if ability in stats.saving_throws else 0)


def skill_bonus(stats: Dnd5eStats, skill: str | None, ability: Ability) -> int:
    """A check's bonus: the printed skill total when the block lists the skill, otherwise the
    ability modifier (published 5e, PHB 2024)."""
    if skill is not None and skill in stats.skills:
        return stats.skills[skill]
    return ability_mod(stats, ability)


def size_steps(a: Size, b: Size) -> int:
    """How many sizes ``b`` is larger than ``a`` (negative: smaller). 002 §Розміри істот."""
    return SIZES.index(b) - SIZES.index(a)


def makes_death_saves(stats: Dnd5eStats) -> bool:
    """Whether this creature makes death saving throws at 0 HP (True for PCs unless stated)
    or dies at 0 HP (monsters unless stated). Published 5e rules (DMG: monsters and death)."""
    return stats.death_saves if stats.death_saves is not None else stats.kind == "pc"


def find_attack(stats: Dnd5eStats, name: str) -> Attack | None:
    """The attack called ``name`` (case-insensitive), or None. Source: (glue: no rule of its own)."""
    return next((a for a in stats.attacks if a.name.lower() == name.lower()), None)


def check_skills(stats: Dnd5eStats) -> None:
    """Raise ``ValueError`` naming an unknown skill in the block.
    Source: published 5e rules (PHB 2024), the skill list."""
    for skill in stats.skills:
        if skill not in SKILL_ABILITY:
            raise ValueError(f"unknown skill {skill!r}; skills: {', '.join(sorted(SKILL_ABILITY))}")
