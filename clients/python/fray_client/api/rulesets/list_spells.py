from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.spell_page import SpellPage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    ruleset: str,
    *,
    q: str | Unset = "",
    level: int | Unset = UNSET,
    school: str | Unset = UNSET,
    class_: str | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["q"] = q

    params["level"] = level

    params["school"] = school

    params["class"] = class_

    params["limit"] = limit

    params["offset"] = offset

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/rulesets/{ruleset}/spells".format(
            ruleset=quote(str(ruleset), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Problem | SpellPage | None:
    if response.status_code == 200:
        response_200 = SpellPage.from_dict(response.json())

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
) -> Response[Any | Problem | SpellPage]:
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
    level: int | Unset = UNSET,
    school: str | Unset = UNSET,
    class_: str | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem | SpellPage]:
    """Search a ruleset's spell list

     Search the ruleset's spell list by name (`q`), `level`, `school` and `class`:
    names and a one-line summary each, names that start with `q` first, in pages. A ruleset
    without a list answers an empty one with a `note`. 404 for an unknown ruleset.

    Args:
        ruleset (str):
        q (str | Unset): Words the name must hold (any case): `fire`. Default: ''.
        level (int | Unset): The spell's level (0: cantrips).
        school (str | Unset): `evocation`, `necromancy` …
        class_ (str | Unset): A class that has it: `wizard`.
        limit (int | Unset): At most this many. Default: 50.
        offset (int | Unset): Skip this many first. Default: 0.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | SpellPage]
    """

    kwargs = _get_kwargs(
        ruleset=ruleset,
        q=q,
        level=level,
        school=school,
        class_=class_,
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
    level: int | Unset = UNSET,
    school: str | Unset = UNSET,
    class_: str | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | SpellPage | None:
    """Search a ruleset's spell list

     Search the ruleset's spell list by name (`q`), `level`, `school` and `class`:
    names and a one-line summary each, names that start with `q` first, in pages. A ruleset
    without a list answers an empty one with a `note`. 404 for an unknown ruleset.

    Args:
        ruleset (str):
        q (str | Unset): Words the name must hold (any case): `fire`. Default: ''.
        level (int | Unset): The spell's level (0: cantrips).
        school (str | Unset): `evocation`, `necromancy` …
        class_ (str | Unset): A class that has it: `wizard`.
        limit (int | Unset): At most this many. Default: 50.
        offset (int | Unset): Skip this many first. Default: 0.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | SpellPage
    """

    return sync_detailed(
        ruleset=ruleset,
        client=client,
        q=q,
        level=level,
        school=school,
        class_=class_,
        limit=limit,
        offset=offset,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    ruleset: str,
    *,
    client: AuthenticatedClient | Client,
    q: str | Unset = "",
    level: int | Unset = UNSET,
    school: str | Unset = UNSET,
    class_: str | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem | SpellPage]:
    """Search a ruleset's spell list

     Search the ruleset's spell list by name (`q`), `level`, `school` and `class`:
    names and a one-line summary each, names that start with `q` first, in pages. A ruleset
    without a list answers an empty one with a `note`. 404 for an unknown ruleset.

    Args:
        ruleset (str):
        q (str | Unset): Words the name must hold (any case): `fire`. Default: ''.
        level (int | Unset): The spell's level (0: cantrips).
        school (str | Unset): `evocation`, `necromancy` …
        class_ (str | Unset): A class that has it: `wizard`.
        limit (int | Unset): At most this many. Default: 50.
        offset (int | Unset): Skip this many first. Default: 0.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | SpellPage]
    """

    kwargs = _get_kwargs(
        ruleset=ruleset,
        q=q,
        level=level,
        school=school,
        class_=class_,
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
    level: int | Unset = UNSET,
    school: str | Unset = UNSET,
    class_: str | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | SpellPage | None:
    """Search a ruleset's spell list

     Search the ruleset's spell list by name (`q`), `level`, `school` and `class`:
    names and a one-line summary each, names that start with `q` first, in pages. A ruleset
    without a list answers an empty one with a `note`. 404 for an unknown ruleset.

    Args:
        ruleset (str):
        q (str | Unset): Words the name must hold (any case): `fire`. Default: ''.
        level (int | Unset): The spell's level (0: cantrips).
        school (str | Unset): `evocation`, `necromancy` …
        class_ (str | Unset): A class that has it: `wizard`.
        limit (int | Unset): At most this many. Default: 50.
        offset (int | Unset): Skip this many first. Default: 0.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | SpellPage
    """

    return (
        await asyncio_detailed(
            ruleset=ruleset,
            client=client,
            q=q,
            level=level,
            school=school,
            class_=class_,
            limit=limit,
            offset=offset,
            if_none_match=if_none_match,
        )
    ).parsed
