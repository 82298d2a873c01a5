from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.spend_action_point_action import SpendActionPointAction
from ..types import UNSET, Unset

T = TypeVar("T", bound="SpendActionPoint")


@_attrs_define
class SpendActionPoint:
    """Spend an action point for one extra ``action`` this turn (PHB 2008 p. 286): a free
    action on one's own turn, once an encounter, never in a surprise round.

        Attributes:
            combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['dnd4e.spend_action_point']):  Default: 'dnd4e.spend_action_point'.
            action (SpendActionPointAction | Unset):  Default: SpendActionPointAction.STANDARD.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
    """

    combatant_id: str
    type_: Literal["dnd4e.spend_action_point"] = "dnd4e.spend_action_point"
    action: SpendActionPointAction | Unset = SpendActionPointAction.STANDARD
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        type_ = self.type_

        action: str | Unset = UNSET
        if not isinstance(self.action, Unset):
            action = self.action.value

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
                "type": type_,
            }
        )
        if action is not UNSET:
            field_dict["action"] = action
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        type_ = cast(Literal["dnd4e.spend_action_point"], d.pop("type"))
        if type_ != "dnd4e.spend_action_point":
            raise ValueError(f"type must match const 'dnd4e.spend_action_point', got '{type_}'")

        _action = d.pop("action", UNSET)
        action: SpendActionPointAction | Unset
        if isinstance(_action, Unset):
            action = UNSET
        else:
            action = SpendActionPointAction(_action)

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

        spend_action_point = cls(
            combatant_id=combatant_id,
            type_=type_,
            action=action,
            rolls=rolls,
            secret=secret,
        )

        return spend_action_point
