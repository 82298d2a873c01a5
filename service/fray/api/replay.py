"""``WS /encounters/{id}/replay?from=N&speed=S&state=true``: a fight played back from its log
(``fray.service_layer.replay``), for a front end to show it again.

``from``: the version to start after (0, the default: from the encounter's creation); the
state at ``from`` is sent first when ``state=true``. ``speed``: how much faster than recorded
(``1``, the default, is the pace of the table; ``10`` ten times faster; at most 1000), or
``step``: one command's events each time the client sends a message (any text, e.g. ``next``).
Parameters are checked after the socket is accepted, so a bad request is told why: close code
4400 (a malformed id, ``from``, ``speed`` or ``state``, or ``from`` beyond the encounter's
version) or 4404 (no such encounter); 1000 after the ``end`` message.
"""

from __future__ import annotations

import math
from typing import Annotated, Any

import anyio
from litestar import WebSocket, websocket
from litestar.exceptions import WebSocketDisconnect
from litestar.params import FromPath, FromQuery, QueryParameter

from fray.api.context import service_of
from fray.api.feed import BAD_REQUEST, FORBIDDEN, _check, _flag, open_encounter, origin_allowed
from fray.live.messages import end_message, event_message, redacted_message, state_message
from fray.policy.visibility import Sight
from fray.service_layer.replay import Beat, replay_beats
from fray.store.codec import RecordedEvent

MAX_SPEED = 1000.0


def parse_speed(raw: str) -> float | str | None:
    """``step`` → None; a number in (0, 1000] → it; anything else → the reason it is refused."""
    if raw.strip().lower() == "step":
        return None
    try:
        speed = float(raw)
    except ValueError:
        return f"speed must be a number (1: as recorded) or step, got {raw[:20]!r}"
    if not math.isfinite(speed) or not 0 < speed <= MAX_SPEED:
        return f"speed must be above 0 and at most {MAX_SPEED:g}, got {raw[:20]!r}"
    return speed


@websocket("/encounters/{encounter_id:str}/replay", name="encounter-replay")
async def encounter_replay(
    socket: WebSocket[Any, Any, Any],
    encounter_id: FromPath[str],
    start: Annotated[str, QueryParameter(name="from")] = "0",
    speed: FromQuery[str] = "1",
    state_flag: Annotated[str, QueryParameter(name="state")] = "true",
) -> None:
    """Play the encounter back (see the module): event messages as the live feed sends them,
    a state message after each command's events when ``state=true`` (the default), then
    ``{"kind": "end", "version": N}``."""
    await socket.accept()
    if not origin_allowed(socket, socket.app.state.settings.cors_origins):
        await socket.close(code=FORBIDDEN, reason="this Origin may not open a replay (FRAY_CORS_ORIGINS)")
        return
    checked = _check(encounter_id, start)
    pace = parse_speed(speed)
    with_state = _flag(state_flag)
    if isinstance(checked, str) or isinstance(pace, str) or with_state is None:
        reason = (
            checked.replace("after must", "from must")
            if isinstance(checked, str)
            else pace
            if isinstance(pace, str)
            else f"state must be true or false, got {state_flag[:20]!r}"
        )
        await socket.close(code=BAD_REQUEST, reason=reason[:120])
        return
    eid, from_version = checked
    opened = await open_encounter(socket, eid)
    if opened is None:
        return
    identity, current = opened
    sight = Sight(current, identity.audience)  # past states are shown by what the reader may see now

    def render(event: RecordedEvent) -> bytes:
        return event_message(event) if identity.is_gm else redacted_message(sight.event(event))

    def messages(beat: Beat) -> list[bytes]:
        out = [render(e) for e in beat.events]
        if beat.state is not None:
            out.append(state_message(sight.state(beat.state, head_hash=beat.head)))
        return out

    if from_version > current.version:
        await socket.close(
            code=BAD_REQUEST, reason=f"from={from_version} is beyond the encounter's version {current.version}"
        )
        return
    asked = anyio.Event() if pace is None else None
    wanted = 0

    async def play(scope: anyio.CancelScope) -> None:
        nonlocal asked, wanted
        beats = replay_beats(service_of(socket).repository, eid, from_version, current.version, pace, with_state)
        first = True
        played = from_version
        async for beat in beats:
            if pace is None and not first:
                while wanted == 0:
                    asked = anyio.Event()
                    await asked.wait()
                wanted -= 1
            elif beat.pause_s:
                await anyio.sleep(beat.pause_s)
            first = False
            for message in messages(beat):
                await socket.send_data(message.decode(), mode="text")
            played = beat.events[-1].version if beat.events else played
        await socket.send_data(end_message(played).decode(), mode="text")
        await socket.close(code=1000, reason="the replay is over")
        scope.cancel()

    async def listen(scope: anyio.CancelScope) -> None:
        nonlocal wanted
        try:
            while True:
                await socket.receive_data(mode="text")
                wanted += 1
                if asked is not None:
                    asked.set()
        except WebSocketDisconnect:
            pass
        scope.cancel()

    async with anyio.create_task_group() as tg:
        tg.start_soon(play, tg.cancel_scope)
        tg.start_soon(listen, tg.cancel_scope)
