from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.meshal_dice_input_attributes_item import MeshalDiceInputAttributesItem
from ..models.meshal_dice_input_scoring import MeshalDiceInputScoring
from ..models.meshal_dice_input_take import MeshalDiceInputTake
from ..types import UNSET, Unset

T = TypeVar("T", bound="MeshalDiceInput")


@_attrs_define
class MeshalDiceInput:
    """The attack roll: the pool of ``attributes`` (the ``higher`` or ``lower`` of several;
    none: no pool) × ``times`` ÷ ``divide`` + ``plus`` dice, read as ``points`` (🎲) or
    ``faces`` (🎲+). "强壮骰🎲": attributes [might]; "活力骰÷2🎲": [activeness], divide 2;
    "3🎲": plus 3.

        Attributes:
            attributes (list[MeshalDiceInputAttributesItem] | Unset):
            divide (int | Unset):  Default: 1.
            plus (int | Unset):  Default: 0.
            scoring (MeshalDiceInputScoring | Unset):  Default: MeshalDiceInputScoring.POINTS.
            take (MeshalDiceInputTake | Unset):  Default: MeshalDiceInputTake.HIGHER.
            times (int | Unset):  Default: 1.
    """

    attributes: list[MeshalDiceInputAttributesItem] | Unset = UNSET
    divide: int | Unset = 1
    plus: int | Unset = 0
    scoring: MeshalDiceInputScoring | Unset = MeshalDiceInputScoring.POINTS
    take: MeshalDiceInputTake | Unset = MeshalDiceInputTake.HIGHER
    times: int | Unset = 1

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
        attributes: list[MeshalDiceInputAttributesItem] | Unset = UNSET
        if _attributes is not UNSET:
            attributes = []
            for attributes_item_data in _attributes:
                attributes_item = MeshalDiceInputAttributesItem(attributes_item_data)

                attributes.append(attributes_item)

        divide = d.pop("divide", UNSET)

        plus = d.pop("plus", UNSET)

        _scoring = d.pop("scoring", UNSET)
        scoring: MeshalDiceInputScoring | Unset
        if isinstance(_scoring, Unset):
            scoring = UNSET
        else:
            scoring = MeshalDiceInputScoring(_scoring)

        _take = d.pop("take", UNSET)
        take: MeshalDiceInputTake | Unset
        if isinstance(_take, Unset):
            take = UNSET
        else:
            take = MeshalDiceInputTake(_take)

        times = d.pop("times", UNSET)

        meshal_dice_input = cls(
            attributes=attributes,
            divide=divide,
            plus=plus,
            scoring=scoring,
            take=take,
            times=times,
        )

        return meshal_dice_input
