"""``POST /encounters/{id}/commands`` as a plain ASGI path: the busiest route, without
Litestar's machinery in between (issue 22).

A command went through Litestar's routing (the path trie), the authentication middleware's
connection object, the ``before_request`` hook, the signature model that parses and validates
the query and header parameters, the body dependency, the handler, and the conversion of a
``Response`` into an ``ASGIResponse``: about a quarter of a worker's CPU per command (py-spy,
c = 16). This path does what they do for the one request shape a client sends, and nothing
else; it is still the same route:

- the same checks, read from the same definitions: the bearer token (``fray.api.auth``), the
  ``If-Match`` pattern and the ``Idempotency-Key`` length of the route's header parameters
  (``fray.api.encounters``), the strict body decoder of the route's own body type
  (``fray.api.bodies``, from the handler's ``opt["body"]``), the request size limit;
- the same service call, ``run_command`` (``fray.api.commands``), which the Litestar handler
  calls too: the limit per token, ``service.commands.handle`` (where a command's metrics and
  spans are recorded, ``fray.observe``), the refusal worded as the token may see it;
- the same answer: the body encoded as Litestar encodes it, the same headers; a refusal goes
  to the app's exception handlers (``fray.api.problems``) through Litestar's own exception
  middleware; Litestar's compression (the app's ``COMPRESSION``) and CORS send wrappers and
  the app's ``before_send`` hooks wrap ``send`` in the order Litestar's stack has them.

What is not that one shape is handed to Litestar unchanged, before anything is read or
counted: another path form (an upper-case id, a trailing slash, a root path), another query,
a header it does not read as Litestar would (a repeated one, a ``Content-Type`` that is not
exactly ``application/json``, no ``Content-Length`` or one over the limit, chunked, an
``If-Match`` or ``Idempotency-Key`` its parameter refuses, a host header the router refuses,
no token or a malformed ``Authorization``), and a token that does not identify (401, 404, 503:
nothing is counted before it). A body that does not decode is handed over too, its bytes
replayed: decoding counts nothing, and Litestar's problem document for it is the reference.
So every answer is Litestar's own or one built from the same parts, and a refused command
appends nothing on either path.

It is installed in ``fray.server.app`` (``FrayApp``, the app ``create_app`` builds, so the
test client goes through it as ``fray serve`` does). A toggle, for comparing both paths only:
``Settings.fast_commands`` False (``FRAY_FAST_COMMANDS=0``) leaves it out, as the bench's
before-and-after runs do; ``app.fast_commands = None`` does so at run time, as the tests that
send each request both ways do (``tests/integration/test_fast_commands.py``).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any
from uuid import UUID

import msgspec
from litestar._asgi.utils import is_valid_host
from litestar.config.compression import CompressionConfig
from litestar.config.cors import CORSConfig
from litestar.enums import CompressionEncoding
from litestar.handlers import HTTPRouteHandler
from litestar.middleware._internal.cors import CORSMiddleware
from litestar.middleware._internal.exceptions.middleware import ExceptionHandlerMiddleware
from litestar.middleware.compression.middleware import CompressionMiddleware
from litestar.serialization import default_serializer
from litestar.types import ASGIApp, Message, Receive, Scope, Send
from litestar.utils.scope.state import ScopeState

from fray.api.auth import bearer, identify
from fray.api.bodies import JsonBody
from fray.api.commands import run_command
from fray.api.encounters import IF_MATCH, result_body
from fray.api.problems import MAX_BODY_BYTES
from fray.api.schemas import CommandResponse
from fray.policy.access import Identity

if TYPE_CHECKING:
    from litestar import Litestar

PATH = re.compile(r"/encounters/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/commands")
"""The route's path with an id as ``str(UUID)`` writes it (what Litestar's ``uuid`` converter
gives back unchanged); another spelling of an id is Litestar's to read."""

QUERIES = {b"": False, b"dry_run=true": True, b"dry_run=false": False}
"""The query strings taken here, with the ``dry_run`` each means."""

