"""Revoke-all ends an open Server-Sent Events feed at once with the event ``revoked``, over
real HTTP (issue 18): the feed waits on the revocation, not on its next check."""

from __future__ import annotations

import asyncio

import httpx

from .test_event_stream import WAIT, encounter, sse, take


def test_revoke_all_ends_an_open_sse_feed_with_revoked(server_url: str) -> None:
    async def go() -> None:
        async with httpx.AsyncClient(base_url=server_url, timeout=WAIT) as http:
            eid, gm = await encounter(http)
            issued = await http.post(f"/encounters/{eid}/tokens", json={"role": "spectator"}, headers=gm)
            watcher = {"Authorization": f"Bearer {issued.json()['token']}"}
            async with http.stream("GET", f"/encounters/{eid}/feed", headers=watcher) as response:
                events = sse(response)
                assert [e["event"] for e in await take(events, 3)] == ["event"] * 3
                revoked = await http.post(f"/encounters/{eid}/tokens/revoke-all", headers=gm)
                assert revoked.json() == {"revoked": 1}
                last = await asyncio.wait_for(anext(events), WAIT)
                assert last["event"] == "revoked"
            assert (await http.get(f"/encounters/{eid}", headers=watcher)).status_code == 401

    asyncio.run(go())
