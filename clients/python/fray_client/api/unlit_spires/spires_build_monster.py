from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.monster_build import MonsterBuild
from ...models.monster_sheet import MonsterSheet
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: MonsterSheet,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/rulesets/unlit-spires/monsters/build",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> MonsterBuild | Problem | None:
    if response.status_code == 200:
        response_200 = MonsterBuild.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[MonsterBuild | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MonsterSheet,
) -> Response[MonsterBuild | Problem]:
    """Unlit Spires: build a monster from its kind and hit dice

     Build a monster from its kind and hit dice (§11 Steps 1–4): hit die, hit-dice step, six
    scores with parts, hit points, damage per attack, absorb, speeds. 422 when refused.

    Args:
        body (MonsterSheet): A monster as the DM writes it: kind, hit dice (1..99), ability scores
            (1..30), body,
            optional worn armour, attacks per turn (1..6).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MonsterBuild | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: MonsterSheet,
) -> MonsterBuild | Problem | None:
    """Unlit Spires: build a monster from its kind and hit dice

     Build a monster from its kind and hit dice (§11 Steps 1–4): hit die, hit-dice step, six
    scores with parts, hit points, damage per attack, absorb, speeds. 422 when refused.

    Args:
        body (MonsterSheet): A monster as the DM writes it: kind, hit dice (1..99), ability scores
            (1..30), body,
            optional worn armour, attacks per turn (1..6).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MonsterBuild | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MonsterSheet,
) -> Response[MonsterBuild | Problem]:
    """Unlit Spires: build a monster from its kind and hit dice

     Build a monster from its kind and hit dice (§11 Steps 1–4): hit die, hit-dice step, six
    scores with parts, hit points, damage per attack, absorb, speeds. 422 when refused.

    Args:
        body (MonsterSheet): A monster as the DM writes it: kind, hit dice (1..99), ability scores
            (1..30), body,
            optional worn armour, attacks per turn (1..6).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MonsterBuild | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MonsterSheet,
) -> MonsterBuild | Problem | None:
    """Unlit Spires: build a monster from its kind and hit dice

     Build a monster from its kind and hit dice (§11 Steps 1–4): hit die, hit-dice step, six
    scores with parts, hit points, damage per attack, absorb, speeds. 422 when refused.

    Args:
        body (MonsterSheet): A monster as the DM writes it: kind, hit dice (1..99), ability scores
            (1..30), body,
            optional worn armour, attacks per turn (1..6).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MonsterBuild | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
