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

T = TypeVar("T", bound="EncounterEnded")


@_attrs_define
class EncounterEnded:
    """The GM ended the encounter: from now on only reads and history commands (undo, redo,
    revoke) are accepted; undoing this reopens it. ``reason`` in the GM's words.

        Attributes:
            type_ (Literal['encounter_ended']):  Default: 'encounter_ended'.
            reason (str | Unset):  Default: ''.
    """

    type_: Literal["encounter_ended"] = "encounter_ended"
    reason: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["encounter_ended"], d.pop("type"))
        if type_ != "encounter_ended":
            raise ValueError(f"type must match const 'encounter_ended', got '{type_}'")

        reason = d.pop("reason", UNSET)

        encounter_ended = cls(
            type_=type_,
            reason=reason,
        )

        encounter_ended.additional_properties = d
        return encounter_ended

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
