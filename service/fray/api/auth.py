"""Tokens at the edge: ``Authorization: Bearer <token>`` resolved to an ``Identity``.

Every encounter route depends on :func:`provide_identity`: no token (or a malformed header) is
401, a token that was never issued or was revoked is 401, and a valid token for another
encounter reads as that encounter not existing (404, worded exactly as for an unknown id), so
a token never tells which other encounters exist. What the identity may then do is
``fray.policy.access``'s rule (403). RFC 6750: a 401 carries ``WWW-Authenticate: Bearer``.

The WebSocket feed takes the same token on its handshake's ``Authorization`` header or, for
browsers (which cannot set that header on a WebSocket), as its first message (``fray.api.feed``).
"""

from __future__ import annotations

import uuid
from typing import Any

from litestar import Request
from litestar.connection import ASGIConnection
from litestar.di import Provide

from fray.policy.access import Identity, Unauthenticated
from fray.service_layer.encounters import EncounterNotFound
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
        raise EncounterNotFound(f"no encounter {encounter_id}; create one with POST /encounters")
    return Identity(
        encounter_id=record.encounter_id, role=record.role, combatant_ids=record.combatant_ids, token_id=record.token_id
    )


def path_encounter(connection: ASGIConnection[Any, Any, Any, Any]) -> str | None:
    """The ``encounter_id`` of the route, as text, or None."""
    value = connection.path_params.get("encounter_id")
    if isinstance(value, uuid.UUID):
        return str(value)
    return None if value is None else str(value)


async def provide_identity(request: Request[Any, Any, Any]) -> Identity:
    """The caller's identity on this route's encounter (or any, on a route without one)."""
    tokens: PostgresTokens = request.app.state.tokens
    return await identify(tokens, bearer(request.headers.get("authorization")), path_encounter(request))


IDENTITY = {"identity": Provide(provide_identity)}
"""Route dependencies that give a handler ``identity: Identity``."""
