from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.forecast_request import ForecastRequest
from ...models.forecast_response import ForecastResponse
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: ForecastRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/rulesets/unlit-spires/monsters/forecast",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ForecastResponse | Problem | None:
    if response.status_code == 200:
        response_200 = ForecastResponse.from_dict(response.json())

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
) -> Response[ForecastResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ForecastRequest,
) -> Response[ForecastResponse | Problem]:
    """Unlit Spires: forecast how a fight will go

     How the fight will go (§11 "the last two lines"): the party's chance to hit the monster
    and the monster's chance to hit the party, exact, under both labelled rule sets. A preset
    keeps the Session One table's hand-tuned numbers. 422 when refused.

    Args:
        body (ForecastRequest): A monster (a §11 ``sheet`` or a Session One ``preset``, exactly
            one) against the party's
            real numbers: its best attack score and its defence score against the monster.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ForecastResponse | Problem]
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
    body: ForecastRequest,
) -> ForecastResponse | Problem | None:
    """Unlit Spires: forecast how a fight will go

     How the fight will go (§11 "the last two lines"): the party's chance to hit the monster
    and the monster's chance to hit the party, exact, under both labelled rule sets. A preset
    keeps the Session One table's hand-tuned numbers. 422 when refused.

    Args:
        body (ForecastRequest): A monster (a §11 ``sheet`` or a Session One ``preset``, exactly
            one) against the party's
            real numbers: its best attack score and its defence score against the monster.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ForecastResponse | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ForecastRequest,
) -> Response[ForecastResponse | Problem]:
    """Unlit Spires: forecast how a fight will go

     How the fight will go (§11 "the last two lines"): the party's chance to hit the monster
    and the monster's chance to hit the party, exact, under both labelled rule sets. A preset
    keeps the Session One table's hand-tuned numbers. 422 when refused.

    Args:
        body (ForecastRequest): A monster (a §11 ``sheet`` or a Session One ``preset``, exactly
            one) against the party's
            real numbers: its best attack score and its defence score against the monster.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ForecastResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ForecastRequest,
) -> ForecastResponse | Problem | None:
    """Unlit Spires: forecast how a fight will go

     How the fight will go (§11 "the last two lines"): the party's chance to hit the monster
    and the monster's chance to hit the party, exact, under both labelled rule sets. A preset
    keeps the Session One table's hand-tuned numbers. 422 when refused.

    Args:
        body (ForecastRequest): A monster (a §11 ``sheet`` or a Session One ``preset``, exactly
            one) against the party's
            real numbers: its best attack score and its defence score against the monster.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ForecastResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
