from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.vulnerable_in_type import VulnerableInType

T = TypeVar("T", bound="VulnerableIn")


@_attrs_define
class VulnerableIn:
    """Vulnerable ``amount`` to ``type`` (a damage type or ``all``).

    Attributes:
        amount (int):
        type_ (VulnerableInType):
    """

    amount: int
    type_: VulnerableInType

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        type_ = VulnerableInType(d.pop("type"))

        vulnerable_in = cls(
            amount=amount,
            type_=type_,
        )

        return vulnerable_in
