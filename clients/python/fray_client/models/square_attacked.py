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


T = TypeVar("T", bound="SquareAttacked")


@_attrs_define
class SquareAttacked:
    """``attacker_id`` attacked the ``square`` with ``power`` (004 §目标选定) and nobody was
    there: the attack hits nothing.

        Attributes:
            attacker_id (str):
            power (str):
            square (Position): A square on the battle grid: ``x`` and ``y`` in squares of 5 ft (see ``fray.domain.grid``).

                Commands take it as sent, so it forbids unknown fields (``{"x": 1, "y": 2, "z": 3}`` is a
                400, not a silent square): the one struct inside stored events that does. A coordinate
                pair does not grow; a grid of another shape would be a new type, not a new field here.
            type_ (Literal['dnd4e.square_attacked']):  Default: 'dnd4e.square_attacked'.
    """

    attacker_id: str
    power: str
    square: Position
    type_: Literal["dnd4e.square_attacked"] = "dnd4e.square_attacked"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attacker_id = self.attacker_id

        power = self.power

        square = self.square.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attacker_id": attacker_id,
                "power": power,
                "square": square,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        attacker_id = d.pop("attacker_id")

        power = d.pop("power")

        square = Position.from_dict(d.pop("square"))

        type_ = cast(Literal["dnd4e.square_attacked"], d.pop("type"))
        if type_ != "dnd4e.square_attacked":
            raise ValueError(f"type must match const 'dnd4e.square_attacked', got '{type_}'")

        square_attacked = cls(
            attacker_id=attacker_id,
            power=power,
            square=square,
            type_=type_,
        )

        square_attacked.additional_properties = d
        return square_attacked

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
