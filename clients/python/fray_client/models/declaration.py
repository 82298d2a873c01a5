from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.declaration_factors_item import DeclarationFactorsItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="Declaration")


@_attrs_define
class Declaration:
    """One creature's declared action for a speed-factor round (003).

    Attributes:
        combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
        action (str | Unset):  Default: ''.
        custom (int | Unset):  Default: 0.
        factors (list[DeclarationFactorsItem] | Unset):
        spell_level (int | None | Unset):
    """

    combatant_id: str
    action: str | Unset = ""
    custom: int | Unset = 0
    factors: list[DeclarationFactorsItem] | Unset = UNSET
    spell_level: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        action = self.action

        custom = self.custom

        factors: list[str] | Unset = UNSET
        if not isinstance(self.factors, Unset):
            factors = []
            for factors_item_data in self.factors:
                factors_item = factors_item_data.value
                factors.append(factors_item)

        spell_level: int | None | Unset
        if isinstance(self.spell_level, Unset):
            spell_level = UNSET
        else:
            spell_level = self.spell_level

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "combatant_id": combatant_id,
            }
        )
        if action is not UNSET:
            field_dict["action"] = action
        if custom is not UNSET:
            field_dict["custom"] = custom
        if factors is not UNSET:
            field_dict["factors"] = factors
        if spell_level is not UNSET:
            field_dict["spell_level"] = spell_level

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        action = d.pop("action", UNSET)

        custom = d.pop("custom", UNSET)

        _factors = d.pop("factors", UNSET)
        factors: list[DeclarationFactorsItem] | Unset = UNSET
        if _factors is not UNSET:
            factors = []
            for factors_item_data in _factors:
                factors_item = DeclarationFactorsItem(factors_item_data)

                factors.append(factors_item)

        def _parse_spell_level(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        spell_level = _parse_spell_level(d.pop("spell_level", UNSET))

        declaration = cls(
            combatant_id=combatant_id,
            action=action,
            custom=custom,
            factors=factors,
            spell_level=spell_level,
        )

        return declaration
