"""Forwarding headers (issue 18, "The operator's side"): ``fray serve`` gives uvicorn
``FRAY_FORWARDED_ALLOW_IPS``, and without it trusts no ``X-Forwarded-For`` at all (uvicorn's
own default trusts loopback), so a spoofed header cannot dodge the per-address limit."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import httpx
import uvicorn

from fray.server.app import create_app
from fray.server.cli import uvicorn_options
from fray.server.config import Settings

CREATES = 3


@contextmanager
def fray_serve(settings: Settings) -> Iterator[str]:
    """A server run with exactly the options ``fray serve`` gives uvicorn; its base URL."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    settings = Settings(**{**{f: getattr(settings, f) for f in settings.__struct_fields__}, "port": port})
    options = {**uvicorn_options(settings), "log_level": "warning"}
    server = uvicorn.Server(uvicorn.Config(create_app(settings), **options))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(10)


def _creates(url: str, n: int) -> list[int]:
    """The statuses of ``n`` creates, each claiming another client address."""
    with httpx.Client(base_url=url, timeout=30) as http:
        return [
            http.post(
                "/encounters",
                json={"ruleset": "unlit-spires", "name": f"spoof {i}"},
                headers={"X-Forwarded-For": f"203.0.113.{i + 1}"},
            ).status_code
            for i in range(n)
        ]


def _settings(serving_url: str, redis_url: str, channel_prefix: str, allow: str | None) -> Settings:
    return Settings(
        database_url=serving_url,
        redis_url=redis_url,
        channel_prefix=channel_prefix,
        creates_per_minute=CREATES,
        forwarded_allow_ips=allow,
    )


def test_a_spoofed_forwarded_for_does_not_dodge_the_limit_by_default(
    serving_url: str, redis_url: str, channel_prefix: str
) -> None:
    assert uvicorn_options(Settings())["proxy_headers"] is False
    with fray_serve(_settings(serving_url, redis_url, channel_prefix, None)) as url:
        statuses = _creates(url, CREATES + 3)
    assert statuses[:CREATES] == [201] * CREATES
    assert statuses[CREATES:] == [429] * 3  # every spoofed address counted as the one peer


def test_a_configured_proxy_names_the_client(serving_url: str, redis_url: str, channel_prefix: str) -> None:
    with fray_serve(_settings(serving_url, redis_url, channel_prefix, "127.0.0.1")) as url:
        statuses = _creates(url, CREATES + 3)
    assert statuses == [201] * (CREATES + 3)  # each address its own count: the proxy is trusted


def test_a_proxy_elsewhere_is_not_trusted_from_here(serving_url: str, redis_url: str, channel_prefix: str) -> None:
    with fray_serve(_settings(serving_url, redis_url, channel_prefix, "192.0.2.7")) as url:
        statuses = _creates(url, CREATES + 1)
    assert statuses[CREATES] == 429
