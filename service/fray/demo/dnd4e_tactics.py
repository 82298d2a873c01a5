"""How each side of the 4e demo fight plays: plain table tactics over the served state.

Pure functions of the state as the API returns it (JSON) and the demo's own random choices;
they return command bodies to send. The rules are the server's (ruleset ``dnd4e``): these
only pick sensible commands.

- A bloodied character with a healing surge and its second wind unused takes its second wind.
- A cleric (``healer``) speaks a Healing Word (a minor action, twice an encounter) over the
  friend in the worst way (dying first, then bloodied), then uses its ranged power; or fights
  like everyone else.
- A wizard (``caster``) sustains what it sustains (a minor action), then throws Scorching
  Burst where it catches two enemies and no friend,
  else Ray of Frost or Magic Missile at the nearest enemy; a daily power once.
- Everyone else walks towards the nearest enemy (a move action, its speed) and attacks it in
  melee with its best power still unused (encounter, then at-will).
- After every command the enemies a move or a ranged or area attack provoked take their
  opportunity attacks (:func:`reactions`); after every turn the saves due are made
  (:func:`saves`), in the order the effects are listed.
"""

from __future__ import annotations

import random
from typing import Any

from fray.domain.ids import slug

Body = dict[str, Any]
C = dict[str, Any]
STEPS = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)]


def _gap(a0: int, an: int, b0: int, bn: int) -> int:
    return max(0, b0 - (a0 + an - 1), a0 - (b0 + bn - 1))


def apart(a: tuple[int, int], asize: int, b: tuple[int, int], bsize: int) -> int:
    """Squares between two spaces, edge to edge (as ``fray.domain.grid.squares_apart``)."""
    return max(_gap(a[0], asize, b[0], bsize), _gap(a[1], asize, b[1], bsize))


def _sq(c: C) -> tuple[int, int]:
    return c["position"]["x"], c["position"]["y"]


def dist(a: C, b: C) -> int:
    """Squares between two combatants' spaces."""
    return apart(_sq(a), a["footprint"], _sq(b), b["footprint"])


def standing(state: dict[str, Any], side: str | None = None) -> list[C]:
    """Combatants up and fighting (of ``side`` if given)."""
    return [c for c in state["combatants"] if c["status"] == "active" and (side is None or c["side"] == side)]


def enemies(state: dict[str, Any], me: C) -> list[C]:
    return [c for c in standing(state) if c["side"] != me["side"]]


def who(state: dict[str, Any], cid: str) -> C:
    return next(c for c in state["combatants"] if c["id"] == cid)


def _names(c: C) -> set[str]:
    return {k["name"] for k in c["conditions"]}


def _marker(c: C, prefix: str) -> list[C]:
    return [k for k in c["markers"] if k["id"].startswith(prefix)]


def _powers(me: C) -> list[C]:
    used = {k["id"] for k in me["markers"]}
    return [
        p
        for p in me["stats"]["powers"]
        if p.get("usage", "at_will") == "at_will" or f"power_used:{slug(p['name'])}" not in used
    ]


def _nearest(me: C, cs: list[C], rng: random.Random) -> C:
    low = min(dist(me, c) for c in cs)
    return rng.choice([c for c in cs if dist(me, c) == low])


def path_towards(state: dict[str, Any], me: C, target: C, reach: int) -> list[dict[str, int]]:
    """Squares to walk, one step at a time, towards ``target`` until within ``reach``,
    never through or onto another standing creature, at most the movement left."""
    budget = (me["movement_left_ft"] if me["movement_left_ft"] is not None else me["speed_ft"] or 0) // 5
    here, size = _sq(me), me["footprint"]
    path: list[dict[str, int]] = []
    taken = [
        (_sq(o), o["footprint"])
        for o in state["combatants"]
        if o["id"] != me["id"] and o["status"] != "dead" and o.get("position")
    ]
    seen = {here}
    while len(path) < budget and apart(here, size, _sq(target), target["footprint"]) > reach:
        options = [(here[0] + dx, here[1] + dy) for dx, dy in STEPS]
        options = [s for s in options if s not in seen and all(apart(s, size, q, n) > 0 for q, n in taken)]
        if not options:
            break
        here = min(options, key=lambda s: (apart(s, size, _sq(target), target["footprint"]), s))
        seen.add(here)
        path.append({"x": here[0], "y": here[1]})
    return path


