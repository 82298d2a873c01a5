from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Weapon")


@_attrs_define
class Weapon:
    """A weapon: damage dice (e.g. "1d6"), finesse, two-handed, bonus, and missile reach in feet.

    ``max_range_ft`` is the farthest a missile weapon reaches (None: 120 ft, so no very-long
    shots); ``long_range_ft`` is the d20 game's normal range, kept for the sheet only.

        Attributes:
            damage (str): The weapon's dice only; the build adds the trait.
            name (str):
            bonus (int | Unset):  Default: 0.
            finesse (bool | Unset):  Default: False.
            long_range_ft (int | None | Unset):
            max_range_ft (int | None | Unset):
            missile (bool | Unset):  Default: False.
            reach_ft (int | Unset):  Default: 5.
            two_handed (bool | Unset):  Default: False.
    """

    damage: str
    name: str
    bonus: int | Unset = 0
    finesse: bool | Unset = False
    long_range_ft: int | None | Unset = UNSET
    max_range_ft: int | None | Unset = UNSET
    missile: bool | Unset = False
    reach_ft: int | Unset = 5
    two_handed: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        damage = self.damage

        name = self.name

        bonus = self.bonus

        finesse = self.finesse

        long_range_ft: int | None | Unset
        if isinstance(self.long_range_ft, Unset):
            long_range_ft = UNSET
        else:
            long_range_ft = self.long_range_ft

        max_range_ft: int | None | Unset
        if isinstance(self.max_range_ft, Unset):
            max_range_ft = UNSET
        else:
            max_range_ft = self.max_range_ft

        missile = self.missile

        reach_ft = self.reach_ft

        two_handed = self.two_handed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "damage": damage,
                "name": name,
            }
        )
        if bonus is not UNSET:
            field_dict["bonus"] = bonus
        if finesse is not UNSET:
            field_dict["finesse"] = finesse
        if long_range_ft is not UNSET:
            field_dict["long_range_ft"] = long_range_ft
        if max_range_ft is not UNSET:
            field_dict["max_range_ft"] = max_range_ft
        if missile is not UNSET:
            field_dict["missile"] = missile
        if reach_ft is not UNSET:
            field_dict["reach_ft"] = reach_ft
        if two_handed is not UNSET:
            field_dict["two_handed"] = two_handed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        damage = d.pop("damage")

        name = d.pop("name")

        bonus = d.pop("bonus", UNSET)

        finesse = d.pop("finesse", UNSET)

        def _parse_long_range_ft(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        long_range_ft = _parse_long_range_ft(d.pop("long_range_ft", UNSET))

        def _parse_max_range_ft(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_range_ft = _parse_max_range_ft(d.pop("max_range_ft", UNSET))

        missile = d.pop("missile", UNSET)

        reach_ft = d.pop("reach_ft", UNSET)

        two_handed = d.pop("two_handed", UNSET)

        weapon = cls(
            damage=damage,
            name=name,
            bonus=bonus,
            finesse=finesse,
            long_range_ft=long_range_ft,
            max_range_ft=max_range_ft,
            missile=missile,
            reach_ft=reach_ft,
            two_handed=two_handed,
        )

        return weapon
