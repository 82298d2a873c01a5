"""``WS …/feed?state=true``: the state after each batch, as a tagged ``kind: state`` message
that follows the event of its version; every message matches the published feed schema."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
from litestar import Litestar
from litestar.testing import TestClient, WebSocketTestSession

from .conftest import new_encounter, send

WAIT = 10  # seconds a live message may take before the test fails (never a timing assertion)
SCHEMA = json.loads((Path(__file__).resolve().parents[2] / "openapi" / "feed-message.schema.json").read_text())


def receive(ws: WebSocketTestSession, n: int) -> list[dict[str, Any]]:
    messages = [json.loads(ws.receive_text(timeout=WAIT)) for _ in range(n)]
    for m in messages:
        jsonschema.validate(m, SCHEMA)
    return messages


def test_state_follows_the_catch_up_and_each_live_batch(client: TestClient[Litestar]) -> None:
    eid = new_encounter(client)
    send(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
    send(client, eid, {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie"})
    with client.websocket_connect(f"/encounters/{eid}/feed?after=1&state=true") as ws:
        caught_up = receive(ws, 3)
        assert [(m["kind"], m["version"]) for m in caught_up] == [("event", 2), ("event", 3), ("state", 3)]
        assert [c["id"] for c in caught_up[2]["state"]["combatants"]] == ["bruce", "grey-tide-zombie"]
        out = send(client, eid, {"type": "roll_initiative"}).json()
        live = receive(ws, len(out["events"]) + 1)
        assert [m["kind"] for m in live] == ["event"] * len(out["events"]) + ["state"]
        assert live[-1]["version"] == out["version"] and live[-1]["state"] == out["state"]


def test_an_up_to_date_client_gets_the_state_at_once(client: TestClient[Litestar]) -> None:
    eid = new_encounter(client)
    with client.websocket_connect(f"/encounters/{eid}/feed?after=1&state=true") as ws:
        (message,) = receive(ws, 1)
        assert message["kind"] == "state" and message["version"] == 1
        assert message["state"] == client.get(f"/encounters/{eid}").json()


def test_without_state_only_events_are_sent(client: TestClient[Litestar]) -> None:
    eid = new_encounter(client)
    send(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
    with client.websocket_connect(f"/encounters/{eid}/feed?after=0") as ws:
        messages = receive(ws, 2)
        send(client, eid, {"type": "apply_damage", "target_id": "bruce", "amount": 1})
        messages += receive(ws, 1)
    assert [(m["kind"], m["version"]) for m in messages] == [("event", 1), ("event", 2), ("event", 3)]
