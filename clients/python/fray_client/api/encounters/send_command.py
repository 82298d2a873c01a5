from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.ability_check import AbilityCheck
from ...models.add_combatant import AddCombatant
from ...models.add_creature import AddCreature
from ...models.add_hero import AddHero
from ...models.add_monster import AddMonster
from ...models.add_object import AddObject
from ...models.advance_turn import AdvanceTurn
from ...models.apply_condition import ApplyCondition
from ...models.apply_damage import ApplyDamage
from ...models.apply_healing import ApplyHealing
from ...models.archive_encounter import ArchiveEncounter
from ...models.area_attack import AreaAttack
from ...models.chase import Chase
from ...models.check import Check
from ...models.check_morale import CheckMorale
from ...models.command_response import CommandResponse
from ...models.contest import Contest
from ...models.correct_combatant import CorrectCombatant
from ...models.dash import Dash
from ...models.deal_damage import DealDamage
from ...models.death_save import DeathSave
from ...models.declare_actions import DeclareActions
from ...models.defend import Defend
from ...models.disengage import Disengage
from ...models.dnd_4e_add_combatant import Dnd4EAddCombatant
from ...models.dnd_4e_apply_condition import Dnd4EApplyCondition
from ...models.dnd_4e_attack import Dnd4EAttack
from ...models.dnd_4e_deal_damage import Dnd4EDealDamage
from ...models.dnd_4e_death_save import Dnd4EDeathSave
from ...models.dnd_4e_drop_prone import Dnd4EDropProne
from ...models.dnd_4e_grant_temp_hp import Dnd4EGrantTempHp
from ...models.dnd_4e_heal import Dnd4EHeal
from ...models.dnd_4e_opportunity_attack import Dnd4EOpportunityAttack
from ...models.dnd_4e_rest import Dnd4ERest
from ...models.dnd_4e_saving_throw import Dnd4ESavingThrow
from ...models.dnd_4e_take_action import Dnd4ETakeAction
from ...models.dnd_5e2024_cast_spell import Dnd5E2024CastSpell
from ...models.dnd_5e2024_opportunity_attack import Dnd5E2024OpportunityAttack
from ...models.dnd_5e2024_rest import Dnd5E2024Rest
from ...models.dnd_5e2024_take_action import Dnd5E2024TakeAction
from ...models.end_condition import EndCondition
from ...models.end_encounter import EndEncounter
from ...models.end_fight import EndFight
from ...models.escape_grapple import EscapeGrapple
from ...models.first_aid import FirstAid
from ...models.flee import Flee
from ...models.forced_movement import ForcedMovement
from ...models.grant_temp_hp import GrantTempHp
from ...models.grapple import Grapple
from ...models.heal import Heal
from ...models.help_ import Help
from ...models.hide import Hide
from ...models.interact_with_object import InteractWithObject
from ...models.make_attack import MakeAttack
from ...models.maneuver import Maneuver
from ...models.melee_attack import MeleeAttack
from ...models.meshal_lite_attack import MeshalLiteAttack
from ...models.meshal_lite_rest import MeshalLiteRest
from ...models.meshal_lite_take_action import MeshalLiteTakeAction
from ...models.missile_attack import MissileAttack
from ...models.move_combatant import MoveCombatant
from ...models.move_zone import MoveZone
from ...models.order_side import OrderSide
from ...models.place_combatant import PlaceCombatant
from ...models.problem import Problem
from ...models.progressive_check import ProgressiveCheck
from ...models.progressive_contest import ProgressiveContest
from ...models.reach_milestone import ReachMilestone
from ...models.ready import Ready
from ...models.recover_magic_points import RecoverMagicPoints
from ...models.redo import Redo
from ...models.refund_mobility import RefundMobility
from ...models.remove_combatant import RemoveCombatant
from ...models.remove_condition import RemoveCondition
from ...models.reveal import Reveal
from ...models.revoke import Revoke
from ...models.roll_initiative import RollInitiative
from ...models.roll_lingering_injury import RollLingeringInjury
from ...models.saving_throw import SavingThrow
from ...models.second_wind import SecondWind
from ...models.set_initiative import SetInitiative
from ...models.set_temporary import SetTemporary
from ...models.set_visibility import SetVisibility
from ...models.shove import Shove
from ...models.spend_action_point import SpendActionPoint
from ...models.stand_up import StandUp
from ...models.start_fight import StartFight
from ...models.start_round import StartRound
from ...models.sustain import Sustain
from ...models.take_dodge import TakeDodge
from ...models.take_loot import TakeLoot
from ...models.undo import Undo
from ...models.unlit_spires_cast_spell import UnlitSpiresCastSpell
from ...models.unlit_spires_drop_prone import UnlitSpiresDropProne
from ...models.unlit_spires_opportunity_attack import UnlitSpiresOpportunityAttack
from ...models.use_action import UseAction
from ...models.use_bonus_action import UseBonusAction
from ...models.use_power import UsePower
from ...models.use_reaction import UseReaction
from ...models.wound_festers import WoundFesters
from ...types import UNSET, Response, Unset


