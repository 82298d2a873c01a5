"""One line of plain English per feed message, for the demo's live feed."""

from __future__ import annotations

from typing import Any


def _side(s: dict[str, Any]) -> str:
    mods = "".join(f" {m['value']:+d} {m['label']}" for m in s.get("modifiers", []))
    return f"{s['kept']} {s['score']:+d}{mods} = {s['total']}"


def narrate(message: dict[str, Any], names: dict[str, str]) -> str:
    """A feed message (a recorded event as JSON) told in one line, with its version."""
    d, v = message["data"], message["version"]
    name = lambda cid: names.get(cid, cid)  # noqa: E731
    t = message["type"]
    if t == "encounter_created":
        text = f"encounter {d['name']!r} created ({d['ruleset']})"
    elif t.endswith("combatant_added"):
        names[d["combatant_id"]] = d["name"]
        text = f"{d['name']} joins the {d['side']} ({d['hp']} HP)"
    elif t == "initiative_rolled":
        text = "initiative: " + ", ".join(
            f"{name(e['combatant_id'])} {e['total']}" for e in d["entries"]
        ) + " → " + " > ".join(name(c) for c in d["order"])
    elif t == "turn_started":
        text = f"round {d['round']}: {name(d['combatant_id'])}'s turn"
    elif t == "unlit-spires.attack_resolved":
        text = (f"{name(d['attacker_id'])} attacks {name(d['defender_id'])}: "
                f"{_side(d['attack'])} vs {_side(d['defence'])}, margin {d['margin']}: "
                f"{d['outcome'].replace('_', ' ')}")
        if dmg := d.get("damage"):
            text += f"; {dmg['expression']} rolled {dmg['rolls']}"
            text += f" +{dmg['bonus']}" if dmg["bonus"] else ""
            text += " (absorb ignored)" if dmg["ignores_absorb"] else f" − absorb {dmg['absorb']}"
            text += f" = {dmg['dealt']} damage"
    elif t == "damage_taken":
        text = f"{name(d['combatant_id'])} takes {d['amount']} damage"
    elif t == "healing_received":
        text = f"{name(d['combatant_id'])} regains {d['amount']} HP"
    elif t == "condition_applied":
        text = f"{name(d['combatant_id'])}: {d['condition']['name']}"
    elif t == "condition_ended":
        text = f"{name(d['combatant_id'])}: {d['condition_id'].replace('_', ' ')} ends ({d['reason']})"
    elif t == "combatant_removed":
        text = f"{name(d['combatant_id'])} leaves the fight"
    else:
        text = t
    return f"v{v:<4} {text}"
