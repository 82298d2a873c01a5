from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MultiattackPartIn")


@_attrs_define
class MultiattackPartIn:
    """A Multiattack part as a request states it.

    Attributes:
        action (str):
        count (int | Unset):  Default: 1.
    """

    action: str
    count: int | Unset = 1

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if count is not UNSET:
            field_dict["count"] = count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = d.pop("action")

        count = d.pop("count", UNSET)

        multiattack_part_in = cls(
            action=action,
            count=count,
        )

        return multiattack_part_in
