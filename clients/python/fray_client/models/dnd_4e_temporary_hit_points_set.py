from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Dnd4ETemporaryHitPointsSet")


@_attrs_define
class Dnd4ETemporaryHitPointsSet:
    """``combatant_id`` was offered ``offered`` temporary hit points and now has ``amount``
    (the higher of old and new: PHB 2008 p. 294).

        Attributes:
            amount (int):
            combatant_id (str):
            offered (int):
            type_ (Literal['dnd4e.temporary_hit_points_set']):  Default: 'dnd4e.temporary_hit_points_set'.
    """

    amount: int
    combatant_id: str
    offered: int
    type_: Literal["dnd4e.temporary_hit_points_set"] = "dnd4e.temporary_hit_points_set"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        combatant_id = self.combatant_id

        offered = self.offered

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "combatant_id": combatant_id,
                "offered": offered,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        combatant_id = d.pop("combatant_id")

        offered = d.pop("offered")

        type_ = cast(Literal["dnd4e.temporary_hit_points_set"], d.pop("type"))
        if type_ != "dnd4e.temporary_hit_points_set":
            raise ValueError(f"type must match const 'dnd4e.temporary_hit_points_set', got '{type_}'")

        dnd_4e_temporary_hit_points_set = cls(
            amount=amount,
            combatant_id=combatant_id,
            offered=offered,
            type_=type_,
        )

        dnd_4e_temporary_hit_points_set.additional_properties = d
        return dnd_4e_temporary_hit_points_set

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
