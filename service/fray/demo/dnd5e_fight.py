"""A D&D 5e (2024) fight played through the public HTTP API with a live WebSocket feed
(``fray demo --ruleset dnd5e-2024``).

Four third-level adventurers (a fighter, a rogue with a shortbow, a cleric and a wizard) meet
an orc, a bugbear, a wolf and three goblins of the SRD 5.1 monster library on a grid (5-ft
squares). Each creature asks the server before it acts (a dry run of each thing it might do) and does the
first thing the rules allow: a dying PC rolls its death save (PHB 2024); the cleric heals an
ally at half hit points or less with Healing Word (a bonus action, 60 ft) or Cure Wounds
(touch); the casters cast their attack cantrips (Fire Bolt: a spell attack; Sacred Flame: a
DEX save); the archer shoots; everyone closes in along the grid and strikes in melee. The
server rolls every die. The fight runs until one side has nobody standing; then the demo
prints the final table, checks that the served state equals the fold of the stored log and
that the live feed was gapless. Source: 002_06b8b5e39c23dcd7.txt §Порядок бою, §Атака,
§Дальні атаки (the rules the server applies; the tactics are the demo's own).
"""

from __future__ import annotations

import logging
import random
from collections.abc import Generator
from typing import Any

from rich.table import Table

from fray.demo.harness import console, folds_and_flows, run
from fray.demo.narrate import narrate
from fray.demo.steps import Body, Fight, Played, Rehearsal, Reply, Step, drive, first_allowed, rehearse

RULESET = "dnd5e-2024"
NAME = "The Sunken Shrine (D&D 5e)"
MAX_TURNS = 160
STEPS = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)]


def _pc(ac: int, hp: int, abilities: dict[str, int], attacks: list[dict[str, Any]], **more: Any) -> dict[str, Any]:
    return {"kind": "pc", "ac": ac, "hp_max": hp, "abilities": abilities, "attacks": attacks, **more}


def _weapon(name: str, to_hit: int, dice: str, bonus: int, kind: str, **more: Any) -> dict[str, Any]:
    return {"name": name, "to_hit": to_hit, "damage": [{"dice": dice, "bonus": bonus, "type": kind}], **more}


PARTY: list[tuple[str, str, dict[str, Any], tuple[int, int]]] = [
    (
        "Brannoc",
        "fighter",
        _pc(
            18,
            28,
            {"strength": 16, "dexterity": 12, "constitution": 14},
            [_weapon("Longsword", 5, "1d8", 3, "slashing")],
            saving_throws=["str", "con"],
        ),
        (2, 3),
    ),
    (
        "Vex",
        "archer",
        _pc(
            14,
            21,
            {"dexterity": 16, "constitution": 12},
            [
                _weapon("Shortbow", 5, "1d6", 3, "piercing", reach_ft=None, range_ft=[80, 320]),
                _weapon("Shortsword", 5, "1d6", 3, "piercing", finesse=True, light=True),
            ],
            saving_throws=["dex", "int"],
        ),
        (1, 5),
    ),
    (
        "Ilse",
        "healer",
        _pc(
            16,
            24,
            {"strength": 12, "wisdom": 16, "constitution": 14},
            [_weapon("Mace", 3, "1d6", 1, "bludgeoning")],
            saving_throws=["wis", "cha"],
            spell_slots=[4, 2],
            spell_save_dc=13,
            spell_attack_bonus=5,
        ),
        (1, 2),
    ),
    (
        "Marn",
        "wizard",
        _pc(
            12,
            16,
            {"dexterity": 14, "intelligence": 16, "constitution": 12},
            [_weapon("Dagger", 4, "1d4", 2, "piercing", finesse=True, light=True)],
            saving_throws=["int", "wis"],
            spell_slots=[4, 2],
            spell_save_dc=13,
            spell_attack_bonus=5,
        ),
        (0, 4),
    ),
]
FOES: list[tuple[str, str, tuple[int, int]]] = [
    ("orc", "orc", (9, 3)),
    ("bugbear", "bugbear", (12, 2)),
    ("wolf", "wolf", (8, 6)),
    ("goblin", "goblin-1", (10, 1)),
    ("goblin", "goblin-2", (10, 5)),
    ("goblin", "goblin-3", (11, 3)),
]
CANTRIPS = {"wizard": "Fire Bolt", "healer": "Sacred Flame"}


