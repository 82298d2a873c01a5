from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.save_effect_in_ability import SaveEffectInAbility
from ..models.save_effect_in_conditions_item import SaveEffectInConditionsItem
from ..models.save_effect_in_duration import SaveEffectInDuration
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.damage_part_in import DamagePartIn


T = TypeVar("T", bound="SaveEffectIn")


@_attrs_define
class SaveEffectIn:
    """A forced saving throw as a request states it (strict damage parts).

    Attributes:
        ability (SaveEffectInAbility):
        dc (int): difficulty class
        conditions (list[SaveEffectInConditionsItem] | Unset):
        damage (list[DamagePartIn] | Unset):
        duration (SaveEffectInDuration | Unset):  Default: SaveEffectInDuration.UNTIL_REMOVED.
        half_on_success (bool | Unset):  Default: False.
    """

    ability: SaveEffectInAbility
    dc: int
    conditions: list[SaveEffectInConditionsItem] | Unset = UNSET
    damage: list[DamagePartIn] | Unset = UNSET
    duration: SaveEffectInDuration | Unset = SaveEffectInDuration.UNTIL_REMOVED
    half_on_success: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        ability = self.ability.value

        dc = self.dc

        conditions: list[str] | Unset = UNSET
        if not isinstance(self.conditions, Unset):
            conditions = []
            for conditions_item_data in self.conditions:
                conditions_item = conditions_item_data.value
                conditions.append(conditions_item)

        damage: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.damage, Unset):
            damage = []
            for damage_item_data in self.damage:
                damage_item = damage_item_data.to_dict()
                damage.append(damage_item)

        duration: str | Unset = UNSET
        if not isinstance(self.duration, Unset):
            duration = self.duration.value

        half_on_success = self.half_on_success

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ability": ability,
                "dc": dc,
            }
        )
        if conditions is not UNSET:
            field_dict["conditions"] = conditions
        if damage is not UNSET:
            field_dict["damage"] = damage
        if duration is not UNSET:
            field_dict["duration"] = duration
        if half_on_success is not UNSET:
            field_dict["half_on_success"] = half_on_success

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.damage_part_in import DamagePartIn  # noqa: PLC0415

        d = dict(src_dict)
        ability = SaveEffectInAbility(d.pop("ability"))

        dc = d.pop("dc")

        _conditions = d.pop("conditions", UNSET)
        conditions: list[SaveEffectInConditionsItem] | Unset = UNSET
        if _conditions is not UNSET:
            conditions = []
            for conditions_item_data in _conditions:
                conditions_item = SaveEffectInConditionsItem(conditions_item_data)

                conditions.append(conditions_item)

        _damage = d.pop("damage", UNSET)
        damage: list[DamagePartIn] | Unset = UNSET
        if _damage is not UNSET:
            damage = []
            for damage_item_data in _damage:
                damage_item = DamagePartIn.from_dict(damage_item_data)

                damage.append(damage_item)

        _duration = d.pop("duration", UNSET)
        duration: SaveEffectInDuration | Unset
        if isinstance(_duration, Unset):
            duration = UNSET
        else:
            duration = SaveEffectInDuration(_duration)

        half_on_success = d.pop("half_on_success", UNSET)

        save_effect_in = cls(
            ability=ability,
            dc=dc,
            conditions=conditions,
            damage=damage,
            duration=duration,
            half_on_success=half_on_success,
        )

        return save_effect_in
