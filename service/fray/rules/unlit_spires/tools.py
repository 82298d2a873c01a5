"""The tools a front end calls while a GM edits a sheet, as pure functions with request and
response structs, declared as the ruleset's ``TOOLS`` (the API mounts them from the registry at
``/rulesets/unlit-spires/…``): build a hero (§09), build a monster and forecast its fight
(§11), and the exact odds of a contest (§10). Every answer is computed, nothing is stored.

A sheet the rules refuse raises ``InvalidCommand`` (HTTP 422, an RFC 9457 problem document
with the rule's message). Source: 000_c3c04d669a38e5ba.txt §09, §10, §11.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, TypeVar

from msgspec import Meta, Struct

from fray.domain.errors import InvalidCommand
from fray.domain.ruleset import Tool

from .commands import MonsterPresetKey
from .errors import SheetError
from .monster_build import MonsterBuild, MonsterSheet, build_monster, fight_forecast
from .odds import OddsReport, advantage_worth, contest_odds, table_percent
from .scores import HeroBuild, HeroSheet, build_hero
from .session_one import preset_build

T = TypeVar("T")
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


class OddsQuery(Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """The odds tool's query: an attack score against a defence score, and who rolls with
    advantage or disadvantage."""

    attack: Annotated[int, Meta(ge=-50, le=50, description="The attack score.")]
    defence: Annotated[int, Meta(ge=-50, le=50, description="The defence score.")]
    attacker_advantage: Annotated[bool, Meta(description="Attacker rolls 3d6, keeps best two.")] = False
    attacker_disadvantage: Annotated[bool, Meta(description="Attacker keeps worst two.")] = False
    defender_advantage: Annotated[bool, Meta(description="Defender rolls 3d6, keeps best two.")] = False
    defender_disadvantage: Annotated[bool, Meta(description="Defender keeps worst two.")] = False


def _rules(fn: Callable[..., T], *args: object) -> T:
    try:
        return fn(*args)
    except SheetError as exc:
        raise InvalidCommand(str(exc)) from exc


def hero(sheet: HeroSheet) -> HeroBuild:
    """A hero's six scores, speed (ft), max magic points, highest spell level, absorb and damage
    from a sheet (§02–§09); every score with its parts. Raises ``InvalidCommand`` for a sheet
    the rules refuse (e.g. a shield with a two-handed weapon). Source: 000 §02–§09."""
    return _rules(build_hero, sheet)


def monster(sheet: MonsterSheet) -> MonsterBuild:
    """A monster from its kind and hit dice (§11 Steps 1–4). Raises ``InvalidCommand`` when
    refused. Source: 000_c3c04d669a38e5ba.txt §11."""
    return _rules(build_monster, sheet)


def forecast(data: ForecastRequest) -> ForecastResponse:
    """How the fight will go (§11 "the last two lines"), exact, under both labelled rule sets.
    Raises ``InvalidCommand`` unless exactly one of sheet and preset is given, or for a sheet
    the rules refuse. Source: 000_c3c04d669a38e5ba.txt §10, §11."""
    if (data.sheet is None) == (data.preset is None):
        raise InvalidCommand("give exactly one of 'sheet' or 'preset'")
    built = _rules(preset_build, data.preset) if data.preset else _rules(build_monster, data.sheet)
    full = fight_forecast(built, data.party_attack, data.party_defence, "full")
    totals = fight_forecast(built, data.party_attack, data.party_defence, "totals_only")
    return ForecastResponse(
        monster=built,
        full=ForecastOdds(full.party_hits_monster.report(), full.monster_hits_party.report()),
        totals_only=ForecastOdds(totals.party_hits_monster.report(), totals.monster_hits_party.report()),
    )


def odds(
    attack: int,
    defence: int,
    attacker_advantage: bool = False,
    attacker_disadvantage: bool = False,
    defender_advantage: bool = False,
    defender_disadvantage: bool = False,
) -> OddsResponse:
    """The exact chance of a hit, a clean hit, a perfect strike and a fumble for an ``attack``
    score against a ``defence`` score, with advantage on either side, by enumerating every die.
    Never raises. Source: 000_c3c04d669a38e5ba.txt §01, §10."""
    flags = (attacker_advantage, attacker_disadvantage, defender_advantage, defender_disadvantage)
    full = contest_odds(attack, defence, *flags, rules="full")
    totals = contest_odds(attack, defence, *flags, rules="totals_only")
    return OddsResponse(
        attack=attack,
        defence=defence,
        edge=attack - defence,
        full=full.report(),
        totals_only=totals.report(),
        seed_table=(
            SeedTable(table_percent(totals.hit), table_percent(totals.clean_hit))
            if not any(flags) and -4 <= attack - defence <= 6
            else None
        ),
        advantage_worth=round(float(advantage_worth()), 4),
    )


TOOLS = (
    Tool(
        path="heroes/build",
        operation_id="spiresBuildHero",
        summary="BuildHeroEndpoint",
        description="Work out a hero's six scores, speed (ft), max magic points, highest spell level, absorb\n"
        "and damage from a sheet (§02–§09); every score comes with its parts (trait, level step,\n"
        "training, gear). 422 for a sheet the rules refuse (e.g. a shield with a two-handed weapon).",
        answer=HeroBuild,
        run=hero,
        body=HeroSheet,
    ),
    Tool(
        path="monsters/build",
        operation_id="spiresBuildMonster",
        summary="BuildMonsterEndpoint",
        description="Build a monster from its kind and hit dice (§11 Steps 1–4): hit die, hit-dice step, six\n"
        "scores with parts, hit points, damage per attack, absorb, speeds. 422 when refused.",
        answer=MonsterBuild,
        run=monster,
        body=MonsterSheet,
    ),
    Tool(
        path="monsters/forecast",
        operation_id="spiresForecastFight",
        summary="ForecastEndpoint",
        description='How the fight will go (§11 "the last two lines"): the party\'s chance to hit the monster\n'
        "and the monster's chance to hit the party, exact, under both labelled rule sets. A preset\n"
        "keeps the Session One table's hand-tuned numbers. 422 when refused.",
        answer=ForecastResponse,
        run=forecast,
        body=ForecastRequest,
    ),
    Tool(
        path="odds",
        operation_id="spiresOdds",
        summary="OddsEndpoint",
        description="The exact chance of a hit, a clean hit, a perfect strike and a fumble for an attack score\n"
        "against a defence score, with advantage on either side (§01, §10), computed by enumerating\n"
        "every die (no simulation); each chance as an exact fraction and a percent.",
        answer=OddsResponse,
        run=lambda q: odds(
            q.attack,
            q.defence,
            q.attacker_advantage,
            q.attacker_disadvantage,
            q.defender_advantage,
            q.defender_disadvantage,
        ),
        query=OddsQuery,
    ),
)
"""The ruleset's tools (``fray.domain.ruleset.Tool``), mounted by the API."""
