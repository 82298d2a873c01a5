"""``fray demo --ruleset dnd4e``: a small 4e party against goblins, an imp and an ogre, then,
carried over with a short rest, against the goblins of the next cave, played through the
public HTTP API with each live WebSocket feed printed, ending with who fell and why.

The party (level 3; numbers a table can check against 004_e86ae0a0322fa3b5.txt §防御, §攻击加值):
Brandis the fighter (AC 20, Fortitude 15, Reflex 14, Will 12; Cleave +8 marks its target),
Malys the wizard (Magic Missile, Ray of Frost, Scorching Burst, Thunderwave, and Stinking
Cloud, a zone she sustains and moves; every attack with the text's per-target bonuses: +2
against one target, +1 against the bloodied), Theren the cleric (Lance of Faith, two Healing
Words) and Valenae the paladin (Valenae's Thunder Strike: 2[W] + 7 thunder, 2d6 more on a
critical: the chapter's example). The foes state their numbers as Monster Manual blocks do.
Opportunity attacks answer what provokes them. Between the fights the living PCs are carried
over (``POST …/fork`` with the combatants kept), the fallen patched up (healing the dying),
and the party takes a short rest spending healing surges.

Each side plays by :mod:`.dnd4e_tactics`, which proposes candidates; the fight (:func:`fight`)
asks the server about each (a dry run) and sends only what the rules accept, so the demo never
sends a command the rules refuse. The fight is a generator of steps, so the demo (:func:`play`,
over HTTP) and the tests (:func:`rehearse`, in process) drive the same fight. Dice are the
server's; ``seed`` makes the demo's own choices (and, in process, the dice) reproducible.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Generator
from dataclasses import dataclass
from typing import Any, Literal, Union

import httpx
import msgspec
from rich.table import Table

from fray.api.encounters import result_body
from fray.demo.dnd4e_tactics import Candidate, choices, patched_up, reactions, saves, short_rest, standing, who
from fray.demo.harness import console, drain, folds_and_flows, follow, posted, run, sign_in
from fray.demo.narrate import narrate
from fray.domain.dice import SeededDice
from fray.domain.errors import DomainError
from fray.domain.state import view
from fray.rules.registry import command_classes
from fray.service_layer.bootstrap import build
from fray.service_layer.codecs import event_types
from fray.service_layer.handler import CommandResult
from fray.service_layer.ports import publish_nowhere
from fray.store.memory import MemoryEventStore

Body = dict[str, Any]
Reply = dict[str, Any] | None
Step = tuple[Literal["ask", "send", "fork"], Body]
"""What the fight asks of whoever plays it: ``ask`` (a dry run: the reply is the response, or
None when the rules refuse it), ``send`` (the command for real: refused, the demo fails),
``fork`` (a carry-over of ``combatants`` into a new encounter, which the next steps play in:
the reply is its create response)."""
MAX_TURNS = 150
MAX_ACTIONS = 8
COMMANDS = Union[command_classes()]  # type: ignore[valid-type]  # noqa: UP007  # the registry's commands, a union built at run time

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
                    "name": "Thunderwave",
                    "kind": "close",
                    "area": "blast",
                    "size": 3,
                    "ability": "intelligence",
                    "defence": "fortitude",
                    "usage": "encounter",
                    "damage": "1d6",
                    "damage_types": ["thunder"],
                },
                {
                    "name": "Stinking Cloud",
                    "kind": "area",
                    "area": "burst",
                    "size": 2,
                    "range": 10,
                    "ability": "intelligence",
                    "defence": "fortitude",
                    "usage": "daily",
                    "damage": "1d10",
                    "damage_types": ["poison"],
                    "zone": {
                        "duration": "sustain_minor",
                        "damage": "1d10",
                        "damage_types": ["poison"],
                        "damage_ability": True,
                        "concealment": "total",
                        "move": 3,
                    },
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


SHOOTER = {
    "kind": "monster",
    "level": 2,
    "hp_max": 24,
    "speed": 6,
    "initiative": 6,
    "ammunition": 12,
    "defences": {"ac": 16, "fortitude": 13, "reflex": 15, "will": 12},
    "powers": [
        {"name": "Short Sword", "attack_bonus": 5, "damage": "1d6+2"},
        {
            "name": "Shortbow",
            "kind": "ranged",
            "range": 15,
            "long_range": 30,
            "attack_bonus": 7,
            "damage": "1d8+2",
            "ammunition": True,
        },
    ],
}
NEXT_FOES: list[tuple[str, dict[str, Any], tuple[int, int]]] = [
    ("Goblin Sharpshooter", SHOOTER, (10, 1)),
    ("Goblin Blackblade", GOBLIN, (7, 2)),
    ("Goblin Hexer's Guard", GOBLIN, (7, 4)),
]
PLACES = [(2, 2), (0, 3), (1, 1), (2, 4)]
"""Where the party stands as the second fight begins."""


def over(state: dict[str, Any]) -> bool:
    """Whether one side has nobody up and fighting."""
    return not standing(state, "party") or not standing(state, "foes")


def _try(candidates: list[Candidate]) -> Generator[Step, Reply, tuple[Reply, Candidate | None]]:
    """Ask the server about each candidate (a dry run of each of its commands) and send the
    first the rules accept, all its commands in order: the reply to the last and the
    candidate sent, or ``(None, None)`` when the rules accept none."""
    for candidate in candidates:
        allowed = True
        for body in candidate:
            if (yield "ask", body) is None:
                allowed = False
                break
        if not allowed:
            continue
        reply: Reply = None
        for body in candidate:
            reply = yield "send", body
        return reply, candidate
    return None, None


def _turn(
    state: dict[str, Any], roles: dict[str, str], words: dict[str, int], rng: random.Random
) -> Generator[Step, Reply, dict[str, Any]]:
    """The creature whose turn it is acts until it has nothing the rules allow worth doing
    (or ``MAX_ACTIONS``), each action followed by the reactions it provoked."""
    me = state["turn"]
    for _ in range(MAX_ACTIONS):
        reply, sent = yield from _try(choices(state, me, roles.get(me, "fighter"), rng, words.get(me, 0)))
        if reply is None or sent is None:
            break
        words[me] = words.get(me, 0) - any(b.get("detail") == "Healing Word" for b in sent)
        state = reply["state"]
        for reaction in reactions(state, reply["events"]):
            answered, _ = yield from _try([reaction])
            state = answered["state"] if answered is not None else state
        if over(state) or who(state, me)["status"] != "active":
            break
    return state


def _rounds(
    state: dict[str, Any], roles: dict[str, str], words: dict[str, int], rng: random.Random, max_turns: int
) -> Generator[Step, Reply, dict[str, Any]]:
    """Turns until one side is down (at most ``max_turns``), the saves due after each."""
    for _ in range(max_turns):
        if over(state):
            break
        state = yield from _turn(state, roles, words, rng)
        if over(state):
            break
        reply = yield "send", {"type": "advance_turn"}
        assert reply is not None
        state = reply["state"]
        for save in saves(state):
            answered, _ = yield from _try([save])
            state = answered["state"] if answered is not None else state
    return state


def _join(
    cast: list[tuple[str, str, dict[str, Any], tuple[int, int]]], roles: dict[str, str]
) -> Generator[Step, Reply, None]:
    for name, role, stats, (x, y) in cast:
        out = yield "send", {"type": "dnd4e.add_combatant", "name": name, "stats": stats, "position": {"x": x, "y": y}}
        assert out is not None
        roles[out["events"][0]["data"]["combatant_id"]] = role


def fight(rng: random.Random, max_turns: int = MAX_TURNS) -> Generator[Step, Reply, None]:
    """Both fights as steps (see ``Step``): the party and the first foes join, initiative,
    turns until one side is down; then, if the party stands, a carry-over (``fork``) of the
    living PCs, the fallen patched up, a short rest, the next foes and the next fight."""
    roles: dict[str, str] = {}
    yield from _join([(n, r, s, p) for n, r, s, p in PARTY], roles)
    yield from _join([(n, "fighter", s, p) for n, s, p in FOES], roles)
    yield "send", {"type": "roll_initiative"}
    reply = yield "send", {"type": "advance_turn"}
    assert reply is not None
    words = {cid: 2 for cid, role in roles.items() if role == "healer"}
    state = yield from _rounds(reply["state"], roles, words, rng, max_turns)
    if not standing(state, "party"):
        return
    kept = [c["id"] for c in state["combatants"] if c["side"] == "party" and c["status"] != "dead"]
    reply = yield "fork", {"combatants": kept, "name": "The Goblin Warren: the inner cave"}
    assert reply is not None
    for body in patched_up(reply["state"]):
        reply = yield "send", body
    assert reply is not None
    rested, _ = yield from _try([[short_rest(reply["state"])]])
    state = rested["state"] if rested is not None else reply["state"]
    for c, (x, y) in zip([c for c in state["combatants"] if c["side"] == "party"], PLACES, strict=False):
        yield "send", {"type": "place_combatant", "combatant_id": c["id"], "position": {"x": x, "y": y}}
    yield from _join([(n, "fighter", s, p) for n, s, p in NEXT_FOES], roles)
    yield "send", {"type": "roll_initiative"}
    reply = yield "send", {"type": "advance_turn"}
    assert reply is not None
    words = {cid: 2 for cid, role in roles.items() if role == "healer"}
    yield from _rounds(reply["state"], roles, words, rng, max_turns)


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
        elif e["type"] == "dnd4e.zone_triggered":
            user = names.get(d["creator_id"], d["creator_id"])
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
    elif t == "dnd4e.zone_created":
        text = f"{n(d['creator_id'])}'s {d['power']} makes a {d['kind']} on {len(d['squares'])} squares"
    elif t == "dnd4e.zone_moved":
        text = f"{n(d['creator_id'])} moves {d['zone_id'].removeprefix('zone:')} ({len(d['squares'])} squares)"
    elif t == "dnd4e.zone_triggered":
        dealt = f": {d['damage']['total']} rolled" if d.get("damage") else ""
        text = f"{n(d['combatant_id'])} is caught in {d['zone_id'].removeprefix('zone:')} ({d['trigger']}){dealt}"
    elif t == "dnd4e.rested":
        text = f"{n(d['combatant_id'])} takes a {d['kind']} rest: {d['surges']} surges, {d['healing']} hit points"
    elif t.startswith("dnd4e.") and not t.endswith("combatant_added"):
        text = t.removeprefix("dnd4e.").replace("_", " ")
    else:
        return narrate(message, names)
    return f"v{v:<4} {text}"


RULE_REFUSALS = frozenset({409, 422})
"""A rule's refusal (``RuleViolation`` 409, ``InvalidCommand`` 422): all a dry run the tactics
ask (may this goblin attack? may the wizard sustain?) may get instead of 200. Any other
failure, a 500 above all, is the server's fault and stops the fight."""


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
    """Play both 4e fights against the Fray at ``base_url`` over HTTP, following each live
    feed; print each fight's table and who fell and why. Every command is first asked of the
    server (a dry run) and only one it accepts is sent. Returns 0 when each served state
    equals the fold of its stored log and each feed delivered every version in order, else 1.
    Raises ``RuntimeError`` when the server refuses a command the dry run had accepted, or
    answers a dry run with anything but a rule's refusal (``answer``)."""
    logging.getLogger("httpx").setLevel(logging.WARNING)
    names: dict[str, str] = {}
    async with httpx.AsyncClient(base_url=base_url, timeout=30) as http:
        created = await http.post("/encounters", json={"ruleset": "dnd4e", "name": "The Goblin Warren (4e)"})
        created.raise_for_status()
        fights: list[tuple[str, dict[str, str], list[int], asyncio.Task[None]]] = []

        async def watch(body: dict[str, Any]) -> str:
            eid = body["state"]["encounter_id"]
            headers = sign_in(http, body)
            seen: list[int] = []
            ready = asyncio.Event()
            url = base_url.replace("http", "ws", 1) + f"/encounters/{eid}/feed?after=0"
            task = asyncio.create_task(follow(url, lambda m: narrate4e(m, names), seen, ready, headers))
            await asyncio.wait_for(ready.wait(), 10)
            fights.append((eid, headers, seen, task))
            return str(eid)

        eid = await watch(created.json())
        steps = fight(random.Random(seed))
        reply: dict[str, Any] | None = None
        try:
            kind, body = next(steps)
            while True:
                if kind == "fork":
                    r = await http.post(f"/encounters/{eid}/fork", json=body)
                    r.raise_for_status()
                    eid = await watch(r.json())
                    reply = r.json()
                else:
                    path = f"/encounters/{eid}/commands" + ("?dry_run=true" if kind == "ask" else "")
                    reply = answer(body, kind == "ask", await posted(http, path, body))
                kind, body = steps.send(reply)
        except StopIteration:
            pass
        code = 0
        for fid, gm, seen, task in fights:
            final = (await http.get(f"/encounters/{fid}", headers=gm)).json()
            log = (await http.get(f"/encounters/{fid}/events", headers=gm)).json()["events"]
            await drain(seen, final["version"])
            task.cancel()
            code |= _report(final, log, seen)
    return code


