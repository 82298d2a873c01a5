"""Many clients at once on one encounter, over real HTTP: no lost update, no spurious 409."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx


def test_twenty_simultaneous_commands_without_if_match_all_land(server_url: str) -> None:
    async def go() -> tuple[list[int], dict[str, Any]]:
        async with httpx.AsyncClient(base_url=server_url, timeout=30) as http:
            created = await http.post("/encounters", json={"ruleset": "unlit-spires", "name": "crowd"})
            eid = created.json()["state"]["encounter_id"]
            http.headers["Authorization"] = f"Bearer {created.json()['gm_token']}"  # the GM's, from now on
            await http.post(f"/encounters/{eid}/commands", json={"type": "unlit-spires.add_monster", "preset": "kugen"})
            body = {"type": "apply_damage", "target_id": "kugen-the-withered-root", "amount": 1}
            replies = await asyncio.gather(*(http.post(f"/encounters/{eid}/commands", json=body) for _ in range(20)))
            state = (await http.get(f"/encounters/{eid}")).json()
            return [r.status_code for r in replies], state

    statuses, state = asyncio.run(go())
    assert statuses == [200] * 20
    assert state["version"] == 22 and state["combatants"][0]["resources"]["hp"]["current"] == 76 - 20
