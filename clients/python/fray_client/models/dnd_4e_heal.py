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

T = TypeVar("T", bound="Dnd4EHeal")


@_attrs_define
class Dnd4EHeal:
    """``target_id`` regains hit points (PHB 2008 p. 293): with ``surge`` it spends a healing
    surge and regains its surge value, plus ``amount`` and ``dice`` (a healing power's
    "+ 1d6"). From below 0 it starts at 0; never above the maximum; the dead are not healed. A
    dying target with no surge left regains 1 hit point (Rules Compendium, Healing the Dying);
    one above 0 hit points without a surge is refused.

        Attributes:
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['dnd4e.heal']):  Default: 'dnd4e.heal'.
            amount (int | Unset):  Default: 0.
            dice (str | Unset): dice in the core notation: NdS terms and a whole number Default: ''.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            source (str | Unset):  Default: 'healing'.
            surge (bool | Unset):  Default: False.
    """

    target_id: str
    type_: Literal["dnd4e.heal"] = "dnd4e.heal"
    amount: int | Unset = 0
    dice: str | Unset = ""
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    source: str | Unset = "healing"
    surge: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        target_id = self.target_id

        type_ = self.type_

        amount = self.amount

        dice = self.dice

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

        source = self.source

        surge = self.surge

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "target_id": target_id,
                "type": type_,
            }
        )
        if amount is not UNSET:
            field_dict["amount"] = amount
        if dice is not UNSET:
            field_dict["dice"] = dice
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if source is not UNSET:
            field_dict["source"] = source
        if surge is not UNSET:
            field_dict["surge"] = surge

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        target_id = d.pop("target_id")

        type_ = cast(Literal["dnd4e.heal"], d.pop("type"))
        if type_ != "dnd4e.heal":
            raise ValueError(f"type must match const 'dnd4e.heal', got '{type_}'")

        amount = d.pop("amount", UNSET)

        dice = d.pop("dice", UNSET)

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

        source = d.pop("source", UNSET)

        surge = d.pop("surge", UNSET)

        dnd_4e_heal = cls(
            target_id=target_id,
            type_=type_,
            amount=amount,
            dice=dice,
            rolls=rolls,
            secret=secret,
            source=source,
            surge=surge,
        )

        return dnd_4e_heal
