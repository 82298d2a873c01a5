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

T = TypeVar("T", bound="CombatantCorrected")


@_attrs_define
class CombatantCorrected:
    """A GM's correction of a combatant, labelled as one so that any reader tells it from a
    rules outcome: the track ``track`` set to ``current`` and/or ``maximum`` (None: kept),
    a new ``name`` or ``side``, and ``ended`` conditions taken off (bringing the dead back is
    such a correction). ``note`` says why.

        Attributes:
            combatant_id (str):
            type_ (Literal['combatant_corrected']):  Default: 'combatant_corrected'.
            current (int | None | Unset):
            ended (list[str] | Unset):
            maximum (int | None | Unset):
            name (None | str | Unset):
            note (str | Unset):  Default: ''.
            side (None | str | Unset):
            track (None | str | Unset):
    """

    combatant_id: str
    type_: Literal["combatant_corrected"] = "combatant_corrected"
    current: int | None | Unset = UNSET
    ended: list[str] | Unset = UNSET
    maximum: int | None | Unset = UNSET
    name: None | str | Unset = UNSET
    note: str | Unset = ""
    side: None | str | Unset = UNSET
    track: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        type_ = self.type_

        current: int | None | Unset
        if isinstance(self.current, Unset):
            current = UNSET
        else:
            current = self.current

        ended: list[str] | Unset = UNSET
        if not isinstance(self.ended, Unset):
            ended = self.ended

        maximum: int | None | Unset
        if isinstance(self.maximum, Unset):
            maximum = UNSET
        else:
            maximum = self.maximum

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        note = self.note

        side: None | str | Unset
        if isinstance(self.side, Unset):
            side = UNSET
        else:
            side = self.side

        track: None | str | Unset
        if isinstance(self.track, Unset):
            track = UNSET
        else:
            track = self.track

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "type": type_,
            }
        )
        if current is not UNSET:
            field_dict["current"] = current
        if ended is not UNSET:
            field_dict["ended"] = ended
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if name is not UNSET:
            field_dict["name"] = name
        if note is not UNSET:
            field_dict["note"] = note
        if side is not UNSET:
            field_dict["side"] = side
        if track is not UNSET:
            field_dict["track"] = track

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        type_ = cast(Literal["combatant_corrected"], d.pop("type"))
        if type_ != "combatant_corrected":
            raise ValueError(f"type must match const 'combatant_corrected', got '{type_}'")

        def _parse_current(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        current = _parse_current(d.pop("current", UNSET))

        ended = cast(list[str], d.pop("ended", UNSET))

        def _parse_maximum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        maximum = _parse_maximum(d.pop("maximum", UNSET))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        note = d.pop("note", UNSET)

        def _parse_side(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        side = _parse_side(d.pop("side", UNSET))

        def _parse_track(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        track = _parse_track(d.pop("track", UNSET))

        combatant_corrected = cls(
            combatant_id=combatant_id,
            type_=type_,
            current=current,
            ended=ended,
            maximum=maximum,
            name=name,
            note=note,
            side=side,
            track=track,
        )

        combatant_corrected.additional_properties = d
        return combatant_corrected

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
