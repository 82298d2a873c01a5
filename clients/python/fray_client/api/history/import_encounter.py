from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.export_line import ExportLine
from ...models.imported_encounter import ImportedEncounter
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: ExportLine,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/encounters/import",
    }

    _kwargs["content"] = body.payload
    headers["Content-Type"] = "application/x-ndjson"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ImportedEncounter | Problem | None:
    if response.status_code == 201:
        response_201 = ImportedEncounter.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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
) -> Response[ImportedEncounter | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ExportLine,
) -> Response[ImportedEncounter | Problem]:
    """Import an encounter from its exported log

     Store an exported log (`GET /encounters/{id}/export`) as the encounter it records,
    under the same id. The body is read as it arrives (up to 64 MiB) and every line is checked
    before anything is stored: its shape, versions 1, 2, 3 … in order, the event and its
    metadata, the hash chain, and that the log folds. All or nothing; a refused file is a 422
    whose `line` names its first problem, and an encounter this server has already is a 409
    (a copy of it here is a fork). Like a create, it needs no token, is limited per client
    address (429), and answers with the GM's token for the imported encounter (`gm_token`,
    shown this once).

    Args:
        body (ExportLine): One line of an exported log (``application/x-ndjson``): the event at
            ``version``, its
            ``type`` and ``schema_version``, its payload ``data`` as stored (at that schema version),
            the ``metadata`` an import keeps, its hash-chain ``salt`` and ``hash`` (hex; absent for
            events written before the chain) and when it was first recorded (``recorded_at``, kept on
            import so a replay keeps the fight's pace; not hashed).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ImportedEncounter | Problem]
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
    body: ExportLine,
) -> ImportedEncounter | Problem | None:
    """Import an encounter from its exported log

     Store an exported log (`GET /encounters/{id}/export`) as the encounter it records,
    under the same id. The body is read as it arrives (up to 64 MiB) and every line is checked
    before anything is stored: its shape, versions 1, 2, 3 … in order, the event and its
    metadata, the hash chain, and that the log folds. All or nothing; a refused file is a 422
    whose `line` names its first problem, and an encounter this server has already is a 409
    (a copy of it here is a fork). Like a create, it needs no token, is limited per client
    address (429), and answers with the GM's token for the imported encounter (`gm_token`,
    shown this once).

    Args:
        body (ExportLine): One line of an exported log (``application/x-ndjson``): the event at
            ``version``, its
            ``type`` and ``schema_version``, its payload ``data`` as stored (at that schema version),
            the ``metadata`` an import keeps, its hash-chain ``salt`` and ``hash`` (hex; absent for
            events written before the chain) and when it was first recorded (``recorded_at``, kept on
            import so a replay keeps the fight's pace; not hashed).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ImportedEncounter | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ExportLine,
) -> Response[ImportedEncounter | Problem]:
    """Import an encounter from its exported log

     Store an exported log (`GET /encounters/{id}/export`) as the encounter it records,
    under the same id. The body is read as it arrives (up to 64 MiB) and every line is checked
    before anything is stored: its shape, versions 1, 2, 3 … in order, the event and its
    metadata, the hash chain, and that the log folds. All or nothing; a refused file is a 422
    whose `line` names its first problem, and an encounter this server has already is a 409
    (a copy of it here is a fork). Like a create, it needs no token, is limited per client
    address (429), and answers with the GM's token for the imported encounter (`gm_token`,
    shown this once).

    Args:
        body (ExportLine): One line of an exported log (``application/x-ndjson``): the event at
            ``version``, its
            ``type`` and ``schema_version``, its payload ``data`` as stored (at that schema version),
            the ``metadata`` an import keeps, its hash-chain ``salt`` and ``hash`` (hex; absent for
            events written before the chain) and when it was first recorded (``recorded_at``, kept on
            import so a replay keeps the fight's pace; not hashed).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ImportedEncounter | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ExportLine,
) -> ImportedEncounter | Problem | None:
    """Import an encounter from its exported log

     Store an exported log (`GET /encounters/{id}/export`) as the encounter it records,
    under the same id. The body is read as it arrives (up to 64 MiB) and every line is checked
    before anything is stored: its shape, versions 1, 2, 3 … in order, the event and its
    metadata, the hash chain, and that the log folds. All or nothing; a refused file is a 422
    whose `line` names its first problem, and an encounter this server has already is a 409
    (a copy of it here is a fork). Like a create, it needs no token, is limited per client
    address (429), and answers with the GM's token for the imported encounter (`gm_token`,
    shown this once).

    Args:
        body (ExportLine): One line of an exported log (``application/x-ndjson``): the event at
            ``version``, its
            ``type`` and ``schema_version``, its payload ``data`` as stored (at that schema version),
            the ``metadata`` an import keeps, its hash-chain ``salt`` and ``hash`` (hex; absent for
            events written before the chain) and when it was first recorded (``recorded_at``, kept on
            import so a replay keeps the fight's pace; not hashed).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ImportedEncounter | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
