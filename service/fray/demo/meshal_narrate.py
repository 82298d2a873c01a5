"""One line of plain English per feed message of a Meshal Lite encounter (the demo's feed);
core events it has no words of its own for are told by :func:`fray.demo.narrate.narrate`."""

from __future__ import annotations

from typing import Any

from fray.demo.narrate import narrate as narrate_core

WORDS = {"might": "Might", "activeness": "Activeness", "spirit": "Spirit", "durability": "durability"}


def _segment(s: dict[str, Any]) -> str:
    out = f"{s['faces']} = {s['rolled']}"
    if s["missed_at_once"]:
        return out + ": misses at once"
    out += " (immune)" if s["protection"] is None else f" − protection {s['protection']} = {s['after_protection']}"
    if s["defence"]:
        out += f", {s['defence']} {s['defence_faces']} = {s['defence_points']}"
    if not s["hit"]:
        return out + (": a solid defence" if s["solid"] else ": no harm")
    shares = ", ".join(f"{n} {WORDS.get(k, k)}" for k, n in s["shares"].items()) or "nothing it can lose"
    return out + f": hits for {s['damage']} ({shares})"


def narrate(message: dict[str, Any], names: dict[str, str]) -> str:
    """A feed message (a recorded event as JSON) told in one line, with its version."""
    d, v, t = message["data"], message["version"], message["type"]

    def name(cid: str) -> str:
        return names.get(cid, cid)

    if t == "meshal-lite.combatant_added":
        names[d["combatant_id"]] = d["name"]
        r, s = d["resources"], d["stats"]
        if s["kind"] == "object":
            text = (
                f"{d['name']} ({s['material']}) stands there: durability {s['durability']}, physical "
                f"{s['protections']['physical']}, erosion {s['protections']['erosion']}"
            )
        else:
            pools = ", ".join(
                f"{WORDS[n]} {r[n]['current']}" if n in r else f"{WORDS[n]} -"
                for n in ("might", "activeness", "spirit")
            )
            text = (
                f"{d['name']} joins the {d['side']} ({pools}; {r['mobility']['current']}⚡; strength {s['potential']})"
            )
        if d.get("position"):
            text += f" at ({d['position']['x']}, {d['position']['y']})"
    elif t == "meshal-lite.attack_resolved":
        where = f"{d['distance_steps']} steps" if d["distance_steps"] is not None else "off the grid"
        extra = f", {d['reach_dice']:+d}🎲 for range" if d["reach_dice"] else ""
        extra += ", behind cover" if d["cover"] else ""
        extra += ", answering as it falls (a reaction, at the same time)" if d.get("answering") else ""
        text = (
            f"{name(d['attacker_id'])} attacks {name(d['target_id'])} with {d['attack']} ({d['attack_type']}, "
            f"{d['dice']}🎲, {where}{extra}): " + "; ".join(_segment(s) for s in d["segments"])
        )
    elif t == "combatant_moved":
        end = d["path"][-1]
        text = f"{name(d['combatant_id'])} moves {d['cost_ft']} steps to ({end['x']}, {end['y']})"
    elif t == "resource_changed" and d["resource"] == "mobility":
        text = f"{name(d['combatant_id'])}: {d['delta']:+d}⚡ ({d['reason']})"
    elif t == "damage_taken":
        text = f"{name(d['combatant_id'])} loses {d['amount']} {WORDS.get(d['track'], d['track'])}"
    elif t == "healing_received":
        text = f"{name(d['combatant_id'])} regains {d['amount']} {WORDS.get(d['track'], d['track'])}"
    elif t == "stood_up":
        text = f"{name(d['combatant_id'])} stands up"
    elif t == "meshal-lite.fight_ended":
        text = (
            f"the fight is over: {d['outcome']} for the {d['party_side']} ({d['decided_by']}); intensity "
            f"{d['intensity']} ({d['chinese']}), {d['reward']} potential each"
        )
    elif t.startswith("meshal-lite."):
        subject = d.get("combatant_id") or d.get("target_id")
        text = f"{name(subject)}: {t.removeprefix('meshal-lite.').replace('_', ' ')}" if subject else t
    else:
        return narrate_core(message, names)
    return f"v{v:<4} {text}"
