"""The published contract written to ``openapi/``: the app's OpenAPI 3.1 document and the
feed's message schema (``fray openapi``; a test fails when the committed files are stale).
Beside the app factory, not inside the API package, because it builds the app."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec

from fray.api.openapi import FEED_SCHEMA, feed_message_schema, publish
from fray.server.app import create_app
from fray.server.config import Settings


def openapi_document() -> dict[str, Any]:
    """The app's published OpenAPI 3.1 document."""
    app = create_app(Settings(database_url="postgresql://unused/unused"))
    return publish(app.openapi_schema.to_schema(), app)


def render(doc: dict[str, Any]) -> str:
    """The text committed under ``openapi/`` (stable: same document, same bytes)."""
    return msgspec.json.format(msgspec.json.encode(doc, order="sorted"), indent=2).decode() + "\n"


def write_openapi(folder: Path) -> list[Path]:
    """Write ``openapi.json`` and ``feed-message.schema.json`` into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, doc in (("openapi.json", openapi_document()), (FEED_SCHEMA, feed_message_schema())):
        path = folder / name
        path.write_text(render(doc))
        written.append(path)
    return written
