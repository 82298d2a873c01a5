"""How each side of the 4e demo fights play: plain table tactics over the served state.

Pure functions of the state as the API returns it (JSON) and the demo's own random choices.
They never decide what the rules allow: each returns *candidates* for the creature's next
action, best first, and the fight (``dnd4e_fight``) asks the server about each (a dry run)
and sends the first the rules accept, so an action the state does not allow (an attack out of
reach by an immobilized goblin, a power already spent, a sustain on the turn it was made) is
never chosen. A candidate is a list of command bodies sent together (Healing Word is the
cleric's minor action, then the healing it gives).

- A bloodied character with a healing surge and its second wind unused takes its second wind;
  a prone one stands up.
- A wizard (``caster``) sustains its Stinking Cloud (a minor action), moving the zone onto the
  enemies, away from friends; then drops the Cloud where it catches two enemies and no friend,
  else Scorching Burst (an area burst that spares the fire-resistant), else Thunderwave (a close
  blast), else a Ray of Frost or Magic Missile at the nearest enemy, each with its per-target
  bonuses (the text's own: +2 against one target from Wand of Accuracy, +1 racial against any
  bloodied one from Bloodhunt); next to an enemy it first steps away.
- A cleric (``healer``) speaks a Healing Word (a minor action, twice an encounter) over the
  friend in the worst way (dying first, then bloodied), then uses Lance of Faith, or its mace.
- Everyone else attacks the enemies within reach with its best power still unused (daily,
  encounter, at-will), else shoots one within range, else walks towards the nearest enemy (a
  move action), the party around the zones.
- After every command the opportunity attacks it provoked are tried (:func:`reactions`); after
  every turn, the saves due (:func:`saves`).
"""

from __future__ import annotations

import random
from collections.abc import Set as AbstractSet
from typing import Any

from fray.domain.ids import slug

Body = dict[str, Any]
Candidate = list[Body]
C = dict[str, Any]
STEPS = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)]
WAND = {"value": 2, "source": "Wand of Accuracy"}
BLOODHUNT = {"value": 1, "source": "Bloodhunt", "type": "racial"}
CLOUD = "Stinking Cloud"


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
    """The enemies of ``me`` up and fighting, on the grid."""
    return [c for c in standing(state) if c["side"] != me["side"] and c.get("position")]


def friends(state: dict[str, Any], me: C) -> list[C]:
    """``me``'s side on the grid, not dead, ``me`` included."""
    return [c for c in state["combatants"] if c["side"] == me["side"] and c["status"] != "dead" and c.get("position")]


def who(state: dict[str, Any], cid: str) -> C:
    """The combatant ``cid``."""
    return next(c for c in state["combatants"] if c["id"] == cid)


def _names(c: C) -> set[str]:
    return {k["name"] for k in c["conditions"]}


def _marker(c: C, prefix: str) -> list[C]:
    return [k for k in c["markers"] if k["id"].startswith(prefix)]


def _powers(me: C) -> dict[str, C]:
    used = {k["id"] for k in me["markers"]}
    return {
        p["name"]: p
        for p in me["stats"]["powers"]
        if p.get("usage", "at_will") == "at_will" or f"power_used:{slug(p['name'])}" not in used
    }


def _spent(me: C, action: str) -> bool:
    return bool(me.get("spent", {}).get(action))


