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

T = TypeVar("T", bound="Dashed")


@_attrs_define
class Dashed:
    """``combatant_id`` dashed: ``extra_ft`` feet were added to its movement this turn.

    Attributes:
        combatant_id (str):
        extra_ft (int):
        type_ (Literal['dashed']):  Default: 'dashed'.
    """

    combatant_id: str
    extra_ft: int
    type_: Literal["dashed"] = "dashed"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        extra_ft = self.extra_ft

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "extra_ft": extra_ft,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        extra_ft = d.pop("extra_ft")

        type_ = cast(Literal["dashed"], d.pop("type"))
        if type_ != "dashed":
            raise ValueError(f"type must match const 'dashed', got '{type_}'")

        dashed = cls(
            combatant_id=combatant_id,
            extra_ft=extra_ft,
            type_=type_,
        )

        dashed.additional_properties = d
        return dashed

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
