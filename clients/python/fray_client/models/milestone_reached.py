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

T = TypeVar("T", bound="MilestoneReached")


@_attrs_define
class MilestoneReached:
    """A milestone: each of ``combatant_ids`` gains an action point (PHB 2008 p. 286).

    Attributes:
        combatant_ids (list[str]):
        type_ (Literal['dnd4e.milestone_reached']):  Default: 'dnd4e.milestone_reached'.
    """

    combatant_ids: list[str]
    type_: Literal["dnd4e.milestone_reached"] = "dnd4e.milestone_reached"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_ids = self.combatant_ids

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_ids": combatant_ids,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_ids = cast(list[str], d.pop("combatant_ids"))

        type_ = cast(Literal["dnd4e.milestone_reached"], d.pop("type"))
        if type_ != "dnd4e.milestone_reached":
            raise ValueError(f"type must match const 'dnd4e.milestone_reached', got '{type_}'")

        milestone_reached = cls(
            combatant_ids=combatant_ids,
            type_=type_,
        )

        milestone_reached.additional_properties = d
        return milestone_reached

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
