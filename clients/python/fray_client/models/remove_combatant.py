from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RemoveCombatant")


@_attrs_define
class RemoveCombatant:
    """Take a combatant out of the encounter. Its turn is skipped from now on.

    Attributes:
        combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
        type_ (Literal['remove_combatant']):  Default: 'remove_combatant'.
        reason (str | Unset):  Default: ''.
        rolls (list[int | list[int]] | None | Unset):
        secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
            combatants it adds join concealed. Default: False.
    """

    combatant_id: str
    type_: Literal["remove_combatant"] = "remove_combatant"
    reason: str | Unset = ""
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        type_ = self.type_

        reason = self.reason

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
        if reason is not UNSET:
            field_dict["reason"] = reason
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        type_ = cast(Literal["remove_combatant"], d.pop("type"))
        if type_ != "remove_combatant":
            raise ValueError(f"type must match const 'remove_combatant', got '{type_}'")

        reason = d.pop("reason", UNSET)

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

        remove_combatant = cls(
            combatant_id=combatant_id,
            type_=type_,
            reason=reason,
            rolls=rolls,
            secret=secret,
        )

        return remove_combatant
