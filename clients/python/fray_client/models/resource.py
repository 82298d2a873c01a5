from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Resource")


@_attrs_define
class Resource:
    """A named track on a combatant: ``current`` of ``maximum``, never below ``minimum``
    (hit points, magic points, a dice pool, …). The ruleset names its tracks and sets the
    floor: 0 for 5e and Unlit Spires hit points, below 0 for D&D 4e's. Damage and spending
    stop at ``minimum``; healing and regaining stop at ``maximum``.

        Attributes:
            current (int):
            maximum (int):
            minimum (int | Unset):  Default: 0.
    """

    current: int
    maximum: int
    minimum: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        current = self.current

        maximum = self.maximum

        minimum = self.minimum

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "current": current,
                "maximum": maximum,
            }
        )
        if minimum is not UNSET:
            field_dict["minimum"] = minimum

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        current = d.pop("current")

        maximum = d.pop("maximum")

        minimum = d.pop("minimum", UNSET)

        resource = cls(
            current=current,
            maximum=maximum,
            minimum=minimum,
        )

        resource.additional_properties = d
        return resource

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
