"""One line of plain English per feed message, for the demo's live feed."""

from __future__ import annotations

from typing import Any


def _side(s: dict[str, Any]) -> str:
    mods = "".join(f" {m['value']:+d} {m['label']}" for m in s.get("modifiers", []))
    return f"{s['kept']} {s['score']:+d}{mods} = {s['total']}"


def _spell_result(d: dict[str, Any], r: dict[str, Any], name: Any) -> str:
    who = name(r["target_id"])
    if r.get("ward") is not None:
        contest = f"{_side(d['magic_attack'])} vs Ward {_side(r['ward'])}, margin {r['margin']}: "
        out = f"{who}: {contest}{r['outcome'].replace('_', ' ')}"
    else:
        out = who
    if r["dealt"]:
        out += f", {d['expression']} rolled {d['rolls']}: {r['dealt']} damage (no absorb against magic)"
    if r["healed"]:
        out += f", {d['expression']} rolled {d['rolls']}: heals {r['healed']}"
    if r.get("condition"):
        out += f", {r['condition']}"
    return out


def narrate(message: dict[str, Any], names: dict[str, str]) -> str:
    """A feed message (a recorded event as JSON) told in one line, with its version."""
    d, v = message["data"], message["version"]

    def name(cid: str) -> str:
        return names.get(cid, cid)

    t = message["type"]
    if t == "encounter_created":
        text = f"encounter {d['name']!r} created ({d['ruleset']})"
    elif t.endswith("combatant_added"):
        names[d["combatant_id"]] = d["name"]
        text = f"{d['name']} joins the {d['side']} ({d['resources']['hp']['current']} HP"
        text += f", {d['resources']['mp']['current']} magic points" if "mp" in d.get("resources", {}) else ""
        text += f", at ({d['position']['x']}, {d['position']['y']}))" if d.get("position") else ")"
    elif t == "initiative_rolled":
        text = (
            "initiative: "
            + ", ".join(f"{name(e['combatant_id'])} {e['total']}" for e in d["entries"])
            + " → "
            + " > ".join(name(c) for c in d["order"])
        )
    elif t == "turn_started":
        text = f"round {d['round']}: {name(d['combatant_id'])}'s turn"
    elif t == "unlit-spires.attack_resolved":
        how = {"missile": "shoots at", "opportunity": "strikes at the fleeing"}.get(d.get("attack_kind"), "attacks")
        rng = f" ({d['distance_ft']} ft)" if d.get("distance_ft") is not None else ""
        text = (
            f"{name(d['attacker_id'])} {how} {name(d['defender_id'])}{rng}: "
            f"{_side(d['attack'])} vs {_side(d['defence'])}, margin {d['margin']}: "
            f"{d['outcome'].replace('_', ' ')}"
        )
        if dmg := d.get("damage"):
            text += f"; {dmg['expression']} rolled {dmg['rolls']}"
            text += f" +{dmg['bonus']}" if dmg["bonus"] else ""
            text += " (absorb ignored)" if dmg["ignores_absorb"] else f" − absorb {dmg['absorb']}"
            text += f" = {dmg['dealt']} damage"
    elif t == "unlit-spires.spell_cast":
        cost = f", {d['cost_mp']} magic points" if d["cost_mp"] else " (free)"
        text = f"{name(d['caster_id'])} casts {d['spell']} (level {d['spell_level']}{cost}) at " + ", ".join(
            name(c) for c in d["targets"]
        )
    elif t == "unlit-spires.spell_resolved":
        text = f"{d['spell']}: " + "; ".join(_spell_result(d, r, name) for r in d["results"])
    elif t == "unlit-spires.counterspell_resolved":
        text = (
            f"{name(d['countered_by'])} counters {name(d['caster_id'])}: {_side(d['caster'])} vs "
            f"{_side(d['counter'])}: the spell {'goes off' if d['spell_goes_off'] else 'is stopped'}"
        )
    elif t == "unlit-spires.magic_points_recovered":
        text = f"{name(d['combatant_id'])} recovers {d['amount']} magic points ({d['kind'].replace('_', ' ')})"
    elif t == "resource_changed":
        why = f" ({d['reason']})" if d["reason"] else ""
        text = f"{name(d['combatant_id'])}: {d['resource']} {d['delta']:+d}{why}"
    elif t == "budget_spent":
        on = f" ({d['on']})" if d["on"] else ""
        text = (
            f"{name(d['combatant_id'])}: the attack counts against its attacks this turn{on}"
            if d["budget"] == "attacks"
            else f"{name(d['combatant_id'])} uses its {d['budget']}{on}"
        )
    elif t == "combatant_moved":
        end = d["path"][-1]
        text = f"{name(d['combatant_id'])} moves {d['cost_ft']} ft to ({end['x']}, {end['y']})"
    elif t == "combatant_placed":
        p = d["position"]
        text = f"{name(d['combatant_id'])} is placed " + (f"at ({p['x']}, {p['y']})" if p else "off the grid")
    elif t == "dashed":
        text = f"{name(d['combatant_id'])} dashes (+{d['extra_ft']} ft)"
    elif t == "stood_up":
        text = f"{name(d['combatant_id'])} stands up ({d['cost_ft']} ft)"
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
