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

T = TypeVar("T", bound="TurnStarted")


@_attrs_define
class TurnStarted:
    """``combatant_id``'s turn began in ``round`` (round 1 is the first).

    Attributes:
        combatant_id (str):
        round_ (int):
        type_ (Literal['turn_started']):  Default: 'turn_started'.
    """

    combatant_id: str
    round_: int
    type_: Literal["turn_started"] = "turn_started"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        round_ = self.round_

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "round": round_,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        round_ = d.pop("round")

        type_ = cast(Literal["turn_started"], d.pop("type"))
        if type_ != "turn_started":
            raise ValueError(f"type must match const 'turn_started', got '{type_}'")

        turn_started = cls(
            combatant_id=combatant_id,
            round_=round_,
            type_=type_,
        )

        turn_started.additional_properties = d
        return turn_started

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
