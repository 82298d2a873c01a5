from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="D20Roll")


@_attrs_define
class D20Roll:
    """One d20 test: every ``dice`` rolled (two with advantage or disadvantage), the ``kept``
    face, the reasons for ``advantage`` and ``disadvantage``, the ``modifier`` (all bonuses,
    exhaustion included) and the ``total``; those two are null for a reader who may not see
    the roller's stat block (``fray.policy.visibility``).

        Attributes:
            dice (list[int]):
            kept (int):
            modifier (int | None):
            total (int | None):
            advantage (list[str] | Unset):
            disadvantage (list[str] | Unset):
    """

    dice: list[int]
    kept: int
    modifier: int | None
    total: int | None
    advantage: list[str] | Unset = UNSET
    disadvantage: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dice = self.dice

        kept = self.kept

        modifier: int | None
        modifier = self.modifier

        total: int | None
        total = self.total

        advantage: list[str] | Unset = UNSET
        if not isinstance(self.advantage, Unset):
            advantage = self.advantage

        disadvantage: list[str] | Unset = UNSET
        if not isinstance(self.disadvantage, Unset):
            disadvantage = self.disadvantage

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dice": dice,
                "kept": kept,
                "modifier": modifier,
                "total": total,
            }
        )
        if advantage is not UNSET:
            field_dict["advantage"] = advantage
        if disadvantage is not UNSET:
            field_dict["disadvantage"] = disadvantage

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dice = cast(list[int], d.pop("dice"))

        kept = d.pop("kept")

        def _parse_modifier(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        modifier = _parse_modifier(d.pop("modifier"))

        def _parse_total(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        total = _parse_total(d.pop("total"))

        advantage = cast(list[str], d.pop("advantage", UNSET))

        disadvantage = cast(list[str], d.pop("disadvantage", UNSET))

        d20_roll = cls(
            dice=dice,
            kept=kept,
            modifier=modifier,
            total=total,
            advantage=advantage,
            disadvantage=disadvantage,
        )

        d20_roll.additional_properties = d
        return d20_roll

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
