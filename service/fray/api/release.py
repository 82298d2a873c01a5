"""Validators for what changes only with a release: ``GET /rulesets``, the creature libraries
and the spell lists.

Their answers are the same for everyone (no token changes them) and the same until Fray is
upgraded, so each carries an ``ETag`` (a digest of the JSON body it sends, so any change of the
data, a release's or a developer's, changes it) and ``Cache-Control: public, no-cache`` (a
browser keeps it and asks again each time). A client that sends the tag back in
``If-None-Match`` gets ``304 Not Modified`` with no body (``fray.api.conditional``; ``public``
lets it do so for a request that carries a token too, RFC 9111 §3.5). The tag is weak
(``W/"…"``): the same JSON travels as identity, gzip or brotli bytes, and RFC 9110 §8.8.3 asks
a strong tag to name the bytes.
"""

from __future__ import annotations

import hashlib
from typing import Any, TypeVar

import msgspec
from litestar import Response

T = TypeVar("T")
CACHE_CONTROL = "public, no-cache"
OPT = "release_cached"
"""The handler ``opt`` key that marks a route as answered this way (the document then lists its
``If-None-Match``, its 304 and its headers: ``fray.api.openapi``)."""


def tag_of(body: bytes) -> str:
    """The weak entity tag of a JSON body: ``W/"<24 hex digits>"`` (BLAKE2b, 96 bits)."""
    return f'W/"{hashlib.blake2b(body, digest_size=12).hexdigest()}"'


def released(body: T) -> Response[T]:
    """``body`` as a 200 with its ``ETag`` and ``Cache-Control: public, no-cache``."""
    encoded = msgspec.json.encode(body)
    return Response(body, headers={"ETag": tag_of(encoded), "Cache-Control": CACHE_CONTROL})


def document(op: dict[str, Any]) -> None:
    """An OpenAPI operation's ``If-None-Match`` parameter, its ``304`` and its 200's headers."""
    op.setdefault("parameters", []).append(
        {
            "name": "If-None-Match",
            "in": "header",
            "required": False,
            "description": "The ETag of an answer you already have (or several, comma-separated, or *): "
            "304 with no body while it still stands; any other value is a 200 with the answer.",
            "schema": {"type": "string"},
        }
    )
    responses = op.setdefault("responses", {})
    responses["304"] = {
        "description": "Not Modified: the answer whose ETag was sent in If-None-Match still stands (no body)."
    }
    ok = responses.get("200")
    if ok is not None:
        headers = ok.setdefault("headers", {})
        headers["ETag"] = {
            "description": 'A weak tag of this answer, e.g. W/"3f2a…": send it as If-None-Match.',
            "required": True,
            "schema": {"type": "string", "pattern": '^W/"[0-9a-f]{24}"$'},
        }
        headers["Cache-Control"] = {
            "description": "public, no-cache: keep it, and ask again with If-None-Match each time.",
            "required": True,
            "schema": {"type": "string", "const": CACHE_CONTROL},
        }
