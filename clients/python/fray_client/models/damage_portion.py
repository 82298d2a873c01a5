from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.derivation import Derivation
    from ..models.dice_term import DiceTerm


T = TypeVar("T", bound="DamagePortion")


@_attrs_define
class DamagePortion:
    """One portion of a damage roll: its damage ``types`` (empty: untyped), the ``dice``
    and their ``faces`` (empty when maximised), whether ``maximised``, the ``bonus`` with
    its parts (the main portion only) and the ``amount`` (never below 0).

        Attributes:
            amount (int):
            dice (list[DiceTerm] | None):
            types (list[str]):
            bonus (Derivation | None | Unset):
            faces (list[int] | None | Unset):
            maximised (bool | None | Unset):  Default: False.
    """

    amount: int
    dice: list[DiceTerm] | None
    types: list[str]
    bonus: Derivation | None | Unset = UNSET
    faces: list[int] | None | Unset = UNSET
    maximised: bool | None | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.derivation import Derivation  # noqa: PLC0415

        amount = self.amount

        dice: list[dict[str, Any]] | None
        if isinstance(self.dice, list):
            dice = []
            for dice_type_0_item_data in self.dice:
                dice_type_0_item = dice_type_0_item_data.to_dict()
                dice.append(dice_type_0_item)

        else:
            dice = self.dice

        types = self.types

        bonus: dict[str, Any] | None | Unset
        if isinstance(self.bonus, Unset):
            bonus = UNSET
        elif isinstance(self.bonus, Derivation):
            bonus = self.bonus.to_dict()
        else:
            bonus = self.bonus

        faces: list[int] | None | Unset
        if isinstance(self.faces, Unset):
            faces = UNSET
        elif isinstance(self.faces, list):
            faces = self.faces

        else:
            faces = self.faces

        maximised: bool | None | Unset
        if isinstance(self.maximised, Unset):
            maximised = UNSET
        else:
            maximised = self.maximised

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "dice": dice,
                "types": types,
            }
        )
        if bonus is not UNSET:
            field_dict["bonus"] = bonus
        if faces is not UNSET:
            field_dict["faces"] = faces
        if maximised is not UNSET:
            field_dict["maximised"] = maximised

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.derivation import Derivation  # noqa: PLC0415
        from ..models.dice_term import DiceTerm  # noqa: PLC0415

        d = dict(src_dict)
        amount = d.pop("amount")

        def _parse_dice(data: object) -> list[DiceTerm] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                dice_type_0 = []
                _dice_type_0 = data
                for dice_type_0_item_data in _dice_type_0:
                    dice_type_0_item = DiceTerm.from_dict(dice_type_0_item_data)

                    dice_type_0.append(dice_type_0_item)

                return dice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[DiceTerm] | None, data)

        dice = _parse_dice(d.pop("dice"))

        types = cast(list[str], d.pop("types"))

        def _parse_bonus(data: object) -> Derivation | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                bonus_type_0 = Derivation.from_dict(data)

                return bonus_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Derivation | None | Unset, data)

        bonus = _parse_bonus(d.pop("bonus", UNSET))

        def _parse_faces(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                faces_type_0 = cast(list[int], data)

                return faces_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        faces = _parse_faces(d.pop("faces", UNSET))

        def _parse_maximised(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        maximised = _parse_maximised(d.pop("maximised", UNSET))

        damage_portion = cls(
            amount=amount,
            dice=dice,
            types=types,
            bonus=bonus,
            faces=faces,
            maximised=maximised,
        )

        damage_portion.additional_properties = d
        return damage_portion

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
