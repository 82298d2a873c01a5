"""``fray serve``'s HTTP protocol writes what one loop step wrote as one write (a response's
headers and body in one syscall, ``fray.server.http``)."""

from __future__ import annotations

import asyncio
from typing import Any

from fray.server.http import _CoalescingTransport


class Recording(asyncio.Transport):
    def __init__(self) -> None:
        super().__init__()
        self.writes: list[bytes] = []
        self.closed = False

    def write(self, data: Any) -> None:
        self.writes.append(bytes(data))

    def is_closing(self) -> bool:
        return self.closed

    def close(self) -> None:
        self.closed = True

    def get_write_buffer_size(self) -> int:
        return sum(map(len, self.writes))

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        return ("127.0.0.1", 1) if name == "peername" else default


def test_the_writes_of_one_loop_step_go_out_as_one() -> None:
    async def go() -> None:
        real = Recording()
        t = _CoalescingTransport(real, asyncio.get_running_loop())
        t.write(b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n")
        t.write(b"{}")
        assert real.writes == []  # not yet: at the end of this step
        assert t.get_write_buffer_size() == len(b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n{}")
        await asyncio.sleep(0)
        assert real.writes == [b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n{}"]
        t.write(b"next")
        await asyncio.sleep(0)
        assert real.writes[-1] == b"next" and len(real.writes) == 2
        assert t.get_extra_info("peername") == ("127.0.0.1", 1)  # the rest is the real transport's

    asyncio.run(go())


def test_a_close_writes_what_is_pending_first() -> None:
    async def go() -> None:
        real = Recording()
        t = _CoalescingTransport(real, asyncio.get_running_loop())
        t.write(b"last words")
        t.close()
        assert real.writes == [b"last words"] and real.closed
        await asyncio.sleep(0)
        assert real.writes == [b"last words"]  # the scheduled flush finds nothing more

    asyncio.run(go())
