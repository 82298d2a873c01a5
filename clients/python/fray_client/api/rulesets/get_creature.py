from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.creature_detail import CreatureDetail
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    ruleset: str,
    creature: str,
    *,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/rulesets/{ruleset}/creatures/{creature}".format(
            ruleset=quote(str(ruleset), safe=""),
            creature=quote(str(creature), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | CreatureDetail | Problem | None:
    if response.status_code == 200:
        response_200 = CreatureDetail.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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
) -> Response[Any | CreatureDetail | Problem]:
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
    if_none_match: str | Unset = UNSET,
) -> Response[Any | CreatureDetail | Problem]:
    """Read one creature's stat block

     One creature of the ruleset's library with its whole stat block (by id, or by its name
    in any case). 404 for an unknown ruleset or creature (naming the closest names).

    Args:
        ruleset (str):
        creature (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CreatureDetail | Problem]
    """

    kwargs = _get_kwargs(
        ruleset=ruleset,
        creature=creature,
        if_none_match=if_none_match,
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
    if_none_match: str | Unset = UNSET,
) -> Any | CreatureDetail | Problem | None:
    """Read one creature's stat block

     One creature of the ruleset's library with its whole stat block (by id, or by its name
    in any case). 404 for an unknown ruleset or creature (naming the closest names).

    Args:
        ruleset (str):
        creature (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CreatureDetail | Problem
    """

    return sync_detailed(
        ruleset=ruleset,
        creature=creature,
        client=client,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    ruleset: str,
    creature: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | CreatureDetail | Problem]:
    """Read one creature's stat block

     One creature of the ruleset's library with its whole stat block (by id, or by its name
    in any case). 404 for an unknown ruleset or creature (naming the closest names).

    Args:
        ruleset (str):
        creature (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CreatureDetail | Problem]
    """

    kwargs = _get_kwargs(
        ruleset=ruleset,
        creature=creature,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    ruleset: str,
    creature: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Any | CreatureDetail | Problem | None:
    """Read one creature's stat block

     One creature of the ruleset's library with its whole stat block (by id, or by its name
    in any case). 404 for an unknown ruleset or creature (naming the closest names).

    Args:
        ruleset (str):
        creature (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CreatureDetail | Problem
    """

    return (
        await asyncio_detailed(
            ruleset=ruleset,
            creature=creature,
            client=client,
            if_none_match=if_none_match,
        )
    ).parsed