def _melee(me: C) -> C | None:
    melee = [p for p in _powers(me) if p.get("kind", "melee") == "melee"]
    ranked = sorted(melee, key=lambda p: {"daily": 0, "encounter": 1}.get(p.get("usage", "at_will"), 2))
    return ranked[0] if ranked else None


def _burst_origin(state: dict[str, Any], me: C) -> tuple[int, int] | None:
    """An enemy's square where a burst 1 catches two enemies, no friend, and not the caster."""
    foes = [e for e in enemies(state, me) if not any(r["type"] in ("fire", "all") for r in e["stats"]["resist"])]
    friends = [
        c for c in state["combatants"] if c["side"] == me["side"] and c["status"] != "dead" and c.get("position")
    ]
    for f in foes:
        o = _sq(f)
        if apart(_sq(me), me["footprint"], o, 1) > 10 or apart(_sq(me), me["footprint"], o, 1) <= 1:
            continue
        caught = [e for e in foes if apart(o, 1, _sq(e), e["footprint"]) <= 1]
        if len(caught) >= 2 and not any(apart(o, 1, _sq(a), a["footprint"]) <= 1 for a in friends):
            return o
    return None


def _heal(state: dict[str, Any], me: C, words: int) -> list[Body]:
    """Healing Word (a minor action, twice an encounter: the ally spends a healing surge and
    regains 1d6 more) on the friend in the worst way: dying first, then bloodied."""
    if words < 1:
        return []
    hurt = [
        c
        for c in state["combatants"]
        if c["side"] == me["side"]
        and c["status"] in ("active", "dying", "down")
        and c["resources"]["surges"]["current"] > 0
        and c["resources"]["hp"]["current"] <= c["resources"]["hp"]["maximum"] // 2
    ]
    if not hurt:
        return []
    worst = min(hurt, key=lambda c: (c["status"] == "active", c["resources"]["hp"]["current"], c["id"]))
    return [
        {"type": "dnd4e.take_action", "combatant_id": me["id"], "action": "minor", "detail": "Healing Word"},
        {"type": "dnd4e.heal", "target_id": worst["id"], "surge": True, "dice": "1d6", "source": "Healing Word"},
    ]


def plan_turn(state: dict[str, Any], me_id: str, role: str, rng: random.Random, words: int = 0) -> list[Body]:
    """The commands ``me_id`` sends on its turn (see the module); ``words``: the Healing
    Words a healer has left."""
    me = who(state, me_id)
    if me["status"] != "active" or not enemies(state, me):
        return []
    names = _names(me)
    if names & {"stunned", "surprised", "dominated"}:
        return []
    hp = me["resources"]["hp"]
    if (
        me["stats"].get("kind", "pc") == "pc"
        and hp["current"] <= hp["maximum"] // 2
        and me["resources"]["surges"]["current"] > 0
        and not _marker(me, "second_wind_used")
    ):
        return [{"type": "dnd4e.second_wind", "combatant_id": me_id}]
    if role == "caster":
        return _cast(state, me, rng)
    if role == "healer" and (heal := _heal(state, me, words)):
        if "dazed" in names:
            return heal
        return heal + _ranged(state, me, rng)
    target = _nearest(me, enemies(state, me), rng)
    power = _melee(me)
    if power is None:
        return []
    reach = power.get("range", 1)
    out: list[Body] = []
    if "prone" in names:
        out.append({"type": "stand_up", "combatant_id": me_id})
        if dist(me, target) > reach:
            return out
    elif dist(me, target) > reach and not names & {"immobilized", "restrained"}:
        path = path_towards(state, me, target, reach)
        if path:
            out.append({"type": "move_combatant", "combatant_id": me_id, "path": path})
            end = (path[-1]["x"], path[-1]["y"])
            if apart(end, me["footprint"], _sq(target), target["footprint"]) > reach:
                return out
        else:
            return out
    if "dazed" in names and out:
        return out
    out.append({"type": "dnd4e.attack", "attacker_id": me_id, "target_id": target["id"], "power": power["name"]})
    return out


