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

T = TypeVar("T", bound="RollLingeringInjury")


@_attrs_define
class RollLingeringInjury:
    """003 Lingering Injuries: roll the d20 table for ``combatant_id`` (after a critical hit,
    dropping to 0 HP without dying, or a death save failed by 5 or more, or when the GM
    calls for it) and apply the injury.

        Attributes:
            combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['dnd5e-2024.roll_lingering_injury']):  Default: 'dnd5e-2024.roll_lingering_injury'.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            trigger (str | Unset):  Default: "GM's call".
    """

    combatant_id: str
    type_: Literal["dnd5e-2024.roll_lingering_injury"] = "dnd5e-2024.roll_lingering_injury"
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    trigger: str | Unset = "GM's call"

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

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

        trigger = self.trigger

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "combatant_id": combatant_id,
                "type": type_,
            }
        )
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if trigger is not UNSET:
            field_dict["trigger"] = trigger

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        type_ = cast(Literal["dnd5e-2024.roll_lingering_injury"], d.pop("type"))
        if type_ != "dnd5e-2024.roll_lingering_injury":
            raise ValueError(f"type must match const 'dnd5e-2024.roll_lingering_injury', got '{type_}'")

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

        trigger = d.pop("trigger", UNSET)

        roll_lingering_injury = cls(
            combatant_id=combatant_id,
            type_=type_,
            rolls=rolls,
            secret=secret,
            trigger=trigger,
        )

        return roll_lingering_injury
