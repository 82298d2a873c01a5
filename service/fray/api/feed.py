"""``WS /encounters/{id}/feed?after=N&state=true``: the encounter's events after version N,
then live; with ``state=true`` also its state after each batch (``fray.live.messages``).

Parameters are checked after the socket is accepted, so a bad request is told why: the socket
closes with code 4400 (bad ``after`` or id) or 4404 (no such encounter) and a readable reason,
instead of a bare HTTP 403 from the handshake.
"""

from __future__ import annotations

import uuid
from typing import Annotated

import anyio
from litestar import WebSocket, websocket
from litestar.channels import ChannelsPlugin
from litestar.di import NamedDependency
from litestar.exceptions import WebSocketDisconnect
from litestar.params import FromPath, FromQuery, QueryParameter

from fray.api.encounters import parse_version
from fray.domain.state import StateView, view
from fray.encounters import EncounterNotFound, Encounters
from fray.live.feed import stream_feed

BAD_REQUEST = 4400  # WebSocket close code: malformed id or after
NOT_FOUND = 4404  # WebSocket close code: no such encounter


def _check(encounter_id: str, after: str) -> tuple[str, int] | str:
    """``(encounter id, after)`` when both are well formed, else the reason they are not."""
    try:
        eid = str(uuid.UUID(encounter_id))
    except ValueError:
        return f"{encounter_id[:40]!r} is not an encounter id (a UUID)"
    version = parse_version(after)
    if version is None:
        return f"after must be a version number 0 or more, got {after[:20]!r}"
    return eid, version


def _flag(value: str) -> bool | None:
    """A query flag: ``true``/``1`` or ``false``/``0`` (any case), else None."""
    return {"true": True, "1": True, "false": False, "0": False}.get(value.strip().lower())


@websocket("/encounters/{encounter_id:str}/feed", name="encounter-feed")
async def encounter_feed(
    socket: WebSocket,
    encounter_id: FromPath[str],
    channels: NamedDependency[ChannelsPlugin],
    after: FromQuery[str] = "0",
    state_flag: Annotated[str, QueryParameter(name="state")] = "false",
) -> None:
    """Send each event (JSON, as in the REST log, with its ``version`` and ``"kind":
    "event"``) after ``after``, then every new one as it happens; with ``state=true``, also
    ``{"kind": "state", "version": N, "state": …}`` after each batch (and once on connect).
    The client sends nothing; closing the socket ends the feed. Close codes: 4400 malformed
    id, ``after`` or ``state``, or ``after`` beyond the encounter's version; 4404 unknown
    encounter."""
    encounters: Encounters = socket.app.state.encounters
    await socket.accept()
    checked = _check(encounter_id, after)
    if isinstance(checked, str):
        await socket.close(code=BAD_REQUEST, reason=checked[:120])
        return
    eid, from_version = checked
    with_state = _flag(state_flag)
    if with_state is None:
        await socket.close(code=BAD_REQUEST, reason=f"state must be true or false, got {state_flag[:20]!r}")
        return
    try:
        loaded = await encounters.load(eid)
    except EncounterNotFound as exc:
        await socket.close(code=NOT_FOUND, reason=exc.detail[:120])
        return
    if from_version > loaded.version:
        await socket.close(code=BAD_REQUEST,
                           reason=f"after={from_version} is beyond the encounter's version {loaded.version}")
        return

    async def current_state() -> StateView:
        shown = await encounters.shown(eid)
        return view(shown.state, shown.head)

    async def pump(scope: anyio.CancelScope) -> None:
        settings = socket.app.state.settings
        feed = stream_feed(encounters, channels, settings.channel_prefix, eid, from_version,
                           poll_s=settings.feed_poll_s, state_of=current_state if with_state else None)
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