def who(state: dict[str, Any], cid: str) -> dict[str, Any]:
    return next(c for c in state["combatants"] if c["combatant_id"] == cid)


def standing(state: dict[str, Any], side: str) -> bool:
    return any(c["side"] == side and c["status"] == "active" for c in state["combatants"])


def over(state: dict[str, Any]) -> bool:
    return not standing(state, "party") or not standing(state, "foes")


def _distance(a: dict[str, Any], b: dict[str, Any]) -> int:
    """Squares between two combatants on the grid (a diagonal counts one)."""
    pa, pb = a["position"], b["position"]
    squares: int = max(abs(pa["x"] - pb["x"]), abs(pa["y"] - pb["y"]))
    return squares


def _nearest(state: dict[str, Any], me: dict[str, Any], rng: random.Random) -> list[dict[str, Any]]:
    """The foes still up, nearest first (ties in a random order)."""
    foes = [c for c in state["combatants"] if c["side"] != me["side"] and c["status"] == "active"]
    rng.shuffle(foes)
    return sorted(foes, key=lambda c: _distance(me, c))


def _path_towards(state: dict[str, Any], me: dict[str, Any], target: dict[str, Any]) -> list[dict[str, int]]:
    """Squares towards ``target``, one step at a time on free squares, stopping next to it or
    when the movement left runs out."""
    taken = {(c["position"]["x"], c["position"]["y"]) for c in state["combatants"] if c["position"] and c is not me}
    x, y = me["position"]["x"], me["position"]["y"]
    tx, ty = target["position"]["x"], target["position"]["y"]
    path: list[dict[str, int]] = []
    for _ in range((me.get("movement_left_ft") or 0) // 5):
        if max(abs(x - tx), abs(y - ty)) <= 1:
            break
        options = [
            (x + dx, y + dy) for dx, dy in STEPS if (x + dx, y + dy) not in taken and x + dx >= 0 and y + dy >= 0
        ]
        if not options:
            break
        x, y = min(options, key=lambda p: (max(abs(p[0] - tx), abs(p[1] - ty)), abs(p[0] - tx) + abs(p[1] - ty)))
        path.append({"x": x, "y": y})
    return path


def _attacks(me: dict[str, Any], target: dict[str, Any], ranged_first: bool) -> list[list[Body]]:
    """Each of ``me``'s attacks against ``target`` as a candidate (ranged ones first when
    ``ranged_first``)."""
    attacks = sorted(me["stats"]["attacks"], key=lambda a: (a.get("range_ft") is None) == ranged_first)
    return [
        [
            {
                "type": f"{RULESET}.attack",
                "attacker_id": me["combatant_id"],
                "target_id": target["combatant_id"],
                "attack": a["name"],
            }
        ]
        for a in attacks
    ]


def _heals(state: dict[str, Any], me: dict[str, Any]) -> list[list[Body]]:
    """The healer's spells for an ally at half hit points or less (the lowest first)."""
    hurt = [
        c
        for c in state["combatants"]
        if c["side"] == me["side"]
        and c["status"] in ("active", "dying")
        and c["resources"].get("hp", {}).get("current", 0) * 2 <= c["resources"].get("hp", {}).get("maximum", 0)
    ]
    hurt.sort(key=lambda c: c["resources"]["hp"]["current"])
    out: list[list[Body]] = []
    for c in hurt:
        for spell, casting in (("Healing Word", "bonus_action"), ("Cure Wounds", "action")):
            cast = {"spell": spell, "casting": casting, "target_ids": [c["combatant_id"]]}
            out.append([{"type": f"{RULESET}.cast_spell", "caster_id": me["combatant_id"], **cast}])
    return out


def choices(state: dict[str, Any], me_id: str, role: str, rng: random.Random, acted: bool = False) -> list[list[Body]]:
    """What ``me_id`` might do now, best first; the server's dry run says which the rules
    allow. A creature moves only before it has ``acted`` (an archer that has shot, or a
    fighter that has struck, stays where it is)."""
    me = who(state, me_id)
    if me["status"] == "dying":
        return [[{"type": f"{RULESET}.death_save", "combatant_id": me_id}]]
    if me["status"] != "active" or me["position"] is None:
        return []
    foes = _nearest(state, me, rng)
    if not foes:
        return []
    out: list[list[Body]] = _heals(state, me) if role == "healer" else []
    target = foes[0]
    if role in CANTRIPS:
        cast = {"spell": CANTRIPS[role], "caster_level": 3, "target_ids": [target["combatant_id"]]}
        out.append([{"type": f"{RULESET}.cast_spell", "caster_id": me_id, **cast}])
    adjacent = [f for f in foes if _distance(me, f) <= 1]
    if adjacent:
        out += _attacks(me, adjacent[0], ranged_first=False)
    else:
        out += _attacks(me, target, ranged_first=role == "archer") if role == "archer" else []
        path = [] if acted else _path_towards(state, me, target)
        if path:
            step = [{"type": "move_combatant", "combatant_id": me_id, "path": path}]
            out.append(step)
    return out


def _turn(state: dict[str, Any], roles: dict[str, str], rng: random.Random) -> Generator[Step, Reply, dict[str, Any]]:
    """The creature whose turn it is does what the rules allow until nothing is left (at
    most a handful of things: a move, an attack, a spell, a second attack …)."""
    me = state["turn"]
    acted = False
    for _ in range(6):
        reply = yield from first_allowed(choices(state, me, roles.get(me, "fighter"), rng, acted))
        if reply is None:
            break
        acted = acted or any(e["type"] != "combatant_moved" for e in reply["events"])
        state = reply["state"]
        if over(state):
            break
    return state


def fight(rng: random.Random, max_turns: int = MAX_TURNS) -> Fight:
    """The whole fight as steps (``fray.demo.steps``): the party and the foes join, initiative
    is rolled and turns follow until one side has nobody standing (or ``max_turns``)."""
    roles: dict[str, str] = {}
    for name, role, stats, (x, y) in PARTY:
        reply = yield (
            "send",
            {"type": f"{RULESET}.add_combatant", "name": name, "stats": stats, "position": {"x": x, "y": y}},
        )
        assert reply is not None
        roles[reply["events"][0]["data"]["combatant_id"]] = role
    for creature, cid, (x, y) in FOES:
        body = {
            "type": f"{RULESET}.add_combatant",
            "creature": creature,
            "combatant_id": cid,
            "position": {"x": x, "y": y},
        }
        yield "send", body
        roles[cid] = "fighter"
    reply = yield "send", {"type": "start_fight"}
    assert reply is not None
    state: dict[str, Any] = reply["state"]
    for _ in range(max_turns):
        if over(state):
            break
        state = yield from _turn(state, roles, rng)
        if over(state):
            break
        reply = yield "send", {"type": "advance_turn"}
        assert reply is not None
        state = reply["state"]


QUIET = frozenset({"dnd5e-2024.turn_budget_restored", "dnd5e-2024.effect_resolved"})
"""Bookkeeping the narration dims (the budget of a new turn, a spell's effect before its save)."""


def narrate5e(message: dict[str, Any], names: dict[str, str]) -> str:
    """A feed message in one line: the 5e events here, the rest by ``narrate``."""
    d, t, v = message["data"], message["type"], message["version"]

    def n(cid: str) -> str:
        return names.get(cid, cid)

    if t == "dnd5e-2024.initiative_rolled":
        text = "initiative: " + ", ".join(map(n, d["order"]))
    elif t == "dnd5e-2024.attack_rolled":
        outcome = "critical hit" if d["critical"] else "hit" if d["hit"] else "miss"
        text = f"{n(d['attacker_id'])} → {n(d['target_id'])} ({d['attack']}): "
        text += f"{d['roll']['total']} vs AC {d['ac']}: {outcome}"
    elif t == "dnd5e-2024.damage_resolved":
        text = f"{n(d['target_id'])} loses {d['hp_lost']} HP to {d['source']}" + (
            " (critical)" if d["critical"] else ""
        )
    elif t == "dnd5e-2024.spell_cast":
        on = f" on {', '.join(map(n, d['target_ids']))}" if d["target_ids"] else ""
        text = f"{n(d['caster_id'])} casts {d['spell']}{on}"
    elif t == "dnd5e-2024.saving_throw_rolled":
        rolled = d["roll"]["total"] if d["roll"] else "—"
        text = f"{n(d['combatant_id'])} {d['ability'].upper()} save {rolled} vs DC {d['dc']}: "
        text += "success" if d["success"] else "failure"
    elif t == "dnd5e-2024.death_save_rolled":
        text = f"{n(d['combatant_id'])} death save {d['roll']['total']}: {d['outcome'].replace('_', ' ')} "
        text += f"({d['successes']} successes, {d['failures']} failures)"
    elif t in QUIET:
        text = f"[dim]{t.removeprefix('dnd5e-2024.').replace('_', ' ')}[/dim]"
    elif t.startswith("dnd5e-2024.") and not t.endswith("combatant_added"):
        text = t.removeprefix("dnd5e-2024.").replace("_", " ")
    else:
        return narrate(message, names)
    return f"v{v:<4} {text}"


def report(played: Played) -> int:
    """Print the final table and who fell; then the fold and feed checks (0 when both hold)."""
    final = played.final
    table = Table(title=f"{final['name']} — round {final['round']}, version {final['version']}")
    for col in ("combatant", "side", "HP", "AC", "status", "conditions"):
        table.add_column(col)
    for c in final["combatants"]:
        hp = c["resources"].get("hp", {})
        table.add_row(
            c["name"],
            c["side"],
            f"{hp.get('current', '?')}/{hp.get('maximum', '?')}",
            str((c["stats"] or {}).get("ac", "?")),
            c["status"],
            ", ".join(k["name"] for k in c["conditions"]) or "—",
        )
    console.print(table)
    up = sorted({c["side"] for c in final["combatants"] if c["status"] == "active"})
    console.print(f"Left standing: {', '.join(up) or 'nobody'}.")
    return folds_and_flows(final, played.log, played.seen)


async def play(base_url: str, seed: str | None = None) -> int:
    """Play the fight against the Fray at ``base_url`` over HTTP, following the live feed.
    Returns 0 when the served state equals the fold of the stored log and the feed delivered
    every version in order, else 1. Raises ``DemoFailed`` when the server refuses a command
    the dry run had accepted, or answers a dry run with anything but a rule's refusal."""
    logging.getLogger("httpx").setLevel(logging.WARNING)
    names: dict[str, str] = {}
    played = await drive(base_url, RULESET, NAME, fight(random.Random(seed)), lambda m: narrate5e(m, names))
    return report(played)


async def rehearsal(seed: str) -> Rehearsal:
    """The fight played in this process with dice seeded by ``seed`` (``fray.demo.steps``)."""
    return await rehearse(RULESET, NAME, fight(random.Random(seed)), seed)


def run_demo(url: str | None, seed: str | None = None) -> int:
    """``fray demo --ruleset dnd5e-2024``: against ``url``, or against a Fray started here."""
    return run(url, play, seed)
