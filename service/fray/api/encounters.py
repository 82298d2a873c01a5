"""The encounters resource: create, list, read state, read the log, send commands."""

from typing import Annotated
from uuid import UUID

from litestar import Controller, Response, get, post
from litestar.datastructures import ResponseHeader, State
from litestar.di import NamedDependency, Provide
from litestar.openapi import ResponseSpec
from litestar.params import FromPath, HeaderParameter, QueryParameter, SkipValidation

from fray.api.bodies import json_body
from fray.api.schemas import (
    CommandResponse,
    CreateEncounter,
    EncounterSummary,
    EventPage,
    problem_responses,
)
from fray.domain.errors import InvalidCommand
from fray.domain.state import StateView, view
from fray.encounters import CommandResult, Encounters

IF_MATCH = r'^\s*(\*|(W/)?"[0-9]+"|[0-9]+)\s*$'
IfMatch = Annotated[
    str | None,
    HeaderParameter(name="If-Match", required=False, pattern=IF_MATCH, max_length=100,
                    description='Only apply if the encounter is at this version (its ETag, e.g. "7"; '
                                "`*`: any). Anything else, an empty value included, is a 400."),
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


PAGE_MAX = 1000  # events in one page of the log
MAX_VERSION = 2**31 - 1  # stream versions are PostgreSQL integers
ETAG = ResponseHeader(name="ETag", documentation_only=True,
                      description='The encounter\'s version after the request, e.g. "7" (send it as If-Match).')
LOCATION = ResponseHeader(name="Location", documentation_only=True, description="The new encounter's URL.")


def provide_encounters(state: State) -> Encounters:
    """The app's :class:`Encounters` service (built in the app's lifespan)."""
    return state.encounters


def parse_if_match(value: str | None) -> int | None:
    """The version named by an ``If-Match`` header (``"7"``, ``W/"7"`` or ``7``); None if absent
    or ``*`` (any current version, RFC 9110). The header's pattern (``IF_MATCH``, checked by
    Litestar: a 400 otherwise) admits only these; a number past the largest stream version
    names no version an encounter can be at, so it is read as that largest one (then 412)."""
    if value is None or value.strip() == "*":
        return None
    digits = value.strip().removeprefix("W/").strip('"')
    version = parse_version(digits)
    return MAX_VERSION if version is None else version


def parse_version(raw: str) -> int | None:
    """``raw`` as a stream version (ASCII digits, 0 to 2³¹ − 1), or None if it is not one."""
    if not (raw.isascii() and raw.isdigit()) or len(raw) > 10 or int(raw) > MAX_VERSION:
        return None
    return int(raw)


def result_response(result: CommandResult, status_code: int = 200) -> Response[CommandResponse]:
    """A command's result as a response, with the new version as ``ETag``."""
    body = CommandResponse(
        version=result.version, events=result.events, state=view(result.state), replayed=result.replayed,
        dry_run=result.dry_run,
    )
    stands = result.version - len(result.events) if result.dry_run else result.version  # a dry run changed nothing
    return Response(body, status_code=status_code, headers={"ETag": f'"{stands}"'})


class EncounterController(Controller):
    """``/encounters``: one event stream per encounter."""

    path = "/encounters"
    tags = ["encounters"]
    dependencies = {"encounters": Provide(provide_encounters, sync_to_thread=False)}

    @post("/", operation_id="createEncounter", status_code=201, **json_body(CreateEncounter),
          responses={200: ResponseSpec(CommandResponse, description="A retried create (same Idempotency-Key): the first result", generate_examples=False),
                     **problem_responses(400, 413, 415, 422, 503)},
          response_headers=[LOCATION, ETAG])
    async def create(
        self, payload: SkipValidation[NamedDependency[CreateEncounter]], encounters: NamedDependency[Encounters],
        idempotency_key: IdempotencyKey = None
    ) -> Response[CommandResponse]:
        """Start an encounter under a ruleset. Returns its first event and state (201)."""
        result = await encounters.create(
            payload.ruleset, payload.name, payload.options, payload.core, idempotency_key=idempotency_key
        )
        response = result_response(result, 200 if result.replayed else 201)
        response.headers["Location"] = f"/encounters/{result.state.encounter_id}"
        return response

    @get("/", operation_id="listEncounters", responses=problem_responses(400, 503))
    async def list_encounters(
        self, encounters: NamedDependency[Encounters], limit: Annotated[int, QueryParameter(ge=1, le=500)] = 100
    ) -> list[EncounterSummary]:
        """The newest encounters first."""
        firsts = await encounters.newest(limit)
        return [
            EncounterSummary(
                encounter_id=e.stream_id,
                ruleset=getattr(e.data, "ruleset", ""),
                name=getattr(e.data, "name", ""),
                created_at=e.recorded_at.isoformat(),
            )
            for e in firsts
        ]

    @get("/{encounter_id:uuid}", operation_id="getEncounter", responses=problem_responses(404, 422, 503),
         response_headers=[ETAG])
    async def get_state(
        self, encounter_id: FromPath[UUID], encounters: NamedDependency[Encounters],
        version: Annotated[int | None, QueryParameter(ge=1, le=MAX_VERSION, description=(
            "The state as it was at this version (with the undos made by then).")) ] = None,
        round: Annotated[int | None, QueryParameter(ge=1, le=100_000, description=(
            "The state as this round began (after the command that started its first turn).")) ] = None,
    ) -> Response[StateView]:
        """The encounter's state, its projection: now, at a past ``version``, or as a past
        ``round`` began (not both); ``ETag`` is the version shown. 404 for a version or round
        the encounter does not have, naming the range."""
        if version is not None and round is not None:
            raise InvalidCommand("give version or round, not both")
        eid = str(encounter_id)
        if version is not None:
            state = await encounters.state_at(eid, version)
        elif round is not None:
            state = await encounters.state_at_round(eid, round)
        else:
            state = await encounters.load(eid)
        return Response(view(state), headers={"ETag": f'"{state.version}"'})

    @get("/{encounter_id:uuid}/events", operation_id="getEncounterEvents", responses=problem_responses(400, 404, 503))
    async def events(
        self,
        encounter_id: FromPath[UUID],
        encounters: NamedDependency[Encounters],
        after: Annotated[int, QueryParameter(ge=0, le=MAX_VERSION, description="Only events with a version above this.")] = 0,
        to: Annotated[int, QueryParameter(ge=1, le=MAX_VERSION, description="Only events up to this version (default: the last).")] = MAX_VERSION,
        limit: Annotated[int, QueryParameter(ge=1, le=PAGE_MAX, description="At most this many events (a page).")] = PAGE_MAX,
    ) -> Response[EventPage]:
        """The encounter's event log, from ``after`` (exclusive) to ``to`` (inclusive), a page
        of at most ``limit`` (1,000) events; ``next`` (and a ``Link: <…>; rel="next"``
        header) names the next page while there is one."""
        eid = str(encounter_id)
        version, events = await encounters.log(eid, after=after, to=min(to, after + limit))
        last = events[-1].version if events else after
        more = last < min(to, version)
        nxt = f"/encounters/{eid}/events?after={last}&limit={limit}" + (f"&to={to}" if to != MAX_VERSION else "")
        page = EventPage(encounter_id=eid, version=version, events=events, next=nxt if more else None)
        return Response(page, headers={"Link": f'<{nxt}>; rel="next"'} if more else {})
