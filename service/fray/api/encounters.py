"""The encounters resource: create, list, read state, read the log, send commands.

Every route but create needs a token (``fray.api.auth``); what it answers is what that
token may see (``fray.policy.visibility``). Each read loads the encounter once
(``fray.service_layer.views``).
"""

from typing import Annotated, Any
from uuid import UUID

from litestar import Controller, Request, Response, get, post
from litestar.datastructures import ResponseHeader
from litestar.di import NamedDependency
from litestar.openapi import ResponseSpec
from litestar.openapi.spec import Example
from litestar.params import FromPath, HeaderParameter, QueryParameter, SkipValidation

from fray.api.auth import PUBLIC, identity_of
from fray.api.bodies import json_body
from fray.api.context import service_of, tokens_of
from fray.api.limits import Limits
from fray.api.query import whole_numbers
from fray.api.schemas import (
    CommandResponse,
    CreatedEncounter,
    CreateEncounter,
    EncounterSummary,
    EventPage,
    problem_responses,
)
from fray.domain.errors import InvalidCommand
from fray.domain.state import StateView
from fray.live.messages import log_entry
from fray.policy.visibility import GM, Audience, Sight
from fray.service_layer.handler import CommandResult
from fray.service_layer.preconditions import IfMatch as IfMatchVersions

SECURITY: list[dict[str, list[str]]] = [{"bearerAuth": []}]
"""OpenAPI: the operation needs ``Authorization: Bearer <token>``."""

