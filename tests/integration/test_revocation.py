"""Revocation within a second on every process (issue 18): a revoke is published through
Redis, so every process drops the token from its cache and closes its open feeds at once
(WebSocket 4401; SSE ``revoked``: ``tests/e2e/test_revoked_stream.py``)."""

from __future__ import annotations

import msgspec
import pytest
from litestar.exceptions import WebSocketDisconnect

from fray.api import feed as feed_module
from fray.live.hub import Hub
from fray.server.config import Settings

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


def test_a_process_that_hears_of_no_revocation_closes_the_feed_at_its_next_recheck(
    make_client: MakeClient, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without the published revocation (Redis lost it, or this process never heard), an
    open feed finds its token revoked at its next check (``RECHECK_S``) and closes with 4401;
    a token still valid keeps its feed open across checks."""
    monkeypatch.setattr(feed_module, "RECHECK_S", 0.2)
    monkeypatch.setattr(Hub, "revoked_here", lambda self, token_ids: None)  # deaf to revocations
    here = make_client(settings_=msgspec.structs.replace(settings, token_cache_s=0.0))
    eid = new_encounter(here)
    ok(here, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
    ann, bob = issue(here, eid, "player", "bruce"), issue(here, eid, "spectator")
    token_id = here.get(f"/encounters/{eid}/tokens/current", headers=bearer(ann)).json()["token_id"]
    with (
        here.websocket_connect(f"/encounters/{eid}/feed", headers=bearer(ann)) as ws,
        here.websocket_connect(f"/encounters/{eid}/feed", headers=bearer(bob)) as kept,
    ):
        assert ws.receive_json(timeout=10)["version"] == 1 and kept.receive_json(timeout=10)["version"] == 1
        assert here.delete(f"/encounters/{eid}/tokens/{token_id}").json() == {"revoked": 1}
        with pytest.raises(WebSocketDisconnect) as closed:
            while True:
                ws.receive_json(timeout=10)
        assert closed.value.code == 4401 and "revoked" in closed.value.detail
        ok(here, eid, {"type": "unlit-spires.add_hero", "preset": "enoch"})
        assert kept.receive_json(timeout=10)["version"] == 2  # checked several times by now, still open
