"""``fray demo --ruleset dnd4e``: a small 4e party against goblins, an imp and an ogre, played
through the public HTTP API with the live WebSocket feed printed, ending with who fell and why.

The party (level 3; numbers a table can check against 004_e86ae0a0322fa3b5.txt §防御, §攻击加值):
Brandis the fighter (AC 20, Fortitude 15, Reflex 14, Will 12; Cleave +8 marks its target),
Malys the wizard (Magic Missile, Ray of Frost, Scorching Burst, a sustained Glowing Cage),
Theren the cleric (Lance of Faith, two Healing Words) and
Valenae the paladin (Valenae's Thunder Strike: 2[W] + 7 thunder, 2d6 more on a critical: the
chapter's example). The foes state their numbers as Monster Manual blocks do. Each side plays
by :mod:`.dnd4e_tactics`; the fight is a generator of command bodies (:func:`fight`), so the
demo and the tests drive the same fight. Dice are the server's; ``seed`` only makes the
demo's own choices reproducible.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Generator
from typing import Any

import httpx
from rich.table import Table

from fray.demo.dnd4e_tactics import plan_turn, reactions, saves, standing, who
from fray.demo.harness import console, drain, folds_and_flows, follow, posted, run, sign_in
from fray.demo.narrate import narrate

Body = dict[str, Any]
Step = tuple[Body, bool]
"""A command body and whether the fight goes on if the server refuses it (a reaction the
tactics guessed may be allowed)."""
MAX_TURNS = 300

SWORD = {
    "weapon": "1d8",
    "weapon_multiplier": 1,
    "ability": "strength",
    "attack_modifiers": [{"value": 3, "source": "longsword", "type": "proficiency"}],
}
PARTY: list[tuple[str, str, dict[str, Any], tuple[int, int]]] = [
    (
        "Brandis",
        "fighter",
        {
            "level": 3,
            "hp_max": 40,
            "surges": 9,
            "heal": 1,
            "abilities": {"strength": 18, "constitution": 14, "dexterity": 12, "wisdom": 12},
            "armour": "heavy",
            "armour_bonus": 7,
            "shield_bonus": 2,
            "powers": [
                {"name": "Cleave", **SWORD, "hit_effects": [{"condition": "marked", "duration": "end_of_next_turn"}]},
                {"name": "Brute Strike", **SWORD, "weapon_multiplier": 3, "usage": "daily", "miss": "half"},
            ],
        },
        (2, 2),
    ),
    (
        "Malys",
        "caster",
        {
            "level": 3,
            "hp_max": 26,
            "surges": 6,
            "abilities": {"intelligence": 18, "dexterity": 14, "constitution": 12, "wisdom": 12},
            "powers": [
                {
                    "name": "Magic Missile",
                    "kind": "ranged",
                    "range": 20,
                    "ability": "intelligence",
                    "defence": "reflex",
                    "damage": "2d4",
                    "damage_types": ["force"],
                },
                {
                    "name": "Ray of Frost",
                    "kind": "ranged",
                    "range": 10,
                    "ability": "intelligence",
                    "defence": "fortitude",
                    "damage": "1d6",
                    "damage_types": ["cold"],
                    "hit_effects": [{"condition": "slowed", "duration": "end_of_next_turn"}],
                },
                {
                    "name": "Scorching Burst",
                    "kind": "area",
                    "area": "burst",
                    "size": 1,
                    "range": 10,
                    "ability": "intelligence",
                    "defence": "reflex",
                    "damage": "1d6",
                    "damage_types": ["fire"],
                },
                {
                    "name": "Glowing Cage",
                    "kind": "ranged",
                    "range": 10,
                    "ability": "intelligence",
                    "defence": "reflex",
                    "usage": "daily",
                    "hit_effects": [{"condition": "immobilized", "duration": "sustain_minor"}],
                },
            ],
        },
        (0, 3),
    ),
    (
        "Theren",
        "healer",
        {
            "level": 3,
            "hp_max": 30,
            "surges": 8,
            "heal": 8,
            "abilities": {"wisdom": 18, "strength": 14, "constitution": 12, "charisma": 12},
            "armour": "light",
            "armour_bonus": 3,
            "powers": [
                {
                    "name": "Lance of Faith",
                    "kind": "ranged",
                    "range": 5,
                    "ability": "wisdom",
                    "defence": "reflex",
                    "damage": "1d8",
                    "damage_types": ["radiant"],
                },
                {
                    "name": "Mace",
                    "weapon": "1d8",
                    "weapon_multiplier": 1,
                    "ability": "strength",
                    "attack_modifiers": [{"value": 2, "source": "mace", "type": "proficiency"}],
                },
            ],
        },
        (1, 1),
    ),
    (
        "Valenae",
        "fighter",
        {
            "level": 3,
            "hp_max": 36,
            "surges": 10,
            "heal": 4,
            "abilities": {"strength": 16, "constitution": 12, "dexterity": 10, "charisma": 16},
            "armour": "heavy",
            "armour_bonus": 8,
            "shield_bonus": 1,
            "powers": [
                {
                    "name": "Valenae's Thunder Strike",
                    **SWORD,
                    "weapon_multiplier": 2,
                    "usage": "encounter",
                    "damage_modifiers": [
                        {"value": 2, "source": "Weapon Focus", "type": "feat"},
                        {"value": 2, "source": "+2 thunderburst longsword", "type": "enhancement"},
                    ],
                    "attack_modifiers": [
                        {"value": 3, "source": "longsword", "type": "proficiency"},
                        {"value": 2, "source": "+2 thunderburst longsword", "type": "enhancement"},
                    ],
                    "damage_types": ["thunder"],
                    "crit_dice": "2d6",
                    "crit_types": ["thunder"],
                },
                {"name": "Holy Strike", **SWORD, "damage_types": ["radiant"]},
            ],
        },
        (2, 4),
    ),
]
GOBLIN = {
    "kind": "monster",
    "level": 1,
    "hp_max": 29,
    "speed": 6,
    "initiative": 5,
    "defences": {"ac": 17, "fortitude": 13, "reflex": 15, "will": 12},
    "powers": [{"name": "Spear", "attack_bonus": 6, "damage": "1d8+2"}],
}
FOES: list[tuple[str, dict[str, Any], tuple[int, int]]] = [
    ("Goblin Cutter", GOBLIN, (7, 1)),
    ("Goblin Skulk", GOBLIN, (7, 4)),
    (
        "Imp",
        {
            "kind": "monster",
            "level": 3,
            "hp_max": 40,
            "speed": 6,
            "initiative": 7,
            "defences": {"ac": 17, "fortitude": 15, "reflex": 15, "will": 15},
            "resist": [{"type": "fire", "amount": 15}],
            "powers": [
                {
                    "name": "Tail Sting",
                    "attack_bonus": 8,
                    "damage": "1d6+2",
                    "hit_effects": [
                        {
                            "condition": "venom",
                            "ongoing": {"amount": 5, "damage_type": "poison"},
                            "modifiers": [{"applies_to": "will", "amount": -2}],
                            "aftereffect": {"condition": "dazed"},
                        }
                    ],
                }
            ],
        },
        (9, 2),
    ),
    (
        "Ogre Bludgeoneer",
        {
            "kind": "monster",
            "level": 3,
            "hp_max": 46,
            "size": "large",
            "speed": 6,
            "initiative": 2,
            "defences": {"ac": 17, "fortitude": 18, "reflex": 13, "will": 14},
            "powers": [{"name": "Greatclub", "attack_bonus": 8, "range": 2, "damage": "2d6+4"}],
        },
        (10, 3),
    ),
]


def over(state: dict[str, Any]) -> bool:
    """Whether one side has nobody up and fighting."""
    return not standing(state, "party") or not standing(state, "foes")


def fight(rng: random.Random, max_turns: int = MAX_TURNS) -> Generator[Step, dict[str, Any] | None, None]:
    """The whole fight as command bodies: each ``(body, optional)`` is sent the response
    (None when an optional one was refused). Adds the party and the foes, rolls initiative,
    then plays turns until one side is down (at most ``max_turns``)."""
    roles: dict[str, str] = {}
    words: dict[str, int] = {}
    for name, role, stats, (x, y) in PARTY:
        out = yield {"type": "dnd4e.add_combatant", "name": name, "stats": stats, "position": {"x": x, "y": y}}, False
        assert out is not None
        roles[out["events"][0]["data"]["combatant_id"]] = role
        words[out["events"][0]["data"]["combatant_id"]] = 2 if role == "healer" else 0
    for name, stats, (x, y) in FOES:
        yield {"type": "dnd4e.add_combatant", "name": name, "stats": stats, "position": {"x": x, "y": y}}, False
    yield {"type": "roll_initiative"}, False
    result = yield {"type": "advance_turn"}, False
    assert result is not None
    for _ in range(max_turns):
        state = result["state"]
        if over(state):
            return
        me = state["turn"]
        for body in plan_turn(state, me, roles.get(me, "fighter"), rng, words.get(me, 0)):
            result = yield body, False
            words[me] = words.get(me, 0) - (body.get("detail") == "Healing Word")
            assert result is not None
            for reaction in reactions(result["state"], result["events"]):
                reply = yield reaction, True
                result = reply or result
            if over(result["state"]) or who(result["state"], me)["status"] != "active":
                break
        if over(result["state"]):
            return
        result = yield {"type": "advance_turn"}, False
        assert result is not None
        for body in saves(result["state"]):
            result = (yield body, False) or result


def fallen(final: dict[str, Any], log: list[dict[str, Any]]) -> list[str]:
    """One line per combatant not up at the end: its state and what last hurt it (who, with
    what, how much, in which round), read from the stored log."""
    names = {c["id"]: c["name"] for c in final["combatants"]}
    last: dict[str, str] = {}
    user, round_ = "", 0
    for e in log:
        d = e["data"]
        if e["type"] == "turn_started":
            round_ = d["round"]
        elif e["type"] == "dnd4e.power_used":
            user = names.get(d["user_id"], d["user_id"])
        elif e["type"] == "dnd4e.damage_resolved" and d["taken"]["total"]:
            by = "" if d["source"].startswith("ongoing") else f"{user}'s "
            last[d["target_id"]] = f"{by}{d['source']} for {d['taken']['total']} damage in round {round_}"
        elif e["type"] == "damage_taken" and d["cause"] == "gm":
            last[d["combatant_id"]] = f"{d['amount']} damage dealt by the GM in round {round_}"
    out = []
    for c in final["combatants"]:
        if c["status"] != "active":
            hp = c["resources"]["hp"]["current"]
            if c["status"] == "dead" and c["stats"]["kind"] == "monster":
                now = "dead (a monster dies at 0 hit points)"
            elif c["status"] == "dead" and c["resources"].get("death_save_failures", {}).get("current", 0) >= 3:
                now = "dead after three failed death saves"
            elif c["status"] == "dead":
                now = f"dead at {hp} hit points (minus its bloodied value)"
            else:
                now = {"dying": f"dying at {hp} hit points", "down": f"unconscious and stable at {hp}"}[c["status"]]
            out.append(f"{c['name']} — {now}: last hurt by {last.get(c['id'], 'nothing recorded')}")
    return out


def narrate4e(message: dict[str, Any], names: dict[str, str]) -> str:
    """A feed message in one line: dnd4e's own events here, the rest by ``narrate``."""
    d, t, v = message["data"], message["type"], message["version"]

    def n(cid: str) -> str:
        return names.get(cid, cid)

    if t == "dnd4e.power_used":
        text = f"{n(d['user_id'])} uses {d['power']} ({d['action']} action) on {', '.join(map(n, d['targets']))}"
        text += f"; provokes {', '.join(map(n, d['provokes']))}" if d["provokes"] else ""
    elif t == "dnd4e.attack_rolled":
        r = d["result"]
        outcome = "critical hit" if r["critical"] else "hit" if r["hit"] else "miss"
        ca = f" (combat advantage: {', '.join(d['combat_advantage'])})" if d["combat_advantage"] else ""
        text = (
            f"{n(d['attacker_id'])} → {n(d['target_id'])}: d20 {r['face']} {r['bonus']['total']:+d} = "
            f"{r['total']} vs {r['defence'].upper() if r['defence'] == 'ac' else r['defence']} "
            f"{d['defence']['total']}: {outcome}{ca}"
        )
    elif t == "dnd4e.damage_rolled":
        text = f"{d['power']} damage {d['roll']['total']}" + (" (maximised)" if d["roll"]["critical"] else "")
    elif t == "dnd4e.damage_resolved":
        text = f"{n(d['target_id'])} takes {d['taken']['total']} from {d['source']}"
        text += f" (halved: {', '.join(d['taken']['halved_by'])})" if d["taken"]["halved_by"] else ""
    elif t == "dnd4e.save_rolled":
        text = (
            f"{n(d['combatant_id'])} saves against {d['condition_id']}: {d['roll']['total']} — "
            f"{'ends it' if d['roll']['succeeded'] else 'fails'}"
        )
    elif t == "dnd4e.death_save_rolled":
        text = f"{n(d['combatant_id'])} death save {d['save']['total']}: {d['save']['outcome'].replace('_', ' ')}"
    elif t == "dnd4e.movement_set":
        text = f"{n(d['combatant_id'])} may move {d['movement_ft'] // 5} squares ({d['reason']})"
    elif t == "dnd4e.healing_rolled":
        text = f"{n(d['target_id'])} heals {d['total']} ({d['source']})"
    elif t == "save_due":
        text = f"{n(d['combatant_id'])} owes a saving throw against {d['condition_id']}"
    elif t == "dnd4e.action_taken":
        text = f"{n(d['combatant_id'])} takes a {d['action']} action: {d['detail']}"
    elif t == "dnd4e.effect_shadowed":
        text = f"{n(d['combatant_id'])}: {d['condition']['name']} counts for nothing ({d['kept_id']} lasts longer)"
    elif t.startswith("dnd4e.") and not t.endswith("combatant_added"):
        text = t.removeprefix("dnd4e.").replace("_", " ")
    else:
        return narrate(message, names)
    return f"v{v:<4} {text}"


