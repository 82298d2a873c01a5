from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.state_view import StateView
from ...types import UNSET, Response, Unset


def _get_kwargs(
    encounter_id: UUID,
    *,
    version: int | Unset = UNSET,
    round_: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["version"] = version

    params["round"] = round_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/encounters/{encounter_id}".format(
            encounter_id=quote(str(encounter_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | StateView | None:
    if response.status_code == 200:
        response_200 = StateView.from_dict(response.json())

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

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | StateView]:
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
    version: int | Unset = UNSET,
    round_: int | Unset = UNSET,
) -> Response[Problem | StateView]:
    """Read an encounter's state (now, or at a version or round)

     The encounter's state, its projection: now, at a past `version`, or as a past
    `round` began (not both); `ETag` is the version shown. 404 for a version or round
    the encounter does not have, naming the range. As the caller's token may see it, by
    what it may see now (a reveal opens the past too).

    Args:
        encounter_id (UUID):
        version (int | Unset): The state as it was at this version (with the undos made by then).
        round_ (int | Unset): The state as this round began (after the command that started its
            first turn).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StateView]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        version=version,
        round_=round_,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
    version: int | Unset = UNSET,
    round_: int | Unset = UNSET,
) -> Problem | StateView | None:
    """Read an encounter's state (now, or at a version or round)

     The encounter's state, its projection: now, at a past `version`, or as a past
    `round` began (not both); `ETag` is the version shown. 404 for a version or round
    the encounter does not have, naming the range. As the caller's token may see it, by
    what it may see now (a reveal opens the past too).

    Args:
        encounter_id (UUID):
        version (int | Unset): The state as it was at this version (with the undos made by then).
        round_ (int | Unset): The state as this round began (after the command that started its
            first turn).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StateView
    """

    return sync_detailed(
        encounter_id=encounter_id,
        client=client,
        version=version,
        round_=round_,
    ).parsed


async def asyncio_detailed(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
    version: int | Unset = UNSET,
    round_: int | Unset = UNSET,
) -> Response[Problem | StateView]:
    """Read an encounter's state (now, or at a version or round)

     The encounter's state, its projection: now, at a past `version`, or as a past
    `round` began (not both); `ETag` is the version shown. 404 for a version or round
    the encounter does not have, naming the range. As the caller's token may see it, by
    what it may see now (a reveal opens the past too).

    Args:
        encounter_id (UUID):
        version (int | Unset): The state as it was at this version (with the undos made by then).
        round_ (int | Unset): The state as this round began (after the command that started its
            first turn).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StateView]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        version=version,
        round_=round_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
    version: int | Unset = UNSET,
    round_: int | Unset = UNSET,
) -> Problem | StateView | None:
    """Read an encounter's state (now, or at a version or round)

     The encounter's state, its projection: now, at a past `version`, or as a past
    `round` began (not both); `ETag` is the version shown. 404 for a version or round
    the encounter does not have, naming the range. As the caller's token may see it, by
    what it may see now (a reveal opens the past too).

    Args:
        encounter_id (UUID):
        version (int | Unset): The state as it was at this version (with the undos made by then).
        round_ (int | Unset): The state as this round began (after the command that started its
            first turn).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StateView
    """

    return (
        await asyncio_detailed(
            encounter_id=encounter_id,
            client=client,
            version=version,
            round_=round_,
        )
    ).parsed
