from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.damage_part_type import DamagePartType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DamagePart")


@_attrs_define
class DamagePart:
    """One part of an attack's damage: ``dice`` (``"1d8"``, doubled on a critical), ``bonus``
    added once (the ability modifier for the weapon's first part) and its ``type``.

        Attributes:
            type_ (DamagePartType):
            bonus (int | Unset):  Default: 0.
            dice (str | Unset): damage dice such as 1d8 or 2d6; empty: none Default: ''.
    """

    type_: DamagePartType
    bonus: int | Unset = 0
    dice: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        bonus = self.bonus

        dice = self.dice

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
            }
        )
        if bonus is not UNSET:
            field_dict["bonus"] = bonus
        if dice is not UNSET:
            field_dict["dice"] = dice

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = DamagePartType(d.pop("type"))

        bonus = d.pop("bonus", UNSET)

        dice = d.pop("dice", UNSET)

        damage_part = cls(
            type_=type_,
            bonus=bonus,
            dice=dice,
        )

        damage_part.additional_properties = d
        return damage_part

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
