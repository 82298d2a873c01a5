"""Scale-out on one machine: three real ``fray serve`` processes, each on its own port (one of
them with two workers), share one PostgreSQL database and one Redis, and serve one fight.
Commands go to all three at once
(without If-Match, so their caches go stale and the store's version check settles every race);
a live feed on each process sees every event once, in order; every process's state equals the
fold of the stored log."""

from __future__ import annotations

import asyncio
import json
import secrets
from collections.abc import Iterator
from typing import Any

import httpx
import msgspec
import pytest
import websockets
from bench.servers import Fray

from fray.domain.state import EncounterState, view
from fray.service_layer.codecs import event_types
from fray.service_layer.projection import project

COMMANDS_EACH = 12


@pytest.fixture(scope="module")
def three(database_url: str, redis_url: str) -> Iterator[list[Fray]]:
    prefix = f"fray-three-{secrets.token_hex(3)}"
    # the second runs two uvicorn workers on its port (fray serve --workers 2)
    servers = [Fray(database_url, redis_url=redis_url, prefix=prefix, pool_size=4, workers=w) for w in (1, 2, 1)]
    try:
        for s in servers:
            s.wait_ready()
        yield servers
    finally:
        for s in servers:
            s.stop()


def folded(log: list[dict[str, Any]]) -> Any:
    types = event_types()
    events = [types.recorded(e) for e in log]
    state = project(EncounterState(), events)
    return msgspec.json.decode(msgspec.json.encode(view(state, events[-1].hash if events else None)))


def test_three_processes_serve_one_fight(three: list[Fray]) -> None:
    urls = [s.url for s in three]

    async def go() -> None:
        clients = [httpx.AsyncClient(base_url=u, timeout=30) for u in urls]
        a, b, c = clients
        created = await a.post("/encounters", json={"ruleset": "unlit-spires", "name": "three"})
        eid = created.json()["state"]["encounter_id"]
        gm = {"Authorization": f"Bearer {created.json()['gm_token']}"}  # the GM's token, on every process
        for client in clients:
            client.headers.update(gm)
        monster = {"type": "unlit-spires.add_monster", "preset": "kugen"}
        added = await b.post(f"/encounters/{eid}/commands", json=monster)
        assert added.status_code == 200
        feeds = [
            await websockets.connect(f"{u.replace('http', 'ws')}/encounters/{eid}/feed?after=0", additional_headers=gm)
            for u in urls
        ]
        body = {"type": "apply_damage", "target_id": "kugen-the-withered-root", "amount": 1}

        async def hammer(client: httpx.AsyncClient) -> list[int]:
            replies = await asyncio.gather(
                *(client.post(f"/encounters/{eid}/commands", json=body) for _ in range(COMMANDS_EACH))
            )
            return [r.status_code for r in replies]

        statuses = await asyncio.gather(*(hammer(cl) for cl in clients))
        assert statuses == [[200] * COMMANDS_EACH] * 3
        final = 2 + 3 * COMMANDS_EACH

        log = (await c.get(f"/encounters/{eid}/events")).json()["events"]
        assert [e["version"] for e in log] == list(range(1, final + 1))
        expected = folded(log)
        assert expected["combatants"][0]["resources"]["hp"]["current"] == 76 - 3 * COMMANDS_EACH  # no lost update
        for client in clients:  # every process answers with the fold, whatever its cache saw
            assert (await client.get(f"/encounters/{eid}")).json() == expected

        for feed in feeds:  # each process's feed: every version once, in order, nothing more
            seen: list[int] = []
            async with asyncio.timeout(30):
                while len(seen) < final:
                    seen.append(json.loads(await feed.recv())["version"])
            assert seen == list(range(1, final + 1))
            with pytest.raises(TimeoutError, match=r"^$"):  # asyncio.timeout's, which says nothing
                async with asyncio.timeout(0.3):
                    extra = json.loads(await feed.recv())["version"]
                    raise AssertionError(f"a duplicate or unknown event {extra} came after the last")
            await feed.close()
        for client in clients:
            await client.aclose()

    asyncio.run(go())
