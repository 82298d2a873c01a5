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
handshake, reading, pings, closing, the ASGI send for whatever the app sends that way) is
uvicorn's. Both ways write to the same transport synchronously, so a frame written here and
a message sent through the ASGI ``send`` go out in the order they were given.

Used by ``fray serve`` (``ws=FrameWebSockets``, ``fray.server.cli``); under another server
the extension is absent and a feed sends every message through the ASGI ``send``.
"""

from __future__ import annotations

from typing import Any

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

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
    """uvicorn's sans-I/O WebSocket protocol whose scope carries a :class:`FrameWriter`."""

    def handle_connect(self, event: Any) -> None:
        super().handle_connect(event)
        scope = getattr(self, "scope", None)  # none when the handshake was refused
        if scope is not None:
            scope["extensions"][EXTENSION] = {"write": FrameWriter(self).write}
