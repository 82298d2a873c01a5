from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.meshal_extra_kind import MeshalExtraKind

T = TypeVar("T", bound="MeshalExtra")


@_attrs_define
class MeshalExtra:
    """Extra damage on a hit: ``plus`` N ("伤害+1"), ``minus`` N, ``dice`` N ("伤害+2🎲"),
    ``times`` N ("伤害×2"), ``divide`` N ("伤害÷2").

        Attributes:
            amount (int):
            kind (MeshalExtraKind):
    """

    amount: int
    kind: MeshalExtraKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        kind = self.kind.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        kind = MeshalExtraKind(d.pop("kind"))

        meshal_extra = cls(
            amount=amount,
            kind=kind,
        )

        meshal_extra.additional_properties = d
        return meshal_extra

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
