"""A real Fray server (uvicorn on a free loopback port) on the run's database and Redis."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator

import pytest
import uvicorn

from fray.server.app import create_app
from fray.server.cli import uvicorn_options
from fray.server.config import Settings


@pytest.fixture(scope="module")
def server_url(serving_url: str, redis_url: str, channel_prefix: str) -> Iterator[str]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    settings = Settings(
        database_url=serving_url,
        redis_url=redis_url,
        channel_prefix=channel_prefix,
        commands_per_second=10_000,
        creates_per_minute=10_000,
        pool_size=4,  # the suite's connections are bounded (tests/conftest.py: MAX_CONNECTIONS)
    )
    options = {**uvicorn_options(settings), "host": "127.0.0.1", "port": port, "log_level": "warning"}
    server = uvicorn.Server(uvicorn.Config(create_app(settings), **options))  # as `fray serve` runs it
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(10)
