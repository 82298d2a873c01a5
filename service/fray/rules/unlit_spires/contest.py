"""The contest: 2d6 + score against 2d6 + score (000_c3c04d669a38e5ba.txt §01 The contest).

Dice come in as arguments; nothing here rolls. Kept dice are the two dice that count (the
best or worst two of 3d6 with advantage or disadvantage, else the two dice rolled).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from msgspec import Struct

from . import tables as t
from .errors import SheetError
from .scores import trait

Outcome = Literal["miss", "hit", "clean_hit", "perfect_strike", "fumble"]


def dice_to_roll(advantage: bool, disadvantage: bool) -> int:
    """How many d6 one side rolls: 3 with exactly one of advantage/disadvantage, else 2.

    DECISION (gap): advantage and disadvantage on the SAME side cancel (2d6), as in the d20
    game; the two SIDES never cancel each other (§01: "They do not cancel each other out").
    Source: 000_c3c04d669a38e5ba.txt §01 Advantage and disadvantage.
    """
    return 3 if advantage != disadvantage else 2


def keep_two(dice: tuple[int, ...], advantage: bool, disadvantage: bool) -> tuple[int, int]:
    """The two d6 that count: best two of 3 with advantage, worst two with disadvantage.

    ``dice`` must hold exactly ``dice_to_roll(advantage, disadvantage)`` faces, each 1..6; the
    kept pair keeps the order the dice were rolled in. Raises SheetError otherwise.
    Source: 000_c3c04d669a38e5ba.txt §01 Advantage and disadvantage.
    """
    want = dice_to_roll(advantage, disadvantage)
    if len(dice) != want:
        raise SheetError(f"this roll needs {want}d6, got {len(dice)} dice")
    _check_faces(dice)
    if want == 2:
        return (dice[0], dice[1])
    drop = dice.index(min(dice) if advantage else max(dice))
    kept = dice[:drop] + dice[drop + 1 :]
    return (kept[0], kept[1])


class ContestResult(Struct, frozen=True):
    """A resolved attack: totals, margin (attack − defence), outcome and what damage to roll.

    ``damage_bonus`` is +2 hit points for a clean hit, ``damage_rolls`` is 2 for a perfect
    strike (else 1, 0 on a miss), ``ignores_absorb`` is true for a perfect strike.
    """

    attack_total: int
    defence_total: int
    margin: int
    outcome: Outcome
    hit: bool
    damage_bonus: int
    damage_rolls: int
    ignores_absorb: bool


def resolve_contest(
    attack_kept: tuple[int, int],
    attack_score: int,
    defence_kept: tuple[int, int],
    defence_score: int,
) -> ContestResult:
    """Resolve one attack: kept 2d6 + score on each side; the higher total wins, ties defend.

    Margin ≤ 0: miss; 1–9: hit; ≥ 10: clean hit (+2 damage). The attacker's kept 6+6 is a
    perfect strike: it hits whatever the totals, damage is rolled twice and absorbs nothing;
    1+1 is a fumble and misses whatever the totals (the fumbler's exposure, +2 to the next
    attack on them, is the glue's to track: ``tables.FUMBLE_EXPOSURE``).
    DECISIONS (gaps): a perfect strike whose margin is also ≥ 10 is ALSO a clean hit (+2):
    the margin rule and the double-six rule are independent; "roll damage twice" is the
    whole damage roll twice, modifier included (see ``damage.hit_damage``).
    Raises SheetError unless each side has two faces in 1..6.
    Source: 000_c3c04d669a38e5ba.txt §01 The contest, §12 One card.
    """
    attack_kept, defence_kept = _pair(attack_kept), _pair(defence_kept)
    attack_total = sum(attack_kept) + attack_score
    defence_total = sum(defence_kept) + defence_score
    margin = attack_total - defence_total
    clean = margin >= t.CLEAN_HIT_MARGIN
    bonus = t.CLEAN_HIT_BONUS if clean else 0
    if attack_kept == (6, 6):
        return ContestResult(attack_total, defence_total, margin, "perfect_strike", True, bonus, 2, True)
    if attack_kept == (1, 1):
        return ContestResult(attack_total, defence_total, margin, "fumble", False, 0, 0, False)
    if margin <= 0:
        return ContestResult(attack_total, defence_total, margin, "miss", False, 0, 0, False)
    return ContestResult(attack_total, defence_total, margin, "clean_hit" if clean else "hit", True, bonus, 1, False)


class OpposedResult(Struct, frozen=True):
    """Two totals and which side won (``"first"`` or ``"second"``); margin is first − second."""

    first_total: int
    second_total: int
    margin: int
    winner: Literal["first", "second"]


def resolve_opposed(
    first_kept: tuple[int, int],
    first_score: int,
    second_kept: tuple[int, int],
    second_score: int,
    ties_to: Literal["first", "second"],
) -> OpposedResult:
    """A contest decided by totals alone; a tie goes to ``ties_to``.

    For a counterspell (both roll Magic Attack; a tie means the first spell goes off: pass the
    original caster's side as ``ties_to``). DECISION: double six / double one are attack rules
    and do not apply here. Area spells use :func:`resolve_contest` once per creature (the
    caster's one roll against each Ward; the creature wins ties). Raises SheetError unless
    each side has two faces in 1..6, or for a bad ``ties_to``.
    Source: 000_c3c04d669a38e5ba.txt §05 Counterspell.
    """
    if ties_to not in ("first", "second"):
        raise SheetError(f"ties_to must be 'first' or 'second', got {ties_to!r}")
    first_kept, second_kept = _pair(first_kept), _pair(second_kept)
    a, b = sum(first_kept) + first_score, sum(second_kept) + second_score
    winner: Literal["first", "second"] = "first" if a > b else "second" if b > a else ties_to
    return OpposedResult(a, b, a - b, winner)


class InitiativeRoll(Struct, frozen=True):
    """One combatant's initiative: 2d6 ``dice`` + DEX trait = ``total``; DEX score for ties."""

    combatant_id: str
    dice: tuple[int, int]
    dexterity: int
    dexterity_trait: int
    total: int


def initiative_roll(combatant_id: str, dice: tuple[int, int], dexterity: int) -> InitiativeRoll:
    """Build an initiative roll: total = 2d6 + DEX trait (``dexterity`` is the ability score).

    Raises SheetError for a face outside 1..6, not exactly two dice, or DEX outside 1..30.
    Source: 000_c3c04d669a38e5ba.txt §01 Who goes first.
    """
    if len(dice) != 2:
        raise SheetError(f"initiative is 2d6, got {len(dice)} dice")
    _check_faces(dice)
    dex = trait(dexterity)
    return InitiativeRoll(combatant_id, (dice[0], dice[1]), dexterity, dex, sum(dice) + dex)


def initiative_order(rolls: Sequence[InitiativeRoll]) -> list[str]:
    """Combatant ids in turn order: highest total first; a tie goes to the higher DEX score.

    DECISION (gap): still tied, the combatant listed earlier in ``rolls`` (added earlier) goes
    first; a stable, dice-free order so a replay never rolls again. Raises SheetError for a
    duplicate id. Source: 000_c3c04d669a38e5ba.txt §01 Who goes first.
    """
    seen: set[str] = set()
    for roll in rolls:
        if roll.combatant_id in seen:
            raise SheetError(f"combatant {roll.combatant_id!r} rolled initiative twice")
        seen.add(roll.combatant_id)
    ordered = sorted(rolls, key=lambda r: (-r.total, -r.dexterity))
    return [r.combatant_id for r in ordered]


def _pair(kept: tuple[int, ...]) -> tuple[int, int]:
    if len(kept) != 2:
        raise SheetError(f"a contest counts two kept dice, got {len(kept)}")
    _check_faces(kept)
    return (kept[0], kept[1])


def _check_faces(dice: tuple[int, ...]) -> None:
    for face in dice:
        if not 1 <= face <= 6:
            raise SheetError(f"a d6 cannot come up {face}")
