from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.creature_detail import CreatureDetail
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    ruleset: str,
    creature: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/rulesets/{ruleset}/creatures/{creature}".format(
            ruleset=quote(str(ruleset), safe=""),
            creature=quote(str(creature), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreatureDetail | Problem | None:
    if response.status_code == 200:
        response_200 = CreatureDetail.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CreatureDetail | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    ruleset: str,
    creature: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[CreatureDetail | Problem]:
    """Read one creature's stat block

     One creature of the ruleset's library with its whole stat block (by id, or by its name
    in any case). 404 for an unknown ruleset or creature (naming the closest names).

    Args:
        ruleset (str):
        creature (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatureDetail | Problem]
    """

    kwargs = _get_kwargs(
        ruleset=ruleset,
        creature=creature,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    ruleset: str,
    creature: str,
    *,
    client: AuthenticatedClient | Client,
) -> CreatureDetail | Problem | None:
    """Read one creature's stat block

     One creature of the ruleset's library with its whole stat block (by id, or by its name
    in any case). 404 for an unknown ruleset or creature (naming the closest names).

    Args:
        ruleset (str):
        creature (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatureDetail | Problem
    """

    return sync_detailed(
        ruleset=ruleset,
        creature=creature,
        client=client,
    ).parsed


async def asyncio_detailed(
    ruleset: str,
    creature: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[CreatureDetail | Problem]:
    """Read one creature's stat block

     One creature of the ruleset's library with its whole stat block (by id, or by its name
    in any case). 404 for an unknown ruleset or creature (naming the closest names).

    Args:
        ruleset (str):
        creature (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatureDetail | Problem]
    """

    kwargs = _get_kwargs(
        ruleset=ruleset,
        creature=creature,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    ruleset: str,
    creature: str,
    *,
    client: AuthenticatedClient | Client,
) -> CreatureDetail | Problem | None:
    """Read one creature's stat block

     One creature of the ruleset's library with its whole stat block (by id, or by its name
    in any case). 404 for an unknown ruleset or creature (naming the closest names).

    Args:
        ruleset (str):
        creature (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatureDetail | Problem
    """

    return (
        await asyncio_detailed(
            ruleset=ruleset,
            creature=creature,
            client=client,
        )
    ).parsed
