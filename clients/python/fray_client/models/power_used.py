from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.position import Position


T = TypeVar("T", bound="PowerUsed")


@_attrs_define
class PowerUsed:
    """``user_id`` used ``power`` (``kind``: melee, ranged, close, area; ``action``: the action
    it took) against ``targets``; ``area``: the squares of its blast, burst or wall on the
    grid; ``provokes``: adjacent enemies that may take an opportunity attack because it was
    a ranged or area attack (004 §远程攻击, §区域攻击); ``damage_types`` and ``keywords``: the
    power's after a change of its damage type (004 §伤害类型; empty: its own, unchanged).

        Attributes:
            action (str):
            kind (str):
            power (str):
            targets (list[str]):
            type_ (Literal['dnd4e.power_used']):  Default: 'dnd4e.power_used'.
            user_id (str):
            area (list[Position] | Unset):
            damage_types (list[str] | Unset):
            keywords (list[str] | Unset):
            provokes (list[str] | Unset):
    """

    action: str
    kind: str
    power: str
    targets: list[str]
    user_id: str
    type_: Literal["dnd4e.power_used"] = "dnd4e.power_used"
    area: list[Position] | Unset = UNSET
    damage_types: list[str] | Unset = UNSET
    keywords: list[str] | Unset = UNSET
    provokes: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        kind = self.kind

        power = self.power

        targets = self.targets

        type_ = self.type_

        user_id = self.user_id

        area: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.area, Unset):
            area = []
            for area_item_data in self.area:
                area_item = area_item_data.to_dict()
                area.append(area_item)

        damage_types: list[str] | Unset = UNSET
        if not isinstance(self.damage_types, Unset):
            damage_types = self.damage_types

        keywords: list[str] | Unset = UNSET
        if not isinstance(self.keywords, Unset):
            keywords = self.keywords

        provokes: list[str] | Unset = UNSET
        if not isinstance(self.provokes, Unset):
            provokes = self.provokes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "kind": kind,
                "power": power,
                "targets": targets,
                "type": type_,
                "user_id": user_id,
            }
        )
        if area is not UNSET:
            field_dict["area"] = area
        if damage_types is not UNSET:
            field_dict["damage_types"] = damage_types
        if keywords is not UNSET:
            field_dict["keywords"] = keywords
        if provokes is not UNSET:
            field_dict["provokes"] = provokes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        action = d.pop("action")

        kind = d.pop("kind")

        power = d.pop("power")

        targets = cast(list[str], d.pop("targets"))

        type_ = cast(Literal["dnd4e.power_used"], d.pop("type"))
        if type_ != "dnd4e.power_used":
            raise ValueError(f"type must match const 'dnd4e.power_used', got '{type_}'")

        user_id = d.pop("user_id")

        _area = d.pop("area", UNSET)
        area: list[Position] | Unset = UNSET
        if _area is not UNSET:
            area = []
            for area_item_data in _area:
                area_item = Position.from_dict(area_item_data)

                area.append(area_item)

        damage_types = cast(list[str], d.pop("damage_types", UNSET))

        keywords = cast(list[str], d.pop("keywords", UNSET))

        provokes = cast(list[str], d.pop("provokes", UNSET))

        power_used = cls(
            action=action,
            kind=kind,
            power=power,
            targets=targets,
            type_=type_,
            user_id=user_id,
            area=area,
            damage_types=damage_types,
            keywords=keywords,
            provokes=provokes,
        )

        power_used.additional_properties = d
        return power_used

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
