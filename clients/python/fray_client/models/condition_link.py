from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ConditionLink")


@_attrs_define
class ConditionLink:
    """One condition named by where it is: ``condition_id`` on ``combatant_id``.

    Attributes:
        combatant_id (str):
        condition_id (str):
    """

    combatant_id: str
    condition_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        condition_id = self.condition_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "condition_id": condition_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        condition_id = d.pop("condition_id")

        condition_link = cls(
            combatant_id=combatant_id,
            condition_id=condition_id,
        )

        condition_link.additional_properties = d
        return condition_link

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
