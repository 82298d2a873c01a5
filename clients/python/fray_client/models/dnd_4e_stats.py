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

from ..models.dnd_4e_stats_armour import Dnd4EStatsArmour
from ..models.dnd_4e_stats_kind import Dnd4EStatsKind
from ..models.dnd_4e_stats_size import Dnd4EStatsSize
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.defences import Defences
    from ..models.dnd_4e_abilities import Dnd4EAbilities
    from ..models.dnd_4e_modifier import Dnd4EModifier
    from ..models.power import Power
    from ..models.resist import Resist
    from ..models.vulnerable import Vulnerable


T = TypeVar("T", bound="Dnd4EStats")


@_attrs_define
class Dnd4EStats:
    """Tagged ``"ruleset": "dnd4e"`` (the core's ``StatBlock``). A 4e creature: ``kind`` (a
    PC goes dying at 0 hit points; a monster dies there),
    ``level``, ``abilities``, ``hp_max``, healing ``surges`` (per day), ``speed`` in squares,
    ``size``; a PC's defence sheet (``armour``, ``armour_bonus``, ``shield_bonus``,
    ``defence_modifiers``) or a monster's stated ``defences``; ``initiative`` (stated) or
    ``initiative_modifiers``; ``resist`` and ``vulnerable``; ``save_modifiers`` (an elite's
    +2); ``action_points`` (None: 1 for a PC, 0 for a monster); ``heal``, the Heal skill
    modifier (first aid); ``ammunition``: the pieces it carries for powers that spend them
    (None: not counted); ``powers``.

        Attributes:
            hp_max (int):
            level (int):
            ruleset (Literal['dnd4e']):  Default: 'dnd4e'.
            abilities (Dnd4EAbilities | Unset): The six ability scores.
            action_points (int | None | Unset):
            ammunition (int | None | Unset):
            armour (Dnd4EStatsArmour | Unset):  Default: Dnd4EStatsArmour.NONE.
            armour_bonus (int | Unset):  Default: 0.
            defence_modifiers (list[Dnd4EModifier] | Unset):
            defences (Defences | None | Unset):
            heal (int | Unset):  Default: 0.
            initiative (int | None | Unset):
            initiative_modifiers (list[Dnd4EModifier] | Unset):
            kind (Dnd4EStatsKind | Unset):  Default: Dnd4EStatsKind.PC.
            powers (list[Power] | Unset):
            resist (list[Resist] | Unset):
            save_modifiers (list[Dnd4EModifier] | Unset):
            shield_bonus (int | Unset):  Default: 0.
            size (Dnd4EStatsSize | Unset):  Default: Dnd4EStatsSize.MEDIUM.
            speed (int | Unset):  Default: 6.
            surges (int | Unset):  Default: 0.
            vulnerable (list[Vulnerable] | Unset):
    """

    hp_max: int
    level: int
    ruleset: Literal["dnd4e"] = "dnd4e"
    abilities: Dnd4EAbilities | Unset = UNSET
    action_points: int | None | Unset = UNSET
    ammunition: int | None | Unset = UNSET
    armour: Dnd4EStatsArmour | Unset = Dnd4EStatsArmour.NONE
    armour_bonus: int | Unset = 0
    defence_modifiers: list[Dnd4EModifier] | Unset = UNSET
    defences: Defences | None | Unset = UNSET
    heal: int | Unset = 0
    initiative: int | None | Unset = UNSET
    initiative_modifiers: list[Dnd4EModifier] | Unset = UNSET
    kind: Dnd4EStatsKind | Unset = Dnd4EStatsKind.PC
    powers: list[Power] | Unset = UNSET
    resist: list[Resist] | Unset = UNSET
    save_modifiers: list[Dnd4EModifier] | Unset = UNSET
    shield_bonus: int | Unset = 0
    size: Dnd4EStatsSize | Unset = Dnd4EStatsSize.MEDIUM
    speed: int | Unset = 6
    surges: int | Unset = 0
    vulnerable: list[Vulnerable] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.defences import Defences  # noqa: PLC0415

        hp_max = self.hp_max

        level = self.level

        ruleset = self.ruleset

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
        elif isinstance(self.defences, Defences):
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
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hp_max": hp_max,
                "level": level,
                "ruleset": ruleset,
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
        from ..models.defences import Defences  # noqa: PLC0415
        from ..models.dnd_4e_abilities import Dnd4EAbilities  # noqa: PLC0415
        from ..models.dnd_4e_modifier import Dnd4EModifier  # noqa: PLC0415
        from ..models.power import Power  # noqa: PLC0415
        from ..models.resist import Resist  # noqa: PLC0415
        from ..models.vulnerable import Vulnerable  # noqa: PLC0415

        d = dict(src_dict)
        hp_max = d.pop("hp_max")

        level = d.pop("level")

        ruleset = cast(Literal["dnd4e"], d.pop("ruleset"))
        if ruleset != "dnd4e":
            raise ValueError(f"ruleset must match const 'dnd4e', got '{ruleset}'")

        _abilities = d.pop("abilities", UNSET)
        abilities: Dnd4EAbilities | Unset
        if isinstance(_abilities, Unset):
            abilities = UNSET
        else:
            abilities = Dnd4EAbilities.from_dict(_abilities)

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
        armour: Dnd4EStatsArmour | Unset
        if isinstance(_armour, Unset):
            armour = UNSET
        else:
            armour = Dnd4EStatsArmour(_armour)

        armour_bonus = d.pop("armour_bonus", UNSET)

        _defence_modifiers = d.pop("defence_modifiers", UNSET)
        defence_modifiers: list[Dnd4EModifier] | Unset = UNSET
        if _defence_modifiers is not UNSET:
            defence_modifiers = []
            for defence_modifiers_item_data in _defence_modifiers:
                defence_modifiers_item = Dnd4EModifier.from_dict(defence_modifiers_item_data)

                defence_modifiers.append(defence_modifiers_item)

        def _parse_defences(data: object) -> Defences | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                defences_type_0 = Defences.from_dict(data)

                return defences_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Defences | None | Unset, data)

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
        initiative_modifiers: list[Dnd4EModifier] | Unset = UNSET
        if _initiative_modifiers is not UNSET:
            initiative_modifiers = []
            for initiative_modifiers_item_data in _initiative_modifiers:
                initiative_modifiers_item = Dnd4EModifier.from_dict(initiative_modifiers_item_data)

                initiative_modifiers.append(initiative_modifiers_item)

        _kind = d.pop("kind", UNSET)
        kind: Dnd4EStatsKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = Dnd4EStatsKind(_kind)

        _powers = d.pop("powers", UNSET)
        powers: list[Power] | Unset = UNSET
        if _powers is not UNSET:
            powers = []
            for powers_item_data in _powers:
                powers_item = Power.from_dict(powers_item_data)

                powers.append(powers_item)

        _resist = d.pop("resist", UNSET)
        resist: list[Resist] | Unset = UNSET
        if _resist is not UNSET:
            resist = []
            for resist_item_data in _resist:
                resist_item = Resist.from_dict(resist_item_data)

                resist.append(resist_item)

        _save_modifiers = d.pop("save_modifiers", UNSET)
        save_modifiers: list[Dnd4EModifier] | Unset = UNSET
        if _save_modifiers is not UNSET:
            save_modifiers = []
            for save_modifiers_item_data in _save_modifiers:
                save_modifiers_item = Dnd4EModifier.from_dict(save_modifiers_item_data)

                save_modifiers.append(save_modifiers_item)

        shield_bonus = d.pop("shield_bonus", UNSET)

        _size = d.pop("size", UNSET)
        size: Dnd4EStatsSize | Unset
        if isinstance(_size, Unset):
            size = UNSET
        else:
            size = Dnd4EStatsSize(_size)

        speed = d.pop("speed", UNSET)

        surges = d.pop("surges", UNSET)

        _vulnerable = d.pop("vulnerable", UNSET)
        vulnerable: list[Vulnerable] | Unset = UNSET
        if _vulnerable is not UNSET:
            vulnerable = []
            for vulnerable_item_data in _vulnerable:
                vulnerable_item = Vulnerable.from_dict(vulnerable_item_data)

                vulnerable.append(vulnerable_item)

        dnd_4e_stats = cls(
            hp_max=hp_max,
            level=level,
            ruleset=ruleset,
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

        dnd_4e_stats.additional_properties = d
        return dnd_4e_stats

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
