from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ability_check_rolled import AbilityCheckRolled
    from ..models.action_taken import ActionTaken
    from ..models.actions_restored import ActionsRestored
    from ..models.actions_revoked import ActionsRevoked
    from ..models.attack_resolved import AttackResolved
    from ..models.attack_rolled import AttackRolled
    from ..models.budget_spent import BudgetSpent
    from ..models.combatant_added import CombatantAdded
    from ..models.combatant_corrected import CombatantCorrected
    from ..models.combatant_moved import CombatantMoved
    from ..models.combatant_placed import CombatantPlaced
    from ..models.combatant_removed import CombatantRemoved
    from ..models.condition_applied import ConditionApplied
    from ..models.condition_ended import ConditionEnded
    from ..models.contest_rolled import ContestRolled
    from ..models.counterspell_resolved import CounterspellResolved
    from ..models.coup_de_graced import CoupDeGraced
    from ..models.cover_object_hit import CoverObjectHit
    from ..models.damage_resolved import DamageResolved
    from ..models.damage_rolled import DamageRolled
    from ..models.damage_taken import DamageTaken
    from ..models.dashed import Dashed
    from ..models.death_save_rolled import DeathSaveRolled
    from ..models.dnd_4e_action_taken import Dnd4EActionTaken
    from ..models.dnd_4e_attack_rolled import Dnd4EAttackRolled
    from ..models.dnd_4e_combatant_added import Dnd4ECombatantAdded
    from ..models.dnd_4e_damage_resolved import Dnd4EDamageResolved
    from ..models.dnd_4e_death_save_rolled import Dnd4EDeathSaveRolled
    from ..models.dnd_4e_movement_set import Dnd4EMovementSet
    from ..models.dnd_4e_rested import Dnd4ERested
    from ..models.dnd_4e_temporary_hit_points_set import Dnd4ETemporaryHitPointsSet
    from ..models.dnd_5e2024_rested import Dnd5E2024Rested
    from ..models.dnd_5e2024_spell_cast import Dnd5E2024SpellCast
    from ..models.dnd_5e_combatant_added import Dnd5ECombatantAdded
    from ..models.dnd_5e_condition_applied import Dnd5EConditionApplied
    from ..models.dnd_5e_initiative_rolled import Dnd5EInitiativeRolled
    from ..models.effect_resolved import EffectResolved
    from ..models.effect_shadowed import EffectShadowed
    from ..models.encounter_archived import EncounterArchived
    from ..models.encounter_created import EncounterCreated
    from ..models.encounter_ended import EncounterEnded
    from ..models.encounter_forked import EncounterForked
    from ..models.first_aid_rolled import FirstAidRolled
    from ..models.forced_moved import ForcedMoved
    from ..models.healing_received import HealingReceived
    from ..models.healing_rolled import HealingRolled
    from ..models.hit_point_maximum_changed import HitPointMaximumChanged
    from ..models.initiative_rolled import InitiativeRolled
    from ..models.initiative_set import InitiativeSet
    from ..models.item_dropped import ItemDropped
    from ..models.lingering_injury_rolled import LingeringInjuryRolled
    from ..models.magic_points_recovered import MagicPointsRecovered
    from ..models.meshal_action_taken import MeshalActionTaken
    from ..models.meshal_area_covered import MeshalAreaCovered
    from ..models.meshal_attack_resolved import MeshalAttackResolved
    from ..models.meshal_attack_rolled import MeshalAttackRolled
    from ..models.meshal_chase_run import MeshalChaseRun
    from ..models.meshal_check_rolled import MeshalCheckRolled
    from ..models.meshal_combatant_added import MeshalCombatantAdded
    from ..models.meshal_contest_rolled import MeshalContestRolled
    from ..models.meshal_fight_ended import MeshalFightEnded
    from ..models.meshal_flee_attempted import MeshalFleeAttempted
    from ..models.meshal_loot_taken import MeshalLootTaken
    from ..models.meshal_mobility_refunded import MeshalMobilityRefunded
    from ..models.meshal_progress_rolled import MeshalProgressRolled
    from ..models.meshal_progressive_contest_run import MeshalProgressiveContestRun
    from ..models.meshal_rested import MeshalRested
    from ..models.meshal_temporary_changed import MeshalTemporaryChanged
    from ..models.metadata import Metadata
    from ..models.milestone_reached import MilestoneReached
    from ..models.morale_checked import MoraleChecked
    from ..models.movement_set import MovementSet
    from ..models.power_used import PowerUsed
    from ..models.recharge_rolled import RechargeRolled
    from ..models.resource_changed import ResourceChanged
    from ..models.revealed import Revealed
    from ..models.save_due import SaveDue
    from ..models.save_prompted import SavePrompted
    from ..models.save_rolled import SaveRolled
    from ..models.saving_throw_rolled import SavingThrowRolled
    from ..models.spell_resolved import SpellResolved
    from ..models.spires_combatant_added import SpiresCombatantAdded
    from ..models.square_attacked import SquareAttacked
    from ..models.stood_up import StoodUp
    from ..models.system_shock_rolled import SystemShockRolled
    from ..models.temporary_hit_points_set import TemporaryHitPointsSet
    from ..models.turn_budget_restored import TurnBudgetRestored
    from ..models.turn_ended import TurnEnded
    from ..models.turn_started import TurnStarted
    from ..models.unlit_spires_spell_cast import UnlitSpiresSpellCast
    from ..models.visibility_set import VisibilitySet
    from ..models.zone_created import ZoneCreated
    from ..models.zone_moved import ZoneMoved
    from ..models.zone_triggered import ZoneTriggered


T = TypeVar("T", bound="EventMessage")


