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


T = TypeVar("T", bound="MeshalAreaCovered")


@_attrs_define
class MeshalAreaCovered:
    """``attacker_id``'s ``attack`` covered an area: its ``shape``, ``origin`` (the starting
    square, step 0), ``radius`` in steps (a cone's length), ``toward`` and ``angle`` (a cone),
    ``width`` (a ring), how many ``squares`` it covered, and the ``target_ids`` found in it
    (the attack events on each follow). Source: 001_5f4122b8a83d6727.txt §区域Area.

        Attributes:
            attack (str):
            attacker_id (str):
            origin (Position): A square on the battle grid: ``x`` and ``y`` in squares of 5 ft (see ``fray.domain.grid``).

                Commands take it as sent, so it forbids unknown fields (``{"x": 1, "y": 2, "z": 3}`` is a
                400, not a silent square): the one struct inside stored events that does. A coordinate
                pair does not grow; a grid of another shape would be a new type, not a new field here.
            radius (int):
            shape (str):
            squares (int):
            target_ids (list[str]):
            type_ (Literal['meshal-lite.area_covered']):  Default: 'meshal-lite.area_covered'.
            angle (int | None | Unset):
            toward (None | Position | Unset):
            width (int | Unset):  Default: 0.
    """

    attack: str
    attacker_id: str
    origin: Position
    radius: int
    shape: str
    squares: int
    target_ids: list[str]
    type_: Literal["meshal-lite.area_covered"] = "meshal-lite.area_covered"
    angle: int | None | Unset = UNSET
    toward: None | Position | Unset = UNSET
    width: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.position import Position  # noqa: PLC0415

        attack = self.attack

        attacker_id = self.attacker_id

        origin = self.origin.to_dict()

        radius = self.radius

        shape = self.shape

        squares = self.squares

        target_ids = self.target_ids

        type_ = self.type_

        angle: int | None | Unset
        if isinstance(self.angle, Unset):
            angle = UNSET
        else:
            angle = self.angle

        toward: dict[str, Any] | None | Unset
        if isinstance(self.toward, Unset):
            toward = UNSET
        elif isinstance(self.toward, Position):
            toward = self.toward.to_dict()
        else:
            toward = self.toward

        width = self.width

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attack": attack,
                "attacker_id": attacker_id,
                "origin": origin,
                "radius": radius,
                "shape": shape,
                "squares": squares,
                "target_ids": target_ids,
                "type": type_,
            }
        )
        if angle is not UNSET:
            field_dict["angle"] = angle
        if toward is not UNSET:
            field_dict["toward"] = toward
        if width is not UNSET:
            field_dict["width"] = width

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        attack = d.pop("attack")

        attacker_id = d.pop("attacker_id")

        origin = Position.from_dict(d.pop("origin"))

        radius = d.pop("radius")

        shape = d.pop("shape")

        squares = d.pop("squares")

        target_ids = cast(list[str], d.pop("target_ids"))

        type_ = cast(Literal["meshal-lite.area_covered"], d.pop("type"))
        if type_ != "meshal-lite.area_covered":
            raise ValueError(f"type must match const 'meshal-lite.area_covered', got '{type_}'")

        def _parse_angle(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        angle = _parse_angle(d.pop("angle", UNSET))

        def _parse_toward(data: object) -> None | Position | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                toward_type_0 = Position.from_dict(data)

                return toward_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Position | Unset, data)

        toward = _parse_toward(d.pop("toward", UNSET))

        width = d.pop("width", UNSET)

        meshal_area_covered = cls(
            attack=attack,
            attacker_id=attacker_id,
            origin=origin,
            radius=radius,
            shape=shape,
            squares=squares,
            target_ids=target_ids,
            type_=type_,
            angle=angle,
            toward=toward,
            width=width,
        )

        meshal_area_covered.additional_properties = d
        return meshal_area_covered

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
