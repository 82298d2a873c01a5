from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="OngoingDamage")


@_attrs_define
class OngoingDamage:
    """Damage a condition deals each time its bearer's turn starts: ``amount`` (hit points) of
    ``damage_type`` (``""`` untyped). The ruleset deals it (D&D 4e's start-of-turn rule).

        Attributes:
            amount (int):
            damage_type (str | Unset):  Default: ''.
    """

    amount: int
    damage_type: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        damage_type = self.damage_type

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
            }
        )
        if damage_type is not UNSET:
            field_dict["damage_type"] = damage_type

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        damage_type = d.pop("damage_type", UNSET)

        ongoing_damage = cls(
            amount=amount,
            damage_type=damage_type,
        )

        ongoing_damage.additional_properties = d
        return ongoing_damage

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
