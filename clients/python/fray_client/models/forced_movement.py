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

from ..models.forced_movement_kind import ForcedMovementKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.position import Position


T = TypeVar("T", bound="ForcedMovement")


@_attrs_define
class ForcedMovement:
    """``by`` pulls, pushes or slides ``target_id`` along ``path`` (the squares it enters) up
    to ``distance`` squares (004 §受迫移动; PHB 2008 p. 285): a push moves it farther from
    ``by`` each square, a pull nearer, a slide anywhere; never into an occupied square; a
    restrained creature cannot be moved. No movement of its own is spent.

        Attributes:
            by (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            distance (int):
            kind (ForcedMovementKind):
            path (list[Position]):
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['dnd4e.forced_movement']):  Default: 'dnd4e.forced_movement'.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
    """

    by: str
    distance: int
    kind: ForcedMovementKind
    path: list[Position]
    target_id: str
    type_: Literal["dnd4e.forced_movement"] = "dnd4e.forced_movement"
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        by = self.by

        distance = self.distance

        kind = self.kind.value

        path = []
        for path_item_data in self.path:
            path_item = path_item_data.to_dict()
            path.append(path_item)

        target_id = self.target_id

        type_ = self.type_

        rolls: list[int | list[int]] | None | Unset
        if isinstance(self.rolls, Unset):
            rolls = UNSET
        elif isinstance(self.rolls, list):
            rolls = []
            for rolls_type_0_item_data in self.rolls:
                rolls_type_0_item: int | list[int]
                if isinstance(rolls_type_0_item_data, list):
                    rolls_type_0_item = rolls_type_0_item_data

                else:
                    rolls_type_0_item = rolls_type_0_item_data
                rolls.append(rolls_type_0_item)

        else:
            rolls = self.rolls

        secret = self.secret

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "by": by,
                "distance": distance,
                "kind": kind,
                "path": path,
                "target_id": target_id,
                "type": type_,
            }
        )
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        by = d.pop("by")

        distance = d.pop("distance")

        kind = ForcedMovementKind(d.pop("kind"))

        path = []
        _path = d.pop("path")
        for path_item_data in _path:
            path_item = Position.from_dict(path_item_data)

            path.append(path_item)

        target_id = d.pop("target_id")

        type_ = cast(Literal["dnd4e.forced_movement"], d.pop("type"))
        if type_ != "dnd4e.forced_movement":
            raise ValueError(f"type must match const 'dnd4e.forced_movement', got '{type_}'")

        def _parse_rolls(data: object) -> list[int | list[int]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rolls_type_0 = []
                _rolls_type_0 = data
                for rolls_type_0_item_data in _rolls_type_0:

                    def _parse_rolls_type_0_item(data: object) -> int | list[int]:
                        try:
                            if not isinstance(data, list):
                                raise TypeError()
                            rolls_type_0_item_type_1 = cast(list[int], data)

                            return rolls_type_0_item_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(int | list[int], data)

                    rolls_type_0_item = _parse_rolls_type_0_item(rolls_type_0_item_data)

                    rolls_type_0.append(rolls_type_0_item)

                return rolls_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int | list[int]] | None | Unset, data)

        rolls = _parse_rolls(d.pop("rolls", UNSET))

        secret = d.pop("secret", UNSET)

        forced_movement = cls(
            by=by,
            distance=distance,
            kind=kind,
            path=path,
            target_id=target_id,
            type_=type_,
            rolls=rolls,
            secret=secret,
        )

        return forced_movement
