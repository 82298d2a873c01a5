"""A request's head is bounded on the server ``fray serve`` runs (``fray.server.http``): a head
over ``MAX_HEAD_BYTES`` is refused with 431 while it is still arriving, one that does not
arrive within ``HEAD_TIMEOUT_S`` with 408, a connection that sends nothing is closed, and a
request httptools cannot parse gets a 400 problem document. Before, a header without end held
the event loop and hundreds of megabytes, and half a request held its connection for good."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest

from fray.server import http as http_module

WAIT = 10.0


def connect(server_url: str) -> socket.socket:
    parts = urlsplit(server_url)
    assert parts.hostname and parts.port
    return socket.create_connection((parts.hostname, parts.port), timeout=WAIT)


def answer(s: socket.socket) -> tuple[bytes, dict[str, Any] | None]:
    """The head and the JSON body of the response the server writes before it closes."""
    got = b""
    while chunk := s.recv(65536):
        got += chunk
    head, _, body = got.partition(b"\r\n\r\n")
    return head, json.loads(body) if body else None


@pytest.fixture
def quick_timeout(monkeypatch: pytest.MonkeyPatch) -> Iterator[float]:
    """The in-process server's head timeout, shortened (read when each timer is armed)."""
    monkeypatch.setattr(http_module, "HEAD_TIMEOUT_S", 0.5)
    yield 0.5


def test_a_header_without_end_is_refused_while_it_arrives(server_url: str) -> None:
    with connect(server_url) as s:
        s.sendall(b"GET /health HTTP/1.1\r\nhost: fray\r\nx-big: ")
        sent = 0
        with pytest.raises(OSError):  # refused and closed (what the kernel's buffers took aside)
            while sent < 256 * http_module.MAX_HEAD_BYTES:
                s.sendall(b"a" * 4096)
                sent += 4096
            raise AssertionError("the server took 256 times its limit")
    # the answer may be lost to the reset the client's unread bytes cause; the next one is read
    with connect(server_url) as s:
        s.sendall(b"GET /health HTTP/1.1\r\nhost: fray\r\nx-big: " + b"a" * (http_module.MAX_HEAD_BYTES + 10_000))
        head, problem = answer(s)
    assert head.startswith(b"HTTP/1.1 431 "), head
    assert problem is not None and problem["type"] == "urn:fray:problem:too-large"


def test_a_large_head_within_the_limit_and_a_large_body_are_served(server_url: str) -> None:
    with connect(server_url) as s:
        s.sendall(b"GET /health HTTP/1.1\r\nhost: fray\r\nconnection: close\r\nx-big: " + b"a" * 40_000 + b"\r\n\r\n")
        head, _ = answer(s)
    assert head.startswith(b"HTTP/1.1 200 "), head
    body = json.dumps({"ruleset": "unlit-spires", "name": "x" * 200_000}).encode()  # in one write with its head
    with connect(server_url) as s:
        s.sendall(
            b"POST /encounters HTTP/1.1\r\nhost: fray\r\nconnection: close\r\ncontent-type: application/json\r\n"
            b"content-length: %d\r\n\r\n%s" % (len(body), body)
        )
        head, _ = answer(s)
    assert not head.startswith(b"HTTP/1.1 431 "), head  # the body is not the head (a 422 for the name's length)


def test_a_request_httptools_cannot_parse_gets_a_problem_document(server_url: str) -> None:
    with connect(server_url) as s:
        s.sendall(b"GET /health HTTP/1.1\r\nx-a : 1\r\n\r\n")
        head, problem = answer(s)
    assert head.startswith(b"HTTP/1.1 400 "), head
    assert b"content-type: application/problem+json" in head
    assert problem is not None and problem["type"] == "urn:fray:problem:invalid-request"


def test_half_a_head_is_refused_in_time_and_a_silent_connection_closed(server_url: str, quick_timeout: float) -> None:
    with connect(server_url) as half, connect(server_url) as silent:
        half.sendall(b"GET /health HTTP/1.1\r\nhost: fray\r\n")
        head, problem = answer(half)
        assert head.startswith(b"HTTP/1.1 408 "), head
        assert problem is not None and problem["type"] == "urn:fray:problem:timeout"
        assert silent.recv(100) == b""  # closed without a word: it never asked anything


def test_a_stream_and_a_keep_alive_connection_outlive_the_head_timeout(server_url: str, quick_timeout: float) -> None:
    """The timeout is for a head that is arriving: not for a response that takes its time (a
    live feed over Server-Sent Events), nor for the next request on a kept-alive connection."""
    with httpx.Client(base_url=server_url, timeout=WAIT) as http:
        created = http.post("/encounters", json={"ruleset": "unlit-spires", "name": "heads"}).json()
        eid, gm = created["state"]["encounter_id"], {"Authorization": f"Bearer {created['gm_token']}"}
        r = http.post(
            f"/encounters/{eid}/commands", json={"type": "unlit-spires.add_hero", "preset": "bruce"}, headers=gm
        )
        assert r.status_code == 200, r.text
        with http.stream("GET", f"/encounters/{eid}/feed?after=2", headers=gm) as stream:
            assert stream.status_code == 200
            time.sleep(4 * quick_timeout)
            body = {"type": "apply_damage", "target_id": "bruce", "amount": 1}
            r = http.post(f"/encounters/{eid}/commands", json=body, headers=gm)  # the pool's kept connection
            assert r.status_code == 200, r.text
            lines = stream.iter_lines()
            assert any(line == "id: 3" for line in lines)
