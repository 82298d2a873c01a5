from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.damage_part_in_type import DamagePartInType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DamagePartIn")


@_attrs_define
class DamagePartIn:
    """One damage part as a request states it: dice of at least 2 faces.

    Attributes:
        type_ (DamagePartInType):
        bonus (int | Unset):  Default: 0.
        dice (str | Unset): dice such as 1d8 or 2d6: 1–99 dice (count omitted: 1) of 2–999 faces; empty: none. A fixed
            number goes in the bonus or amount, not in a one-faced die. Default: ''.
    """

    type_: DamagePartInType
    bonus: int | Unset = 0
    dice: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        bonus = self.bonus

        dice = self.dice

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if bonus is not UNSET:
            field_dict["bonus"] = bonus
        if dice is not UNSET:
            field_dict["dice"] = dice

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = DamagePartInType(d.pop("type"))

        bonus = d.pop("bonus", UNSET)

        dice = d.pop("dice", UNSET)

        damage_part_in = cls(
            type_=type_,
            bonus=bonus,
            dice=dice,
        )

        return damage_part_in
