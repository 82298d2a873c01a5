from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.recover_magic_points_kind import RecoverMagicPointsKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="RecoverMagicPoints")


@_attrs_define
class RecoverMagicPoints:
    """Magic points come back (§08): ``long_rest`` all, ``short_rest`` 10 × level step,
    ``first_light`` 10 × level once a day, ``dead_valley_dawn`` nothing. ``combatant_ids``
    empty means every combatant with magic points. ``day`` is the campaign day (1, 2, …),
    required for First Light (optional for a dead valley's dawn): one dawn a day, so a dawn on
    a day the hero already saw is refused. Rests are refused while the fight runs.

        Attributes:
            kind (RecoverMagicPointsKind):
            type_ (Literal['unlit-spires.recover_magic_points']):  Default: 'unlit-spires.recover_magic_points'.
            combatant_ids (list[str] | Unset):
            day (int | None | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
    """

    kind: RecoverMagicPointsKind
    type_: Literal["unlit-spires.recover_magic_points"] = "unlit-spires.recover_magic_points"
    combatant_ids: list[str] | Unset = UNSET
    day: int | None | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        type_ = self.type_

        combatant_ids: list[str] | Unset = UNSET
        if not isinstance(self.combatant_ids, Unset):
            combatant_ids = self.combatant_ids

        day: int | None | Unset
        if isinstance(self.day, Unset):
            day = UNSET
        else:
            day = self.day

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
                "kind": kind,
                "type": type_,
            }
        )
        if combatant_ids is not UNSET:
            field_dict["combatant_ids"] = combatant_ids
        if day is not UNSET:
            field_dict["day"] = day
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = RecoverMagicPointsKind(d.pop("kind"))

        type_ = cast(Literal["unlit-spires.recover_magic_points"], d.pop("type"))
        if type_ != "unlit-spires.recover_magic_points":
            raise ValueError(f"type must match const 'unlit-spires.recover_magic_points', got '{type_}'")

        combatant_ids = cast(list[str], d.pop("combatant_ids", UNSET))

        def _parse_day(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        day = _parse_day(d.pop("day", UNSET))

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

        recover_magic_points = cls(
            kind=kind,
            type_=type_,
            combatant_ids=combatant_ids,
            day=day,
            rolls=rolls,
            secret=secret,
        )

        return recover_magic_points
