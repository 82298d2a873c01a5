"""Tokens at the edge: ``Authorization: Bearer <token>`` resolved to an ``Identity``, once per
request, by the authentication middleware (``TokenAuthentication``), which every HTTP route
passes through unless it is marked ``exclude_from_auth`` (creating or importing an encounter,
the rulesets, health, the docs and the page). The handler reads it as ``request.user``
(``identity_of``). No token (or a malformed header) is 401, a token that was never issued or
was revoked is 401, and a valid token for another encounter reads as that encounter not
existing (404, worded exactly as for an unknown id), so a token never tells which other
encounters exist. What the identity may then do is ``fray.policy.access``'s rule (403; the GM's
routes say so once, with the guard ``fray.api.guards.gm_only``). RFC 6750: a 401 carries
``WWW-Authenticate: Bearer``.

The WebSocket feed takes the same token on its handshake's ``Authorization`` header or, for
browsers (which cannot set that header on a WebSocket), as its first message (``fray.api.feed``).
"""

from __future__ import annotations

import uuid
from typing import Any

from litestar.connection import ASGIConnection
from litestar.enums import ScopeType
from litestar.middleware import AbstractAuthenticationMiddleware, AuthenticationResult
from litestar.middleware.base import DefineMiddleware

from fray.policy.access import Identity, Unauthenticated
from fray.service_layer.errors import missing
from fray.store.tokens import PREFIX, PostgresTokens, TokenRecord

MAX_TOKEN = 200


def bearer(header: str | None) -> str | None:
    """The token of an ``Authorization: Bearer <token>`` header, or None when there is none.
    Raises ``Unauthenticated`` for another scheme or a malformed value."""
    if header is None or not header.strip():
        return None
    scheme, _, token = header.strip().partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token or len(token) > MAX_TOKEN or " " in token:
        raise Unauthenticated('send the token as "Authorization: Bearer <token>"')
    return token


async def identify(tokens: PostgresTokens, secret: str | None, encounter_id: str | None) -> Identity:
    """The identity of token ``secret`` on ``encounter_id`` (None: any encounter, for lists).
    Raises ``Unauthenticated`` (no token, an unknown or revoked one) or ``EncounterNotFound``
    (a token of another encounter, worded as for an unknown one)."""
    if secret is None:
        raise Unauthenticated(
            'this needs a token: send "Authorization: Bearer <token>" (creating an '
            "encounter returns its GM's token; the GM issues players' and spectators')"
        )
    record: TokenRecord | None = None
    if secret.startswith(PREFIX):
        record = await tokens.resolve(secret)
    if record is None:
        raise Unauthenticated("this token is not one Fray issued; ask the GM for one")
    if record.revoked_at is not None:
        raise Unauthenticated("this token was revoked; ask the GM for a new one")
    if encounter_id is not None and record.encounter_id != encounter_id:
        raise missing(encounter_id)
    return Identity(
        encounter_id=record.encounter_id, role=record.role, combatant_ids=record.combatant_ids, token_id=record.token_id
    )


def path_encounter(connection: ASGIConnection[Any, Any, Any, Any]) -> str | None:
    """The ``encounter_id`` of the route, as text, or None."""
    value = connection.path_params.get("encounter_id")
    if isinstance(value, uuid.UUID):
        return str(value)
    return None if value is None else str(value)


class TokenAuthentication(AbstractAuthenticationMiddleware):
    """Resolves the request's bearer token to the caller's ``Identity`` on the route's
    encounter (or any, on a route without one), once, before guards and handlers run."""

    async def authenticate_request(self, connection: ASGIConnection[Any, Any, Any, Any]) -> AuthenticationResult:
        tokens: PostgresTokens = connection.app.state.tokens
        secret = bearer(connection.headers.get("authorization"))
        return AuthenticationResult(user=await identify(tokens, secret, path_encounter(connection)), auth=None)


AUTHENTICATION = DefineMiddleware(TokenAuthentication, scopes={ScopeType.HTTP}, exclude=[r"^/$|^/(?!encounters)[a-z]"])
"""The app's authentication middleware: every HTTP route under ``/encounters`` unless marked
``PUBLIC`` (the rulesets, health, the docs and the page need no token; a WebSocket feed takes
its token on its handshake or as its first message, ``fray.api.feed``)."""

PUBLIC = {"exclude_from_auth": True}
"""Route ``opt`` of a route that needs no token."""


def identity_of(connection: ASGIConnection[Any, Any, Any, Any]) -> Identity:
    """The caller's identity, as the authentication middleware set it."""
    identity = connection.scope.get("user")
    assert isinstance(identity, Identity), "a route that reads the identity must not be exclude_from_auth"
    return identity