_READ = frozenset(
    (
        b"authorization",
        b"content-type",
        b"content-length",
        b"transfer-encoding",
        b"if-match",
        b"idempotency-key",
        b"accept-encoding",
        b"origin",
        b"cookie",
        b"host",
    )
)
"""The request headers this path reads (or, for ``transfer-encoding``, refuses to read)."""

_IF_MATCH = re.compile(IF_MATCH)
_IF_MATCH_MAX = 100  # IfMatch's max_length
_KEY_MAX = 200  # IdempotencyKey's max_length
_ENCODER = msgspec.json.Encoder(enc_hook=default_serializer)  # what Response.render uses


class Plain(msgspec.Struct):
    """What a plain request says: the encounter's id, the token, the headers' values."""

    encounter_id: str
    token: str
    dry_run: bool
    if_match: str | None
    idempotency_key: str | None
    headers: dict[bytes, bytes]


def plain(scope: Scope, max_body: int | None = MAX_BODY_BYTES) -> Plain | None:
    """The request's fields if it is one this path answers as Litestar would (see the module),
    else None. ``max_body``: the route's request body limit in bytes (None: none). Reads the
    scope only."""
    if scope.get("root_path") or (dry_run := QUERIES.get(scope["query_string"])) is None:
        return None
    match = PATH.fullmatch(scope["path"])
    if match is None:
        return None
    headers: dict[bytes, bytes] = {}
    for name, value in scope["headers"]:
        if name in _READ:
            if name in headers:
                return None
            headers[name] = value
    length = headers.get(b"content-length")
    if (
        headers.get(b"content-type") != b"application/json"
        or b"transfer-encoding" in headers
        or length is None
        or not length.isdigit()
        or (max_body is not None and int(length) > max_body)
        or (b"host" in headers and not is_valid_host(headers[b"host"]))
    ):
        return None
    if_match = _text(headers.get(b"if-match"))
    if if_match is not None and (len(if_match) > _IF_MATCH_MAX or not _IF_MATCH.search(if_match)):
        return None
    key = _text(headers.get(b"idempotency-key"))
    if key is not None and not 1 <= len(key) <= _KEY_MAX:
        return None
    try:
        token = bearer(_text(headers.get(b"authorization")))
    except Exception:  # Unauthenticated: Litestar's 401
        return None
    if token is None:
        return None
    return Plain(match[1], token, dry_run, if_match, key, headers)


def _text(value: bytes | None) -> str | None:
    return None if value is None else value.decode("latin-1")  # as Litestar decodes headers


async def read_body(receive: Receive) -> bytes | None:
    """The request's body, or None when the client went away before sending all of it."""
    chunks: list[bytes] = []
    while True:
        message = await receive()
        if message["type"] != "http.request":
            return None
        chunks.append(message.get("body", b""))
        if not message.get("more_body", False):
            return chunks[0] if len(chunks) == 1 else b"".join(chunks)


def replayed(body: bytes, receive: Receive) -> Receive:
    """``receive`` that gives ``body`` again first, as one message, then what ``receive`` gives."""
    sent = False

    async def again() -> Any:
        nonlocal sent
        if sent:
            return await receive()
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    return again


