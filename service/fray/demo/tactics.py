"""How each side of the demo fight plays a turn: plain table tactics over the served state.

Pure functions of the state as the API returns it (JSON) and the demo's own random choices;
they return command bodies to send, in order. The rules themselves are the server's: these
only pick sensible commands (000_c3c04d669a38e5ba.txt §12 "Move up to your speed. Act.").

- A caster (Enoch) casts a single-target damage spell at the weakest enemy (§05: Magic Attack
  against its Ward, no absorb), a level-1 spell while magic points last, a free cantrip after
  (§08). A healer (Austin) heals a hurt friend with a level-1 spell while points last, else
  fights what stands next to him, else helps the friend about to strike (§03 Help).
- A shooter (the Baodu archer) shoots the nearest enemy (§04, range from the grid).
- Everyone else walks towards the nearest enemy and attacks it in melee (§03).
- Casters and shooters do not stand next to an enemy: they step away first, and every enemy
  whose reach they leave gets its opportunity attack (§03, a reaction, once per round).
"""

from __future__ import annotations

import random
from typing import Any

Body = dict[str, Any]
C = dict[str, Any]
STEPS = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)]

SPELL = {"spell": "frost bolt", "spell_level": 1, "damage": "2d6"}
CANTRIP = {"spell": "ray of frost", "spell_level": 0, "damage": "1d8"}
HEALING = {"spell": "cure wounds", "spell_level": 1, "healing": "1d8+3"}
SPELL_COST_MP = 10  # §08: 10 × spell level


def _sq(c: C) -> tuple[int, int]:
    return c["position"]["x"], c["position"]["y"]


