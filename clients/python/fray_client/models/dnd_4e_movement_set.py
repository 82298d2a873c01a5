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

T = TypeVar("T", bound="Dnd4EMovementSet")


@_attrs_define
class Dnd4EMovementSet:
    """``combatant_id``'s movement left this turn is ``movement_ft`` (slowed: 2 squares;
    immobilized, restrained or unable to act: 0; 004 §状态).

        Attributes:
            combatant_id (str):
            movement_ft (int):
            type_ (Literal['dnd4e.movement_set']):  Default: 'dnd4e.movement_set'.
            reason (str | Unset):  Default: ''.
    """

    combatant_id: str
    movement_ft: int
    type_: Literal["dnd4e.movement_set"] = "dnd4e.movement_set"
    reason: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        movement_ft = self.movement_ft

        type_ = self.type_

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "movement_ft": movement_ft,
                "type": type_,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        movement_ft = d.pop("movement_ft")

        type_ = cast(Literal["dnd4e.movement_set"], d.pop("type"))
        if type_ != "dnd4e.movement_set":
            raise ValueError(f"type must match const 'dnd4e.movement_set', got '{type_}'")

        reason = d.pop("reason", UNSET)

        dnd_4e_movement_set = cls(
            combatant_id=combatant_id,
            movement_ft=movement_ft,
            type_=type_,
            reason=reason,
        )

        dnd_4e_movement_set.additional_properties = d
        return dnd_4e_movement_set

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
