"""The WebSocket feed on the server `fray serve` runs (``fray.server.websocket``): once a feed
is live, each message's frame is built once per audience and written straight to every socket
(``fray.live.frames``). Over real sockets: the catch-up and then the live frames arrive once
each and in order, a state after its event, each audience its own; a ping between frames is
answered; a client that stops reading is closed as fallen behind (4408) and resumes."""

from __future__ import annotations

import json
import logging
import socket
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from fray.live import hub as hub_module
from fray.observe.metrics import FEEDS_OPEN
from fray.server import websocket as frames_module

WAIT = 10.0  # seconds a message may take before the test fails (never a timing assertion)


def open_encounter(http: httpx.Client) -> tuple[str, dict[str, str]]:
    created = http.post("/encounters", json={"ruleset": "unlit-spires", "name": "frames"}).json()
    eid, gm = created["state"]["encounter_id"], {"Authorization": f"Bearer {created['gm_token']}"}
    for preset in ("bruce", "enoch"):
        command(http, eid, gm, {"type": "unlit-spires.add_hero", "preset": preset})
    return eid, gm


def command(http: httpx.Client, eid: str, headers: dict[str, str], body: dict[str, Any]) -> dict[str, Any]:
    r = http.post(f"/encounters/{eid}/commands", json=body, headers=headers)
    assert r.status_code == 200, r.text
    answer: dict[str, Any] = r.json()
    return answer


def nudge(http: httpx.Client, eid: str, gm: dict[str, str], target: str, i: int) -> None:
    """One event about ``target``: 1 damage, or 1 healing back (``i`` odd), so it never drops."""
    body = {"type": "apply_healing" if i % 2 else "apply_damage", "target_id": target, "amount": 1}
    command(http, eid, gm, body)


def feed(server_url: str, path: str, token: str, **options: Any) -> ClientConnection:
    url = server_url.replace("http", "ws", 1) + path
    opened: ClientConnection = connect(
        url, additional_headers={"Authorization": f"Bearer {token}"}, open_timeout=WAIT, **options
    )
    return opened


def read(ws: ClientConnection, n: int) -> list[dict[str, Any]]:
    return [json.loads(ws.recv(timeout=WAIT)) for _ in range(n)]


def token_of(gm: dict[str, str]) -> str:
    return gm["Authorization"].removeprefix("Bearer ")


