from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_encounter import CreateEncounter
from ...models.created_encounter import CreatedEncounter
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateEncounter,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/encounters",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreatedEncounter | Problem | None:
    if response.status_code == 200:
        response_200 = CreatedEncounter.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = CreatedEncounter.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CreatedEncounter | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateEncounter,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedEncounter | Problem]:
    """Create an encounter (and get the GM's token)

     Start an encounter under a ruleset. Returns its first event and state (201) and the
    GM's token, shown this once (`gm_token`: send it as `Authorization: Bearer`). No
    token is needed; creates are limited per client address (429). With an
    `Idempotency-Key`, a retry of the same body returns the same encounter (200) with a
    new GM token; the encounter's id never comes from the key.

    Args:
        idempotency_key (str | Unset): A unique key per command; a retry with the same key appends
            nothing and returns the first result.
        body (CreateEncounter): Start an encounter. ``ruleset`` is a registry id (``GET
            /rulesets``); ``options`` are the
            ruleset's switches (flat: a value is a scalar, a list of scalars or a map of scalars);
            ``core`` the options every ruleset shares (who rolls the dice).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedEncounter | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CreateEncounter,
    idempotency_key: str | Unset = UNSET,
) -> CreatedEncounter | Problem | None:
    """Create an encounter (and get the GM's token)

     Start an encounter under a ruleset. Returns its first event and state (201) and the
    GM's token, shown this once (`gm_token`: send it as `Authorization: Bearer`). No
    token is needed; creates are limited per client address (429). With an
    `Idempotency-Key`, a retry of the same body returns the same encounter (200) with a
    new GM token; the encounter's id never comes from the key.

    Args:
        idempotency_key (str | Unset): A unique key per command; a retry with the same key appends
            nothing and returns the first result.
        body (CreateEncounter): Start an encounter. ``ruleset`` is a registry id (``GET
            /rulesets``); ``options`` are the
            ruleset's switches (flat: a value is a scalar, a list of scalars or a map of scalars);
            ``core`` the options every ruleset shares (who rolls the dice).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedEncounter | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateEncounter,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedEncounter | Problem]:
    """Create an encounter (and get the GM's token)

     Start an encounter under a ruleset. Returns its first event and state (201) and the
    GM's token, shown this once (`gm_token`: send it as `Authorization: Bearer`). No
    token is needed; creates are limited per client address (429). With an
    `Idempotency-Key`, a retry of the same body returns the same encounter (200) with a
    new GM token; the encounter's id never comes from the key.

    Args:
        idempotency_key (str | Unset): A unique key per command; a retry with the same key appends
            nothing and returns the first result.
        body (CreateEncounter): Start an encounter. ``ruleset`` is a registry id (``GET
            /rulesets``); ``options`` are the
            ruleset's switches (flat: a value is a scalar, a list of scalars or a map of scalars);
            ``core`` the options every ruleset shares (who rolls the dice).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedEncounter | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreateEncounter,
    idempotency_key: str | Unset = UNSET,
) -> CreatedEncounter | Problem | None:
    """Create an encounter (and get the GM's token)

     Start an encounter under a ruleset. Returns its first event and state (201) and the
    GM's token, shown this once (`gm_token`: send it as `Authorization: Bearer`). No
    token is needed; creates are limited per client address (429). With an
    `Idempotency-Key`, a retry of the same body returns the same encounter (200) with a
    new GM token; the encounter's id never comes from the key.

    Args:
        idempotency_key (str | Unset): A unique key per command; a retry with the same key appends
            nothing and returns the first result.
        body (CreateEncounter): Start an encounter. ``ruleset`` is a registry id (``GET
            /rulesets``); ``options`` are the
            ruleset's switches (flat: a value is a scalar, a list of scalars or a map of scalars);
            ``core`` the options every ruleset shares (who rolls the dice).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedEncounter | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
