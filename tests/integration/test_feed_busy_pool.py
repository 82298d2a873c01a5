"""A feed opened while the database is busy or away (issue 23's capacity run: a token or
encounter read that raised ``StoreUnavailable`` on a feed's handshake escaped the handler, and
Litestar closed the feed with 4500, "Internal Server Error", leaving nothing in the log). A
busy pool (``PoolBusy``) is asked again, so the feed opens; a database that is away closes it
with 4503, the code that tells the client to reconnect."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.exceptions import WebSocketDisconnect

from fray.live import feed as feed_module
from fray.store.errors import AWAY_MESSAGE, BUSY_MESSAGE, PoolBusy, StoreUnavailable

from .conftest import MakeClient, bearer, issue, new_encounter, ok


def test_a_feed_opened_on_a_busy_pool_opens_and_on_a_database_away_closes_with_4503(
    make_client: MakeClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    client = make_client()
    eid = new_encounter(client)
    ok(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
    tokens = client.app.state.tokens
    real = tokens.resolve
    refusals: dict[str, Any] = {"count": 0, "error": None}

    async def refusing(secret: str) -> Any:
        if refusals["count"]:
            refusals["count"] -= 1
            raise refusals["error"]
        return await real(secret)

    monkeypatch.setattr(feed_module, "BUSY_PAUSE_S", 0.01)
    monkeypatch.setattr(tokens, "resolve", refusing)

    feed = f"/encounters/{eid}/feed"
    patient_one, away_one = issue(client, eid, "player", "bruce"), issue(client, eid, "player", "bruce")
    refusals.update(count=3, error=PoolBusy(BUSY_MESSAGE))
    with client.websocket_connect(feed, headers=bearer(patient_one)) as ws:
        assert ws.receive_json(timeout=10)["version"] == 1
    assert refusals["count"] == 0

    refusals.update(count=1, error=StoreUnavailable(AWAY_MESSAGE))
    with (
        client.websocket_connect(feed, headers=bearer(away_one)) as ws,
        pytest.raises(WebSocketDisconnect) as closed,
    ):
        ws.receive_json(timeout=10)
    assert closed.value.code == 4503
