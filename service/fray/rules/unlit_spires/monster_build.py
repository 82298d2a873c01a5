"""Build a monster from its kind and hit dice (000_c3c04d669a38e5ba.txt §11 The monsters).

A monster's six scores have a hero's shape: the hit-dice step stands where the level step
stood, the kind's menace where training stood. Import from :mod:`.monsters`, which also
carries the Session One presets (:mod:`.session_one`).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Annotated

from msgspec import Meta, Struct

from . import tables as t
from .damage import DamageDice, format_damage, halve_dice
from .errors import SheetError, lookup
from .odds import Odds, Rules, contest_odds
from .parts import Score, score
from .scores import AbilityScore, Name, trait

MAX_HIT_DICE = 99
MAX_ATTACKS_PER_TURN = 6


class MonsterSheet(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A monster as the DM writes it: kind, hit dice (1..99), ability scores (1..30), body,
    optional worn armour, attacks per turn (1..6)."""

    name: Name
    kind: t.MonsterKind
    hit_dice: Annotated[int, Meta(ge=1, le=MAX_HIT_DICE)]
    strength: AbilityScore = 10
    dexterity: AbilityScore = 10
    constitution: AbilityScore = 10
    intelligence: AbilityScore = 10
    wisdom: AbilityScore = 10
    charisma: AbilityScore = 10
    body: t.BodyName = "soft"
    armour: t.ArmourName = "none"
    attacks_per_turn: Annotated[int, Meta(ge=1, le=MAX_ATTACKS_PER_TURN)] = 1


class MonsterBuild(Struct, frozen=True, kw_only=True):
    """A monster's numbers: six scores with parts, hp, damage per attack, absorb, speeds."""

    name: str
    kind: t.MonsterKind
    hit_dice: int
    hit_die: str
    hit_dice_step: int
    melee_attack: Score
    missile_attack: Score
    magic_attack: Score
    parry: Score
    dodge: Score
    ward: Score
    hp: int
    hp_expression: str
    damage: str
    attacks_per_turn: int
    absorb: int
    speed_ft: int
    fly_speed_ft: int | None


