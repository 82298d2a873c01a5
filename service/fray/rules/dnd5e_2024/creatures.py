"""The dnd5e-2024 monster library: the 334 creatures of the SRD 5.1 (2014 stat blocks), converted
to the stat blocks these rules play (``library/srd_creatures.json``, made by
``scripts/srd/convert_creatures.py``; what the conversion decides, 2014 → 2024, is in that
script's docstring and docs/library.md).

The data is the System Reference Document 5.1 by Wizards of the Coast LLC, under CC BY 4.0;
``library/ATTRIBUTION.md`` carries the attribution the licence asks for, and every answer of
``GET /rulesets/dnd5e-2024/creatures`` repeats it.
"""

from __future__ import annotations

from importlib.resources import files

import msgspec

from fray.domain.library import CreatureEntry, CreatureLibrary

from .stats import Dnd5eStats


class _Entry(msgspec.Struct, frozen=True, kw_only=True):
    id: str
    name: str
    type: str
    subtype: str = ""
    size: str
    challenge_rating: str
    cr: float
    stats: Dnd5eStats


class _File(msgspec.Struct, frozen=True, kw_only=True):
    library: str
    title: str
    edition: str
    source: str
    licence: str
    attribution: str
    creatures: list[_Entry]


def _read() -> _File:
    raw = (files(__package__) / "library" / "srd_creatures.json").read_bytes()
    return msgspec.json.decode(raw, type=_File)


def summary(s: Dnd5eStats) -> str:
    """One line a person reads: "Small humanoid (goblinoid), CR 1/4: AC 15, HP 7 (2d6)".
    Source: (glue: no rule of its own)."""
    hp = f"HP {s.hp_max}" + (f" ({s.hp_formula})" if s.hp_formula else "")
    cr = f", CR {s.challenge_rating}" if s.challenge_rating else ""
    return f"{s.size.capitalize()} {s.creature_type}{cr}: AC {s.ac}, {hp}"


def _load() -> list[CreatureEntry]:
    return [
        CreatureEntry(
            id=e.id,
            name=e.name,
            type=e.type,
            subtype=e.subtype,
            size=e.size,
            challenge_rating=e.challenge_rating,
            summary=summary(e.stats),
            stats=e.stats,
        )
        for e in _read().creatures
    ]


ATTRIBUTION = (
    'This work includes material taken from the System Reference Document 5.1 ("SRD 5.1") by '
    "Wizards of the Coast LLC, available at https://dnd.wizards.com/resources/systems-reference-document. "
    "The SRD 5.1 is licensed under the Creative Commons Attribution 4.0 International License, "
    "available at https://creativecommons.org/licenses/by/4.0/legalcode. Fray converted the stat blocks "
    "for its 2024 rules (docs/library.md); the data came from the 5e-bits SRD database (MIT)."
)

LIBRARY = CreatureLibrary(
    ruleset="dnd5e-2024",
    title="SRD 5.1 creatures (2014 stat blocks, converted for the 2024 rules)",
    source="System Reference Document 5.1 (Wizards of the Coast), via 5e-bits/5e-database v5.10.0",
    load=_load,
    licence="CC-BY-4.0",
    attribution=ATTRIBUTION,
    edition="2014",
    note=(
        "The 334 creatures of the SRD 5.1, with their 2014 numbers. Attacks, forced saves, "
        "recharges, Multiattack and defences are played by the rules; traits, spellcasting, "
        "reactions and legendary actions are text the GM plays. Resistances that depend on the "
        "weapon (nonmagical, silvered) are listed under special_defences, not applied."
    ),
)
