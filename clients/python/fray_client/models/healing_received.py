from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="HealingReceived")


@_attrs_define
class HealingReceived:
    """Healing of ``amount`` (as rolled or given) reached ``combatant_id``'s track ``track``
    (hit points unless said); ``regained`` is how much it actually got back (``regained``,
    below). Healing counts up from 0 when the track is below 0 (D&D 4e, PHB p. 293, "healing
    from negative hit points"; tracks that never go below 0 are unaffected), and never above
    the maximum. Events from before schema 5 without a number there read ``amount``.
    ``regained`` is null for a reader who may not see the combatant's exact health (it tells
    the hit points it was missing); ``amount`` stays.

        Attributes:
            amount (int):
            combatant_id (str):
            regained (int | None):
            type_ (Literal['healing_received']):  Default: 'healing_received'.
            cause (str | Unset):  Default: 'gm'.
            note (str | Unset):  Default: ''.
            track (str | Unset):  Default: 'hp'.
    """

    amount: int
    combatant_id: str
    regained: int | None
    type_: Literal["healing_received"] = "healing_received"
    cause: str | Unset = "gm"
    note: str | Unset = ""
    track: str | Unset = "hp"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        combatant_id = self.combatant_id

        regained: int | None
        regained = self.regained

        type_ = self.type_

        cause = self.cause

        note = self.note

        track = self.track

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "combatant_id": combatant_id,
                "regained": regained,
                "type": type_,
            }
        )
        if cause is not UNSET:
            field_dict["cause"] = cause
        if note is not UNSET:
            field_dict["note"] = note
        if track is not UNSET:
            field_dict["track"] = track

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        combatant_id = d.pop("combatant_id")

        def _parse_regained(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        regained = _parse_regained(d.pop("regained"))

        type_ = cast(Literal["healing_received"], d.pop("type"))
        if type_ != "healing_received":
            raise ValueError(f"type must match const 'healing_received', got '{type_}'")

        cause = d.pop("cause", UNSET)

        note = d.pop("note", UNSET)

        track = d.pop("track", UNSET)

        healing_received = cls(
            amount=amount,
            combatant_id=combatant_id,
            regained=regained,
            type_=type_,
            cause=cause,
            note=note,
            track=track,
        )

        healing_received.additional_properties = d
        return healing_received

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
