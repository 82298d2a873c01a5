"""HTTP tools a front end calls while a GM edits a sheet: build a hero (§09), build a monster
and forecast its fight (§11), and the exact odds of a contest (§10). Mounted by the app factory
through ``Ruleset.route_handlers``; every answer is computed, nothing is stored.

A sheet the rules refuse raises ``InvalidCommand`` (HTTP 422, an RFC 9457 problem document
with the rule's message); a body of the wrong shape is refused by the decoder (HTTP 400).
Source: 000_c3c04d669a38e5ba.txt §09, §10, §11.
"""

from __future__ import annotations

from typing import Annotated

from litestar import get, post
from litestar.di import NamedDependency
from litestar.params import QueryParameter, SkipValidation
from msgspec import Meta, Struct

from fray.api.bodies import json_body
from fray.api.schemas import problem_responses
from fray.domain.errors import InvalidCommand

from .commands import MonsterPresetKey
from .errors import SheetError
from .monster_build import MonsterBuild, MonsterSheet, build_monster, fight_forecast
from .odds import OddsReport, advantage_worth, contest_odds, table_percent
from .scores import HeroBuild, HeroSheet, build_hero
from .session_one import preset_build

PREFIX = "/rulesets/unlit-spires"
TAGS = ["unlit-spires"]
ScoreValue = Annotated[int, Meta(ge=-50, le=50, description="An attack or defence score.")]


class ForecastRequest(Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """A monster (a §11 ``sheet`` or a Session One ``preset``, exactly one) against the party's
    real numbers: its best attack score and its defence score against the monster."""

    sheet: MonsterSheet | None = None
    preset: MonsterPresetKey | None = None
    party_attack: ScoreValue
    party_defence: ScoreValue


class ForecastOdds(Struct, frozen=True):
    """The builder's last two lines under one labelled rule set: the party hitting the monster
    (party attack against its Parry) and the monster hitting the party (its Melee Attack
    against the party's defence)."""

    party_hits_monster: OddsReport
    monster_hits_party: OddsReport


class ForecastResponse(Struct, frozen=True):
    """The monster as built, and how the fight will go: ``full`` is the chance under every §01
    rule (double six always hits, double one always misses), ``totals_only`` what the seed's
    §10 table counts."""

    monster: MonsterBuild
    full: ForecastOdds
    totals_only: ForecastOdds


class SeedTable(Struct, frozen=True):
    """The totals-only chances written as the seed's §10 table writes them ("44%", "0.1%", "—")."""

    hit: str
    clean_hit: str


class OddsResponse(Struct, frozen=True):
    """Exact chances of one attack, by enumerating every die: ``full`` under all of §01 (what a
    player faces), ``totals_only`` decided by totals alone (what the seed's table prints), and
    ``seed_table`` the totals-only figures rounded as the table rounds them (only where the
    §10 table speaks: no advantage on either side, edge −4 to +6; else null), and
    ``advantage_worth`` what advantage adds on average (§10 "about +1.5": 35/24)."""

    attack: int
    defence: int
    edge: int
    full: OddsReport
    totals_only: OddsReport
    seed_table: SeedTable | None
    advantage_worth: float


def _rules(fn, *args, **kwargs):  # type: ignore[no-untyped-def]
    try:
        return fn(*args, **kwargs)
    except SheetError as exc:
        raise InvalidCommand(str(exc)) from exc


@post(f"{PREFIX}/heroes/build", operation_id="spiresBuildHero", tags=TAGS, status_code=200,
      sync_to_thread=False, responses=problem_responses(400, 415, 422), **json_body(HeroSheet))
def build_hero_endpoint(payload: SkipValidation[NamedDependency[HeroSheet]]) -> HeroBuild:
    """Work out a hero's six scores, speed (ft), max magic points, highest spell level, absorb
    and damage from a sheet (§02–§09); every score comes with its parts (trait, level step,
    training, gear). 422 for a sheet the rules refuse (e.g. a shield with a two-handed weapon)."""
    return _rules(build_hero, payload)


@post(f"{PREFIX}/monsters/build", operation_id="spiresBuildMonster", tags=TAGS, status_code=200,
      sync_to_thread=False, responses=problem_responses(400, 415, 422), **json_body(MonsterSheet))
def build_monster_endpoint(payload: SkipValidation[NamedDependency[MonsterSheet]]) -> MonsterBuild:
    """Build a monster from its kind and hit dice (§11 Steps 1–4): hit die, hit-dice step, six
    scores with parts, hit points, damage per attack, absorb, speeds. 422 when refused."""
    return _rules(build_monster, payload)


@post(f"{PREFIX}/monsters/forecast", operation_id="spiresForecastFight", tags=TAGS,
      status_code=200, sync_to_thread=False, responses=problem_responses(400, 415, 422),
      **json_body(ForecastRequest))
def forecast_endpoint(payload: SkipValidation[NamedDependency[ForecastRequest]]) -> ForecastResponse:
    """How the fight will go (§11 "the last two lines"): the party's chance to hit the monster
    and the monster's chance to hit the party, exact, under both labelled rule sets. A preset
    keeps the Session One table's hand-tuned numbers. 422 when refused."""
    data = payload
    if (data.sheet is None) == (data.preset is None):
        raise InvalidCommand("give exactly one of 'sheet' or 'preset'")
    monster = _rules(preset_build, data.preset) if data.preset else _rules(build_monster, data.sheet)
    full = fight_forecast(monster, data.party_attack, data.party_defence, "full")
    totals = fight_forecast(monster, data.party_attack, data.party_defence, "totals_only")
    return ForecastResponse(
        monster=monster,
        full=ForecastOdds(full.party_hits_monster.report(), full.monster_hits_party.report()),
        totals_only=ForecastOdds(totals.party_hits_monster.report(), totals.monster_hits_party.report()),
    )


@get(f"{PREFIX}/odds", operation_id="spiresOdds", tags=TAGS, sync_to_thread=False,
     responses=problem_responses(400))
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
    flags = (attacker_advantage, attacker_disadvantage, defender_advantage, defender_disadvantage)
    full = contest_odds(attack, defence, *flags, rules="full")
    totals = contest_odds(attack, defence, *flags, rules="totals_only")
    return OddsResponse(
        attack=attack, defence=defence, edge=attack - defence, full=full.report(),
        totals_only=totals.report(),
        seed_table=(SeedTable(table_percent(totals.hit), table_percent(totals.clean_hit))
                    if not any(flags) and -4 <= attack - defence <= 6 else None),
        advantage_worth=round(float(advantage_worth()), 4),
    )


ROUTES = (build_hero_endpoint, build_monster_endpoint, forecast_endpoint, odds_endpoint)
