"""``/docs``: interactive API docs that work with no internet.

Litestar's render plugins load Swagger UI from a CDN by default, so the page is blank offline.
Fray serves Swagger UI's own files from the ``swagger-ui-bundle-v2`` package under
``/docs/assets`` and points the page at them; the page shows the published document
(:func:`fray.api.openapi.publish`), the same bytes as ``/docs/openapi.json``. Swagger UI is
served at ``/docs`` and ``/docs/swagger``.
"""

from __future__ import annotations

from typing import Any

from litestar import Request
from litestar.handlers import HTTPRouteHandler
from litestar.openapi.plugins import SwaggerRenderPlugin
from litestar.static_files import create_static_files_router
from swagger_ui_bundle import swagger_ui_path  # type: ignore[import-untyped]

from fray.api.openapi import published_json

ASSETS = "/docs/assets"


class OfflineSwaggerPlugin(SwaggerRenderPlugin):
    """Swagger UI from Fray's own ``/docs/assets``, showing the published document."""

    def __init__(self) -> None:
        super().__init__(
            js_url=f"{ASSETS}/swagger-ui-bundle.js",
            css_url=f"{ASSETS}/swagger-ui.css",
            standalone_preset_js_url=f"{ASSETS}/swagger-ui-standalone-preset.js",
            favicon=f"<link rel='icon' type='image/png' href='{ASSETS}/favicon-32x32.png'>",
            path=["/", "/swagger"],
        )

    @staticmethod
    def render_json(request: Request[Any, Any, Any], openapi_schema: dict[str, Any]) -> bytes:
        return published_json(request, openapi_schema)


def docs_assets() -> HTTPRouteHandler:
    """The route serving Swagger UI's files (scripts, CSS, icons) at ``/docs/assets``."""
    return create_static_files_router(  # type: ignore[return-value]
        path=ASSETS, directories=[str(swagger_ui_path)], include_in_schema=False, cache_control=None, name="docs-assets"
    )
