"""How each creature of the Meshal Lite demo plays its turn: plain table tactics over the
served state (JSON), one command at a time, until it has nothing sensible left to do.

- A prone creature stands up first (1⚡).
- It attacks the weakest standing enemy it can reach with the attack that rolls the most dice
  for the ⚡ it has left (a whip's too-close −3🎲 counted). The defender sees the roll net of
  protection and then defends with its best allowed defence when 2 or more points threaten
  and it has the ⚡, else takes it (two steps, ``defence_reply``).
- Once in the fight, a creature with an area attack (``AREAS``) bursts it over the foe in
  reach with the most foes around it (a circle of radius 1, hostile creatures only: the
  server computes the targets, §区域Area); each target then answers for itself.
- Otherwise it walks towards the nearest standing enemy (one move, 1⚡, up to its speed in
  steps), then tries again.
The rules are the server's; this only picks commands (001_5f4122b8a83d6727.txt §瞬息Moment过程).
"""

from __future__ import annotations

import random
from typing import Any

from fray.rules.meshal_lite.distance import steps_between

Body = dict[str, Any]
C = dict[str, Any]
AREAS: dict[str, Body] = {"hex burst": {"shape": "circle", "radius": 1, "targets": "hostile"}}
"""The demo's area attacks by name, with the shape each is cast in."""
STEPS = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)]


def _sq(c: C) -> tuple[int, int]:
    return c["position"]["x"], c["position"]["y"]


def steps(a: tuple[int, int], b: tuple[int, int]) -> int:
    """Steps between two squares (diagonals alternately 1 and 2), as the server counts them."""
    return steps_between(a[0] - b[0], a[1] - b[1])


def _dice(c: C) -> int:
    return sum(c["resources"][n]["current"] for n in ("might", "activeness", "spirit") if n in c["resources"])


def _left(c: C) -> int:
    return int(c["resources"]["mobility"]["current"])


def _creature(c: C) -> bool:
    return bool(c["stats"]["kind"] == "creature")


def enemies(state: dict[str, Any], me: C) -> list[C]:
    """Standing creatures of the other sides, on the grid."""
    return [
        c
        for c in state["combatants"]
        if _creature(c) and c["side"] != me["side"] and c["status"] == "active" and c["position"] is not None
    ]


def _pool(me: C, spec: dict[str, Any]) -> int:
    names = spec["attributes"]
    if not names:
        return 0
    held = [me["resources"][n]["current"] if n in me["resources"] else 3 for n in names]
    return max(held) if spec["take"] == "higher" else min(held)


