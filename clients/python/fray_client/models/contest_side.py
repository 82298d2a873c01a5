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
    ``total`` = kept + score + modifiers. ``score``, ``modifiers`` and ``total`` are null for a
    reader who may not see the side's stat block (``fray.policy.visibility``).

        Attributes:
            dice (list[int]):
            kept (list[int]):
            score (int | None):
            total (int | None):
            modifiers (list[ScorePart] | None | Unset):
    """

    dice: list[int]
    kept: list[int]
    score: int | None
    total: int | None
    modifiers: list[ScorePart] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dice = self.dice

        kept = []
        for kept_item_data in self.kept:
            kept_item: int
            kept_item = kept_item_data
            kept.append(kept_item)

        score: int | None
        score = self.score

        total: int | None
        total = self.total

        modifiers: list[dict[str, Any]] | None | Unset
        if isinstance(self.modifiers, Unset):
            modifiers = UNSET
        elif isinstance(self.modifiers, list):
            modifiers = []
            for modifiers_type_0_item_data in self.modifiers:
                modifiers_type_0_item = modifiers_type_0_item_data.to_dict()
                modifiers.append(modifiers_type_0_item)

        else:
            modifiers = self.modifiers

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

        def _parse_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        score = _parse_score(d.pop("score"))

        def _parse_total(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        total = _parse_total(d.pop("total"))

        def _parse_modifiers(data: object) -> list[ScorePart] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                modifiers_type_0 = []
                _modifiers_type_0 = data
                for modifiers_type_0_item_data in _modifiers_type_0:
                    modifiers_type_0_item = ScorePart.from_dict(modifiers_type_0_item_data)

                    modifiers_type_0.append(modifiers_type_0_item)

                return modifiers_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ScorePart] | None | Unset, data)

        modifiers = _parse_modifiers(d.pop("modifiers", UNSET))

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
