from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.issue_token import IssueToken
from ...models.issued_token import IssuedToken
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    encounter_id: UUID,
    *,
    body: IssueToken,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/encounters/{encounter_id}/tokens".format(
            encounter_id=quote(str(encounter_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> IssuedToken | Problem | None:
    if response.status_code == 201:
        response_201 = IssuedToken.from_dict(response.json())

        return response_201

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

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[IssuedToken | Problem]:
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
    body: IssueToken,
) -> Response[IssuedToken | Problem]:
    """Issue a token: a player's, a spectator's or another GM's

     Issue a token (the GM's only): a `player`'s, bound to one or more combatants (it
    acts only for them, and sees what they see), a `spectator`'s (reads only), or another
    `gm`'s. The secret (`token`) is shown this once. A player's combatants need not
    have joined yet.

    Args:
        encounter_id (UUID):
        body (IssueToken): A token to issue: its ``role`` (``player``: acting for
            ``combatant_ids``, at least one;
            ``spectator``: reading only; ``gm``: another GM's token) and a ``label``.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[IssuedToken | Problem]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
    body: IssueToken,
) -> IssuedToken | Problem | None:
    """Issue a token: a player's, a spectator's or another GM's

     Issue a token (the GM's only): a `player`'s, bound to one or more combatants (it
    acts only for them, and sees what they see), a `spectator`'s (reads only), or another
    `gm`'s. The secret (`token`) is shown this once. A player's combatants need not
    have joined yet.

    Args:
        encounter_id (UUID):
        body (IssueToken): A token to issue: its ``role`` (``player``: acting for
            ``combatant_ids``, at least one;
            ``spectator``: reading only; ``gm``: another GM's token) and a ``label``.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        IssuedToken | Problem
    """

    return sync_detailed(
        encounter_id=encounter_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
    body: IssueToken,
) -> Response[IssuedToken | Problem]:
    """Issue a token: a player's, a spectator's or another GM's

     Issue a token (the GM's only): a `player`'s, bound to one or more combatants (it
    acts only for them, and sees what they see), a `spectator`'s (reads only), or another
    `gm`'s. The secret (`token`) is shown this once. A player's combatants need not
    have joined yet.

    Args:
        encounter_id (UUID):
        body (IssueToken): A token to issue: its ``role`` (``player``: acting for
            ``combatant_ids``, at least one;
            ``spectator``: reading only; ``gm``: another GM's token) and a ``label``.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[IssuedToken | Problem]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
    body: IssueToken,
) -> IssuedToken | Problem | None:
    """Issue a token: a player's, a spectator's or another GM's

     Issue a token (the GM's only): a `player`'s, bound to one or more combatants (it
    acts only for them, and sees what they see), a `spectator`'s (reads only), or another
    `gm`'s. The secret (`token`) is shown this once. A player's combatants need not
    have joined yet.

    Args:
        encounter_id (UUID):
        body (IssueToken): A token to issue: its ``role`` (``player``: acting for
            ``combatant_ids``, at least one;
            ``spectator``: reading only; ``gm``: another GM's token) and a ``label``.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        IssuedToken | Problem
    """

    return (
        await asyncio_detailed(
            encounter_id=encounter_id,
            client=client,
            body=body,
        )
    ).parsed
