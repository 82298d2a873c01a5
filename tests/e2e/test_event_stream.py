"""The live feed as Server-Sent Events (``GET /encounters/{id}/feed``) over real HTTP: the
stored events after ``after``, then live ones, each with its version as the SSE id; resuming
with ``Last-Event-ID`` sends only what is missing; a player gets hidden placeholders; bad
input is a problem document."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

import httpx

WAIT = 10.0


async def sse(response: httpx.Response) -> AsyncIterator[dict[str, Any]]:
    """The SSE events of a streaming response: ``{"event", "id", "data"}`` each."""
    event: dict[str, Any] = {}
    async for line in response.aiter_lines():
        if line == "":
            if "data" in event:
                yield event
            event = {}
        elif not line.startswith(":"):
            name, _, value = line.partition(":")
            event[name] = value[1:] if value.startswith(" ") else value


async def take(events: AsyncIterator[dict[str, Any]], count: int) -> list[dict[str, Any]]:
    return [await asyncio.wait_for(anext(events), WAIT) for _ in range(count)]


async def encounter(http: httpx.AsyncClient) -> tuple[str, dict[str, str]]:
    created = (await http.post("/encounters", json={"ruleset": "unlit-spires", "name": "sse"})).json()
    eid, gm = created["state"]["encounter_id"], {"Authorization": f"Bearer {created['gm_token']}"}
    for preset in ("bruce", "enoch"):
        r = await http.post(
            f"/encounters/{eid}/commands", json={"type": "unlit-spires.add_hero", "preset": preset}, headers=gm
        )
        assert r.status_code == 200, r.text
    return eid, gm


def test_sse_sends_the_stored_events_then_live_ones_and_resumes_from_last_event_id(server_url: str) -> None:
    async def go() -> None:
        async with httpx.AsyncClient(base_url=server_url, timeout=WAIT) as http:
            eid, gm = await encounter(http)
            async with http.stream("GET", f"/encounters/{eid}/feed?after=1&state=true", headers=gm) as response:
                assert response.status_code == 200
                assert response.headers["content-type"].startswith("text/event-stream")
                events = sse(response)
                first = await take(events, 2)
                assert [(e["event"], e["id"]) for e in first] == [("event", "2"), ("event", "3")]
                assert json.loads(first[1]["data"])["type"] == "unlit-spires.combatant_added"
                state = await take(events, 1)
                assert state[0]["event"] == "state" and "id" not in state[0]
                assert json.loads(state[0]["data"])["version"] == 3
                await http.post(
                    f"/encounters/{eid}/commands",
                    headers=gm,
                    json={"type": "apply_damage", "target_id": "bruce", "amount": 1},
                )
                live = await take(events, 1)
                assert (live[0]["event"], live[0]["id"]) == ("event", "4")
            await http.post(
                f"/encounters/{eid}/commands",
                headers=gm,
                json={"type": "apply_damage", "target_id": "bruce", "amount": 1},
            )
            resumed = {**gm, "Last-Event-ID": "4"}
            async with http.stream("GET", f"/encounters/{eid}/feed", headers=resumed) as response:
                assert [e["id"] for e in await take(sse(response), 1)] == ["5"]

    asyncio.run(go())


def test_a_player_reads_hidden_placeholders_that_keep_the_versions(server_url: str) -> None:
    async def go() -> None:
        async with httpx.AsyncClient(base_url=server_url, timeout=WAIT) as http:
            eid, gm = await encounter(http)
            r = await http.post(
                f"/encounters/{eid}/commands",
                headers=gm,
                json={"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie"},
            )
            zombie = r.json()["events"][0]["data"]["combatant_id"]
            await http.post(
                f"/encounters/{eid}/commands",
                headers=gm,
                json={"type": "set_visibility", "combatant_ids": [zombie], "concealed": True},
            )
            token = (
                await http.post(
                    f"/encounters/{eid}/tokens", headers=gm, json={"role": "player", "combatant_ids": ["bruce"]}
                )
            ).json()["token"]
            await http.post(
                f"/encounters/{eid}/commands",
                headers=gm,
                json={"type": "apply_damage", "target_id": zombie, "amount": 1},
            )
            player = {"Authorization": f"Bearer {token}"}
            async with http.stream("GET", f"/encounters/{eid}/feed?after=3", headers=player) as response:
                got = await take(sse(response), 3)
            assert [(e["event"], e["id"]) for e in got] == [("hidden", "4"), ("hidden", "5"), ("hidden", "6")]
            assert all(zombie not in e["data"] for e in got)

    asyncio.run(go())


def test_bad_requests_are_problem_documents(server_url: str) -> None:
    async def go() -> None:
        async with httpx.AsyncClient(base_url=server_url, timeout=WAIT) as http:
            eid, gm = await encounter(http)
            cases = [
                ({}, "", 401),
                (gm, "?after=99", 404),
                ({**gm, "Last-Event-ID": "soon"}, "", 400),
                (gm, "?after=-1", 400),
            ]
            for headers, query, status in cases:
                r = await http.get(f"/encounters/{eid}/feed{query}", headers=headers)
                assert r.status_code == status, (query, headers, r.text)
                assert r.headers["content-type"] == "application/problem+json"
                assert r.json()["detail"]

    asyncio.run(go())


def test_a_revoked_token_ends_its_stream(server_url: str, monkeypatch: Any) -> None:
    from fray.api import feed

    monkeypatch.setattr(feed, "RECHECK_S", 0.5)  # the stream checks its token this often

    async def go() -> None:
        async with httpx.AsyncClient(base_url=server_url, timeout=WAIT * 3) as http:
            eid, gm = await encounter(http)
            issued = (await http.post(f"/encounters/{eid}/tokens", headers=gm, json={"role": "spectator"})).json()
            watcher = {"Authorization": f"Bearer {issued['token']}"}
            async with http.stream("GET", f"/encounters/{eid}/feed?after=3", headers=watcher) as response:
                events = sse(response)
                r = await http.delete(f"/encounters/{eid}/tokens/{issued['token_id']}", headers=gm)
                assert r.status_code == 200, r.text
                last = await asyncio.wait_for(anext(events), WAIT * 2)  # within the token cache's life
                assert last["event"] == "revoked" and "revoked" in last["data"]
                assert [e async for e in events] == []  # and the stream ends

    asyncio.run(go())
