"""Header fields a request may carry once, refused before anything reads them when it carries
more: ``Host`` (RFC 9112 section 3.2: a server answers 400 to a request with more than one)
and ``Authorization`` (a single credential, not a list). A proxy in front of Fray and Fray
could each read another of two copies, and a request's meaning would depend on who reads it.

Checked for every request that Litestar answers (``fray.server.app.FrayApp``); the plain
command path (``fray.api.fast_commands``) hands a request with a repeated field to Litestar,
so it is refused there too."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import msgspec

SINGLE = (b"host", b"authorization")


def repeated(headers: Iterable[tuple[bytes, bytes]]) -> str | None:
    """The name (lower case) of the first field of ``SINGLE`` that ``headers`` (an ASGI
    scope's) carries more than once, else None. Names are compared in lower case: uvicorn's
    WebSocket scope keeps them as the client sent them."""
    seen: set[bytes] = set()
    for name, _ in headers:
        low = bytes(name).lower()
        if low in SINGLE:
            if low in seen:
                return low.decode()
            seen.add(low)
    return None


def problem(name: str, path: str) -> bytes:
    """The 400's body: an RFC 9457 problem document naming the repeated field ``name``."""
    field = "Host" if name == "host" else "Authorization"
    return msgspec.json.encode(
        {
            "status": 400,
            "type": "urn:fray:problem:invalid-request",
            "title": "Invalid request",
            "instance": path,
            "detail": f"the request carries more than one {field} header field; send it once",
        }
    )


async def refuse(scope: dict[str, Any], send: Any, name: str) -> None:
    """Answer the request of ``scope`` with a 400 naming the repeated field ``name``: as an HTTP
    response, or, for a WebSocket handshake, as its HTTP response (the ASGI extension
    ``websocket.http.response``; without it, a close before the handshake is accepted, which
    the server answers 403)."""
    body = problem(name, scope.get("path", ""))
    headers = [(b"content-type", b"application/problem+json"), (b"content-length", str(len(body)).encode())]
    if scope["type"] == "http":
        await send({"type": "http.response.start", "status": 400, "headers": headers})
        await send({"type": "http.response.body", "body": body, "more_body": False})
    elif "websocket.http.response" in (scope.get("extensions") or {}):
        await send({"type": "websocket.http.response.start", "status": 400, "headers": headers})
        await send({"type": "websocket.http.response.body", "body": body, "more_body": False})
    else:
        await send({"type": "websocket.close", "code": 1008, "reason": ""})
