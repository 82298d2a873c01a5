from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.odds_response import OddsResponse
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    attack: int,
    defence: int,
    attacker_advantage: bool | Unset = False,
    attacker_disadvantage: bool | Unset = False,
    defender_advantage: bool | Unset = False,
    defender_disadvantage: bool | Unset = False,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["attack"] = attack

    params["defence"] = defence

    params["attacker_advantage"] = attacker_advantage

    params["attacker_disadvantage"] = attacker_disadvantage

    params["defender_advantage"] = defender_advantage

    params["defender_disadvantage"] = defender_disadvantage

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/rulesets/unlit-spires/odds",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> OddsResponse | Problem | None:
    if response.status_code == 200:
        response_200 = OddsResponse.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[OddsResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    attack: int,
    defence: int,
    attacker_advantage: bool | Unset = False,
    attacker_disadvantage: bool | Unset = False,
    defender_advantage: bool | Unset = False,
    defender_disadvantage: bool | Unset = False,
) -> Response[OddsResponse | Problem]:
    """Unlit Spires: the exact odds of an attack

     The exact chance of a hit, a clean hit, a perfect strike and a fumble for an attack score
    against a defence score, with advantage on either side (§01, §10), computed by enumerating
    every die (no simulation); each chance as an exact fraction and a percent.

    Args:
        attack (int): The attack score.
        defence (int): The defence score.
        attacker_advantage (bool | Unset): Attacker rolls 3d6, keeps best two. Default: False.
        attacker_disadvantage (bool | Unset): Attacker keeps worst two. Default: False.
        defender_advantage (bool | Unset): Defender rolls 3d6, keeps best two. Default: False.
        defender_disadvantage (bool | Unset): Defender keeps worst two. Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OddsResponse | Problem]
    """

    kwargs = _get_kwargs(
        attack=attack,
        defence=defence,
        attacker_advantage=attacker_advantage,
        attacker_disadvantage=attacker_disadvantage,
        defender_advantage=defender_advantage,
        defender_disadvantage=defender_disadvantage,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    attack: int,
    defence: int,
    attacker_advantage: bool | Unset = False,
    attacker_disadvantage: bool | Unset = False,
    defender_advantage: bool | Unset = False,
    defender_disadvantage: bool | Unset = False,
) -> OddsResponse | Problem | None:
    """Unlit Spires: the exact odds of an attack

     The exact chance of a hit, a clean hit, a perfect strike and a fumble for an attack score
    against a defence score, with advantage on either side (§01, §10), computed by enumerating
    every die (no simulation); each chance as an exact fraction and a percent.

    Args:
        attack (int): The attack score.
        defence (int): The defence score.
        attacker_advantage (bool | Unset): Attacker rolls 3d6, keeps best two. Default: False.
        attacker_disadvantage (bool | Unset): Attacker keeps worst two. Default: False.
        defender_advantage (bool | Unset): Defender rolls 3d6, keeps best two. Default: False.
        defender_disadvantage (bool | Unset): Defender keeps worst two. Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OddsResponse | Problem
    """

    return sync_detailed(
        client=client,
        attack=attack,
        defence=defence,
        attacker_advantage=attacker_advantage,
        attacker_disadvantage=attacker_disadvantage,
        defender_advantage=defender_advantage,
        defender_disadvantage=defender_disadvantage,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    attack: int,
    defence: int,
    attacker_advantage: bool | Unset = False,
    attacker_disadvantage: bool | Unset = False,
    defender_advantage: bool | Unset = False,
    defender_disadvantage: bool | Unset = False,
) -> Response[OddsResponse | Problem]:
    """Unlit Spires: the exact odds of an attack

     The exact chance of a hit, a clean hit, a perfect strike and a fumble for an attack score
    against a defence score, with advantage on either side (§01, §10), computed by enumerating
    every die (no simulation); each chance as an exact fraction and a percent.

    Args:
        attack (int): The attack score.
        defence (int): The defence score.
        attacker_advantage (bool | Unset): Attacker rolls 3d6, keeps best two. Default: False.
        attacker_disadvantage (bool | Unset): Attacker keeps worst two. Default: False.
        defender_advantage (bool | Unset): Defender rolls 3d6, keeps best two. Default: False.
        defender_disadvantage (bool | Unset): Defender keeps worst two. Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OddsResponse | Problem]
    """

    kwargs = _get_kwargs(
        attack=attack,
        defence=defence,
        attacker_advantage=attacker_advantage,
        attacker_disadvantage=attacker_disadvantage,
        defender_advantage=defender_advantage,
        defender_disadvantage=defender_disadvantage,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    attack: int,
    defence: int,
    attacker_advantage: bool | Unset = False,
    attacker_disadvantage: bool | Unset = False,
    defender_advantage: bool | Unset = False,
    defender_disadvantage: bool | Unset = False,
) -> OddsResponse | Problem | None:
    """Unlit Spires: the exact odds of an attack

     The exact chance of a hit, a clean hit, a perfect strike and a fumble for an attack score
    against a defence score, with advantage on either side (§01, §10), computed by enumerating
    every die (no simulation); each chance as an exact fraction and a percent.

    Args:
        attack (int): The attack score.
        defence (int): The defence score.
        attacker_advantage (bool | Unset): Attacker rolls 3d6, keeps best two. Default: False.
        attacker_disadvantage (bool | Unset): Attacker keeps worst two. Default: False.
        defender_advantage (bool | Unset): Defender rolls 3d6, keeps best two. Default: False.
        defender_disadvantage (bool | Unset): Defender keeps worst two. Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OddsResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            attack=attack,
            defence=defence,
            attacker_advantage=attacker_advantage,
            attacker_disadvantage=attacker_disadvantage,
            defender_advantage=defender_advantage,
            defender_disadvantage=defender_disadvantage,
        )
    ).parsed
