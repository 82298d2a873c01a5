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

T = TypeVar("T", bound="DamageTaken")


@_attrs_define
class DamageTaken:
    """``combatant_id`` lost ``amount`` from its track ``track`` (hit points unless said;
    already after absorb, resistance, …), never below the track's minimum. ``cause`` says
    where it came from (an event type or "gm").

    ``amount`` is null for a reader who may not see the combatant's exact health (issue 18):
    it is what the track lost after temporary hit points, capped at what was left by the
    rulesets that cap it (5e, 4e), so a blow that drops a creature would tell its last hit
    points. What the blow dealt stays in the ruleset's own event (5e and 4e
    ``damage_resolved``, Unlit Spires ``dealt``, Meshal Lite ``damage``).

        Attributes:
            amount (int | None):
            combatant_id (str):
            type_ (Literal['damage_taken']):  Default: 'damage_taken'.
            cause (str | Unset):  Default: 'gm'.
            note (str | Unset):  Default: ''.
            track (str | Unset):  Default: 'hp'.
    """

    amount: int | None
    combatant_id: str
    type_: Literal["damage_taken"] = "damage_taken"
    cause: str | Unset = "gm"
    note: str | Unset = ""
    track: str | Unset = "hp"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount: int | None
        amount = self.amount

        combatant_id = self.combatant_id

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

        def _parse_amount(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        amount = _parse_amount(d.pop("amount"))

        combatant_id = d.pop("combatant_id")

        type_ = cast(Literal["damage_taken"], d.pop("type"))
        if type_ != "damage_taken":
            raise ValueError(f"type must match const 'damage_taken', got '{type_}'")

        cause = d.pop("cause", UNSET)

        note = d.pop("note", UNSET)

        track = d.pop("track", UNSET)

        damage_taken = cls(
            amount=amount,
            combatant_id=combatant_id,
            type_=type_,
            cause=cause,
            note=note,
            track=track,
        )

        damage_taken.additional_properties = d
        return damage_taken

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
