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

from ..models.condition_ended_reason import ConditionEndedReason
from ..types import UNSET, Unset

T = TypeVar("T", bound="ConditionEnded")


@_attrs_define
class ConditionEnded:
    """The condition ``condition_id`` on ``combatant_id`` ended: ``expired``, ``spent`` or
    ``removed``. Every condition with that id ends (logs written before ids were unique may
    hold twins); ending one the combatant no longer has changes nothing.

        Attributes:
            combatant_id (str):
            condition_id (str):
            type_ (Literal['condition_ended']):  Default: 'condition_ended'.
            reason (ConditionEndedReason | Unset):  Default: ConditionEndedReason.REMOVED.
    """

    combatant_id: str
    condition_id: str
    type_: Literal["condition_ended"] = "condition_ended"
    reason: ConditionEndedReason | Unset = ConditionEndedReason.REMOVED
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        condition_id = self.condition_id

        type_ = self.type_

        reason: str | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "condition_id": condition_id,
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

        condition_id = d.pop("condition_id")

        type_ = cast(Literal["condition_ended"], d.pop("type"))
        if type_ != "condition_ended":
            raise ValueError(f"type must match const 'condition_ended', got '{type_}'")

        _reason = d.pop("reason", UNSET)
        reason: ConditionEndedReason | Unset
        if isinstance(_reason, Unset):
            reason = UNSET
        else:
            reason = ConditionEndedReason(_reason)

        condition_ended = cls(
            combatant_id=combatant_id,
            condition_id=condition_id,
            type_=type_,
            reason=reason,
        )

        condition_ended.additional_properties = d
        return condition_ended

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
