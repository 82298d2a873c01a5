"""What every demo fight shares: a Fray to play against (the given URL, or one started here on
the configured or embedded database), the live feed printed while it plays, and the closing
check that the served state equals the fold of the stored log and the feed was gapless."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from collections.abc import Callable, Coroutine
from typing import Any

import httpx
import msgspec
import uvicorn
import websockets
from rich.console import Console

from fray.domain.state import EncounterState, view
from fray.server.app import create_app
from fray.server.config import from_env
from fray.server.startup import describe_broker, resolve_database
from fray.service_layer.codecs import event_types
from fray.service_layer.projection import project

console = Console(highlight=False)
Play = Callable[[str, str | None], Coroutine[Any, Any, int]]


class DemoFailed(RuntimeError):
    """The server refused a command the demo expected to succeed."""


def check(r: httpx.Response) -> dict[str, Any]:
    """The JSON of a response the demo needs. Raises ``DemoFailed`` for a refusal."""
    if r.status_code >= 400:
        raise DemoFailed(f"{r.request.method} {r.request.url} → {r.status_code}: {r.text}")
    body: dict[str, Any] = r.json()
    return body


def sign_in(http: httpx.AsyncClient, created: dict[str, Any]) -> dict[str, str]:
    """Send the new encounter's GM token (``gm_token`` of its create response) on every later
    request of ``http``; returns the headers, for the feed's handshake."""
    headers = {"Authorization": f"Bearer {created['gm_token']}"}
    http.headers.update(headers)
    return headers


async def posted(http: httpx.AsyncClient, path: str, body: dict[str, Any]) -> httpx.Response:
    """POST ``body``, waiting out a 429 as its ``Retry-After`` says (a script outruns the
    per-token limit that a table never reaches)."""
    while (r := await http.post(path, json=body)).status_code == 429:
        await asyncio.sleep(float(r.headers.get("retry-after", "1")))
    return r


async def follow(
    ws_url: str,
    tell: Callable[[dict[str, Any]], str],
    seen: list[int],
    ready: asyncio.Event,
    headers: dict[str, str] | None = None,
) -> None:
    """Print each event of the feed at ``ws_url`` told by ``tell``, recording its version in
    ``seen``; other feed messages (state, presence) are passed over. Sets ``ready`` once
    connected. ``headers``: the handshake's (the token)."""
    async with websockets.connect(ws_url, additional_headers=headers) as ws:
        ready.set()
        async for raw in ws:
            message = msgspec.json.decode(raw)
            if message.get("kind", "event") != "event":
                continue
            seen.append(message["version"])
            console.print(f"[dim]feed[/dim] {tell(message)}")


async def drain(seen: list[int], version: int, seconds: float = 10) -> None:
    """Wait until the feed has delivered ``version`` (or ``seconds`` pass)."""
    deadline = time.monotonic() + seconds
    while (not seen or seen[-1] < version) and time.monotonic() < deadline:
        await asyncio.sleep(0.05)


def folds_and_flows(final: dict[str, Any], log: list[dict[str, Any]], seen: list[int]) -> int:
    """Print whether the fold of the stored ``log`` equals the served state ``final`` (naming
    any part that differs) and whether the feed delivered every version once, in order.
    Returns 0 when both hold, else 1."""
    types = event_types()
    events = [types.recorded(e) for e in log]
    state = project(EncounterState(), events)
    folded = msgspec.json.decode(msgspec.json.encode(view(state, events[-1].hash if events else None)))
    same = folded == final
    for key in folded:
        if folded[key] != final.get(key):
            console.print(f"[red]differs at {key}: fold {folded[key]!r} served {final.get(key)!r}[/red]")
    in_order = seen == list(range(1, len(seen) + 1)) and len(seen) == len(log)
    console.print(
        f"{len(log)} events stored; the live feed delivered {len(seen)}. Fold of the stored log "
        f"equals the served state: {'yes' if same else 'NO'}; feed versions gapless and in "
        f"order: {'yes' if in_order else 'NO'}"
    )
    return 0 if same and in_order else 1


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def run(url: str | None, play: Play, seed: str | None = None) -> int:
    """``play`` against ``url``, or against a Fray started here on the configured (or
    embedded) database and broker, stopped afterwards. Returns what ``play`` returns (1 if
    the server does not start)."""
    if url:
        return asyncio.run(play(url.rstrip("/"), seed))
    settings, where = resolve_database(from_env())
    settings = msgspec.structs.replace(settings, port=_free_port())
    console.print(f"starting Fray on port {settings.port}: {where}; {describe_broker(settings)}")
    server = uvicorn.Server(
        uvicorn.Config(create_app(settings), host="127.0.0.1", port=settings.port, log_level="warning")
    )
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
