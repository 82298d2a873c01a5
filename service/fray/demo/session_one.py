"""The Session One fight, played through the public HTTP API with a live WebSocket feed.

The party is built from hero *sheets* by the seed's formulas (000_c3c04d669a38e5ba.txt §02–§09):
Bruce from his §03 numbers (level-3 rogue, DEX 16, dagger, studded leather: Melee +5, Parry +5),
Enoch the wizard (§05, §08: Magic Attack +8 with his astrolabe, 90 magic points), Austin the
cleric, and a Baodu archer with a shortbow (§04). They meet Session One creatures from the §11
presets, on a grid (5-ft squares), and each side uses what it has (see :mod:`.tactics`): Enoch
casts, Austin heals or helps, the archer shoots, the others close in and fight in melee, and
leaving an enemy's reach draws its opportunity attack. One action a turn (§12). The fight runs
until one side is down. Dice are the server's; ``seed`` only makes the demo's own choices
reproducible.

It ends by printing the final state and the event count, and checks that the state the server
returns equals the fold of the stored log and that the live feed was gapless.
"""

from __future__ import annotations

import asyncio
import logging
import random
import socket
import threading
import time
from typing import Any

import httpx
import msgspec
import websockets
from rich.console import Console
from rich.table import Table

from fray.demo.narrate import narrate
from fray.demo.tactics import plan_turn


def _sheet(name: str, class_: str, level: int, abilities: tuple[int, int, int, int, int, int],
           armour: str, weapon: dict[str, Any], hp: int, focus: bool = False) -> dict[str, Any]:
    strength, dexterity, constitution, intelligence, wisdom, charisma = abilities
    return {"name": name, "class": class_, "people": "human", "level": level, "strength": strength,
            "dexterity": dexterity, "constitution": constitution, "intelligence": intelligence,
            "wisdom": wisdom, "charisma": charisma, "armour": armour, "focus": focus,
            "weapon": weapon, "hp": hp}


# (sheet, role, square). Abilities are STR, DEX, CON, INT, WIS, CHA. Hit points "the normal
# way" (§00): the d20 class die, maximum at level 1, rounded-up average after, + CON a level.
PARTY: list[tuple[dict[str, Any], str, tuple[int, int]]] = [
    (_sheet("Bruce", "rogue", 3, (10, 16, 12, 12, 10, 14), "studded_leather",
            {"name": "dagger", "damage": "1d6", "finesse": True}, 21), "fighter", (2, 2)),
    (_sheet("Enoch", "wizard", 3, (8, 14, 12, 16, 12, 10), "robes",
            {"name": "quarterstaff", "damage": "1d6"}, 17, focus=True), "caster", (0, 3)),
    (_sheet("Austin", "cleric", 3, (14, 10, 14, 10, 16, 12), "leather",
            {"name": "mace", "damage": "1d6"}, 24, focus=True), "healer", (2, 4)),
    (_sheet("Baodu Archer", "fighter", 2, (12, 16, 14, 10, 12, 10), "leather",
            {"name": "shortbow", "damage": "1d6", "missile": True, "long_range_ft": 80,
             "max_range_ft": 320}, 20), "shooter", (0, 1)),
]
FOES: list[tuple[str, str | None, tuple[int, int]]] = [
    ("grey_tide_zombie", "Grey Tide Zombie A", (9, 1)),
    ("grey_tide_zombie", "Grey Tide Zombie B", (9, 4)),
    ("sleepless_of_white_leaf", None, (11, 2)),
    ("dawn_blind_ghoul", None, (12, 4)),
    ("kugen", None, (15, 3)),  # absorb 2: Bruce's dagger does 2 to 7 against him (§11)
]
MAX_TURNS = 400
console = Console(highlight=False)


class DemoFailed(RuntimeError):
    """The server refused a command the demo expected to succeed."""


def _check(r: httpx.Response) -> dict[str, Any]:
    if r.status_code >= 400:
        raise DemoFailed(f"{r.request.method} {r.request.url} → {r.status_code}: {r.text}")
    return r.json()


async def _follow(ws_url: str, names: dict[str, str], seen: list[int], done: asyncio.Event) -> None:
    async with websockets.connect(ws_url) as ws:
        done.set()
        async for raw in ws:
            message = msgspec.json.decode(raw)
            seen.append(message["version"])
            console.print(f"[dim]feed[/dim] {narrate(message, names)}")


def _standing(state: dict[str, Any], side: str) -> list[dict[str, Any]]:
    return [c for c in state["combatants"] if c["side"] == side and not c["down"]]


def _down(state: dict[str, Any], cid: str) -> bool:
    return next(c for c in state["combatants"] if c["id"] == cid)["down"]


