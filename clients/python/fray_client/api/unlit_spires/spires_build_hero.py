from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.hero_build import HeroBuild
from ...models.hero_sheet import HeroSheet
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: HeroSheet,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/rulesets/unlit-spires/heroes/build",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> HeroBuild | Problem | None:
    if response.status_code == 200:
        response_200 = HeroBuild.from_dict(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[HeroBuild | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: HeroSheet,
) -> Response[HeroBuild | Problem]:
    """Unlit Spires: work out a hero's scores

     Work out a hero's six scores, speed (ft), max magic points, highest spell level, absorb
    and damage from a sheet (§02–§09); every score comes with its parts (trait, level step,
    training, gear). 422 for a sheet the rules refuse (e.g. a shield with a two-handed weapon).

    Args:
        body (HeroSheet): What a player writes down. Ability scores are 1..30, level 1..20, hp in
            hit points.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HeroBuild | Problem]
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
    body: HeroSheet,
) -> HeroBuild | Problem | None:
    """Unlit Spires: work out a hero's scores

     Work out a hero's six scores, speed (ft), max magic points, highest spell level, absorb
    and damage from a sheet (§02–§09); every score comes with its parts (trait, level step,
    training, gear). 422 for a sheet the rules refuse (e.g. a shield with a two-handed weapon).

    Args:
        body (HeroSheet): What a player writes down. Ability scores are 1..30, level 1..20, hp in
            hit points.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HeroBuild | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: HeroSheet,
) -> Response[HeroBuild | Problem]:
    """Unlit Spires: work out a hero's scores

     Work out a hero's six scores, speed (ft), max magic points, highest spell level, absorb
    and damage from a sheet (§02–§09); every score comes with its parts (trait, level step,
    training, gear). 422 for a sheet the rules refuse (e.g. a shield with a two-handed weapon).

    Args:
        body (HeroSheet): What a player writes down. Ability scores are 1..30, level 1..20, hp in
            hit points.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HeroBuild | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: HeroSheet,
) -> HeroBuild | Problem | None:
    """Unlit Spires: work out a hero's scores

     Work out a hero's six scores, speed (ft), max magic points, highest spell level, absorb
    and damage from a sheet (§02–§09); every score comes with its parts (trait, level step,
    training, gear). 422 for a sheet the rules refuse (e.g. a shield with a two-handed weapon).

    Args:
        body (HeroSheet): What a player writes down. Ability scores are 1..30, level 1..20, hp in
            hit points.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HeroBuild | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