@_attrs_define
class EventMessage:
    """A recorded event sent on the feed (as in the REST log, plus ``"kind": "event"``).

    Attributes:
        data (AbilityCheckRolled | ActionsRestored | ActionsRevoked | ActionTaken | AttackResolved | AttackRolled |
            BudgetSpent | CombatantAdded | CombatantCorrected | CombatantMoved | CombatantPlaced | CombatantRemoved |
            ConditionApplied | ConditionEnded | ContestRolled | CounterspellResolved | CoupDeGraced | CoverObjectHit |
            DamageResolved | DamageRolled | DamageTaken | Dashed | DeathSaveRolled | Dnd4EActionTaken | Dnd4EAttackRolled |
            Dnd4ECombatantAdded | Dnd4EDamageResolved | Dnd4EDeathSaveRolled | Dnd4EMovementSet | Dnd4ERested |
            Dnd4ETemporaryHitPointsSet | Dnd5E2024Rested | Dnd5E2024SpellCast | Dnd5ECombatantAdded | Dnd5EConditionApplied
            | Dnd5EInitiativeRolled | EffectResolved | EffectShadowed | EncounterArchived | EncounterCreated |
            EncounterEnded | EncounterForked | FirstAidRolled | ForcedMoved | HealingReceived | HealingRolled |
            HitPointMaximumChanged | InitiativeRolled | InitiativeSet | ItemDropped | LingeringInjuryRolled |
            MagicPointsRecovered | MeshalActionTaken | MeshalAreaCovered | MeshalAttackResolved | MeshalAttackRolled |
            MeshalChaseRun | MeshalCheckRolled | MeshalCombatantAdded | MeshalContestRolled | MeshalFightEnded |
            MeshalFleeAttempted | MeshalLootTaken | MeshalMobilityRefunded | MeshalProgressiveContestRun |
            MeshalProgressRolled | MeshalRested | MeshalTemporaryChanged | MilestoneReached | MoraleChecked | MovementSet |
            PowerUsed | RechargeRolled | ResourceChanged | Revealed | SaveDue | SavePrompted | SaveRolled |
            SavingThrowRolled | SpellResolved | SpiresCombatantAdded | SquareAttacked | StoodUp | SystemShockRolled |
            TemporaryHitPointsSet | TurnBudgetRestored | TurnEnded | TurnStarted | UnlitSpiresSpellCast | VisibilitySet |
            ZoneCreated | ZoneMoved | ZoneTriggered): Any registered Event: one schema per kind, told apart by `type`.
        event_id (str):
        kind (Literal['event']):  Default: 'event'.
        metadata (Metadata): What is known about how an event came to be (stored beside it, not inside it).
        position (int):
        recorded_at (str):
        stream_id (str):
        type_ (str):
        version (int):
        hash_ (None | str | Unset):
        salt (None | str | Unset):
    """

    data: (
        AbilityCheckRolled
        | ActionsRestored
        | ActionsRevoked
        | ActionTaken
        | AttackResolved
        | AttackRolled
        | BudgetSpent
        | CombatantAdded
        | CombatantCorrected
        | CombatantMoved
        | CombatantPlaced
        | CombatantRemoved
        | ConditionApplied
        | ConditionEnded
        | ContestRolled
        | CounterspellResolved
        | CoupDeGraced
        | CoverObjectHit
        | DamageResolved
        | DamageRolled
        | DamageTaken
        | Dashed
        | DeathSaveRolled
        | Dnd4EActionTaken
        | Dnd4EAttackRolled
        | Dnd4ECombatantAdded
        | Dnd4EDamageResolved
        | Dnd4EDeathSaveRolled
        | Dnd4EMovementSet
        | Dnd4ERested
        | Dnd4ETemporaryHitPointsSet
        | Dnd5E2024Rested
        | Dnd5E2024SpellCast
        | Dnd5ECombatantAdded
        | Dnd5EConditionApplied
        | Dnd5EInitiativeRolled
        | EffectResolved
        | EffectShadowed
        | EncounterArchived
        | EncounterCreated
        | EncounterEnded
        | EncounterForked
        | FirstAidRolled
        | ForcedMoved
        | HealingReceived
        | HealingRolled
        | HitPointMaximumChanged
        | InitiativeRolled
        | InitiativeSet
        | ItemDropped
        | LingeringInjuryRolled
        | MagicPointsRecovered
        | MeshalActionTaken
        | MeshalAreaCovered
        | MeshalAttackResolved
        | MeshalAttackRolled
        | MeshalChaseRun
        | MeshalCheckRolled
        | MeshalCombatantAdded
        | MeshalContestRolled
        | MeshalFightEnded
        | MeshalFleeAttempted
        | MeshalLootTaken
        | MeshalMobilityRefunded
        | MeshalProgressiveContestRun
        | MeshalProgressRolled
        | MeshalRested
        | MeshalTemporaryChanged
        | MilestoneReached
        | MoraleChecked
        | MovementSet
        | PowerUsed
        | RechargeRolled
        | ResourceChanged
        | Revealed
        | SaveDue
        | SavePrompted
        | SaveRolled
        | SavingThrowRolled
        | SpellResolved
        | SpiresCombatantAdded
        | SquareAttacked
        | StoodUp
        | SystemShockRolled
        | TemporaryHitPointsSet
        | TurnBudgetRestored
        | TurnEnded
        | TurnStarted
        | UnlitSpiresSpellCast
        | VisibilitySet
        | ZoneCreated
        | ZoneMoved
        | ZoneTriggered
    )
    event_id: str
    metadata: Metadata
    position: int
    recorded_at: str
    stream_id: str
    type_: str
    version: int
    kind: Literal["event"] = "event"
    hash_: None | str | Unset = UNSET
    salt: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.ability_check_rolled import AbilityCheckRolled  # noqa: PLC0415
        from ..models.action_taken import ActionTaken  # noqa: PLC0415
        from ..models.actions_restored import ActionsRestored  # noqa: PLC0415
        from ..models.actions_revoked import ActionsRevoked  # noqa: PLC0415
        from ..models.attack_resolved import AttackResolved  # noqa: PLC0415
        from ..models.attack_rolled import AttackRolled  # noqa: PLC0415
        from ..models.budget_spent import BudgetSpent  # noqa: PLC0415
        from ..models.combatant_added import CombatantAdded  # noqa: PLC0415
        from ..models.combatant_corrected import CombatantCorrected  # noqa: PLC0415
        from ..models.combatant_moved import CombatantMoved  # noqa: PLC0415
        from ..models.combatant_placed import CombatantPlaced  # noqa: PLC0415
        from ..models.combatant_removed import CombatantRemoved  # noqa: PLC0415
        from ..models.condition_applied import ConditionApplied  # noqa: PLC0415
        from ..models.condition_ended import ConditionEnded  # noqa: PLC0415
        from ..models.contest_rolled import ContestRolled  # noqa: PLC0415
        from ..models.counterspell_resolved import CounterspellResolved  # noqa: PLC0415
        from ..models.coup_de_graced import CoupDeGraced  # noqa: PLC0415
        from ..models.cover_object_hit import CoverObjectHit  # noqa: PLC0415
        from ..models.damage_resolved import DamageResolved  # noqa: PLC0415
        from ..models.damage_rolled import DamageRolled  # noqa: PLC0415
        from ..models.damage_taken import DamageTaken  # noqa: PLC0415
        from ..models.dashed import Dashed  # noqa: PLC0415
        from ..models.death_save_rolled import DeathSaveRolled  # noqa: PLC0415
        from ..models.dnd_4e_action_taken import Dnd4EActionTaken  # noqa: PLC0415
        from ..models.dnd_4e_attack_rolled import Dnd4EAttackRolled  # noqa: PLC0415
        from ..models.dnd_4e_combatant_added import Dnd4ECombatantAdded  # noqa: PLC0415
        from ..models.dnd_4e_damage_resolved import Dnd4EDamageResolved  # noqa: PLC0415
        from ..models.dnd_4e_death_save_rolled import Dnd4EDeathSaveRolled  # noqa: PLC0415
        from ..models.dnd_4e_movement_set import Dnd4EMovementSet  # noqa: PLC0415
        from ..models.dnd_4e_rested import Dnd4ERested  # noqa: PLC0415
        from ..models.dnd_4e_temporary_hit_points_set import Dnd4ETemporaryHitPointsSet  # noqa: PLC0415
        from ..models.dnd_5e2024_rested import Dnd5E2024Rested  # noqa: PLC0415
        from ..models.dnd_5e2024_spell_cast import Dnd5E2024SpellCast  # noqa: PLC0415
        from ..models.dnd_5e_combatant_added import Dnd5ECombatantAdded  # noqa: PLC0415
        from ..models.dnd_5e_condition_applied import Dnd5EConditionApplied  # noqa: PLC0415
        from ..models.dnd_5e_initiative_rolled import Dnd5EInitiativeRolled  # noqa: PLC0415
        from ..models.effect_resolved import EffectResolved  # noqa: PLC0415
        from ..models.effect_shadowed import EffectShadowed  # noqa: PLC0415
        from ..models.encounter_archived import EncounterArchived  # noqa: PLC0415
        from ..models.encounter_created import EncounterCreated  # noqa: PLC0415
        from ..models.encounter_ended import EncounterEnded  # noqa: PLC0415
        from ..models.encounter_forked import EncounterForked  # noqa: PLC0415
        from ..models.first_aid_rolled import FirstAidRolled  # noqa: PLC0415
        from ..models.forced_moved import ForcedMoved  # noqa: PLC0415
        from ..models.healing_received import HealingReceived  # noqa: PLC0415
        from ..models.healing_rolled import HealingRolled  # noqa: PLC0415
        from ..models.hit_point_maximum_changed import HitPointMaximumChanged  # noqa: PLC0415
        from ..models.initiative_rolled import InitiativeRolled  # noqa: PLC0415
        from ..models.initiative_set import InitiativeSet  # noqa: PLC0415
        from ..models.item_dropped import ItemDropped  # noqa: PLC0415
        from ..models.lingering_injury_rolled import LingeringInjuryRolled  # noqa: PLC0415
        from ..models.magic_points_recovered import MagicPointsRecovered  # noqa: PLC0415
        from ..models.meshal_action_taken import MeshalActionTaken  # noqa: PLC0415
        from ..models.meshal_area_covered import MeshalAreaCovered  # noqa: PLC0415
        from ..models.meshal_attack_resolved import MeshalAttackResolved  # noqa: PLC0415
        from ..models.meshal_attack_rolled import MeshalAttackRolled  # noqa: PLC0415
        from ..models.meshal_chase_run import MeshalChaseRun  # noqa: PLC0415
        from ..models.meshal_check_rolled import MeshalCheckRolled  # noqa: PLC0415
        from ..models.meshal_combatant_added import MeshalCombatantAdded  # noqa: PLC0415
        from ..models.meshal_contest_rolled import MeshalContestRolled  # noqa: PLC0415
        from ..models.meshal_fight_ended import MeshalFightEnded  # noqa: PLC0415
        from ..models.meshal_flee_attempted import MeshalFleeAttempted  # noqa: PLC0415
        from ..models.meshal_loot_taken import MeshalLootTaken  # noqa: PLC0415
        from ..models.meshal_mobility_refunded import MeshalMobilityRefunded  # noqa: PLC0415
        from ..models.meshal_progress_rolled import MeshalProgressRolled  # noqa: PLC0415
        from ..models.meshal_progressive_contest_run import MeshalProgressiveContestRun  # noqa: PLC0415
        from ..models.meshal_rested import MeshalRested  # noqa: PLC0415
        from ..models.meshal_temporary_changed import MeshalTemporaryChanged  # noqa: PLC0415
        from ..models.milestone_reached import MilestoneReached  # noqa: PLC0415
        from ..models.morale_checked import MoraleChecked  # noqa: PLC0415
        from ..models.movement_set import MovementSet  # noqa: PLC0415
        from ..models.power_used import PowerUsed  # noqa: PLC0415
        from ..models.recharge_rolled import RechargeRolled  # noqa: PLC0415
        from ..models.resource_changed import ResourceChanged  # noqa: PLC0415
        from ..models.revealed import Revealed  # noqa: PLC0415
        from ..models.save_due import SaveDue  # noqa: PLC0415
        from ..models.save_prompted import SavePrompted  # noqa: PLC0415
        from ..models.save_rolled import SaveRolled  # noqa: PLC0415
        from ..models.saving_throw_rolled import SavingThrowRolled  # noqa: PLC0415
        from ..models.spell_resolved import SpellResolved  # noqa: PLC0415
        from ..models.spires_combatant_added import SpiresCombatantAdded  # noqa: PLC0415
        from ..models.stood_up import StoodUp  # noqa: PLC0415
        from ..models.system_shock_rolled import SystemShockRolled  # noqa: PLC0415
        from ..models.temporary_hit_points_set import TemporaryHitPointsSet  # noqa: PLC0415
        from ..models.turn_budget_restored import TurnBudgetRestored  # noqa: PLC0415
        from ..models.turn_ended import TurnEnded  # noqa: PLC0415
        from ..models.turn_started import TurnStarted  # noqa: PLC0415
        from ..models.unlit_spires_spell_cast import UnlitSpiresSpellCast  # noqa: PLC0415
        from ..models.visibility_set import VisibilitySet  # noqa: PLC0415
        from ..models.zone_created import ZoneCreated  # noqa: PLC0415
        from ..models.zone_moved import ZoneMoved  # noqa: PLC0415
        from ..models.zone_triggered import ZoneTriggered  # noqa: PLC0415

        data: dict[str, Any]
        if isinstance(self.data, EncounterCreated):
            data = self.data.to_dict()
        elif isinstance(self.data, EncounterForked):
            data = self.data.to_dict()
        elif isinstance(self.data, CombatantAdded):
            data = self.data.to_dict()
        elif isinstance(self.data, CombatantRemoved):
            data = self.data.to_dict()
        elif isinstance(self.data, InitiativeRolled):
            data = self.data.to_dict()
        elif isinstance(self.data, TurnStarted):
            data = self.data.to_dict()
        elif isinstance(self.data, TurnEnded):
            data = self.data.to_dict()
        elif isinstance(self.data, DamageTaken):
            data = self.data.to_dict()
        elif isinstance(self.data, HealingReceived):
            data = self.data.to_dict()
        elif isinstance(self.data, HitPointMaximumChanged):
            data = self.data.to_dict()
        elif isinstance(self.data, ResourceChanged):
            data = self.data.to_dict()
        elif isinstance(self.data, ConditionApplied):
            data = self.data.to_dict()
        elif isinstance(self.data, ConditionEnded):
            data = self.data.to_dict()
        elif isinstance(self.data, CombatantPlaced):
            data = self.data.to_dict()
        elif isinstance(self.data, CombatantMoved):
            data = self.data.to_dict()
        elif isinstance(self.data, Dashed):
            data = self.data.to_dict()
        elif isinstance(self.data, StoodUp):
            data = self.data.to_dict()
        elif isinstance(self.data, BudgetSpent):
            data = self.data.to_dict()
        elif isinstance(self.data, SaveDue):
            data = self.data.to_dict()
        elif isinstance(self.data, ActionsRevoked):
            data = self.data.to_dict()
        elif isinstance(self.data, ActionsRestored):
            data = self.data.to_dict()
        elif isinstance(self.data, EncounterEnded):
            data = self.data.to_dict()
        elif isinstance(self.data, InitiativeSet):
            data = self.data.to_dict()
        elif isinstance(self.data, CombatantCorrected):
            data = self.data.to_dict()
        elif isinstance(self.data, VisibilitySet):
            data = self.data.to_dict()
        elif isinstance(self.data, Revealed):
            data = self.data.to_dict()
        elif isinstance(self.data, EncounterArchived):
            data = self.data.to_dict()
        elif isinstance(self.data, SpiresCombatantAdded):
            data = self.data.to_dict()
        elif isinstance(self.data, AttackResolved):
            data = self.data.to_dict()
        elif isinstance(self.data, UnlitSpiresSpellCast):
            data = self.data.to_dict()
        elif isinstance(self.data, CounterspellResolved):
            data = self.data.to_dict()
        elif isinstance(self.data, SpellResolved):
            data = self.data.to_dict()
        elif isinstance(self.data, MagicPointsRecovered):
            data = self.data.to_dict()
        elif isinstance(self.data, Dnd5ECombatantAdded):
            data = self.data.to_dict()
        elif isinstance(self.data, Dnd5EInitiativeRolled):
            data = self.data.to_dict()
        elif isinstance(self.data, Dnd5EConditionApplied):
            data = self.data.to_dict()
        elif isinstance(self.data, AttackRolled):
            data = self.data.to_dict()
        elif isinstance(self.data, DamageResolved):
            data = self.data.to_dict()
        elif isinstance(self.data, TemporaryHitPointsSet):
            data = self.data.to_dict()
        elif isinstance(self.data, SavingThrowRolled):
            data = self.data.to_dict()
        elif isinstance(self.data, AbilityCheckRolled):
            data = self.data.to_dict()
        elif isinstance(self.data, ContestRolled):
            data = self.data.to_dict()
        elif isinstance(self.data, DeathSaveRolled):
            data = self.data.to_dict()
        elif isinstance(self.data, ActionTaken):
            data = self.data.to_dict()
        elif isinstance(self.data, Dnd5E2024SpellCast):
            data = self.data.to_dict()
        elif isinstance(self.data, EffectResolved):
            data = self.data.to_dict()
        elif isinstance(self.data, RechargeRolled):
            data = self.data.to_dict()
        elif isinstance(self.data, TurnBudgetRestored):
            data = self.data.to_dict()
        elif isinstance(self.data, MovementSet):
            data = self.data.to_dict()
        elif isinstance(self.data, SavePrompted):
            data = self.data.to_dict()
        elif isinstance(self.data, ItemDropped):
            data = self.data.to_dict()
        elif isinstance(self.data, LingeringInjuryRolled):
            data = self.data.to_dict()
        elif isinstance(self.data, SystemShockRolled):
            data = self.data.to_dict()
        elif isinstance(self.data, MoraleChecked):
            data = self.data.to_dict()
        elif isinstance(self.data, CoverObjectHit):
            data = self.data.to_dict()
        elif isinstance(self.data, Dnd5E2024Rested):
            data = self.data.to_dict()
        elif isinstance(self.data, MeshalCombatantAdded):
            data = self.data.to_dict()
        elif isinstance(self.data, MeshalAttackResolved):
            data = self.data.to_dict()
        elif isinstance(self.data, MeshalAttackRolled):
            data = self.data.to_dict()
        elif isinstance(self.data, MeshalAreaCovered):
            data = self.data.to_dict()
        elif isinstance(self.data, MeshalCheckRolled):
            data = self.data.to_dict()
        elif isinstance(self.data, MeshalProgressRolled):
            data = self.data.to_dict()
        elif isinstance(self.data, MeshalContestRolled):
            data = self.data.to_dict()
        elif isinstance(self.data, MeshalProgressiveContestRun):
            data = self.data.to_dict()
        elif isinstance(self.data, MeshalActionTaken):
            data = self.data.to_dict()
        elif isinstance(self.data, MeshalFleeAttempted):
            data = self.data.to_dict()
        elif isinstance(self.data, MeshalChaseRun):
            data = self.data.to_dict()
        elif isinstance(self.data, MeshalMobilityRefunded):
            data = self.data.to_dict()
        elif isinstance(self.data, MeshalTemporaryChanged):
            data = self.data.to_dict()
        elif isinstance(self.data, MeshalFightEnded):
            data = self.data.to_dict()
        elif isinstance(self.data, MeshalLootTaken):
            data = self.data.to_dict()
        elif isinstance(self.data, MeshalRested):
            data = self.data.to_dict()
        elif isinstance(self.data, Dnd4ECombatantAdded):
            data = self.data.to_dict()
        elif isinstance(self.data, PowerUsed):
            data = self.data.to_dict()
        elif isinstance(self.data, Dnd4EAttackRolled):
            data = self.data.to_dict()
        elif isinstance(self.data, DamageRolled):
            data = self.data.to_dict()
        elif isinstance(self.data, Dnd4EDamageResolved):
            data = self.data.to_dict()
        elif isinstance(self.data, SaveRolled):
            data = self.data.to_dict()
        elif isinstance(self.data, Dnd4EDeathSaveRolled):
            data = self.data.to_dict()
        elif isinstance(self.data, HealingRolled):
            data = self.data.to_dict()
        elif isinstance(self.data, Dnd4ETemporaryHitPointsSet):
            data = self.data.to_dict()
        elif isinstance(self.data, Dnd4EMovementSet):
            data = self.data.to_dict()
        elif isinstance(self.data, EffectShadowed):
            data = self.data.to_dict()
        elif isinstance(self.data, FirstAidRolled):
            data = self.data.to_dict()
        elif isinstance(self.data, Dnd4EActionTaken):
            data = self.data.to_dict()
        elif isinstance(self.data, ForcedMoved):
            data = self.data.to_dict()
        elif isinstance(self.data, ZoneCreated):
            data = self.data.to_dict()
        elif isinstance(self.data, ZoneMoved):
            data = self.data.to_dict()
        elif isinstance(self.data, ZoneTriggered):
            data = self.data.to_dict()
        elif isinstance(self.data, Dnd4ERested):
            data = self.data.to_dict()
        elif isinstance(self.data, MilestoneReached):
            data = self.data.to_dict()
        elif isinstance(self.data, CoupDeGraced):
            data = self.data.to_dict()
        else:
            data = self.data.to_dict()

        event_id = self.event_id

        kind = self.kind

        metadata = self.metadata.to_dict()

        position = self.position

        recorded_at = self.recorded_at

        stream_id = self.stream_id

        type_ = self.type_

        version = self.version

        hash_: None | str | Unset
        if isinstance(self.hash_, Unset):
            hash_ = UNSET
        else:
            hash_ = self.hash_

        salt: None | str | Unset
        if isinstance(self.salt, Unset):
            salt = UNSET
        else:
            salt = self.salt

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "event_id": event_id,
                "kind": kind,
                "metadata": metadata,
                "position": position,
                "recorded_at": recorded_at,
                "stream_id": stream_id,
                "type": type_,
                "version": version,
            }
        )
        if hash_ is not UNSET:
            field_dict["hash"] = hash_
        if salt is not UNSET:
            field_dict["salt"] = salt

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ability_check_rolled import AbilityCheckRolled  # noqa: PLC0415
        from ..models.action_taken import ActionTaken  # noqa: PLC0415
        from ..models.actions_restored import ActionsRestored  # noqa: PLC0415
        from ..models.actions_revoked import ActionsRevoked  # noqa: PLC0415
        from ..models.attack_resolved import AttackResolved  # noqa: PLC0415
        from ..models.attack_rolled import AttackRolled  # noqa: PLC0415
        from ..models.budget_spent import BudgetSpent  # noqa: PLC0415
        from ..models.combatant_added import CombatantAdded  # noqa: PLC0415
        from ..models.combatant_corrected import CombatantCorrected  # noqa: PLC0415
        from ..models.combatant_moved import CombatantMoved  # noqa: PLC0415
        from ..models.combatant_placed import CombatantPlaced  # noqa: PLC0415
        from ..models.combatant_removed import CombatantRemoved  # noqa: PLC0415
        from ..models.condition_applied import ConditionApplied  # noqa: PLC0415
        from ..models.condition_ended import ConditionEnded  # noqa: PLC0415
        from ..models.contest_rolled import ContestRolled  # noqa: PLC0415
        from ..models.counterspell_resolved import CounterspellResolved  # noqa: PLC0415
        from ..models.coup_de_graced import CoupDeGraced  # noqa: PLC0415
        from ..models.cover_object_hit import CoverObjectHit  # noqa: PLC0415
        from ..models.damage_resolved import DamageResolved  # noqa: PLC0415
        from ..models.damage_rolled import DamageRolled  # noqa: PLC0415
        from ..models.damage_taken import DamageTaken  # noqa: PLC0415
        from ..models.dashed import Dashed  # noqa: PLC0415
        from ..models.death_save_rolled import DeathSaveRolled  # noqa: PLC0415
        from ..models.dnd_4e_action_taken import Dnd4EActionTaken  # noqa: PLC0415
        from ..models.dnd_4e_attack_rolled import Dnd4EAttackRolled  # noqa: PLC0415
        from ..models.dnd_4e_combatant_added import Dnd4ECombatantAdded  # noqa: PLC0415
        from ..models.dnd_4e_damage_resolved import Dnd4EDamageResolved  # noqa: PLC0415
        from ..models.dnd_4e_death_save_rolled import Dnd4EDeathSaveRolled  # noqa: PLC0415
        from ..models.dnd_4e_movement_set import Dnd4EMovementSet  # noqa: PLC0415
        from ..models.dnd_4e_rested import Dnd4ERested  # noqa: PLC0415
        from ..models.dnd_4e_temporary_hit_points_set import Dnd4ETemporaryHitPointsSet  # noqa: PLC0415
        from ..models.dnd_5e2024_rested import Dnd5E2024Rested  # noqa: PLC0415
        from ..models.dnd_5e2024_spell_cast import Dnd5E2024SpellCast  # noqa: PLC0415
        from ..models.dnd_5e_combatant_added import Dnd5ECombatantAdded  # noqa: PLC0415
        from ..models.dnd_5e_condition_applied import Dnd5EConditionApplied  # noqa: PLC0415
        from ..models.dnd_5e_initiative_rolled import Dnd5EInitiativeRolled  # noqa: PLC0415
        from ..models.effect_resolved import EffectResolved  # noqa: PLC0415
        from ..models.effect_shadowed import EffectShadowed  # noqa: PLC0415
        from ..models.encounter_archived import EncounterArchived  # noqa: PLC0415
        from ..models.encounter_created import EncounterCreated  # noqa: PLC0415
        from ..models.encounter_ended import EncounterEnded  # noqa: PLC0415
        from ..models.encounter_forked import EncounterForked  # noqa: PLC0415
        from ..models.first_aid_rolled import FirstAidRolled  # noqa: PLC0415
        from ..models.forced_moved import ForcedMoved  # noqa: PLC0415
        from ..models.healing_received import HealingReceived  # noqa: PLC0415
        from ..models.healing_rolled import HealingRolled  # noqa: PLC0415
        from ..models.hit_point_maximum_changed import HitPointMaximumChanged  # noqa: PLC0415
        from ..models.initiative_rolled import InitiativeRolled  # noqa: PLC0415
        from ..models.initiative_set import InitiativeSet  # noqa: PLC0415
        from ..models.item_dropped import ItemDropped  # noqa: PLC0415
        from ..models.lingering_injury_rolled import LingeringInjuryRolled  # noqa: PLC0415
        from ..models.magic_points_recovered import MagicPointsRecovered  # noqa: PLC0415
        from ..models.meshal_action_taken import MeshalActionTaken  # noqa: PLC0415
        from ..models.meshal_area_covered import MeshalAreaCovered  # noqa: PLC0415
        from ..models.meshal_attack_resolved import MeshalAttackResolved  # noqa: PLC0415
        from ..models.meshal_attack_rolled import MeshalAttackRolled  # noqa: PLC0415
        from ..models.meshal_chase_run import MeshalChaseRun  # noqa: PLC0415
        from ..models.meshal_check_rolled import MeshalCheckRolled  # noqa: PLC0415
        from ..models.meshal_combatant_added import MeshalCombatantAdded  # noqa: PLC0415
        from ..models.meshal_contest_rolled import MeshalContestRolled  # noqa: PLC0415
        from ..models.meshal_fight_ended import MeshalFightEnded  # noqa: PLC0415
        from ..models.meshal_flee_attempted import MeshalFleeAttempted  # noqa: PLC0415
        from ..models.meshal_loot_taken import MeshalLootTaken  # noqa: PLC0415
        from ..models.meshal_mobility_refunded import MeshalMobilityRefunded  # noqa: PLC0415
        from ..models.meshal_progress_rolled import MeshalProgressRolled  # noqa: PLC0415
        from ..models.meshal_progressive_contest_run import MeshalProgressiveContestRun  # noqa: PLC0415
        from ..models.meshal_rested import MeshalRested  # noqa: PLC0415
        from ..models.meshal_temporary_changed import MeshalTemporaryChanged  # noqa: PLC0415
        from ..models.metadata import Metadata  # noqa: PLC0415
        from ..models.milestone_reached import MilestoneReached  # noqa: PLC0415
        from ..models.morale_checked import MoraleChecked  # noqa: PLC0415
        from ..models.movement_set import MovementSet  # noqa: PLC0415
        from ..models.power_used import PowerUsed  # noqa: PLC0415
        from ..models.recharge_rolled import RechargeRolled  # noqa: PLC0415
        from ..models.resource_changed import ResourceChanged  # noqa: PLC0415
        from ..models.revealed import Revealed  # noqa: PLC0415
        from ..models.save_due import SaveDue  # noqa: PLC0415
        from ..models.save_prompted import SavePrompted  # noqa: PLC0415
        from ..models.save_rolled import SaveRolled  # noqa: PLC0415
        from ..models.saving_throw_rolled import SavingThrowRolled  # noqa: PLC0415
        from ..models.spell_resolved import SpellResolved  # noqa: PLC0415
        from ..models.spires_combatant_added import SpiresCombatantAdded  # noqa: PLC0415
        from ..models.square_attacked import SquareAttacked  # noqa: PLC0415
        from ..models.stood_up import StoodUp  # noqa: PLC0415
        from ..models.system_shock_rolled import SystemShockRolled  # noqa: PLC0415
        from ..models.temporary_hit_points_set import TemporaryHitPointsSet  # noqa: PLC0415
        from ..models.turn_budget_restored import TurnBudgetRestored  # noqa: PLC0415
        from ..models.turn_ended import TurnEnded  # noqa: PLC0415
        from ..models.turn_started import TurnStarted  # noqa: PLC0415
        from ..models.unlit_spires_spell_cast import UnlitSpiresSpellCast  # noqa: PLC0415
        from ..models.visibility_set import VisibilitySet  # noqa: PLC0415
        from ..models.zone_created import ZoneCreated  # noqa: PLC0415
        from ..models.zone_moved import ZoneMoved  # noqa: PLC0415
        from ..models.zone_triggered import ZoneTriggered  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_data(
            data: object,
        ) -> (
            AbilityCheckRolled
            | ActionsRestored
            | ActionsRevoked
            | ActionTaken
            | AttackResolved
            | AttackRolled
            | BudgetSpent
            | CombatantAdded
            | CombatantCorrected
            | CombatantMoved
            | CombatantPlaced
            | CombatantRemoved
            | ConditionApplied
            | ConditionEnded
            | ContestRolled
            | CounterspellResolved
            | CoupDeGraced
            | CoverObjectHit
            | DamageResolved
            | DamageRolled
            | DamageTaken
            | Dashed
            | DeathSaveRolled
            | Dnd4EActionTaken
            | Dnd4EAttackRolled
            | Dnd4ECombatantAdded
            | Dnd4EDamageResolved
            | Dnd4EDeathSaveRolled
            | Dnd4EMovementSet
            | Dnd4ERested
            | Dnd4ETemporaryHitPointsSet
            | Dnd5E2024Rested
            | Dnd5E2024SpellCast
            | Dnd5ECombatantAdded
            | Dnd5EConditionApplied
            | Dnd5EInitiativeRolled
            | EffectResolved
            | EffectShadowed
            | EncounterArchived
            | EncounterCreated
            | EncounterEnded
            | EncounterForked
            | FirstAidRolled
            | ForcedMoved
            | HealingReceived
            | HealingRolled
            | HitPointMaximumChanged
            | InitiativeRolled
            | InitiativeSet
            | ItemDropped
            | LingeringInjuryRolled
            | MagicPointsRecovered
            | MeshalActionTaken
            | MeshalAreaCovered
            | MeshalAttackResolved
            | MeshalAttackRolled
            | MeshalChaseRun
            | MeshalCheckRolled
            | MeshalCombatantAdded
            | MeshalContestRolled
            | MeshalFightEnded
            | MeshalFleeAttempted
            | MeshalLootTaken
            | MeshalMobilityRefunded
            | MeshalProgressiveContestRun
            | MeshalProgressRolled
            | MeshalRested
            | MeshalTemporaryChanged
            | MilestoneReached
            | MoraleChecked
            | MovementSet
            | PowerUsed
            | RechargeRolled
            | ResourceChanged
            | Revealed
            | SaveDue
            | SavePrompted
            | SaveRolled
            | SavingThrowRolled
            | SpellResolved
            | SpiresCombatantAdded
            | SquareAttacked
            | StoodUp
            | SystemShockRolled
            | TemporaryHitPointsSet
            | TurnBudgetRestored
            | TurnEnded
            | TurnStarted
            | UnlitSpiresSpellCast
            | VisibilitySet
            | ZoneCreated
            | ZoneMoved
            | ZoneTriggered
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_0 = EncounterCreated.from_dict(data)

                return componentsschemas_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_1 = EncounterForked.from_dict(data)

                return componentsschemas_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_2 = CombatantAdded.from_dict(data)

                return componentsschemas_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_3 = CombatantRemoved.from_dict(data)

                return componentsschemas_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_4 = InitiativeRolled.from_dict(data)

                return componentsschemas_event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_5 = TurnStarted.from_dict(data)

                return componentsschemas_event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_6 = TurnEnded.from_dict(data)

                return componentsschemas_event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_7 = DamageTaken.from_dict(data)

                return componentsschemas_event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_8 = HealingReceived.from_dict(data)

                return componentsschemas_event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_9 = HitPointMaximumChanged.from_dict(data)

                return componentsschemas_event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_10 = ResourceChanged.from_dict(data)

                return componentsschemas_event_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_11 = ConditionApplied.from_dict(data)

                return componentsschemas_event_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_12 = ConditionEnded.from_dict(data)

                return componentsschemas_event_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_13 = CombatantPlaced.from_dict(data)

                return componentsschemas_event_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_14 = CombatantMoved.from_dict(data)

                return componentsschemas_event_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_15 = Dashed.from_dict(data)

                return componentsschemas_event_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_16 = StoodUp.from_dict(data)

                return componentsschemas_event_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_17 = BudgetSpent.from_dict(data)

                return componentsschemas_event_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_18 = SaveDue.from_dict(data)

                return componentsschemas_event_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_19 = ActionsRevoked.from_dict(data)

                return componentsschemas_event_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_20 = ActionsRestored.from_dict(data)

                return componentsschemas_event_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_21 = EncounterEnded.from_dict(data)

                return componentsschemas_event_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_22 = InitiativeSet.from_dict(data)

                return componentsschemas_event_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_23 = CombatantCorrected.from_dict(data)

                return componentsschemas_event_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_24 = VisibilitySet.from_dict(data)

                return componentsschemas_event_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_25 = Revealed.from_dict(data)

                return componentsschemas_event_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_26 = EncounterArchived.from_dict(data)

                return componentsschemas_event_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_27 = SpiresCombatantAdded.from_dict(data)

                return componentsschemas_event_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_28 = AttackResolved.from_dict(data)

                return componentsschemas_event_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_29 = UnlitSpiresSpellCast.from_dict(data)

                return componentsschemas_event_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_30 = CounterspellResolved.from_dict(data)

                return componentsschemas_event_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_31 = SpellResolved.from_dict(data)

                return componentsschemas_event_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_32 = MagicPointsRecovered.from_dict(data)

                return componentsschemas_event_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_33 = Dnd5ECombatantAdded.from_dict(data)

                return componentsschemas_event_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_34 = Dnd5EInitiativeRolled.from_dict(data)

                return componentsschemas_event_type_34
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_35 = Dnd5EConditionApplied.from_dict(data)

                return componentsschemas_event_type_35
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_36 = AttackRolled.from_dict(data)

                return componentsschemas_event_type_36
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_37 = DamageResolved.from_dict(data)

                return componentsschemas_event_type_37
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_38 = TemporaryHitPointsSet.from_dict(data)

                return componentsschemas_event_type_38
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_39 = SavingThrowRolled.from_dict(data)

                return componentsschemas_event_type_39
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_40 = AbilityCheckRolled.from_dict(data)

                return componentsschemas_event_type_40
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_41 = ContestRolled.from_dict(data)

                return componentsschemas_event_type_41
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_42 = DeathSaveRolled.from_dict(data)

                return componentsschemas_event_type_42
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_43 = ActionTaken.from_dict(data)

                return componentsschemas_event_type_43
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_44 = Dnd5E2024SpellCast.from_dict(data)

                return componentsschemas_event_type_44
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_45 = EffectResolved.from_dict(data)

                return componentsschemas_event_type_45
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_46 = RechargeRolled.from_dict(data)

                return componentsschemas_event_type_46
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_47 = TurnBudgetRestored.from_dict(data)

                return componentsschemas_event_type_47
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_48 = MovementSet.from_dict(data)

                return componentsschemas_event_type_48
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_49 = SavePrompted.from_dict(data)

                return componentsschemas_event_type_49
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_50 = ItemDropped.from_dict(data)

                return componentsschemas_event_type_50
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_51 = LingeringInjuryRolled.from_dict(data)

                return componentsschemas_event_type_51
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_52 = SystemShockRolled.from_dict(data)

                return componentsschemas_event_type_52
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_53 = MoraleChecked.from_dict(data)

                return componentsschemas_event_type_53
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_54 = CoverObjectHit.from_dict(data)

                return componentsschemas_event_type_54
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_55 = Dnd5E2024Rested.from_dict(data)

                return componentsschemas_event_type_55
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_56 = MeshalCombatantAdded.from_dict(data)

                return componentsschemas_event_type_56
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_57 = MeshalAttackResolved.from_dict(data)

                return componentsschemas_event_type_57
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_58 = MeshalAttackRolled.from_dict(data)

                return componentsschemas_event_type_58
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_59 = MeshalAreaCovered.from_dict(data)

                return componentsschemas_event_type_59
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_60 = MeshalCheckRolled.from_dict(data)

                return componentsschemas_event_type_60
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_61 = MeshalProgressRolled.from_dict(data)

                return componentsschemas_event_type_61
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_62 = MeshalContestRolled.from_dict(data)

                return componentsschemas_event_type_62
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_63 = MeshalProgressiveContestRun.from_dict(data)

                return componentsschemas_event_type_63
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_64 = MeshalActionTaken.from_dict(data)

                return componentsschemas_event_type_64
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_65 = MeshalFleeAttempted.from_dict(data)

                return componentsschemas_event_type_65
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_66 = MeshalChaseRun.from_dict(data)

                return componentsschemas_event_type_66
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_67 = MeshalMobilityRefunded.from_dict(data)

                return componentsschemas_event_type_67
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_68 = MeshalTemporaryChanged.from_dict(data)

                return componentsschemas_event_type_68
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_69 = MeshalFightEnded.from_dict(data)

                return componentsschemas_event_type_69
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_70 = MeshalLootTaken.from_dict(data)

                return componentsschemas_event_type_70
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_71 = MeshalRested.from_dict(data)

                return componentsschemas_event_type_71
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_72 = Dnd4ECombatantAdded.from_dict(data)

                return componentsschemas_event_type_72
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_73 = PowerUsed.from_dict(data)

                return componentsschemas_event_type_73
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_74 = Dnd4EAttackRolled.from_dict(data)

                return componentsschemas_event_type_74
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_75 = DamageRolled.from_dict(data)

                return componentsschemas_event_type_75
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_76 = Dnd4EDamageResolved.from_dict(data)

                return componentsschemas_event_type_76
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_77 = SaveRolled.from_dict(data)

                return componentsschemas_event_type_77
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_78 = Dnd4EDeathSaveRolled.from_dict(data)

                return componentsschemas_event_type_78
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_79 = HealingRolled.from_dict(data)

                return componentsschemas_event_type_79
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_80 = Dnd4ETemporaryHitPointsSet.from_dict(data)

                return componentsschemas_event_type_80
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_81 = Dnd4EMovementSet.from_dict(data)

                return componentsschemas_event_type_81
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_82 = EffectShadowed.from_dict(data)

                return componentsschemas_event_type_82
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_83 = FirstAidRolled.from_dict(data)

                return componentsschemas_event_type_83
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_84 = Dnd4EActionTaken.from_dict(data)

                return componentsschemas_event_type_84
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_85 = ForcedMoved.from_dict(data)

                return componentsschemas_event_type_85
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_86 = ZoneCreated.from_dict(data)

                return componentsschemas_event_type_86
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_87 = ZoneMoved.from_dict(data)

                return componentsschemas_event_type_87
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_88 = ZoneTriggered.from_dict(data)

                return componentsschemas_event_type_88
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_89 = Dnd4ERested.from_dict(data)

                return componentsschemas_event_type_89
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_90 = MilestoneReached.from_dict(data)

                return componentsschemas_event_type_90
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_91 = CoupDeGraced.from_dict(data)

                return componentsschemas_event_type_91
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_event_type_92 = SquareAttacked.from_dict(data)

            return componentsschemas_event_type_92

        data = _parse_data(d.pop("data"))

        event_id = d.pop("event_id")

        kind = cast(Literal["event"], d.pop("kind"))
        if kind != "event":
            raise ValueError(f"kind must match const 'event', got '{kind}'")

        metadata = Metadata.from_dict(d.pop("metadata"))

        position = d.pop("position")

        recorded_at = d.pop("recorded_at")

        stream_id = d.pop("stream_id")

        type_ = d.pop("type")

        version = d.pop("version")

        def _parse_hash_(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        hash_ = _parse_hash_(d.pop("hash", UNSET))

        def _parse_salt(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        salt = _parse_salt(d.pop("salt", UNSET))

        event_message = cls(
            data=data,
            event_id=event_id,
            kind=kind,
            metadata=metadata,
            position=position,
            recorded_at=recorded_at,
            stream_id=stream_id,
            type_=type_,
            version=version,
            hash_=hash_,
            salt=salt,
        )

        event_message.additional_properties = d
        return event_message

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
