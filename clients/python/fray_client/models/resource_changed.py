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

T = TypeVar("T", bound="ResourceChanged")


@_attrs_define
class ResourceChanged:
    """A named resource (``"mp"``, …) moved by ``delta`` (negative spends), clamped to the
    track's minimum..maximum.

    ``delta`` is null for a reader who may not see the combatant's exact health (issue 18):
    its tracks are hidden from that reader (``fray.policy.visibility``), and a ``temp_hp``
    that absorbed damage tells how many temporary hit points it had.

        Attributes:
            combatant_id (str):
            delta (int | None):
            resource (str):
            type_ (Literal['resource_changed']):  Default: 'resource_changed'.
            reason (str | Unset):  Default: ''.
    """

    combatant_id: str
    delta: int | None
    resource: str
    type_: Literal["resource_changed"] = "resource_changed"
    reason: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        delta: int | None
        delta = self.delta

        resource = self.resource

        type_ = self.type_

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "delta": delta,
                "resource": resource,
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

        def _parse_delta(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        delta = _parse_delta(d.pop("delta"))

        resource = d.pop("resource")

        type_ = cast(Literal["resource_changed"], d.pop("type"))
        if type_ != "resource_changed":
            raise ValueError(f"type must match const 'resource_changed', got '{type_}'")

        reason = d.pop("reason", UNSET)

        resource_changed = cls(
            combatant_id=combatant_id,
            delta=delta,
            resource=resource,
            type_=type_,
            reason=reason,
        )

        resource_changed.additional_properties = d
        return resource_changed

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
