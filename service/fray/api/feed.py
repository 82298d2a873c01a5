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
4429 (the token has ``FRAY_FEEDS_PER_TOKEN`` feeds open; the reason says when to try again),
4408 (the client fell behind: more than ``fray.live.hub.SEND_QUEUE`` messages unsent; reconnect
with ``after=<last version>``), 4503 (the database stopped answering; reconnect later).
Each event is sent as the token may see it (``fray.policy.visibility``): one it may not see comes as
``{"kind": "hidden", "version": N}``.

**Heartbeat.** A client may send ``{"ping": <anything>}`` at any time after the token; the feed
answers ``{"kind": "pong", "ping": <the same>}`` at once (out of the event order, no version), so
a page can tell within a second or two that its connection is gone when nothing comes back.
Any other message is ignored.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from collections.abc import AsyncIterator, Callable
from functools import partial
from typing import Annotated, Any
from uuid import UUID

import anyio
import msgspec
from litestar import Request, WebSocket, get, websocket
from litestar.exceptions import ValidationException, WebSocketDisconnect
from litestar.params import FromPath, FromQuery, HeaderParameter, QueryParameter
from litestar.response import ServerSentEvent, ServerSentEventMessage
from uvicorn.protocols.utils import ClientDisconnected

from fray.api.auth import bearer, identify, identity_of
from fray.api.context import service_of, tokens_of
from fray.api.encounters import MAX_VERSION, SECURITY, parse_version
from fray.api.limits import Limits, TooManyRequests
from fray.api.schemas import problem_responses
from fray.domain.state import EncounterState
from fray.live.feed import FellBehind, follow, listener, patient
from fray.live.frames import EXTENSION as FRAMES
from fray.live.frames import frame_of
from fray.live.hub import Hub, Listener, Outgoing, Sink
from fray.live.messages import PongMessage
from fray.policy.access import Identity, Unauthenticated
from fray.service_layer.errors import EncounterNotFound, VersionOutOfRange
from fray.store.errors import StoreUnavailable

log = logging.getLogger(__name__)

BAD_REQUEST = 4400  # WebSocket close code: malformed id or after
UNAUTHENTICATED = 4401  # no token, or one not (or no longer) valid
FORBIDDEN = 4403  # a browser Origin that is not allowed
NOT_FOUND = 4404  # WebSocket close code: no such encounter
TOO_MANY = 4429  # the token has too many feeds open
FELL_BEHIND = 4408  # the client did not read fast enough: reconnect with after=<last version>
UNAVAILABLE = 4503  # the database stopped answering while a feed opened or caught up: reconnect later
UNAVAILABLE_REASON = "the database is not answering; reconnect with after=<your last version>"
AUTH_WAIT_S = 10.0  # how long a feed waits for its first message when the handshake has no token
RECHECK_S = 5.0
GONE = (WebSocketDisconnect, ClientDisconnected)
"""What a send or a receive raises once the client has left: Litestar's, and uvicorn's for a
send that finds the socket gone (a client that closed while its catch-up was being sent)."""
"""How often an open feed asks whether its token is still valid (through the token cache):
the bound on a revocation without Redis; with Redis a revocation closes it at once
(``fray.live.hub.Hub.revoke``)."""


class _Auth(msgspec.Struct, forbid_unknown_fields=True):
    token: str


class _Ping(msgspec.Struct):
    ping: Any = msgspec.UNSET  # UNSET: the message has no key "ping"


_auth = msgspec.json.Decoder(_Auth)
_ping = msgspec.json.Decoder(_Ping)
_encode = msgspec.json.Encoder()


def pong_for(text: str) -> str | None:
    """The answer to a client's message on an open feed: ``{"kind": "pong", "ping": x}`` for
    an object with the key ``ping`` (``{"ping": x}``), None for anything else (ignored, as
    before heartbeats; ``{"x": "ping"}`` is not a ping, and neither is JSON nested deeper than
    msgspec follows: a deep message once ended the feed with 4500)."""
    try:
        ping = _ping.decode(text)
    except (msgspec.DecodeError, RecursionError):  # msgspec raises RecursionError for deep nesting
        return None
    if ping.ping is msgspec.UNSET:
        return None
    return _encode.encode(PongMessage(ping=ping.ping)).decode()


