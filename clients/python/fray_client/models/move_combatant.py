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

from ..models.move_combatant_how import MoveCombatantHow
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.position import Position


T = TypeVar("T", bound="MoveCombatant")


@_attrs_define
class MoveCombatant:
    """Move the combatant whose turn it is along ``path``: the squares it enters, in order,
    each one step (a diagonal counts one) from the one before. Each square costs 5 ft, +5 ft
    when ``how`` is climb, swim or crawl, +5 ft more on ``difficult`` ground.

        Attributes:
            combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            path (list[Position]):
            type_ (Literal['move_combatant']):  Default: 'move_combatant'.
            difficult (bool | Unset):  Default: False.
            how (MoveCombatantHow | Unset):  Default: MoveCombatantHow.WALK.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
    """

    combatant_id: str
    path: list[Position]
    type_: Literal["move_combatant"] = "move_combatant"
    difficult: bool | Unset = False
    how: MoveCombatantHow | Unset = MoveCombatantHow.WALK
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        path = []
        for path_item_data in self.path:
            path_item = path_item_data.to_dict()
            path.append(path_item)

        type_ = self.type_

        difficult = self.difficult

        how: str | Unset = UNSET
        if not isinstance(self.how, Unset):
            how = self.how.value

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
                "combatant_id": combatant_id,
                "path": path,
                "type": type_,
            }
        )
        if difficult is not UNSET:
            field_dict["difficult"] = difficult
        if how is not UNSET:
            field_dict["how"] = how
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        path = []
        _path = d.pop("path")
        for path_item_data in _path:
            path_item = Position.from_dict(path_item_data)

            path.append(path_item)

        type_ = cast(Literal["move_combatant"], d.pop("type"))
        if type_ != "move_combatant":
            raise ValueError(f"type must match const 'move_combatant', got '{type_}'")

        difficult = d.pop("difficult", UNSET)

        _how = d.pop("how", UNSET)
        how: MoveCombatantHow | Unset
        if isinstance(_how, Unset):
            how = UNSET
        else:
            how = MoveCombatantHow(_how)

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

        move_combatant = cls(
            combatant_id=combatant_id,
            path=path,
            type_=type_,
            difficult=difficult,
            how=how,
            rolls=rolls,
            secret=secret,
        )

        return move_combatant
