"""The Session One fight, played through the public HTTP API with a live WebSocket feed.

The party (Bruce, Enoch, Austin and a Baodu guard, built from the seed's formulas) meets the
Grey Tide and the other Session One creatures (000_c3c04d669a38e5ba.txt §11). Every turn the
acting combatant attacks the weakest standing enemy in melee, until one side is down. Dice are
the server's; ``seed`` only makes the demo's own choices reproducible.

It ends by printing the final state and the event count, and checks that the state the server
returns equals the fold of the stored log.
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

PARTY = ["bruce", "enoch", "austin", "baodu_guard"]
FOES = [
    ("grey_tide_zombie", "Grey Tide Zombie A"),
    ("grey_tide_zombie", "Grey Tide Zombie B"),
    ("sleepless_of_white_leaf", None),
    ("dawn_blind_ghoul", None),
    ("kugen", None),
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


async def play(base_url: str, seed: str | None = None) -> int:
    """Play the fight against the Fray at ``base_url``; return 0 if the fold check holds."""
    logging.getLogger("httpx").setLevel(logging.WARNING)
    rng = random.Random(seed)
    names: dict[str, str] = {}
    seen: list[int] = []
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

        for key in PARTY:
            await send({"type": "unlit-spires.add_hero", "preset": key})
        for key, name in FOES:
            await send({"type": "unlit-spires.add_monster", "preset": key, **({"name": name} if name else {})})
        await send({"type": "roll_initiative"})
        result = await send({"type": "advance_turn"})
        for _ in range(MAX_TURNS):
            state = result["state"]
            if not _standing(state, "party") or not _standing(state, "foes"):
                break
            me = next(c for c in state["combatants"] if c["id"] == state["turn"])
            enemies = _standing(state, "foes" if me["side"] == "party" else "party")
            weakest = min(c["hp"] for c in enemies)
            target = rng.choice([c for c in enemies if c["hp"] == weakest])
            result = await send({"type": "unlit-spires.melee_attack",
                                 "attacker_id": me["id"], "defender_id": target["id"]})
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
    from fray.domain.state import view
    from fray.encounters import project
    from fray.rules.registry import event_classes
    from fray.store.codec import EventTypes

    winners = {c["side"] for c in final["combatants"] if not c["down"]}
    table = Table(title=f"{final['name']} — round {final['round']}, version {final['version']}")
    for col in ("combatant", "side", "HP", "state"):
        table.add_column(col)
    for c in final["combatants"]:
        table.add_row(c["name"], c["side"], f"{c['hp']}/{c['hp_max']}", "down" if c["down"] else "standing")
    console.print(table)
    console.print(f"The {' and '.join(sorted(winners)) or 'nobody'} stand(s). "
                  f"{len(log['events'])} events stored; the live feed delivered {len(seen)}.")
    types = EventTypes(event_classes())
    events = [types.recorded(e) for e in log["events"]]
    folded = msgspec.to_builtins(view(project(_empty(), events)))
    served = msgspec.to_builtins(msgspec.convert(final, type(view(_empty()))))
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


def run_demo(url: str | None, seed: str | None = None) -> int:
    """``fray demo``: against ``url``, or against a Fray started here on the configured (or
    embedded) database and broker."""
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
