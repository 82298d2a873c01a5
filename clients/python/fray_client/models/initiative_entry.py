from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="InitiativeEntry")


@_attrs_define
class InitiativeEntry:
    """One combatant's initiative roll: the ``dice`` that came up, the ``modifier`` added and the
    ``total``; ``tiebreak`` is what the ruleset ranks equal totals by, compared left to right
    (Unlit Spires: ``(DEX,)``; 5e: ``(DEX modifier, tie roll, tie roll …)``), so recorded tie
    rolls need no subclass. Schema version 1 stored one number; it is read as a 1-tuple.

        Attributes:
            combatant_id (str):
            dice (list[int]):
            modifier (int):
            total (int):
            tiebreak (list[int] | Unset):
    """

    combatant_id: str
    dice: list[int]
    modifier: int
    total: int
    tiebreak: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        dice = self.dice

        modifier = self.modifier

        total = self.total

        tiebreak: list[int] | Unset = UNSET
        if not isinstance(self.tiebreak, Unset):
            tiebreak = self.tiebreak

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "dice": dice,
                "modifier": modifier,
                "total": total,
            }
        )
        if tiebreak is not UNSET:
            field_dict["tiebreak"] = tiebreak

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        dice = cast(list[int], d.pop("dice"))

        modifier = d.pop("modifier")

        total = d.pop("total")

        tiebreak = cast(list[int], d.pop("tiebreak", UNSET))

        initiative_entry = cls(
            combatant_id=combatant_id,
            dice=dice,
            modifier=modifier,
            total=total,
            tiebreak=tiebreak,
        )

        initiative_entry.additional_properties = d
        return initiative_entry

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
