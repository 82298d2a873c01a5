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

T = TypeVar("T", bound="CombatantRemoved")


@_attrs_define
class CombatantRemoved:
    """A combatant left the encounter (fled, dismissed, added by mistake).

    Attributes:
        combatant_id (str):
        type_ (Literal['combatant_removed']):  Default: 'combatant_removed'.
        reason (str | Unset):  Default: ''.
    """

    combatant_id: str
    type_: Literal["combatant_removed"] = "combatant_removed"
    reason: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        type_ = self.type_

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "type": type_,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        type_ = cast(Literal["combatant_removed"], d.pop("type"))
        if type_ != "combatant_removed":
            raise ValueError(f"type must match const 'combatant_removed', got '{type_}'")

        reason = d.pop("reason", UNSET)

        combatant_removed = cls(
            combatant_id=combatant_id,
            type_=type_,
            reason=reason,
        )

        combatant_removed.additional_properties = d
        return combatant_removed

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
