"""A correct ``Allow`` header on ``OPTIONS`` answers (RFC 9110 §10.2.1).

Litestar answers ``OPTIONS`` by itself, but where two handlers share a path (``GET`` and
``POST /encounters``) the answer lists only the methods of the first one it built
(``OPTIONS, POST``). This hook rewrites ``Allow`` on every ``OPTIONS`` answer with the methods
of the whole route, as the app's routing table has them. (A ``405`` carries Litestar's own,
correct ``Allow``: ``fray.api.problems`` keeps it.)
"""

from __future__ import annotations

from collections.abc import Sequence

from litestar.datastructures import MutableScopeHeaders
from litestar.routes import HTTPRoute
from litestar.types import Message, Scope


def allowed_methods(routes: Sequence[object]) -> dict[int, str]:
    """``id(route handler)`` → the ``Allow`` value of its route (methods sorted)."""
    return {
        id(handler): ", ".join(sorted(route.methods))
        for route in routes
        if isinstance(route, HTTPRoute)
        for handler in route.route_handlers
    }


async def fix_allow(message: Message, scope: Scope) -> None:
    """``before_send`` hook: on the start of an ``OPTIONS`` answer, set ``Allow`` to every
    method the matched route serves."""
    if message["type"] != "http.response.start" or scope.get("method") != "OPTIONS":
        return
    app = scope["litestar_app"]
    table = getattr(app.state, "allow_by_handler", None)
    if table is None:
        table = app.state.allow_by_handler = allowed_methods(app.routes)
    allow = table.get(id(scope.get("route_handler")))
    if allow is not None:
        MutableScopeHeaders.from_message(message)["Allow"] = allow
