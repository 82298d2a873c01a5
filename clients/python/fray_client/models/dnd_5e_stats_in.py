from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.dnd_5e_stats_in_bonus_action_grants_item import (
    Dnd5EStatsInBonusActionGrantsItem,
)
from ..models.dnd_5e_stats_in_immunities_item import Dnd5EStatsInImmunitiesItem
from ..models.dnd_5e_stats_in_kind import Dnd5EStatsInKind
from ..models.dnd_5e_stats_in_resistances_item import Dnd5EStatsInResistancesItem
from ..models.dnd_5e_stats_in_saving_throws_item import Dnd5EStatsInSavingThrowsItem
from ..models.dnd_5e_stats_in_size import Dnd5EStatsInSize
from ..models.dnd_5e_stats_in_vulnerabilities_item import (
    Dnd5EStatsInVulnerabilitiesItem,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.abilities_in import AbilitiesIn
    from ..models.attack_in import AttackIn
    from ..models.dnd_5e_stats_in_skills import Dnd5EStatsInSkills
    from ..models.library_ref_in import LibraryRefIn
    from ..models.multiattack_in import MultiattackIn
    from ..models.save_action_in import SaveActionIn
    from ..models.senses_in import SensesIn
    from ..models.trait_in import TraitIn


T = TypeVar("T", bound="Dnd5EStatsIn")


@_attrs_define
class Dnd5EStatsIn:
    """A stat block as a request states it (without the stored block's ``ruleset`` tag, which
    the command's type already says): unknown fields refused at every level (a 400 naming the
    field). ``check_block`` runs in ``decide`` (``combat.add_combatant``): a block that cannot
    exist is well-formed JSON the document allows, refused by the rules (422).

        Attributes:
            ac (int):
            hp_max (int):
            abilities (AbilitiesIn | Unset): The six ability scores as a request states them (unknown fields refused).
            alignment (str | Unset):  Default: ''.
            attacks (list[AttackIn] | Unset):
            attacks_per_action (int | Unset):  Default: 1.
            bonus_action_grants (list[Dnd5EStatsInBonusActionGrantsItem] | Unset):
            bonus_actions (list[str] | Unset):
            burrow_ft (int | Unset): feet Default: 0.
            challenge_rating (str | Unset):  Default: ''.
            climb_ft (int | Unset): feet Default: 0.
            condition_immunities (list[str] | Unset):
            creature_type (str | Unset):  Default: ''.
            crit_on (int | Unset):  Default: 20.
            death_saves (bool | None | Unset):
            fly_ft (int | Unset): feet Default: 0.
            hit_dice (str | Unset):  Default: ''.
            hover (bool | Unset):  Default: False.
            hp_formula (str | Unset):  Default: ''.
            immunities (list[Dnd5EStatsInImmunitiesItem] | Unset):
            initiative_bonus (int | Unset):  Default: 0.
            kind (Dnd5EStatsInKind | Unset):  Default: Dnd5EStatsInKind.MONSTER.
            languages (str | Unset):  Default: ''.
            leader (bool | Unset):  Default: False.
            legendary_actions (list[TraitIn] | Unset):
            library (LibraryRefIn | None | Unset):
            multiattack (MultiattackIn | None | Unset):
            other_actions (list[TraitIn] | Unset):
            proficiency_bonus (int | Unset):  Default: 2.
            reactions (list[TraitIn] | Unset):
            resistances (list[Dnd5EStatsInResistancesItem] | Unset):
            save_actions (list[SaveActionIn] | Unset):
            saving_throws (list[Dnd5EStatsInSavingThrowsItem] | Unset):
            senses (SensesIn | Unset): Senses as a request states them.
            size (Dnd5EStatsInSize | Unset):  Default: Dnd5EStatsInSize.MEDIUM.
            skills (Dnd5EStatsInSkills | Unset):
            special_defences (list[str] | Unset):
            speed_ft (int | Unset): feet Default: 30.
            spell_attack_bonus (int | None | Unset):
            spell_save_dc (int | None | Unset):
            spell_slots (list[int] | Unset):
            swim_ft (int | Unset): feet Default: 0.
            traits (list[TraitIn] | Unset):
            vulnerabilities (list[Dnd5EStatsInVulnerabilitiesItem] | Unset):
            xp (int | Unset):  Default: 0.
    """

    ac: int
    hp_max: int
    abilities: AbilitiesIn | Unset = UNSET
    alignment: str | Unset = ""
    attacks: list[AttackIn] | Unset = UNSET
    attacks_per_action: int | Unset = 1
    bonus_action_grants: list[Dnd5EStatsInBonusActionGrantsItem] | Unset = UNSET
    bonus_actions: list[str] | Unset = UNSET
    burrow_ft: int | Unset = 0
    challenge_rating: str | Unset = ""
    climb_ft: int | Unset = 0
    condition_immunities: list[str] | Unset = UNSET
    creature_type: str | Unset = ""
    crit_on: int | Unset = 20
    death_saves: bool | None | Unset = UNSET
    fly_ft: int | Unset = 0
    hit_dice: str | Unset = ""
    hover: bool | Unset = False
    hp_formula: str | Unset = ""
    immunities: list[Dnd5EStatsInImmunitiesItem] | Unset = UNSET
    initiative_bonus: int | Unset = 0
    kind: Dnd5EStatsInKind | Unset = Dnd5EStatsInKind.MONSTER
    languages: str | Unset = ""
    leader: bool | Unset = False
    legendary_actions: list[TraitIn] | Unset = UNSET
    library: LibraryRefIn | None | Unset = UNSET
    multiattack: MultiattackIn | None | Unset = UNSET
    other_actions: list[TraitIn] | Unset = UNSET
    proficiency_bonus: int | Unset = 2
    reactions: list[TraitIn] | Unset = UNSET
    resistances: list[Dnd5EStatsInResistancesItem] | Unset = UNSET
    save_actions: list[SaveActionIn] | Unset = UNSET
    saving_throws: list[Dnd5EStatsInSavingThrowsItem] | Unset = UNSET
    senses: SensesIn | Unset = UNSET
    size: Dnd5EStatsInSize | Unset = Dnd5EStatsInSize.MEDIUM
    skills: Dnd5EStatsInSkills | Unset = UNSET
    special_defences: list[str] | Unset = UNSET
    speed_ft: int | Unset = 30
    spell_attack_bonus: int | None | Unset = UNSET
    spell_save_dc: int | None | Unset = UNSET
    spell_slots: list[int] | Unset = UNSET
    swim_ft: int | Unset = 0
    traits: list[TraitIn] | Unset = UNSET
    vulnerabilities: list[Dnd5EStatsInVulnerabilitiesItem] | Unset = UNSET
    xp: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        from ..models.library_ref_in import LibraryRefIn  # noqa: PLC0415
        from ..models.multiattack_in import MultiattackIn  # noqa: PLC0415

        ac = self.ac

        hp_max = self.hp_max

        abilities: dict[str, Any] | Unset = UNSET
        if not isinstance(self.abilities, Unset):
            abilities = self.abilities.to_dict()

        alignment = self.alignment

        attacks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.attacks, Unset):
            attacks = []
            for attacks_item_data in self.attacks:
                attacks_item = attacks_item_data.to_dict()
                attacks.append(attacks_item)

        attacks_per_action = self.attacks_per_action

        bonus_action_grants: list[str] | Unset = UNSET
        if not isinstance(self.bonus_action_grants, Unset):
            bonus_action_grants = []
            for bonus_action_grants_item_data in self.bonus_action_grants:
                bonus_action_grants_item = bonus_action_grants_item_data.value
                bonus_action_grants.append(bonus_action_grants_item)

        bonus_actions: list[str] | Unset = UNSET
        if not isinstance(self.bonus_actions, Unset):
            bonus_actions = self.bonus_actions

        burrow_ft = self.burrow_ft

        challenge_rating = self.challenge_rating

        climb_ft = self.climb_ft

        condition_immunities: list[str] | Unset = UNSET
        if not isinstance(self.condition_immunities, Unset):
            condition_immunities = self.condition_immunities

        creature_type = self.creature_type

        crit_on = self.crit_on

        death_saves: bool | None | Unset
        if isinstance(self.death_saves, Unset):
            death_saves = UNSET
        else:
            death_saves = self.death_saves

        fly_ft = self.fly_ft

        hit_dice = self.hit_dice

        hover = self.hover

        hp_formula = self.hp_formula

        immunities: list[str] | Unset = UNSET
        if not isinstance(self.immunities, Unset):
            immunities = []
            for immunities_item_data in self.immunities:
                immunities_item = immunities_item_data.value
                immunities.append(immunities_item)

        initiative_bonus = self.initiative_bonus

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        languages = self.languages

        leader = self.leader

        legendary_actions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.legendary_actions, Unset):
            legendary_actions = []
            for legendary_actions_item_data in self.legendary_actions:
                legendary_actions_item = legendary_actions_item_data.to_dict()
                legendary_actions.append(legendary_actions_item)

        library: dict[str, Any] | None | Unset
        if isinstance(self.library, Unset):
            library = UNSET
        elif isinstance(self.library, LibraryRefIn):
            library = self.library.to_dict()
        else:
            library = self.library

        multiattack: dict[str, Any] | None | Unset
        if isinstance(self.multiattack, Unset):
            multiattack = UNSET
        elif isinstance(self.multiattack, MultiattackIn):
            multiattack = self.multiattack.to_dict()
        else:
            multiattack = self.multiattack

        other_actions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.other_actions, Unset):
            other_actions = []
            for other_actions_item_data in self.other_actions:
                other_actions_item = other_actions_item_data.to_dict()
                other_actions.append(other_actions_item)

        proficiency_bonus = self.proficiency_bonus

        reactions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.reactions, Unset):
            reactions = []
            for reactions_item_data in self.reactions:
                reactions_item = reactions_item_data.to_dict()
                reactions.append(reactions_item)

        resistances: list[str] | Unset = UNSET
        if not isinstance(self.resistances, Unset):
            resistances = []
            for resistances_item_data in self.resistances:
                resistances_item = resistances_item_data.value
                resistances.append(resistances_item)

        save_actions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.save_actions, Unset):
            save_actions = []
            for save_actions_item_data in self.save_actions:
                save_actions_item = save_actions_item_data.to_dict()
                save_actions.append(save_actions_item)

        saving_throws: list[str] | Unset = UNSET
        if not isinstance(self.saving_throws, Unset):
            saving_throws = []
            for saving_throws_item_data in self.saving_throws:
                saving_throws_item = saving_throws_item_data.value
                saving_throws.append(saving_throws_item)

        senses: dict[str, Any] | Unset = UNSET
        if not isinstance(self.senses, Unset):
            senses = self.senses.to_dict()

        size: str | Unset = UNSET
        if not isinstance(self.size, Unset):
            size = self.size.value

        skills: dict[str, Any] | Unset = UNSET
        if not isinstance(self.skills, Unset):
            skills = self.skills.to_dict()

        special_defences: list[str] | Unset = UNSET
        if not isinstance(self.special_defences, Unset):
            special_defences = self.special_defences

        speed_ft = self.speed_ft

        spell_attack_bonus: int | None | Unset
        if isinstance(self.spell_attack_bonus, Unset):
            spell_attack_bonus = UNSET
        else:
            spell_attack_bonus = self.spell_attack_bonus

        spell_save_dc: int | None | Unset
        if isinstance(self.spell_save_dc, Unset):
            spell_save_dc = UNSET
        else:
            spell_save_dc = self.spell_save_dc

        spell_slots: list[int] | Unset = UNSET
        if not isinstance(self.spell_slots, Unset):
            spell_slots = self.spell_slots

        swim_ft = self.swim_ft

        traits: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.traits, Unset):
            traits = []
            for traits_item_data in self.traits:
                traits_item = traits_item_data.to_dict()
                traits.append(traits_item)

        vulnerabilities: list[str] | Unset = UNSET
        if not isinstance(self.vulnerabilities, Unset):
            vulnerabilities = []
            for vulnerabilities_item_data in self.vulnerabilities:
                vulnerabilities_item = vulnerabilities_item_data.value
                vulnerabilities.append(vulnerabilities_item)

        xp = self.xp

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ac": ac,
                "hp_max": hp_max,
            }
        )
        if abilities is not UNSET:
            field_dict["abilities"] = abilities
        if alignment is not UNSET:
            field_dict["alignment"] = alignment
        if attacks is not UNSET:
            field_dict["attacks"] = attacks
        if attacks_per_action is not UNSET:
            field_dict["attacks_per_action"] = attacks_per_action
        if bonus_action_grants is not UNSET:
            field_dict["bonus_action_grants"] = bonus_action_grants
        if bonus_actions is not UNSET:
            field_dict["bonus_actions"] = bonus_actions
        if burrow_ft is not UNSET:
            field_dict["burrow_ft"] = burrow_ft
        if challenge_rating is not UNSET:
            field_dict["challenge_rating"] = challenge_rating
        if climb_ft is not UNSET:
            field_dict["climb_ft"] = climb_ft
        if condition_immunities is not UNSET:
            field_dict["condition_immunities"] = condition_immunities
        if creature_type is not UNSET:
            field_dict["creature_type"] = creature_type
        if crit_on is not UNSET:
            field_dict["crit_on"] = crit_on
        if death_saves is not UNSET:
            field_dict["death_saves"] = death_saves
        if fly_ft is not UNSET:
            field_dict["fly_ft"] = fly_ft
        if hit_dice is not UNSET:
            field_dict["hit_dice"] = hit_dice
        if hover is not UNSET:
            field_dict["hover"] = hover
        if hp_formula is not UNSET:
            field_dict["hp_formula"] = hp_formula
        if immunities is not UNSET:
            field_dict["immunities"] = immunities
        if initiative_bonus is not UNSET:
            field_dict["initiative_bonus"] = initiative_bonus
        if kind is not UNSET:
            field_dict["kind"] = kind
        if languages is not UNSET:
            field_dict["languages"] = languages
        if leader is not UNSET:
            field_dict["leader"] = leader
        if legendary_actions is not UNSET:
            field_dict["legendary_actions"] = legendary_actions
        if library is not UNSET:
            field_dict["library"] = library
        if multiattack is not UNSET:
            field_dict["multiattack"] = multiattack
        if other_actions is not UNSET:
            field_dict["other_actions"] = other_actions
        if proficiency_bonus is not UNSET:
            field_dict["proficiency_bonus"] = proficiency_bonus
        if reactions is not UNSET:
            field_dict["reactions"] = reactions
        if resistances is not UNSET:
            field_dict["resistances"] = resistances
        if save_actions is not UNSET:
            field_dict["save_actions"] = save_actions
        if saving_throws is not UNSET:
            field_dict["saving_throws"] = saving_throws
        if senses is not UNSET:
            field_dict["senses"] = senses
        if size is not UNSET:
            field_dict["size"] = size
        if skills is not UNSET:
            field_dict["skills"] = skills
        if special_defences is not UNSET:
            field_dict["special_defences"] = special_defences
        if speed_ft is not UNSET:
            field_dict["speed_ft"] = speed_ft
        if spell_attack_bonus is not UNSET:
            field_dict["spell_attack_bonus"] = spell_attack_bonus
        if spell_save_dc is not UNSET:
            field_dict["spell_save_dc"] = spell_save_dc
        if spell_slots is not UNSET:
            field_dict["spell_slots"] = spell_slots
        if swim_ft is not UNSET:
            field_dict["swim_ft"] = swim_ft
        if traits is not UNSET:
            field_dict["traits"] = traits
        if vulnerabilities is not UNSET:
            field_dict["vulnerabilities"] = vulnerabilities
        if xp is not UNSET:
            field_dict["xp"] = xp

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.abilities_in import AbilitiesIn  # noqa: PLC0415
        from ..models.attack_in import AttackIn  # noqa: PLC0415
        from ..models.dnd_5e_stats_in_skills import Dnd5EStatsInSkills  # noqa: PLC0415
        from ..models.library_ref_in import LibraryRefIn  # noqa: PLC0415
        from ..models.multiattack_in import MultiattackIn  # noqa: PLC0415
        from ..models.save_action_in import SaveActionIn  # noqa: PLC0415
        from ..models.senses_in import SensesIn  # noqa: PLC0415
        from ..models.trait_in import TraitIn  # noqa: PLC0415

        d = dict(src_dict)
        ac = d.pop("ac")

        hp_max = d.pop("hp_max")

        _abilities = d.pop("abilities", UNSET)
        abilities: AbilitiesIn | Unset
        if isinstance(_abilities, Unset):
            abilities = UNSET
        else:
            abilities = AbilitiesIn.from_dict(_abilities)

        alignment = d.pop("alignment", UNSET)

        _attacks = d.pop("attacks", UNSET)
        attacks: list[AttackIn] | Unset = UNSET
        if _attacks is not UNSET:
            attacks = []
            for attacks_item_data in _attacks:
                attacks_item = AttackIn.from_dict(attacks_item_data)

                attacks.append(attacks_item)

        attacks_per_action = d.pop("attacks_per_action", UNSET)

        _bonus_action_grants = d.pop("bonus_action_grants", UNSET)
        bonus_action_grants: list[Dnd5EStatsInBonusActionGrantsItem] | Unset = UNSET
        if _bonus_action_grants is not UNSET:
            bonus_action_grants = []
            for bonus_action_grants_item_data in _bonus_action_grants:
                bonus_action_grants_item = Dnd5EStatsInBonusActionGrantsItem(bonus_action_grants_item_data)

                bonus_action_grants.append(bonus_action_grants_item)

        bonus_actions = cast(list[str], d.pop("bonus_actions", UNSET))

        burrow_ft = d.pop("burrow_ft", UNSET)

        challenge_rating = d.pop("challenge_rating", UNSET)

        climb_ft = d.pop("climb_ft", UNSET)

        condition_immunities = cast(list[str], d.pop("condition_immunities", UNSET))

        creature_type = d.pop("creature_type", UNSET)

        crit_on = d.pop("crit_on", UNSET)

        def _parse_death_saves(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        death_saves = _parse_death_saves(d.pop("death_saves", UNSET))

        fly_ft = d.pop("fly_ft", UNSET)

        hit_dice = d.pop("hit_dice", UNSET)

        hover = d.pop("hover", UNSET)

        hp_formula = d.pop("hp_formula", UNSET)

        _immunities = d.pop("immunities", UNSET)
        immunities: list[Dnd5EStatsInImmunitiesItem] | Unset = UNSET
        if _immunities is not UNSET:
            immunities = []
            for immunities_item_data in _immunities:
                immunities_item = Dnd5EStatsInImmunitiesItem(immunities_item_data)

                immunities.append(immunities_item)

        initiative_bonus = d.pop("initiative_bonus", UNSET)

        _kind = d.pop("kind", UNSET)
        kind: Dnd5EStatsInKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = Dnd5EStatsInKind(_kind)

        languages = d.pop("languages", UNSET)

        leader = d.pop("leader", UNSET)

        _legendary_actions = d.pop("legendary_actions", UNSET)
        legendary_actions: list[TraitIn] | Unset = UNSET
        if _legendary_actions is not UNSET:
            legendary_actions = []
            for legendary_actions_item_data in _legendary_actions:
                legendary_actions_item = TraitIn.from_dict(legendary_actions_item_data)

                legendary_actions.append(legendary_actions_item)

        def _parse_library(data: object) -> LibraryRefIn | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                library_type_0 = LibraryRefIn.from_dict(data)

                return library_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LibraryRefIn | None | Unset, data)

        library = _parse_library(d.pop("library", UNSET))

        def _parse_multiattack(data: object) -> MultiattackIn | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                multiattack_type_0 = MultiattackIn.from_dict(data)

                return multiattack_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MultiattackIn | None | Unset, data)

        multiattack = _parse_multiattack(d.pop("multiattack", UNSET))

        _other_actions = d.pop("other_actions", UNSET)
        other_actions: list[TraitIn] | Unset = UNSET
        if _other_actions is not UNSET:
            other_actions = []
            for other_actions_item_data in _other_actions:
                other_actions_item = TraitIn.from_dict(other_actions_item_data)

                other_actions.append(other_actions_item)

        proficiency_bonus = d.pop("proficiency_bonus", UNSET)

        _reactions = d.pop("reactions", UNSET)
        reactions: list[TraitIn] | Unset = UNSET
        if _reactions is not UNSET:
            reactions = []
            for reactions_item_data in _reactions:
                reactions_item = TraitIn.from_dict(reactions_item_data)

                reactions.append(reactions_item)

        _resistances = d.pop("resistances", UNSET)
        resistances: list[Dnd5EStatsInResistancesItem] | Unset = UNSET
        if _resistances is not UNSET:
            resistances = []
            for resistances_item_data in _resistances:
                resistances_item = Dnd5EStatsInResistancesItem(resistances_item_data)

                resistances.append(resistances_item)

        _save_actions = d.pop("save_actions", UNSET)
        save_actions: list[SaveActionIn] | Unset = UNSET
        if _save_actions is not UNSET:
            save_actions = []
            for save_actions_item_data in _save_actions:
                save_actions_item = SaveActionIn.from_dict(save_actions_item_data)

                save_actions.append(save_actions_item)

        _saving_throws = d.pop("saving_throws", UNSET)
        saving_throws: list[Dnd5EStatsInSavingThrowsItem] | Unset = UNSET
        if _saving_throws is not UNSET:
            saving_throws = []
            for saving_throws_item_data in _saving_throws:
                saving_throws_item = Dnd5EStatsInSavingThrowsItem(saving_throws_item_data)

                saving_throws.append(saving_throws_item)

        _senses = d.pop("senses", UNSET)
        senses: SensesIn | Unset
        if isinstance(_senses, Unset):
            senses = UNSET
        else:
            senses = SensesIn.from_dict(_senses)

        _size = d.pop("size", UNSET)
        size: Dnd5EStatsInSize | Unset
        if isinstance(_size, Unset):
            size = UNSET
        else:
            size = Dnd5EStatsInSize(_size)

        _skills = d.pop("skills", UNSET)
        skills: Dnd5EStatsInSkills | Unset
        if isinstance(_skills, Unset):
            skills = UNSET
        else:
            skills = Dnd5EStatsInSkills.from_dict(_skills)

        special_defences = cast(list[str], d.pop("special_defences", UNSET))

        speed_ft = d.pop("speed_ft", UNSET)

        def _parse_spell_attack_bonus(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        spell_attack_bonus = _parse_spell_attack_bonus(d.pop("spell_attack_bonus", UNSET))

        def _parse_spell_save_dc(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        spell_save_dc = _parse_spell_save_dc(d.pop("spell_save_dc", UNSET))

        spell_slots = cast(list[int], d.pop("spell_slots", UNSET))

        swim_ft = d.pop("swim_ft", UNSET)

        _traits = d.pop("traits", UNSET)
        traits: list[TraitIn] | Unset = UNSET
        if _traits is not UNSET:
            traits = []
            for traits_item_data in _traits:
                traits_item = TraitIn.from_dict(traits_item_data)

                traits.append(traits_item)

        _vulnerabilities = d.pop("vulnerabilities", UNSET)
        vulnerabilities: list[Dnd5EStatsInVulnerabilitiesItem] | Unset = UNSET
        if _vulnerabilities is not UNSET:
            vulnerabilities = []
            for vulnerabilities_item_data in _vulnerabilities:
                vulnerabilities_item = Dnd5EStatsInVulnerabilitiesItem(vulnerabilities_item_data)

                vulnerabilities.append(vulnerabilities_item)

        xp = d.pop("xp", UNSET)

        dnd_5e_stats_in = cls(
            ac=ac,
            hp_max=hp_max,
            abilities=abilities,
            alignment=alignment,
            attacks=attacks,
            attacks_per_action=attacks_per_action,
            bonus_action_grants=bonus_action_grants,
            bonus_actions=bonus_actions,
            burrow_ft=burrow_ft,
            challenge_rating=challenge_rating,
            climb_ft=climb_ft,
            condition_immunities=condition_immunities,
            creature_type=creature_type,
            crit_on=crit_on,
            death_saves=death_saves,
            fly_ft=fly_ft,
            hit_dice=hit_dice,
            hover=hover,
            hp_formula=hp_formula,
            immunities=immunities,
            initiative_bonus=initiative_bonus,
            kind=kind,
            languages=languages,
            leader=leader,
            legendary_actions=legendary_actions,
            library=library,
            multiattack=multiattack,
            other_actions=other_actions,
            proficiency_bonus=proficiency_bonus,
            reactions=reactions,
            resistances=resistances,
            save_actions=save_actions,
            saving_throws=saving_throws,
            senses=senses,
            size=size,
            skills=skills,
            special_defences=special_defences,
            speed_ft=speed_ft,
            spell_attack_bonus=spell_attack_bonus,
            spell_save_dc=spell_save_dc,
            spell_slots=spell_slots,
            swim_ft=swim_ft,
            traits=traits,
            vulnerabilities=vulnerabilities,
            xp=xp,
        )

        return dnd_5e_stats_in