_TAG = r'(?:W/)?"[0-9]+"|[0-9]+'
IF_MATCH = rf"^\s*(?:\*|(?:{_TAG})(?:\s*,\s*(?:{_TAG}))*)\s*$"
IfMatch = Annotated[
    str | None,
    HeaderParameter(
        name="If-Match",
        required=False,
        pattern=IF_MATCH,
        max_length=100,
        description='Only apply if the encounter is at this version: its ETag, e.g. `"7"`, or a '
        'list of them (`"7", "8"`: any of these), or `*` (any). Entity tags compare strongly '
        '(RFC 9110 §13.1.1): a weak tag such as `W/"7"` never matches (412). Anything else, an '
        "empty value included, is a 400.",
        examples=[Example(summary="one version", value='"7"'), Example(summary="any of two", value='"7", "8"')],
    ),
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
ETAG = ResponseHeader(
    name="ETag",
    documentation_only=True,
    description='The encounter\'s version after the request, e.g. "7" (send it as If-Match).',
)
LOCATION = ResponseHeader(name="Location", documentation_only=True, description="The new encounter's URL.")


def parse_if_match(value: str | None) -> IfMatchVersions:
    """The versions an ``If-Match`` header admits (RFC 9110 §13.1.1): None if absent or ``*``
    (any current version); the version of one tag (``"7"``, or a bare ``7``); the set of a
    list's (``"7", "8"``). Comparison is strong: a weak tag (``W/"7"``) names no version, so
    a header of weak tags only is the empty set (never matched: 412). The header's pattern
    (``IF_MATCH``, checked by Litestar: a 400 otherwise) admits only these; a number past the
    largest stream version names no version an encounter can be at, so it is read as that
    largest one (then 412)."""
    if value is None or value.strip() == "*":
        return None
    versions = [_tag_version(tag.strip()) for tag in value.split(",")]
    strong = frozenset(v for v in versions if v is not None)
    if len(versions) == 1 and strong:
        (version,) = strong
        return version
    return strong


def _tag_version(tag: str) -> int | None:
    """The version a strong entity tag names (``"7"`` or ``7``), None for a weak one."""
    if tag.startswith("W/"):
        return None
    version = parse_version(tag.strip('"'))
    return MAX_VERSION if version is None else version


def parse_version(raw: str) -> int | None:
    """``raw`` as a stream version (ASCII digits, 0 to 2³¹ − 1), or None if it is not one."""
    if not (raw.isascii() and raw.isdigit()) or len(raw) > 10 or int(raw) > MAX_VERSION:
        return None
    return int(raw)


def result_body(result: CommandResult, audience: Audience = GM) -> dict[str, Any]:
    """The fields of a command's response as ``audience`` may see them."""
    sight = Sight(result.state, audience)
    return {
        "version": result.version,
        "events": [log_entry(sight.event(e)) for e in result.events],
        "state": sight.state(head_hash=result.head),
        "replayed": result.replayed,
        "dry_run": result.dry_run,
    }


def result_response(
    result: CommandResult, status_code: int = 200, audience: Audience = GM
) -> Response[CommandResponse]:
    """A command's result as a response (as ``audience`` may see it), with the encounter's
    version as ``ETag`` (a dry run changed nothing: the version it was decided at)."""
    body = CommandResponse(**result_body(result, audience))
    stands = result.version - len(result.events) if result.dry_run else result.version
    return Response(body, status_code=status_code, headers={"ETag": f'"{stands}"'})


def client_address(request: Request[Any, Any, Any]) -> str:
    """The client's address (uvicorn's, after ``FRAY_FORWARDED_ALLOW_IPS`` proxies)."""
    return request.client.host if request.client else "unknown"


def replayed_create(what: str) -> dict[int, ResponseSpec]:
    """The 200 of an endpoint that makes an encounter (201) when a retry repeats the first
    request's ``Idempotency-Key`` and body: the first result, with a new GM token."""
    return {
        200: ResponseSpec(
            CreatedEncounter,
            description=f"A retried {what} (same Idempotency-Key and body): the first result, with a new GM token",
            generate_examples=False,
        )
    }


class EncounterController(Controller):
    """``/encounters``: one event stream per encounter."""

    path = "/encounters"
    tags = ["encounters"]

    @post(
        "/",
        operation_id="createEncounter",
        status_code=201,
        **json_body(CreateEncounter, PUBLIC),
        responses={**replayed_create("create"), **problem_responses(400, 413, 415, 422, 429, 503)},
        response_headers=[LOCATION, ETAG],
    )
    async def create(
        self,
        request: Request[Any, Any, Any],
        payload: SkipValidation[NamedDependency[CreateEncounter]],
        idempotency_key: IdempotencyKey = None,
    ) -> Response[CreatedEncounter]:
        """Start an encounter under a ruleset. Returns its first event and state (201) and the
        GM's token, shown this once (``gm_token``: send it as ``Authorization: Bearer``). No
        token is needed; creates are limited per client address (429). With an
        ``Idempotency-Key``, a retry of the same body returns the same encounter (200) with a
        new GM token; the encounter's id never comes from the key."""
        limits: Limits = request.app.state.limits
        limits.create(client_address(request))
        result = await service_of(request).commands.create(
            payload.ruleset, payload.name, payload.options, payload.core, idempotency_key=idempotency_key
        )
        eid = result.state.encounter_id
        secret, record = await tokens_of(request).issue(eid, "gm", label="creator", issued_by="create")
        body = CreatedEncounter(**result_body(result), gm_token=secret, token_id=record.token_id)
        headers = {"ETag": f'"{result.version}"', "Location": f"/encounters/{eid}"}
        return Response(body, status_code=200 if result.replayed else 201, headers=headers)

    @get("/", operation_id="listEncounters", responses=problem_responses(400, 401, 503), security=SECURITY)
    async def list_encounters(
        self, request: Request[Any, Any, Any], limit: Annotated[int, QueryParameter(ge=1, le=500)] = 100
    ) -> list[EncounterSummary]:
        """The encounters the caller's token may see (the one it opens), unless archived."""
        identity = identity_of(request)
        listed = await service_of(request).views.listed([identity.encounter_id][:limit])
        return [
            EncounterSummary(
                encounter_id=e.stream_id,
                ruleset=getattr(e.data, "ruleset", ""),
                name=getattr(e.data, "name", ""),
                created_at=e.recorded_at.isoformat(),
                version=state.version,
                role=identity.role,
            )
            for e, state in listed
        ]

    @get(
        "/{encounter_id:uuid}",
        operation_id="getEncounter",
        responses=problem_responses(401, 404, 422, 503),
        response_headers=[ETAG],
        security=SECURITY,
    )
    async def get_state(
        self,
        request: Request[Any, Any, Any],
        encounter_id: FromPath[UUID],
        version: Annotated[
            int | None,
            QueryParameter(
                ge=1, le=MAX_VERSION, description=("The state as it was at this version (with the undos made by then).")
            ),
        ] = None,
        round: Annotated[
            int | None,
            QueryParameter(
                ge=1,
                le=100_000,
                description=("The state as this round began (after the command that started its first turn)."),
            ),
        ] = None,
    ) -> Response[StateView]:
        """The encounter's state, its projection: now, at a past ``version``, or as a past
        ``round`` began (not both); ``ETag`` is the version shown. 404 for a version or round
        the encounter does not have, naming the range. As the caller's token may see it, by
        what it may see now (a reveal opens the past too)."""
        whole_numbers(request, "version", "round")  # Litestar reads "null" as no value
        if version is not None and round is not None:
            raise InvalidCommand("give version or round, not both")
        shown = await service_of(request).views.state(str(encounter_id), version, round)
        visible = Sight(shown.now, identity_of(request).audience).state(shown.state, head_hash=shown.head)
        return Response(visible, headers={"ETag": f'"{shown.state.version}"'})

    @get(
        "/{encounter_id:uuid}/events",
        operation_id="getEncounterEvents",
        responses=problem_responses(400, 401, 404, 503),
        security=SECURITY,
    )
    async def events(
        self,
        request: Request[Any, Any, Any],
        encounter_id: FromPath[UUID],
        after: Annotated[
            int, QueryParameter(ge=0, le=MAX_VERSION, description="Only events with a version above this.")
        ] = 0,
        to: Annotated[
            int, QueryParameter(ge=1, le=MAX_VERSION, description="Only events up to this version (default: the last).")
        ] = MAX_VERSION,
        limit: Annotated[
            int, QueryParameter(ge=1, le=PAGE_MAX, description="At most this many events (a page).")
        ] = PAGE_MAX,
        newest: Annotated[
            int | None,
            QueryParameter(
                ge=1,
                le=PAGE_MAX,
                description="Only the newest this many events up to `to` (default: the last), in version "
                "order: the log's last page, asked without knowing the version first. With `after` and "
                "`limit` too, the newest of the events above `after`, at most `limit` of them. The page "
                "before it is `to=v&newest=n`, `v` the first version it holds less one.",
            ),
        ] = None,
    ) -> Response[EventPage]:
        """The encounter's event log, from ``after`` (exclusive) to ``to`` (inclusive), a page
        of at most ``limit`` (1,000) events; ``next`` (and a ``Link: <…>; rel="next"``
        header) names the next page while there is one. Or, with ``newest=n``, the newest
        ``min(n, limit)`` events above ``after`` up to ``to`` (no ``next``: nothing newer up to
        ``to``); 400, a problem document, for ``newest`` out of 1–1,000. Each event as
        the caller's token may see it: one it may not is ``"kind": "hidden"`` with its version
        only."""
        whole_numbers(request, "newest")
        eid = str(encounter_id)
        if newest is not None:
            return await self._newest(request, eid, after, to, min(newest, limit))
        page = await service_of(request).views.log(eid, after=after, to=min(to, after + limit))
        version = page.now.version
        last = page.events[-1].version if page.events else after
        more = last < min(to, version)
        nxt = f"/encounters/{eid}/events?after={last}&limit={limit}" + (f"&to={to}" if to != MAX_VERSION else "")
        sight = Sight(page.now, identity_of(request).audience)
        body = EventPage(
            encounter_id=eid,
            version=version,
            events=[log_entry(sight.event(e)) for e in page.events],
            next=nxt if more else None,
        )
        return Response(body, headers={"Link": f'<{nxt}>; rel="next"'} if more else {})

    @staticmethod
    async def _newest(
        request: Request[Any, Any, Any], eid: str, after: int, to: int, newest: int
    ) -> Response[EventPage]:
        """The page of ``GET …/events?newest=n``: the newest ``n`` events above ``after`` up
        to ``to``, read after the one load that tells the version now. Raises
        ``EncounterNotFound`` (404)."""
        page = await service_of(request).views.log(eid, after=after, to=to, newest=newest)
        sight = Sight(page.now, identity_of(request).audience)
        body = EventPage(
            encounter_id=eid,
            version=page.now.version,
            events=[log_entry(sight.event(e)) for e in page.events],
            next=None,
        )
        return Response(body)
