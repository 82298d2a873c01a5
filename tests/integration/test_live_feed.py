"""The WebSocket feed: catch-up from PostgreSQL, then live events fanned out through Redis."""

from __future__ import annotations

import asyncio
import json
import re
import uuid
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from litestar import Litestar
from litestar.exceptions import WebSocketDisconnect
from litestar.testing import TestClient, WebSocketTestSession

from fray.domain.events import DamageTaken
from fray.server.config import Settings
from fray.service_layer.codecs import event_types
from fray.store.codec import Metadata
from fray.store.event_store import PostgresEventStore
from fray.store.pooled import connection_pool

from .conftest import Keyring, MakeClient, bearer, gm_headers, issue, new_encounter, send

FEED_SCHEMA = json.loads((Path(__file__).resolve().parents[2] / "openapi" / "feed-message.schema.json").read_text())
WAIT = 10  # seconds a live message may take before the test fails (never a timing assertion)


def versions(ws: WebSocketTestSession, n: int) -> list[int]:
    return [json.loads(ws.receive_text(timeout=WAIT))["version"] for _ in range(n)]


def test_after_n_gets_exactly_the_missing_versions_then_live_ones_through_redis(make_client: MakeClient) -> None:
    writer, reader = make_client(), make_client()  # two app instances: only Redis connects them
    eid = new_encounter(writer)
    send(writer, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
    send(writer, eid, {"type": "unlit-spires.add_hero", "preset": "enoch"})
    send(writer, eid, {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie"})
    with reader.websocket_connect(f"/encounters/{eid}/feed?after=2") as ws:
        assert versions(ws, 2) == [3, 4]
        send(writer, eid, {"type": "roll_initiative"})
        send(writer, eid, {"type": "advance_turn"})
        first_live = json.loads(ws.receive_text(timeout=WAIT))
        assert first_live["version"] == 5 and first_live["type"] == "initiative_rolled"
        assert versions(ws, 1) == [6]


def test_a_gap_in_the_live_stream_is_filled_from_postgres(make_client: MakeClient, database_url: str) -> None:
    client = make_client()
    eid = new_encounter(client)
    send(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})

    async def append_unpublished() -> None:  # as if its pub/sub message had been lost
        pool = connection_pool(database_url, min_size=1, max_size=2)
        await pool.open(wait=True)
        store = PostgresEventStore(pool, event_types())
        await store.append(eid, 2, [DamageTaken(combatant_id="bruce", amount=1)], Metadata())
        await pool.close()

    with client.websocket_connect(f"/encounters/{eid}/feed?after=2") as ws:
        asyncio.run(append_unpublished())
        send(client, eid, {"type": "apply_damage", "target_id": "bruce", "amount": 2})
        assert versions(ws, 2) == [3, 4]


def test_a_lost_last_message_still_arrives_from_postgres(settings: Settings, database_url: str) -> None:
    import msgspec

    from fray.server.app import create_app

    quick = msgspec.structs.replace(settings, feed_poll_s=0.2)
    with TestClient(create_app(quick)) as client:
        client.auth = Keyring()
        eid = new_encounter(client)
        with client.websocket_connect(f"/encounters/{eid}/feed?after=1") as ws:
            send(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
            assert versions(ws, 1) == [2]

            async def append_unpublished() -> None:
                pool = connection_pool(database_url, min_size=1, max_size=2)
                await pool.open(wait=True)
                store = PostgresEventStore(pool, event_types())
                await store.append(eid, 2, [DamageTaken(combatant_id="bruce", amount=1)], Metadata())
                await pool.close()

            asyncio.run(append_unpublished())  # nothing is published, and nothing follows it
            assert versions(ws, 1) == [3]


def test_the_feed_of_an_unknown_encounter_closes_with_4404(client: TestClient[Litestar]) -> None:
    new_encounter(client)  # a valid token, of another encounter: the missing one reads as unknown
    with (
        pytest.raises(WebSocketDisconnect, match="create one with POST /encounters") as closed,
        client.websocket_connect(f"/encounters/{uuid.uuid4()}/feed") as ws,
    ):
        ws.receive_text(timeout=WAIT)
    assert closed.value.code == 4404


@pytest.mark.parametrize(
    ("path", "reason"),
    [
        ("/encounters/not-a-uuid/feed", "UUID"),
        ("/encounters/{eid}/feed?after=-1", "after must be"),
        ("/encounters/{eid}/feed?after=abc", "after must be"),
        ("/encounters/{eid}/feed?after=1000", "beyond the encounter's version"),
        ("/encounters/{eid}/feed?state=maybe", "state must be true or false"),
    ],
)
def test_a_bad_feed_request_closes_with_4400_and_says_why(client: TestClient[Litestar], path: str, reason: str) -> None:
    eid = new_encounter(client)
    with (
        pytest.raises(WebSocketDisconnect, match=re.escape(reason)) as closed,
        client.websocket_connect(path.format(eid=eid)) as ws,
    ):
        ws.receive_text(timeout=WAIT)
    assert closed.value.code == 4400 and reason in closed.value.detail


@pytest.mark.parametrize("after", ["%C2%B2", "9" * 5000])
def test_odd_after_values_close_with_4400(client: TestClient[Litestar], after: str) -> None:
    eid = new_encounter(client)
    with (
        pytest.raises(WebSocketDisconnect, match=r"^after must be a version number 0 or more, got ") as closed,
        client.websocket_connect(f"/encounters/{eid}/feed?after={after}") as ws,
    ):
        ws.receive_text(timeout=WAIT)
    assert closed.value.code == 4400


def test_presence_counts_the_feeds_of_every_process_by_role_and_combatant(make_client: MakeClient) -> None:
    here, there = make_client(), make_client()  # two app instances: only Redis connects them
    eid = new_encounter(here)
    send(here, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
    player = issue(here, eid, "player", "bruce")

    def presence(ws: WebSocketTestSession) -> list[dict[str, Any]]:
        while True:
            message = json.loads(ws.receive_text(timeout=WAIT))
            if message["kind"] == "presence":
                connected: list[dict[str, Any]] = message["connected"]
                return connected

    with here.websocket_connect(f"/encounters/{eid}/feed?after=2&presence=true", headers=gm_headers(here, eid)) as gm:
        assert presence(gm) == [{"role": "gm", "combatant_ids": [], "connections": 1}]
        with there.websocket_connect(f"/encounters/{eid}/feed?after=2", headers=bearer(player)):
            seen = presence(gm)
            while len(seen) < 2:
                seen = presence(gm)
            assert seen == [
                {"role": "gm", "combatant_ids": [], "connections": 1},
                {"role": "player", "combatant_ids": ["bruce"], "connections": 1},
            ]
        while presence(gm) != [{"role": "gm", "combatant_ids": [], "connections": 1}]:
            pass  # the player's process says it has no one left


def test_a_ping_on_an_open_feed_is_answered_at_once_and_other_messages_are_ignored(make_client: MakeClient) -> None:
    client = make_client()
    eid = new_encounter(client)
    with client.websocket_connect(f"/encounters/{eid}/feed?after=1", headers=gm_headers(client, eid)) as ws:
        ws.send_text(json.dumps({"hello": 1}))  # not a ping: no answer
        ws.send_text(json.dumps({"x": "ping"}))  # "ping" in it, but not its key: no answer
        ws.send_text(json.dumps({"ping_me": 1}))
        ws.send_text("not json")
        ws.send_text(json.dumps({"ping": 7}))
        pong = json.loads(ws.receive_text(timeout=WAIT))
        assert pong == {"kind": "pong", "ping": 7}
        jsonschema.validate(pong, FEED_SCHEMA)  # a FeedMessage of its own, as the contract says
        send(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
        assert versions(ws, 1) == [2]  # the feed goes on as before
