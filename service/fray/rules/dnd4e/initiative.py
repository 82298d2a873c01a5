"""Initiative: d20 + initiative modifier; ties by modifier, then by a roll made once and kept.

Source: published 4e (PHB 2008, Initiative, p. 267): the initiative modifier is half the level
+ the DEX modifier + bonuses (Improved Initiative, a feat bonus; racial bonuses); everyone rolls
once at the start of the encounter and keeps that order. Ties, as issue 11 states them: the
higher initiative modifier first; still tied, a d20 roll-off made once and kept for the
encounter (a tie in the roll-off is rolled again, the new face appended). 004 assumes these
rules and states none.

Entries are the core's ``InitiativeEntry``: ``tiebreak`` is ``(modifier, roll-off faces…)``,
so the core ranks them by ``(total, modifier, roll-offs…)``. DECISION: a late arrival that
ties a combatant already in the order on total and modifier acts after it (the core's
``place_newcomers``); roll-offs are rolled only among those rolling together.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from msgspec import structs

from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand
from fray.domain.events import InitiativeEntry, known

from .attack_roll import check_face
from .defences import half_level
from .modifiers import Derivation, Modifier, Part, derive


def initiative_modifier(level: int, dex_mod: int, modifiers: Iterable[Modifier] = ()) -> Derivation:
    """Half ``level`` + the DEX modifier + stacked bonuses, with every part. PHB 2008 p. 267."""
    return derive(
        [
            Part(label="half level", value=half_level(level), kind="level"),
            Part(label="DEX modifier", value=dex_mod, kind="ability"),
        ],
        modifiers,
    )


def roll(combatant_id: str, face: int, modifier: int) -> InitiativeEntry:
    """An initiative check from a d20 ``face``: total ``face + modifier``, tie-break the
    modifier. Raises ``InvalidCommand`` for a face outside 1–20. Source: PHB 2008 p. 267."""
    check_face(face)
    return InitiativeEntry(
        combatant_id=combatant_id, dice=(face,), modifier=modifier, total=face + modifier, tiebreak=(modifier,)
    )


def ties(entries: Sequence[InitiativeEntry]) -> list[tuple[str, ...]]:
    """Groups of combatants still tied on total, modifier and roll-off so far: each needs one
    more roll-off die (a group's members each append a face). Never raises.
    Source: (glue: no rule of its own)."""
    groups: dict[tuple[int, ...], list[str]] = {}
    for e in entries:
        groups.setdefault(e.rank, []).append(e.combatant_id)
    return [tuple(g) for g in groups.values() if len(g) > 1]


def order(entries: Sequence[InitiativeEntry]) -> tuple[str, ...]:
    """The turn order: higher total first, then the higher modifier, then the higher roll-off.
    Raises ``InvalidCommand`` while a tie is unbroken (see :func:`ties`).
    Source: PHB 2008 p. 267; issue 11 for the tie-break."""
    open_ties = ties(entries)
    if open_ties:
        raise InvalidCommand(f"initiative ties to break with a roll-off: {open_ties}")
    return tuple(e.combatant_id for e in sorted(entries, key=lambda e: e.rank, reverse=True))


def with_tie_roll(entry: InitiativeEntry, face: int) -> InitiativeEntry:
    """``entry`` with one more roll-off face (a d20), kept for the encounter. Raises
    ``InvalidCommand`` for a face outside 1–20. Source: issue 11 (ties)."""
    check_face(face)
    return structs.replace(entry, tiebreak=(*known(entry.tiebreak), face))


def roll_all(modifiers: Sequence[tuple[str, int]], dice: Dice) -> list[InitiativeEntry]:
    """Initiative for each ``(combatant id, modifier)``: one d20 each in the order given, then,
    while any are tied on total and modifier (and roll-offs so far), one more d20 for each
    member of each tied group, in the order given. Never raises for faces a d20 can show.
    Source: PHB 2008 p. 267; issue 11 (ties)."""
    entries = {cid: roll(cid, dice.roll(1, 20)[0], mod) for cid, mod in modifiers}
    while groups := ties(list(entries.values())):
        for group in groups:
            for cid in group:
                entries[cid] = with_tie_roll(entries[cid], dice.roll(1, 20)[0])
    return list(entries.values())
