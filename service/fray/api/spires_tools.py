"""The Unlit Spires tools over HTTP (``/rulesets/unlit-spires/…``): the ruleset's pure tools
(``fray.rules.unlit_spires.tools``) mounted with strict bodies and problem documents. Every
answer is computed, nothing is stored; a sheet the rules refuse is a 422.
Source: 000_c3c04d669a38e5ba.txt §09, §10, §11.
"""

from __future__ import annotations

from typing import Annotated

from litestar import get, post
from litestar.di import NamedDependency
from litestar.params import QueryParameter, SkipValidation

from fray.api.bodies import json_body
from fray.api.schemas import problem_responses
from fray.rules.unlit_spires import tools
from fray.rules.unlit_spires.monster_build import MonsterBuild, MonsterSheet
from fray.rules.unlit_spires.scores import HeroBuild, HeroSheet
from fray.rules.unlit_spires.tools import ForecastRequest, ForecastResponse, OddsResponse

PREFIX = "/rulesets/unlit-spires"
TAGS = ["unlit-spires"]


@post(
    f"{PREFIX}/heroes/build",
    operation_id="spiresBuildHero",
    tags=TAGS,
    status_code=200,
    sync_to_thread=False,
    responses=problem_responses(400, 415, 422),
    **json_body(HeroSheet),
)
def build_hero_endpoint(payload: SkipValidation[NamedDependency[HeroSheet]]) -> HeroBuild:
    """Work out a hero's six scores, speed (ft), max magic points, highest spell level, absorb
    and damage from a sheet (§02–§09); every score comes with its parts (trait, level step,
    training, gear). 422 for a sheet the rules refuse (e.g. a shield with a two-handed weapon)."""
    return tools.hero(payload)


@post(
    f"{PREFIX}/monsters/build",
    operation_id="spiresBuildMonster",
    tags=TAGS,
    status_code=200,
    sync_to_thread=False,
    responses=problem_responses(400, 415, 422),
    **json_body(MonsterSheet),
)
def build_monster_endpoint(payload: SkipValidation[NamedDependency[MonsterSheet]]) -> MonsterBuild:
    """Build a monster from its kind and hit dice (§11 Steps 1–4): hit die, hit-dice step, six
    scores with parts, hit points, damage per attack, absorb, speeds. 422 when refused."""
    return tools.monster(payload)


@post(
    f"{PREFIX}/monsters/forecast",
    operation_id="spiresForecastFight",
    tags=TAGS,
    status_code=200,
    sync_to_thread=False,
    responses=problem_responses(400, 415, 422),
    **json_body(ForecastRequest),
)
def forecast_endpoint(payload: SkipValidation[NamedDependency[ForecastRequest]]) -> ForecastResponse:
    """How the fight will go (§11 "the last two lines"): the party's chance to hit the monster
    and the monster's chance to hit the party, exact, under both labelled rule sets. A preset
    keeps the Session One table's hand-tuned numbers. 422 when refused."""
    return tools.forecast(payload)


@get(f"{PREFIX}/odds", operation_id="spiresOdds", tags=TAGS, sync_to_thread=False, responses=problem_responses(400))
def odds_endpoint(
    attack: Annotated[int, QueryParameter(ge=-50, le=50, description="The attack score.")],
    defence: Annotated[int, QueryParameter(ge=-50, le=50, description="The defence score.")],
    attacker_advantage: Annotated[bool, QueryParameter(description="Attacker rolls 3d6, keeps best two.")] = False,
    attacker_disadvantage: Annotated[bool, QueryParameter(description="Attacker keeps worst two.")] = False,
    defender_advantage: Annotated[bool, QueryParameter(description="Defender rolls 3d6, keeps best two.")] = False,
    defender_disadvantage: Annotated[bool, QueryParameter(description="Defender keeps worst two.")] = False,
) -> OddsResponse:
    """The exact chance of a hit, a clean hit, a perfect strike and a fumble for an attack score
    against a defence score, with advantage on either side (§01, §10), computed by enumerating
    every die (no simulation); each chance as an exact fraction and a percent."""
    return tools.odds(
        attack, defence, attacker_advantage, attacker_disadvantage, defender_advantage, defender_disadvantage
    )


ROUTES = (build_hero_endpoint, build_monster_endpoint, forecast_endpoint, odds_endpoint)
