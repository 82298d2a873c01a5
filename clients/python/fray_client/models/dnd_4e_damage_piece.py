from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.dnd_4e_damage_piece_types_item import Dnd4EDamagePieceTypesItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="Dnd4EDamagePiece")


@_attrs_define
class Dnd4EDamagePiece:
    """Damage of some ``types`` (none: untyped; two: combined): ``dice`` rolled plus
    ``amount``.

        Attributes:
            amount (int | Unset):  Default: 0.
            dice (str | Unset): dice in the core notation: NdS terms and a whole number Default: ''.
            types (list[Dnd4EDamagePieceTypesItem] | Unset):
    """

    amount: int | Unset = 0
    dice: str | Unset = ""
    types: list[Dnd4EDamagePieceTypesItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        dice = self.dice

        types: list[str] | Unset = UNSET
        if not isinstance(self.types, Unset):
            types = []
            for types_item_data in self.types:
                types_item = types_item_data.value
                types.append(types_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if amount is not UNSET:
            field_dict["amount"] = amount
        if dice is not UNSET:
            field_dict["dice"] = dice
        if types is not UNSET:
            field_dict["types"] = types

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount", UNSET)

        dice = d.pop("dice", UNSET)

        _types = d.pop("types", UNSET)
        types: list[Dnd4EDamagePieceTypesItem] | Unset = UNSET
        if _types is not UNSET:
            types = []
            for types_item_data in _types:
                types_item = Dnd4EDamagePieceTypesItem(types_item_data)

                types.append(types_item)

        dnd_4e_damage_piece = cls(
            amount=amount,
            dice=dice,
            types=types,
        )

        return dnd_4e_damage_piece
