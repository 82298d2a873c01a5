"""The dnd5e-2024 spell list: the 319 spells of the SRD 5.1, marked as the 2014 SRD's
(``library/srd_spells.json``, made by ``scripts/srd/convert_spells.py``). ``cast_spell`` names
one and its targets and plays its attack, save, damage or healing (``spellcasting``).

The data is the System Reference Document 5.1 by Wizards of the Coast LLC, under CC BY 4.0
(``library/ATTRIBUTION.md``); every answer of ``GET /rulesets/dnd5e-2024/spells`` repeats it.
"""

from __future__ import annotations

from importlib.resources import files

import msgspec

from fray.domain.spell_list import SpellEntry, SpellList

from .creatures import ATTRIBUTION

ORDINAL = {1: "1st", 2: "2nd", 3: "3rd"}


class _File(msgspec.Struct, frozen=True, kw_only=True):
    spells: list[SpellEntry]


def summary(s: SpellEntry) -> str:
    """One line a person reads: "3rd-level evocation, 150 feet: DEX save, 8d6 fire, half on a
    success" (2014 SRD wording). Source: (glue: no rule of its own)."""
    level = (
        f"{s.school.capitalize()} cantrip"
        if s.level == 0
        else f"{ORDINAL.get(s.level, f'{s.level}th')}-level {s.school}"
    )
    what = []
    if s.attack:
        what.append(f"{s.attack} spell attack")
    if s.save:
        what.append(f"{s.save.upper()} save")
    dice = s.damage.get(str(s.level)) or next(iter(s.damage.values()), None) or s.cantrip_damage.get("1")
    if dice:
        what.append(f"{dice} {'/'.join(s.damage_types)}".strip())
    if s.heal:
        what.append(f"heals {next(iter(s.heal.values()))}")
    if s.conditions:
        what.append(" or ".join(s.conditions))
    if s.half_on_success:
        what.append("half on a success")
    tail = f": {', '.join(what)}" if what else ""
    return f"{level}, {s.range}{' (concentration)' if s.concentration else ''}{tail}"


def _load() -> list[SpellEntry]:
    raw = (files(__package__) / "library" / "srd_spells.json").read_bytes()
    return [msgspec.structs.replace(s, summary=summary(s)) for s in msgspec.json.decode(raw, type=_File).spells]


SPELLS = SpellList(
    ruleset="dnd5e-2024",
    title="SRD 5.1 spells (the 2014 SRD)",
    source="System Reference Document 5.1 (Wizards of the Coast), via 5e-bits/5e-database v5.10.0",
    load=_load,
    licence="CC-BY-4.0",
    attribution=ATTRIBUTION,
    edition="2014",
    note=(
        "The 319 spells of the SRD 5.1, with the 2014 wording and numbers (not the 2024 Player's "
        "Handbook's). cast_spell with target_ids plays a spell's attack roll, saving throw, damage, "
        "healing and the conditions of a failed save; everything else is the GM's."
    ),
)
