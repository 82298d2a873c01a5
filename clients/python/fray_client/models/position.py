from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Position")


@_attrs_define
class Position:
    """A square on the battle grid: ``x`` and ``y`` in squares of 5 ft (see ``fray.domain.grid``).

    Commands take it as sent, so it forbids unknown fields (``{"x": 1, "y": 2, "z": 3}`` is a
    400, not a silent square): the one struct inside stored events that does. A coordinate
    pair does not grow; a grid of another shape would be a new type, not a new field here.

        Attributes:
            x (int): A grid coordinate, in 5-ft squares.
            y (int): A grid coordinate, in 5-ft squares.
    """

    x: int
    y: int

    def to_dict(self) -> dict[str, Any]:
        x = self.x

        y = self.y

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "x": x,
                "y": y,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        x = d.pop("x")

        y = d.pop("y")

        position = cls(
            x=x,
            y=y,
        )

        return position
