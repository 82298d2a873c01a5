"""``WS /encounters/{id}/feed?after=N&state=true``: the encounter's events after version N,
then live; with ``state=true`` also its state after each batch (``fray.live.messages``).

Parameters are checked after the socket is accepted, so a bad request is told why: the socket
closes with code 4400 (bad ``after`` or id) or 4404 (no such encounter) and a readable reason,
instead of a bare HTTP 403 from the handshake.

**The token.** A client that can set headers on the handshake sends ``Authorization: Bearer
<token>`` there. A browser cannot (the WebSocket API has no headers), so it sends the token as
its first message, ``{"token": "<token>"}``, within ``AUTH_WAIT_S`` seconds. Not a query
parameter: URLs are written to proxies' and servers' logs and browser history, where a
token that opens an encounter must not end up. Then 4401 (no, unknown or revoked token; also
when the token is revoked while the feed is open), 4404 (the token opens another encounter:
worded as an unknown one), 4403 (a browser ``Origin`` not allowed, ``FRAY_CORS_ORIGINS``),
4429 (the token has ``FRAY_FEEDS_PER_TOKEN`` feeds open; the reason says when to try again).
Each event is sent as the token may see it (``fray.visibility``): one it may not see comes as
``{"kind": "hidden", "version": N}``.
"""

from __future__ import annotations

import uuid
from typing import Annotated, Any

import anyio
import msgspec
from litestar import WebSocket, websocket
from litestar.channels import ChannelsPlugin
from litestar.di import NamedDependency
from litestar.exceptions import WebSocketDisconnect
from litestar.params import FromPath, FromQuery, QueryParameter

from fray.access import Identity, Unauthenticated
from fray.api.auth import bearer, identify
from fray.api.encounters import parse_version
from fray.api.limits import Limits, TooManyRequests
from fray.domain.state import StateView
from fray.encounters import EncounterNotFound, Encounters
from fray.live.feed import stream_feed
from fray.live.messages import event_message, redacted_message
from fray.store.codec import RecordedEvent
from fray.visibility import Sight

BAD_REQUEST = 4400  # WebSocket close code: malformed id or after
UNAUTHENTICATED = 4401  # no token, or one not (or no longer) valid
FORBIDDEN = 4403  # a browser Origin that is not allowed
NOT_FOUND = 4404  # WebSocket close code: no such encounter
TOO_MANY = 4429  # the token has too many feeds open
AUTH_WAIT_S = 10.0  # how long a feed waits for its first message when the handshake has no token
RECHECK_S = 30.0  # how often an open feed checks that its token is still valid


class _Auth(msgspec.Struct, forbid_unknown_fields=True):
    token: str


_auth = msgspec.json.Decoder(_Auth)


def origin_allowed(socket: WebSocket[Any, Any, Any], allowed: tuple[str, ...]) -> bool:
    """Whether the handshake's ``Origin`` may open a feed: none (not a browser), the server's
    own, or one of ``allowed`` (``FRAY_CORS_ORIGINS``; ``*`` allows any)."""
    origin = socket.headers.get("origin")
    if origin is None or "*" in allowed:
        return True
    origin = origin.rstrip("/")
    host = socket.headers.get("host", "")
    return origin in allowed or origin in (f"http://{host}", f"https://{host}")


async def _token(socket: WebSocket[Any, Any, Any]) -> str | None:
    """The feed's token: the handshake's ``Authorization`` header, else the first message
    ``{"token": …}`` (within ``AUTH_WAIT_S``). Raises ``Unauthenticated``."""
    given = bearer(socket.headers.get("authorization"))
    if given is not None:
        return given
    with anyio.move_on_after(AUTH_WAIT_S):
        try:
            return _auth.decode(await socket.receive_data(mode="text")).token
        except (msgspec.ValidationError, msgspec.DecodeError):
            raise Unauthenticated('the first message must be {"token": "<token>"}') from None
    raise Unauthenticated(f"send the token on the handshake (Authorization: Bearer) or as the first message "
                          f'{{"token": …}} within {AUTH_WAIT_S:.0f} s')


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
    socket: WebSocket[Any, Any, Any],
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
    settings = socket.app.state.settings
    await socket.accept()
    if not origin_allowed(socket, settings.cors_origins):
        await socket.close(code=FORBIDDEN, reason="this Origin may not open a feed (FRAY_CORS_ORIGINS)")
        return
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
        identity = await identify(socket.app.state.tokens, await _token(socket), eid)
        loaded = await encounters.load(eid)
    except Unauthenticated as exc:
        await socket.close(code=UNAUTHENTICATED, reason=exc.detail[:120])
        return
    except EncounterNotFound as exc:
        await socket.close(code=NOT_FOUND, reason=exc.detail[:120])
        return
    if from_version > loaded.version:
        await socket.close(code=BAD_REQUEST,
                           reason=f"after={from_version} is beyond the encounter's version {loaded.version}")
        return
    limits: Limits = socket.app.state.limits
    try:
        with limits.feed(identity.token_id):
            await _serve(socket, encounters, channels, eid, from_version, with_state, identity)
    except TooManyRequests as exc:
        await socket.close(code=TOO_MANY, reason=f"{exc.detail} (Retry-After: {exc.retry_after})"[:120])


async def _serve(socket: WebSocket[Any, Any, Any], encounters: Encounters, channels: ChannelsPlugin, eid: str,
                 from_version: int, with_state: bool, identity: Identity) -> None:
    """Send the feed, as ``identity`` may see it, until the client leaves or its token is
    revoked (checked every ``RECHECK_S``)."""
    settings = socket.app.state.settings
    audience = identity.audience
    sight: Sight | None = None
    types = socket.app.state.event_types

    async def current_sight(version: int) -> Sight:
        nonlocal sight
        if sight is None or sight.now.version < version:  # read after the event: it covers it
            sight = Sight(await encounters.load(eid), audience)
        return sight

    async def render(event: RecordedEvent) -> bytes:
        if audience.is_gm:
            return event_message(event)
        return redacted_message((await current_sight(event.version)).event(event))

    async def current_state() -> StateView:
        shown = await encounters.shown(eid)
        return Sight(shown.state, audience).state(head_hash=shown.head)

    async def pump(scope: anyio.CancelScope) -> None:
        feed = stream_feed(encounters, channels, settings.channel_prefix, eid, from_version,
                           poll_s=settings.feed_poll_s, state_of=current_state if with_state else None,
                           render=None if audience.is_gm else render,
                           decode=lambda raw: types.recorded(msgspec.json.decode(raw)))
        async for message in feed:
            await socket.send_data(message.decode(), mode="text")
        scope.cancel()

    async def still_valid(scope: anyio.CancelScope) -> None:
        while True:
            await anyio.sleep(RECHECK_S)
            if not await socket.app.state.tokens.valid(identity.token_id):
                await socket.close(code=UNAUTHENTICATED, reason="this token was revoked; ask the GM for a new one")
                scope.cancel()
                return

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
        tg.start_soon(still_valid, tg.cancel_scope)
