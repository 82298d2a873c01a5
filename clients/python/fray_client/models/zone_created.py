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

from ..models.zone_created_kind import ZoneCreatedKind

if TYPE_CHECKING:
    from ..models.position import Position


T = TypeVar("T", bound="ZoneCreated")


@_attrs_define
class ZoneCreated:
    """``creator_id``'s ``power`` made a zone or conjuration (``kind``) on ``squares``; it is
    the condition ``zone_id`` on the creator (the ``condition_applied`` follows), and ends as
    it does (PHB 2008, Zone and Conjuration keywords; ``zones``).

        Attributes:
            creator_id (str):
            kind (ZoneCreatedKind):
            power (str):
            squares (list[Position]):
            type_ (Literal['dnd4e.zone_created']):  Default: 'dnd4e.zone_created'.
            zone_id (str):
    """

    creator_id: str
    kind: ZoneCreatedKind
    power: str
    squares: list[Position]
    zone_id: str
    type_: Literal["dnd4e.zone_created"] = "dnd4e.zone_created"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        creator_id = self.creator_id

        kind = self.kind.value

        power = self.power

        squares = []
        for squares_item_data in self.squares:
            squares_item = squares_item_data.to_dict()
            squares.append(squares_item)

        type_ = self.type_

        zone_id = self.zone_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "creator_id": creator_id,
                "kind": kind,
                "power": power,
                "squares": squares,
                "type": type_,
                "zone_id": zone_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        creator_id = d.pop("creator_id")

        kind = ZoneCreatedKind(d.pop("kind"))

        power = d.pop("power")

        squares = []
        _squares = d.pop("squares")
        for squares_item_data in _squares:
            squares_item = Position.from_dict(squares_item_data)

            squares.append(squares_item)

        type_ = cast(Literal["dnd4e.zone_created"], d.pop("type"))
        if type_ != "dnd4e.zone_created":
            raise ValueError(f"type must match const 'dnd4e.zone_created', got '{type_}'")

        zone_id = d.pop("zone_id")

        zone_created = cls(
            creator_id=creator_id,
            kind=kind,
            power=power,
            squares=squares,
            type_=type_,
            zone_id=zone_id,
        )

        zone_created.additional_properties = d
        return zone_created

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
