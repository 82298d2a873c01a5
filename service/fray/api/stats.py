"""``GET /encounters/{id}/stats``: the fight's statistics (``fray.domain.fight_stats``)."""

from __future__ import annotations

from uuid import UUID

from litestar import get
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath

from fray.api.auth import IDENTITY
from fray.api.encounters import SECURITY, provide_encounters
from fray.api.schemas import problem_responses
from fray.domain.fight_stats import FightStats
from fray.policy.access import Identity
from fray.service_layer.encounters import Encounters


@get(
    "/encounters/{encounter_id:uuid}/stats",
    operation_id="getEncounterStats",
    tags=["history"],
    responses=problem_responses(401, 404, 503),
    security=SECURITY,
    dependencies={"encounters": Provide(provide_encounters, sync_to_thread=False), **IDENTITY},
)
async def encounter_stats(
    encounter_id: FromPath[UUID], encounters: NamedDependency[Encounters], identity: NamedDependency[Identity]
) -> FightStats:
    """The fight's statistics, undone actions left out: per combatant, damage dealt and taken
    (by type where the ruleset's damage has types), attacks, hits, misses, criticals in the
    ruleset's words (5e ``critical``; the Unlit Spires ``clean_hit``, ``perfect_strike``,
    ``fumble``), healing received, conditions suffered, turns taken and how often it fell;
    per round, whose turns, the attacks, damage, healing, conditions begun and who fell.
    As the caller's token may see them: only the events it may see are counted, and the
    combatants concealed from it are left out."""
    return await encounters.stats(str(encounter_id), identity.audience)
