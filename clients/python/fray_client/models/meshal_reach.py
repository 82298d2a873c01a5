from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MeshalReach")


@_attrs_define
class MeshalReach:
    """Reach in steps: ``low``~``high`` (low 0: no minimum range); ``ranged`` may overreach.

    Attributes:
        high (int | Unset):  Default: 1.
        low (int | Unset):  Default: 0.
        ranged (bool | Unset):  Default: False.
    """

    high: int | Unset = 1
    low: int | Unset = 0
    ranged: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        high = self.high

        low = self.low

        ranged = self.ranged

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if high is not UNSET:
            field_dict["high"] = high
        if low is not UNSET:
            field_dict["low"] = low
        if ranged is not UNSET:
            field_dict["ranged"] = ranged

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        high = d.pop("high", UNSET)

        low = d.pop("low", UNSET)

        ranged = d.pop("ranged", UNSET)

        meshal_reach = cls(
            high=high,
            low=low,
            ranged=ranged,
        )

        meshal_reach.additional_properties = d
        return meshal_reach

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
