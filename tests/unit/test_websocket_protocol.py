"""``fray.server.websocket``: the lighter receive queue and write gate that ``FrameWebSockets``
puts in place of asyncio's, and the header fields it lets go once the handshake is answered,
on a real loopback socket with websockets' own client."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from uvicorn.config import Config
from uvicorn.server import ServerState
from websockets.asyncio.client import connect

from fray.api.feed import pong_for
from fray.server.websocket import FrameWebSockets, Gate, Mailbox


def test_a_mailbox_gives_what_was_put_in_order_and_wakes_its_waiter() -> None:
    async def go() -> list[Any]:
        box = Mailbox()
        assert box.empty()
        box.put_nowait(1)
        box.put_nowait(2)
        got = [await box.get(), await box.get()]
        assert box.empty()
        waiting = asyncio.ensure_future(box.get())
        await asyncio.sleep(0)
        assert not waiting.done()
        box.put_nowait(3)
        got.append(await asyncio.wait_for(waiting, 1))
        return got

    assert asyncio.run(go()) == [1, 2, 3]


def test_a_second_waiter_on_a_mailbox_is_refused_and_a_cancelled_one_leaves_it_usable() -> None:
    async def go() -> Any:
        box = Mailbox()
        first = asyncio.ensure_future(box.get())
        await asyncio.sleep(0)
        with pytest.raises(RuntimeError, match="already waiting"):
            await box.get()
        first.cancel()
        await asyncio.sleep(0)
        assert first.cancelled()
        box.put_nowait("after")  # nobody waits now: kept for the next get
        return await asyncio.wait_for(box.get(), 1)

    assert asyncio.run(go()) == "after"


def test_a_gate_lets_through_when_set_and_wakes_every_waiter_when_set_again() -> None:
    async def go() -> None:
        gate = Gate()
        assert not gate.is_set()
        gate.set()
        await asyncio.wait_for(gate.wait(), 1)  # open: no wait
        gate.clear()
        waiters = [asyncio.ensure_future(gate.wait()) for _ in range(3)]
        cancelled = asyncio.ensure_future(gate.wait())
        await asyncio.sleep(0)
        assert not any(w.done() for w in waiters)
        cancelled.cancel()
        await asyncio.sleep(0)
        gate.set()
        await asyncio.wait_for(asyncio.gather(*waiters), 1)
        assert gate.is_set()

    asyncio.run(go())


async def upper_echo(scope: dict[str, Any], receive: Any, send: Any) -> None:
    """An ASGI app: accepts, then answers each text message in capitals, and once
    ``"headers?"`` what the connection still holds of the handshake."""
    assert (await receive())["type"] == "websocket.connect"
    await send({"type": "websocket.accept"})
    while True:
        message = await receive()
        if message["type"] == "websocket.disconnect":
            return
        text = message["text"]
        if text == "headers?":
            (protocol,) = scope["state"]["protocols"]
            text = (
                f"request {len(protocol.request.headers)} response {len(protocol.response.headers)} "
                f"scope {len(scope['headers'])}"
            )
        await send({"type": "websocket.send", "text": text.upper()})


def test_the_protocol_serves_a_socket_and_holds_no_header_fields_once_it_is_open() -> None:
    async def go() -> list[str]:
        config = Config(app=upper_echo, ws=FrameWebSockets, lifespan="off", ws_per_message_deflate=False)
        config.load()
        state = ServerState()
        protocols: list[FrameWebSockets] = []

        def make() -> FrameWebSockets:
            protocols.append(FrameWebSockets(config=config, server_state=state, app_state={"protocols": protocols}))
            return protocols[-1]

        server = await asyncio.get_running_loop().create_server(make, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        try:
            async with connect(f"ws://127.0.0.1:{port}/x", additional_headers={"X-Extra": "1"}) as ws:
                answers = []
                for text in ("one", "two", "headers?"):
                    await ws.send(text)
                    answers.append(str(await asyncio.wait_for(ws.recv(), 5)))
                return answers
        finally:
            server.close()
            await server.wait_closed()

    one, two, held = asyncio.run(go())
    assert (one, two) == ("ONE", "TWO")
    request, response, scope = (int(n) for n in held.split()[1::2])
    assert (request, response) == (0, 0)  # let go after the 101 was written
    assert scope >= 6  # the ASGI scope keeps its own (Host, Upgrade, Connection, Sec-WebSocket-*, X-Extra)


DEEP = "[" * 5_000 + "]" * 5_000  # deeper than msgspec follows: it raises RecursionError


@pytest.mark.parametrize("text", [DEEP, '{"ping": ' + DEEP + "}", '{"x": ' + DEEP + "}"])
def test_a_message_nested_deeper_than_the_decoder_follows_is_no_ping(text: str) -> None:
    """It once raised out of the feed's reader, and the feed ended with 4500 and a traceback."""
    assert pong_for(text) is None
    assert pong_for('{"ping": 7}') == '{"kind":"pong","ping":7}'
