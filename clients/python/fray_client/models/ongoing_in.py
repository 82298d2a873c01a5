from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ongoing_in_damage_type import OngoingInDamageType
from ..types import UNSET, Unset

T = TypeVar("T", bound="OngoingIn")


@_attrs_define
class OngoingIn:
    """Ongoing damage as a request states it: ``amount`` 1–100 of one ``damage_type`` ("":
    untyped). The core's ``OngoingDamage`` carries one type.

        Attributes:
            amount (int):
            damage_type (OngoingInDamageType | Unset):  Default: OngoingInDamageType.VALUE_0.
    """

    amount: int
    damage_type: OngoingInDamageType | Unset = OngoingInDamageType.VALUE_0

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        damage_type: str | Unset = UNSET
        if not isinstance(self.damage_type, Unset):
            damage_type = self.damage_type.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
            }
        )
        if damage_type is not UNSET:
            field_dict["damage_type"] = damage_type

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        _damage_type = d.pop("damage_type", UNSET)
        damage_type: OngoingInDamageType | Unset
        if isinstance(_damage_type, Unset):
            damage_type = UNSET
        else:
            damage_type = OngoingInDamageType(_damage_type)

        ongoing_in = cls(
            amount=amount,
            damage_type=damage_type,
        )

        return ongoing_in
