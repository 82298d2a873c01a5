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
    ``modifier``, ``total`` and ``tiebreak`` are null for a reader who may not see the
    combatant's stat block (they tell its DEX: ``fray.policy.visibility``); the dice stay, but
    in Meshal Lite, whose initiative rolls the Activeness pool, for a reader who may not see the
    combatant's exact health (their number is the pool).

        Attributes:
            combatant_id (str):
            dice (list[int] | None):
            modifier (int | None):
            total (int | None):
            tiebreak (list[int] | None | Unset):
    """

    combatant_id: str
    dice: list[int] | None
    modifier: int | None
    total: int | None
    tiebreak: list[int] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        dice: list[int] | None
        if isinstance(self.dice, list):
            dice = self.dice

        else:
            dice = self.dice

        modifier: int | None
        modifier = self.modifier

        total: int | None
        total = self.total

        tiebreak: list[int] | None | Unset
        if isinstance(self.tiebreak, Unset):
            tiebreak = UNSET
        elif isinstance(self.tiebreak, list):
            tiebreak = self.tiebreak

        else:
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

        def _parse_dice(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                dice_type_0 = cast(list[int], data)

                return dice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        dice = _parse_dice(d.pop("dice"))

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

        def _parse_tiebreak(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                tiebreak_type_0 = cast(list[int], data)

                return tiebreak_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        tiebreak = _parse_tiebreak(d.pop("tiebreak", UNSET))

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
