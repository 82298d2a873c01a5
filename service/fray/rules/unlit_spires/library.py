"""The Unlit Spires creature library: the five Session One monsters (000_c3c04d669a38e5ba.txt
§11 Session one), each with its stat block as ``add_monster`` gives it (the §11 table's
hand-tuned numbers kept: ``session_one.preset_build``). No challenge rating: the system
measures a monster by its hit dice (§11), given in the summary."""

from __future__ import annotations

from fray.domain.library import CreatureEntry, CreatureLibrary

from .session_one import SESSION_ONE, preset_build
from .stats import monster_stats


def _signed(n: int) -> str:
    """A score as the §11 table prints it: +3, −2."""
    return f"{n:+d}".replace("-", "−")


def entry(key: str) -> CreatureEntry:
    """The library entry of the Session One creature ``key``. Source: 000 §11 Session one."""
    preset = SESSION_ONE[key]
    row, build = preset.row, preset_build(key)
    kind = preset.sheet.kind
    summary = (
        f"{kind.capitalize()}, {row.hit_dice}: Attack {_signed(row.attack)}, Parry/Dodge {_signed(row.parry_dodge)}, "
        f"Ward {_signed(row.ward)}, Absorb {row.absorb}, Speed {row.speed_ft} ft, HP {row.hp}"
    )
    return CreatureEntry(
        id=key,
        name=preset.sheet.name,
        type=kind,
        summary=summary,
        stats=monster_stats(build, preset.sheet.dexterity),
    )


LIBRARY = CreatureLibrary(
    ruleset="unlit-spires",
    title="The Unlit Spires: Session One monsters",
    source="000_c3c04d669a38e5ba.txt §11 Session one",
    load=lambda: [entry(k) for k in SESSION_ONE],
    note=(
        "The five creatures of the Session One table (§11), with its hand-tuned numbers; their "
        "ability scores are derived from the table (the presets' notes say how)."
    ),
)
