from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    encounter_id: UUID,
    *,
    after: int | Unset = 0,
    state: str | Unset = "false",
    presence: str | Unset = "false",
    last_event_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    params: dict[str, Any] = {}

    params["after"] = after

    params["state"] = state

    params["presence"] = presence

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/encounters/{encounter_id}/feed".format(
            encounter_id=quote(str(encounter_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | str]:
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
    after: int | Unset = 0,
    state: str | Unset = "false",
    presence: str | Unset = "false",
    last_event_id: str | Unset = UNSET,
) -> Response[Problem | str]:
    """Follow an encounter live (Server-Sent Events)

     The live feed as Server-Sent Events, beside the WebSocket and with the same
    semantics: the events after `after` (or after `Last-Event-ID`), as the token may see
    them, then each new one; with `state=true` the state after each batch; with
    `presence=true` who is connected. The token goes in `Authorization: Bearer` (use a
    fetch-based EventSource; a query parameter would put it in logs); a token revoked while the
    stream is open ends it within `RECHECK_S` seconds (an event `revoked`). A comment line
    every `RECHECK_S` keeps proxies from closing a quiet stream. 400 for a `Last-Event-ID`
    that is not a version or a flag that is not true or false; 404 for a version beyond the
    encounter's; 429 when the token has too many feeds open.

    Args:
        encounter_id (UUID):
        after (int | Unset): Only events with a version above this. Default: 0.
        state (str | Unset): Also send the state after each batch (true or false). Default:
            'false'.
        presence (str | Unset): Also send who is connected, when it changes (true or false).
            Default: 'false'.
        last_event_id (str | Unset): The last version the client has (what an EventSource sends
            when it reconnects); overrides after.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        after=after,
        state=state,
        presence=presence,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    state: str | Unset = "false",
    presence: str | Unset = "false",
    last_event_id: str | Unset = UNSET,
) -> Problem | str | None:
    """Follow an encounter live (Server-Sent Events)

     The live feed as Server-Sent Events, beside the WebSocket and with the same
    semantics: the events after `after` (or after `Last-Event-ID`), as the token may see
    them, then each new one; with `state=true` the state after each batch; with
    `presence=true` who is connected. The token goes in `Authorization: Bearer` (use a
    fetch-based EventSource; a query parameter would put it in logs); a token revoked while the
    stream is open ends it within `RECHECK_S` seconds (an event `revoked`). A comment line
    every `RECHECK_S` keeps proxies from closing a quiet stream. 400 for a `Last-Event-ID`
    that is not a version or a flag that is not true or false; 404 for a version beyond the
    encounter's; 429 when the token has too many feeds open.

    Args:
        encounter_id (UUID):
        after (int | Unset): Only events with a version above this. Default: 0.
        state (str | Unset): Also send the state after each batch (true or false). Default:
            'false'.
        presence (str | Unset): Also send who is connected, when it changes (true or false).
            Default: 'false'.
        last_event_id (str | Unset): The last version the client has (what an EventSource sends
            when it reconnects); overrides after.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return sync_detailed(
        encounter_id=encounter_id,
        client=client,
        after=after,
        state=state,
        presence=presence,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    state: str | Unset = "false",
    presence: str | Unset = "false",
    last_event_id: str | Unset = UNSET,
) -> Response[Problem | str]:
    """Follow an encounter live (Server-Sent Events)

     The live feed as Server-Sent Events, beside the WebSocket and with the same
    semantics: the events after `after` (or after `Last-Event-ID`), as the token may see
    them, then each new one; with `state=true` the state after each batch; with
    `presence=true` who is connected. The token goes in `Authorization: Bearer` (use a
    fetch-based EventSource; a query parameter would put it in logs); a token revoked while the
    stream is open ends it within `RECHECK_S` seconds (an event `revoked`). A comment line
    every `RECHECK_S` keeps proxies from closing a quiet stream. 400 for a `Last-Event-ID`
    that is not a version or a flag that is not true or false; 404 for a version beyond the
    encounter's; 429 when the token has too many feeds open.

    Args:
        encounter_id (UUID):
        after (int | Unset): Only events with a version above this. Default: 0.
        state (str | Unset): Also send the state after each batch (true or false). Default:
            'false'.
        presence (str | Unset): Also send who is connected, when it changes (true or false).
            Default: 'false'.
        last_event_id (str | Unset): The last version the client has (what an EventSource sends
            when it reconnects); overrides after.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        after=after,
        state=state,
        presence=presence,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    state: str | Unset = "false",
    presence: str | Unset = "false",
    last_event_id: str | Unset = UNSET,
) -> Problem | str | None:
    """Follow an encounter live (Server-Sent Events)

     The live feed as Server-Sent Events, beside the WebSocket and with the same
    semantics: the events after `after` (or after `Last-Event-ID`), as the token may see
    them, then each new one; with `state=true` the state after each batch; with
    `presence=true` who is connected. The token goes in `Authorization: Bearer` (use a
    fetch-based EventSource; a query parameter would put it in logs); a token revoked while the
    stream is open ends it within `RECHECK_S` seconds (an event `revoked`). A comment line
    every `RECHECK_S` keeps proxies from closing a quiet stream. 400 for a `Last-Event-ID`
    that is not a version or a flag that is not true or false; 404 for a version beyond the
    encounter's; 429 when the token has too many feeds open.

    Args:
        encounter_id (UUID):
        after (int | Unset): Only events with a version above this. Default: 0.
        state (str | Unset): Also send the state after each batch (true or false). Default:
            'false'.
        presence (str | Unset): Also send who is connected, when it changes (true or false).
            Default: 'false'.
        last_event_id (str | Unset): The last version the client has (what an EventSource sends
            when it reconnects); overrides after.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return (
        await asyncio_detailed(
            encounter_id=encounter_id,
            client=client,
            after=after,
            state=state,
            presence=presence,
            last_event_id=last_event_id,
        )
    ).parsed
