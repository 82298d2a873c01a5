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

if TYPE_CHECKING:
    from ..models.meshal_rest_hour import MeshalRestHour


T = TypeVar("T", bound="MeshalRested")


@_attrs_define
class MeshalRested:
    """``combatant_id`` rested ``len(hours)`` hours; ``full``: every pool is full after it
    (a full rest). The dice come back in ``healing_received`` events that follow.

        Attributes:
            combatant_id (str):
            full (bool):
            hours (list[MeshalRestHour]):
            type_ (Literal['meshal-lite.rested']):  Default: 'meshal-lite.rested'.
    """

    combatant_id: str
    full: bool
    hours: list[MeshalRestHour]
    type_: Literal["meshal-lite.rested"] = "meshal-lite.rested"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        full = self.full

        hours = []
        for hours_item_data in self.hours:
            hours_item = hours_item_data.to_dict()
            hours.append(hours_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "full": full,
                "hours": hours,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meshal_rest_hour import MeshalRestHour  # noqa: PLC0415

        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        full = d.pop("full")

        hours = []
        _hours = d.pop("hours")
        for hours_item_data in _hours:
            hours_item = MeshalRestHour.from_dict(hours_item_data)

            hours.append(hours_item)

        type_ = cast(Literal["meshal-lite.rested"], d.pop("type"))
        if type_ != "meshal-lite.rested":
            raise ValueError(f"type must match const 'meshal-lite.rested', got '{type_}'")

        meshal_rested = cls(
            combatant_id=combatant_id,
            full=full,
            hours=hours,
            type_=type_,
        )

        meshal_rested.additional_properties = d
        return meshal_rested

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
