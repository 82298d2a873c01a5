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

T = TypeVar("T", bound="Dnd4EActionTaken")


@_attrs_define
class Dnd4EActionTaken:
    """``combatant_id`` took a ``action`` action for ``detail`` (PHB 2008 pp. 267–268).

    Attributes:
        action (str):
        combatant_id (str):
        type_ (Literal['dnd4e.action_taken']):  Default: 'dnd4e.action_taken'.
        detail (str | Unset):  Default: ''.
    """

    action: str
    combatant_id: str
    type_: Literal["dnd4e.action_taken"] = "dnd4e.action_taken"
    detail: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        combatant_id = self.combatant_id

        type_ = self.type_

        detail = self.detail

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "combatant_id": combatant_id,
                "type": type_,
            }
        )
        if detail is not UNSET:
            field_dict["detail"] = detail

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = d.pop("action")

        combatant_id = d.pop("combatant_id")

        type_ = cast(Literal["dnd4e.action_taken"], d.pop("type"))
        if type_ != "dnd4e.action_taken":
            raise ValueError(f"type must match const 'dnd4e.action_taken', got '{type_}'")

        detail = d.pop("detail", UNSET)

        dnd_4e_action_taken = cls(
            action=action,
            combatant_id=combatant_id,
            type_=type_,
            detail=detail,
        )

        dnd_4e_action_taken.additional_properties = d
        return dnd_4e_action_taken

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