def attack_dice(me: C, attack: dict[str, Any], distance: int) -> int | None:
    """Dice ``attack`` would roll at ``distance`` steps, or None when out of reach (a band
    "a~b步" excludes both ends, §测距Measurement)."""
    reach, spec = attack["reach"], attack["dice"]
    if distance > reach["high"] or (reach["low"] > 0 and distance >= reach["high"]):
        return None
    close = -3 if reach["low"] > 0 and distance <= reach["low"] else 0
    count = max(0, _pool(me, spec) * spec["times"] // spec["divide"] + spec["plus"] + close)
    return int(count * attack["segments"])


def _best_attack(me: C, foes: list[C], rng: random.Random) -> Body | None:
    options = []
    for a in me["stats"]["attacks"]:
        if a["cost"] > _left(me) or a["name"] in AREAS:
            continue
        for e in foes:
            n = attack_dice(me, a, steps(_sq(me), _sq(e)))
            if n:
                options.append((n, -_dice(e), rng.random(), a["name"], e["id"]))
    if not options:
        return None
    _, _, _, name, target = max(options)
    return {
        "type": "meshal-lite.attack",
        "attacker_id": me["id"],
        "target_id": target,
        "attack": name,
    }


def area_burst(me: C, foes: list[C]) -> Body | None:
    """``me``'s area attack (``AREAS``) centred on the foe in its reach with the most foes
    within 1 step of it, or None when it has none it can pay for.
    Source: 001_5f4122b8a83d6727.txt §区域Area, §能力Abilities (范围: 半径1步 … 直径3步)."""
    for a in me["stats"]["attacks"]:
        if a["name"] not in AREAS or a["cost"] > _left(me):
            continue
        reach = a["reach"]["high"]
        centres = [e for e in foes if steps(_sq(me), _sq(e)) <= reach]
        if not centres:
            continue
        best = max(centres, key=lambda e: (sum(steps(_sq(e), _sq(o)) <= 1 for o in foes), -_dice(e), e["id"]))
        x, y = _sq(best)
        return {
            "type": "meshal-lite.area_attack",
            "attacker_id": me["id"],
            "attack": a["name"],
            "origin": {"x": x, "y": y},
            **AREAS[a["name"]],
        }
    return None


def _path(state: dict[str, Any], me: C, goal: tuple[int, int]) -> list[tuple[int, int]]:
    """The first stretch of a shortest walk (breadth first over free squares, within 12
    squares of both ends) to a square next to ``goal``, as far as the creature's speed in
    steps takes it in one move (diagonals alternately 1 and 2 steps)."""
    taken = {
        _sq(c)
        for c in state["combatants"]
        if c["position"] is not None and c["id"] != me["id"] and c["status"] != "dead"
    }
    start = _sq(me)
    lo_x, hi_x = min(start[0], goal[0]) - 12, max(start[0], goal[0]) + 12
    lo_y, hi_y = min(start[1], goal[1]) - 12, max(start[1], goal[1]) + 12
    came: dict[tuple[int, int], tuple[int, int] | None] = {start: None}
    frontier, end = [start], None
    while frontier and end is None:
        nxt = []
        for here in frontier:
            for dx, dy in STEPS:
                s = (here[0] + dx, here[1] + dy)
                if s in came or s in taken or not (lo_x <= s[0] <= hi_x and lo_y <= s[1] <= hi_y):
                    continue
                came[s] = here
                if steps(s, goal) <= 1:
                    end = s
                    break
                nxt.append(s)
            if end is not None:
                break
        frontier = nxt
    if end is None:
        return []
    route = [end]
    while (back := came[route[-1]]) is not None and back != start:
        route.append(back)
    route.reverse()
    path, here, cost, diagonals = [], start, 0, 0
    for s in route:
        diagonal = s[0] != here[0] and s[1] != here[1]
        price = (2 if diagonals % 2 else 1) if diagonal else 1
        if cost + price > me["stats"]["speed"]:
            break
        cost, diagonals, here = cost + price, diagonals + diagonal, s
        path.append(s)
    return path


def next_command(state: dict[str, Any], me_id: str, rng: random.Random, area: bool = False) -> Body | None:
    """The next command ``me_id`` sends on its turn, or None when its turn is done;
    ``area``: an area attack may be made (the demo makes one).
    Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程, §攻击, §移动Movement."""
    me = next(c for c in state["combatants"] if c["id"] == me_id)
    if me["status"] != "active" or _left(me) < 1 or me["position"] is None:
        return None
    if any(k["id"] == "prone" for k in me["conditions"]):
        return {"type": "stand_up", "combatant_id": me_id}
    foes = enemies(state, me)
    if not foes:
        return None
    if area and (burst := area_burst(me, foes)) is not None:
        return burst
    if (strike := _best_attack(me, foes, rng)) is not None:
        return strike
    nearest = min(foes, key=lambda e: (steps(_sq(me), _sq(e)), _dice(e)))
    path = _path(state, me, _sq(nearest))
    if not path:
        return None
    return {"type": "move_combatant", "combatant_id": me_id, "path": [{"x": x, "y": y} for x, y in path]}


def answer(state: dict[str, Any], rng: random.Random) -> Body | None:
    """A counter-attack from a creature the last attack knocked out (its ``answering``
    marker names the attacker): a reaction, simultaneous with what it answers, when its ⚡
    and its reach allow; None otherwise. Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程
    (应对行动: 无论双方是否会因攻击造成的伤害昏迷，两次攻击都需计算它们的伤害)."""
    by_id = {c["id"]: c for c in state["combatants"]}
    for me in state["combatants"]:
        marker = next((m for m in me.get("markers", []) if m["id"] == "answering"), None)
        if marker is None or me["position"] is None or me["status"] == "dead":
            continue
        foe = by_id.get(marker["source"])
        if foe is None or foe["position"] is None or foe["status"] == "dead":
            continue
        before = {m["applies_to"]: m["amount"] for m in marker["modifiers"]}
        was = {**me, "resources": {**me["resources"], **{n: {"current": d} for n, d in before.items()}}}
        usable = [
            a
            for a in me["stats"]["attacks"]
            if a["cost"] <= _left(me) and attack_dice(was, a, steps(_sq(me), _sq(foe)))
        ]
        if usable:
            a = rng.choice(usable)
            return {
                "type": "meshal-lite.attack",
                "attacker_id": me["id"],
                "target_id": foe["id"],
                "attack": a["name"],
                "reaction": True,
            }
    return None


def defence_reply(state: dict[str, Any]) -> Body | None:
    """The defender's answer to an attack waiting on it (its ``private:incoming`` marker
    holds the roll net of protection, §防御Defending: "受击者可在攻击掷骰经防护减免后再决定是否
    防御"): its best allowed defence when 2 or more points still threaten and it has the ⚡,
    else it takes the attack and keeps its ⚡; None when no attack waits.
    Source: 001_5f4122b8a83d6727.txt §防御Defending."""
    for me in state["combatants"]:
        marker = next((m for m in me.get("markers", []) if m["id"] == "private:incoming"), None)
        if marker is None:
            continue
        threat = max((m["amount"] for m in marker["modifiers"] if m["applies_to"] == "after"), default=0)
        defence = "best" if threat >= 2 and _left(me) >= 1 else "take"
        return {"type": "meshal-lite.defend", "combatant_id": me["id"], "defence": defence}
    return None
