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

T = TypeVar("T", bound="InitiativeSet")


@_attrs_define
class InitiativeSet:
    """The GM set ``combatant_id``'s initiative to ``total`` by hand (a correction, not a
    roll); ``order`` is the whole turn order after it.

        Attributes:
            combatant_id (str):
            order (list[str]):
            total (int):
            type_ (Literal['initiative_set']):  Default: 'initiative_set'.
    """

    combatant_id: str
    order: list[str]
    total: int
    type_: Literal["initiative_set"] = "initiative_set"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        order = self.order

        total = self.total

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "order": order,
                "total": total,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        order = cast(list[str], d.pop("order"))

        total = d.pop("total")

        type_ = cast(Literal["initiative_set"], d.pop("type"))
        if type_ != "initiative_set":
            raise ValueError(f"type must match const 'initiative_set', got '{type_}'")

        initiative_set = cls(
            combatant_id=combatant_id,
            order=order,
            total=total,
            type_=type_,
        )

        initiative_set.additional_properties = d
        return initiative_set

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