def squares(a: tuple[int, int], b: tuple[int, int]) -> int:
    """Squares between two squares, a diagonal counting one (as ``fray.domain.grid``)."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def _standing(state: dict[str, Any]) -> list[C]:
    return [c for c in state["combatants"] if not c["down"]]


def enemies(state: dict[str, Any], me: C) -> list[C]:
    """The standing combatants of the other sides."""
    return [c for c in _standing(state) if c["side"] != me["side"]]


def _mp(c: C) -> int:
    return int(c["resources"].get("mp", {}).get("current", 0))


def _weakest(cs: list[C], rng: random.Random) -> C:
    low = min(c["resources"]["hp"]["current"] for c in cs)
    return rng.choice([c for c in cs if c["resources"]["hp"]["current"] == low])


def _nearest(me: C, cs: list[C], rng: random.Random) -> C:
    d = min(squares(_sq(me), _sq(c)) for c in cs)
    return _weakest([c for c in cs if squares(_sq(me), _sq(c)) == d], rng)


def _path(state: dict[str, Any], me: C, goal: Any, budget_squares: int) -> list[tuple[int, int]]:
    """A greedy path of free squares, at most ``budget_squares`` long, each step the free
    neighbour that scores best by ``goal(square)`` (lower is better); stops when no step helps."""
    taken = {_sq(c) for c in _standing(state) if c["id"] != me["id"]}
    here, path = _sq(me), []
    for _ in range(budget_squares):
        options = [(here[0] + dx, here[1] + dy) for dx, dy in STEPS]
        options = [s for s in options if s not in taken and s not in path]
        if not options:
            break
        best = min(options, key=goal)
        if goal(best) >= goal(here):
            break
        path.append(best)
        here = best
    return path


def _move(me: C, path: list[tuple[int, int]]) -> list[Body]:
    if not path:
        return []
    return [{"type": "move_combatant", "combatant_id": me["id"], "path": [{"x": x, "y": y} for x, y in path]}]


def _opportunity(state: dict[str, Any], me: C, path: list[tuple[int, int]]) -> list[Body]:
    """Opportunity attacks of every enemy whose reach the mover leaves (§03), if it still has
    its reaction this round."""
    if not path:
        return []
    start, end = _sq(me), path[-1]
    return [
        {"type": "unlit-spires.opportunity_attack", "reactor_id": e["id"], "target_id": me["id"]}
        for e in enemies(state, me)
        if squares(start, _sq(e)) == 1 and squares(end, _sq(e)) > 1 and not e["spent"].get("reaction")
    ]


def _step_away(state: dict[str, Any], me: C) -> tuple[list[tuple[int, int]], list[Body]]:
    foes = enemies(state, me)
    if not any(squares(_sq(me), _sq(e)) == 1 for e in foes):
        return [], []

    def crowding(s: tuple[int, int]) -> tuple[int, int]:
        return (sum(squares(s, _sq(e)) <= 1 for e in foes), -min(squares(s, _sq(e)) for e in foes))

    path = _path(state, me, crowding, min(2, (me["movement_left_ft"] or 0) // 5))
    return path, _move(me, path) + _opportunity(state, me, path)


def _close_in(state: dict[str, Any], me: C, target: C) -> list[tuple[int, int]]:
    goal = _sq(target)
    return _path(state, me, lambda s: squares(s, goal), (me["movement_left_ft"] or 0) // 5)


def _melee(state: dict[str, Any], me: C, rng: random.Random) -> list[Body]:
    foes = enemies(state, me)
    near = [e for e in foes if squares(_sq(me), _sq(e)) == 1]
    if not near:
        target = _nearest(me, foes, rng)
        path = _close_in(state, me, target)
        moved = _move(me, path)
        end = path[-1] if path else _sq(me)
        near = [e for e in foes if squares(end, _sq(e)) == 1]
        if not near:
            return moved
        return [*moved, _strike(me, _weakest(near, rng))]
    return [_strike(me, _weakest(near, rng))]


def _strike(me: C, target: C) -> Body:
    return {"type": "unlit-spires.melee_attack", "attacker_id": me["id"], "target_id": target["id"]}


def _cast(state: dict[str, Any], me: C, rng: random.Random) -> list[Body]:
    _, away = _step_away(state, me)
    spell = SPELL if _mp(me) >= SPELL_COST_MP else CANTRIP
    target = _weakest(enemies(state, me), rng)
    return [
        *away,
        {
            "type": "unlit-spires.cast_spell",
            "caster_id": me["id"],
            "form": "single_target",
            "target_ids": [target["id"]],
            **spell,
        },
    ]


def _shoot(state: dict[str, Any], me: C, rng: random.Random) -> list[Body]:
    path, away = _step_away(state, me)
    target = _nearest({**me, "position": {"x": path[-1][0], "y": path[-1][1]}} if path else me, enemies(state, me), rng)
    return [*away, {"type": "unlit-spires.missile_attack", "attacker_id": me["id"], "target_id": target["id"]}]


def _heal_or_help(state: dict[str, Any], me: C, rng: random.Random) -> list[Body]:
    friends = [c for c in state["combatants"] if c["side"] == me["side"]]
    hurt = [c for c in friends if c["resources"]["hp"]["current"] * 2 <= c["resources"]["hp"]["maximum"]]
    if hurt and _mp(me) >= SPELL_COST_MP:
        return [
            {
                "type": "unlit-spires.cast_spell",
                "caster_id": me["id"],
                "form": "healing",
                "target_ids": [_weakest(hurt, rng)["id"]],
                **HEALING,
            }
        ]
    if any(squares(_sq(me), _sq(e)) == 1 for e in enemies(state, me)):
        return _melee(state, me, rng)
    strikers = [
        c
        for c in friends
        if not c["down"] and c["id"] != me["id"] and not any(k["id"] == "helped" for k in c["conditions"])
    ]
    if strikers:
        friend = max(strikers, key=lambda c: (c["stats"]["melee_attack"], c["id"]))
        return [{"type": "unlit-spires.help", "combatant_id": me["id"], "target_id": friend["id"]}]
    return _melee(state, me, rng)


ROLES = {"caster": _cast, "healer": _heal_or_help, "shooter": _shoot, "fighter": _melee}


def plan_turn(state: dict[str, Any], me_id: str, role: str, rng: random.Random) -> list[Body]:
    """The commands ``me_id`` sends this turn as a ``role`` (caster, healer, shooter or
    fighter), in order; empty when there is nobody left to fight. Pure: no I/O."""
    me = next(c for c in state["combatants"] if c["id"] == me_id)
    if not enemies(state, me):
        return []
    return ROLES[role](state, me, rng)
