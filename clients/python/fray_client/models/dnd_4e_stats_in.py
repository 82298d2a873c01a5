from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.dnd_4e_stats_in_armour import Dnd4EStatsInArmour
from ..models.dnd_4e_stats_in_kind import Dnd4EStatsInKind
from ..models.dnd_4e_stats_in_size import Dnd4EStatsInSize
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.defences_in import DefencesIn
    from ..models.dnd_4e_abilities_in import Dnd4EAbilitiesIn
    from ..models.modifier_in import ModifierIn
    from ..models.power_in import PowerIn
    from ..models.resist_in import ResistIn
    from ..models.vulnerable_in import VulnerableIn


T = TypeVar("T", bound="Dnd4EStatsIn")


@_attrs_define
class Dnd4EStatsIn:
    """A stat block as a request states it (without the stored block's ``ruleset`` tag, which
    the command's type already says): unknown fields refused at every level (a 400 naming the
    field). ``check_block`` runs in ``decide`` (``combat.add_combatant``): a block that cannot
    exist is well-formed JSON the document allows, refused by the rules (422).

        Attributes:
            hp_max (int):
            level (int):
            abilities (Dnd4EAbilitiesIn | Unset): The six ability scores as a request states them (unknown ones refused).
            action_points (int | None | Unset):
            ammunition (int | None | Unset):
            armour (Dnd4EStatsInArmour | Unset):  Default: Dnd4EStatsInArmour.NONE.
            armour_bonus (int | Unset):  Default: 0.
            defence_modifiers (list[ModifierIn] | Unset):
            defences (DefencesIn | None | Unset):
            heal (int | Unset):  Default: 0.
            initiative (int | None | Unset):
            initiative_modifiers (list[ModifierIn] | Unset):
            kind (Dnd4EStatsInKind | Unset):  Default: Dnd4EStatsInKind.PC.
            powers (list[PowerIn] | Unset):
            resist (list[ResistIn] | Unset):
            save_modifiers (list[ModifierIn] | Unset):
            shield_bonus (int | Unset):  Default: 0.
            size (Dnd4EStatsInSize | Unset):  Default: Dnd4EStatsInSize.MEDIUM.
            speed (int | Unset): squares Default: 6.
            surges (int | Unset):  Default: 0.
            vulnerable (list[VulnerableIn] | Unset):
    """

    hp_max: int
    level: int
    abilities: Dnd4EAbilitiesIn | Unset = UNSET
    action_points: int | None | Unset = UNSET
    ammunition: int | None | Unset = UNSET
    armour: Dnd4EStatsInArmour | Unset = Dnd4EStatsInArmour.NONE
    armour_bonus: int | Unset = 0
    defence_modifiers: list[ModifierIn] | Unset = UNSET
    defences: DefencesIn | None | Unset = UNSET
    heal: int | Unset = 0
    initiative: int | None | Unset = UNSET
    initiative_modifiers: list[ModifierIn] | Unset = UNSET
    kind: Dnd4EStatsInKind | Unset = Dnd4EStatsInKind.PC
    powers: list[PowerIn] | Unset = UNSET
    resist: list[ResistIn] | Unset = UNSET
    save_modifiers: list[ModifierIn] | Unset = UNSET
    shield_bonus: int | Unset = 0
    size: Dnd4EStatsInSize | Unset = Dnd4EStatsInSize.MEDIUM
    speed: int | Unset = 6
    surges: int | Unset = 0
    vulnerable: list[VulnerableIn] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.defences_in import DefencesIn  # noqa: PLC0415

        hp_max = self.hp_max

        level = self.level

        abilities: dict[str, Any] | Unset = UNSET
        if not isinstance(self.abilities, Unset):
            abilities = self.abilities.to_dict()

        action_points: int | None | Unset
        if isinstance(self.action_points, Unset):
            action_points = UNSET
        else:
            action_points = self.action_points

        ammunition: int | None | Unset
        if isinstance(self.ammunition, Unset):
            ammunition = UNSET
        else:
            ammunition = self.ammunition

        armour: str | Unset = UNSET
        if not isinstance(self.armour, Unset):
            armour = self.armour.value

        armour_bonus = self.armour_bonus

        defence_modifiers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.defence_modifiers, Unset):
            defence_modifiers = []
            for defence_modifiers_item_data in self.defence_modifiers:
                defence_modifiers_item = defence_modifiers_item_data.to_dict()
                defence_modifiers.append(defence_modifiers_item)

        defences: dict[str, Any] | None | Unset
        if isinstance(self.defences, Unset):
            defences = UNSET
        elif isinstance(self.defences, DefencesIn):
            defences = self.defences.to_dict()
        else:
            defences = self.defences

        heal = self.heal

        initiative: int | None | Unset
        if isinstance(self.initiative, Unset):
            initiative = UNSET
        else:
            initiative = self.initiative

        initiative_modifiers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.initiative_modifiers, Unset):
            initiative_modifiers = []
            for initiative_modifiers_item_data in self.initiative_modifiers:
                initiative_modifiers_item = initiative_modifiers_item_data.to_dict()
                initiative_modifiers.append(initiative_modifiers_item)

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        powers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.powers, Unset):
            powers = []
            for powers_item_data in self.powers:
                powers_item = powers_item_data.to_dict()
                powers.append(powers_item)

        resist: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.resist, Unset):
            resist = []
            for resist_item_data in self.resist:
                resist_item = resist_item_data.to_dict()
                resist.append(resist_item)

        save_modifiers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.save_modifiers, Unset):
            save_modifiers = []
            for save_modifiers_item_data in self.save_modifiers:
                save_modifiers_item = save_modifiers_item_data.to_dict()
                save_modifiers.append(save_modifiers_item)

        shield_bonus = self.shield_bonus

        size: str | Unset = UNSET
        if not isinstance(self.size, Unset):
            size = self.size.value

        speed = self.speed

        surges = self.surges

        vulnerable: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.vulnerable, Unset):
            vulnerable = []
            for vulnerable_item_data in self.vulnerable:
                vulnerable_item = vulnerable_item_data.to_dict()
                vulnerable.append(vulnerable_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hp_max": hp_max,
                "level": level,
            }
        )
        if abilities is not UNSET:
            field_dict["abilities"] = abilities
        if action_points is not UNSET:
            field_dict["action_points"] = action_points
        if ammunition is not UNSET:
            field_dict["ammunition"] = ammunition
        if armour is not UNSET:
            field_dict["armour"] = armour
        if armour_bonus is not UNSET:
            field_dict["armour_bonus"] = armour_bonus
        if defence_modifiers is not UNSET:
            field_dict["defence_modifiers"] = defence_modifiers
        if defences is not UNSET:
            field_dict["defences"] = defences
        if heal is not UNSET:
            field_dict["heal"] = heal
        if initiative is not UNSET:
            field_dict["initiative"] = initiative
        if initiative_modifiers is not UNSET:
            field_dict["initiative_modifiers"] = initiative_modifiers
        if kind is not UNSET:
            field_dict["kind"] = kind
        if powers is not UNSET:
            field_dict["powers"] = powers
        if resist is not UNSET:
            field_dict["resist"] = resist
        if save_modifiers is not UNSET:
            field_dict["save_modifiers"] = save_modifiers
        if shield_bonus is not UNSET:
            field_dict["shield_bonus"] = shield_bonus
        if size is not UNSET:
            field_dict["size"] = size
        if speed is not UNSET:
            field_dict["speed"] = speed
        if surges is not UNSET:
            field_dict["surges"] = surges
        if vulnerable is not UNSET:
            field_dict["vulnerable"] = vulnerable

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.defences_in import DefencesIn  # noqa: PLC0415
        from ..models.dnd_4e_abilities_in import Dnd4EAbilitiesIn  # noqa: PLC0415
        from ..models.modifier_in import ModifierIn  # noqa: PLC0415
        from ..models.power_in import PowerIn  # noqa: PLC0415
        from ..models.resist_in import ResistIn  # noqa: PLC0415
        from ..models.vulnerable_in import VulnerableIn  # noqa: PLC0415

        d = dict(src_dict)
        hp_max = d.pop("hp_max")

        level = d.pop("level")

        _abilities = d.pop("abilities", UNSET)
        abilities: Dnd4EAbilitiesIn | Unset
        if isinstance(_abilities, Unset):
            abilities = UNSET
        else:
            abilities = Dnd4EAbilitiesIn.from_dict(_abilities)

        def _parse_action_points(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        action_points = _parse_action_points(d.pop("action_points", UNSET))

        def _parse_ammunition(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        ammunition = _parse_ammunition(d.pop("ammunition", UNSET))

        _armour = d.pop("armour", UNSET)
        armour: Dnd4EStatsInArmour | Unset
        if isinstance(_armour, Unset):
            armour = UNSET
        else:
            armour = Dnd4EStatsInArmour(_armour)

        armour_bonus = d.pop("armour_bonus", UNSET)

        _defence_modifiers = d.pop("defence_modifiers", UNSET)
        defence_modifiers: list[ModifierIn] | Unset = UNSET
        if _defence_modifiers is not UNSET:
            defence_modifiers = []
            for defence_modifiers_item_data in _defence_modifiers:
                defence_modifiers_item = ModifierIn.from_dict(defence_modifiers_item_data)

                defence_modifiers.append(defence_modifiers_item)

        def _parse_defences(data: object) -> DefencesIn | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                defences_type_0 = DefencesIn.from_dict(data)

                return defences_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DefencesIn | None | Unset, data)

        defences = _parse_defences(d.pop("defences", UNSET))

        heal = d.pop("heal", UNSET)

        def _parse_initiative(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        initiative = _parse_initiative(d.pop("initiative", UNSET))

        _initiative_modifiers = d.pop("initiative_modifiers", UNSET)
        initiative_modifiers: list[ModifierIn] | Unset = UNSET
        if _initiative_modifiers is not UNSET:
            initiative_modifiers = []
            for initiative_modifiers_item_data in _initiative_modifiers:
                initiative_modifiers_item = ModifierIn.from_dict(initiative_modifiers_item_data)

                initiative_modifiers.append(initiative_modifiers_item)

        _kind = d.pop("kind", UNSET)
        kind: Dnd4EStatsInKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = Dnd4EStatsInKind(_kind)

        _powers = d.pop("powers", UNSET)
        powers: list[PowerIn] | Unset = UNSET
        if _powers is not UNSET:
            powers = []
            for powers_item_data in _powers:
                powers_item = PowerIn.from_dict(powers_item_data)

                powers.append(powers_item)

        _resist = d.pop("resist", UNSET)
        resist: list[ResistIn] | Unset = UNSET
        if _resist is not UNSET:
            resist = []
            for resist_item_data in _resist:
                resist_item = ResistIn.from_dict(resist_item_data)

                resist.append(resist_item)

        _save_modifiers = d.pop("save_modifiers", UNSET)
        save_modifiers: list[ModifierIn] | Unset = UNSET
        if _save_modifiers is not UNSET:
            save_modifiers = []
            for save_modifiers_item_data in _save_modifiers:
                save_modifiers_item = ModifierIn.from_dict(save_modifiers_item_data)

                save_modifiers.append(save_modifiers_item)

        shield_bonus = d.pop("shield_bonus", UNSET)

        _size = d.pop("size", UNSET)
        size: Dnd4EStatsInSize | Unset
        if isinstance(_size, Unset):
            size = UNSET
        else:
            size = Dnd4EStatsInSize(_size)

        speed = d.pop("speed", UNSET)

        surges = d.pop("surges", UNSET)

        _vulnerable = d.pop("vulnerable", UNSET)
        vulnerable: list[VulnerableIn] | Unset = UNSET
        if _vulnerable is not UNSET:
            vulnerable = []
            for vulnerable_item_data in _vulnerable:
                vulnerable_item = VulnerableIn.from_dict(vulnerable_item_data)

                vulnerable.append(vulnerable_item)

        dnd_4e_stats_in = cls(
            hp_max=hp_max,
            level=level,
            abilities=abilities,
            action_points=action_points,
            ammunition=ammunition,
            armour=armour,
            armour_bonus=armour_bonus,
            defence_modifiers=defence_modifiers,
            defences=defences,
            heal=heal,
            initiative=initiative,
            initiative_modifiers=initiative_modifiers,
            kind=kind,
            powers=powers,
            resist=resist,
            save_modifiers=save_modifiers,
            shield_bonus=shield_bonus,
            size=size,
            speed=speed,
            surges=surges,
            vulnerable=vulnerable,
        )

        return dnd_4e_stats_in
