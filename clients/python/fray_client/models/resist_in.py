from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.resist_in_type import ResistInType

T = TypeVar("T", bound="ResistIn")


@_attrs_define
class ResistIn:
    """Resist ``amount`` to ``type`` (a damage type or ``all``).

    Attributes:
        amount (int):
        type_ (ResistInType):
    """

    amount: int
    type_: ResistInType

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

        type_ = ResistInType(d.pop("type"))

        resist_in = cls(
            amount=amount,
            type_=type_,
        )

        return resist_in
