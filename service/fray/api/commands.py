"""``POST /encounters/{id}/commands``: the one door every command goes through.

The body is a command, tagged by ``type`` (``"advance_turn"``, ``"unlit-spires.melee_attack"`` …).
The accepted union is every registered command, built when the app is made, so a new ruleset
adds commands without editing this module. The body is decoded strictly (``fray.api.bodies``).
"""

from __future__ import annotations

from typing import Annotated, Any, Union
from uuid import UUID

from litestar import Request, Response, post
from litestar.di import NamedDependency
from litestar.handlers import HTTPRouteHandler
from litestar.params import FromPath, QueryParameter, SkipValidation

from fray.api.auth import identity_of
from fray.api.bodies import json_body
from fray.api.context import service_of
from fray.api.encounters import (
    ETAG,
    SECURITY,
    IdempotencyKey,
    IfMatch,
    parse_if_match,
    result_response,
)
from fray.api.limits import Limits
from fray.api.schemas import CommandResponse, problem_responses
from fray.domain.commands import Command
from fray.domain.errors import DomainError
from fray.policy.access import Identity
from fray.policy.visibility import Sight
from fray.service_layer.bootstrap import Service
from fray.service_layer.errors import EncounterNotFound
from fray.service_layer.handler import CommandResult


def command_handler(command_classes: tuple[type[Command], ...]) -> HTTPRouteHandler:
    """The route handler for commands, accepting any of ``command_classes``."""
    strict = json_body(Union[command_classes])  # noqa: UP007  # a union built at run time

    @post(
        "/encounters/{encounter_id:uuid}/commands",
        operation_id="sendCommand",
        tags=["encounters"],
        status_code=200,
        responses=problem_responses(400, 401, 403, 404, 409, 412, 413, 415, 422, 429, 503),
        response_headers=[ETAG],
        **strict,
        security=SECURITY,
    )
    async def send_command(
        request: Request[Any, Any, Any],
        encounter_id: FromPath[UUID],
        payload: SkipValidation[NamedDependency[Command]],
        if_match: IfMatch = None,
        idempotency_key: IdempotencyKey = None,
        dry_run: Annotated[
            bool,
            QueryParameter(
                description="Answer what the command would append and the "
                "state after it, and store nothing (the GM's only)."
            ),
        ] = False,
    ) -> Response[CommandResponse]:
        """Send a command to the encounter. Its events are appended in one transaction and
        published live; the response has the events, the new version (also the ``ETag``) and
        the new state. A refused command appends nothing and returns a problem document:
        404 unknown encounter or combatant, 409 against the rules or a version conflict,
        412 ``If-Match`` no longer current, 422 not possible in this ruleset. With
        ``dry_run=true`` nothing is stored: the answer is what would be appended (``dry_run``
        is true, the events have position 0) and the state after it.

        Needs a token (401 without one): the GM's may send anything; a player's only commands
        whose actor is one of its combatants (403 otherwise; a combatant it cannot see is a
        404 worded as for an unknown id); a spectator's none. The events record the token's
        identity as their actor. Commands per second are limited per token (429)."""
        identity = identity_of(request)
        result = await run_command(
            service_of(request),
            request.app.state.limits,
            identity,
            str(encounter_id),
            payload,
            if_match=if_match,
            idempotency_key=idempotency_key,
            dry_run=dry_run,
        )
        return result_response(result, audience=identity.audience)

    return send_command


async def run_command(
    service: Service,
    limits: Limits,
    identity: Identity,
    encounter_id: str,
    payload: Command,
    *,
    if_match: str | None,
    idempotency_key: str | None,
    dry_run: bool,
) -> CommandResult:
    """Count the command against ``identity``'s limit, then decide and append it (or, with
    ``dry_run``, decide it only): what ``send_command`` does between reading the request and
    answering, shared with its plain ASGI path (``fray.api.fast_commands``). ``if_match`` is
    the header's text (already valid against ``IF_MATCH``). Raises ``TooManyRequests`` (429),
    and the service's errors; for a token other than the GM's, an error is worded as that
    token may see the encounter (``Sight.error``: a combatant it cannot see is unknown)."""
    limits.command(identity.token_id)
    try:
        return await service.commands.handle(
            encounter_id,
            payload,
            if_match=parse_if_match(if_match),
            identity=identity,
            idempotency_key=idempotency_key,
            dry_run=dry_run,
        )
    except DomainError as exc:
        if identity.is_gm or isinstance(exc, EncounterNotFound):
            raise
        state = (await service.views.current(encounter_id)).state
        raise Sight(state, identity.audience).error(exc) from None
