"""A request that carries ``Host`` or ``Authorization`` more than once is refused with a 400
problem document before anything reads either (``fray.api.single_fields``): over HTTP, on the
plain command path, and as a feed's WebSocket handshake, on the server ``fray serve`` runs.
Before, the first copy won, and a proxy that read the other would have meant another request."""

from __future__ import annotations

import json
import logging
import socket
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest

WAIT = 10.0


def exchange(server_url: str, request: bytes) -> tuple[bytes, dict[str, Any] | None]:
    """The status line and head of the server's answer to ``request`` (raw bytes: an HTTP
    client would not send a field twice), and its JSON body if it has one."""
    parts = urlsplit(server_url)
    with socket.create_connection((parts.hostname, parts.port), timeout=WAIT) as s:
        s.sendall(request)
        answer = b""
        while b"\r\n\r\n" not in answer:
            answer += s.recv(65536)
        head, _, body = answer.partition(b"\r\n\r\n")
        fields = [line.split(b":", 1) for line in head.split(b"\r\n")[1:]]
        length = next((int(value) for name, value in fields if name.lower() == b"content-length"), 0)
        while len(body) < length:
            body += s.recv(65536)
    return head, json.loads(body) if length else None


@pytest.fixture
def encounter(server_url: str) -> tuple[str, str]:
    with httpx.Client(base_url=server_url, timeout=WAIT) as http:
        created = http.post("/encounters", json={"ruleset": "unlit-spires", "name": "fields"}).json()
    return created["state"]["encounter_id"], created["gm_token"]


def test_two_hosts_are_refused(server_url: str) -> None:
    head, problem = exchange(server_url, b"GET /health HTTP/1.1\r\nhost: a\r\nHost: b\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 400 "), head
    assert b"content-type: application/problem+json" in head.lower()
    assert problem is not None and problem["type"] == "urn:fray:problem:invalid-request"
    assert "more than one Host" in problem["detail"]
    head, _ = exchange(server_url, b"GET /health HTTP/1.1\r\nhost: a\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 200 "), head


def test_a_command_with_two_tokens_is_refused_and_appends_nothing(server_url: str, encounter: tuple[str, str]) -> None:
    eid, gm = encounter
    body = json.dumps({"type": "unlit-spires.add_hero", "preset": "bruce"}).encode()

    def post(*tokens: str) -> tuple[bytes, dict[str, Any] | None]:
        auth = b"".join(b"authorization: Bearer %s\r\n" % t.encode() for t in tokens)
        return exchange(
            server_url,
            b"POST /encounters/%s/commands HTTP/1.1\r\nhost: fray\r\ncontent-type: application/json\r\n%s"
            b"content-length: %d\r\n\r\n%s" % (eid.encode(), auth, len(body), body),
        )

    head, problem = post(gm, gm)  # the same token twice is refused as well: which is read must not matter
    assert head.startswith(b"HTTP/1.1 400 "), head
    assert problem is not None and "more than one Authorization" in problem["detail"]
    with httpx.Client(base_url=server_url, timeout=WAIT) as http:
        state = http.get(f"/encounters/{eid}", headers={"Authorization": f"Bearer {gm}"}).json()
    assert state["version"] == 1 and state["combatants"] == []
    head, answer = post(gm)
    assert head.startswith(b"HTTP/1.1 200 "), head
    assert answer is not None and answer["version"] == 2


def test_a_feed_handshake_with_two_tokens_is_refused_with_a_problem_document(
    server_url: str, encounter: tuple[str, str], caplog: pytest.LogCaptureFixture
) -> None:
    """Refused as its HTTP response (the ASGI ``websocket.http.response`` extension), and the
    server logs no error: uvicorn's protocol took such a response for a handshake left unfinished
    ("ASGI callable returned without completing handshake")."""
    eid, gm = encounter
    caplog.set_level(logging.INFO, logger="uvicorn.error")
    head, problem = exchange(
        server_url,
        (
            f"GET /encounters/{eid}/feed HTTP/1.1\r\nhost: fray\r\nupgrade: websocket\r\nconnection: Upgrade\r\n"
            "sec-websocket-key: dGhlIHNhbXBsZSBub25jZQ==\r\nsec-websocket-version: 13\r\n"
            f"Authorization: Bearer {gm}\r\nauthorization: Bearer {gm}\r\n\r\n"
        ).encode(),
    )
    assert head.startswith(b"HTTP/1.1 400 "), head
    assert problem is not None and "more than one Authorization" in problem["detail"]
    assert not [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