def test_live_frames_arrive_once_in_order_with_each_state_after_its_event_and_each_audience_its_own(
    server_url: str,
) -> None:
    with httpx.Client(base_url=server_url, timeout=WAIT) as http:
        eid, gm = open_encounter(http)  # versions 1–3
        zombie = command(http, eid, gm, {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie"})
        zombie_id = zombie["events"][0]["data"]["combatant_id"]
        command(http, eid, gm, {"type": "set_visibility", "combatant_ids": [zombie_id], "concealed": True})  # 5
        spectator = http.post(f"/encounters/{eid}/tokens", headers=gm, json={"role": "spectator"}).json()["token"]
        with (
            feed(server_url, f"/encounters/{eid}/feed?after=0&state=true", token_of(gm)) as gm_feed,
            feed(server_url, f"/encounters/{eid}/feed?after=3", spectator) as spectator_feed,
        ):
            caught_up = read(gm_feed, 6)  # events 1–5, then the state at 5
            assert [(m["kind"], m["version"]) for m in caught_up] == [
                *(("event", v) for v in range(1, 6)),
                ("state", 5),
            ]
            assert [(m["kind"], m["version"]) for m in read(spectator_feed, 2)] == [
                ("hidden", 4),
                ("hidden", 5),
            ]  # judged on the state now: concealed
            for i in range(20):  # live: alternately seen by everyone and about the concealed zombie
                nudge(http, eid, gm, "bruce", i)
                nudge(http, eid, gm, zombie_id, i)
            live = read(gm_feed, 80)
            assert [(m["kind"], m["version"]) for m in live] == [
                (kind, v) for v in range(6, 46) for kind in ("event", "state")
            ]
            assert all(m["state"]["version"] == m["version"] for m in live if m["kind"] == "state")
            seen = read(spectator_feed, 40)
            assert [(m["kind"], m["version"]) for m in seen] == [
                ("event" if v % 2 == 0 else "hidden", v) for v in range(6, 46)
            ]
            assert all(zombie_id not in json.dumps(m) for m in seen)


def test_a_ping_between_live_frames_is_answered_and_the_versions_go_on(server_url: str) -> None:
    with httpx.Client(base_url=server_url, timeout=WAIT) as http:
        eid, gm = open_encounter(http)
        with feed(server_url, f"/encounters/{eid}/feed?after=3", token_of(gm)) as ws:
            for ping in range(5):
                nudge(http, eid, gm, "bruce", ping)
                ws.send(json.dumps({"ping": ping}))
            got = read(ws, 10)
            assert [m["ping"] for m in got if m["kind"] == "pong"] == list(range(5))
            assert [m["version"] for m in got if m["kind"] == "event"] == list(range(4, 9))


def test_a_client_that_stops_reading_falls_back_to_the_queue_then_behind_and_resumes_without_a_gap(
    server_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(frames_module, "MAX_UNSENT_BYTES", 0)  # to the queue once the kernel's buffers are full
    monkeypatch.setattr(hub_module, "SEND_QUEUE", 8)  # then behind soon after
    # The client's tiny receive buffer is set before it connects, so its TCP window stays tiny,
    # and after seconds of a zero window the kernel may take its probes' backed-off interval
    # (over 10 s) to send again once the client reads. Neither the server's cut-off of a client
    # that takes nothing (10 s, tested on its own) nor the read may give up in that interval:
    # one run in three failed so on a slow machine, the tree before as well.
    monkeypatch.setattr(frames_module, "CLOSE_TIMEOUT_S", 120.0)
    feeds = FEEDS_OPEN.labels("websocket")
    parts = urlsplit(server_url)
    assert parts.hostname is not None and parts.port is not None
    sock = socket.create_connection((parts.hostname, parts.port))
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # a reader that takes little
    with httpx.Client(base_url=server_url, timeout=WAIT) as http:
        eid, gm = open_encounter(http)
        open_before = feeds._value.get()
        with feed(server_url, f"/encounters/{eid}/feed?after=3&state=true", token_of(gm), sock=sock) as ws:
            assert read(ws, 1)[0]["kind"] == "state"
            sent = 0
            while feeds._value.get() > open_before and sent < 3_000:  # the client reads nothing meanwhile
                nudge(http, eid, gm, "bruce", sent)
                sent += 1
            assert feeds._value.get() == open_before, "the server still holds the feed of a client that reads nothing"
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1 << 20)  # reads at last (a small window is slow)
            arrived: list[int] = []
            with pytest.raises(ConnectionClosed) as ended:
                while True:
                    message = json.loads(ws.recv(timeout=6 * WAIT))
                    if message["kind"] == "event":
                        arrived.append(message["version"])
        # the close frame follows what was buffered, without waiting for the client to drain it
        assert ended.value.rcvd is not None, ended.value
        assert ended.value.rcvd.code == 4408 and "reconnect with after=" in ended.value.rcvd.reason
        assert arrived == list(range(4, 4 + len(arrived))) and len(arrived) < sent  # no gap, no repeat
        with feed(server_url, f"/encounters/{eid}/feed?after={arrived[-1]}", token_of(gm)) as again:
            rest = [m["version"] for m in read(again, 3 + sent - arrived[-1])]
        assert rest == list(range(arrived[-1] + 1, 4 + sent))


@pytest.mark.parametrize(
    "first",
    [b"x" * 70_000, b"\xff\xfe not UTF-8"],
    ids=["too big", "not UTF-8"],
)
def test_a_first_frame_the_server_refuses_closes_the_socket_and_logs_no_error(
    server_url: str, first: bytes, caplog: pytest.LogCaptureFixture
) -> None:
    """A client without a token on the handshake whose first message the server refuses (too
    big: 1009; not UTF-8: 1007) is closed by the protocol; the feed, waiting for its token,
    sees it gone and ends quietly (it once logged "Exception in ASGI application" and a
    traceback)."""
    with httpx.Client(base_url=server_url, timeout=WAIT) as http:
        eid, _ = open_encounter(http)
    url = server_url.replace("http", "ws", 1) + f"/encounters/{eid}/feed"
    caplog.set_level(logging.INFO, logger="uvicorn.error")
    with caplog.at_level(logging.INFO), connect(url, open_timeout=WAIT, max_size=None) as ws:
        if first.startswith(b"x"):
            ws.send(first.decode())
        else:
            with ws.protocol_mutex:  # bytes as they are: the client's protocol does not check them
                ws.protocol.send_text(first)
                ws.send_data()
        with pytest.raises(ConnectionClosed) as ended:
            ws.recv(timeout=WAIT)
    assert ended.value.rcvd is not None and ended.value.rcvd.code in (1007, 1009)
    time.sleep(0.3)  # the server's side of it
    failed = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
    # uvicorn's own protocol logged a bad UTF-8 frame as an error with a traceback ("Invalid
    # UTF-8 sequence received from client."); the client's fault is one line of INFO
    assert not failed, failed
    if not first.startswith(b"x"):
        assert any("not UTF-8" in r.getMessage() for r in caplog.records if r.levelno == logging.INFO)


@pytest.mark.parametrize(
    ("extra", "status"),
    [
        (b"x-big: " + b"x" * 9_000 + b"\r\n", 431),
        (b"".join(b"x-%d: y\r\n" % i for i in range(200)), 431),
        (None, 414),
    ],
    ids=["a field too long", "too many fields", "a request line too long"],
)
def test_a_handshake_too_large_is_answered_with_a_problem_document(
    server_url: str, extra: bytes | None, status: int
) -> None:
    """A WebSocket handshake over websockets' limits (8192 bytes a line, 128 fields) was
    refused by it and never answered: the client waited for nothing until it gave up."""
    with httpx.Client(base_url=server_url, timeout=WAIT) as http:
        eid, _ = open_encounter(http)
    path = f"/encounters/{eid}/feed" + ("" if extra is not None else "?after=" + "0" * 9_000)
    parts = urlsplit(server_url)
    handshake = (
        (
            f"GET {path} HTTP/1.1\r\nhost: {parts.netloc}\r\nupgrade: websocket\r\nconnection: Upgrade\r\n"
            "sec-websocket-key: dGhlIHNhbXBsZSBub25jZQ==\r\nsec-websocket-version: 13\r\n"
        ).encode()
        + (extra or b"")
        + b"\r\n"
    )
    with socket.create_connection((parts.hostname, parts.port), timeout=WAIT) as s:
        s.sendall(handshake)
        answer = b""
        while chunk := s.recv(65536):  # the server closes once it has answered
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 %d " % status), head
    assert b"content-type: application/problem+json" in head.lower()
    problem = json.loads(body)
    assert problem["status"] == status and problem["type"] == "urn:fray:problem:too-large"
    assert ("header fields" if status == 431 else "request line") in problem["detail"]


def test_a_client_that_hangs_up_during_its_catch_up_is_gone_not_an_error(
    server_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    """A client that sends a heartbeat and hangs up (no close frame) while its catch-up is on
    its way: the feed's send found the socket gone (uvicorn's ``ClientDisconnected``), and about
    half such feeds logged "ended with an error" and a traceback (found by a break-it run)."""
    with httpx.Client(base_url=server_url, timeout=WAIT) as http:
        eid, gm = open_encounter(http)
        for i in range(40):
            nudge(http, eid, gm, "bruce", i)
    parts = urlsplit(server_url)
    handshake = (
        f"GET /encounters/{eid}/feed?state=true HTTP/1.1\r\nhost: {parts.netloc}\r\nupgrade: websocket\r\n"
        "connection: Upgrade\r\nsec-websocket-key: dGhlIHNhbXBsZSBub25jZQ==\r\nsec-websocket-version: 13\r\n"
        f"authorization: {gm['Authorization']}\r\n\r\n"
    ).encode()
    ping = b'{"ping":1}'
    masked = bytes([0x81, 0x80 | len(ping), 0, 0, 0, 0]) + ping  # a zero mask: the bytes as they are
    caplog.set_level(logging.INFO, logger="fray")
    for _ in range(30):
        with socket.create_connection((parts.hostname, parts.port), timeout=WAIT) as s:
            s.sendall(handshake)
            assert s.recv(4096).startswith(b"HTTP/1.1 101 ")
            s.sendall(masked)
            s.recv(100)  # the catch-up has begun
    with httpx.Client(base_url=server_url, timeout=WAIT) as http:
        nudge(http, eid, gm, "bruce", 0)  # the server goes on; the feeds it sent to are gone
    time.sleep(0.5)
    failed = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
    assert not failed, failed[:3]


@pytest.mark.parametrize(
    ("change", "status", "says"),
    [
        ({"sec-websocket-key": "abc"}, 400, "Sec-WebSocket-Key"),
        ({"sec-websocket-version": "8"}, 400, "Sec-WebSocket-Version"),
        ({"path": "/nothing/here"}, 403, "no WebSocket is served at this path"),
        ({"method": "POST"}, 405, "POST"),
    ],
    ids=["a bad key", "another version", "no such route", "not a GET"],
)
def test_a_refused_handshake_is_answered_with_a_problem_document(
    server_url: str, change: dict[str, str], status: int, says: str
) -> None:
    """websockets' own refusals were plain text ("Failed to open a WebSocket connection: …"),
    and uvicorn's 403 for a path that serves no WebSocket was empty."""
    with httpx.Client(base_url=server_url, timeout=WAIT) as http:
        eid, _ = open_encounter(http)
    fields = {"sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==", "sec-websocket-version": "13"}
    fields.update({k: v for k, v in change.items() if k.startswith("sec-")})
    path, method = change.get("path", f"/encounters/{eid}/feed"), change.get("method", "GET")
    parts = urlsplit(server_url)
    handshake = (
        f"{method} {path} HTTP/1.1\r\nhost: {parts.netloc}\r\nupgrade: websocket\r\nconnection: Upgrade\r\n"
        + "".join(f"{k}: {v}\r\n" for k, v in fields.items())
        + "\r\n"
    ).encode()
    with socket.create_connection((parts.hostname, parts.port), timeout=WAIT) as s:
        s.sendall(handshake)
        answer = b""
        while chunk := s.recv(65536):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 %d " % status), head
    assert b"content-type: application/problem+json" in head.lower()
    problem = json.loads(body)
    assert problem["status"] == status and problem["type"].startswith("urn:fray:problem:")
    assert says in problem["detail"]


DEEP = "[" * 5_000 + "]" * 5_000  # deeper than msgspec follows (RecursionError)


def test_a_message_nested_too_deep_is_ignored_on_an_open_feed_and_refused_as_a_token(
    server_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    """A deep message from any token holder once ended the feed with 4500 and a traceback."""
    with httpx.Client(base_url=server_url, timeout=WAIT) as http:
        eid, gm = open_encounter(http)
        with caplog.at_level(logging.INFO), feed(server_url, f"/encounters/{eid}/feed?after=3", token_of(gm)) as ws:
            ws.send('{"ping": ' + DEEP + "}")
            ws.send(DEEP)
            ws.send(json.dumps({"ping": "still here"}))
            nudge(http, eid, gm, "bruce", 0)
            got = read(ws, 2)
            assert {m["kind"] for m in got} == {"pong", "event"}
            assert [m["ping"] for m in got if m["kind"] == "pong"] == ["still here"]
        url = server_url.replace("http", "ws", 1) + f"/encounters/{eid}/feed"
        with connect(url, open_timeout=WAIT) as ws:
            ws.send('{"token": ' + DEEP + "}")
            with pytest.raises(ConnectionClosed) as ended:
                ws.recv(timeout=WAIT)
        assert ended.value.rcvd is not None and ended.value.rcvd.code == 4401, ended.value
    assert not [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]


def _server_side_connections(server_port: int, client_port: int) -> list[str]:
    """The TCP states (hex, /proc/net/tcp) of the server's end of the client's connection."""
    states = []
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        local, remote, state = line.split()[1:4]
        if int(local.split(":")[1], 16) == server_port and int(remote.split(":")[1], 16) == client_port:
            states.append(state)
    return states


def test_a_client_closed_as_fallen_behind_that_never_reads_again_is_cut_off(
    server_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After its 4408 the server waits ``CLOSE_TIMEOUT_S`` for the client to take what is
    unsent, then ends the connection; before, it waited for the buffer to drain, and a client
    that never read again held its socket and megabytes of frames for good."""
    monkeypatch.setattr(frames_module, "MAX_UNSENT_BYTES", 0)
    monkeypatch.setattr(frames_module, "CLOSE_TIMEOUT_S", 0.5)
    monkeypatch.setattr(hub_module, "SEND_QUEUE", 8)
    feeds = FEEDS_OPEN.labels("websocket")
    parts = urlsplit(server_url)
    assert parts.hostname is not None and parts.port is not None
    sock = socket.create_connection((parts.hostname, parts.port))
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    client_port = sock.getsockname()[1]
    with httpx.Client(base_url=server_url, timeout=WAIT) as http:
        eid, gm = open_encounter(http)
        open_before = feeds._value.get()
        ws = feed(server_url, f"/encounters/{eid}/feed?after=3&state=true", token_of(gm), sock=sock)
        try:
            assert read(ws, 1)[0]["kind"] == "state"
            assert _server_side_connections(parts.port, client_port) == ["01"]  # established
            sent = 0
            while feeds._value.get() > open_before and sent < 3_000:  # the client reads nothing
                nudge(http, eid, gm, "bruce", sent)
                sent += 1
            assert feeds._value.get() == open_before, "the feed of a client that reads nothing stayed open"
            deadline = time.monotonic() + WAIT
            while _server_side_connections(parts.port, client_port) and time.monotonic() < deadline:
                time.sleep(0.1)
            assert not _server_side_connections(parts.port, client_port), "the server still holds the socket"
        finally:
            sock.close()
