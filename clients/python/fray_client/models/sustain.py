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

from ..models.sustain_action import SustainAction
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.position import Position


T = TypeVar("T", bound="Sustain")


@_attrs_define
class Sustain:
    """``combatant_id`` sustains its effect ``condition_id`` (``sustain:<name>``, or the name)
    with ``action`` (004 §持续时间: once a round, not on the turn it was made); ``move_to``:
    a zone or conjuration its power lets it move as it is sustained goes there (its origin
    square, at most the power's squares away).

        Attributes:
            combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            condition_id (str):
            type_ (Literal['dnd4e.sustain']):  Default: 'dnd4e.sustain'.
            action (SustainAction | Unset):  Default: SustainAction.MINOR.
            move_to (None | Position | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
    """

    combatant_id: str
    condition_id: str
    type_: Literal["dnd4e.sustain"] = "dnd4e.sustain"
    action: SustainAction | Unset = SustainAction.MINOR
    move_to: None | Position | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        from ..models.position import Position  # noqa: PLC0415

        combatant_id = self.combatant_id

        condition_id = self.condition_id

        type_ = self.type_

        action: str | Unset = UNSET
        if not isinstance(self.action, Unset):
            action = self.action.value

        move_to: dict[str, Any] | None | Unset
        if isinstance(self.move_to, Unset):
            move_to = UNSET
        elif isinstance(self.move_to, Position):
            move_to = self.move_to.to_dict()
        else:
            move_to = self.move_to

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
                "condition_id": condition_id,
                "type": type_,
            }
        )
        if action is not UNSET:
            field_dict["action"] = action
        if move_to is not UNSET:
            field_dict["move_to"] = move_to
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

        condition_id = d.pop("condition_id")

        type_ = cast(Literal["dnd4e.sustain"], d.pop("type"))
        if type_ != "dnd4e.sustain":
            raise ValueError(f"type must match const 'dnd4e.sustain', got '{type_}'")

        _action = d.pop("action", UNSET)
        action: SustainAction | Unset
        if isinstance(_action, Unset):
            action = UNSET
        else:
            action = SustainAction(_action)

        def _parse_move_to(data: object) -> None | Position | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_to_type_0 = Position.from_dict(data)

                return move_to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Position | Unset, data)

        move_to = _parse_move_to(d.pop("move_to", UNSET))

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

        sustain = cls(
            combatant_id=combatant_id,
            condition_id=condition_id,
            type_=type_,
            action=action,
            move_to=move_to,
            rolls=rolls,
            secret=secret,
        )

        return sustain
