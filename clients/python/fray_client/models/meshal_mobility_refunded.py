from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MeshalMobilityRefunded")


@_attrs_define
class MeshalMobilityRefunded:
    """An action of ``target_id``'s was voided: ``amount`` ⚡ back, ``cancel_owed`` forgiven.

    Attributes:
        amount (int):
        target_id (str):
        type_ (Literal['meshal-lite.mobility_refunded']):  Default: 'meshal-lite.mobility_refunded'.
        cancel_owed (int | Unset):  Default: 0.
        note (str | Unset):  Default: ''.
    """

    amount: int
    target_id: str
    type_: Literal["meshal-lite.mobility_refunded"] = "meshal-lite.mobility_refunded"
    cancel_owed: int | Unset = 0
    note: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        target_id = self.target_id

        type_ = self.type_

        cancel_owed = self.cancel_owed

        note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "target_id": target_id,
                "type": type_,
            }
        )
        if cancel_owed is not UNSET:
            field_dict["cancel_owed"] = cancel_owed
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        target_id = d.pop("target_id")

        type_ = cast(Literal["meshal-lite.mobility_refunded"], d.pop("type"))
        if type_ != "meshal-lite.mobility_refunded":
            raise ValueError(f"type must match const 'meshal-lite.mobility_refunded', got '{type_}'")

        cancel_owed = d.pop("cancel_owed", UNSET)

        note = d.pop("note", UNSET)

        meshal_mobility_refunded = cls(
            amount=amount,
            target_id=target_id,
            type_=type_,
            cancel_owed=cancel_owed,
            note=note,
        )

        meshal_mobility_refunded.additional_properties = d
        return meshal_mobility_refunded

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
