from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MeshalAttribute")


@_attrs_define
class MeshalAttribute:
    """One attribute of the stat block: ``base`` (trained + features) and ``temporary``
    (abilities, items) parts; ``invalid`` for one marked "-".

        Attributes:
            base (int | Unset):  Default: 0.
            invalid (bool | Unset):  Default: False.
            temporary (int | Unset):  Default: 0.
    """

    base: int | Unset = 0
    invalid: bool | Unset = False
    temporary: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        base = self.base

        invalid = self.invalid

        temporary = self.temporary

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if base is not UNSET:
            field_dict["base"] = base
        if invalid is not UNSET:
            field_dict["invalid"] = invalid
        if temporary is not UNSET:
            field_dict["temporary"] = temporary

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        base = d.pop("base", UNSET)

        invalid = d.pop("invalid", UNSET)

        temporary = d.pop("temporary", UNSET)

        meshal_attribute = cls(
            base=base,
            invalid=invalid,
            temporary=temporary,
        )

        meshal_attribute.additional_properties = d
        return meshal_attribute

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
