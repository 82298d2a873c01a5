from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.created_encounter import CreatedEncounter
from ...models.fork_encounter import ForkEncounter
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    encounter_id: UUID,
    *,
    body: ForkEncounter,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/encounters/{encounter_id}/fork".format(
            encounter_id=quote(str(encounter_id), safe=""),
        ),
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

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

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
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
    body: ForkEncounter,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedEncounter | Problem]:
    """Fork an encounter into a new one, from any version

     Fork the encounter (see the body). The new stream's first event,
    `encounter_forked`, records where it came from (encounter, version, head hash, the
    combatants kept) and carries the state it starts from. Returns it and the new state
    (201, `Location` the new encounter) and the GM's token for the new encounter
    (`gm_token`, shown this once); 404 for a version or combatant it does not have. The GM's
    (403 for other tokens).

    Args:
        encounter_id (UUID):
        idempotency_key (str | Unset): A unique key per command; a retry with the same key appends
            nothing and returns the first result.
        body (ForkEncounter): Start a new encounter from this one's state at ``version`` (default:
            now), named
            ``name`` (default: the old name, "fork at N"). Without ``combatants`` it is a fork of the
            whole state, turn state and all ("what if the fireball had missed"); with them, only those
            combatants are carried on, as they ended (hit points, magic points, spent resources,
            lasting conditions), turn state cleared: the next fight of a campaign, where rests are
            allowed before round 1.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedEncounter | Problem]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
    body: ForkEncounter,
    idempotency_key: str | Unset = UNSET,
) -> CreatedEncounter | Problem | None:
    """Fork an encounter into a new one, from any version

     Fork the encounter (see the body). The new stream's first event,
    `encounter_forked`, records where it came from (encounter, version, head hash, the
    combatants kept) and carries the state it starts from. Returns it and the new state
    (201, `Location` the new encounter) and the GM's token for the new encounter
    (`gm_token`, shown this once); 404 for a version or combatant it does not have. The GM's
    (403 for other tokens).

    Args:
        encounter_id (UUID):
        idempotency_key (str | Unset): A unique key per command; a retry with the same key appends
            nothing and returns the first result.
        body (ForkEncounter): Start a new encounter from this one's state at ``version`` (default:
            now), named
            ``name`` (default: the old name, "fork at N"). Without ``combatants`` it is a fork of the
            whole state, turn state and all ("what if the fireball had missed"); with them, only those
            combatants are carried on, as they ended (hit points, magic points, spent resources,
            lasting conditions), turn state cleared: the next fight of a campaign, where rests are
            allowed before round 1.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedEncounter | Problem
    """

    return sync_detailed(
        encounter_id=encounter_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
    body: ForkEncounter,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedEncounter | Problem]:
    """Fork an encounter into a new one, from any version

     Fork the encounter (see the body). The new stream's first event,
    `encounter_forked`, records where it came from (encounter, version, head hash, the
    combatants kept) and carries the state it starts from. Returns it and the new state
    (201, `Location` the new encounter) and the GM's token for the new encounter
    (`gm_token`, shown this once); 404 for a version or combatant it does not have. The GM's
    (403 for other tokens).

    Args:
        encounter_id (UUID):
        idempotency_key (str | Unset): A unique key per command; a retry with the same key appends
            nothing and returns the first result.
        body (ForkEncounter): Start a new encounter from this one's state at ``version`` (default:
            now), named
            ``name`` (default: the old name, "fork at N"). Without ``combatants`` it is a fork of the
            whole state, turn state and all ("what if the fireball had missed"); with them, only those
            combatants are carried on, as they ended (hit points, magic points, spent resources,
            lasting conditions), turn state cleared: the next fight of a campaign, where rests are
            allowed before round 1.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedEncounter | Problem]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
    body: ForkEncounter,
    idempotency_key: str | Unset = UNSET,
) -> CreatedEncounter | Problem | None:
    """Fork an encounter into a new one, from any version

     Fork the encounter (see the body). The new stream's first event,
    `encounter_forked`, records where it came from (encounter, version, head hash, the
    combatants kept) and carries the state it starts from. Returns it and the new state
    (201, `Location` the new encounter) and the GM's token for the new encounter
    (`gm_token`, shown this once); 404 for a version or combatant it does not have. The GM's
    (403 for other tokens).

    Args:
        encounter_id (UUID):
        idempotency_key (str | Unset): A unique key per command; a retry with the same key appends
            nothing and returns the first result.
        body (ForkEncounter): Start a new encounter from this one's state at ``version`` (default:
            now), named
            ``name`` (default: the old name, "fork at N"). Without ``combatants`` it is a fork of the
            whole state, turn state and all ("what if the fireball had missed"); with them, only those
            combatants are carried on, as they ended (hit points, magic points, spent resources,
            lasting conditions), turn state cleared: the next fight of a campaign, where rests are
            allowed before round 1.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedEncounter | Problem
    """

    return (
        await asyncio_detailed(
            encounter_id=encounter_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
