from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Modifier")


@_attrs_define
class Modifier:
    """A bonus (``amount`` > 0) or penalty (< 0) that a condition gives to ``applies_to``: a
    ruleset's word for a roll or a number (``"attack"``, ``"attacks_on"`` (every attack made
    against the bearer), ``"ac"``, ``"fortitude"``, ``"reflex"``, ``"will"``, ``"defences"``,
    ``"damage"``, ``"saving_throws"``, ``"parry"``, ``"dodge"``, ``"initiative"``,
    ``"speed_ft"`` …). ``bonus_type`` names the kind of bonus for rules where two of a kind
    do not stack (D&D 4e: ``"power"``, ``"item"``, ``"feat"`` …; ``""`` untyped).

        Attributes:
            amount (int):
            applies_to (str):
            bonus_type (str | Unset):  Default: ''.
    """

    amount: int
    applies_to: str
    bonus_type: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        applies_to = self.applies_to

        bonus_type = self.bonus_type

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "applies_to": applies_to,
            }
        )
        if bonus_type is not UNSET:
            field_dict["bonus_type"] = bonus_type

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        applies_to = d.pop("applies_to")

        bonus_type = d.pop("bonus_type", UNSET)

        modifier = cls(
            amount=amount,
            applies_to=applies_to,
            bonus_type=bonus_type,
        )

        modifier.additional_properties = d
        return modifier

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
