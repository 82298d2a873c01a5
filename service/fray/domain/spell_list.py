"""A ruleset's spell list: spells to search and to cast by name (issue 20).

A ruleset offers one :class:`SpellList` (``Ruleset.spells``), searched by
``GET /rulesets/{ruleset}/spells`` without the route knowing any ruleset. An entry holds what
the spell's text prints (level, school, casting time, range, duration, components, classes,
the text itself) and what a ruleset's ``cast_spell`` plays from it, in the d20 vocabulary:
a spell ``attack`` (melee or ranged), a ``save`` (its ability, ``half_on_success``), the
``damage`` dice by slot level (``cantrip_damage`` by character level), ``heal`` by slot level
(``MOD``: the caster's spellcasting modifier), ``damage_types`` (one a dice term) and the
``conditions`` a failed save causes. Read once, on first use, like the creature library.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal

import msgspec

from fray.domain.errors import SpellNotFound


class SpellEntry(msgspec.Struct, frozen=True, kw_only=True):
    """One spell of a list (see the module docstring); ``summary`` is a line a person reads
    ("3rd-level evocation, 150 feet: DEX save, 8d6 fire, half on a success")."""

    id: str
    name: str
    level: int
    school: str
    casting_time: str = ""
    range: str = ""
    duration: str = ""
    concentration: bool = False
    ritual: bool = False
    components: str = ""
    classes: tuple[str, ...] = ()
    attack: Literal["melee", "ranged"] | None = None
    save: str | None = None
    half_on_success: bool = False
    damage_types: tuple[str, ...] = ()
    damage: dict[str, str] = {}
    cantrip_damage: dict[str, str] = {}
    heal: dict[str, str] = {}
    area: str = ""
    conditions: tuple[str, ...] = ()
    description: str = ""
    higher_level: str = ""
    summary: str = ""


@dataclass(frozen=True)
class SpellList:
    """The spells a ruleset's source gives, and where they come from (``title``, ``source``,
    ``edition``: ``"2014"`` for the SRD 5.1's, ``licence``, ``attribution``, ``note``)."""

    ruleset: str
    title: str
    source: str
    load: Callable[[], Sequence[SpellEntry]] = field(default=lambda: ())
    licence: str | None = None
    attribution: str | None = None
    edition: str | None = None
    note: str = ""

    @cached_property
    def entries(self) -> tuple[SpellEntry, ...]:
        """Every spell, sorted by name (read on first use)."""
        return tuple(sorted(self.load(), key=lambda e: (e.name.lower(), e.id)))

    @cached_property
    def _by_key(self) -> dict[str, SpellEntry]:
        keys = {e.name.lower(): e for e in self.entries}
        keys.update({e.id.lower(): e for e in self.entries})
        return keys

    def find(self, ref: str) -> SpellEntry | None:
        """The spell whose id or name (ignoring case) is ``ref``, or None."""
        return self._by_key.get(ref.strip().lower())

    def get(self, ref: str) -> SpellEntry:
        """The spell ``ref`` names. Raises ``SpellNotFound`` (404) naming the closest names."""
        found = self.find(ref)
        if found is None:
            raise SpellNotFound(ref, self.ruleset, [e.name for e in self.search(ref, limit=5)[1]])
        return found

    def search(
        self,
        q: str = "",
        *,
        level: int | None = None,
        school: str | None = None,
        class_: str | None = None,
        limit: int = 50,
        offset: int = 0,
    ) -> tuple[int, list[SpellEntry]]:
        """``(total, page)``: the spells whose name holds every word of ``q``, of ``level``
        (0: cantrips), ``school`` and class ``class_``; names starting with ``q`` first."""
        words = q.lower().split()
        hits = [
            e
            for e in self.entries
            if all(w in f"{e.name.lower()} {e.id}" for w in words)
            and (level is None or e.level == level)
            and (not school or e.school == school.strip().lower())
            and (not class_ or class_.strip().lower() in e.classes)
        ]
        lead = q.strip().lower()
        if lead:
            hits.sort(key=lambda e: not e.name.lower().startswith(lead))
        return len(hits), hits[offset : offset + limit]
