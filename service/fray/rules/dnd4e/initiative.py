"""Initiative: d20 + initiative modifier; ties by modifier, then by a roll made once and kept.

Source: published 4e (PHB 2008, Initiative, p. 267): the initiative modifier is half the level
+ the DEX modifier + bonuses (Improved Initiative, a feat bonus; racial bonuses); everyone rolls
once at the start of the encounter and keeps that order. Ties, as issue 11 states them: the
higher initiative modifier first; still tied, a d20 roll-off made once and kept for the
encounter (a tie in the roll-off is rolled again, the new face appended). 004 assumes these
rules and states none.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from msgspec import Struct

from fray.domain.errors import InvalidCommand

from .attack_roll import check_face
from .defences import half_level
from .modifiers import Derivation, Modifier, Part, derive


def initiative_modifier(level: int, dex_mod: int, modifiers: Iterable[Modifier] = ()) -> Derivation:
    """Half ``level`` + the DEX modifier + stacked bonuses, with every part. PHB 2008 p. 267."""
    return derive([Part(label="half level", value=half_level(level), kind="level"),
                   Part(label="DEX modifier", value=dex_mod, kind="ability")], modifiers)


class InitiativeEntry(Struct, frozen=True, kw_only=True):
    """One combatant's initiative: the d20 ``face``, its ``modifier``, the ``total`` and the
    tie-break ``tie_rolls`` (empty unless it tied; kept for the encounter)."""

    combatant_id: str
    face: int
    modifier: int
    total: int
    tie_rolls: tuple[int, ...] = ()


def roll(combatant_id: str, face: int, modifier: int) -> InitiativeEntry:
    """An initiative check from a d20 ``face``. Raises ``InvalidCommand`` for a face outside
    1–20. Source: PHB 2008 p. 267."""
    check_face(face)
    return InitiativeEntry(combatant_id=combatant_id, face=face, modifier=modifier, total=face + modifier)


def _key(e: InitiativeEntry) -> tuple[int, int, tuple[int, ...]]:
    return (e.total, e.modifier, e.tie_rolls)


def ties(entries: Sequence[InitiativeEntry]) -> list[tuple[str, ...]]:
    """Groups of combatants still tied on total, modifier and roll-off so far: each needs one
    more roll-off die (a group's members each append a face). Never raises."""
    groups: dict[tuple[int, int, tuple[int, ...]], list[str]] = {}
    for e in entries:
        groups.setdefault(_key(e), []).append(e.combatant_id)
    return [tuple(g) for g in groups.values() if len(g) > 1]


def order(entries: Sequence[InitiativeEntry]) -> tuple[str, ...]:
    """The turn order: higher total first, then the higher modifier, then the higher roll-off.
    Raises ``InvalidCommand`` while a tie is unbroken (see :func:`ties`).
    Source: PHB 2008 p. 267; issue 11 for the tie-break."""
    open_ties = ties(entries)
    if open_ties:
        raise InvalidCommand(f"initiative ties to break with a roll-off: {open_ties}")
    return tuple(e.combatant_id for e in sorted(entries, key=_key, reverse=True))


def with_tie_roll(entry: InitiativeEntry, face: int) -> InitiativeEntry:
    """``entry`` with one more roll-off face (a d20), kept for the encounter. Raises
    ``InvalidCommand`` for a face outside 1–20. Source: issue 11 (ties)."""
    check_face(face)
    return InitiativeEntry(combatant_id=entry.combatant_id, face=entry.face, modifier=entry.modifier,
                           total=entry.total, tie_rolls=(*entry.tie_rolls, face))
