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

Used by ``fray serve`` (``http=CoalescingHttpTools``); WebSockets are untouched (their own
protocol class).
"""

from __future__ import annotations

import asyncio
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol


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

    def handle_websocket_upgrade(self) -> None:
        """Hand the WebSocket protocol the real transport (it writes frames as it will)."""
        wrapped = self.transport
        if isinstance(wrapped, _CoalescingTransport):
            wrapped.flush()
            self.transport = wrapped.real
        super().handle_websocket_upgrade()
