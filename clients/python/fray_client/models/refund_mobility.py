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

T = TypeVar("T", bound="RefundMobility")


@_attrs_define
class RefundMobility:
    """The GM voids an action of ``target_id``'s that a reaction cancelled: ``amount`` ⚡
    it paid this round comes back and ``cancel_owed`` ⚡ it still owed is forgiven (⚡ paid
    in earlier rounds is not returned).

        Attributes:
            amount (int):
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['meshal-lite.refund_mobility']):  Default: 'meshal-lite.refund_mobility'.
            cancel_owed (int | Unset):  Default: 0.
            note (str | Unset):  Default: ''.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
    """

    amount: int
    target_id: str
    type_: Literal["meshal-lite.refund_mobility"] = "meshal-lite.refund_mobility"
    cancel_owed: int | Unset = 0
    note: str | Unset = ""
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        target_id = self.target_id

        type_ = self.type_

        cancel_owed = self.cancel_owed

        note = self.note

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
                "amount": amount,
                "target_id": target_id,
                "type": type_,
            }
        )
        if cancel_owed is not UNSET:
            field_dict["cancel_owed"] = cancel_owed
        if note is not UNSET:
            field_dict["note"] = note
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        target_id = d.pop("target_id")

        type_ = cast(Literal["meshal-lite.refund_mobility"], d.pop("type"))
        if type_ != "meshal-lite.refund_mobility":
            raise ValueError(f"type must match const 'meshal-lite.refund_mobility', got '{type_}'")

        cancel_owed = d.pop("cancel_owed", UNSET)

        note = d.pop("note", UNSET)

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

        refund_mobility = cls(
            amount=amount,
            target_id=target_id,
            type_=type_,
            cancel_owed=cancel_owed,
            note=note,
            rolls=rolls,
            secret=secret,
        )

        return refund_mobility
