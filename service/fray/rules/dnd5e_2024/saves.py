"""Saving throws and ability checks, with what conditions do to them.

Source: published 5e rules (PHB 2024): d20 + modifier (+ PB when proficient); paralyzed,
petrified, stunned and unconscious creatures fail STR and DEX saves; restrained: disadvantage
on DEX saves; exhaustion −2 per level. 002 §Дії в бою: Dodge gives advantage on DEX saves;
002 §Укриття: half cover +2, three-quarters +5 on DEX saves.
"""

from __future__ import annotations

from collections.abc import Sequence

from fray.domain.dice import Dice
from fray.domain.events import known
from fray.domain.state import Combatant, stat_block

from .conditions import DODGING, FAILS_STR_DEX, HELPED_CHECK, SHAKEN, d20_penalty, names
from .events import AbilityCheckRolled, SavingThrowRolled
from .rolls import roll_d20
from .stats import Ability, Dnd5eStats, save_bonus, skill_bonus


def stats_of(c: Combatant) -> Dnd5eStats:
    """The 5e stat block of ``c`` (always a ``Dnd5eStats`` in a dnd5e-2024 encounter).
    Source: (glue: no rule of its own)."""
    return stat_block(c, Dnd5eStats)


def saving_throw(
    c: Combatant,
    ability: Ability,
    dc: int,
    dice: Dice,
    purpose: str,
    *,
    advantage: Sequence[str] = (),
    disadvantage: Sequence[str] = (),
    cover_bonus: int = 0,
) -> SavingThrowRolled:
    """Roll ``c``'s saving throw of ``ability`` against ``dc`` (an automatic failure rolls no
    die). Success when the total is at least the DC.
    Source: published 5e rules (PHB 2024), Saving Throws and the conditions;
    002_06b8b5e39c23dcd7.txt §Дії в бою (Ухилення), §Укриття."""
    n = names(c)
    if ability in ("str", "dex") and n & FAILS_STR_DEX:
        return SavingThrowRolled(
            combatant_id=c.id, ability=ability, dc=dc, auto_fail=True, success=False, purpose=purpose
        )
    adv, dis = list(advantage), list(disadvantage)
    if ability == "dex" and "restrained" in n:
        dis.append("restrained")
    if ability == "dex" and DODGING in n:
        adv.append("dodging")
    bonus = save_bonus(stats_of(c), ability) + d20_penalty(c) + (cover_bonus if ability == "dex" else 0)
    roll = roll_d20(dice, bonus, adv, dis)
    return SavingThrowRolled(
        combatant_id=c.id, ability=ability, dc=dc, roll=roll, success=known(roll.total) >= dc, purpose=purpose
    )


def ability_check(
    c: Combatant,
    ability: Ability,
    skill: str | None,
    dice: Dice,
    purpose: str,
    dc: int | None = None,
    *,
    advantage: Sequence[str] = (),
    disadvantage: Sequence[str] = (),
    by_sight: bool = True,
    balance: bool = False,
) -> AbilityCheckRolled:
    """Roll ``c``'s ability check (``skill`` if any; the printed skill bonus if the block has
    one), against ``dc`` when given. Help (002 §Дії в бою) gives advantage; system shock's
    6–7 (003) gives disadvantage; exhaustion −2 per level. 003 Lingering Injuries: a lost
    eye, disadvantage on WIS (Perception) checks that rely on sight (``by_sight``); a
    horrible scar, disadvantage on CHA (Persuasion) and advantage on CHA (Intimidation); a
    lost foot or leg, disadvantage on DEX checks made to keep ``balance``."""
    n = names(c)
    adv, dis = list(advantage), list(disadvantage)
    if skill == "perception" and by_sight and "injury_lose_an_eye" in n:
        dis.append("lost an eye (003)")
    if "injury_horrible_scar" in n and skill in ("persuasion", "intimidation"):
        (dis if skill == "persuasion" else adv).append("horrible scar (003)")
    if ability == "dex" and balance and "injury_lose_foot_or_leg" in n:
        dis.append("lost a foot or leg: balance (003)")
    if HELPED_CHECK in n:
        adv.append("helped")
    if SHAKEN in n:
        dis.append("system shock")
    if "poisoned" in n:
        dis.append("poisoned")
    if any(k.source for k in c.conditions if k.id.split(":", 1)[0] == "frightened"):
        # PHB 2024 Frightened: disadvantage on ability checks while the source is in sight
        # (DECISION: a source is taken to be in sight; the GM ends the condition otherwise).
        dis.append("frightened")
    roll = roll_d20(dice, skill_bonus(stats_of(c), skill, ability) + d20_penalty(c), adv, dis)
    return AbilityCheckRolled(
        combatant_id=c.id,
        ability=ability,
        skill=skill,
        roll=roll,
        dc=dc,
        success=None if dc is None else known(roll.total) >= dc,
        purpose=purpose,
    )
