from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.score_part import ScorePart


T = TypeVar("T", bound="ContestSide")


@_attrs_define
class ContestSide:
    """One side of a contest: the ``score`` with its situational ``modifiers`` (flanking +1 …),
    every die rolled (``dice``, 3 with advantage or disadvantage), the two ``kept`` and the
    ``total`` = kept + score + modifiers.

        Attributes:
            dice (list[int]):
            kept (list[int]):
            score (int):
            total (int):
            modifiers (list[ScorePart] | Unset):
    """

    dice: list[int]
    kept: list[int]
    score: int
    total: int
    modifiers: list[ScorePart] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dice = self.dice

        kept = []
        for kept_item_data in self.kept:
            kept_item: int
            kept_item = kept_item_data
            kept.append(kept_item)

        score = self.score

        total = self.total

        modifiers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.modifiers, Unset):
            modifiers = []
            for modifiers_item_data in self.modifiers:
                modifiers_item = modifiers_item_data.to_dict()
                modifiers.append(modifiers_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dice": dice,
                "kept": kept,
                "score": score,
                "total": total,
            }
        )
        if modifiers is not UNSET:
            field_dict["modifiers"] = modifiers

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.score_part import ScorePart  # noqa: PLC0415

        d = dict(src_dict)
        dice = cast(list[int], d.pop("dice"))

        kept = []
        _kept = d.pop("kept")
        for kept_item_data in _kept:

            def _parse_kept_item(data: object) -> int:
                return cast(int, data)

            kept_item = _parse_kept_item(kept_item_data)

            kept.append(kept_item)

        score = d.pop("score")

        total = d.pop("total")

        _modifiers = d.pop("modifiers", UNSET)
        modifiers: list[ScorePart] | Unset = UNSET
        if _modifiers is not UNSET:
            modifiers = []
            for modifiers_item_data in _modifiers:
                modifiers_item = ScorePart.from_dict(modifiers_item_data)

                modifiers.append(modifiers_item)

        contest_side = cls(
            dice=dice,
            kept=kept,
            score=score,
            total=total,
            modifiers=modifiers,
        )

        contest_side.additional_properties = d
        return contest_side

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
