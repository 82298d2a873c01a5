"""uvicorn's WebSocket protocol, with a way for a feed to write ready frames to its socket.

uvicorn's sans-I/O WebSocket protocol (``websockets_sansio_impl``, its default with the
``websockets`` package) takes each message an app sends through the ASGI ``send``: Litestar's
``send_data`` and its hooks, uvicorn's checks, websockets' framing, then a
``transport.write``. For a live feed that is most of a delivery's CPU (about 60–85 µs at
1,000 feeds on one process: docs/performance.md), for bytes that are the same on every
socket of one audience (``fray.live.frames``).

:class:`FrameWebSockets` is that protocol with one addition: its ASGI scope carries a
:class:`FrameWriter` as ``scope["extensions"]["fray.frames"]``, which writes a frame built
once (``fray.live.frames.frame_of``) straight to the transport (an ASGI extension is a dict:
``{"write": FrameWriter.write}``). Everything else (the handshake, reading, pings, the ASGI
send for whatever the app sends that way) is uvicorn's, but for these:

- a close frame is written without waiting for the client to drain what is unsent
  (``FrameWebSockets.send``), and a client that then takes nothing more is cut off
  (``FrameWebSockets.end_closed``);
- a refused handshake gets a problem document (``ProblemRefusals``), and one refused for its
  size gets an answer at all (``FrameWebSockets.data_received``);
- text that is not UTF-8 is logged as the client's fault, not as an error with a traceback
  (``FrameWebSockets.send_receive_event_to_app``);
- a handshake the app refuses with an HTTP response (``websocket.http.response``) counts as
  finished once it is written.

Both ways write to the same transport synchronously, so a frame written here and a message
sent through the ASGI ``send`` go out in the order they were given.

It also keeps less per connection, which a thousand idle feeds pay a thousand times
(docs/performance.md): its receive queue and its "writable" flag are :class:`Mailbox` and
:class:`Gate` (asyncio's ``Queue`` and ``Event`` hold four and one ``collections.deque``,
760 bytes each, where a feed's socket holds one message at a time), and once the handshake
is answered the request's and the response's header fields are let go (the scope keeps its
own copy of the request's).

Used by ``fray serve`` (``ws=FrameWebSockets``, ``fray.server.cli``); under another server
the extension is absent and a feed sends every message through the ASGI ``send``.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import socket
import struct
import sys
import termios
from typing import Any

from uvicorn.protocols.utils import ClientDisconnected
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.exceptions import InvalidState
from websockets.http11 import MAX_LINE_LENGTH, MAX_NUM_HEADERS, Response
from websockets.server import ServerProtocol

from fray.live.frames import EXTENSION
from fray.server.http import problem_body

MAX_UNSENT_BYTES = 64 * 1024
"""Bytes a socket may hold unsent in its transport (beyond what the kernel's buffer took)
before a frame is refused: the feed then queues its messages and sends them through the
ASGI ``send``, which waits for the socket to drain (the transport's own high-water mark is
64 KiB too), and a client that stopped reading overflows that queue and is closed as fallen
behind (``fray.live.hub.SEND_QUEUE``), as it was before frames were written here."""


CLOSE_TIMEOUT_S = 10.0
"""Seconds between the checks of a connection the server closed (uvicorn's own wait for the
client's answer): one whose client took nothing of what was unsent since the last check is
cut off (``FrameWebSockets.end_closed``)."""


def _unsent_in_kernel(transport: Any) -> int:
    """Bytes written to ``transport``'s socket that its peer has not acknowledged (Linux's
    ``TIOCOUTQ``); 0 where that cannot be asked."""
    sock = transport.get_extra_info("socket")
    try:
        answer = fcntl.ioctl(sock.fileno(), termios.TIOCOUTQ, b"\0\0\0\0")
    except (AttributeError, OSError, ValueError):
        return 0
    return int.from_bytes(answer, sys.byteorder)


def _reset_on_close(transport: Any) -> None:
    """Make closing ``transport``'s socket send a reset and drop what is unsent (``SO_LINGER``
    on, 0 s), where the socket can be reached."""
    sock = transport.get_extra_info("socket")
    with contextlib.suppress(AttributeError, OSError):
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))


class Mailbox:
    """What the ASGI ``receive`` waits on, in place of uvicorn's ``asyncio.Queue``: the same
    ``put_nowait``, ``get`` and ``empty``, unbounded, with one waiter at a time (the ASGI app
    has one ``receive`` in flight; a second concurrent ``get`` is an error of the caller,
    ``RuntimeError``). Messages are kept in a list made when the first one waits."""

    __slots__ = ("_items", "_waiter")

    def __init__(self) -> None:
        self._items: list[Any] | None = None
        self._waiter: asyncio.Future[None] | None = None

    def put_nowait(self, item: Any) -> None:
        if self._items is None:
            self._items = [item]
        else:
            self._items.append(item)
        waiter = self._waiter
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    def empty(self) -> bool:
        return not self._items

    async def get(self) -> Any:
        while not self._items:
            if self._waiter is not None:
                raise RuntimeError("another task is already waiting for this WebSocket's next message")
            self._waiter = asyncio.get_running_loop().create_future()
            try:
                await self._waiter
            finally:
                self._waiter = None
        assert self._items is not None  # not empty: just checked
        return self._items.pop(0)


class Gate:
    """uvicorn's "the transport takes writes" flag, in place of an ``asyncio.Event``: ``set``,
    ``clear``, ``is_set`` and ``wait``; the waiters' list is made only when one must wait
    (when the client reads slower than the server writes)."""

    __slots__ = ("_open", "_waiters")

    def __init__(self) -> None:
        self._open = False
        self._waiters: list[asyncio.Future[None]] | None = None

    def is_set(self) -> bool:
        return self._open

    def set(self) -> None:
        self._open = True
        waiters, self._waiters = self._waiters, None
        for waiter in waiters or ():
            if not waiter.done():
                waiter.set_result(None)

    def clear(self) -> None:
        self._open = False

    async def wait(self) -> None:
        if self._open:
            return
        waiter = asyncio.get_running_loop().create_future()
        if self._waiters is None:
            self._waiters = [waiter]
        else:
            self._waiters.append(waiter)
        try:
            await waiter
        finally:
            if self._waiters is not None and waiter in self._waiters:
                self._waiters.remove(waiter)


class FrameWriter:
    """Writes ready WebSocket frames to one connection's transport (see the module)."""

    __slots__ = ("_protocol",)

    def __init__(self, protocol: WebSocketsSansIOProtocol) -> None:
        self._protocol = protocol

    def write(self, frame: bytes) -> bool:
        """Write ``frame`` (a whole, unmasked frame: ``fray.live.frames.text_frame``) now.
        True when it was written, or dropped because the connection is closing or closed
        (the feed ends when its reader sees the disconnect; the client resumes from its last
        version); False, writing nothing, when the client has more than ``MAX_UNSENT_BYTES``
        unsent (it reads slowly or not at all: the caller queues the frame's message). Before the handshake is complete
        nothing may be written: that is an error of the caller (``RuntimeError``)."""
        protocol = self._protocol
        if not protocol.handshake_complete or protocol.initial_response is not None:
            raise RuntimeError("no frame may be written before the WebSocket is accepted")
        transport = protocol.transport
        if protocol.close_sent or protocol.disconnected or transport.is_closing():
            return True
        if transport.get_write_buffer_size() > MAX_UNSENT_BYTES:
            return False
        transport.write(frame)
        return True


