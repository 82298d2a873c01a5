"""Schemathesis hooks for the fuzz run (``schemathesis.toml``: ``hooks``): JSON Lines, which it
does not know. A generated import body (one object of the line schema) is sent as one line; an
export's lines are each checked against the line schema (the first one is returned to it)."""

from __future__ import annotations

import json
from typing import Any

import schemathesis


@schemathesis.serializer("application/x-ndjson")
def ndjson_body(ctx: Any, value: Any) -> bytes:
    """A generated body as JSON Lines: a list as one line an item, anything else as one line."""
    if isinstance(value, (bytes, bytearray)):
        return bytes(value)
    items = value if isinstance(value, list) else [value]
    return "".join(json.dumps(item) + "\n" for item in items).encode()


@schemathesis.deserializer("application/x-ndjson")
def ndjson_response(ctx: Any, response: Any) -> Any:
    """An export: every line must be JSON; the first is validated against the line schema."""
    lines = [json.loads(line) for line in response.content.splitlines() if line.strip()]
    return lines[0] if lines else None
