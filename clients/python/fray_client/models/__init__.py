"""Contains all the data models used in inputs/outputs"""

from .abilities import Abilities
from .abilities_in import AbilitiesIn
from .abilities_overrides import AbilitiesOverrides
from .ability_check import AbilityCheck
from .ability_check_ability import AbilityCheckAbility
from .ability_check_rolled import AbilityCheckRolled
from .action_ref import ActionRef
from .action_ref_audience import ActionRefAudience
from .action_taken import ActionTaken
from .action_taken_using import ActionTakenUsing
from .actions_restored import ActionsRestored
from .actions_revoked import ActionsRevoked
from .actions_revoked_reason import ActionsRevokedReason
from .add_combatant import AddCombatant
from .add_combatant_hit_points import AddCombatantHitPoints
from .add_creature import AddCreature
from .add_hero import AddHero
from .add_hero_preset_type_0 import AddHeroPresetType0
from .add_monster import AddMonster
from .add_monster_preset_type_0 import AddMonsterPresetType0
from .add_object import AddObject
from .advance_turn import AdvanceTurn
from .apply_condition import ApplyCondition
from .apply_condition_duration import ApplyConditionDuration
from .apply_condition_save_ability_type_0 import ApplyConditionSaveAbilityType0
from .apply_condition_save_at import ApplyConditionSaveAt
from .apply_damage import ApplyDamage
from .apply_healing import ApplyHealing
from .archive_encounter import ArchiveEncounter
from .area_attack import AreaAttack
from .area_attack_shape import AreaAttackShape
from .area_attack_targets import AreaAttackTargets
from .attack_in import AttackIn
from .attack_resolved import AttackResolved
from .attack_resolved_attack_kind import AttackResolvedAttackKind
from .attack_resolved_outcome import AttackResolvedOutcome
from .attack_resolved_range_band_type_0 import AttackResolvedRangeBandType0
from .attack_result import AttackResult
from .attack_result_automatic import AttackResultAutomatic
from .attack_result_defence import AttackResultDefence
from .attack_rolled import AttackRolled
from .attack_rolled_cover import AttackRolledCover
from .attack_rolled_kind import AttackRolledKind
from .attack_rolled_range_band_type_0 import AttackRolledRangeBandType0
from .budget_spent import BudgetSpent
from .chain_report import ChainReport
from .chance import Chance
from .chase import Chase
from .check import Check
from .check_help import CheckHelp
from .check_morale import CheckMorale
from .check_morale_trigger import CheckMoraleTrigger
from .check_secret_type_1 import CheckSecretType1
from .cleave_cover import CleaveCover
from .cleave_cover_cover import CleaveCoverCover
from .combatant_added import CombatantAdded
from .combatant_added_resources import CombatantAddedResources
from .combatant_corrected import CombatantCorrected
from .combatant_moved import CombatantMoved
from .combatant_placed import CombatantPlaced
from .combatant_removed import CombatantRemoved
from .combatant_stats import CombatantStats
from .combatant_stats_conditions_suffered import CombatantStatsConditionsSuffered
from .combatant_stats_criticals import CombatantStatsCriticals
from .combatant_stats_dealt_by_type import CombatantStatsDealtByType
from .combatant_stats_taken_by_type import CombatantStatsTakenByType
from .combatant_view import CombatantView
from .combatant_view_health_shown import CombatantViewHealthShown
from .combatant_view_health_type_0 import CombatantViewHealthType0
from .combatant_view_resources import CombatantViewResources
from .combatant_view_spent import CombatantViewSpent
from .combatant_view_spent_on import CombatantViewSpentOn
from .combatant_view_stat_block import CombatantViewStatBlock
from .combatant_view_status import CombatantViewStatus
from .command_response import CommandResponse
from .condition import Condition
from .condition_applied import ConditionApplied
from .condition_ended import ConditionEnded
from .condition_ended_reason import ConditionEndedReason
from .condition_info import ConditionInfo
from .condition_link import ConditionLink
from .contest import Contest
from .contest_rolled import ContestRolled
from .contest_side import ContestSide
from .core_options import CoreOptions
from .core_options_dice import CoreOptionsDice
from .correct_combatant import CorrectCombatant
from .counterspell_resolved import CounterspellResolved
from .coup_de_graced import CoupDeGraced
from .cover_object_hit import CoverObjectHit
from .create_encounter import CreateEncounter
from .created_encounter import CreatedEncounter
from .creature_detail import CreatureDetail
from .creature_page import CreaturePage
from .creature_summary import CreatureSummary
from .d20_roll import D20Roll
from .damage_part import DamagePart
from .damage_part_in import DamagePartIn
from .damage_part_in_type import DamagePartInType
from .damage_part_type import DamagePartType
from .damage_piece import DamagePiece
from .damage_piece_type import DamagePieceType
from .damage_portion import DamagePortion
from .damage_resolved import DamageResolved
from .damage_roll import DamageRoll
from .damage_rolled import DamageRolled
from .damage_taken import DamageTaken
from .dash import Dash
from .dashed import Dashed
from .deal_damage import DealDamage
from .death_save import DeathSave
from .death_save_roll import DeathSaveRoll
from .death_save_roll_outcome import DeathSaveRollOutcome
from .death_save_rolled import DeathSaveRolled
from .death_save_rolled_outcome import DeathSaveRolledOutcome
from .declaration import Declaration
from .declaration_factors_item import DeclarationFactorsItem
from .declare_actions import DeclareActions
from .defence_pools import DefencePools
from .defence_pools_dodge import DefencePoolsDodge
from .defence_pools_parry import DefencePoolsParry
from .defence_pools_resist import DefencePoolsResist
from .defences import Defences
from .defences_in import DefencesIn
from .defend import Defend
from .defend_defence_type_0 import DefendDefenceType0
from .defend_defence_type_1 import DefendDefenceType1
from .defend_shares_item import DefendSharesItem
from .defend_take_damage_item import DefendTakeDamageItem
from .derivation import Derivation
from .dice_term import DiceTerm
from .disengage import Disengage
from .dnd_4e_abilities import Dnd4EAbilities
from .dnd_4e_abilities_in import Dnd4EAbilitiesIn
from .dnd_4e_action_taken import Dnd4EActionTaken
from .dnd_4e_add_combatant import Dnd4EAddCombatant
from .dnd_4e_apply_condition import Dnd4EApplyCondition
from .dnd_4e_apply_condition_duration import Dnd4EApplyConditionDuration
from .dnd_4e_attack import Dnd4EAttack
from .dnd_4e_attack_concealment import Dnd4EAttackConcealment
from .dnd_4e_attack_cover import Dnd4EAttackCover
from .dnd_4e_attack_damage_type_type_0 import Dnd4EAttackDamageTypeType0
from .dnd_4e_attack_rolled import Dnd4EAttackRolled
from .dnd_4e_combatant_added import Dnd4ECombatantAdded
from .dnd_4e_combatant_added_resources import Dnd4ECombatantAddedResources
from .dnd_4e_damage_piece import Dnd4EDamagePiece
from .dnd_4e_damage_piece_types_item import Dnd4EDamagePieceTypesItem
from .dnd_4e_damage_resolved import Dnd4EDamageResolved
from .dnd_4e_damage_roll import Dnd4EDamageRoll
from .dnd_4e_damage_taken import Dnd4EDamageTaken
from .dnd_4e_damage_taken_halved_by_item import Dnd4EDamageTakenHalvedByItem
from .dnd_4e_deal_damage import Dnd4EDealDamage
from .dnd_4e_death_save import Dnd4EDeathSave
from .dnd_4e_death_save_rolled import Dnd4EDeathSaveRolled
from .dnd_4e_drop_prone import Dnd4EDropProne
from .dnd_4e_grant_temp_hp import Dnd4EGrantTempHp
from .dnd_4e_heal import Dnd4EHeal
from .dnd_4e_modifier import Dnd4EModifier
from .dnd_4e_modifier_type import Dnd4EModifierType
from .dnd_4e_movement_set import Dnd4EMovementSet
from .dnd_4e_opportunity_attack import Dnd4EOpportunityAttack
from .dnd_4e_opportunity_attack_concealment import Dnd4EOpportunityAttackConcealment
from .dnd_4e_opportunity_attack_cover import Dnd4EOpportunityAttackCover
from .dnd_4e_options import Dnd4EOptions
from .dnd_4e_options_saves import Dnd4EOptionsSaves
from .dnd_4e_rest import Dnd4ERest
from .dnd_4e_rest_kind import Dnd4ERestKind
from .dnd_4e_rest_surges import Dnd4ERestSurges
from .dnd_4e_rested import Dnd4ERested
from .dnd_4e_rested_kind import Dnd4ERestedKind
from .dnd_4e_saving_throw import Dnd4ESavingThrow
from .dnd_4e_stats import Dnd4EStats
from .dnd_4e_stats_armour import Dnd4EStatsArmour
from .dnd_4e_stats_in import Dnd4EStatsIn
from .dnd_4e_stats_in_armour import Dnd4EStatsInArmour
from .dnd_4e_stats_in_kind import Dnd4EStatsInKind
from .dnd_4e_stats_in_size import Dnd4EStatsInSize
from .dnd_4e_stats_kind import Dnd4EStatsKind
from .dnd_4e_stats_size import Dnd4EStatsSize
from .dnd_4e_take_action import Dnd4ETakeAction
from .dnd_4e_take_action_action import Dnd4ETakeActionAction
from .dnd_4e_temporary_hit_points_set import Dnd4ETemporaryHitPointsSet
from .dnd_5e2024_attack import Dnd5E2024Attack
from .dnd_5e2024_cast_spell import Dnd5E2024CastSpell
from .dnd_5e2024_cast_spell_casting import Dnd5E2024CastSpellCasting
from .dnd_5e2024_cast_spell_cover import Dnd5E2024CastSpellCover
from .dnd_5e2024_cast_spell_cover_additional_property import (
    Dnd5E2024CastSpellCoverAdditionalProperty,
)
from .dnd_5e2024_opportunity_attack import Dnd5E2024OpportunityAttack
from .dnd_5e2024_opportunity_attack_cover import Dnd5E2024OpportunityAttackCover
from .dnd_5e2024_rest import Dnd5E2024Rest
from .dnd_5e2024_rest_hit_dice import Dnd5E2024RestHitDice
from .dnd_5e2024_rest_kind import Dnd5E2024RestKind
from .dnd_5e2024_rested import Dnd5E2024Rested
from .dnd_5e2024_rested_kind import Dnd5E2024RestedKind
from .dnd_5e2024_save_ends import Dnd5E2024SaveEnds
from .dnd_5e2024_save_ends_ability import Dnd5E2024SaveEndsAbility
from .dnd_5e2024_save_ends_at import Dnd5E2024SaveEndsAt
from .dnd_5e2024_spell_cast import Dnd5E2024SpellCast
from .dnd_5e2024_spell_cast_casting import Dnd5E2024SpellCastCasting
from .dnd_5e2024_take_action import Dnd5E2024TakeAction
from .dnd_5e2024_take_action_action import Dnd5E2024TakeActionAction
from .dnd_5e_combatant_added import Dnd5ECombatantAdded
from .dnd_5e_combatant_added_resources import Dnd5ECombatantAddedResources
from .dnd_5e_condition import Dnd5ECondition
from .dnd_5e_condition_applied import Dnd5EConditionApplied
from .dnd_5e_initiative_entry import Dnd5EInitiativeEntry
from .dnd_5e_initiative_rolled import Dnd5EInitiativeRolled
from .dnd_5e_initiative_rolled_side_rolls import Dnd5EInitiativeRolledSideRolls
from .dnd_5e_options import Dnd5EOptions
from .dnd_5e_options_initiative import Dnd5EOptionsInitiative
from .dnd_5e_options_ties import Dnd5EOptionsTies
from .dnd_5e_stats import Dnd5EStats
from .dnd_5e_stats_bonus_action_grants_item import Dnd5EStatsBonusActionGrantsItem
from .dnd_5e_stats_immunities_item import Dnd5EStatsImmunitiesItem
from .dnd_5e_stats_in import Dnd5EStatsIn
from .dnd_5e_stats_in_bonus_action_grants_item import Dnd5EStatsInBonusActionGrantsItem
from .dnd_5e_stats_in_immunities_item import Dnd5EStatsInImmunitiesItem
from .dnd_5e_stats_in_kind import Dnd5EStatsInKind
from .dnd_5e_stats_in_resistances_item import Dnd5EStatsInResistancesItem
from .dnd_5e_stats_in_saving_throws_item import Dnd5EStatsInSavingThrowsItem
from .dnd_5e_stats_in_size import Dnd5EStatsInSize
from .dnd_5e_stats_in_skills import Dnd5EStatsInSkills
from .dnd_5e_stats_in_vulnerabilities_item import Dnd5EStatsInVulnerabilitiesItem
from .dnd_5e_stats_kind import Dnd5EStatsKind
from .dnd_5e_stats_overrides import Dnd5EStatsOverrides
from .dnd_5e_stats_overrides_bonus_action_grants_item import (
    Dnd5EStatsOverridesBonusActionGrantsItem,
)
from .dnd_5e_stats_overrides_immunities_item import Dnd5EStatsOverridesImmunitiesItem
from .dnd_5e_stats_overrides_kind import Dnd5EStatsOverridesKind
from .dnd_5e_stats_overrides_resistances_item import Dnd5EStatsOverridesResistancesItem
from .dnd_5e_stats_overrides_saving_throws_item import (
    Dnd5EStatsOverridesSavingThrowsItem,
)
from .dnd_5e_stats_overrides_size import Dnd5EStatsOverridesSize
from .dnd_5e_stats_overrides_skills import Dnd5EStatsOverridesSkills
from .dnd_5e_stats_overrides_vulnerabilities_item import (
    Dnd5EStatsOverridesVulnerabilitiesItem,
)
from .dnd_5e_stats_resistances_item import Dnd5EStatsResistancesItem
from .dnd_5e_stats_saving_throws_item import Dnd5EStatsSavingThrowsItem
from .dnd_5e_stats_size import Dnd5EStatsSize
from .dnd_5e_stats_skills import Dnd5EStatsSkills
from .dnd_5e_stats_vulnerabilities_item import Dnd5EStatsVulnerabilitiesItem
from .effect import Effect
from .effect_duration import EffectDuration
from .effect_in import EffectIn
from .effect_in_duration import EffectInDuration
from .effect_modifier_in import EffectModifierIn
from .effect_modifier_in_applies_to import EffectModifierInAppliesTo
from .effect_modifier_in_bonus_type import EffectModifierInBonusType
from .effect_resolved import EffectResolved
from .effect_shadowed import EffectShadowed
from .encounter_archived import EncounterArchived
from .encounter_created import EncounterCreated
from .encounter_created_options import EncounterCreatedOptions
from .encounter_ended import EncounterEnded
from .encounter_forked import EncounterForked
from .encounter_forked_combatants_item import EncounterForkedCombatantsItem
from .encounter_forked_options import EncounterForkedOptions
from .encounter_forked_secrecy_type_0 import EncounterForkedSecrecyType0
from .encounter_summary import EncounterSummary
from .encounter_summary_role import EncounterSummaryRole
from .end_condition import EndCondition
from .end_encounter import EndEncounter
from .end_fight import EndFight
from .end_fight_outcome_type_0 import EndFightOutcomeType0
from .end_message import EndMessage
from .escape_grapple import EscapeGrapple
from .escape_grapple_skill import EscapeGrappleSkill
from .event_message import EventMessage
from .event_page import EventPage
from .expiry import Expiry
from .expiry_at import ExpiryAt
from .expiry_turn import ExpiryTurn
from .export_line import ExportLine
from .export_line_metadata import ExportLineMetadata
from .fight_stats import FightStats
from .first_aid import FirstAid
from .first_aid_aid import FirstAidAid
from .first_aid_rolled import FirstAidRolled
from .flee import Flee
from .forced_moved import ForcedMoved
from .forced_moved_kind import ForcedMovedKind
from .forced_movement import ForcedMovement
from .forced_movement_kind import ForcedMovementKind
from .forecast_odds import ForecastOdds
from .forecast_request import ForecastRequest
from .forecast_request_preset_type_0 import ForecastRequestPresetType0
from .forecast_response import ForecastResponse
from .fork_encounter import ForkEncounter
from .fork_origin import ForkOrigin
from .grant_temp_hp import GrantTempHp
from .grant_temp_hp_keep import GrantTempHpKeep
from .grapple import Grapple
from .grapple_target_uses_type_0 import GrappleTargetUsesType0
from .heal import Heal
from .healing_received import HealingReceived
from .healing_rolled import HealingRolled
from .health import Health
from .health_database import HealthDatabase
from .health_redis import HealthRedis
from .health_status import HealthStatus
from .help_ import Help
from .hero_build import HeroBuild
from .hero_sheet import HeroSheet
from .hero_sheet_armour import HeroSheetArmour
from .hero_sheet_class import HeroSheetClass
from .hero_sheet_people import HeroSheetPeople
from .hidden_message import HiddenMessage
from .hide import Hide
from .hit_point_maximum_changed import HitPointMaximumChanged
from .hit_point_roll import HitPointRoll
from .imported_encounter import ImportedEncounter
from .initiative_entry import InitiativeEntry
from .initiative_rolled import InitiativeRolled
from .initiative_set import InitiativeSet
from .interact_with_object import InteractWithObject
from .issue_token import IssueToken
from .issue_token_role import IssueTokenRole
from .issued_token import IssuedToken
from .issued_token_role import IssuedTokenRole
from .item_dropped import ItemDropped
from .library_ref import LibraryRef
from .library_ref_in import LibraryRefIn
from .library_source import LibrarySource
from .lingering_injury_rolled import LingeringInjuryRolled
from .magic_points_recovered import MagicPointsRecovered
from .magic_points_recovered_kind import MagicPointsRecoveredKind
from .make_attack import MakeAttack
from .make_attack_cover import MakeAttackCover
from .maneuver import Maneuver
from .maneuver_maneuver import ManeuverManeuver
from .maneuver_skill import ManeuverSkill
from .maneuver_target_skill_type_0 import ManeuverTargetSkillType0
from .melee_attack import MeleeAttack
from .meshal_action_taken import MeshalActionTaken
from .meshal_area_covered import MeshalAreaCovered
from .meshal_attack_dice import MeshalAttackDice
from .meshal_attack_dice_attributes_item import MeshalAttackDiceAttributesItem
from .meshal_attack_dice_scoring import MeshalAttackDiceScoring
from .meshal_attack_dice_take import MeshalAttackDiceTake
from .meshal_attack_input import MeshalAttackInput
from .meshal_attack_input_attack_type import MeshalAttackInputAttackType
from .meshal_attack_input_defences_item import MeshalAttackInputDefencesItem
from .meshal_attack_input_targets_item import MeshalAttackInputTargetsItem
from .meshal_attack_profile import MeshalAttackProfile
from .meshal_attack_profile_attack_type import MeshalAttackProfileAttackType
from .meshal_attack_profile_defences_item import MeshalAttackProfileDefencesItem
from .meshal_attack_profile_targets_item import MeshalAttackProfileTargetsItem
from .meshal_attack_resolved import MeshalAttackResolved
from .meshal_attack_rolled import MeshalAttackRolled
from .meshal_attribute import MeshalAttribute
from .meshal_attributes_input import MeshalAttributesInput
from .meshal_attributes_input_activeness_type_1 import (
    MeshalAttributesInputActivenessType1,
)
from .meshal_attributes_input_might_type_1 import MeshalAttributesInputMightType1
from .meshal_attributes_input_spirit_type_1 import MeshalAttributesInputSpiritType1
from .meshal_chase_run import MeshalChaseRun
from .meshal_chase_run_outcome import MeshalChaseRunOutcome
from .meshal_check_rolled import MeshalCheckRolled
from .meshal_check_rolled_help import MeshalCheckRolledHelp
from .meshal_check_rolled_scoring import MeshalCheckRolledScoring
from .meshal_combatant_added import MeshalCombatantAdded
from .meshal_combatant_added_resources import MeshalCombatantAddedResources
from .meshal_contest_rolled import MeshalContestRolled
from .meshal_creature_sheet import MeshalCreatureSheet
from .meshal_creature_sheet_size import MeshalCreatureSheetSize
from .meshal_dice_input import MeshalDiceInput
from .meshal_dice_input_attributes_item import MeshalDiceInputAttributesItem
from .meshal_dice_input_scoring import MeshalDiceInputScoring
from .meshal_dice_input_take import MeshalDiceInputTake
from .meshal_extra import MeshalExtra
from .meshal_extra_input import MeshalExtraInput
from .meshal_extra_input_kind import MeshalExtraInputKind
from .meshal_extra_kind import MeshalExtraKind
from .meshal_fate_change import MeshalFateChange
from .meshal_fight_ended import MeshalFightEnded
from .meshal_fight_ended_decided_by import MeshalFightEndedDecidedBy
from .meshal_fight_ended_outcome import MeshalFightEndedOutcome
from .meshal_fight_ended_rewards import MeshalFightEndedRewards
from .meshal_flee_attempted import MeshalFleeAttempted
from .meshal_helper_roll import MeshalHelperRoll
from .meshal_lite_attack import MeshalLiteAttack
from .meshal_lite_attack_defence_type_0 import MeshalLiteAttackDefenceType0
from .meshal_lite_attack_defence_type_1 import MeshalLiteAttackDefenceType1
from .meshal_lite_attack_shares_item import MeshalLiteAttackSharesItem
from .meshal_lite_attack_take_damage_item import MeshalLiteAttackTakeDamageItem
from .meshal_lite_rest import MeshalLiteRest
from .meshal_lite_take_action import MeshalLiteTakeAction
from .meshal_lite_take_action_action import MeshalLiteTakeActionAction
from .meshal_lite_take_action_item_size_type_0 import MeshalLiteTakeActionItemSizeType0
from .meshal_lite_take_action_other_item_size_type_0 import (
    MeshalLiteTakeActionOtherItemSizeType0,
)
from .meshal_loot_taken import MeshalLootTaken
from .meshal_mobility_refunded import MeshalMobilityRefunded
from .meshal_modes import MeshalModes
from .meshal_modes_climb import MeshalModesClimb
from .meshal_modes_crawl import MeshalModesCrawl
from .meshal_modes_input import MeshalModesInput
from .meshal_modes_input_climb import MeshalModesInputClimb
from .meshal_modes_input_crawl import MeshalModesInputCrawl
from .meshal_modes_input_swim import MeshalModesInputSwim
from .meshal_modes_input_walk import MeshalModesInputWalk
from .meshal_modes_swim import MeshalModesSwim
from .meshal_modes_walk import MeshalModesWalk
from .meshal_object_sheet import MeshalObjectSheet
from .meshal_object_sheet_material import MeshalObjectSheetMaterial
from .meshal_object_sheet_modifiers_item import MeshalObjectSheetModifiersItem
from .meshal_options import MeshalOptions
from .meshal_options_defence_timing import MeshalOptionsDefenceTiming
from .meshal_options_drop_item_cost import MeshalOptionsDropItemCost
from .meshal_options_intensity_sides import MeshalOptionsIntensitySides
from .meshal_options_mobility_refill import MeshalOptionsMobilityRefill
from .meshal_options_range_ends import MeshalOptionsRangeEnds
from .meshal_parts_input import MeshalPartsInput
from .meshal_pools_input import MeshalPoolsInput
from .meshal_progress_rolled import MeshalProgressRolled
from .meshal_progressive_contest_run import MeshalProgressiveContestRun
from .meshal_protections import MeshalProtections
from .meshal_protections_immune_item import MeshalProtectionsImmuneItem
from .meshal_protections_input import MeshalProtectionsInput
from .meshal_protections_input_immune_item import MeshalProtectionsInputImmuneItem
from .meshal_reach import MeshalReach
from .meshal_reach_input import MeshalReachInput
from .meshal_reroll import MeshalReroll
from .meshal_reroll_scoring import MeshalRerollScoring
from .meshal_rest_hour import MeshalRestHour
from .meshal_rest_hour_faces_type_0 import MeshalRestHourFacesType0
from .meshal_rest_hour_regained_type_0 import MeshalRestHourRegainedType0
from .meshal_rested import MeshalRested
from .meshal_rolled_segment import MeshalRolledSegment
from .meshal_segment import MeshalSegment
from .meshal_segment_defence_type_0 import MeshalSegmentDefenceType0
from .meshal_segment_shares_type_0 import MeshalSegmentSharesType0
from .meshal_stats import MeshalStats
from .meshal_stats_kind import MeshalStatsKind
from .meshal_stats_size import MeshalStatsSize
from .meshal_temporary_changed import MeshalTemporaryChanged
from .metadata import Metadata
from .milestone_reached import MilestoneReached
from .missile_attack import MissileAttack
from .missile_attack_cover import MissileAttackCover
from .modifier import Modifier
from .modifier_in import ModifierIn
from .modifier_in_applies_to_item import ModifierInAppliesToItem
from .modifier_in_type import ModifierInType
from .monster_build import MonsterBuild
from .monster_build_kind import MonsterBuildKind
from .monster_sheet import MonsterSheet
from .monster_sheet_armour import MonsterSheetArmour
from .monster_sheet_body import MonsterSheetBody
from .monster_sheet_kind import MonsterSheetKind
from .morale_checked import MoraleChecked
from .morale_checked_result import MoraleCheckedResult
from .move_combatant import MoveCombatant
from .move_combatant_how import MoveCombatantHow
from .move_zone import MoveZone
from .movement_set import MovementSet
from .multiattack import Multiattack
from .multiattack_in import MultiattackIn
from .multiattack_part import MultiattackPart
from .multiattack_part_in import MultiattackPartIn
from .odds_report import OddsReport
from .odds_report_rules import OddsReportRules
from .odds_response import OddsResponse
from .ongoing_damage import OngoingDamage
from .ongoing_in import OngoingIn
from .ongoing_in_damage_type import OngoingInDamageType
from .option_info import OptionInfo
from .option_info_default_type_3 import OptionInfoDefaultType3
from .option_info_kind import OptionInfoKind
from .order_side import OrderSide
from .part import Part
from .place_combatant import PlaceCombatant
from .pong_message import PongMessage
from .portion_taken import PortionTaken
from .position import Position
from .power import Power
from .power_ability_type_0 import PowerAbilityType0
from .power_action import PowerAction
from .power_area_type_0 import PowerAreaType0
from .power_crit_types_item import PowerCritTypesItem
from .power_damage_types_item import PowerDamageTypesItem
from .power_defence import PowerDefence
from .power_in import PowerIn
from .power_in_ability_type_0 import PowerInAbilityType0
from .power_in_action import PowerInAction
from .power_in_area_type_0 import PowerInAreaType0
from .power_in_crit_types_item import PowerInCritTypesItem
from .power_in_damage_types_item import PowerInDamageTypesItem
from .power_in_defence import PowerInDefence
from .power_in_kind import PowerInKind
from .power_in_miss import PowerInMiss
from .power_in_targets import PowerInTargets
from .power_in_usage import PowerInUsage
from .power_kind import PowerKind
from .power_miss import PowerMiss
from .power_targets import PowerTargets
from .power_usage import PowerUsage
from .power_used import PowerUsed
from .presence_message import PresenceMessage
from .present import Present
from .problem import Problem
from .problem_error import ProblemError
from .progressive_check import ProgressiveCheck
from .progressive_contest import ProgressiveContest
from .reach_milestone import ReachMilestone
from .ready import Ready
from .recharge_rolled import RechargeRolled
from .recover_magic_points import RecoverMagicPoints
from .recover_magic_points_kind import RecoverMagicPointsKind
from .redo import Redo
from .refund_mobility import RefundMobility
from .remove_combatant import RemoveCombatant
from .remove_condition import RemoveCondition
from .resist import Resist
from .resist_in import ResistIn
from .resist_in_type import ResistInType
from .resource import Resource
from .resource_changed import ResourceChanged
from .reveal import Reveal
from .revealed import Revealed
from .revocation import Revocation
from .revoke import Revoke
from .roll_initiative import RollInitiative
from .roll_lingering_injury import RollLingeringInjury
from .rolled import Rolled
from .rolled_term import RolledTerm
from .round_stats import RoundStats
from .round_stats_criticals import RoundStatsCriticals
from .rounds_end import RoundsEnd
from .ruleset import Ruleset
from .ruleset_info import RulesetInfo
from .ruleset_info_actors import RulesetInfoActors
from .save_action import SaveAction
from .save_action_in import SaveActionIn
from .save_action_in_multiattack import SaveActionInMultiattack
from .save_action_multiattack import SaveActionMultiattack
from .save_due import SaveDue
from .save_effect import SaveEffect
from .save_effect_ability import SaveEffectAbility
from .save_effect_conditions_item import SaveEffectConditionsItem
from .save_effect_duration import SaveEffectDuration
from .save_effect_in import SaveEffectIn
from .save_effect_in_ability import SaveEffectInAbility
from .save_effect_in_conditions_item import SaveEffectInConditionsItem
from .save_effect_in_duration import SaveEffectInDuration
from .save_ends import SaveEnds
from .save_ends_at import SaveEndsAt
from .save_outcome import SaveOutcome
from .save_prompted import SavePrompted
from .save_roll import SaveRoll
from .save_rolled import SaveRolled
from .saving_throw import SavingThrow
from .saving_throw_ability_type_0 import SavingThrowAbilityType0
from .saving_throw_cover import SavingThrowCover
from .saving_throw_rolled import SavingThrowRolled
from .score import Score
from .score_part import ScorePart
from .second_wind import SecondWind
from .secrecy_defaults import SecrecyDefaults
from .secrecy_defaults_health import SecrecyDefaultsHealth
from .secrecy_defaults_stat_blocks import SecrecyDefaultsStatBlocks
from .seed_table import SeedTable
from .senses import Senses
from .senses_in import SensesIn
from .set_initiative import SetInitiative
from .set_temporary import SetTemporary
from .set_temporary_attribute import SetTemporaryAttribute
from .set_visibility import SetVisibility
from .set_visibility_health_type_0 import SetVisibilityHealthType0
from .set_visibility_stat_block_type_0 import SetVisibilityStatBlockType0
from .shove import Shove
from .shove_effect import ShoveEffect
from .shove_target_uses_type_0 import ShoveTargetUsesType0
from .spell_detail import SpellDetail
from .spell_detail_attack_type_0 import SpellDetailAttackType0
from .spell_detail_cantrip_damage import SpellDetailCantripDamage
from .spell_detail_damage import SpellDetailDamage
from .spell_detail_heal import SpellDetailHeal
from .spell_page import SpellPage
from .spell_resolved import SpellResolved
from .spell_resolved_form import SpellResolvedForm
from .spell_summary import SpellSummary
from .spell_target_result import SpellTargetResult
from .spell_target_result_effect import SpellTargetResultEffect
from .spell_target_result_outcome_type_0 import SpellTargetResultOutcomeType0
from .spend_action_point import SpendActionPoint
from .spend_action_point_action import SpendActionPointAction
from .spires_combatant_added import SpiresCombatantAdded
from .spires_combatant_added_resources import SpiresCombatantAddedResources
from .spires_stats import SpiresStats
from .spires_stats_kind import SpiresStatsKind
from .square_attacked import SquareAttacked
from .stand_up import StandUp
from .start_fight import StartFight
from .start_round import StartRound
from .state_message import StateMessage
from .state_view import StateView
from .state_view_options import StateViewOptions
from .stood_up import StoodUp
from .sustain import Sustain
from .sustain_action import SustainAction
from .system_shock_rolled import SystemShockRolled
from .take_dodge import TakeDodge
from .take_loot import TakeLoot
from .target_cover import TargetCover
from .target_cover_cover import TargetCoverCover
from .target_terms import TargetTerms
from .temporary_hit_points_set import TemporaryHitPointsSet
from .token_info import TokenInfo
from .token_info_role import TokenInfoRole
from .trait import Trait
from .trait_in import TraitIn
from .turn_budget_restored import TurnBudgetRestored
from .turn_ended import TurnEnded
from .turn_started import TurnStarted
from .typed_damage import TypedDamage
from .undo import Undo
from .unlit_spires_cast_spell import UnlitSpiresCastSpell
from .unlit_spires_cast_spell_effect_lasts import UnlitSpiresCastSpellEffectLasts
from .unlit_spires_cast_spell_form import UnlitSpiresCastSpellForm
from .unlit_spires_drop_prone import UnlitSpiresDropProne
from .unlit_spires_opportunity_attack import UnlitSpiresOpportunityAttack
from .unlit_spires_spell_cast import UnlitSpiresSpellCast
from .unlit_spires_spell_cast_form import UnlitSpiresSpellCastForm
from .use_action import UseAction
from .use_action_cover import UseActionCover
from .use_action_cover_additional_property import UseActionCoverAdditionalProperty
from .use_bonus_action import UseBonusAction
from .use_power import UsePower
from .use_power_concealment import UsePowerConcealment
from .use_power_damage_type_type_0 import UsePowerDamageTypeType0
from .use_reaction import UseReaction
from .visibility import Visibility
from .visibility_audience import VisibilityAudience
from .visibility_set import VisibilitySet
from .visibility_set_health_type_0 import VisibilitySetHealthType0
from .visibility_set_stat_block_type_0 import VisibilitySetStatBlockType0
from .vulnerable import Vulnerable
from .vulnerable_in import VulnerableIn
from .vulnerable_in_type import VulnerableInType
from .weapon import Weapon
from .wound_festers import WoundFesters
from .zone import Zone
from .zone_affects import ZoneAffects
from .zone_concealment import ZoneConcealment
from .zone_created import ZoneCreated
from .zone_created_kind import ZoneCreatedKind
from .zone_damage_types_item import ZoneDamageTypesItem
from .zone_duration import ZoneDuration
from .zone_in import ZoneIn
from .zone_in_affects import ZoneInAffects
from .zone_in_concealment import ZoneInConcealment
from .zone_in_damage_types_item import ZoneInDamageTypesItem
from .zone_in_duration import ZoneInDuration
from .zone_in_kind import ZoneInKind
from .zone_in_move_action import ZoneInMoveAction
from .zone_in_triggers_item import ZoneInTriggersItem
from .zone_kind import ZoneKind
from .zone_move_action import ZoneMoveAction
from .zone_moved import ZoneMoved
from .zone_triggered import ZoneTriggered
from .zone_triggered_trigger import ZoneTriggeredTrigger
from .zone_triggers_item import ZoneTriggersItem

