"""Readable, deterministic combatant ids: "Grey Tide Zombie" → ``grey-tide-zombie``, then
``grey-tide-zombie-2`` for the second one. Deterministic so that ``decide`` stays pure.

An id is never used twice in one encounter, in any ruleset: a combatant that left keeps its
id (``EncounterState.departed``), because the initiative order, conditions' expiries and the
log still name it; a newcomer called the same gets the next free suffix."""

from __future__ import annotations

import re
from collections.abc import Container

from fray.domain.errors import RuleViolation
from fray.domain.state import EncounterState


def slug(name: str) -> str:
    """``name`` in lower case with runs of anything but letters and digits turned into ``-``
    (at most 48 characters); ``"combatant"`` if nothing is left."""
    s = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:48].strip("-")
    return s or "combatant"


def new_combatant_id(name: str, taken: Container[str]) -> str:
    """The slug of ``name``, suffixed ``-2``, ``-3`` … until it is not in ``taken``."""
    base = slug(name)
    candidate, n = base, 1
    while candidate in taken:
        n += 1
        candidate = f"{base}-{n}"
    return candidate


def combatant_id_for(state: EncounterState, wanted: str | None, name: str) -> str:
    """The id a combatant joining ``state`` gets: ``wanted`` if given and never used in this
    encounter, else the next free id from ``name``. Raises ``RuleViolation`` (409) when
    ``wanted`` belongs to a combatant here, or to one who left (ids are never reused)."""
    taken = {*state.combatants, *state.departed, *state.order}
    if wanted is None:
        return new_combatant_id(name, taken)
    if wanted in state.combatants:
        raise RuleViolation(f"there is already a combatant {wanted!r}; choose another id")
    if wanted in taken:
        raise RuleViolation(
            f"{wanted!r} was the id of a combatant who left this encounter; ids "
            "are never reused (the log still names it): choose another id"
        )
    return wanted
