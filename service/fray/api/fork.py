"""``POST /encounters/{id}/fork``: a new encounter from another's state (``fray.domain.fork``)."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

import msgspec
from litestar import Response, post
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, SkipValidation

from fray.api.bodies import json_body
from fray.api.encounters import ETAG, LOCATION, MAX_VERSION, IdempotencyKey, provide_encounters, result_response
from fray.api.schemas import CommandResponse, problem_responses
from fray.encounters import Encounters

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


@post("/encounters/{encounter_id:uuid}/fork", operation_id="forkEncounter", tags=["history"], status_code=201,
      responses=problem_responses(400, 404, 413, 415, 422, 503), response_headers=[LOCATION, ETAG],
      before_request=_BODY["before_request"], opt=_BODY["opt"],
      dependencies={"encounters": Provide(provide_encounters, sync_to_thread=False), **_BODY["dependencies"]})
async def fork_encounter(encounter_id: FromPath[UUID], payload: SkipValidation[NamedDependency[ForkEncounter]],
                         encounters: NamedDependency[Encounters], idempotency_key: IdempotencyKey = None
                         ) -> Response[CommandResponse]:
    """Fork the encounter (see the body). The new stream's first event,
    ``encounter_forked``, records where it came from (encounter, version, head hash, the
    combatants kept) and carries the state it starts from. Returns it and the new state
    (201, ``Location`` the new encounter); 404 for a version or combatant it does not have."""
    result = await encounters.fork(str(encounter_id), payload.version, payload.name, payload.combatants,
                                   idempotency_key=idempotency_key)
    response = result_response(result, 200 if result.replayed else 201)
    response.headers["Location"] = f"/encounters/{result.state.encounter_id}"
    return response