@dataclass
class Rehearsal:
    """What a fight played in process came to: each encounter's final state (JSON, as the API
    shows it), whether it equals the fold of its stored log, every kind of event the commands
    sent appended, and those events (JSON, in order)."""

    finals: list[dict[str, Any]]
    folded: list[bool]
    kinds: set[str]
    events: list[dict[str, Any]]


class Refused(RuntimeError):
    """The rules refused a command the tactics sent (after the dry run had accepted it)."""


def _json(result: CommandResult) -> dict[str, Any]:
    out: dict[str, Any] = msgspec.json.decode(msgspec.json.encode(result_body(result)))
    return out


async def rehearse(seed: str, max_turns: int = MAX_TURNS) -> Rehearsal:
    """Both fights played in this process, without HTTP, on the service layer and the
    in-memory store, with seeded dice (``seed``), the way ``play`` plays them. Raises
    ``Refused`` for a command the rules refuse that the tactics sent."""
    store = MemoryEventStore(event_types())
    service = build(store, SeededDice(seed), publish_nowhere, None, event_types())
    created = await service.commands.create("dnd4e", "The Goblin Warren (4e)", {})
    eids = [created.state.encounter_id]
    kinds: set[str] = set()
    sent: list[dict[str, Any]] = []
    steps = fight(random.Random(seed), max_turns)
    reply: dict[str, Any] | None = None
    try:
        kind, body = next(steps)
        while True:
            if kind == "fork":
                forked = await service.commands.fork(eids[-1], None, body.get("name"), tuple(body["combatants"]))
                eids.append(forked.state.encounter_id)
                reply = _json(forked)
            else:
                command = msgspec.convert(body, COMMANDS)
                try:
                    result = await service.commands.handle(eids[-1], command, dry_run=kind == "ask")
                except DomainError as exc:
                    if kind == "send":
                        raise Refused(f"{body} refused: {exc}") from exc
                    reply = None
                else:
                    reply = _json(result)
                    if kind == "send":
                        kinds |= {e["type"] for e in reply["events"]}
                        sent += reply["events"]
            kind, body = steps.send(reply)
    except StopIteration:
        pass
    finals, folded = [], []
    for eid in eids:
        state = (await service.views.current(eid)).state
        finals.append(msgspec.json.decode(msgspec.json.encode(view(state))))
        fresh = build(store, SeededDice(0), publish_nowhere, None, event_types())
        folded.append((await fresh.views.current(eid)).state == state)
    return Rehearsal(finals=finals, folded=folded, kinds=kinds, events=sent)


def _report(final: dict[str, Any], log: list[dict[str, Any]], seen: list[int]) -> int:
    """Print one fight's final table and who fell and why; then the fold and feed checks."""
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
