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

T = TypeVar("T", bound="MeshalLootTaken")


@_attrs_define
class MeshalLootTaken:
    """``combatant_id`` took ``items`` from ``target_id``.

    Attributes:
        combatant_id (str):
        items (list[str]):
        target_id (str):
        type_ (Literal['meshal-lite.loot_taken']):  Default: 'meshal-lite.loot_taken'.
    """

    combatant_id: str
    items: list[str]
    target_id: str
    type_: Literal["meshal-lite.loot_taken"] = "meshal-lite.loot_taken"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        items = self.items

        target_id = self.target_id

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "items": items,
                "target_id": target_id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        items = cast(list[str], d.pop("items"))

        target_id = d.pop("target_id")

        type_ = cast(Literal["meshal-lite.loot_taken"], d.pop("type"))
        if type_ != "meshal-lite.loot_taken":
            raise ValueError(f"type must match const 'meshal-lite.loot_taken', got '{type_}'")

        meshal_loot_taken = cls(
            combatant_id=combatant_id,
            items=items,
            target_id=target_id,
            type_=type_,
        )

        meshal_loot_taken.additional_properties = d
        return meshal_loot_taken

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
