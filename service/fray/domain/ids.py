"""Readable, deterministic combatant ids: "Grey Tide Zombie" → ``grey-tide-zombie``, then
``grey-tide-zombie-2`` for the second one. Deterministic so that ``decide`` stays pure."""

from __future__ import annotations

import re
from collections.abc import Container


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
