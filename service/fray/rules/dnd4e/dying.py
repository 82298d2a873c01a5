"""Dying, death saving throws and death.

Source: published 4e (PHB 2008, Dying and Death, p. 295), which 004_e86ae0a0322fa3b5.txt assumes
(its 濒死 condition: unconscious, hit points 0 or fewer, a saving throw each round):
- a character at 0 hit points or fewer is dying (unconscious, so helpless and prone);
- it dies when its hit points reach its bloodied value as a negative number (max 50 dies at −25);
- a death saving throw at the end of each of its turns: below 10, one failure (three before a
  rest: dead); 10–19, no change; 20 or more, spend a healing surge: it is at 0, then heals the
  surge value, and is no longer dying; with no surge left it regains 1 hit point (Rules
  Compendium, Healing the Dying: a dying creature healed by what needs a surge it lacks;
  DECISION: the death save's surge is such healing);
- failures are counted until a short rest; healing does not clear them.
Monsters die at 0 hit points (DMG 2008, the usual case; a track with ``pc`` False).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from msgspec import Struct, structs

from fray.domain.errors import RuleViolation

from .attack_roll import check_face
from .hit_points import HitPoints, bloodied_value, heal_with_surge
from .modifiers import Derivation, Modifier, derive

DEATH_SAVE_FAILURES = 3


def death_threshold(max_hp: int) -> int:
    """The hit points at which a character dies: minus its bloodied value (PHB 2008 p. 295)."""
    return -bloodied_value(max_hp)


def is_dying(t: HitPoints) -> bool:
    """Whether ``t`` is dying: a living character at 0 hit points or fewer (PHB 2008 p. 295)."""
    return t.pc and not t.dead and t.hp <= 0


def after_damage(t: HitPoints) -> HitPoints:
    """``t`` marked dead if its hit points reached death: minus the bloodied value for a
    character, 0 for a monster. Never raises. Source: PHB 2008 p. 295; DMG 2008 (monsters)."""
    limit = death_threshold(t.max_hp) if t.pc else 0
    return structs.replace(t, dead=True) if not t.dead and t.hp <= limit else t


Outcome = Literal["failed", "no_change", "surge", "died"]


class DeathSaveRoll(Struct, frozen=True, kw_only=True):
    """One death saving throw: the ``face``, its ``bonus``, the ``total``, the ``outcome`` and
    the failures counted after it; ``no_surge``: a 20 with no healing surge left, which
    brought the character to 1 hit point (Rules Compendium, Healing the Dying)."""

    face: int
    bonus: Derivation
    total: int
    outcome: Outcome
    failures: int
    no_surge: bool = False


def death_save(t: HitPoints, face: int, modifiers: Sequence[Modifier] = ()) -> tuple[HitPoints, DeathSaveRoll]:
    """A dying character's death saving throw at the end of its turn: below 10 a failure
    (the third kills), 10–19 nothing, 20 or more spends a healing surge (from 0 hit points;
    with none left, 1 hit point). Raises ``RuleViolation`` unless ``t`` is dying and
    ``InvalidCommand`` for a face outside 1–20. Source: PHB 2008 p. 295 (Death Saving Throws)."""
    check_face(face)
    if not is_dying(t):
        raise RuleViolation("only a dying character makes death saving throws")
    bonus = derive([], modifiers)
    total = face + bonus.total
    outcome: Outcome
    if total < 10:
        failures = t.death_saves + 1
        t = structs.replace(t, death_saves=failures, dead=failures >= DEATH_SAVE_FAILURES)
        outcome = "died" if t.dead else "failed"
    elif total >= 20:
        t, spent = heal_with_surge(structs.replace(t, hp=0))
        outcome = "surge"
        return t, DeathSaveRoll(
            face=face, bonus=bonus, total=total, outcome=outcome, failures=t.death_saves, no_surge=not spent
        )
    else:
        outcome = "no_change"
    return t, DeathSaveRoll(face=face, bonus=bonus, total=total, outcome=outcome, failures=t.death_saves)


def short_rest(t: HitPoints) -> HitPoints:
    """``t`` after a short rest: failed death saves forgotten, second wind back (PHB 2008
    pp. 263, 295). Raises ``RuleViolation`` for a dying or dead creature."""
    if t.dead or is_dying(t):
        raise RuleViolation("a dying or dead creature cannot take a short rest")
    return structs.replace(t, death_saves=0, second_wind_used=False)
