from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.fight_stats import FightStats
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    encounter_id: UUID,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/encounters/{encounter_id}/stats".format(
            encounter_id=quote(str(encounter_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FightStats | Problem | None:
    if response.status_code == 200:
        response_200 = FightStats.from_dict(response.json())

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[FightStats | Problem]:
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
) -> Response[FightStats | Problem]:
    """Statistics of a fight: hits, damage, rolls

     The fight's statistics, undone actions left out: per combatant, damage dealt and taken
    (by type where the ruleset's damage has types), attacks, hits, misses, criticals in the
    ruleset's words (5e `critical`; the Unlit Spires `clean_hit`, `perfect_strike`,
    `fumble`), healing received, conditions suffered, turns taken and how often it fell;
    per round, whose turns, the attacks, damage, healing, conditions begun and who fell.
    As the caller's token may see them: only the events it may see are counted, and the
    combatants concealed from it are left out.

    Args:
        encounter_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FightStats | Problem]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
) -> FightStats | Problem | None:
    """Statistics of a fight: hits, damage, rolls

     The fight's statistics, undone actions left out: per combatant, damage dealt and taken
    (by type where the ruleset's damage has types), attacks, hits, misses, criticals in the
    ruleset's words (5e `critical`; the Unlit Spires `clean_hit`, `perfect_strike`,
    `fumble`), healing received, conditions suffered, turns taken and how often it fell;
    per round, whose turns, the attacks, damage, healing, conditions begun and who fell.
    As the caller's token may see them: only the events it may see are counted, and the
    combatants concealed from it are left out.

    Args:
        encounter_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FightStats | Problem
    """

    return sync_detailed(
        encounter_id=encounter_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[FightStats | Problem]:
    """Statistics of a fight: hits, damage, rolls

     The fight's statistics, undone actions left out: per combatant, damage dealt and taken
    (by type where the ruleset's damage has types), attacks, hits, misses, criticals in the
    ruleset's words (5e `critical`; the Unlit Spires `clean_hit`, `perfect_strike`,
    `fumble`), healing received, conditions suffered, turns taken and how often it fell;
    per round, whose turns, the attacks, damage, healing, conditions begun and who fell.
    As the caller's token may see them: only the events it may see are counted, and the
    combatants concealed from it are left out.

    Args:
        encounter_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FightStats | Problem]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
) -> FightStats | Problem | None:
    """Statistics of a fight: hits, damage, rolls

     The fight's statistics, undone actions left out: per combatant, damage dealt and taken
    (by type where the ruleset's damage has types), attacks, hits, misses, criticals in the
    ruleset's words (5e `critical`; the Unlit Spires `clean_hit`, `perfect_strike`,
    `fumble`), healing received, conditions suffered, turns taken and how often it fell;
    per round, whose turns, the attacks, damage, healing, conditions begun and who fell.
    As the caller's token may see them: only the events it may see are counted, and the
    combatants concealed from it are left out.

    Args:
        encounter_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FightStats | Problem
    """

    return (
        await asyncio_detailed(
            encounter_id=encounter_id,
            client=client,
        )
    ).parsed