def hit_dice_step(hit_dice: int) -> int:
    """The hit-dice step: ``ceil(hit dice / 4)`` (1–4 → +1 … 17–20 → +5).

    DECISION: beyond 20 hit dice the formula simply continues (21–24 → +6), up to 99 hit dice.
    Raises SheetError outside 1..99. Source: 000_c3c04d669a38e5ba.txt §11 Step 2.
    """
    if not 1 <= hit_dice <= MAX_HIT_DICE:
        raise SheetError(f"hit dice must be 1 to {MAX_HIT_DICE}, got {hit_dice}")
    return -(-hit_dice // 4)


def monster_hp(hit_dice: int, hit_die_sides: int, con_trait: int) -> int:
    """Hit points: ``hit dice × (average die + CON trait)``, rounded down (3, d8, +3 → 22).

    The average die is (sides + 1) / 2, kept exact. DECISION: each hit die gives at least 1 hp
    (a very low CON on a small die cannot give 0 or less). Raises SheetError for bad hit dice.
    Source: 000_c3c04d669a38e5ba.txt §11 Step 4 Hit points.
    """
    hit_dice_step(hit_dice)
    exact = hit_dice * (Fraction(hit_die_sides + 1, 2) + con_trait)
    return max(hit_dice, exact.__floor__())


def monster_damage(kind: str, hit_dice: int, str_trait: int, attacks_per_turn: int = 1) -> str:
    """Damage per attack: ``(hit-dice step)d6 + STR trait``; a Magical monster adds nothing.

    Attacking twice in a turn halves the dice, rounding UP (3d6 → 2d6, 1d6 stays 1d6; see
    ``damage.halve_dice``). DECISION: more attacks divide the dice the same way
    (ceil(dice / attacks)). Raises SheetError for bad hit dice, an unknown kind or attacks
    outside 1..6. Source: 000_c3c04d669a38e5ba.txt §11 Step 4 Damage.
    """
    lookup(t.MONSTER_KINDS, kind, "monster kind")
    if not 1 <= attacks_per_turn <= MAX_ATTACKS_PER_TURN:
        raise SheetError(f"attacks per turn must be 1 to 6, got {attacks_per_turn}")
    dice = DamageDice(hit_dice_step(hit_dice), 6, 0 if kind == "magical" else str_trait)
    if attacks_per_turn == 2:
        dice = halve_dice(dice)
    elif attacks_per_turn > 2:
        dice = DamageDice(-(-dice.count // attacks_per_turn), 6, dice.modifier)
    return format_damage(dice)


def build_monster(sheet: MonsterSheet) -> MonsterBuild:
    """All a monster's numbers from its sheet, exactly as §11 Steps 1–4.

    Melee = STR + step + melee menace; Missile = DEX + step + missile menace; Magic = INT +
    step + magic menace; Parry = best of STR/DEX + step + guard; Dodge = DEX + step + guard;
    Ward = WIS + step + ward. DECISIONS: worn armour and natural body do not stack — absorb is
    the larger of the two; worn armour's speed penalty applies to walking speed (with the
    §07 STR 16+ relief and 10 ft floor), not to flying. Raises SheetError for unknown names
    or out-of-range numbers. Source: 000_c3c04d669a38e5ba.txt §11 Make your own, §06, §07.
    """
    s = sheet
    kind = lookup(t.MONSTER_KINDS, s.kind, "monster kind")
    body = lookup(t.NATURAL_BODY, s.body, "body")
    armour = lookup(t.ARMOUR, s.armour, "armour")
    step = hit_dice_step(s.hit_dice)
    st, dx, co, it, wi = (trait(v) for v in (s.strength, s.dexterity, s.constitution, s.intelligence, s.wisdom))
    trait(s.charisma)
    hd = ("hit-dice step", step)
    best = ("DEX trait", dx) if dx > st else ("STR trait", st)
    penalty = armour.speed_penalty_ft
    relief = min(t.STRONG_BODY_RELIEF_FT, penalty) if s.strength >= t.STRONG_BODY_STR else 0
    speed = max(t.SPEED_FLOOR_FT, kind.speed_ft - penalty + relief) if penalty else kind.speed_ft
    con_total = s.hit_dice * co
    hp_mod = f"+{con_total}" if con_total > 0 else (f"{con_total}" if con_total else "")
    return MonsterBuild(
        name=s.name,
        kind=s.kind,
        hit_dice=s.hit_dice,
        hit_die=f"d{kind.hit_die_sides}",
        hit_dice_step=step,
        melee_attack=score(("STR trait", st), hd, ("melee menace", kind.melee)),
        missile_attack=score(("DEX trait", dx), hd, ("missile menace", kind.missile)),
        magic_attack=score(("INT trait", it), hd, ("magic menace", kind.magic)),
        parry=score(best, hd, ("guard", kind.guard)),
        dodge=score(("DEX trait", dx), hd, ("guard", kind.guard)),
        ward=score(("WIS trait", wi), hd, ("ward", kind.ward)),
        hp=monster_hp(s.hit_dice, kind.hit_die_sides, co),
        hp_expression=f"{s.hit_dice}d{kind.hit_die_sides}{hp_mod}",
        damage=monster_damage(s.kind, s.hit_dice, st, s.attacks_per_turn),
        attacks_per_turn=s.attacks_per_turn,
        absorb=max(body, armour.absorb),
        speed_ft=speed,
        fly_speed_ft=kind.fly_speed_ft,
    )


class Forecast(Struct, frozen=True):
    """The builder's last two lines: the party's odds against the monster's Parry, and the
    monster's melee odds against the party's defence (exact; ``.report()`` for JSON)."""

    party_hits_monster: Odds
    monster_hits_party: Odds


def fight_forecast(
    monster: MonsterBuild,
    party_attack: int,
    party_defence: int,
    rules: Rules = "full",
) -> Forecast:
    """How the fight will go: party attack vs the monster's Parry, the monster's attack vs
    ``party_defence`` (both plain 2d6, exact, under ``rules``; default the full §01 rules).
    The monster's attack is its Melee Attack, or its Magic Attack for a Magical monster ("it
    works by magic, not muscle": Granny Yulan's table Attack +6 is her Magic Attack).
    Raises SheetError for unknown ``rules``. Source: 000_c3c04d669a38e5ba.txt §11 Build a monster.
    """
    attack = monster.magic_attack if monster.kind == "magical" else monster.melee_attack
    return Forecast(
        contest_odds(party_attack, monster.parry.total, rules=rules),
        contest_odds(attack.total, party_defence, rules=rules),
    )
