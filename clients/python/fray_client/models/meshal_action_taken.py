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

T = TypeVar("T", bound="MeshalActionTaken")


@_attrs_define
class MeshalActionTaken:
    """``combatant_id`` took ``action`` (``item_size`` for items) for ``cost`` ⚡.

    Attributes:
        action (str):
        combatant_id (str):
        cost (int):
        type_ (Literal['meshal-lite.action_taken']):  Default: 'meshal-lite.action_taken'.
        item_size (None | str | Unset):
        note (str | Unset):  Default: ''.
    """

    action: str
    combatant_id: str
    cost: int
    type_: Literal["meshal-lite.action_taken"] = "meshal-lite.action_taken"
    item_size: None | str | Unset = UNSET
    note: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        combatant_id = self.combatant_id

        cost = self.cost

        type_ = self.type_

        item_size: None | str | Unset
        if isinstance(self.item_size, Unset):
            item_size = UNSET
        else:
            item_size = self.item_size

        note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "combatant_id": combatant_id,
                "cost": cost,
                "type": type_,
            }
        )
        if item_size is not UNSET:
            field_dict["item_size"] = item_size
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = d.pop("action")

        combatant_id = d.pop("combatant_id")

        cost = d.pop("cost")

        type_ = cast(Literal["meshal-lite.action_taken"], d.pop("type"))
        if type_ != "meshal-lite.action_taken":
            raise ValueError(f"type must match const 'meshal-lite.action_taken', got '{type_}'")

        def _parse_item_size(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        item_size = _parse_item_size(d.pop("item_size", UNSET))

        note = d.pop("note", UNSET)

        meshal_action_taken = cls(
            action=action,
            combatant_id=combatant_id,
            cost=cost,
            type_=type_,
            item_size=item_size,
            note=note,
        )

        meshal_action_taken.additional_properties = d
        return meshal_action_taken

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