RULE_REFUSALS = frozenset({409, 422})
"""A rule's refusal (``RuleViolation`` 409, ``InvalidCommand`` 422): all an optional command
(a reaction or a save the tactics offer) may get instead of 200. Any other failure, a 500
above all, is the server's fault and stops the fight."""


def answer(body: dict[str, Any], optional: bool, response: httpx.Response) -> dict[str, Any] | None:
    """What the fight is sent back for ``body``: the response's JSON when it was accepted, None
    when ``optional`` and the rules refused it (``RULE_REFUSALS``). Raises ``RuntimeError``
    naming the command and the status for any other answer."""
    if response.status_code < 400:
        reply: dict[str, Any] = response.json()
        return reply
    if optional and response.status_code in RULE_REFUSALS:
        return None
    raise RuntimeError(f"{body['type']} refused: {response.status_code} {response.text}")


async def play(base_url: str, seed: str | None = None) -> int:
    """Play the 4e fight against the Fray at ``base_url`` over HTTP, following the live feed;
    print the final table and who fell and why. Returns 0 when the served state equals the
    fold of the stored log and the feed delivered every version in order, else 1. Raises
    ``RuntimeError`` when the server refuses a command the tactics had to have accepted, or
    answers an optional one with anything but a rule's refusal (``answer``)."""
    logging.getLogger("httpx").setLevel(logging.WARNING)
    names: dict[str, str] = {}
    seen: list[int] = []
    async with httpx.AsyncClient(base_url=base_url, timeout=30) as http:
        created = await http.post("/encounters", json={"ruleset": "dnd4e", "name": "The Goblin Warren (4e)"})
        created.raise_for_status()
        eid = created.json()["state"]["encounter_id"]
        headers = sign_in(http, created.json())
        ready = asyncio.Event()
        feed = asyncio.create_task(
            follow(
                base_url.replace("http", "ws", 1) + f"/encounters/{eid}/feed?after=0",
                lambda m: narrate4e(m, names),
                seen,
                ready,
                headers,
            )
        )
        await asyncio.wait_for(ready.wait(), 10)
        steps = fight(random.Random(seed))
        reply: dict[str, Any] | None = None
        try:
            body, optional = next(steps)
            while True:
                reply = answer(body, optional, await posted(http, f"/encounters/{eid}/commands", body))
                body, optional = steps.send(reply)
        except StopIteration:
            pass
        final = (await http.get(f"/encounters/{eid}")).json()
        log = (await http.get(f"/encounters/{eid}/events")).json()["events"]
        await drain(seen, final["version"])
        feed.cancel()
    return _report(final, log, seen)


def _report(final: dict[str, Any], log: list[dict[str, Any]], seen: list[int]) -> int:
    """Print the final table and who fell and why; then the fold and feed checks."""
    table = Table(title=f"{final['name']} — round {final['round']}, version {final['version']}")
    for col in ("combatant", "side", "HP", "surges", "status", "conditions"):
        table.add_column(col)
    for c in final["combatants"]:
        hp = c["resources"]["hp"]
        table.add_row(
            c["name"],
            c["side"],
            f"{hp['current']}/{hp['maximum']}",
            str(c["resources"]["surges"]["current"]),
            c["status"],
            ", ".join(k["name"] for k in c["conditions"]) or "—",
        )
    console.print(table)
    up = sorted({c["side"] for c in final["combatants"] if c["status"] == "active"})
    console.print(f"Left standing: {', '.join(up) or 'nobody'}. Who fell, and why:")
    for line in fallen(final, log):
        console.print(f"  {line}")
    return folds_and_flows(final, log, seen)


def run_demo(url: str | None, seed: str | None = None) -> int:
    """``fray demo --ruleset dnd4e``: against ``url``, or against a Fray started here (as
    Session One's demo starts one)."""
    return run(url, play, seed)
