"""``POST /encounters/{id}/fork``: a new encounter from another's state (``fray.domain.fork``)."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec
from litestar import Request, Response, post
from litestar.di import NamedDependency
from litestar.params import FromPath, SkipValidation

from fray.api.bodies import json_body
from fray.api.context import service_of, tokens_of
from fray.api.encounters import (
    ETAG,
    LOCATION,
    MAX_VERSION,
    SECURITY,
    IdempotencyKey,
    replayed_create,
    result_body,
)
from fray.api.guards import gm_does
from fray.api.schemas import CreatedEncounter, problem_responses

CombatantId = Annotated[str, msgspec.Meta(min_length=1, max_length=100)]


class ForkEncounter(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """Start a new encounter from this one's state at ``version`` (default: now), named
    ``name`` (default: the old name, "fork at N"). Without ``combatants`` it is a fork of the
    whole state, turn state and all ("what if the fireball had missed"); with them, only those
    combatants are carried on, as they ended (hit points, magic points, spent resources,
    lasting conditions), turn state cleared: the next fight of a campaign, where rests are
    allowed before round 1."""

    version: Annotated[int, msgspec.Meta(ge=1, le=MAX_VERSION)] | None = None
    name: Annotated[str, msgspec.Meta(min_length=1, max_length=200)] | None = None
    combatants: Annotated[tuple[CombatantId, ...], msgspec.Meta(max_length=500)] | None = None


_BODY = json_body(ForkEncounter)


@post(
    "/encounters/{encounter_id:uuid}/fork",
    operation_id="forkEncounter",
    tags=["history"],
    status_code=201,
    responses={**replayed_create("fork"), **problem_responses(400, 401, 403, 404, 413, 415, 422, 503)},
    response_headers=[LOCATION, ETAG],
    before_request=_BODY["before_request"],
    dependencies=_BODY["dependencies"],
    security=SECURITY,
    **gm_does("fork the encounter", _BODY["opt"]),
)
async def fork_encounter(
    request: Request[Any, Any, Any],
    encounter_id: FromPath[UUID],
    payload: SkipValidation[NamedDependency[ForkEncounter]],
    idempotency_key: IdempotencyKey = None,
) -> Response[CreatedEncounter]:
    """Fork the encounter (see the body). The new stream's first event,
    ``encounter_forked``, records where it came from (encounter, version, head hash, the
    combatants kept) and carries the state it starts from. Returns it and the new state
    (201, ``Location`` the new encounter) and the GM's token for the new encounter
    (``gm_token``, shown this once); 404 for a version or combatant it does not have. The GM's
    (403 for other tokens)."""
    result = await service_of(request).commands.fork(
        str(encounter_id), payload.version, payload.name, payload.combatants, idempotency_key=idempotency_key
    )
    eid = result.state.encounter_id
    secret, record = await tokens_of(request).issue(eid, "gm", label="forker", issued_by="fork")
    body = CreatedEncounter(**result_body(result), gm_token=secret, token_id=record.token_id)
    headers = {"ETag": f'"{result.version}"', "Location": f"/encounters/{eid}"}
    return Response(body, status_code=200 if result.replayed else 201, headers=headers)
