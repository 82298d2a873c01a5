"""``GET /encounters/{id}/stats``: the fight's statistics (``fray.domain.fight_stats``)."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from litestar import Request, get
from litestar.params import FromPath

from fray.api.auth import identity_of
from fray.api.context import service_of
from fray.api.encounters import SECURITY
from fray.api.schemas import problem_responses
from fray.domain.fight_stats import FightStats


@get(
    "/encounters/{encounter_id:uuid}/stats",
    operation_id="getEncounterStats",
    tags=["history"],
    responses=problem_responses(401, 404, 503),
    security=SECURITY,
)
async def encounter_stats(request: Request[Any, Any, Any], encounter_id: FromPath[UUID]) -> FightStats:
    """The fight's statistics, undone actions left out: per combatant, damage dealt and taken
    (by type where the ruleset's damage has types), attacks, hits, misses, criticals in the
    ruleset's words (5e ``critical``; the Unlit Spires ``clean_hit``, ``perfect_strike``,
    ``fumble``), healing received, conditions suffered, turns taken and how often it fell;
    per round, whose turns, the attacks, damage, healing, conditions begun and who fell.
    As the caller's token may see them: only the events it may see are counted, and the
    combatants concealed from it are left out."""
    return await service_of(request).views.stats(str(encounter_id), identity_of(request).audience)
