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

from ..models.forced_moved_kind import ForcedMovedKind

if TYPE_CHECKING:
    from ..models.position import Position


T = TypeVar("T", bound="ForcedMoved")


@_attrs_define
class ForcedMoved:
    """``combatant_id`` was pulled, pushed or slid (``kind``) by ``by`` from ``start`` along
    ``path`` (004 §受迫移动); it spent no movement of its own.

        Attributes:
            by (str):
            combatant_id (str):
            kind (ForcedMovedKind):
            path (list[Position]):
            start (Position): A square on the battle grid: ``x`` and ``y`` in squares of 5 ft (see ``fray.domain.grid``).

                Commands take it as sent, so it forbids unknown fields (``{"x": 1, "y": 2, "z": 3}`` is a
                400, not a silent square): the one struct inside stored events that does. A coordinate
                pair does not grow; a grid of another shape would be a new type, not a new field here.
            type_ (Literal['dnd4e.forced_moved']):  Default: 'dnd4e.forced_moved'.
    """

    by: str
    combatant_id: str
    kind: ForcedMovedKind
    path: list[Position]
    start: Position
    type_: Literal["dnd4e.forced_moved"] = "dnd4e.forced_moved"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        by = self.by

        combatant_id = self.combatant_id

        kind = self.kind.value

        path = []
        for path_item_data in self.path:
            path_item = path_item_data.to_dict()
            path.append(path_item)

        start = self.start.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "by": by,
                "combatant_id": combatant_id,
                "kind": kind,
                "path": path,
                "start": start,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        by = d.pop("by")

        combatant_id = d.pop("combatant_id")

        kind = ForcedMovedKind(d.pop("kind"))

        path = []
        _path = d.pop("path")
        for path_item_data in _path:
            path_item = Position.from_dict(path_item_data)

            path.append(path_item)

        start = Position.from_dict(d.pop("start"))

        type_ = cast(Literal["dnd4e.forced_moved"], d.pop("type"))
        if type_ != "dnd4e.forced_moved":
            raise ValueError(f"type must match const 'dnd4e.forced_moved', got '{type_}'")

        forced_moved = cls(
            by=by,
            combatant_id=combatant_id,
            kind=kind,
            path=path,
            start=start,
            type_=type_,
        )

        forced_moved.additional_properties = d
        return forced_moved

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
