"""``WS /encounters/{id}/feed?after=N``: the encounter's events after version N, then live."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

import anyio
from litestar import WebSocket, websocket
from litestar.channels import ChannelsPlugin
from litestar.di import NamedDependency
from litestar.exceptions import WebSocketDisconnect
from litestar.params import FromPath, QueryParameter

from fray.encounters import EncounterNotFound, Encounters
from fray.live.feed import stream_feed

NOT_FOUND = 4404  # WebSocket close code: no such encounter


@websocket("/encounters/{encounter_id:uuid}/feed", name="encounter-feed")
async def encounter_feed(
    socket: WebSocket,
    encounter_id: FromPath[UUID],
    channels: NamedDependency[ChannelsPlugin],
    after: Annotated[int, QueryParameter(ge=0)] = 0,
) -> None:
    """Send each event (JSON, as in the REST log, with its ``version``) after ``after``, then
    every new one as it happens. Closes with code 4404 for an unknown encounter. The client
    sends nothing; closing the socket ends the feed."""
    encounters: Encounters = socket.app.state.encounters
    await socket.accept()
    try:
        await encounters.load(str(encounter_id))
    except EncounterNotFound as exc:
        await socket.close(code=NOT_FOUND, reason=exc.detail[:120])
        return

    async def pump(scope: anyio.CancelScope) -> None:
        feed = stream_feed(encounters.store, channels, socket.app.state.settings.channel_prefix,
                           str(encounter_id), after)
        async for message in feed:
            await socket.send_data(message.decode(), mode="text")
        scope.cancel()

    async def watch_disconnect(scope: anyio.CancelScope) -> None:
        try:
            while True:
                await socket.receive_data(mode="text")
        except WebSocketDisconnect:
            pass
        scope.cancel()

    async with anyio.create_task_group() as tg:
        tg.start_soon(pump, tg.cancel_scope)
        tg.start_soon(watch_disconnect, tg.cancel_scope)
