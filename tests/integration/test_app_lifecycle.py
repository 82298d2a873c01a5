"""Starting and stopping the app: its Redis link, feed watcher and pool stop every time.

redis-py's pub/sub reader can swallow a cancellation (``get_message`` returned None after
``cancel()``, redis-py 8.1), which once left an app's shutdown waiting for ever about one time
in two; the link now also stops on a flag and bounds every close."""

from __future__ import annotations

import threading

from litestar.testing import TestClient

from fray.server.app import create_app
from fray.server.config import Settings

from .conftest import Keyring, gm_headers, new_encounter

STOP_BOUND_S = 30  # a correctness bound (a hang), not a benchmark: a stop takes milliseconds


def test_the_app_stops_every_time_with_redis_with_and_without_feeds(settings: Settings) -> None:
    for round_ in range(10):
        client = TestClient(create_app(settings))
        client.auth = Keyring()
        client.__enter__()
        if round_ % 2:  # at once, while the Redis link may still be subscribing; or after a feed
            eid = new_encounter(client)
            with client.websocket_connect(f"/encounters/{eid}/feed?after=0", headers=gm_headers(client, eid)) as ws:
                ws.receive_text(timeout=10)
        stopping = threading.Thread(target=client.__exit__, args=(None, None, None), daemon=True)
        stopping.start()
        stopping.join(STOP_BOUND_S)
        assert not stopping.is_alive(), "the app did not stop"