__all__ = (
    "Abilities",
    "AbilitiesIn",
    "AbilitiesOverrides",
    "AbilityCheck",
    "AbilityCheckAbility",
    "AbilityCheckRolled",
    "ActionRef",
    "ActionRefAudience",
    "ActionsRestored",
    "ActionsRevoked",
    "ActionsRevokedReason",
    "ActionTaken",
    "ActionTakenUsing",
    "AddCombatant",
    "AddCombatantHitPoints",
    "AddCreature",
    "AddHero",
    "AddHeroPresetType0",
    "AddMonster",
    "AddMonsterPresetType0",
    "AddObject",
    "AdvanceTurn",
    "ApplyCondition",
    "ApplyConditionDuration",
    "ApplyConditionSaveAbilityType0",
    "ApplyConditionSaveAt",
    "ApplyDamage",
    "ApplyHealing",
    "ArchiveEncounter",
    "AreaAttack",
    "AreaAttackShape",
    "AreaAttackTargets",
    "AttackIn",
    "AttackResolved",
    "AttackResolvedAttackKind",
    "AttackResolvedOutcome",
    "AttackResolvedRangeBandType0",
    "AttackResult",
    "AttackResultAutomatic",
    "AttackResultDefence",
    "AttackRolled",
    "AttackRolledCover",
    "AttackRolledKind",
    "AttackRolledRangeBandType0",
    "BudgetSpent",
    "ChainReport",
    "Chance",
    "Chase",
    "Check",
    "CheckHelp",
    "CheckMorale",
    "CheckMoraleTrigger",
    "CheckSecretType1",
    "CleaveCover",
    "CleaveCoverCover",
    "CombatantAdded",
    "CombatantAddedResources",
    "CombatantCorrected",
    "CombatantMoved",
    "CombatantPlaced",
    "CombatantRemoved",
    "CombatantStats",
    "CombatantStatsConditionsSuffered",
    "CombatantStatsCriticals",
    "CombatantStatsDealtByType",
    "CombatantStatsTakenByType",
    "CombatantView",
    "CombatantViewHealthShown",
    "CombatantViewHealthType0",
    "CombatantViewResources",
    "CombatantViewSpent",
    "CombatantViewSpentOn",
    "CombatantViewStatBlock",
    "CombatantViewStatus",
    "CommandResponse",
    "Condition",
    "ConditionApplied",
    "ConditionEnded",
    "ConditionEndedReason",
    "ConditionInfo",
    "ConditionLink",
    "Contest",
    "ContestRolled",
    "ContestSide",
    "CoreOptions",
    "CoreOptionsDice",
    "CorrectCombatant",
    "CounterspellResolved",
    "CoupDeGraced",
    "CoverObjectHit",
    "CreatedEncounter",
    "CreateEncounter",
    "CreatureDetail",
    "CreaturePage",
    "CreatureSummary",
    "D20Roll",
    "DamagePart",
    "DamagePartIn",
    "DamagePartInType",
    "DamagePartType",
    "DamagePiece",
    "DamagePieceType",
    "DamagePortion",
    "DamageResolved",
    "DamageRoll",
    "DamageRolled",
    "DamageTaken",
    "Dash",
    "Dashed",
    "DealDamage",
    "DeathSave",
    "DeathSaveRoll",
    "DeathSaveRolled",
    "DeathSaveRolledOutcome",
    "DeathSaveRollOutcome",
    "Declaration",
    "DeclarationFactorsItem",
    "DeclareActions",
    "DefencePools",
    "DefencePoolsDodge",
    "DefencePoolsParry",
    "DefencePoolsResist",
    "Defences",
    "DefencesIn",
    "Defend",
    "DefendDefenceType0",
    "DefendDefenceType1",
    "DefendSharesItem",
    "DefendTakeDamageItem",
    "Derivation",
    "DiceTerm",
    "Disengage",
    "Dnd4EAbilities",
    "Dnd4EAbilitiesIn",
    "Dnd4EActionTaken",
    "Dnd4EAddCombatant",
    "Dnd4EApplyCondition",
    "Dnd4EApplyConditionDuration",
    "Dnd4EAttack",
    "Dnd4EAttackConcealment",
    "Dnd4EAttackCover",
    "Dnd4EAttackDamageTypeType0",
    "Dnd4EAttackRolled",
    "Dnd4ECombatantAdded",
    "Dnd4ECombatantAddedResources",
    "Dnd4EDamagePiece",
    "Dnd4EDamagePieceTypesItem",
    "Dnd4EDamageResolved",
    "Dnd4EDamageRoll",
    "Dnd4EDamageTaken",
    "Dnd4EDamageTakenHalvedByItem",
    "Dnd4EDealDamage",
    "Dnd4EDeathSave",
    "Dnd4EDeathSaveRolled",
    "Dnd4EDropProne",
    "Dnd4EGrantTempHp",
    "Dnd4EHeal",
    "Dnd4EModifier",
    "Dnd4EModifierType",
    "Dnd4EMovementSet",
    "Dnd4EOpportunityAttack",
    "Dnd4EOpportunityAttackConcealment",
    "Dnd4EOpportunityAttackCover",
    "Dnd4EOptions",
    "Dnd4EOptionsSaves",
    "Dnd4ERest",
    "Dnd4ERested",
    "Dnd4ERestedKind",
    "Dnd4ERestKind",
    "Dnd4ERestSurges",
    "Dnd4ESavingThrow",
    "Dnd4EStats",
    "Dnd4EStatsArmour",
    "Dnd4EStatsIn",
    "Dnd4EStatsInArmour",
    "Dnd4EStatsInKind",
    "Dnd4EStatsInSize",
    "Dnd4EStatsKind",
    "Dnd4EStatsSize",
    "Dnd4ETakeAction",
    "Dnd4ETakeActionAction",
    "Dnd4ETemporaryHitPointsSet",
    "Dnd5E2024Attack",
    "Dnd5E2024CastSpell",
    "Dnd5E2024CastSpellCasting",
    "Dnd5E2024CastSpellCover",
    "Dnd5E2024CastSpellCoverAdditionalProperty",
    "Dnd5E2024OpportunityAttack",
    "Dnd5E2024OpportunityAttackCover",
    "Dnd5E2024Rest",
    "Dnd5E2024Rested",
    "Dnd5E2024RestedKind",
    "Dnd5E2024RestHitDice",
    "Dnd5E2024RestKind",
    "Dnd5E2024SaveEnds",
    "Dnd5E2024SaveEndsAbility",
    "Dnd5E2024SaveEndsAt",
    "Dnd5E2024SpellCast",
    "Dnd5E2024SpellCastCasting",
    "Dnd5E2024TakeAction",
    "Dnd5E2024TakeActionAction",
    "Dnd5ECombatantAdded",
    "Dnd5ECombatantAddedResources",
    "Dnd5ECondition",
    "Dnd5EConditionApplied",
    "Dnd5EInitiativeEntry",
    "Dnd5EInitiativeRolled",
    "Dnd5EInitiativeRolledSideRolls",
    "Dnd5EOptions",
    "Dnd5EOptionsInitiative",
    "Dnd5EOptionsTies",
    "Dnd5EStats",
    "Dnd5EStatsBonusActionGrantsItem",
    "Dnd5EStatsImmunitiesItem",
    "Dnd5EStatsIn",
    "Dnd5EStatsInBonusActionGrantsItem",
    "Dnd5EStatsInImmunitiesItem",
    "Dnd5EStatsInKind",
    "Dnd5EStatsInResistancesItem",
    "Dnd5EStatsInSavingThrowsItem",
    "Dnd5EStatsInSize",
    "Dnd5EStatsInSkills",
    "Dnd5EStatsInVulnerabilitiesItem",
    "Dnd5EStatsKind",
    "Dnd5EStatsOverrides",
    "Dnd5EStatsOverridesBonusActionGrantsItem",
    "Dnd5EStatsOverridesImmunitiesItem",
    "Dnd5EStatsOverridesKind",
    "Dnd5EStatsOverridesResistancesItem",
    "Dnd5EStatsOverridesSavingThrowsItem",
    "Dnd5EStatsOverridesSize",
    "Dnd5EStatsOverridesSkills",
    "Dnd5EStatsOverridesVulnerabilitiesItem",
    "Dnd5EStatsResistancesItem",
    "Dnd5EStatsSavingThrowsItem",
    "Dnd5EStatsSize",
    "Dnd5EStatsSkills",
    "Dnd5EStatsVulnerabilitiesItem",
    "Effect",
    "EffectDuration",
    "EffectIn",
    "EffectInDuration",
    "EffectModifierIn",
    "EffectModifierInAppliesTo",
    "EffectModifierInBonusType",
    "EffectResolved",
    "EffectShadowed",
    "EncounterArchived",
    "EncounterCreated",
    "EncounterCreatedOptions",
    "EncounterEnded",
    "EncounterForked",
    "EncounterForkedCombatantsItem",
    "EncounterForkedOptions",
    "EncounterForkedSecrecyType0",
    "EncounterSummary",
    "EncounterSummaryRole",
    "EndCondition",
    "EndEncounter",
    "EndFight",
    "EndFightOutcomeType0",
    "EndMessage",
    "EscapeGrapple",
    "EscapeGrappleSkill",
    "EventMessage",
    "EventPage",
    "Expiry",
    "ExpiryAt",
    "ExpiryTurn",
    "ExportLine",
    "ExportLineMetadata",
    "FightStats",
    "FirstAid",
    "FirstAidAid",
    "FirstAidRolled",
    "Flee",
    "ForcedMoved",
    "ForcedMovedKind",
    "ForcedMovement",
    "ForcedMovementKind",
    "ForecastOdds",
    "ForecastRequest",
    "ForecastRequestPresetType0",
    "ForecastResponse",
    "ForkEncounter",
    "ForkOrigin",
    "GrantTempHp",
    "GrantTempHpKeep",
    "Grapple",
    "GrappleTargetUsesType0",
    "Heal",
    "HealingReceived",
    "HealingRolled",
    "Health",
    "HealthDatabase",
    "HealthRedis",
    "HealthStatus",
    "Help",
    "HeroBuild",
    "HeroSheet",
    "HeroSheetArmour",
    "HeroSheetClass",
    "HeroSheetPeople",
    "HiddenMessage",
    "Hide",
    "HitPointMaximumChanged",
    "HitPointRoll",
    "ImportedEncounter",
    "InitiativeEntry",
    "InitiativeRolled",
    "InitiativeSet",
    "InteractWithObject",
    "IssuedToken",
    "IssuedTokenRole",
    "IssueToken",
    "IssueTokenRole",
    "ItemDropped",
    "LibraryRef",
    "LibraryRefIn",
    "LibrarySource",
    "LingeringInjuryRolled",
    "MagicPointsRecovered",
    "MagicPointsRecoveredKind",
    "MakeAttack",
    "MakeAttackCover",
    "Maneuver",
    "ManeuverManeuver",
    "ManeuverSkill",
    "ManeuverTargetSkillType0",
    "MeleeAttack",
    "MeshalActionTaken",
    "MeshalAreaCovered",
    "MeshalAttackDice",
    "MeshalAttackDiceAttributesItem",
    "MeshalAttackDiceScoring",
    "MeshalAttackDiceTake",
    "MeshalAttackInput",
    "MeshalAttackInputAttackType",
    "MeshalAttackInputDefencesItem",
    "MeshalAttackInputTargetsItem",
    "MeshalAttackProfile",
    "MeshalAttackProfileAttackType",
    "MeshalAttackProfileDefencesItem",
    "MeshalAttackProfileTargetsItem",
    "MeshalAttackResolved",
    "MeshalAttackRolled",
    "MeshalAttribute",
    "MeshalAttributesInput",
    "MeshalAttributesInputActivenessType1",
    "MeshalAttributesInputMightType1",
    "MeshalAttributesInputSpiritType1",
    "MeshalChaseRun",
    "MeshalChaseRunOutcome",
    "MeshalCheckRolled",
    "MeshalCheckRolledHelp",
    "MeshalCheckRolledScoring",
    "MeshalCombatantAdded",
    "MeshalCombatantAddedResources",
    "MeshalContestRolled",
    "MeshalCreatureSheet",
    "MeshalCreatureSheetSize",
    "MeshalDiceInput",
    "MeshalDiceInputAttributesItem",
    "MeshalDiceInputScoring",
    "MeshalDiceInputTake",
    "MeshalExtra",
    "MeshalExtraInput",
    "MeshalExtraInputKind",
    "MeshalExtraKind",
    "MeshalFateChange",
    "MeshalFightEnded",
    "MeshalFightEndedDecidedBy",
    "MeshalFightEndedOutcome",
    "MeshalFightEndedRewards",
    "MeshalFleeAttempted",
    "MeshalHelperRoll",
    "MeshalLiteAttack",
    "MeshalLiteAttackDefenceType0",
    "MeshalLiteAttackDefenceType1",
    "MeshalLiteAttackSharesItem",
    "MeshalLiteAttackTakeDamageItem",
    "MeshalLiteRest",
    "MeshalLiteTakeAction",
    "MeshalLiteTakeActionAction",
    "MeshalLiteTakeActionItemSizeType0",
    "MeshalLiteTakeActionOtherItemSizeType0",
    "MeshalLootTaken",
    "MeshalMobilityRefunded",
    "MeshalModes",
    "MeshalModesClimb",
    "MeshalModesCrawl",
    "MeshalModesInput",
    "MeshalModesInputClimb",
    "MeshalModesInputCrawl",
    "MeshalModesInputSwim",
    "MeshalModesInputWalk",
    "MeshalModesSwim",
    "MeshalModesWalk",
    "MeshalObjectSheet",
    "MeshalObjectSheetMaterial",
    "MeshalObjectSheetModifiersItem",
    "MeshalOptions",
    "MeshalOptionsDefenceTiming",
    "MeshalOptionsDropItemCost",
    "MeshalOptionsIntensitySides",
    "MeshalOptionsMobilityRefill",
    "MeshalOptionsRangeEnds",
    "MeshalPartsInput",
    "MeshalPoolsInput",
    "MeshalProgressiveContestRun",
    "MeshalProgressRolled",
    "MeshalProtections",
    "MeshalProtectionsImmuneItem",
    "MeshalProtectionsInput",
    "MeshalProtectionsInputImmuneItem",
    "MeshalReach",
    "MeshalReachInput",
    "MeshalReroll",
    "MeshalRerollScoring",
    "MeshalRested",
    "MeshalRestHour",
    "MeshalRestHourFacesType0",
    "MeshalRestHourRegainedType0",
    "MeshalRolledSegment",
    "MeshalSegment",
    "MeshalSegmentDefenceType0",
    "MeshalSegmentSharesType0",
    "MeshalStats",
    "MeshalStatsKind",
    "MeshalStatsSize",
    "MeshalTemporaryChanged",
    "Metadata",
    "MilestoneReached",
    "MissileAttack",
    "MissileAttackCover",
    "Modifier",
    "ModifierIn",
    "ModifierInAppliesToItem",
    "ModifierInType",
    "MonsterBuild",
    "MonsterBuildKind",
    "MonsterSheet",
    "MonsterSheetArmour",
    "MonsterSheetBody",
    "MonsterSheetKind",
    "MoraleChecked",
    "MoraleCheckedResult",
    "MoveCombatant",
    "MoveCombatantHow",
    "MovementSet",
    "MoveZone",
    "Multiattack",
    "MultiattackIn",
    "MultiattackPart",
    "MultiattackPartIn",
    "OddsReport",
    "OddsReportRules",
    "OddsResponse",
    "OngoingDamage",
    "OngoingIn",
    "OngoingInDamageType",
    "OptionInfo",
    "OptionInfoDefaultType3",
    "OptionInfoKind",
    "OrderSide",
    "Part",
    "PlaceCombatant",
    "PongMessage",
    "PortionTaken",
    "Position",
    "Power",
    "PowerAbilityType0",
    "PowerAction",
    "PowerAreaType0",
    "PowerCritTypesItem",
    "PowerDamageTypesItem",
    "PowerDefence",
    "PowerIn",
    "PowerInAbilityType0",
    "PowerInAction",
    "PowerInAreaType0",
    "PowerInCritTypesItem",
    "PowerInDamageTypesItem",
    "PowerInDefence",
    "PowerInKind",
    "PowerInMiss",
    "PowerInTargets",
    "PowerInUsage",
    "PowerKind",
    "PowerMiss",
    "PowerTargets",
    "PowerUsage",
    "PowerUsed",
    "PresenceMessage",
    "Present",
    "Problem",
    "ProblemError",
    "ProgressiveCheck",
    "ProgressiveContest",
    "ReachMilestone",
    "Ready",
    "RechargeRolled",
    "RecoverMagicPoints",
    "RecoverMagicPointsKind",
    "Redo",
    "RefundMobility",
    "RemoveCombatant",
    "RemoveCondition",
    "Resist",
    "ResistIn",
    "ResistInType",
    "Resource",
    "ResourceChanged",
    "Reveal",
    "Revealed",
    "Revocation",
    "Revoke",
    "Rolled",
    "RolledTerm",
    "RollInitiative",
    "RollLingeringInjury",
    "RoundsEnd",
    "RoundStats",
    "RoundStatsCriticals",
    "Ruleset",
    "RulesetInfo",
    "RulesetInfoActors",
    "SaveAction",
    "SaveActionIn",
    "SaveActionInMultiattack",
    "SaveActionMultiattack",
    "SaveDue",
    "SaveEffect",
    "SaveEffectAbility",
    "SaveEffectConditionsItem",
    "SaveEffectDuration",
    "SaveEffectIn",
    "SaveEffectInAbility",
    "SaveEffectInConditionsItem",
    "SaveEffectInDuration",
    "SaveEnds",
    "SaveEndsAt",
    "SaveOutcome",
    "SavePrompted",
    "SaveRoll",
    "SaveRolled",
    "SavingThrow",
    "SavingThrowAbilityType0",
    "SavingThrowCover",
    "SavingThrowRolled",
    "Score",
    "ScorePart",
    "SecondWind",
    "SecrecyDefaults",
    "SecrecyDefaultsHealth",
    "SecrecyDefaultsStatBlocks",
    "SeedTable",
    "Senses",
    "SensesIn",
    "SetInitiative",
    "SetTemporary",
    "SetTemporaryAttribute",
    "SetVisibility",
    "SetVisibilityHealthType0",
    "SetVisibilityStatBlockType0",
    "Shove",
    "ShoveEffect",
    "ShoveTargetUsesType0",
    "SpellDetail",
    "SpellDetailAttackType0",
    "SpellDetailCantripDamage",
    "SpellDetailDamage",
    "SpellDetailHeal",
    "SpellPage",
    "SpellResolved",
    "SpellResolvedForm",
    "SpellSummary",
    "SpellTargetResult",
    "SpellTargetResultEffect",
    "SpellTargetResultOutcomeType0",
    "SpendActionPoint",
    "SpendActionPointAction",
    "SpiresCombatantAdded",
    "SpiresCombatantAddedResources",
    "SpiresStats",
    "SpiresStatsKind",
    "SquareAttacked",
    "StandUp",
    "StartFight",
    "StartRound",
    "StateMessage",
    "StateView",
    "StateViewOptions",
    "StoodUp",
    "Sustain",
    "SustainAction",
    "SystemShockRolled",
    "TakeDodge",
    "TakeLoot",
    "TargetCover",
    "TargetCoverCover",
    "TargetTerms",
    "TemporaryHitPointsSet",
    "TokenInfo",
    "TokenInfoRole",
    "Trait",
    "TraitIn",
    "TurnBudgetRestored",
    "TurnEnded",
    "TurnStarted",
    "TypedDamage",
    "Undo",
    "UnlitSpiresCastSpell",
    "UnlitSpiresCastSpellEffectLasts",
    "UnlitSpiresCastSpellForm",
    "UnlitSpiresDropProne",
    "UnlitSpiresOpportunityAttack",
    "UnlitSpiresSpellCast",
    "UnlitSpiresSpellCastForm",
    "UseAction",
    "UseActionCover",
    "UseActionCoverAdditionalProperty",
    "UseBonusAction",
    "UsePower",
    "UsePowerConcealment",
    "UsePowerDamageTypeType0",
    "UseReaction",
    "Visibility",
    "VisibilityAudience",
    "VisibilitySet",
    "VisibilitySetHealthType0",
    "VisibilitySetStatBlockType0",
    "Vulnerable",
    "VulnerableIn",
    "VulnerableInType",
    "Weapon",
    "WoundFesters",
    "Zone",
    "ZoneAffects",
    "ZoneConcealment",
    "ZoneCreated",
    "ZoneCreatedKind",
    "ZoneDamageTypesItem",
    "ZoneDuration",
    "ZoneIn",
    "ZoneInAffects",
    "ZoneInConcealment",
    "ZoneInDamageTypesItem",
    "ZoneInDuration",
    "ZoneInKind",
    "ZoneInMoveAction",
    "ZoneInTriggersItem",
    "ZoneKind",
    "ZoneMoveAction",
    "ZoneMoved",
    "ZoneTriggered",
    "ZoneTriggeredTrigger",
    "ZoneTriggersItem",
)
