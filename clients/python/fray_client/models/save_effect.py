from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.save_effect_ability import SaveEffectAbility
from ..models.save_effect_conditions_item import SaveEffectConditionsItem
from ..models.save_effect_duration import SaveEffectDuration
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.damage_part import DamagePart


T = TypeVar("T", bound="SaveEffect")


@_attrs_define
class SaveEffect:
    """A saving throw a creature's action or hit forces: ``ability`` against ``dc``; on a
    failure the ``damage`` parts (dice rolled once for every target, published 5e) and the
    ``conditions``; on a success half the damage when ``half_on_success``, otherwise nothing.
    ``duration`` of the conditions: until removed (the GM ends them), until the end of the
    target's next turn, or ``save_ends`` (the save again at the end of each of its turns, the
    "1 minute" of a stat block taken as the fight). Source: published 5e stat blocks (SRD 5.1
    "must succeed on a DC 13 Dexterity saving throw, taking 21 (6d6) fire damage on a failed
    save, or half as much damage on a successful one"; MM 2024 "Dexterity Saving Throw: DC 13
    … Failure: … Success: Half damage").

        Attributes:
            ability (SaveEffectAbility):
            dc (int): difficulty class
            conditions (list[SaveEffectConditionsItem] | Unset):
            damage (list[DamagePart] | Unset):
            duration (SaveEffectDuration | Unset):  Default: SaveEffectDuration.UNTIL_REMOVED.
            half_on_success (bool | Unset):  Default: False.
    """

    ability: SaveEffectAbility
    dc: int
    conditions: list[SaveEffectConditionsItem] | Unset = UNSET
    damage: list[DamagePart] | Unset = UNSET
    duration: SaveEffectDuration | Unset = SaveEffectDuration.UNTIL_REMOVED
    half_on_success: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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
        field_dict.update(self.additional_properties)
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
        from ..models.damage_part import DamagePart  # noqa: PLC0415

        d = dict(src_dict)
        ability = SaveEffectAbility(d.pop("ability"))

        dc = d.pop("dc")

        _conditions = d.pop("conditions", UNSET)
        conditions: list[SaveEffectConditionsItem] | Unset = UNSET
        if _conditions is not UNSET:
            conditions = []
            for conditions_item_data in _conditions:
                conditions_item = SaveEffectConditionsItem(conditions_item_data)

                conditions.append(conditions_item)

        _damage = d.pop("damage", UNSET)
        damage: list[DamagePart] | Unset = UNSET
        if _damage is not UNSET:
            damage = []
            for damage_item_data in _damage:
                damage_item = DamagePart.from_dict(damage_item_data)

                damage.append(damage_item)

        _duration = d.pop("duration", UNSET)
        duration: SaveEffectDuration | Unset
        if isinstance(_duration, Unset):
            duration = UNSET
        else:
            duration = SaveEffectDuration(_duration)

        half_on_success = d.pop("half_on_success", UNSET)

        save_effect = cls(
            ability=ability,
            dc=dc,
            conditions=conditions,
            damage=damage,
            duration=duration,
            half_on_success=half_on_success,
        )

        save_effect.additional_properties = d
        return save_effect

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
