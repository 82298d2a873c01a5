"""``/play``: the table in a browser, Fray's own web client, served by Fray itself.

The client is plain ES modules and CSS in ``service/fray/web/`` (no build step): what the
browser gets is the files in the repository. It uses only the public API (``/encounters``,
``/rulesets``, the feed and ``/docs/openapi.json`` for the command schemas), as any third party
would. ``/`` redirects to ``/play/``. Files are sent with ``Cache-Control: no-cache`` (the
browser revalidates each with its ETag: ``fray.api.conditional`` answers 304 when it has it),
so a new Fray never runs with an old page's modules; gzipped by the app's compression.

Tokens travel in the page's fragment (``/play/#e=<id>&token=…``), which browsers never send to
a server, so no proxy or access log sees them.
"""

from __future__ import annotations

from pathlib import Path

from litestar import get
from litestar.datastructures import CacheControlHeader
from litestar.response import Redirect
from litestar.router import Router
from litestar.static_files import create_static_files_router

WEB_DIR = Path(__file__).resolve().parent.parent / "web"
PLAY = "/play"


@get("/", include_in_schema=False, sync_to_thread=False, name="front-door")
def front_door() -> Redirect:
    """``/``: the table in a browser (a 302 to ``/play/``)."""
    return Redirect(f"{PLAY}/", status_code=302)


def web_client() -> Router:
    """The static route serving ``service/fray/web/`` at ``/play`` (``index.html`` for the
    folder itself), out of the OpenAPI document."""
    return create_static_files_router(
        path=PLAY,
        directories=[str(WEB_DIR)],
        html_mode=True,
        include_in_schema=False,
        cache_control=CacheControlHeader(no_cache=True),
        name="web-client",
    )
