"""What a handler takes from the app, once per process, with no dependency to resolve per
request: the service layer and the token store (both built in the app's lifespan,
``fray.server.app``)."""

from __future__ import annotations

from typing import Any

from litestar.connection import ASGIConnection

from fray.service_layer.bootstrap import Service
from fray.store.tokens import PostgresTokens


def service_of(connection: ASGIConnection[Any, Any, Any, Any]) -> Service:
    """The process's service layer (repository, command handler, read views)."""
    service: Service = connection.app.state.service
    return service


def tokens_of(connection: ASGIConnection[Any, Any, Any, Any]) -> PostgresTokens:
    """The process's token store."""
    tokens: PostgresTokens = connection.app.state.tokens
    return tokens
