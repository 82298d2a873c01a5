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

T = TypeVar("T", bound="ApplyHealing")


@_attrs_define
class ApplyHealing:
    """Give ``amount`` back to a combatant's ``track`` (hit points unless said) by hand, never
    above its maximum.

        Attributes:
            amount (int): Hit points, at least 1.
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['apply_healing']):  Default: 'apply_healing'.
            note (str | Unset):  Default: ''.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            track (str | Unset): A combatant's track, as its state lists them under resources: hp, mp, might … Default:
                'hp'.
    """

    amount: int
    target_id: str
    type_: Literal["apply_healing"] = "apply_healing"
    note: str | Unset = ""
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    track: str | Unset = "hp"

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        target_id = self.target_id

        type_ = self.type_

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

        track = self.track

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
                "target_id": target_id,
                "type": type_,
            }
        )
        if note is not UNSET:
            field_dict["note"] = note
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if track is not UNSET:
            field_dict["track"] = track

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        target_id = d.pop("target_id")

        type_ = cast(Literal["apply_healing"], d.pop("type"))
        if type_ != "apply_healing":
            raise ValueError(f"type must match const 'apply_healing', got '{type_}'")

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

        track = d.pop("track", UNSET)

        apply_healing = cls(
            amount=amount,
            target_id=target_id,
            type_=type_,
            note=note,
            rolls=rolls,
            secret=secret,
            track=track,
        )

        return apply_healing
