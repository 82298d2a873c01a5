"""Revocation within a second on every process (issue 18): a revoke is published through
Redis, so every process drops the token from its cache and closes its open feeds at once
(WebSocket 4401; SSE ``revoked``: ``tests/e2e/test_revoked_stream.py``)."""

from __future__ import annotations

import pytest
from litestar.exceptions import WebSocketDisconnect

from .conftest import MakeClient, bearer, issue, new_encounter, ok


def test_a_revoke_on_one_process_refuses_the_token_on_another_at_once(make_client: MakeClient) -> None:
    here, there = make_client(), make_client()
    eid = new_encounter(here)
    ok(here, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
    ann = issue(here, eid, "player", "bruce")
    assert there.get(f"/encounters/{eid}", headers=bearer(ann)).status_code == 200  # cached there now
    token_id = here.get(f"/encounters/{eid}/tokens/current", headers=bearer(ann)).json()["token_id"]
    with there.websocket_connect(f"/encounters/{eid}/feed", headers=bearer(ann)) as ws:
        assert ws.receive_json(timeout=10)["version"] == 1
        assert here.delete(f"/encounters/{eid}/tokens/{token_id}").json() == {"revoked": 1}
        with pytest.raises(WebSocketDisconnect) as closed:
            while True:
                ws.receive_json(timeout=10)
        assert closed.value.code == 4401
    assert there.get(f"/encounters/{eid}", headers=bearer(ann)).status_code == 401
