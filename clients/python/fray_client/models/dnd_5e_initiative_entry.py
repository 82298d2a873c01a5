from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Dnd5EInitiativeEntry")


@_attrs_define
class Dnd5EInitiativeEntry:
    """One initiative: ``dice`` (two d20 when surprised: disadvantage), ``modifier`` (DEX +
    bonuses, or 10 + DEX for an initiative score), ``total``; ``tiebreak`` is the DEX modifier
    (speed factor: the DEX score; none when ties go by a roll only) followed by the d20s rolled
    once to break a full tie. ``tie_rolls``: where schema-1 events kept those d20s (no longer
    written). ``factors``: the speed factor's declared action and modifier parts.

        Attributes:
            combatant_id (str):
            dice (list[int] | None):
            modifier (int | None):
            total (int | None):
            factors (list[str] | Unset):
            surprised (bool | Unset):  Default: False.
            tie_rolls (list[int] | Unset):
            tiebreak (list[int] | None | Unset):
    """

    combatant_id: str
    dice: list[int] | None
    modifier: int | None
    total: int | None
    factors: list[str] | Unset = UNSET
    surprised: bool | Unset = False
    tie_rolls: list[int] | Unset = UNSET
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

        factors: list[str] | Unset = UNSET
        if not isinstance(self.factors, Unset):
            factors = self.factors

        surprised = self.surprised

        tie_rolls: list[int] | Unset = UNSET
        if not isinstance(self.tie_rolls, Unset):
            tie_rolls = self.tie_rolls

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
        if factors is not UNSET:
            field_dict["factors"] = factors
        if surprised is not UNSET:
            field_dict["surprised"] = surprised
        if tie_rolls is not UNSET:
            field_dict["tie_rolls"] = tie_rolls
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

        factors = cast(list[str], d.pop("factors", UNSET))

        surprised = d.pop("surprised", UNSET)

        tie_rolls = cast(list[int], d.pop("tie_rolls", UNSET))

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

        dnd_5e_initiative_entry = cls(
            combatant_id=combatant_id,
            dice=dice,
            modifier=modifier,
            total=total,
            factors=factors,
            surprised=surprised,
            tie_rolls=tie_rolls,
            tiebreak=tiebreak,
        )

        dnd_5e_initiative_entry.additional_properties = d
        return dnd_5e_initiative_entry

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
