from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.damage_piece_type import DamagePieceType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DamagePiece")


@_attrs_define
class DamagePiece:
    """Damage of one type: ``dice`` rolled (doubled when critical) plus ``amount``.

    Attributes:
        type_ (DamagePieceType):
        amount (int | Unset):  Default: 0.
        dice (str | Unset): dice such as 1d8 or 2d6: 1–99 dice (count omitted: 1) of 2–999 faces; empty: none. A fixed
            number goes in the bonus or amount, not in a one-faced die. Default: ''.
    """

    type_: DamagePieceType
    amount: int | Unset = 0
    dice: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        amount = self.amount

        dice = self.dice

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if amount is not UNSET:
            field_dict["amount"] = amount
        if dice is not UNSET:
            field_dict["dice"] = dice

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = DamagePieceType(d.pop("type"))

        amount = d.pop("amount", UNSET)

        dice = d.pop("dice", UNSET)

        damage_piece = cls(
            type_=type_,
            amount=amount,
            dice=dice,
        )

        return damage_piece