def handshake_header(socket: WebSocket[Any, Any, Any], name: bytes) -> str | None:
    """The first value of the handshake's header field ``name`` (lower case), else None.
    Read from the ASGI scope, not ``socket.headers``: Litestar builds and keeps a second copy
    of every field there, which each of a thousand idle feeds would hold (docs/performance.md)."""
    for key, value in socket.scope["headers"]:
        if key.lower() == name:
            return bytes(value).decode("latin-1")  # bytes, or another buffer (ASGI allows)
    return None


def origin_allowed(socket: WebSocket[Any, Any, Any], allowed: tuple[str, ...]) -> bool:
    """Whether the handshake's ``Origin`` may open a feed: none (not a browser), the server's
    own, or one of ``allowed`` (``FRAY_CORS_ORIGINS``; ``*`` allows any)."""
    origin = handshake_header(socket, b"origin")
    if origin is None or "*" in allowed:
        return True
    origin = origin.rstrip("/")
    host = handshake_header(socket, b"host") or ""
    return origin in allowed or origin in (f"http://{host}", f"https://{host}")


async def _token(socket: WebSocket[Any, Any, Any]) -> str | None:
    """The feed's token: the handshake's ``Authorization`` header, else the first message
    ``{"token": …}`` (within ``AUTH_WAIT_S``). Raises ``Unauthenticated``."""
    given = bearer(handshake_header(socket, b"authorization"))
    if given is not None:
        return given
    with anyio.move_on_after(AUTH_WAIT_S):
        try:
            return _auth.decode(await socket.receive_data(mode="text")).token
        except (msgspec.ValidationError, msgspec.DecodeError, RecursionError):
            raise Unauthenticated('the first message must be {"token": "<token>"}') from None
    raise Unauthenticated(
        f"send the token on the handshake (Authorization: Bearer) or as the first message "
        f'{{"token": …}} within {AUTH_WAIT_S:.0f} s'
    )


async def open_encounter(socket: WebSocket[Any, Any, Any], encounter_id: str) -> tuple[Identity, EncounterState] | None:
    """For a socket already accepted: the identity of its token (handshake header or first
    message) on ``encounter_id``, and the encounter's current state. None when it may not
    open it, after closing the socket with 4401 (no, unknown or revoked token), 4404 (no
    such encounter, or a token of another one) or 4503 (the database is away, or this
    process's pool stayed busy for ``BUSY_PATIENCE_S``: ``fray.live.feed.patient`` asks a busy
    pool again), each with a reason; also None, closing nothing, when the client is gone before
    its token came (a first frame the server refused, too big or not UTF-8, ends the socket;
    that once logged a traceback). (A read that failed here once escaped the handler, and
    Litestar closed the feed with 4500: issue 23's capacity run.)"""
    try:
        secret = await _token(socket)
        identity = await patient(partial(identify, tokens_of(socket), secret, encounter_id))
        return identity, (await patient(partial(service_of(socket).views.current, encounter_id))).state
    except Unauthenticated as exc:
        await socket.close(code=UNAUTHENTICATED, reason=exc.detail[:120])
    except EncounterNotFound as exc:
        await socket.close(code=NOT_FOUND, reason=exc.detail[:120])
    except StoreUnavailable:
        await socket.close(code=UNAVAILABLE, reason=UNAVAILABLE_REASON)
    except WebSocketDisconnect:
        pass  # gone before its token (or its frame was refused: too big, not UTF-8): nothing to close
    return None


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
    after: FromQuery[str] = "0",
    state_flag: Annotated[str, QueryParameter(name="state")] = "false",
    presence_flag: Annotated[str, QueryParameter(name="presence")] = "false",
) -> None:
    """Send each event (JSON, as in the REST log, with its ``version`` and ``"kind":
    "event"``) after ``after``, then every new one as it happens; with ``state=true``, also
    ``{"kind": "state", "version": N, "state": …}`` after each batch (and once on connect);
    with ``presence=true``, ``{"kind": "presence", "connected": […]}`` whenever who is
    connected changes. The client sends nothing after its token; closing the socket ends the
    feed. Close codes: 4400 malformed
    id, ``after`` or ``state``, or ``after`` beyond the encounter's version; 4404 unknown
    encounter."""
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
    with_presence = _flag(presence_flag)
    if with_presence is None:
        await socket.close(code=BAD_REQUEST, reason=f"presence must be true or false, got {presence_flag[:20]!r}")
        return
    opened = await open_encounter(socket, eid)
    if opened is None:
        return
    identity, loaded = opened
    if from_version > loaded.version:
        await socket.close(
            code=BAD_REQUEST, reason=f"after={from_version} is beyond the encounter's version {loaded.version}"
        )
        return
    limits: Limits = socket.app.state.limits
    try:
        with limits.feed(identity.token_id):
            await _serve(
                socket,
                eid,
                listener(identity.audience, from_version, with_state, with_presence),
                loaded.version,
                identity,
            )
    except TooManyRequests as exc:
        await socket.close(code=TOO_MANY, reason=f"{exc.detail} (Retry-After: {exc.retry_after})"[:120])


