"""The encounters resource: create, list, read state, read the log, send commands."""

from typing import Annotated, Any
from uuid import UUID

from litestar import Controller, Request, Response, get, post
from litestar.datastructures import ResponseHeader, State
from litestar.di import NamedDependency, Provide
from litestar.exceptions import HTTPException
from litestar.openapi import ResponseSpec
from litestar.params import FromPath, HeaderParameter, JSONBody, QueryParameter

from fray.api.schemas import (
    CommandResponse,
    CreateEncounter,
    EncounterSummary,
    EventPage,
    problem_responses,
)
from fray.domain.state import view
from fray.encounters import CommandResult, Encounters

IfMatch = Annotated[
    str | None,
    HeaderParameter(name="If-Match", required=False, description="Only apply if the encounter is at this version (its ETag)."),
]
IdempotencyKey = Annotated[
    str | None,
    HeaderParameter(
        name="Idempotency-Key",
        required=False,
        min_length=1,
        max_length=200,
        description="A unique key per command; a retry with the same key appends nothing and returns the first result.",
    ),
]


MAX_VERSION = 2**31 - 1  # stream versions are PostgreSQL integers
ETAG = ResponseHeader(name="ETag", documentation_only=True,
                      description='The encounter\'s version after the request, e.g. "7" (send it as If-Match).')
LOCATION = ResponseHeader(name="Location", documentation_only=True, description="The new encounter's URL.")


async def require_json(request: Request) -> None:
    """Refuse a body that is not declared ``application/json`` (415): a command is never sent
    as a form or plain text, which also keeps cross-site forms from driving an encounter."""
    if request.content_type[0] != "application/json":
        raise HTTPException(status_code=415, detail=(
            f"send the body as application/json (got {request.content_type[0] or 'no Content-Type'})"))


def provide_encounters(state: State) -> Encounters:
    """The app's :class:`Encounters` service (built in the app's lifespan)."""
    return state.encounters


def parse_if_match(value: str | None) -> int | None:
    """The version named by an ``If-Match`` header (``"7"``, ``W/"7"`` or ``7``); None if absent
    or ``*`` (any current version, RFC 9110). Raises ``InvalidCommand`` for anything else."""
    from fray.domain.errors import InvalidCommand

    if value is None or value.strip() == "*":
        return None
    raw = value.strip().removeprefix("W/").strip('"')
    version = parse_version(raw)
    if version is None:
        raise InvalidCommand(f"If-Match must be an encounter version such as \"7\" (its ETag), got {value[:40]!r}")
    return version


def parse_version(raw: str) -> int | None:
    """``raw`` as a stream version (ASCII digits, 0 to 2³¹ − 1), or None if it is not one."""
    if not (raw.isascii() and raw.isdigit()) or len(raw) > 10 or int(raw) > MAX_VERSION:
        return None
    return int(raw)


def result_response(result: CommandResult, status_code: int = 200) -> Response[CommandResponse]:
    """A command's result as a response, with the new version as ``ETag``."""
    body = CommandResponse(
        version=result.version, events=result.events, state=view(result.state), replayed=result.replayed
    )
    return Response(body, status_code=status_code, headers={"ETag": f'"{result.version}"'})


class EncounterController(Controller):
    """``/encounters``: one event stream per encounter."""

    path = "/encounters"
    tags = ["encounters"]
    dependencies = {"encounters": Provide(provide_encounters, sync_to_thread=False)}

    @post("/", operation_id="createEncounter", status_code=201,
          responses={200: ResponseSpec(CommandResponse, description="A retried create (same Idempotency-Key): the first result", generate_examples=False),
                     **problem_responses(400, 413, 415, 422)},
          response_headers=[LOCATION, ETAG], before_request=require_json)
    async def create(
        self, data: JSONBody[CreateEncounter], encounters: NamedDependency[Encounters], idempotency_key: IdempotencyKey = None
    ) -> Response[CommandResponse]:
        """Start an encounter under a ruleset. Returns its first event and state (201)."""
        result = await encounters.create(
            data.ruleset, data.name, data.options, data.core, idempotency_key=idempotency_key
        )
        response = result_response(result, 200 if result.replayed else 201)
        response.headers["Location"] = f"/encounters/{result.state.encounter_id}"
        return response

    @get("/", operation_id="listEncounters", responses=problem_responses(400))
    async def list_encounters(
        self, encounters: NamedDependency[Encounters], limit: Annotated[int, QueryParameter(ge=1, le=500)] = 100
    ) -> list[EncounterSummary]:
        """The newest encounters first."""
        firsts = await encounters.store.list_streams(limit)
        return [
            EncounterSummary(
                encounter_id=e.stream_id,
                ruleset=getattr(e.data, "ruleset", ""),
                name=getattr(e.data, "name", ""),
                created_at=e.recorded_at.isoformat(),
            )
            for e in firsts
        ]

    @get("/{encounter_id:uuid}", operation_id="getEncounter", responses=problem_responses(404),
         response_headers=[ETAG])
    async def get_state(self, encounter_id: FromPath[UUID], encounters: NamedDependency[Encounters]) -> Response[Any]:
        """The encounter's current state (its projection); ``ETag`` is its version."""
        state = await encounters.load(str(encounter_id))
        return Response(view(state), headers={"ETag": f'"{state.version}"'})

    @get("/{encounter_id:uuid}/events", operation_id="getEncounterEvents", responses=problem_responses(400, 404))
    async def events(
        self,
        encounter_id: FromPath[UUID],
        encounters: NamedDependency[Encounters],
        after: Annotated[int, QueryParameter(ge=0, le=MAX_VERSION, description="Only events with a version above this.")] = 0,
        to: Annotated[int | None, QueryParameter(ge=1, le=MAX_VERSION, description="Only events up to this version.")] = None,
    ) -> EventPage:
        """The encounter's event log, from ``after`` (exclusive) to ``to`` (inclusive)."""
        state = await encounters.load(str(encounter_id))
        events = await encounters.store.read_stream(str(encounter_id), after=after, to=to)
        return EventPage(encounter_id=str(encounter_id), version=state.version, events=events)
