from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DamageRoll")


@_attrs_define
class DamageRoll:
    """The damage of a hit: the ``expression`` (``"1d6+3"``), the faces of each roll (two rolls
    for a perfect strike), the clean-hit ``bonus``, the target's ``absorb`` (ignored by a
    perfect strike) and the hit points ``dealt`` (at least 1). The expression and bonus (the
    attacker's weapon) and the absorb (the target's armour) are null for a reader who may not
    see that stat block, and so are the ``rolls``, for either side's: ``dealt`` is
    rolls + the expression's modifier + bonus − absorb, so the faces with ``dealt`` would give
    a hidden absorb (or, against a known absorb, a hidden weapon's modifier). ``dealt``
    stays: what the blow did (issue 18, docs/secrets.md).

        Attributes:
            absorb (int | None):
            bonus (int | None):
            dealt (int):
            expression (None | str):
            ignores_absorb (bool):
            rolls (list[list[int]] | None):
    """

    absorb: int | None
    bonus: int | None
    dealt: int
    expression: None | str
    ignores_absorb: bool
    rolls: list[list[int]] | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        absorb: int | None
        absorb = self.absorb

        bonus: int | None
        bonus = self.bonus

        dealt = self.dealt

        expression: None | str
        expression = self.expression

        ignores_absorb = self.ignores_absorb

        rolls: list[list[int]] | None
        if isinstance(self.rolls, list):
            rolls = []
            for rolls_type_0_item_data in self.rolls:
                rolls_type_0_item = rolls_type_0_item_data

                rolls.append(rolls_type_0_item)

        else:
            rolls = self.rolls

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "absorb": absorb,
                "bonus": bonus,
                "dealt": dealt,
                "expression": expression,
                "ignores_absorb": ignores_absorb,
                "rolls": rolls,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_absorb(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        absorb = _parse_absorb(d.pop("absorb"))

        def _parse_bonus(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        bonus = _parse_bonus(d.pop("bonus"))

        dealt = d.pop("dealt")

        def _parse_expression(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        expression = _parse_expression(d.pop("expression"))

        ignores_absorb = d.pop("ignores_absorb")

        def _parse_rolls(data: object) -> list[list[int]] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rolls_type_0 = []
                _rolls_type_0 = data
                for rolls_type_0_item_data in _rolls_type_0:
                    rolls_type_0_item = cast(list[int], rolls_type_0_item_data)

                    rolls_type_0.append(rolls_type_0_item)

                return rolls_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[int]] | None, data)

        rolls = _parse_rolls(d.pop("rolls"))

        damage_roll = cls(
            absorb=absorb,
            bonus=bonus,
            dealt=dealt,
            expression=expression,
            ignores_absorb=ignores_absorb,
            rolls=rolls,
        )

        damage_roll.additional_properties = d
        return damage_roll

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
