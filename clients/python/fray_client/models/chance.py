from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Chance")


@_attrs_define
class Chance:
    """A probability ready for JSON: exact ``numerator/denominator`` and ``percent`` (2 dp).

    Attributes:
        denominator (int):
        numerator (int):
        percent (float):
    """

    denominator: int
    numerator: int
    percent: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        denominator = self.denominator

        numerator = self.numerator

        percent = self.percent

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "denominator": denominator,
                "numerator": numerator,
                "percent": percent,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        denominator = d.pop("denominator")

        numerator = d.pop("numerator")

        percent = d.pop("percent")

        chance = cls(
            denominator=denominator,
            numerator=numerator,
            percent=percent,
        )

        chance.additional_properties = d
        return chance

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