def _bloodied(c: C) -> bool:
    hp = c["resources"]["hp"]
    return bool(hp["current"] <= hp["maximum"] // 2)


def zone_squares(state: dict[str, Any]) -> set[tuple[int, int]]:
    """Every square some zone covers now."""
    return {(p["x"], p["y"]) for c in state["combatants"] for k in c["conditions"] for p in k.get("area", ())}


def path_towards(
    state: dict[str, Any], me: C, target: C, reach: int, avoid: AbstractSet[tuple[int, int]] = frozenset()
) -> list[dict[str, int]]:
    """Squares to walk, one step at a time, towards ``target`` until within ``reach``, never
    through or onto another creature, nor into ``avoid``, at most the movement left."""
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
        options = [
            s for s in options if s not in seen and s not in avoid and all(apart(s, size, q, n) > 0 for q, n in taken)
        ]
        if not options:
            break
        here = min(options, key=lambda s: (apart(s, size, _sq(target), target["footprint"]), s))
        seen.add(here)
        path.append({"x": here[0], "y": here[1]})
    return path


def path_away(state: dict[str, Any], me: C, squares: int) -> list[dict[str, int]]:
    """Up to ``squares`` steps that leave every enemy farther, never onto a creature."""
    foes = enemies(state, me)
    here, size, path = _sq(me), me["footprint"], []
    taken = [(_sq(o), o["footprint"]) for o in state["combatants"] if o["id"] != me["id"] and o.get("position")]
    for _ in range(squares):
        options = [(here[0] + dx, here[1] + dy) for dx, dy in STEPS]
        options = [s for s in options if all(apart(s, size, q, n) > 0 for q, n in taken)]
        if not options:
            break
        best = max(options, key=lambda s: (min(apart(s, size, _sq(f), f["footprint"]) for f in foes), s))
        here = best
        path.append({"x": here[0], "y": here[1]})
    return path


def _nearest(me: C, cs: list[C], rng: random.Random) -> C:
    low = min(dist(me, c) for c in cs)
    return rng.choice([c for c in cs if dist(me, c) == low])


def _ranked(me: C, kind: str) -> list[C]:
    mine = [p for p in _powers(me).values() if p.get("kind", "melee") == kind and p.get("zone") is None]
    return sorted(mine, key=lambda p: {"daily": 0, "encounter": 1}.get(p.get("usage", "at_will"), 2))


def _attacks(me: C, foes: list[C], kind: str = "melee", extra: dict[str, Any] | None = None) -> list[Candidate]:
    """An attack on each enemy within reach of each of ``me``'s usable powers of ``kind``,
    best power first, the nearest and weakest enemy first."""
    targets = sorted(foes, key=lambda f: (dist(me, f), f["resources"]["hp"]["current"], f["id"]))
    out = []
    for p in _ranked(me, kind):
        for f in targets:
            if dist(me, f) <= p.get("range", 1):
                body = {"type": "dnd4e.attack", "attacker_id": me["id"], "target_id": f["id"], "power": p["name"]}
                out.append([{**body, **(extra or {})}])
    return out


def _approach(state: dict[str, Any], me: C, rng: random.Random, reach: int) -> list[Candidate]:
    foes = enemies(state, me)
    if not foes or (me["movement_left_ft"] is not None and me["movement_left_ft"] <= 0):
        return []
    target = _nearest(me, foes, rng)
    if dist(me, target) <= reach:
        return []
    avoid = zone_squares(state) if me["side"] == "party" else frozenset()
    path = path_towards(state, me, target, reach, avoid) or path_towards(state, me, target, reach)
    return [[{"type": "move_combatant", "combatant_id": me["id"], "path": path}]] if path else []


def _self_care(me: C) -> list[Candidate]:
    out: list[Candidate] = []
    if (
        me["stats"].get("kind", "pc") == "pc"
        and _bloodied(me)
        and me["resources"]["surges"]["current"] > 0
        and not _marker(me, "second_wind_used")
        and not _spent(me, "standard")
    ):
        out.append([{"type": "dnd4e.second_wind", "combatant_id": me["id"]}])
    if "prone" in _names(me):
        out.append([{"type": "stand_up", "combatant_id": me["id"]}])
    return out


def choices(state: dict[str, Any], me_id: str, role: str, rng: random.Random, words: int = 0) -> list[Candidate]:
    """Candidates for ``me_id``'s next action this turn, best first (see the module); empty
    when it has nothing worth doing. ``words``: the Healing Words a healer has left."""
    me = who(state, me_id)
    foes = enemies(state, me)
    if me["status"] != "active" or not foes or not me.get("position"):
        return []
    out = _self_care(me)
    if role == "caster":
        out += _caster(state, me, rng)
    elif role == "healer":
        out += _healer(state, me, rng, words)
    else:
        reach = max((p.get("range", 1) for p in _ranked(me, "melee")), default=1)
        out += _attacks(me, foes) + _attacks(me, foes, "ranged") + _approach(state, me, rng, reach)
    return out


def _healer(state: dict[str, Any], me: C, rng: random.Random, words: int) -> list[Candidate]:
    out: list[Candidate] = []
    if words > 0 and not _spent(me, "minor"):
        hurt = [
            c
            for c in friends(state, me)
            if c["status"] in ("dying", "down")
            or (c["status"] == "active" and _bloodied(c) and c["resources"]["surges"]["current"] > 0)
        ]
        if hurt:
            worst = min(hurt, key=lambda c: (c["status"] == "active", c["resources"]["hp"]["current"], c["id"]))
            out.append(
                [
                    {
                        "type": "dnd4e.take_action",
                        "combatant_id": me["id"],
                        "action": "minor",
                        "detail": "Healing Word",
                    },
                    {
                        "type": "dnd4e.heal",
                        "target_id": worst["id"],
                        "surge": True,
                        "dice": "1d6",
                        "source": "Healing Word",
                    },
                ]
            )
    foes = enemies(state, me)
    out += _attacks(me, foes, "ranged") + _attacks(me, foes, "melee")
    return out + _approach(state, me, rng, 5)


def _in_burst(o: tuple[int, int], size: int, c: C) -> bool:
    """Whether a burst ``size`` around the square ``o`` covers a square of ``c``'s space."""
    return apart((o[0] - size, o[1] - size), 1 + 2 * size, _sq(c), c["footprint"]) == 0


def _caught(state: dict[str, Any], me: C, o: tuple[int, int], size: int, spare_fire: bool = False) -> int | None:
    """How many enemies a burst ``size`` at ``o`` catches (the fire-resistant not counted
    when ``spare_fire``); None when it would catch a friend or ``me``."""
    if any(_in_burst(o, size, a) for a in friends(state, me)):
        return None
    foes = enemies(state, me)
    if spare_fire:
        foes = [e for e in foes if not any(r["type"] in ("fire", "all") for r in e["stats"]["resist"])]
    return sum(_in_burst(o, size, e) for e in foes)


def _best_origin(
    state: dict[str, Any],
    me: C,
    size: int,
    within: int,
    around: tuple[int, int] | None = None,
    spare_fire: bool = False,
) -> tuple[int, int] | None:
    """The square where a burst ``size`` catches the most enemies (two at least) and no
    friend: within ``within`` squares of ``me`` (or of ``around``)."""
    centre, reach = (around, within) if around is not None else (_sq(me), within + me["footprint"] - 1)
    best: tuple[int, tuple[int, int]] | None = None
    for x in range(centre[0] - reach, centre[0] + reach + 1):
        for y in range(centre[1] - reach, centre[1] + reach + 1):
            n = _caught(state, me, (x, y), size, spare_fire)
            if n is not None and n >= 2 and (best is None or n > best[0]):
                best = (n, (x, y))
    return None if best is None else best[1]


def _against(foes: list[C]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [{"bloodied": True, "bonuses": [BLOODHUNT]}]
    if foes:
        out.append({"target_id": foes[0]["id"], "bonuses": [WAND]})
    return out


def _caster(state: dict[str, Any], me: C, rng: random.Random) -> list[Candidate]:
    out: list[Candidate] = []
    powers = _powers(me)
    cloud = next((k for k in me["conditions"] if k["id"] == f"zone:{slug(CLOUD)}"), None)
    if cloud is not None and not _spent(me, "minor"):
        xs, ys = [p["x"] for p in cloud["area"]], [p["y"] for p in cloud["area"]]
        here = (min(xs) + 2, min(ys) + 2)
        to = _best_origin(state, me, 2, 3, around=here)
        sustain = {"type": "dnd4e.sustain", "combatant_id": me["id"], "condition_id": CLOUD, "action": "minor"}
        if to is not None and to != here:
            out.append([{**sustain, "move_to": {"x": to[0], "y": to[1]}}])
        out.append([sustain])
    foes = enemies(state, me)
    if foes and min(dist(me, f) for f in foes) <= 1 and not _spent(me, "move"):
        path = path_away(state, me, 2)
        if path:
            out.append([{"type": "move_combatant", "combatant_id": me["id"], "path": path}])
    if not _spent(me, "standard"):
        for name, size, spare in ((CLOUD, 2, False), ("Scorching Burst", 1, True)):
            if name in powers and (o := _best_origin(state, me, size, powers[name].get("range", 10), spare_fire=spare)):
                caught = [e for e in foes if _in_burst(o, size, e)]
                body = {
                    "type": "dnd4e.use_power",
                    "caster_id": me["id"],
                    "power": name,
                    "origin": {"x": o[0], "y": o[1]},
                }
                out.append([{**body, "against": _against(caught)}])
        if "Thunderwave" in powers:
            out += _blasts(state, me)
        near = sorted(foes, key=lambda f: (dist(me, f), f["id"]))
        out += _attacks(me, near, "ranged", {"against": _against(near[:1])})
    return out + _approach(state, me, rng, 10)


def _blasts(state: dict[str, Any], me: C) -> list[Candidate]:
    """Thunderwave (a close blast 3) where it catches two enemies and no friend."""
    x, y = _sq(me)
    out = []
    for cx in range(x - 3, x + 2):
        for cy in range(y - 3, y + 2):
            if apart((cx, cy), 3, (x, y), me["footprint"]) != 1:
                continue
            caught = [e for e in enemies(state, me) if apart((cx, cy), 3, _sq(e), e["footprint"]) == 0]
            spared = all(
                apart((cx, cy), 3, _sq(a), a["footprint"]) > 0 for a in friends(state, me) if a["id"] != me["id"]
            )
            if len(caught) >= 2 and spared:
                body = {
                    "type": "dnd4e.use_power",
                    "caster_id": me["id"],
                    "power": "Thunderwave",
                    "origin": {"x": cx, "y": cy},
                }
                out.append([{**body, "against": _against(caught)}])
    return out[:2]


def reactions(state: dict[str, Any], events: list[dict[str, Any]]) -> list[Candidate]:
    """Opportunity attacks the last command's events may have provoked: a ranged or area
    power used next to an enemy (``provokes``), or a walk out of a square next to one."""
    out: list[Candidate] = []
    for e in events:
        d = e["data"]
        if e["type"] == "dnd4e.power_used":
            out += [
                [{"type": "dnd4e.opportunity_attack", "reactor_id": r, "target_id": d["user_id"]}]
                for r in d["provokes"]
            ]
        elif e["type"] == "combatant_moved" and d["path"]:
            mover = who(state, d["combatant_id"])
            start = (d["start"]["x"], d["start"]["y"])
            for o in enemies(state, mover):
                if not _marker(o, "opportunity_used") and o["stats"]["powers"]:
                    was = apart(start, mover["footprint"], _sq(o), o["footprint"]) <= 1
                    if was and dist(mover, o) > 1:
                        out.append(
                            [{"type": "dnd4e.opportunity_attack", "reactor_id": o["id"], "target_id": mover["id"]}]
                        )
    return out


def saves(state: dict[str, Any]) -> list[Candidate]:
    """The saving throws and death saves due now, each creature's in the order its effects
    are listed."""
    out: list[Candidate] = []
    for c in state["combatants"]:
        for k in _marker(c, "save_due:"):
            out.append([{"type": "dnd4e.saving_throw", "combatant_id": c["id"], "condition_id": k["source"]}])
        if _marker(c, "death_save_due"):
            out.append([{"type": "dnd4e.death_save", "combatant_id": c["id"]}])
    return out


def patched_up(state: dict[str, Any]) -> list[Body]:
    """Between fights: each PC at 0 hit points or fewer is healed with a surge (the cleric's
    prayer): from 0, or to 1 hit point with no surge left (Rules Compendium, Healing the
    Dying)."""
    return [
        {"type": "dnd4e.heal", "target_id": c["id"], "surge": True, "source": "a prayer between fights"}
        for c in state["combatants"]
        if c["side"] == "party" and c["status"] in ("dying", "down")
    ]


def short_rest(state: dict[str, Any]) -> Body:
    """A short rest: each PC spends the surges that bring it to three quarters of its hit
    points, as many as it has."""
    surges: dict[str, int] = {}
    for c in state["combatants"]:
        if c["side"] != "party" or c["status"] == "dead":
            continue
        hp, left = c["resources"]["hp"], c["resources"]["surges"]["current"]
        value = max(1, hp["maximum"] // 4)
        want = max(0, -(-(hp["maximum"] * 3 // 4 - max(0, hp["current"])) // value))
        if min(want, left):
            surges[c["id"]] = min(want, left)
    return {"type": "dnd4e.rest", "kind": "short", "surges": surges}
