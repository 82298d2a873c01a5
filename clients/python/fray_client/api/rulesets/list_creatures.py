from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.creature_page import CreaturePage
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    ruleset: str,
    *,
    q: str | Unset = "",
    type_: str | Unset = UNSET,
    cr: str | Unset = UNSET,
    cr_min: str | Unset = UNSET,
    cr_max: str | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["q"] = q

    params["type"] = type_

    params["cr"] = cr

    params["cr_min"] = cr_min

    params["cr_max"] = cr_max

    params["limit"] = limit

    params["offset"] = offset

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/rulesets/{ruleset}/creatures".format(
            ruleset=quote(str(ruleset), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | CreaturePage | Problem | None:
    if response.status_code == 200:
        response_200 = CreaturePage.from_dict(response.json())

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
) -> Response[Any | CreaturePage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    ruleset: str,
    *,
    client: AuthenticatedClient | Client,
    q: str | Unset = "",
    type_: str | Unset = UNSET,
    cr: str | Unset = UNSET,
    cr_min: str | Unset = UNSET,
    cr_max: str | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | CreaturePage | Problem]:
    """Search a ruleset's creature library

     Search the ruleset's creature library by name (`q`), `type` and challenge rating
    (`cr`, or `cr_min`/`cr_max`): display names and a one-line summary each, names that
    start with `q` first, then by name, in pages (`limit`, `offset`, `next`). A
    ruleset whose source text gives no creatures answers an empty list with a `note`. 404
    for an unknown ruleset; 400 for a challenge rating that is not a number.

    Args:
        ruleset (str):
        q (str | Unset): Words the name must hold (any case): `gob`, `red dragon`. Default: ''.
        type_ (str | Unset): The creature type, or its start: `undead`, `swarm`.
        cr (str | Unset): Exactly this challenge rating: `1/4`, `0.25`, `17`.
        cr_min (str | Unset): Challenge rating at least this.
        cr_max (str | Unset): Challenge rating at most this.
        limit (int | Unset): At most this many. Default: 50.
        offset (int | Unset): Skip this many first. Default: 0.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CreaturePage | Problem]
    """

    kwargs = _get_kwargs(
        ruleset=ruleset,
        q=q,
        type_=type_,
        cr=cr,
        cr_min=cr_min,
        cr_max=cr_max,
        limit=limit,
        offset=offset,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    ruleset: str,
    *,
    client: AuthenticatedClient | Client,
    q: str | Unset = "",
    type_: str | Unset = UNSET,
    cr: str | Unset = UNSET,
    cr_min: str | Unset = UNSET,
    cr_max: str | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    if_none_match: str | Unset = UNSET,
) -> Any | CreaturePage | Problem | None:
    """Search a ruleset's creature library

     Search the ruleset's creature library by name (`q`), `type` and challenge rating
    (`cr`, or `cr_min`/`cr_max`): display names and a one-line summary each, names that
    start with `q` first, then by name, in pages (`limit`, `offset`, `next`). A
    ruleset whose source text gives no creatures answers an empty list with a `note`. 404
    for an unknown ruleset; 400 for a challenge rating that is not a number.

    Args:
        ruleset (str):
        q (str | Unset): Words the name must hold (any case): `gob`, `red dragon`. Default: ''.
        type_ (str | Unset): The creature type, or its start: `undead`, `swarm`.
        cr (str | Unset): Exactly this challenge rating: `1/4`, `0.25`, `17`.
        cr_min (str | Unset): Challenge rating at least this.
        cr_max (str | Unset): Challenge rating at most this.
        limit (int | Unset): At most this many. Default: 50.
        offset (int | Unset): Skip this many first. Default: 0.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CreaturePage | Problem
    """

    return sync_detailed(
        ruleset=ruleset,
        client=client,
        q=q,
        type_=type_,
        cr=cr,
        cr_min=cr_min,
        cr_max=cr_max,
        limit=limit,
        offset=offset,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    ruleset: str,
    *,
    client: AuthenticatedClient | Client,
    q: str | Unset = "",
    type_: str | Unset = UNSET,
    cr: str | Unset = UNSET,
    cr_min: str | Unset = UNSET,
    cr_max: str | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | CreaturePage | Problem]:
    """Search a ruleset's creature library

     Search the ruleset's creature library by name (`q`), `type` and challenge rating
    (`cr`, or `cr_min`/`cr_max`): display names and a one-line summary each, names that
    start with `q` first, then by name, in pages (`limit`, `offset`, `next`). A
    ruleset whose source text gives no creatures answers an empty list with a `note`. 404
    for an unknown ruleset; 400 for a challenge rating that is not a number.

    Args:
        ruleset (str):
        q (str | Unset): Words the name must hold (any case): `gob`, `red dragon`. Default: ''.
        type_ (str | Unset): The creature type, or its start: `undead`, `swarm`.
        cr (str | Unset): Exactly this challenge rating: `1/4`, `0.25`, `17`.
        cr_min (str | Unset): Challenge rating at least this.
        cr_max (str | Unset): Challenge rating at most this.
        limit (int | Unset): At most this many. Default: 50.
        offset (int | Unset): Skip this many first. Default: 0.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CreaturePage | Problem]
    """

    kwargs = _get_kwargs(
        ruleset=ruleset,
        q=q,
        type_=type_,
        cr=cr,
        cr_min=cr_min,
        cr_max=cr_max,
        limit=limit,
        offset=offset,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    ruleset: str,
    *,
    client: AuthenticatedClient | Client,
    q: str | Unset = "",
    type_: str | Unset = UNSET,
    cr: str | Unset = UNSET,
    cr_min: str | Unset = UNSET,
    cr_max: str | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    if_none_match: str | Unset = UNSET,
) -> Any | CreaturePage | Problem | None:
    """Search a ruleset's creature library

     Search the ruleset's creature library by name (`q`), `type` and challenge rating
    (`cr`, or `cr_min`/`cr_max`): display names and a one-line summary each, names that
    start with `q` first, then by name, in pages (`limit`, `offset`, `next`). A
    ruleset whose source text gives no creatures answers an empty list with a `note`. 404
    for an unknown ruleset; 400 for a challenge rating that is not a number.

    Args:
        ruleset (str):
        q (str | Unset): Words the name must hold (any case): `gob`, `red dragon`. Default: ''.
        type_ (str | Unset): The creature type, or its start: `undead`, `swarm`.
        cr (str | Unset): Exactly this challenge rating: `1/4`, `0.25`, `17`.
        cr_min (str | Unset): Challenge rating at least this.
        cr_max (str | Unset): Challenge rating at most this.
        limit (int | Unset): At most this many. Default: 50.
        offset (int | Unset): Skip this many first. Default: 0.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CreaturePage | Problem
    """

    return (
        await asyncio_detailed(
            ruleset=ruleset,
            client=client,
            q=q,
            type_=type_,
            cr=cr,
            cr_min=cr_min,
            cr_max=cr_max,
            limit=limit,
            offset=offset,
            if_none_match=if_none_match,
        )
    ).parsed
