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

from ..types import UNSET, Unset

T = TypeVar("T", bound="TemporaryHitPointsSet")


@_attrs_define
class TemporaryHitPointsSet:
    """``combatant_id``'s temporary hit points are now ``amount`` (they had ``previous``;
    ``offered`` came in; they do not stack, 002 §Тимчасові ОЗ).

        Attributes:
            amount (int | None):
            combatant_id (str):
            offered (int):
            previous (int | None):
            type_ (Literal['dnd5e-2024.temporary_hit_points_set']):  Default: 'dnd5e-2024.temporary_hit_points_set'.
            reason (str | Unset):  Default: ''.
    """

    amount: int | None
    combatant_id: str
    offered: int
    previous: int | None
    type_: Literal["dnd5e-2024.temporary_hit_points_set"] = "dnd5e-2024.temporary_hit_points_set"
    reason: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount: int | None
        amount = self.amount

        combatant_id = self.combatant_id

        offered = self.offered

        previous: int | None
        previous = self.previous

        type_ = self.type_

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "combatant_id": combatant_id,
                "offered": offered,
                "previous": previous,
                "type": type_,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_amount(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        amount = _parse_amount(d.pop("amount"))

        combatant_id = d.pop("combatant_id")

        offered = d.pop("offered")

        def _parse_previous(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        previous = _parse_previous(d.pop("previous"))

        type_ = cast(Literal["dnd5e-2024.temporary_hit_points_set"], d.pop("type"))
        if type_ != "dnd5e-2024.temporary_hit_points_set":
            raise ValueError(f"type must match const 'dnd5e-2024.temporary_hit_points_set', got '{type_}'")

        reason = d.pop("reason", UNSET)

        temporary_hit_points_set = cls(
            amount=amount,
            combatant_id=combatant_id,
            offered=offered,
            previous=previous,
            type_=type_,
            reason=reason,
        )

        temporary_hit_points_set.additional_properties = d
        return temporary_hit_points_set

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
