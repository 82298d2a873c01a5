"""``POST /encounters/{id}/commands``: the one door every command goes through.

The body is a command, tagged by ``type`` (``"advance_turn"``, ``"unlit-spires.melee_attack"`` …).
The accepted union is every registered command, built when the app is made, so a new ruleset
adds commands without editing this module. The body is decoded strictly (``fray.api.bodies``).
"""

from __future__ import annotations

from typing import Annotated, Union
from uuid import UUID

from litestar import Response, post
from litestar.di import NamedDependency, Provide
from litestar.handlers import HTTPRouteHandler
from litestar.params import FromPath, HeaderParameter, QueryParameter, SkipValidation

from fray.api.bodies import json_body
from fray.api.encounters import (
    ETAG,
    IdempotencyKey,
    IfMatch,
    parse_if_match,
    provide_encounters,
    result_response,
)
from fray.api.schemas import CommandResponse, problem_responses
from fray.domain.commands import Command
from fray.encounters import Encounters


def command_handler(command_classes: tuple[type[Command], ...]) -> HTTPRouteHandler:
    """The route handler for commands, accepting any of ``command_classes``."""
    strict = json_body(Union[command_classes])

    @post(
        "/encounters/{encounter_id:uuid}/commands",
        operation_id="sendCommand",
        tags=["encounters"],
        status_code=200,
        responses=problem_responses(400, 404, 409, 412, 413, 415, 422, 503),
        response_headers=[ETAG],
        before_request=strict["before_request"],
        dependencies={"encounters": Provide(provide_encounters, sync_to_thread=False), **strict["dependencies"]},
        opt=strict["opt"],
    )
    async def send_command(
        encounter_id: FromPath[UUID],
        payload: SkipValidation[NamedDependency[Command]],
        encounters: NamedDependency[Encounters],
        if_match: IfMatch = None,
        idempotency_key: IdempotencyKey = None,
        actor: Annotated[str | None, HeaderParameter(name="X-Fray-Actor", required=False, max_length=100)] = None,
        dry_run: Annotated[bool, QueryParameter(description="Answer what the command would append and the "
                                                "state after it, and store nothing.")] = False,
    ) -> Response[CommandResponse]:
        """Send a command to the encounter. Its events are appended in one transaction and
        published live; the response has the events, the new version (also the ``ETag``) and
        the new state. A refused command appends nothing and returns a problem document:
        404 unknown encounter or combatant, 409 against the rules or a version conflict,
        412 ``If-Match`` no longer current, 422 not possible in this ruleset. With
        ``dry_run=true`` nothing is stored: the answer is what would be appended (``dry_run``
        is true, the events have position 0) and the state after it."""
        result = await encounters.handle(
            str(encounter_id),
            payload,
            if_match=parse_if_match(if_match),
            actor=actor,
            idempotency_key=idempotency_key,
            dry_run=dry_run,
        )
        return result_response(result)

    return send_command
