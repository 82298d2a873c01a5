from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ActionRef")


@_attrs_define
class ActionRef:
    """An action (everything one command appended) named by its ``command_id`` and the
    versions of its events, ``first_version..last_version``; ``command_type`` says what it was.

        Attributes:
            command_id (str):
            first_version (int):
            last_version (int):
            command_type (str | Unset):  Default: ''.
    """

    command_id: str
    first_version: int
    last_version: int
    command_type: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        command_id = self.command_id

        first_version = self.first_version

        last_version = self.last_version

        command_type = self.command_type

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "command_id": command_id,
                "first_version": first_version,
                "last_version": last_version,
            }
        )
        if command_type is not UNSET:
            field_dict["command_type"] = command_type

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        command_id = d.pop("command_id")

        first_version = d.pop("first_version")

        last_version = d.pop("last_version")

        command_type = d.pop("command_type", UNSET)

        action_ref = cls(
            command_id=command_id,
            first_version=first_version,
            last_version=last_version,
            command_type=command_type,
        )

        action_ref.additional_properties = d
        return action_ref

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
