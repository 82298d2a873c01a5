from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.dnd_4e_take_action_action import Dnd4ETakeActionAction
from ..types import UNSET, Unset

T = TypeVar("T", bound="Dnd4ETakeAction")


@_attrs_define
class Dnd4ETakeAction:
    """Take an action of kind ``action`` for something Fray does not model (``detail``: draw a
    weapon, open a door, an immediate power with no attack): standard, move and minor on
    one's own turn (a move may use the standard, a minor the move), free at will, immediate
    once a round off one's turn, opportunity once a turn (PHB 2008 pp. 267–268).

        Attributes:
            action (Dnd4ETakeActionAction):
            combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['dnd4e.take_action']):  Default: 'dnd4e.take_action'.
            detail (str | Unset):  Default: ''.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
    """

    action: Dnd4ETakeActionAction
    combatant_id: str
    type_: Literal["dnd4e.take_action"] = "dnd4e.take_action"
    detail: str | Unset = ""
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        combatant_id = self.combatant_id

        type_ = self.type_

        detail = self.detail

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
                "action": action,
                "combatant_id": combatant_id,
                "type": type_,
            }
        )
        if detail is not UNSET:
            field_dict["detail"] = detail
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = Dnd4ETakeActionAction(d.pop("action"))

        combatant_id = d.pop("combatant_id")

        type_ = cast(Literal["dnd4e.take_action"], d.pop("type"))
        if type_ != "dnd4e.take_action":
            raise ValueError(f"type must match const 'dnd4e.take_action', got '{type_}'")

        detail = d.pop("detail", UNSET)

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

        dnd_4e_take_action = cls(
            action=action,
            combatant_id=combatant_id,
            type_=type_,
            detail=detail,
            rolls=rolls,
            secret=secret,
        )

        return dnd_4e_take_action
