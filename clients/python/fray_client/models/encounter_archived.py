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

T = TypeVar("T", bound="EncounterArchived")


@_attrs_define
class EncounterArchived:
    """The GM archived the encounter: read-only from now on (every command is refused) and
    out of the lists. Nothing is deleted. ``reason`` in the GM's words.

        Attributes:
            type_ (Literal['encounter_archived']):  Default: 'encounter_archived'.
            reason (str | Unset):  Default: ''.
    """

    type_: Literal["encounter_archived"] = "encounter_archived"
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
        type_ = cast(Literal["encounter_archived"], d.pop("type"))
        if type_ != "encounter_archived":
            raise ValueError(f"type must match const 'encounter_archived', got '{type_}'")

        reason = d.pop("reason", UNSET)

        encounter_archived = cls(
            type_=type_,
            reason=reason,
        )

        encounter_archived.additional_properties = d
        return encounter_archived

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
