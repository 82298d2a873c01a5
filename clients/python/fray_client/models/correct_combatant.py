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

T = TypeVar("T", bound="CorrectCombatant")


@_attrs_define
class CorrectCombatant:
    """A GM's correction, recorded as one (``combatant_corrected``): set a track's ``current``
    and/or ``maximum`` (``track``, hit points unless said), rename (``name``), change
    ``side``, take conditions off (``end_conditions``: the only way to bring the dead back).
    ``note`` says why.

        Attributes:
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['correct_combatant']):  Default: 'correct_combatant'.
            current (int | None | Unset):
            end_conditions (list[str] | Unset):
            maximum (int | None | Unset):
            name (None | str | Unset):
            note (str | Unset):  Default: ''.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            side (None | str | Unset):
            track (str | Unset): A combatant's track, as its state lists them under resources: hp, mp, might … Default:
                'hp'.
    """

    target_id: str
    type_: Literal["correct_combatant"] = "correct_combatant"
    current: int | None | Unset = UNSET
    end_conditions: list[str] | Unset = UNSET
    maximum: int | None | Unset = UNSET
    name: None | str | Unset = UNSET
    note: str | Unset = ""
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    side: None | str | Unset = UNSET
    track: str | Unset = "hp"

    def to_dict(self) -> dict[str, Any]:
        target_id = self.target_id

        type_ = self.type_

        current: int | None | Unset
        if isinstance(self.current, Unset):
            current = UNSET
        else:
            current = self.current

        end_conditions: list[str] | Unset = UNSET
        if not isinstance(self.end_conditions, Unset):
            end_conditions = self.end_conditions

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

        side: None | str | Unset
        if isinstance(self.side, Unset):
            side = UNSET
        else:
            side = self.side

        track = self.track

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "target_id": target_id,
                "type": type_,
            }
        )
        if current is not UNSET:
            field_dict["current"] = current
        if end_conditions is not UNSET:
            field_dict["end_conditions"] = end_conditions
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if name is not UNSET:
            field_dict["name"] = name
        if note is not UNSET:
            field_dict["note"] = note
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if side is not UNSET:
            field_dict["side"] = side
        if track is not UNSET:
            field_dict["track"] = track

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        target_id = d.pop("target_id")

        type_ = cast(Literal["correct_combatant"], d.pop("type"))
        if type_ != "correct_combatant":
            raise ValueError(f"type must match const 'correct_combatant', got '{type_}'")

        def _parse_current(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        current = _parse_current(d.pop("current", UNSET))

        end_conditions = cast(list[str], d.pop("end_conditions", UNSET))

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

        def _parse_side(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        side = _parse_side(d.pop("side", UNSET))

        track = d.pop("track", UNSET)

        correct_combatant = cls(
            target_id=target_id,
            type_=type_,
            current=current,
            end_conditions=end_conditions,
            maximum=maximum,
            name=name,
            note=note,
            rolls=rolls,
            secret=secret,
            side=side,
            track=track,
        )

        return correct_combatant
