from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.chain_report import ChainReport
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    encounter_id: UUID,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/encounters/{encounter_id}/verify".format(
            encounter_id=quote(str(encounter_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ChainReport | Problem | None:
    if response.status_code == 200:
        response_200 = ChainReport.from_dict(response.json())

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ChainReport | Problem]:
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
) -> Response[ChainReport | Problem]:
    """Check the encounter's hash chain

     Recompute the hash chain of the encounter's stored log, event by event: `ok` when
    every hash follows from its event and the one before, else `broken_at` names the first
    version that does not. `head_hash` is the last event's hash: a client that saw a head
    hash earlier checks that the chain still passes through it (the event log also shows
    each event's `hash`). Events written before the chain existed are counted, not
    chained (`chained_from` is the first chained version). Any token of the encounter may
    ask: the hashes give nothing away (each event's salt is redacted with the event).

    Args:
        encounter_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChainReport | Problem]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
) -> ChainReport | Problem | None:
    """Check the encounter's hash chain

     Recompute the hash chain of the encounter's stored log, event by event: `ok` when
    every hash follows from its event and the one before, else `broken_at` names the first
    version that does not. `head_hash` is the last event's hash: a client that saw a head
    hash earlier checks that the chain still passes through it (the event log also shows
    each event's `hash`). Events written before the chain existed are counted, not
    chained (`chained_from` is the first chained version). Any token of the encounter may
    ask: the hashes give nothing away (each event's salt is redacted with the event).

    Args:
        encounter_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChainReport | Problem
    """

    return sync_detailed(
        encounter_id=encounter_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[ChainReport | Problem]:
    """Check the encounter's hash chain

     Recompute the hash chain of the encounter's stored log, event by event: `ok` when
    every hash follows from its event and the one before, else `broken_at` names the first
    version that does not. `head_hash` is the last event's hash: a client that saw a head
    hash earlier checks that the chain still passes through it (the event log also shows
    each event's `hash`). Events written before the chain existed are counted, not
    chained (`chained_from` is the first chained version). Any token of the encounter may
    ask: the hashes give nothing away (each event's salt is redacted with the event).

    Args:
        encounter_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChainReport | Problem]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
) -> ChainReport | Problem | None:
    """Check the encounter's hash chain

     Recompute the hash chain of the encounter's stored log, event by event: `ok` when
    every hash follows from its event and the one before, else `broken_at` names the first
    version that does not. `head_hash` is the last event's hash: a client that saw a head
    hash earlier checks that the chain still passes through it (the event log also shows
    each event's `hash`). Events written before the chain existed are counted, not
    chained (`chained_from` is the first chained version). Any token of the encounter may
    ask: the hashes give nothing away (each event's salt is redacted with the event).

    Args:
        encounter_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChainReport | Problem
    """

    return (
        await asyncio_detailed(
            encounter_id=encounter_id,
            client=client,
        )
    ).parsed