async def play(base_url: str, seed: str | None = None) -> int:
    """Play Session One against the Fray at ``base_url`` over HTTP, following the live feed.

    Returns 0 when the served state equals the fold of the stored log and the feed delivered
    every version, gapless and in order; 1 otherwise. Raises ``DemoFailed`` when the server
    refuses a command the tactics chose (a rule the demo got wrong, or a server fault).
    Source: 000_c3c04d669a38e5ba.txt §03–§05, §07, §08, §11, §12.
    """
    logging.getLogger("httpx").setLevel(logging.WARNING)
    rng = random.Random(seed)
    names: dict[str, str] = {}
    seen: list[int] = []
    roles: dict[str, str] = {}
    async with httpx.AsyncClient(base_url=base_url, timeout=30) as http:
        created = _check(await http.post("/encounters", json={
            "ruleset": "unlit-spires", "name": "Session One — The Children of White Leaf"}))
        eid = created["state"]["encounter_id"]
        ws_url = base_url.replace("http", "ws", 1) + f"/encounters/{eid}/feed?after=0"
        connected = asyncio.Event()
        feed = asyncio.create_task(_follow(ws_url, names, seen, connected))
        await asyncio.wait_for(connected.wait(), 10)

        async def send(body: dict[str, Any]) -> dict[str, Any]:
            return _check(await http.post(f"/encounters/{eid}/commands", json=body))

        for sheet, role, (x, y) in PARTY:
            out = await send({"type": "unlit-spires.add_hero", "sheet": sheet, "position": {"x": x, "y": y}})
            roles[out["events"][0]["data"]["combatant_id"]] = role
        for key, name, (x, y) in FOES:
            out = await send({"type": "unlit-spires.add_monster", "preset": key, "position": {"x": x, "y": y},
                              **({"name": name} if name else {})})
            roles[out["events"][0]["data"]["combatant_id"]] = "fighter"
        await send({"type": "roll_initiative"})
        result = await send({"type": "advance_turn"})
        for _ in range(MAX_TURNS):
            state = result["state"]
            if not _standing(state, "party") or not _standing(state, "foes"):
                break
            me = state["turn"]
            for body in plan_turn(state, me, roles[me], rng):
                result = await send(body)
                if _down(result["state"], me):
                    break  # an opportunity attack felled it on the way
            state = result["state"]
            if _standing(state, "party") and _standing(state, "foes"):
                result = await send({"type": "advance_turn"})
        final = _check(await http.get(f"/encounters/{eid}"))
        log = _check(await http.get(f"/encounters/{eid}/events"))
        deadline = time.monotonic() + 10
        while (not seen or seen[-1] < final["version"]) and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        feed.cancel()
    return _report(final, log, seen)


def _report(final: dict[str, Any], log: dict[str, Any], seen: list[int]) -> int:
    from fray.codecs import event_types
    from fray.domain.state import view
    from fray.encounters import project

    winners = {c["side"] for c in final["combatants"] if not c["down"]}
    table = Table(title=f"{final['name']} — round {final['round']}, version {final['version']}")
    for col in ("combatant", "side", "HP", "magic points", "square", "state"):
        table.add_column(col)
    for c in final["combatants"]:
        mp = c["resources"].get("mp")
        square = f"({c['position']['x']}, {c['position']['y']})" if c.get("position") else "—"
        table.add_row(c["name"], c["side"], f"{c['resources']['hp']['current']}/{c['resources']['hp']['maximum']}",
                      f"{mp['current']}/{mp['maximum']}" if mp else "—", square,
                      "down" if c["down"] else "standing")
    console.print(table)
    standing = f"Left standing: {', '.join(sorted(winners))}." if winners else "Nobody is left standing."
    console.print(f"{standing} "
                  f"{len(log['events'])} events stored; the live feed delivered {len(seen)}.")
    types = event_types()
    events = [types.recorded(e) for e in log["events"]]
    folded = msgspec.json.decode(msgspec.json.encode(view(project(_empty(), events), events[-1].hash)))
    served = final  # as JSON: a view's stats decode only through the registry's union of blocks
    same = folded == served
    if not same:
        for key in folded:
            if folded[key] != served.get(key):
                console.print(f"[red]differs at {key}: fold {folded[key]!r} served {served.get(key)!r}[/red]")
    in_order = seen == list(range(1, len(seen) + 1))
    console.print(f"fold of the stored log equals the served state: {'yes' if same else 'NO'}; "
                  f"feed versions gapless and in order: {'yes' if in_order else 'NO'}")
    return 0 if same and in_order and len(seen) == len(log["events"]) else 1


def _empty():  # type: ignore[no-untyped-def]
    from fray.domain.state import EncounterState

    return EncounterState()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def run_demo(url: str | None, seed: str | None = None, play: Any = play) -> int:
    """``fray demo``: ``play`` (this fight unless another demo hands its own) against ``url``,
    or against a Fray started here on the configured (or embedded) database and broker."""
    if url:
        return asyncio.run(play(url.rstrip("/"), seed))
    import uvicorn

    from fray.app import create_app
    from fray.cli import describe_broker, resolve_database
    from fray.config import from_env

    settings, where = resolve_database(from_env())
    settings = msgspec.structs.replace(settings, port=_free_port())
    console.print(f"starting Fray on port {settings.port}: {where}; {describe_broker(settings)}")
    server = uvicorn.Server(uvicorn.Config(create_app(settings), host="127.0.0.1",
                                           port=settings.port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 60
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            console.print("[red]the server did not start[/red]")
            return 1
        time.sleep(0.05)
    try:
        return asyncio.run(play(f"http://127.0.0.1:{settings.port}", seed))
    finally:
        server.should_exit = True
        thread.join(10)