async def still_valid(tokens: Any, token_id: str) -> bool:
    """Whether an open feed's token still holds, asked every ``RECHECK_S``: ``tokens.valid``,
    except that a database that does not answer now (``StoreUnavailable``: away, or every
    connection busy) keeps the feed open until the next recheck asks again. A revocation is
    not missed meanwhile: it is published to every process and cuts the feed at once
    (``Hub.cut_on_revoke``); only a process that hears neither Redis nor PostgreSQL keeps
    serving a revoked feed, and it has no new events to send it. (A failed recheck used to end
    the feed with an internal error, 4500: the capacity run, issue 23.)"""
    try:
        return bool(await tokens.valid(token_id))
    except StoreUnavailable:
        log.info("token recheck: the database did not answer; the feed stays open until the next")
        return True


REVOKED = (UNAUTHENTICATED, "this token was revoked; ask the GM for a new one")


async def _serve(socket: WebSocket[Any, Any, Any], eid: str, me: Listener, head: int, identity: Identity) -> None:
    """Send the feed, as ``identity`` may see it, until the client leaves, its token is
    revoked (published by any process, or found by a check every ``RECHECK_S``), it falls
    behind (``FELL_BEHIND``) or the database stops answering its catch-up (``UNAVAILABLE``).

    Two tasks: one sends (the catch-up, then whatever the room queues; while the socket
    takes frames from the room it only waits, ``fray.live.feed.follow``), one reads (pongs,
    the client leaving). Everything else that ends a feed calls back (a revocation, the
    listener falling behind, a failed recheck) instead of a task waiting for it: at
    thousands of idle feeds each waiting task and its bookkeeping is memory that counts
    (docs/performance.md). An error in either task is logged and raised (Litestar closes
    with 4500)."""
    hub: Hub = socket.app.state.hub
    tokens = socket.app.state.tokens
    loop = asyncio.get_running_loop()
    ending: asyncio.Future[tuple[int, str] | None] = loop.create_future()  # the close to send (None: gone)
    failed: list[BaseException] = []
    sending = asyncio.Lock()  # the sender and the pongs share the socket

    def end(why: tuple[int, str] | None) -> None:
        if not ending.done():
            ending.set_result(why)

    async def send_all() -> None:
        try:
            async for message in follow(hub, eid, me, head, sink=frame_sink(socket)):
                async with sending:
                    await socket.send_data(message.text, mode="text")
                del message  # an idle feed holds nothing it sent
        except FellBehind as exc:
            end((FELL_BEHIND, behind_reason(exc.version)))
        except StoreUnavailable:
            end((UNAVAILABLE, UNAVAILABLE_REASON))
        except GONE:  # the client left while a message was on its way: it is gone, not an error
            end(None)

    async def read_all() -> None:
        try:
            while True:
                pong = pong_for(await socket.receive_data(mode="text"))
                if pong is not None:
                    async with sending:
                        await socket.send_data(pong, mode="text")
        except GONE:
            end(None)

    async def recheck() -> None:
        if not await still_valid(tokens, identity.token_id):
            end(REVOKED)

    def finished(task: asyncio.Task[None]) -> None:
        if not task.cancelled() and task.exception() is not None:
            failed.append(task.exception())  # type: ignore[arg-type]  # not None: just asked
        end(None)  # neither ends on its own but through end(), or with an error

    checking: list[asyncio.Task[None]] = []

    def start_recheck() -> None:
        checking[:] = [loop.create_task(recheck())]
        timer[0] = loop.call_later(RECHECK_S, start_recheck)

    timer = [loop.call_later(RECHECK_S, start_recheck)]
    me.on_behind = lambda: end((FELL_BEHIND, behind_reason(None)))
    tasks = [loop.create_task(send_all()), loop.create_task(read_all())]
    try:
        with hub.on_revoke(identity.token_id, lambda: end(REVOKED)):
            for task in tasks:
                task.add_done_callback(finished)
            closing = await ending
    finally:
        timer[0].cancel()
        for task in (*tasks, *checking):
            task.cancel()
        await asyncio.wait([*tasks, *checking])
    if failed:
        log.error("the feed of encounter %s ended with an error", eid, exc_info=failed[0])
        raise failed[0]
    if closing is not None:
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(2):  # a client that never reads may never take the close frame
                await socket.close(code=closing[0], reason=closing[1])