_SLUGS = {400: "invalid-request", 403: "forbidden", 405: "method-not-allowed", 414: "too-large", 431: "too-large"}


def refusal(response: Response) -> Response:
    """``response``, a refusal of a WebSocket handshake that websockets or uvicorn made (plain
    text, or for uvicorn's 403 empty), with an RFC 9457 problem document for its body, as every
    refusal of Fray's: 414 for a request line over ``MAX_LINE_LENGTH`` bytes, 431 for more than
    ``MAX_NUM_HEADERS`` header fields or one over ``MAX_LINE_LENGTH`` bytes, 400 for a bad
    ``Sec-WebSocket-Key`` or ``-Version``, 426 for a bad ``Upgrade``, 403 for a handshake to a
    path that serves no WebSocket (uvicorn's answer when the app closes before accepting)."""
    status = response.status_code
    said = (
        bytes(response.body).decode("utf-8", "replace").strip().removeprefix("Failed to open a WebSocket connection: ")
    )
    if status == 414:
        detail = f"the request line is longer than {MAX_LINE_LENGTH} bytes; use a shorter path and query"
    elif status == 431:
        detail = (
            f"a WebSocket handshake takes at most {MAX_NUM_HEADERS} header fields of at most "
            f"{MAX_LINE_LENGTH} bytes each; send fewer or shorter ones"
        )
    elif status == 403 and not said:
        detail = "no WebSocket is served at this path (a live feed is /encounters/<id>/feed)"
    elif status >= 500:
        detail = "the server failed to open this WebSocket; it has been logged"
    else:
        detail = said.rstrip(".") or response.reason_phrase
    slug = _SLUGS.get(status, "internal-error" if status >= 500 else "invalid-request")
    body = problem_body(status, slug, response.reason_phrase, detail)
    headers = response.headers.copy()
    for name in ("Content-Type", "Content-Length"):
        del headers[name]
    headers["Content-Type"] = "application/problem+json"
    headers["Content-Length"] = str(len(body))
    return Response(status, response.reason_phrase, headers, body)


class ProblemRefusals(ServerProtocol):
    """websockets' server side of the handshake, whose refusals are problem documents
    (:func:`refusal`). A connection's protocol is made one (``FrameWebSockets.__init__``)."""

    def send_response(self, response: Response) -> None:
        super().send_response(response if response.status_code == 101 else refusal(response))


