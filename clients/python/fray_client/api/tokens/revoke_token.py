from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.revocation import Revocation
from ...types import Response


def _get_kwargs(
    encounter_id: UUID,
    token_id: UUID,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/encounters/{encounter_id}/tokens/{token_id}".format(
            encounter_id=quote(str(encounter_id), safe=""),
            token_id=quote(str(token_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Revocation | None:
    if response.status_code == 200:
        response_200 = Revocation.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

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
) -> Response[Problem | Revocation]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    encounter_id: UUID,
    token_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | Revocation]:
    """Revoke one token

     Revoke one token (the GM's only; the GM's own too). 404 for a token this encounter
    never had; revoking a revoked token revokes nothing. Every process drops it from its
    token cache and closes its open feeds at once (4401; SSE: `revoked`) when told
    through Redis; without Redis, within a feed's next check (`RECHECK_S`).

    Args:
        encounter_id (UUID):
        token_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Revocation]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        token_id=token_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    encounter_id: UUID,
    token_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Problem | Revocation | None:
    """Revoke one token

     Revoke one token (the GM's only; the GM's own too). 404 for a token this encounter
    never had; revoking a revoked token revokes nothing. Every process drops it from its
    token cache and closes its open feeds at once (4401; SSE: `revoked`) when told
    through Redis; without Redis, within a feed's next check (`RECHECK_S`).

    Args:
        encounter_id (UUID):
        token_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Revocation
    """

    return sync_detailed(
        encounter_id=encounter_id,
        token_id=token_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    encounter_id: UUID,
    token_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | Revocation]:
    """Revoke one token

     Revoke one token (the GM's only; the GM's own too). 404 for a token this encounter
    never had; revoking a revoked token revokes nothing. Every process drops it from its
    token cache and closes its open feeds at once (4401; SSE: `revoked`) when told
    through Redis; without Redis, within a feed's next check (`RECHECK_S`).

    Args:
        encounter_id (UUID):
        token_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Revocation]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        token_id=token_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    encounter_id: UUID,
    token_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Problem | Revocation | None:
    """Revoke one token

     Revoke one token (the GM's only; the GM's own too). 404 for a token this encounter
    never had; revoking a revoked token revokes nothing. Every process drops it from its
    token cache and closes its open feeds at once (4401; SSE: `revoked`) when told
    through Redis; without Redis, within a feed's next check (`RECHECK_S`).

    Args:
        encounter_id (UUID):
        token_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Revocation
    """

    return (
        await asyncio_detailed(
            encounter_id=encounter_id,
            token_id=token_id,
            client=client,
        )
    ).parsed