class FastCommands:
    """The plain path of ``app``'s command route ``handler``; ``litestar`` is the app's own
    ASGI entry point, which gets every request this path does not answer."""

    def __init__(
        self,
        app: Litestar,
        handler: HTTPRouteHandler,
        litestar: ASGIApp,
        compression: CompressionConfig | None,
        cors: CORSConfig | None,
    ) -> None:
        self._app = app
        self._handler = handler
        self.litestar = litestar
        self._body = JsonBody(handler.opt["body"])
        self._max_body = handler.resolve_request_max_body_size()
        self._path_template = "/encounters/{encounter_id:uuid}/commands"
        noop: ASGIApp = litestar  # never called: the middlewares are used for their send wrappers
        self._compression = CompressionMiddleware(app=noop, config=compression) if compression else None
        self._cors = CORSMiddleware(app=noop, config=cors) if cors else None
        self._errors = ExceptionHandlerMiddleware(app=noop, debug=None)
        self._before_send = list(app.before_send)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        request = plain(scope, self._max_body)
        if request is None:
            await self.litestar(scope, receive, send)
            return
        app = self._app
        try:
            identity = await identify(app.state.tokens, request.token, request.encounter_id)
        except Exception:  # 401, 404, 503: nothing was counted yet, Litestar answers it
            await self.litestar(scope, receive, send)
            return
        raw = await read_body(receive)
        if raw is None:
            return  # nobody to answer
        try:
            payload = self._body.decode(raw)
        except Exception:  # InvalidBody, RecursionError: Litestar's 400, from the same bytes
            await self.litestar(scope, replayed(raw, receive), send)
            return
        scope["app"] = scope["litestar_app"] = app
        scope.setdefault("state", {})
        send = self._wrap(scope, send, request.headers)
        try:
            result = await run_command(
                app.state.service,
                app.state.limits,
                identity,
                request.encounter_id,
                payload,
                if_match=request.if_match,
                idempotency_key=request.idempotency_key,
                dry_run=request.dry_run,
            )
        except Exception as exc:
            await self._refuse(scope, receive, send, exc, request, identity)
            return
        body = _ENCODER.encode(CommandResponse(**result_body(result, identity.audience)))
        stands = result.version - len(result.events) if result.dry_run else result.version
        headers = [
            (b"etag", f'"{stands}"'.encode()),
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
        ]
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await send({"type": "http.response.body", "body": body, "more_body": False})

    def _wrap(self, scope: Scope, send: Send, headers: dict[bytes, bytes]) -> Send:
        """``send`` inside the wrappers Litestar's stack puts around this route, outermost
        first: the ``before_send`` hooks, CORS (with an ``Origin``), compression (with an
        ``Accept-Encoding`` that names one it uses)."""
        if self._before_send:
            send = _hooked(send, scope, self._before_send)
        if self._cors is not None and (origin := headers.get(b"origin")) is not None:
            send = self._cors.send_wrapper(send, origin.decode("latin-1"), b"cookie" in headers)
        if self._compression is not None:  # its exclusions (the feeds, /play/) never match this path
            config = self._compression.config
            accepted = headers.get(b"accept-encoding", b"").decode("latin-1")
            if config.compression_facade.encoding in accepted:
                send = self._compression.create_compression_send_wrapper(
                    send, config.compression_facade.encoding, scope
                )
            elif config.gzip_fallback and CompressionEncoding.GZIP in accepted:
                send = self._compression.create_compression_send_wrapper(send, CompressionEncoding.GZIP, scope)
        return send

    async def _refuse(
        self, scope: Scope, receive: Receive, send: Send, exc: Exception, request: Plain, identity: Identity
    ) -> None:
        """Answer ``exc`` as Litestar's exception middleware does on this route: the route's
        exception handlers (the app's, ``fray.api.problems``) with a ``Request`` of the scope
        as the route would have it."""
        scope["route_handler"] = self._handler
        scope["path_params"] = {"encounter_id": UUID(request.encounter_id)}  # type: ignore[dict-item]  # Litestar's converted value
        scope["path_template"] = self._path_template
        scope["user"] = identity
        scope["auth"] = None
        ScopeState.from_scope(scope).exception_handlers = self._handler.resolve_exception_handlers()
        for hook in self._app.after_exception:
            await hook(exc, scope)
        await self._errors.handle_request_exception(self._app, scope, receive, send, exc)


def _hooked(send: Send, scope: Scope, hooks: list[Callable[[Message, Scope], Awaitable[Any]]]) -> Send:
    async def hooked(message: Message) -> None:
        for hook in hooks:
            await hook(message, scope)
        await send(message)

    return hooked
