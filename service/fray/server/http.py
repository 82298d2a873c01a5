"""uvicorn's httptools protocol with a response written in one syscall.

uvicorn writes a response's status line and headers (``http.response.start``) and then its body
(``http.response.body``) as two ``transport.write`` calls; on an idle socket each is a
``send`` syscall of its own that wakes the client, and in the profile of a command (c = 16,
py-spy) the headers' write alone was about 11% of a worker's CPU. Here the protocol's
transport is wrapped so that what a task writes during one step of the event loop is joined
and written once, at the end of that step (``loop.call_soon``): a response that Litestar sends
as start-then-body in one step (it does not yield in between) goes out as one ``send``. Nothing
waits: the flush runs before the loop polls for I/O again, and a close or a write-EOF flushes
first. Flow control is the real transport's (its buffer size includes what is pending here).

It also bounds a request's head, which uvicorn's httptools protocol does not: a head (the
request line and header fields) over ``MAX_HEAD_BYTES`` is refused with 431, and one not
complete ``HEAD_TIMEOUT_S`` after the chunk it began in (or after the connection opened) with
408.
Without these a client that sent a header without end held the event loop and hundreds of
megabytes, and one that sent nothing, or half a request, held its connection for good (found
by a break-it run). A request httptools cannot parse is answered 400 with a problem document,
as every refusal of Fray's, not uvicorn's plain text.

Used by ``fray serve`` (``http=CoalescingHttpTools``); WebSockets are untouched (their own
protocol class) once the handshake's head has been read here.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

MAX_HEAD_BYTES = 64 * 1024
"""Bytes a request's head may take (the request line and every header field; nginx allows 32 KiB
by default, Node.js 16 KiB). A WebSocket handshake is held to websockets' own limits after it
(8 KiB a line, 128 fields: ``fray.server.websocket``)."""

HEAD_TIMEOUT_S = 20.0
"""Seconds a request's head may take to arrive, from the connection's opening or from its first
byte (a keep-alive connection waits for the next request under uvicorn's own 5 s timeout)."""


def problem_body(status: int, slug: str, title: str, detail: str) -> bytes:
    """An RFC 9457 problem document of type ``urn:fray:problem:<slug>``, for refusals made
    before any app runs (so without an ``instance``)."""
    return json.dumps({"status": status, "type": f"urn:fray:problem:{slug}", "title": title, "detail": detail}).encode()


def raw_problem(status: int, reason: str, slug: str, title: str, detail: str) -> bytes:
    """A whole HTTP/1.1 response, ``connection: close``, whose body is :func:`problem_body`."""
    body = problem_body(status, slug, title, detail)
    head = (
        f"HTTP/1.1 {status} {reason}\r\ncontent-type: application/problem+json\r\n"
        f"content-length: {len(body)}\r\nconnection: close\r\n\r\n"
    )
    return head.encode() + body


class _CoalescingTransport:
    """A transport whose writes within one loop step are joined into one write."""

    __slots__ = ("_loop", "_pending", "_scheduled", "_transport")

    def __init__(self, transport: asyncio.Transport, loop: asyncio.AbstractEventLoop) -> None:
        self._transport = transport
        self._loop = loop
        self._pending: list[bytes] = []
        self._scheduled = False

    def write(self, data: bytes) -> None:
        self._pending.append(data)
        if not self._scheduled:
            self._scheduled = True
            self._loop.call_soon(self.flush)

    def writelines(self, lines: Any) -> None:
        for data in lines:
            self.write(data)

    def flush(self) -> None:
        """Write what is pending (one ``write`` of the joined bytes)."""
        self._scheduled = False
        if not self._pending:
            return
        data = self._pending[0] if len(self._pending) == 1 else b"".join(self._pending)
        self._pending = []
        if not self._transport.is_closing():
            self._transport.write(data)

    @property
    def real(self) -> asyncio.Transport:
        """The wrapped transport."""
        return self._transport

    def get_write_buffer_size(self) -> int:
        return self._transport.get_write_buffer_size() + sum(len(d) for d in self._pending)

    def write_eof(self) -> None:
        self.flush()
        self._transport.write_eof()

    def close(self) -> None:
        self.flush()
        self._transport.close()

    def __getattr__(self, name: str) -> Any:  # everything else is the real transport's
        return getattr(self._transport, name)


class CoalescingHttpTools(HttpToolsProtocol):
    """uvicorn's httptools HTTP/1.1 protocol, each response written in one syscall (see the
    module)."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]  # uvicorn's own signature
        super().connection_made(_CoalescingTransport(transport, self.loop))  # type: ignore[arg-type]  # a transport in all but name
        self.in_head = False  # reading a request's head: from its first byte to its last
        self.in_body = False  # reading a request's body: from its head's end to the request's
        self.head_bytes = 0  # of the head being read, counted from chunks that held only it
        self.heads = 0  # heads read in full
        # from the opening: a connection that sends nothing is closed too
        self.head_timer: asyncio.TimerHandle | None = self.loop.call_later(HEAD_TIMEOUT_S, self.head_timed_out)

    def data_received(self, data: bytes) -> None:
        """uvicorn's; then the head's size (see the module). A chunk that began outside a body
        and ended in the head it began or went on held only head bytes, and counts whole; one
        in which a head began after a body is not counted (an undercount of less than one
        chunk)."""
        in_body, heads = self.in_body, self.heads
        super().data_received(data)
        if not self.in_head or self.transport.is_closing():
            return
        self.head_bytes = self.head_bytes + len(data) if not in_body and heads == self.heads else 0
        if self.head_bytes > MAX_HEAD_BYTES:
            detail = (
                f"the request's line and header fields take more than {MAX_HEAD_BYTES} bytes; "
                "send fewer or shorter ones"
            )
            self.refuse(raw_problem(431, "Request Header Fields Too Large", "too-large", "Request too large", detail))
        elif self.head_timer is None:  # a head left incomplete: only then a timer (not per request)
            self.head_timer = self.loop.call_later(HEAD_TIMEOUT_S, self.head_timed_out)

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self.in_head = True
        self.in_body = False
        self.head_bytes = 0

    def on_headers_complete(self) -> None:
        self.in_head = False
        self.in_body = True
        self.heads += 1
        if self.head_timer is not None:
            self.head_timer.cancel()
            self.head_timer = None
        super().on_headers_complete()

    def on_message_complete(self) -> None:
        self.in_body = False
        super().on_message_complete()

    def head_timed_out(self) -> None:
        """Close a connection whose request's head did not arrive in time: 408 when some of it
        came, silently when the connection never sent a byte."""
        self.head_timer = None
        if self.transport.is_closing():
            return
        if self.in_head:
            detail = f"the request's head did not arrive within {HEAD_TIMEOUT_S:g} s; send it whole"
            self.refuse(raw_problem(408, "Request Timeout", "timeout", "Request timeout", detail))
        elif self.heads == 0:
            self.transport.close()

    def refuse(self, response: bytes) -> None:
        """Write ``response`` and close the connection."""
        self.in_head = False
        self.transport.write(response)
        self.transport.close()

    def connection_lost(self, exc: Exception | None) -> None:
        if self.head_timer is not None:
            self.head_timer.cancel()
            self.head_timer = None
        super().connection_lost(exc)

    def send_400_response(self, msg: str) -> None:
        """uvicorn's 400 for a request httptools cannot parse, as a problem document."""
        detail = "the request is not valid HTTP/1.1 (its request line or a header field is malformed)"
        self.refuse(raw_problem(400, "Bad Request", "invalid-request", "Invalid request", detail))

    def handle_websocket_upgrade(self) -> None:
        """Hand the WebSocket protocol the real transport (it writes frames as it will)."""
        wrapped = self.transport
        if isinstance(wrapped, _CoalescingTransport):
            wrapped.flush()
            self.transport = wrapped.real
        super().handle_websocket_upgrade()
