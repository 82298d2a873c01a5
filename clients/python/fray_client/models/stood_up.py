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

T = TypeVar("T", bound="StoodUp")


@_attrs_define
class StoodUp:
    """``combatant_id`` stood up from prone, spending ``cost_ft`` feet of its movement. The
    ``condition_ended`` event for ``prone`` follows it.

        Attributes:
            combatant_id (str):
            cost_ft (int):
            type_ (Literal['stood_up']):  Default: 'stood_up'.
    """

    combatant_id: str
    cost_ft: int
    type_: Literal["stood_up"] = "stood_up"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        cost_ft = self.cost_ft

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "cost_ft": cost_ft,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        cost_ft = d.pop("cost_ft")

        type_ = cast(Literal["stood_up"], d.pop("type"))
        if type_ != "stood_up":
            raise ValueError(f"type must match const 'stood_up', got '{type_}'")

        stood_up = cls(
            combatant_id=combatant_id,
            cost_ft=cost_ft,
            type_=type_,
        )

        stood_up.additional_properties = d
        return stood_up

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
