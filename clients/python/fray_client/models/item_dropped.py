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

T = TypeVar("T", bound="ItemDropped")


@_attrs_define
class ItemDropped:
    """``combatant_id`` dropped ``item`` (003 Disarm).

    Attributes:
        combatant_id (str):
        item (str):
        type_ (Literal['dnd5e-2024.item_dropped']):  Default: 'dnd5e-2024.item_dropped'.
    """

    combatant_id: str
    item: str
    type_: Literal["dnd5e-2024.item_dropped"] = "dnd5e-2024.item_dropped"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        item = self.item

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "item": item,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        item = d.pop("item")

        type_ = cast(Literal["dnd5e-2024.item_dropped"], d.pop("type"))
        if type_ != "dnd5e-2024.item_dropped":
            raise ValueError(f"type must match const 'dnd5e-2024.item_dropped', got '{type_}'")

        item_dropped = cls(
            combatant_id=combatant_id,
            item=item,
            type_=type_,
        )

        item_dropped.additional_properties = d
        return item_dropped

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
