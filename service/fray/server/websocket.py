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
``{"write": FrameWriter.write}``). Everything else (the
handshake, reading, pings, the ASGI send for whatever the app sends that way) is uvicorn's,
but for one thing: a close frame is written without waiting for the client to drain what is
unsent (``FrameWebSockets.send``). Both ways write to the same transport synchronously, so a frame written here and
a message sent through the ASGI ``send`` go out in the order they were given.

Used by ``fray serve`` (``ws=FrameWebSockets``, ``fray.server.cli``); under another server
the extension is absent and a feed sends every message through the ASGI ``send``.
"""

from __future__ import annotations

from typing import Any

from uvicorn.protocols.utils import ClientDisconnected
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.exceptions import InvalidState

from fray.live.frames import EXTENSION

MAX_UNSENT_BYTES = 64 * 1024
"""Bytes a socket may hold unsent in its transport (beyond what the kernel's buffer took)
before a frame is refused: the feed then queues its messages and sends them through the
ASGI ``send``, which waits for the socket to drain (the transport's own high-water mark is
64 KiB too), and a client that stopped reading overflows that queue and is closed as fallen
behind (``fray.live.hub.SEND_QUEUE``), as it was before frames were written here."""


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


class FrameWebSockets(WebSocketsSansIOProtocol):
    """uvicorn's sans-I/O WebSocket protocol whose scope carries a :class:`FrameWriter`, and
    whose close frame does not wait for the client to drain what is unsent."""

    async def send(self, message: Any) -> None:
        """The ASGI ``send``; a ``websocket.close`` once the socket is open is written at once,
        after whatever is buffered. uvicorn's waits first until the unsent data is below the
        transport's low-water mark, and a feed gives a close 2 s: a client that fell behind
        with megabytes in flight (the kernel's buffers hold about 3 MB on loopback) saw its
        connection just end, not the 4408 that tells it to resume. A close is a few bytes;
        the client reads it after the data it is still taking in."""
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
        self.close_timer = self.loop.call_later(self.close_timeout, self.transport.close)

    def handle_connect(self, event: Any) -> None:
        super().handle_connect(event)
        scope = getattr(self, "scope", None)  # none when the handshake was refused
        if scope is not None:
            scope["extensions"][EXTENSION] = {"write": FrameWriter(self).write}
