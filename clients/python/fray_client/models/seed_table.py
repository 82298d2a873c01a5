from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SeedTable")


@_attrs_define
class SeedTable:
    """The totals-only chances written as the seed's §10 table writes them ("44%", "0.1%", "—").

    Attributes:
        clean_hit (str):
        hit (str):
    """

    clean_hit: str
    hit: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        clean_hit = self.clean_hit

        hit = self.hit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "clean_hit": clean_hit,
                "hit": hit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        clean_hit = d.pop("clean_hit")

        hit = d.pop("hit")

        seed_table = cls(
            clean_hit=clean_hit,
            hit=hit,
        )

        seed_table.additional_properties = d
        return seed_table

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
