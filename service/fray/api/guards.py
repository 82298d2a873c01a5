"""Who may call a route, said once on the route (litestar-fullstack's ``guards``): the GM's
routes carry ``guards=[gm_only]`` and say in their ``opt`` what the caller was doing
(``{"gm_does": "fork the encounter"}``), for the 403's words."""

from __future__ import annotations

from typing import Any

from litestar.connection import ASGIConnection
from litestar.handlers.base import BaseRouteHandler

from fray.api.auth import identity_of
from fray.policy.access import require_gm


def gm_only(connection: ASGIConnection[Any, Any, Any, Any], route_handler: BaseRouteHandler) -> None:
    """Raise ``Forbidden`` (403) unless the caller's token is a GM's of the route's encounter."""
    require_gm(identity_of(connection), str(route_handler.opt.get("gm_does", "do this")))


def gm_does(doing: str, opt: dict[str, Any] | None = None) -> dict[str, Any]:
    """A GM-only route's ``guards`` and ``opt`` (with the route's own ``opt``), e.g.
    ``@get(…, **gm_does("export the encounter"))``."""
    return {"guards": [gm_only], "opt": {**(opt or {}), "gm_does": doing}}
