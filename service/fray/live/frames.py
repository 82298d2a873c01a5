"""WebSocket frames built once and written to many sockets.

A frame from server to client is never masked (RFC 6455, section 5.3: only a client masks)
and Fray's feeds are never compressed (``fray serve`` declines ``permessage-deflate``), so a
text message is the same bytes on every socket that carries it. A room renders each message
once per audience (``fray.live.hub``); :func:`frame_of` frames it once too, and every live
feed of that audience writes those bytes to its socket with one ``transport.write``
(``fray.server.websocket``), instead of each socket framing it again through the ASGI send.
"""

from __future__ import annotations

import struct
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fray.live.hub import Outgoing

EXTENSION = "fray.frames"
"""The key, in an ASGI scope's ``extensions``, of a server's offer to write frames to the
socket: ``{"write": <callable taking a frame's bytes, returning False when the client has too
much unsent>}`` (``fray.server.websocket``)."""

_FIN_TEXT = 0x81  # FIN set, opcode 1 (text): the whole message in one frame


def text_frame(payload: bytes) -> bytes:
    """One unmasked, unfragmented text frame carrying ``payload`` (UTF-8): the header (two
    bytes, or four with a 16-bit length from 126 bytes on, or ten with a 64-bit length from
    65,536 bytes on: RFC 6455, section 5.2) followed by the payload."""
    size = len(payload)
    if size < 126:
        header = bytes((_FIN_TEXT, size))
    elif size < 1 << 16:
        header = struct.pack("!BBH", _FIN_TEXT, 126, size)
    else:
        header = struct.pack("!BBQ", _FIN_TEXT, 127, size)
    return header + payload


def frame_of(message: Outgoing) -> bytes:
    """``message``'s text as a WebSocket frame, built on first use and kept on the message,
    which every listener of one audience shares."""
    if not message.frame:
        message.frame = text_frame(message.text.encode())
    return message.frame
