from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Defences")


@_attrs_define
class Defences:
    """A monster block's four defences, stated whole.

    Attributes:
        ac (int):
        fortitude (int):
        reflex (int):
        will (int):
    """

    ac: int
    fortitude: int
    reflex: int
    will: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ac = self.ac

        fortitude = self.fortitude

        reflex = self.reflex

        will = self.will

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ac": ac,
                "fortitude": fortitude,
                "reflex": reflex,
                "will": will,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ac = d.pop("ac")

        fortitude = d.pop("fortitude")

        reflex = d.pop("reflex")

        will = d.pop("will")

        defences = cls(
            ac=ac,
            fortitude=fortitude,
            reflex=reflex,
            will=will,
        )

        defences.additional_properties = d
        return defences

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
