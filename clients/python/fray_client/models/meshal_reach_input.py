from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MeshalReachInput")


@_attrs_define
class MeshalReachInput:
    """Reach in steps, ``low``~``high`` ("相邻" is 0~1; the whip's "3~6步" is 3~6);
    ``ranged`` for a ranged attack (only those may overreach).

        Attributes:
            high (int | Unset):  Default: 1.
            low (int | Unset): steps (步, about ¾ m) Default: 0.
            ranged (bool | Unset):  Default: False.
    """

    high: int | Unset = 1
    low: int | Unset = 0
    ranged: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        high = self.high

        low = self.low

        ranged = self.ranged

        field_dict: dict[str, Any] = {}

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

        meshal_reach_input = cls(
            high=high,
            low=low,
            ranged=ranged,
        )

        return meshal_reach_input