class FrameWebSockets(WebSocketsSansIOProtocol):
    """uvicorn's sans-I/O WebSocket protocol whose scope carries a :class:`FrameWriter`, and
    whose close frame does not wait for the client to drain what is unsent, and which keeps
    less per connection (see the module)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.conn.__class__ = ProblemRefusals  # the same object, its refusals problem documents
        self.queue = Mailbox()  # type: ignore[assignment]  # the part of asyncio.Queue uvicorn uses
        self.writable = Gate()  # type: ignore[assignment]  # the part of asyncio.Event uvicorn uses
        self.writable.set()
        self.close_timeout = CLOSE_TIMEOUT_S
        self.unsent_when_closed = 0  # bytes unsent when the close was written, then at each check

    def unsent(self) -> int:
        """Bytes written to this connection that its client has not taken: the transport's
        buffer and the kernel's."""
        return self.transport.get_write_buffer_size() + _unsent_in_kernel(self.transport)

    def end_closed(self) -> None:
        """End a connection the server closed, once its client stops taking what is unsent:
        checked every ``close_timeout`` seconds after the close frame. Closed when nothing is
        unsent; given another ``close_timeout`` while the unsent bytes (the transport's and
        the kernel's) go down; cut off with a reset (``SO_LINGER`` 0, then ``abort``) when
        they did not. ``transport.close`` alone waits for the buffers to drain, so a client
        that fell behind (4408) and never read again held its socket and megabytes of unsent
        frames for as long as it stayed connected (found by a break-it run); a plain
        ``abort`` leaves the kernel's share lingering too (FIN_WAIT1)."""
        self.close_timer = None
        unsent = self.unsent()
        if not unsent:
            self.transport.close()
        elif unsent < self.unsent_when_closed:  # still reading: it may take the 4408 yet
            self.unsent_when_closed = unsent
            self.close_timer = self.loop.call_later(self.close_timeout, self.end_closed)
        else:
            _reset_on_close(self.transport)
            self.transport.abort()

    async def send(self, message: Any) -> None:
        """The ASGI ``send``; a ``websocket.close`` once the socket is open is written at once,
        after whatever is buffered. uvicorn's waits first until the unsent data is below the
        transport's low-water mark, and a feed gives a close 2 s: a client that fell behind
        with megabytes in flight (the kernel's buffers hold about 3 MB on loopback) saw its
        connection just end, not the 4408 that tells it to resume. A close is a few bytes;
        the client reads it after the data it is still taking in."""
        if message["type"] == "websocket.http.response.body":  # a handshake refused with a response
            await super().send(message)
            if self.close_sent:  # written: the handshake is over (uvicorn's logged an error that it was not)
                self.handshake_complete = True
            return
        if message["type"] == "websocket.accept" and not self.handshake_complete:
            await super().send(message)
            if self.handshake_complete:  # answered: the header fields are read, and sent
                self.request.headers.clear()  # also held by websockets' parser, as its request
                self.response.headers.clear()
            return
        if (
            message["type"] != "websocket.close"
            or not self.handshake_complete
            or self.initial_response is not None
            or self.close_sent
            or self.disconnected
        ):
            await super().send(message)
            return
        if self.transport.is_closing():
            return
        code, reason = message.get("code", 1000), message.get("reason") or ""
        self.queue.put_nowait({"type": "websocket.disconnect", "code": code, "reason": reason})
        try:
            self.conn.send_close(code, reason)
        except InvalidState:
            raise ClientDisconnected() from None
        self.transport.write(b"".join(self.conn.data_to_send()))
        self.close_sent = True
        if self.read_paused:
            self.read_paused = False
            self.transport.resume_reading()
        self.unsent_when_closed = self.unsent()
        self.close_timer = self.loop.call_later(self.close_timeout, self.end_closed)

    def data_received(self, data: bytes) -> None:
        """uvicorn's; and a handshake that websockets refuses while parsing it (431 for header
        fields over its limits, 414 for a request line too long) is answered and closed.
        uvicorn's own leaves the refusal websockets wrote unsent, and the client waited with no
        answer until it gave up (found by a break-it run)."""
        super().data_received(data)
        if self.handshake_initiated or self.conn.handshake_exc is None or self.transport.is_closing():
            return
        self.handshake_initiated = self.handshake_complete = self.close_sent = True
        self.transport.write(b"".join(self.conn.data_to_send()))  # its refusal (ProblemRefusals)
        self.transport.close()

    def send_receive_event_to_app(self) -> None:
        """uvicorn's; a text message that is not UTF-8 closes the connection with 1007 as
        there, logged as one line of the client's fault. uvicorn's logs it as an error with a
        traceback, which any client could fill the server's log with."""
        if self.curr_msg_data_type == "text" and not self.close_sent:
            try:
                b"".join(self.frames).decode()
            except UnicodeDecodeError:
                self.frames = []
                who = f"{self.client[0]}:{self.client[1]} - " if self.client else ""
                self.logger.info("%sWebSocket closed 1007: the client sent text that is not UTF-8", who)
                self.conn.send_close(1007)
                self.handle_parser_exception()
                return
        super().send_receive_event_to_app()

    def handle_connect(self, event: Any) -> None:
        super().handle_connect(event)
        scope = getattr(self, "scope", None)  # none when the handshake was refused
        if scope is not None:
            scope["extensions"][EXTENSION] = {"write": FrameWriter(self).write}
