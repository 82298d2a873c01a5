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


T = TypeVar("T", bound="CombatantMoved")


@_attrs_define
class CombatantMoved:
    """``combatant_id`` moved along ``path`` (squares entered, in order; it ends on the last),
    spending ``cost_ft`` feet of its movement this turn. ``how`` is the kind of move
    ("walk", "climb", "swim", "crawl") and ``difficult`` says the ground was difficult.

        Attributes:
            combatant_id (str):
            cost_ft (int):
            path (list[Position]):
            start (Position): A square on the battle grid: ``x`` and ``y`` in squares of 5 ft (see ``fray.domain.grid``).

                Commands take it as sent, so it forbids unknown fields (``{"x": 1, "y": 2, "z": 3}`` is a
                400, not a silent square): the one struct inside stored events that does. A coordinate
                pair does not grow; a grid of another shape would be a new type, not a new field here.
            type_ (Literal['combatant_moved']):  Default: 'combatant_moved'.
            difficult (bool | Unset):  Default: False.
            how (str | Unset):  Default: 'walk'.
    """

    combatant_id: str
    cost_ft: int
    path: list[Position]
    start: Position
    type_: Literal["combatant_moved"] = "combatant_moved"
    difficult: bool | Unset = False
    how: str | Unset = "walk"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        cost_ft = self.cost_ft

        path = []
        for path_item_data in self.path:
            path_item = path_item_data.to_dict()
            path.append(path_item)

        start = self.start.to_dict()

        type_ = self.type_

        difficult = self.difficult

        how = self.how

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "cost_ft": cost_ft,
                "path": path,
                "start": start,
                "type": type_,
            }
        )
        if difficult is not UNSET:
            field_dict["difficult"] = difficult
        if how is not UNSET:
            field_dict["how"] = how

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        cost_ft = d.pop("cost_ft")

        path = []
        _path = d.pop("path")
        for path_item_data in _path:
            path_item = Position.from_dict(path_item_data)

            path.append(path_item)

        start = Position.from_dict(d.pop("start"))

        type_ = cast(Literal["combatant_moved"], d.pop("type"))
        if type_ != "combatant_moved":
            raise ValueError(f"type must match const 'combatant_moved', got '{type_}'")

        difficult = d.pop("difficult", UNSET)

        how = d.pop("how", UNSET)

        combatant_moved = cls(
            combatant_id=combatant_id,
            cost_ft=cost_ft,
            path=path,
            start=start,
            type_=type_,
            difficult=difficult,
            how=how,
        )

        combatant_moved.additional_properties = d
        return combatant_moved

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
