from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.event_page import EventPage
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    encounter_id: UUID,
    *,
    after: int | Unset = 0,
    to: int | Unset = 2147483647,
    limit: int | Unset = 1000,
    newest: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["after"] = after

    params["to"] = to

    params["limit"] = limit

    params["newest"] = newest

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/encounters/{encounter_id}/events".format(
            encounter_id=quote(str(encounter_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> EventPage | Problem | None:
    if response.status_code == 200:
        response_200 = EventPage.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[EventPage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    to: int | Unset = 2147483647,
    limit: int | Unset = 1000,
    newest: int | Unset = UNSET,
) -> Response[EventPage | Problem]:
    """Read an encounter's log of events, a page at a time

     The encounter's event log, from `after` (exclusive) to `to` (inclusive), a page
    of at most `limit` (1,000) events; `next` (and a `Link: <…>; rel="next"`
    header) names the next page while there is one. Or, with `newest=n`, the newest
    `min(n, limit)` events above `after` up to `to` (no `next`: nothing newer up to
    `to`); 400, a problem document, for `newest` out of 1–1,000. Each event as
    the caller's token may see it: one it may not is `"kind": "hidden"` with its version
    only.

    Args:
        encounter_id (UUID):
        after (int | Unset): Only events with a version above this. Default: 0.
        to (int | Unset): Only events up to this version (default: the last). Default: 2147483647.
        limit (int | Unset): At most this many events (a page). Default: 1000.
        newest (int | Unset): Only the newest this many events up to `to` (default: the last), in
            version order: the log's last page, asked without knowing the version first. With `after`
            and `limit` too, the newest of the events above `after`, at most `limit` of them. The page
            before it is `to=v&newest=n`, `v` the first version it holds less one.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventPage | Problem]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        after=after,
        to=to,
        limit=limit,
        newest=newest,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    to: int | Unset = 2147483647,
    limit: int | Unset = 1000,
    newest: int | Unset = UNSET,
) -> EventPage | Problem | None:
    """Read an encounter's log of events, a page at a time

     The encounter's event log, from `after` (exclusive) to `to` (inclusive), a page
    of at most `limit` (1,000) events; `next` (and a `Link: <…>; rel="next"`
    header) names the next page while there is one. Or, with `newest=n`, the newest
    `min(n, limit)` events above `after` up to `to` (no `next`: nothing newer up to
    `to`); 400, a problem document, for `newest` out of 1–1,000. Each event as
    the caller's token may see it: one it may not is `"kind": "hidden"` with its version
    only.

    Args:
        encounter_id (UUID):
        after (int | Unset): Only events with a version above this. Default: 0.
        to (int | Unset): Only events up to this version (default: the last). Default: 2147483647.
        limit (int | Unset): At most this many events (a page). Default: 1000.
        newest (int | Unset): Only the newest this many events up to `to` (default: the last), in
            version order: the log's last page, asked without knowing the version first. With `after`
            and `limit` too, the newest of the events above `after`, at most `limit` of them. The page
            before it is `to=v&newest=n`, `v` the first version it holds less one.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventPage | Problem
    """

    return sync_detailed(
        encounter_id=encounter_id,
        client=client,
        after=after,
        to=to,
        limit=limit,
        newest=newest,
    ).parsed


async def asyncio_detailed(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    to: int | Unset = 2147483647,
    limit: int | Unset = 1000,
    newest: int | Unset = UNSET,
) -> Response[EventPage | Problem]:
    """Read an encounter's log of events, a page at a time

     The encounter's event log, from `after` (exclusive) to `to` (inclusive), a page
    of at most `limit` (1,000) events; `next` (and a `Link: <…>; rel="next"`
    header) names the next page while there is one. Or, with `newest=n`, the newest
    `min(n, limit)` events above `after` up to `to` (no `next`: nothing newer up to
    `to`); 400, a problem document, for `newest` out of 1–1,000. Each event as
    the caller's token may see it: one it may not is `"kind": "hidden"` with its version
    only.

    Args:
        encounter_id (UUID):
        after (int | Unset): Only events with a version above this. Default: 0.
        to (int | Unset): Only events up to this version (default: the last). Default: 2147483647.
        limit (int | Unset): At most this many events (a page). Default: 1000.
        newest (int | Unset): Only the newest this many events up to `to` (default: the last), in
            version order: the log's last page, asked without knowing the version first. With `after`
            and `limit` too, the newest of the events above `after`, at most `limit` of them. The page
            before it is `to=v&newest=n`, `v` the first version it holds less one.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventPage | Problem]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        after=after,
        to=to,
        limit=limit,
        newest=newest,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    to: int | Unset = 2147483647,
    limit: int | Unset = 1000,
    newest: int | Unset = UNSET,
) -> EventPage | Problem | None:
    """Read an encounter's log of events, a page at a time

     The encounter's event log, from `after` (exclusive) to `to` (inclusive), a page
    of at most `limit` (1,000) events; `next` (and a `Link: <…>; rel="next"`
    header) names the next page while there is one. Or, with `newest=n`, the newest
    `min(n, limit)` events above `after` up to `to` (no `next`: nothing newer up to
    `to`); 400, a problem document, for `newest` out of 1–1,000. Each event as
    the caller's token may see it: one it may not is `"kind": "hidden"` with its version
    only.

    Args:
        encounter_id (UUID):
        after (int | Unset): Only events with a version above this. Default: 0.
        to (int | Unset): Only events up to this version (default: the last). Default: 2147483647.
        limit (int | Unset): At most this many events (a page). Default: 1000.
        newest (int | Unset): Only the newest this many events up to `to` (default: the last), in
            version order: the log's last page, asked without knowing the version first. With `after`
            and `limit` too, the newest of the events above `after`, at most `limit` of them. The page
            before it is `to=v&newest=n`, `v` the first version it holds less one.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventPage | Problem
    """

    return (
        await asyncio_detailed(
            encounter_id=encounter_id,
            client=client,
            after=after,
            to=to,
            limit=limit,
            newest=newest,
        )
    ).parsed
