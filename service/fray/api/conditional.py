"""Conditional GETs: ``If-None-Match`` answered with ``304 Not Modified``.

The table's files are sent with ``Cache-Control: no-cache`` and an ``ETag`` (``api/web.py``), so
a browser asks again each time; without this hook every answer was the whole file again. A
``before_send`` hook, so it sees the answer as it leaves (after compression): on the start of a
200 to a ``GET`` or ``HEAD`` whose ``ETag`` is among the request's ``If-None-Match``, the status
becomes 304, the body is dropped and its length and encoding headers with it.

Only for requests without ``Authorization``, or answers marked ``Cache-Control: public``: an
answer that depends on who asks (a state redacted for a player) is cached by a browser under
its address alone, so it is never revalidated this way (an encounter's state has its version as
``ETag`` for ``If-Match`` instead); the rulesets, libraries and spell lists are the same for
everyone and say so (``fray.api.release``).
"""

from __future__ import annotations

from litestar.datastructures import Headers, MutableScopeHeaders
from litestar.enums import ScopeType
from litestar.types import Message, Scope

_FLAG = "fray_not_modified"


def _tags(value: str) -> set[str]:
    """The entity tags of an ``If-None-Match`` value, weak ones compared as strong (RFC 9110
    §13.1.2 uses the weak comparison for it)."""
    return {t.strip().removeprefix("W/") for t in value.split(",") if t.strip()}


async def not_modified(message: Message, scope: Scope) -> None:
    """``before_send`` hook: a 200 whose ``ETag`` the client already has becomes a bodiless 304."""
    if scope["type"] != ScopeType.HTTP or scope.get("method") not in ("GET", "HEAD"):
        return
    if message["type"] == "http.response.start":
        if message["status"] != 200:
            return
        request = Headers.from_scope(scope)
        wanted = request.get("if-none-match")
        if not wanted:
            return
        headers = MutableScopeHeaders.from_message(message)
        if "authorization" in request and "public" not in (headers.get("cache-control") or ""):
            return
        etag = headers.get("etag")
        if etag is None or not ({etag.removeprefix("W/"), "*"} & _tags(wanted)):
            return
        message["status"] = 304
        for name in ("content-length", "content-encoding", "content-type"):
            if name in headers:
                del headers[name]
        scope.setdefault("state", {})[_FLAG] = True
    elif message["type"] == "http.response.body" and scope.get("state", {}).get(_FLAG):
        message["body"] = b""
