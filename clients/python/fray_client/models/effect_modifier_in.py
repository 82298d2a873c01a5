from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.effect_modifier_in_applies_to import EffectModifierInAppliesTo
from ..models.effect_modifier_in_bonus_type import EffectModifierInBonusType
from ..types import UNSET, Unset

T = TypeVar("T", bound="EffectModifierIn")


@_attrs_define
class EffectModifierIn:
    """A bonus or penalty an effect gives, as a request states it: ``applies_to`` a roll or
    defence, ``amount``, ``bonus_type`` (one of 4e's, or "" untyped).

        Attributes:
            amount (int):
            applies_to (EffectModifierInAppliesTo):
            bonus_type (EffectModifierInBonusType | Unset):  Default: EffectModifierInBonusType.VALUE_0.
    """

    amount: int
    applies_to: EffectModifierInAppliesTo
    bonus_type: EffectModifierInBonusType | Unset = EffectModifierInBonusType.VALUE_0

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        applies_to = self.applies_to.value

        bonus_type: str | Unset = UNSET
        if not isinstance(self.bonus_type, Unset):
            bonus_type = self.bonus_type.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
                "applies_to": applies_to,
            }
        )
        if bonus_type is not UNSET:
            field_dict["bonus_type"] = bonus_type

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        applies_to = EffectModifierInAppliesTo(d.pop("applies_to"))

        _bonus_type = d.pop("bonus_type", UNSET)
        bonus_type: EffectModifierInBonusType | Unset
        if isinstance(_bonus_type, Unset):
            bonus_type = UNSET
        else:
            bonus_type = EffectModifierInBonusType(_bonus_type)

        effect_modifier_in = cls(
            amount=amount,
            applies_to=applies_to,
            bonus_type=bonus_type,
        )

        return effect_modifier_in
