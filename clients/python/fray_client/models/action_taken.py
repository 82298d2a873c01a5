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

from ..models.action_taken_using import ActionTakenUsing
from ..types import UNSET, Unset

T = TypeVar("T", bound="ActionTaken")


@_attrs_define
class ActionTaken:
    """``combatant_id`` took ``action`` (002 §Дії в бою) as ``using`` (action, bonus action,
    reaction, free); ``target_id`` and ``detail`` say on whom and what.

        Attributes:
            action (str):
            combatant_id (str):
            type_ (Literal['dnd5e-2024.action_taken']):  Default: 'dnd5e-2024.action_taken'.
            detail (str | Unset):  Default: ''.
            target_id (None | str | Unset):
            using (ActionTakenUsing | Unset):  Default: ActionTakenUsing.ACTION.
    """

    action: str
    combatant_id: str
    type_: Literal["dnd5e-2024.action_taken"] = "dnd5e-2024.action_taken"
    detail: str | Unset = ""
    target_id: None | str | Unset = UNSET
    using: ActionTakenUsing | Unset = ActionTakenUsing.ACTION
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        combatant_id = self.combatant_id

        type_ = self.type_

        detail = self.detail

        target_id: None | str | Unset
        if isinstance(self.target_id, Unset):
            target_id = UNSET
        else:
            target_id = self.target_id

        using: str | Unset = UNSET
        if not isinstance(self.using, Unset):
            using = self.using.value

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
        if target_id is not UNSET:
            field_dict["target_id"] = target_id
        if using is not UNSET:
            field_dict["using"] = using

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = d.pop("action")

        combatant_id = d.pop("combatant_id")

        type_ = cast(Literal["dnd5e-2024.action_taken"], d.pop("type"))
        if type_ != "dnd5e-2024.action_taken":
            raise ValueError(f"type must match const 'dnd5e-2024.action_taken', got '{type_}'")

        detail = d.pop("detail", UNSET)

        def _parse_target_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        target_id = _parse_target_id(d.pop("target_id", UNSET))

        _using = d.pop("using", UNSET)
        using: ActionTakenUsing | Unset
        if isinstance(_using, Unset):
            using = UNSET
        else:
            using = ActionTakenUsing(_using)

        action_taken = cls(
            action=action,
            combatant_id=combatant_id,
            type_=type_,
            detail=detail,
            target_id=target_id,
            using=using,
        )

        action_taken.additional_properties = d
        return action_taken

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
