"""``/encounters/{id}/tokens``: the GM issues, lists and revokes the encounter's tokens; any
token can ask who it is (``/tokens/current``). Secrets are shown once, when issued."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from litestar import Controller, Request, delete, get, post
from litestar.di import NamedDependency
from litestar.params import FromPath, SkipValidation

from fray.api.auth import identity_of
from fray.api.bodies import json_body
from fray.api.context import service_of, tokens_of
from fray.api.encounters import SECURITY
from fray.api.guards import gm_does, gm_only
from fray.api.schemas import IssuedToken, IssueToken, Revocation, TokenInfo, problem_responses
from fray.domain.errors import InvalidCommand
from fray.policy.access import TokenNotFound
from fray.store.tokens import TokenRecord


def token_info(record: TokenRecord) -> TokenInfo:
    """A token record as the API shows it."""
    return TokenInfo(
        token_id=record.token_id,
        encounter_id=record.encounter_id,
        role=record.role,
        combatant_ids=record.combatant_ids,
        label=record.label,
        issued_by=record.issued_by,
        created_at=record.created_at.isoformat(),
        revoked_at=record.revoked_at.isoformat() if record.revoked_at else None,
    )


class TokenController(Controller):
    """``/encounters/{encounter_id}/tokens``: who may read and play this encounter."""

    path = "/encounters/{encounter_id:uuid}/tokens"
    tags = ["tokens"]
    security = SECURITY

    @post(
        "/",
        operation_id="issueToken",
        status_code=201,
        **json_body(IssueToken, {"gm_does": "issue tokens"}),
        responses=problem_responses(400, 401, 403, 404, 413, 415, 422, 503),
        guards=[gm_only],
    )
    async def issue(
        self,
        request: Request[Any, Any, Any],
        encounter_id: FromPath[UUID],
        payload: SkipValidation[NamedDependency[IssueToken]],
    ) -> IssuedToken:
        """Issue a token (the GM's only): a ``player``'s, bound to one or more combatants (it
        acts only for them, and sees what they see), a ``spectator``'s (reads only), or another
        ``gm``'s. The secret (``token``) is shown this once. A player's combatants need not
        have joined yet."""
        identity = identity_of(request)
        eid = str(encounter_id)
        await service_of(request).views.current(eid)
        if payload.role == "player" and not payload.combatant_ids:
            raise InvalidCommand("a player's token acts for one or more combatants: give combatant_ids")
        if payload.role != "player" and payload.combatant_ids:
            raise InvalidCommand(f"a {payload.role}'s token acts for no combatant: leave combatant_ids out")
        secret, record = await tokens_of(request).issue(
            eid, payload.role, tuple(dict.fromkeys(payload.combatant_ids)), payload.label, issued_by=identity.actor
        )
        info = token_info(record)
        return IssuedToken(**{f: getattr(info, f) for f in info.__struct_fields__}, token=secret)

    @get("/", operation_id="listTokens", responses=problem_responses(401, 403, 404, 503), **gm_does("list tokens"))
    async def list_tokens(self, request: Request[Any, Any, Any], encounter_id: FromPath[UUID]) -> list[TokenInfo]:
        """Every token of the encounter, revoked ones too (``revoked_at``), without secrets
        (the GM's only)."""
        return [token_info(r) for r in await tokens_of(request).list(str(encounter_id))]

    @get("/current", operation_id="currentToken", responses=problem_responses(401, 404, 503))
    async def current(self, request: Request[Any, Any, Any], encounter_id: FromPath[UUID]) -> TokenInfo:
        """The caller's own token: its role and the combatants it acts for (any token)."""
        identity = identity_of(request)
        found = [r for r in await tokens_of(request).list(str(encounter_id)) if r.token_id == identity.token_id]
        return token_info(found[0])

    @delete(
        "/{token_id:uuid}",
        operation_id="revokeToken",
        status_code=200,
        responses=problem_responses(401, 403, 404, 503),
        **gm_does("revoke tokens"),
    )
    async def revoke(
        self, request: Request[Any, Any, Any], encounter_id: FromPath[UUID], token_id: FromPath[UUID]
    ) -> Revocation:
        """Revoke one token (the GM's only; the GM's own too). 404 for a token this encounter
        never had; revoking a revoked token revokes nothing. Every process drops it from its
        token cache and closes its open feeds at once (4401; SSE: ``revoked``) when told
        through Redis; without Redis, within a feed's next check (``RECHECK_S``)."""
        tokens = tokens_of(request)
        eid = str(encounter_id)
        known = {r.token_id for r in await tokens.list(eid)}
        if str(token_id) not in known:
            raise TokenNotFound(f"this encounter has no token {token_id}; GET …/tokens lists them")
        return await _revoked(request, await tokens.revoke(eid, [str(token_id)], identity_of(request).actor))

    @post(
        "/revoke-all",
        operation_id="revokeAllTokens",
        status_code=200,
        responses=problem_responses(401, 403, 404, 503),
        **gm_does("revoke every access"),
    )
    async def revoke_all(self, request: Request[Any, Any, Any], encounter_id: FromPath[UUID]) -> Revocation:
        """Revoke every access to the encounter but the caller's own GM token (the GM's only):
        the one who locks the table keeps its key, and revokes it too with ``DELETE
        …/tokens/{token_id}`` if they mean to. Nothing is deleted; an operator can always issue
        a new GM token (``fray token``)."""
        identity, tokens = identity_of(request), tokens_of(request)
        others = [r.token_id for r in await tokens.list(str(encounter_id)) if r.token_id != identity.token_id]
        return await _revoked(
            request, await tokens.revoke(str(encounter_id), others, identity.actor) if others else set()
        )


async def _revoked(request: Request[Any, Any, Any], token_ids: set[str]) -> Revocation:
    """Tell every process of ``token_ids`` revoked (``fray.live.hub.Hub.revoke``: caches
    dropped, open feeds closed at once) and answer how many."""
    await request.app.state.hub.revoke(token_ids)
    return Revocation(len(token_ids))
