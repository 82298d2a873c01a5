from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.meshal_attack_dice_attributes_item import MeshalAttackDiceAttributesItem
from ..models.meshal_attack_dice_scoring import MeshalAttackDiceScoring
from ..models.meshal_attack_dice_take import MeshalAttackDiceTake
from ..types import UNSET, Unset

T = TypeVar("T", bound="MeshalAttackDice")


@_attrs_define
class MeshalAttackDice:
    """How many dice an attack (or a check) rolls: the pool of ``attributes`` (the one with
    more dice, or fewer: ``take``; none: no pool), × ``times`` ÷ ``divide`` + ``plus``, read
    as ``points`` (🎲) or ``faces`` (🎲+). "活力骰÷2🎲" is activeness, divide 2; "3🎲" is
    plus 3.

        Attributes:
            attributes (list[MeshalAttackDiceAttributesItem] | Unset):
            divide (int | Unset):  Default: 1.
            plus (int | Unset):  Default: 0.
            scoring (MeshalAttackDiceScoring | Unset):  Default: MeshalAttackDiceScoring.POINTS.
            take (MeshalAttackDiceTake | Unset):  Default: MeshalAttackDiceTake.HIGHER.
            times (int | Unset):  Default: 1.
    """

    attributes: list[MeshalAttackDiceAttributesItem] | Unset = UNSET
    divide: int | Unset = 1
    plus: int | Unset = 0
    scoring: MeshalAttackDiceScoring | Unset = MeshalAttackDiceScoring.POINTS
    take: MeshalAttackDiceTake | Unset = MeshalAttackDiceTake.HIGHER
    times: int | Unset = 1
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attributes: list[str] | Unset = UNSET
        if not isinstance(self.attributes, Unset):
            attributes = []
            for attributes_item_data in self.attributes:
                attributes_item = attributes_item_data.value
                attributes.append(attributes_item)

        divide = self.divide

        plus = self.plus

        scoring: str | Unset = UNSET
        if not isinstance(self.scoring, Unset):
            scoring = self.scoring.value

        take: str | Unset = UNSET
        if not isinstance(self.take, Unset):
            take = self.take.value

        times = self.times

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if attributes is not UNSET:
            field_dict["attributes"] = attributes
        if divide is not UNSET:
            field_dict["divide"] = divide
        if plus is not UNSET:
            field_dict["plus"] = plus
        if scoring is not UNSET:
            field_dict["scoring"] = scoring
        if take is not UNSET:
            field_dict["take"] = take
        if times is not UNSET:
            field_dict["times"] = times

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _attributes = d.pop("attributes", UNSET)
        attributes: list[MeshalAttackDiceAttributesItem] | Unset = UNSET
        if _attributes is not UNSET:
            attributes = []
            for attributes_item_data in _attributes:
                attributes_item = MeshalAttackDiceAttributesItem(attributes_item_data)

                attributes.append(attributes_item)

        divide = d.pop("divide", UNSET)

        plus = d.pop("plus", UNSET)

        _scoring = d.pop("scoring", UNSET)
        scoring: MeshalAttackDiceScoring | Unset
        if isinstance(_scoring, Unset):
            scoring = UNSET
        else:
            scoring = MeshalAttackDiceScoring(_scoring)

        _take = d.pop("take", UNSET)
        take: MeshalAttackDiceTake | Unset
        if isinstance(_take, Unset):
            take = UNSET
        else:
            take = MeshalAttackDiceTake(_take)

        times = d.pop("times", UNSET)

        meshal_attack_dice = cls(
            attributes=attributes,
            divide=divide,
            plus=plus,
            scoring=scoring,
            take=take,
            times=times,
        )

        meshal_attack_dice.additional_properties = d
        return meshal_attack_dice

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
