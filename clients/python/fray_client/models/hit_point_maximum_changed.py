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

T = TypeVar("T", bound="HitPointMaximumChanged")


@_attrs_define
class HitPointMaximumChanged:
    """``combatant_id``'s maximum of track ``track`` (hit points unless said) moved by
    ``delta`` (a wound that festers, a curse, a blessing); it never goes below 0, and the
    current value is cut to the new maximum. ``reason`` says why.

        Attributes:
            combatant_id (str):
            delta (int):
            type_ (Literal['hit_point_maximum_changed']):  Default: 'hit_point_maximum_changed'.
            reason (str | Unset):  Default: ''.
            track (str | Unset):  Default: 'hp'.
    """

    combatant_id: str
    delta: int
    type_: Literal["hit_point_maximum_changed"] = "hit_point_maximum_changed"
    reason: str | Unset = ""
    track: str | Unset = "hp"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        delta = self.delta

        type_ = self.type_

        reason = self.reason

        track = self.track

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "delta": delta,
                "type": type_,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason
        if track is not UNSET:
            field_dict["track"] = track

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        delta = d.pop("delta")

        type_ = cast(Literal["hit_point_maximum_changed"], d.pop("type"))
        if type_ != "hit_point_maximum_changed":
            raise ValueError(f"type must match const 'hit_point_maximum_changed', got '{type_}'")

        reason = d.pop("reason", UNSET)

        track = d.pop("track", UNSET)

        hit_point_maximum_changed = cls(
            combatant_id=combatant_id,
            delta=delta,
            type_=type_,
            reason=reason,
            track=track,
        )

        hit_point_maximum_changed.additional_properties = d
        return hit_point_maximum_changed

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