def _get_kwargs(
    encounter_id: UUID,
    *,
    body: AbilityCheck
    | AddCombatant
    | AddCreature
    | AddHero
    | AddMonster
    | AddObject
    | AdvanceTurn
    | ApplyCondition
    | ApplyDamage
    | ApplyHealing
    | ArchiveEncounter
    | AreaAttack
    | Chase
    | Check
    | CheckMorale
    | Contest
    | CorrectCombatant
    | Dash
    | DealDamage
    | DeathSave
    | DeclareActions
    | Defend
    | Disengage
    | Dnd4EAddCombatant
    | Dnd4EApplyCondition
    | Dnd4EAttack
    | Dnd4EDealDamage
    | Dnd4EDeathSave
    | Dnd4EDropProne
    | Dnd4EGrantTempHp
    | Dnd4EHeal
    | Dnd4EOpportunityAttack
    | Dnd4ERest
    | Dnd4ESavingThrow
    | Dnd4ETakeAction
    | Dnd5E2024CastSpell
    | Dnd5E2024OpportunityAttack
    | Dnd5E2024Rest
    | Dnd5E2024TakeAction
    | EndCondition
    | EndEncounter
    | EndFight
    | EscapeGrapple
    | FirstAid
    | Flee
    | ForcedMovement
    | GrantTempHp
    | Grapple
    | Heal
    | Help
    | Hide
    | InteractWithObject
    | MakeAttack
    | Maneuver
    | MeleeAttack
    | MeshalLiteAttack
    | MeshalLiteRest
    | MeshalLiteTakeAction
    | MissileAttack
    | MoveCombatant
    | MoveZone
    | OrderSide
    | PlaceCombatant
    | ProgressiveCheck
    | ProgressiveContest
    | ReachMilestone
    | Ready
    | RecoverMagicPoints
    | Redo
    | RefundMobility
    | RemoveCombatant
    | RemoveCondition
    | Reveal
    | Revoke
    | RollInitiative
    | RollLingeringInjury
    | SavingThrow
    | SecondWind
    | SetInitiative
    | SetTemporary
    | SetVisibility
    | Shove
    | SpendActionPoint
    | StandUp
    | StartFight
    | StartRound
    | Sustain
    | TakeDodge
    | TakeLoot
    | Undo
    | UnlitSpiresCastSpell
    | UnlitSpiresDropProne
    | UnlitSpiresOpportunityAttack
    | UseAction
    | UseBonusAction
    | UsePower
    | UseReaction
    | WoundFesters,
    dry_run: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    params: dict[str, Any] = {}

    params["dry_run"] = dry_run

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/encounters/{encounter_id}/commands".format(
            encounter_id=quote(str(encounter_id), safe=""),
        ),
        "params": params,
    }

    if isinstance(body, RollInitiative):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AdvanceTurn):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ApplyDamage):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ApplyHealing):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, RemoveCombatant):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, RemoveCondition):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PlaceCombatant):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, MoveCombatant):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Dash):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, StandUp):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, StartFight):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EndEncounter):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SetInitiative):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CorrectCombatant):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Undo):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Redo):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Revoke):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SetVisibility):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Reveal):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ArchiveEncounter):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AddHero):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AddMonster):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, MeleeAttack):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, MissileAttack):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, UnlitSpiresOpportunityAttack):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, UnlitSpiresCastSpell):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TakeDodge):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Help):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Disengage):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Hide):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, UnlitSpiresDropProne):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, RecoverMagicPoints):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AddCombatant):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, MakeAttack):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Dnd5E2024OpportunityAttack):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DealDamage):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Heal):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, GrantTempHp):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DeathSave):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SavingThrow):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AbilityCheck):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ApplyCondition):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EndCondition):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Dnd5E2024TakeAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Dnd5E2024CastSpell):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, UseAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Ready):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, UseReaction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, UseBonusAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, InteractWithObject):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Grapple):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Shove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EscapeGrapple):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, StartRound):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Maneuver):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, RollLingeringInjury):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, WoundFesters):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CheckMorale):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DeclareActions):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OrderSide):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Dnd5E2024Rest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AddCreature):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AddObject):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SetTemporary):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, MeshalLiteAttack):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AreaAttack):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Defend):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Check):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ProgressiveCheck):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Contest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ProgressiveContest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, MeshalLiteTakeAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Flee):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Chase):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, RefundMobility):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EndFight):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TakeLoot):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, MeshalLiteRest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Dnd4EAddCombatant):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Dnd4EAttack):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, UsePower):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Dnd4EOpportunityAttack):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Dnd4EDealDamage):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Dnd4EHeal):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Dnd4EGrantTempHp):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SecondWind):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FirstAid):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Dnd4ESavingThrow):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Dnd4EDeathSave):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Dnd4EApplyCondition):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Sustain):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SpendActionPoint):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Dnd4ETakeAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ForcedMovement):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, MoveZone):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Dnd4EDropProne):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Dnd4ERest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CommandResponse | Problem | None:
    if response.status_code == 200:
        response_200 = CommandResponse.from_dict(response.json())

        return response_200

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())

        return response_412

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
) -> Response[CommandResponse | Problem]:
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
    body: AbilityCheck
    | AddCombatant
    | AddCreature
    | AddHero
    | AddMonster
    | AddObject
    | AdvanceTurn
    | ApplyCondition
    | ApplyDamage
    | ApplyHealing
    | ArchiveEncounter
    | AreaAttack
    | Chase
    | Check
    | CheckMorale
    | Contest
    | CorrectCombatant
    | Dash
    | DealDamage
    | DeathSave
    | DeclareActions
    | Defend
    | Disengage
    | Dnd4EAddCombatant
    | Dnd4EApplyCondition
    | Dnd4EAttack
    | Dnd4EDealDamage
    | Dnd4EDeathSave
    | Dnd4EDropProne
    | Dnd4EGrantTempHp
    | Dnd4EHeal
    | Dnd4EOpportunityAttack
    | Dnd4ERest
    | Dnd4ESavingThrow
    | Dnd4ETakeAction
    | Dnd5E2024CastSpell
    | Dnd5E2024OpportunityAttack
    | Dnd5E2024Rest
    | Dnd5E2024TakeAction
    | EndCondition
    | EndEncounter
    | EndFight
    | EscapeGrapple
    | FirstAid
    | Flee
    | ForcedMovement
    | GrantTempHp
    | Grapple
    | Heal
    | Help
    | Hide
    | InteractWithObject
    | MakeAttack
    | Maneuver
    | MeleeAttack
    | MeshalLiteAttack
    | MeshalLiteRest
    | MeshalLiteTakeAction
    | MissileAttack
    | MoveCombatant
    | MoveZone
    | OrderSide
    | PlaceCombatant
    | ProgressiveCheck
    | ProgressiveContest
    | ReachMilestone
    | Ready
    | RecoverMagicPoints
    | Redo
    | RefundMobility
    | RemoveCombatant
    | RemoveCondition
    | Reveal
    | Revoke
    | RollInitiative
    | RollLingeringInjury
    | SavingThrow
    | SecondWind
    | SetInitiative
    | SetTemporary
    | SetVisibility
    | Shove
    | SpendActionPoint
    | StandUp
    | StartFight
    | StartRound
    | Sustain
    | TakeDodge
    | TakeLoot
    | Undo
    | UnlitSpiresCastSpell
    | UnlitSpiresDropProne
    | UnlitSpiresOpportunityAttack
    | UseAction
    | UseBonusAction
    | UsePower
    | UseReaction
    | WoundFesters,
    dry_run: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[CommandResponse | Problem]:
    """Send a command (attack, move, end a turn, undo …)

     Send a command to the encounter. Its events are appended in one transaction and
    published live; the response has the events, the new version (also the `ETag`) and
    the new state. A refused command appends nothing and returns a problem document:
    404 unknown encounter or combatant, 409 against the rules or a version conflict,
    412 `If-Match` no longer current, 422 not possible in this ruleset. With
    `dry_run=true` nothing is stored: the answer is what would be appended (`dry_run`
    is true, the events have position 0) and the state after it.

    Needs a token (401 without one): the GM's may send anything; a player's only commands
    whose actor is one of its combatants (403 otherwise; a combatant it cannot see is a
    404 worded as for an unknown id); a spectator's none. The events record the token's
    identity as their actor. Commands per second are limited per token (429).

    Args:
        encounter_id (UUID):
        dry_run (bool | Unset): Answer what the command would append and the state after it, and
            store nothing (the GM's only). Default: False.
        if_match (str | Unset): Only apply if the encounter is at this version: its ETag, e.g.
            `"7"`, or a list of them (`"7", "8"`: any of these), or `*` (any). Entity tags compare
            strongly (RFC 9110 §13.1.1): a weak tag such as `W/"7"` never matches (412). Anything
            else, an empty value included, is a 400.
        idempotency_key (str | Unset): A unique key per command; a retry with the same key appends
            nothing and returns the first result.
        body (AbilityCheck | AddCombatant | AddCreature | AddHero | AddMonster | AddObject |
            AdvanceTurn | ApplyCondition | ApplyDamage | ApplyHealing | ArchiveEncounter | AreaAttack
            | Chase | Check | CheckMorale | Contest | CorrectCombatant | Dash | DealDamage | DeathSave
            | DeclareActions | Defend | Disengage | Dnd4EAddCombatant | Dnd4EApplyCondition |
            Dnd4EAttack | Dnd4EDealDamage | Dnd4EDeathSave | Dnd4EDropProne | Dnd4EGrantTempHp |
            Dnd4EHeal | Dnd4EOpportunityAttack | Dnd4ERest | Dnd4ESavingThrow | Dnd4ETakeAction |
            Dnd5E2024CastSpell | Dnd5E2024OpportunityAttack | Dnd5E2024Rest | Dnd5E2024TakeAction |
            EndCondition | EndEncounter | EndFight | EscapeGrapple | FirstAid | Flee | ForcedMovement
            | GrantTempHp | Grapple | Heal | Help | Hide | InteractWithObject | MakeAttack | Maneuver
            | MeleeAttack | MeshalLiteAttack | MeshalLiteRest | MeshalLiteTakeAction | MissileAttack |
            MoveCombatant | MoveZone | OrderSide | PlaceCombatant | ProgressiveCheck |
            ProgressiveContest | ReachMilestone | Ready | RecoverMagicPoints | Redo | RefundMobility |
            RemoveCombatant | RemoveCondition | Reveal | Revoke | RollInitiative | RollLingeringInjury
            | SavingThrow | SecondWind | SetInitiative | SetTemporary | SetVisibility | Shove |
            SpendActionPoint | StandUp | StartFight | StartRound | Sustain | TakeDodge | TakeLoot |
            Undo | UnlitSpiresCastSpell | UnlitSpiresDropProne | UnlitSpiresOpportunityAttack |
            UseAction | UseBonusAction | UsePower | UseReaction | WoundFesters): Any registered
            Command: one schema per kind, told apart by `type`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandResponse | Problem]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        body=body,
        dry_run=dry_run,
        if_match=if_match,
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
    body: AbilityCheck
    | AddCombatant
    | AddCreature
    | AddHero
    | AddMonster
    | AddObject
    | AdvanceTurn
    | ApplyCondition
    | ApplyDamage
    | ApplyHealing
    | ArchiveEncounter
    | AreaAttack
    | Chase
    | Check
    | CheckMorale
    | Contest
    | CorrectCombatant
    | Dash
    | DealDamage
    | DeathSave
    | DeclareActions
    | Defend
    | Disengage
    | Dnd4EAddCombatant
    | Dnd4EApplyCondition
    | Dnd4EAttack
    | Dnd4EDealDamage
    | Dnd4EDeathSave
    | Dnd4EDropProne
    | Dnd4EGrantTempHp
    | Dnd4EHeal
    | Dnd4EOpportunityAttack
    | Dnd4ERest
    | Dnd4ESavingThrow
    | Dnd4ETakeAction
    | Dnd5E2024CastSpell
    | Dnd5E2024OpportunityAttack
    | Dnd5E2024Rest
    | Dnd5E2024TakeAction
    | EndCondition
    | EndEncounter
    | EndFight
    | EscapeGrapple
    | FirstAid
    | Flee
    | ForcedMovement
    | GrantTempHp
    | Grapple
    | Heal
    | Help
    | Hide
    | InteractWithObject
    | MakeAttack
    | Maneuver
    | MeleeAttack
    | MeshalLiteAttack
    | MeshalLiteRest
    | MeshalLiteTakeAction
    | MissileAttack
    | MoveCombatant
    | MoveZone
    | OrderSide
    | PlaceCombatant
    | ProgressiveCheck
    | ProgressiveContest
    | ReachMilestone
    | Ready
    | RecoverMagicPoints
    | Redo
    | RefundMobility
    | RemoveCombatant
    | RemoveCondition
    | Reveal
    | Revoke
    | RollInitiative
    | RollLingeringInjury
    | SavingThrow
    | SecondWind
    | SetInitiative
    | SetTemporary
    | SetVisibility
    | Shove
    | SpendActionPoint
    | StandUp
    | StartFight
    | StartRound
    | Sustain
    | TakeDodge
    | TakeLoot
    | Undo
    | UnlitSpiresCastSpell
    | UnlitSpiresDropProne
    | UnlitSpiresOpportunityAttack
    | UseAction
    | UseBonusAction
    | UsePower
    | UseReaction
    | WoundFesters,
    dry_run: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> CommandResponse | Problem | None:
    """Send a command (attack, move, end a turn, undo …)

     Send a command to the encounter. Its events are appended in one transaction and
    published live; the response has the events, the new version (also the `ETag`) and
    the new state. A refused command appends nothing and returns a problem document:
    404 unknown encounter or combatant, 409 against the rules or a version conflict,
    412 `If-Match` no longer current, 422 not possible in this ruleset. With
    `dry_run=true` nothing is stored: the answer is what would be appended (`dry_run`
    is true, the events have position 0) and the state after it.

    Needs a token (401 without one): the GM's may send anything; a player's only commands
    whose actor is one of its combatants (403 otherwise; a combatant it cannot see is a
    404 worded as for an unknown id); a spectator's none. The events record the token's
    identity as their actor. Commands per second are limited per token (429).

    Args:
        encounter_id (UUID):
        dry_run (bool | Unset): Answer what the command would append and the state after it, and
            store nothing (the GM's only). Default: False.
        if_match (str | Unset): Only apply if the encounter is at this version: its ETag, e.g.
            `"7"`, or a list of them (`"7", "8"`: any of these), or `*` (any). Entity tags compare
            strongly (RFC 9110 §13.1.1): a weak tag such as `W/"7"` never matches (412). Anything
            else, an empty value included, is a 400.
        idempotency_key (str | Unset): A unique key per command; a retry with the same key appends
            nothing and returns the first result.
        body (AbilityCheck | AddCombatant | AddCreature | AddHero | AddMonster | AddObject |
            AdvanceTurn | ApplyCondition | ApplyDamage | ApplyHealing | ArchiveEncounter | AreaAttack
            | Chase | Check | CheckMorale | Contest | CorrectCombatant | Dash | DealDamage | DeathSave
            | DeclareActions | Defend | Disengage | Dnd4EAddCombatant | Dnd4EApplyCondition |
            Dnd4EAttack | Dnd4EDealDamage | Dnd4EDeathSave | Dnd4EDropProne | Dnd4EGrantTempHp |
            Dnd4EHeal | Dnd4EOpportunityAttack | Dnd4ERest | Dnd4ESavingThrow | Dnd4ETakeAction |
            Dnd5E2024CastSpell | Dnd5E2024OpportunityAttack | Dnd5E2024Rest | Dnd5E2024TakeAction |
            EndCondition | EndEncounter | EndFight | EscapeGrapple | FirstAid | Flee | ForcedMovement
            | GrantTempHp | Grapple | Heal | Help | Hide | InteractWithObject | MakeAttack | Maneuver
            | MeleeAttack | MeshalLiteAttack | MeshalLiteRest | MeshalLiteTakeAction | MissileAttack |
            MoveCombatant | MoveZone | OrderSide | PlaceCombatant | ProgressiveCheck |
            ProgressiveContest | ReachMilestone | Ready | RecoverMagicPoints | Redo | RefundMobility |
            RemoveCombatant | RemoveCondition | Reveal | Revoke | RollInitiative | RollLingeringInjury
            | SavingThrow | SecondWind | SetInitiative | SetTemporary | SetVisibility | Shove |
            SpendActionPoint | StandUp | StartFight | StartRound | Sustain | TakeDodge | TakeLoot |
            Undo | UnlitSpiresCastSpell | UnlitSpiresDropProne | UnlitSpiresOpportunityAttack |
            UseAction | UseBonusAction | UsePower | UseReaction | WoundFesters): Any registered
            Command: one schema per kind, told apart by `type`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandResponse | Problem
    """

    return sync_detailed(
        encounter_id=encounter_id,
        client=client,
        body=body,
        dry_run=dry_run,
        if_match=if_match,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
    body: AbilityCheck
    | AddCombatant
    | AddCreature
    | AddHero
    | AddMonster
    | AddObject
    | AdvanceTurn
    | ApplyCondition
    | ApplyDamage
    | ApplyHealing
    | ArchiveEncounter
    | AreaAttack
    | Chase
    | Check
    | CheckMorale
    | Contest
    | CorrectCombatant
    | Dash
    | DealDamage
    | DeathSave
    | DeclareActions
    | Defend
    | Disengage
    | Dnd4EAddCombatant
    | Dnd4EApplyCondition
    | Dnd4EAttack
    | Dnd4EDealDamage
    | Dnd4EDeathSave
    | Dnd4EDropProne
    | Dnd4EGrantTempHp
    | Dnd4EHeal
    | Dnd4EOpportunityAttack
    | Dnd4ERest
    | Dnd4ESavingThrow
    | Dnd4ETakeAction
    | Dnd5E2024CastSpell
    | Dnd5E2024OpportunityAttack
    | Dnd5E2024Rest
    | Dnd5E2024TakeAction
    | EndCondition
    | EndEncounter
    | EndFight
    | EscapeGrapple
    | FirstAid
    | Flee
    | ForcedMovement
    | GrantTempHp
    | Grapple
    | Heal
    | Help
    | Hide
    | InteractWithObject
    | MakeAttack
    | Maneuver
    | MeleeAttack
    | MeshalLiteAttack
    | MeshalLiteRest
    | MeshalLiteTakeAction
    | MissileAttack
    | MoveCombatant
    | MoveZone
    | OrderSide
    | PlaceCombatant
    | ProgressiveCheck
    | ProgressiveContest
    | ReachMilestone
    | Ready
    | RecoverMagicPoints
    | Redo
    | RefundMobility
    | RemoveCombatant
    | RemoveCondition
    | Reveal
    | Revoke
    | RollInitiative
    | RollLingeringInjury
    | SavingThrow
    | SecondWind
    | SetInitiative
    | SetTemporary
    | SetVisibility
    | Shove
    | SpendActionPoint
    | StandUp
    | StartFight
    | StartRound
    | Sustain
    | TakeDodge
    | TakeLoot
    | Undo
    | UnlitSpiresCastSpell
    | UnlitSpiresDropProne
    | UnlitSpiresOpportunityAttack
    | UseAction
    | UseBonusAction
    | UsePower
    | UseReaction
    | WoundFesters,
    dry_run: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[CommandResponse | Problem]:
    """Send a command (attack, move, end a turn, undo …)

     Send a command to the encounter. Its events are appended in one transaction and
    published live; the response has the events, the new version (also the `ETag`) and
    the new state. A refused command appends nothing and returns a problem document:
    404 unknown encounter or combatant, 409 against the rules or a version conflict,
    412 `If-Match` no longer current, 422 not possible in this ruleset. With
    `dry_run=true` nothing is stored: the answer is what would be appended (`dry_run`
    is true, the events have position 0) and the state after it.

    Needs a token (401 without one): the GM's may send anything; a player's only commands
    whose actor is one of its combatants (403 otherwise; a combatant it cannot see is a
    404 worded as for an unknown id); a spectator's none. The events record the token's
    identity as their actor. Commands per second are limited per token (429).

    Args:
        encounter_id (UUID):
        dry_run (bool | Unset): Answer what the command would append and the state after it, and
            store nothing (the GM's only). Default: False.
        if_match (str | Unset): Only apply if the encounter is at this version: its ETag, e.g.
            `"7"`, or a list of them (`"7", "8"`: any of these), or `*` (any). Entity tags compare
            strongly (RFC 9110 §13.1.1): a weak tag such as `W/"7"` never matches (412). Anything
            else, an empty value included, is a 400.
        idempotency_key (str | Unset): A unique key per command; a retry with the same key appends
            nothing and returns the first result.
        body (AbilityCheck | AddCombatant | AddCreature | AddHero | AddMonster | AddObject |
            AdvanceTurn | ApplyCondition | ApplyDamage | ApplyHealing | ArchiveEncounter | AreaAttack
            | Chase | Check | CheckMorale | Contest | CorrectCombatant | Dash | DealDamage | DeathSave
            | DeclareActions | Defend | Disengage | Dnd4EAddCombatant | Dnd4EApplyCondition |
            Dnd4EAttack | Dnd4EDealDamage | Dnd4EDeathSave | Dnd4EDropProne | Dnd4EGrantTempHp |
            Dnd4EHeal | Dnd4EOpportunityAttack | Dnd4ERest | Dnd4ESavingThrow | Dnd4ETakeAction |
            Dnd5E2024CastSpell | Dnd5E2024OpportunityAttack | Dnd5E2024Rest | Dnd5E2024TakeAction |
            EndCondition | EndEncounter | EndFight | EscapeGrapple | FirstAid | Flee | ForcedMovement
            | GrantTempHp | Grapple | Heal | Help | Hide | InteractWithObject | MakeAttack | Maneuver
            | MeleeAttack | MeshalLiteAttack | MeshalLiteRest | MeshalLiteTakeAction | MissileAttack |
            MoveCombatant | MoveZone | OrderSide | PlaceCombatant | ProgressiveCheck |
            ProgressiveContest | ReachMilestone | Ready | RecoverMagicPoints | Redo | RefundMobility |
            RemoveCombatant | RemoveCondition | Reveal | Revoke | RollInitiative | RollLingeringInjury
            | SavingThrow | SecondWind | SetInitiative | SetTemporary | SetVisibility | Shove |
            SpendActionPoint | StandUp | StartFight | StartRound | Sustain | TakeDodge | TakeLoot |
            Undo | UnlitSpiresCastSpell | UnlitSpiresDropProne | UnlitSpiresOpportunityAttack |
            UseAction | UseBonusAction | UsePower | UseReaction | WoundFesters): Any registered
            Command: one schema per kind, told apart by `type`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandResponse | Problem]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        body=body,
        dry_run=dry_run,
        if_match=if_match,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    encounter_id: UUID,
    *,
    client: AuthenticatedClient,
    body: AbilityCheck
    | AddCombatant
    | AddCreature
    | AddHero
    | AddMonster
    | AddObject
    | AdvanceTurn
    | ApplyCondition
    | ApplyDamage
    | ApplyHealing
    | ArchiveEncounter
    | AreaAttack
    | Chase
    | Check
    | CheckMorale
    | Contest
    | CorrectCombatant
    | Dash
    | DealDamage
    | DeathSave
    | DeclareActions
    | Defend
    | Disengage
    | Dnd4EAddCombatant
    | Dnd4EApplyCondition
    | Dnd4EAttack
    | Dnd4EDealDamage
    | Dnd4EDeathSave
    | Dnd4EDropProne
    | Dnd4EGrantTempHp
    | Dnd4EHeal
    | Dnd4EOpportunityAttack
    | Dnd4ERest
    | Dnd4ESavingThrow
    | Dnd4ETakeAction
    | Dnd5E2024CastSpell
    | Dnd5E2024OpportunityAttack
    | Dnd5E2024Rest
    | Dnd5E2024TakeAction
    | EndCondition
    | EndEncounter
    | EndFight
    | EscapeGrapple
    | FirstAid
    | Flee
    | ForcedMovement
    | GrantTempHp
    | Grapple
    | Heal
    | Help
    | Hide
    | InteractWithObject
    | MakeAttack
    | Maneuver
    | MeleeAttack
    | MeshalLiteAttack
    | MeshalLiteRest
    | MeshalLiteTakeAction
    | MissileAttack
    | MoveCombatant
    | MoveZone
    | OrderSide
    | PlaceCombatant
    | ProgressiveCheck
    | ProgressiveContest
    | ReachMilestone
    | Ready
    | RecoverMagicPoints
    | Redo
    | RefundMobility
    | RemoveCombatant
    | RemoveCondition
    | Reveal
    | Revoke
    | RollInitiative
    | RollLingeringInjury
    | SavingThrow
    | SecondWind
    | SetInitiative
    | SetTemporary
    | SetVisibility
    | Shove
    | SpendActionPoint
    | StandUp
    | StartFight
    | StartRound
    | Sustain
    | TakeDodge
    | TakeLoot
    | Undo
    | UnlitSpiresCastSpell
    | UnlitSpiresDropProne
    | UnlitSpiresOpportunityAttack
    | UseAction
    | UseBonusAction
    | UsePower
    | UseReaction
    | WoundFesters,
    dry_run: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> CommandResponse | Problem | None:
    """Send a command (attack, move, end a turn, undo …)

     Send a command to the encounter. Its events are appended in one transaction and
    published live; the response has the events, the new version (also the `ETag`) and
    the new state. A refused command appends nothing and returns a problem document:
    404 unknown encounter or combatant, 409 against the rules or a version conflict,
    412 `If-Match` no longer current, 422 not possible in this ruleset. With
    `dry_run=true` nothing is stored: the answer is what would be appended (`dry_run`
    is true, the events have position 0) and the state after it.

    Needs a token (401 without one): the GM's may send anything; a player's only commands
    whose actor is one of its combatants (403 otherwise; a combatant it cannot see is a
    404 worded as for an unknown id); a spectator's none. The events record the token's
    identity as their actor. Commands per second are limited per token (429).

    Args:
        encounter_id (UUID):
        dry_run (bool | Unset): Answer what the command would append and the state after it, and
            store nothing (the GM's only). Default: False.
        if_match (str | Unset): Only apply if the encounter is at this version: its ETag, e.g.
            `"7"`, or a list of them (`"7", "8"`: any of these), or `*` (any). Entity tags compare
            strongly (RFC 9110 §13.1.1): a weak tag such as `W/"7"` never matches (412). Anything
            else, an empty value included, is a 400.
        idempotency_key (str | Unset): A unique key per command; a retry with the same key appends
            nothing and returns the first result.
        body (AbilityCheck | AddCombatant | AddCreature | AddHero | AddMonster | AddObject |
            AdvanceTurn | ApplyCondition | ApplyDamage | ApplyHealing | ArchiveEncounter | AreaAttack
            | Chase | Check | CheckMorale | Contest | CorrectCombatant | Dash | DealDamage | DeathSave
            | DeclareActions | Defend | Disengage | Dnd4EAddCombatant | Dnd4EApplyCondition |
            Dnd4EAttack | Dnd4EDealDamage | Dnd4EDeathSave | Dnd4EDropProne | Dnd4EGrantTempHp |
            Dnd4EHeal | Dnd4EOpportunityAttack | Dnd4ERest | Dnd4ESavingThrow | Dnd4ETakeAction |
            Dnd5E2024CastSpell | Dnd5E2024OpportunityAttack | Dnd5E2024Rest | Dnd5E2024TakeAction |
            EndCondition | EndEncounter | EndFight | EscapeGrapple | FirstAid | Flee | ForcedMovement
            | GrantTempHp | Grapple | Heal | Help | Hide | InteractWithObject | MakeAttack | Maneuver
            | MeleeAttack | MeshalLiteAttack | MeshalLiteRest | MeshalLiteTakeAction | MissileAttack |
            MoveCombatant | MoveZone | OrderSide | PlaceCombatant | ProgressiveCheck |
            ProgressiveContest | ReachMilestone | Ready | RecoverMagicPoints | Redo | RefundMobility |
            RemoveCombatant | RemoveCondition | Reveal | Revoke | RollInitiative | RollLingeringInjury
            | SavingThrow | SecondWind | SetInitiative | SetTemporary | SetVisibility | Shove |
            SpendActionPoint | StandUp | StartFight | StartRound | Sustain | TakeDodge | TakeLoot |
            Undo | UnlitSpiresCastSpell | UnlitSpiresDropProne | UnlitSpiresOpportunityAttack |
            UseAction | UseBonusAction | UsePower | UseReaction | WoundFesters): Any registered
            Command: one schema per kind, told apart by `type`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandResponse | Problem
    """

    return (
        await asyncio_detailed(
            encounter_id=encounter_id,
            client=client,
            body=body,
            dry_run=dry_run,
            if_match=if_match,
            idempotency_key=idempotency_key,
        )
    ).parsed
