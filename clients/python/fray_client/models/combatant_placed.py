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
    from ..models.position import Position


T = TypeVar("T", bound="CombatantPlaced")


@_attrs_define
class CombatantPlaced:
    """The GM set ``combatant_id`` on ``position`` (None: off the grid). No movement is spent.

    Attributes:
        combatant_id (str):
        position (None | Position):
        type_ (Literal['combatant_placed']):  Default: 'combatant_placed'.
    """

    combatant_id: str
    position: None | Position
    type_: Literal["combatant_placed"] = "combatant_placed"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.position import Position  # noqa: PLC0415

        combatant_id = self.combatant_id

        position: dict[str, Any] | None
        if isinstance(self.position, Position):
            position = self.position.to_dict()
        else:
            position = self.position

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "position": position,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        def _parse_position(data: object) -> None | Position:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                position_type_0 = Position.from_dict(data)

                return position_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Position, data)

        position = _parse_position(d.pop("position"))

        type_ = cast(Literal["combatant_placed"], d.pop("type"))
        if type_ != "combatant_placed":
            raise ValueError(f"type must match const 'combatant_placed', got '{type_}'")

        combatant_placed = cls(
            combatant_id=combatant_id,
            position=position,
            type_=type_,
        )

        combatant_placed.additional_properties = d
        return combatant_placed

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
