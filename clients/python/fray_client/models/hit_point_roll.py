from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="HitPointRoll")


@_attrs_define
class HitPointRoll:
    """Hit points rolled for a monster as it joined: its ``formula`` (``"2d6"``), the
    ``faces``, the ``bonus`` and the ``total`` (at least 1), its hit point maximum.

        Attributes:
            faces (list[int]):
            formula (str):
            total (int):
            bonus (int | Unset):  Default: 0.
    """

    faces: list[int]
    formula: str
    total: int
    bonus: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        faces = self.faces

        formula = self.formula

        total = self.total

        bonus = self.bonus

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "faces": faces,
                "formula": formula,
                "total": total,
            }
        )
        if bonus is not UNSET:
            field_dict["bonus"] = bonus

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        faces = cast(list[int], d.pop("faces"))

        formula = d.pop("formula")

        total = d.pop("total")

        bonus = d.pop("bonus", UNSET)

        hit_point_roll = cls(
            faces=faces,
            formula=formula,
            total=total,
            bonus=bonus,
        )

        hit_point_roll.additional_properties = d
        return hit_point_roll

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