def _cast(state: dict[str, Any], me: C, rng: random.Random) -> list[Body]:
    held = [
        {"type": "dnd4e.sustain", "combatant_id": me["id"], "condition_id": k["id"], "action": "minor"}
        for k in me["conditions"]
        if k["id"].startswith("sustain:")
        and (k["expires"]["applied_round"], k["expires"]["applied_during"]) != (state["round"], me["id"])
    ]
    return held[:1] + _attack_spell(state, me, rng)


def _attack_spell(state: dict[str, Any], me: C, rng: random.Random) -> list[Body]:
    powers = {p["name"]: p for p in _powers(me)}
    origin = _burst_origin(state, me)
    if origin is not None and "Scorching Burst" in powers:
        return [
            {
                "type": "dnd4e.use_power",
                "caster_id": me["id"],
                "power": "Scorching Burst",
                "origin": {"x": origin[0], "y": origin[1]},
            }
        ]
    target = _nearest(me, enemies(state, me), rng)
    for name in ("Glowing Cage", "Ray of Frost", "Magic Missile"):
        p = powers.get(name)
        if p is not None and dist(me, target) <= p.get("range", 1):
            return [{"type": "dnd4e.attack", "attacker_id": me["id"], "target_id": target["id"], "power": name}]
    return []


def _ranged(state: dict[str, Any], me: C, rng: random.Random) -> list[Body]:
    target = _nearest(me, enemies(state, me), rng)
    for p in _powers(me):
        if p.get("kind") == "ranged" and dist(me, target) <= p.get("range", 1):
            return [{"type": "dnd4e.attack", "attacker_id": me["id"], "target_id": target["id"], "power": p["name"]}]
    return []


def reactions(state: dict[str, Any], events: list[dict[str, Any]]) -> list[Body]:
    """Opportunity attacks the last command's events provoked: a ranged or area power used
    next to an enemy (``provokes``), or a walk out of a square next to one."""
    out: list[Body] = []
    for e in events:
        d = e["data"]
        if e["type"] == "dnd4e.power_used":
            out += [
                {"type": "dnd4e.opportunity_attack", "reactor_id": r, "target_id": d["user_id"]} for r in d["provokes"]
            ]
        elif e["type"] == "combatant_moved" and d["path"]:
            mover = who(state, d["combatant_id"])
            start = (d["start"]["x"], d["start"]["y"])
            for o in enemies(state, mover):
                if o.get("position") and not _marker(o, "opportunity_used") and o["stats"]["powers"]:
                    was = apart(start, mover["footprint"], _sq(o), o["footprint"]) <= 1
                    if was and dist(mover, o) > 1:
                        out.append(
                            {"type": "dnd4e.opportunity_attack", "reactor_id": o["id"], "target_id": mover["id"]}
                        )
    return out


def saves(state: dict[str, Any]) -> list[Body]:
    """The saving throws and death saves due now, each creature's in the order its effects
    are listed."""
    out: list[Body] = []
    for c in state["combatants"]:
        for k in _marker(c, "save_due:"):
            out.append({"type": "dnd4e.saving_throw", "combatant_id": c["id"], "condition_id": k["source"]})
        if _marker(c, "death_save_due"):
            out.append({"type": "dnd4e.death_save", "combatant_id": c["id"]})
    return out
