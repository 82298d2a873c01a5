"""Fault: the Redis that fans events out restarts. Live feeds must keep getting events through
pub/sub (not only through the PostgreSQL poll), and /health must stay honest. Uses a private
redis-server on a free loopback port, so the shared one is never touched."""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator

import msgspec
import pytest
import redis
from litestar.testing import TestClient

from fray.live.fanout import channel_name
from fray.server.app import create_app
from fray.server.config import Settings

from .conftest import Keyring, new_encounter, send

pytestmark = pytest.mark.skipif(shutil.which("redis-server") is None, reason="needs redis-server")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _start(port: int) -> subprocess.Popen[bytes]:
    proc = subprocess.Popen(
        ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        stdout=subprocess.DEVNULL,
    )
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.1).close()
            return proc
        except OSError:
            time.sleep(0.05)
    raise RuntimeError("redis-server did not start")


@pytest.fixture
def private_redis() -> Iterator[tuple[int, list[subprocess.Popen[bytes]]]]:
    port = _free_port()
    procs = [_start(port)]
    yield port, procs
    for p in procs:
        p.terminate()
        p.wait(5)


def test_feeds_survive_a_redis_restart(
    settings: Settings, private_redis: tuple[int, list[subprocess.Popen[bytes]]]
) -> None:
    port, procs = private_redis
    # A long poll interval: within the wait below, only pub/sub can deliver the event.
    app = create_app(msgspec.structs.replace(settings, redis_url=f"redis://127.0.0.1:{port}/0", feed_poll_s=120))
    with TestClient(app) as client:
        client.auth = Keyring()
        eid = new_encounter(client)
        with client.websocket_connect(f"/encounters/{eid}/feed?after=1") as ws:
            send(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
            assert json.loads(ws.receive_text(timeout=10))["version"] == 2
            assert client.get("/health").json()["redis"] == "ok"  # the probe now holds a connection
            procs[0].terminate()
            procs[0].wait(5)
            procs.append(_start(port))  # the same address, a fresh server
            # Pub/sub keeps nothing: wait until the feed's subscription is back on the new
            # server (a publish before that is lost, and the poll would bring it, much later).
            channel = channel_name(settings.channel_prefix, eid)
            fresh = redis.Redis(port=port)
            deadline = time.monotonic() + 30
            while dict(fresh.pubsub_numsub(channel)).get(channel.encode(), 0) < 1:
                assert time.monotonic() < deadline, "the feed never re-subscribed"
                time.sleep(0.05)
            # the first probe after the restart: its pooled connection is dead, a fresh one answers
            assert client.get("/health").json()["redis"] == "ok"
            r = send(client, eid, {"type": "unlit-spires.add_hero", "preset": "enoch"})
            assert r.status_code == 200
            assert json.loads(ws.receive_text(timeout=20))["version"] == 3
        assert client.get("/health").json()["redis"] == "ok"
