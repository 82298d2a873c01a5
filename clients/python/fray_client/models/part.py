from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Part")


@_attrs_define
class Part:
    """One term of a total: its ``label``, ``value``, ``kind`` (``"base"``, ``"level"``,
    ``"ability"`` or a bonus type, ``"penalty"``), whether it is ``counted`` and, if not,
    ``why``.

        Attributes:
            label (str):
            value (int):
            counted (bool | Unset):  Default: True.
            kind (str | Unset):  Default: 'base'.
            why (str | Unset):  Default: ''.
    """

    label: str
    value: int
    counted: bool | Unset = True
    kind: str | Unset = "base"
    why: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        value = self.value

        counted = self.counted

        kind = self.kind

        why = self.why

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "label": label,
                "value": value,
            }
        )
        if counted is not UNSET:
            field_dict["counted"] = counted
        if kind is not UNSET:
            field_dict["kind"] = kind
        if why is not UNSET:
            field_dict["why"] = why

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        value = d.pop("value")

        counted = d.pop("counted", UNSET)

        kind = d.pop("kind", UNSET)

        why = d.pop("why", UNSET)

        part = cls(
            label=label,
            value=value,
            counted=counted,
            kind=kind,
            why=why,
        )

        part.additional_properties = d
        return part

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
