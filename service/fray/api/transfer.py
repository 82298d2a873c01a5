"""``GET /encounters/{id}/export`` and ``POST /encounters/import``: an encounter's log as a file
(JSON Lines, ``fray.service_layer.transfer``), to move it between servers and prove it untouched."""

from __future__ import annotations

from typing import Any
from uuid import UUID

import msgspec
from litestar import Request, Response, get, post
from litestar.datastructures import ResponseHeader
from litestar.exceptions import HTTPException
from litestar.params import FromPath
from litestar.response import Stream

from fray.api.auth import PUBLIC
from fray.api.context import service_of, tokens_of
from fray.api.encounters import ETAG, LOCATION, SECURITY, client_address
from fray.api.guards import gm_does
from fray.api.limits import Limits
from fray.api.schemas import problem_responses
from fray.domain.state import StateView, view
from fray.service_layer.transfer import MAX_IMPORT_BYTES, MEDIA_TYPE, ExportLine

ACCEPTED = (MEDIA_TYPE, "application/jsonl", "application/x-jsonlines")
DISPOSITION = ResponseHeader(
    name="Content-Disposition", documentation_only=True, description='attachment; filename="encounter-<id>.jsonl"'
)


class ImportedEncounter(msgspec.Struct, frozen=True, kw_only=True):
    """An imported encounter: its id (the one its log was created with), how many ``events``
    were stored, where its hash chain begins (``chained_from``; None: the log had none), its
    state after the last event (``state``, with the head hash), and the GM's token for it
    (``gm_token``, shown this once)."""

    encounter_id: str
    events: int
    chained_from: int | None
    state: StateView
    gm_token: str
    token_id: str


@get(
    "/encounters/{encounter_id:uuid}/export",
    operation_id="exportEncounter",
    tags=["history"],
    media_type=MEDIA_TYPE,
    responses=problem_responses(401, 403, 404, 503),
    response_headers=[DISPOSITION],
    security=SECURITY,
    **gm_does("export the encounter", {"ndjson_response": ExportLine}),
)
async def export_encounter(request: Request[Any, Any, Any], encounter_id: FromPath[UUID]) -> Stream:
    """The encounter's log as JSON Lines (``application/x-ndjson``): one stored event a line,
    in version order, with its ``version``, ``type``, ``schema_version``, ``data`` (as
    stored), the ``metadata`` an import keeps, its hash-chain ``salt`` and ``hash``, and
    ``recorded_at``. The file verifies by itself (the chain covers every line) and
    ``POST /encounters/import`` takes it. The GM's: the file holds every secret and salt
    (403 for other tokens)."""
    eid = str(encounter_id)
    lines = await service_of(request).views.export(eid)
    return Stream(
        lines, media_type=MEDIA_TYPE, headers={"Content-Disposition": f'attachment; filename="encounter-{eid}.jsonl"'}
    )


async def _ndjson_only(request: Request[Any, Any, Any]) -> None:
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind not in ACCEPTED:
        raise HTTPException(
            status_code=415,
            detail=(f"send the exported log as {MEDIA_TYPE} (one event a line), not {kind or 'no content type'}"),
        )


@post(
    "/encounters/import",
    operation_id="importEncounter",
    tags=["history"],
    status_code=201,
    request_max_body_size=MAX_IMPORT_BYTES,
    before_request=_ndjson_only,
    responses=problem_responses(400, 409, 413, 415, 422, 429, 503),
    response_headers=[LOCATION, ETAG],
    opt={"ndjson_body": ExportLine, **PUBLIC},
)
async def import_encounter(request: Request[Any, Any, Any]) -> Response[ImportedEncounter]:
    """Store an exported log (``GET /encounters/{id}/export``) as the encounter it records,
    under the same id. The body is read as it arrives (up to 64 MiB) and every line is checked
    before anything is stored: its shape, versions 1, 2, 3 … in order, the event and its
    metadata, the hash chain, and that the log folds. All or nothing; a refused file is a 422
    whose ``line`` names its first problem, and an encounter this server has already is a 409
    (a copy of it here is a fork). Like a create, it needs no token, is limited per client
    address (429), and answers with the GM's token for the imported encounter (``gm_token``,
    shown this once)."""
    limits: Limits = request.app.state.limits
    limits.create(client_address(request))
    imported = await service_of(request).commands.import_log(request.stream())
    secret, record = await tokens_of(request).issue(imported.encounter_id, "gm", label="importer", issued_by="import")
    body = ImportedEncounter(
        encounter_id=imported.encounter_id,
        events=len(imported.rows),
        chained_from=imported.chained_from,
        state=view(imported.state, imported.head_hash),
        gm_token=secret,
        token_id=record.token_id,
    )
    return Response(
        body,
        status_code=201,
        headers={"Location": f"/encounters/{imported.encounter_id}", "ETag": f'"{imported.state.version}"'},
    )