def frame_sink(socket: WebSocket[Any, Any, Any]) -> Sink | None:
    """A sink that writes each live message's frame straight to the socket, when the server
    offers it (``fray serve``: ``fray.server.websocket``); else None, and the feed sends
    through the ASGI ``send``. The sink refuses a message (the feed is then behind) when the
    client holds too much unsent."""
    frames = (socket.scope.get("extensions") or {}).get(FRAMES)
    if frames is None:
        return None
    write: Callable[[bytes], bool] = frames["write"]  # type: ignore[assignment]  # an extension's dict holds objects
    return lambda message: write(frame_of(message))


def behind_reason(version: int | None) -> str:
    """The close reason of a feed whose client fell behind."""
    at = "" if version is None else f" (last sent: version {version})"
    return f"fell behind{at}; reconnect with after=<your last version>"


LAST_EVENT_ID = Annotated[
    str | None,
    HeaderParameter(
        name="Last-Event-ID",
        required=False,
        max_length=20,
        description="The last version the client has (what an EventSource sends when it reconnects); overrides after.",
    ),
]


@get(
    "/encounters/{encounter_id:uuid}/feed",
    operation_id="streamEncounterFeed",
    tags=["live"],
    media_type="text/event-stream",
    security=SECURITY,
    response_description="The feed as Server-Sent Events",
    opt={
        "event_stream": (
            "Server-Sent Events: each feed message (a FeedMessage, see x-feed-message-schema) as an SSE "
            "event whose type is its kind (event, hidden, state, presence) and whose data is its JSON; "
            "events and hidden placeholders carry their version as the SSE id. A client that falls "
            "behind gets an event fell-behind and the stream ends: reconnect with Last-Event-ID. A "
            "token revoked while the stream is open ends it with an event revoked. A comment line "
            "every 30 s keeps a quiet stream open through proxies."
        )
    },
    responses=problem_responses(400, 401, 404, 429, 503),
)
async def encounter_feed_events(
    request: Request[Any, Any, Any],
    encounter_id: FromPath[UUID],
    after: Annotated[
        int, QueryParameter(ge=0, le=MAX_VERSION, description="Only events with a version above this.")
    ] = 0,
    state_flag: Annotated[
        str, QueryParameter(name="state", description="Also send the state after each batch (true or false).")
    ] = "false",
    presence_flag: Annotated[
        str, QueryParameter(name="presence", description="Also send who is connected, when it changes (true or false).")
    ] = "false",
    last_event_id: LAST_EVENT_ID = None,
) -> ServerSentEvent:
    """The live feed as Server-Sent Events, beside the WebSocket and with the same
    semantics: the events after ``after`` (or after ``Last-Event-ID``), as the token may see
    them, then each new one; with ``state=true`` the state after each batch; with
    ``presence=true`` who is connected. The token goes in ``Authorization: Bearer`` (use a
    fetch-based EventSource; a query parameter would put it in logs); a token revoked while the
    stream is open ends it within ``RECHECK_S`` seconds (an event ``revoked``). A comment line
    every ``RECHECK_S`` keeps proxies from closing a quiet stream. 400 for a ``Last-Event-ID``
    that is not a version or a flag that is not true or false; 404 for a version beyond the
    encounter's; 429 when the token has too many feeds open."""
    eid = str(encounter_id)
    with_state, with_presence = _flag(state_flag), _flag(presence_flag)
    if with_state is None or with_presence is None:
        bad, value = ("state", state_flag) if with_state is None else ("presence", presence_flag)
        raise ValidationException(f"{bad} must be true or false, got {value[:20]!r}")
    source = "after"
    if last_event_id is not None:
        resumed = parse_version(last_event_id)
        if resumed is None:
            raise ValidationException(f"Last-Event-ID must be a version number 0 or more, got {last_event_id[:20]!r}")
        after, source = resumed, "Last-Event-ID"
    identity = identity_of(request)
    loaded = (await service_of(request).views.current(eid)).state
    if after > loaded.version:
        raise VersionOutOfRange(f"the encounter is at version {loaded.version}; {source} {after} is beyond it")
    limits: Limits = request.app.state.limits
    with limits.feed(identity.token_id):
        pass  # 429 now, as a problem document, if the token has its feeds open; held below
    hub: Hub = request.app.state.hub
    tokens = request.app.state.tokens
    me = listener(identity.audience, after, with_state, with_presence)

    async def messages() -> AsyncIterator[ServerSentEventMessage]:
        feed = follow(hub, eid, me, loaded.version, kind="sse")
        nxt: asyncio.Future[Outgoing] | None = None
        with limits.feed(identity.token_id), hub.cut_on_revoke(identity.token_id) as cut:
            cutting = asyncio.ensure_future(cut.wait())
            try:
                while True:
                    nxt = asyncio.ensure_future(anext(feed))
                    while True:
                        done, _ = await asyncio.wait(
                            {nxt, cutting}, timeout=RECHECK_S, return_when=asyncio.FIRST_COMPLETED
                        )
                        if cut.is_set() or (not done and not await still_valid(tokens, identity.token_id)):
                            yield ServerSentEventMessage(
                                data="this token was revoked; ask the GM for a new one", event="revoked"
                            )
                            return
                        if nxt in done:
                            break
                        yield ServerSentEventMessage(comment="still here")
                    message = nxt.result()
                    versioned = message.kind in ("event", "hidden")
                    yield ServerSentEventMessage(
                        data=message.text, event=message.kind, id=message.version if versioned else None
                    )
            except FellBehind as exc:
                yield ServerSentEventMessage(data=behind_reason(exc.version), event="fell-behind")
            finally:
                cutting.cancel()
                if nxt is not None and not nxt.done():
                    nxt.cancel()  # ends the feed's generator where it waits
                    await asyncio.wait({nxt})
                else:
                    await feed.aclose()

    return ServerSentEvent(messages())
