"""``GET /encounters/{id}/verify``: recompute the encounter's hash chain (``fray.store.chain``)."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from litestar import Request, get
from litestar.params import FromPath

from fray.api.context import service_of
from fray.api.encounters import SECURITY
from fray.api.schemas import problem_responses
from fray.store.chain import ChainReport


@get(
    "/encounters/{encounter_id:uuid}/verify",
    operation_id="verifyEncounter",
    tags=["history"],
    responses=problem_responses(401, 404, 503),
    security=SECURITY,
)
async def verify_encounter(request: Request[Any, Any, Any], encounter_id: FromPath[UUID]) -> ChainReport:
    """Recompute the hash chain of the encounter's stored log, event by event: ``ok`` when
    every hash follows from its event and the one before, else ``broken_at`` names the first
    version that does not. ``head_hash`` is the last event's hash: a client that saw a head
    hash earlier checks that the chain still passes through it (the event log also shows
    each event's ``hash``). Events written before the chain existed are counted, not
    chained (``chained_from`` is the first chained version). Any token of the encounter may
    ask: the hashes give nothing away (each event's salt is redacted with the event)."""
    return await service_of(request).views.verify(str(encounter_id))
